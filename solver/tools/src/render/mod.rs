//! `sureline render`: the boards of one game, in rows, as a deterministic SVG figure or as a PNG
//! of the same figure.
//!
//! - [`layout`]: the figure of a game as a [`Scene`], measured with the embedded font;
//! - [`scene`]: the primitives and the box each paints;
//! - [`svg`]: the SVG text of a scene;
//! - [`png`]: the PNG of a scene (its SVG rasterised by `resvg`);
//! - [`font`]: the embedded fonts (DejaVu Sans, regular and bold);
//! - [`survival`]: the figure of a survival game (spec/survival.md).
//!
//! The format of each output file comes from its extension (`.svg` or `.png`).

pub mod font;
pub mod layout;
pub mod png;
pub mod scene;
pub mod survival;
pub mod svg;

use std::num::NonZeroUsize;
use std::path::PathBuf;

use crate::game::strategy::{replay, worst_sequence};
use crate::game::{check_game_option, policy};
use sureline_certify::error::{Conflict, Result};
use sureline_certify::files::{self, Existing};
use sureline_certify::load::{load_any, LoadedAny};

pub use layout::{grid, render_game, RenderOptions, DEFAULT_COLUMNS};
pub use scene::{Anchor, Bounds, Prim, Scene};

/// A picture format, named by the output file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Svg,
    Png,
}

/// A picture to write: its path and the format its extension names (`-o FILE.svg|FILE.png`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    pub path: PathBuf,
    pub format: Format,
}

impl Picture {
    /// The picture at `path`, in the format of its extension (`.svg` or `.png`, any case).
    pub fn at(path: PathBuf) -> Result<Picture> {
        let extension = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        let format = match extension.as_deref() {
            Some("svg") => Format::Svg,
            Some("png") => Format::Png,
            _ => return Err(Conflict::PictureFormat(path).into()),
        };
        Ok(Picture { path, format })
    }
}

impl std::str::FromStr for Picture {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<Picture, String> {
        Picture::at(PathBuf::from(text))
            .map_err(|_| "the picture format comes from the extension: .svg or .png".to_string())
    }
}

/// PNG pixels per SVG unit, 1..=8 (`--scale`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scale(u32);

impl Scale {
    pub const DEFAULT: Scale = Scale(2);

    pub fn get(self) -> u32 {
        self.0
    }
}

impl std::str::FromStr for Scale {
    type Err = String;

    fn from_str(text: &str) -> std::result::Result<Scale, String> {
        match text.parse::<u32>() {
            Ok(n) if (1..=8).contains(&n) => Ok(Scale(n)),
            _ => Err("expected 1..8".into()),
        }
    }
}

/// The game to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drawn {
    /// The game of `sureline worst`.
    Worst,
    /// The adversary's pieces (e.g. IZSTO), for a player certificate.
    Sequence(String),
    /// The player's placements (e.g. `T0@3,S1@0`), for an adversary certificate.
    Moves(String),
}

/// Options of `sureline render`.
#[derive(Clone, Debug)]
pub struct RenderRequest {
    /// The certificate file.
    pub cert: PathBuf,
    pub game: Drawn,
    /// The pictures to write (at least one): the same figure.
    pub pictures: Vec<Picture>,
    /// Also draw the empty board before the first piece.
    pub start: bool,
    /// At most this many boards per row.
    pub columns: NonZeroUsize,
    pub scale: Scale,
    /// Whether existing pictures may be replaced (`--force`).
    pub existing: Existing,
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

/// `sureline render`, testable: reserves the pictures (an existing one only with `--force`),
/// verifies the certificate (either claim kind: a `--sequence` for a player certificate,
/// `--moves` for an adversary one), replays the game, draws it and writes every picture
/// (nothing is written when the certificate or the game is wrong).
pub fn run_render(args: &RenderRequest) -> Result<Rendered> {
    let paths: Vec<PathBuf> = args.pictures.iter().map(|p| p.path.clone()).collect();
    let reservation = files::reserve(&paths, args.existing)?;
    let loaded = load_any(&args.cert)?;
    let (sequence, moves) = match &args.game {
        Drawn::Worst => (None, None),
        Drawn::Sequence(s) => (Some(s.as_str()), None),
        Drawn::Moves(m) => (None, Some(m.as_str())),
    };
    check_game_option(&loaded, sequence, moves)?;
    let options = RenderOptions {
        with_start: args.start,
        columns: args.columns.get(),
    };
    let (sequence, adversary, scene) = match &loaded {
        LoadedAny::Player(loaded) => {
            let sequence = match sequence {
                Some(s) => s.to_string(),
                None => worst_sequence(&loaded.certificate)?,
            };
            let game = replay(&loaded.certificate, &sequence)?;
            if game.steps().is_empty() && !args.start {
                return Err(Conflict::NothingToDraw("the sequence is empty").into());
            }
            (sequence, false, render_game(&game, options))
        }
        LoadedAny::Adversary(loaded) => {
            let game = match moves {
                Some(moves) => policy::replay_moves(&loaded.policy, moves)?,
                None => policy::worst_game(&loaded.policy)?,
            };
            if game.steps().is_empty() && !args.start {
                return Err(Conflict::NothingToDraw("the game has no placement").into());
            }
            let moves = policy::moves_text(&game);
            (moves, true, render_game(&game, options))
        }
        LoadedAny::Survival(loaded) => {
            survival::draw_game(loaded, sequence, moves, options.columns)?
        }
        LoadedAny::Lines(loaded) => {
            crate::lines::draw_game(loaded, (sequence, moves), options.columns)?
        }
    };
    let mut contents = Vec::new();
    let mut written = Vec::new();
    for picture in &args.pictures {
        let (bytes, (width, height)) = match picture.format {
            Format::Svg => (
                scene.to_svg().into_bytes(),
                (scene.width as u32, scene.height as u32),
            ),
            Format::Png => (
                scene.to_png(args.scale.get())?,
                scene.png_size(args.scale.get()),
            ),
        };
        contents.push(bytes);
        written.push(Written {
            path: picture.path.clone(),
            format: picture.format,
            width,
            height,
        });
    }
    let contents: Vec<&[u8]> = contents.iter().map(Vec::as_slice).collect();
    reservation.write_all(&contents)?;
    Ok(Rendered {
        sequence,
        adversary,
        written,
    })
}
