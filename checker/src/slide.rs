//! [rules.moves.slide] Sliding pieces on a concrete board: the positions an orientation reaches
//! from above the board moving left, right and down, and which of them are locked. Descriptions
//! cannot slide (a hole may be filled), so only boards do. It must not know about certificates.

use crate::board::Board;
use crate::game::{top, Rules, HEIGHT};
use crate::pieces::orientation_cells;

impl Board {
    /// [rules.moves.slide] `o` at (column, row) is free: inside the walls, at or above the floor,
    /// every cell below the top empty.
    fn free(&self, rules: &Rules, o: usize, column: i8, row: i8) -> bool {
        let cells = orientation_cells(o).unwrap_or_default();
        cells.iter().all(|&(x, y)| {
            let (c, r) = (column + x as i8, row + y as i8);
            let empty = r >= top(rules) as i8 || !self.filled(c as u8, r as u8);
            (0..self.width() as i8).contains(&c) && r >= 0 && empty
        })
    }

    /// [rules.moves.slide] The positions of `o` reached from the entries (c, T) by moves left,
    /// right and down through free positions: bit r of word c, a flood over the free ones.
    pub(crate) fn slides(&self, rules: &Rules, o: usize) -> [u32; 16] {
        let rows = 0..=top(rules);
        let free = |c| {
            rows.clone()
                .filter(move |&r| self.free(rules, o, c as i8, r as i8))
        };
        let free: [u32; 16] = std::array::from_fn(|c| free(c).fold(0, |m, r| m | 1 << r));
        let mut reach = free.map(|f| f & 1 << top(rules));
        loop {
            let before = reach;
            for c in 0..16 {
                let side = reach[c.max(1) - 1] | reach[(c + 1).min(15)];
                reach[c] |= (side | reach[c] >> 1) & free[c];
            }
            if reach == before {
                return reach;
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
