//! `sureline lines` (spec/lines.md): the lines game's two tables, each cell solved in this
//! process within its time (the engine checks a deadline between its steps) and certified both
//! ways by the checker before it is written.
//!
//! - `--question doubles`: per width, the heights climbed until the player forces a double
//!   (`at-once 2`): the player's optimal strategy and its lower bound there, the adversary's
//!   policy for ever one row lower (which holds for every lower well, [lines.order]);
//! - `--question lines`: per width and height, `k` climbed until the adversary keeps the player
//!   from `k` lines for ever: the player's strategy for `k - 1` lines and the adversary's for `k`.
//!
//! `--moves slide|srs` ([lines.slide], [lines.srs]) asks either question when pieces slide (or
//! turn as well); the certificates' names and the claims then say the move set, and a drop
//! table's bytes are those of the command without `--moves`.
//!
//! A cell whose solve runs out of time or positions is reported undecided with its figures, and
//! the width goes no higher. With `--adversary-first`, a cell undecided for the whole set where
//! the player beats the first pieces says so, and cites the player's certificate against them
//! (its claim names those pieces: it holds against them only). LINES.md, CLAIMS and SHA256SUMS
//! are the same bytes on every run (no times in them); the figures with times go to standard
//! error.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use sureline_certify::error::{Error, Result};
use sureline_certify::files::{self, Existing};
use sureline_certify::limits::CheckLimits;
use sureline_certify::lines::{adversary_text, default_name, player_text, verify_and_write, Side};
use sureline_engine::lines::{self, Bounds, Goal, LinesMoves, LinesProblem, Solution};
use sureline_engine::pieces::PieceSet;
use sureline_engine::survival::Well;
use sureline_tools::table::claims_header;

use crate::lines::{describe, max_positions};
use crate::lines_plot::plot;
use crate::memory::Budget;

mod text;

use text::{cited, claim_options, command_of, markdown};

/// Which table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Question {
    /// The least height where the player forces a double (`--at-once 2`), per width.
    Doubles,
    /// The most lines the player can guarantee, per width and height.
    Lines,
}

/// The move set of a table (spec/lines.md [lines.game], [lines.slide], [lines.srs]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TableMoves {
    Drop,
    Slide,
    Srs,
}

impl TableMoves {
    fn lines(self) -> LinesMoves {
        match self {
            TableMoves::Drop => LinesMoves::Drop,
            TableMoves::Slide => LinesMoves::Slide,
            TableMoves::Srs => LinesMoves::Srs,
        }
    }
}

#[derive(clap::Args)]
pub struct LinesTableArgs {
    /// doubles or lines.
    #[arg(long, value_enum)]
    question: Question,
    /// The widths, e.g. 4,6,8,10 (each 2..=16).
    #[arg(long, value_delimiter = ',', default_value = "4,6,8,10", value_parser = crate::solve_args::within(2..=16))]
    widths: Vec<u8>,
    /// The heights climbed, A..B (within 1..20).
    #[arg(long, default_value = "1..20", value_parser = heights)]
    heights: (u8, u8),
    /// The adversary's piece set.
    #[arg(long, default_value = "IOTSZJL", value_parser = <PieceSet as std::str::FromStr>::from_str)]
    pieces: PieceSet,
    /// Pieces the adversary is first restricted to in every cell (e.g. SZ, a subset of
    /// --pieces): where it holds with them alone, that policy is the cell's adversary
    /// certificate (it holds for every larger set, [lines.order]), and the whole set is solved
    /// only where it does not.
    #[arg(long, value_parser = <PieceSet as std::str::FromStr>::from_str)]
    adversary_first: Option<PieceSet>,
    /// The lines question: the largest k climbed (a player still winning there is reported as
    /// "at least").
    #[arg(long, default_value = "40", value_parser = crate::solve_args::within(1..=254))]
    max_lines: u8,
    /// Seconds each cell may take before it is reported undecided.
    #[arg(long, default_value = "120")]
    max_seconds_per_cell: u64,
    /// The player's moves: hard drops, slides ([lines.slide]) or slides and turns ([lines.srs],
    /// 4 columns or more); slides take wells of at most 128 cells, a larger cell is undecided.
    #[arg(long, value_enum, default_value = "drop")]
    moves: TableMoves,
    /// The memory budget of a cell, e.g. 8G (default: 3/4 of the machine's RAM).
    #[arg(long, value_name = "SIZE", value_parser = <Budget as std::str::FromStr>::from_str)]
    memory: Option<Budget>,
    /// The directory of the table and its certificates.
    #[arg(short, long)]
    output: PathBuf,
    /// Replace a table and certificates already in the directory.
    #[arg(long)]
    force: bool,
    /// No progress on stderr.
    #[arg(long)]
    quiet: bool,
}

fn heights(text: &str) -> std::result::Result<(u8, u8), String> {
    crate::range::inclusive(text, 1..=20, "height", Some("1..12"))
}

/// One cell's outcome.
enum Cell {
    Decided(Solution),
    /// Why: what ran out, after how many positions and seconds (for each set tried).
    Undecided(String),
    /// Undecided for the whole set (why), but the player wins against the adversary's first
    /// pieces (`--adversary-first`): their solution, whose strategy the table cites.
    FirstLose {
        first: Solution,
        why: String,
    },
}

/// The table's run: its arguments, the certificates written (file name to its claim options)
/// and their digests.
struct Run<'a> {
    args: &'a LinesTableArgs,
    claims: BTreeMap<String, String>,
    sums: BTreeMap<String, String>,
    rows: Vec<String>,
    plot: BTreeMap<u8, Vec<(u8, u8)>>,
}

pub fn lines_table(args: LinesTableArgs) -> Result<u8> {
    if let Some(first) = args.adversary_first {
        if first.iter().any(|piece| !args.pieces.contains(piece)) {
            return Err(Error::OptionValue {
                option: "--adversary-first",
                value: first.to_string(),
                expected: format!("a subset of --pieces {}", args.pieces),
            });
        }
    }
    // [lines.srs] Every piece spawns only from 4 columns: refused before any work.
    if let Some(&narrow) = args.widths.iter().find(|&&w| w < 4) {
        if args.moves == TableMoves::Srs {
            return Err(Error::OptionValue {
                option: "--widths",
                value: narrow.to_string(),
                expected: "widths of 4 columns or more with --moves srs".into(),
            });
        }
    }
    let table = args.output.join("LINES.md");
    if table.exists() && !args.force {
        return Err(Error::OptionValue {
            option: "--output",
            value: args.output.display().to_string(),
            expected: "a directory without LINES.md (or --force to replace it)".into(),
        });
    }
    std::fs::create_dir_all(&args.output).map_err(|source| Error::Io {
        path: args.output.clone(),
        source,
    })?;
    let mut run = Run {
        args: &args,
        claims: BTreeMap::new(),
        sums: BTreeMap::new(),
        rows: Vec::new(),
        plot: BTreeMap::new(),
    };
    for &width in &args.widths {
        match args.question {
            Question::Doubles => run.doubles(width)?,
            Question::Lines => run.lines(width)?,
        }
    }
    run.finish()?;
    Ok(0)
}

impl Run<'_> {
    fn problem(&self, width: u8, height: u8, goal: Goal) -> LinesProblem {
        LinesProblem {
            well: Well::rectangular(width, height).expect("the widths and heights are in range"),
            pieces: self.args.pieces,
            goal,
            moves: self.args.moves.lines(),
        }
    }

    /// Solves one cell: with the adversary's first pieces alone if it holds with them (the
    /// solution then names that set), with the whole set otherwise.
    fn cell(&self, problem: &LinesProblem) -> Cell {
        let Some(pieces) = self.args.adversary_first else {
            return self
                .solve(problem)
                .map_or_else(Cell::Undecided, Cell::Decided);
        };
        let first = match self.solve(&LinesProblem { pieces, ..*problem }) {
            Ok(s) if s.optimum.is_none() => return Cell::Decided(s),
            other => other,
        };
        match (self.solve(problem), first) {
            (Ok(s), _) => Cell::Decided(s),
            (Err(why), Err(before)) => Cell::Undecided(format!(
                "with {pieces} {before}; with {} {why}",
                problem.pieces
            )),
            (Err(why), Ok(first)) => Cell::FirstLose { first, why },
        }
    }

    /// Why a cell whose first pieces lose is undecided: the player's win against them, with its
    /// certificate (written), then what ran out with the whole set.
    fn first_lose(&mut self, first: &Solution, why: &str) -> Result<(String, String)> {
        let cert = self.player(first)?;
        let goal = match first.problem.goal {
            Goal::AtOnce(1) | Goal::Lines(1) => "a line".to_string(),
            Goal::AtOnce(2) => "a double".to_string(),
            Goal::AtOnce(k) => format!("{k} rows at once"),
            Goal::Lines(k) => format!("{k} lines"),
        };
        let optimum = first
            .optimum
            .expect("the player wins against the first pieces");
        let text = format!(
            "with {} alone the adversary loses: the player forces {goal} within {optimum} pieces, \
             `{cert}`; with {} {why}",
            first.problem.pieces, self.args.pieces
        );
        Ok((text, cert))
    }

    /// Solves one problem within the cell's time and memory (`Err`: what ran out).
    fn solve(&self, problem: &LinesProblem) -> std::result::Result<Solution, String> {
        let started = Instant::now();
        let memory = Budget::or_default(self.args.memory).bytes;
        let bounds = Bounds {
            max_positions: max_positions(problem, memory),
            deadline: Some(started + Duration::from_secs(self.args.max_seconds_per_cell)),
        };
        let outcome = lines::solve(problem, &bounds);
        let seconds = started.elapsed().as_secs_f64();
        if !self.args.quiet {
            let what = match &outcome {
                Ok(s) => s
                    .optimum
                    .map_or("the adversary".into(), |o| format!("the player in {o}")),
                Err(u) => format!("undecided ({})", u.what),
            };
            let positions = outcome
                .as_ref()
                .map_or_else(|u| u.positions, |s| s.positions);
            eprintln!(
                "{}: {what}, {positions} positions, {seconds:.1} s",
                describe(problem)
            );
        }
        outcome.map_err(|u| {
            format!(
                "{} ran out after {} positions, {seconds:.0} s",
                u.what, u.positions
            )
        })
    }

    /// Verifies and writes one certificate; its name, its digest and its claim options kept.
    fn certify(&mut self, problem: &LinesProblem, side: Side, text: &str) -> Result<String> {
        let name = default_name(problem, side);
        let path = self.args.output.join(&name);
        let existing = if self.args.force {
            Existing::Replace
        } else {
            Existing::Keep
        };
        let written = verify_and_write(
            problem,
            side,
            text,
            (&path, existing, CheckLimits::Standard),
        )?;
        let digest = written
            .verdict
            .sha256
            .trim_start_matches("sha256:")
            .to_string();
        self.sums.insert(name.clone(), digest);
        self.claims
            .insert(name.clone(), claim_options(problem, self.args.pieces, side));
        Ok(name)
    }

    fn player(&mut self, solution: &Solution) -> Result<String> {
        let strategy = solution.strategy().expect("the player wins");
        let side = Side::Player {
            max_pieces: strategy.max_pieces,
        };
        self.certify(&solution.problem, side, &player_text(&strategy))
    }

    fn adversary(&mut self, solution: &Solution, within: Option<u32>) -> Result<String> {
        let policy = solution.policy(within).expect("the adversary holds");
        self.certify(
            &solution.problem,
            Side::Adversary { within },
            &adversary_text(&policy),
        )
    }

    /// `--question doubles` for one width.
    fn doubles(&mut self, width: u8) -> Result<()> {
        let (low, high) = self.args.heights;
        let mut held: Option<Solution> = None;
        for height in low..=high {
            let problem = self.problem(width, height, Goal::AtOnce(2));
            match self.cell(&problem) {
                Cell::Decided(s) if s.optimum.is_none() => held = Some(s),
                Cell::Decided(s) => {
                    let optimum = s.optimum.expect("the player wins");
                    let mut certs = vec![self.player(&s)?];
                    if optimum > 1 {
                        certs.push(self.adversary(&s, Some(optimum - 1))?);
                    }
                    if let Some(below) = held.take() {
                        certs.push(self.adversary(&below, None)?);
                    }
                    self.rows.push(format!(
                        "| {width} | **{height}** | **{optimum}** | {} | {} |",
                        if height > low {
                            format!("{}", height - 1)
                        } else {
                            "-".into()
                        },
                        cited(&certs)
                    ));
                    return Ok(());
                }
                Cell::Undecided(why) => {
                    let why = format!("H = {height} undecided: {why}");
                    return self.stopped(width, held, why, None);
                }
                Cell::FirstLose { first, why } => {
                    let (why, cert) = self.first_lose(&first, &why)?;
                    let why = format!("H = {height} undecided: {why}");
                    return self.stopped(width, held, why, Some(cert));
                }
            }
        }
        self.stopped(width, held, format!("no double up to H = {high}"), None)
    }

    /// A width whose climb stopped before the player won: the adversary's certificate of the
    /// highest well it holds, why the climb stopped, and the player's certificate against the
    /// adversary's first pieces where they lose (`first`).
    fn stopped(
        &mut self,
        width: u8,
        held: Option<Solution>,
        why: String,
        first: Option<String>,
    ) -> Result<()> {
        let (upto, mut certs) = match held {
            Some(s) => {
                let h = s.problem.well.height();
                (h.to_string(), vec![self.adversary(&s, None)?])
            }
            None => ("-".into(), vec![]),
        };
        certs.extend(first);
        let certs = match certs.is_empty() {
            true => "-".to_string(),
            false => cited(&certs),
        };
        self.rows.push(format!(
            "| {width} | > {upto} ({why}) | | {upto} | {certs} |"
        ));
        Ok(())
    }

    /// `--question lines` for one width: every height, k climbed.
    fn lines(&mut self, width: u8) -> Result<()> {
        let (low, high) = self.args.heights;
        for height in low..=high {
            let mut won: Option<Solution> = None;
            let mut verdict = None;
            for k in 1..=self.args.max_lines {
                let problem = self.problem(width, height, Goal::Lines(k));
                match self.cell(&problem) {
                    Cell::Decided(s) if s.optimum.is_some() => won = Some(s),
                    Cell::Decided(s) => {
                        let mut certs = Vec::new();
                        let optimum = won.as_ref().and_then(|w| w.optimum);
                        if let Some(w) = won.take() {
                            certs.push(self.player(&w)?);
                        }
                        certs.push(self.adversary(&s, None)?);
                        verdict = Some((format!("**{}**", k - 1), optimum, certs, k - 1));
                        break;
                    }
                    Cell::Undecided(why) => {
                        return self.undecided(width, height, k, won, (why, None));
                    }
                    Cell::FirstLose { first, why } => {
                        let (why, cert) = self.first_lose(&first, &why)?;
                        return self.undecided(width, height, k, won, (why, Some(cert)));
                    }
                }
            }
            let (answer, optimum, certs, k) = match verdict {
                Some(v) => v,
                None => {
                    let optimum = won.as_ref().and_then(|w| w.optimum);
                    let certs = match won.take() {
                        Some(w) => vec![self.player(&w)?],
                        None => vec![],
                    };
                    let k = self.args.max_lines;
                    (format!(">= {k} (the largest k climbed)"), optimum, certs, k)
                }
            };
            self.plot.entry(width).or_default().push((height, k));
            self.row(width, height, (answer, optimum, certs));
        }
        Ok(())
    }

    /// The row of a height whose climb of `k` stopped undecided: the player's certificate for
    /// `k - 1` lines (`won`), why, and the player's against the first pieces where they lose.
    fn undecided(
        &mut self,
        width: u8,
        height: u8,
        k: u8,
        won: Option<Solution>,
        (why, first): (String, Option<String>),
    ) -> Result<()> {
        let optimum = won.as_ref().and_then(|w| w.optimum);
        let mut certs = Vec::new();
        if let Some(w) = won {
            certs.push(self.player(&w)?);
        }
        certs.extend(first);
        let why = format!(">= {} (k = {k} undecided: {why})", k - 1);
        self.row(width, height, (why, optimum, certs));
        Ok(())
    }

    fn row(
        &mut self,
        width: u8,
        height: u8,
        (answer, optimum, certs): (String, Option<u32>, Vec<String>),
    ) {
        let optimum = optimum.map_or("-".into(), |o| o.to_string());
        let certs = cited(&certs);
        self.rows.push(format!(
            "| {width} | {height} | {answer} | {optimum} | {certs} |"
        ));
    }

    /// LINES.md, CLAIMS, SHA256SUMS (and the plot of the lines question).
    fn finish(&self) -> Result<()> {
        let args = self.args;
        let command = command_of(args);
        let md = markdown(args, &command, &self.rows);
        let mut claims = claims_header(&command, "LINES.md");
        for (name, options) in &self.claims {
            writeln!(claims, "{name} {options}").expect("a String takes any text");
        }
        let mut sums = String::new();
        for (name, sum) in &self.sums {
            writeln!(sums, "{sum}  {name}").expect("a String takes any text");
        }
        let dir = &args.output;
        let mut paths = vec![
            dir.join("LINES.md"),
            dir.join("CLAIMS"),
            dir.join("SHA256SUMS"),
        ];
        let mut texts = vec![md, claims, sums];
        if args.question == Question::Lines {
            paths.push(dir.join("lines-per-height.svg"));
            texts.push(plot(&self.plot));
        }
        // LINES.md was refused at the start unless --force; the others are the table's own.
        let table = files::reserve(&paths, Existing::Replace)?;
        table.write_all(&texts.iter().map(String::as_bytes).collect::<Vec<_>>())
    }
}
