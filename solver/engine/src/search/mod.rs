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

mod adversary;
mod branches;
mod extract;
mod order;
mod proof;
#[allow(unsafe_code)]
mod transposition;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::model::{Above, DropTables, State};
use crate::pieces::{Game, Problem, TieBreak};
use crate::start::{self, Start, StartError};
use crate::strategy::Strategy;

pub use adversary::{Choice, PieceOrder, Policy, PolicyState, Refutation, RefuteOutcome, Within};
pub use branches::{adversary_has_won, branches, After, Branch};
use order::Order;
pub use order::OrderKey;
use proof::{Reporter, Searcher, Shared};
use transposition::TranspositionTable;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Decide who wins; the strategy is the canonical existence strategy.
    Existence,
    /// Fewest pieces in the worst case; the strategy is the canonical optimal strategy.
    Optimal,
}

/// The search's periodic figures, for a progress display.
#[derive(Clone, Debug)]
pub struct Progress {
    pub states_searched: u64,
    pub table_entries: u64,
    /// Entries the table can hold.
    pub table_capacity: u64,
    pub elapsed: Duration,
    pub phase: String,
}

/// Who wins, and in how many pieces when the player does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    PlayerWins { max_pieces: u32 },
    AdversaryWins,
}

/// Who wins the player's side of a search, with the player's strategy when the player does
/// (a player win without one cannot be said).
pub enum Winner {
    /// The player completes a goal row within `max_pieces` (the optimum in optimal mode) with
    /// this canonical strategy.
    Player {
        max_pieces: u32,
        strategy: Strategy,
    },
    Adversary,
}

pub struct Solution {
    pub winner: Winner,
    /// Nodes expanded by the search (all threads, extraction included).
    pub states_searched: u64,
    /// Occupied transposition-table entries at the end.
    pub table_entries: u64,
    /// Time to decide the value (before extraction).
    pub search_time: Duration,
    /// Time to extract the strategy.
    pub extraction_time: Duration,
}

impl Solution {
    pub fn outcome(&self) -> Outcome {
        match self.winner {
            Winner::Player { max_pieces, .. } => Outcome::PlayerWins { max_pieces },
            Winner::Adversary => Outcome::AdversaryWins,
        }
    }

    /// The player's strategy, when the player wins.
    pub fn strategy(&self) -> Option<&Strategy> {
        match &self.winner {
            Winner::Player { strategy, .. } => Some(strategy),
            Winner::Adversary => None,
        }
    }
}

/// Experiment switches for benchmarks ([search.knobs]). The defaults are the documented solver,
/// which the certifying pipeline always uses, so no setting outside the command line can change
/// a certificate. (Player strategies without [model.above] are asked for with `Above::Free`.)
#[derive(Clone, Debug, Default)]
pub struct Experiments {
    /// The placement score instead of the mode's ([search.order]); changes the existence
    /// strategy, not the optimal one.
    pub order_key: Option<OrderKey>,
    /// Internal iterative deepening at player nodes.
    pub iid: bool,
    /// The adversary's piece choice instead of [`Choice::DEFAULT`] ([adversary.choice]).
    pub choice: Option<Choice>,
    /// The transposition table's size, `2^n` entries of 16 bytes, instead of the problem's.
    pub table_log2: Option<u32>,
    /// Existence extraction without reuse: the first winning placement in search order even
    /// where a placement reaches a state the strategy already has (the solver before reuse).
    pub no_state_reuse: bool,
    /// The states of a level the adversary's walk surveys at once, instead of 1 with one
    /// thread and [`adversary::WALK_CHUNK`] with more: no policy depends on it.
    pub walk_chunk: Option<usize>,
}

/// What a search may use: threads, and at most this many bytes of transposition table (a
/// smaller table only evicts more: answers and certificates do not depend on it).
#[derive(Clone, Copy, Debug)]
pub struct Resources {
    pub threads: usize,
    pub table_bytes: Option<u64>,
    /// The table may grow past the measured default sizes, up to the problem's estimate, within
    /// `table_bytes` (a budget asked for explicitly: `sureline solve --memory`).
    pub grow: bool,
}

/// One game's search, the engine's one entry: its drop tables and transposition table, which the
/// player's and the adversary's questions about the same game share (every stored bound is an
/// exact fact of that game). [`Search::player`] decides and extracts the player's strategy,
/// [`Search::adversary`] the adversary's policy.
pub struct Search {
    drops: DropTables,
    /// Where every question starts: the empty board, or the position of `start`.
    root: State,
    start: Start,
    transposition: TranspositionTable,
    threads: usize,
    experiments: Experiments,
    stop: AtomicBool,
    nodes: AtomicU64,
    /// The table was filled from a checkpoint: facts this process did not find.
    restored: AtomicBool,
    /// When the search was made (progress reports count from it).
    began: Instant,
}

impl Search {
    /// A search of `problem`, with [model.above] as `above` says (the capped game only), a
    /// table sized for `mode` within the resources given.
    pub fn new(
        problem: &Problem,
        above: Above,
        tie_break: TieBreak,
        mode: Mode,
        resources: Resources,
        experiments: &Experiments,
    ) -> Search {
        let size = table_log2(problem, mode, resources.table_bytes, resources.grow);
        Search {
            drops: DropTables::new(problem, tie_break, above),
            root: State::empty(),
            start: Start::empty(),
            transposition: TranspositionTable::new(experiments.table_log2.unwrap_or(size)),
            threads: resources.threads.max(1),
            experiments: experiments.clone(),
            stop: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            restored: AtomicBool::new(false),
            began: Instant::now(),
        }
    }

    /// The same search, every question asked from the position `start` reaches (spec/composite.md
    /// [comp.start]): the player's strategy and the adversary's policy start there, and every
    /// depth and piece count counts the pieces after it. The position is computed once, with
    /// this search's own drop (and so its [model.above]); a start the game does not allow is
    /// refused. The table keeps its facts: they are facts of the game, whatever the root.
    pub fn with_start(mut self, start: Start) -> Result<Search, StartError> {
        self.root = start::root(&self.drops, &start)?;
        self.start = start;
        Ok(self)
    }

    /// The same search for the next solve of one process (a worker's split parts): from
    /// `start`, its table's facts kept ([`Search::with_start`]), its counts and clock from zero,
    /// so that the next solve's figures are its own.
    pub fn for_next_solve(mut self, start: Start) -> Result<Search, StartError> {
        self.nodes.store(0, Ordering::Relaxed);
        self.began = Instant::now();
        self.with_start(start)
    }

    /// The position every question starts from.
    pub fn root(&self) -> State {
        self.root
    }

    /// The placements that reach [`Search::root`] from the empty board.
    pub fn start(&self) -> &Start {
        &self.start
    }

    /// What the searchers share for one question in `mode`.
    fn shared(&self, mode: Mode) -> Shared<'_> {
        Shared {
            drops: &self.drops,
            root: self.root,
            start: &self.start,
            transposition: &self.transposition,
            stop: &self.stop,
            nodes: &self.nodes,
            order: Order::new(
                &self.drops,
                self.experiments
                    .order_key
                    .unwrap_or(OrderKey::for_mode(mode)),
            ),
            etc: mode == Mode::Optimal,
            iid: self.experiments.iid,
            reuse: !self.experiments.no_state_reuse,
        }
    }

    /// The move set this search's table holds facts of ([model.above]; the well has one).
    pub fn above(&self) -> Above {
        if self.drops.restrict_above {
            Above::Restricted
        } else {
            Above::Free
        }
    }

    /// This search in the game's full move set ([`Above::Free`]), its table kept, when every
    /// fact in the table is a fact of that game too: the search had [model.above] and it never
    /// refused a placement whose child has a live goal row (a refused drop that leaves none is
    /// one the full move set loses at once, so every list of children the search weighed,
    /// leaving out only lost drops, decides what the full move set's does), and the table holds
    /// only facts this process found (not restored from a checkpoint). Saves the capped game's
    /// adversary side deciding again what the player's side just decided. `None` otherwise,
    /// the search and its table dropped.
    pub fn into_full_move_set(mut self) -> Option<Search> {
        let restricted_facts = self.drops.refused_live.load(Ordering::Relaxed)
            || self.restored.load(Ordering::Relaxed);
        if !self.drops.restrict_above || restricted_facts {
            return None;
        }
        self.drops.restrict_above = false;
        Some(self)
    }

    /// The table's size, `2^n` entries: a checkpoint restores only into a table of its size.
    pub fn table_log2(&self) -> u32 {
        (self.transposition.len_words() / 2).ilog2()
    }

    /// The table's words in chunks of at most `chunk` (a checkpoint; the engine writes no file).
    /// Searches may run meanwhile: an entry they tear reads as absent once restored.
    pub fn save_table<E>(
        &self,
        chunk: usize,
        sink: &mut dyn FnMut(&[u64]) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut buffer = vec![0u64; chunk.max(2)];
        let mut from = 0;
        while from < self.transposition.len_words() {
            let n = buffer.len().min(self.transposition.len_words() - from);
            self.transposition.copy_out(from, &mut buffer[..n]);
            sink(&buffer[..n])?;
            from += n;
        }
        Ok(())
    }

    /// Fills the table from a checkpoint of the same size, before any search: `source` fills
    /// each chunk it is given. Every stored bound is an exact fact of the game, so a restored
    /// table changes how much is searched, never an answer or a certificate.
    pub fn restore_table<E>(
        &self,
        chunk: usize,
        source: &mut dyn FnMut(&mut [u64]) -> Result<(), E>,
    ) -> Result<(), E> {
        self.restored.store(true, Ordering::Relaxed);
        let mut buffer = vec![0u64; chunk.max(2)];
        let mut from = 0;
        while from < self.transposition.len_words() {
            let n = buffer.len().min(self.transposition.len_words() - from);
            source(&mut buffer[..n])?;
            self.transposition.copy_in(from, &buffer[..n]);
            from += n;
        }
        Ok(())
    }

    /// Nodes expanded so far by every question asked of this search.
    pub fn states_searched(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// The player's side: decides the winner, the value (optimal mode), and extracts the
    /// canonical strategy ([search.canonical]).
    pub fn player(&self, mode: Mode, progress: &mut dyn FnMut(&Progress)) -> Solution {
        let start = Instant::now();
        let shared = self.shared(mode);
        let mut main = Searcher::new(&shared, 0);
        main.reporter = Some(Reporter::new(progress, self.began));
        let question = proof::Question::of_mode(mode, &self.drops);
        let value = proof::decide(&mut main, question, self.threads, PHASE_DECIDE);
        let search_time = start.elapsed();
        let winner = match value {
            None => Winner::Adversary,
            Some(v) => {
                main.set_phase(PHASE_STRATEGY.into());
                let strategy = extract::extract(&mut main, mode, self.threads);
                let max_pieces = match mode {
                    Mode::Optimal => {
                        debug_assert_eq!(strategy.max_pieces(), v as u32);
                        v as u32
                    }
                    Mode::Existence => strategy.max_pieces(),
                };
                Winner::Player {
                    max_pieces,
                    strategy,
                }
            }
        };
        main.flush_nodes();
        Solution {
            winner,
            states_searched: self.states_searched(),
            table_entries: self.transposition.filled(),
            search_time,
            extraction_time: start.elapsed() - search_time,
        }
    }

    /// The adversary's side: decides whether the adversary holds `within`, and if so extracts
    /// its policy ([adversary.choice]). Meant for a search with [`Above::Free`] (a proof must
    /// refute every placement the game allows); the well has no such restriction.
    pub fn adversary(&self, within: Within, progress: &mut dyn FnMut(&Progress)) -> Refutation {
        let choice = self.experiments.choice.unwrap_or(Choice::DEFAULT);
        let chunk = self.experiments.walk_chunk;
        adversary::refute(self, within, (choice, chunk), progress)
    }
}

/// The progress labels of the phases of a search (issue: a count that starts again must not
/// seem to run backwards): the player's decide, its strategy's extraction, the adversary's
/// decide (a search of its own in the capped game), its policy's extraction (`, depth K` added
/// per level of the walk, as `, depth D` per budget of a deepening).
pub const PHASE_DECIDE: &str = "decide";
pub const PHASE_STRATEGY: &str = "extract the strategy";
pub const PHASE_ADVERSARY_DECIDE: &str = "decide (adversary)";
pub const PHASE_POLICY: &str = "extract the policy";

/// Whether the player's and the adversary's questions are about the same game, so that one
/// [`Search`] answers both: always in the well; in the capped game [model.above] separates them.
pub fn one_game_for_both_sides(problem: &Problem) -> bool {
    problem.game == Game::Well
}

/// The transposition table's size for a problem and mode: 1/512 of the bound `(K+1)^W * 2^K` on the state space
/// (times 2), at most 2^24 entries (256 MiB) in existence mode and 2^26 (1 GiB) in optimal mode
/// and in the well up to 10 columns, four times more per column past 10. The search stores far
/// fewer states than the bound: 10x6 optimal ~48 M entries, 10x6 existence ~12 M, 8x6 optimal
/// 0.6 M, 8x5 optimal 0.06 M, 10x5 1.9 M
/// (BENCHMARKS.md). On this project's machines the first touch of a page costs more than the
/// probes a larger table saves, so the table is sized by use, not by the bound; the well's
/// existence searches fill 2^24 entries (10x7: full within 80 s, then evictions cost more than
/// the memory saves).
///
/// With `most_bytes`, the table also fits in that many bytes (the share of a `--memory` budget it
/// may take): a smaller table only evicts more, it never changes an answer or a certificate.
///
/// With `grow`, the measured caps give way to the estimate itself (12x6: 2^32 wanted), still
/// within `most_bytes`: on 12x6 a 2^30 table decides in 9 min where 2^28 had not in 17.
fn table_log2(problem: &Problem, mode: Mode, most_bytes: Option<u64>, grow: bool) -> u32 {
    let states =
        (problem.rows as f64 + 1.0).powi(problem.width as i32) * 2f64.powi(problem.rows as i32);
    let want = ((states * 2.0).log2().ceil() as u32).saturating_sub(9);
    let base = match (mode, problem.game) {
        (Mode::Existence, Game::Capped) => 24,
        (Mode::Existence, Game::Well) | (Mode::Optimal, _) => 26,
    };
    // Past 10 columns the states a search keeps outgrow those caps fast: 12x5 fills 2^24 entries
    // at once and expands 1.6 G states, against 0.42 G with 2^28 (BENCHMARKS.md "Twelve columns").
    let most = match grow {
        true => want,
        false => base + WIDER_TABLE_BITS * u32::from(problem.width.saturating_sub(10)),
    };
    let fits = most_bytes.map_or(u32::MAX, |bytes| (bytes / TABLE_ENTRY_BYTES).max(1).ilog2());
    want.min(most).min(fits).max(MIN_TABLE_LOG2)
}

/// Transposition-table bits added per column past 10 (each column multiplies the state bound by `K + 1`).
const WIDER_TABLE_BITS: u32 = 2;
/// Bytes per transposition-table entry.
pub const TABLE_ENTRY_BYTES: u64 = 16;
/// The smallest table (2^12 entries, 64 KiB): below it the buckets would not spread.
const MIN_TABLE_LOG2: u32 = 12;
