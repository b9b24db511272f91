//! The search engine (spec/solver-model.md [search]): a depth-bounded AND/OR proof search over the
//! abstract game with a shared lock-free transposition table of proven bounds, iterative
//! deepening on the number of pieces, a sound cell-count lower bound, mirror symmetry and move
//! ordering; then the extraction of the canonical strategy.
//!
//! Every bound stored in the table is a proven fact about the exact minimax value, whatever order
//! or thread found it, so the outcome, the optimal value and the extracted strategy do not depend
//! on the thread count or on table collisions.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::model::{Drop, State, Tables, HEIGHTS_MASK, MAX_ROWS, MAX_WIDTH, SPOILED_SHIFT};
use crate::pieces::{Piece, Placement, Problem, TieBreak};
use crate::strategy::Strategy;

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
    /// Transposition-table capacity (entries).
    pub table_capacity: u64,
    /// Time to decide the value (before extraction).
    pub search_time: Duration,
    /// Time to extract the strategy.
    pub extraction_time: Duration,
}

/// Depth used for "wins at all": longer than any abstract game (at most `W * R` pieces).
pub const UNBOUNDED: u8 = 200;
/// Stored lower bound of a lost state.
const LOST: u8 = u8::MAX;
/// Returned by an aborted search (another thread finished); never stored.
const ABORT: u8 = u8::MAX;
/// Most placements of one piece on a 12-wide board (T, J, L: 10 + 11 + 10 + 11).
const MAX_PLACEMENTS: usize = 48;

// ---------------------------------------------------------------------------------------------
// Transposition table

/// Lock-free table: each entry is two words, `key ^ data` and `data` (a torn entry fails the check
/// and reads as absent). Buckets of 4 entries; a full bucket evicts its shallowest entry.
pub struct Table {
    words: TableMemory,
    bucket_mask: u64,
    filled: AtomicU64,
}

/// Zeroed memory for the table, advised to use transparent huge pages before it is first
/// touched (the table is probed at random, so 4 KiB pages would miss the TLB on nearly every
/// probe). On Linux it is a fresh anonymous mapping: the kernel hands out zeroed pages on first
/// touch, so there is no up-front memset of the whole table (that cost ~2 s for 1 GiB, on one
/// thread, before the search could start) and untouched parts cost nothing.
struct TableMemory {
    ptr: *mut AtomicU64,
    len: usize,
    /// Bytes mapped (Linux) or the allocation layout (elsewhere).
    #[cfg(target_os = "linux")]
    mapped: usize,
    #[cfg(not(target_os = "linux"))]
    layout: std::alloc::Layout,
}

// SAFETY: the memory is only accessed through `AtomicU64`s.
unsafe impl Send for TableMemory {}
// SAFETY: as above.
unsafe impl Sync for TableMemory {}

#[cfg(target_os = "linux")]
mod os {
    use std::ffi::c_void;
    pub const PROT_READ: i32 = 1;
    pub const PROT_WRITE: i32 = 2;
    pub const MAP_PRIVATE: i32 = 2;
    pub const MAP_ANONYMOUS: i32 = 0x20;
    pub const MADV_HUGEPAGE: i32 = 14;
    pub const MAP_FAILED: *mut c_void = !0usize as *mut c_void;
    extern "C" {
        pub fn mmap(
            addr: *mut c_void,
            len: usize,
            prot: i32,
            flags: i32,
            fd: i32,
            off: i64,
        ) -> *mut c_void;
        pub fn munmap(addr: *mut c_void, len: usize) -> i32;
        pub fn madvise(addr: *mut c_void, len: usize, advice: i32) -> i32;
    }
}

impl TableMemory {
    #[cfg(target_os = "linux")]
    fn new(len: usize) -> TableMemory {
        let bytes = (len * 8).max(8);
        // SAFETY: a fresh private anonymous mapping; no existing memory is affected.
        let ptr = unsafe {
            os::mmap(
                std::ptr::null_mut(),
                bytes,
                os::PROT_READ | os::PROT_WRITE,
                os::MAP_PRIVATE | os::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if ptr == os::MAP_FAILED || ptr.is_null() {
            let layout = std::alloc::Layout::from_size_align(bytes, 8).expect("table layout");
            std::alloc::handle_alloc_error(layout);
        }
        // SAFETY: advisory only, on the mapping just made; failure is harmless.
        unsafe {
            os::madvise(ptr, bytes, os::MADV_HUGEPAGE);
        }
        TableMemory {
            ptr: ptr as *mut AtomicU64,
            len,
            mapped: bytes,
        }
    }

    #[cfg(not(target_os = "linux"))]
    fn new(len: usize) -> TableMemory {
        let layout = std::alloc::Layout::array::<AtomicU64>(len.max(1)).expect("table layout");
        // SAFETY: the layout has a non-zero size; zeroed memory is a valid AtomicU64 array.
        let ptr = unsafe { std::alloc::alloc_zeroed(layout) } as *mut AtomicU64;
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        TableMemory { ptr, len, layout }
    }
}

impl std::ops::Deref for TableMemory {
    type Target = [AtomicU64];
    fn deref(&self) -> &[AtomicU64] {
        // SAFETY: `ptr` points to `len` initialised (zeroed) AtomicU64s owned by self.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

impl std::ops::Drop for TableMemory {
    fn drop(&mut self) {
        // SAFETY: mapped (or allocated) in `new` with this size (or layout), not used after.
        #[cfg(target_os = "linux")]
        unsafe {
            os::munmap(self.ptr as *mut std::ffi::c_void, self.mapped);
        }
        #[cfg(not(target_os = "linux"))]
        unsafe {
            std::alloc::dealloc(self.ptr as *mut u8, self.layout)
        }
    }
}

const BUCKET: usize = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    lb: u8,
    ub: u8,
    killer: u8, // piece index + 1, 0 = none
}

impl Entry {
    const UNKNOWN: Entry = Entry {
        lb: 0,
        ub: LOST,
        killer: 0,
    };
    fn pack(self) -> u64 {
        self.lb as u64 | (self.ub as u64) << 8 | (self.killer as u64) << 16 | 1 << 63
    }
    fn unpack(d: u64) -> Entry {
        Entry {
            lb: d as u8,
            ub: (d >> 8) as u8,
            killer: (d >> 16) as u8,
        }
    }
}

impl Table {
    pub fn new(entries_log2: u32) -> Table {
        let entries = 1usize << entries_log2;
        Table {
            words: TableMemory::new(2 * entries),
            bucket_mask: (entries / BUCKET - 1) as u64,
            filled: AtomicU64::new(0),
        }
    }

    pub fn capacity(&self) -> u64 {
        (self.words.len() / 2) as u64
    }

    pub fn filled(&self) -> u64 {
        self.filled.load(Ordering::Relaxed)
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> usize {
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (((h >> 20) ^ (h >> 43)) & self.bucket_mask) as usize * BUCKET
    }

    #[inline]
    fn probe(&self, key: u64) -> Entry {
        let b = self.bucket(key);
        for i in b..b + BUCKET {
            let data = self.words[2 * i + 1].load(Ordering::Relaxed);
            let k = self.words[2 * i].load(Ordering::Relaxed) ^ data;
            if k == key && data != 0 {
                return Entry::unpack(data);
            }
        }
        Entry::UNKNOWN
    }

    #[inline]
    fn store(&self, key: u64, mut e: Entry) {
        let b = self.bucket(key);
        let mut victim = b;
        let mut victim_lb = u16::MAX;
        for i in b..b + BUCKET {
            let data = self.words[2 * i + 1].load(Ordering::Relaxed);
            let k = self.words[2 * i].load(Ordering::Relaxed) ^ data;
            if data == 0 {
                if victim_lb > 0 {
                    victim = i;
                    victim_lb = 0;
                }
                continue;
            }
            if k == key {
                let old = Entry::unpack(data);
                e.lb = e.lb.max(old.lb);
                e.ub = e.ub.min(old.ub);
                if e.killer == 0 {
                    e.killer = old.killer;
                }
                victim = i;
                break;
            }
            // Keep proofs of deep facts; evict the entry with the lowest lower bound.
            let weight = 1 + Entry::unpack(data).lb as u16;
            if weight < victim_lb {
                victim = i;
                victim_lb = weight;
            }
        }
        let data = e.pack();
        let was = self.words[2 * victim + 1].swap(data, Ordering::Relaxed);
        self.words[2 * victim].store(key ^ data, Ordering::Relaxed);
        if was == 0 {
            self.filled.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Table size for a problem and mode: 1/512 of the bound `(R+1)^W * 2^R` on the state space
/// (times 2), at most 2^24 entries (256 MiB) in existence mode and 2^26 (1 GiB) in optimal mode.
/// The search stores far fewer states than the bound: 10x6 optimal ~48 M entries, 10x6
/// existence ~12 M, 8x6 optimal 0.6 M, 8x5 optimal 0.06 M, 10x5 1.9 M (BENCHMARKS.md). On this
/// project's machines the first touch of a page costs more than the probes a larger table saves,
/// so the table is sized by use, not by the bound.
pub fn table_log2(problem: &Problem, mode: Mode) -> u32 {
    let states =
        (problem.rows as f64 + 1.0).powi(problem.width as i32) * 2f64.powi(problem.rows as i32);
    let want = ((states * 2.0).log2().ceil() as u32).saturating_sub(9);
    let most = match mode {
        Mode::Existence => 24,
        Mode::Optimal => 26,
    };
    want.clamp(12, most)
}

// ---------------------------------------------------------------------------------------------
// The searcher

struct Shared<'a> {
    tables: &'a Tables,
    table: &'a Table,
    mirror: bool,
    stop: &'a AtomicBool,
    nodes: &'a AtomicU64,
    /// Byte lanes of [`bumpiness`] for this width.
    bump_pairs: [u64; 2],
}

struct Searcher<'a, 'p> {
    sh: &'a Shared<'a>,
    nodes: u64,
    /// Perturbation of the order for helper threads (0 for the main thread).
    salt: u32,
    /// Last refuting piece (index + 1) per remaining depth.
    killers: [u8; 256],
    /// Enhanced transposition cut-offs on/off.
    etc: bool,
    order_mode: u32,
    /// Internal iterative deepening at player nodes.
    iid: bool,
    reporter: Option<Reporter<'p>>,
    /// Current recursion level: `stack[ply]` holds the children being searched there.
    ply: usize,
    stack: Vec<Kids>,
}

struct Reporter<'p> {
    progress: &'p mut dyn FnMut(&Progress),
    start: Instant,
    last: Instant,
    phase: String,
}

/// Children of one piece: states and their order keys, sorted by key. One per recursion level,
/// kept by the searcher so that no node pays for initialising ~1 KiB of arrays.
#[derive(Clone)]
struct Kids {
    n: usize,
    keys: [u128; MAX_PLACEMENTS],
    states: [u64; MAX_PLACEMENTS],
    lbs: [u8; MAX_PLACEMENTS],
    orders: [u8; MAX_PLACEMENTS],
    /// (child, lower bound) by tie-break position, before sorting.
    by_order: [(u64, u8); MAX_PLACEMENTS],
}

impl Kids {
    const EMPTY: Kids = Kids {
        n: 0,
        keys: [0; MAX_PLACEMENTS],
        states: [0; MAX_PLACEMENTS],
        lbs: [0; MAX_PLACEMENTS],
        orders: [0; MAX_PLACEMENTS],
        by_order: [(0, 0); MAX_PLACEMENTS],
    };
}

/// Recursion levels: every allowed drop raises the sum of capped heights (at most `W * R`), so
/// a line of play has at most `W * R` drops and `ply` stays within `0 ..= W * R`; one spare.
const MAX_PLY: usize = MAX_WIDTH as usize * MAX_ROWS as usize + 2;

/// `sum over c < W - 1 of |h[c] - h[c+1]|`, all pairs at once: the heights are spread into byte
/// lanes (even and odd columns apart), where `(a | 0x80) - b` cannot borrow from the next lane.
#[inline(always)]
fn bumpiness(state: u64, pairs: [u64; 2]) -> u32 {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let h = state & HEIGHTS_MASK;
    let mut sum = 0;
    for (k, valid) in pairs.into_iter().enumerate() {
        let a = (h >> (4 * k)) & valid;
        let b = (h >> (4 * k + 4)) & valid;
        let (ab, ba) = ((a | HIGH) - b, (b | HIGH) - a);
        let a_ge_b = ((ab & HIGH) >> 7) * 0xFF;
        let diff = ((ab & a_ge_b) | (ba & !a_ge_b)) & !HIGH;
        sum += (diff.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32;
    }
    sum
}

/// The byte lanes of [`bumpiness`] that hold a pair `c, c + 1` with `c + 1 < width`: lane
/// `c / 2` of the even pairs, lane `(c - 1) / 2` of the odd ones.
fn bumpiness_pairs(width: u8) -> [u64; 2] {
    let mut pairs = [0u64; 2];
    for c in 0..width as usize - 1 {
        pairs[c % 2] |= 0x0F << (8 * (c / 2));
    }
    pairs
}

impl Shared<'_> {
    /// The table key of a state: the smaller of it and its mirror image when the piece set is
    /// mirror-closed ([model.mirror]).
    #[inline(always)]
    fn key(&self, s: u64) -> u64 {
        let s = if self.mirror {
            s.min(State(s).mirror(self.tables.problem.width).0)
        } else {
            s
        };
        s | 1 << 63
    }
}

impl<'a, 'p> Searcher<'a, 'p> {
    fn new(sh: &'a Shared<'a>, salt: u32, etc: bool, order_mode: u32, iid: bool) -> Self {
        Searcher {
            sh,
            nodes: 0,
            salt,
            killers: [0; 256],
            etc,
            order_mode,
            iid,
            reporter: None,
            ply: 0,
            stack: vec![Kids::EMPTY; MAX_PLY],
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
                    (r.progress)(&Progress {
                        states_searched: self.sh.nodes.load(Ordering::Relaxed),
                        table_entries: self.sh.table.filled(),
                        elapsed: now.duration_since(r.start),
                        phase: r.phase.clone(),
                    });
                }
            }
        }
    }

    fn flush_nodes(&mut self) {
        self.sh
            .nodes
            .fetch_add(self.nodes & 0x3fff, Ordering::Relaxed);
        self.nodes &= !0x3fff;
    }

    /// Can the player force a win from `s` within `d` pieces? Returns 0 if not, `ABORT` if the
    /// search was stopped, else an upper bound `v <= d` on the pieces needed.
    fn search(&mut self, s: u64, d: u8) -> u8 {
        self.ply += 1;
        let v = self.expand(s, d, self.ply - 1);
        self.ply -= 1;
        v
    }

    /// [`Searcher::search`] at recursion level `ply`, whose children live in `self.stack[ply]`.
    fn expand(&mut self, s: u64, d: u8, ply: usize) -> u8 {
        self.tick();
        if self.sh.stop.load(Ordering::Relaxed) {
            return ABORT;
        }
        let t = self.sh.tables;
        let key = self.sh.key(s);
        let e = self.sh.table.probe(key);
        if e.ub <= d {
            return e.ub;
        }
        if e.lb > d {
            return 0;
        }
        let h = t.lower_bound(s);
        if h > d {
            if h == LOST {
                self.sh.table.store(
                    key,
                    Entry {
                        lb: LOST,
                        ub: LOST,
                        killer: 0,
                    },
                );
            }
            return 0;
        }
        let np = t.pieces.len();
        // Piece order: the refuting piece stored for this state, else the last refuting piece
        // at this depth, then the set order.
        let mut order = [0usize; 7];
        let mut n = 0;
        let hint = if e.killer != 0 {
            e.killer
        } else {
            self.killers[d as usize]
        };
        if hint != 0 {
            if let Some(pos) = t.pieces.iter().position(|p| p.index() + 1 == hint as usize) {
                order[0] = pos;
                n = 1;
            }
        }
        for i in 0..np {
            let i = (i + self.salt as usize) % np;
            if n == 0 || order[0] != i {
                order[n] = i;
                n += 1;
            }
        }
        let mut worst = 1u8;
        for &pi in &order[..np] {
            let piece = t.pieces[pi];
            let kids = &mut self.stack[ply];
            if children(self.sh, self.order_mode, self.salt, s, piece, kids).is_some() {
                continue;
            }
            let n = kids.n;
            let mut best = 0u8;
            if d > 1 {
                // Enhanced transposition cut-off: a child already known to win within d-1.
                if self.etc {
                    let kids = &self.stack[ply];
                    for j in 0..n {
                        if kids.lbs[j] < d {
                            let ce = self.sh.table.probe(self.sh.key(kids.states[j]));
                            if ce.ub < d {
                                best = ce.ub;
                                break;
                            }
                        }
                    }
                }
                if best == 0 {
                    // Internal deepening: the children in order at budget b, b rising to d-1,
                    // so cheap wins are found before any deep refutation is paid for.
                    let lowest = if self.iid {
                        self.stack[ply].lbs[..n].iter().copied().min().unwrap_or(d)
                    } else {
                        d - 1
                    };
                    let mut b = lowest.max(1);
                    'budget: while b < d {
                        for j in 0..n {
                            let (child, lb) = (self.stack[ply].states[j], self.stack[ply].lbs[j]);
                            if lb > b {
                                continue;
                            }
                            let v = self.search(child, b);
                            if v == ABORT {
                                return ABORT;
                            }
                            if v > 0 {
                                best = v;
                                break 'budget;
                            }
                        }
                        b += 1;
                    }
                }
            }
            if best == 0 {
                self.killers[d as usize] = piece.index() as u8 + 1;
                self.fail(key, d, piece, n == 0);
                return 0;
            }
            worst = worst.max(best + 1);
        }
        self.sh.table.store(
            key,
            Entry {
                lb: 0,
                ub: worst,
                killer: 0,
            },
        );
        worst
    }

    fn fail(&mut self, key: u64, d: u8, piece: Piece, lost: bool) {
        // No abstract game lasts more than W * R pieces, so failing with that many is a loss.
        let longest = self.sh.tables.problem.width * self.sh.tables.problem.rows;
        let lb = if lost || d >= longest { LOST } else { d + 1 };
        self.sh.table.store(
            key,
            Entry {
                lb,
                ub: LOST,
                killer: piece.index() as u8 + 1,
            },
        );
    }

    /// Exact test "wins within d" used by extraction.
    fn within(&mut self, s: u64, d: u8) -> bool {
        if d == 0 {
            return false;
        }
        let v = self.search(s, d);
        debug_assert!(v != ABORT);
        v > 0
    }

    fn set_phase(&mut self, phase: String) {
        if let Some(r) = self.reporter.as_mut() {
            r.phase = phase;
        }
    }
}

/// Generates the allowed children of `piece` in `s`, sorted in the search order
/// ([search.order]) with the searcher's `order_mode` and `salt`. Returns the placement instead
/// when some placement wins at once (the first such in tie-break order).
#[inline]
fn children(
    sh: &Shared,
    order_mode: u32,
    salt: u32,
    s: u64,
    piece: Piece,
    kids: &mut Kids,
) -> Option<Placement> {
    let t = sh.tables;
    let spoiled_before = ((s >> SPOILED_SHIFT) as u32).count_ones();
    kids.n = 0;
    for info in &t.by_piece[piece.index()] {
        match t.drop(s, info) {
            Drop::NotAllowed => {}
            Drop::Win { .. } => return Some(info.placement),
            Drop::Continue(c) => {
                let c = c.0;
                let lb = t.lower_bound(c);
                let new_spoiled = ((c >> SPOILED_SHIFT) as u32).count_ones() - spoiled_before;
                let bump = bumpiness(c, sh.bump_pairs);
                let lb8 = lb.min(63) as u32;
                let heuristic = match order_mode {
                    0 => (new_spoiled << 24) | (lb8 << 16),
                    1 => (new_spoiled << 24) | (lb8 << 18) | (bump << 8),
                    2 => (new_spoiled << 24) | (bump << 14) | (lb8 << 8),
                    _ => (new_spoiled * 4 + lb8 * 2 + bump) << 8,
                };
                // Ties: the child's table key (mirror-invariant, so the order of a mirrored
                // state is the mirrored order), then the tie-break position.
                let key = (heuristic as u128) << 72
                    | (sh.key(c) as u128 & ((1 << 63) - 1)) << 8
                    | ((info.order as u32) ^ (salt & 0x3f)) as u128;
                // Stored by tie-break position; only the keys move while sorting.
                kids.by_order[info.order as usize] = (c, lb);
                // insertion sort
                let mut i = kids.n;
                while i > 0 && kids.keys[i - 1] > key {
                    kids.keys[i] = kids.keys[i - 1];
                    i -= 1;
                }
                kids.keys[i] = key;
                kids.n += 1;
            }
        }
    }
    for j in 0..kids.n {
        let order = ((kids.keys[j] as u32 & 0xff) ^ (salt & 0x3f)) as usize;
        (kids.states[j], kids.lbs[j]) = kids.by_order[order];
        kids.orders[j] = order as u8;
    }
    None
}

/// Iterative deepening at the root: returns the exact value (or `None` if lost).
fn deepen(sr: &mut Searcher, mode: Mode) -> Option<u8> {
    let root = State::empty().0;
    let t = sr.sh.tables;
    match mode {
        Mode::Existence => {
            sr.set_phase("existence".into());
            let v = sr.search(root, UNBOUNDED);
            if v == ABORT {
                return None;
            }
            (v > 0).then_some(v)
        }
        Mode::Optimal => {
            let mut d = t.lower_bound(root);

            if d == LOST {
                return None;
            }
            loop {
                sr.set_phase(format!("depth {d}"));
                let v = sr.search(root, d);
                if v == ABORT {
                    return None;
                }
                if v > 0 {
                    return Some(v);
                }
                if d >= t.problem.width * t.problem.rows {
                    return None;
                }
                d += 1;
            }
        }
    }
}

/// Solves the problem: decides the winner, the value (optimal mode), and extracts the canonical
/// strategy ([search.canonical]).
pub fn solve(config: &SolveConfig, progress: &mut dyn FnMut(&Progress)) -> Solution {
    solve_experiment(
        config,
        table_log2(&config.problem, config.mode),
        &Experiments::default(),
        progress,
    )
}

/// Experiment switches for benchmarks ([search.knobs]). The defaults are the documented solver;
/// `sureline` never reads them from the environment, so no setting outside the command line can
/// change a certificate.
#[derive(Clone, Debug, Default)]
pub struct Experiments {
    /// Placement score 0..=3 instead of the mode's default ([search.order]); changes the
    /// existence strategy, not the optimal one.
    pub order_mode: Option<u32>,
    /// Internal iterative deepening at player nodes.
    pub iid: bool,
    /// Drops the soundness restriction [model.above]: results are then NOT sound (measurement only).
    pub unsound_no_above_restriction: bool,
    /// Every piece must lie inside the goal rows (a board R rows tall): a stricter game, to
    /// compare with models where pieces may not stick out above the goal rows.
    pub fit_inside_goal_rows: bool,
}

impl Experiments {
    /// Reads `SURELINE_ORDER`, `SURELINE_IID=1` and `SURELINE_UNSOUND_NO_ABOVE_RESTRICTION` (for
    /// the benchmark binary only).
    pub fn from_env() -> Experiments {
        Experiments {
            order_mode: std::env::var("SURELINE_ORDER")
                .ok()
                .and_then(|v| v.parse().ok()),
            iid: std::env::var("SURELINE_IID").is_ok_and(|v| v == "1"),
            unsound_no_above_restriction: std::env::var_os("SURELINE_UNSOUND_NO_ABOVE_RESTRICTION")
                .is_some(),
            fit_inside_goal_rows: std::env::var_os("SURELINE_FIT_INSIDE_GOAL_ROWS").is_some(),
        }
    }
}

/// [`solve`] with an explicit table size (2^`entries_log2` entries of 16 bytes).
pub fn solve_with_table(
    config: &SolveConfig,
    entries_log2: u32,
    progress: &mut dyn FnMut(&Progress),
) -> Solution {
    solve_experiment(config, entries_log2, &Experiments::default(), progress)
}

/// [`solve_with_table`] with experiment switches (benchmarks only).
pub fn solve_experiment(
    config: &SolveConfig,
    entries_log2: u32,
    experiments: &Experiments,
    progress: &mut dyn FnMut(&Progress),
) -> Solution {
    let start = Instant::now();
    let mut tables = Tables::new(&config.problem, config.tie_break);
    if experiments.unsound_no_above_restriction {
        tables.restrict_above = false;
    }
    tables.fit_inside_goal_rows = experiments.fit_inside_goal_rows;
    let table = Table::new(entries_log2);
    let stop = AtomicBool::new(false);
    let nodes = AtomicU64::new(0);
    let shared = Shared {
        tables: &tables,
        table: &table,
        mirror: config.problem.pieces.is_mirror_closed(),
        stop: &stop,
        nodes: &nodes,
        bump_pairs: bumpiness_pairs(config.problem.width),
    };
    let threads = config.threads.max(1);
    let (etc, order_mode) = (
        config.mode == Mode::Optimal,
        order_mode(config.mode, experiments),
    );
    let mut main = Searcher::new(&shared, 0, etc, order_mode, experiments.iid);
    main.reporter = Some(Reporter {
        progress,
        start,
        last: start,
        phase: String::new(),
    });
    let value = std::thread::scope(|scope| {
        for i in 1..threads {
            let shared = &shared;
            let mode = config.mode;
            scope.spawn(move || {
                let salt = i as u32 * 7 + 1;
                let mut helper = Searcher::new(shared, salt, etc, order_mode, experiments.iid);
                let _ = deepen(&mut helper, mode);
                helper.flush_nodes();
            });
        }
        let v = deepen(&mut main, config.mode);
        stop.store(true, Ordering::Relaxed);
        v
    });
    stop.store(false, Ordering::Relaxed);
    let search_time = start.elapsed();

    let (outcome, strategy) = match value {
        None => (Outcome::AdversaryWins, None),
        Some(v) => {
            main.set_phase("extraction".into());
            let strategy = extract(&mut main, config.mode, threads);
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
        table_capacity: table.capacity(),
        search_time,
        extraction_time: start.elapsed() - search_time,
    }
}

/// Builds the canonical strategy ([search.canonical]) with exact queries to the search; each
/// breadth-first level is shared among `threads` threads (the result does not depend on it).
fn extract(main: &mut Searcher, mode: Mode, threads: usize) -> Strategy {
    let sh = main.sh;
    let problem = sh.tables.problem;
    let (etc, order_mode, iid) = (main.etc, main.order_mode, main.iid);
    Strategy::build_by_levels(&problem, |level| {
        let next = std::sync::atomic::AtomicUsize::new(0);
        // Work items are (state, piece) pairs, so that even the one-state top levels are shared.
        let np = sh.tables.pieces.len();
        let items = level.len() * np;
        let work = |sr: &mut Searcher| {
            let mut out = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= items {
                    break;
                }
                let (k, p) = (i / np, i % np);
                out.push((i, choose(sr, mode, level[k], sh.tables.pieces[p])));
            }
            out
        };
        let mut all = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads.min(items))
                .map(|_| {
                    let work = &work;
                    scope.spawn(move || {
                        let mut helper = Searcher::new(sh, 0, etc, order_mode, iid);
                        let out = work(&mut helper);
                        helper.flush_nodes();
                        out
                    })
                })
                .collect();
            let mut all = work(main);
            for h in helpers {
                all.extend(h.join().expect("extraction thread panicked"));
            }
            all
        });
        all.sort_unstable_by_key(|(i, _)| *i);
        let mut moves = all.into_iter().map(|(_, m)| m);
        (0..level.len())
            .map(|_| moves.by_ref().take(np).collect())
            .collect()
    })
}

/// The canonical move of `piece` in `state` ([search.canonical]).
fn choose(sr: &mut Searcher, mode: Mode, state: State, piece: Piece) -> (Placement, Drop) {
    let tables = sr.sh.tables;
    let s = state.0;
    let infos = &tables.by_piece[piece.index()];
    match mode {
        Mode::Existence => {
            let mut kids = Kids::EMPTY;
            if let Some(p) = children(sr.sh, sr.order_mode, sr.salt, s, piece, &mut kids) {
                let info = infos.iter().find(|i| i.placement == p).unwrap();
                return (p, tables.drop(s, info));
            }
            for j in 0..kids.n {
                if sr.within(kids.states[j], UNBOUNDED) {
                    let order = kids.orders[j] as usize;
                    let info = &infos[order];
                    return (info.placement, Drop::Continue(State(kids.states[j])));
                }
            }
            panic!("existence extraction reached a losing state");
        }
        Mode::Optimal => {
            let drops: Vec<Drop> = infos.iter().map(|i| tables.drop(s, i)).collect();
            // Sound lower bound on the best cost of this piece.
            let mut k = u8::MAX;
            for d in &drops {
                match *d {
                    Drop::Win { .. } => k = 1,
                    Drop::Continue(c) => {
                        let lb = tables
                            .lower_bound(c.0)
                            .max(sr.sh.table.probe(sr.sh.key(c.0)).lb);
                        k = k.min(lb.saturating_add(1));
                    }
                    Drop::NotAllowed => {}
                }
            }
            assert!(k != u8::MAX, "optimal extraction reached a losing state");
            loop {
                for (info, d) in infos.iter().zip(&drops) {
                    let ok = match *d {
                        Drop::Win { .. } => true,
                        Drop::Continue(c) => sr.within(c.0, k - 1),
                        Drop::NotAllowed => false,
                    };
                    if ok {
                        return (info.placement, *d);
                    }
                }
                assert!(k < UNBOUNDED, "optimal extraction reached a losing state");
                k += 1;
            }
        }
    }
}

/// The sound lower bound of spec/solver-model.md [search.bound] for a state (exposed for tests).
pub fn lower_bound(problem: &Problem, state: State) -> u8 {
    Tables::new(problem, TieBreak::Canonical).lower_bound(state.0)
}

/// The placement-order key ([search.order]): existence mode uses key 3 (it defines the existence
/// strategy), optimal mode key 2 (measured slightly faster there; the optimal strategy does not
/// depend on it). [`Experiments::order_mode`] overrides it for experiments only.
fn order_mode(mode: Mode, experiments: &Experiments) -> u32 {
    experiments.order_mode.unwrap_or(match mode {
        Mode::Existence => 3,
        Mode::Optimal => 2,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bumpiness_agrees_with_a_plain_sum_on_random_heights() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for width in 2..=MAX_WIDTH {
            let pairs = bumpiness_pairs(width);
            for _ in 0..2000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let heights: Vec<u8> = (0..width).map(|c| ((seed >> (5 * c)) % 9) as u8).collect();
                let state = State::from_parts(&heights, (seed >> 60) as u32);
                let plain: u32 = heights.windows(2).map(|p| p[0].abs_diff(p[1]) as u32).sum();
                assert_eq!(bumpiness(state.0, pairs), plain, "{heights:?}");
            }
        }
    }
}
