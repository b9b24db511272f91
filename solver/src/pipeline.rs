//! The solve pipeline: search, extract the strategy, canonicalize, verify with the trusted checker,
//! write certificate and manifest, and the `reproduce` comparison against the archive.
//!
//! It orchestrates; it holds no game logic of its own (model/search decide the game, certificate
//! writes the text, the checker decides whether it is right).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::certificate::{self, Move, Next, StrategyGraph};
use crate::error::{Error, Result};
use crate::manifest::{self, Manifest};
use crate::pieces::{PieceSet, Problem, TieBreak};
use crate::search::{self, Mode, Outcome, Progress, SolveConfig};
use crate::strategy::{self, Strategy};

/// What to solve and where the certificate goes.
#[derive(Clone, Debug)]
pub struct SolveRequest {
    pub problem: Problem,
    pub mode: Mode,
    pub tie_break: TieBreak,
    pub threads: usize,
    /// The certificate path; its manifest goes beside it as `<path>.json`.
    pub output: PathBuf,
    pub quiet: bool,
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

/// Runs the whole pipeline. The certificate reaches `request.output` only once verified.
pub fn solve(request: &SolveRequest) -> Result<SolveReport> {
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
    let mut printer = ProgressPrinter::new(request.quiet);
    let config = SolveConfig {
        problem,
        mode: request.mode,
        tie_break: request.tie_break,
        threads,
    };
    let solution = search::solve(&config, &mut |p: &Progress| printer.show(p));
    printer.finish();

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
        printer.note("writing the canonical certificate and verifying it with the checker");
        let canonical = certificate::canonicalize(&strategy_graph(strategy))?;
        let verdict = certificate::write_verified(&request.output, &canonical.text)?;
        let (sequences_by_completed_row, sequences_by_length) = strategy.game_counts();
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
            sequences_by_completed_row,
            sequences_by_length,
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

/// Live progress on stderr: one rewritten line on a terminal, a line every few seconds otherwise.
pub struct ProgressPrinter {
    quiet: bool,
    tty: bool,
    started: Instant,
    last: Option<Instant>,
    last_states: u64,
    shown: bool,
}

impl ProgressPrinter {
    pub fn new(quiet: bool) -> ProgressPrinter {
        ProgressPrinter {
            quiet,
            tty: std::io::stderr().is_terminal(),
            started: Instant::now(),
            last: None,
            last_states: 0,
            shown: false,
        }
    }

    pub fn show(&mut self, p: &Progress) {
        if self.quiet {
            return;
        }
        let now = Instant::now();
        let every = if self.tty {
            Duration::from_millis(500)
        } else {
            Duration::from_secs(5)
        };
        if self
            .last
            .is_some_and(|last| now.duration_since(last) < every)
        {
            return;
        }
        let since = self.last.map_or(now.duration_since(self.started), |last| {
            now.duration_since(last)
        });
        let rate = (p.states_searched.saturating_sub(self.last_states)) as f64
            / since.as_secs_f64().max(1e-3);
        self.last = Some(now);
        self.last_states = p.states_searched;
        let line = format!(
            "[{:>7.1}s] {:<12} states {:>13} ({:>6.2} M/s)  table {:>11}  rss {:>6.0} MiB",
            p.elapsed.as_secs_f64(),
            p.phase,
            group(p.states_searched),
            rate / 1e6,
            group(p.table_entries),
            manifest::current_rss_bytes() as f64 / 1048576.0
        );
        let mut err = std::io::stderr().lock();
        if self.tty {
            let _ = write!(err, "\r{line}\x1b[K");
        } else {
            let _ = writeln!(err, "{line}");
        }
        self.shown = true;
    }

    pub fn note(&mut self, message: &str) {
        if self.quiet {
            return;
        }
        self.finish();
        eprintln!("[{:>7.1}s] {message}", self.started.elapsed().as_secs_f64());
    }

    pub fn finish(&mut self) {
        if self.shown && self.tty {
            eprintln!();
        }
        self.shown = false;
    }
}

/// 1234567 -> "1,234,567".
pub fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
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

    #[test]
    fn numbers_are_grouped_by_thousands() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(1234567), "1,234,567");
    }
}
