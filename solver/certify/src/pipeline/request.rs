//! What a solve is asked and what it reports: the request (problem, goal, resources, outputs),
//! its typed parts (threads, goal, naming) and the report of what was found and written.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};
use sureline_checker::Verdict;

use crate::checkpoint::CheckpointPlan;
use crate::files::{Destination, Existing};
use crate::limits::CheckLimits;
use crate::manifest::{AdversaryManifest, Manifest, Provenance, SurvivalManifest};
use sureline_engine::pieces::{Problem, TieBreak};
use sureline_engine::search::Mode;
use sureline_engine::start::Start;

/// Most search threads `solve` accepts: more cannot help on any machine this runs on, and each
/// thread costs a stack and per-level buffers.
pub const MAX_THREADS: usize = 256;

/// A number of search threads, 1..=[`MAX_THREADS`] (`--threads`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threads(usize);

impl Threads {
    /// One thread per core of this machine (at most [`MAX_THREADS`]).
    pub fn cores() -> Threads {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Threads(cores.clamp(1, MAX_THREADS))
    }

    pub fn get(self) -> usize {
        self.0
    }
}

impl std::str::FromStr for Threads {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<Threads, String> {
        match text.parse::<usize>() {
            Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(Threads(n)),
            _ => Err(format!("expected 1..={MAX_THREADS}")),
        }
    }
}

/// The share of the memory budget the transposition table may take: the rest is for the
/// strategy or policy the extraction builds, its certificate text and the checker's walk.
pub const TABLE_SHARE: f64 = 0.75;
/// The smallest memory budget a solve accepts: the smallest table and a small board's
/// certificate.
pub const MIN_MEMORY: u64 = 64 << 20;

/// What a solve must establish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Decide who wins and certify the winner: a player certificate (existence or optimal
    /// strategy) or an adversary certificate `within forever`. In optimal mode a player win also
    /// gets its lower bound: an adversary certificate `within V - 1` beside it.
    Decide(Mode),
    /// Only the adversary certificate "no goal row completes during the first D pieces".
    NoWinWithin(u8),
}

/// What to solve and where the certificates go.
#[derive(Clone, Debug)]
pub struct SolveRequest {
    pub problem: Problem,
    /// Where the games begin ([comp.start]): the empty board, or the position these placements
    /// reach; every piece count is counted after it.
    pub start: Start,
    pub goal: Goal,
    pub tie_break: TieBreak,
    pub threads: Threads,
    /// The memory budget of the whole solve, in bytes: the transposition table takes at most
    /// [`TABLE_SHARE`] of it (the caller stops the process if the budget is crossed anyway).
    pub memory: u64,
    /// The budget was asked for (`--memory`): the table may grow into its share past the
    /// measured default sizes.
    pub memory_asked: bool,
    /// Checkpoints of the search tables (`--checkpoint`, `--resume`), if any.
    pub checkpoint: Option<CheckpointPlan>,
    /// The checker's limits the certificates must be verified within (`--limits`).
    pub limits: CheckLimits,
    /// Where the certificates go.
    /// How the certificates are named and where they go.
    pub naming: Naming,
    /// Whether existing outputs may be replaced (`--force`).
    pub existing: Existing,
    /// Recorded in the manifests.
    pub provenance: Provenance,
}

/// How a solve names its certificates, and so where they go; each file's manifest goes beside it
/// as `<path>.json`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Naming {
    /// Every certificate under its default name ([`default_file_name`]) in this directory.
    Defaults(PathBuf),
    /// The main certificate at the destination given (`-o`); an optimal solve's lower bound
    /// beside a file as `STEM-no-win-within-D.cert` (none with standard output).
    Given(Destination),
}

/// What the solve established, in the game of its problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finding {
    /// The player completes a goal row within this many pieces (the optimum in optimal mode).
    PlayerWins { max_pieces: u32 },
    /// The adversary stops every completion, forever.
    AdversaryWins,
    /// The adversary stops every completion during the first this many pieces.
    NoWinWithin { pieces: u8 },
}

/// What a solve found and wrote.
#[derive(Clone, Debug)]
pub struct SolveReport {
    pub problem: Problem,
    pub finding: Finding,
    /// The verified certificates, the main one first (then the lower bound of an optimal solve).
    pub certified: Vec<Certified>,
    pub states_searched: u64,
    pub wall_seconds: f64,
    pub peak_rss_bytes: u64,
}

/// A verified certificate and what was written about it.
#[derive(Clone, Debug)]
pub struct Certified {
    pub verdict: Verdict,
    pub manifest: AnyManifest,
    /// The certificate's bytes (the command prints them for `-o -`).
    pub text: String,
    pub destination: Destination,
    /// Kept by an interrupted run of the same solve and verified again, not made by this one.
    pub reused: bool,
}

/// The manifest of either claim kind (serialized as the one it is).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AnyManifest {
    Player(Manifest),
    Adversary(AdversaryManifest),
    Survival(SurvivalManifest),
}
