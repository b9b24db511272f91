//! `sureline solve` and `sureline reproduce`: arguments, the checks made before the search, and
//! the lines printed after it. Every outcome line names the game it holds in.

use std::path::{Path, PathBuf};

use serde_json::json;
use sureline_certify::error::{Error, Result};
use sureline_certify::manifest::{self, Provenance};
use sureline_certify::output::{Destination, Existing};
use sureline_certify::pipeline::{self, SolveReport, SolveRequest};
use sureline_engine::pieces::{PieceSet, Problem, TieBreak};
use sureline_engine::search::Mode;

use crate::progress::ProgressPrinter;
use crate::stdout::{finished, line};
use sureline_tools::words::count;

#[derive(clap::Args)]
pub struct SolveArgs {
    /// Board width W (2..=12).
    #[arg(long)]
    width: u8,
    /// Goal rows R (1..=8): the player must complete one of the bottom R rows.
    #[arg(long)]
    rows: u8,
    /// The adversary's piece set, e.g. IOTSZJL (default) or O.
    #[arg(long, default_value = "IOTSZJL")]
    pieces: String,
    /// Find a strategy with the fewest pieces in the worst case (default: any winning strategy).
    #[arg(long)]
    optimal: bool,
    /// Tie-break between equally good placements: canonical or legacy-2022.
    #[arg(long, default_value = "canonical")]
    tie_break: String,
    /// Search threads, 1..=256 (default: the number of cores; the certificate does not depend
    /// on it).
    #[arg(long)]
    threads: Option<usize>,
    /// Certificate path, or - for standard output (then no manifest is written and the summary
    /// goes to stderr). Default: WxR-MODE[-TIEBREAK][-PIECES].cert in the current directory.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Replace the certificate and manifest if they exist (never an archived certificate).
    #[arg(long)]
    force: bool,
    /// No progress on stderr.
    #[arg(long)]
    quiet: bool,
    /// Print the result as JSON on stdout.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args)]
pub struct ReproduceArgs {
    /// Where to write the reproduced certificate and manifest (replaced if they exist).
    #[arg(long, default_value = "reproduced")]
    output_dir: PathBuf,
    /// The archive's checksum list (default: certificates/SHA256SUMS of the current directory,
    /// else of the repository the command was built from).
    #[arg(long)]
    sums: Option<PathBuf>,
    /// Search threads, 1..=256 (default: the number of cores).
    #[arg(long)]
    threads: Option<usize>,
    #[arg(long)]
    quiet: bool,
}

fn threads_or_cores(threads: Option<usize>) -> usize {
    threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    })
}

/// "the bottom 6 rows of a board 10 columns wide" (a board is at least 2 columns wide).
fn goal_rows(problem: &Problem) -> String {
    let rows = match problem.rows {
        1 => "the bottom row".to_string(),
        n => format!("the bottom {n} rows"),
    };
    format!("{rows} of a board {} columns wide", problem.width)
}

pub fn solve(args: SolveArgs) -> Result<u8> {
    let pieces =
        PieceSet::parse(&args.pieces).map_err(|m| Error::Usage(format!("--pieces: {m}")))?;
    let tie_break =
        TieBreak::parse(&args.tie_break).map_err(|m| Error::Usage(format!("--tie-break: {m}")))?;
    let problem = Problem::capped(args.width, args.rows, pieces);
    let mode = if args.optimal {
        Mode::Optimal
    } else {
        Mode::Existence
    };
    let destination =
        Destination::from_arg(args.output.unwrap_or_else(|| {
            PathBuf::from(pipeline::default_file_name(&problem, mode, tie_break))
        }));
    if args.json && destination == Destination::Stdout {
        return Err(Error::Usage(
            "--json and -o - both want standard output: choose one".into(),
        ));
    }
    let request = SolveRequest {
        problem,
        mode,
        tie_break,
        threads: threads_or_cores(args.threads),
        destination: destination.clone(),
        existing: if args.force {
            Existing::Replace
        } else {
            Existing::Keep
        },
        provenance: Provenance::of_this_run(),
    };
    let mut printer = ProgressPrinter::new(args.quiet);
    let report = pipeline::solve(&request, &mut |e| printer.event(e))?;
    printer.finish();
    if args.json {
        return finished(line(&solve_json(&request, &report)));
    }
    let summary = summary_lines(&request, &report);
    match (&destination, &report.certified) {
        (Destination::Stdout, Some(certified)) => {
            eprint!("{summary}");
            finished(crate::stdout::print(&certified.text))
        }
        _ => finished(crate::stdout::print(&summary)),
    }
}

fn solve_json(request: &SolveRequest, report: &SolveReport) -> String {
    let problem = request.problem;
    let value = match &report.certified {
        Some(certified) => json!({
            "outcome": "player-wins", "game": "capped", "manifest": certified.manifest,
        }),
        None => json!({
            "outcome": "adversary-wins", "game": "capped",
            "certified": false,
            "width": problem.width, "rows": problem.rows, "pieces": problem.pieces.to_string(),
            "mode": pipeline::mode_name(request.mode), "states_searched": report.states_searched,
            "wall_seconds": report.wall_seconds, "peak_rss_bytes": report.peak_rss_bytes,
        }),
    };
    serde_json::to_string_pretty(&value).expect("JSON values serialize")
}

fn summary_lines(request: &SolveRequest, report: &SolveReport) -> String {
    let problem = request.problem;
    let mut text = String::new();
    match (&report.certified, &request.destination) {
        (Some(certified), destination) => {
            let m = &certified.manifest;
            text += &format!("{}\n", certified.verdict);
            text += &format!(
                "player wins in the capped game: completes a line in {} within {}, pieces {} ({} mode)\n",
                goal_rows(&problem),
                count(m.max_pieces as u64, "piece", "pieces"),
                problem.pieces,
                pipeline::mode_name(request.mode)
            );
            let written = match destination {
                Destination::File(path) => format!(
                    "certificate {}, manifest {}",
                    path.display(),
                    manifest::path_for(path).display()
                ),
                Destination::Stdout => "certificate on standard output".into(),
            };
            text += &format!(
                "{written} ({}, {}, {})\n",
                count(m.nodes as u64, "node", "nodes"),
                count(
                    m.reachable_states as u64,
                    "reachable state",
                    "reachable states"
                ),
                count(m.sequences, "sequence", "sequences")
            );
        }
        (None, _) => {
            text += &format!(
                "adversary wins in the capped game (not certified: no certificate written for this side yet): no strategy completes a line in {} against pieces {}\n",
                goal_rows(&problem),
                problem.pieces
            );
        }
    }
    text += &format!(
        "searched {} in {:.3} s, peak RSS {:.1} MiB\n",
        count(report.states_searched, "state", "states"),
        report.wall_seconds,
        report.peak_rss_bytes as f64 / 1048576.0
    );
    text
}

/// Where the archive's checksums are: `--sums`, else `certificates/SHA256SUMS` here, else in the
/// repository this binary was built from. Found (and read) before the solve starts.
fn find_sums(sums: Option<PathBuf>) -> Result<(PathBuf, String)> {
    let built_from = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../certificates/SHA256SUMS");
    let candidates = match sums {
        Some(path) => vec![path],
        None => vec![PathBuf::from("certificates/SHA256SUMS"), built_from],
    };
    let path = candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| {
            Error::Usage(format!(
                "cannot find the archive's checksums ({}): run from the repository root or pass --sums FILE",
                candidates
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
    let text = std::fs::read_to_string(&path).map_err(|source| Error::Io {
        path: path.clone(),
        source,
    })?;
    let expected = pipeline::archived_hash(&text, pipeline::REPRODUCE_NAME).ok_or_else(|| {
        Error::Malformed {
            path: path.clone(),
            message: format!(" lists no hash for {}", pipeline::REPRODUCE_NAME),
        }
    })?;
    Ok((path, expected))
}

pub fn reproduce(args: ReproduceArgs) -> Result<u8> {
    let (sums, expected) = find_sums(args.sums)?;
    std::fs::create_dir_all(&args.output_dir).map_err(|source| Error::Io {
        path: args.output_dir.clone(),
        source,
    })?;
    let output = args.output_dir.join(pipeline::REPRODUCE_NAME);
    let request = SolveRequest {
        problem: Problem::capped(10, 6, PieceSet::ALL),
        mode: Mode::Optimal,
        tie_break: TieBreak::Canonical,
        threads: threads_or_cores(args.threads),
        destination: Destination::File(output.clone()),
        existing: Existing::Replace,
        provenance: Provenance::of_this_run(),
    };
    let mut printer = ProgressPrinter::new(args.quiet);
    let report = pipeline::solve(&request, &mut |e| printer.event(e))?;
    printer.finish();
    let Some(certified) = report.certified else {
        finished(line(
            "s NOT REPRODUCED: the search found no winning strategy for 10x6",
        ))?;
        return Ok(1);
    };
    let sha256 = &certified.verdict.sha256;
    let mut text = format!(
        "{}\nwrote {} in {:.1} s (peak RSS {:.0} MiB): {} worst case, {}\n",
        certified.verdict,
        output.display(),
        report.wall_seconds,
        report.peak_rss_bytes as f64 / 1048576.0,
        count(certified.manifest.max_pieces as u64, "piece", "pieces"),
        count(certified.manifest.nodes as u64, "node", "nodes")
    );
    let same = *sha256 == expected;
    text += &format!(
        "s {} {sha256} {} the hash of {} in {}\n",
        if same { "REPRODUCED" } else { "NOT REPRODUCED" },
        if same { "matches" } else { "differs from" },
        pipeline::REPRODUCE_NAME,
        sums.display()
    );
    finished(crate::stdout::print(&text))?;
    Ok(if same { 0 } else { 1 })
}
