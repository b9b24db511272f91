//! The search engine (spec/solver-model.md [search]): a depth-bounded AND/OR proof search over the
//! abstract game with a shared lock-free transposition table of proven bounds, iterative
//! deepening on the number of pieces, a sound cell-count lower bound, mirror symmetry and move
//! ordering; then the extraction of the canonical strategy.
//!
//! Every bound stored in the table is a proven fact about the exact minimax value, whatever order
//! or thread found it, so the outcome, the optimal value and the extracted strategy do not depend
//! on the thread count or on table collisions.
//!
//! - `table`: the transposition table (the engine's only unsafe code);
//! - `order`: the placement order ([search.order]);
//! - `proof`: the AND/OR search and iterative deepening;
//! - `extract`: the canonical strategy ([search.canonical]).

mod extract;
mod order;
mod proof;
#[allow(unsafe_code)]
mod table;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::model::Tables;
use crate::pieces::{Problem, TieBreak};
use crate::strategy::Strategy;

pub use order::OrderKey;
use proof::{Reporter, Searcher, Shared};
use table::Table;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Decide who wins; the strategy is the canonical existence strategy.
    Existence,
    /// Fewest pieces in the worst case; the strategy is the canonical optimal strategy.
    Optimal,
}

pub struct SolveConfig {
    pub problem: Problem,
    pub mode: Mode,
    pub tie_break: TieBreak,
    pub threads: usize,
}

/// The search's periodic figures, for a progress display.
#[derive(Clone, Debug)]
pub struct Progress {
    pub states_searched: u64,
    pub table_entries: u64,
    pub elapsed: Duration,
    pub phase: String,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    PlayerWins { max_pieces: u32 },
    AdversaryWins,
}

pub struct Solution {
    pub outcome: Outcome,
    /// The canonical strategy when the player wins.
    pub strategy: Option<Strategy>,
    /// Nodes expanded by the search (all threads, extraction included).
    pub states_searched: u64,
    /// Occupied transposition-table entries at the end.
    pub table_entries: u64,
    /// Time to decide the value (before extraction).
    pub search_time: Duration,
    /// Time to extract the strategy.
    pub extraction_time: Duration,
}

/// Experiment switches for benchmarks ([search.knobs]). The defaults are the documented solver;
/// [`solve`] always uses them, so no setting outside the command line can change a certificate.
#[derive(Clone, Debug, Default)]
pub struct Experiments {
    /// The placement score instead of the mode's ([search.order]); changes the existence
    /// strategy, not the optimal one.
    pub order_key: Option<OrderKey>,
    /// Internal iterative deepening at player nodes.
    pub iid: bool,
    /// Drops the soundness restriction [model.above]: results are then NOT sound (measurement only).
    pub unsound_no_above_restriction: bool,
    /// Every piece must lie inside the goal rows (a board R rows tall): a stricter game, to
    /// compare with models where pieces may not stick out above the goal rows.
    pub fit_inside_goal_rows: bool,
    /// The transposition table's size, `2^n` entries of 16 bytes, instead of the problem's.
    pub table_log2: Option<u32>,
}

/// Solves the problem: decides the winner, the value (optimal mode), and extracts the canonical
/// strategy ([search.canonical]).
pub fn solve(config: &SolveConfig, progress: &mut dyn FnMut(&Progress)) -> Solution {
    solve_experiment(config, &Experiments::default(), progress)
}

/// [`solve`] with experiment switches (benchmarks only).
pub fn solve_experiment(
    config: &SolveConfig,
    experiments: &Experiments,
    progress: &mut dyn FnMut(&Progress),
) -> Solution {
    let start = Instant::now();
    let mut tables = Tables::new(&config.problem, config.tie_break);
    tables.restrict_above = !experiments.unsound_no_above_restriction;
    tables.fit_inside_goal_rows = experiments.fit_inside_goal_rows;
    let table = Table::new(
        experiments
            .table_log2
            .unwrap_or_else(|| table_log2(&config.problem, config.mode)),
    );
    let (stop, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
    let shared = Shared {
        tables: &tables,
        table: &table,
        mirror: config.problem.pieces.is_mirror_closed(),
        stop: &stop,
        nodes: &nodes,
        bump_pairs: order::bumpiness_pairs(config.problem.width),
        order_key: experiments
            .order_key
            .unwrap_or(OrderKey::for_mode(config.mode)),
        etc: config.mode == Mode::Optimal,
        iid: experiments.iid,
    };
    let threads = config.threads.max(1);
    let mut main = Searcher::new(&shared, 0);
    main.reporter = Some(Reporter::new(progress, start));
    let value = proof::decide(&mut main, config.mode, threads);
    let search_time = start.elapsed();

    let (outcome, strategy) = match value {
        None => (Outcome::AdversaryWins, None),
        Some(v) => {
            main.set_phase("extraction".into());
            let strategy = extract::extract(&mut main, config.mode, threads);
            let max_pieces = match config.mode {
                Mode::Optimal => {
                    debug_assert_eq!(strategy.max_pieces(), v as u32);
                    v as u32
                }
                Mode::Existence => strategy.max_pieces(),
            };
            (Outcome::PlayerWins { max_pieces }, Some(strategy))
        }
    };
    main.flush_nodes();
    Solution {
        outcome,
        strategy,
        states_searched: nodes.load(Ordering::Relaxed),
        table_entries: table.filled(),
        search_time,
        extraction_time: start.elapsed() - search_time,
    }
}

/// Table size for a problem and mode: 1/512 of the bound `(R+1)^W * 2^R` on the state space
/// (times 2), at most 2^24 entries (256 MiB) in existence mode and 2^26 (1 GiB) in optimal mode.
/// The search stores far fewer states than the bound: 10x6 optimal ~48 M entries, 10x6
/// existence ~12 M, 8x6 optimal 0.6 M, 8x5 optimal 0.06 M, 10x5 1.9 M (BENCHMARKS.md). On this
/// project's machines the first touch of a page costs more than the probes a larger table saves,
/// so the table is sized by use, not by the bound.
fn table_log2(problem: &Problem, mode: Mode) -> u32 {
    let states =
        (problem.rows as f64 + 1.0).powi(problem.width as i32) * 2f64.powi(problem.rows as i32);
    let want = ((states * 2.0).log2().ceil() as u32).saturating_sub(9);
    let most = match mode {
        Mode::Existence => 24,
        Mode::Optimal => 26,
    };
    want.clamp(12, most)
}
