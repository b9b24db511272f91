//! The `sureline` command line: parses arguments, runs one command, renders errors once.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use serde_json::json;

use sureline_certify::error::{Error, Result};
use sureline_certify::pipeline::{self, SolveRequest};
use sureline_engine::pieces::{PieceSet, Problem, TieBreak};
use sureline_engine::search::{Mode, Outcome};
use sureline_tools::words::count;

mod progress;
mod tools;

use progress::{group, ProgressPrinter};

#[derive(Parser)]
#[command(
    name = "sureline",
    version,
    about = "Prove that you can be sure to clear a line at Tetris, with a certificate anyone can check"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Decide who wins from the empty board; when the player wins, write a verified certificate.
    Solve(SolveArgs),
    /// Solve 10x6 optimally, verify, and compare with the archived certificate's hash.
    Reproduce(ReproduceArgs),
    /// Verify a certificate with the trusted checker (same verdicts and exit codes as sureline-check).
    Check(CheckArgs),
    /// Figures of a certificate: nodes, sequences by length and by completed row, boards.
    Stats(tools::StatsArgs),
    /// Play the adversary against a certificate's strategy (interactive, or --sequence).
    Play(tools::PlayArgs),
    /// A piece sequence that forces the longest game, with its boards.
    Worst(tools::WorstArgs),
    /// Draw the boards of one game as SVG or PNG (from the extension of -o).
    Render(tools::RenderArgs),
    /// Convert a 2022 strategy file into a canonical certificate.
    ImportLegacy(tools::ImportArgs),
    /// Write a certificate in the 2022 strategy-file layout.
    ExportLegacy(tools::ExportArgs),
}

#[derive(Args)]
struct SolveArgs {
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
    /// Search threads (the certificate does not depend on it).
    #[arg(long, default_value_t = default_threads())]
    threads: usize,
    /// Certificate path (default: WxR-MODE[-TIEBREAK][-PIECES].cert in the current directory).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// No progress on stderr.
    #[arg(long)]
    quiet: bool,
    /// Print the result as JSON on stdout.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct ReproduceArgs {
    /// Where to write the reproduced certificate and manifest.
    #[arg(long, default_value = "reproduced")]
    output_dir: PathBuf,
    /// The archive's checksum list.
    #[arg(long, default_value = "certificates/SHA256SUMS")]
    sums: PathBuf,
    #[arg(long, default_value_t = default_threads())]
    threads: usize,
    #[arg(long)]
    quiet: bool,
}

#[derive(Args)]
struct CheckArgs {
    /// The certificate file.
    file: PathBuf,
    /// Fail unless the certificate is for this width.
    #[arg(long)]
    width: Option<u8>,
    /// Fail unless the line is completed within this many bottom rows.
    #[arg(long)]
    rows: Option<u8>,
    /// Fail unless the strategy wins within this many pieces.
    #[arg(long)]
    max_pieces: Option<u64>,
    /// Fail unless the strategy answers every piece of this set.
    #[arg(long)]
    adversary: Option<String>,
    /// Print the verdict as JSON.
    #[arg(long)]
    json: bool,
}

fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve(args),
        Command::Reproduce(args) => reproduce(args),
        Command::Check(args) => check(args),
        Command::Stats(args) => tools::stats(args),
        Command::Play(args) => tools::play(args),
        Command::Worst(args) => tools::worst(args),
        Command::Render(args) => tools::render(args),
        Command::ImportLegacy(args) => tools::import_legacy(args),
        Command::ExportLegacy(args) => tools::export_legacy(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(error) => {
            eprintln!("sureline: {error}");
            ExitCode::from(error.exit_code() as u8)
        }
    }
}

fn solve(args: SolveArgs) -> Result<u8> {
    let pieces =
        PieceSet::parse(&args.pieces).map_err(|m| Error::Usage(format!("--pieces: {m}")))?;
    let tie_break =
        TieBreak::parse(&args.tie_break).map_err(|m| Error::Usage(format!("--tie-break: {m}")))?;
    let problem = Problem {
        width: args.width,
        rows: args.rows,
        pieces,
    };
    let mode = if args.optimal {
        Mode::Optimal
    } else {
        Mode::Existence
    };
    let output = args
        .output
        .unwrap_or_else(|| PathBuf::from(pipeline::default_file_name(&problem, mode, tie_break)));
    let request = SolveRequest {
        problem,
        mode,
        tie_break,
        threads: args.threads,
        output: output.clone(),
    };
    let mut printer = ProgressPrinter::new(args.quiet);
    let report = pipeline::solve(&request, &mut |e| printer.event(e))?;
    printer.finish();
    if args.json {
        let value = match &report.certified {
            Some((_, manifest)) => json!({ "outcome": "player-wins", "manifest": manifest }),
            None => json!({
                "outcome": "adversary-wins",
                "width": problem.width, "rows": problem.rows, "pieces": problem.pieces.to_string(),
                "mode": pipeline::mode_name(mode), "states_searched": report.states_searched,
                "wall_seconds": report.wall_seconds, "peak_rss_bytes": report.peak_rss_bytes,
            }),
        };
        println!(
            "{}",
            serde_json::to_string_pretty(&value).expect("JSON values serialize")
        );
        return Ok(0);
    }
    match (report.outcome, &report.certified) {
        (Outcome::PlayerWins { max_pieces }, Some((verdict, manifest))) => {
            println!("{verdict}");
            println!(
                "player wins: completes a line in {} within {} ({} mode)",
                goal_rows(problem.rows, problem.width),
                count(max_pieces as u64, "piece", "pieces"),
                pipeline::mode_name(mode)
            );
            println!(
                "certificate {} ({}, {}, {}), manifest {}",
                output.display(),
                count(manifest.nodes as u64, "node", "nodes"),
                count(
                    manifest.reachable_states as u64,
                    "reachable state",
                    "reachable states"
                ),
                count(manifest.sequences, "sequence", "sequences"),
                sureline_certify::manifest::path_for(&output).display()
            );
        }
        _ => {
            println!(
                "adversary wins: no strategy completes a line in {} against pieces {}",
                goal_rows(problem.rows, problem.width),
                problem.pieces
            );
        }
    }
    println!(
        "searched {} {} in {:.3} s, peak RSS {:.1} MiB",
        group(report.states_searched),
        if report.states_searched == 1 {
            "state"
        } else {
            "states"
        },
        report.wall_seconds,
        report.peak_rss_bytes as f64 / 1048576.0
    );
    Ok(0)
}

/// "the bottom 6 rows of a board 10 columns wide" (a board is at least 2 columns wide).
fn goal_rows(rows: u8, width: u8) -> String {
    let rows = match rows {
        1 => "the bottom row".to_string(),
        n => format!("the bottom {n} rows"),
    };
    format!("{rows} of a board {width} columns wide")
}

fn reproduce(args: ReproduceArgs) -> Result<u8> {
    std::fs::create_dir_all(&args.output_dir).map_err(|source| Error::Io {
        path: args.output_dir.clone(),
        source,
    })?;
    let output = args.output_dir.join(pipeline::REPRODUCE_NAME);
    let request = SolveRequest {
        problem: Problem {
            width: 10,
            rows: 6,
            pieces: PieceSet::ALL,
        },
        mode: Mode::Optimal,
        tie_break: TieBreak::Canonical,
        threads: args.threads,
        output: output.clone(),
    };
    let mut printer = ProgressPrinter::new(args.quiet);
    let report = pipeline::solve(&request, &mut |e| printer.event(e))?;
    printer.finish();
    let Some((verdict, manifest)) = report.certified else {
        println!("s NOT REPRODUCED: the search found no winning strategy for 10x6");
        return Ok(1);
    };
    println!("{verdict}");
    println!(
        "reproduced {} in {:.1} s (peak RSS {:.0} MiB): {} worst case, {}",
        output.display(),
        report.wall_seconds,
        report.peak_rss_bytes as f64 / 1048576.0,
        count(manifest.max_pieces as u64, "piece", "pieces"),
        count(manifest.nodes as u64, "node", "nodes")
    );
    if pipeline::compare_with_archive(&args.sums, &verdict.sha256)? {
        println!(
            "s REPRODUCED {} matches {} in {}",
            verdict.sha256,
            pipeline::REPRODUCE_NAME,
            args.sums.display()
        );
        Ok(0)
    } else {
        println!(
            "s NOT REPRODUCED {} differs from the hash of {} in {}",
            verdict.sha256,
            pipeline::REPRODUCE_NAME,
            args.sums.display()
        );
        Ok(1)
    }
}

fn check(args: CheckArgs) -> Result<u8> {
    let bytes = std::fs::read(&args.file).map_err(|source| Error::Io {
        path: args.file.clone(),
        source,
    })?;
    let claim = sureline_checker::Claim {
        width: args.width,
        rows: args.rows,
        max_pieces: args.max_pieces,
        adversary: args.adversary,
    };
    match sureline_checker::verify(&bytes, &claim) {
        Ok(verdict) => {
            if args.json {
                let value = json!({
                    "verified": true, "sha256": verdict.sha256, "width": verdict.width, "rows": verdict.rows,
                    "adversary": verdict.adversary, "max_pieces": verdict.max_pieces, "nodes": verdict.nodes,
                    "sequences": verdict.sequences,
                });
                println!(
                    "{}",
                    serde_json::to_string_pretty(&value).expect("JSON values serialize")
                );
            } else {
                println!("{verdict}");
            }
            Ok(0)
        }
        Err(failure) => {
            let code = failure.exit_code() as u8;
            if args.json {
                let (rule, message) = match &failure {
                    sureline_checker::Failure::Syntax(e) => (
                        "syntax".to_string(),
                        format!(
                            "{}:{}:{}: expected {}, found {}",
                            args.file.display(),
                            e.line,
                            e.column,
                            e.expected,
                            e.found
                        ),
                    ),
                    sureline_checker::Failure::Limit(m) => ("limit".to_string(), m.clone()),
                    sureline_checker::Failure::Rejected(r) => {
                        (r.rule.name().to_string(), r.message.clone())
                    }
                };
                let value = json!({ "verified": false, "rule": rule, "message": message, "exit_code": code });
                println!(
                    "{}",
                    serde_json::to_string_pretty(&value).expect("JSON values serialize")
                );
            } else {
                println!("{failure}");
                if let sureline_checker::Failure::Syntax(e) = &failure {
                    eprintln!(
                        "sureline: {}:{}:{}: expected {}, found {}",
                        args.file.display(),
                        e.line,
                        e.column,
                        e.expected,
                        e.found
                    );
                }
            }
            Ok(code)
        }
    }
}
