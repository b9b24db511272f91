//! The figure of one game: boards in rows of at most `columns`, each with its cells, the newest
//! piece's outline, the completed row or the dead goal rows, its captions, then a legend of what
//! the figure shows. The result is a [`Scene`] of primitives; the SVG and PNG back ends draw it
//! and nothing else.
//!
//! All coordinates are multiples of 0.5 and every stroke is an odd number of units wide centred
//! on a half-unit line, so edges are crisp. Text is measured with the embedded font
//! ([`super::font`]), so the layout knows how wide every label is drawn and keeps labels clear
//! of each other and of the swatches ([`Prim::bounds`] gives the box of each primitive).

use crate::game::frames::{owners, Dropped, Frames};
use crate::game::moves::tucked;
use crate::palette::{
    piece_color, Rgb, BLACK, COMPLETED, DEAD, DEAD_MARK, GOAL_BAND, GRID, INK, LABEL, WHITE,
};

use super::font;
use super::scene::{Anchor, Prim, Scene};

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

/// The sizes every board of one figure shares.
struct Geometry {
    /// Columns of a board.
    width: usize,
    /// Goal rows, marked on every board.
    goal: usize,
    /// Rows drawn: the highest filled cell of the game, or the goal rows, and one more.
    shown: usize,
    board_w: f64,
    board_h: f64,
    /// From a board's left edge to the next one's.
    pitch: f64,
    /// From a row of boards' top edge to the next row's.
    row_pitch: f64,
    rows: usize,
    per_row: usize,
}

impl Geometry {
    fn of(
        game: &dyn Frames,
        steps: &[Dropped],
        caption_w: f64,
        boards: usize,
        options: RenderOptions,
    ) -> Geometry {
        let width = game.width() as usize;
        let goal = game.goal_rows() as usize;
        let highest = steps
            .iter()
            .flat_map(|s| s.cells.iter().map(|c| c.1 as usize + 1))
            .max()
            .unwrap_or(0);
        let shown = (highest.max(goal) + 1).min(game.board_rows() as usize);
        let (rows, per_row) = grid(boards, options.columns);
        let board_w = width as f64 * CELL;
        let board_h = shown as f64 * CELL;
        Geometry {
            width,
            goal,
            shown,
            board_w,
            board_h,
            pitch: board_w.max(caption_w.ceil()) + GAP,
            row_pitch: board_h + CAPTION + ROW_GAP,
            rows,
            per_row,
        }
    }

    /// The top left corner of the `i`-th board.
    fn board_at(&self, i: usize) -> (f64, f64) {
        let (row, column) = (i / self.per_row, i % self.per_row);
        let x0 = PAD + LEFT + column as f64 * self.pitch + 0.5;
        let top = PAD + row as f64 * self.row_pitch + 0.5;
        (x0, top)
    }

    /// The right edge of the widest row of boards (with room for the completed-row frame).
    fn boards_right(&self) -> f64 {
        PAD + LEFT + self.per_row as f64 * self.pitch - GAP + 8.0
    }
}

/// One board being drawn: where it is, in a figure of `geometry`.
struct Board<'g> {
    geometry: &'g Geometry,
    x0: f64,
    top: f64,
}

impl Board<'_> {
    /// The top edge of row `r` (row 0 at the bottom).
    fn row_top(&self, r: usize) -> f64 {
        self.top + (self.geometry.shown - 1 - r) as f64 * CELL
    }

    fn below(&self) -> f64 {
        self.top + self.geometry.board_h
    }

    /// The white board, the goal band, the dead goal rows (`dead`, bit y: a band, and an `x`
    /// right of the board) and the grid lines.
    fn background(&self, prims: &mut Vec<Prim>, dead: u32) {
        let g = self.geometry;
        let band = |top: f64, rows: usize, color, class| {
            let height = rows as f64 * CELL;
            rect(
                self.x0,
                top,
                g.board_w,
                height,
                Some(color),
                None,
                Some(class),
            )
        };
        prims.push(band(self.top, g.shown, WHITE, "board"));
        prims.push(band(self.row_top(g.goal - 1), g.goal, GOAL_BAND, "goal"));
        for r in (0..g.goal.min(g.shown)).filter(|r| dead >> r & 1 == 1) {
            prims.push(band(self.row_top(r), 1, DEAD, "dead"));
            let (x, y) = (
                self.x0 + g.board_w + 5.0,
                self.row_top(r) + CELL / 2.0 + 4.0,
            );
            prims.push(text(x, y, 11.0, Anchor::Start, DEAD_MARK, true, "x".into()));
        }
        for c in 1..g.width {
            let x = self.x0 + c as f64 * CELL;
            prims.push(line(x, self.top, x, self.below(), GRID, 1.0));
        }
        for r in 1..g.shown {
            let y = self.top + r as f64 * CELL;
            prims.push(line(self.x0, y, self.x0 + g.board_w, y, GRID, 1.0));
        }
    }

    /// The filled cells, each in its piece's colour, then the board's frame.
    fn cells(&self, prims: &mut Vec<Prim>, owners: &[Vec<Option<sureline_engine::pieces::Piece>>]) {
        let g = self.geometry;
        for (r, cells) in owners.iter().enumerate().take(g.shown) {
            for (c, piece) in cells.iter().enumerate() {
                if let Some(piece) = piece {
                    let class = format!("cell {}", piece.letter());
                    let x = self.x0 + c as f64 * CELL;
                    let fill = Some(piece_color(*piece));
                    prims.push(rect(
                        x,
                        self.row_top(r),
                        CELL,
                        CELL,
                        fill,
                        Some((INK, 1.0)),
                        Some(&class),
                    ));
                }
            }
        }
        prims.push(rect(
            self.x0,
            self.top,
            g.board_w,
            g.board_h,
            None,
            Some((INK, 1.0)),
            None,
        ));
    }

    /// The newest piece's outline (the edges its cells do not share), and the frame of the row
    /// its drop completed.
    fn newest(&self, prims: &mut Vec<Prim>, step: &Dropped) {
        for &(c, r) in &step.cells {
            let (c, r) = (c as usize, r as usize);
            let has = |dc: isize, dr: isize| {
                let (nc, nr) = (c as isize + dc, r as isize + dr);
                step.cells
                    .iter()
                    .any(|&(a, b)| a as isize == nc && b as isize == nr)
            };
            let (left, right) = (self.x0 + c as f64 * CELL, self.x0 + (c + 1) as f64 * CELL);
            let (upper, lower) = (self.row_top(r), self.row_top(r) + CELL);
            for (open, x1, y1, x2, y2) in [
                (!has(-1, 0), left, upper, left, lower),
                (!has(1, 0), right, upper, right, lower),
                (!has(0, 1), left, upper, right, upper),
                (!has(0, -1), left, lower, right, lower),
            ] {
                if open {
                    prims.push(line(x1, y1, x2, y2, BLACK, 3.0));
                }
            }
        }
        if let Some(row) = step.completed {
            let (x, y) = (self.x0 - 5.0, self.row_top(row as usize) - 4.0);
            let (w, h) = (self.geometry.board_w + 10.0, CELL + 8.0);
            prims.push(rect(
                x,
                y,
                w,
                h,
                None,
                Some((COMPLETED, 3.0)),
                Some("completed"),
            ));
        }
    }

    /// The column numbers, the two caption lines, and the note under a board: the completed row,
    /// or `note` (why the game is over).
    fn captions(
        &self,
        prims: &mut Vec<Prim>,
        caption: &(String, String),
        note: Option<(&str, Rgb)>,
    ) {
        let below = self.below();
        for c in 0..self.geometry.width {
            let x = self.x0 + (c as f64 + 0.5) * CELL;
            prims.push(text(
                x,
                below + 15.0,
                9.0,
                Anchor::Middle,
                LABEL,
                false,
                c.to_string(),
            ));
        }
        let centre = self.x0 + self.geometry.board_w / 2.0;
        let (first, second) = caption;
        prims.push(text(
            centre,
            below + 33.0,
            12.0,
            Anchor::Middle,
            INK,
            true,
            first.clone(),
        ));
        prims.push(text(
            centre,
            below + 49.0,
            12.0,
            Anchor::Middle,
            INK,
            false,
            second.clone(),
        ));
        if let Some((note, color)) = note {
            prims.push(text(
                centre,
                below + 65.0,
                11.0,
                Anchor::Middle,
                color,
                true,
                note.into(),
            ));
        }
    }

    /// Left of the first board of a row: the row numbers and the goal bracket. The numbers end
    /// 8 units left of the board, clear of the completed-row frame (5 units out).
    fn row_labels(&self, prims: &mut Vec<Prim>) {
        let g = self.geometry;
        for r in 0..g.shown {
            let (x, y) = (self.x0 - 8.0, self.row_top(r) + CELL / 2.0 + 3.0);
            prims.push(text(x, y, 9.0, Anchor::End, LABEL, false, r.to_string()));
        }
        let bx = self.x0 - 25.0;
        let (gy1, gy2) = (self.row_top(g.goal - 1) + 2.0, self.below() - 2.0);
        prims.push(line(bx, gy1, bx, gy2, INK, 1.0));
        for y in [gy1, gy2] {
            prims.push(line(bx, y, bx + 4.0, y, INK, 1.0));
        }
        let y = (gy1 + gy2) / 2.0 + 4.0;
        prims.push(text(
            bx - 4.0,
            y,
            10.0,
            Anchor::End,
            INK,
            false,
            "goal".into(),
        ));
    }
}

/// Lays out every board of `game`, in rows of at most `options.columns` boards.
pub fn render_game(game: &dyn Frames, options: RenderOptions) -> Scene {
    let steps = game.dropped();
    let note = game.final_note();
    let first = if options.with_start { 0 } else { 1 };
    let boards: Vec<usize> = (first..=steps.len()).collect();
    let captions: Vec<(String, String)> = boards.iter().map(|&k| caption(&steps, k)).collect();
    let caption_w = captions
        .iter()
        .map(|(a, b)| font::text_width(a, 12.0, true).max(font::text_width(b, 12.0, false)))
        .chain(note.iter().map(|n| font::text_width(n, 11.0, true)))
        .fold(0.0, f64::max);
    let geometry = Geometry::of(game, &steps, caption_w, boards.len(), options);

    let mut prims = Vec::new();
    for (i, &k) in boards.iter().enumerate() {
        let (x0, top) = geometry.board_at(i);
        let board = Board {
            geometry: &geometry,
            x0,
            top,
        };
        let newest = k.checked_sub(1).map(|i| &steps[i]);
        let dead = newest.map_or(0, |s| s.dead);
        board.background(&mut prims, dead);
        board.cells(&mut prims, &owners(game.width(), &steps, k));
        let completed = newest.and_then(|s| s.completed);
        if let Some(step) = newest {
            board.newest(&mut prims, step);
        }
        let last = note.as_deref().filter(|_| k == steps.len());
        let note = match completed {
            Some(row) => Some((format!("row {row} complete"), COMPLETED)),
            None => last.map(|n| (n.to_string(), INK)),
        };
        board.captions(
            &mut prims,
            &captions[i],
            note.as_ref().map(|(n, c)| (n.as_str(), *c)),
        );
        if i % geometry.per_row == 0 {
            board.row_labels(&mut prims);
        }
    }
    let shows = Shows {
        completed: steps.iter().any(|s| s.completed.is_some()),
        dead: boards
            .iter()
            .filter_map(|&k| k.checked_sub(1))
            .any(|i| steps[i].dead != 0),
    };
    let (legend_right, legend_bottom) = legend(&mut prims, game, &geometry, shows);
    Scene {
        width: (geometry.boards_right().max(legend_right) + PAD).ceil(),
        height: (legend_bottom + PAD).ceil(),
        prims,
    }
}

/// Board `k`'s two caption lines: `3. T` and `T2@5` (piece k and its placement; `J1@2:0,
/// tucked` for a sliding piece locked below its hard drop), or `start` and `empty board`.
fn caption(steps: &[Dropped], k: usize) -> (String, String) {
    match k {
        0 => ("start".to_string(), "empty board".to_string()),
        k => {
            let s = &steps[k - 1];
            let before = k
                .checked_sub(2)
                .map_or(sureline_checker::Board::empty(s.board.width()), |i| {
                    steps[i].board
                });
            let tuck = if tucked(&before, s.placement) {
                ", tucked"
            } else {
                ""
            };
            (
                format!("{}. {}", k, s.piece.letter()),
                format!("{}{tuck}", s.placement),
            )
        }
    }
}

/// What the boards show beyond pieces and goal rows, for the legend to explain.
#[derive(Clone, Copy)]
struct Shows {
    completed: bool,
    dead: bool,
}

/// The legend under the boards: a swatch, 5 units, its label, 16 units, the next swatch; a new
/// line when the next item would pass the right edge of the boards (or 420 units, for narrow
/// figures). It names only what the figure shows. Returns its right and bottom edges.
fn legend(
    prims: &mut Vec<Prim>,
    game: &dyn Frames,
    geometry: &Geometry,
    shows: Shows,
) -> (f64, f64) {
    let goal = geometry.goal;
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
    if shows.completed {
        items.push((None, (COMPLETED, 3.0), "completed row".into()));
    }
    let goal_label = match goal {
        1 => "goal row 0".to_string(),
        _ => format!("goal rows 0-{}", goal - 1),
    };
    items.push((Some(GOAL_BAND), (INK, 1.0), goal_label));
    if shows.dead {
        items.push((
            Some(DEAD),
            (INK, 1.0),
            "dead goal row (x): it holds a hole".into(),
        ));
    }
    let last_below = PAD + (geometry.rows - 1) as f64 * geometry.row_pitch + 0.5 + geometry.board_h;
    let mut ly = last_below + LEGEND_TOP;
    let legend_left = PAD + LEFT + 0.5;
    let mut lx = legend_left;
    let legend_limit = geometry.boards_right().max(legend_left + 420.0);
    let mut legend_right: f64 = 0.0;
    for (fill, stroke, label) in items {
        let item_w = SWATCH + 5.0 + font::text_width(&label, 11.0, false).ceil();
        if lx > legend_left && lx + item_w > legend_limit {
            lx = legend_left;
            ly += SWATCH + 10.0;
        }
        legend_right = legend_right.max(lx + item_w);
        prims.push(rect(
            lx,
            ly,
            SWATCH,
            SWATCH,
            fill,
            Some(stroke),
            Some("legend"),
        ));
        prims.push(text(
            lx + SWATCH + 5.0,
            ly + 11.0,
            11.0,
            Anchor::Start,
            INK,
            false,
            label,
        ));
        lx += item_w + 16.0;
    }
    (legend_right, ly + SWATCH)
}

fn rect(
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    fill: Option<Rgb>,
    stroke: Option<(Rgb, f64)>,
    class: Option<&str>,
) -> Prim {
    Prim::Rect {
        x,
        y,
        w,
        h,
        fill,
        stroke,
        class: class.map(str::to_string),
    }
}

fn line(x1: f64, y1: f64, x2: f64, y2: f64, color: Rgb, width: f64) -> Prim {
    Prim::Line {
        x1,
        y1,
        x2,
        y2,
        color,
        width,
    }
}

fn text(x: f64, y: f64, size: f64, anchor: Anchor, color: Rgb, bold: bool, text: String) -> Prim {
    Prim::Text {
        x,
        y,
        size,
        anchor,
        color,
        bold,
        text,
    }
}
