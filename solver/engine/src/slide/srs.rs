//! [rules.moves.srs] The srs move set on packed boards: the positions a piece reaches from the
//! guideline spawn by slides and the Super Rotation System's turns with their wall kicks. The
//! slide search plays it through [`SlideGame::placements`], which reads the reach found here
//! instead of the slide flood; everything else (locking, the cap, the top) is the slide game's.

use super::board::{SlideGame, SlideMoves};
use crate::pieces::Piece;

/// [rules.moves.srs] A rotation state: (orientation index, dx, dy), the orientation's offset in
/// the box.
type State = (u8, i8, i8);

/// [rules.moves.srs] Per piece in canonical order: the box size n and the states 0 R 2 L.
const STATES: [(i8, [State; 4]); 7] = [
    (4, [(0, 0, 2), (1, 2, 0), (0, 0, 1), (1, 1, 0)]),
    (2, [(2, 0, 0); 4]),
    (3, [(3, 0, 1), (4, 1, 0), (5, 0, 0), (6, 0, 0)]),
    (3, [(7, 0, 1), (8, 1, 0), (7, 0, 0), (8, 0, 0)]),
    (3, [(9, 0, 1), (10, 1, 0), (9, 0, 0), (10, 0, 0)]),
    (3, [(11, 0, 1), (12, 1, 0), (13, 0, 0), (14, 0, 0)]),
    (3, [(15, 0, 1), (16, 1, 0), (17, 0, 0), (18, 0, 0)]),
];

/// [rules.moves.srs] The five tests of the clockwise turn from each state (y up), for I and for
/// J L S T Z (and O, whose first test leaves it in place); a counter-clockwise turn into state s
/// tries the tests of the clockwise turn out of it negated, in the same order.
const KICKS: [[[(i8, i8); 5]; 4]; 2] = [
    [
        [(0, 0), (-2, 0), (1, 0), (-2, -1), (1, 2)],
        [(0, 0), (-1, 0), (2, 0), (-1, 2), (2, -1)],
        [(0, 0), (2, 0), (-1, 0), (2, 1), (-1, -2)],
        [(0, 0), (1, 0), (-2, 0), (1, -2), (-2, 1)],
    ],
    [
        [(0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)],
        [(0, 0), (1, 0), (1, -1), (0, 2), (1, 2)],
        [(0, 0), (1, 0), (1, 1), (0, -2), (1, -2)],
        [(0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)],
    ],
];

impl SlideGame {
    /// [rules.moves.srs] The top the search uses: H in the well; in the capped game (T = 20) the
    /// rows T' + 3 = R + 6 give the same placements (spec/solver-model.md [slide.srs]): every
    /// position above T' is free and reached, and a position below T' is entered only from
    /// boxes at rows <= T' + 1, whose kick tests stay below T' + 7.
    fn srs_top(&self) -> u8 {
        match self.kind {
            super::SlideKind::Well => self.bound,
            super::SlideKind::Capped => (self.state_rows() + 3).min(20),
        }
    }

    /// [rules.moves.srs] The positions `piece` reaches on the board's `rows` (row r of the board,
    /// 0 at and above its top), by orientation index: bit r of word c when the orientation's
    /// lowest-leftmost cell reaches (c, r). A search over (state, column, row) from the spawn.
    pub(crate) fn srs_reach(&self, rows: &[u16; 32], piece: Piece) -> [[u32; 16]; 19] {
        let (n, states) = STATES[piece.index()];
        let kicks = &KICKS[usize::from(piece != Piece::I)];
        let (t, w) = (i32::from(self.srs_top()), i32::from(self.width));
        // Each state's free positions: bit r of word c (rows 0 .. T + 4, the space above T).
        let mut free = [[0u32; 16]; 4];
        for (s, &(o, _, _)) in states.iter().enumerate() {
            let o = crate::pieces::Orientation::from_index(usize::from(o)).expect("an index");
            let (cells, ow, oh) = (o.cells(), i32::from(o.width()), i32::from(o.height()));
            for c in 0..=(w - ow).max(-1) {
                free[s][c as usize] = (0..=t + 4 - oh)
                    .filter(|&r| {
                        cells.iter().all(|&(x, y)| {
                            let row = rows[(r + i32::from(y)) as usize];
                            row >> (c + i32::from(x)) & 1 == 0
                        })
                    })
                    .fold(0, |m, r| m | 1 << r);
            }
        }
        let mut reach = [[0u32; 16]; 4];
        let spawn = (w - i32::from(n)).div_euclid(2) + i32::from(states[0].1);
        let spawn_row = t + i32::from(states[0].2);
        match usize::try_from(spawn) {
            Ok(c) if c < 16 && free[0][c] >> spawn_row & 1 == 1 => reach[0][c] = 1 << spawn_row,
            _ => return [[0; 16]; 19], // [rules.moves.srs] a block out: nothing is reached
        }
        // A flood on bit sets of rows, to a fixed point: moves left, right and down in each state,
        // then each turn for all rows of a column at once (a row takes the first free test).
        let columns = usize::from(self.width);
        loop {
            let before = reach;
            for s in 0..4 {
                loop {
                    let last = reach[s];
                    for c in 0..columns {
                        let left = if c > 0 { reach[s][c - 1] } else { 0 };
                        let right = if c + 1 < columns { reach[s][c + 1] } else { 0 };
                        reach[s][c] |= (left | right | reach[s][c] >> 1) & free[s][c];
                    }
                    if reach[s] == last {
                        break;
                    }
                }
                for c in 0..columns {
                    for (to, sign) in [((s + 1) % 4, 1), ((s + 3) % 4, -1)] {
                        let table = kicks[if sign > 0 { s } else { to }];
                        let dc = i32::from(states[to].1 - states[s].1);
                        let dr = i32::from(states[to].2 - states[s].2);
                        let mut left = reach[s][c];
                        for (x, y) in table {
                            let (c2, dy) = (
                                c as i32 + sign * i32::from(x) + dc,
                                sign * i32::from(y) + dr,
                            );
                            let Some(&target) =
                                usize::try_from(c2).ok().and_then(|c2| free[to].get(c2))
                            else {
                                continue;
                            };
                            // Bit r: the test from row r lands on a free row r + dy.
                            let lands = if dy >= 0 { target >> dy } else { target << -dy };
                            let hit = left & lands;
                            reach[to][c2 as usize] |= if dy >= 0 { hit << dy } else { hit >> -dy };
                            left &= !lands;
                        }
                    }
                }
            }
            if reach == before {
                break;
            }
        }
        let mut by_orientation = [[0u32; 16]; 19];
        for (s, &(o, _, _)) in states.iter().enumerate() {
            for c in 0..16 {
                by_orientation[usize::from(o)][c] |= reach[s][c];
            }
        }
        by_orientation
    }
}

impl SlideGame {
    /// The game with these moves.
    pub fn with_moves(mut self, moves: SlideMoves) -> Self {
        self.moves = moves;
        self
    }
}
