//! [rules.abstract] [adv.drop] [adv.terminal] A position as its description: capped column
//! heights and dead rows. What a drop fills and completes, and the terminal tests, on
//! descriptions, exact by the lemmas of spec/rules.md. It must not know about certificates,
//! lines or claims.

pub use crate::game::{Drop, Game, Moves, Position, Rules};
use crate::parse::DIGITS;

/// [rules.abstract] Capped heights (`0..=K`) of columns `0..W` and the dead rows `< K` (bit y).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Description {
    pub heights: [u8; 16],
    pub dead: u32,
}

impl Description {
    pub const EMPTY: Description = Description {
        heights: [0; 16],
        dead: 0,
    };

    /// [adv.grammar] The packed key: heights from column 0, 5 bits each, then the dead rows from
    /// row 0, one bit each; the order of keys is the byte order of the lines' `HEIGHTS DEAD`.
    /// At most 16 * 5 + 20 = 100 bits.
    pub fn key(&self, rules: &Rules) -> u128 {
        let heights = self.heights[..usize::from(rules.width)]
            .iter()
            .fold(0, |key, &h| key << 5 | u128::from(h));
        (0..rules.bound).fold(heights, |key, y| key << 1 | u128::from(self.dead >> y & 1))
    }

    /// [adv.terminal.dead] Every row `< K` holds a hole.
    pub fn all_dead(&self, rules: &Rules) -> bool {
        (0..rules.bound).all(|y| self.dead >> y & 1 == 1)
    }

    /// [adv.terminal.parity] Every row `< K` is dead or has a maximal run of odd length among the
    /// columns with `height <= y` ([rules.parity]).
    pub fn o_cannot_finish(&self, rules: &Rules) -> bool {
        // The maximal runs of columns with `height <= y` lie between the columns with `height > y`.
        let heights = &self.heights[..usize::from(rules.width)];
        (0..rules.bound).all(|y| {
            self.dead >> y & 1 == 1 || heights.split(|&h| h > y).any(|run| run.len() % 2 == 1)
        })
    }
}

impl Position for Description {
    /// The key in four words: with the node id, 20 bytes.
    type Key = [u32; 4];

    fn memo_key(&self, rules: &Rules) -> [u32; 4] {
        let key = self.key(rules);
        [
            key as u32,
            (key >> 32) as u32,
            (key >> 64) as u32,
            (key >> 96) as u32,
        ]
    }

    fn height(&self, column: u8) -> u8 {
        self.heights[usize::from(column)]
    }

    fn state_key(&self, rules: &Rules) -> u128 {
        self.key(rules)
    }

    /// `HEIGHTS DEAD`.
    fn text(&self, rules: &Rules) -> String {
        let heights = self.heights[..usize::from(rules.width)]
            .iter()
            .map(|&h| char::from(DIGITS[usize::from(h)]));
        let dead = (0..rules.bound).map(|y| if self.dead >> y & 1 == 1 { 'x' } else { '.' });
        format!(
            "{} {}",
            heights.collect::<String>(),
            dead.collect::<String>()
        )
    }

    fn terminal(&self, rules: &Rules, o: bool) -> bool {
        self.all_dead(rules) || (o && self.o_cannot_finish(rules))
    }

    /// [adv.drop] 2-3. A column's lowest piece cell opens the holes from its old height up; its
    /// new capped height is one above its highest cell. The lowest completed row is the lowest
    /// row `< K` that is not dead and lies below every column's new height.
    fn fill(&self, rules: &Rules, cells: [(u8, u8); 4]) -> Drop<Description> {
        let (mut next, k) = (*self, rules.bound);
        for &(c, y) in &cells {
            let (old, column) = (self.heights[usize::from(c)], usize::from(c));
            if cells.iter().all(|&(c2, y2)| c2 != c || y2 >= y) {
                next.dead |= (old..y.min(k)).fold(0, |bits, row| bits | 1 << row);
            }
            next.heights[column] = next.heights[column].max((y + 1).min(k));
        }
        let lowest = next.heights[..usize::from(rules.width)]
            .iter()
            .min()
            .copied()
            .unwrap_or(0);
        let completed = (0..lowest.min(k)).find(|&y| next.dead >> y & 1 == 0);
        completed.map_or(Drop::Continues(next), Drop::Completes)
    }
}
