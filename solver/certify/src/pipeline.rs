//! The solve pipeline: search, extract the strategy, canonicalize, verify with the trusted checker,
//! write certificate and manifest, and the `reproduce` comparison against the archive.
//!
//! It orchestrates; it holds no game logic of its own (model/search decide the game, certificate
//! writes the text, the checker decides whether it is right).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::canonical::{self, Move, Next, StrategyGraph};
use crate::error::{Error, Result};
use crate::manifest::{self, Manifest};
use sureline_engine::pieces::{PieceSet, Problem, TieBreak};
use sureline_engine::search::{self, Mode, Outcome, Progress, SolveConfig};
use sureline_engine::strategy::{self, Strategy};

/// What to solve and where the certificate goes.
#[derive(Clone, Debug)]
pub struct SolveRequest {
    pub problem: Problem,
    pub mode: Mode,
    pub tie_break: TieBreak,
    pub threads: usize,
    /// The certificate path; its manifest goes beside it as `<path>.json`.
    pub output: PathBuf,
}

/// What a solve found.
#[derive(Clone, Debug)]
pub struct SolveReport {
    pub outcome: Outcome,
    pub states_searched: u64,
    pub wall_seconds: f64,
    pub peak_rss_bytes: u64,
    /// For a player win: the certificate's verdict and its manifest.
    pub certified: Option<(sureline_checker::Verdict, Manifest)>,
}

pub fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Existence => "existence",
        Mode::Optimal => "optimal",
    }
}

/// `10x6-optimal.cert`, `10x6-optimal-legacy-2022.cert`, `8x4-existence-IO.cert`, ...
pub fn default_file_name(problem: &Problem, mode: Mode, tie_break: TieBreak) -> String {
    let mut name = format!("{}x{}-{}", problem.width, problem.rows, mode_name(mode));
    if tie_break != TieBreak::Canonical {
        name.push('-');
        name.push_str(tie_break.name());
    }
    if problem.pieces != PieceSet::ALL {
        name.push('-');
        name.push_str(&problem.pieces.to_string());
    }
    name.push_str(".cert");
    name
}

/// The strategy the search extracted, as a graph for canonicalization (states become nodes).
pub fn strategy_graph(strategy: &Strategy) -> StrategyGraph {
    let nodes = strategy
        .states
        .iter()
        .map(|state| {
            state
                .moves
                .iter()
                .map(|m| Move {
                    placement: m.placement,
                    next: match m.next {
                        strategy::Next::Win { .. } => Next::Win,
                        strategy::Next::State(index) => Next::Node(index),
                    },
                })
                .collect()
        })
        .collect();
    StrategyGraph {
        problem: strategy.problem,
        nodes,
    }
}

/// What the pipeline reports while it works (the command line draws it).
pub enum Event<'a> {
    /// The search's periodic figures.
    Search(&'a Progress),
    /// A phase change, in words.
    Note(&'a str),
}

/// Runs the whole pipeline. The certificate reaches `request.output` only once verified.
pub fn solve(request: &SolveRequest, observer: &mut dyn FnMut(Event)) -> Result<SolveReport> {
    let problem = request.problem;
    if !(2..=12).contains(&problem.width) {
        return Err(Error::Usage(format!(
            "--width {} is outside 2..=12",
            problem.width
        )));
    }
    if !(1..=8).contains(&problem.rows) {
        return Err(Error::Usage(format!(
            "--rows {} is outside 1..=8",
            problem.rows
        )));
    }
    let threads = request.threads.max(1);
    let started = Instant::now();
    let config = SolveConfig {
        problem,
        mode: request.mode,
        tie_break: request.tie_break,
        threads,
    };
    let solution = search::solve(&config, &mut |p: &Progress| observer(Event::Search(p)));

    let mut report = SolveReport {
        outcome: solution.outcome,
        states_searched: solution.states_searched,
        wall_seconds: 0.0,
        peak_rss_bytes: 0,
        certified: None,
    };
    if let (Outcome::PlayerWins { .. }, Some(strategy)) =
        (solution.outcome, solution.strategy.as_ref())
    {
        observer(Event::Note(
            "writing the canonical certificate and verifying it with the checker",
        ));
        let canonical = canonical::canonicalize(&strategy_graph(strategy))?;
        let verdict = canonical::write_verified(&request.output, &canonical.text)?;
        // After the checker, so that its peak memory does not add up with this fold's. The counts
        // fit: canonicalize counted the same games in 64 bits.
        let Ok(games) = strategy.games() else {
            // Keep the pair consistent: no certificate without its manifest.
            let _ = std::fs::remove_file(&request.output);
            return Err(canonical::sequences_overflow());
        };
        let manifest = Manifest {
            certificate: request
                .output
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            width: problem.width,
            rows: problem.rows,
            pieces: problem.pieces.to_string(),
            mode: mode_name(request.mode).to_string(),
            tie_break: request.tie_break.name().to_string(),
            max_pieces: canonical.max_pieces,
            reachable_states: strategy.states.len(),
            nodes: canonical.nodes,
            sequences: canonical.sequences,
            sequences_by_completed_row: games.by_row,
            sequences_by_length: games.by_length,
            sha256: verdict.sha256.clone(),
            states_searched: solution.states_searched,
            threads,
            wall_seconds: round_ms(started.elapsed()),
            peak_rss_bytes: manifest::peak_rss_bytes(),
            solver_version: env!("CARGO_PKG_VERSION").to_string(),
        };
        let manifest_path = manifest::path_for(&request.output);
        if let Err(e) = manifest::write(&manifest_path, &manifest) {
            // Keep the pair consistent: no certificate without its manifest.
            let _ = std::fs::remove_file(&request.output);
            return Err(e);
        }
        report.certified = Some((verdict, manifest));
    } else if let (Outcome::PlayerWins { .. }, None) =
        (solution.outcome, solution.strategy.as_ref())
    {
        return Err(Error::NotVerified(
            "the search reported a player win without a strategy".into(),
        ));
    }
    report.wall_seconds = round_ms(started.elapsed());
    report.peak_rss_bytes = manifest::peak_rss_bytes();
    Ok(report)
}

fn round_ms(d: Duration) -> f64 {
    (d.as_secs_f64() * 1000.0).round() / 1000.0
}

/// Reads `SHA256SUMS` text (`<hex>  <name>` lines) and returns the hash listed for `name`.
pub fn archived_hash(sums: &str, name: &str) -> Option<String> {
    sums.lines().find_map(|line| {
        let (hex, file) = line.split_once(char::is_whitespace)?;
        let file = file.trim_start().trim_start_matches('*');
        (file == name || file.rsplit('/').next() == Some(name)).then(|| format!("sha256:{hex}"))
    })
}

/// The archived certificate that `reproduce` must match.
pub const REPRODUCE_NAME: &str = "10x6-optimal.cert";

/// Compares a freshly solved certificate with the archive's SHA256SUMS.
pub fn compare_with_archive(sums_path: &Path, produced: &str) -> Result<bool> {
    let sums = std::fs::read_to_string(sums_path).map_err(|source| Error::Io {
        path: sums_path.to_path_buf(),
        source,
    })?;
    let expected = archived_hash(&sums, REPRODUCE_NAME).ok_or_else(|| {
        Error::Usage(format!(
            "{} lists no hash for {REPRODUCE_NAME}",
            sums_path.display()
        ))
    })?;
    Ok(expected == produced)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_say_what_was_solved() {
        let p = Problem {
            width: 10,
            rows: 6,
            pieces: PieceSet::ALL,
        };
        assert_eq!(
            default_file_name(&p, Mode::Optimal, TieBreak::Canonical),
            "10x6-optimal.cert"
        );
        assert_eq!(
            default_file_name(&p, Mode::Optimal, TieBreak::Legacy2022),
            "10x6-optimal-legacy-2022.cert"
        );
        let o = Problem {
            width: 4,
            rows: 2,
            pieces: PieceSet::parse("OI").unwrap(),
        };
        assert_eq!(
            default_file_name(&o, Mode::Existence, TieBreak::Canonical),
            "4x2-existence-IO.cert"
        );
    }

    #[test]
    fn sums_lines_are_found_by_file_name() {
        let sums = "aa11  examples/x.cert\nbb22  10x6-optimal.cert\n";
        assert_eq!(
            archived_hash(sums, "10x6-optimal.cert").as_deref(),
            Some("sha256:bb22")
        );
        assert_eq!(
            archived_hash(sums, "x.cert").as_deref(),
            Some("sha256:aa11")
        );
        assert_eq!(archived_hash(sums, "nope.cert"), None);
    }
}
