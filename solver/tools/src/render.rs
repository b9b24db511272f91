//! `sureline render`: the boards of one game side by side, as a deterministic SVG figure (and,
//! with `--png`, the same figure rasterised by a tiny built-in PNG writer: std only, no system
//! library).
//!
//! The figure is built once as a list of primitives (axis-aligned rectangles, axis-aligned line
//! segments, text); the SVG and PNG back ends draw the same list. All coordinates are multiples
//! of 0.5 and every stroke is an odd number of pixels wide centred on a half-pixel line, so edges
//! are crisp at scale 1 (SVG) and exact at scale 2 (PNG).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::play::{replay, worst_sequence, Game};
use sureline_certify::output::write_atomically;
use sureline_certify::error::{Error, Result};
use sureline_certify::load::load_verified;
use sureline_engine::pieces::Piece;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

const WHITE: Rgb = Rgb(255, 255, 255);
const BLACK: Rgb = Rgb(0, 0, 0);
const INK: Rgb = Rgb(34, 34, 34);
const GRID: Rgb = Rgb(217, 217, 217);
const GOAL_BAND: Rgb = Rgb(221, 230, 240);
const LABEL: Rgb = Rgb(110, 110, 110);
const COMPLETED: Rgb = Rgb(230, 0, 126);

/// Guideline colours: I cyan, O yellow, T purple, S green, Z red, J blue, L orange.
pub fn piece_color(piece: Piece) -> Rgb {
    match piece {
        Piece::I => Rgb(49, 199, 239),
        Piece::O => Rgb(247, 211, 8),
        Piece::T => Rgb(173, 77, 156),
        Piece::S => Rgb(66, 182, 66),
        Piece::Z => Rgb(239, 32, 41),
        Piece::J => Rgb(90, 101, 173),
        Piece::L => Rgb(239, 121, 33),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// One drawing primitive; coordinates in SVG user units (pixels at scale 1).
#[derive(Clone, Debug, PartialEq)]
pub enum Prim {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f64)>,
        class: Option<String>,
    },
    /// A horizontal or vertical segment with square caps.
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        color: Rgb,
        width: f64,
    },
    /// Text whose baseline is at `y`.
    Text {
        x: f64,
        y: f64,
        size: f64,
        anchor: Anchor,
        color: Rgb,
        bold: bool,
        text: String,
    },
}

/// A figure: its size and primitives in painting order.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub width: f64,
    pub height: f64,
    pub prims: Vec<Prim>,
}

const CELL: f64 = 20.0;
const PAD: f64 = 16.0;
const LEFT: f64 = 60.0;
const GAP: f64 = 28.0;

/// What to draw.
#[derive(Clone, Copy, Debug, Default)]
pub struct RenderOptions {
    /// Also draw the empty board before the first piece.
    pub with_start: bool,
}

fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.6
}

fn num(v: f64) -> String {
    // Values are multiples of 0.5 (or simple decimals): Display is exact and deterministic.
    let s = format!("{v}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

/// Lays out every board of `game` side by side.
pub fn render_game(game: &Game, options: RenderOptions) -> Scene {
    let cert = game.certificate();
    let width = cert.width as usize;
    let goal = cert.rows as usize;
    let steps = game.steps();
    let highest = steps
        .iter()
        .flat_map(|s| s.cells.iter().map(|c| c.1 as usize + 1))
        .max()
        .unwrap_or(0);
    let shown = (highest.max(goal) + 1).min(sureline_checker::HEIGHT);
    let first = if options.with_start { 0 } else { 1 };
    let boards: Vec<usize> = (first..=steps.len()).collect();

    let captions: Vec<(String, String)> = boards
        .iter()
        .map(|&k| match k {
            0 => ("start".to_string(), "empty board".to_string()),
            k => {
                let s = &steps[k - 1];
                (
                    format!("{}. {}", k, s.piece.letter()),
                    s.placement.to_string(),
                )
            }
        })
        .collect();
    let board_w = width as f64 * CELL;
    let board_h = shown as f64 * CELL;
    let caption_w = captions
        .iter()
        .map(|(a, b)| text_width(a, 12.0).max(text_width(b, 12.0)))
        .fold(0.0, f64::max);
    let pitch = board_w.max(caption_w.ceil()) + GAP;

    let mut prims = Vec::new();
    let top = PAD + 0.5;
    for (i, &k) in boards.iter().enumerate() {
        let x0 = PAD + LEFT + i as f64 * pitch + 0.5;
        let owners = game.owners(k);
        let newest = k.checked_sub(1).map(|i| &steps[i]);
        let row_top = |r: usize| top + (shown - 1 - r) as f64 * CELL;

        // Background, goal band, grid.
        prims.push(Prim::Rect {
            x: x0,
            y: top,
            w: board_w,
            h: board_h,
            fill: Some(WHITE),
            stroke: None,
            class: None,
        });
        prims.push(Prim::Rect {
            x: x0,
            y: row_top(goal - 1),
            w: board_w,
            h: goal as f64 * CELL,
            fill: Some(GOAL_BAND),
            stroke: None,
            class: Some("goal".into()),
        });
        for c in 1..width {
            let x = x0 + c as f64 * CELL;
            prims.push(Prim::Line {
                x1: x,
                y1: top,
                x2: x,
                y2: top + board_h,
                color: GRID,
                width: 1.0,
            });
        }
        for r in 1..shown {
            let y = top + r as f64 * CELL;
            prims.push(Prim::Line {
                x1: x0,
                y1: y,
                x2: x0 + board_w,
                y2: y,
                color: GRID,
                width: 1.0,
            });
        }
        // Cells.
        for (r, row) in owners.iter().enumerate().take(shown) {
            for (c, owner) in row.iter().enumerate() {
                if let Some(piece) = owner {
                    prims.push(Prim::Rect {
                        x: x0 + c as f64 * CELL,
                        y: row_top(r),
                        w: CELL,
                        h: CELL,
                        fill: Some(piece_color(*piece)),
                        stroke: Some((INK, 1.0)),
                        class: Some(format!("cell {}", piece.letter())),
                    });
                }
            }
        }
        // Board frame.
        prims.push(Prim::Rect {
            x: x0,
            y: top,
            w: board_w,
            h: board_h,
            fill: None,
            stroke: Some((INK, 1.0)),
            class: None,
        });
        // The newest piece: its outline (edges not shared by two of its cells).
        if let Some(step) = newest {
            for &(c, r) in &step.cells {
                let (c, r) = (c as usize, r as usize);
                let has = |dc: isize, dr: isize| {
                    let (nc, nr) = (c as isize + dc, r as isize + dr);
                    step.cells
                        .iter()
                        .any(|&(a, b)| a as isize == nc && b as isize == nr)
                };
                let (left, right) = (x0 + c as f64 * CELL, x0 + (c + 1) as f64 * CELL);
                let (upper, lower) = (row_top(r), row_top(r) + CELL);
                let mut edge = |x1, y1, x2, y2| {
                    prims.push(Prim::Line {
                        x1,
                        y1,
                        x2,
                        y2,
                        color: BLACK,
                        width: 3.0,
                    })
                };
                if !has(-1, 0) {
                    edge(left, upper, left, lower);
                }
                if !has(1, 0) {
                    edge(right, upper, right, lower);
                }
                if !has(0, 1) {
                    edge(left, upper, right, upper);
                }
                if !has(0, -1) {
                    edge(left, lower, right, lower);
                }
            }
            if let Some(row) = step.completed {
                prims.push(Prim::Rect {
                    x: x0 - 5.0,
                    y: row_top(row as usize) - 4.0,
                    w: board_w + 10.0,
                    h: CELL + 8.0,
                    fill: None,
                    stroke: Some((COMPLETED, 3.0)),
                    class: Some("completed".into()),
                });
            }
        }
        // Column numbers and caption.
        let below = top + board_h;
        for c in 0..width {
            prims.push(Prim::Text {
                x: x0 + (c as f64 + 0.5) * CELL,
                y: below + 15.0,
                size: 9.0,
                anchor: Anchor::Middle,
                color: LABEL,
                bold: false,
                text: c.to_string(),
            });
        }
        let centre = x0 + board_w / 2.0;
        prims.push(Prim::Text {
            x: centre,
            y: below + 33.0,
            size: 12.0,
            anchor: Anchor::Middle,
            color: INK,
            bold: true,
            text: captions[i].0.clone(),
        });
        prims.push(Prim::Text {
            x: centre,
            y: below + 49.0,
            size: 12.0,
            anchor: Anchor::Middle,
            color: INK,
            bold: false,
            text: captions[i].1.clone(),
        });
        if let Some(row) = newest.and_then(|s| s.completed) {
            prims.push(Prim::Text {
                x: centre,
                y: below + 65.0,
                size: 11.0,
                anchor: Anchor::Middle,
                color: COMPLETED,
                bold: true,
                text: format!("row {row} complete"),
            });
        }
        // Row numbers and the goal bracket, left of the first board only.
        if i == 0 {
            for r in 0..shown {
                prims.push(Prim::Text {
                    x: x0 - 6.0,
                    y: row_top(r) + CELL / 2.0 + 3.0,
                    size: 9.0,
                    anchor: Anchor::End,
                    color: LABEL,
                    bold: false,
                    text: r.to_string(),
                });
            }
            let bx = x0 - 21.0;
            let (gy1, gy2) = (row_top(goal - 1) + 2.0, below - 2.0);
            prims.push(Prim::Line {
                x1: bx,
                y1: gy1,
                x2: bx,
                y2: gy2,
                color: INK,
                width: 1.0,
            });
            for y in [gy1, gy2] {
                prims.push(Prim::Line {
                    x1: bx,
                    y1: y,
                    x2: bx + 4.0,
                    y2: y,
                    color: INK,
                    width: 1.0,
                });
            }
            prims.push(Prim::Text {
                x: bx - 4.0,
                y: (gy1 + gy2) / 2.0 + 4.0,
                size: 10.0,
                anchor: Anchor::End,
                color: INK,
                bold: false,
                text: "goal".into(),
            });
        }
    }

    // Legend.
    let mut ly = top + board_h + 86.0;
    let mut lx = PAD + LEFT + 0.5;
    let swatch = 14.0;
    let mut items: Vec<(Option<Rgb>, (Rgb, f64), String)> = game
        .pieces()
        .iter()
        .map(|piece| {
            (
                Some(piece_color(piece)),
                (INK, 1.0),
                piece.letter().to_string(),
            )
        })
        .collect();
    items.push((Some(WHITE), (BLACK, 3.0), "newest piece".into()));
    items.push((None, (COMPLETED, 3.0), "completed row".into()));
    items.push((
        Some(GOAL_BAND),
        (INK, 1.0),
        if goal == 1 {
            "goal row 0".to_string()
        } else {
            format!("goal rows 0-{}", goal - 1)
        },
    ));
    let boards_right = PAD + LEFT + boards.len() as f64 * pitch - GAP + 8.0;
    let legend_left = lx;
    let legend_limit = boards_right.max(legend_left + 420.0);
    let mut legend_right: f64 = 0.0;
    for (fill, stroke, label) in items {
        let item_w = swatch + 5.0 + text_width(&label, 11.0).ceil();
        if lx > legend_left && lx + item_w > legend_limit {
            lx = legend_left;
            ly += swatch + 10.0;
        }
        legend_right = legend_right.max(lx + item_w);
        prims.push(Prim::Rect {
            x: lx,
            y: ly,
            w: swatch,
            h: swatch,
            fill,
            stroke: Some(stroke),
            class: None,
        });
        prims.push(Prim::Text {
            x: lx + swatch + 5.0,
            y: ly + 11.0,
            size: 11.0,
            anchor: Anchor::Start,
            color: INK,
            bold: false,
            text: label.clone(),
        });
        lx += item_w + 16.0;
    }

    Scene {
        width: (boards_right.max(legend_right) + PAD).ceil(),
        height: (ly + swatch + PAD).ceil(),
        prims,
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

impl Scene {
    /// The SVG document (deterministic bytes).
    pub fn to_svg(&self) -> String {
        let mut s = String::new();
        let (w, h) = (num(self.width), num(self.height));
        s.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">"
        );
        let _ = writeln!(
            s,
            "<rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>"
        );
        for prim in &self.prims {
            match prim {
                Prim::Rect {
                    x,
                    y,
                    w,
                    h,
                    fill,
                    stroke,
                    class,
                } => {
                    s.push_str("<rect");
                    if let Some(class) = class {
                        let _ = write!(s, " class=\"{}\"", escape(class));
                    }
                    let _ = write!(
                        s,
                        " x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"",
                        num(*x),
                        num(*y),
                        num(*w),
                        num(*h),
                        fill.map_or("none".to_string(), Rgb::hex)
                    );
                    if let Some((color, width)) = stroke {
                        let _ = write!(
                            s,
                            " stroke=\"{}\" stroke-width=\"{}\"",
                            color.hex(),
                            num(*width)
                        );
                    }
                    s.push_str(" shape-rendering=\"crispEdges\"/>\n");
                }
                Prim::Line {
                    x1,
                    y1,
                    x2,
                    y2,
                    color,
                    width,
                } => {
                    let _ = writeln!(
                        s,
                        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" \
                         stroke-width=\"{}\" stroke-linecap=\"square\" \
                         shape-rendering=\"crispEdges\"/>",
                        num(*x1),
                        num(*y1),
                        num(*x2),
                        num(*y2),
                        color.hex(),
                        num(*width)
                    );
                }
                Prim::Text {
                    x,
                    y,
                    size,
                    anchor,
                    color,
                    bold,
                    text,
                } => {
                    let anchor = match anchor {
                        Anchor::Start => "start",
                        Anchor::Middle => "middle",
                        Anchor::End => "end",
                    };
                    let weight = if *bold { " font-weight=\"bold\"" } else { "" };
                    let _ = writeln!(
                        s,
                        "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"{anchor}\" \
                         fill=\"{}\"{weight}>{}</text>",
                        num(*x),
                        num(*y),
                        num(*size),
                        color.hex(),
                        escape(text)
                    );
                }
            }
        }
        s.push_str("</svg>\n");
        s
    }

    /// Rasterises the scene at `scale` pixels per unit (2 gives exact half-pixel edges) and
    /// encodes it as PNG. Text uses a built-in 5x7 pixel font (upper case only).
    pub fn to_png(&self, scale: u32) -> Vec<u8> {
        let scale = scale.max(1) as f64;
        let (w, h) = (
            (self.width * scale).ceil() as usize,
            (self.height * scale).ceil() as usize,
        );
        let mut canvas = Canvas {
            w,
            h,
            pixels: vec![255; w * h * 3],
        };
        let s = |v: f64| (v * scale).round() as i64;
        for prim in &self.prims {
            match prim {
                Prim::Rect {
                    x,
                    y,
                    w,
                    h,
                    fill,
                    stroke,
                    ..
                } => {
                    if let Some(fill) = fill {
                        canvas.fill(s(*x), s(*y), s(x + w), s(y + h), *fill);
                    }
                    if let Some((color, width)) = stroke {
                        let half = width * scale / 2.0;
                        let (x1, y1, x2, y2) =
                            (x * scale, y * scale, (x + w) * scale, (y + h) * scale);
                        let r = |v: f64| v.round() as i64;
                        canvas.fill(
                            r(x1 - half),
                            r(y1 - half),
                            r(x2 + half),
                            r(y1 + half),
                            *color,
                        );
                        canvas.fill(
                            r(x1 - half),
                            r(y2 - half),
                            r(x2 + half),
                            r(y2 + half),
                            *color,
                        );
                        canvas.fill(
                            r(x1 - half),
                            r(y1 - half),
                            r(x1 + half),
                            r(y2 + half),
                            *color,
                        );
                        canvas.fill(
                            r(x2 - half),
                            r(y1 - half),
                            r(x2 + half),
                            r(y2 + half),
                            *color,
                        );
                    }
                }
                Prim::Line {
                    x1,
                    y1,
                    x2,
                    y2,
                    color,
                    width,
                } => {
                    let half = width * scale / 2.0;
                    let r = |v: f64| v.round() as i64;
                    let (ax, bx) = (x1.min(*x2) * scale, x1.max(*x2) * scale);
                    let (ay, by) = (y1.min(*y2) * scale, y1.max(*y2) * scale);
                    canvas.fill(
                        r(ax - half),
                        r(ay - half),
                        r(bx + half),
                        r(by + half),
                        *color,
                    );
                }
                Prim::Text {
                    x,
                    y,
                    size,
                    anchor,
                    color,
                    bold,
                    text,
                } => {
                    let px = ((size * scale / 9.0).round() as i64).max(1);
                    let n = text.chars().count() as i64;
                    let tw = (6 * n - 1) * px;
                    let left = match anchor {
                        Anchor::Start => s(*x),
                        Anchor::Middle => s(*x) - tw / 2,
                        Anchor::End => s(*x) - tw,
                    };
                    let bottom = s(*y);
                    for (i, ch) in text.chars().enumerate() {
                        let glyph = glyph(ch);
                        let gx = left + i as i64 * 6 * px;
                        for (row, bits) in glyph.iter().enumerate() {
                            for (col, b) in bits.bytes().enumerate() {
                                if b == b'#' {
                                    let cx = gx + col as i64 * px;
                                    let cy = bottom - (7 - row as i64) * px;
                                    let extra = if *bold { px } else { 0 };
                                    canvas.fill(cx, cy, cx + px + extra / 2, cy + px, *color);
                                }
                            }
                        }
                    }
                }
            }
        }
        encode_png(canvas.w as u32, canvas.h as u32, &canvas.pixels)
    }
}

struct Canvas {
    w: usize,
    h: usize,
    pixels: Vec<u8>,
}

impl Canvas {
    /// Fills the pixels `[x1, x2) x [y1, y2)`, clipped.
    fn fill(&mut self, x1: i64, y1: i64, x2: i64, y2: i64, color: Rgb) {
        let cx = |v: i64| v.clamp(0, self.w as i64) as usize;
        let cy = |v: i64| v.clamp(0, self.h as i64) as usize;
        let (x1, x2, y1, y2) = (cx(x1), cx(x2), cy(y1), cy(y2));
        for y in y1..y2 {
            for x in x1..x2 {
                let i = (y * self.w + x) * 3;
                self.pixels[i..i + 3].copy_from_slice(&[color.0, color.1, color.2]);
            }
        }
    }
}

/// A 5x7 pixel font (rows top first); lower case is drawn in upper case.
fn glyph(ch: char) -> [&'static str; 7] {
    match ch.to_ascii_uppercase() {
        '0' => [
            " ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### ",
        ],
        '1' => [
            "  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### ",
        ],
        '2' => [
            " ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####",
        ],
        '3' => [
            "#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### ",
        ],
        '4' => [
            "   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # ",
        ],
        '5' => [
            "#####", "#    ", "#### ", "    #", "    #", "#   #", " ### ",
        ],
        '6' => [
            "  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### ",
        ],
        '7' => [
            "#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   ",
        ],
        '8' => [
            " ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### ",
        ],
        '9' => [
            " ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  ",
        ],
        'A' => [
            " ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #",
        ],
        'B' => [
            "#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### ",
        ],
        'C' => [
            " ### ", "#   #", "#    ", "#    ", "#    ", "#   #", " ### ",
        ],
        'D' => [
            "#### ", "#   #", "#   #", "#   #", "#   #", "#   #", "#### ",
        ],
        'E' => [
            "#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####",
        ],
        'F' => [
            "#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#    ",
        ],
        'G' => [
            " ### ", "#   #", "#    ", "# ###", "#   #", "#   #", " ####",
        ],
        'H' => [
            "#   #", "#   #", "#   #", "#####", "#   #", "#   #", "#   #",
        ],
        'I' => [
            " ### ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### ",
        ],
        'J' => [
            "  ###", "   # ", "   # ", "   # ", "   # ", "#  # ", " ##  ",
        ],
        'K' => [
            "#   #", "#  # ", "# #  ", "##   ", "# #  ", "#  # ", "#   #",
        ],
        'L' => [
            "#    ", "#    ", "#    ", "#    ", "#    ", "#    ", "#####",
        ],
        'M' => [
            "#   #", "## ##", "# # #", "# # #", "#   #", "#   #", "#   #",
        ],
        'N' => [
            "#   #", "#   #", "##  #", "# # #", "#  ##", "#   #", "#   #",
        ],
        'O' => [
            " ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### ",
        ],
        'P' => [
            "#### ", "#   #", "#   #", "#### ", "#    ", "#    ", "#    ",
        ],
        'Q' => [
            " ### ", "#   #", "#   #", "#   #", "# # #", "#  # ", " ## #",
        ],
        'R' => [
            "#### ", "#   #", "#   #", "#### ", "# #  ", "#  # ", "#   #",
        ],
        'S' => [
            " ####", "#    ", "#    ", " ### ", "    #", "    #", "#### ",
        ],
        'T' => [
            "#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ",
        ],
        'U' => [
            "#   #", "#   #", "#   #", "#   #", "#   #", "#   #", " ### ",
        ],
        'V' => [
            "#   #", "#   #", "#   #", "#   #", "#   #", " # # ", "  #  ",
        ],
        'W' => [
            "#   #", "#   #", "#   #", "# # #", "# # #", "# # #", " # # ",
        ],
        'X' => [
            "#   #", "#   #", " # # ", "  #  ", " # # ", "#   #", "#   #",
        ],
        'Y' => [
            "#   #", "#   #", " # # ", "  #  ", "  #  ", "  #  ", "  #  ",
        ],
        'Z' => [
            "#####", "    #", "   # ", "  #  ", " #   ", "#    ", "#####",
        ],
        '.' => [
            "     ", "     ", "     ", "     ", "     ", " ##  ", " ##  ",
        ],
        '@' => [
            " ### ", "#   #", "# ###", "# # #", "# ###", "#    ", " ####",
        ],
        '-' => [
            "     ", "     ", "     ", "#####", "     ", "     ", "     ",
        ],
        ':' => [
            "     ", " ##  ", " ##  ", "     ", " ##  ", " ##  ", "     ",
        ],
        '(' => [
            "   # ", "  #  ", " #   ", " #   ", " #   ", "  #  ", "   # ",
        ],
        ')' => [
            " #   ", "  #  ", "   # ", "   # ", "   # ", "  #  ", " #   ",
        ],
        '>' => [
            " #   ", "  #  ", "   # ", "    #", "   # ", "  #  ", " #   ",
        ],
        '=' => [
            "     ", "     ", "#####", "     ", "#####", "     ", "     ",
        ],
        ',' => [
            "     ", "     ", "     ", "     ", " ##  ", "  #  ", " #   ",
        ],
        '/' => [
            "     ", "    #", "   # ", "  #  ", " #   ", "#    ", "     ",
        ],
        ' ' => ["     "; 7],
        _ => [
            " ### ", "#   #", "    #", "   # ", "  #  ", "     ", "  #  ",
        ],
    }
}

// ---- PNG encoding: std only (CRC-32, Adler-32, fixed-Huffman deflate with run-length matches).

fn crc32(chunks: &[&[u8]]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for chunk in chunks {
        for &b in *chunk {
            crc ^= b as u32;
            for _ in 0..8 {
                crc = if crc & 1 != 0 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
    }
    !crc
}

fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in data.chunks(5552) {
        for &x in chunk {
            a += x as u32;
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    (b << 16) | a
}

struct BitWriter {
    out: Vec<u8>,
    acc: u64,
    bits: u32,
}

impl BitWriter {
    /// Writes `n` bits of `value`, least significant first (deflate's bit order for data).
    fn bits(&mut self, value: u32, n: u32) {
        self.acc |= (value as u64) << self.bits;
        self.bits += n;
        while self.bits >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.bits -= 8;
        }
    }

    /// Writes a Huffman code of `len` bits, most significant bit first.
    fn code(&mut self, code: u32, len: u32) {
        let mut reversed = 0;
        for i in 0..len {
            reversed |= ((code >> i) & 1) << (len - 1 - i);
        }
        self.bits(reversed, len);
    }

    fn finish(mut self) -> Vec<u8> {
        if self.bits > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

/// The fixed literal/length code of RFC 1951 section 3.2.6.
fn fixed_symbol(w: &mut BitWriter, symbol: u32) {
    match symbol {
        0..=143 => w.code(0x30 + symbol, 8),
        144..=255 => w.code(0x190 + symbol - 144, 9),
        256..=279 => w.code(symbol - 256, 7),
        _ => w.code(0xc0 + symbol - 280, 8),
    }
}

const LENGTH_BASE: [u32; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u32; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];

/// A zlib stream: one fixed-Huffman block whose only matches repeat the previous byte.
fn zlib(data: &[u8]) -> Vec<u8> {
    let mut w = BitWriter {
        out: vec![0x78, 0x01],
        acc: 0,
        bits: 0,
    };
    w.bits(1, 1); // BFINAL
    w.bits(1, 2); // BTYPE = fixed Huffman
    let mut i = 0;
    while i < data.len() {
        let mut run = 0;
        if i > 0 {
            while run < 258 && i + run < data.len() && data[i + run] == data[i - 1] {
                run += 1;
            }
        }
        if run >= 3 {
            let code = LENGTH_BASE
                .iter()
                .rposition(|&b| b as usize <= run)
                .unwrap_or(0);
            fixed_symbol(&mut w, 257 + code as u32);
            w.bits(run as u32 - LENGTH_BASE[code], LENGTH_EXTRA[code]);
            w.code(0, 5); // distance code 0 = distance 1
            i += run;
        } else {
            fixed_symbol(&mut w, data[i] as u32);
            i += 1;
        }
    }
    fixed_symbol(&mut w, 256);
    let mut out = w.finish();
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

/// Encodes 8-bit RGB pixels (row-major, top row first) as PNG.
pub fn encode_png(width: u32, height: u32, rgb: &[u8]) -> Vec<u8> {
    let stride = width as usize * 3;
    let mut raw = Vec::with_capacity((stride + 1) * height as usize);
    for y in 0..height as usize {
        let row = &rgb[y * stride..(y + 1) * stride];
        if y > 0 && row == &rgb[(y - 1) * stride..y * stride] {
            raw.push(2); // Up: an identical row is all zeros
            raw.resize(raw.len() + stride, 0);
        } else {
            raw.push(1); // Sub: flat colour runs become zeros
            for x in 0..stride {
                let left = if x >= 3 { row[x - 3] } else { 0 };
                raw.push(row[x].wrapping_sub(left));
            }
        }
    }
    let mut png = vec![0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];
    let mut chunk = |kind: &[u8; 4], data: &[u8]| {
        png.extend_from_slice(&(data.len() as u32).to_be_bytes());
        png.extend_from_slice(kind);
        png.extend_from_slice(data);
        png.extend_from_slice(&crc32(&[kind, data]).to_be_bytes());
    };
    let mut header = Vec::new();
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB, deflate, no interlace
    chunk(b"IHDR", &header);
    chunk(b"IDAT", &zlib(&raw));
    chunk(b"IEND", &[]);
    png
}

/// Options of `sureline render`.
#[derive(Clone, Debug)]
pub struct RenderRequest {
    /// The certificate file.
    pub cert: PathBuf,
    /// The adversary's pieces (e.g. IZSTO); default: the game of `sureline worst`.
    pub sequence: Option<String>,
    /// The SVG file to write.
    pub output: PathBuf,
    /// Also draw the empty board before the first piece.
    pub start: bool,
    /// Also write a PNG (same path with extension .png; built-in rasteriser, 5x7 pixel font).
    pub png: bool,
    /// PNG pixels per SVG unit.
    pub scale: u32,
}

/// The files `run_render` wrote.
#[derive(Clone, Debug)]
pub struct Rendered {
    pub sequence: String,
    pub svg: PathBuf,
    pub png: Option<PathBuf>,
}

/// The PNG path that goes with an SVG path.
pub fn png_path(svg: &Path) -> PathBuf {
    svg.with_extension("png")
}

/// `sureline render`, testable: verifies the certificate, replays the game, writes the files.
pub fn run_render(args: &RenderRequest) -> Result<Rendered> {
    if !(1..=8).contains(&args.scale) {
        return Err(Error::Usage(format!(
            "--scale {}: expected 1..8",
            args.scale
        )));
    }
    let loaded = load_verified(&args.cert)?;
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
    let scene = render_game(
        &game,
        RenderOptions {
            with_start: args.start,
        },
    );
    let png_target = png_path(&args.output);
    if args.png && png_target == args.output {
        return Err(Error::Usage(
            "with --png, -o must name the .svg file (the PNG goes beside it)".into(),
        ));
    }
    write_atomically(&args.output, scene.to_svg().as_bytes())?;
    let png = if args.png {
        let path = png_target;
        write_atomically(&path, &scene.to_png(args.scale))?;
        Some(path)
    } else {
        None
    };
    Ok(Rendered {
        sequence,
        svg: args.output.clone(),
        png,
    })
}
