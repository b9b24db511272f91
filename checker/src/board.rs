//! [rules.board] A concrete board of W columns and 20 rows, one bit set per row (bit c = column c),
//! with the hard drop of [rules.drop], the legality test of [rules.legal] and the completed rows
//! of [rules.completion]; as a position of a game (game.rs), the walk's lemma-free kind. It must
//! not know about certificates, nodes or claims.

use crate::game::{Drop, Moves, Position, Rules, HEIGHT};
use crate::pieces::{orientation_cells, orientation_size};
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
        assert!(
            WIDTHS.contains(&width),
            "a board has {WIDTHS:?} columns, not {width}"
        );
        Board {
            width,
            rows: [0; HEIGHT],
        }
    }

    /// The board whose row `r` is `rows[r]` (bit c = column c; bits at or beyond `width` are
    /// dropped). Panics unless `width` is one of WIDTHS, like [`Board::empty`].
    pub fn from_rows(width: u8, rows: [u16; HEIGHT]) -> Board {
        Board {
            width,
            rows: rows.map(|row| row & Board::empty(width).full_row()),
        }
    }

    fn full_row(&self) -> u16 {
        u16::MAX >> (u16::BITS - u32::from(self.width))
    }

    pub fn width(&self) -> u8 {
        self.width
    }

    /// Whether cell (column, row) is filled; false outside the board.
    pub fn filled(&self, column: u8, row: u8) -> bool {
        column < self.width
            && self
                .rows
                .get(usize::from(row))
                .is_some_and(|r| r >> column & 1 == 1)
    }

    /// [rules.board] 1 + the highest filled row of `column`, or 0 when the column is empty.
    pub fn column_height(&self, column: u8) -> u8 {
        (0..HEIGHT as u8)
            .rev()
            .find(|&row| self.filled(column, row))
            .map_or(0, |row| row + 1)
    }

    /// None when the placement is illegal ([rules.legal]); else the new board and the 4 cells
    /// (column, row) the piece filled ([rules.drop]: it rests at `y0`, above every occupied column).
    pub fn drop_piece(&self, orientation: usize, column: u64) -> Option<(Board, [(u8, u8); 4])> {
        self.put(orientation, column, None)
    }

    /// `drop_piece`, or ([rules.moves.slide]) the piece put at `row` whatever lies above it.
    pub fn put(
        &self,
        orientation: usize,
        column: u64,
        row: Option<u8>,
    ) -> Option<(Board, [(u8, u8); 4])> {
        let cells = orientation_cells(orientation)?;
        let width = usize::from(orientation_size(orientation)?.0);
        let column = u8::try_from(column)
            .ok()
            .filter(|&c| usize::from(c) + width <= usize::from(self.width))?;
        let y0 = cells
            .iter()
            .map(|&(x, y)| self.column_height(column + x).saturating_sub(y))
            .max()?;
        let y0 = row.unwrap_or(y0).min(HEIGHT as u8);
        let (cells, mut board) = (cells.map(|(x, y)| (column + x, y0 + y)), *self);
        cells
            .iter()
            .try_for_each(|&(c, r)| board.rows.get_mut(usize::from(r)).map(|row| *row |= 1 << c))?;
        Some((board, cells))
    }

    /// [rules.completion] Bit r set when row r is completed (all W cells filled).
    pub fn completed_rows(&self) -> u32 {
        (0..HEIGHT)
            .filter(|&r| self.rows.get(r) == Some(&self.full_row()))
            .fold(0, |bits, r| bits | 1 << r)
    }

    /// The board drawn top row first, from one row above the highest filled cell down to row 0:
    /// `#` filled, `.` empty, `@` the cells of `piece`.
    pub fn draw(&self, piece: &[(u8, u8)]) -> Vec<String> {
        let used = |r: u8| (0..self.width).any(|c| self.filled(c, r) || piece.contains(&(c, r)));
        let top = (0..HEIGHT as u8)
            .filter(|&r| used(r))
            .max()
            .map_or(0, |r| (r + 1).min(HEIGHT as u8 - 1));
        let filled = |c, r| if self.filled(c, r) { '#' } else { '.' };
        let cell = |c, r| {
            if piece.contains(&(c, r)) {
                '@'
            } else {
                filled(c, r)
            }
        };
        (0..=top)
            .rev()
            .map(|r| {
                format!(
                    "{r:2} {}",
                    (0..self.width).map(|c| cell(c, r)).collect::<String>()
                )
            })
            .collect()
    }
}

impl Position for Board {
    /// The rows: with the node id, 44 bytes.
    type Key = [u16; HEIGHT];

    fn memo_key(&self, _: &Rules) -> [u16; HEIGHT] {
        self.rows
    }

    fn height(&self, column: u8) -> u8 {
        self.column_height(column)
    }

    fn locked(&self, rules: &Rules, o: usize, column: u8, row: u8) -> bool {
        self.rests(rules, o, column, row)
    }

    fn reach(&self, rules: &Rules, o: usize) -> [u32; 16] {
        self.slides(rules, o)
    }

    /// [adv.slide] The rows `0 .. T'` packed W bits each, row 0 the most significant.
    fn state_key(&self, rules: &Rules) -> u128 {
        let rows = &self.rows[..usize::from(crate::game::state_rows(rules))];
        rows.iter()
            .fold(0, |key, &row| key << self.width | u128::from(row))
    }

    /// [adv.slide] The rows as hexadecimal digits, row 0 first.
    fn text(&self, rules: &Rules) -> String {
        let digits = usize::from(self.width).div_ceil(4);
        let rows = &self.rows[..usize::from(crate::game::state_rows(rules))];
        rows.iter().map(|row| format!("{row:0digits$x}")).collect()
    }

    /// [adv.slide] Closed goal rows, or parity on boards: O is in P and every goal row has an odd
    /// run of empty cells.
    fn terminal(&self, rules: &Rules, o: bool) -> bool {
        let row = |y: u8| {
            (0..self.width)
                .map(move |c| self.filled(c, y))
                .collect::<Vec<_>>()
        };
        // [rules.moves.srs.lemmas] A kick can fill a closed cell: no closed rows with srs.
        rules.moves == Moves::Slide && self.closed(rules)
            || o && (0..rules.bound).all(|y| row(y).split(|&f| f).any(|run| run.len() % 2 == 1))
    }

    /// The cells filled ([rules.drop]); the lowest row `< K` that is then complete
    /// ([rules.completion]).
    fn fill(&self, rules: &Rules, cells: [(u8, u8); 4]) -> Drop<Board> {
        let mut board = *self;
        cells
            .iter()
            .for_each(|&(c, r)| board.rows[usize::from(r)] |= 1 << c);
        let completed = board.completed_rows() & (u32::MAX >> (32 - u32::from(rules.bound)));
        if completed == 0 {
            Drop::Continues(board)
        } else {
            Drop::Completes(completed.trailing_zeros() as u8)
        }
    }
}
