#!/usr/bin/env python3
"""adversary_solver.py -- a tiny exhaustive minimax over descriptions, to write adversary
certificates (spec/adversary-certificate.md) for small boards, for the cases of make-cases.py.

    python3 adversary_solver.py capped 4 3 IOTSZJL all 2        # GAME W K P MOVES D|forever
    python3 adversary_solver.py optimum capped 4 3 IOTSZJL all  # the largest D the adversary holds

It uses the description primitives of second_checker.py ([adv.moves], [adv.drop],
[adv.terminal]); the certificates it writes are then checked by both checkers, so a bug shared
by the solver and the second checker shows up against the reference.

safe(d, r): the adversary, at description d with r pieces of budget left (None: forever), has a
piece p such that no allowed placement of p completes a goal row and every child is safe with
r - 1 ([adv.walk] "Why expanding once suffices"). A description terminal by [adv.terminal] is
safe. A policy picks, at each description the walk expands (depth k, smallest), a piece that is
safe with D - k; by monotonicity in r it is then safe at every later depth.
"""
import functools
import sys
from collections import deque

import second_checker as sc


def problem(game, width, bound, adversary, moves="all", within=None):
    cert = sc.AdversaryCertificate()
    cert.game, cert.width, cert.bound = game, width, bound
    cert.adversary, cert.moves, cert.within = adversary, moves, within
    return cert


def solver(cert, prefer=None):
    """Returns safe_piece(heights, dead, remaining) -> a piece that holds, or None. `prefer`
    orders the pieces tried (default: the order of P)."""
    order = prefer or cert.adversary

    @functools.lru_cache(maxsize=None)
    def safe_piece(heights, dead, remaining):
        # (is_terminal's budget test needs the depth; remaining == 0 is that test)
        if remaining == 0:
            return "terminal"
        if sc.is_terminal(problem(cert.game, cert.width, cert.bound, cert.adversary,
                                  cert.moves, None), heights, dead, 0):
            return "terminal"
        nxt = None if remaining is None else remaining - 1
        for piece in order:
            if piece not in cert.adversary:
                continue
            ok = True
            for orient, column, y0 in sc.allowed_placements(cert, heights, piece):
                h2, d2, completed = sc.drop_description(cert, heights, dead, orient, column, y0)
                if completed or safe_piece(h2, d2, nxt) is None:
                    ok = False
                    break
            if ok:
                return piece
        return None

    return safe_piece


def policy_lines(cert, prefer=None, root=None):
    """The state lines of the canonical certificate of the solver's policy, or None when the
    adversary does not hold the claim. Walks like [adv.walk], from the empty description or
    from `root` (heights, dead), the description of a start ([comp.start])."""
    safe_piece = solver(cert, prefer)
    w, k = cert.width, cert.bound
    root = root or ((0,) * w, (False,) * k)
    remaining = lambda depth: None if cert.within is None else cert.within - depth  # noqa: E731
    if safe_piece(root[0], root[1], remaining(0)) is None:
        return None
    reached, queue, lines = {root}, deque([(root, 0)]), []
    while queue:
        (heights, dead), depth = queue.popleft()
        if sc.is_terminal(cert, heights, dead, depth):
            continue
        piece = safe_piece(heights, dead, remaining(depth))
        assert piece not in (None, "terminal"), (heights, dead, depth)
        lines.append(f"{sc.describe(w, heights, dead)} {piece}")
        for orient, column, y0 in sc.allowed_placements(cert, heights, piece):
            h2, d2, completed = sc.drop_description(cert, heights, dead, orient, column, y0)
            assert not completed
            if (h2, d2) not in reached:
                reached.add((h2, d2))
                queue.append(((h2, d2), depth + 1))
    return sorted(lines)


def certificate_text(cert, lines, start=None):
    """`start`: the placements of a start line ([comp.start]), e.g. "T0@0 I1@3"."""
    bound = "rows" if cert.game == "capped" else "height"
    within = "forever" if cert.within is None else cert.within
    return (f"sureline-certificate v1\nclaim adversary-prevents-a-line\n"
            + (f"start {start}\n" if start else "") + f"game {cert.game}\n"
            f"width {cert.width}\n{bound} {cert.bound}\nadversary {cert.adversary}\n"
            f"moves {cert.moves}\nwithin {within}\nstates {len(lines)}\n"
            + "".join(line + "\n" for line in lines) + "end\n")


def make(game, width, bound, adversary, moves="all", within=None, prefer=None):
    """(certificate text, state lines), or None when the adversary does not hold the claim."""
    cert = problem(game, width, bound, adversary, moves, within)
    lines = policy_lines(cert, prefer)
    return None if lines is None else (certificate_text(cert, lines), lines)


def optimum(game, width, bound, adversary, moves="all", limit=40):
    """The largest D such that the adversary prevents a line within D (None: forever)."""
    if make(game, width, bound, adversary, moves, None) is not None:
        return None
    d = 0
    while d < limit and make(game, width, bound, adversary, moves, d + 1) is not None:
        d += 1
    return d


def main(argv):
    sys.setrecursionlimit(10000)
    if argv[0] == "optimum":
        game, w, k, p, moves = argv[1], int(argv[2]), int(argv[3]), argv[4], argv[5]
        print(optimum(game, w, k, p, moves))
        return
    game, w, k, p, moves, d = argv[0], int(argv[1]), int(argv[2]), argv[3], argv[4], argv[5]
    made = make(game, w, k, p, moves, None if d == "forever" else int(d))
    if made is None:
        print("the adversary does not hold this claim", file=sys.stderr)
        sys.exit(1)
    sys.stdout.write(made[0])


if __name__ == "__main__":
    main(sys.argv[1:])
