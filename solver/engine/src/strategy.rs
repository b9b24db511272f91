//! The player's strategy as the search hands it over: the distinct non-terminal states reached from
//! the root (the empty board, or a start's position) when the strategy is followed, each with one
//! move per piece of the set.
//!
//! How the move of each (state, piece) is chosen is defined in spec/solver-model.md
//! [search.canonical]; this module only builds the reachable graph from a move chooser, in a
//! deterministic order (breadth first from the root, pieces in canonical set order).

use std::collections::HashMap;

use crate::dag::{self, Dag, DagError, Edge, Games};
use crate::model::{Drop, State};
use crate::pieces::{Piece, Placement, Problem};
use crate::start::Start;

/// A strategy: `states[0]` is the root, the position `start` reaches (the empty board without
/// one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    pub problem: Problem,
    pub start: Start,
    pub states: Vec<StrategyState>,
}

/// One reachable state and the player's answer to each piece of the set (canonical piece order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrategyState {
    pub state: State,
    pub moves: Vec<StrategyMove>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StrategyMove {
    pub placement: Placement,
    pub next: Next,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Next {
    /// The drop completes goal row `row`.
    Win { row: u8 },
    /// The game continues in `states[index]`.
    State(usize),
}

impl Strategy {
    /// Builds the strategy reachable from `root` (the position of `start`), one breadth-first
    /// level at a time:
    /// `choose_level(states)` returns, for each state, the chosen (placement, drop) of each piece
    /// of the set in canonical order, which must be a win or a continuation. The numbering does
    /// not depend on how a level is computed, so a caller may compute it in parallel.
    ///
    /// `prefer(state, piece, known)` may then replace a move by one whose child is a state
    /// already numbered (`known`), in the order the numbering goes: it runs on one thread, so the
    /// states it sees numbered do not depend on how the level was computed either.
    pub(crate) fn build_by_levels(
        problem: &Problem,
        (start, root): (&Start, State),
        mut choose_level: impl FnMut(&[State]) -> Vec<Vec<(Placement, Drop)>>,
        prefer: impl Fn(State, Piece, &dyn Fn(State) -> bool) -> Option<(Placement, Drop)>,
    ) -> Strategy {
        let mut index: HashMap<State, usize> = HashMap::new();
        let mut states = vec![StrategyState {
            state: root,
            moves: Vec::new(),
        }];
        index.insert(root, 0);
        let mut at = 0;
        while at < states.len() {
            let end = states.len();
            let level: Vec<State> = states[at..end].iter().map(|s| s.state).collect();
            let chosen = choose_level(&level);
            assert_eq!(chosen.len(), level.len());
            for (k, moves_in) in chosen.into_iter().enumerate() {
                assert_eq!(moves_in.len(), problem.pieces.len());
                let mut moves = Vec::with_capacity(moves_in.len());
                for (piece, (placement, drop)) in problem.pieces.iter().zip(moves_in) {
                    let known = |s: State| index.contains_key(&s);
                    let (placement, drop) = match drop {
                        Drop::Continue(_) => {
                            prefer(states[at + k].state, piece, &known).unwrap_or((placement, drop))
                        }
                        _ => (placement, drop),
                    };
                    let next = match drop {
                        Drop::Win { row } => Next::Win { row },
                        Drop::Continue(child) => {
                            let i = *index.entry(child).or_insert_with(|| {
                                states.push(StrategyState {
                                    state: child,
                                    moves: Vec::new(),
                                });
                                states.len() - 1
                            });
                            Next::State(i)
                        }
                        Drop::NotAllowed => {
                            panic!("the strategy chose a placement that is not allowed")
                        }
                    };
                    moves.push(StrategyMove { placement, next });
                }
                states[at + k].moves = moves;
            }
            at = end;
        }
        Strategy {
            problem: *problem,
            start: start.clone(),
            states,
        }
    }

    /// The most pieces any game following the strategy takes (its longest game).
    pub fn max_pieces(&self) -> u32 {
        let order = self.post_order();
        dag::longest(self, &order)[0].unwrap_or(0)
    }

    /// The games (adversary piece sequences) the strategy answers, counted by number of pieces
    /// (`max_pieces + 1` entries) and by completed row (`R` entries), on the abstract states: a
    /// win's row is the lowest completed row of the concrete board (spec/solver-model.md
    /// [model.sound]), so these equal the counts `sureline stats` takes on concrete boards, in
    /// one pass over the states instead of one per concrete position.
    pub fn games(&self) -> Result<Games, DagError> {
        let order = self.post_order();
        let mut games = dag::games(self, &order, self.problem.rows as usize)?;
        Ok(games.swap_remove(0).expect("the root is reached"))
    }

    /// The states reached from the root, children first. The graph is acyclic because every drop
    /// raises the total height.
    fn post_order(&self) -> Vec<usize> {
        dag::post_order(self, [0])
            .expect("a strategy is acyclic: every drop raises the total height")
    }
}

impl Dag for Strategy {
    fn node_count(&self) -> usize {
        self.states.len()
    }

    fn moves(&self, node: usize) -> impl Iterator<Item = Edge> + '_ {
        self.states[node].moves.iter().map(|m| match m.next {
            Next::Win { row } => Edge::Win { row: Some(row) },
            Next::State(i) => Edge::Node(i),
        })
    }
}
