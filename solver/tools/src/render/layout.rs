//! The figure of one game as a list of primitives (axis-aligned rectangles, axis-aligned line
//! segments, text): boards in rows of at most `columns`, their captions, and a legend. The SVG
//! and PNG back ends draw this list and nothing else.
//!
//! All coordinates are multiples of 0.5 and every stroke is an odd number of units wide centred
//! on a half-unit line, so edges are crisp. Text is measured with the embedded font
//! ([`super::font`]), so the layout knows how wide every label is drawn and keeps labels clear
//! of each other and of the swatches ([`Prim::bounds`] gives the box of each primitive).

use crate::game::frames::{owners, Frames};
use sureline_engine::pieces::Piece;

use super::font;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

pub const WHITE: Rgb = Rgb(255, 255, 255);
pub const BLACK: Rgb = Rgb(0, 0, 0);
pub const INK: Rgb = Rgb(34, 34, 34);
pub const GRID: Rgb = Rgb(217, 217, 217);
pub const GOAL_BAND: Rgb = Rgb(221, 230, 240);
pub const LABEL: Rgb = Rgb(110, 110, 110);
pub const COMPLETED: Rgb = Rgb(230, 0, 126);

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

/// An axis-aligned box: `left <= right`, `top <= bottom` (y grows downwards).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

impl Bounds {
    /// Whether the interiors meet (boxes that only touch do not overlap).
    pub fn overlaps(&self, other: &Bounds) -> bool {
        self.left < other.right
            && other.left < self.right
            && self.top < other.bottom
            && other.top < self.bottom
    }

    /// Whether `other` lies inside this box (edges included).
    pub fn contains(&self, other: &Bounds) -> bool {
        self.left <= other.left
            && other.right <= self.right
            && self.top <= other.top
            && other.bottom <= self.bottom
    }
}

impl Prim {
    /// The box a primitive can paint: a rectangle with half its stroke outside, a segment with
    /// its square caps, a text's advance width by the font's line box (ascent above the
    /// baseline, descent below) together with the ink of its glyphs (see
    /// [`font::text_extent`]).
    pub fn bounds(&self) -> Bounds {
        match self {
            Prim::Rect {
                x, y, w, h, stroke, ..
            } => {
                let half = stroke.map_or(0.0, |(_, width)| width / 2.0);
                Bounds {
                    left: x - half,
                    top: y - half,
                    right: x + w + half,
                    bottom: y + h + half,
                }
            }
            Prim::Line {
                x1,
                y1,
                x2,
                y2,
                width,
                ..
            } => {
                let half = width / 2.0;
                Bounds {
                    left: x1.min(*x2) - half,
                    top: y1.min(*y2) - half,
                    right: x1.max(*x2) + half,
                    bottom: y1.max(*y2) + half,
                }
            }
            Prim::Text {
                x,
                y,
                size,
                anchor,
                bold,
                text,
                ..
            } => {
                let start = match anchor {
                    Anchor::Start => *x,
                    Anchor::Middle => x - font::text_width(text, *size, *bold) / 2.0,
                    Anchor::End => x - font::text_width(text, *size, *bold),
                };
                let [left, top, right, bottom] = font::text_extent(text, *size, *bold);
                Bounds {
                    left: start + left,
                    top: y + top,
                    right: start + right,
                    bottom: y + bottom,
                }
            }
        }
    }
}

/// A figure: its size and primitives in painting order.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub width: f64,
    pub height: f64,
    pub prims: Vec<Prim>,
}

/// Boards per row unless asked otherwise: a 12-piece game is two rows of six.
pub const DEFAULT_COLUMNS: usize = 6;

/// What to draw.
#[derive(Clone, Copy, Debug)]
pub struct RenderOptions {
    /// Also draw the empty board before the first piece.
    pub with_start: bool,
    /// At most this many boards per row (at least 1); the rows are filled evenly.
    pub columns: usize,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            with_start: false,
            columns: DEFAULT_COLUMNS,
        }
    }
}

/// How `boards` boards are arranged with at most `columns` per row: (rows, boards per row).
/// The rows are as even as possible (7 boards at 6 per row: 4 + 3, not 6 + 1).
pub fn grid(boards: usize, columns: usize) -> (usize, usize) {
    let boards = boards.max(1);
    let rows = boards.div_ceil(columns.max(1));
    (rows, boards.div_ceil(rows))
}

const CELL: f64 = 20.0;
const PAD: f64 = 16.0;
/// Room left of each row of boards for the row numbers and the goal bracket.
const LEFT: f64 = 60.0;
/// Between two boards of a row (at least; wide captions widen the pitch).
const GAP: f64 = 28.0;
/// From the bottom edge of a board to the bottom of its caption block (column numbers, two
/// caption lines, the completion note).
const CAPTION: f64 = 70.0;
/// Between the caption block of a row and the next row of boards.
const ROW_GAP: f64 = 18.0;
/// From the bottom edge of the last row of boards to the top of the legend.
const LEGEND_TOP: f64 = 86.0;
const SWATCH: f64 = 14.0;

/// Lays out every board of `game`, in rows of at most `options.columns` boards.
pub fn render_game(game: &dyn Frames, options: RenderOptions) -> Scene {
    let width = game.width() as usize;
    let goal = game.goal_rows() as usize;
    let steps = game.dropped();
    let note = game.final_note();
    let highest = steps
        .iter()
        .flat_map(|s| s.cells.iter().map(|c| c.1 as usize + 1))
        .max()
        .unwrap_or(0);
    let shown = (highest.max(goal) + 1).min(game.board_rows() as usize);
    let first = if options.with_start { 0 } else { 1 };
    let boards: Vec<usize> = (first..=steps.len()).collect();
    let (rows, per_row) = grid(boards.len(), options.columns);

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
        .map(|(a, b)| font::text_width(a, 12.0, true).max(font::text_width(b, 12.0, false)))
        .chain(note.iter().map(|n| font::text_width(n, 11.0, true)))
        .fold(0.0, f64::max);
    let pitch = board_w.max(caption_w.ceil()) + GAP;
    let row_pitch = board_h + CAPTION + ROW_GAP;

    let mut prims = Vec::new();
    for (i, &k) in boards.iter().enumerate() {
        let (row, column) = (i / per_row, i % per_row);
        let x0 = PAD + LEFT + column as f64 * pitch + 0.5;
        let top = PAD + row as f64 * row_pitch + 0.5;
        let owners = owners(game.width(), &steps, k);
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
            class: Some("board".into()),
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
        for (r, cells) in owners.iter().enumerate().take(shown) {
            for (c, owner) in cells.iter().enumerate() {
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
        if let Some(note) = note.as_ref().filter(|_| k == steps.len()) {
            prims.push(Prim::Text {
                x: centre,
                y: below + 65.0,
                size: 11.0,
                anchor: Anchor::Middle,
                color: INK,
                bold: true,
                text: note.clone(),
            });
        }
        // Row numbers and the goal bracket, left of the first board of each row. The numbers
        // end 8 units left of the board, clear of the completed-row frame (5 units out).
        if column == 0 {
            for r in 0..shown {
                prims.push(Prim::Text {
                    x: x0 - 8.0,
                    y: row_top(r) + CELL / 2.0 + 3.0,
                    size: 9.0,
                    anchor: Anchor::End,
                    color: LABEL,
                    bold: false,
                    text: r.to_string(),
                });
            }
            let bx = x0 - 25.0;
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

    // Legend: a swatch, 5 units, its label, 16 units, the next swatch; a new line when the
    // next item would pass the right edge of the boards (or 420 units, for narrow figures).
    let last_below = PAD + (rows - 1) as f64 * row_pitch + 0.5 + board_h;
    let mut ly = last_below + LEGEND_TOP;
    let legend_left = PAD + LEFT + 0.5;
    let mut lx = legend_left;
    let mut items: Vec<(Option<Rgb>, (Rgb, f64), String)> = game
        .piece_set()
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
    if game.completes() {
        items.push((None, (COMPLETED, 3.0), "completed row".into()));
    }
    items.push((
        Some(GOAL_BAND),
        (INK, 1.0),
        if goal == 1 {
            "goal row 0".to_string()
        } else {
            format!("goal rows 0-{}", goal - 1)
        },
    ));
    let boards_right = PAD + LEFT + per_row as f64 * pitch - GAP + 8.0;
    let legend_limit = boards_right.max(legend_left + 420.0);
    let mut legend_right: f64 = 0.0;
    for (fill, stroke, label) in items {
        let item_w = SWATCH + 5.0 + font::text_width(&label, 11.0, false).ceil();
        if lx > legend_left && lx + item_w > legend_limit {
            lx = legend_left;
            ly += SWATCH + 10.0;
        }
        legend_right = legend_right.max(lx + item_w);
        prims.push(Prim::Rect {
            x: lx,
            y: ly,
            w: SWATCH,
            h: SWATCH,
            fill,
            stroke: Some(stroke),
            class: Some("legend".into()),
        });
        prims.push(Prim::Text {
            x: lx + SWATCH + 5.0,
            y: ly + 11.0,
            size: 11.0,
            anchor: Anchor::Start,
            color: INK,
            bold: false,
            text: label,
        });
        lx += item_w + 16.0;
    }

    Scene {
        width: (boards_right.max(legend_right) + PAD).ceil(),
        height: (ly + SWATCH + PAD).ceil(),
        prims,
    }
}
