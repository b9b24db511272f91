//! The command-line side of the tools: their clap arguments, standard streams and exit codes.
//! The work itself is in `sureline-tools` and `sureline-certify`.

use std::io::Write;
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::str::FromStr;

use sureline_certify::error::{Error, Result};
use sureline_certify::files::{self, Destination, Existing};

use crate::solve_args::within;
use crate::stdout::{finished, stdout_error};
use sureline_certify::legacy;
use sureline_tools::play::{self, PlayOptions};
use sureline_tools::render::{self, Drawn, Format, Picture, RenderRequest, Scale};
use sureline_tools::stats::{self, StatsOptions};
use sureline_tools::terminal::ColorChoice;
use sureline_tools::web::{self, Side};
use sureline_tools::words::count;
use sureline_tools::worst::{self, WorstOptions};

/// Options of `sureline stats`.
#[derive(clap::Args, Clone, Debug)]
pub struct StatsArgs {
    /// The certificate file.
    pub cert: PathBuf,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// ANSI colours on the boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, Default)]
pub enum Color {
    /// When standard output is a terminal and NO_COLOR is not set.
    #[default]
    Auto,
    Always,
    Never,
}

impl From<Color> for ColorChoice {
    fn from(color: Color) -> ColorChoice {
        match color {
            Color::Auto => ColorChoice::Auto,
            Color::Always => ColorChoice::Always,
            Color::Never => ColorChoice::Never,
        }
    }
}

/// Options of `sureline play`.
#[derive(clap::Args, Clone, Debug)]
pub struct PlayArgs {
    /// The certificate file (player or adversary certificate).
    pub cert: PathBuf,
    /// Player certificate: play these adversary pieces (e.g. IZSTO) and print every board
    /// instead of playing interactively.
    #[arg(long, conflicts_with = "moves")]
    pub sequence: Option<String>,
    /// Adversary certificate: play these placements (e.g. T0@3,S1@0, or numbers in the list of
    /// allowed placements) and print every board instead of playing interactively.
    #[arg(long)]
    pub moves: Option<String>,
    /// ANSI colours: auto (terminal and NO_COLOR unset), always or never.
    #[arg(long, value_enum, default_value_t = Color::Auto)]
    pub color: Color,
}

/// Options of `sureline worst`.
#[derive(clap::Args, Clone, Debug)]
pub struct WorstArgs {
    /// The certificate file.
    pub cert: PathBuf,
    /// ANSI colours: auto (terminal and NO_COLOR unset), always or never.
    #[arg(long, value_enum, default_value_t = Color::Auto)]
    pub color: Color,
}

/// Options of `sureline render`.
#[derive(clap::Args, Clone, Debug)]
pub struct RenderArgs {
    /// The certificate file.
    pub cert: PathBuf,
    /// Player certificate: the adversary's pieces (e.g. IZSTO); default: the game of
    /// `sureline worst` (of a survival strategy: the game to its first cycle).
    #[arg(long, conflicts_with = "moves")]
    pub sequence: Option<String>,
    /// Adversary certificate: the player's placements (e.g. T0@3,S1@0); default: the game of
    /// `sureline worst` (of a survival policy: its longest game).
    #[arg(long)]
    pub moves: Option<String>,
    /// The picture to write; its extension gives the format: FILE.svg or FILE.png. Repeat -o
    /// to write the same figure in both formats.
    #[arg(short = 'o', long = "output", value_name = "FILE", required = true, value_parser = Picture::from_str)]
    pub output: Vec<Picture>,
    /// Also draw the empty board before the first piece.
    #[arg(long)]
    pub start: bool,
    /// At most N boards per row; the rows are filled evenly (12 boards: two rows of 6).
    #[arg(long, value_name = "N", default_value_t = NonZeroUsize::new(render::DEFAULT_COLUMNS).expect("6 boards"), value_parser = at_least_one)]
    pub columns: NonZeroUsize,
    /// PNG pixels per SVG unit (1..8).
    #[arg(long, value_name = "N", default_value = "2", value_parser = Scale::from_str)]
    pub scale: Scale,
    /// Replace the pictures if they exist.
    #[arg(long)]
    pub force: bool,
}

fn at_least_one(text: &str) -> std::result::Result<NonZeroUsize, String> {
    text.parse()
        .map_err(|_| "expected a whole number, at least 1".to_string())
}

/// Options of `sureline web`.
#[derive(clap::Args, Clone, Debug)]
pub struct WebArgs {
    /// The certificate file (player or adversary certificate).
    pub cert: PathBuf,
    /// The page to write (one self-contained HTML file), or - for standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE.html", value_parser = Destination::from_str)]
    pub output: Destination,
    /// Replace the output if it exists.
    #[arg(long)]
    pub force: bool,
}

/// Options of `sureline import-legacy`.
#[derive(clap::Args, Clone, Debug)]
pub struct ImportArgs {
    /// The 2022-format strategy file.
    pub file: PathBuf,
    /// The certificate to write (only if it verifies).
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
    /// Board width W (2..=16); the 2022 strategy file is of --width 10.
    #[arg(long, value_parser = within(*legacy::WIDTHS.start()..=*legacy::WIDTHS.end()))]
    pub width: Option<u8>,
    /// Goal rows R written in the certificate (1..=20); the 2022 strategy file is of --rows 6.
    #[arg(long, value_parser = within(*legacy::ROWS.start()..=*legacy::ROWS.end()))]
    pub rows: Option<u8>,
    /// Replace the output if it exists (never an archived certificate).
    #[arg(long)]
    pub force: bool,
}

/// Options of `sureline export-legacy`.
#[derive(clap::Args, Clone, Debug)]
pub struct ExportArgs {
    /// The certificate (its adversary set must be all 7 pieces).
    pub cert: PathBuf,
    /// The 2022-format strategy file to write.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
    /// Replace the output if it exists.
    #[arg(long)]
    pub force: bool,
}

fn existing(force: bool) -> Existing {
    if force {
        Existing::Replace
    } else {
        Existing::Keep
    }
}

pub fn stats(args: StatsArgs) -> Result<u8> {
    let options = StatsOptions {
        cert: args.cert,
        json: args.json,
    };
    let mut out = std::io::stdout().lock();
    finished(stats::run_stats(&options, &mut out).map(|_| ()))
}

pub fn play(args: PlayArgs) -> Result<u8> {
    let options = PlayOptions {
        cert: args.cert,
        sequence: args.sequence,
        moves: args.moves,
        color: args.color.into(),
    };
    let mut input = std::io::stdin().lock();
    let mut out = std::io::stdout().lock();
    finished(play::run_play(&options, &mut input, &mut out))
}

pub fn worst(args: WorstArgs) -> Result<u8> {
    let options = WorstOptions {
        cert: args.cert,
        color: args.color.into(),
    };
    let mut out = std::io::stdout().lock();
    finished(worst::worst(&options, &mut out).map(|_| ()))
}

pub fn render(args: RenderArgs) -> Result<u8> {
    let game = match (args.sequence, args.moves) {
        (Some(sequence), _) => Drawn::Sequence(sequence),
        (None, Some(moves)) => Drawn::Moves(moves),
        (None, None) => Drawn::Worst,
    };
    let request = RenderRequest {
        cert: args.cert,
        game,
        pictures: args.output,
        start: args.start,
        columns: args.columns,
        scale: args.scale,
        existing: existing(args.force),
    };
    let rendered = render::run_render(&request)?;
    let label = if rendered.adversary {
        "moves"
    } else {
        "sequence"
    };
    let mut lines = format!("{label} {}\n", rendered.sequence);
    for file in &rendered.written {
        let unit = match file.format {
            Format::Svg => "",
            Format::Png => " pixels",
        };
        lines += &format!(
            "wrote {} ({}x{}{unit})\n",
            file.path.display(),
            file.width,
            file.height
        );
    }
    finished(crate::stdout::print(&lines))
}

pub fn web(args: WebArgs) -> Result<u8> {
    // The output is claimed before the certificate is verified (a large one takes seconds).
    let reservation = match args.output {
        Destination::Stdout => None,
        Destination::File(path) => Some(files::reserve(&[path], existing(args.force))?),
    };
    let page = web::make_page(&args.cert)?;
    let Some(reservation) = reservation else {
        return finished(crate::stdout::print(&page.html));
    };
    reservation.write_all(&[page.html.as_bytes()])?;
    let side = match page.side {
        Side::Player => "you play the adversary",
        Side::Adversary => "you play the player",
    };
    finished(crate::stdout::line(&format!(
        "wrote {} ({} bytes; {side}; the certificate's {} bytes embedded as {})",
        reservation.paths()[0].display(),
        page.html.len(),
        page.certificate_bytes,
        page.embedded_bytes
    )))
}

/// What `--width` and `--rows` of `import-legacy` are for: the 2022 file records neither.
const LEGACY_BOARD: &str = "a 2022 strategy file does not record its board (the 2022 strategy \
                            of 10 columns and 6 goal rows: --width 10 --rows 6)";

pub fn import_legacy(args: ImportArgs) -> Result<u8> {
    let missing = |option| Error::MissingOption {
        option,
        why: LEGACY_BOARD,
    };
    let width = args.width.ok_or_else(|| missing("--width"))?;
    let rows = args.rows.ok_or_else(|| missing("--rows"))?;
    let imported =
        legacy::import_legacy(&args.file, &args.output, width, rows, existing(args.force))?;
    if imported.crlf {
        crate::stdout::error_line(&format!(
            "sureline: note: {} has Windows (CRLF) line ends; they were read as LF",
            args.file.display()
        ));
    }
    finished(writeln!(std::io::stdout().lock(), "{}", imported.verdict).map_err(stdout_error))
}

pub fn export_legacy(args: ExportArgs) -> Result<u8> {
    let lines = legacy::export_legacy(&args.cert, &args.output, existing(args.force))?;
    let line = format!(
        "wrote {} ({}, 2022 layout)",
        args.output.display(),
        count(lines as u64, "state", "states")
    );
    finished(writeln!(std::io::stdout().lock(), "{line}").map_err(stdout_error))
}
