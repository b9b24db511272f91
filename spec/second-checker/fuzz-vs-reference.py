#!/usr/bin/env python3
"""Differential fuzzing of second_checker.py against the reference `sureline-check`.

    python3 fuzz-vs-reference.py mutate SEED COUNT     # byte mutations of valid certificates
    python3 fuzz-vs-reference.py generate SEED COUNT   # random, syntactically valid strategies
    python3 fuzz-vs-reference.py adversary SEED COUNT  # random adversary policies (+ options)
    python3 fuzz-vs-reference.py cli SEED COUNT        # random command lines ([cert.cli])
    python3 fuzz-vs-reference.py survival SEED COUNT   # survival certificates (+ options)

REF or CHECKER (environment) is the reference binary (default target/release/sureline-check
of this repository: `cargo build --release --locked -p sureline-checker`).
Two outcomes agree when the exit codes and the first lines of standard output are equal (the
whole of standard output with --quiet, or for exit code 2, where it must be empty); for
`generate` also the piece sequence of the detail lines (`generate` adds --concrete to some
runs: the walk on boards must give what the walk on descriptions gives, [cert.semantics];
`cli` has --concrete, --limits, --help/--version and `-`, standard input being /dev/null for
both checkers). Disagreeing inputs are written to
/tmp/fuzz-disagree-<mode>-<seed>-<n>.cert (or printed, for `cli`).

`adversary` writes adversary certificates (spec/adversary-certificate.md) for small boards: a
policy walked like [adv.walk], each piece taken from adversary_solver.py (a piece that holds)
or at random, then sometimes spoiled (a line dropped, added, duplicated, moved, its piece
changed; a wrong `states`; another header), and runs both checkers with random claim options
of [adv.claim]. `mutate` and `cli` include the adversary and well certificates of cases/.

`survival` writes the certificates of both kinds (spec/survival.md) that survival_solver.py
finds for small wells (W 2..5, W * H <= 12, random floors, piece sets with or without preview,
sequences), then sometimes spoils them (a move, a field, a letter or a next id changed; two
nodes merged, a node split in two, a reference moved, all renumbered breadth first; the
`within` or `nodes` header changed; half of the adversary certificates in the compact form,
spoilt by spoil_compact: a letter, a line dropped, added, duplicated or moved, a header, a line
of another grammar), and runs both checkers with random claim options of
[surv.claim]. Its known differences are those of the C-list of README.md: C5 (the node of
endless-game), C6 (--preview on a sequence), C8 (a letter not in P: syntax in the reference),
C9 (--forever on an adversary certificate), C10 (a JSON floor as a number), C11 (no preview=0
with a sequence).

Disagreements of a kind README.md already explains (the B-list) are counted apart as `known`
and not written out: B10 (the reference looks a description's line up when it is reached,
the spec when it is expanded: adversary-fails / missing-state), B12 (the reference reads a
line that begins with `e` as the `end` line), B16 (the reference treats --within and --forever
as one option, the last one counting), B7 (the order of the JSON keys of a verified well
player certificate) and B15 (a `claim` key in the reference's JSON of a verified player
certificate, in builds before ad2a185).
"""
import contextlib
import io
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import second_checker as sc  # noqa: E402
sys.setrecursionlimit(100000)

REF = (os.environ.get("REF") or os.environ.get("CHECKER")
       or os.path.join(HERE, "..", "..", "target", "release", "sureline-check"))
ROOT = os.path.join(HERE, "..", "..", "certificates")
TMP = f"/tmp/fuzz-input-{os.getpid()}.cert"   # one per process: runs may go in parallel




def mutate(rng):
    bases = [open(os.path.join(ROOT, "examples", f), "rb").read()
             for f in sorted(os.listdir(os.path.join(ROOT, "examples"))) if f.endswith(".cert")]
    bases += [open(os.path.join(HERE, "cases", f), "rb").read()
              for f in sorted(os.listdir(os.path.join(HERE, "cases"))) if f.endswith(".cert")]
    big = open(os.path.join(ROOT, "10x6-optimal.cert"), "rb").read()
    i = 0
    while True:
        d = bytearray(big if i % 50 == 0 else rng.choice(bases))
        i += 1
        if b"claim adversary" in d[:64] and rng.random() < 0.5:
            # a change of a state line: one character, a swap, a deletion, a copy
            lines = bytes(d).split(b"\n")
            body = [j for j in range(9, len(lines) - 2)]
            if body:
                j = rng.choice(body)
                r = rng.random()
                if r < 0.5 and lines[j]:
                    pos = rng.randrange(len(lines[j]))
                    lines[j] = (lines[j][:pos] + bytes([rng.choice(b"0123456789abcdefgxX.IOTSZJL")])
                                + lines[j][pos + 1:])
                elif r < 0.7 and j + 1 < len(lines) - 2:
                    lines[j], lines[j + 1] = lines[j + 1], lines[j]
                elif r < 0.85:
                    del lines[j]
                else:
                    lines.insert(j, lines[j])
            yield b"\n".join(lines)
            continue
        for _ in range(rng.randint(1, 3)):
            op, pos = rng.randint(0, 4), rng.randrange(len(d) + 1)
            if op == 0 and pos < len(d):
                d[pos] = rng.randrange(256)
            elif op == 1:
                d[pos:pos] = bytes([rng.choice(b"0123456789 \n>@winIOTSZJL")])
            elif op == 2 and pos < len(d):
                del d[pos]
            elif op == 4 and rng.random() < 0.3:
                # a number around a limit, in place of a random run of digits
                runs = [j for j in range(len(d)) if d[j:j + 1].isdigit() and
                        (j == 0 or not d[j - 1:j].isdigit())]
                if runs:
                    j = rng.choice(runs)
                    k = j
                    while k < len(d) and d[k:k + 1].isdigit():
                        k += 1
                    d[j:k] = rng.choice([b"16777216", b"16777217", b"99999999", b"0",
                                         b"18446744073709551615", b"18446744073709551616"])
            else:
                digits = [j for j, c in enumerate(d) if c in (b"0123456789" if op == 3 else b"0123")]
                if digits:
                    d[rng.choice(digits)] = rng.choice(b"0123456789" if op == 3 else b"0123")
        yield bytes(d)


def generate(rng):
    while True:
        w, r = rng.randint(2, 6), rng.randint(1, 5)
        p = "".join(x for x in sc.PIECE_ORDER if rng.random() < 0.3) or rng.choice(sc.PIECE_ORDER)
        maxd = rng.randint(1, 5)
        nodes, queue, qi = [None], [(0, 0, [0] * w, 0)], 0
        while qi < len(queue):
            nid, bits, h, depth = queue[qi]
            qi += 1
            moves = []
            for piece in p:
                o = rng.choice([o for o in sc.ORIENTATION_LIST if o.piece == piece])
                col = rng.randint(0, max(0, w - o.width)) if rng.random() < 0.9 else rng.randint(0, w + 1)
                if col + o.width > w:
                    moves.append(f"{o.name}@{col}>win")
                    continue
                y0 = max(max(0, h[col + x] - y) for x, y in o.cells)
                b, hh = bits, list(h)
                for x, y in o.cells:
                    b |= 1 << ((y0 + y) * w + col + x)
                    hh[col + x] = max(hh[col + x], y0 + y + 1)
                full = (1 << w) - 1
                done = any((b >> (row * w)) & full == full for row in range(20))
                if (done and rng.random() < 0.93) or (not done and (depth + 1 >= maxd or len(nodes) > 40)
                                                       and rng.random() < 0.9):
                    moves.append(f"{o.name}@{col}>win")
                elif rng.random() < 0.1 and len(nodes) > 1:
                    moves.append(f"{o.name}@{col}>{rng.randrange(len(nodes))}")
                else:
                    nodes.append(None)
                    queue.append((len(nodes) - 1, b, hh, depth + 1))
                    moves.append(f"{o.name}@{col}>{len(nodes) - 1}")
            nodes[nid] = " ".join(moves)
        graph = [[None if m.endswith("win") else int(m.split(">")[1]) for m in ln.split()] for ln in nodes]
        memo, stack = {}, set()

        def count(n):
            if n in memo:
                return memo[n]
            if n in stack:
                return (10 ** 6, 10 ** 6)
            stack.add(n)
            length = seqs = 0
            for c in graph[n]:
                if c is None:
                    length, seqs = max(length, 1), seqs + 1
                else:
                    lc, sc_ = count(c)
                    length, seqs = max(length, 1 + lc), seqs + sc_
            stack.discard(n)
            memo[n] = (length, seqs)
            return memo[n]

        d_, s_ = count(0)
        d_ += rng.choice([-1, 1]) if rng.random() < 0.1 else 0
        s_ += rng.choice([-1, 1]) if rng.random() < 0.1 else 0
        n_ = len(nodes) + (rng.choice([-1, 1]) if rng.random() < 0.03 else 0)
        # [adv.player]: sometimes the well (every row a goal row, H rows), and sometimes the
        # options --game capped (cap-exceeded) and --moves grid-2022 (move-outside-set).
        bound = f"rows {r}"
        if rng.random() < 0.25:
            bound = f"game well\nwidth {w}\nheight {rng.randint(max(1, r), 8)}"
        else:
            bound = f"width {w}\n{bound}"
        text = (f"sureline-certificate v1\nclaim player-completes-a-line\n{bound}\n"
                f"adversary {p}\nmax-pieces {max(d_, 0)}\nnodes {n_}\nsequences {max(s_, 0)}\n")
        opts = []
        if rng.random() < 0.3:
            opts.append(rng.choice(["--game=capped", "--moves=grid-2022"]))
        if rng.random() < 0.1:
            opts.append(rng.choice(["--game=capped", "--moves=grid-2022", "--game=well",
                                    "--height=4", "--rows=3"]))
        if rng.random() < 0.3:      # [cert.semantics]: the walk on boards, the same outcome
            opts.append("--concrete")
        yield (text + "".join(f"{i} {ln}\n" for i, ln in enumerate(nodes)) + "end\n").encode(), opts


def adversary(rng):
    """Random adversary certificates for small boards, with random claim options. Yields
    (bytes, options)."""
    import adversary_solver as solver
    sys.setrecursionlimit(100000)
    while True:
        game = rng.choice(["capped", "well"])
        w = rng.randint(2, 6)
        k = rng.randint(1, 4) if rng.random() < 0.9 else rng.randint(5, 16 if game == "capped" else 20)
        p = "".join(x for x in sc.PIECE_ORDER if rng.random() < 0.4) or rng.choice(sc.PIECE_ORDER)
        moves = "grid-2022" if rng.random() < 0.3 else "all"
        within = None if rng.random() < 0.4 else rng.randint(0, 6)
        cert = solver.problem(game, w, k, p, moves, within)
        safe = solver.solver(cert)
        smart = rng.random()
        lines, reached, queue = [], set(), []
        root = ((0,) * w, (False,) * k)
        reached.add(root)
        queue.append((root, 0))
        qi = 0
        while qi < len(queue) and len(lines) < 400:
            (h, d), depth = queue[qi]
            qi += 1
            if sc.is_terminal(cert, h, d, depth):
                continue
            piece = None
            if rng.random() < smart and w * k <= 16:
                got = safe(h, d, None if within is None else within - depth)
                piece = got if got not in (None, "terminal") else None
            piece = piece or rng.choice(p)
            lines.append(f"{sc.describe(w, h, d)} {piece}")
            for o, col, y0 in sc.allowed_placements(cert, h, piece):
                h2, d2, done = sc.drop_description(cert, h, d, o, col, y0)
                if not done and (h2, d2) not in reached:
                    reached.add((h2, d2))
                    queue.append(((h2, d2), depth + 1))
        lines.sort()
        states = len(lines)
        r = rng.random()
        if r < 0.06 and lines:
            del lines[rng.randrange(len(lines))]
            states = len(lines)
        elif r < 0.12:
            hs = "".join(rng.choice(sc.HEIGHT_DIGITS[:k + 1]) for _ in range(w))
            ds = "".join(rng.choice(".x") for _ in range(k))
            lines.append(f"{hs} {ds} {rng.choice(p)}")
            lines.sort()
            states = len(set(lines))
            lines = sorted(set(lines))
        elif r < 0.16 and lines:
            i = rng.randrange(len(lines))
            lines[i] = lines[i][:-1] + rng.choice(p)
        elif r < 0.19 and len(lines) > 1:
            i = rng.randrange(len(lines) - 1)
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif r < 0.21 and lines:
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            states += 1
        elif r < 0.24:
            states += rng.choice([-1, 1])
        elif r < 0.28:
            within = None if within is not None else rng.randint(0, 4)
        elif r < 0.31:
            moves = "all" if moves == "grid-2022" else "grid-2022"
        bound = "rows" if game == "capped" else "height"
        text = (f"sureline-certificate v1\nclaim adversary-prevents-a-line\ngame {game}\n"
                f"width {w}\n{bound} {k}\nadversary {p}\nmoves {moves}\n"
                f"within {'forever' if within is None else within}\nstates {max(states, 0)}\n"
                + "".join(x + "\n" for x in lines) + "end\n")
        opts = []
        for _ in range(rng.choice([0, 0, 1, 2])):
            opt = rng.choice(["--width", "--game", "--rows", "--height", "--within", "--forever",
                              "--adversary", "--moves", "--max-pieces"])
            value = {"--width": str(rng.choice([w, w + 1])),
                     "--game": rng.choice(["capped", "well"]),
                     "--rows": str(rng.randint(1, 5)), "--height": str(rng.randint(1, 5)),
                     "--within": str(rng.randint(0, 7)), "--forever": None,
                     "--adversary": "".join(rng.sample(sc.PIECE_ORDER, rng.randint(1, 7))),
                     "--moves": rng.choice(["all", "grid-2022"]),
                     "--max-pieces": "3"}[opt]
            opts += [opt] + ([] if value is None else [value])
        yield text.encode("ascii"), opts


SURVIVAL_PROBLEMS = {}


def survival(rng):
    """Survival certificates of small wells (survival_solver.py), sometimes spoiled, with random
    claim options of [surv.claim]."""
    import survival_solver
    while True:
        w = rng.randint(2, 5)
        h = rng.randint(1, 12 // w)
        floor = "".join(str(rng.randrange(h)) if rng.random() < 0.25 else "0" for _ in range(w))
        r = rng.random()
        if r < 0.3:
            seq = "".join(rng.choice("IOTSZJL") for _ in range(rng.randint(1, 3)))
            pieces, preview = None, 0
        else:
            pieces = "".join(p for p in sc.PIECE_ORDER if rng.random() < 0.35) or "O"
            preview = rng.randint(0, 1) if len(pieces) > 1 else 0
            seq = None
        key = (w, h, floor, pieces, seq, preview)
        if key not in SURVIVAL_PROBLEMS:
            problem = survival_solver.Problem(w, h, floor, pieces=pieces, sequence=seq,
                                              preview=preview)
            SURVIVAL_PROBLEMS[key] = [problem.player_certificate(),
                                      problem.adversary_certificate(),
                                      problem.adversary_certificate(compact=True)]
        player, full, compact = SURVIVAL_PROBLEMS[key]
        text, spoil = player or full, spoil_survival
        if player is None and rng.random() < 0.5:   # the compact form of the adversary's
            text, spoil = compact, spoil_compact
        for _ in range(rng.choice([0, 1, 1, 2])):
            text = spoil(rng, text)
        opts = []
        for _ in range(rng.choice([0, 0, 1, 2])):
            opt = rng.choice(["--height", "--floor", "--adversary", "--sequence", "--preview",
                              "--within", "--forever", "--game", "--width", "--moves"])
            value = {"--height": [str(h - 1), str(h), str(h + 1), "20"],
                     "--floor": [floor, "0" * w, floor + "0"],
                     "--adversary": [pieces or "O", "IOTSZJL", "O", "IO"],
                     "--sequence": [seq or "O", (seq or "O") + "O"],
                     "--preview": ["0", "1"], "--within": ["0", "1", "2", "5", "99"],
                     "--forever": [None], "--game": ["survival", "well"],
                     "--width": [str(w), str(w + 1)], "--moves": ["all"]}[opt]
            v = rng.choice(value)
            opts += [opt] if v is None else [opt, v]
        if rng.random() < 0.1:
            opts.append("--json")
        yield text.encode(), opts


def spoil_survival(rng, text):
    """One change of a survival certificate: a move, a field, a letter, a next id; nodes merged,
    split or a reference moved (then renumbered breadth first from the roots); a header."""
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("nodes "))
    head, body = lines[:at], [line.split(" ")[1:] for line in lines[at + 1:-2]]
    adv = "claim adversary-ends-the-game" in head
    first = 1 if adv else 0
    width = int(head[3].split()[1])

    def nxt(tok):
        return None if adv and tok == "x" else int(tok if adv else tok.split(">")[1])

    def put(tok, v):
        return str(v) if adv else tok.split(">")[0] + ">" + str(v)

    refs = [(i, j) for i, m in enumerate(body) for j in range(first, len(m))
            if nxt(m[j]) is not None]
    op = rng.choice(["move", "field", "letter", "next", "merge", "split", "redirect",
                     "header"])
    i = rng.randrange(len(body))
    if op == "move" and not adv:
        j = rng.randrange(len(body[i]))
        o, rest = body[i][j].split("@")
        body[i][j] = (rng.choice([x.name for x in sc.ORIENTATION_LIST]) if rng.random() < 0.5
                      else o) + "@" + str(rng.randrange(width + 1)) + ">" + rest.split(">")[1]
    elif op == "field" and adv:
        j = rng.randrange(1, len(body[i]))
        body[i][j] = "x" if body[i][j] != "x" else str(rng.randrange(len(body)))
    elif op == "letter" and adv:
        same = [p for p in sc.PIECE_ORDER
                if len(sc.placements_between_walls(p, width)) == len(body[i]) - 1]
        body[i][0] = rng.choice(same or [body[i][0]])
    elif op == "next" and refs:
        i, j = rng.choice(refs)
        body[i][j] = put(body[i][j], rng.randrange(len(body) + 1))
    elif op in ("merge", "split", "redirect") and refs and len(body) > 1:
        if op == "merge":
            a, b = rng.sample(range(len(body)), 2)
            for m in body:
                for j in range(first, len(m)):
                    if nxt(m[j]) == b:
                        m[j] = put(m[j], a)
        elif op == "split":
            i, j = rng.choice(refs)
            body.append(list(body[nxt(body[i][j])]))
            body[i][j] = put(body[i][j], len(body) - 1)
        else:
            i, j = rng.choice(refs)
            body[i][j] = put(body[i][j], rng.randrange(len(body)))
        preview = "preview 1" in head and not adv
        roots = len(head[6].split()[1]) if preview else 1
        order, number = list(range(roots)), {r: r for r in range(roots)}
        for old in order:
            for tok in body[old][first:] if old < len(body) else []:
                n = nxt(tok)
                if n is not None and n < len(body) and n not in number:
                    number[n] = len(order)
                    order.append(n)
        if all(o < len(body) for o in order):
            body = [body[o][:first] + [t if nxt(t) is None or nxt(t) not in number
                                       else put(t, number[nxt(t)]) for t in body[o][first:]]
                    for o in order]
    elif op == "header":
        k = rng.randrange(len(head))
        if head[k].startswith("within "):
            head[k] = f"within {max(0, int(head[k].split()[1]) + rng.choice([-1, 1]))}"
        elif rng.random() < 0.2:
            return "\n".join(head) + f"\nnodes {len(body) + 1}\n" + "".join(
                f"{n} {' '.join(m)}\n" for n, m in enumerate(body)) + "end\n"
    return "\n".join(head) + f"\nnodes {len(body)}\n" + "".join(
        f"{n} {' '.join(m)}\n" for n, m in enumerate(body)) + "end\n"


def spoil_compact(rng, text):
    """One change of a compact survival adversary certificate: a letter (any of the seven, on
    node 0 with preview either one), a line dropped, added, duplicated or two swapped (the
    positions the walk derives change: unreachable-node, missing-node, wrong-piece), a header
    (`within`, `nodes`), or a line of another grammar (two letters, one on node 0 under
    preview, lower case, a line of the full form)."""
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("nodes "))
    head, body = lines[:at], lines[at + 1:-2]
    nodes = None
    op = rng.choice(["letter", "letter", "drop", "add", "dup", "swap", "header", "grammar"])
    i = rng.randrange(len(body))
    letter = rng.choice(sc.PIECE_ORDER)
    if op == "letter":
        words = body[i].split(" ")
        words[rng.randrange(len(words))] = letter
        body[i] = " ".join(words)
    elif op == "drop" and len(body) > 1:
        del body[rng.randrange(1, len(body))]
    elif op == "add":
        body.insert(rng.randrange(1, len(body) + 1), letter)
    elif op == "dup":
        body.insert(i + 1, body[i] if i else letter)
    elif op == "swap" and len(body) > 2:
        a, b = rng.sample(range(1, len(body)), 2)
        body[a], body[b] = body[b], body[a]
    elif op == "header":
        k = next(j for j, line in enumerate(head) if line.startswith("within "))
        if rng.random() < 0.5:
            head[k] = f"within {max(0, int(head[k].split()[1]) + rng.choice([-1, 1]))}"
        else:
            nodes = max(1, len(body) + rng.choice([-1, 1]))
    elif op == "grammar":
        body[i] = rng.choice([f"{body[i]} {letter}", letter.lower(), f"{i} {letter} x",
                              body[i].split(" ")[-1], f"{letter}  {letter}"])
    return ("\n".join(head) + f"\nnodes {len(body) if nodes is None else nodes}\n"
            + "".join(line + "\n" for line in body) + "end\n")


def known_survival(a, b, data, args):
    """A disagreement of a kind of the C-list of README.md, or None."""
    if b"game survival" not in data[:80]:
        return None
    seq = b"\nsequence " in data
    if seq and a[0] == b[0] == 0 and a[1].replace(" preview=0", "") == b[1]:
        return "C11"
    if a[0] == b[0] == 1 and "rule=endless-game" in a[1] and "rule=endless-game" in b[1]:
        return "C5"
    if b[0] == 3 and a[0] == 1 and b"adversary-ends" in data[:64]:
        text = data.decode("ascii", "replace").split("\n")
        allowed = text[6].split(" ")[1] if len(text) > 6 and " " in text[6] else ""
        at = next((i for i, line in enumerate(text) if line.startswith("nodes ")), len(text))
        if any(len(line.split(" ")) > 1 and line.split(" ")[1] not in allowed
               for line in text[at + 1:-2]):
            return "C8"
    if "--forever" in args and b"adversary-ends" in data[:64]:
        return "C9"
    if seq and "--preview" in args:
        return "C6"
    if "--json" in args and a[0] == b[0] == 0:
        try:
            x, y = json.loads(a[1]), json.loads(b[1])
        except ValueError:
            return None
        if seq:
            x.pop("preview", None)
        if x.get("floor") != y.get("floor") and str(x.get("floor")) == str(y.get("floor")):
            y["floor"] = x["floor"]
            if x == y:
                return "C10"
        if x == y:
            return "C11"
    return None


def known(a, b, data, args=()):
    """A disagreement of a kind README.md explains (B10, B12, B16; the C-list), or None."""
    if a[0] == 2 and b[0] in (0, 1, 2) and any(
            x.partition("=")[0] in ("--floor", "--sequence") for x in args):
        return "C1"     # (an approximation: a --floor or --sequence value, usage here)
    why = known_survival(a, b, data, args)
    if why is not None:
        return why
    if "--forever" in args and any(x == "--within" or x.startswith("--within=") for x in args):
        return "B16"
    if a[0] == 1 and b[0] == 1 and "rule=adversary-fails" in a[1] and "rule=missing-state" in b[1]:
        return "B10"
    body = data.split(b"\nstates ", 1)[-1].split(b"\n")[1:]
    if b[0] == 3 and a[0] != 3 and b"claim adversary" in data[:64] and any(x.startswith(b"e") and
                                                             not x.startswith(b"en")
                                                             for x in body):
        return "B12"
    return None


def known_json(a, b):
    """B7: the keys of the JSON object of a verified well player certificate are not specified
    (the two checkers order them differently); B15: a `claim` key in the reference's object of
    a verified player certificate, which [cert.cli] does not list (reference builds before
    ad2a185). Equal otherwise."""
    try:
        x, y = json.loads(a[1]), json.loads(b[1])
    except ValueError:
        return None
    if a[0] == b[0] == 0 and y.pop("claim", None) == "player-completes-a-line" and x == y:
        return "B15"
    if a[0] == b[0] == 0 and x == y and x.get("game") == "well":
        return "B7"
    return None


def cli_args(rng):
    """Random command lines over the vocabulary of [cert.cli] and a few wrong forms."""
    ex = os.path.join(ROOT, "examples")
    cases = os.path.join(HERE, "cases")
    files = [os.path.join(ex, "w4-r1-O.cert"), os.path.join(ex, "w4-r3-IOTSZJL.cert"),
             os.path.join(ROOT, "known-bad", "false-win.cert"),
             os.path.join(cases, "VERIFIED-9.cert"), os.path.join(cases, "VERIFIED-17.cert"),
             os.path.join(cases, "VERIFIED-15.cert"), os.path.join(cases, "VERIFIED-30.cert"),
             os.path.join(ex, "w4-r2-T.cert"), os.path.join(cases, "VERIFIED-63.cert"),
             os.path.join(cases, "VERIFIED-64.cert"), os.path.join(cases, "VERIFIED-70.cert"),
             os.path.join(cases, "VERIFIED-71.cert"), "/tmp/fuzz-does-not-exist.cert"]
    values = {"--width": ["4", "5", "2", "16", "17", "255", "256", "04", "+4", "", "x", "-1",
                          "18446744073709551616"],
              "--rows": ["1", "3", "0", "20", "21", "255", "256", "1x"],
              "--max-pieces": ["2", "3", "1", "0", "18446744073709551615", "18446744073709551616"],
              "--adversary": ["O", "OO", "IO", "LJZSTOI", "IOTSZJL", "", "o", "X", "ZOZ"],
              "--height": ["1", "3", "4", "0", "20", "21", "+3", ""],
              "--within": ["0", "1", "2", "7", "forever", "-1", "18446744073709551615",
                           "18446744073709551616", ""],
              "--game": ["capped", "well", "goal", "", "Capped", "survival"],
              "--floor": ["0000", "000", "0001", "", "x", "0A"],
              "--sequence": ["O", "OI", "", "o"],
              "--preview": ["0", "1", "2", "", "+1"],
              "--moves": ["all", "grid-2022", "grid", ""],
              "--limits": ["standard", "large", "huge", ""]}
    while True:
        args = []
        for _ in range(rng.randint(0, 5)):
            r = rng.random()
            if r < 0.6:
                opt = rng.choice(list(values))
                if rng.random() < 0.3:      # [cert.cli] --name=value
                    args.append(f"{opt}={rng.choice(values[opt])}")
                else:
                    args += [opt] + ([rng.choice(values[opt])] if rng.random() < 0.95 else [])
            elif r < 0.9:
                args.append(rng.choice(["--help", "--version", "--json", "--quiet=1", "-q", "--frob",
                                        "--", "-", "--forever", "--forever=1", "--json",
                                        "--concrete", "--concrete", "--concrete=1", "--help=1"])
                            if rng.random() < 0.4 else "--quiet")
            else:
                args.append(rng.choice(files))
        if rng.random() < 0.8:
            args.insert(rng.randint(0, len(args)), rng.choice(files[:-1]))
        yield args


def outcome(code, stdout, quiet, as_json=False):
    """What the spec fixes: the exit code, the first line; all of stdout with --quiet or exit 2;
    with --json the object but its (informative) message; the text of --help or --version (exit
    0, not a verdict) only as such."""
    if code == 0 and not stdout.startswith(("s VERIFIED", "{")):
        return code, "the text of --help or --version"
    if as_json:
        try:
            obj = json.loads(stdout)
            obj.pop("message", None)
            return code, json.dumps(obj)
        except ValueError:
            return code, "not JSON: " + stdout
    if code == 2 or quiet:
        return code, stdout
    return code, stdout.split("\n")[0]


def run_mine(args):
    """second_checker.main() in this process, with /dev/null as standard input (FILE `-`)."""
    out, err = io.StringIO(), io.StringIO()
    stdin = sys.stdin
    with open(os.devnull, "r") as null, contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        sys.stdin = null
        try:
            code = sc.main(args)
        finally:
            sys.stdin = stdin
    return code, out.getvalue()


def main():
    mode, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    source = {"mutate": mutate, "generate": generate, "cli": cli_args,
              "adversary": adversary, "survival": survival}[mode](rng)
    seen, tally, known_tally = {}, {}, {}
    for _ in range(count):
        data = b""
        if mode == "cli":
            args = next(source)
        elif mode in ("adversary", "generate", "survival"):
            data, opts = next(source)
            with open(TMP, "wb") as f:
                f.write(data)
            args = opts + [TMP]
        else:
            data = next(source)
            with open(TMP, "wb") as f:
                f.write(data)
            args = [TMP]
        code, mine = run_mine(args)
        ref = subprocess.run([REF] + args, capture_output=True, text=True, errors="replace",
                             stdin=subprocess.DEVNULL)
        quiet = "--quiet" in args
        as_json = isinstance(args, list) and "--json" in args
        a = outcome(code, mine, quiet, as_json)
        b = outcome(ref.returncode, ref.stdout, quiet, as_json)
        if mode == "generate":
            sm = re.search(r"sequence from the root: ([A-Z]+)", mine)
            sr = re.search(r"sequence from the root: ([A-Z]+)", ref.stdout)
            if sm and sr:   # the reference's detail wording, observed by running it
                a, b = a + (sm.group(1),), b + (sr.group(1),)
        first = mine.split("\n")[0]
        k = "VERIFIED" if first.startswith("s VERIFIED") else first[len("s NOT VERIFIED "):]
        k = f"exit {code}" if code == 2 else k.split(" node=")[0]
        k = f"json exit {code}" if as_json else k
        tally[k] = tally.get(k, 0) + 1
        why = known(a, b, data, args) if a != b else None
        if why is None and a != b and as_json:
            why = known_json(a, b)
        if why is not None:
            known_tally[why] = known_tally.get(why, 0) + 1
        elif a != b and (a, b) not in seen:
            seen[(a, b)] = args
            if mode == "cli":
                print(f"DISAGREE second {a} reference {b}: args {args}")
            else:
                name = f"/tmp/fuzz-disagree-{mode}-{seed}-{len(seen)}.cert"
                with open(name, "wb") as f, open(TMP, "rb") as g:
                    f.write(g.read())
                print(f"DISAGREE second {a} reference {b}: {name}"
                      + (f" with {args[:-1]}" if args[:-1] else ""))
    if os.path.exists(TMP):
        os.remove(TMP)
    print("outcomes of the second checker:", dict(sorted(tally.items())))
    print(f"{mode}: {count} inputs, {len(seen)} distinct disagreements, known (README.md): "
          f"{dict(sorted(known_tally.items()))}")


if __name__ == "__main__":
    main()
