//! `sureline solve`: arguments, the checks made before the search, and
//! the lines printed after it. Every outcome line names the game it holds in.

use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use sureline_certify::checkpoint::CheckpointPlan;
use sureline_certify::error::{Conflict, Error, Result};
use sureline_certify::files::{Destination, Existing};
use sureline_certify::limits::CheckLimits;
use sureline_certify::manifest::{self, ManifestWithin, Provenance};
use sureline_certify::pipeline::{
    self, AnyManifest, Certified, Finding, Goal, Naming, SolveReport, SolveRequest, Threads,
};
use sureline_engine::model::{MAX_ROWS, MAX_WELL_HEIGHT, MAX_WIDTH, MIN_WIDTH};
use sureline_engine::pieces::{Game, Moves, PieceSet, Problem, TieBreak};
use sureline_engine::search::Mode;
use sureline_engine::survival::{self, Preview, Sequence};

use crate::memory::{self, Budget};
use crate::progress::ProgressPrinter;
use crate::report::{Outcome, SolveJson};
use crate::stdout::{finished, line};
use sureline_tools::words::count;

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("size").required(true).args(["rows", "height"])))]
pub struct SolveArgs {
    /// The game: capped (with --rows), well (with --height), or survival (with --height: rows
    /// clear, the player must keep every cell below H forever). Default: capped with --rows,
    /// well with --height.
    #[arg(long, value_enum)]
    pub(crate) game: Option<GameArg>,
    /// Board width W (2..=12; the survival game 2..=16).
    #[arg(long, value_parser = within(MIN_WIDTH..=survival::MAX_WIDTH))]
    pub(crate) width: u8,
    /// The capped game with R goal rows (1..=8): the player must complete one of the bottom R
    /// rows, and no piece may land on a column already R high.
    #[arg(long, value_parser = within(1..=MAX_ROWS))]
    rows: Option<u8>,
    /// The well, H rows tall (1..=15): every piece must lie inside it, any completed row wins;
    /// with --game survival (1..=20): every cell must stay below row H after the clears.
    #[arg(long, value_parser = within(1..=survival::MAX_HEIGHT))]
    pub(crate) height: Option<u8>,
    /// The adversary's piece set, e.g. IOTSZJL (default) or O.
    #[arg(long, default_value = "IOTSZJL", value_parser = PieceSet::from_str)]
    pub(crate) pieces: PieceSet,
    /// The survival game: the pieces come in this order, over and over (e.g. SZ, Burgiel's
    /// alternating kinks), instead of the adversary's --pieces.
    #[arg(long, value_name = "LETTERS", value_parser = Sequence::from_str, conflicts_with = "pieces")]
    pub(crate) sequence: Option<Sequence>,
    /// The survival game: 1 when the player sees the next piece (the adversary commits each
    /// piece one turn early), 0 (default) when not.
    #[arg(long, value_name = "0|1", value_parser = preview)]
    pub(crate) preview: Option<Preview>,
    /// The survival game: the well's floor, one digit per column (0-9, then a-j), e.g. 0123210
    /// (Tsuruda's variant wells; default: all 0, the rectangular well).
    #[arg(long, value_name = "DIGITS", value_parser = floor)]
    pub(crate) floor: Option<Floor>,
    /// The player's move set: all placements, or grid-2022 (the 2022 program's 4x4 grids at
    /// grid columns >= 0).
    #[arg(long, default_value = "all", value_parser = Moves::from_str)]
    pub(crate) moves: Moves,
    /// Find a strategy with the fewest pieces in the worst case (default: any winning strategy);
    /// also write the lower bound "no win within one piece fewer" beside it.
    #[arg(long)]
    pub(crate) optimal: bool,
    /// Write only the adversary certificate "no goal row completes during the first D pieces"
    /// (fails if the player wins within D).
    #[arg(long, value_name = "D", conflicts_with = "optimal")]
    pub(crate) no_win_within: Option<u8>,
    /// Tie-break between equally good placements: canonical or legacy-2022.
    #[arg(long, default_value = "canonical", value_parser = TieBreak::from_str)]
    pub(crate) tie_break: TieBreak,
    /// Search threads, 1..=256 (default: the number of cores; the certificate does not depend
    /// on it).
    #[arg(long, value_parser = Threads::from_str)]
    pub(crate) threads: Option<Threads>,
    /// The memory budget, e.g. 20G or 512M (default: 3/4 of the machine's RAM). The
    /// transposition table takes at most 3/4 of it; given explicitly, the table may grow past its
    /// measured default size into that share. A solve that crosses the budget stops with exit
    /// code 4 instead of meeting the OOM killer. The certificate does not depend on it.
    #[arg(long, value_name = "SIZE", value_parser = Budget::from_str)]
    pub(crate) memory: Option<Budget>,
    /// The checker's limits the certificate is verified within: standard, or large for
    /// certificates past the standard limits (up to 2 GiB and 2^27 nodes; the checker then needs
    /// up to about 19 GiB, and `sureline-check --limits large` verifies the file).
    #[arg(long, value_name = "standard|large", default_value = "standard", value_parser = CheckLimits::from_name)]
    pub(crate) limits: CheckLimits,
    /// Keep checkpoints of the search tables at FILE.restricted / FILE.free, rewritten every
    /// --checkpoint-every and when a search phase ends, so that a killed or interrupted solve can
    /// go on with --resume. The certificate does not depend on them.
    #[arg(long, value_name = "FILE")]
    pub(crate) checkpoint: Option<PathBuf>,
    /// How often to rewrite the checkpoints: 30s, 10m, 1h.
    #[arg(
        long,
        value_name = "INTERVAL",
        default_value = "10m",
        requires = "checkpoint",
        value_parser = parse_interval
    )]
    checkpoint_every: Duration,
    /// Start the search tables from the checkpoints of --checkpoint (same problem and --memory).
    #[arg(long, requires = "checkpoint")]
    pub(crate) resume: bool,
    /// Certificate path, or - for standard output (then no manifest and no lower bound are
    /// written and the summary goes to stderr). Default: the size, the game and what is proved,
    /// e.g. 10x6-optimal.cert, 10x5-adversary.cert, 10x7-well-existence.cert,
    /// 10x6-no-win-within-11.cert, in the current directory.
    #[arg(short, long, value_parser = Destination::from_str)]
    pub(crate) output: Option<Destination>,
    /// Replace the certificate and manifest if they exist (never an archived certificate).
    #[arg(long)]
    pub(crate) force: bool,
    /// No progress on stderr.
    #[arg(long)]
    pub(crate) quiet: bool,
    /// Print the result as JSON on stdout.
    #[arg(long)]
    pub(crate) json: bool,
}

/// `--game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum GameArg {
    Capped,
    Well,
    Survival,
}

/// `--floor`: one floor height per column, read at the edge (checked against the width and the
/// height once both are known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Floor {
    pub(crate) text: String,
    pub(crate) heights: Vec<u8>,
}

fn floor(text: &str) -> std::result::Result<Floor, String> {
    let heights = survival::parse_floor(text).map_err(|e| e.to_string())?;
    Ok(Floor {
        text: text.to_string(),
        heights,
    })
}

fn preview(text: &str) -> std::result::Result<Preview, String> {
    match text {
        "0" => Ok(Preview::Without),
        "1" => Ok(Preview::Next),
        _ => Err("expected 0 or 1".into()),
    }
}

impl SolveArgs {
    pub(crate) fn rows_given(&self) -> bool {
        self.rows.is_some()
    }
}

/// A value parser for a number within `range`: "expected 2..=12" otherwise.
pub(crate) fn within(
    range: RangeInclusive<u8>,
) -> impl Fn(&str) -> std::result::Result<u8, String> + Clone {
    move |text| match text.parse::<u8>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!("expected {}..={}", range.start(), range.end())),
    }
}

/// Survival solves are reported by `crate::survival`, never here.
const SURVIVAL_ELSEWHERE: &str = "the survival game's solves are reported by crate::survival";

/// The word of `--game`.
pub(crate) fn game_name(game: GameArg) -> &'static str {
    match game {
        GameArg::Capped => "capped",
        GameArg::Well => "well",
        GameArg::Survival => "survival",
    }
}

/// "the bottom 6 rows of a board 10 columns wide" (a board is at least 2 columns wide), "a well
/// 10 columns wide and 7 rows tall"; with the 2022 moves said.
fn goal_rows(problem: &Problem) -> String {
    let place = match (problem.game, problem.rows) {
        (Game::Capped, 1) => format!("the bottom row of a board {} columns wide", problem.width),
        (Game::Capped, n) => format!(
            "the bottom {n} rows of a board {} columns wide",
            problem.width
        ),
        (Game::Well, h) => format!(
            "a well {} columns wide and {}",
            problem.width,
            count(u64::from(h), "row tall", "rows tall")
        ),
    };
    match problem.moves {
        Moves::All => place,
        Moves::Grid2022 => format!("{place} (the 2022 moves, grid-2022)"),
    }
}

/// The problem, the goal and where the certificate goes, from the arguments (each already
/// parsed and checked by its value parser); what no single option can say is checked here, once,
/// before any work.
fn request_of(args: &SolveArgs) -> Result<SolveRequest> {
    crate::survival::only_in_survival(args)?;
    if args.width > MAX_WIDTH {
        return Err(Error::OptionValue {
            option: "--width",
            value: args.width.to_string(),
            expected: format!("expected {MIN_WIDTH}..={MAX_WIDTH} (sureline solve --help)"),
        });
    }
    let problem = match (args.game, args.rows, args.height) {
        (None | Some(GameArg::Capped), Some(rows), None) => {
            Problem::capped(args.width, rows, args.pieces)
        }
        (None | Some(GameArg::Well), None, Some(height)) if height <= MAX_WELL_HEIGHT => {
            Problem::well(args.width, height, args.pieces)
        }
        (None | Some(GameArg::Well), None, Some(height)) => {
            return Err(Error::OptionValue {
                option: "--height",
                value: height.to_string(),
                expected: format!(
                    "expected 1..={MAX_WELL_HEIGHT} in the well (sureline solve --help)"
                ),
            })
        }
        (Some(game), _, _) => return Err(Conflict::GameSize(game_name(game)).into()),
        _ => unreachable!("clap's size group takes exactly one of --rows and --height"),
    }
    .with_moves(args.moves);
    let goal = match (args.no_win_within, args.optimal) {
        (Some(d), _) => Goal::NoWinWithin(d),
        (None, true) => Goal::Decide(Mode::Optimal),
        (None, false) => Goal::Decide(Mode::Existence),
    };
    let naming = match &args.output {
        Some(destination) => Naming::Given(destination.clone()),
        None => Naming::Defaults(PathBuf::from(".")),
    };
    if args.json && naming == Naming::Given(Destination::Stdout) {
        return Err(Conflict::JsonAndStdout.into());
    }
    let memory = Budget::or_default(args.memory);
    Ok(SolveRequest {
        problem,
        goal,
        tie_break: args.tie_break,
        threads: args.threads.unwrap_or_else(Threads::cores),
        memory: memory.bytes,
        memory_asked: memory.asked,
        limits: args.limits,
        checkpoint: args.checkpoint.as_ref().map(|path| CheckpointPlan {
            path: path.clone(),
            every: args.checkpoint_every,
            resume: args.resume,
        }),
        naming,
        existing: if args.force {
            Existing::Replace
        } else {
            Existing::Keep
        },
        provenance: Provenance::of_this_run(),
    })
}

pub fn solve(args: SolveArgs) -> Result<u8> {
    if args.game == Some(GameArg::Survival) {
        return crate::survival::solve(args);
    }
    let request = request_of(&args)?;
    memory::watch(request.memory);
    let mut printer = ProgressPrinter::new(args.quiet).with_budget(request.memory);
    let report = pipeline::solve(&request, &mut |e| printer.event(e))?;
    printer.finish();
    if args.json {
        return finished(line(&solve_json(&request, &report)));
    }
    let summary = summary_lines(&request, &report);
    match report.certified.first() {
        Some(main) if main.destination == Destination::Stdout => {
            eprint!("{summary}");
            finished(crate::stdout::print(&main.text))
        }
        _ => finished(crate::stdout::print(&summary)),
    }
}

/// The `--json` report ([`SolveJson`]): the main certificate's claim and manifest, and an
/// optimal solve's lower bound.
fn solve_json(request: &SolveRequest, report: &SolveReport) -> String {
    let problem = request.problem;
    let main = report
        .certified
        .first()
        .expect("a solve that returns has certified its finding");
    let lower_bound = report.certified.get(1).map(|lower| match &lower.manifest {
        AnyManifest::Adversary(m) => m.clone(),
        AnyManifest::Player(_) | AnyManifest::Survival(_) => {
            unreachable!("a lower bound is an adversary certificate")
        }
    });
    let json = SolveJson {
        outcome: match report.finding {
            Finding::PlayerWins { .. } => Outcome::PlayerWins,
            Finding::AdversaryWins => Outcome::AdversaryWins,
            Finding::NoWinWithin { .. } => Outcome::NoWinWithin,
        },
        game: problem.game.name().into(),
        moves: problem.moves.name().into(),
        claim: match main.manifest {
            AnyManifest::Player(_) => manifest::PLAYER_CLAIM,
            AnyManifest::Adversary(_) => manifest::ADVERSARY_CLAIM,
            AnyManifest::Survival(_) => unreachable!("{SURVIVAL_ELSEWHERE}"),
        }
        .into(),
        manifest: main.manifest.clone(),
        lower_bound,
        states_searched: report.states_searched,
        wall_seconds: report.wall_seconds,
        peak_rss_bytes: report.peak_rss_bytes,
    };
    serde_json::to_string_pretty(&json).expect("the report serializes")
}

/// What one certificate proves, in words, naming its game.
pub(crate) fn claim_line(problem: &Problem, certified: &Certified) -> String {
    let game = problem.game.phrase();
    match &certified.manifest {
        AnyManifest::Player(m) => format!(
            "player wins {game}: completes a line in {} within {}, pieces {} ({} mode)",
            goal_rows(problem),
            count(u64::from(m.max_pieces), "piece", "pieces"),
            problem.pieces,
            m.mode
        ),
        AnyManifest::Adversary(m) if matches!(m.within, ManifestWithin::Forever(_)) => format!(
            "adversary wins {game}: no strategy completes a line in {} against pieces {}",
            goal_rows(problem),
            problem.pieces
        ),
        AnyManifest::Adversary(m) => {
            let within = match m.within {
                ManifestWithin::Pieces(d) => d,
                ManifestWithin::Forever(_) => unreachable!("the arm above"),
            };
            format!(
                "no win within {within} pieces {game}: the adversary stops every line in {} \
                 during the first {within} pieces, pieces {}",
                goal_rows(problem),
                problem.pieces
            )
        }
        AnyManifest::Survival(_) => unreachable!("{SURVIVAL_ELSEWHERE}"),
    }
}

/// Where a certificate went and its size.
fn written_line(certified: &Certified) -> String {
    let written = match &certified.destination {
        Destination::File(path) => format!(
            "certificate {}, manifest {}",
            path.display(),
            manifest::path_for(path).display()
        ),
        Destination::Stdout => "certificate on standard output".into(),
    };
    let size = match &certified.manifest {
        AnyManifest::Player(m) => format!(
            "{}, {}, {}",
            count(m.nodes as u64, "node", "nodes"),
            count(
                m.reachable_states as u64,
                "reachable state",
                "reachable states"
            ),
            count(m.sequences, "sequence", "sequences")
        ),
        AnyManifest::Adversary(m) => count(m.states as u64, "state", "states"),
        AnyManifest::Survival(_) => unreachable!("{SURVIVAL_ELSEWHERE}"),
    };
    format!("{written} ({size})")
}

fn summary_lines(request: &SolveRequest, report: &SolveReport) -> String {
    let problem = request.problem;
    let mut text = String::new();
    for certified in &report.certified {
        text += &format!("{}\n", certified.verdict);
        text += &format!("{}\n", claim_line(&problem, certified));
        text += &format!("{}\n", written_line(certified));
        if certified.reused {
            text +=
                "(kept by an interrupted run of this solve, verified again and not rewritten)\n";
        }
    }
    if let (Finding::PlayerWins { max_pieces }, [_, _]) = (report.finding, &report.certified[..]) {
        text += &format!(
            "so {} is the fewest pieces that win {}\n",
            max_pieces,
            problem.game.phrase()
        );
    }
    let lower_skipped = request.goal == Goal::Decide(Mode::Optimal)
        && report.certified.len() == 1
        && matches!(report.finding, Finding::PlayerWins { .. });
    if lower_skipped {
        text += "(no lower-bound certificate with -o -: it is written beside a certificate file)\n";
    }
    text += &format!(
        "searched {} in {:.3} s, peak RSS {:.1} MiB\n",
        count(report.states_searched, "state", "states"),
        report.wall_seconds,
        report.peak_rss_bytes as f64 / 1048576.0
    );
    text
}

/// `--checkpoint-every`: a number of seconds, minutes or hours (`30s`, `10m`, `1h`).
fn parse_interval(text: &str) -> std::result::Result<Duration, String> {
    let (number, unit) = text.split_at(text.len().saturating_sub(1));
    let seconds = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        _ => return Err("expected a number and a unit s, m or h, e.g. 10m".into()),
    };
    match number.parse::<u64>() {
        Ok(n) if n > 0 => Ok(Duration::from_secs(n * seconds)),
        _ => Err("expected a whole number above 0 before the unit, e.g. 10m".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_read_with_their_units() {
        assert_eq!(parse_interval("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_interval("10m"), Ok(Duration::from_secs(600)));
        assert_eq!(parse_interval("2h"), Ok(Duration::from_secs(7200)));
        for bad in ["", "m", "0m", "10", "1.5h", "-1s", "10x"] {
            assert!(parse_interval(bad).is_err(), "{bad}");
        }
    }
}
