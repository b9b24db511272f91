//! The concrete board of the engine's brute forces, written from spec/rules.md alone (never from
//! the model's code): one bit mask per row, real hard drops. Each test file keeps its own game's
//! rule of which drops are allowed; the board only drops, fills and describes.

use sureline_engine::model::State;
use sureline_engine::pieces::Placement;

/// The board's height: the 20 rows of [rules.board].
pub const ROWS: usize = 20;

/// A concrete board: one bit mask per row, bit c = column c.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub width: usize,
    pub rows: [u16; ROWS],
}

impl Board {
    pub fn new(width: usize) -> Board {
        Board {
            width,
            rows: [0; ROWS],
        }
    }

    pub fn filled(&self, c: usize, y: usize) -> bool {
        self.rows[y] >> c & 1 == 1
    }

    pub fn height(&self, c: usize) -> usize {
        (0..ROWS)
            .rev()
            .find(|&y| self.filled(c, y))
            .map_or(0, |y| y + 1)
    }

    /// [rules.drop] The row the placement's bottom comes to rest on, or `None` when it does not
    /// fit between the walls.
    pub fn landing(&self, pl: Placement) -> Option<usize> {
        let col = pl.column as usize;
        if col + pl.orientation.width() as usize > self.width {
            return None;
        }
        let y0 = pl
            .orientation
            .cells()
            .iter()
            .map(|&(x, y)| (self.height(col + x as usize) as i64 - y as i64).max(0))
            .max()
            .unwrap();
        Some(y0 as usize)
    }

    /// The board with the placement's cells filled, its bottom on row `y0`.
    pub fn place(&self, pl: Placement, y0: usize) -> Board {
        let mut next = self.clone();
        for &(x, y) in &pl.orientation.cells() {
            next.rows[y0 + y as usize] |= 1 << (pl.column as usize + x as usize);
        }
        next
    }

    /// [rules.completion] The lowest full row below `limit`.
    pub fn lowest_full_row(&self, limit: usize) -> Option<usize> {
        let full = (1u16 << self.width) - 1;
        (0..limit).find(|&y| self.rows[y] == full)
    }

    /// [rules.abstract] The description: heights capped at `k` and dead goal rows (a hole below
    /// a filled cell).
    pub fn describe(&self, k: usize) -> State {
        let heights: Vec<u8> = (0..self.width)
            .map(|c| self.height(c).min(k) as u8)
            .collect();
        let dead = (0..k)
            .filter(|&y| (0..self.width).any(|c| !self.filled(c, y) && self.height(c) > y))
            .fold(0u32, |m, y| m | 1 << y);
        State::from_parts(&heights, dead)
    }
}
