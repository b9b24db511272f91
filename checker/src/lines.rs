//! [lines.game] The goals of the well with clears (spec/lines.md): `lines k` (k rows cleared in
//! all) or `at-once k` (k rows by one piece). The game, the walk and the rules are survival.rs's,
//! one general walk; this file holds the goal, what a turn does to the count, and the header lines
//! a lines certificate adds.

use crate::{parse::Lines, Failure, Within};

/// [lines.game] The goal: `k` rows cleared in all (`lines k`), or by one piece (`at-once k`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    pub at_once: bool,
    pub k: u8,
}

impl Goal {
    /// [lines.game] (2) The count after a turn that clears `cleared` rows from `count` (0 with
    /// `at-once`), or `None` when the turn reaches the goal.
    pub(crate) fn after(self, count: u8, cleared: u8) -> Option<u8> {
        let count = cleared.saturating_add(count * u8::from(!self.at_once));
        (count < self.k).then_some(count * u8::from(!self.at_once))
    }

    /// [lines.order] This goal (a player's, `player`) proves `asked`: the same kind, k at least
    /// (a player's) or at most (an adversary's) the asked one.
    pub(crate) fn proves(self, asked: Goal, player: bool) -> bool {
        self.at_once == asked.at_once && ((self.k >= asked.k) == player || self.k == asked.k)
    }
}

/// [lines.grammar] `goal` and `bound`: the goal, and the player's D or the adversary's budget.
pub(crate) fn header(lines: &mut Lines, player: bool) -> Result<(Goal, Within), Failure> {
    let line = lines.next("\"goal \"")?;
    let at_once = line.text.starts_with(b"goal a");
    let key = ["goal lines", "goal at-once"][usize::from(at_once)];
    let k = line.header(key, 1..=255)?;
    let key = ["within", "max-pieces"][usize::from(player)];
    // [lines.grammar] The adversary's `within forever`, or a number (D >= 1; the player's any).
    let line = lines.next(&format!("\"{key} \""))?;
    let bound = match !player && line.text == b"within forever" {
        true => Within::Forever,
        false => Within::Pieces(line.header(key, u64::from(!player)..=u64::MAX)?),
    };
    Ok((Goal { at_once, k }, bound))
}
