//! The solve pipeline: search, extract the strategy, canonicalize, verify with the trusted checker,
//! write certificate and manifest, and the `reproduce` comparison against the archive.
//!
//! It orchestrates; it holds no game logic of its own (model/search decide the game, certificate
//! writes the text, the checker decides whether it is right).

use std::time::{Duration, Instant};

use crate::canonical::{self, Move, Next, StrategyGraph};
use crate::error::{Error, Result};
use crate::manifest::{self, Manifest, Provenance};
use crate::output::{self, Destination, Existing};
use sureline_engine::model::{MAX_ROWS, MAX_WIDTH, MIN_WIDTH};
use sureline_engine::pieces::{PieceSet, Problem, TieBreak};
use sureline_engine::search::{self, Mode, Outcome, Progress, Solution, SolveConfig};
use sureline_engine::strategy::{self, Strategy};

/// Most search threads `solve` accepts: more cannot help on any machine this runs on, and each
/// thread costs a stack and per-level buffers.
pub const MAX_THREADS: usize = 256;

/// What to solve and where the certificate goes.
#[derive(Clone, Debug)]
pub struct SolveRequest {
    pub problem: Problem,
    pub mode: Mode,
    pub tie_break: TieBreak,
    pub threads: usize,
    /// The certificate's destination; a file's manifest goes beside it as `<path>.json`.
    pub destination: Destination,
    /// Whether existing outputs may be replaced (`--force`).
    pub existing: Existing,
    /// Recorded in the manifest.
    pub provenance: Provenance,
}

/// What a solve found.
#[derive(Clone, Debug)]
pub struct SolveReport {
    pub outcome: Outcome,
    pub states_searched: u64,
    pub wall_seconds: f64,
    pub peak_rss_bytes: u64,
    /// For a player win: the verified certificate.
    pub certified: Option<Certified>,
}

/// A verified certificate and what was written about it.
#[derive(Clone, Debug)]
pub struct Certified {
    pub verdict: sureline_checker::Verdict,
    pub manifest: Manifest,
    /// The certificate's bytes (the command prints them for `-o -`).
    pub text: String,
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

/// [`solve`]'s checks of the request, before any work: the problem's size and the thread count.
pub fn check_request(request: &SolveRequest) -> Result<()> {
    let problem = request.problem;
    if !(MIN_WIDTH..=MAX_WIDTH).contains(&problem.width) {
        return Err(Error::Usage(format!(
            "--width {}: expected {MIN_WIDTH}..={MAX_WIDTH}",
            problem.width
        )));
    }
    if !(1..=MAX_ROWS).contains(&problem.rows) {
        return Err(Error::Usage(format!(
            "--rows {}: expected 1..={MAX_ROWS}",
            problem.rows
        )));
    }
    if !(1..=MAX_THREADS).contains(&request.threads) {
        return Err(Error::Usage(format!(
            "--threads {}: expected 1..={MAX_THREADS}",
            request.threads
        )));
    }
    Ok(())
}

/// Runs the whole pipeline: checks the request and reserves the outputs (so a bad request or
/// an unwritable output fails before the search), searches, writes the canonical certificate,
/// verifies it with the checker, and writes certificate and manifest as one unit. The
/// certificate reaches its destination only once verified.
pub fn solve(request: &SolveRequest, observer: &mut dyn FnMut(Event)) -> Result<SolveReport> {
    check_request(request)?;
    let reservation = match &request.destination {
        Destination::File(path) => Some(output::reserve(
            &[path.clone(), manifest::path_for(path)],
            request.existing,
        )?),
        Destination::Stdout => None,
    };
    let started = Instant::now();
    let config = SolveConfig {
        problem: request.problem,
        mode: request.mode,
        tie_break: request.tie_break,
        threads: request.threads,
    };
    let solution = search::solve(&config, &mut |p: &Progress| observer(Event::Search(p)));
    let certified = match (solution.outcome, solution.strategy.as_ref()) {
        (Outcome::PlayerWins { .. }, Some(strategy)) => {
            observer(Event::Note(
                "writing the canonical certificate and verifying it with the checker",
            ));
            let certified = certify(request, strategy, &solution, started)?;
            if let Some(reservation) = &reservation {
                let json = manifest::to_json(&certified.manifest)?;
                reservation.write_all(&[certified.text.as_bytes(), json.as_bytes()])?;
            }
            Some(certified)
        }
        (Outcome::PlayerWins { .. }, None) => {
            return Err(Error::NotVerified(
                "the search reported a player win without a strategy".into(),
            ))
        }
        (Outcome::AdversaryWins, _) => None,
    };
    Ok(SolveReport {
        outcome: solution.outcome,
        states_searched: solution.states_searched,
        wall_seconds: round_ms(started.elapsed()),
        peak_rss_bytes: manifest::peak_rss_bytes(),
        certified,
    })
}

/// The canonical certificate of `strategy`, verified by the checker, and its manifest.
fn certify(
    request: &SolveRequest,
    strategy: &Strategy,
    solution: &Solution,
    started: Instant,
) -> Result<Certified> {
    let canonical = canonical::canonicalize(&strategy_graph(strategy))?;
    let verdict = verify_produced(&canonical.text)?;
    // After the checker, so that its peak memory does not add up with this fold's. The counts
    // fit: canonicalize counted the same games in 64 bits.
    let games = strategy
        .games()
        .map_err(|_| canonical::sequences_overflow())?;
    let problem = request.problem;
    let manifest = Manifest {
        certificate: match &request.destination {
            Destination::File(path) => path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            Destination::Stdout => "-".into(),
        },
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
        threads: request.threads,
        wall_seconds: round_ms(started.elapsed()),
        peak_rss_bytes: manifest::peak_rss_bytes(),
        solver_version: env!("CARGO_PKG_VERSION").to_string(),
        provenance: request.provenance.clone(),
    };
    Ok(Certified {
        verdict,
        manifest,
        text: canonical.text,
    })
}

/// The checker's verdict on a certificate the solver produced; a refusal is a solver bug
/// ([`Error::Produced`]), and nothing is written.
pub fn verify_produced(text: &str) -> Result<sureline_checker::Verdict> {
    sureline_checker::verify(text.as_bytes(), &sureline_checker::Claim::default())
        .map_err(|failure| Error::Produced(Box::new(failure)))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_say_what_was_solved() {
        let p = Problem::capped(10, 6, PieceSet::ALL);
        assert_eq!(
            default_file_name(&p, Mode::Optimal, TieBreak::Canonical),
            "10x6-optimal.cert"
        );
        assert_eq!(
            default_file_name(&p, Mode::Optimal, TieBreak::Legacy2022),
            "10x6-optimal-legacy-2022.cert"
        );
        let o = Problem::capped(4, 2, PieceSet::parse("OI").unwrap());
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
