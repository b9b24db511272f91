//! Survival games (spec/survival.md): rows clear, and the player must keep every filled cell
//! below the well's height `H` forever. The solver decides who wins from the start and hands
//! over the winner's strategy (spec/solver-model.md [survival]):
//!
//! - [`solve`]: every position reachable from the start, explored once into a flat graph
//!   (`graph`), the adversary's attractor by counters (`ranks`), then the player's strategy or
//!   the adversary's policy (`extract`);
//! - [`plain::solve`]: the textbook greatest fixed point on explicit states, the baseline the
//!   benchmark runs beside it and the tests compare it with.
//!
//! Pure computation, like the rest of the engine: the certificate's text is written by
//! `sureline-certify`, and the checker judges it.

mod extract;
mod graph;
mod interner;
mod local;
mod pack;
pub mod plain;
mod problem;
mod ranks;
mod well;

#[cfg(test)]
mod tests;

pub use graph::Context;
/// The lines game (crate::lines) numbers its packed positions with the same interner.
pub(crate) use interner::Interner;
pub use problem::{Ahead, Position, Preview, Sequence, Supply, SurvivalProblem, MAX_SEQUENCE};
pub use well::{
    parse_floor, Board, Heights, Shape, Turn, Well, WellError, MAX_HEIGHT, MAX_WIDTH, MIN_WIDTH,
};

use crate::pieces::{Piece, Placement};
use graph::Graph;
use ranks::Ranks;

/// How much memory the solver's tables may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub bytes: u64,
}

/// The solver's figures while it works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// `explore` or `ranks`.
    pub phase: &'static str,
    /// Positions numbered so far.
    pub positions: u64,
    /// Positions expanded (exploring), or the rank level reached (ranking).
    pub expanded: u64,
    pub edges: u64,
    /// Bytes the tables hold.
    pub bytes: u64,
}

/// The problem is too large for the solver's tables: what ran out, and the figures reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    pub what: &'static str,
    pub positions: u64,
    pub edges: u64,
    pub bytes: u64,
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the survival game is too large for {} ({} positions, {} edges, {} MiB of tables so far)",
            self.what,
            self.positions,
            self.edges,
            self.bytes >> 20
        )
    }
}

/// [survival.strategy] The player's strategy: one node per position it reaches, numbered
/// breadth first from the roots (`positions[0 .. roots]`), each with one move per choice in slot
/// order (`moves[node * choices ..][.. choices]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurvivalStrategy {
    pub problem: SurvivalProblem,
    /// The position each node stands for.
    pub positions: Vec<Position>,
    pub moves: Vec<StrategyMove>,
}

impl SurvivalStrategy {
    pub fn nodes(&self) -> usize {
        self.positions.len()
    }

    /// The moves of node `node`, one per choice in slot order.
    pub fn moves_of(&self, node: usize) -> &[StrategyMove] {
        let k = self.problem.choices();
        &self.moves[node * k..(node + 1) * k]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrategyMove {
    pub placement: Placement,
    /// The node of the position the placement leads to.
    pub next: u32,
}

/// [survival.choice] The adversary's policy as the graph of [surv.adversary]: one node per
/// position its walk from the start reaches, numbered breadth first from node 0 (the start), each
/// with the piece to place there and, for every placement of it that fits between the walls in
/// canonical order, where the game goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurvivalPolicy {
    pub problem: SurvivalProblem,
    /// The most pieces a game against the policy lasts (the player tops out at the last).
    pub within: u32,
    pub nodes: Vec<PolicyNode>,
    /// The fields of every node, node after node.
    pub fields: Vec<Field>,
}

impl SurvivalPolicy {
    /// The fields of node `node`, one per placement of its piece.
    pub fn fields_of(&self, node: usize) -> &[Field] {
        let start = self.nodes[node].fields_start as usize;
        let end = self
            .nodes
            .get(node + 1)
            .map_or(self.fields.len(), |n| n.fields_start as usize);
        &self.fields[start..end]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PolicyNode {
    /// The piece the player places here: the one the adversary gives (with preview: committed
    /// one turn earlier; with a sequence: the sequence's).
    pub piece: Piece,
    /// The most pieces the game still lasts from here against the policy.
    pub length: u32,
    /// Where the node's fields start in [`SurvivalPolicy::fields`].
    pub fields_start: u32,
}

/// Where a placement leads against the policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The placement tops out: the game ends.
    TopsOut,
    /// The game goes on at this node.
    Node(u32),
}

/// Who wins from the start, with the winner's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The player survives forever.
    Survives(SurvivalStrategy),
    /// The adversary ends every game.
    Falls(SurvivalPolicy),
}

/// The outcome and what the solve took.
#[derive(Clone, Debug)]
pub struct Solution {
    pub outcome: Outcome,
    pub figures: Figures,
}

/// What a solve took.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    /// How the outcome was decided: the local search alone, or the whole graph.
    pub method: Method,
    /// Positions reachable from the start (the whole graph), or those the local search met
    /// when it decided alone.
    pub positions: u64,
    /// Positions the local search met before the whole graph was explored (0 without it).
    pub explored: u64,
    /// Distinct (position, choice, next position) edges of the whole graph (0 without it).
    pub edges: u64,
    /// Positions of the player's winning region in the whole graph (0 without it).
    pub surviving: u64,
    /// The highest rank: the longest the adversary needs from any position that falls.
    pub deepest: u32,
    /// Bytes of the key of one position.
    pub key_bytes: u32,
}

/// How the solver looks for the winner ([survival.solve]); both hand over the same strategy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Method {
    /// The whole reachable graph, then the attractor.
    #[default]
    Graph,
    /// The local search first; the whole graph only when the player falls (the adversary's
    /// ranks need it).
    Local,
}

/// Decides `problem` from the start within `budget` and hands over the winner's side.
pub fn solve(
    problem: &SurvivalProblem,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    solve_with(problem, Method::Local, budget, progress)
}

/// [`solve`] by the method given.
pub fn solve_with(
    problem: &SurvivalProblem,
    method: Method,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    match pack::words_for(problem) {
        1 => solve_in::<1>(problem, method, budget, progress),
        2 => solve_in::<2>(problem, method, budget, progress),
        3 => solve_in::<3>(problem, method, budget, progress),
        4 => solve_in::<4>(problem, method, budget, progress),
        5 => solve_in::<5>(problem, method, budget, progress),
        _ => solve_in::<{ pack::MAX_WORDS }>(problem, method, budget, progress),
    }
}

fn solve_in<const N: usize>(
    problem: &SurvivalProblem,
    method: Method,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    let context = Context::new(problem);
    let mut explored = 0;
    if method == Method::Local {
        let (local, positions) = local::solve::<N>(&context, budget, progress)?;
        explored = positions;
        if let local::Local::Survives(strategy) = local {
            let figures = Figures {
                method: Method::Local,
                positions,
                explored,
                key_bytes: (N * 8) as u32,
                ..Figures::default()
            };
            return Ok(Solution {
                outcome: Outcome::Survives(strategy),
                figures,
            });
        }
    }
    let mut graph = Graph::<N>::explore(&context, budget, progress)?;
    let edges = graph.edge_count() as u64;
    let ranks = Ranks::compute(&mut graph, budget, progress)?;
    let roots = graph.roots;
    let survives = (0..roots as u32).all(|r| ranks.survives(r));
    let outcome = if survives {
        Outcome::Survives(extract::strategy(&context, &graph.positions, roots, &ranks))
    } else {
        Outcome::Falls(extract::policy(&context, &graph.positions, roots, &ranks))
    };
    let figures = Figures {
        method: Method::Graph,
        positions: graph.len() as u64,
        explored,
        edges,
        surviving: ranks.surviving(),
        deepest: ranks.deepest,
        key_bytes: (N * 8) as u32,
    };
    Ok(Solution { outcome, figures })
}
