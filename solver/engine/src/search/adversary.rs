//! The adversary's policy (spec/solver-model.md [adversary.choice]): once the search has decided
//! that the adversary holds (forever, or during the first `D` pieces), the breadth-first walk of
//! spec/adversary-certificate.md [adv.walk], choosing at every state it expands the piece the
//! adversary gives there, by exact queries to the search.
//!
//! The choice is a pure function of the problem and the budget: it reads exact game facts only
//! (which drops win at once, which children the player can still win from), never table
//! contents, search order or thread timing. This module writes no text: the certificate is
//! sureline-certify's business, and the checker's to judge.

mod level;
mod walk;

use std::time::{Duration, Instant};

use crate::model::State;
use crate::pieces::{Piece, Problem};
use crate::start::Start;

use super::proof::{self, Question, Reporter, Searcher, UNBOUNDED};
use super::{Mode, Progress, Search, PHASE_ADVERSARY_DECIDE};
use walk::Walk;
pub(crate) use walk::WALK_CHUNK;

/// [adv.grammar] `within`: how long the adversary must stop every completion.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Within {
    /// For the whole game.
    Forever,
    /// During the first this many pieces.
    Pieces(u8),
}

impl Within {
    /// The search mode that decides it: existence for `Forever`, deepening up to `D` otherwise.
    pub(crate) fn mode(self) -> Mode {
        match self {
            Within::Forever => Mode::Existence,
            Within::Pieces(_) => Mode::Optimal,
        }
    }

    /// [adv.terminal.budget] Whether a state reached at `depth` has used the budget up.
    fn used_up(self, depth: u8) -> bool {
        self == Within::Pieces(depth)
    }

    /// The pieces the player has left from a state expanded at `depth` (the search's budget:
    /// [`UNBOUNDED`] for `Forever`).
    fn remaining(self, depth: u8) -> u8 {
        match self {
            Within::Forever => UNBOUNDED,
            Within::Pieces(d) => d - depth,
        }
    }
}

/// [adversary.choice] How the adversary picks among the pieces that refute a state. Each rule
/// breaks its ties by a piece order (a permutation of the seven pieces).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Choice {
    /// The first refuting piece in the order.
    FirstIn(PieceOrder),
    /// The refuting piece with the fewest distinct non-terminal children.
    FewestChildren(PieceOrder),
    /// The refuting piece with the fewest distinct non-terminal children that the walk has not
    /// reached before (at an earlier depth, or earlier at this depth in walk order).
    FewestNewChildren(PieceOrder),
}

/// A permutation of the seven pieces: which piece a rule prefers.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct PieceOrder([Piece; 7]);

impl PieceOrder {
    /// `O S Z I J L T`: the order of [`Choice::DEFAULT`].
    pub const OSZIJLT: PieceOrder = PieceOrder([
        Piece::O,
        Piece::S,
        Piece::Z,
        Piece::I,
        Piece::J,
        Piece::L,
        Piece::T,
    ]);

    /// The order of `letters`, a permutation of `IOTSZJL`.
    pub fn parse(letters: &str) -> Option<PieceOrder> {
        let pieces: Vec<Piece> = letters.chars().filter_map(Piece::from_letter).collect();
        let order: [Piece; 7] = pieces.try_into().ok()?;
        Piece::ALL
            .iter()
            .all(|p| order.contains(p))
            .then_some(PieceOrder(order))
    }

    /// The position of `piece` in the order.
    fn rank(self, piece: Piece) -> usize {
        self.0.iter().position(|&p| p == piece).unwrap_or(7)
    }
}

impl Choice {
    /// The rule of [adversary.choice]: the smallest certificates measured (10x5 capped: 835,767
    /// states, against 907,579 for the first refuting piece in the same order and 3,510,345 in
    /// canonical order; BENCHMARKS.md).
    pub const DEFAULT: Choice = Choice::FewestNewChildren(PieceOrder::OSZIJLT);

    /// `fewest-new-children:OSZIJLT`: the rule and its piece order (manifests, benchmarks).
    pub fn name(self) -> String {
        let rule = match self {
            Choice::FirstIn(_) => "first-in",
            Choice::FewestChildren(_) => "fewest-children",
            Choice::FewestNewChildren(_) => "fewest-new-children",
        };
        let order: String = self.order().0.iter().map(|p| p.letter()).collect();
        format!("{rule}:{order}")
    }

    fn order(self) -> PieceOrder {
        match self {
            Choice::FirstIn(order)
            | Choice::FewestChildren(order)
            | Choice::FewestNewChildren(order) => order,
        }
    }
}

/// One state the walk expands and the piece the adversary gives there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PolicyState {
    pub state: State,
    pub piece: Piece,
    /// The depth at which the walk expands it (its fewest pieces from the root).
    pub depth: u8,
}

/// The adversary's strategy handed over: every non-terminal state the walk of [adv.walk]
/// expands from the root (the empty board, or the position of `start`), in walk order, with its
/// piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Policy {
    pub problem: Problem,
    pub start: Start,
    pub within: Within,
    pub states: Vec<PolicyState>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefuteOutcome {
    /// The adversary stops every completion: its policy.
    AdversaryHolds(Policy),
    /// The player forces a completion within this many pieces (the exact value when a budget
    /// was asked, an upper bound for `Forever`).
    PlayerWins { within: u8 },
}

pub struct Refutation {
    pub outcome: RefuteOutcome,
    /// Nodes expanded by the search (all threads, extraction included).
    pub states_searched: u64,
    /// Occupied transposition-table entries at the end.
    pub table_entries: u64,
    /// Time to decide (before extraction).
    pub search_time: Duration,
    /// Time to extract the policy.
    pub extraction_time: Duration,
}

/// Decides whether the adversary holds `within`, and if so walks and chooses its policy.
pub(super) fn refute(
    search: &Search,
    within: Within,
    (choice, chunk): (Choice, Option<usize>),
    progress: &mut dyn FnMut(&Progress),
) -> Refutation {
    let start = Instant::now();
    let shared = search.shared(within.mode());
    let mut main = Searcher::new(&shared, 0);
    main.reporter = Some(Reporter::new(progress, search.began));
    let question = match within {
        Within::Forever => Question::Wins,
        Within::Pieces(most) => Question::Fewest { most },
    };
    let value = proof::decide(&mut main, question, search.threads, PHASE_ADVERSARY_DECIDE);
    let search_time = start.elapsed();
    let outcome = match value {
        Some(pieces) => RefuteOutcome::PlayerWins { within: pieces },
        None => {
            let walk = Walk {
                drops: shared.drops,
                root: (shared.start, shared.root),
                within,
                choice,
                // One thread surveys a state just before it chooses, against all reached.
                chunk: chunk.unwrap_or(if search.threads > 1 { WALK_CHUNK } else { 1 }),
            };
            RefuteOutcome::AdversaryHolds(walk.run(&mut main, search.threads))
        }
    };
    main.flush_nodes();
    Refutation {
        outcome,
        states_searched: search.states_searched(),
        table_entries: search.transposition.filled(),
        search_time,
        extraction_time: start.elapsed() - search_time,
    }
}
