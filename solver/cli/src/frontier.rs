//! `sureline frontier`: for every width of a range and each game, the smallest size where the
//! player wins, with the certificates of both sides, and the table of them
//! (`sureline_tools::frontier`).
//!
//! Each solve is a child `sureline solve` (the whole pipeline: search, canonical certificate,
//! the checker's verdict, manifest) run by the table runner (`crate::table`), which bounds it in
//! time. This module says which cells the table has and how a cell climbs its sizes.

use std::path::PathBuf;
use std::str::FromStr;
use std::time::{Duration, Instant};

use sureline_certify::error::{Error, Result};
use sureline_certify::limits::CheckLimits;
use sureline_certify::manifest::{self, AdversaryManifest, Manifest};
use sureline_certify::pipeline::AnyManifest;
use sureline_certify::pipeline::Threads;
use sureline_engine::model::{MAX_WIDTH, MIN_WIDTH};
use sureline_engine::pieces::Game;
use sureline_tools::frontier::{self, ArchivedCell, Ask, Attempt, Cell, Finding, Pieces};
use sureline_tools::table::{CertRef, Figures};

use crate::range;
use crate::report::{Outcome, SolveJson};
use crate::reproduce::archive_file;
use crate::table::{self, Kind, Runner, Solved};

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

/// Everything one frontier table needs, checked before any work.
struct Plan {
    widths: (u8, u8),
    games: Vec<Game>,
    /// The cells cited from the main archive (width 10), read before any solve: a missing
    /// archive fails at once.
    archived: Vec<Cell>,
    threads: Threads,
    budget: Duration,
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
    let archived = archived_cells(&games, widths)?;
    Ok(Plan {
        widths,
        games,
        archived,
        threads,
        budget: Duration::from_secs(args.max_seconds_per_cell),
        command,
    })
}

pub fn frontier(args: FrontierArgs) -> Result<u8> {
    let plan = plan_of(&args)?;
    let runner = Runner::new("frontier", args.output.clone(), args.force, args.quiet)?;
    table::run(&plan, &runner, args.json)
}

impl Kind for Plan {
    type Key = (Game, u8);
    type Cell = Cell;
    const FILES: [&'static str; 2] = ["FRONTIER.md", "frontier.json"];

    fn keys(&self) -> Vec<(Game, u8)> {
        let widths = || self.widths.0..=self.widths.1;
        self.games
            .iter()
            .flat_map(|&game| widths().map(move |width| (game, width)))
            .collect()
    }

    fn decide(&self, &(game, width): &(Game, u8), runner: &Runner) -> Result<Cell> {
        match self
            .archived
            .iter()
            .find(|c| c.game == game && c.width == width)
        {
            Some(cell) => Ok(cell.clone()),
            None => self.solve_cell(game, width, runner),
        }
    }

    fn written(&self, cell: &Cell) -> Vec<String> {
        let claims = frontier::claims(cell).into_iter();
        claims
            .filter(|(cert, _)| cert.local)
            .map(|(cert, _)| cert.path.clone())
            .collect()
    }

    fn summary(cell: &Cell) -> String {
        summary_line(cell)
    }

    fn files(&self, cells: &[Cell]) -> [String; 4] {
        [
            frontier::markdown(cells, &self.command),
            frontier::json(cells, &self.command),
            frontier::claims_file(cells),
            frontier::sums_file(cells),
        ]
    }
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

/// The cells of [`frontier::ARCHIVED`] of `games` and `widths`, their hashes and sizes read from
/// the archived manifests.
fn archived_cells(games: &[Game], widths: (u8, u8)) -> Result<Vec<Cell>> {
    frontier::ARCHIVED
        .iter()
        .filter(|a| games.contains(&a.game))
        .filter(|a| (widths.0..=widths.1).contains(&a.width))
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
        limits: CheckLimits::Standard,
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
    /// Climbs one cell's sizes with child solves, all within one budget.
    fn solve_cell(&self, game: Game, width: u8, runner: &Runner) -> Result<Cell> {
        let deadline = Instant::now() + self.budget;
        let mut solves = Vec::new();
        let finding = frontier::climb(game, width, &mut |ask| {
            let (attempt, figures) = self.attempt(game, width, ask, deadline, runner)?;
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
        runner: &Runner,
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
        let option = match game {
            Game::Capped => "--rows",
            Game::Well => "--height",
        };
        let mut args: Vec<String> = ["--width", &width.to_string(), option, &size.to_string()]
            .map(String::from)
            .into();
        args.extend(["--threads".into(), self.threads.get().to_string()]);
        if optimal {
            args.push("--optimal".into());
        }
        let budget = self.budget.as_secs();
        match runner.solve(&what, &args, deadline)? {
            Solved::Report(report, figures) => Ok((attempt_of(*report, runner)?, figures)),
            Solved::OutOfTime(figures) => Ok((
                Attempt::Undecided {
                    reason: format!("not decided within the budget of {budget} s per cell"),
                },
                figures,
            )),
            Solved::Limit(reason) => Ok((Attempt::Undecided { reason }, Figures::default())),
        }
    }
}

/// The attempt a child's `--json` report states (the child verified every certificate in it,
/// and wrote them into the staging directory). A report whose outcome and manifest disagree is a
/// bug.
fn attempt_of(report: SolveJson, runner: &Runner) -> Result<Attempt> {
    let cite_adversary =
        |m: &AdversaryManifest| runner.cite(&m.certificate, &m.run.sha256, m.states);
    match (report.outcome, &report.manifest) {
        (Outcome::PlayerWins, AnyManifest::Player(m)) => {
            let pieces = match m.mode.as_str() {
                "optimal" => Pieces::Optimum(m.max_pieces),
                "existence" => Pieces::AtMost(m.max_pieces),
                other => return Err(Error::Bug(format!("a child solve reports mode {other}"))),
            };
            Ok(Attempt::PlayerWins {
                pieces,
                player: runner.cite(&m.certificate, &m.run.sha256, m.nodes),
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
