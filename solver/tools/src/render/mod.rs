//! `sureline render`: the boards of one game, in rows, as a deterministic SVG figure or as a PNG
//! of the same figure.
//!
//! - [`layout`]: the figure as a list of primitives ([`Scene`]), measured with the embedded font;
//! - [`svg`]: the SVG text of a scene;
//! - [`png`]: the PNG of a scene (its SVG rasterised by `resvg`);
//! - [`font`]: the embedded fonts (DejaVu Sans, regular and bold).
//!
//! The format of each output file comes from its extension (`.svg` or `.png`).

pub mod font;
pub mod layout;
pub mod png;
pub mod svg;

use std::path::{Path, PathBuf};

use crate::adversary;
use crate::play::{check_game_option, replay, worst_sequence};
use sureline_certify::error::{Error, Result};
use sureline_certify::load::{load_any, LoadedAny};
use sureline_certify::output::write_atomically;

pub use layout::{
    grid, piece_color, render_game, Anchor, Bounds, Prim, RenderOptions, Rgb, Scene,
    DEFAULT_COLUMNS,
};

/// A picture format, named by the output file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Svg,
    Png,
}

impl Format {
    /// The format of `path` from its extension (`.svg` or `.png`, any case).
    pub fn of(path: &Path) -> Result<Format> {
        let extension = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("svg") => Ok(Format::Svg),
            Some("png") => Ok(Format::Png),
            _ => Err(Error::Usage(format!(
                "-o {}: the picture format comes from the extension: .svg or .png",
                path.display()
            ))),
        }
    }
}

/// Options of `sureline render`.
#[derive(Clone, Debug)]
pub struct RenderRequest {
    /// The certificate file.
    pub cert: PathBuf,
    /// The adversary's pieces (e.g. IZSTO), for a player certificate; default: the game of
    /// `sureline worst`.
    pub sequence: Option<String>,
    /// The player's placements (e.g. `T0@3,S1@0`), for an adversary certificate; default: the
    /// game of `sureline worst`.
    pub moves: Option<String>,
    /// The pictures to write (at least one), each `.svg` or `.png`: the same figure.
    pub outputs: Vec<PathBuf>,
    /// Also draw the empty board before the first piece.
    pub start: bool,
    /// At most this many boards per row (1 or more).
    pub columns: usize,
    /// PNG pixels per SVG unit (1..=8).
    pub scale: u32,
}

/// One file `run_render` wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub path: PathBuf,
    pub format: Format,
    /// Its size: SVG user units, or PNG pixels.
    pub width: u32,
    pub height: u32,
}

/// What `run_render` drew and wrote.
#[derive(Clone, Debug)]
pub struct Rendered {
    /// The game drawn: the adversary's pieces (`JOI`) on a player certificate, the player's
    /// placements (`T0@3,S1@0`) on an adversary certificate.
    pub sequence: String,
    /// Whether the certificate was an adversary certificate (`sequence` holds placements).
    pub adversary: bool,
    pub written: Vec<Written>,
}

/// `sureline render`, testable: checks the options, verifies the certificate (either claim kind:
/// `sequence` for a player certificate, `moves` for an adversary one), replays the game,
/// draws it and writes every output (each atomically; nothing is written when an option, the
/// certificate or the sequence is wrong).
pub fn run_render(args: &RenderRequest) -> Result<Rendered> {
    if args.outputs.is_empty() {
        return Err(Error::Usage(
            "no output file (-o FILE.svg or -o FILE.png)".into(),
        ));
    }
    let formats = args
        .outputs
        .iter()
        .map(|path| Format::of(path))
        .collect::<Result<Vec<_>>>()?;
    if !(1..=8).contains(&args.scale) {
        return Err(Error::Usage(format!(
            "--scale {}: expected 1..8",
            args.scale
        )));
    }
    if args.columns == 0 {
        return Err(Error::Usage("--columns 0: expected at least 1".into()));
    }
    let loaded = load_any(&args.cert)?;
    check_game_option(&loaded, args.sequence.as_deref(), args.moves.as_deref())?;
    let options = RenderOptions {
        with_start: args.start,
        columns: args.columns,
    };
    let (sequence, adversary, scene) = match &loaded {
        LoadedAny::Player(loaded) => {
            let sequence = match &args.sequence {
                Some(s) => s.clone(),
                None => worst_sequence(&loaded.certificate)?,
            };
            let game = replay(&loaded.certificate, &sequence)?;
            if game.steps().is_empty() && !args.start {
                return Err(Error::Usage(
                    "the sequence is empty: nothing to draw".into(),
                ));
            }
            (sequence, false, render_game(&game, options))
        }
        LoadedAny::Adversary(loaded) => {
            let game = match &args.moves {
                Some(moves) => adversary::replay_moves(&loaded.policy, moves)?,
                None => adversary::worst_game(&loaded.policy)?,
            };
            if game.steps().is_empty() && !args.start {
                return Err(Error::Usage(
                    "the game has no placement: nothing to draw (--start draws the empty board)"
                        .into(),
                ));
            }
            (
                adversary::moves_text(&game),
                true,
                render_game(&game, options),
            )
        }
    };
    let mut files = Vec::new();
    for (path, &format) in args.outputs.iter().zip(&formats) {
        let (bytes, (width, height)) = match format {
            Format::Svg => (
                scene.to_svg().into_bytes(),
                (scene.width as u32, scene.height as u32),
            ),
            Format::Png => (scene.to_png(args.scale)?, scene.png_size(args.scale)),
        };
        files.push((path, bytes, format, width, height));
    }
    let mut written = Vec::new();
    for (path, bytes, format, width, height) in files {
        write_atomically(path, &bytes)?;
        written.push(Written {
            path: path.clone(),
            format,
            width,
            height,
        });
    }
    Ok(Rendered {
        sequence,
        adversary,
        written,
    })
}
