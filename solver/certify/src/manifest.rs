//! The manifest written beside each certificate (`CERT.json`): what was solved, how, and the
//! figures a reader compares with a paper. It records facts about a run; it proves nothing (the
//! certificate does) and it is not part of the certificate's identity.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

/// The manifest of a player certificate. Keys are part of sureline's interface
/// (docs/manifest.md); add, never rename.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    /// The certificate's file name (beside this manifest).
    pub certificate: String,
    /// `player-completes-a-line` (absent from manifests written before the adversary kind).
    #[serde(default = "player_claim")]
    pub claim: String,
    /// `capped` or `well` (spec/rules.md [rules.games]; absent before: `capped`).
    #[serde(default = "capped")]
    pub game: String,
    /// The player's move set: `all` or `grid-2022` (absent before: `all`).
    #[serde(default = "all_moves")]
    pub moves: String,
    pub width: u8,
    /// The goal rows R, or the height H of a well.
    pub rows: u8,
    /// The adversary's piece set, letters in canonical order.
    pub pieces: String,
    /// The start the certificate's games begin from (spec/composite.md [comp.start]), its
    /// placements joined by commas (`T0@3,I1@0`); absent for the empty board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// `existence` or `optimal`.
    pub mode: String,
    /// `canonical` or `legacy-2022`.
    pub tie_break: String,
    /// Worst-case number of pieces of the certified strategy.
    pub max_pieces: u32,
    /// Distinct non-terminal game states met when following the strategy from the empty board
    /// (won positions not counted, mirror images counted separately). A game state is the
    /// solver's abstract state (spec/solver-model.md [model.state]: capped column heights and
    /// spoiled goal rows), so concrete boards that differ only above the goal rows or inside
    /// spoiled rows count once (`sureline stats` reports the concrete boards: `distinct_boards`).
    pub reachable_states: usize,
    /// Nodes of the canonical (minimal) strategy DAG.
    pub nodes: usize,
    /// Adversary piece sequences the strategy answers.
    pub sequences: u64,
    /// Sequences by completed row (the lowest completed row), indexed from row 0.
    pub sequences_by_completed_row: Vec<u64>,
    /// Sequences by length in pieces, indexed from 0 (index 0 is always 0).
    pub sequences_by_length: Vec<u64>,
    /// The certificate's identity and how this run made it (the last keys of the object).
    #[serde(flatten)]
    pub run: RunRecord,
}

fn player_claim() -> String {
    PLAYER_CLAIM.into()
}

fn capped() -> String {
    "capped".into()
}

fn all_moves() -> String {
    "all".into()
}

/// The claim of a player certificate, as its claim line names it.
pub const PLAYER_CLAIM: &str = "player-completes-a-line";
/// The claim of an adversary certificate.
pub const ADVERSARY_CLAIM: &str = "adversary-prevents-a-line";
/// The claim of a survival player certificate.
pub const SURVIVES_CLAIM: &str = "player-survives";
/// The claim of a survival adversary certificate.
pub const ENDS_CLAIM: &str = "adversary-ends-the-game";

/// The manifest of an adversary certificate (spec/adversary-certificate.md). Keys are part of
/// sureline's interface; add, never rename.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdversaryManifest {
    /// The certificate's file name (beside this manifest).
    pub certificate: String,
    /// `adversary-prevents-a-line`.
    pub claim: String,
    /// `capped` or `well`.
    pub game: String,
    pub width: u8,
    /// The goal rows R (the capped game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rows: Option<u8>,
    /// The height H (the well).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<u8>,
    /// The adversary's piece set, letters in canonical order.
    pub pieces: String,
    /// The start the certificate's games begin from ([comp.start]), placements joined by
    /// commas; absent for the empty board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// The player's move set: `all` or `grid-2022`.
    pub moves: String,
    /// `"forever"`, or the number of pieces during which no goal row completes.
    pub within: ManifestWithin,
    /// The rule that chose the adversary's pieces (spec/solver-model.md [adversary.choice]).
    pub choice: String,
    /// State lines of the certificate: the states the walk expands.
    pub states: usize,
    /// State lines by the depth at which the walk expands them, from the root's 0 (the empty
    /// board, or the start position).
    pub states_by_depth: Vec<u64>,
    /// The certificate's identity and how this run made it (the last keys of the object).
    #[serde(flatten)]
    pub run: RunRecord,
}

/// The manifest of a survival certificate (spec/survival.md), either kind. Keys are part of
/// sureline's interface; add, never rename.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SurvivalManifest {
    /// The certificate's file name (beside this manifest).
    pub certificate: String,
    /// `player-survives` or `adversary-ends-the-game`.
    pub claim: String,
    /// `survival`.
    pub game: String,
    pub width: u8,
    pub height: u8,
    /// `f(c)` of every column as the certificate writes it (all `0`: the rectangular well).
    pub floor: String,
    /// The adversary's piece set (absent with a sequence).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adversary: Option<String>,
    /// The fixed sequence of pieces (absent with a piece set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sequence: Option<String>,
    /// 1 when the player sees the next piece.
    pub preview: u8,
    /// Node lines of the certificate: the positions the strategy or the policy reaches.
    pub nodes: usize,
    /// An adversary certificate's longest game: the player tops out at this piece at the latest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub within: Option<u32>,
    /// The policy's nodes by their length (the most pieces the game still lasts), from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes_by_length: Option<Vec<u64>>,
    /// A player strategy's height: the most rows its boards fill between two pieces
    /// (Brzustowski's "height of a strategy"; the well's `H` is at least this).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategy_height: Option<u8>,
    /// A player strategy's pieces per cycle, from the start until a node repeats on the first
    /// choice of every node (the first slot's game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_cycle: Option<FirstCycle>,
    /// How the solver decided (spec/solver-model.md [survival.solve], [survival.staged]).
    pub method: SurvivalMethod,
    /// Positions of the whole reachable graph (`graph`), met by the local search (`local`), met
    /// by the refutation (`refute`), or of the hole-free graph (`surface`).
    pub positions: u64,
    /// Edges of the whole graph (or of the hole-free one), and its positions that survive (in
    /// the surface game's fixed point); the highest rank in the whole graph.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edges: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub surviving_positions: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deepest_rank: Option<u32>,
    /// The certificate's identity and how this run made it (the last keys of the object).
    #[serde(flatten)]
    pub run: RunRecord,
}

/// The search that decided a survival game, as a manifest spells it (lowercase).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SurvivalMethod {
    /// The local search alone (the exact search).
    Local,
    /// The adversary's ranks by iterative deepening (the exact search).
    Refute,
    /// The whole reachable graph and its attractor (the exact search, one choice).
    Graph,
    /// [survival.lift] The player's strategy without preview, lifted to the preview game.
    Lifted,
    /// [survival.guided] The guided search: an adversary's `within` is not always the least.
    Guided,
    /// [survival.surface] The surface fixed point: the player's strategy on hole-free boards.
    Surface,
}

impl SurvivalMethod {
    /// The word a manifest and a table write.
    pub fn word(self) -> &'static str {
        match self {
            SurvivalMethod::Local => "local",
            SurvivalMethod::Refute => "refute",
            SurvivalMethod::Graph => "graph",
            SurvivalMethod::Lifted => "lifted",
            SurvivalMethod::Guided => "guided",
            SurvivalMethod::Surface => "surface",
        }
    }
}

impl std::fmt::Display for SurvivalMethod {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.word())
    }
}

/// The game a player strategy plays when the adversary always makes its first choice: after
/// `lead` pieces it comes back, every `period` pieces, to a node it met.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirstCycle {
    pub lead: u32,
    pub period: u32,
}

/// An adversary manifest's `within`: the word `"forever"`, or a number of pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ManifestWithin {
    Pieces(u8),
    Forever(Forever),
}

/// The word `forever`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Forever {
    #[serde(rename = "forever")]
    Forever,
}

/// The keys both manifests end with: the certificate's identity and the run that made it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunRecord {
    /// `sha256:` + hex digest of the certificate's bytes.
    pub sha256: String,
    /// Game states the search expanded (deciding, and for the adversary choosing).
    pub states_searched: u64,
    /// Worker threads the search used (the certificate does not depend on it).
    pub threads: usize,
    pub wall_seconds: f64,
    /// The process's peak resident set size when the certificate was written (`VmHWM`; in
    /// `reproduce`, the peak of the jobs so far).
    pub peak_rss_bytes: u64,
    /// `large` when the certificate was verified within the checker's large limits (then
    /// `sureline-check --limits large` verifies it); absent for the standard limits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checker_limits: Option<String>,
    pub solver_version: String,
    /// Where the certificate came from (not part of its identity: the certificate's bytes do
    /// not depend on any of it). Absent from the manifests written before it was recorded
    /// (the archive's `10x6-optimal` and `10x6-optimal-legacy-2022`), which must still read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provenance: Option<Provenance>,
}

/// The manifest `CERT.json` of a slide certificate (`sureline solve --moves slide`, spec/rules.md
/// [rules.moves.slide]): what it proves, the figures, provenance.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SlideManifest {
    pub certificate: String,
    pub claim: String,
    pub game: String,
    pub width: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rows: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u8>,
    pub pieces: String,
    pub moves: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_pieces: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub within: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub states: Option<usize>,
    pub sha256: String,
    pub states_searched: u64,
    pub wall_seconds: f64,
    pub peak_rss_bytes: u64,
    pub provenance: Provenance,
}

/// Who made a certificate, with what, when and how.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Provenance {
    pub sureline_version: String,
    /// The git commit the solver was built from (`unknown` outside a git checkout), with
    /// `-dirty` when the work tree had uncommitted changes at build time.
    pub git_commit: String,
    /// `rustc --version` of the compiler that built the solver.
    pub rustc: String,
    /// The command line, one argument per entry.
    pub command_line: Vec<String>,
    /// When the run started, UTC, RFC 3339 to the second.
    pub started_utc: String,
}

impl Provenance {
    /// This build, this process's command line, now.
    pub fn of_this_run() -> Provenance {
        Provenance {
            sureline_version: env!("CARGO_PKG_VERSION").to_string(),
            git_commit: env!("SURELINE_GIT_COMMIT").to_string(),
            rustc: env!("SURELINE_RUSTC_VERSION").to_string(),
            command_line: std::env::args_os()
                .map(|a| a.to_string_lossy().into_owned())
                .collect(),
            started_utc: humantime::format_rfc3339_seconds(std::time::SystemTime::now())
                .to_string(),
        }
    }
}

/// `x.cert` -> `x.cert.json`.
pub fn path_for(certificate: &Path) -> PathBuf {
    let mut name = certificate.as_os_str().to_owned();
    name.push(".json");
    PathBuf::from(name)
}

/// The manifest as pretty JSON with a trailing newline.
pub fn to_json(manifest: &impl Serialize) -> String {
    let mut json = serde_json::to_string_pretty(manifest).expect("manifests serialize");
    json.push('\n');
    json
}

/// Reads a manifest back (for `reproduce`, `frontier` and the tests): a player manifest
/// ([`Manifest`]) or an adversary one ([`AdversaryManifest`]).
pub fn read<M: serde::de::DeserializeOwned>(path: &Path) -> Result<M> {
    let text = std::fs::read_to_string(path).map_err(|source| Error::Io {
        path: path.to_path_buf(),
        source,
    })?;
    serde_json::from_str(&text).map_err(|source| Error::Json {
        path: path.to_path_buf(),
        source,
    })
}

/// The peak resident set size of one phase of a process (a job of `reproduce`), measured
/// without touching the process's own peak (`VmHWM`, which `/usr/bin/time -v` and other outside
/// tools read): a thread samples `VmRSS` every [`PHASE_SAMPLE_EVERY`] until [`PhasePeak::finish`].
/// A spike shorter than the interval may be missed; the process's peak stays exact.
pub struct PhasePeak {
    done: std::sync::Arc<std::sync::atomic::AtomicBool>,
    sampler: std::thread::JoinHandle<u64>,
}

/// How often [`PhasePeak`] reads the resident set size.
pub const PHASE_SAMPLE_EVERY: std::time::Duration = std::time::Duration::from_millis(20);

impl PhasePeak {
    /// Starts sampling now.
    pub fn start() -> PhasePeak {
        use std::sync::atomic::{AtomicBool, Ordering};
        let done = std::sync::Arc::new(AtomicBool::new(false));
        let flag = std::sync::Arc::clone(&done);
        let sampler = std::thread::spawn(move || {
            let mut peak = current_rss_bytes();
            while !flag.load(Ordering::Relaxed) {
                std::thread::sleep(PHASE_SAMPLE_EVERY);
                peak = peak.max(current_rss_bytes());
            }
            peak
        });
        PhasePeak { done, sampler }
    }

    /// The largest resident set size seen since [`PhasePeak::start`], in bytes (0 where unknown).
    pub fn finish(self) -> u64 {
        self.done.store(true, std::sync::atomic::Ordering::Relaxed);
        let sampled = self.sampler.join().unwrap_or(0);
        sampled.max(current_rss_bytes())
    }
}

/// Peak resident set size of this process so far (Linux `VmHWM`), 0 where unknown.
pub fn peak_rss_bytes() -> u64 {
    proc_status_bytes("self", "VmHWM:")
}

/// Peak resident set size of another process (a child `sureline frontier` stops at its
/// budget: its own manifest was never written), 0 where unknown.
pub fn peak_rss_bytes_of(pid: u32) -> u64 {
    proc_status_bytes(&pid.to_string(), "VmHWM:")
}

/// Current resident set size (Linux `VmRSS`), 0 where unknown; for progress lines.
pub fn current_rss_bytes() -> u64 {
    proc_status_bytes("self", "VmRSS:")
}

/// A `kB` field of `/proc/PROCESS/status`, in bytes.
fn proc_status_bytes(process: &str, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{process}/status"))
        .ok()
        .and_then(|status| {
            status.lines().find_map(|line| {
                let kib = line.strip_prefix(field)?.trim().strip_suffix("kB")?.trim();
                kib.parse::<u64>().ok().map(|k| k * 1024)
            })
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_path_appends_json() {
        assert_eq!(
            path_for(Path::new("certificates/10x6-optimal.cert")),
            PathBuf::from("certificates/10x6-optimal.cert.json")
        );
    }

    #[test]
    fn peak_rss_is_measured_on_linux() {
        assert!(peak_rss_bytes() > 0);
        assert!(peak_rss_bytes() >= current_rss_bytes() / 2);
        assert!(peak_rss_bytes_of(std::process::id()) > 0);
    }

    /// A phase's peak is measured without lowering the process's own (outside tools read it).
    #[test]
    fn a_phase_peak_leaves_the_process_peak_alone() {
        const SIZE: usize = 64 << 20;
        let touched = vec![1u8; SIZE];
        assert_eq!(touched.iter().map(|&b| b as usize).sum::<usize>(), SIZE);
        drop(touched);
        let before = peak_rss_bytes();
        let phase = PhasePeak::start();
        let held = vec![2u8; SIZE / 2];
        std::thread::sleep(PHASE_SAMPLE_EVERY * 5);
        let peak = phase.finish();
        assert_eq!(held.iter().map(|&b| b as usize).sum::<usize>(), SIZE);
        assert!(peak >= (SIZE / 2) as u64, "phase peak {peak}");
        assert!(peak_rss_bytes() >= before, "the process's peak went down");
    }

    /// No code of the workspace resets the kernel's peak counter (the `clear` + `_refs` file of
    /// /proc/self, which would hide the peak from `/usr/bin/time -v`).
    #[test]
    fn nothing_resets_the_peak_counter() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut found = Vec::new();
        for dir in ["solver", "checker", "tests", "scripts"] {
            scan(&root.join(dir), &mut found);
        }
        assert!(found.is_empty(), "{found:?}");
    }

    fn scan(dir: &Path, found: &mut Vec<PathBuf>) {
        let needle = ["clear", "_refs"].concat();
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            if path.is_dir() && name != "target" && name != "node_modules" {
                scan(&path, found);
            } else if std::fs::read_to_string(&path).is_ok_and(|text| text.contains(&needle)) {
                found.push(path);
            }
        }
    }
}
