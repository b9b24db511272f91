#!/usr/bin/env python3
"""survival_solver.py -- an exhaustive solver of small survival games (spec/survival.md) that
writes the canonical certificates of its strategies, for the cases of make-cases.py.

Written from spec/survival.md (the game of [surv.game] is second_checker.SurvivalGame). It
explores every position reachable from the start under any play that does not top out, then

- the player's side: the greatest set of positions from which the player can keep every cell
  below H forever (a position stays while, for every piece the adversary may give or commit,
  some placement that does not top out leads back into the set); its strategy takes at each
  position the first such placement (in canonical placement order, or in the order `prefer`
  of orientation names), written as [surv.player] says;
- the adversary's side: the length of the longest game under the best adversary
  (min over its pieces of max over the placements: 1 when the placement tops out, else 1 + the
  length of the next position), infinite where the player survives; its strategy gives at each
  position the first piece (in the order of P, or of `prefer`) that reaches that length,
  written as [surv.adversary] says, `within` the root's length.

    python3 survival_solver.py player 4 2 0000 O 0       # W H FLOOR PIECES PREVIEW
    python3 survival_solver.py adversary 3 2 000 O 1
    python3 survival_solver.py adversary-compact 5 2 00000 IO 1   # the compact form
    python3 survival_solver.py player 4 2 0000 seq:OI 0  # a sequence
    python3 survival_solver.py table                     # who wins, small wells

Standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import second_checker as sc  # noqa: E402

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


class Problem:
    """survival(W, H, P, preview, floor), or with a sequence S. A position is (board, extra):
    extra None (no preview), the piece to place (preview) or the index in S (sequence)."""

    def __init__(self, width, height, floor, pieces=None, sequence=None, preview=0):
        self.width, self.height = width, height
        self.floor_text = floor
        self.floor = tuple(DIGITS.index(ch) for ch in floor)
        self.pieces, self.sequence, self.preview = pieces, sequence, preview
        self.game = sc.SurvivalGame(width, height, self.floor)
        self.placements = {p: sc.placements_between_walls(p, width) for p in sc.PIECE_ORDER}
        self.drops = {}

    def drop(self, board, orient, column):
        key = (board, orient.index, column)
        if key not in self.drops:
            self.drops[key] = self.game.drop(board, orient, column)
        return self.drops[key]

    def header(self, claim):
        pieces = (f"sequence {self.sequence}" if self.sequence is not None
                  else f"adversary {self.pieces}")
        return (f"sureline-certificate v1\nclaim {claim}\ngame survival\nwidth {self.width}\n"
                f"height {self.height}\nfloor {self.floor_text}\n{pieces}\n"
                f"preview {self.preview}\n")

    # ---- the player's side ------------------------------------------------------------------
    def player_roots(self):
        empty = self.game.empty
        if self.sequence is not None:
            return [(empty, 0)]
        if self.preview:
            return [(empty, p) for p in self.pieces]
        return [(empty, None)]

    def player_options(self, position):
        """For each slot of a node line: (the piece placed, the next position's extra), and
        the placements of that piece that do not top out with their next positions."""
        board, extra = position
        if self.sequence is not None:
            slots = [(self.sequence[extra], (extra + 1) % len(self.sequence))]
        elif self.preview:
            slots = [(extra, p) for p in self.pieces]
        else:
            slots = [(p, None) for p in self.pieces]
        out = []
        for piece, following in slots:
            moves = []
            for orient, column in self.placements[piece]:
                new, topped = self.drop(board, orient, column)
                if not topped:
                    moves.append((orient, column, (new, following)))
            out.append(moves)
        return out

    def reachable(self, roots, options):
        seen, order = set(roots), list(roots)
        for position in order:
            for moves in options(position):
                for _, _, nxt in moves:
                    if nxt not in seen:
                        seen.add(nxt)
                        order.append(nxt)
        return order

    def player_certificate(self, prefer=None):
        """The canonical certificate of the player's strategy, or None when the adversary
        ends every game."""
        roots = self.player_roots()
        order = self.reachable(roots, self.player_options)
        options = {pos: self.player_options(pos) for pos in order}
        good = set(order)
        changed = True
        while changed:
            changed = False
            for pos in order:
                if pos in good and not all(any(n in good for _, _, n in moves)
                                           for moves in options[pos]):
                    good.discard(pos)
                    changed = True
        if not all(r in good for r in roots):
            return None
        rank = (lambda o: prefer.index(o.name) if o.name in prefer else 99) if prefer else None
        ids = {r: i for i, r in enumerate(roots)}
        nodes, lines = list(roots), []
        for pos in nodes:
            line = []
            for moves in options[pos]:
                choices = [m for m in moves if m[2] in good]
                if rank:
                    choices.sort(key=lambda m: rank(m[0]))
                orient, column, nxt = choices[0]
                if nxt not in ids:
                    ids[nxt] = len(nodes)
                    nodes.append(nxt)
                line.append(f"{orient.name}@{column}>{ids[nxt]}")
            lines.append(line)
        text = self.header("player-survives") + f"nodes {len(lines)}\n"
        text += "".join(f"{i} {' '.join(m)}\n" for i, m in enumerate(lines)) + "end\n"
        return text

    # ---- the adversary's side ---------------------------------------------------------------
    def adversary_values(self):
        """The length of the longest game under the best adversary, per position (board, extra)
        where extra is the piece to place with preview, the index with a sequence, else None;
        positions absent: the player survives there."""
        empty = self.game.empty
        if self.sequence is not None:
            start = [(empty, 0)]
        elif self.preview:
            start = [(empty, p) for p in self.pieces]
        else:
            start = [(empty, None)]

        def letters(pos):
            board, extra = pos
            if self.sequence is not None:
                return [self.sequence[extra]]
            if self.preview:
                return [extra]
            return list(self.pieces)

        def nexts(pos, letter):
            """(orient, column, topped, next board) for each placement between the walls."""
            board, _ = pos
            return [(o, c) + tuple(reversed(self.drop(board, o, c)))
                    for o, c in self.placements[letter]]

        def followers(pos):
            board, extra = pos
            if self.sequence is not None:
                return [(extra + 1) % len(self.sequence)]
            if self.preview:
                return list(self.pieces)
            return [None]

        seen, order = set(start), list(start)
        for pos in order:
            for letter in letters(pos):
                for _, _, topped, new in nexts(pos, letter):
                    if topped:
                        continue
                    for f in followers(pos):
                        if (new, f) not in seen:
                            seen.add((new, f))
                            order.append((new, f))
        value = {}
        changed = True
        while changed:
            changed = False
            for pos in order:
                best = None
                for letter in letters(pos):
                    for f in followers(pos):
                        worst = 0
                        for _, _, topped, new in nexts(pos, letter):
                            v = 1 if topped else (1 + value[(new, f)] if (new, f) in value
                                                  else None)
                            if v is None:
                                worst = None
                                break
                            worst = max(worst, v)
                        if worst is not None and (best is None or worst < best):
                            best = worst
                if best is not None and value.get(pos) != best:
                    value[pos] = best
                    changed = True
        return start, letters, nexts, followers, value

    def adversary_certificate(self, prefer=None, compact=False):
        """The canonical certificate of the adversary's strategy, or None when the player
        survives. At each position it takes the first (piece, next piece committed) in the
        order of P (or of `prefer`) that reaches the position's length. With `compact`, in the
        compact form of [surv.adversary]: each node line the piece given (with preview the
        piece committed, P's first piece where no placement goes on; node 0's line first
        names the root's piece), the same numbering."""
        start, letters, nexts, followers, value = self.adversary_values()
        if not any(s in value for s in start):
            return None
        order = prefer or sc.PIECE_ORDER
        rank = (lambda p: order.index(p) if isinstance(p, str) else 0)

        def worst(pos, letter, f):
            out = 0
            for _, _, topped, new in nexts(pos, letter):
                if topped:
                    out = max(out, 1)
                elif (new, f) in value:
                    out = max(out, 1 + value[(new, f)])
                else:
                    return None
            return out

        root = min((s for s in start if s in value), key=lambda s: (value[s], rank(s[1])))
        ids, nodes, lines = {root: 0}, [root], []
        for pos in nodes:
            letter, f = min(((letter, f) for letter in letters(pos) for f in followers(pos)
                             if worst(pos, letter, f) == value[pos]),
                            key=lambda lf: (rank(lf[0]), rank(lf[1])))
            fields = []
            for _, _, topped, new in nexts(pos, letter):
                if topped:
                    fields.append("x")
                    continue
                nxt = (new, f)
                if nxt not in ids:
                    ids[nxt] = len(nodes)
                    nodes.append(nxt)
                fields.append(str(ids[nxt]))
            if not compact:
                lines.append(f"{letter} " + " ".join(fields))
            elif self.preview:
                commit = f if any(x != "x" for x in fields) else self.pieces[0]
                lines.append((f"{letter} " if not lines else "") + commit)
            else:
                lines.append(letter)
        text = (self.header("adversary-ends-the-game") + f"within {value[root]}\n"
                f"nodes {len(lines)}\n")
        ids = "" if compact else "{} "
        text += "".join(ids.format(i) + line + "\n" for i, line in enumerate(lines)) + "end\n"
        return text


def problem_of(args):
    width, height, floor, pieces, preview = args
    if pieces.startswith("seq:"):
        return Problem(int(width), int(height), floor, sequence=pieces[4:], preview=int(preview))
    return Problem(int(width), int(height), floor, pieces=pieces, preview=int(preview))


if __name__ == "__main__":
    if sys.argv[1] == "table":
        for w in range(2, 6):
            for h in range(1, 5):
                for p in ("O", "I", "IO", "T", "S", "IOTSZJL"):
                    for pv in (0, 1):
                        if w * h > 16 or (pv and len(p) == 1):
                            continue
                        prob = Problem(w, h, "0" * w, pieces=p, preview=pv)
                        won = prob.player_certificate() is not None
                        print(w, h, p, pv, "player" if won else "adversary")
    else:
        prob = problem_of(sys.argv[2:7])
        out = (prob.player_certificate() if sys.argv[1] == "player"
               else prob.adversary_certificate(compact=sys.argv[1] == "adversary-compact"))
        print(out if out is not None else "none", end="" if out else "\n")
