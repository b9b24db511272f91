//! [rules.moves.slide] Sliding pieces on a concrete board: the positions an orientation reaches
//! from above the board moving left, right and down, and which of them are locked. Descriptions
//! cannot slide (a hole may be filled), so only boards do. It must not know about certificates.

use crate::board::Board;
use crate::game::{top, Moves, Rules, HEIGHT};
use crate::pieces::{orientation_cells, orientation_piece, PIECE_ORDER};

/// [rules.moves.srs] A rotation state: its orientation and the orientation's offset (dx, dy) in
/// the box.
type State = (usize, i8, i8);

/// [rules.moves.srs] Per piece (canonical order): the box size n and its states 0 R 2 L.
const SRS: [(i8, [State; 4]); 7] = [
    (4, [(0, 0, 2), (1, 2, 0), (0, 0, 1), (1, 1, 0)]),
    (2, [(2, 0, 0); 4]),
    (3, [(3, 0, 1), (4, 1, 0), (5, 0, 0), (6, 0, 0)]),
    (3, [(7, 0, 1), (8, 1, 0), (7, 0, 0), (8, 0, 0)]),
    (3, [(9, 0, 1), (10, 1, 0), (9, 0, 0), (10, 0, 0)]),
    (3, [(11, 0, 1), (12, 1, 0), (13, 0, 0), (14, 0, 0)]),
    (3, [(15, 0, 1), (16, 1, 0), (17, 0, 0), (18, 0, 0)]),
];

/// [rules.moves.srs] The kick tests of the clockwise turn from state s (y up): I, then J L S T Z
/// (and O, which the first test leaves in place). A counter-clockwise turn to s negates them.
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

impl Board {
    /// [rules.moves.slide] [rules.moves.srs] `o` at (column, row) is free: inside the walls, at or
    /// above the floor, below row T + 4 (the space above the board), every cell below the top empty.
    fn free(&self, rules: &Rules, o: usize, column: i8, row: i8) -> bool {
        let (cells, t) = (orientation_cells(o).unwrap_or_default(), top(rules) as i8);
        cells.iter().all(|&(x, y)| {
            let (c, r) = (column + x as i8, row + y as i8);
            let empty = r >= t || !self.filled(c as u8, r as u8);
            (0..self.width() as i8).contains(&c) && (0..t + 4).contains(&r) && empty
        })
    }

    /// [rules.moves.slide] [rules.moves.srs] The positions of `o` reached by moves left, right and
    /// down through free positions (bit r of word c) from the entries (c, T), or with `srs` from
    /// the spawn and also by turns: one flood over each state's positions, read as `o`'s.
    pub(crate) fn slides(&self, rules: &Rules, o: usize) -> [u32; 16] {
        let letter = orientation_piece(o).unwrap_or('I');
        let piece = PIECE_ORDER.find(letter).unwrap_or(0);
        let (srs, t) = (rules.moves == Moves::Srs, top(rules) as i8);
        let turns = 2 * usize::from(srs);
        let (n, states) = if srs { SRS[piece] } else { (0, [(o, 0, 0); 4]) };
        // Free positions (a slide has state 0 only); the entries at row T, or the spawn.
        let at = |s: usize, c: i8, r: i8| {
            (srs || s == 0) && (0..16).contains(&c) && r >= 0 && self.free(rules, states[s].0, c, r)
        };
        let free: [[u32; 16]; 4] = std::array::from_fn(|s| {
            std::array::from_fn(|c| {
                (0..=t + 3 * turns as i8 / 2).fold(0, |m, r| m | u32::from(at(s, c as i8, r)) << r)
            })
        });
        let spawn = (self.width() as i8 - n).div_euclid(2) + states[0].1;
        let (mut reach, row) = ([[0; 16]; 4], if srs { t + states[0].2 } else { t });
        reach[0] = std::array::from_fn(|c| free[0][c] & u32::from(!srs || c as i8 == spawn) << row);
        loop {
            let before = reach;
            for (s, c) in (0..1 + 3 * turns / 2).flat_map(|s| (0..16).map(move |c| (s, c))) {
                let side = reach[s][c.max(1) - 1] | reach[s][(c + 1).min(15)];
                reach[s][c] |= (side | reach[s][c] >> 1) & free[s][c];
                // [rules.moves.srs] Turns, all rows of a column at once: clockwise to s + 1 (the
                // table's row s), counter-clockwise to s - 1 (row s - 1 negated); each row takes
                // its first free test. Rotating by y (mod 32) shifts rows: none is above 27.
                for &(to, sign) in &[((s + 1) % 4, 1), ((s + 3) % 4, -1)][..turns] {
                    let (dc, dr) = (states[to].1 - states[s].1, states[to].2 - states[s].2);
                    let mut rows = reach[s][c];
                    for (x, y) in KICKS[usize::from(piece != 0)][[s, to][usize::from(sign < 0)]] {
                        let (c, y) = (
                            (c as i8 + sign * x + dc) as usize,
                            (sign * y + dr).rem_euclid(32) as u32,
                        );
                        let lands = free[to].get(c).map_or(0, |f| f.rotate_right(y));
                        reach[to][c.min(15)] |= (rows & lands).rotate_left(y);
                        rows &= !lands;
                    }
                }
            }
            if reach == before {
                return (0..4)
                    .filter(|&s| states[s].0 == o)
                    .fold([0; 16], |m, s| std::array::from_fn(|c| m[c] | reach[s][c]));
            }
        }
    }

    /// [adv.slide] Every goal row holds a closed cell: empty, and reached by no path from above
    /// the board moving left, right and down through empty cells ([rules.moves.lemmas]).
    pub(crate) fn closed(&self, rules: &Rules) -> bool {
        let (full, mut open, mut dead) = (u16::MAX >> (16 - self.width()), u16::MAX, true);
        for r in (0..HEIGHT).rev() {
            let (empty, mut reached) = (!self.rows[r] & full, 0);
            while reached != (reached | reached << 1 | reached >> 1 | open) & empty {
                reached = (reached | reached << 1 | reached >> 1 | open) & empty;
            }
            (dead, open) = (
                dead && (r >= usize::from(rules.bound) || empty & !reached != 0),
                reached,
            );
        }
        dead
    }

    /// [rules.moves.slide] Free, and on the floor or on a filled cell.
    pub(crate) fn rests(&self, rules: &Rules, o: usize, column: u8, row: u8) -> bool {
        let (c, r) = (column as i8, row as i8);
        self.free(rules, o, c, r) && !self.free(rules, o, c, r - 1)
    }
}
