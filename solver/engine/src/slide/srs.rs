//! [rules.moves.srs] The srs move set on packed boards: the positions a piece reaches from the
//! guideline spawn by slides and the Super Rotation System's turns with their wall kicks. The
//! slide search plays it through [`SlideGame::placements`], which reads the reach found here
//! instead of the slide flood; everything else (locking, the cap, the top) is the slide game's.

use super::board::SlideGame;
use crate::pieces::Piece;

/// Which moves a slide game's pieces make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlideMoves {
    /// [rules.moves.slide] Left, right and down from the entries above the board.
    Slide,
    /// [rules.moves.srs] Slides and quarter turns with kicks, from the spawn.
    Srs,
}

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

/// The most srs positions of one piece: 4 states, 16 columns, 24 rows.
const MOST: usize = 4 * 16 * 24;

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
        let is_free = |s: usize, c: i32, r: i32| {
            (0..16).contains(&c) && (0..32).contains(&r) && free[s][c as usize] >> r & 1 == 1
        };
        let mut reach = [[0u32; 16]; 4];
        let mut stack = [(0u8, 0i8, 0i8); MOST];
        let mut len = 0;
        let spawn = (w - i32::from(n)).div_euclid(2) + i32::from(states[0].1);
        let spawn_row = t + i32::from(states[0].2);
        if is_free(0, spawn, spawn_row) {
            reach[0][spawn as usize] |= 1 << spawn_row;
            stack[0] = (0, spawn as i8, spawn_row as i8);
            len = 1;
        }
        while len > 0 {
            len -= 1;
            let (s, c, r) = stack[len];
            let (s, c, r) = (usize::from(s), i32::from(c), i32::from(r));
            let mut next = [
                (s, c - 1, r),
                (s, c + 1, r),
                (s, c, r - 1),
                (4, 0, 0),
                (4, 0, 0),
            ];
            for (k, (to, sign)) in [((s + 1) % 4, 1), ((s + 3) % 4, -1)]
                .into_iter()
                .enumerate()
            {
                let table = kicks[if sign > 0 { s } else { to }];
                let dc = i32::from(states[to].1 - states[s].1);
                let dr = i32::from(states[to].2 - states[s].2);
                let tests = table
                    .map(|(x, y)| (c + sign * i32::from(x) + dc, r + sign * i32::from(y) + dr));
                if let Some(&(c, r)) = tests.iter().find(|&&(c, r)| is_free(to, c, r)) {
                    next[3 + k] = (to, c, r);
                }
            }
            for (s, c, r) in next {
                if s < 4 && is_free(s, c, r) && reach[s][c as usize] >> r & 1 == 0 {
                    reach[s][c as usize] |= 1 << r;
                    stack[len] = (s as u8, c as i8, r as i8);
                    len += 1;
                }
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
