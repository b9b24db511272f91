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
import sys

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


class Cases(dict):
    """A case name is given once (a second assignment would silently drop a case)."""

    def __setitem__(self, name, data):
        assert name not in self, f"case {name} given twice"
        super().__setitem__(name, data)


cases = Cases()
probes = Cases()     # probes/: what the spec leaves open or the checkers disagree on (B-list)
probe_notes = {}     # probe -> the outcomes in question
probe_args = {}
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
# A position reached again is not numbered again. On concrete boards (--concrete): J L and L J
# give the same board at node 7; levels 0-5: 63 positions, level 6: 64, level 7: 96 (not 128),
# 223 in all. The walk on descriptions ([cert.semantics] "Positions", the default) counts
# fewer ([cert.limits]: "the default walk counts at most as many positions"): a J0 or L0 dropped
# on the setup piece of columns 0-2 (whether J0@0 or L0@0) rests on it at y0 = 2 and leaves
# holes in rows 0 and 1 of columns 1-2 either way, so the boards below forget that choice:
# level 6 still has 64 descriptions, level 7 only 8 (135 in all).
cases["VERIFIED-7"] = explosion([(0, 3), (0, 3)])
limits["VERIFIED-7"] = f"{BIG},{BIG},223"
cases["limit-8"] = explosion([(0, 3), (0, 3)])
limits["limit-8"] = f"{BIG},{BIG},222"
args["limit-8"] = "--concrete"
cases["VERIFIED-47"] = explosion([(0, 3), (0, 3)])
limits["VERIFIED-47"] = f"{BIG},{BIG},135"
cases["limit-33"] = explosion([(0, 3), (0, 3)])
limits["limit-33"] = f"{BIG},{BIG},134"
cases["VERIFIED-48"] = explosion([(0, 3), (0, 3)])
limits["VERIFIED-48"] = f"{BIG},{BIG},223"
args["VERIFIED-48"] = "--concrete"
# ... and the limit counts after the move's own rules on both walks.
cases["limit-34"] = explosion([])
limits["limit-34"] = f"{BIG},{BIG},62"
args["limit-34"] = "--concrete"
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

# ============================================================================================
# Adversary certificates (spec/adversary-certificate.md), well player certificates and the
# checks of [adv.player] (--game capped, --moves grid-2022). The valid adversary certificates
# come from adversary_solver.py (an exhaustive minimax over descriptions); each rejected case is
# a hand-made change of one, and its comment says why the spec gives that outcome. No adversary
# rule names a node (assumption B9 of README.md), so their first lines have no ` node=`.
# ============================================================================================
sys.path.insert(0, HERE)
import adversary_solver  # noqa: E402


def adv(game, width, bound, adversary, moves="all", within=None, prefer=None):
    made = adversary_solver.make(game, width, bound, adversary, moves, within, prefer)
    assert made is not None, (game, width, bound, adversary, moves, within)
    return made[0].encode("ascii")


def adv_text(game, width, bound, adversary, moves, within, lines, states=None):
    """An adversary certificate with the given state lines (and header `states`)."""
    b = "rows" if game == "capped" else "height"
    return (f"sureline-certificate v1\nclaim adversary-prevents-a-line\ngame {game}\n"
            f"width {width}\n{b} {bound}\nadversary {adversary}\nmoves {moves}\n"
            f"within {within}\nstates {len(lines) if states is None else states}\n"
            + "".join(line + "\n" for line in lines) + "end\n").encode("ascii")


def well(width, height, adversary, d, n, s, *node_lines):
    """A player certificate in the well ([adv.player]): `game well` and `height H`."""
    text = (f"sureline-certificate v1\nclaim player-completes-a-line\ngame well\nwidth {width}\n"
            f"height {height}\nadversary {adversary}\nmax-pieces {d}\nnodes {n}\n"
            f"sequences {s}\n")
    return (text + "".join(f"{i} {m}\n" for i, m in enumerate(node_lines)) + "end\n").encode()


def lines_of(data):
    """The state lines of an adversary certificate (between `states` and `end`)."""
    body = data.decode().split("\n")
    return body[9:-2]


# The bases.
C43 = adv("capped", 4, 3, "IOTSZJL")            # 21 states, root `0000 ... T`
C62 = adv("capped", 6, 2, "IOTSZJL")            # 49 states
C42O1 = adv("capped", 4, 2, "O", within=1)      # `0000 .. O`: O O completes in 2 (optimum 2)
W43 = adv("well", 4, 3, "IOTSZJL")              # 11 states
C43G = adv("capped", 4, 3, "IOTSZJL", "grid-2022")   # 17 states
W54G2 = adv("well", 5, 4, "TJL", "grid-2022", 2)     # 12 states; with moves all the optimum is 1
C31I2 = adv("capped", 3, 1, "I", within=2)      # three I1 fill row 0: optimum 3, 4 states
assert lines_of(C42O1) == ["0000 .. O"] and lines_of(C43)[0] == "0000 ... T"

# ---- adversary: must verify -----------------------------------------------------------------
cases["VERIFIED-9"] = C43
args["VERIFIED-9"] = "--width 4 --game capped --rows 3 --forever --adversary IOTSZJL --moves all"
cases["VERIFIED-10"] = C62
# [adv.grammar] example: W=3, R=1, P=O: the root is terminal by [adv.terminal.parity].
cases["VERIFIED-11"] = adv_text("capped", 3, 1, "O", "all", "forever", [])
# Odd widths against O: every row of the empty board is one odd run, so nothing is listed, in
# the capped game and in the well, with other pieces besides O too ("O is in P").
cases["VERIFIED-12"] = adv_text("capped", 5, 3, "O", "all", "forever", [])
cases["VERIFIED-13"] = adv_text("well", 7, 20, "IOTSZJL", "all", "forever", [])
cases["VERIFIED-14"] = adv_text("capped", 15, 16, "IO", "all", "forever", [])
assert adv("capped", 5, 3, "O") == cases["VERIFIED-12"]
cases["VERIFIED-15"] = W43
args["VERIFIED-15"] = "--game well --height 3 --width 4"
# A well of height 1 with I and O: the adversary gives O, which has no allowed placement
# (height 2 > 1): the line is needed ([adv.terminal] last paragraph) and the player has lost.
cases["VERIFIED-16"] = adv_text("well", 4, 1, "IO", "all", "forever", ["0000 . O"])
assert adv("well", 4, 1, "IO", prefer="OI") == cases["VERIFIED-16"]
# Budgets: `within 1` (O O completes the bottom row of capped(4, 2) in 2 pieces), `within 0`
# (the root is terminal by [adv.terminal.budget]: nothing is listed), `within 2`.
cases["VERIFIED-17"] = C42O1
args["VERIFIED-17"] = "--within 1 --rows 2 --game capped"
cases["VERIFIED-18"] = adv_text("well", 4, 4, "I", "all", "0", [])
cases["VERIFIED-19"] = C31I2
# A budget that never runs out gives the lines of `forever` (the same policy).
cases["VERIFIED-20"] = sub(C43, "within forever", "within 18446744073709551615")
args["VERIFIED-20"] = "--within 18446744073709551615"
# [adv.terminal.dead]: P=S on capped(4, 1): every S on the empty board leaves a hole in row 0.
cases["VERIFIED-21"] = adv_text("capped", 4, 1, "S", "all", "forever", ["0000 . S"])
# moves grid-2022.
cases["VERIFIED-22"] = C43G
args["VERIFIED-22"] = "--moves grid-2022"
cases["VERIFIED-23"] = W54G2
args["VERIFIED-23"] = "--moves grid-2022 --within 2 --height 4"
assert adversary_solver.make("well", 5, 4, "TJL", "all", 2) is None
# Another policy for the same claim (pieces tried in the reverse order): another certificate.
cases["VERIFIED-24"] = adv("capped", 4, 3, "IOTSZJL", prefer="LJZSTOI")
assert cases["VERIFIED-24"] != C43
# Weaker claims ([adv.claim], [rules.claims.order]): fewer goal rows, a lower well, fewer pieces,
# any budget for forever, more pieces in the adversary's set, grid-2022 for moves all.
cases["VERIFIED-25"] = C43
args["VERIFIED-25"] = "--rows 1 --within 1000 --adversary LJZSTOI --moves grid-2022"
cases["VERIFIED-26"] = W43
args["VERIFIED-26"] = "--height 1 --within 0"
cases["VERIFIED-27"] = C42O1
args["VERIFIED-27"] = "--within 0 --adversary OI"
cases["VERIFIED-28"] = C62
args["VERIFIED-28"] = "--width=6 --rows=+02 --game=capped --forever --moves=all"

# ---- adversary: claim-too-weak (one per option) ---------------------------------------------
for i, (base, opts) in enumerate([
        (C43, "--width 5"),
        (C43, "--game well"),                    # --game: equal
        (W43, "--game capped"),
        (C43, "--rows 4"),                       # capped: R <= the certificate's
        (W43, "--rows 1"),                       # --rows asks a capped claim
        (C43, "--height 1"),                     # --height asks a well claim
        (W43, "--height 4"),                     # well: H <= the certificate's
        (C42O1, "--within 2"),                   # D <= the certificate's budget
        (C42O1, "--forever"),                    # the certificate's within is forever
        (C43, "--adversary IOTSZJ"),             # P must be a subset of SET
        (C42O1, "--adversary I"),
        (C43G, "--moves all"),                   # all accepts only all
        (C43, "--max-pieces 99"),                # a player claim
        (O, "--within 3"),             # an adversary claim on a player certificate
        (O, "--forever"),
        (C43, "--rows 3 --within 2 --moves grid-2022 --width 3"),   # one of four fails
]):
    cases[f"claim-too-weak-{5 + i}"] = base
    args[f"claim-too-weak-{5 + i}"] = opts

# ---- adversary: syntax (exit 3), each header line and the state lines -----------------------
A = C42O1     # capped 4 2 O within 1 / states 1 / `0000 .. O`
for i, (old, new) in enumerate([
        ("claim adversary-prevents-a-line", "claim adversary-prevents-a-lines"),
        ("claim adversary-prevents-a-line", "claim adversary-prevent-a-line"),
        ("claim adversary-prevents-a-line", "claim  adversary-prevents-a-line"),
        ("game capped", "game goal"),             # only capped / well
        ("game capped", "game Capped"),
        ("game capped", "game capped "),
        ("game capped\n", ""),                    # the game line is not optional here
        ("width 4", "width 17"),
        ("width 4", "width 1"),
        ("width 4", "width 04"),
        ("rows 2", "height 2"),                   # "rows R" iff game capped
        ("rows 2", "rows 17"),                    # capped: 1 <= R <= 16
        ("rows 2", "rows 0"),
        ("adversary O", "adversary OO"),
        ("adversary O", "adversary"),
        ("moves all", "moves grid"),
        ("moves all", "moves grid-2023"),
        ("moves all", "moves All"),
        ("moves all\n", ""),
        ("within 1", "within -1"),
        ("within 1", "within 01"),
        ("within 1", "within Forever"),
        ("within 1", "within forever "),
        ("within 1", "within 18446744073709551616"),  # a number is < 2^64
        ("within 1", "within"),
        ("states 1", "states 01"),
        ("states 1", "states -1"),
        ("adversary O\nmoves all", "moves all\nadversary O"),    # header lines in their order
        ("0000 .. O", "000 .. O"),                # exactly W heights
        ("0000 .. O", "00000 .. O"),
        ("0000 .. O", "0003 .. O"),               # a height above K=2
        ("0000 .. O", "000A .. O"),               # 0-9, a-z only
        ("0000 .. O", "0000 . O"),                # exactly K dead-row marks
        ("0000 .. O", "0000 ... O"),
        ("0000 .. O", "0000 .X O"),
        ("0000 .. O", "0000 .. I"),               # a piece letter not in P
        ("0000 .. O", "0000 .. o"),
        ("0000 .. O", "0000  .. O"),
        ("0000 .. O", "0000 .. O "),
        ("0000 .. O", "0000\t.. O"),
        ("0000 .. O", "0000 ..O"),
        ("end\n", "end \n"),
        ("end\n", "END\n"),
        ("end\n", ""),                            # no end line
        ("end\n", "end\nx"),                      # nothing may follow end
        ("end\n", "end"),                         # every line ends with LF
        ("\n", "\r\n"),                           # CR
]):
    cases[f"syntax-{30 + i}"] = sub(A, old, new, A.count(old.encode()) if old == "\n" else 1)
# The well: "height H" iff game well (1 <= H <= 20).
WA = cases["VERIFIED-16"]     # well 4 1 IO forever / `0000 . O`
cases["syntax-77"] = sub(WA, "height 1", "rows 1")
cases["syntax-78"] = sub(sub(WA, "height 1", "height 21"), "0000 . O", "0000 ..................... O")
cases["syntax-79"] = sub(WA, "height 1", "height 0")
# A height is at most K: 'g' (16) is the largest in capped(W, 16), 'h' (17) is not; in the well of
# height 20 'k' (20) is the largest. (The lines are reached or not: grammar comes first.)
cases["syntax-80"] = adv_text("capped", 3, 16, "O", "all", "forever", ["00h " + "." * 16 + " O"])
cases["syntax-81"] = adv_text("well", 3, 20, "O", "all", "forever", ["00l " + "." * 20 + " O"])
# ... and 'g' in capped(W, 16), 'k' in well(W, 20) are grammatical (here on lines the walk never
# expands: W=3 against O, the root is terminal by parity).
cases["unreachable-state-1"] = adv_text("well", 3, 20, "O", "all", "forever",
                                        ["00k " + "." * 20 + " O"])
cases["unreachable-state-8"] = adv_text("capped", 3, 16, "O", "all", "forever",
                                        ["00g " + "." * 16 + " O"])
# The reading order: a `states` value above 2^24 is `limit` when its line is read ...
cases["limit-19"] = sub(A, "states 1", "states 16777217")
cases["limit-20"] = sub(A, "states 1", "states 18446744073709551615")
# ... even when a later line breaks the grammar (never read) ...
cases["limit-21"] = sub(sub(A, "states 1", "states 16777217"), "0000 .. O", "0000 .. Q")
cases["limit-22"] = sub(A, "states 1\n0000 .. O\nend\n", "states 99999999\n")
# ... but a grammar error on that line or an earlier one wins.
cases["syntax-82"] = sub(A, "states 1", "states 16777217 ")
cases["syntax-83"] = sub(sub(A, "states 1", "states 16777217"), "within 1", "within 01")
# At the limit: not `limit` (the count is wrong: state-count).
cases["state-count-1"] = sub(A, "states 1", "states 16777216")
# The file-size limit holds for adversary certificates too.
cases["limit-23"] = A
limits["limit-23"] = f"{len(A) - 1},{BIG},{BIG}"
cases["VERIFIED-29"] = A
limits["VERIFIED-29"] = f"{len(A)},{BIG},{BIG}"

# ---- state-count, state-order ---------------------------------------------------------------
cases["state-count-2"] = sub(A, "states 1", "states 2")
cases["state-count-3"] = sub(A, "states 1", "states 0")
cases["state-count-4"] = sub(C43, "states 21", "states 20")
# state-count comes before state-order (two lines swapped and a wrong count).
L43 = lines_of(C43)
swapped43 = [L43[1], L43[0]] + L43[2:]
cases["state-count-5"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever", swapped43, 22)
cases["state-order-1"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever", swapped43)
# Two lines for one description (same piece, then another piece): not strictly greater.
cases["state-order-2"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever",
                                  L43[:5] + [L43[4]] + L43[5:])
cases["state-order-3"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever",
                                  L43[:5] + [L43[4][:-1] + "I"] + L43[5:])
# The last two lines swapped: `3321 x..` < `3322 xx.`, so `3321` may not follow `3322`.
cases["state-order-4"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever",
                                  L43[:-2] + [L43[-1], L43[-2]])
# Byte order puts digits before letters and `.` before `x`: `0000 .x` < `0000 x.` < `000a ..`.
# A state-order failure comes before a walk failure (the lines are not reached at all).
cases["state-order-5"] = adv_text("capped", 4, 16, "IO", "all", "forever",
                                  ["0000 " + "x" + "." * 15 + " I", "0000 " + "." * 15 + "x I"])
cases["unreachable-state-2"] = adv_text("capped", 3, 16, "IO", "all", "forever",
                                        ["000 " + "." * 15 + "x I", "000 " + "x" + "." * 15 + " I",
                                         "00a " + "." * 16 + " I"])

# ---- the walk: missing-state, adversary-fails ----------------------------------------------
# The root line removed.
cases["missing-state-2"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever", L43[1:])
# A line of depth 1 removed: `1210 ...` (after T0@0 at the root).
assert "1210 ... O" in L43
cases["missing-state-3"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever",
                                    [x for x in L43 if x != "1210 ... O"])
# An empty policy where the root is not terminal (W even, or no O).
cases["missing-state-4"] = adv_text("capped", 4, 2, "O", "all", "1", [])
cases["missing-state-5"] = adv_text("capped", 6, 2, "IOTSZJL", "all", "forever", [])
# With a budget of 1 the depth-1 descriptions are terminal; with 2 they need lines.
cases["missing-state-6"] = sub(C42O1, "within 1", "within 2")
# The root gives I: I0@0 fills the bottom row of capped(4, 3) at once.
cases["adversary-fails-1"] = sub(C43, "0000 ... T", "0000 ... I")
# The root of capped(4, 2) within 1 gives... O, and the budget is 2: O0@0 then O0@2 completes
# row 0 -- but `0022 x..`? No: O0@0 on the empty board gives `2200 ..`; that line says O;
# O0@2 then completes rows 0 and 1.
cases["adversary-fails-2"] = adv_text("capped", 4, 2, "O", "all", "2",
                                      ["0000 .. O", "0022 .. O", "0220 .. O", "2200 .. O"])
# ... with the lines in the order of the walk instead: state-order first.
cases["state-order-6"] = adv_text("capped", 4, 2, "O", "all", "2",
                                  ["0000 .. O", "2200 .. O", "0220 .. O", "0022 .. O"])
# A depth-1 line gives I: at `1210 ...` (after the root's T0@0) I0@0 rests on row 2 and
# completes it (rows 0 and 1 become dead, row 2 is full).
cases["adversary-fails-3"] = sub(C43, "1210 ... O", "1210 ... I")
# The breadth-first order decides between two failures at depth 1: the root's T0@0 reaches
# `1210 ...` first, T0@1 reaches `0121 ...` second. With `1210`'s line removed and `0121`'s
# piece made I (I1@0 completes row 0 there), the missing line is met first; the other way
# round the completion is.
cases["missing-state-7"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever",
                                    [x.replace("0121 ... O", "0121 ... I") for x in L43
                                     if x != "1210 ... O"])
# The other way round (`0121`'s line removed, `1210` gives I) the completion at `1210` is met
# when `1210` is expanded, before `0121` is expanded -- but after `0121` is *reached* (the root's
# T0@1). [adv.walk] looks a description's line up when it is expanded, so this is
# adversary-fails; the reference looks it up when it is reached and says missing-state. This
# case is in probes/ (open-1), not in cases/.
probes["open-1"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever",
                            [x.replace("1210 ... O", "1210 ... I") for x in L43
                             if x != "0121 ... O"])
probe_notes["open-1"] = ("adversary-fails ([adv.walk] 1: the line is looked up when the "
                         "description is expanded) or missing-state (looked up when reached)")
assert "0121 ... O" in L43
# The root of capped(4, 2) against O with a budget of 2: all its children have lines, and the
# first of them (`2200 ..`, after O0@0) allows only O0@2, which completes rows 0 and 1.
cases["adversary-fails-4"] = sub(sub(C42O1, "within 1", "within 2"), "states 1\n0000 .. O\n",
                                 "states 4\n0000 .. O\n0022 .. O\n0220 .. O\n2200 .. O\n")

# ---- unreachable-state ----------------------------------------------------------------------
# A line for a description reached only at the budget (terminal there, never expanded).
cases["unreachable-state-3"] = adv_text("capped", 4, 2, "O", "all", "1",
                                        ["0000 .. O", "0022 .. O"])
# A line for a description terminal by [adv.terminal.dead] (reached: `0000 . S` gives it).
cases["unreachable-state-4"] = adv_text("capped", 4, 1, "S", "all", "forever",
                                        ["0000 . S", "0011 x S"])
# A line for a description never reached, after all the others.
cases["unreachable-state-5"] = adv_text("capped", 4, 3, "IOTSZJL", "all", "forever",
                                        L43 + ["3333 xxx I"])
# ... and one for a parity-terminal root (W=5 against O).
cases["unreachable-state-6"] = adv_text("capped", 5, 3, "O", "all", "forever", ["00000 ... O"])
# ... and one at the root with `within 0`.
cases["unreachable-state-7"] = adv_text("well", 4, 4, "I", "all", "0", ["0000 .... I"])

# ---- player certificates in the well ([adv.player]) -----------------------------------------
# W=4, H=2, P=O: O0@0 then O0@2 completes rows 0 and 1.
cases["VERIFIED-30"] = well(4, 2, "O", 2, 2, 1, "O0@0>1", "O0@2>win")
cases["VERIFIED-31"] = well(2, 4, "I", 2, 2, 1, "I1@0>1", "I1@1>win")
args["VERIFIED-31"] = "--game well --height 4 --width 2 --max-pieces 2"
# A win in a lower well is a win in a higher one (assumption B6).
cases["VERIFIED-32"] = cases["VERIFIED-30"]
args["VERIFIED-32"] = "--height 20"
# W=4, H=1: the O does not fit (y0 + 2 > 1).
cases["illegal-placement-7"] = well(4, 1, "O", 1, 1, 1, "O0@0>win")
node["illegal-placement-7"] = 0
# W=4, H=2: the second O lands on the first (y0 = 2, top row 3 > 1); in the goal-row game
# (20 rows) the same move is a false win.
cases["illegal-placement-8"] = well(4, 2, "O", 2, 2, 1, "O0@0>1", "O0@0>win")
node["illegal-placement-8"] = 1
cases["false-win-5"] = cert(4, 2, "O", 2, 2, 1, "O0@0>1", "O0@0>win")
node["false-win-5"] = 1
cases["false-win-6"] = well(4, 4, "O", 2, 2, 1, "O0@0>1", "O0@0>win")
node["false-win-6"] = 1
cases["claim-too-weak-21"] = cases["VERIFIED-30"]
args["claim-too-weak-21"] = "--height 1"
cases["claim-too-weak-22"] = cases["VERIFIED-30"]
args["claim-too-weak-22"] = "--rows 2"
cases["claim-too-weak-23"] = cases["VERIFIED-30"]
args["claim-too-weak-23"] = "--game capped"
cases["claim-too-weak-24"] = O
args["claim-too-weak-24"] = "--game well"
cases["claim-too-weak-25"] = O
args["claim-too-weak-25"] = "--height 20"
W_O = cases["VERIFIED-30"]
cases["syntax-84"] = sub(W_O, "height 2", "rows 2")          # the well has height H
cases["syntax-85"] = sub(W_O, "height 2", "height 21")
cases["syntax-86"] = sub(W_O, "height 2", "height 0")
cases["syntax-87"] = sub(O, "rows 1", "height 1")            # no game line: rows R
cases["syntax-88"] = sub(W_O, "game well", "game capped")    # assumption B3
cases["syntax-89"] = sub(W_O, "game well\nwidth 4", "width 4\ngame well")
cases["syntax-90"] = sub(W_O, "game well", "game  well")

# ---- --game capped on player certificates: cap-exceeded -------------------------------------
# W=4, R=1, P=O: the second O lands on columns 0-1, already 2 high (>= R=1); a valid goal-row
# certificate otherwise.
STACK = cert(4, 1, "O", 3, 3, 1, "O0@0>1", "O0@0>2", "O0@2>win")
cases["VERIFIED-33"] = STACK
cases["cap-exceeded-1"] = STACK
args["cap-exceeded-1"] = "--game capped"
node["cap-exceeded-1"] = 1
# w4-r2-T: T2@0 leaves column 2 two high; T3@2 occupies it (R=2).
cases["cap-exceeded-2"] = T
args["cap-exceeded-2"] = "--game capped"
node["cap-exceeded-2"] = 1
# w4-r3-IOTSZJL: in the walk's order the first move that lands on a column 3 high is node 7's
# Z0@0 (pieces T, I, Z: column 0 is 3 high after T1@0 and I1@3... see the board).
cases["cap-exceeded-3"] = ALL
args["cap-exceeded-3"] = "--game capped --rows 3"
node["cap-exceeded-3"] = 7
cases["VERIFIED-34"] = O
args["VERIFIED-34"] = "--game capped"
# --moves all adds no condition to a player certificate ([adv.moves]).
cases["VERIFIED-35"] = cases["VERIFIED-2"]
args["VERIFIED-35"] = "--moves all"

# ---- --moves grid-2022 on player certificates: move-outside-set ----------------------------
# T0 needs a column >= 1: T0@0 fills row 0 of W=3 but is outside the 2022 move set.
T0 = cert(3, 1, "T", 1, 1, 1, "T0@0>win")
cases["VERIFIED-36"] = T0
cases["move-outside-set-1"] = T0
args["move-outside-set-1"] = "--moves grid-2022"
node["move-outside-set-1"] = 0
# w4-r3-IOTSZJL: the walk's first move below its offset is node 7's T3@1 (T3 needs 2).
cases["move-outside-set-2"] = ALL
args["move-outside-set-2"] = "--moves grid-2022"
node["move-outside-set-2"] = 7
# Both options: node 7's T3@1 (slot 2) comes before its Z0@0 (slot 4) in the walk.
cases["move-outside-set-3"] = ALL
args["move-outside-set-3"] = "--game capped --moves grid-2022"
node["move-outside-set-3"] = 7
# J3 needs 2: J3@0 then J3@2 fills row 0 (a valid goal-row certificate); L0 needs 1: L0@0
# then L3@2. The later moves are inside the set.
cases["VERIFIED-38"] = cert(4, 1, "J", 2, 2, 1, "J3@0>1", "J3@2>win")
cases["move-outside-set-4"] = cases["VERIFIED-38"]
args["move-outside-set-4"] = "--moves grid-2022"
node["move-outside-set-4"] = 0
cases["VERIFIED-39"] = cert(4, 1, "L", 2, 2, 1, "L0@0>1", "L3@2>win")
cases["move-outside-set-5"] = cases["VERIFIED-39"]
args["move-outside-set-5"] = "--moves grid-2022"
node["move-outside-set-5"] = 0
# Inside the set: L0@1 needs 1 (J0@1 likewise); W=5: L0@1 then J3@... no: simply w4-r2-T,
# T2@0 (offset 0) and T3@2 (offset 2).
cases["VERIFIED-40"] = T
args["VERIFIED-40"] = "--moves grid-2022"
cases["VERIFIED-37"] = W_O
args["VERIFIED-37"] = "--moves grid-2022 --game well"

# The state-line limit at a small scale (assumptions B13 and B14: the NODES number of
# SURELINE_TEST_LIMITS lowers the limit of [adv.limits] on `states` and on the state lines).
cases["limit-24"] = C43                                          # header states 21 > 20
limits["limit-24"] = f"{BIG},20,{BIG}"
cases["limit-25"] = sub(C43, "states 21", "states 20")           # the 21st line
limits["limit-25"] = f"{BIG},20,{BIG}"
cases["VERIFIED-41"] = C43
limits["VERIFIED-41"] = f"{BIG},21,{BIG}"
# The position limit of [cert.limits] is about the player's walk: [adv.limits] gives the
# adversary walk none, so even a limit of 0 positions leaves an adversary certificate alone
# (assumption B21).
cases["VERIFIED-42"] = C62
limits["VERIFIED-42"] = f"{BIG},{BIG},0"

# ---- the large limits ([cert.limits] `--limits large`) -------------------------------------
# Above the standard node limit but within the large one: read on, and the count is wrong.
cases["node-count-3"] = sub(O, "nodes 2", "nodes 16777217")
args["node-count-3"] = "--limits large"
# Above the large one: refused when its line is read.
cases["limit-26"] = sub(O, "nodes 2", "nodes 134217729")
args["limit-26"] = "--limits large"
# SURELINE_TEST_LIMITS lowers the limits chosen: 2^24 + 1 nodes pass a lowered large limit of
# 2^24 + 1, and not one of 2^24.
cases["node-count-4"] = sub(O, "nodes 2", "nodes 16777217")
args["node-count-4"] = "--limits large"
limits["node-count-4"] = f"{BIG},{(1 << 24) + 1},{BIG}"
cases["limit-27"] = sub(O, "nodes 2", "nodes 16777217")
args["limit-27"] = "--limits large"
limits["limit-27"] = f"{BIG},{1 << 24},{BIG}"
# `standard` is the default, and may be said.
cases["limit-28"] = sub(O, "nodes 2", "nodes 16777217")
args["limit-28"] = "--limits standard"
# The state lines of an adversary certificate ([adv.limits]) follow the node lines.
cases["state-count-6"] = sub(A, "states 1", "states 16777217")
args["state-count-6"] = "--limits large"
cases["limit-29"] = sub(A, "states 1", "states 134217729")
args["limit-29"] = "--limits large"
# The same verdict under both: the positions of the explosion under a lowered large limit.
cases["VERIFIED-43"] = explosion([])
args["VERIFIED-43"] = "--limits large"
limits["VERIFIED-43"] = f"{BIG},{BIG},63"
cases["limit-30"] = explosion([])
args["limit-30"] = "--limits large"
limits["limit-30"] = f"{BIG},{BIG},62"

# The large limits once had a rule on boards (filled cells among the first 128); it is gone
# ([cert.limits]): a third vertical I in column 15 of W = 16 (cells up to 11 * 16 + 15) and
# in column 0 (cell 128 itself, (0, 8)) verify under both sets of limits.
def stack(column, stacked):
    moves = [f"I1@{column}"] * stacked
    free = [c for c in range(16) if c != column]
    i = 0
    while i < len(free):
        if i + 4 <= len(free) and free[i + 3] == free[i] + 3:
            moves.append(f"I0@{free[i]}")
            i += 4
        else:
            moves.append(f"I1@{free[i]}")
            i += 1
    lines = [f"{m}>{'win' if k + 1 == len(moves) else k + 1}" for k, m in enumerate(moves)]
    return cert(16, 1, "I", len(moves), len(moves), 1, *lines)


cases["VERIFIED-44"] = stack(15, 2)
args["VERIFIED-44"] = "--limits large"
cases["VERIFIED-45"] = stack(15, 3)
cases["VERIFIED-49"] = stack(15, 3)      # (limit-31 before the rule went)
args["VERIFIED-49"] = "--limits large"
cases["VERIFIED-50"] = stack(0, 3)       # (limit-32 before the rule went)
args["VERIFIED-50"] = "--limits large"
cases["VERIFIED-46"] = stack(0, 2)
args["VERIFIED-46"] = "--limits large"
# A move's own rules come first: an illegal third stacking move is reported as such.
cases["illegal-placement-9"] = sub(stack(15, 3), "2 I1@15>3", "2 I1@16>3")
args["illegal-placement-9"] = "--limits large"
node["illegal-placement-9"] = 2

# ============================================================================================
# Version 6: the walk on descriptions ([cert.semantics] "Positions"), --concrete, --game capped
# as the capped game's claim ([adv.player]), the order of a move's checks ([cert.semantics] "A
# move's outcome"), and mutants of archived certificates.
# ============================================================================================
NUMBERS = {}


def next_name(rule):
    """The next free case name of a rule (numbers go on from the highest one given)."""
    if rule not in NUMBERS:
        NUMBERS[rule] = max((int(n.rsplit("-", 1)[1]) for n in cases
                             if n.rsplit("-", 1)[0] == rule), default=0)
    NUMBERS[rule] += 1
    return f"{rule}-{NUMBERS[rule]}"


def again(name, extra, rule=None, at=None):
    """A copy of case `name` with more options (and the same limits); its rule and node are
    the same unless given."""
    new = next_name(rule or name.rsplit("-", 1)[0])
    cases[new] = cases[name]
    args[new] = (args.get(name, "") + " " + extra).strip()
    if name in limits:
        limits[new] = limits[name]
    if at is not None or name in node:
        node[new] = at if at is not None else node[name]
    return new


def case(rule, data, options="", at=None):
    """A new case of that rule (the next number), its options and node at fault."""
    name = next_name(rule)
    cases[name] = data
    if options:
        args[name] = options
    if at is not None:
        node[name] = at
    return name


# ---- --concrete: the same outcome on every kind of case ([cert.semantics] "Positions": "both
# kinds of position give the same outcome"; only which positions the limits count differs).
for name in ["VERIFIED-3", "VERIFIED-30", "VERIFIED-33", "VERIFIED-2", "illegal-placement-2",
             "illegal-placement-3", "illegal-placement-8", "false-win-2", "false-win-3",
             "unmarked-completion-1", "unmarked-completion-2", "completion-outside-goal-2",
             "too-many-pieces-1", "too-many-pieces-2", "cap-exceeded-1", "cap-exceeded-3",
             "move-outside-set-2", "move-outside-set-3", "max-pieces-mismatch-2",
             "sequences-mismatch-2", "claim-too-weak-3", "claim-too-weak-23"]:
    again(name, "--concrete")
# An adversary certificate is always walked on descriptions: --concrete changes nothing there
# ([adv.*] "--concrete walks player certificates only").
again("VERIFIED-9", "--concrete")
again("missing-state-3", "--concrete")

# ---- --game capped is the claim of capped(W, R) ([adv.player], [rules.claims.order]) -------
# W=2, R=1, P=S: S1@0 on the empty board fills (1,0), (0,1), (1,1), (0,2): row 0 keeps a hole
# at (0,0) and row 1 is full. In goal(2, 1) (K = 20, every row counts) the move completes row 1:
# not marked win, it is unmarked-completion at node 0; marked win, its completed row 1 is not
# < R: completion-outside-goal. In capped(2, 1) (K = R = 1) only row 0 counts, and it is dead:
# the first move completes nothing and the walk goes on -- to node 1, whose S lands on columns
# already 1 high (cap-exceeded); marked win, the first move completes no row that counts
# (false-win).
SROW = cert(2, 1, "S", 2, 2, 1, "S1@0>1", "S1@0>win")
SWIN = cert(2, 1, "S", 1, 1, 1, "S1@0>win")


for rule, data, options, at in [("unmarked-completion", SROW, "", 0),
                                ("cap-exceeded", SROW, "--game capped", 1),
                                ("completion-outside-goal", SWIN, "", 0),
                                ("false-win", SWIN, "--game capped", 0)]:
    again(case(rule, data, options, at), "--concrete")
# (A certificate valid in the capped game is valid in the goal-row game: once a row >= R is full
# every column is higher than R, so every goal row below it is complete -- it would have counted
# -- or dead, and every later move breaks the cap; so no case verifies in the capped game alone.
# The other way, the cap: cap-exceeded-1 to 3.)
# A row >= R that fills up together with a goal row: the goal row counts (W=2, R=1: O0@0 fills
# rows 0 and 1): the capped game's claim holds, and the verdict line says game=capped.
again("VERIFIED-1", "--game capped")
# W=3, R=2, P=T (VERIFIED-2 in the goal-row game): T1@0 leaves column 1 two high; T3@1
# occupies it: in capped(3, 2) that breaks the cap at node 1.
again("VERIFIED-2", "--game capped", rule="cap-exceeded", at=1)

# ---- The order of a move's checks ([cert.semantics] "A move's outcome"): walls, cap, top row.
# W=2, R=17, P=I: five I1@0 make column 0 20 high (the fifth rests at y0 = 16, top row 19); the
# sixth (node 5) breaks the top row (y0 = 20) in the goal-row game, and under --game capped
# (B11: R = 17 > 16, walked all the same with K = R) it lands on a column already at least 17
# high: the cap comes before the top row.
ITOWER = cert(2, 17, "I", 6, 6, 1, *[f"I1@0>{k + 1}" for k in range(5)], "I1@0>win")
case("illegal-placement", ITOWER, "", 5)
again(case("cap-exceeded", ITOWER, "--game capped", 5), "--concrete")

# ---- too-many-pieces at a position met again deeper ([cert.semantics] "The walk") ----------
# W=3, R=20, P=TS (every completion is a win). Path T1@0 T1@0 S0@0 (nodes 0, 1, 3) reaches node
# 5 at depth 3 with heights 7 8 8 and rows 0-6 dead; path S0@0 S0@0 S0@0 S0@0 (nodes 0, 2, 4,
# 3) reaches node 5 at depth 4 with the same description (16 cells instead of 12: more holes in
# the same rows). Node 5's games last 2 more pieces (S1@0, then T0@0 or S1@1 completes row 8
# or 9). The longest game is 6 pieces (S S S S S then T or S).
DEEP = ["T1@0>1 S0@0>2", "T1@0>3 S1@1>win", "T0@0>win S0@0>4", "T0@0>win S0@0>5",
        "T0@0>win S0@0>3", "T0@0>win S1@0>6", "T0@0>win S1@1>win"]
again(case("VERIFIED", cert(3, 20, "TS", 6, 7, 11, *DEEP)), "--concrete")
# With D = 5, the walk on descriptions meets (node 5, d) first at depth 3 (3 + 2 <= 5: the T
# branch comes first in slot order), then again from node 3 at depth 4, playing piece 4:
# 4 + 2 > 5, too-many-pieces at node 3, the move that reached it. The walk on boards (where
# a position never comes back at another depth) walks node 5 again on the deeper board and
# fails at the move that plays piece 6: node 6's T0@0. The same rule, another node (B24).
DEEP5 = case("too-many-pieces", cert(3, 20, "TS", 5, 7, 11, *DEEP), "", 3)
assert DEEP5 == "too-many-pieces-6"      # (run-tests.sh names it)
again(DEEP5, "--concrete", at=6)


# ---- Descriptions whose key needs more than 63 bits (W = 16, K = 20: the heights in radix 21
# and the 20 dead-row bits, about 90 bits; the second checker then keeps them in two arrays
# of 64-bit halves, DescriptionKeys): well(16, 20) against I within 2 -- two I pieces fill no
# row of 16 cells, the 29 descriptions after the first piece need lines, those after the
# second are terminal by the budget.
WIDE = adv("well", 16, 20, "I", within=2)
WIDE_LINES = lines_of(WIDE)
assert len(WIDE_LINES) == 30
case("VERIFIED", WIDE)
# ... a line dropped (the last one, `4000000000000000 ...`, after I1@0): missing-state; two
# lines swapped: state-order; a line for a description that is never reached (after them
# all): unreachable-state.
case("missing-state", adv_text("well", 16, 20, "I", "all", "2", WIDE_LINES[:-1]))
case("state-order", adv_text("well", 16, 20, "I", "all", "2",
                             WIDE_LINES[:3] + [WIDE_LINES[4], WIDE_LINES[3]] + WIDE_LINES[5:]))
case("unreachable-state", adv_text("well", 16, 20, "I", "all", "2",
                                   WIDE_LINES + ["k000000000000000 " + "." * 20 + " I"]))


# ---- Mutants of archived certificates -------------------------------------------------------
# Each is one change of a certificate of certificates/frontier/ (which verifies with its claim
# of frontier/CLAIMS): a move changed, or two nodes merged (every reference to the second made
# to the first, its line dropped, the rest renumbered in the canonical order, the header's
# `nodes` updated, D and S left as they were), or for an adversary certificate a state line's
# piece changed or a line dropped. The first line of each outcome was found by running the
# second checker (one walk on real strategies, too long to derive by hand); the reference
# must give the same -- the rule and the node at fault -- which makes these a differential test
# of the two checkers on the archive's own strategies. The player ones run with --concrete too.
FRONTIER = os.path.join(HERE, "..", "..", "certificates", "frontier")


def frontier(name):
    with open(os.path.join(FRONTIER, name), "rb") as f:
        return f.read()


def node_lines(data):
    lines = data.decode().split("\n")
    i = next(k for k, line in enumerate(lines) if line.startswith("sequences "))
    return lines[:i + 1], [line.split(" ")[1:] for line in lines[i + 1:-2]]


def with_nodes(head, nodes):
    head = [f"nodes {len(nodes)}" if h.startswith("nodes ") else h for h in head]
    return ("\n".join(head) + "\n" + "".join(f"{i} {' '.join(m)}\n" for i, m in enumerate(nodes))
            + "end\n").encode()


def target(move):
    return move.split(">")[1]


def renumbered(nodes):
    """[cert.canonical] 2: ids in breadth-first order of first reference from node 0 (nodes
    no longer referenced are dropped)."""
    order, number = [0], {0: 0}
    for old in order:
        for move in nodes[old]:
            t = target(move)
            if t != "win" and int(t) not in number:
                number[int(t)] = len(order)
                order.append(int(t))
    return [[m.split(">")[0] + ">" + (target(m) if target(m) == "win"
                                      else str(number[int(target(m))])) for m in nodes[old]]
            for old in order]


def merged(data, keep, drop):
    head, nodes = node_lines(data)
    nodes = [[m.split(">")[0] + ">" + (str(keep) if target(m) == str(drop) else target(m))
              for m in moves] for moves in nodes]
    return with_nodes(head, renumbered(nodes))


def changed(data, at, slot, placement):
    head, nodes = node_lines(data)
    nodes[at][slot] = placement + ">" + target(nodes[at][slot])
    return with_nodes(head, nodes)


CAPPED = "--game capped"
for base, claim, change, first in [
        ("6x5-optimal.cert", CAPPED, ("merge", 18, 73), "false-win node=18"),
        ("6x5-optimal.cert", CAPPED, ("merge", 4, 63), "cap-exceeded node=41"),
        ("6x5-optimal.cert", CAPPED, ("merge", 4, 93), "unmarked-completion node=4"),
        ("6x5-optimal.cert", CAPPED, ("merge", 29, 87), "too-many-pieces node=90"),
        ("6x5-optimal.cert", CAPPED, ("move", 51, 4, "Z1@2"), "false-win node=51"),
        ("6x5-optimal.cert", CAPPED, ("move", 64, 3, "S0@4"), "illegal-placement node=64"),
        ("6x5-optimal.cert", CAPPED, ("move", 58, 4, "Z0@0"), "cap-exceeded node=58"),
        # the same two in the goal-row game: a win whose lowest completed row is >= R
        ("6x5-optimal.cert", "", ("move", 58, 4, "Z0@0"), "completion-outside-goal node=42"),
        ("6x5-optimal.cert", "", ("merge", 4, 63), "completion-outside-goal node=41"),
        ("6x6-well-optimal.cert", "", ("merge", 9, 98), "illegal-placement node=9"),
        ("6x6-well-optimal.cert", "", ("merge", 5, 62), "too-many-pieces node=101"),
        ("6x6-well-optimal.cert", "", ("merge", 57, 98), "VERIFIED"),
        ("6x6-well-optimal.cert", "", ("move", 82, 1, "O0@3"), "false-win node=82"),
        ("8x6-optimal.cert", CAPPED, ("move", 436, 0, "I0@6"), "illegal-placement node=436"),
        ("8x6-optimal.cert", CAPPED, ("merge", 30, 500), "unmarked-completion node=338"),
]:
    data = frontier(base)
    data = merged(data, *change[1:]) if change[0] == "merge" else changed(data, *change[1:])
    rule, _, at = first.partition(" node=")
    again(case(rule, data, claim, int(at) if at else None), "--concrete")

A64, W65, C65 = (frontier(n) for n in ("6x4-adversary.cert", "6x5-well-adversary.cert",
                                        "6x5-no-win-within-5.cert"))
for base, old, new, rule in [
        (A64, "011144 x..x L", "011144 x..x I", "adversary-fails"),
        (A64, "233144 xx.. S", "233144 xx.. J", "missing-state"),
        (A64, "144300 .xxx S", "144300 .xxx T", "VERIFIED"),       # another policy that holds
        (W65, "004444 x.x.. J", "004444 x.x.. Z", "adversary-fails"),
        (W65, "445520 xxx.. S", "445520 xxx.. J", "unreachable-state"),
        (C65, "555100 .xxxx S", "555100 .xxxx O", "adversary-fails"),
]:
    cases[next_name(rule)] = sub(base, old + "\n", new + "\n")
for base, line in [(A64, "444310 x... I"), (W65, "333320 xx... I"), (C65, "042440 xx... S")]:
    count = len(lines_of(base))
    cases[next_name("missing-state")] = sub(sub(base, line + "\n", ""), f"states {count}\n",
                                            f"states {count - 1}\n")

# ============================================================================================
# Survival games (spec/survival.md): `claim player-survives` and `claim adversary-ends-the-game`.
# The bases are small enough to follow by hand (the comments trace them); the larger ones come
# from survival_solver.py (an exhaustive solver written from the spec). Each rejected case is a
# hand-made change of a base, and its comment says why the spec gives that outcome and node.
# reference_differences: the cases where the reference gives another first line, which the
# spec's text does not support (README.md, C-list); run-tests.sh counts that line as a known
# difference for another checker than this one, never for this one.
# ============================================================================================
import survival_solver  # noqa: E402

reference_differences = {}


def surv(side, width, height, floor, pieces, preview, lines, within=None, nodes=None):
    """A survival certificate: side "player" or "adversary"; pieces a piece set, or
    "seq:<letters>" for a sequence; lines the node lines without their ids."""
    claim = "player-survives" if side == "player" else "adversary-ends-the-game"
    kind = (f"sequence {pieces[4:]}" if pieces.startswith("seq:") else f"adversary {pieces}")
    text = (f"sureline-certificate v1\nclaim {claim}\ngame survival\nwidth {width}\n"
            f"height {height}\nfloor {floor}\n{kind}\npreview {preview}\n")
    if side == "adversary":
        text += f"within {within}\n"
    text += f"nodes {len(lines) if nodes is None else nodes}\n"
    return (text + "".join(f"{i} {line}\n" for i, line in enumerate(lines)) + "end\n").encode()


def survival_lines(data):
    """The node lines of a survival certificate (between `nodes` and `end`)."""
    body = data.decode().split("\n")
    return body[next(i for i, line in enumerate(body) if line.startswith("nodes ")) + 1:-2]


def solved(side, width, height, floor, pieces, preview=0):
    seq = pieces[4:] if pieces.startswith("seq:") else None
    problem = survival_solver.Problem(width, height, floor, pieces=None if seq else pieces,
                                      sequence=seq, preview=preview)
    text = (problem.player_certificate() if side == "player"
            else problem.adversary_certificate())
    assert text is not None, (side, width, height, floor, pieces, preview)
    return text.encode()


NUMBERS.clear()

# ---- the bases (each VERIFIED below) --------------------------------------------------------
# SP: survival(4, 2, O), no preview. Node 0, the empty board: O0@0 fills columns 0-1, rows 0-1
# (node 1); there O0@2 fills rows 0 and 1, which clear: the empty board again (node 0).
SP = surv("player", 4, 2, "0000", "O", 0, ["O0@0>1", "O0@2>0"])
# SPV: survival(4, 2, IO) with preview: roots 0 (empty, I to place) and 1 (empty, O). Node 0:
# I0@0 fills row 0, which clears: (empty, next piece) -> node 0 (I) or 1 (O). Node 1: O0@0 ->
# columns 0-1 rows 0-1, B, with I (node 2) or O (node 3). Node 2 (B, I): I0@0 rests on row 2
# (>= H), fills it, and it clears ("any row, above H too"): B again. Node 3 (B, O): O0@2 clears
# rows 0 and 1: empty. The first id node 1 references is 2 (ids < r = 2 are the roots).
SPV = surv("player", 4, 2, "0000", "IO", 1,
           ["I0@0>0 I0@0>1", "O0@0>2 O0@0>3", "I0@0>2 I0@0>3", "O0@2>0 O0@2>1"])
assert SPV == solved("player", 4, 2, "0000", "IO", 1)
# SSEQ: survival(4, 2) with the sequence OI: (empty, 0) -O0@0-> (B, 1) -I0@0, row 2 clears->
# (B, 0) -O0@2-> (empty, 1) -I0@0-> (empty, 0).
SSEQ = surv("player", 4, 2, "0000", "seq:OI", 0, ["O0@0>1", "I0@0>2", "O0@2>3", "I0@0>0"])
assert SSEQ == solved("player", 4, 2, "0000", "seq:OI")
# SII: survival(4, 1) with the sequence II: I0@0 clears row 0: (empty, 0) -> (empty, 1) -> ...
SII = surv("player", 4, 1, "0000", "seq:II", 0, ["I0@0>1", "I0@0>0"])
# SFLOOR: survival(4, 2, O) on the floor 0001. Node 1 (columns 0-1 rows 0-1): O0@2 rests at
# row 1 (column 3's floor is 1): row 1 is full, row 0 is not (column 2): it clears, and columns
# 2-3 move down: (0,0) (1,0) (2,1) (3,1) (node 2). There O0@0 rests at row 1 and fills row 1
# again: columns 0-1 keep rows 0-1, columns 2-3 empty: node 1's board.
SFLOOR = surv("player", 4, 2, "0001", "O", 0, ["O0@0>1", "O0@2>2", "O0@0>1"])
assert SFLOOR == solved("player", 4, 2, "0001", "O")
# SWAIT: survival(5, 2, O) on the floor 10000: a row that fills up as cells move down waits for
# the next drop. Node 1 (columns 1-2 rows 0-1): O0@3 fills row 0 (its well cells are columns
# 1-4), which clears; the cells of row 1 move down and fill row 0 again, which stays (node 2).
# There O0@1 rests at row 1: row 0 is full after the drop and clears: node 1's board. (Were the
# refilled row cleared at once, node 2 would be the empty board, node 0's: repeated-position.)
SWAIT = surv("player", 5, 2, "10000", "O", 0, ["O0@1>1", "O0@3>2", "O0@1>1"])
assert SWAIT == solved("player", 5, 2, "10000", "O")
# STSURUDA: survival(2, 2, S) on the floor 10: S1@0 fills (1,0) (0,1) (1,1) (0,2); rows 0 (its
# one well cell, column 1) and 1 are full. Column 0 (floor 1) is moved by row 1 only: (0,2) ->
# (0,1); column 1 empties. From (0,1), S1@0 rests at y0 = 1, rows 1 and 2 clear, (0,3) -> (0,1).
STSURUDA = surv("player", 2, 2, "10", "S", 0, ["S1@0>1", "S1@0>1"])
assert STSURUDA == solved("player", 2, 2, "10", "S")
# AD: survival(3, 2, O), the adversary: O0@0 and O0@1 (m = 2) from the empty board leave no full
# row (nodes 1, 2); there both O's rest at row 2 and top out: the longest game has 2 pieces.
AD = surv("adversary", 3, 2, "000", "O", 0, ["O 1 2", "O x x", "O x x"], within=2)
assert AD == solved("adversary", 3, 2, "000", "O")
# ADPV: survival(5, 2, IO) with preview: I first (7 placements: I0@0, I0@1, I1@0..4); I0@0 and
# I0@1 stay below H (nodes 1 and 2, both with O committed), I1 tops out; every O then tops out.
ADPV = surv("adversary", 5, 2, "00000", "IO", 1,
            ["I 1 2 x x x x x", "O x x x x", "O x x x x"], within=2)
assert ADPV == solved("adversary", 5, 2, "00000", "IO", 1)
ADSEQ = solved("adversary", 3, 2, "000", "seq:OI")     # 6 nodes, within 4
ADFLOOR = solved("adversary", 4, 3, "0200", "T")       # 10 nodes, within 5
ADWAIT = solved("adversary", 3, 2, "100", "seq:OI")    # 2 nodes: O0@1 leaves a full row waiting
assert survival_lines(ADSEQ)[:1] == ["0 O 1 2"] and b"within 5" in ADFLOOR

# ---- survival: must verify ------------------------------------------------------------------
for data, options in [
        (SP, "--game survival --width 4 --height 2 --floor 0000 --adversary O --preview 0 "
             "--forever"),                     # every option at its tightest
        (SPV, "--preview 1 --adversary IO"),   # a player with preview
        (SSEQ, "--sequence OI"),               # a player with a sequence
        (SII, ""),                             # H = 1, the sequence II
        (SFLOOR, "--floor 0001"),              # a shaped floor
        (SWAIT, ""),                           # a full row waits for the next drop
        (STSURUDA, ""),                        # a column whose floor is above a full row
        (AD, "--game survival --width 3 --height 2 --floor 000 --adversary O --preview 0 "
             "--within 2"),                    # an adversary without preview, tightest
        (ADPV, "--preview 1"),                 # an adversary with preview
        (ADSEQ, "--sequence OI --within 4"),   # an adversary with a sequence
        (ADFLOOR, "--floor 0200"),             # an adversary on a shaped floor
        (ADWAIT, ""),
        # [surv.order] weaker claims: a player for H survives every H' >= H, against a subset
        # of P, with preview when it has none; --within then --forever: the last one counts
        (SP, "--height 20 --preview 1 --within 3 --forever"),
        (SPV, "--adversary O --height 3"),
        (SPV, "--adversary I"),
        # an adversary for H ends every game in a lower well, with a superset of P, within a
        # larger D; one with preview also without it
        (AD, "--height 1 --within 99 --adversary IOTSZJL"),
        (ADPV, "--preview 0 --adversary IOT --within 2"),
        (ADSEQ, "--within=18446744073709551615 --height=+01"),
]:
    case("VERIFIED", data, options)
for data in (SP, AD, ADSEQ):                   # --concrete changes nothing (B26)
    case("VERIFIED", data, "--concrete")

# ---- survival: structure ---------------------------------------------------------------------
case("node-count", sub(SP, "nodes 2", "nodes 3"))
case("node-count", sub(AD, "nodes 3", "nodes 2"))
case("dangling-child", sub(SP, "1 O0@2>0", "1 O0@2>2"), at=1)
case("dangling-child", sub(AD, "1 O x x", "1 O x 3"), at=1)
# an unreachable node's next id is checked too (dangling-child on every line, before the
# numbering)
case("dangling-child", sub(sub(SP, "nodes 2", "nodes 3"), "end\n", "2 O0@0>7\nend\n"), at=2)
# node 0's first reference must be 1 (no preview: one root) ...
case("canonical-numbering", sub(AD, "0 O 1 2", "0 O 2 1"), at=0)
# ... and with preview 2 (the ids < r = 2 are the roots): nodes 2 and 3 of SPV swapped
case("canonical-numbering", surv("player", 4, 2, "0000", "IO", 1,
                                 ["I0@0>0 I0@0>1", "O0@0>3 O0@0>2", "O0@2>0 O0@2>1",
                                  "I0@0>3 I0@0>2"]), at=1)
case("unreachable-node", sub(sub(SP, "nodes 2", "nodes 3"), "end\n", "2 O0@0>1\nend\n"), at=2)
case("unreachable-node", sub(sub(AD, "nodes 3", "nodes 4"), "end\n", "3 O x x\nend\n"), at=3)
# with a sequence, one root: node 1 (I0@0 from the empty board, index 1) is never referenced
case("unreachable-node", surv("player", 4, 1, "0000", "seq:II", 0, ["I0@0>0", "I0@0>0"]), at=1)

# ---- survival: the player's walk ------------------------------------------------------------
# wrong-piece: without preview move j places the j-th piece of P (here O) ...
case("wrong-piece", sub(SP, "0 O0@0>1", "0 I0@0>1"), at=0)
# ... with preview the node's piece to place, whatever the slot: node 0 places I in both moves
case("wrong-piece", sub(SPV, "0 I0@0>0 I0@0>1", "0 I0@0>0 O0@0>1"), at=0)
case("wrong-piece", sub(SPV, "1 O0@0>2 O0@0>3", "1 O0@0>2 I0@0>3"), at=1)
# ... with a sequence S[i]: node 1 has index 1 (I)
case("wrong-piece", sub(SSEQ, "1 I0@0>2", "1 O0@0>2"), at=1)
# wrong-piece before illegal-placement on one move (I0@3 is both)
case("wrong-piece", sub(SP, "1 O0@2>0", "1 I0@3>0"), at=1)
case("illegal-placement", sub(SP, "1 O0@2>0", "1 O0@3>0"), at=1)
case("illegal-placement", sub(SP, "1 O0@2>0", "1 O0@18446744073709551615>0"), at=1)
# illegal-placement before tops-out (I0@1 on W = 4 does not fit; nothing is dropped)
case("illegal-placement", sub(SPV, "2 I0@0>2 I0@0>3", "2 I0@0>2 I0@1>3"), at=2)
# tops-out: O0@0 on columns 0-1 rows 0-1 rests at rows 2-3, no row full
case("tops-out", sub(SP, "1 O0@2>0", "1 O0@0>0"), at=1)
# ... before position-mismatch (next 1: the same board would not be node 1's anyway)
case("tops-out", sub(SP, "1 O0@2>0", "1 O0@0>1"), at=1)
# ... in the well with a floor: O0@2 on the floor 0001 rests at row 1 and clears row 1; O0@1
# rests at row 2 (above columns 0-1) and tops out
case("tops-out", sub(SFLOOR, "1 O0@2>2", "1 O0@1>2"), at=1)
# a piece above H that a clear brings back is no top-out: VERIFIED SPV (node 2). A piece that
# stays above H: W = 2, H = 3, I1@0 fills rows 0-3 of column 0, nothing clears.
case("tops-out", surv("player", 2, 3, "00", "I", 0, ["I1@0>0"]), at=0)
# position-mismatch: the board differs (O0@2 leads to the empty board, node 1 has columns 0-1)
case("position-mismatch", sub(SP, "1 O0@2>0", "1 O0@2>1"), at=1)
# ... the piece to place differs (preview): node 0's first move commits I, node 1 has O
case("position-mismatch", sub(SPV, "0 I0@0>0 I0@0>1", "0 I0@0>1 I0@0>1"), at=0)
# ... the index differs (sequence II): node 1 has index 1, its move leads to index 0
case("position-mismatch", sub(SII, "1 I0@0>0", "1 I0@0>1"), at=1)
# ... a root's position is fixed before the walk: node 1 of SWAIT leads back to its own board,
# not to the empty board of node 0
case("position-mismatch", sub(SWAIT, "2 O0@1>1", "2 O0@1>0"), at=2)
# repeated-position (after the walk, the later node): SP with node 0's board written twice
case("repeated-position", surv("player", 4, 2, "0000", "O", 0, ["O0@0>1", "O0@2>2", "O0@0>1"]),
     at=2)
# ... with preview: (B, O) twice, nodes 3 and 4
case("repeated-position", surv("player", 4, 2, "0000", "IO", 1,
                               ["I0@0>0 I0@0>1", "O0@0>2 O0@0>3", "I0@0>2 I0@0>4",
                                "O0@2>0 O0@2>1", "O0@2>0 O0@2>1"]), at=4)

# ... two pairs, nodes 1 = 2 (B) and 0 = 3 (empty): the first node (in id order) whose position
# an earlier node has is node 2 (C4; the pair of the earliest node would name node 3). P = IO:
# I0@0 on the empty board or on B fills a row that clears, O0@2 on B clears rows 0 and 1.
case("repeated-position", surv("player", 4, 2, "0000", "IO", 0,
                               ["I0@0>0 O0@0>1", "I0@0>2 O0@2>3", "I0@0>2 O0@2>3",
                                "I0@0>3 O0@0>1"]), at=2)

# ---- survival: the adversary's walk ---------------------------------------------------------
# wrong-piece: with a sequence the letter is S[i]: node 1 has index 1 (I), given O (2 fields
# for O in W = 3, as the grammar wants)
ADSEQ_LINES = survival_lines(ADSEQ)
assert ADSEQ_LINES[1] == "1 I x x 3", ADSEQ_LINES
case("wrong-piece", sub(ADSEQ, "1 I x x 3", "1 O x 3"), at=1)
# ... a letter that is not in P (the grammar's piece-letter: any of the seven) is wrong-piece
# in the walk ([surv.adversary] "(rule wrong-piece otherwise)"); the reference: syntax (C8)
name = case("wrong-piece", sub(AD, "1 O x x", "1 T x x x x x x"), at=1)
reference_differences[name] = "s NOT VERIFIED rule=syntax"
# (with preview both next nodes of node 0 get the letter T, 14 placements in W = 5)
name = case("wrong-piece", sub(sub(ADPV, "1 O x x x x", "1 T" + " x" * 14), "2 O x x x x",
                               "2 T" + " x" * 14), at=1)
reference_differences[name] = "s NOT VERIFIED rule=syntax"
# ... walked in id order: node 1's top-out-mismatch comes before node 2's letter
name = case("top-out-mismatch", sub(sub(AD, "1 O x x", "1 O x 0"), "2 O x x",
                                    "2 T x x x x x x"), at=1)
reference_differences[name] = "s NOT VERIFIED rule=syntax"
# top-out-mismatch: a number for a placement that tops out (O0@1 on columns 0-1) ...
case("top-out-mismatch", sub(AD, "1 O x x", "1 O x 0"), at=1)
# ... and x for one that does not (O0@0 on the empty board)
case("top-out-mismatch", surv("adversary", 3, 2, "000", "O", 0, ["O x 1", "O x x"], within=2),
     at=0)
# ... in the well with a floor: the I of node 0 of survival(4, 1, I) clears row 0 (no top-out)
case("top-out-mismatch", surv("adversary", 4, 1, "0000", "I", 0, ["I x x x x x"], within=1),
     at=0)
# next-piece-mismatch (preview): node 0's next nodes 1 (O) and 2 (I, 7 fields in W = 5)
case("next-piece-mismatch", sub(ADPV, "2 O x x x x", "2 I x x x x x x x"), at=0)
# position-mismatch: SII's adversary twin, node 1 at index 1 led back to index 1
case("position-mismatch", surv("adversary", 4, 1, "0000", "seq:II", 0,
                               ["I 1 x x x x", "I 1 x x x x"], within=1), at=1)
# ... the board differs: O0@2 (columns 2-3) leads to node 1 (columns 0-1)
case("position-mismatch", surv("adversary", 4, 2, "0000", "O", 0,
                               ["O 1 2 1", "O x x 0", "O x x x"], within=9), at=0)
# repeated-position: ADSEQ with node 5 (reached from nodes 3 and 4) written twice
assert ADSEQ_LINES[3:] == ["3 O 5 x", "4 O x 5", "5 I x x x"], ADSEQ_LINES
case("repeated-position", sub(sub(sub(ADSEQ, "4 O x 5", "4 O x 6"), "nodes 6", "nodes 7"),
                              "end\n", "6 I x x x\nend\n"), at=6)
# endless-game: survival(4, 1, I): I0@0 clears row 0 and leads back to the empty board. Which
# node a cycle names is not fixed (C5: this checker names the node whose field leads to an
# ancestor, the first met depth first from node 0; the reference names none): ` *`.
case("endless-game", surv("adversary", 4, 1, "0000", "I", 0, ["I 0 x x x x"], within=1), at="*")
# ... a longer cycle, depth first from node 0: 0 -> 1 -> 0 (O0@2 next to columns 0-1 clears)
ENDLESS = surv("adversary", 4, 2, "0000", "O", 0, ["O 1 2 3", "O x x 0", "O x x x", "O 0 x x"],
               within=2)
case("endless-game", ENDLESS, at="*")
# ... before within-mismatch
case("endless-game", sub(ENDLESS, "within 2", "within 7"), at="*")
# ... after repeated-position: the self-loop of node 0 and node 1 with the empty board too
case("repeated-position", surv("adversary", 4, 1, "0000", "I", 0, ["I 1 x x x x", "I 0 x x x x"],
                               within=1), at=1)
case("within-mismatch", sub(AD, "within 2", "within 3"))
case("within-mismatch", sub(AD, "within 2", "within 1"))
case("within-mismatch", sub(ADFLOOR, "within 5", "within 0"))

# ---- survival: claim-too-weak (one per option) ----------------------------------------------
for base, opts in [
        (SP, "--height 1"),                 # player: the certificate's H <= H'
        (SPV, "--preview 0"),               # a preview 1 player strategy needs the preview
        (SP, "--adversary IO"),             # player: SET a subset of P
        (SP, "--sequence O"),               # a piece set is not a sequence
        (SSEQ, "--sequence IO"),            # --sequence: equal
        (SSEQ, "--adversary OI"),           # a sequence is not a piece set
        (SP, "--floor 0001"),               # --floor: equal
        (SP, "--width 5"),
        (SP, "--within 3"),                 # asks an adversary claim
        (SP, "--forever --within 3"),       # (one option: the last one counts)
        (SP, "--game well"),
        (SP, "--rows 2"),                   # not options of the survival game
        (SP, "--max-pieces 9"),
        (SP, "--moves all"),
        (AD, "--height 3"),                 # adversary: the certificate's H >= H'
        (AD, "--preview 1"),                # a preview 0 adversary does not commit early
        (AD, "--adversary IT"),             # adversary: P a subset of SET
        (AD, "--within 1"),                 # adversary: the certificate's D <= D'
        (AD, "--game capped"),
        (ADSEQ, "--sequence OIO"),
        (ADFLOOR, "--floor 0000"),
        (O, "--game survival"),             # other games' certificates (C7)
        (O, "--floor 0000"),
        (O, "--preview 0"),
        (C43, "--sequence O"),
        (C43, "--game survival"),
]:
    case("claim-too-weak", base, opts)
# --forever on an adversary certificate: [surv.claim] "--forever (player certificates only)",
# "anything else asked is claim-too-weak" (C9: the reference verified it until it was mended)
case("claim-too-weak", AD, "--forever")
# a wrong certificate with a weak claim: the certificate's own rule first
case("tops-out", sub(SP, "1 O0@2>0", "1 O0@0>0"), "--height 1", at=1)
case("within-mismatch", sub(AD, "within 2", "within 3"), "--within 1")

# ---- survival: syntax -----------------------------------------------------------------------
for base, old, new in [
        (SP, "claim player-survives", "claim player-survive"),
        (SP, "claim player-survives", "claim player-survives-forever"),
        (AD, "claim adversary-ends-the-game", "claim adversary-ends-a-game"),
        (SP, "game survival\n", ""),                     # the game line is required
        (SP, "game survival", "game well"),
        (SP, "game survival", "game survival "),
        (O, "claim player-completes-a-line", "claim player-completes-a-line\ngame survival"),
        (SP, "height 2", "height 0"),                    # 1 <= H <= 20
        (SP, "height 2", "height 21"),
        (SP, "height 2", "height 02"),
        (SP, "floor 0000", "floor 000"),                 # exactly W digits
        (SP, "floor 0000", "floor 00000"),
        (SP, "floor 0000", "floor 0002"),                # each < H
        (SP, "floor 0000", "floor 000A"),
        (SP, "floor 0000", "floor  0000"),
        (SP, "floor 0000\n", ""),
        (SP, "adversary O", "adversary OO"),             # a piece set: distinct, in order
        (SP, "adversary O", "adversary"),
        (SSEQ, "sequence OI", "sequence " + "O" * 65),   # at most 64 letters
        (SSEQ, "sequence OI", "sequence "),
        (SSEQ, "sequence OI", "sequence OX"),
        (SSEQ, "sequence OI", "sequences OI"),
        (SP, "preview 0", "preview 2"),
        (SSEQ, "preview 0", "preview 1"),                # "1" only with a piece set
        (SP, "preview 0\n", ""),
        (SP, "preview 0", "preview 00"),
        (AD, "within 2\n", ""),                          # the adversary's within is required
        (AD, "within 2", "within forever"),
        (AD, "within 2", "within -2"),
        (SP, "preview 0\n", "preview 0\nwithin 2\n"),    # ... and the player has none
        (SP, "1 O0@2>0", "2 O0@2>0"),                    # the id is the line's position
        (SPV, "1 O0@0>2 O0@0>3", "1 O0@0>2"),            # |P| moves with a piece set
        (SSEQ, "1 I0@0>2", "1 I0@0>2 I0@0>2"),           # one move with a sequence
        (SP, "1 O0@2>0", "1 O0@2>win"),                  # the next is a node id
        (SP, "1 O0@2>0", "1 X0@2>0"),
        (SP, "1 O0@2>0", "1 O0@2"),
        (AD, "1 O x x", "1 O x"),                        # m + 2 fields
        (AD, "1 O x x", "1 O x x x"),
        (AD, "1 O x x", "1 O x y"),
        (AD, "1 O x x", "1 o x x"),
        (AD, "1 O x x", "1 O X x"),
        (AD, "1 O x x", "1 O x 01"),
        (AD, "end\n", ""),
        (AD, "end\n", "end\nend\n"),
        (ADPV, "0 I 1 2 x x x x x", "0 I 1 2 x x x x"),   # I has 7 placements in W = 5
]:
    case("syntax", sub(base, old, new))
case("syntax", SP.replace(b"\n", b"\r\n"))
case("syntax", SP[:-1])

# ---- survival: limits -------------------------------------------------------------------------
case("limit", sub(SP, "nodes 2", "nodes 16777217"))
case("limit", sub(sub(SP, "nodes 2", "nodes 16777217"), "0 O0@0>1", "0 O0@0>1 x"))
case("syntax", sub(sub(SP, "preview 0", "preview 5"), "nodes 2", "nodes 16777217"))
# node lines: after the limit (1 here) the next line is `limit` unless it begins with `e`
name = case("limit", SP)
limits[name] = f"{BIG},1,{BIG}"
name = case("VERIFIED", SP)
limits[name] = f"{BIG},2,{BIG}"
# positions are the nodes, numbered as the walk gives them their positions (C3): the root,
# then node 1 when node 0's move reaches it
name = case("limit", SP)
limits[name] = f"{BIG},{BIG},1"
name = case("VERIFIED", SP)
limits[name] = f"{BIG},{BIG},2"
# with preview the |P| roots are numbered before the walk
name = case("limit", SPV)
limits[name] = f"{BIG},{BIG},1"
name = case("VERIFIED", SPV)
limits[name] = f"{BIG},{BIG},4"
name = case("limit", SPV)
limits[name] = f"{BIG},{BIG},3"
# a failure met before the limit is reported, a later one is not
name = case("limit", sub(SP, "1 O0@2>0", "1 O0@3>0"))
limits[name] = f"{BIG},{BIG},1"
name = case("illegal-placement", sub(SP, "1 O0@2>0", "1 O0@3>0"), at=1)
limits[name] = f"{BIG},{BIG},2"
name = case("limit", AD)
limits[name] = f"{BIG},{BIG},2"
name = case("VERIFIED", AD)
limits[name] = f"{BIG},{BIG},3"

# ---- probes: survival points the spec leaves open or the reference reads otherwise ----------
# open-13 (C2): preview 1, P = IO, one node line: the root 1 has no line (the reference panics)
probes["open-13"] = surv("player", 2, 1, "00", "IO", 1, ["O0@0>0 O0@0>0"])
probe_notes["open-13"] = ("dangling-child (second checker: the roots are ids < r) or another rule; "
                          "the reference panicked (exit 101)")
# open-14 (C6): --preview 0 on a sequence certificate (whose preview line is 0)
probes["open-14"] = SSEQ
probe_args["open-14"] = "--preview 0"
probe_notes["open-14"] = "VERIFIED (second checker, the rule as written) or claim-too-weak"
probes["open-15"] = ADSEQ
probe_args["open-15"] = "--preview 0"
probe_notes["open-15"] = "VERIFIED (second checker, the rule as written) or claim-too-weak"
# open-16 (C10): --json with a floor of digits only: a string (second checker) or a number
probes["open-16"] = SWAIT
probe_args["open-16"] = "--json"
probe_notes["open-16"] = "\"floor\":\"10000\" (second checker) or \"floor\":10000"
# open-17 (C1): --sequence and --floor values outside their grammar
probes["open-17"] = SP
probe_args["open-17"] = "--floor 000A"
probe_notes["open-17"] = "usage (second checker) or claim-too-weak"
probes["open-18"] = SP
probe_args["open-18"] = "--sequence o"
probe_notes["open-18"] = "usage (second checker) or claim-too-weak"

# ---- the lines game (spec/lines.md): W = 2 and O, every O clears two rows at once ---------------
def lines_cert(side, w, h, goal, pieces, bound, *node_lines):
    claim = "player-reaches-the-goal" if side == "player" else "adversary-stops-the-goal"
    return (f"sureline-certificate v1\nclaim {claim}\ngame lines\nwidth {w}\nheight {h}\n"
            f"floor {'0' * w}\nadversary {pieces}\npreview 0\ngoal {goal}\n{bound}\n"
            f"nodes {len(node_lines)}\n" + "".join(l + "\n" for l in node_lines)
            + "end\n").encode()


LP = lambda goal, bound, *n: lines_cert("player", 2, 1, goal, "O", bound, *n)
LA = lambda goal, bound, *n: lines_cert("adversary", 2, 1, goal, "O", bound, *n)
LINES4 = LP("lines 4", "max-pieces 2", "O0@0>1", "O0@0>win")
NEVER3 = LA("at-once 3", "within forever", "0 O 0")
THREE = lines_cert("adversary", 3, 2, "lines 1", "O", "within forever", "0 O 1 2", "1 O x x",
                   "2 O x x")
case("VERIFIED", LP("lines 1", "max-pieces 1", "0 O0@0>win"))
case("VERIFIED", LINES4.replace(b"O0@0>1", b"0 O0@0>1").replace(b"O0@0>win", b"1 O0@0>win"))
case("VERIFIED", NEVER3)
case("VERIFIED", LA("at-once 3", "within 1", "0 O x"))
case("VERIFIED", THREE)
case("VERIFIED", NEVER3, "--game lines --at-once 4 --within 9 --adversary IO --height 1")
L4 = LINES4.replace(b"O0@0>1", b"0 O0@0>1").replace(b"O0@0>win", b"1 O0@0>win")
case("VERIFIED", L4, "--game lines --lines 3 --max-pieces 2 --height 5")
case("goal-mismatch", LP("lines 1", "max-pieces 1", "0 O0@0>0"), at=0)
case("goal-mismatch", LP("lines 4", "max-pieces 1", "0 O0@0>win"), at=0)
case("tops-out", lines_cert("player", 2, 1, "lines 1", "I", "max-pieces 1", "0 I1@0>win"), at=0)
case("position-mismatch", LP("lines 6", "max-pieces 2", "0 O0@0>1", "1 O0@0>1"), at=1)
case("endless-game", LP("at-once 3", "max-pieces 1", "0 O0@0>0"), at="*")
case("max-pieces-mismatch", LP("lines 1", "max-pieces 2", "0 O0@0>win"))
case("goal-reached", LA("at-once 2", "within forever", "0 O 0"), at=0)
case("goal-reached", LA("at-once 2", "within 1", "0 O x"), at=0)
case("top-out-mismatch", LA("at-once 3", "within 1", "0 O 0"), at=0)
case("top-out-mismatch", LA("at-once 3", "within 2", "0 O x"), at=0)
case("top-out-mismatch", LA("at-once 3", "within forever", "0 O x"), at=0)
case("top-out-mismatch", THREE.replace(b"1 O x x", b"1 O x 0"), at=1)
case("repeated-position", LA("at-once 3", "within forever", "0 O 1", "1 O 1"), at=1)
case("syntax", LA("at-once 3", "within 0", "0 O x"))
case("syntax", LA("at-twice 3", "within 1", "0 O x"))
case("syntax", LA("at-once 3", "within 1", "0 O x").replace(b"preview 0", b"preview 1"))
case("syntax", LP("lines 1", "within forever", "0 O0@0>win"))
case("claim-too-weak", L4, "--lines 5")
case("claim-too-weak", L4, "--at-once 1")
case("claim-too-weak", L4, "--max-pieces 1")
case("claim-too-weak", L4, "--forever")
case("claim-too-weak", NEVER3, "--at-once 2")
case("claim-too-weak", NEVER3, "--height 2")
case("claim-too-weak", NEVER3, "--max-pieces 9")
case("claim-too-weak", LA("at-once 3", "within 1", "0 O x"), "--within 2")
case("claim-too-weak", cases["VERIFIED-63"], "--lines 1")

# ---- survival: the compact form of adversary certificates -----------------------------------
# [surv.adversary] compact form: one letter a node line (node 0 under preview 1: two), no id and
# no fields; the walk derives the next nodes (canonical breadth-first numbering). The first node
# line decides the form. Rules: syntax, limit; node-count; the walk per node (unreachable-node,
# wrong-piece, missing-node); endless-game; within-mismatch; claim-too-weak.
def compact_of(data):
    """The compact conversion of a valid full survival adversary certificate (the spec's
    correspondence): each line its letter; with preview the letter of its next nodes, or the
    first piece of P when it has none, node 0's line prefixed by its own piece."""
    text = data.decode()
    head, body = text.split("\nnodes ", 1)
    count, body = body.split("\n", 1)
    lines = [line.split() for line in body.split("\n")[:-2]]
    if "\npreview 1\n" not in head + "\n":
        out = [fields[1] for fields in lines]
    else:
        first = head.split("\nadversary ")[1].split("\n")[0][0]
        out = []
        for i, fields in enumerate(lines):
            nxt = [int(x) for x in fields[2:] if x != "x"]
            out.append((f"{fields[1]} " if i == 0 else "") + (lines[nxt[0]][1] if nxt else first))
    return f"{head}\nnodes {count}\n{''.join(line + chr(10) for line in out)}end\n".encode()


def surv_compact(width, height, floor, pieces, preview, lines, within, nodes=None):
    """A compact survival adversary certificate: lines its node lines as written."""
    full = surv("adversary", width, height, floor, pieces, preview, [], within,
                len(lines) if nodes is None else nodes)
    return full.replace(b"end\n", "".join(line + "\n" for line in lines).encode() + b"end\n")




# The compact conversions of the VERIFIED survival adversaries: the same verdict line (the
# verdict's fields are the header's; nodes=N the node lines).
AD_C = compact_of(AD)                   # O / O / O
ADPV_C = compact_of(ADPV)               # I O / I / I: nodes 1 and 2 end (I, P's first)
ADSEQ_C = compact_of(ADSEQ)             # O I I O O I: S[index] at each node
assert survival_lines(AD_C) == ["O", "O", "O"] and survival_lines(ADPV_C) == ["I O", "I", "I"]
assert survival_lines(ADSEQ_C) == ["O", "I", "I", "O", "O", "I"]
for data, options in [
        (AD_C, "--game survival --width 3 --height 2 --floor 000 --adversary O --preview 0 "
               "--within 2"),
        (ADPV_C, "--preview 1"),
        (ADSEQ_C, "--sequence OI --within 4"),
        (compact_of(ADFLOOR), "--floor 0200"),
        (compact_of(ADWAIT), ""),
        (ADPV_C, "--preview 0 --height 1 --adversary IOT --within 3"),  # [surv.order] as full
]:
    case("VERIFIED", data, options)
# With preview, node 0's first letter need not be P's first piece: survival(5, 2, IO) with O
# first: O0@0..3 leave two columns 2 high (nodes 1-4, I committed); there every I rests at row 2
# or stands 4 high (no row fills: an O's columns are full, column 4 or 0 is empty): no next
# node, so each commits I, P's first piece. The longest game: 2 pieces. Its full form too.
O_FIRST = surv_compact(5, 2, "00000", "IO", 1, ["O I", "I", "I", "I", "I"], within=2)
case("VERIFIED", O_FIRST, "--preview 1 --within 2")
case("VERIFIED", surv("adversary", 5, 2, "00000", "IO", 1,
                      ["O 1 2 3 4"] + ["I" + " x" * 7] * 4, within=2))
# unreachable-node: a fourth line; after nodes 0-2 the walk gave 3 positions (d = 3), so line 3
# stands for none ...
case("unreachable-node", sub(sub(AD_C, "nodes 3", "nodes 4"), "end\n", "O\nend\n"), at=3)
# ... before wrong-piece on the same line (step 1 before step 2)
case("unreachable-node", sub(sub(AD_C, "nodes 3", "nodes 4"), "end\n", "T\nend\n"), at=3)
# missing-node: two lines; node 0's O0@0 gives node 1 (d = 2 = N), its O0@1 a new position
case("missing-node", sub(sub(AD_C, "nodes 3", "nodes 2"), "O\nO\nO\n", "O\nO\n"), at=0)
# ... at node 0, before node 1's letter T (not in P) is looked at
case("missing-node", sub(sub(AD_C, "nodes 3", "nodes 2"), "O\nO\nO\n", "O\nT\n"), at=0)
# ... a commitment decides the next positions: node 0 of ADPV committing I, nodes 1 and 2 are
# (I0@0's board, I) and (I0@1's board, I); at node 1 I0@0 rests on row 1 (no row full, below H):
# a third position with N = 3
case("missing-node", sub(ADPV_C, "I O\n", "I I\n"), at=1)
# wrong-piece: a letter not in P (no preview; in the compact form no syntax question, C8) ...
case("wrong-piece", sub(AD_C, "O\nO\nO\n", "O\nT\nO\n"), at=1)
# ... with a sequence not S[index]: node 1 has index 1 (I)
case("wrong-piece", sub(ADSEQ_C, "O\nI\nI\n", "O\nO\nI\n"), at=1)
# ... with preview node 0's first letter (the root's piece to place) not in P ...
case("wrong-piece", sub(ADPV_C, "I O\n", "T O\n"), at=0)
# ... a commitment not in P ...
case("wrong-piece", sub(ADPV_C, "I O\n", "I T\n"), at=0)
# ... and a node without next node that does not commit P's first piece (I): node 1
case("wrong-piece", sub(ADPV_C, "I O\nI\nI\n", "I O\nO\nI\n"), at=1)
# syntax: two letters without preview, one on node 0 with preview, three there, lower case
for base, old, new in [
        (AD_C, "O\nO\nO\n", "O\nO O\nO\n"),
        (ADPV_C, "I O\n", "I\n"),
        (ADPV_C, "I O\n", "I O I\n"),
        (ADPV_C, "I\nI\n", "I O\nI\n"),             # two letters on a later node
        (AD_C, "O\nO\nO\n", "O\no\nO\n"),
        (AD_C, "O\nO\nO\n", "O \nO\nO\n"),
        (AD_C, "O\nO\nO\n", "O\nO\n0 O x x\n"),    # mixed forms: a full line after compact ...
        (AD, "1 O x x\n", "O\n"),                   # ... and a compact line after full ones
        (AD_C, "O\nO\nO\nend\n", "O\nO\nO\n"),       # no end line
        (LA("at-once 3", "within 1", "0 O x"), "0 O x\n", "O\n"),   # the lines game: full only
]:
    case("syntax", sub(base, old, new))
# node-count before the walk: the header's N is not the number of node lines
case("node-count", sub(AD_C, "nodes 3", "nodes 4"))
case("node-count", sub(AD_C, "nodes 3", "nodes 2"))
# endless-game: survival(4, 1, I): I0@0 clears row 0, back to the empty board (node 0 itself);
# the node named is open as for the full form (C5): ` *'
case("endless-game", surv_compact(4, 1, "0000", "I", 0, ["I"], within=1), at="*")
# ... ENDLESS in compact form: nodes 1 (columns 0-1) and 3 (columns 2-3) lead back to node 0
ENDLESS_C = compact_of(ENDLESS)
assert survival_lines(ENDLESS_C) == ["O"] * 4
case("endless-game", ENDLESS_C, at="*")
case("endless-game", sub(ENDLESS_C, "within 2", "within 7"), at="*")   # before within-mismatch
case("within-mismatch", sub(AD_C, "within 2", "within 3"))
case("within-mismatch", sub(ADPV_C, "within 2", "within 1"))
case("within-mismatch", sub(compact_of(ADFLOOR), "within 5", "within 4"))
case("claim-too-weak", AD_C, "--within 1")
case("claim-too-weak", ADPV_C, "--forever")
case("within-mismatch", sub(AD_C, "within 2", "within 3"), "--within 1")   # its own rule first
# limits: node lines (after 2, the third line) and positions (node 2 given its position at node
# 0's second placement), as for the full form
name = case("limit", AD_C)
limits[name] = f"{BIG},2,{BIG}"
name = case("limit", AD_C)
limits[name] = f"{BIG},{BIG},2"
name = case("VERIFIED", AD_C)
limits[name] = f"{BIG},3,3"
case("limit", sub(AD_C, "nodes 3", "nodes 16777217"))
# In the compact form the positions are the node lines ("syntax, limit; node-count; the walk"):
# 3 lines with the positions limit 2 are `limit` whatever comes after in the order ...
name = case("limit", sub(AD_C, "O\nO\nO\n", "T\nO\nO\n"))          # (wrong-piece at node 0)
limits[name] = f"{BIG},{BIG},2"
name = case("limit", sub(AD_C, "nodes 3", "nodes 2"))                  # (node-count)
limits[name] = f"{BIG},{BIG},2"
# ... but after the whole file is read: a syntax error on a later line wins
name = case("syntax", sub(AD_C, "O\nO\nO\nend\n", "O\nO\nO\nO O\nend\n"))
limits[name] = f"{BIG},{BIG},2"
# ... and 2 lines (header 4) are within it: node-count
name = case("node-count", sub(AD_C, "nodes 3\nO\nO\nO\n", "nodes 4\nO\nO\n"))
limits[name] = f"{BIG},{BIG},2"
# The player's certificates have no compact form either
case("syntax", sub(SP, "0 O0@0>1\n1 O0@2>0\n", "O\nO\n"))

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
# ---- probes/: what the spec leaves open (README.md, B-list) ----------------------------------
# open-2 (B10): one expansion, two failures: at `2200 ...` (capped(4, 3), the root gives O, all
# of the root's children have lines) O0@0 reaches `3300 ...`, which has no line, and O0@2
# completes rows 0 and 1. [adv.walk] 1: adversary-fails (the completion is found while
# `2200` is expanded; `3300` would be looked up at depth 2). Looked up when reached:
# missing-state.
probes["open-2"] = adv_text("capped", 4, 3, "O", "all", "forever",
                            ["0000 ... O", "0022 ... O", "0220 ... O", "2200 ... O"])
probe_notes["open-2"] = "adversary-fails (spec text) or missing-state (lookup when reached)"
# open-3 (B4): one move breaks the cap and is a false win: which rule first?
probes["open-3"] = cert(4, 1, "O", 2, 2, 1, "O0@0>1", "O0@0>win")
probe_args["open-3"] = "--game capped"
probe_notes["open-3"] = ("cap-exceeded node=1 (settled: [cert.semantics] \"A move's outcome\" puts "
                        "the cap before the completions)")
# open-4 (B5): one move is outside the 2022 set and completes a row without `win`.
probes["open-4"] = cert(3, 1, "T", 2, 2, 1, "T0@0>1", "T0@0>win")
probe_args["open-4"] = "--moves grid-2022"
probe_notes["open-4"] = ("move-outside-set node=0 (settled: [cert.semantics] \"A move's outcome\" "
                        "puts the move set before the completions)")
# open-5 (B4, B5): one move breaks the cap and is outside the set (T3@0 after T1@0).
probes["open-5"] = cert(4, 1, "T", 2, 2, 1, "T1@0>1", "T3@0>win")
probe_args["open-5"] = "--game capped --moves grid-2022"
probe_notes["open-5"] = ("cap-exceeded node=1 (settled: [cert.semantics] \"A move's outcome\": the "
                        "cap before the move set)")
# open-6 (B5): checked in the walk's order or over the node lines first? Node 0's slot 0 leads
# to node 1, whose first move is illegal; node 0's slot 1 (T0@0) is outside the set.
probes["open-6"] = cert(4, 1, "OT", 2, 2, 3, "O0@0>1 T0@0>win", "O0@5>win T0@1>win")
probe_args["open-6"] = "--moves grid-2022"
probe_notes["open-6"] = ("illegal-placement node=1 (settled: the move set is checked in the walk, "
                         "[cert.rules])")
# open-7 (B12): a state line that begins with `e` (the height 14) in capped(3, 16): a state
# line (second checker: W=3 against O, the root is terminal, so the line is unreachable) or,
# if a line beginning with `e` is read as `end` as in v1, a syntax error.
probes["open-7"] = adv_text("capped", 3, 16, "O", "all", "forever", ["e00 " + "." * 16 + " O"])
probe_notes["open-7"] = "unreachable-state (second checker) or syntax"
# open-8 (B11): --game capped on a goal-row certificate with R = 20 (capped(W, R) has R <= 16).
probes["open-8"] = sub(O, "rows 1", "rows 20")
probe_args["open-8"] = "--game capped"
probe_notes["open-8"] = ("VERIFIED game=capped (both: the capped game walked with K = R = 20) or "
                         "claim-too-weak/usage")
# open-9 (B7): the JSON object of a verified well player certificate.
probes["open-9"] = cases["VERIFIED-30"]
probe_args["open-9"] = "--json"
probe_notes["open-9"] = "settled: [cert.cli] the verdict line's fields in their order, game last"
# open-10 (B15): --json on a verified goal-row player certificate: [cert.cli] fixes the keys
# (no `claim`).
probes["open-10"] = O
probe_args["open-10"] = "--json"
probe_notes["open-10"] = ("[cert.cli]: verified, sha256, width, rows, max_pieces, nodes, sequences, "
                          "adversary")

# open-11 (B12): a valid certificate with a state line that begins with `e` (column 0 capped at
# 14 in capped(6, 14)): the grammar makes it a state line, so it verifies; read with v1's rule
# "a line that begins with `e` is the end line" it is a syntax error.
probes["open-11"] = adv("capped", 6, 14, "IOSZJL", within=5)
assert lines_of(probes["open-11"])[-1].startswith("e")
probe_notes["open-11"] = "VERIFIED (grammar) or syntax (v1's reading rule for `e`)"

# open-12 (B16): --forever and --within are two options of [adv.claim]; the certificate proves
# within 1, not forever, so --forever fails whatever --within says after it -- unless the two
# are one option whose last value counts.
probes["open-12"] = C42O1
probe_args["open-12"] = "--forever --within 1"
probe_notes["open-12"] = "claim-too-weak (two options) or VERIFIED (one option, last wins)"

# probes/ for compare-with-reference.sh: no expectation, a note on what is open.
PROBES = os.path.join(HERE, "probes")
os.makedirs(PROBES, exist_ok=True)
for name in os.listdir(PROBES):
    os.remove(os.path.join(PROBES, name))
for name, data in probes.items():
    with open(os.path.join(PROBES, name + ".cert"), "wb") as f:
        f.write(data)
    if name in probe_args:
        with open(os.path.join(PROBES, name + ".args"), "w") as f:
            f.write(probe_args[name] + "\n")
with open(os.path.join(PROBES, "notes.txt"), "w") as f:
    for name in sorted(probes):
        f.write(f"{name}: {probe_notes[name]}\n")
# [cert.claim]: the first line of each rejection. syntax, limit, node-count, the header recounts
# and claim-too-weak concern the file, a line, a header value or the claim, not one node.
with open(os.path.join(CASES, "expected-first-lines.txt"), "w") as f:
    for name in sorted(cases):
        rule = name.rsplit("-", 1)[0]
        if rule == "VERIFIED":
            continue
        suffix = {None: "", "*": " *"}.get(node.get(name), f" node={node.get(name)}")
        f.write(f"{name}: s NOT VERIFIED rule={rule}{suffix}\n")
# The cases where the reference gives another first line than the spec's (README.md, C-list):
# run-tests.sh counts that line as a known difference for another checker, never for this one.
with open(os.path.join(CASES, "reference-differences.txt"), "w") as f:
    for name in sorted(reference_differences):
        f.write(f"{name}: {reference_differences[name]}\n")
print(f"wrote {len(cases)} cases to {CASES}")

# ============================================================================================
# Parts and composite certificates (spec/composite.md): composite-cases/, a directory of its
# own (the reference does not know the format yet: compare-with-reference.sh reads cases/ and
# probes/ only, and run-tests.sh counts another checker's outcomes here apart, as new-format
# cases). composite-cases/<hex>.cert are the valid parts (each verifies alone with --start
# <its start>), found there by default ([comp.match]: the directory of the composite);
# composite-cases/bad-parts/ holds the parts made wrong on purpose (a changed byte, a part that
# fails, mismatches), named by the SHA-256 of their bytes unless the case is about that, and
# read with `--parts @DIR@/bad-parts` (run-tests.sh puts the directory of composite-cases/ for
# @DIR@). The outcomes are derived from spec/composite.md by hand, as the comments say.
# ============================================================================================
import second_checker as sc  # noqa: E402

COMPOSITE = os.path.join(HERE, "composite-cases")
comp = Cases()          # name -> bytes
comp_args = {}          # name -> options
comp_node = {}          # name -> the node at fault
good_parts = {}         # hex -> bytes: composite-cases/<hex>.cert
bad_parts = {}          # file name -> bytes: composite-cases/bad-parts/<name>
BAD = "--parts @DIR@/bad-parts"


def ref_of(data):
    return "sha256:" + hashlib.sha256(data).hexdigest()


def good(data):
    """A valid part, stored under its hash; returns its reference."""
    good_parts[ref_of(data)[7:]] = data
    return ref_of(data)


def bad(data, name=None):
    """A part in bad-parts/ (by default named by its hash); returns the reference of `data`."""
    bad_parts[(name or ref_of(data)[7:]) + ".cert"] = data
    return ref_of(data)


def started(data, places):
    """`data` with the start line `start <places>` after its claim line ([comp.start])."""
    lines = data.split(b"\n")
    return b"\n".join(lines[:2] + [b"start " + " ".join(places).encode()] + lines[2:])


def comp_case(rule, data, options="", at=None):
    n = 1 + sum(1 for name in comp if name.rsplit("-", 1)[0] == rule)
    name = f"{rule}-{n}"
    comp[name] = data
    if options:
        comp_args[name] = options
    if at is not None:
        comp_node[name] = at
    return name


def player_split(data, levels, only=None):
    """A player certificate cut into a top and parts ([comp.split], as a person would write it):
    node 0 of `data` with each move that is not `win` (in slots `only`, if given) naming a part:
    the sub-strategy below that move, its start the placements that lead to it (after the
    start of `data`, if any), cut again `levels - 1` times. The moves left keep their nodes
    (renumbered). The parts' headers: max-pieces and sequences of the sub-strategy."""
    head, nodes = node_lines(data)
    start = next((h.split(" ")[1:] for h in head if h.startswith("start ")), [])
    head = [h for h in head if not h.startswith("start ")]

    def length(n, memo={}):
        key = (id(nodes), n)
        if key not in memo:
            memo[key] = max(1 if target(m) == "win" else 1 + length(int(target(m)))
                            for m in nodes[n])
        return memo[key]

    def count(n, memo={}):
        key = (id(nodes), n)
        if key not in memo:
            memo[key] = sum(1 if target(m) == "win" else count(int(target(m)))
                            for m in nodes[n])
        return memo[key]

    def sub(root, places, levels):
        """The certificate of the sub-strategy at node `root` from the start `places`."""
        order, number = [root], {root: 0}
        for old in order:
            for m in nodes[old]:
                t = target(m)
                if t != "win" and int(t) not in number:
                    number[int(t)] = len(order)
                    order.append(int(t))
        sub_nodes = [[m.split(">")[0] + ">" + (target(m) if target(m) == "win"
                                               else str(number[int(target(m))]))
                      for m in nodes[old]] for old in order]
        h = [f"max-pieces {length(root)}" if x.startswith("max-pieces ") else
             f"sequences {count(root)}" if x.startswith("sequences ") else x for x in head]
        text = with_nodes(h, sub_nodes)
        text = started(text, places) if places else text
        return player_split(text, levels) if levels else text

    top = []
    for slot, m in enumerate(nodes[0]):
        t = target(m)
        if t == "win" or (only is not None and slot not in only):
            top.append(m)
        else:
            place = m.split(">")[0]
            top.append(place + ">" + good(sub(int(t), start + [place], levels - 1)))
    # The top: node 0 and the nodes its remaining moves reach (renumbered; the part references
    # take no number).
    order, number = [0], {0: 0}
    rows = [top]
    for moves in rows:
        for m in moves:
            t = target(m)
            if t not in ("win",) and not t.startswith("sha256:") and int(t) not in number:
                number[int(t)] = len(order)
                order.append(int(t))
                rows.append(nodes[int(t)])
    rows = [[m.split(">")[0] + ">" + (target(m) if target(m) == "win" or
                                      target(m).startswith("sha256:")
                                      else str(number[int(target(m))])) for m in moves]
            for moves in rows]
    text = with_nodes(head, rows)
    return started(text, start) if start else text


def adv_split(game, width, bound, pieces, moves="all", within=None, levels=1, root=None,
              start=(), part_within=None):
    """An adversary certificate cut into a top and parts ([comp.split]): the state line of the
    root (the empty description or `root`, reached by `start`) with the solver's piece, and one
    state line with a part reference for each description its placements reach that is not
    terminal at depth 1 (the first placement for a description reached twice); each part the
    solver's policy from that description, `within` one less (or `part_within`, "forever" for forever), cut again
    `levels - 1` times."""
    problem = adversary_solver.problem(game, width, bound, pieces, moves, within)
    root = root or ((0,) * width, (False,) * bound)
    if levels == 0:
        lines = adversary_solver.policy_lines(problem, None, root)
        assert lines is not None
        return adversary_solver.certificate_text(problem, lines, " ".join(start)).encode()
    piece = adversary_solver.solver(problem)(root[0], root[1], within)
    assert piece not in (None, "terminal")
    lines, seen = [f"{sc.describe(width, *root)} {piece}"], set()
    rest = ((None if within is None else within - 1) if part_within is None else
            None if part_within == "forever" else part_within)
    for orient, column, y0 in sc.allowed_placements(problem, root[0], piece):
        h2, d2, completed = sc.drop_description(problem, root[0], root[1], orient, column, y0)
        assert not completed
        if (h2, d2) in seen or sc.is_terminal(problem, h2, d2, 1):
            continue
        seen.add((h2, d2))
        part = adv_split(game, width, bound, pieces, moves, rest, levels - 1, (h2, d2),
                         tuple(start) + (f"{orient.name}@{column}",))
        lines.append(f"{sc.describe(width, h2, d2)} {good(part)}")
    return adversary_solver.certificate_text(problem, sorted(lines), " ".join(start)).encode()


def replace_part(data, old_ref, new_ref):
    return data.replace(old_ref.encode(), new_ref.encode())


NO_PART = "sha256:" + hashlib.sha256(b"no such part").hexdigest()

# ---- player composites that verify ---------------------------------------------------------
# ALL (goal(4, 3), IOTSZJL, D=3, S=73) cut at depth one: node 0 keeps I0@0>win and names six
# parts (O0@0, T1@0, S0@0... each the sub-strategy below that move, from its placement);
# [comp.verdict]: the counts through the parts are ALL's (pieces<=3, sequences=73), nodes=1, and
# ` parts=6`.
ALL1 = player_split(ALL, 1)
comp_case("VERIFIED", ALL1)                                     # VERIFIED-1
comp_case("VERIFIED", ALL1, "--concrete")                       # the same on boards
comp_case("VERIFIED", ALL1, "--parts @DIR@ --width 4 --rows 3 --max-pieces 3 --adversary IOTSZJL")
# Cut twice: the part of T1@0 is itself a composite (its move I1@3 names a part that starts
# T1@0 I1@3); so are the parts of S0@1... where a move leads to a node ([comp.match]: a part may
# itself be a composite).
ALL2 = player_split(ALL, 2)
comp_case("VERIFIED", ALL2)                                     # VERIFIED-4
comp_case("VERIFIED", ALL2, "--concrete")
# A part, alone, with the start it was made with ([comp.start]): T1@0's, a composite with one
# part: `... adversary=IOTSZJL start=T1@0 parts=1`.
T_PART = good_parts[player_split(ALL, 2).split(b"T1@0>sha256:")[1][:64].decode()]
assert b"start T1@0\n" in T_PART and b"sha256:" in T_PART
comp_case("VERIFIED", T_PART, "--start T1@0")                   # VERIFIED-6
comp_case("VERIFIED", T_PART, "--start T1@0 --concrete")
# Only two moves cut (O0@0, slot 1, and Z0@0, slot 4): the other moves keep their nodes,
# numbered breadth-first with the part references taking no number ([comp.part]).
comp_case("VERIFIED", player_split(ALL, 1, only={1, 4}))        # VERIFIED-8
# In the well: VERIFIED-30 of cases/ (well(4, 2), O: O0@0 then O0@2) cut at depth one.
WELL1 = player_split(cases["VERIFIED-30"], 1)
comp_case("VERIFIED", WELL1)                                    # VERIFIED-9, `... game=well parts=1`
comp_case("VERIFIED", WELL1, "--game well --height 2")
# The part of the O example (W=4, R=1): start O0@0, node 0 O0@2>win (D=1, S=1); the top names it
# from O0@0: D = 1 + 1 = 2.
O_TOP = player_split(O, 1)
O_PART = good_parts[O_TOP.split(b"sha256:")[1][:64].decode()]
assert O_PART == started(cert(4, 1, "O", 1, 1, 1, "O0@2>win"), ["O0@0"])
comp_case("VERIFIED", O_TOP, "--game capped")                   # VERIFIED-11, ` game=capped parts=1`
# A longer part (start O0@0, then O0@0 on it and O0@2: D=2): in the goal-row game it holds
# (O0@2 fills rows 0 and 1; the completed row 0 < R=1), so the top has D = 1 + 2 = 3.
O_LONG = started(cert(4, 1, "O", 2, 2, 1, "O0@0>1", "O0@2>win"), ["O0@0"])
comp_case("VERIFIED", cert(4, 1, "O", 3, 1, 1, f"O0@0>{good(O_LONG)}"))   # VERIFIED-12

# ---- adversary composites that verify ------------------------------------------------------
# capped(4, 3), IOTSZJL, forever (VERIFIED-9 of cases/): the root `0000 ... T` and one line with
# a part reference for each description T's placements reach; each part the policy from there,
# forever ([comp.match]: `forever` when the top's is). states = the top's lines.
C43_1 = adv_split("capped", 4, 3, "IOTSZJL")
comp_case("VERIFIED", C43_1)                                    # VERIFIED-13
comp_case("VERIFIED", C43_1, "--game capped --rows 3 --width 4 --forever --adversary IOTSZJL")
comp_case("VERIFIED", adv_split("capped", 4, 3, "IOTSZJL", levels=2))   # nested
comp_case("VERIFIED", adv_split("well", 4, 3, "IOTSZJL"))       # VERIFIED-16, well(4, 3)
# capped(3, 1), I, within 2 (VERIFIED-19 of cases/): the parts have within 1 = 2 - 1 (k = 1).
C31_1 = adv_split("capped", 3, 1, "I", within=2)
comp_case("VERIFIED", C31_1, "--within 2")                      # VERIFIED-17
# ... and parts proving more than needed: capped(4, 3) within 5 with parts `forever`.
comp_case("VERIFIED", adv_split("capped", 4, 3, "IOTSZJL", within=5, part_within="forever"))
# The parts of C31_1 by their start: I1@0 (line `100 .`, reached first: [adv.walk] takes the
# placements of the root's I in canonical order), I1@1 (`010 .`), I1@2 (`001 .`).
C31_REF = {good_parts[x[:64].decode()].split(b"\n")[2].decode(): b"sha256:" + x[:64]
           for x in C31_1.split(b" sha256:")[1:]}
C31_A = good_parts[C31_REF["start I1@0"][7:].decode()]
# A part of an adversary composite, alone, with its start (capped(3, 1), I1@0, within 1).
comp_case("VERIFIED", C31_A, "--start I1@0")                    # VERIFIED-19
# Two placements in the start (O0@0 twice: rows 0-3 of columns 0-1), then O0@2 fills rows 0
# and 1: in the goal-row game it verifies (` start=O0@0,O0@0`); in the capped game (R=1) the
# second O0@0 lands on a column already 2 high: illegal-start (below).
O_TWICE = started(cert(4, 1, "O", 1, 1, 1, "O0@2>win"), ["O0@0", "O0@0"])
comp_case("VERIFIED", O_TWICE, "--start O0@0,O0@0")             # VERIFIED-20
# W=6: start O0@0 O0@2, then O0@4 wins; asked in that order it verifies.
O6 = started(cert(6, 1, "O", 1, 1, 1, "O0@4>win"), ["O0@0", "O0@2"])
comp_case("VERIFIED", O6, "--start O0@0,O0@2 --concrete")       # VERIFIED-21

# ---- missing-part ([comp.match]: the file H.cert exists, can be read, hashes to H) ---------
comp_case("missing-part", cert(4, 1, "O", 2, 1, 1, f"O0@0>{NO_PART}"), at=0)
# One changed byte: bad-parts/<H>.cert holds O_PART with O0@2 turned O0@1 (hashes to another H).
bad(sub(O_PART, "O0@2>win", "O0@1>win"), ref_of(O_PART)[7:])
comp_case("missing-part", O_TOP, BAD, at=0)
# The parts directory asked has none of ALL1's parts: the first the walk needs is O0@0's.
comp_case("missing-part", ALL1, BAD, at=0)
# An adversary composite: no node in an adversary rejection.
comp_case("missing-part", C31_1.replace(C31_1.split(b" sha256:")[1][:64],
                                        NO_PART[7:].encode(), 1))
# Standard input (run-tests.sh also runs it so): the parts directory is the current one.

# ---- part-fails ([comp.match]: the part verifies; the message gives its own first line) ---
# O0@0 on O0@0 completes nothing: the part's own outcome is false-win node=0.
comp_case("part-fails", cert(4, 1, "O", 2, 1, 1, "O0@0>" + bad(started(
    cert(4, 1, "O", 1, 1, 1, "O0@0>win"), ["O0@0"]))), BAD, at=0)
# A part with a syntax error (`max-pieces 01`): part-fails (exit 1), not syntax.
comp_case("part-fails", cert(4, 1, "O", 2, 1, 1, "O0@0>" + bad(sub(O_PART, "max-pieces 1",
                                                                     "max-pieces 01"))), BAD, at=0)
# A part that is a composite whose own part is missing: part-fails, its line `missing-part
# node=0`.
MID = started(cert(4, 1, "O", 2, 1, 1, f"O0@0>{NO_PART}"), ["O0@0"])
comp_case("part-fails", cert(4, 1, "O", 3, 1, 1, f"O0@0>{bad(MID)}"), BAD, at=0)
# In the game the top is checked in ([comp.match]): with --game capped, O_LONG's O0@0 lands on
# columns 2 high (R=1): cap-exceeded in the part, part-fails in the top (VERIFIED-12 without).
comp_case("part-fails", comp["VERIFIED-12"], "--game capped", at=0)
# ALL cut twice, --game capped: ALL breaks the cap after T I Z (cases/: cap-exceeded node=7);
# the part of T1@0 I1@3 fails, so does T1@0's part, which names it; node 0 of the top.
comp_case("part-fails", ALL2, "--game capped", at=0)
# An adversary part whose header says states 91 for its 1 line (state-count).
C31_PARTS = [C31_REF[f"start I1@{c}"] for c in range(3)]       # (in the order of the walk)
comp_case("part-fails", C31_1.replace(C31_PARTS[0], bad(sub(C31_A, "states ", "states 9"))
                                      .encode()), BAD)

# ---- part-mismatch ([comp.match]) -----------------------------------------------------------
# The part starts at O0@0, the top's move is O0@2: another position (by descriptions and boards).
comp_case("part-mismatch", cert(4, 1, "O", 2, 1, 1, f"O0@2>{ref_of(O_PART)}"), at=0)
comp_case("part-mismatch", cert(4, 1, "O", 2, 1, 1, f"O0@2>{ref_of(O_PART)}"), "--concrete", at=0)
# A part without a start (the O example itself, which verifies).
comp_case("part-mismatch", cert(4, 1, "O", 3, 1, 1, f"O0@0>{bad(O)}"), BAD, at=0)
# Another game: the top is goal(4, 2), the part (start O0@0, O0@2>win) well(4, 2).
comp_case("part-mismatch", cert(4, 2, "O", 2, 1, 1, "O0@0>" + good(started(
    well(4, 2, "O", 1, 1, 1, "O0@2>win"), ["O0@0"]))), at=0)
# Another width: the part is W=6 (O0@2 then O0@4).
comp_case("part-mismatch", cert(4, 1, "O", 3, 1, 1, "O0@0>" + good(started(
    cert(6, 1, "O", 2, 2, 1, "O0@2>1", "O0@4>win"), ["O0@0"]))), at=0)
# Another R: the part has rows 2 (it holds there too, but R must be the top's).
comp_case("part-mismatch", cert(4, 1, "O", 2, 1, 1, "O0@0>" + good(started(
    cert(4, 2, "O", 1, 1, 1, "O0@2>win"), ["O0@0"]))), at=0)
# Another piece set: the top P=IO, the part P=O.
comp_case("part-mismatch", cert(4, 1, "IO", 2, 1, 2, f"I0@0>win O0@0>{ref_of(O_PART)}"), at=0)
# Another claim kind: an adversary part (capped(3, 1), I, within 1, start I1@0) in a player top.
comp_case("part-mismatch", cert(3, 1, "I", 3, 1, 1, f"I1@0>{ref_of(C31_A)}"), at=0)
# Adversary: a part with `within 0` (no state line) where 2 - 1 = 1 is needed.
W0 = adversary_solver.certificate_text(adversary_solver.problem("capped", 3, 1, "I", "all", 0),
                                       [], "I1@0").encode()
comp_case("part-mismatch", C31_1.replace(C31_PARTS[0], bad(W0).encode()), BAD)
# Adversary: the top is forever, its parts within 3.
comp_case("part-mismatch", adv_split("capped", 4, 3, "IOTSZJL", part_within=3))
# Adversary: the references of I1@0's and I1@1's parts swapped: the walk reaches `100 .` first,
# and its part now starts at I1@1 (`010 .`).
comp_case("part-mismatch", C31_1.replace(C31_PARTS[0], b"@").replace(C31_PARTS[1], C31_PARTS[0])
          .replace(b"@", C31_PARTS[1]))
# Adversary: a part of another move set (moves grid-2022; I1@0 is in it, the part verifies).
comp_case("part-mismatch", C31_1.replace(C31_PARTS[0], bad(sub(C31_A, "moves all",
                                                                 "moves grid-2022")).encode()), BAD)
# Adversary: a player part (start I1@0, then I1@1 and I1@2) in an adversary top.
comp_case("part-mismatch", C31_1.replace(C31_PARTS[0], good(started(
    cert(3, 1, "I", 2, 2, 1, "I1@1>1", "I1@2>win"), ["I1@0"])).encode()))
# Adversary: another width (capped(4, 1), I, within 1, start I1@0: I0 cannot land, the I1s fill
# one column each).
comp_case("part-mismatch", C31_1.replace(C31_PARTS[0], good(adv_split(
    "capped", 4, 1, "I", within=1, levels=0, root=((1, 0, 0, 0), (False,)),
    start=("I1@0",))).encode()))

# ---- the top's own rules with part references ([comp.part]) -------------------------------
# A part with max-pieces 2 reached by piece 1 of a top with D=2: 1 + 2 > 2.
comp_case("too-many-pieces", cert(4, 1, "O", 2, 1, 1, f"O0@0>{ref_of(O_LONG)}"), at=0)
comp_case("max-pieces-mismatch", cert(4, 1, "O", 4, 1, 1, f"O0@0>{ref_of(O_LONG)}"))
comp_case("sequences-mismatch", sub(ALL1, "sequences 73", "sequences 72"))
# A move to a part is checked as a move to a node first: it completes a row, or is illegal.
comp_case("unmarked-completion", cert(4, 1, "O", 2, 2, 1, "O0@0>1", f"O0@2>{NO_PART}"), at=1)
comp_case("illegal-placement", cert(4, 1, "O", 2, 1, 1, f"O0@3>{NO_PART}"), at=0)
# Part references compared as written: two equal node lines; node ids numbered without them.
comp_case("duplicate-node", cert(5, 1, "IO", 2, 3, 2, "I0@0>1 O0@0>2", f"I0@0>{NO_PART} "
                                 f"O0@0>{NO_PART}", f"I0@0>{NO_PART} O0@0>{NO_PART}"), at=2)
comp_case("canonical-numbering", cert(5, 1, "IO", 2, 3, 2, f"I0@0>{NO_PART} O0@0>2",
                                      "I0@1>win O0@0>win", "I0@1>win O0@2>win"), at=0)
# A state line with a part reference that the walk never reaches.
comp_case("unreachable-state", sub(sub(C31_1, "end\n", f"111 . {NO_PART}\nend\n"),
                                   "states 4", "states 5"))

# ---- illegal-start ([comp.start]) ----------------------------------------------------------
comp_case("illegal-start", started(cert(4, 1, "O", 1, 1, 1, "O0@2>win"), ["T0@0"]),
          "--start T0@0")                                       # T not in P
comp_case("illegal-start", started(cert(4, 1, "O", 1, 1, 1, "O0@2>win"), ["O0@3"]),
          "--start O0@3")                                       # outside the walls
comp_case("illegal-start", started(well(4, 2, "O", 1, 1, 1, "O0@2>win"), ["O0@0", "O0@0"]),
          "--start O0@0,O0@0")                                  # above the well's row H - 1
comp_case("illegal-start", O_TWICE, "--start O0@0,O0@0 --game capped")   # the cap (R=1)
comp_case("illegal-start", started(cert(4, 1, "T", 1, 1, 1, "T0@1>win"), ["T0@0"]),
          "--start T0@0 --moves grid-2022")                     # outside the 2022 move set
comp_case("illegal-start", started(cert(4, 1, "O", 1, 1, 1, "O0@2>win"), ["O0@0", "O0@2"]),
          "--start O0@0,O0@2")                                  # completes row 0
comp_case("illegal-start", started(C31I2, ["O0@0"]), "--start O0@0")      # adversary: O not in P
comp_case("illegal-start", started(C31I2, ["I1@0", "I1@0"]), "--start I1@0,I1@0")  # the cap
comp_case("illegal-start", started(C31I2, ["I1@0", "I1@1", "I1@2"]),
          "--start I1@0,I1@1,I1@2")                             # completes goal row 0

# ---- claim-too-weak: a start asked, or not ([comp.start]) ---------------------------------
comp_case("claim-too-weak", O_PART)                             # no --start
comp_case("claim-too-weak", O_PART, "--start O0@2")             # another start
comp_case("claim-too-weak", O_TWICE, "--start O0@0")            # a part of the start
comp_case("claim-too-weak", O6, "--start O0@2,O0@0")            # another order
comp_case("claim-too-weak", O, "--start O0@0")                  # no start in the certificate
comp_case("claim-too-weak", O_TOP, "--start O0@0")              # a composite without a start
comp_case("claim-too-weak", T_PART)                             # a composite with a start
comp_case("claim-too-weak", C31_A)                              # adversary, no --start
comp_case("claim-too-weak", C31_A, "--start I1@2")
comp_case("claim-too-weak", C31I2, "--start I1@0")
comp_case("claim-too-weak", cases["VERIFIED-63"], "--start O0@0")       # a survival certificate

# ---- syntax ([comp.start], [comp.part] grammar) --------------------------------------------
comp_case("syntax", sub(O_PART, "start O0@0\n", "start\n"))
comp_case("syntax", sub(O_PART, "start O0@0\n", "start \n"))
comp_case("syntax", sub(O_PART, "start O0@0\n", "start O0@0 \n"))
comp_case("syntax", sub(O_PART, "start O0@0\n", "start O0@00\n"))
comp_case("syntax", sub(O_PART, "start O0@0\n", "start o0@0\n"))
comp_case("syntax", sub(O_PART, "start O0@0\n", "start O0@0,O0@2\n"))
comp_case("syntax", sub(O_PART, "start O0@0\n", "start O0@18446744073709551616\n"))
comp_case("syntax", sub(sub(started(well(4, 2, "O", 1, 1, 1, "O0@2>win"), ["O0@0"]),
                            "start O0@0\n", ""), "game well\n", "game well\nstart O0@0\n"))
comp_case("syntax", sub(O_TOP, "sha256:", "sha256:" + "A"))     # an uppercase digit ...
comp_case("syntax", O_TOP.replace(O_TOP.split(b"sha256:")[1][:64],
                                  O_TOP.split(b"sha256:")[1][:64].upper()))
comp_case("syntax", O_TOP.replace(O_TOP.split(b"sha256:")[1][:64],
                                  O_TOP.split(b"sha256:")[1][:63]))   # 63 digits
comp_case("syntax", sub(O_TOP, "sha256:", "sha512:"))
comp_case("syntax", sub(O_TOP, "sha256:", "SHA256:"))
comp_case("syntax", C31_1.replace(C31_PARTS[0], C31_PARTS[0].upper()))
comp_case("syntax", sub(C31_1, "sha256:", "sha256: "))
comp_case("syntax", sub(cases["VERIFIED-63"], "claim player-survives\n",
                        "claim player-survives\nstart O0@0\n"))

# ---- nesting and starts, as the outside audit found them ([comp.match]) -------------------
def s42(start, *lines):
    """An adversary certificate of well(4, 2), pieces S, within forever: `start` (or none)."""
    head = b"sureline-certificate v1\nclaim adversary-prevents-a-line\n"
    head += (b"start " + start.encode() + b"\n") if start else b""
    head += b"game well\nwidth 4\nheight 2\nadversary S\nmoves all\nwithin forever\n"
    return head + f"states {len(lines)}\n".encode() + "".join(l + "\n" for l in lines).encode() + b"end\n"


S42_RIGHT = good(s42("S0@0", "1220 x. S"))


def s42_chain(levels):
    """The top of a chain of `levels` parts at 0122 x., each naming the next, the last `S`."""
    ref = good(s42("S0@1", "0122 x. S"))
    for _ in range(levels - 1):
        ref = good(s42("S0@1", f"0122 x. {ref}"))
    return s42(None, "0000 .. S", f"0122 x. {ref}", f"1220 x. {S42_RIGHT}")


comp_case("VERIFIED", s42_chain(64))                             # 64 levels: as deep as allowed
comp_case("limit", s42_chain(65))                                # one more: `limit`, no node
# A part without a start line, even at the empty board (the top's root): part-mismatch.
comp_case("part-mismatch", s42(None, "0000 .. " + good(s42(None, "0000 .. S", "0122 x. S",
                                                                "1220 x. S"))))

# ---- writing composite-cases/ ----------------------------------------------------------------
os.makedirs(os.path.join(COMPOSITE, "bad-parts"), exist_ok=True)
for directory in (COMPOSITE, os.path.join(COMPOSITE, "bad-parts")):
    for name in os.listdir(directory):
        if os.path.isfile(os.path.join(directory, name)):
            os.remove(os.path.join(directory, name))
for name, data in list(comp.items()) + [(h, data) for h, data in good_parts.items()]:
    with open(os.path.join(COMPOSITE, name + ".cert"), "wb") as f:
        f.write(data)
    if name in comp_args:
        with open(os.path.join(COMPOSITE, name + ".args"), "w") as f:
            f.write(comp_args[name] + "\n")
for name, data in bad_parts.items():
    with open(os.path.join(COMPOSITE, "bad-parts", name), "wb") as f:
        f.write(data)
with open(os.path.join(COMPOSITE, "expected-first-lines.txt"), "w") as f:
    for name in sorted(comp):
        rule = name.rsplit("-", 1)[0]
        if rule != "VERIFIED":
            at = comp_node.get(name)
            f.write(f"{name}: s NOT VERIFIED rule={rule}{'' if at is None else f' node={at}'}\n")
print(f"wrote {len(comp)} composite cases, {len(good_parts)} parts and {len(bad_parts)} bad "
      f"parts to {COMPOSITE}")
