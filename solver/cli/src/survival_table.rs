//! `sureline survival`: for every row (a piece set with or without preview, or a sequence, on a
//! floor) and every width, the heights climbed from the lowest until the player survives, each a
//! child `sureline solve --game survival` (the whole pipeline: the winner's verified certificate
//! and its manifest) run by the table runner (`crate::table`), which bounds it in time, and the
//! table of them (`sureline_tools::survival_table`). This module says which cells the table has
//! and how a cell climbs its heights.

use std::path::PathBuf;
use std::str::FromStr;
use std::time::{Duration, Instant};

use sureline_certify::error::{Error, Result};
use sureline_certify::limits::CheckLimits;
use sureline_certify::pipeline::AnyManifest;
use sureline_engine::pieces::PieceSet;
use sureline_engine::survival::{self, parse_floor, Preview, Sequence};
use sureline_tools::survival_table::{self, Attempt, Cell, Finding, Row, RowPieces, Search, Table};
use sureline_tools::table::Figures;

use crate::memory::Budget;
use crate::range;
use crate::report::{Outcome, SolveJson};
use crate::solve_args::{stage_words, stages_of, StageArg, StagePositions};
use crate::table::{self, Kind, Runner, Solved};

#[derive(clap::Args)]
pub struct SurvivalArgs {
    /// The widths, comma-separated, each `A..B` (both included) or one width `A`; within
    /// 2..=16: e.g. 2..10 or 4,6,8.
    #[arg(long, value_delimiter = ',', required = true, value_parser = Range::widths)]
    widths: Vec<Range>,
    /// Piece sets, comma-separated, each a row of the table: e.g. I,O,T,S,Z,J,L or IO,OJ.
    #[arg(long, value_delimiter = ',', value_parser = PieceSet::from_str, required_unless_present = "sequence")]
    pieces: Vec<PieceSet>,
    /// Sequences instead of piece sets, comma-separated, each a row: e.g. SZ.
    #[arg(long, value_delimiter = ',', value_parser = Sequence::from_str, conflicts_with = "pieces")]
    sequence: Vec<Sequence>,
    /// With piece sets: 0, 1 (the player sees the next piece) or 0,1 (a row each).
    #[arg(long, value_delimiter = ',', default_value = "0", value_parser = preview)]
    preview: Vec<Preview>,
    /// Floors, comma-separated, each one digit per column (so one width only): a row each.
    #[arg(long, value_delimiter = ',')]
    floor: Vec<String>,
    /// The heights climbed, `A..B` within 1..=20: the climb stops where the player survives.
    #[arg(long, default_value = "1..20", value_parser = Range::heights)]
    heights: Range,
    /// Keep the adversary's certificate at every height below the player's (the pieces a
    /// player survives at each height), not only at the height just below.
    #[arg(long)]
    every_height: bool,
    /// Where the certificates, SURVIVAL.md, survival.json, CLAIMS and SHA256SUMS go.
    #[arg(short, long, default_value = "certificates/survival")]
    output: PathBuf,
    /// Wall-clock budget of one solve (one height of one cell); a solve not done within it
    /// leaves its cell undecided at that height, with its figures.
    #[arg(long, default_value_t = 600)]
    max_seconds_per_solve: u64,
    /// Decide each solve by the staged search (spec/solver-model.md [survival.staged]: exact,
    /// then with preview the strategy without preview lifted, then guided), each search of a
    /// stage meeting at most N positions (M in the guided stage, default N); each
    /// certificate's method is listed. Default: the exact search alone.
    #[arg(long, value_name = "N[,M]", value_parser = StagePositions::from_str)]
    stage_positions: Option<StagePositions>,
    /// With --stage-positions: the stages in the order tried (default exact,lift,guided; e.g.
    /// surface,exact,lift,guided tries the surface fixed point first, [survival.surface]).
    #[arg(
        long,
        value_enum,
        value_name = "STAGES",
        value_delimiter = ',',
        requires = "stage_positions"
    )]
    stages: Vec<StageArg>,
    /// With the surface stage: the positions its exploration may number (default N).
    #[arg(long, value_name = "S", requires = "stages")]
    surface_positions: Option<u64>,
    /// The memory budget of each solve (default: sureline solve's).
    #[arg(long, value_name = "SIZE", value_parser = Budget::from_str)]
    memory: Option<Budget>,
    /// The checker's limits a certificate may need: standard, or large to certify a cell whose
    /// certificate is past the standard limits (verified within the large ones, its CLAIMS line
    /// then saying `--limits large`; every other certificate is verified within the standard).
    #[arg(long, value_name = "standard|large", default_value = "standard", value_parser = CheckLimits::from_name)]
    limits: CheckLimits,
    /// Replace the table's files and certificates of other bytes (never a certificate an
    /// existing SHA256SUMS lists with other bytes).
    #[arg(long)]
    force: bool,
    /// No progress on stderr.
    #[arg(long)]
    quiet: bool,
    /// Print survival.json on stdout instead of the summary lines.
    #[arg(long)]
    json: bool,
}

/// `A..B` (both included), `A..=B` or `A`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range(u8, u8);

impl Range {
    fn parse(text: &str, low: u8, high: u8) -> std::result::Result<Range, String> {
        let (a, b) = range::inclusive(text, low..=high, "number", None)?;
        Ok(Range(a, b))
    }

    fn widths(text: &str) -> std::result::Result<Range, String> {
        Range::parse(text, survival::MIN_WIDTH, survival::MAX_WIDTH)
    }

    fn heights(text: &str) -> std::result::Result<Range, String> {
        Range::parse(text, 1, survival::MAX_HEIGHT)
    }
}

fn preview(text: &str) -> std::result::Result<Preview, String> {
    match text {
        "0" => Ok(Preview::Without),
        "1" => Ok(Preview::Next),
        _ => Err("expected 0, 1 or 0,1".into()),
    }
}

/// Everything one run needs, checked before any work.
struct Plan {
    rows: Vec<Row>,
    /// Ascending, each once.
    widths: Vec<u8>,
    heights: Range,
    every_height: bool,
    budget: Duration,
    memory: Option<Budget>,
    limits: CheckLimits,
    stage_positions: Option<StagePositions>,
    /// `--stages` when given (checked: each stage once) and `--surface-positions`, passed on to
    /// each solve.
    stages: Option<survival::Stages>,
    surface_positions: Option<u64>,
    command: String,
}

/// The widths the ranges name, ascending, each once.
fn widths_of(ranges: &[Range]) -> Vec<u8> {
    let mut widths: Vec<u8> = ranges.iter().flat_map(|&Range(a, b)| a..=b).collect();
    widths.sort_unstable();
    widths.dedup();
    widths
}

fn plan_of(args: &SurvivalArgs) -> Result<Plan> {
    let widths = widths_of(&args.widths);
    let stages = stages_of(&args.stages).ok_or_else(|| {
        option_error(
            "--stages",
            &stage_words(&args.stages),
            "each stage at most once",
        )
    })?;
    if let Some(n) = args.surface_positions {
        if !stages.contains(survival::Stage::Surface) {
            let why = "a positions budget for the surface stage, given with it in --stages";
            return Err(option_error("--surface-positions", &n.to_string(), why));
        }
    }
    for floor in &args.floor {
        let digits = parse_floor(floor).map_err(|e| option_error("--floor", floor, e))?;
        if widths.len() != 1 || digits.len() != usize::from(widths[0]) {
            return Err(option_error(
                "--floor",
                floor,
                "a floor names one digit per column: give one width, as many as its digits",
            ));
        }
    }
    let floors: Vec<Option<String>> = match args.floor.is_empty() {
        true => vec![None],
        false => args.floor.iter().cloned().map(Some).collect(),
    };
    let mut rows = Vec::new();
    for floor in &floors {
        for set in &args.pieces {
            for preview in &args.preview {
                rows.push(Row {
                    pieces: RowPieces::Set {
                        letters: set.to_string(),
                        preview: *preview == Preview::Next,
                    },
                    floor: floor.clone(),
                });
            }
        }
        for sequence in &args.sequence {
            rows.push(Row {
                pieces: RowPieces::Sequence(sequence.to_string()),
                floor: floor.clone(),
            });
        }
    }
    Ok(Plan {
        rows,
        widths,
        heights: args.heights,
        every_height: args.every_height,
        budget: Duration::from_secs(args.max_seconds_per_solve),
        memory: args.memory,
        limits: args.limits,
        stage_positions: args.stage_positions,
        stages: (!args.stages.is_empty()).then_some(stages),
        surface_positions: args.surface_positions,
        command: command_of(args),
    })
}

fn option_error(option: &'static str, value: &str, why: impl ToString) -> Error {
    Error::OptionValue {
        option,
        value: value.to_string(),
        expected: why.to_string(),
    }
}

/// The command that makes the table, as SURVIVAL.md names it (the options that change it).
fn command_of(args: &SurvivalArgs) -> String {
    let join = |items: Vec<String>| items.join(",");
    let widths = args.widths.iter().map(|&Range(a, b)| match a == b {
        true => a.to_string(),
        false => format!("{a}..{b}"),
    });
    let mut command = format!("sureline survival --widths {}", join(widths.collect()));
    if !args.pieces.is_empty() {
        command += &format!(
            " --pieces {}",
            join(args.pieces.iter().map(|p| p.to_string()).collect())
        );
        let previews = args.preview.iter().map(|p| p.digit().to_string()).collect();
        command += &format!(" --preview {}", join(previews));
    }
    if !args.sequence.is_empty() {
        command += &format!(
            " --sequence {}",
            join(args.sequence.iter().map(|s| s.to_string()).collect())
        );
    }
    if !args.floor.is_empty() {
        command += &format!(" --floor {}", join(args.floor.clone()));
    }
    let Range(a, b) = args.heights;
    command += &format!(" --heights {a}..{b}");
    if args.every_height {
        command += " --every-height";
    }
    command += &format!(" --max-seconds-per-solve {}", args.max_seconds_per_solve);
    if let Some(positions) = args.stage_positions {
        command += &format!(" --stage-positions {positions}");
    }
    // Said only when given: the tables made before the surface stage keep their command line.
    if !args.stages.is_empty() {
        command += &format!(" --stages {}", stage_words(&args.stages));
    }
    if let Some(n) = args.surface_positions {
        command += &format!(" --surface-positions {n}");
    }
    if args.limits != CheckLimits::Standard {
        command += &format!(" --limits {}", args.limits.name());
    }
    command
}

pub fn survival(args: SurvivalArgs) -> Result<u8> {
    let plan = plan_of(&args)?;
    let runner = Runner::new("survival", args.output.clone(), args.force, args.quiet)?;
    table::run(&plan, &runner, args.json)
}

impl Kind for Plan {
    type Key = (Row, u8);
    type Cell = Cell;
    const FILES: [&'static str; 2] = ["SURVIVAL.md", "survival.json"];

    fn keys(&self) -> Vec<(Row, u8)> {
        let widths = || self.widths.iter().copied();
        self.rows
            .iter()
            .flat_map(|row| widths().map(move |width| (row.clone(), width)))
            .collect()
    }

    fn decide(&self, (row, width): &(Row, u8), runner: &Runner) -> Result<Cell> {
        self.climb(row, *width, runner)
    }

    fn written(&self, cell: &Cell) -> Vec<String> {
        let claims = survival_table::claims(cell, self.every_height).into_iter();
        claims.map(|(cert, _)| cert.path.clone()).collect()
    }

    fn summary(cell: &Cell) -> String {
        summary_line(cell)
    }

    fn files(&self, cells: &[Cell]) -> [String; 4] {
        let table = Table {
            command: &self.command,
            every_height: self.every_height,
            search: match self.stage_positions {
                Some(_) => Search::Staged,
                None => Search::Exact,
            },
        };
        [
            survival_table::markdown(cells, table),
            survival_table::json(cells, table),
            survival_table::claims_file(cells, self.every_height),
            survival_table::sums_file(cells, self.every_height),
        ]
    }
}

/// "J W=3: survives from H = 2", "S W=5: none up to H = 9".
fn summary_line(cell: &Cell) -> String {
    let what = match cell.finding() {
        Finding::Survives { height, .. } => format!("the player survives from H = {height}"),
        Finding::FallsUpTo(b) => format!(
            "the adversary wins at every H <= {} (by piece {} at H = {})",
            b.height, b.within, b.height
        ),
        Finding::Undecided { height, reason, .. } => {
            format!("undecided at H = {height}: {reason}")
        }
    };
    format!("{} W={}: {what}", cell.row.label(), cell.width)
}

impl Plan {
    /// Climbs the heights of one cell until the player survives (or a solve is undecided).
    fn climb(&self, row: &Row, width: u8, runner: &Runner) -> Result<Cell> {
        let mut cell = Cell {
            row: row.clone(),
            width,
            attempts: Vec::new(),
        };
        for height in self.heights.0..=self.heights.1 {
            if let Some(floor) = &row.floor {
                let floors = parse_floor(floor).unwrap_or_default();
                if floors.iter().any(|&f| f >= height) {
                    continue; // a well must be taller than its floor
                }
            }
            let (attempt, figures) = self.attempt(row, width, height, runner)?;
            let stop = !matches!(attempt, Attempt::Falls { .. });
            cell.attempts.push((height, attempt, figures));
            if stop {
                break;
            }
        }
        Ok(cell)
    }

    fn attempt(
        &self,
        row: &Row,
        width: u8,
        height: u8,
        runner: &Runner,
    ) -> Result<(Attempt, Figures)> {
        let what = format!("{} {width}x{height}", row.label());
        let mut args: Vec<String> = ["--game", "survival", "--width", &width.to_string()]
            .map(String::from)
            .into();
        args.extend(["--height".into(), height.to_string()]);
        match &row.pieces {
            RowPieces::Set { letters, preview } => {
                args.extend(["--pieces".into(), letters.clone()]);
                if *preview {
                    args.extend(["--preview".into(), "1".into()]);
                }
            }
            RowPieces::Sequence(s) => args.extend(["--sequence".into(), s.clone()]),
        }
        if let Some(floor) = &row.floor {
            args.extend(["--floor".into(), floor.clone()]);
        }
        if let Some(memory) = self.memory {
            args.extend(["--memory".into(), memory.bytes.to_string()]);
        }
        if self.limits != CheckLimits::Standard {
            args.extend(["--limits".into(), self.limits.name().into()]);
        }
        if let Some(positions) = self.stage_positions {
            args.extend(["--search", "staged", "--stage-positions"].map(String::from));
            args.push(positions.to_string());
        }
        if let Some(stages) = self.stages {
            args.extend(["--stages".into(), stages.to_string()]);
        }
        if let Some(n) = self.surface_positions {
            args.extend(["--surface-positions".into(), n.to_string()]);
        }
        let deadline = Instant::now() + self.budget;
        match runner.solve(&what, &args, deadline)? {
            Solved::Report(report, figures) => Ok((attempt_of(*report, runner)?, figures)),
            Solved::OutOfTime(figures) => Ok((
                Attempt::Undecided {
                    reason: format!("not decided within {} s", self.budget.as_secs()),
                },
                figures,
            )),
            Solved::Limit(message) => {
                let reason = message.trim_start_matches("sureline: ").to_string();
                Ok((Attempt::Undecided { reason }, Figures::default()))
            }
        }
    }
}

/// The attempt a child's report states; the child verified and wrote its certificate.
fn attempt_of(report: SolveJson, runner: &Runner) -> Result<Attempt> {
    let AnyManifest::Survival(m) = &report.manifest else {
        return Err(Error::Bug(
            "a survival solve reports another manifest".into(),
        ));
    };
    let mut cert = runner.cite(&m.certificate, &m.run.sha256, m.nodes);
    if let Some(name) = &m.run.checker_limits {
        cert.limits = CheckLimits::from_name(name)
            .map_err(|e| Error::Bug(format!("a survival solve reports the limits {name}: {e}")))?;
    }
    match (report.outcome, m.within) {
        (Outcome::PlayerSurvives, None) => Ok(Attempt::Survives {
            player: cert,
            method: m.method,
        }),
        (Outcome::AdversaryEndsTheGame, Some(within)) => Ok(Attempt::Falls {
            within,
            adversary: cert,
            method: m.method,
        }),
        (outcome, _) => Err(Error::Bug(format!(
            "a survival solve reports {outcome:?} with a manifest of the other side"
        ))),
    }
}
