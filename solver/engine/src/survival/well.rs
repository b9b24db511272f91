//! [surv.game] The well of a survival game and its boards: `W` columns, `H` rows, a floor per
//! column, and the hard drop followed by the clears of Tsuruda's rule.
//!
//! A board is stored by columns (bit `y` of column `c` is cell `(c, y)`), because a clear moves
//! each column on its own when the floor is shaped: a column keeps its cells where its floor is
//! above a cleared row.

use std::fmt;

use crate::pieces::Placement;

/// The widest survival well (spec/survival.md [surv.game]).
pub const MAX_WIDTH: u8 = 16;
/// The narrowest well (every tetromino has an orientation at most 2 columns wide).
pub const MIN_WIDTH: u8 = 2;
/// The tallest survival well.
pub const MAX_HEIGHT: u8 = 20;
/// [surv.limits] Rows a board may hold during a drop: a piece rests at most at row `H`, so its
/// top is below row `H + 4 <= 24`.
const DROP_ROWS: u32 = 24;

/// [adv.grammar] The digits of a floor height: 0-9 then a-z.
const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// The well: its width, its height and the floor of each column (all zero: the rectangular
/// well).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Well {
    width: u8,
    height: u8,
    floor: [u8; MAX_WIDTH as usize],
}

/// Why a well cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WellError {
    Width(u8),
    Height(u8),
    /// The floor names another number of columns than the width.
    FloorColumns {
        width: u8,
        columns: usize,
    },
    /// A floor digit that is not one of `0-9a-z`.
    FloorDigit(char),
    /// [surv.game] `f(c) < H`.
    FloorTooHigh {
        column: usize,
        floor: u8,
        height: u8,
    },
}

impl fmt::Display for WellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WellError::Width(w) => write!(
                f,
                "width {w} is outside {MIN_WIDTH}..={MAX_WIDTH} for a survival well"
            ),
            WellError::Height(h) => {
                write!(f, "height {h} is outside 1..={MAX_HEIGHT} for a survival well")
            }
            WellError::FloorColumns { width, columns } => write!(
                f,
                "the floor has {columns} digits for a well {width} columns wide (one digit per column)"
            ),
            WellError::FloorDigit(c) => write!(
                f,
                "'{c}' is not a floor digit (expected 0-9, then a-j for 10-19)"
            ),
            WellError::FloorTooHigh {
                column,
                floor,
                height,
            } => write!(
                f,
                "the floor of column {column} is {floor}, not below the height {height}"
            ),
        }
    }
}

impl std::error::Error for WellError {}

/// Reads a floor written as one digit per column (`0-9`, then `a-z` for 10 and up).
pub fn parse_floor(text: &str) -> Result<Vec<u8>, WellError> {
    text.chars()
        .map(|c| {
            DIGITS
                .iter()
                .position(|&d| char::from(d) == c)
                .map(|v| v as u8)
                .ok_or(WellError::FloorDigit(c))
        })
        .collect()
}

impl Well {
    /// A well of `width` columns and `height` rows on `floor` (one height per column).
    pub fn new(width: u8, height: u8, floor: &[u8]) -> Result<Well, WellError> {
        if !(MIN_WIDTH..=MAX_WIDTH).contains(&width) {
            return Err(WellError::Width(width));
        }
        if !(1..=MAX_HEIGHT).contains(&height) {
            return Err(WellError::Height(height));
        }
        if floor.len() != usize::from(width) {
            return Err(WellError::FloorColumns {
                width,
                columns: floor.len(),
            });
        }
        let mut floors = [0; MAX_WIDTH as usize];
        for (column, &f) in floor.iter().enumerate() {
            if f >= height {
                return Err(WellError::FloorTooHigh {
                    column,
                    floor: f,
                    height,
                });
            }
            floors[column] = f;
        }
        Ok(Well {
            width,
            height,
            floor: floors,
        })
    }

    /// The rectangular well: every floor 0.
    pub fn rectangular(width: u8, height: u8) -> Result<Well, WellError> {
        Well::new(width, height, &vec![0; usize::from(width)])
    }

    pub fn width(&self) -> u8 {
        self.width
    }

    pub fn height(&self) -> u8 {
        self.height
    }

    /// The same well with another height (the floor must stay below it).
    pub fn with_height(&self, height: u8) -> Result<Well, WellError> {
        Well::new(self.width, height, self.floors())
    }

    /// `f(c)` for every column, column 0 first.
    pub fn floors(&self) -> &[u8] {
        &self.floor[..usize::from(self.width)]
    }

    pub fn floor(&self, column: usize) -> u8 {
        self.floor[column]
    }

    pub fn is_rectangular(&self) -> bool {
        self.floors().iter().all(|&f| f == 0)
    }

    /// [surv.player] The floor as the certificate writes it: one digit per column.
    pub fn floor_text(&self) -> String {
        self.floors()
            .iter()
            .map(|&f| char::from(DIGITS[usize::from(f)]))
            .collect()
    }

    /// The cells of the well (solid floor cells excluded): the bits a board of it needs.
    pub fn cells(&self) -> u32 {
        self.floors()
            .iter()
            .map(|&f| u32::from(self.height - f))
            .sum()
    }

    /// The solid cells of column `c`: bits `0 .. f(c)`.
    fn solid(&self, c: usize) -> u32 {
        (1u32 << self.floor[c]) - 1
    }

    /// The placements of `piece`-shapes that fit between the walls ([rules.placement]), each
    /// with what its drop needs.
    pub(crate) fn shape(&self, placement: Placement) -> Option<Shape> {
        placement
            .fits_width(self.width)
            .then(|| Shape::of(placement))
    }

    /// [surv.game] A turn: `shape` hard-dropped on `board` (its `heights`), then every full
    /// row cleared; `None` when a filled cell is left in a row `>= H` (the player tops out).
    pub fn drop(&self, board: &Board, heights: &Heights, shape: &Shape) -> Option<Board> {
        let base = usize::from(shape.column);
        let mut y0 = 0u8;
        for x in 0..usize::from(shape.columns) {
            y0 = y0.max(heights.0[base + x].saturating_sub(shape.bottom[x]));
        }
        self.place(board, shape, y0)
    }

    /// [surv.game] [lines.slide] A turn with the piece put at row `y0` (its resting row, or
    /// where a slide locked it), then every full row cleared; `None` when a filled cell is left
    /// in a row `>= H`.
    pub fn place(&self, board: &Board, shape: &Shape, y0: u8) -> Option<Board> {
        let base = usize::from(shape.column);
        let columns = usize::from(shape.columns);
        let mut next = *board;
        for x in 0..columns {
            next.cols[base + x] |= shape.cells[x] << y0;
        }
        let width = usize::from(self.width);
        let full = self.full_rows(&next);
        if full == 0 {
            // Nothing clears: the board below was below H, so only the piece can stick out.
            return (y0 + shape.height <= self.height).then_some(next);
        }
        for c in 0..width {
            next.cols[c] = clear_column(next.cols[c], full & !self.solid(c));
        }
        let above = next.cols[..width]
            .iter()
            .any(|&col| col >> self.height != 0);
        (!above).then_some(next)
    }

    /// [surv.game] A turn as the tools show it: where the piece rests, the rows that clear and
    /// the board after them (`None` when it tops out); `None` when the placement does not fit
    /// between the walls. The board is recomputed here, never read from a certificate.
    pub fn turn(&self, board: &Board, placement: Placement) -> Option<Turn> {
        let shape = self.shape(placement)?;
        let heights = self.heights(board);
        let y0 = (0..usize::from(shape.columns))
            .map(|x| heights.0[usize::from(shape.column) + x].saturating_sub(shape.bottom[x]))
            .max()
            .unwrap_or(0);
        let cells = placement
            .orientation
            .cells()
            .map(|(x, y)| (placement.column + x, y0 + y));
        let mut landed = *board;
        for &(c, y) in &cells {
            landed.cols[usize::from(c)] |= 1 << y;
        }
        Some(Turn {
            cells,
            cleared: self.full_rows(&landed),
            after: self.drop(board, &heights, &shape),
        })
    }

    /// [surv.game] The full rows: a row with at least one well cell whose well cells are all
    /// filled (rows below every floor have no well cell).
    fn full_rows(&self, board: &Board) -> u32 {
        let mut full = (1u32 << DROP_ROWS) - 1;
        let mut no_well_cell = full;
        for c in 0..usize::from(self.width) {
            let solid = self.solid(c);
            full &= board.cols[c] | solid;
            no_well_cell &= solid;
        }
        full & !no_well_cell
    }

    /// [survival.surface] Whether the board has no hole: in every column the filled cells are
    /// the well cells from the floor up, with no empty cell below a filled one (the floor counts
    /// as filled).
    pub fn is_hole_free(&self, board: &Board) -> bool {
        (0..usize::from(self.width)).all(|c| {
            let cells = board.cols[c] >> self.floor[c];
            cells & cells.wrapping_add(1) == 0
        })
    }

    /// The heights of a board's columns ([surv.game]: 1 + the highest filled cell, or the
    /// floor).
    pub fn heights(&self, board: &Board) -> Heights {
        let mut heights = [0u8; MAX_WIDTH as usize];
        for (c, h) in heights.iter_mut().enumerate().take(usize::from(self.width)) {
            let col = board.cols[c];
            *h = if col == 0 {
                self.floor[c]
            } else {
                (32 - col.leading_zeros()) as u8
            };
        }
        Heights(heights)
    }

    /// The left-right mirror image of a board of this well.
    pub fn mirror(&self, board: &Board) -> Board {
        let w = usize::from(self.width);
        let mut cols = [0; MAX_WIDTH as usize];
        for (c, col) in cols.iter_mut().enumerate().take(w) {
            *col = board.cols[w - 1 - c];
        }
        Board { cols }
    }

    /// Whether the floor reads the same from both walls.
    pub fn is_mirror_symmetric(&self) -> bool {
        let f = self.floors();
        f.iter().eq(f.iter().rev())
    }

    /// [surv.adversary] The board as a state line writes it: `-` for the empty board, else
    /// its rows from row 0 up to the highest holding a filled cell, `/` between rows, `#`
    /// filled and `.` empty (solid floor cells included), column 0 first.
    pub fn board_text(&self, board: &Board) -> String {
        let Some(top) = board.top_row() else {
            return "-".into();
        };
        let w = usize::from(self.width);
        let mut text = String::with_capacity((w + 1) * (usize::from(top) + 1));
        for y in 0..=top {
            if y > 0 {
                text.push('/');
            }
            for c in 0..w {
                text.push(if board.is_filled(c, y) { '#' } else { '.' });
            }
        }
        text
    }
}

/// Removes the rows of `rows` from a column, moving the cells above each down by one (the
/// highest first, so each move is counted on the rows as they were).
fn clear_column(mut col: u32, mut rows: u32) -> u32 {
    while rows != 0 {
        let y = 31 - rows.leading_zeros();
        rows &= !(1 << y);
        let below = (1u32 << y) - 1;
        col = (col & below) | ((col >> (y + 1)) << y);
    }
    col
}

/// [surv.game] One turn, for the tools' boards: the piece's cells where it rests (column, row),
/// the rows full after the drop (bit `y`: row `y`), the board after the clears (`None`: the
/// player tops out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub cells: [(u8, u8); 4],
    pub cleared: u32,
    pub after: Option<Board>,
}

/// The column heights of one board, computed once for all its placements.
#[derive(Clone, Copy, Debug)]
pub struct Heights([u8; MAX_WIDTH as usize]);

impl Heights {
    pub fn get(&self, c: usize) -> u8 {
        self.0[c]
    }
}

/// A placement prepared for the drop: per column it occupies, the piece's lowest cell and its
/// cells as bits from row 0 (a tetromino's cells in one column are contiguous).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub placement: Placement,
    column: u8,
    columns: u8,
    height: u8,
    bottom: [u8; 4],
    cells: [u32; 4],
}

impl Shape {
    fn of(placement: Placement) -> Shape {
        let orientation = placement.orientation;
        let mut bottom = [u8::MAX; 4];
        let mut cells = [0u32; 4];
        for (x, y) in orientation.cells() {
            let x = usize::from(x);
            bottom[x] = bottom[x].min(y);
            cells[x] |= 1 << y;
        }
        Shape {
            placement,
            column: placement.column,
            columns: orientation.width(),
            height: orientation.height(),
            bottom,
            cells,
        }
    }
}

/// A board of a survival well, by columns: bit `y` of `cols[c]` is cell `(c, y)`. Solid floor
/// cells are not filled cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    cols: [u32; MAX_WIDTH as usize],
}

impl Board {
    pub const EMPTY: Board = Board {
        cols: [0; MAX_WIDTH as usize],
    };

    /// A board from its rows, row 0 first, each a bitmask with bit `c` for column `c`.
    pub fn from_rows(rows: &[u16]) -> Board {
        let mut cols = [0; MAX_WIDTH as usize];
        for (y, &row) in rows.iter().enumerate() {
            for (c, col) in cols.iter_mut().enumerate() {
                if row >> c & 1 == 1 {
                    *col |= 1 << y;
                }
            }
        }
        Board { cols }
    }

    /// Column `c`'s cells, bit `y` for row `y`.
    pub fn column(&self, c: usize) -> u32 {
        self.cols[c]
    }

    pub(crate) fn from_columns(cols: [u32; MAX_WIDTH as usize]) -> Board {
        Board { cols }
    }

    pub fn is_filled(&self, c: usize, y: u8) -> bool {
        self.cols[c] >> y & 1 == 1
    }

    pub fn is_empty(&self) -> bool {
        self.cols.iter().all(|&c| c == 0)
    }

    /// The highest row holding a filled cell.
    pub fn top_row(&self) -> Option<u8> {
        let all = self.cols.iter().fold(0, |a, &c| a | c);
        (all != 0).then(|| (31 - all.leading_zeros()) as u8)
    }

    /// Filled cells.
    pub fn cells(&self) -> u32 {
        self.cols.iter().map(|c| c.count_ones()).sum()
    }
}
