//! A search kept from one solve to the next of the same process (a worker's split parts,
//! spec/composite.md [comp.split]): a table's facts are facts of the game whatever the root
//! ([`Search::with_start`]), so the next solve of the same problem starts from them. Only an
//! existence solve made without a checkpoint keeps or takes one, one at a time: the first
//! question's (the player's side, with [model.above] in the capped game), or the capped game's
//! adversary side's (the full move set's), which the next solve asks first whether the
//! adversary wins there. A certificate does not depend on what a table holds (its choices are
//! made by exact values), so its bytes are the same.

use sureline_engine::pieces::{Problem, TieBreak};
use sureline_engine::search::{Mode, Search};

use super::{Goal, SolveRequest};

/// The search a solve leaves for the next one of the process (see the module's text).
#[derive(Default)]
pub struct KeptSearch(Option<(Problem, TieBreak, Asked, Search)>);

/// Which question a kept search answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Asked {
    /// The solve's first question (in the well, both sides' questions: one game).
    First,
    /// The capped game's adversary side, in the full move set.
    FullMoveSet,
}

impl KeptSearch {
    /// The kept search, if `request` may take one and it was made for the request's problem and
    /// tie-break and answered `asked`; any other stays kept.
    pub(super) fn take_for(&mut self, request: &SolveRequest, asked: Asked) -> Option<Search> {
        let fits = |(p, t, a, _): &(Problem, TieBreak, Asked, Search)| {
            *p == request.problem && *t == request.tie_break && *a == asked
        };
        match keeps(request) && self.0.as_ref().is_some_and(fits) {
            true => self.0.take().map(|(_, _, _, search)| search),
            false => None,
        }
    }

    /// Leaves `search`, which answered `asked`, for the next solve, if `request` may keep one.
    pub(super) fn keep(&mut self, request: &SolveRequest, asked: Asked, search: Search) {
        if keeps(request) {
            self.0 = Some((request.problem, request.tie_break, asked, search));
        }
    }
}

/// Only an existence solve made without a checkpoint keeps or takes a search: a restored table
/// holds facts this process did not find, and an optimal solve's tables are sized otherwise.
fn keeps(request: &SolveRequest) -> bool {
    request.checkpoint.is_none() && matches!(request.goal, Goal::Decide(Mode::Existence))
}
