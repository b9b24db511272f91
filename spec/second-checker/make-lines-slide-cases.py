#!/usr/bin/env python3
"""Writes the hand-made cases of the lines game with sliding pieces into cases/ ([lines.slide],
[lines.slide.grammar]), numbered from 1101, and their lines of cases/expected-first-lines.txt
(rerunning it rewrites the same files and lines). Each expected outcome is derived by hand from
spec/lines.md: the comment beside each case says why.
"""
from case_files import write_cases

FIRST, LAST = 1101, 1200


def cert(player, width, height, goal, pieces, bound, nodes, moves="moves slide\n"):
    claim = "player-reaches-the-goal" if player else "adversary-stops-the-goal"
    return (f"sureline-certificate v1\nclaim {claim}\ngame lines\nwidth {width}\n"
            f"height {height}\nfloor {'0' * width}\nadversary {pieces}\npreview 0\n{moves}"
            f"goal {goal}\n{bound}\nnodes {len(nodes)}\n"
            + "".join(f"{line}\n" for line in nodes) + "end\n")


def j_player(node_1):
    """W = 4, H = 4, J only: J1@0:0 fills column 0 up to row 2 and the cell (1, 2), an overhang
    over (1, 0) and (1, 1). J3@1:0 (cells (1,0) (2,0) (2,1) (2,2)) reaches it down column 2 and
    one step left; J0@1:0 (cells (1,0) (2,0) (3,0) (1,1)) is locked there but unreachable: its
    cell (1, 1) would come from (1, 2), filled, or from column 0, filled."""
    return cert(True, 4, 4, "lines 1", "J", "max-pieces 2", ["0 J1@0:0>1", f"1 {node_1}"])


def o_adversary(fields, height=2, goal="at-once 2", bound="within 1", width=4):
    """The empty board: an O has one allowed slide per column, on the floor."""
    return cert(False, width, height, goal, "O", bound, [f"0 O {fields}"])


ALL_O = "O0@0:0>x O0@1:0>x O0@2:0>x"
DOUBLE = ["0 O0@0:0>1", "1 O0@2:0>win"]

CASES_LIST = [
    # two Os side by side clear two rows at once, each slid to row 0
    ("VERIFIED", cert(True, 4, 2, "at-once 2", "O", "max-pieces 2", DOUBLE), "", None),
    ("VERIFIED", cert(True, 4, 2, "at-once 2", "O", "max-pieces 2", DOUBLE), "--moves slide",
     None),
    # a slide strategy is not one of drops
    ("claim-too-weak", cert(True, 4, 2, "at-once 2", "O", "max-pieces 2", DOUBLE),
     "--moves drop", "s NOT VERIFIED rule=claim-too-weak"),
    # a drop strategy is one of slides (drop within slide)
    ("VERIFIED", cert(True, 4, 2, "at-once 2", "O", "max-pieces 2",
                      ["0 O0@0>1", "1 O0@2>win"], moves=""), "--moves slide", None),
    # the adversary's O on the empty board: its three slides, one piece the budget
    ("VERIFIED", o_adversary(ALL_O), "", None),
    ("VERIFIED", o_adversary(ALL_O), "--moves drop", None),
    ("claim-too-weak", o_adversary(ALL_O), "--moves srs", "s NOT VERIFIED rule=claim-too-weak"),
    # the tuck is allowed; node 2's J1@2:3 stands on column 2 (3 high) and tops out
    ("tops-out", cert(True, 4, 4, "lines 1", "J", "max-pieces 3",
                      ["0 J1@0:0>1", "1 J3@1:0>2", "2 J1@2:3>win"]),
     "", "s NOT VERIFIED rule=tops-out node=2"),
    ("unreachable-placement", j_player("J0@1:0>win"), "",
     "s NOT VERIFIED rule=unreachable-placement node=1"),
    # one row above the tuck: free, but it can move down
    ("not-locked", j_player("J3@1:1>win"), "", "s NOT VERIFIED rule=not-locked node=1"),
    # inside filled cells
    ("not-locked", j_player("J1@0:0>win"), "", "s NOT VERIFIED rule=not-locked node=1"),
    # a row far above the well: free, not resting on anything
    ("not-locked", j_player("J1@0:300>win"), "", "s NOT VERIFIED rule=not-locked node=1"),
    ("illegal-placement", j_player("J0@2:0>win"), "",
     "s NOT VERIFIED rule=illegal-placement node=1"),
    # on column 0 (3 high) J1 reaches row 5 and clears nothing
    ("tops-out", j_player("J1@0:3>win"), "", "s NOT VERIFIED rule=tops-out node=1"),
    # the tuck clears nothing: `win` is wrong
    ("goal-mismatch", j_player("J3@1:0>win"), "", "s NOT VERIFIED rule=goal-mismatch node=1"),
    # [surv.player] a slot takes any orientation; another piece's is wrong-piece
    ("wrong-piece", j_player("O0@1:0>win"), "", "s NOT VERIFIED rule=wrong-piece node=1"),
    ("syntax", j_player("J9@1:0>win"), "", "s NOT VERIFIED rule=syntax"),
    ("syntax", j_player("J3@1>win"), "", "s NOT VERIFIED rule=syntax"),
    ("syntax", j_player("J3@1:0>win").replace("moves slide\n", ""), "",
     "s NOT VERIFIED rule=syntax"),
    # [lines.srs] srs needs 4 columns: on 3 the moves line is `moves slide` only
    ("syntax", o_adversary("O0@0:0>x O0@1:0>x", width=3).replace("moves slide", "moves srs"),
     "", "s NOT VERIFIED rule=syntax"),
    # [lines.srs] the O spawns at columns 1..2 and slides to each column: the same three fields
    ("VERIFIED", o_adversary(ALL_O).replace("moves slide", "moves srs"), "--moves srs", None),
    ("claim-too-weak", o_adversary(ALL_O).replace("moves slide", "moves srs"), "--moves drop",
     "s NOT VERIFIED rule=claim-too-weak"),
    ("VERIFIED", cert(True, 4, 2, "at-once 2", "O", "max-pieces 2", DOUBLE,
                      moves="moves srs\n"), "", None),
    # [lines.srs] the J spawns flat at columns 0..2 (box at 0): J3@1:0 under the overhang is
    # reached by turns as well; the tuck still completes no row
    ("goal-mismatch", j_player("J3@1:0>win").replace("moves slide", "moves srs"), "",
     "s NOT VERIFIED rule=goal-mismatch node=1"),
    # the adversary's fields: one left out, out of order, one too many
    ("unanswered-placement", o_adversary("O0@0:0>x O0@2:0>x"), "",
     "s NOT VERIFIED rule=unanswered-placement node=0"),
    ("unanswered-placement", o_adversary("O0@0:0>x O0@2:0>x O0@1:0>x"), "",
     "s NOT VERIFIED rule=unanswered-placement node=0"),
    ("unanswered-placement", o_adversary(ALL_O + " O0@2:0>x"), "",
     "s NOT VERIFIED rule=unanswered-placement node=0"),
    ("not-locked", o_adversary("O0@0:1>x O0@1:0>x O0@2:0>x"), "",
     "s NOT VERIFIED rule=not-locked node=0"),
    ("illegal-placement", o_adversary("O0@0:0>x O0@1:0>x O0@3:0>x"), "",
     "s NOT VERIFIED rule=illegal-placement node=0"),
    # in a 1-row well every O tops out, so every field is x
    ("top-out-mismatch", o_adversary("O0@0:0>0 O0@1:0>x O0@2:0>x", 1, bound="within forever"),
     "", "s NOT VERIFIED rule=top-out-mismatch node=0"),
    # 2 columns: one O clears two rows
    ("goal-reached", o_adversary("O0@0:0>x", width=2), "",
     "s NOT VERIFIED rule=goal-reached node=0"),
    # a line without fields; more than floor((2 + 2) / 2) * 3 = 6 fields; a J field on an O line
    ("syntax", o_adversary("").replace("0 O \n", "0 O\n"), "", "s NOT VERIFIED rule=syntax"),
    ("syntax", o_adversary(" ".join(["O0@0:0>x"] * 7)), "", "s NOT VERIFIED rule=syntax"),
    ("syntax", o_adversary("J0@0:0>x"), "", "s NOT VERIFIED rule=syntax"),
    # [lines.slide.grammar] Limit: 1 node times m = 6 fields is more than 4 x 1 position
    ("limit", o_adversary(ALL_O), "", "s NOT VERIFIED rule=limit", "1000000,100,1"),
    ("VERIFIED", o_adversary(ALL_O), "", None, "1000000,100,2"),
]


def main():
    write_cases(CASES_LIST, FIRST, LAST)


if __name__ == "__main__":
    main()
