//! The `sureline` command line: parses arguments, runs one command, renders errors once.
//! All clap argument types live in this crate; the libraries take plain values.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod check;
mod child;
mod formal;
mod frontier;
mod interrupt;
mod lines;
mod lines_plot;
mod lines_table;
mod memory;
mod progress;
mod range;
mod report;
mod reproduce;
mod slide;
mod solve;
mod solve_args;
mod split;
mod stdout;
mod survival;
mod survival_table;
mod table;
mod tools;
mod usage;

#[derive(Parser)]
#[command(
    name = "sureline",
    version,
    about = "Prove that you can be sure to clear a line at Tetris, with a certificate anyone can check"
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Decide who wins from the empty board, in the capped game, the well or the survival game,
    /// and write the winner's verified certificate (the player's strategy or the adversary's
    /// policy).
    Solve(solve_args::SolveArgs),
    /// Solve 10x6 optimally (12 pieces, and no win within 11) and 10x5 (the adversary wins),
    /// verify, and compare with the archived certificates' hashes.
    Reproduce(reproduce::ReproduceArgs),
    /// For every width of a range, in the capped game and the well: the smallest size where the
    /// player wins, its optimum, both sides' certificates, and the table (FRONTIER.md,
    /// frontier.json, CLAIMS, SHA256SUMS).
    Frontier(frontier::FrontierArgs),
    /// For every width and row of pieces (a piece set, with or without preview, or a
    /// sequence, on a floor), the smallest height where the player survives forever, both
    /// sides' certificates, and the table (SURVIVAL.md, survival.json, CLAIMS, SHA256SUMS).
    Survival(survival_table::SurvivalArgs),
    /// The lines game's two tables (spec/lines.md): `--question doubles`, the least height where
    /// the player forces a double per width; `--question lines`, the most lines the player can
    /// guarantee per width and height. Both sides certified; LINES.md, CLAIMS, SHA256SUMS.
    Lines(lines_table::LinesTableArgs),
    /// Verify a certificate with the trusted checker (the same command line, verdicts and exit
    /// codes as sureline-check; `sureline check --help` lists its options).
    #[command(disable_help_flag = true)]
    Check(check::CheckArgs),
    /// Figures of a certificate: nodes, sequences by length and by completed row, boards; for an
    /// adversary certificate: states, pieces given, depth, terminal positions.
    Stats(tools::StatsArgs),
    /// Play the adversary against a player certificate (interactive, or --sequence), or the
    /// player against an adversary certificate (interactive, or --moves).
    Play(tools::PlayArgs),
    /// The longest game: a piece sequence a player certificate cannot win faster, or the
    /// placements that last longest against an adversary certificate; with its boards.
    Worst(tools::WorstArgs),
    /// Draw the boards of one game as SVG or PNG (from the extension of -o).
    Render(tools::RenderArgs),
    /// Write one self-contained HTML page that plays against a certificate (no server, no
    /// network): the reader plays the adversary against a player certificate, or the player
    /// against an adversary certificate.
    Web(tools::WebArgs),
    /// Split a problem into parts solved apart (by HyperQueue, Slurm or by hand), and join their
    /// certificates into one composite certificate: new, next, part, join, adopt, status.
    Split(split::SplitArgs),
    /// Convert a 2022 strategy file into a canonical certificate.
    ImportLegacy(tools::ImportArgs),
    /// Write a certificate in the 2022 strategy-file layout.
    ExportLegacy(tools::ExportArgs),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    let resume = match cli.command {
        Command::Solve(_) => {
            Some("the same command verifies what was kept, keeps it and finishes the rest")
        }
        Command::Split(_) => {
            Some("finished parts are kept in DIR/parts; the same command starts this step again")
        }
        _ => None,
    };
    interrupt::install(resume);
    let result = match cli.command {
        Command::Solve(args) => lines::dispatch(args),
        Command::Reproduce(args) => reproduce::reproduce(args),
        Command::Frontier(args) => frontier::frontier(args),
        Command::Survival(args) => survival_table::survival(args),
        Command::Lines(args) => lines_table::lines_table(args),
        Command::Split(args) => split::split(args),
        Command::Check(args) => Ok(check::check(args)),
        Command::Stats(args) => tools::stats(args),
        Command::Play(args) => tools::play(args),
        Command::Worst(args) => tools::worst(args),
        Command::Render(args) => tools::render(args),
        Command::Web(args) => tools::web(args),
        Command::ImportLegacy(args) => tools::import_legacy(args),
        Command::ExportLegacy(args) => tools::export_legacy(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(error) => {
            stdout::error_line(&format!("sureline: {error}"));
            ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(1))
        }
    }
}

/// clap's help or version (exit 0, on stdout), or a usage error as one line on stderr
/// (exit 2): `sureline: --width 13: expected 2..=12 (sureline solve --help)`. A bare command
/// without its subcommand shows the help on stderr, as clap does.
fn usage_error(error: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if !error.use_stderr() {
        let _ = error.print();
        return ExitCode::from(0);
    }
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let _ = error.print();
        return ExitCode::from(2);
    }
    stdout::error_line(&format!("sureline: {}", usage::one_line(&error)));
    ExitCode::from(2)
}
