//! Survival games (spec/survival.md): rows clear, and the player must keep every filled cell
//! below the well's height `H` forever. The solver decides who wins from the start and hands
//! over the winner's strategy (spec/solver-model.md [survival]):
//!
//! - [`solve`]: the player's local search (`local`) and, with more than one choice, the
//!   adversary's exact ranks by iterative deepening (`refute`) in turns, the first to decide
//!   answering; with one choice, the local search in turns with the exploration of every
//!   position reachable from the start into a flat graph (`graph`, which keeps the policy's
//!   lines as it explores), the adversary's attractor by counters (`ranks`) when the graph is
//!   whole first;
//! - [survival.surface] the surface fixed point (`surface`): the game on hole-free boards, whose
//!   strategy, when the start is in its fixed point, survives the full game;
//! - [`plain::solve`]: the textbook greatest fixed point on explicit states, the baseline the
//!   benchmark runs beside it and the tests compare it with.
//!
//! Pure computation, like the rest of the engine: the certificate's text is written by
//! `sureline-certify`, and the checker judges it.

mod adversary;
mod extract;
mod graph;
mod guide;
mod interner;
mod lift;
mod local;
mod memory;
mod pack;
pub mod plain;
mod problem;
mod prove;
mod ranks;
mod refute;
mod staged;
mod stop;
mod surface;
mod well;

#[cfg(test)]
mod tests;

pub use graph::Context;
/// The lines game (crate::lines) numbers its packed positions with the same interner.
pub(crate) use interner::Interner;
pub use lift::with_preview;
pub use problem::{Ahead, Position, Preview, Sequence, Supply, SurvivalProblem, MAX_SEQUENCE};
pub use staged::{Stage, StageBudgets, Stages};
pub use stop::{
    CappedSearch, Exhausted, LiftStage, StageEnd, StageStop, StageStops, SurfaceStage, TooLarge,
};
pub use well::{
    parse_floor, Board, Heights, Shape, Turn, Well, WellError, MAX_HEIGHT, MAX_WIDTH, MIN_WIDTH,
};

use crate::pieces::{Piece, Placement};
use adversary::Adversary;
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
    /// Which search decided the outcome.
    pub decided_by: DecidedBy,
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

/// Which search decided a solve (the manifest's `method`): what a [`Method`] asked for, or the
/// part of it that answered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DecidedBy {
    /// The whole reachable graph and its attractor ([`Method::Graph`], or the exact search
    /// with one choice when the player falls).
    #[default]
    Graph,
    /// The exact search's local search: the player survives.
    Local,
    /// The exact search's refutation, the adversary's ranks by iterative deepening.
    Refute,
    /// [survival.guided] The guided search, either side.
    Guided,
    /// [survival.lift] With preview, the player's strategy without preview, lifted.
    Lifted,
    /// [survival.surface] The surface fixed point.
    Surface,
}

/// How the solver looks for the winner ([survival.solve]); all hand over the same strategy and
/// the same policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The whole reachable graph, then the attractor.
    Graph,
    /// The local search for the player's strategy; with more than one choice, side by side with
    /// the adversary's ranks by iterative deepening (reported as [`DecidedBy::Refute`] when they
    /// decide); with one, the whole graph when the player falls.
    Local,
    /// [survival.guided] The guided local search raced by the adversary's bounded proof, with
    /// more than one choice (with one, [`Method::Local`]): the player's strategy in the guided
    /// order, or the policy of the bounded proof, whose `within` need not be the least.
    Guided,
    /// [survival.surface] The surface fixed point: the player restricted to placements that
    /// leave no hole, meeting at most `positions` positions; it decides only when the player
    /// survives there.
    Surface { positions: u64 },
    /// [survival.staged] Asked for by the tables: the `stages` in order (by default the exact
    /// search, then with preview the strategy without preview lifted, then the guided search),
    /// each search of a stage within its positions budget; the search of the stage that decided
    /// is reported ([`DecidedBy`]).
    Staged {
        stages: Stages,
        budgets: StageBudgets,
    },
}

/// Work the local search gets at least between two deepenings of the refutation.
const LOCAL_WORK: u64 = 1 << 14;

/// Positions the whole graph expands, with one choice, for each expansion of the local search.
const GRAPH_SHARE: u64 = 16;

/// Who decided, racing the local search and the refutation (or the whole graph).
enum Race<const N: usize> {
    /// The player survives: the strategy, and the positions the local search met.
    Survives(SurvivalStrategy, u64),
    /// The adversary wins: its policy, the positions the refutation met, and those the local
    /// search met.
    Falls(SurvivalPolicy, u64, u64),
    /// One choice, and the local search did not find the player's strategy first: the whole
    /// graph, explored, gives the ranks; the positions the local search met.
    Graph(Graph<N>, u64),
}

/// The local search and the adversary's side in turns, each turn of the local search as long as
/// the adversary's last step (in expansions): whichever decides first answers. When the local
/// search finds the start lost first, `falls` gives the policy (the positions it met).
fn race_with<const N: usize, A: Adversary<N>>(
    mut local: local::Search<N>,
    mut adversary: A,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
    falls: impl FnOnce(A, u64, &mut dyn FnMut(&Progress)) -> Result<Race<N>, TooLarge>,
) -> Result<Race<N>, TooLarge> {
    local.cap(cap);
    adversary.cap(cap);
    loop {
        let before = adversary.expanded();
        adversary.limit(budget.bytes.saturating_sub(local.bytes()));
        if let Some(root) = adversary.step()? {
            let policy = adversary.policy(root)?;
            return Ok(Race::Falls(
                policy,
                adversary.len() as u64,
                local.len() as u64,
            ));
        }
        progress(&adversary.progress());
        let work = (adversary.expanded() - before).max(LOCAL_WORK);
        let left = Budget {
            bytes: budget.bytes.saturating_sub(adversary.bytes()),
        };
        match local.run(work, &left, progress)? {
            local::Local::Survives => {
                return Ok(Race::Survives(local.strategy(), local.len() as u64))
            }
            local::Local::Falls => {
                let met = local.len() as u64;
                drop(local);
                return falls(adversary, met, progress);
            }
            local::Local::Open => {}
        }
    }
}

/// [survival.solve] The local search and, with more than one choice, the refutation in turns
/// ([`race_with`]): both are exact, so the answer and its bytes do not depend on which decides.
fn race<const N: usize>(
    context: &Context,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Race<N>, TooLarge> {
    let local = local::Search::<N>::new(context, local::Order::Canonical)?;
    if context.problem.choices() == 1 {
        return race_graph(context, local, LOCAL_WORK, budget, progress);
    }
    let refute = refute::Refute::<N>::new(context, budget)?;
    race_with(
        local,
        refute,
        cap,
        budget,
        progress,
        |mut refute, met, progress| {
            refute.limit(budget.bytes);
            let root = refute.until_falls(progress)?;
            let policy = refute.policy(root)?;
            Ok(Race::Falls(policy, refute.len() as u64, met))
        },
    )
}

/// [survival.solve] With one choice the adversary's policy is the whole reachable graph, and
/// the local search, to find the start lost, must expand all of it: so the local search runs in
/// turns of `work` expansions with the graph's exploration ([`GRAPH_SHARE`] times as many
/// positions a turn), and the graph, once whole, decides (the player's strategy when the local
/// search was slower to find it, the same one).
fn race_graph<const N: usize>(
    context: &Context,
    mut local: local::Search<N>,
    work: u64,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Race<N>, TooLarge> {
    let mut graph = Some(Graph::<N>::new(context)?);
    let left = |bytes: u64| Budget {
        bytes: budget.bytes.saturating_sub(bytes),
    };
    loop {
        let graph_bytes = graph.as_ref().map_or(0, |g| g.bytes() as u64);
        match local.run(work, &left(graph_bytes), progress)? {
            local::Local::Survives => {
                return Ok(Race::Survives(local.strategy(), local.len() as u64))
            }
            local::Local::Falls => break,
            local::Local::Open => {}
        }
        let turn = (work * GRAPH_SHARE) as usize;
        match graph
            .as_mut()
            .map(|g| g.grow(context, turn, &left(local.bytes()), progress))
        {
            Some(Ok(true)) => break,
            // The graph outgrew what the local search leaves it: the local search goes on alone
            // (it may still find the player's strategy in a small part of the graph).
            Some(Err(_)) => graph = None,
            Some(Ok(false)) | None => {}
        }
    }
    let met = local.len() as u64;
    drop(local);
    let graph = match graph {
        Some(mut graph) => graph
            .grow(context, usize::MAX, budget, progress)
            .map(|_| graph)?,
        None => Graph::<N>::explore(context, budget, progress)?,
    };
    Ok(Race::Graph(graph, met))
}

/// [survival.guided] The guided search's local search (in the guided order) and the
/// adversary's bounded proof in turns ([`race_with`]).
fn race_guided<const N: usize>(
    context: &Context,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Race<N>, TooLarge> {
    let local = local::Search::<N>::new(context, local::Order::Guided)?;
    let prove = prove::Prove::<N>::new(context, budget)?;
    race_with(
        local,
        prove,
        cap,
        budget,
        progress,
        |prove, met, progress| guided_policy(context, prove, cap, budget, progress, met),
    )
}

/// [survival.guided] The local search found the start lost: the bounded proof's policy, or, when
/// no proof is within its last bound, the exact refutation's.
fn guided_policy<const N: usize>(
    context: &Context,
    mut prove: prove::Prove<N>,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
    met: u64,
) -> Result<Race<N>, TooLarge> {
    prove.limit(budget.bytes);
    if let Some(root) = prove.until_proved(progress)? {
        let policy = prove.policy(root)?;
        return Ok(Race::Falls(policy, prove.len() as u64, met));
    }
    drop(prove);
    let mut refute = refute::Refute::<N>::new(context, budget)?;
    refute.cap(cap);
    let root = refute.until_falls(progress)?;
    let policy = refute.policy(root)?;
    Ok(Race::Falls(policy, refute.len() as u64, met))
}

/// `f::<N>(args)` with N the 64-bit words a packed position of `problem` takes
/// ([`pack::words_for`]): the key size is a type parameter, so each size is an instance of its
/// own, chosen here once for every entry point.
macro_rules! with_words {
    ($problem:expr, $f:ident($($arg:expr),*)) => {
        match pack::words_for($problem) {
            1 => $f::<1>($($arg),*),
            2 => $f::<2>($($arg),*),
            3 => $f::<3>($($arg),*),
            4 => $f::<4>($($arg),*),
            5 => $f::<5>($($arg),*),
            _ => $f::<{ pack::MAX_WORDS }>($($arg),*),
        }
    };
}

/// Decides `problem` from the start within `budget` and hands over the winner's side.
pub fn solve(
    problem: &SurvivalProblem,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    solve_with(problem, Method::Local, budget, progress)
}

/// The adversary's ranks by iterative deepening alone (benchmarks): the policy when the adversary
/// wins; it does not return when the player survives.
#[doc(hidden)]
pub fn refute_only(
    problem: &SurvivalProblem,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<SurvivalPolicy, TooLarge> {
    fn run<const N: usize>(
        problem: &SurvivalProblem,
        budget: &Budget,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<SurvivalPolicy, TooLarge> {
        let context = Context::new(problem);
        adversary::alone(refute::Refute::<N>::new(&context, budget)?, progress)
    }
    with_words!(problem, run(problem, budget, progress))
}

/// The adversary's bounded proof alone (benchmarks): a policy when the adversary wins; it does
/// not return when the player survives.
#[doc(hidden)]
pub fn prove_only(
    problem: &SurvivalProblem,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<SurvivalPolicy, TooLarge> {
    fn run<const N: usize>(
        problem: &SurvivalProblem,
        budget: &Budget,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<SurvivalPolicy, TooLarge> {
        let context = Context::new(problem);
        adversary::alone(prove::Prove::<N>::new(&context, budget)?, progress)
    }
    with_words!(problem, run(problem, budget, progress))
}

/// [`solve`] by the method given.
pub fn solve_with(
    problem: &SurvivalProblem,
    method: Method,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    match method {
        Method::Staged { stages, budgets } => {
            staged::solve(problem, stages, budgets, budget, progress)
        }
        Method::Surface { positions } => {
            let cap = usize::try_from(positions).unwrap_or(usize::MAX);
            solve_surface(problem, cap, budget, progress)
        }
        _ => solve_capped(problem, method, usize::MAX, budget, progress),
    }
}

/// [survival.surface] The surface fixed point, numbering at most `cap` positions: the player's
/// strategy, or [`Exhausted::OutsideSurface`] when the start is not in the fixed point.
fn solve_surface(
    problem: &SurvivalProblem,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    use surface::solve as surface_in;
    with_words!(problem, surface_in(problem, cap, budget, progress))
}

/// [`solve_with`] by an exact or guided `method` whose searches meet at most `cap` positions
/// each (with one choice, the exact search is not capped).
fn solve_capped(
    problem: &SurvivalProblem,
    method: Method,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    with_words!(problem, solve_in(problem, method, cap, budget, progress))
}

fn solve_in<const N: usize>(
    problem: &SurvivalProblem,
    method: Method,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    let context = Context::new(problem);
    let key_bytes = (N * 8) as u32;
    // With one choice the adversary's policy is the whole graph whichever way it is found, and
    // the guided search has nothing to add: the exact race answers.
    let guided = method == Method::Guided && problem.choices() > 1;
    let race = if guided { race_guided::<N> } else { race::<N> };
    let reported = |decided| if guided { DecidedBy::Guided } else { decided };
    let (mut graph, explored) = match method {
        Method::Graph => (Graph::<N>::explore(&context, budget, progress)?, 0),
        _ => match race(&context, cap, budget, progress)? {
            Race::Survives(strategy, positions) => {
                let figures = Figures {
                    decided_by: reported(DecidedBy::Local),
                    positions,
                    explored: positions,
                    key_bytes,
                    ..Figures::default()
                };
                let outcome = Outcome::Survives(strategy);
                return Ok(Solution { outcome, figures });
            }
            Race::Falls(policy, positions, local) => {
                let figures = Figures {
                    decided_by: reported(DecidedBy::Refute),
                    positions,
                    explored: local,
                    deepest: policy.within,
                    key_bytes,
                    ..Figures::default()
                };
                let outcome = Outcome::Falls(policy);
                return Ok(Solution { outcome, figures });
            }
            Race::Graph(graph, met) => (graph, met),
        },
    };
    let edges = graph.edge_count() as u64;
    let ranks = Ranks::compute(&mut graph, budget, progress)?;
    let roots = graph.roots;
    let survives = (0..roots as u32).all(|r| ranks.survives(r));
    let outcome = if survives {
        let every = surface::Placements::Every;
        Outcome::Survives(extract::strategy(
            &context,
            &graph.positions,
            roots,
            &ranks,
            every,
        ))
    } else {
        let policy = match graph.policy(&context, |p| ranks.fall_rank(p)) {
            Some(policy) => policy,
            None => extract::policy(&context, &graph.positions, roots, &ranks),
        };
        Outcome::Falls(policy)
    };
    let figures = Figures {
        decided_by: DecidedBy::Graph,
        positions: graph.len() as u64,
        explored,
        edges,
        surviving: ranks.surviving(),
        deepest: ranks.deepest,
        key_bytes,
    };
    Ok(Solution { outcome, figures })
}
