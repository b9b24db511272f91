//! The proof search (spec/solver-model.md [search]): a depth-bounded AND/OR search over the
//! abstract game (AND over the adversary's pieces, OR over the player's placements) with the
//! shared transposition table, and iterative deepening on the number of pieces at the root.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::model::{DropTables, State, MAX_GOAL_ROWS, MAX_WIDTH};
use crate::pieces::Piece;
use crate::start::Start;

use super::order::{children, Kids, Live, Order};
use super::transposition::{Entry, TranspositionTable, INFINITE};
use super::{Mode, Progress};

/// Depth used for "wins at all": longer than any abstract game (at most `W * K <= 180` pieces).
pub(super) const UNBOUNDED: u8 = 200;

/// Recursion levels: every allowed drop raises the sum of capped heights (at most `W * K`), so
/// a line of play has at most `W * K` drops and `ply` stays within `0 ..= W * K`; one spare.
const MAX_PLY: usize = MAX_WIDTH as usize * MAX_GOAL_ROWS as usize + 2;

/// What [`decide`] asks about the root (the empty board, or a start's position).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Question {
    /// Does the player win at all? (One search with an unbounded budget.)
    Wins,
    /// The fewest pieces the player needs, if at most `most`. (Iterative deepening.)
    Fewest { most: u8 },
}

impl Question {
    /// The question a player-side solve in `mode` asks.
    pub(super) fn of_mode(mode: Mode, drops: &DropTables) -> Question {
        match mode {
            Mode::Existence => Question::Wins,
            Mode::Optimal => Question::Fewest {
                most: drops.problem.width * drops.problem.rows,
            },
        }
    }
}

/// What one depth-bounded search found about a state.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Proof {
    /// The player forces a win within this many pieces (at most the budget asked).
    Win(u8),
    /// The player cannot force a win within the budget.
    NoWin,
    /// The search was stopped (another thread finished first): nothing is known.
    Aborted,
}

/// What all searchers of one solve share.
pub(super) struct Shared<'a> {
    pub(super) drops: &'a DropTables,
    /// Where the questions start ([`super::Search::with_start`]).
    pub(super) root: State,
    /// The placements that reach `root` (handed over with the strategy or the policy).
    pub(super) start: &'a Start,
    pub(super) transposition: &'a TranspositionTable,
    pub(super) stop: &'a AtomicBool,
    pub(super) nodes: &'a AtomicU64,
    /// The order of a piece's placements, and the table key of a state.
    pub(super) order: Order<'a>,
    /// Enhanced transposition cut-offs (optimal mode only).
    pub(super) etc: bool,
    /// Internal iterative deepening at player nodes (experiment).
    pub(super) iid: bool,
    /// Existence extraction reuses states the strategy already has ([search.canonical]).
    pub(super) reuse: bool,
}

impl Shared<'_> {
    /// The table key of a state ([`Order::table_key`]).
    #[inline(always)]
    pub(super) fn key(&self, s: u64) -> u64 {
        self.order.table_key(s)
    }
}

/// One thread's search.
pub(super) struct Searcher<'a, 'p> {
    pub(super) sh: &'a Shared<'a>,
    /// Nodes expanded and not yet added to `sh.nodes`.
    nodes: u64,
    /// Perturbation of the order for helper threads (0 for the main thread and extraction).
    pub(super) salt: u32,
    /// Last refuting piece per remaining depth.
    killers: [Option<Piece>; 256],
    pub(super) reporter: Option<Reporter<'p>>,
    /// Current recursion level: `stack[ply]` holds the children being searched there.
    ply: usize,
    stack: Vec<Kids>,
    /// Children outside the recursion (the adversary's walk), taken while in use: one piece's
    /// in search order, and every piece's live ones.
    pub(super) scratch: Option<Box<Kids>>,
    pub(super) lives: Vec<Live>,
}

/// Periodic progress of the main thread.
pub(super) struct Reporter<'p> {
    progress: &'p mut dyn FnMut(&Progress),
    start: Instant,
    last: Instant,
    phase: String,
}

impl<'p> Reporter<'p> {
    pub(super) fn new(progress: &'p mut dyn FnMut(&Progress), start: Instant) -> Reporter<'p> {
        Reporter {
            progress,
            start,
            last: start,
            phase: String::new(),
        }
    }
}

impl<'a, 'p> Searcher<'a, 'p> {
    pub(super) fn new(sh: &'a Shared<'a>, salt: u32) -> Self {
        Searcher {
            sh,
            nodes: 0,
            salt,
            killers: [None; 256],
            reporter: None,
            ply: 0,
            stack: vec![Kids::EMPTY; MAX_PLY],
            scratch: Some(Box::new(Kids::EMPTY)),
            lives: Vec::new(),
        }
    }

    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes & 0x3fff == 0 {
            self.sh.nodes.fetch_add(0x4000, Ordering::Relaxed);
            if let Some(r) = self.reporter.as_mut() {
                let now = Instant::now();
                if now.duration_since(r.last) >= Duration::from_millis(500) {
                    r.last = now;
                    self.report(now);
                }
            }
        }
    }

    /// Hands the progress callback the figures as they are now.
    fn report(&mut self, now: Instant) {
        if let Some(r) = self.reporter.as_mut() {
            (r.progress)(&Progress {
                states_searched: self.sh.nodes.load(Ordering::Relaxed),
                table_entries: self.sh.transposition.filled(),
                table_capacity: self.sh.transposition.capacity(),
                elapsed: now.duration_since(r.start),
                phase: r.phase.clone(),
            });
        }
    }

    /// Adds the nodes not yet counted to the shared count.
    pub(super) fn flush_nodes(&mut self) {
        self.sh
            .nodes
            .fetch_add(self.nodes & 0x3fff, Ordering::Relaxed);
        self.nodes &= !0x3fff;
    }

    /// Names the work from here on, and reports at once, so that a display sees every phase
    /// begin with its count (each phase has its own name: a count that starts again, in a new
    /// search, starts under a new one).
    pub(super) fn set_phase(&mut self, phase: String) {
        if let Some(r) = self.reporter.as_mut() {
            r.phase = phase;
            self.flush_nodes();
            self.report(Instant::now());
        }
    }

    /// Can the player force a win from `s` within `d` pieces?
    pub(super) fn search(&mut self, s: u64, d: u8) -> Proof {
        self.ply += 1;
        let proof = self.expand(s, d, self.ply - 1);
        self.ply -= 1;
        proof
    }

    /// Exact test "wins within `d`" (extraction: never stopped).
    pub(super) fn within(&mut self, s: u64, d: u8) -> bool {
        if d == 0 {
            return false;
        }
        let proof = self.search(s, d);
        debug_assert!(proof != Proof::Aborted);
        matches!(proof, Proof::Win(_))
    }

    /// [`Searcher::search`] at recursion level `ply`, whose children live in `self.stack[ply]`:
    /// the AND over the adversary's pieces.
    fn expand(&mut self, s: u64, d: u8, ply: usize) -> Proof {
        self.tick();
        if self.sh.stop.load(Ordering::Relaxed) {
            return Proof::Aborted;
        }
        let key = self.sh.key(s);
        let entry = self.sh.transposition.probe(key);
        if let Some(known) = self.settled(s, key, entry, d) {
            return known;
        }
        let np = self.sh.drops.pieces.len();
        let mut worst = 1u8;
        for &pi in &self.piece_order(entry.killer, d)[..np] {
            let piece = self.sh.drops.pieces[pi];
            match self.answer(s, piece, d, ply) {
                Proof::Win(cost) => worst = worst.max(cost),
                Proof::Aborted => return Proof::Aborted,
                Proof::NoWin => {
                    self.killers[d as usize] = Some(piece);
                    let no_placement = self.stack[ply].n == 0;
                    self.fail(key, d, piece, no_placement);
                    return Proof::NoWin;
                }
            }
        }
        self.sh.transposition.store(
            key,
            Entry {
                lb: 0,
                ub: worst,
                killer: None,
            },
        );
        Proof::Win(worst)
    }

    /// What the table and the lower bound already decide about `s` at budget `d`, if anything.
    #[inline(always)]
    fn settled(&self, s: u64, key: u64, entry: Entry, d: u8) -> Option<Proof> {
        if entry.ub <= d {
            return Some(Proof::Win(entry.ub));
        }
        if entry.lb > d {
            return Some(Proof::NoWin);
        }
        match self.sh.drops.lower_bound(s) {
            None => {
                self.sh.transposition.store(key, Entry::LOST);
                Some(Proof::NoWin)
            }
            Some(bound) if bound > d => Some(Proof::NoWin),
            Some(_) => None,
        }
    }

    /// The order of the set's pieces (indices into `tables.pieces`): the refuting piece stored
    /// for the state, else the last refuting piece at this depth, then O S Z I J L T (rotated by
    /// the salt).
    #[inline(always)]
    fn piece_order(&self, stored: Option<Piece>, d: u8) -> [usize; 7] {
        let pieces = &self.sh.drops.pieces;
        let mut order = [0usize; 7];
        let mut n = 0;
        if let Some(hint) = stored.or(self.killers[d as usize]) {
            if let Some(pos) = pieces.iter().position(|&p| p == hint) {
                order[0] = pos;
                n = 1;
            }
        }
        for i in 0..pieces.len() {
            let i = self.sh.drops.refute_first[(i + self.salt as usize) % pieces.len()];
            if n == 0 || order[0] != i {
                order[n] = i;
                n += 1;
            }
        }
        order
    }

    /// The OR over the placements of `piece` in `s`: `Win(cost)` with the pieces needed from
    /// `s` when the adversary gives `piece` (this one included), if at most `d`.
    #[inline(always)]
    fn answer(&mut self, s: u64, piece: Piece, d: u8, ply: usize) -> Proof {
        if children(&self.sh.order, self.salt, s, piece, &mut self.stack[ply]).is_some() {
            return Proof::Win(1);
        }
        if d <= 1 {
            return Proof::NoWin;
        }
        if self.sh.etc {
            if let Some(ub) = self.transposition_cutoff(ply, d) {
                return Proof::Win(ub + 1);
            }
        }
        match self.first_winning_child(ply, d) {
            Proof::Win(v) => Proof::Win(v + 1),
            other => other,
        }
    }

    /// Enhanced transposition cut-off: a child the table already knows to win within `d - 1`.
    #[inline(always)]
    fn transposition_cutoff(&self, ply: usize, d: u8) -> Option<u8> {
        let kids = &self.stack[ply];
        (0..kids.n)
            .filter(|&j| kids.lbs[j] < d)
            .map(|j| self.sh.transposition.probe(self.sh.key(kids.states[j])).ub)
            .find(|&ub| ub < d)
    }

    /// Searches the children of `stack[ply]` in order for one that wins within `d - 1`. With
    /// internal deepening, at budgets `b` rising to `d - 1`, so that cheap wins are found before
    /// any deep refutation is paid for.
    fn first_winning_child(&mut self, ply: usize, d: u8) -> Proof {
        let n = self.stack[ply].n;
        let lowest = if self.sh.iid {
            self.stack[ply].lbs[..n].iter().copied().min().unwrap_or(d)
        } else {
            d - 1
        };
        for b in lowest.max(1)..d {
            for j in 0..n {
                let (child, lb) = (self.stack[ply].states[j], self.stack[ply].lbs[j]);
                if lb > b {
                    continue;
                }
                match self.search(child, b) {
                    Proof::NoWin => {}
                    found => return found,
                }
            }
        }
        Proof::NoWin
    }

    /// Stores that `s` (table key `key`) fails within `d` when the adversary gives `piece`.
    fn fail(&self, key: u64, d: u8, piece: Piece, no_placement: bool) {
        // No abstract game lasts more than W * R pieces, so failing with that many is a loss.
        let longest = self.sh.drops.problem.width * self.sh.drops.problem.rows;
        let lb = if no_placement || d >= longest {
            INFINITE
        } else {
            d + 1
        };
        self.sh.transposition.store(
            key,
            Entry {
                lb,
                ub: INFINITE,
                killer: Some(piece),
            },
        );
    }
}

/// Answers `question` about the root: the main searcher deepens while `threads - 1`
/// helpers run the same deepening with perturbed orders on the shared table (lazy SMP); the
/// main thread's result is used and the helpers are then stopped. `None` when the adversary
/// wins (within the budget asked).
pub(super) fn decide(
    main: &mut Searcher,
    question: Question,
    threads: usize,
    name: &str,
) -> Option<u8> {
    let sh = main.sh;
    let value = std::thread::scope(|scope| {
        for i in 1..threads {
            scope.spawn(move || {
                let mut helper = Searcher::new(sh, i as u32 * 7 + 1);
                let _ = deepen(&mut helper, question, name);
                helper.flush_nodes();
            });
        }
        let value = deepen(main, question, name);
        sh.stop.store(true, Ordering::Relaxed);
        value
    });
    sh.stop.store(false, Ordering::Relaxed);
    value
}

/// Iterative deepening at the root: the exact value (an upper bound for [`Question::Wins`]), or
/// `None` if lost within the budget (or stopped). `name` is the phase's progress label.
fn deepen(sr: &mut Searcher, question: Question, name: &str) -> Option<u8> {
    let root = sr.sh.root.0;
    match question {
        Question::Wins => {
            sr.set_phase(name.into());
            match sr.search(root, UNBOUNDED) {
                Proof::Win(v) => Some(v),
                Proof::NoWin | Proof::Aborted => None,
            }
        }
        Question::Fewest { most } => {
            // No game lasts more than W * K pieces: a larger budget asks nothing more.
            let problem = &sr.sh.drops.problem;
            let most = most.min(problem.width * problem.rows);
            let mut d = sr.sh.drops.lower_bound(root)?;
            while d <= most {
                sr.set_phase(format!("{name}, depth {d}"));
                match sr.search(root, d) {
                    Proof::Win(v) => return Some(v),
                    Proof::Aborted => return None,
                    Proof::NoWin => d += 1,
                }
            }
            None
        }
    }
}

/// `(0..items).map(f)` into `out` (its `items` and the vector), computed by `threads` searchers
/// sharing the table, each thread given its own buffer of `buffers` (cleared, numbered) to
/// append what else it finds to: no allocation per item. With one thread or one item, on `main`
/// alone.
pub(super) fn parallel_map_into<T: Send + Copy + Default, U: Send>(
    main: &mut Searcher,
    threads: usize,
    (items, out): (usize, &mut Vec<T>),
    buffers: &mut Vec<Vec<U>>,
    f: impl Fn(&mut Searcher, usize, (u8, &mut Vec<U>)) -> T + Sync,
) {
    let helpers = threads.min(items).max(1) - 1;
    buffers.resize_with(buffers.len().max(helpers + 1), Vec::new);
    buffers.iter_mut().for_each(Vec::clear);
    out.clear();
    out.resize(items, T::default());
    let (first, rest) = buffers.split_first_mut().expect("one buffer at least");
    if helpers == 0 {
        (0..items).for_each(|i| out[i] = f(main, i, (0, &mut *first)));
        return;
    }
    let next = AtomicUsize::new(0);
    let work = |sr: &mut Searcher, (thread, buffer): (u8, &mut Vec<U>)| {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= items {
                return done;
            }
            done.push((i, f(sr, i, (thread, &mut *buffer))));
        }
    };
    let sh = main.sh;
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (rest.iter_mut().take(helpers).enumerate())
            .map(|(t, buffer)| {
                let work = &work;
                scope.spawn(move || {
                    let mut helper = Searcher::new(sh, 0);
                    let done = work(&mut helper, (t as u8 + 1, buffer));
                    helper.flush_nodes();
                    done
                })
            })
            .collect();
        let mut done = work(main, (0, first));
        for h in helpers {
            done.extend(h.join().expect("a search thread panicked"));
        }
        done.into_iter().for_each(|(i, value)| out[i] = value);
    });
}

/// `(0..items).map(f)` computed by `threads` searchers sharing the table (`main` and helpers),
/// in item order whatever thread computed what.
pub(super) fn parallel_map<T: Send>(
    main: &mut Searcher,
    threads: usize,
    items: usize,
    f: impl Fn(&mut Searcher, usize) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let work = |sr: &mut Searcher| {
        let mut out = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= items {
                break;
            }
            out.push((i, f(sr, i)));
        }
        out
    };
    let sh = main.sh;
    let mut all = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads.min(items))
            .map(|_| {
                let work = &work;
                scope.spawn(move || {
                    let mut helper = Searcher::new(sh, 0);
                    let out = work(&mut helper);
                    helper.flush_nodes();
                    out
                })
            })
            .collect();
        let mut all = work(main);
        for h in helpers {
            all.extend(h.join().expect("a search thread panicked"));
        }
        all
    });
    all.sort_unstable_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, value)| value).collect()
}
