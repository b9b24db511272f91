//! `sureline frontier`: for every width of a range and each game, the smallest size where the
//! player wins, with the certificates of both sides, and the table of them
//! (`sureline_tools::frontier`).
//!
//! Each solve is a child `sureline solve` (the whole pipeline: search, canonical certificate,
//! the checker's verdict, manifest) in a staging directory. A process is the one boundary that
//! bounds a search's time and memory: the engine has no cancellation, so a cell that outgrows its
//! budget is stopped by ending its child, and reported as undecided with the figures it reached.
//! This module decides nothing about the game and writes only certificates the children verified.

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::{Duration, Instant};

use sureline_certify::error::{Error, Result};
use sureline_certify::files::{self, Existing};
use sureline_certify::manifest::{self, AdversaryManifest, Manifest};
use sureline_certify::pipeline::AnyManifest;
use sureline_certify::pipeline::Threads;
use sureline_certify::sums;
use sureline_engine::model::{MAX_WIDTH, MIN_WIDTH};
use sureline_engine::pieces::Game;
use sureline_tools::frontier::{
    self, ArchivedCell, Ask, Attempt, Cell, CertRef, Figures, Finding, Pieces,
};

use crate::child::{install, own_command, run_until, Ended};
use crate::range;
use crate::report::{Outcome, SolveJson};
use crate::reproduce::archive_file;
use crate::stdout::{finished, print};

#[derive(clap::Args)]
pub struct FrontierArgs {
    /// The widths, `A..B` (both included), `A..=B` or one width `A`; within 2..=12. Width 10 is
    /// cited from the main archive (certificates/), not recomputed.
    #[arg(long, default_value = "2..12", value_parser = Widths::from_str)]
    widths: Widths,
    /// The games, comma-separated: capped, well.
    #[arg(long, default_value = "capped,well", value_parser = Games::from_str)]
    games: Games,
    /// Where the certificates, FRONTIER.md, frontier.json, CLAIMS and SHA256SUMS go.
    #[arg(short, long, default_value = "certificates/frontier")]
    output: PathBuf,
    /// Search threads of each solve, 1..=256 (default: the number of cores).
    #[arg(long, value_parser = Threads::from_str)]
    threads: Option<Threads>,
    /// Wall-clock budget of one cell (one game, one width), all its solves together; a cell not
    /// decided within it is reported as undecided.
    #[arg(long, default_value_t = 600, value_parser = at_least_one_second)]
    max_seconds_per_cell: u64,
    /// Replace the table's files (FRONTIER.md, frontier.json, CLAIMS, SHA256SUMS) and
    /// certificates of other bytes if they exist (never a certificate an existing SHA256SUMS
    /// lists with other bytes); without it an existing output directory with a table is refused.
    #[arg(long)]
    force: bool,
    /// No progress on stderr.
    #[arg(long)]
    quiet: bool,
    /// Print frontier.json on stdout instead of the table.
    #[arg(long)]
    json: bool,
}

fn at_least_one_second(text: &str) -> std::result::Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("expected a whole number of seconds, at least 1".into()),
    }
}

/// The files of the table, in the output directory.
const TABLE: &str = "FRONTIER.md";
const JSON: &str = "frontier.json";
const CLAIMS: &str = "CLAIMS";
/// Where the children write; certificates the table cites are moved out of it, the rest removed.
const STAGING: &str = ".frontier-staging";

/// The widths of a table: `A..B`, `A..=B` (both included) or `A`, within the widths the
/// solver takes (`--widths`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Widths(u8, u8);

impl FromStr for Widths {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<Widths, String> {
        let (low, high) = range::inclusive(text, MIN_WIDTH..=MAX_WIDTH, "width", Some("2..8"))?;
        Ok(Widths(low, high))
    }
}

/// The games of a table, `capped,well` in that order whatever the order given, each once
/// (`--games`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Games(Vec<Game>);

impl FromStr for Games {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<Games, String> {
        let mut games = Vec::new();
        for word in text.split(',') {
            let game = match word.trim() {
                "capped" => Game::Capped,
                "well" => Game::Well,
                other => {
                    return Err(format!(
                        "unknown game '{other}' (expected capped, well or capped,well)"
                    ))
                }
            };
            if !games.contains(&game) {
                games.push(game);
            }
        }
        games.sort_by_key(|g| *g == Game::Well);
        Ok(Games(games))
    }
}

/// Everything one frontier run needs, checked before any work.
struct Plan {
    widths: (u8, u8),
    games: Vec<Game>,
    dir: PathBuf,
    staging: PathBuf,
    /// Whether the table's files and certificates of other bytes may be replaced (`--force`).
    existing: Existing,
    threads: Threads,
    budget: Duration,
    quiet: bool,
    /// The command that makes this table, as FRONTIER.md names it (options that change it).
    command: String,
}

fn plan_of(args: &FrontierArgs) -> Result<Plan> {
    let Widths(low, high) = args.widths;
    let widths = (low, high);
    let games = args.games.0.clone();
    let threads = args.threads.unwrap_or_else(Threads::cores);
    let names: Vec<&str> = games.iter().map(|g| g.name()).collect();
    let command = format!(
        "sureline frontier --widths {}..{} --games {} --max-seconds-per-cell {}",
        widths.0,
        widths.1,
        names.join(","),
        args.max_seconds_per_cell
    );
    let dir = args.output.clone();
    std::fs::create_dir_all(&dir).map_err(|source| Error::Io {
        path: dir.clone(),
        source,
    })?;
    Ok(Plan {
        widths,
        games,
        staging: dir.join(STAGING),
        dir,
        existing: if args.force {
            Existing::Replace
        } else {
            Existing::Keep
        },
        threads,
        budget: Duration::from_secs(args.max_seconds_per_cell),
        quiet: args.quiet,
        command,
    })
}

pub fn frontier(args: FrontierArgs) -> Result<u8> {
    let plan = plan_of(&args)?;
    // The table's files are claimed before any solve: an existing table is refused at once
    // (without --force), and a second frontier into the same directory too.
    let names = [TABLE, JSON, CLAIMS, sums::SUMS_FILE];
    let paths: Vec<PathBuf> = names.iter().map(|name| plan.dir.join(name)).collect();
    let table = files::reserve(&paths, plan.existing)?;
    // The children's staging directory goes with an interrupted run too.
    let staging = files::Tracked::new(plan.staging.clone());
    // The archived cells are read before any solve: a missing archive fails at once.
    let archived = archived_cells(&plan)?;
    let mut cells = Vec::new();
    for &game in &plan.games {
        for width in plan.widths.0..=plan.widths.1 {
            let cell = match archived.iter().find(|c| c.game == game && c.width == width) {
                Some(cell) => cell.clone(),
                None => plan.solve_cell(game, width)?,
            };
            plan.install(&cell)?;
            plan.note(&summary_line(&cell));
            cells.push(cell);
        }
    }
    let _ = std::fs::remove_dir_all(&plan.staging);
    drop(staging);
    let json = frontier::json(&cells, &plan.command);
    let files = [
        frontier::markdown(&cells, &plan.command),
        json.clone(),
        frontier::claims_file(&cells),
        frontier::sums_file(&cells),
    ];
    table.write_all(&files.each_ref().map(|text| text.as_bytes()))?;
    let shown = if args.json {
        json
    } else {
        cells.iter().map(|c| summary_line(c) + "\n").collect()
    };
    finished(print(&shown))
}

/// One line per cell on stdout: "capped W=8: the player wins at R = 6 in 14 pieces".
fn summary_line(cell: &Cell) -> String {
    let letter = frontier::size_letter(cell.game);
    let what = match &cell.finding {
        Finding::PlayerWins { size, pieces, .. } => match pieces {
            Pieces::Optimum(n) => {
                format!("the player wins at {letter} = {size}, optimum {n} pieces")
            }
            Pieces::AtMost(n) => format!("the player wins at {letter} = {size} within {n} pieces"),
        },
        Finding::Parity { size, .. } => {
            format!("the adversary wins at every size (parity; certified at {letter} = {size})")
        }
        Finding::AdversaryEverywhere { size, .. } => {
            format!("the adversary wins at every {letter} <= {size}")
        }
        Finding::Undecided { size, reason, .. } => {
            format!("undecided at {letter} = {size}: {reason}")
        }
    };
    format!("{} W={}: {what}", cell.game.name(), cell.width)
}

/// The cells of [`frontier::ARCHIVED`] within the plan, their hashes and sizes read from the
/// archived manifests.
fn archived_cells(plan: &Plan) -> Result<Vec<Cell>> {
    frontier::ARCHIVED
        .iter()
        .filter(|a| plan.games.contains(&a.game))
        .filter(|a| (plan.widths.0..=plan.widths.1).contains(&a.width))
        .map(archived_cell)
        .collect()
}

fn archived_cell(archived: &ArchivedCell) -> Result<Cell> {
    let manifest_of =
        |name: &str| archive_file(&format!("{name}.json"), "the archived W = 10 manifests", "");
    let cite = |name: &str, sha256: String, lines: usize| CertRef {
        path: format!("certificates/{name}"),
        sha256,
        lines: lines as u64,
        local: false,
        bytes: 0,
    };
    let cite_player = |name: &str| -> Result<CertRef> {
        let m: Manifest = manifest::read(&manifest_of(name)?)?;
        Ok(cite(name, m.run.sha256, m.nodes))
    };
    let cite_adversary = |name: &str| -> Result<CertRef> {
        let m: AdversaryManifest = manifest::read(&manifest_of(name)?)?;
        Ok(cite(name, m.run.sha256, m.states))
    };
    Ok(Cell {
        game: archived.game,
        width: archived.width,
        finding: Finding::PlayerWins {
            size: archived.size,
            pieces: archived.pieces,
            player: cite_player(archived.player)?,
            lower_bound: archived.lower_bound.map(cite_adversary).transpose()?,
            adversary_below: Some(cite_adversary(archived.adversary_below)?),
        },
        solves: Vec::new(),
    })
}

impl Plan {
    fn note(&self, text: &str) {
        if !self.quiet {
            crate::stdout::error_line(&format!("frontier: {text}"));
        }
    }

    /// Climbs one cell's sizes with child solves, all within one budget.
    fn solve_cell(&self, game: Game, width: u8) -> Result<Cell> {
        let deadline = Instant::now() + self.budget;
        let mut solves = Vec::new();
        let finding = frontier::climb(game, width, &mut |ask| {
            let (attempt, figures) = self.attempt(game, width, ask, deadline)?;
            solves.push((ask, figures));
            Ok(attempt)
        })?;
        Ok(Cell {
            game,
            width,
            finding,
            solves,
        })
    }

    /// One child solve: the attempt it certified, and its figures.
    fn attempt(
        &self,
        game: Game,
        width: u8,
        ask: Ask,
        deadline: Instant,
    ) -> Result<(Attempt, Figures)> {
        let (size, optimal) = match ask {
            Ask::Decide(size) => (size, false),
            Ask::Optimal(size) => (size, true),
        };
        let what = format!(
            "{} {width}x{size}{}",
            game.name(),
            if optimal { " optimal" } else { "" }
        );
        self.note(&format!("solving {what}"));
        let mut command = own_command()?;
        let option = match game {
            Game::Capped => "--rows",
            Game::Well => "--height",
        };
        command
            .current_dir(&self.staging)
            .args([
                "solve",
                "--width",
                &width.to_string(),
                option,
                &size.to_string(),
            ])
            .args([
                "--threads",
                &self.threads.get().to_string(),
                "--json",
                "--force",
            ]);
        if optimal {
            command.arg("--optimal");
        }
        let budget = self.budget.as_secs();
        match run_until(command, &self.staging, deadline)? {
            Ended::Report(report) => {
                let figures = figures_of(&report);
                Ok((attempt_of(*report, &self.staging)?, figures))
            }
            Ended::OutOfTime(figures) => Ok((
                Attempt::Undecided {
                    reason: format!("not decided within the budget of {budget} s per cell"),
                },
                figures,
            )),
            // Exit 4: a resource limit (the certificate would exceed the format's): a fact
            // about this size, not a failure of the run.
            Ended::Failed { code: 4, message } => {
                Ok((Attempt::Undecided { reason: message }, Figures::default()))
            }
            Ended::Failed { code, message } => Err(Error::Child {
                what,
                code,
                message,
            }),
        }
    }

    /// Moves the certificates a cell cites (and their manifests) from the staging directory
    /// into the output directory ([`install`]).
    fn install(&self, cell: &Cell) -> Result<()> {
        for (cert, _) in frontier::claims(cell) {
            if cert.local {
                install(&self.staging, &self.dir, &cert.path, self.existing)?;
            }
        }
        Ok(())
    }
}

/// The attempt a child's `--json` report states (the child verified every certificate in it,
/// and wrote them into `staging`). A report whose outcome and manifest disagree is a bug.
fn attempt_of(report: SolveJson, staging: &Path) -> Result<Attempt> {
    let cite = |certificate: &str, sha256: &str, lines: usize| CertRef {
        bytes: std::fs::metadata(staging.join(certificate)).map_or(0, |m| m.len()),
        sha256: sha256.to_string(),
        lines: lines as u64,
        local: true,
        path: certificate.to_string(),
    };
    let cite_adversary = |m: &AdversaryManifest| cite(&m.certificate, &m.run.sha256, m.states);
    match (report.outcome, &report.manifest) {
        (Outcome::PlayerWins, AnyManifest::Player(m)) => {
            let pieces = match m.mode.as_str() {
                "optimal" => Pieces::Optimum(m.max_pieces),
                "existence" => Pieces::AtMost(m.max_pieces),
                other => return Err(Error::Bug(format!("a child solve reports mode {other}"))),
            };
            Ok(Attempt::PlayerWins {
                pieces,
                player: cite(&m.certificate, &m.run.sha256, m.nodes),
                lower_bound: report.lower_bound.as_ref().map(cite_adversary),
            })
        }
        (Outcome::AdversaryWins, AnyManifest::Adversary(m)) => {
            Ok(Attempt::AdversaryWins(cite_adversary(m)))
        }
        (outcome, _) => Err(Error::Bug(format!(
            "a child solve reports {outcome:?} with a manifest of the other side"
        ))),
    }
}

fn figures_of(report: &SolveJson) -> Figures {
    Figures {
        states_searched: Some(report.states_searched),
        wall_seconds: report.wall_seconds,
        peak_rss_bytes: report.peak_rss_bytes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_are_ranges_within_the_solver() {
        assert_eq!("2..8".parse(), Ok(Widths(2, 8)));
        assert_eq!("2..=8".parse(), Ok(Widths(2, 8)));
        assert_eq!("5".parse(), Ok(Widths(5, 5)));
        for bad in ["8..2", "1..4", "2..13", "x..4", ""] {
            assert!(bad.parse::<Widths>().is_err(), "{bad}");
        }
    }

    #[test]
    fn games_come_in_one_order() {
        assert_eq!(
            "well,capped".parse(),
            Ok(Games(vec![Game::Capped, Game::Well]))
        );
        assert_eq!("well".parse(), Ok(Games(vec![Game::Well])));
        assert!("tetris".parse::<Games>().is_err());
    }
}
