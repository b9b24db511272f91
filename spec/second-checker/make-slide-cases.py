#!/usr/bin/env python3
"""Writes the hand-made cases of sliding pieces into cases/ ([rules.moves.slide], [adv.slide];
with turns, [rules.moves.srs]),
numbered from 1001, and their lines of cases/expected-first-lines.txt (rerunning it rewrites
the same files and lines). Each expected outcome is derived by hand from the spec, as in
make-cases.py: the comment beside each case says why.
"""
from case_files import write_cases

FIRST = 1001


def player(width, adversary, nodes, moves=True, rows=1, extra_header="", word="slide"):
    text = (f"sureline-certificate v1\nclaim player-completes-a-line\n{extra_header}width {width}\n"
            f"rows {rows}\nadversary {adversary}\n" + (f"moves {word}\n" if moves else "")
            + f"max-pieces {len(nodes)}\nnodes {len(nodes)}\nsequences 1\n")
    return text + "".join(f"{line}\n" for line in nodes) + "end\n"


def adversary(width, height, pieces, states, game="well", within="forever", word="slide"):
    bound = "height" if game == "well" else "rows"
    return (f"sureline-certificate v1\nclaim adversary-prevents-a-line\ngame {game}\n"
            f"width {width}\n{bound} {height}\nadversary {pieces}\nmoves {word}\n"
            f"within {within}\nstates {len(states)}\n" + "".join(f"{s}\n" for s in states)
            + "end\n")


# J1 at the left wall overhangs column 1 at row 2; J0 slides under it from column 2 (the hard
# drop J0@1 would rest at row 3); J2 at column 2 drops straight to row 0 and completes it.
TUCK = ["0 J1@0:0>1", "1 J0@1:0>2", "2 J2@2:0>win"]

# [rules.moves.srs] T1 at the left wall puts its nub at (1, 1); T0 at (1, 0) goes under it only
# by a turn: spawn (state 0, box at columns 0..2, row 20), down to row 2, counter-clockwise with
# test 2 (+1, 0) to state L at column 1, right, down to row 0, clockwise L -> 0 with test 3
# (-1, -1) to T0 at (1, 0). Row 0 is then (0,0) of T1 and (1..3, 0) of T0: complete.
SPIN = ["0 T1@0:0>1", "1 T0@1:0>win"]
# Width 3: I1 stands in each column by slides; with srs the I cannot spawn (its box is 4 wide).
COLUMNS = ["0 I1@0:0>1", "1 I1@1:0>2", "2 I1@2:0>win"]

CASES_LIST = [
    # (name, text, args, expected first line or None for VERIFIED)
    ("VERIFIED", player(5, "J", TUCK), "", None),
    ("VERIFIED", player(5, "J", TUCK), "--moves slide", None),
    # a drop certificate proves the slide claim: its hard drops are slides
    ("VERIFIED", player(4, "O", ["0 O0@0>1", "1 O0@2>win"], moves=False), "--moves slide", None),
    # (1, 1) .. overlaps the overhang at (1, 2): not free
    ("not-locked", player(5, "J", [TUCK[0], "1 J0@1:1>2", TUCK[2]]), "",
     "s NOT VERIFIED rule=not-locked node=1"),
    # floats at row 1 over empty cells: it could move down
    ("not-locked", player(5, "J", [TUCK[0], "1 J0@2:1>2", TUCK[2]]), "",
     "s NOT VERIFIED rule=not-locked node=1"),
    # rows 19..20: the top is row 20 or above
    ("illegal-placement", player(5, "J", [TUCK[0], "1 J0@2:19>2", TUCK[2]]), "",
     "s NOT VERIFIED rule=illegal-placement node=1"),
    # four columns: J0 (3 wide) only at columns 0 and 1, both blocked at row 2: unreachable
    ("unreachable-placement", player(4, "J", ["0 J1@0:0>1", "1 J0@1:0>win"]), "",
     "s NOT VERIFIED rule=unreachable-placement node=1"),
    # --game capped, R = 1: column 1 is 3 high, no piece goes under it
    ("cap-exceeded", player(5, "J", TUCK), "--game capped",
     "s NOT VERIFIED rule=cap-exceeded node=1"),
    # a slide certificate proves no drop claim
    ("claim-too-weak", player(5, "J", TUCK), "--moves all", "s NOT VERIFIED rule=claim-too-weak"),
    ("claim-too-weak", player(5, "J", TUCK), "--moves grid-2022",
     "s NOT VERIFIED rule=claim-too-weak"),
    # a start line in a slide certificate
    ("move-outside-set", player(5, "J", TUCK, extra_header="start O0@3\n"), "",
     "s NOT VERIFIED rule=move-outside-set"),
    # rows in a drop certificate; no row in a slide certificate; another moves word
    ("syntax", player(5, "J", TUCK, moves=False), "", "s NOT VERIFIED rule=syntax"),
    ("syntax", player(5, "J", ["0 J1@0>1", "1 J0@1>2", "2 J2@2>win"]), "",
     "s NOT VERIFIED rule=syntax"),
    ("syntax", player(5, "J", TUCK).replace("moves slide", "moves spin"), "",
     "s NOT VERIFIED rule=syntax"),
    # width 3, O only: the empty board's row has an odd run of 3 empty cells (parity)
    ("VERIFIED", adversary(3, 2, "O", []), "", None),
    ("VERIFIED", adversary(3, 2, "O", []), "--moves all", None),
    # width 4, one row, O only: O is 2 rows high, nothing fits, the player has lost
    ("VERIFIED", adversary(4, 1, "O", ["0 O"]), "", None),
    # ... and the root needs its line (row 0 has a run of 4: no parity)
    ("missing-state", adversary(4, 1, "O", []), "", "s NOT VERIFIED rule=missing-state"),
    # I0 at column 0, row 0 completes row 0
    ("adversary-fails", adversary(4, 1, "IO", ["0 I"]), "",
     "s NOT VERIFIED rule=adversary-fails"),
    # a row of 3 columns written "f" (15 >= 2^3); 16 x 9 cells > 128
    ("syntax", adversary(3, 1, "I", ["f I"]), "", "s NOT VERIFIED rule=syntax"),
    ("syntax", adversary(16, 9, "O", []), "", "s NOT VERIFIED rule=syntax"),
    # a drop adversary certificate proves nothing of slides
    ("claim-too-weak", adversary(3, 2, "O", []).replace("moves slide", "moves all"),
     "--moves slide", "s NOT VERIFIED rule=claim-too-weak"),
    # capped(3, 1), O: the empty board is terminal by parity (a run of 3), so the line of the
    # empty board (T' = R + 3 = 4 rows) is never expanded
    ("unreachable-state", adversary(3, 1, "O", ["0000 O"], game="capped"), "",
     "s NOT VERIFIED rule=unreachable-state"),
    # [rules.moves.srs] the T-spin: verified with srs, unreachable by slides
    ("VERIFIED", player(4, "T", SPIN, word="srs"), "", None),
    ("VERIFIED", player(4, "T", SPIN, word="srs"), "--moves srs", None),
    ("unreachable-placement", player(4, "T", SPIN), "",
     "s NOT VERIFIED rule=unreachable-placement node=1"),
    # an srs certificate proves only --moves srs (the walk is srs even when grid-2022 is asked)
    ("claim-too-weak", player(4, "T", SPIN, word="srs"), "--moves slide",
     "s NOT VERIFIED rule=claim-too-weak"),
    ("claim-too-weak", player(4, "T", SPIN, word="srs"), "--moves grid-2022",
     "s NOT VERIFIED rule=claim-too-weak"),
    # T0 at (0, 0) overlaps the nub (1, 1); T0 at (1, 1) floats: not locked
    ("not-locked", player(4, "T", [SPIN[0], "1 T0@0:0>win"], word="srs"), "",
     "s NOT VERIFIED rule=not-locked node=1"),
    ("not-locked", player(4, "T", [SPIN[0], "1 T0@1:1>win"], word="srs"), "",
     "s NOT VERIFIED rule=not-locked node=1"),
    # capped, R = 1: column 0 is 3 high
    ("cap-exceeded", player(4, "T", SPIN, word="srs"), "--game capped",
     "s NOT VERIFIED rule=cap-exceeded node=1"),
    # width 3: slides stand I up, srs cannot spawn it
    ("VERIFIED", player(3, "I", COLUMNS), "", None),
    ("unreachable-placement", player(3, "I", COLUMNS, word="srs"), "",
     "s NOT VERIFIED rule=unreachable-placement node=0"),
    # a drop and a slide certificate prove nothing of srs (hard drops are srs moves only when
    # every spawn fits, [rules.moves.srs.lemmas])
    ("claim-too-weak", player(3, "I", ["0 I1@0>1", "1 I1@1>2", "2 I1@2>win"], moves=False),
     "--moves srs", "s NOT VERIFIED rule=claim-too-weak"),
    ("claim-too-weak", player(3, "I", COLUMNS), "--moves srs", "s NOT VERIFIED rule=claim-too-weak"),
    # a start line in an srs certificate
    ("move-outside-set", player(4, "T", SPIN, extra_header="start O0@2\n", word="srs"), "",
     "s NOT VERIFIED rule=move-outside-set"),
    # width 3, I: no srs placement, so the adversary wins at once (block out); with slides I1
    # stands in column 0 and the walk needs that board's line
    ("VERIFIED", adversary(3, 4, "I", ["0000 I"], word="srs"), "", None),
    ("VERIFIED", adversary(3, 4, "I", ["0000 I"], word="srs"), "--moves srs", None),
    ("missing-state", adversary(3, 4, "I", ["0000 I"]), "", "s NOT VERIFIED rule=missing-state"),
    ("claim-too-weak", adversary(3, 4, "I", ["0000 I"], word="srs"), "--moves all",
     "s NOT VERIFIED rule=claim-too-weak"),
    ("claim-too-weak", adversary(3, 4, "I", ["0000 I"], word="srs"), "--moves slide",
     "s NOT VERIFIED rule=claim-too-weak"),
    ("claim-too-weak", adversary(3, 2, "O", []), "--moves srs",
     "s NOT VERIFIED rule=claim-too-weak"),
    # parity holds with srs: width 3, O only
    ("VERIFIED", adversary(3, 2, "O", [], word="srs"), "", None),
]


def main():
    write_cases(CASES_LIST, FIRST, 1100)


if __name__ == "__main__":
    main()
