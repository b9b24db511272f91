#!/usr/bin/env python3
"""make.py -- writes the inputs that drive sureline-check to its worst-case memory
([cert.limits] of spec/certificate.md), for measure.sh.

    make.py positions B OUT   a valid certificate of B + 6 nodes (a few hundred bytes) whose walk
                              has 2^(B+6) - 1 distinct positions: B = 17 verifies (8,388,607
                              positions), B >= 18 reaches the position limit
    make.py file OUT          the same with B = 19 under the root's J, and under its L a chain of
                              node lines that fills the file to just under the file-size limit:
                              the file, the node lines and the walk's memo at their largest at once
    make.py lines OUT         node lines of one move each (the most node lines per byte) up to the
                              file-size limit; rejected by the walk after 5 pieces

The strategy (W=16, R=1, P=JL): five setup pieces fill row 0 but column 12, three columns at a
time (J0 or L0, whichever comes: each leaves a bump in row 1); then B pieces go onto the setup
blocks of columns 0-2, 3-5, 6-8 in turn (J0 or L0 again: each adds two rows and doubles the
distinct boards); the last piece fills (12, 0) (J1@12 or L3@11) and completes row 0. No other move
completes a row, since column 12 stays empty. Every piece doubles the boards: level d has 2^d.
"""
import sys

LIMIT = 1 << 27                      # MAX_FILE_BYTES
SETUP = [0, 3, 6, 9, 13]             # the blocks of row 0; column 12 is the hole
SPOTS = [0, 3, 6]                    # the stacks of the branching levels


def explosion(b):
    """The moves of the explosion's levels, level 0 first: (J move, L move); None = the next level."""
    levels = [(f"J0@{x}", f"L0@{x}") for x in SETUP + [SPOTS[i % 3] for i in range(b)]]
    return levels + [("J1@12", "L3@11")]


def number(root, children):
    """Canonical numbering ([cert.canonical]): breadth first from the root, in slot order."""
    ids, order = {root: 0}, [root]
    for name in order:
        for child in children(name):
            if child is not None and child not in ids:
                ids[child] = len(order)
                order.append(child)
    return ids, order


def write(out, width, adversary, d, s, order, ids, moves):
    with open(out, "w") as f:
        f.write(f"sureline-certificate v1\nclaim player-completes-a-line\nwidth {width}\nrows 1\n"
                f"adversary {adversary}\nmax-pieces {d}\nnodes {len(order)}\nsequences {s}\n")
        for name in order:
            f.write(f"{ids[name]} " + " ".join(
                f"{m}>{'win' if c is None else ids[c]}" for m, c in moves(name)) + "\n")
        f.write("end\n")


def positions(b, out):
    levels = explosion(b)
    last = len(levels) - 1

    def moves(level):
        nxt = None if level == last else level + 1
        return [(m, nxt) for m in levels[level]]
    ids, order = number(0, lambda level: [c for _, c in moves(level)])
    write(out, 16, "JL", len(levels), 2 ** len(levels), order, ids, moves)


def big_file(out):
    """Root: J -> the explosion (B = 19) after J0@0, L -> a chain after L0@0 (never walked)."""
    levels = explosion(19)
    last, chain = len(levels) - 1, (LIMIT - 2000) // 34      # chain lines are about 34 bytes

    def moves(name):
        kind, i = name
        if kind == "E":
            nxt = None if i == last else ("E", i + 1)
            return [(m, nxt) for m in levels[i]]
        if kind == "R":
            return [("J0@0", ("E", 1)), ("L0@0", ("C", 0))]
        return [(m, None if i == chain - 1 else ("C", i + 1)) for m in ("J0@0", "L0@0")]
    ids, order = number(("R", 0), lambda name: [c for _, c in moves(name)])
    write(out, 16, "JL", len(levels), 2 ** len(levels), order, ids, moves)


def lines(out):
    """P = I, node i -> i + 1: I1@0 five times fills column 0, the sixth is illegal."""
    n = 0
    size = 200
    while size < LIMIT - 64:
        size += len(f"{n} I1@0>{n + 1}\n")
        n += 1
    with open(out, "w") as f:
        f.write("sureline-certificate v1\nclaim player-completes-a-line\nwidth 4\nrows 1\n"
                f"adversary I\nmax-pieces {n}\nnodes {n}\nsequences 1\n")
        f.writelines(f"{i} I1@0>{i + 1 if i + 1 < n else 'win'}\n" for i in range(n))
        f.write("end\n")


if __name__ == "__main__":
    match sys.argv[1:]:
        case ["positions", b, out]:
            positions(int(b), out)
        case ["file", out]:
            big_file(out)
        case ["lines", out]:
            lines(out)
        case _:
            sys.exit(__doc__)
