//! `sureline solve`'s command line: its options parsed into typed values at the edge (clap value
//! parsers), shared by the line games' solve and the survival game's.

use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use sureline_certify::error::{Conflict, Result};
use sureline_certify::files::{Destination, Existing};
use sureline_certify::limits::CheckLimits;
use sureline_certify::pipeline::{Naming, Threads};
use sureline_engine::model::{MAX_ROWS, MIN_WIDTH};
use sureline_engine::pieces::{Moves, PieceSet, TieBreak};
use sureline_engine::start::Start;
use sureline_engine::survival::{self, Preview, Sequence};

use crate::memory::Budget;

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
    pub(crate) rows: Option<u8>,
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
    /// The survival game: how the winner's side is looked for (spec/solver-model.md
    /// [survival]): exact (default: the player's first surviving placement in canonical order,
    /// the adversary's least ranks) or guided ([survival.guided]: the placements a player would
    /// try first, and the adversary's first proof found, whose within need not be the least;
    /// it decides games the exact search leaves open), or staged ([survival.staged], the
    /// tables': exact, then with preview the strategy without preview lifted, then guided, each
    /// stage within --stage-positions), or surface ([survival.surface]: the player restricted
    /// to placements that leave no hole; it decides only when the player survives so).
    #[arg(long, value_enum)]
    pub(crate) search: Option<SearchArg>,
    /// The survival game with --search staged: the stages in the order tried, each at most once
    /// (default exact,lift,guided, the archived tables' order; e.g. surface,exact,lift,guided
    /// tries the surface fixed point first).
    #[arg(
        long,
        value_enum,
        value_name = "STAGES",
        value_delimiter = ',',
        requires = "stage_positions"
    )]
    pub(crate) stages: Vec<StageArg>,
    /// The survival game with --search surface, or --search staged with the surface stage: the
    /// positions the surface stage's exploration may number (default: no cap alone, N of
    /// --stage-positions in the staged search).
    #[arg(long, value_name = "S", requires = "search")]
    pub(crate) surface_positions: Option<u64>,
    /// The survival game with --search staged: the positions each search of a stage may meet
    /// before the next stage is tried (a count, so the answer does not depend on the machine):
    /// N for the exact and lifted stages, M for the guided one (default N).
    #[arg(long, value_name = "N[,M]", requires = "search", value_parser = StagePositions::from_str)]
    pub(crate) stage_positions: Option<StagePositions>,
    /// Solve from the position these placements reach from the empty board, dropped in order
    /// (e.g. T0@3,I1@0: orientation I0 I1 O0 T0-T3 S0 S1 Z0 Z1 J0-J3 L0-L3, '@', leftmost
    /// column); piece counts count the pieces after it. The certificates say so on their start
    /// line. Not in the survival game.
    #[arg(long, value_name = "PLACEMENTS", value_parser = Start::from_str)]
    pub(crate) start: Option<Start>,
    /// The player's move set: all placements (hard drops; also named drop), grid-2022 (the 2022
    /// program's 4x4 grids at grid columns >= 0), or slide (left, right and down from above the
    /// board, then lock: spec/rules.md [rules.moves.slide]; the capped game and the well).
    #[arg(long, default_value = "all", value_parser = moves_arg)]
    pub(crate) moves: MovesArg,
    /// Find a strategy with the fewest pieces in the worst case (default: any winning strategy);
    /// also write the lower bound "no win within one piece fewer" beside it.
    #[arg(long)]
    pub(crate) optimal: bool,
    /// Write only the adversary certificate "no goal row completes during the first D pieces"
    /// (fails if the player wins within D).
    #[arg(long, value_name = "D", conflicts_with = "optimal")]
    pub(crate) no_win_within: Option<u8>,
    /// The lines game (--game lines, spec/lines.md): the player wins once K rows have cleared
    /// in all (1..=255).
    #[arg(long, value_name = "K", value_parser = within(1..=255), conflicts_with = "at_once")]
    pub(crate) lines: Option<u8>,
    /// The lines game: the player wins when one piece clears at least K rows (1..=255).
    #[arg(long, value_name = "K", value_parser = within(1..=255))]
    pub(crate) at_once: Option<u8>,
    /// The lines game: write the player's strategy only if it wins within N pieces (else the
    /// refusal, with the optimum).
    #[arg(long, value_name = "N", conflicts_with = "no_win_within")]
    pub(crate) max_pieces: Option<u32>,
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
    /// up to about 19 GiB, and `sureline-check --limits large` verifies the file). A survival
    /// certificate within the standard limits is verified within them even then (its manifest
    /// names no limits).
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
    pub(crate) checkpoint_every: Duration,
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

/// `--moves`: a set of hard drops the engine's model plays, or slides, which the slide search
/// plays on concrete boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MovesArg {
    Drop(Moves),
    Slide,
    /// [rules.moves.srs] Slides and turns, by the same search.
    Srs,
}

impl MovesArg {
    /// The hard drops' move set (slides are solved apart, crate::slide).
    pub(crate) fn drops(self) -> Moves {
        match self {
            MovesArg::Drop(moves) => moves,
            MovesArg::Slide | MovesArg::Srs => Moves::All,
        }
    }
}

fn moves_arg(text: &str) -> std::result::Result<MovesArg, String> {
    match text {
        "slide" => Ok(MovesArg::Slide),
        "srs" => Ok(MovesArg::Srs),
        "drop" => Ok(MovesArg::Drop(Moves::All)),
        other => Moves::from_str(other).map(MovesArg::Drop).map_err(|_| {
            format!("unknown move set '{other}' (expected all, drop, grid-2022, slide or srs)")
        }),
    }
}

/// `--game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum GameArg {
    Capped,
    Well,
    Survival,
    /// The well with clears and a goal: --lines K or --at-once K (spec/lines.md).
    Lines,
}

/// `--stage-positions N[,M]` ([survival.staged]): the positions budget of each search of the
/// exact and lifted stages, and of the guided stage's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct StagePositions {
    pub(crate) exact: u64,
    pub(crate) guided: u64,
}

impl FromStr for StagePositions {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<StagePositions, String> {
        let number = |t: &str| {
            t.parse::<u64>()
                .map_err(|_| format!("expected N or N,M (positions), found {text:?}"))
        };
        match text.split_once(',') {
            Some((n, m)) => Ok(StagePositions {
                exact: number(n)?,
                guided: number(m)?,
            }),
            None => number(text).map(|n| StagePositions {
                exact: n,
                guided: n,
            }),
        }
    }
}

impl std::fmt::Display for StagePositions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.exact == self.guided {
            true => write!(f, "{}", self.exact),
            false => write!(f, "{},{}", self.exact, self.guided),
        }
    }
}

/// `--search`: how the survival game's winner is looked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum SearchArg {
    Exact,
    Guided,
    Staged,
    Surface,
}

/// `--stages`: a stage of the staged search ([survival.staged]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum StageArg {
    Surface,
    Exact,
    Lift,
    Guided,
}

impl StageArg {
    pub(crate) fn stage(self) -> survival::Stage {
        match self {
            StageArg::Surface => survival::Stage::Surface,
            StageArg::Exact => survival::Stage::Exact,
            StageArg::Lift => survival::Stage::Lift,
            StageArg::Guided => survival::Stage::Guided,
        }
    }
}

/// `surface,exact,lift,guided`: the stages as `--stages` takes them.
pub(crate) fn stage_words(stages: &[StageArg]) -> String {
    let words: Vec<&str> = stages.iter().map(|s| s.stage().word()).collect();
    words.join(",")
}

/// The stages `--stages` names, in order (empty: the default order); `None` when one is named
/// twice.
pub(crate) fn stages_of(args: &[StageArg]) -> Option<survival::Stages> {
    match args.is_empty() {
        true => Some(survival::Stages::DEFAULT),
        false => survival::Stages::new(&args.iter().map(|s| s.stage()).collect::<Vec<_>>()),
    }
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

    /// Where the certificate goes: `-o`, or the default name in this directory; refused with
    /// `--json` when both would go to standard output.
    pub(crate) fn naming(&self) -> Result<Naming> {
        let naming = match &self.output {
            Some(destination) => Naming::Given(destination.clone()),
            None => Naming::Defaults(PathBuf::from(".")),
        };
        if self.json && naming == Naming::Given(Destination::Stdout) {
            return Err(Conflict::JsonAndStdout.into());
        }
        Ok(naming)
    }

    /// What an existing output file gets: replaced with `--force`, else kept (refused).
    pub(crate) fn existing(&self) -> Existing {
        if self.force {
            Existing::Replace
        } else {
            Existing::Keep
        }
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

/// The word of `--game`.
pub(crate) fn game_name(game: GameArg) -> &'static str {
    match game {
        GameArg::Capped => "capped",
        GameArg::Well => "well",
        GameArg::Survival => "survival",
        GameArg::Lines => "lines",
    }
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
