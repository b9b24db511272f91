//! The lines game (spec/lines.md): survival's well with clears, and the player wins once `k` rows
//! have cleared in all (`lines k`) or one piece clears `k` at once (`at-once k`); topping out is
//! judged first. The solver explores every position (board, rows cleared so far) reachable from
//! the empty board once (`explore`), ranks each by the fewest pieces in which the player forces
//! the goal (`values`: infinite where the adversary keeps the player from it forever), and hands
//! over the player's optimal strategy or the adversary's policy, for ever or for a budget of
//! pieces (`extract`). The moves a player has are a [`MoveSet`] (`moves`): the drop, or slides
//! ([lines.slide]).
//!
//! Pure computation, like the rest of the engine: `sureline-certify` writes the certificate text
//! and the checker judges it.

mod explore;
mod extract;
pub mod moves;
mod values;

#[cfg(test)]
mod tests;

use std::time::Instant;

pub use extract::{LinesPolicy, LinesStrategy, Next, PolicyNode};
pub use moves::{shown_turn, Drop, LinesMove, MoveSet, Slide};

use crate::pieces::PieceSet;
use crate::slide::SlideMoves;
use crate::survival::Well;

/// [lines.game] The goal: rows cleared in all, or by one piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    Lines(u8),
    AtOnce(u8),
}

impl Goal {
    pub fn k(self) -> u8 {
        match self {
            Goal::Lines(k) | Goal::AtOnce(k) => k,
        }
    }

    /// The certificate's word for the goal's kind.
    pub fn word(self) -> &'static str {
        match self {
            Goal::Lines(_) => "lines",
            Goal::AtOnce(_) => "at-once",
        }
    }

    /// [lines.game] (2) The rows cleared so far after a turn that clears `cleared` rows from
    /// `count`, or `None` when the turn reaches the goal (the count plays no part in `at-once`).
    pub fn after(self, count: u8, cleared: u8) -> Option<u8> {
        match self {
            Goal::Lines(k) => Some(count.saturating_add(cleared)).filter(|&c| c < k),
            Goal::AtOnce(k) => (cleared < k).then_some(0),
        }
    }
}

/// [lines.game] [lines.slide] The player's move set: hard drops, slides, or [lines.srs] slides
/// and the Super Rotation System's turns from the spawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LinesMoves {
    #[default]
    Drop,
    Slide,
    Srs,
}

impl LinesMoves {
    /// The certificate's word (`moves slide`, `moves srs`); none for drops.
    pub fn word(self) -> Option<&'static str> {
        match self {
            LinesMoves::Drop => None,
            LinesMoves::Slide => Some("slide"),
            LinesMoves::Srs => Some("srs"),
        }
    }
}

/// A lines game: the well (rectangular), the adversary's piece set, the goal, the move set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinesProblem {
    pub well: Well,
    pub pieces: PieceSet,
    pub goal: Goal,
    pub moves: LinesMoves,
}

impl LinesProblem {
    /// `lines-6x4-IOTSZJL-at-once-2` (`...-slide`, `...-srs`): the size, the pieces, the goal
    /// and the move set, for file names.
    pub fn name(&self) -> String {
        let slide = self.moves.word().map_or(String::new(), |w| format!("-{w}"));
        format!(
            "lines-{}x{}-{}-{}-{}{slide}",
            self.well.width(),
            self.well.height(),
            self.pieces,
            self.goal.word(),
            self.goal.k()
        )
    }

    /// The problem's move set, or why the solver cannot take it (slides on more than 128 cells).
    pub fn move_set(&self) -> Result<Box<dyn MoveSet>, String> {
        Ok(match self.moves {
            LinesMoves::Drop => Box::new(Drop::new(&self.well)),
            LinesMoves::Slide => Box::new(Slide::new(&self.well, self.pieces, SlideMoves::Slide)?),
            LinesMoves::Srs => Box::new(Slide::new(&self.well, self.pieces, SlideMoves::Srs)?),
        })
    }
}

/// Where the search stops: at most this many positions, and (for tables bounded in time per
/// cell) a deadline the search checks between its steps.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    pub max_positions: usize,
    pub deadline: Option<Instant>,
}

/// Why a solve stopped without an answer: what ran out, and the positions explored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undecided {
    pub what: &'static str,
    pub positions: u64,
}

impl std::fmt::Display for Undecided {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the lines game is undecided: {} ran out after {} positions",
            self.what, self.positions
        )
    }
}

/// The game solved: the fewest pieces in which the player forces the goal from the start
/// (`None`: the adversary keeps it from the goal forever) and the figures of the search.
pub struct Solution {
    pub problem: LinesProblem,
    pub optimum: Option<u32>,
    pub positions: u64,
    pub edges: u64,
    graph: explore::Graph,
    values: Vec<u16>,
    move_set: Box<dyn MoveSet>,
}

impl Solution {
    /// [lines.player] The player's optimal strategy, when the player wins.
    pub fn strategy(&self) -> Option<LinesStrategy> {
        self.optimum?;
        Some(extract::strategy(self, self.moves()))
    }

    /// [lines.adversary] The adversary's policy: for ever (`within` None) when the player never
    /// reaches the goal, or keeping it from the goal during the first `within` pieces when
    /// `within` is below the optimum. `None` when no policy of that kind exists.
    pub fn policy(&self, within: Option<u32>) -> Option<LinesPolicy> {
        match (self.optimum, within) {
            (Some(_), None) | (_, Some(0)) => None,
            (Some(optimum), Some(d)) if d >= optimum => None,
            _ => Some(extract::policy(self, self.moves(), within)),
        }
    }

    /// The move set the solve used (its size was accepted then).
    fn moves(&self) -> &dyn MoveSet {
        self.move_set.as_ref()
    }
}

/// Solves the lines game with its move set within `bounds` (a problem whose move set the solver
/// cannot take is refused before, by [`LinesProblem::move_set`]).
pub fn solve(problem: &LinesProblem, bounds: &Bounds) -> Result<Solution, Undecided> {
    let move_set = problem.move_set().map_err(|_| Undecided {
        what: "the slide search's 128 cells",
        positions: 0,
    })?;
    let graph = explore::explore(problem, move_set.as_ref(), bounds)?;
    let values = values::rank(&graph, bounds)?;
    let optimum = Some(u32::from(values[0])).filter(|&v| v != u32::from(values::NEVER));
    Ok(Solution {
        problem: *problem,
        optimum,
        positions: graph.len() as u64,
        edges: graph.edges.len() as u64,
        graph,
        values,
        move_set,
    })
}
