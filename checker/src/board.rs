//! [rules.board] A concrete board of W columns and 20 rows, one bit set per row (bit c = column c),
//! with the hard drop of [rules.drop], the legality test of [rules.legal] and the completed rows
//! of [rules.completion]. It must not know about certificates, nodes or claims.

use crate::pieces::{orientation_cells, orientation_size};
use crate::PACKED_BOARD_CELLS;

/// [rules.board] The number of rows H.
pub const HEIGHT: usize = 20;
/// [rules.board] The widths W a board may have (a row is a u16).
pub const WIDTHS: std::ops::RangeInclusive<u8> = 2..=16;
/// [rules.game] The numbers R of goal rows a claim may name: 1 to H.
pub const ROWS: std::ops::RangeInclusive<u8> = 1..=HEIGHT as u8;

/// A concrete board: `width` columns, `rows[r]` holds row `r` (row 0 is the floor).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    width: u8,
    /// The rows, row 0 first (the walk's memo key).
    pub(crate) rows: [u16; HEIGHT],
}

impl Board {
    /// The empty board of `width` columns. Panics unless `width` is one of WIDTHS: a bad width is
    /// never clamped (the parser and the command line refuse one before a board is made).
    pub fn empty(width: u8) -> Board {
        assert!(WIDTHS.contains(&width), "a board has {WIDTHS:?} columns, not {width}");
        Board { width, rows: [0; HEIGHT] }
    }

    /// The board whose row `r` is `rows[r]` (bit c = column c; bits at or beyond `width` are
    /// dropped). Panics unless `width` is one of WIDTHS, like [`Board::empty`].
    pub fn from_rows(width: u8, rows: [u16; HEIGHT]) -> Board {
        Board { width, rows: rows.map(|row| row & Board::empty(width).full_row()) }
    }

    /// [cert.limits] The board in 128 bits, cell (x, y) as bit y * W + x, when every filled cell
    /// is among the first [`PACKED_BOARD_CELLS`] (the large limits' memo key); None otherwise.
    /// One-to-one on such boards: a row's bits are below W.
    pub fn packed(&self) -> Option<[u32; 4]> {
        let (width, mut bits) = (u32::from(self.width), 0u128);
        for (y, &row) in (0u32..).zip(&self.rows).filter(|(_, &row)| row != 0) {
            let end = y * width + (u16::BITS - row.leading_zeros()); // one past its highest cell
            if end > PACKED_BOARD_CELLS {
                return None;
            }
            bits |= u128::from(row) << (y * width);
        }
        Some([bits as u32, (bits >> 32) as u32, (bits >> 64) as u32, (bits >> 96) as u32])
    }

    fn full_row(&self) -> u16 {
        u16::MAX >> (u16::BITS - u32::from(self.width))
    }

    pub fn width(&self) -> u8 {
        self.width
    }

    /// Whether cell (column, row) is filled; false outside the board.
    pub fn filled(&self, column: u8, row: u8) -> bool {
        column < self.width && self.rows.get(usize::from(row)).is_some_and(|r| r >> column & 1 == 1)
    }

    /// [rules.board] 1 + the highest filled row of `column`, or 0 when the column is empty.
    pub fn column_height(&self, column: u8) -> u8 {
        (0..HEIGHT as u8).rev().find(|&row| self.filled(column, row)).map_or(0, |row| row + 1)
    }

    /// [rules.drop] The resting offset `y0` of a placement, or None when the piece does not fit
    /// between columns 0 and W-1 ([rules.legal], first half).
    pub fn resting_row(&self, orientation: usize, column: u64) -> Option<u8> {
        let last = self.width.checked_sub(orientation_size(orientation)?.0)?; // column + width <= W
        let column = u8::try_from(column).ok().filter(|&c| c <= last)?;
        orientation_cells(orientation)?.iter().map(|&(x, y)| self.column_height(column + x).saturating_sub(y)).max()
    }

    /// None when the placement is illegal ([rules.legal]); else the new board and the 4 cells
    /// (column, row) the piece filled ([rules.drop]). The test `y0 + height <= 20` of [rules.legal]
    /// is the filling itself: the piece's top cell is at row `y0 + height - 1`, and a cell above
    /// row 19 has no row to fill.
    pub fn drop_piece(&self, orientation: usize, column: u64) -> Option<(Board, [(u8, u8); 4])> {
        let (y0, column) = (self.resting_row(orientation, column)?, u8::try_from(column).ok()?);
        let (cells, mut board) = (orientation_cells(orientation)?.map(|(x, y)| (column + x, y0 + y)), *self);
        cells.iter().try_for_each(|&(c, r)| board.rows.get_mut(usize::from(r)).map(|row| *row |= 1 << c))?;
        Some((board, cells))
    }

    /// [rules.completion] Bit r set when row r is completed (all W cells filled).
    pub fn completed_rows(&self) -> u32 {
        (0..HEIGHT).filter(|&r| self.rows.get(r) == Some(&self.full_row())).fold(0, |bits, r| bits | 1 << r)
    }

    /// The board drawn top row first, from one row above the highest filled cell down to row 0:
    /// `#` filled, `.` empty, `@` the cells of `piece`.
    pub fn draw(&self, piece: &[(u8, u8)]) -> Vec<String> {
        let used = |r: u8| (0..self.width).any(|c| self.filled(c, r) || piece.contains(&(c, r)));
        let top = (0..HEIGHT as u8).filter(|&r| used(r)).max().map_or(0, |r| (r + 1).min(HEIGHT as u8 - 1));
        let filled = |c, r| if self.filled(c, r) { '#' } else { '.' };
        let cell = |c, r| if piece.contains(&(c, r)) { '@' } else { filled(c, r) };
        (0..=top).rev().map(|r| format!("{r:2} {}", (0..self.width).map(|c| cell(c, r)).collect::<String>())).collect()
    }
}
