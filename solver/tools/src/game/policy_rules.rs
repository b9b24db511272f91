//! The rules of an adversary certificate's game for people (spec/adversary-certificate.md), on
//! descriptions with the checker's own drops (`Description::drop`): the piece the policy gives,
//! the placements the game allows ([adv.moves]) and what each does ([adv.drop]), the terminal
//! descriptions ([adv.terminal]), one turn, and a description's text. `policy` plays games with
//! them.

use sureline_certify::error::{Error, Result};
use sureline_checker::description::{self as checker, Description, Position, Rules};
use sureline_checker::{Board, Policy, Within};
use sureline_engine::pieces::{Orientation, Piece, Placement};

use crate::words::count;

/// What an allowed placement does at a description ([adv.drop]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drop {
    /// The lowest completed goal row.
    Completes(u8),
    Continues(Description),
}

/// Why a game against the policy is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// [adv.terminal.budget] `within D` and D pieces were dropped.
    Budget(u64),
    /// [adv.terminal.dead] Every goal row holds a hole.
    Dead,
    /// [adv.terminal.parity] O is in the set and every goal row is dead or has an odd gap.
    Parity,
    /// The adversary gives this piece and it has no allowed placement: the player has lost.
    Stuck(Piece),
}

impl End {
    /// The kind, as `stats` counts it: `budget`, `dead`, `parity` or `no_placement`.
    pub fn kind(self) -> &'static str {
        match self {
            End::Budget(_) => "budget",
            End::Dead => "dead",
            End::Parity => "parity",
            End::Stuck(_) => "no_placement",
        }
    }

    /// What happened, as one sentence without its full stop.
    pub fn explain(self) -> String {
        match self {
            End::Budget(d) => format!(
                "the adversary's budget is used up: no goal row was completed within {}",
                count(d, "piece", "pieces")
            ),
            End::Dead => "every goal row has a hole, so no row can ever be completed".into(),
            End::Parity => "from here the adversary gives O forever; every goal row has a hole \
                            or an odd gap, so no O can finish it"
                .into(),
            End::Stuck(piece) => format!(
                "the adversary gives {} and no placement of it is allowed: the player is stuck",
                piece.letter()
            ),
        }
    }

    /// A short note for the last board of a picture.
    pub fn note(self) -> &'static str {
        match self {
            End::Budget(_) => "budget used up",
            End::Dead => "all goal rows dead",
            End::Parity => "odd gaps: O forever",
            End::Stuck(_) => "no placement",
        }
    }
}

/// What happens at a position: the adversary gives a piece the player can place, or the game is
/// over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    Give {
        piece: Piece,
        /// The allowed placements, in canonical placement order (at least one).
        allowed: Vec<Placement>,
    },
    Over(End),
}

/// [adv.terminal] Why the description `d`, reached after `depth` pieces, needs no piece; the
/// checks in the walk's order (budget, dead, parity).
pub fn terminal(policy: &Policy, d: &Description, depth: u64) -> Option<End> {
    let rules = &policy.rules;
    if policy.within == Within::Pieces(depth) {
        Some(End::Budget(depth))
    } else if d.all_dead(rules) {
        Some(End::Dead)
    } else if policy.adversary.contains('O') && d.o_cannot_finish(rules) {
        Some(End::Parity)
    } else {
        None
    }
}

/// The piece the policy gives at `d`, if `d` has a state line.
pub fn given(policy: &Policy, d: &Description) -> Option<Piece> {
    let line = policy.keys.binary_search(&d.key(&policy.rules)).ok()?;
    Piece::ALL.get(usize::from(policy.pieces[line])).copied()
}

/// [adv.moves] What `(orientation, column)` does at `d` when the game allows it; None when it
/// does not (outside the walls, on the cap, above the well, outside the move set).
pub fn allowed_drop(
    rules: &Rules,
    d: &Description,
    orientation: usize,
    column: u8,
) -> Option<Drop> {
    match d.drop(rules, orientation, column) {
        checker::Drop::Completes(row) => Some(Drop::Completes(row)),
        checker::Drop::Continues(next) => Some(Drop::Continues(next)),
        _ => None,
    }
}

/// [adv.moves] The allowed placements of `piece` at `d`, in canonical placement order, with
/// what each drop does.
pub fn allowed(rules: &Rules, d: &Description, piece: Piece) -> Vec<(Placement, Drop)> {
    let orientations = (0..19).filter_map(Orientation::from_index);
    orientations
        .filter(|o| o.piece() == piece)
        .flat_map(|orientation| {
            (0..rules.width).filter_map(move |column| {
                let drop = allowed_drop(rules, d, orientation.index(), column)?;
                Some((
                    Placement {
                        orientation,
                        column,
                    },
                    drop,
                ))
            })
        })
        .collect()
}

/// What happens at `d` after `depth` pieces. A non-terminal description without a state line is
/// a bug (a verified certificate lists every one the game reaches).
pub fn turn(policy: &Policy, d: &Description, depth: u64) -> Result<Turn> {
    if let Some(end) = terminal(policy, d, depth) {
        return Ok(Turn::Over(end));
    }
    let piece = given(policy, d).ok_or_else(|| {
        bug(format!(
            "no state line for {} after {}",
            text(&policy.rules, d),
            count(depth, "piece", "pieces")
        ))
    })?;
    let allowed: Vec<Placement> = allowed(&policy.rules, d, piece)
        .into_iter()
        .map(|(placement, _)| placement)
        .collect();
    Ok(if allowed.is_empty() {
        Turn::Over(End::Stuck(piece))
    } else {
        Turn::Give { piece, allowed }
    })
}

/// An impossibility for a verified certificate: a bug in sureline, reported as one.
pub(crate) fn bug(message: String) -> Error {
    Error::Bug(message)
}

/// `HEIGHTS DEAD` as a state line writes them.
pub fn text(rules: &Rules, d: &Description) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let heights: String = d.heights[..usize::from(rules.width)]
        .iter()
        .map(|&h| char::from(digits[usize::from(h)]))
        .collect();
    let dead: String = (0..rules.bound)
        .map(|y| if d.dead >> y & 1 == 1 { 'x' } else { '.' })
        .collect();
    format!("{heights} {dead}")
}

/// [rules.abstract] The description of a concrete board: capped heights and dead goal rows.
pub fn describe(board: &Board, rules: &Rules) -> Description {
    let mut d = Description::EMPTY;
    for c in 0..rules.width {
        let height = board.column_height(c);
        d.heights[usize::from(c)] = height.min(rules.bound);
        for y in 0..height.min(rules.bound) {
            if !board.filled(c, y) {
                d.dead |= 1 << y;
            }
        }
    }
    d
}
