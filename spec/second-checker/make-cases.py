#!/usr/bin/env python3
"""Writes the hand-made test certificates of cases/ (run once; the files are kept).

Each case is cases/<expected-rule>-<n>.cert (VERIFIED-<n>.cert for certificates that must
verify); an optional cases/<same name>.args holds extra command-line options (one line), and an
optional cases/<same name>.limits the value of SURELINE_TEST_LIMITS ([cert.cli] "Testing the
limits": BYTES,NODES,POSITIONS) that lowers the limits of [cert.limits] for that case.
cases/expected-first-lines.txt gives, for every rejection, the exact first output line of
[cert.claim] (`s NOT VERIFIED rule=<rule>`, plus ` node=<id>` when one node is at fault); a line
ending in ` *` only fixes the rule (the node the spec does not pin down).
The expected outcome of every case was derived by hand from the spec (see the comment next to
it), not by running a checker.
"""
import hashlib
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
EXAMPLES = os.path.join(HERE, "..", "..", "certificates", "examples")


def example(name):
    with open(os.path.join(EXAMPLES, name), "rb") as f:
        return f.read()


def cert(width, rows, adversary, d, n, s, *node_lines):
    text = (f"sureline-certificate v1\nclaim player-completes-a-line\nwidth {width}\n"
            f"rows {rows}\nadversary {adversary}\nmax-pieces {d}\nnodes {n}\nsequences {s}\n")
    for i, moves in enumerate(node_lines):
        text += f"{i} {moves}\n"
    return (text + "end\n").encode("ascii")


O = example("w4-r1-O.cert")          # 0 O0@0>1 / 1 O0@2>win, W=4 R=1 D=2 N=2 S=1
T = example("w4-r2-T.cert")          # 0 T2@0>1 / 1 T3@2>win, W=4 R=2
ALL = example("w4-r3-IOTSZJL.cert")  # W=4 R=3 P=IOTSZJL D=3 N=12 S=73


def sub(data, old, new, count=1):
    old, new = old.encode(), new.encode()
    assert data.count(old) >= count, (old, data)
    return data.replace(old, new, count)


def explosion(spots, root_l="L0@0>1"):
    """W=16, R=1, P=JL. Five setup pieces (J0 or L0 at columns 0, 3, 6, 9, 13, whichever comes)
    fill row 0 but column 12; each level of `spots` puts J0 at its first column and L0 at its
    second; the last piece fills (12, 0) (J1@12 or L3@11). No other move completes a row (column 12
    stays empty), so every sequence wins. With the same column twice per level, level d has 2^d
    boards, 2^(len(spots) + 6) - 1 positions in all. `root_l` replaces the root's L move."""
    levels = [(x, x) for x in (0, 3, 6, 9, 13)] + list(spots)
    lines = [f"J0@{j}>{i + 1} L0@{l}>{i + 1}" for i, (j, l) in enumerate(levels)]
    lines[0] = lines[0].replace("L0@0>1", root_l)
    n = len(lines) + 1
    return cert(16, 1, "JL", n, n, 2 ** n, *lines, "J1@12>win L3@11>win")


cases = {}
args = {}
limits = {}   # case -> SURELINE_TEST_LIMITS
node = {}    # case -> the node at fault (walk rules: the node whose move breaks the rule)

# ---- must verify --------------------------------------------------------------------------
# W=2, R=1, P=O: one O fills rows 0 and 1 at once; the completed row is the lowest (0) < 1.
cases["VERIFIED-1"] = cert(2, 1, "O", 1, 1, 1, "O0@0>win")
# W=3, R=2, P=T: T1@0 then T3@1 completes rows 1 AND 2 (row 0 has holes); lowest = 1 < 2.
cases["VERIFIED-2"] = cert(3, 2, "T", 2, 2, 1, "T1@0>1", "T3@1>win")
# The richest example with every claim option at its tightest.
cases["VERIFIED-3"] = ALL
args["VERIFIED-3"] = "--width 4 --rows 3 --max-pieces 3 --adversary IOTSZJL"
# Weaker claims are implied: R <= R', D <= D', P' subset of P (in any order).
cases["VERIFIED-4"] = ALL
args["VERIFIED-4"] = "--rows 20 --max-pieces 99 --adversary LZ"
cases["VERIFIED-5"] = O
args["VERIFIED-5"] = "--width 4 --adversary O"

# ---- syntax (exit 3) ----------------------------------------------------------------------
cases["syntax-1"] = O.replace(b"\n", b"\r\n")                       # CRLF line endings
cases["syntax-2"] = ALL[:len(ALL) // 2]                              # truncated mid-line
cases["syntax-3"] = hashlib.sha256(b"sureline").digest() * 8        # random bytes
cases["syntax-4"] = sub(O, "0 O0@0>1\n1 O0@2>win\n", "1 O0@0>1\n0 O0@2>win\n")  # ids out of order
cases["syntax-5"] = sub(O, "1 O0@2>win", "1 I0@0>win")              # I answers the O slot
cases["syntax-6"] = O + b"\n"                                        # data after `end` (blank line)
cases["syntax-7"] = O[:-1]                                           # last line without LF
cases["syntax-8"] = sub(O, "sureline-certificate v1", "sureline-certificate v2")
cases["syntax-9"] = sub(O, "width 4", "width 04")                    # leading zero
cases["syntax-10"] = sub(O, "width 4", "width 17")                   # W outside 2..16
cases["syntax-11"] = sub(ALL, "adversary IOTSZJL", "adversary OITSZJL")  # letter order
cases["syntax-12"] = sub(ALL, " L1@2>win\n", "\n")                   # one move missing
cases["syntax-13"] = sub(O, "0 O0@0>1", "0  O0@0>1")                 # two spaces
cases["syntax-14"] = sub(O, "1 O0@2>win", "1 O0@2>WIN")              # case-sensitive `win`
cases["syntax-15"] = sub(O, "sequences 1", "sequences 18446744073709551616")  # 2^64
cases["syntax-16"] = b""                                             # empty file
cases["syntax-17"] = b"\xffSLC" + O                                  # a binary magic byte
cases["syntax-18"] = sub(O, "rows 1", "rows 0")                      # R outside 1..20
cases["syntax-19"] = sub(O, "0 O0@0>1", "0\tO0@0>1")                 # tab
cases["syntax-20"] = sub(O, "end\n", "")                             # no `end` line
cases["syntax-21"] = sub(O, "max-pieces 2", "max-pieces -2")         # sign
cases["syntax-22"] = sub(O, "1 O0@2>win", "1 O0@2>win ")             # trailing space
cases["syntax-23"] = sub(O, "claim player-completes-a-line", "claim adversary-wins")
# A syntax error on line 6 and a header N above the limit on line 7: "a syntax error on an
# earlier line wins" ([cert.grammar] Reading order).
cases["syntax-25"] = sub(sub(O, "max-pieces 2", "max-pieces 02"), "nodes 2", "nodes 99999999")
# A header N of 2^64 is not a `number` at all: syntax, not limit.
cases["syntax-27"] = sub(O, "nodes 2", "nodes 18446744073709551616")
cases["syntax-26"] = sub(O, "sequences 1", "sequences 1" + "9" * 6000)   # a 6001-digit number
cases["syntax-24"] = sub(O, "1 O0@2>win", "1 O0@2>w\u00e9n")       # non-ASCII (UTF-8)

# ---- limit (exit 4) -----------------------------------------------------------------------
cases["limit-1"] = sub(O, "nodes 2", "nodes 16777217")               # N above the limit
cases["limit-2"] = sub(O, "nodes 2", "nodes 18446744073709551615")   # the largest number
# Reading order ([cert.grammar]): N above the limit is refused as soon as line 7 is read, so a
# syntax error on a later line (here `sequences 01`, line 8) is never reached.
cases["limit-3"] = sub(sub(O, "nodes 2", "nodes 99999999"), "sequences 1", "sequences 01")
# ... nor is the end of the file (truncated right after line 7) ...
cases["limit-4"] = sub(O[:O.index(b"sequences")], "nodes 2", "nodes 16777217")
# ... nor binary garbage after it.
cases["limit-5"] = sub(O[:O.index(b"sequences")], "nodes 2", "nodes 16777217") + b"\xff\x00\r\n"

# ---- limits at a small scale ([cert.limits], lowered with SURELINE_TEST_LIMITS) --------------
BIG = 1 << 40                        # (not a limit: each limit is the lower of this and v1's)
# Positions are numbered when first reached, the root being 1: 1 + 2 + 4 + 8 + 16 + 32 = 63.
cases["VERIFIED-6"] = explosion([])
limits["VERIFIED-6"] = f"{BIG},{BIG},63"
cases["limit-6"] = explosion([])
limits["limit-6"] = f"{BIG},{BIG},62"
# The root's L move is illegal. Before it, the walk reaches the root and the 31 positions below
# the root's J move: with room for 32 positions it reports the move, with 31 the limit.
cases["illegal-placement-5"] = explosion([], "L0@99>1")
limits["illegal-placement-5"] = f"{BIG},{BIG},32"
node["illegal-placement-5"] = 0
cases["limit-7"] = explosion([], "L0@99>1")
limits["limit-7"] = f"{BIG},{BIG},31"
# A position reached again is not numbered again: J L and L J give the same board at node 7.
# Levels 0-5: 63 positions, level 6: 64, level 7: 96 (not 128), 223 in all.
cases["VERIFIED-7"] = explosion([(0, 3), (0, 3)])
limits["VERIFIED-7"] = f"{BIG},{BIG},223"
cases["limit-8"] = explosion([(0, 3), (0, 3)])
limits["limit-8"] = f"{BIG},{BIG},222"
# The position limit counts after the move's own rules: an illegal first move is reported.
cases["illegal-placement-6"] = sub(O, "0 O0@0>1", "0 O0@3>1")
limits["illegal-placement-6"] = f"{BIG},{BIG},1"
node["illegal-placement-6"] = 0
cases["limit-9"] = O
limits["limit-9"] = f"{BIG},{BIG},1"
# Header nodes above the node limit: refused when its line is read; a syntax error on that line
# or an earlier one wins, a later one is not reached.
cases["limit-10"] = sub(O, "nodes 2", "nodes 3")
limits["limit-10"] = f"{BIG},2,{BIG}"
cases["syntax-28"] = sub(O, "nodes 2", "nodes 3 ")
limits["syntax-28"] = f"{BIG},2,{BIG}"
cases["limit-11"] = sub(sub(O, "nodes 2", "nodes 3"), "end\n", "end\nx")
limits["limit-11"] = f"{BIG},2,{BIG}"
# After the node-line limit (1 here, header nodes 1), the next line is refused before it is
# parsed unless it begins with `e`: a node line, one with a grammar error, `x`, a blank line.
ONE = sub(O, "nodes 2", "nodes 1")
for i, line in enumerate(["1 O0@2>win", "1 O0@2>win ", "x", "", "END", " end"]):
    cases[f"limit-{12 + i}"] = sub(ONE, "1 O0@2>win\n", line + "\n")
    limits[f"limit-{12 + i}"] = f"{BIG},1,{BIG}"
# ... a line that begins with `e` is read as the end line.
cases["dangling-child-4"] = sub(ONE, "1 O0@2>win\n", "")
limits["dangling-child-4"] = f"{BIG},1,{BIG}"
node["dangling-child-4"] = 0
cases["syntax-29"] = sub(ONE, "1 O0@2>win\nend\n", "ending\n")
limits["syntax-29"] = f"{BIG},1,{BIG}"
# The file size: the 138-byte example with a limit of 138 bytes, then 137.
cases["VERIFIED-8"] = O
limits["VERIFIED-8"] = f"{len(O)},{BIG},{BIG}"
cases["limit-18"] = O
limits["limit-18"] = f"{len(O) - 1},{BIG},{BIG}"

# ---- structural rules (exit 1) ------------------------------------------------------------
cases["node-count-1"] = sub(O, "nodes 2", "nodes 3")                 # lying header count
cases["node-count-2"] = sub(O, "nodes 2", "nodes 16777216")          # at the limit: not `limit`
cases["dangling-child-1"] = sub(O, "0 O0@0>1", "0 O0@0>2")
node["dangling-child-1"] = 0
# Non-canonical numbering: nodes 1 and 2 of the rich example swapped (lines and references).
swapped = ALL.split(b"\n")
n1, n2 = swapped[9], swapped[10]
swapped[9], swapped[10] = b"1" + n2[1:], b"2" + n1[1:]
swapped[8] = sub(swapped[8], "O0@0>1 T1@0>2", "O0@0>2 T1@0>1")
cases["canonical-numbering-1"] = b"\n".join(swapped)
node["canonical-numbering-1"] = 0     # the node being visited when the wrong id is met
# A dangling reference made by an unreachable node: dangling-child is checked on every line first.
cases["dangling-child-2"] = sub(sub(O, "nodes 2", "nodes 3"), "end\n", "2 O0@0>5\nend\n")
node["dangling-child-2"] = 2
# dangling-child is "checked on all lines before the numbering": node 0's first reference (2,
# not 1) is never looked at, node 2's dangling id 7 is reported.
cases["dangling-child-3"] = cert(4, 1, "O", 2, 3, 1, "O0@0>2", "O0@2>win", "O0@2>7")
node["dangling-child-3"] = 2
# An unreachable node making a non-canonical reference: "references made by unreachable nodes
# take no part in the numbering", so this is unreachable-node, not canonical-numbering.
cases["unreachable-node-2"] = sub(sub(O, "nodes 2", "nodes 4"), "end\n",
                                  "2 O0@0>3\n3 O0@2>win\nend\n")
node["unreachable-node-2"] = 2
cases["unreachable-node-1"] = sub(sub(O, "nodes 2", "nodes 3"), "end\n", "2 O0@0>win\nend\n")
node["unreachable-node-1"] = 2
# Duplicate: node 11 made identical to node 4 (I move I1@3 -> I0@0).
# ("no two node lines are identical": which of the two is "the node at fault" is not said.)
cases["duplicate-node-1"] = sub(ALL, "11 I1@3>win", "11 I0@0>win")
node["duplicate-node-1"] = "*"

# ---- walk rules (exit 1) ------------------------------------------------------------------
cases["illegal-placement-1"] = sub(O, "1 O0@2>win", "1 O0@3>win")   # column + width > W
# A changed move: node 3 (after S0@1) plays I0 at column 1: 1 + 4 > 4.
cases["illegal-placement-2"] = sub(ALL, "3 I0@0>win", "3 I0@1>win")
# A cycle with an honest-looking D=100: O's stack in columns 0-1; the 11th does not fit (y0=20).
cases["illegal-placement-3"] = cert(4, 1, "O", 100, 2, 1, "O0@0>1", "O0@0>0")
# A column far beyond the board (a number the grammar accepts).
cases["illegal-placement-4"] = sub(O, "1 O0@2>win", "1 O0@18446744073709551615>win")
# A win marked early: the first O is marked win.
cases["false-win-1"] = cert(4, 1, "O", 1, 1, 1, "O0@0>win")
# A changed move: node 1 (after O0@0) answers O with O0@0, which lands on top, yet says win.
cases["false-win-2"] = sub(ALL, "1 I0@0>win O0@2>win", "1 I0@0>win O0@0>win")
# DFS order: node 0's I move leads to node 1 whose I move is a false win; node 0's O move is
# illegal. Pre-order depth-first (move, then its sub-tree, then the next move) reports false-win;
# "all moves of a position before its children" would report illegal-placement.
cases["false-win-3"] = cert(4, 1, "IO", 2, 2, 3, "I1@0>1 O0@3>win", "I1@1>win O0@1>win")
cases["unmarked-completion-1"] = cert(4, 1, "O", 3, 3, 1, "O0@0>1", "O0@2>2", "O0@0>win")
cases["completion-outside-goal-1"] = sub(T, "rows 2", "rows 1")      # T3 completes row 1
# Rows 1 and 2 completed at once, lowest 1, R=1.
cases["completion-outside-goal-2"] = cert(3, 1, "T", 2, 2, 1, "T1@0>1", "T3@1>win")
# One move breaking both completion-outside-goal and too-many-pieces: the table order decides.
cases["completion-outside-goal-3"] = cert(2, 1, "T", 0, 1, 1, "T1@0>win")
cases["too-many-pieces-1"] = sub(O, "max-pieces 2", "max-pieces 1")  # lying header count
cases["too-many-pieces-2"] = cert(4, 1, "O", 2, 2, 1, "O0@0>1", "O0@0>0")   # a cycle
cases["too-many-pieces-3"] = sub(O, "max-pieces 2", "max-pieces 0")
# A cycle whose looping game completes a row without `win` ([cert.rules], note on cycles): the
# second O (node 1, columns 2-3) completes rows 0 and 1.
cases["unmarked-completion-2"] = cert(4, 1, "O", 100, 2, 1, "O0@0>1", "O0@2>0")
# The node at fault of each walk rule: the node whose move breaks it (derived by hand above).
node.update({
    "illegal-placement-1": 1, "illegal-placement-2": 3, "illegal-placement-3": 0,
    "illegal-placement-4": 1, "false-win-1": 0, "false-win-2": 1, "false-win-3": 1,
    "unmarked-completion-1": 1, "unmarked-completion-2": 1, "completion-outside-goal-1": 1,
    "completion-outside-goal-2": 1, "completion-outside-goal-3": 0, "too-many-pieces-1": 1,
    "too-many-pieces-2": 0, "too-many-pieces-3": 0,
})

# ---- header recounts (exit 1) -------------------------------------------------------------
cases["max-pieces-mismatch-1"] = sub(O, "max-pieces 2", "max-pieces 3")
cases["max-pieces-mismatch-2"] = sub(ALL, "max-pieces 3", "max-pieces 4")
cases["sequences-mismatch-1"] = sub(O, "sequences 1", "sequences 2")
cases["sequences-mismatch-2"] = sub(ALL, "sequences 73", "sequences 72")
cases["sequences-mismatch-3"] = sub(O, "sequences 1", "sequences 18446744073709551615")

# ---- claim (exit 1) -----------------------------------------------------------------------
cases["claim-too-weak-1"] = O
args["claim-too-weak-1"] = "--width 5"
cases["claim-too-weak-2"] = T
args["claim-too-weak-2"] = "--rows 1"
cases["claim-too-weak-3"] = ALL
args["claim-too-weak-3"] = "--max-pieces 2"
cases["claim-too-weak-4"] = O
args["claim-too-weak-4"] = "--adversary IO"
# A wrong certificate with a claim option: the certificate's own rule comes first.
cases["false-win-4"] = cases["false-win-1"]
args["false-win-4"] = "--width 5"
node["false-win-4"] = 0

os.makedirs(CASES, exist_ok=True)
for name in os.listdir(CASES):
    os.remove(os.path.join(CASES, name))
for name, data in cases.items():
    with open(os.path.join(CASES, name + ".cert"), "wb") as f:
        f.write(data)
    if name in args:
        with open(os.path.join(CASES, name + ".args"), "w") as f:
            f.write(args[name] + "\n")
    if name in limits:
        with open(os.path.join(CASES, name + ".limits"), "w") as f:
            f.write(limits[name] + "\n")
# [cert.claim]: the first line of each rejection. syntax, limit, node-count, the header recounts
# and claim-too-weak concern the file, a line, a header value or the claim, not one node.
with open(os.path.join(CASES, "expected-first-lines.txt"), "w") as f:
    for name in sorted(cases):
        rule = name.rsplit("-", 1)[0]
        if rule == "VERIFIED":
            continue
        suffix = {None: "", "*": " *"}.get(node.get(name), f" node={node.get(name)}")
        f.write(f"{name}: s NOT VERIFIED rule={rule}{suffix}\n")
print(f"wrote {len(cases)} cases to {CASES}")
