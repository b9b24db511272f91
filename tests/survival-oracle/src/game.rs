//! [surv.game] The game as spec/survival.md states it, on boards kept as rows (bit `c` of a row
//! for column `c`), written without looking at the solver's columns: the drop of
//! spec/rules.md [rules.drop] onto the stack and the floor, then the clears cell by cell.

/// Cells `(x, y)` of the 19 orientations of spec/rules.md [rules.pieces], in canonical order.
pub const ORIENTATIONS: [(&str, [(u8, u8); 4]); 19] = [
    ("I0", [(0, 0), (1, 0), (2, 0), (3, 0)]),
    ("I1", [(0, 0), (0, 1), (0, 2), (0, 3)]),
    ("O0", [(0, 0), (1, 0), (0, 1), (1, 1)]),
    ("T0", [(0, 0), (1, 0), (2, 0), (1, 1)]),
    ("T1", [(0, 0), (0, 1), (1, 1), (0, 2)]),
    ("T2", [(1, 0), (0, 1), (1, 1), (2, 1)]),
    ("T3", [(1, 0), (0, 1), (1, 1), (1, 2)]),
    ("S0", [(0, 0), (1, 0), (1, 1), (2, 1)]),
    ("S1", [(1, 0), (0, 1), (1, 1), (0, 2)]),
    ("Z0", [(1, 0), (2, 0), (0, 1), (1, 1)]),
    ("Z1", [(0, 0), (0, 1), (1, 1), (1, 2)]),
    ("J0", [(0, 0), (1, 0), (2, 0), (0, 1)]),
    ("J1", [(0, 0), (0, 1), (0, 2), (1, 2)]),
    ("J2", [(2, 0), (0, 1), (1, 1), (2, 1)]),
    ("J3", [(0, 0), (1, 0), (1, 1), (1, 2)]),
    ("L0", [(0, 0), (1, 0), (2, 0), (2, 1)]),
    ("L1", [(0, 0), (1, 0), (0, 1), (0, 2)]),
    ("L2", [(0, 0), (0, 1), (1, 1), (2, 1)]),
    ("L3", [(1, 0), (1, 1), (0, 2), (1, 2)]),
];

/// The piece letters in canonical order.
pub const LETTERS: &str = "IOTSZJL";

/// The letter of orientation `o`'s piece.
pub fn piece_of(o: usize) -> char {
    ORIENTATIONS[o].0.as_bytes()[0] as char
}

/// The well: width, height, floor per column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Well {
    pub width: usize,
    pub height: usize,
    pub floor: Vec<usize>,
}

/// A board: `rows[y]` has bit `c` set when cell `(c, y)` is filled; no trailing empty rows.
pub type Rows = Vec<u32>;

/// What a drop did.
pub enum Drop {
    /// The piece does not fit between the walls.
    Illegal,
    /// A filled cell is left at row `H` or above.
    TopsOut,
    Board(Rows),
}

fn trim(rows: &mut Rows) {
    while rows.last() == Some(&0) {
        rows.pop();
    }
}

impl Well {
    fn filled(rows: &Rows, c: usize, y: usize) -> bool {
        rows.get(y).is_some_and(|r| r >> c & 1 == 1)
    }

    /// 1 + the highest filled cell of column `c`, or its floor.
    fn column_height(&self, rows: &Rows, c: usize) -> usize {
        (0..rows.len())
            .rev()
            .find(|&y| Self::filled(rows, c, y))
            .map_or(self.floor[c], |y| y + 1)
    }

    /// [surv.game] A turn: the drop, then the clears, then the loss test.
    pub fn drop(&self, rows: &Rows, orientation: usize, column: usize) -> Drop {
        let cells = ORIENTATIONS[orientation].1;
        let width = cells.iter().map(|c| usize::from(c.0)).max().unwrap_or(0) + 1;
        if column + width > self.width {
            return Drop::Illegal;
        }
        let y0 = cells
            .iter()
            .map(|&(x, y)| {
                self.column_height(rows, column + usize::from(x))
                    .saturating_sub(usize::from(y))
            })
            .max()
            .unwrap_or(0);
        let mut board = rows.clone();
        for &(x, y) in &cells {
            let row = y0 + usize::from(y);
            if board.len() <= row {
                board.resize(row + 1, 0);
            }
            board[row] |= 1 << (column + usize::from(x));
        }
        // Full rows: at least one well cell, every well cell filled.
        let full: Vec<usize> = (0..board.len())
            .filter(|&y| {
                let well_cells: Vec<usize> =
                    (0..self.width).filter(|&c| y >= self.floor[c]).collect();
                !well_cells.is_empty() && well_cells.iter().all(|&c| Self::filled(&board, c, y))
            })
            .collect();
        let mut cleared: Rows = vec![0; board.len()];
        for (y, &row) in board.iter().enumerate() {
            for c in 0..self.width {
                if row >> c & 1 == 0 {
                    continue;
                }
                if full.contains(&y) {
                    continue; // a filled cell of a full row is a well cell: it is removed
                }
                let down = full
                    .iter()
                    .filter(|&&r| r < y && r >= self.floor[c])
                    .count();
                cleared[y - down] |= 1 << c;
            }
        }
        trim(&mut cleared);
        if cleared.len() > self.height {
            return Drop::TopsOut;
        }
        Drop::Board(cleared)
    }
}
