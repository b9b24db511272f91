//! [rules.abstract] [adv.drop] [adv.terminal] A position of the well or the capped game as its
//! description: capped column heights and dead goal rows. The drop, the completed goal rows and
//! the terminal tests on descriptions, exact by the lemmas of spec/rules.md. It must not know
//! about certificates, lines or claims.

use crate::pieces::{orientation_cells, orientation_size};

/// [rules.games] The two games an adversary certificate is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Capped,
    Well,
}

/// [adv.moves] The player's move sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moves {
    All,
    Grid2022,
}

/// [adv.moves] The smallest column of each orientation with `moves grid-2022`, by canonical index:
/// 1 for T0 J0 L0, 2 for T3 J3 L3.
const GRID_2022_OFFSET: [u8; 19] = [0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 2, 1, 0, 0, 2];

/// [adv.moves] Whether `moves grid-2022` allows `orientation` at `column`.
pub fn grid_2022_allows(orientation: usize, column: u64) -> bool {
    GRID_2022_OFFSET.get(orientation).is_some_and(|&offset| column >= u64::from(offset))
}

/// The rules of one game: which placements are allowed, which rows count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub game: Game,
    pub width: u8,
    /// K: the goal rows R of the capped game, the height H of the well.
    pub bound: u8,
    pub moves: Moves,
}

/// [rules.abstract] Capped heights (`0..=K`) of columns `0..W` and the dead goal rows (bit y).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Description {
    pub heights: [u8; 16],
    pub dead: u32,
}

/// What an allowed drop does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drop {
    /// The lowest completed goal row.
    Completes(u8),
    Continues(Description),
}

impl Description {
    pub const EMPTY: Description = Description { heights: [0; 16], dead: 0 };

    /// [adv.grammar] The packed key: heights from column 0, 5 bits each, then the dead rows from
    /// row 0, one bit each; the order of keys is the byte order of the lines' `HEIGHTS DEAD`.
    pub fn key(&self, rules: &Rules) -> u128 {
        let heights = self.heights[..usize::from(rules.width)].iter().fold(0, |key, &h| key << 5 | u128::from(h));
        (0..rules.bound).fold(heights, |key, y| key << 1 | u128::from(self.dead >> y & 1))
    }

    /// [adv.drop] The drop of `(orientation, column)`, or None when the game does not allow it
    /// ([adv.moves]).
    pub fn drop(&self, rules: &Rules, orientation: usize, column: u8) -> Option<Drop> {
        let ((width, height), cells) = (orientation_size(orientation)?, orientation_cells(orientation)?);
        let grid = rules.moves == Moves::Grid2022 && !grid_2022_allows(orientation, u64::from(column));
        (!grid && usize::from(column) + usize::from(width) <= usize::from(rules.width)).then_some(())?; // the width
        let (h, mut next) = (|x: u8| self.heights[usize::from(column + x)], *self);
        let capped = rules.game == Game::Capped && cells.iter().any(|&(x, _)| h(x) >= rules.bound);
        let y0 = cells.iter().map(|&(x, y)| h(x).saturating_sub(y)).max()?;
        (!(capped || (rules.game == Game::Well && y0 + height > rules.bound))).then_some(())?; // the game
        for x in 0..width {
            let (lo, hi) = cells.iter().filter(|c| c.0 == x).fold((3, 0), |(lo, hi), c| (lo.min(c.1), hi.max(c.1)));
            next.dead |= (h(x)..y0 + lo).filter(|&y| y < rules.bound).fold(0, |bits, y| bits | 1 << y);
            next.heights[usize::from(column + x)] = (y0 + hi + 1).min(rules.bound);
        }
        // [adv.drop] 3. The lowest goal row that is not dead and is below every column's height.
        let lowest = next.heights[..usize::from(rules.width)].iter().min().copied().unwrap_or(0);
        let completed = (0..lowest.min(rules.bound)).find(|&y| next.dead >> y & 1 == 0);
        Some(completed.map_or(Drop::Continues(next), Drop::Completes))
    }

    /// [adv.terminal.dead] Every goal row holds a hole.
    pub fn all_dead(&self, rules: &Rules) -> bool {
        (0..rules.bound).all(|y| self.dead >> y & 1 == 1)
    }

    /// [adv.terminal.parity] Every goal row is dead or has a maximal run of odd length among the
    /// columns with `height <= y` ([rules.parity]).
    pub fn o_cannot_finish(&self, rules: &Rules) -> bool {
        // The maximal runs of columns with `height <= y` lie between the columns with `height > y`.
        let heights = &self.heights[..usize::from(rules.width)];
        (0..rules.bound).all(|y| self.dead >> y & 1 == 1 || heights.split(|&h| h > y).any(|run| run.len() % 2 == 1))
    }
}
