//! A start (spec/composite.md [comp.start]): placements dropped in order on the empty board, so
//! that a game can be asked from the position they reach. A problem too large for one search
//! splits into parts that each start a few moves in; every question of the search (the player's,
//! the adversary's, the bounds) is then asked of the start position instead of the empty board.
//!
//! The start position is computed once, with the same drop the search uses, so that the
//! search, the strategy and the policy can never disagree on where the game begins. A start the
//! game does not allow is refused with a typed [`StartError`]: the checker would refuse its
//! certificate (`illegal-start`), and a search from a position no game reaches proves nothing.

use std::fmt;
use std::str::FromStr;

use crate::model::{drop, Above, Drop, DropTables, State};
use crate::pieces::{Placement, Problem, TieBreak};

/// The placements of a start, in the order they are dropped (empty: the empty board).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Start {
    placements: Vec<Placement>,
}

impl Start {
    /// The empty board: no placement.
    pub fn empty() -> Start {
        Start::default()
    }

    pub fn new(placements: Vec<Placement>) -> Start {
        Start { placements }
    }

    pub fn placements(&self) -> &[Placement] {
        &self.placements
    }

    pub fn is_empty(&self) -> bool {
        self.placements.is_empty()
    }

    /// This start followed by one more placement: the start of a part one move deeper.
    pub fn then(&self, placement: Placement) -> Start {
        let mut placements = self.placements.clone();
        placements.push(placement);
        Start { placements }
    }

    /// The placements joined by `separator`: `T0@3 I1@0` on the certificate's start line,
    /// `T0@3,I1@0` on a command line, in a verdict and in a manifest.
    pub fn joined(&self, separator: &str) -> String {
        let texts: Vec<String> = self.placements.iter().map(|p| p.to_string()).collect();
        texts.join(separator)
    }
}

impl FromStr for Start {
    type Err = String;

    /// `T0@3,I1@0`: one or more placements separated by commas.
    fn from_str(text: &str) -> Result<Start, String> {
        let placements = text
            .split(',')
            .map(Placement::from_str)
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Start { placements })
    }
}

/// Why a start cannot be played: the 1-based `index` of the first placement at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The placement's piece is not in the adversary's set P.
    OutsideSet { index: usize, placement: Placement },
    /// The game does not allow the placement on the position the start has reached (outside
    /// the board or the move set, on a column already R high, above the well).
    NotAllowed { index: usize, placement: Placement },
    /// The capped game allows the placement, but the player's strategies keep [model.above]
    /// (it could complete a row above the goal rows first), so no player certificate from it
    /// could be written.
    AboveGoalRows { index: usize, placement: Placement },
    /// The placement completes a row: the game would already be over.
    CompletesRow {
        index: usize,
        placement: Placement,
        row: u8,
    },
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::OutsideSet { index, placement } => write!(
                f,
                "start placement {index} ({placement}): piece {} is not in the adversary's piece set",
                placement.piece().letter()
            ),
            StartError::NotAllowed { index, placement } => write!(
                f,
                "start placement {index} ({placement}): the game does not allow it there"
            ),
            StartError::AboveGoalRows { index, placement } => write!(
                f,
                "start placement {index} ({placement}): it sticks out above the goal rows while \
                 every other column is full, which a player certificate may not do"
            ),
            StartError::CompletesRow {
                index,
                placement,
                row,
            } => write!(
                f,
                "start placement {index} ({placement}): it completes row {row}, which ends the game"
            ),
        }
    }
}

impl std::error::Error for StartError {}

/// The start position by `drops`, the search's own drop tables (so with their [model.above]).
pub(crate) fn root(drops: &DropTables, start: &Start) -> Result<State, StartError> {
    let problem = &drops.problem;
    let mut state = State::empty();
    for (i, &placement) in start.placements.iter().enumerate() {
        let index = i + 1;
        if !problem.pieces.contains(placement.piece()) {
            return Err(StartError::OutsideSet { index, placement });
        }
        let info = drops.by_piece[placement.piece().index()]
            .iter()
            .find(|info| info.placement == placement);
        let dropped = info.map_or(Drop::NotAllowed, |info| drops.drop(state.0, info));
        state = match dropped {
            Drop::Continue(next) => next,
            Drop::Win { row } => {
                return Err(StartError::CompletesRow {
                    index,
                    placement,
                    row,
                })
            }
            Drop::NotAllowed if drops.restrict_above => {
                // Refused by [model.above] alone, or by the game itself?
                match drop(problem, Above::Free, state, placement) {
                    Drop::Continue(_) => {
                        return Err(StartError::AboveGoalRows { index, placement })
                    }
                    _ => return Err(StartError::NotAllowed { index, placement }),
                }
            }
            Drop::NotAllowed => return Err(StartError::NotAllowed { index, placement }),
        };
    }
    Ok(state)
}

/// The start position of `problem` with [model.above] as `above` says, as a search of that game
/// computes it (the tie-break does not change a drop).
pub fn position(problem: &Problem, above: Above, start: &Start) -> Result<State, StartError> {
    root(&DropTables::new(problem, TieBreak::Canonical, above), start)
}

#[cfg(test)]
mod tests;
