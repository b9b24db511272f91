//! [rules.moves.slide] A slide game's rules on packed boards: the placements of a piece in
//! canonical slide order (orientation, column, row), found by a flood over the free positions
//! from the entries above the board, column by column as bit sets of rows.

use crate::pieces::{Orientation, Piece, PieceSet};

/// Which moves a slide game's pieces make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlideMoves {
    /// [rules.moves.slide] Left, right and down from the entries above the board.
    Slide,
    /// [rules.moves.srs] Slides and quarter turns with kicks, from the spawn
    /// (`SlideGame::srs_reach`, in srs.rs).
    Srs,
}

/// The two games a slide solve plays ([rules.games]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlideKind {
    /// `capped(W, R)`: nothing lands on a column already R high; goal rows below R.
    Capped,
    /// `well(W, H)`: every piece inside the H rows; every row a goal row.
    Well,
}

/// A concrete board: cell (c, r) at bit `r * W + c`, rows `0 .. T'`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Board(pub u128);

/// One allowed slide placement and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slid {
    pub orientation: Orientation,
    pub column: u8,
    pub row: u8,
    pub after: Board,
    /// It completes a goal row (the player wins).
    pub completes: bool,
}

/// A slide game: its rules and the tables its placements read.
#[derive(Clone, Debug)]
pub struct SlideGame {
    pub kind: SlideKind,
    pub width: u8,
    /// K: R in the capped game, H in the well.
    pub bound: u8,
    pub pieces: PieceSet,
    /// Slides, or srs ([rules.moves.srs]: the reach of srs.rs).
    pub moves: SlideMoves,
    /// T' of [adv.slide]: the rows a board keeps (H, or R + 3).
    rows: u8,
    /// Per piece, its orientations as (orientation, row masks at column 0).
    shapes: Vec<Vec<(Orientation, [u16; 4])>>,
}

impl SlideGame {
    /// The game, or why a slide solve cannot take it (its boards above 128 cells).
    pub fn new(kind: SlideKind, width: u8, bound: u8, pieces: PieceSet) -> Result<Self, String> {
        let rows = bound + if kind == SlideKind::Well { 0 } else { 3 };
        if u32::from(width) * u32::from(rows) > 128 {
            return Err(format!(
                "a slide game of {width} columns keeps {rows} rows: {} cells, more than 128",
                u32::from(width) * u32::from(rows)
            ));
        }
        let shapes = Piece::ALL
            .iter()
            .map(|&piece| {
                (0..19)
                    .filter_map(Orientation::from_index)
                    .filter(|o| o.piece() == piece)
                    .map(|o| {
                        let mut masks = [0u16; 4];
                        o.cells()
                            .iter()
                            .for_each(|&(x, y)| masks[usize::from(y)] |= 1 << x);
                        (o, masks)
                    })
                    .collect()
            })
            .collect();
        Ok(SlideGame {
            kind,
            width,
            bound,
            pieces,
            moves: SlideMoves::Slide,
            rows,
            shapes,
        })
    }

    /// T' of [adv.slide].
    pub fn state_rows(&self) -> u8 {
        self.rows
    }

    /// The most pieces any game lasts: each fills 4 of the W * T' cells.
    pub fn longest_game(&self) -> u8 {
        (u32::from(self.width) * u32::from(self.rows) / 4) as u8
    }

    fn full(&self) -> u16 {
        (u32::MAX >> (32 - u32::from(self.width))) as u16
    }

    /// Row `r` of `board` (0 above T').
    pub fn row(&self, board: Board, r: u8) -> u16 {
        if r >= self.rows {
            return 0;
        }
        (board.0 >> (u32::from(r) * u32::from(self.width))) as u16 & self.full()
    }

    /// The board's rows from row 0, each `row(board, r)`.
    fn unpack(&self, board: Board) -> [u16; 32] {
        let mut rows = [0u16; 32];
        (0..self.rows).for_each(|r| rows[usize::from(r)] = self.row(board, r));
        rows
    }

    /// [rules.board] The column heights.
    fn heights(&self, rows: &[u16; 32]) -> [u8; 16] {
        let mut heights = [0u8; 16];
        for (r, &row) in rows.iter().enumerate().take(usize::from(self.rows)) {
            (0..self.width)
                .filter(|&c| row >> c & 1 == 1)
                .for_each(|c| heights[usize::from(c)] = r as u8 + 1);
        }
        heights
    }

    /// [rules.moves.slide] The allowed slide placements of `piece` on `board`, in canonical slide
    /// order: reachable from the entries at row T' (every row from T' up is empty, so this is the
    /// entries' reach from any higher top), locked, inside the well, under the cap.
    pub fn placements(&self, board: Board, piece: Piece) -> Vec<Slid> {
        let heights = self.heights(&self.unpack(board));
        let (t, w) = (self.rows, self.width);
        // The well's top is H = T'; the capped game's is 20, which no locked position under the
        // cap reaches (its top is at most R + 2).
        let inside = |r: u8, h: u8| self.kind == SlideKind::Capped || r + h <= t;
        let under_cap = |o: Orientation, c: u8| {
            let mut occupied = (0..o.width()).map(|x| heights[usize::from(c + x)]);
            self.kind != SlideKind::Capped || occupied.all(|h| h < self.bound)
        };
        let mut found = Vec::new();
        for (o, c, r) in self.locked(board, piece) {
            if !under_cap(o, c) || !inside(r, o.height()) {
                continue;
            }
            let mut after = board.0;
            for &(x, y) in o.cells().iter() {
                after |= 1u128 << (u32::from(r + y) * u32::from(w) + u32::from(c + x));
            }
            let completes = (0..self.bound.min(t)).any(|y| {
                (after >> (u32::from(y) * u32::from(w))) as u16 & self.full() == self.full()
            });
            found.push(Slid {
                orientation: o,
                column: c,
                row: r,
                after: Board(after),
                completes,
            });
        }
        found
    }

    /// [rules.moves.slide] [lines.slide] The positions `(orientation, column, row)` of `piece`
    /// reachable from the entries at row T' and locked there, in canonical slide order, with no
    /// test of the cap or the top: found by a flood over the free positions, column by column as
    /// bit sets of rows (the lines game's well keeps them all, spec/lines.md).
    pub fn locked(&self, board: Board, piece: Piece) -> Vec<(Orientation, u8, u8)> {
        let rows = self.unpack(board);
        let (t, w) = (self.rows, self.width);
        let mut found = Vec::new();
        let srs = (self.moves == SlideMoves::Srs).then(|| self.srs_reach(&rows, piece));
        for &(o, masks) in &self.shapes[piece.index()] {
            let columns = (w + 1).saturating_sub(o.width());
            let free_at = |c: u8, r: u8| {
                (0..o.height()).all(|y| rows[usize::from(r + y)] & masks[usize::from(y)] << c == 0)
            };
            let mut free = [0u32; 16];
            for c in 0..columns {
                free[usize::from(c)] = (0..=t)
                    .filter(|&r| free_at(c, r))
                    .fold(0, |m, r| m | 1 << r);
            }
            let reach = match &srs {
                Some(srs) => srs[o.index()],
                None => flood(&free, columns, t),
            };
            for c in 0..columns {
                let f = free[usize::from(c)];
                let locked = reach[usize::from(c)] & f & !(f << 1);
                found.extend((0..=t).filter(|&r| locked >> r & 1 == 1).map(|r| (o, c, r)));
            }
        }
        found
    }

    /// [rules.moves.lemmas] [adv.slide] Parity: O is given and every goal row has an odd maximal
    /// run of empty cells, so the adversary gives O forever and no goal row completes.
    pub fn parity(&self, board: Board) -> bool {
        self.pieces.contains(Piece::O)
            && (0..self.bound).all(|y| {
                let row = self.row(board, y);
                let mut run = 0;
                (0..=self.width).any(|c| {
                    if c < self.width && row >> c & 1 == 0 {
                        run += 1;
                        false
                    } else {
                        std::mem::replace(&mut run, 0) % 2 == 1
                    }
                })
            })
    }

    /// [rules.moves.lemmas] [adv.slide] Every goal row holds a closed cell: an empty cell that
    /// no path from above the board, moving left, right and down through empty cells, reaches.
    /// No piece ever fills it, so no goal row can complete.
    pub fn closed(&self, board: Board) -> bool {
        if self.moves == SlideMoves::Srs {
            return false; // [rules.moves.srs.lemmas] a kick can fill a closed cell
        }
        let full = self.full();
        let mut open = full; // the row above the board: all empty
        let mut dead = true;
        for r in (0..self.rows).rev() {
            let empty = !self.row(board, r) & full;
            let mut reached = open & empty;
            loop {
                let spread = (reached | reached << 1 | reached >> 1) & empty;
                if spread == reached {
                    break;
                }
                reached = spread;
            }
            if r < self.bound {
                dead &= empty & !reached != 0;
            }
            open = reached;
        }
        dead
    }

    /// The board mirrored (column c to W - 1 - c).
    pub fn mirror(&self, board: Board) -> Board {
        let shift = 16 - u32::from(self.width);
        Board((0..self.rows).fold(0, |bits, r| {
            let row = self.row(board, r).reverse_bits() >> shift;
            bits | u128::from(row) << (u32::from(r) * u32::from(self.width))
        }))
    }

    /// [adv.slide] The key of a state line: the rows packed W bits each, row 0 the most
    /// significant (the byte order of the lines).
    pub fn key(&self, board: Board) -> u128 {
        (0..self.rows).fold(0, |key, r| {
            key << self.width | u128::from(self.row(board, r))
        })
    }

    /// [adv.slide] The rows in hexadecimal, row 0 first.
    pub fn text(&self, board: Board) -> String {
        let digits = usize::from(self.width).div_ceil(4);
        (0..self.rows)
            .map(|r| format!("{:0digits$x}", self.row(board, r)))
            .collect()
    }
}

/// [rules.moves.slide] The reachable positions of one orientation, bit r of word c: the entries
/// at row `t` of every column, then left, right and down through the `free` ones until nothing
/// changes.
fn flood(free: &[u32; 16], columns: u8, t: u8) -> [u32; 16] {
    let mut reach = [0u32; 16];
    (0..columns).for_each(|c| reach[usize::from(c)] = 1 << t);
    loop {
        let before = reach;
        for c in 0..usize::from(columns) {
            let left = if c > 0 { reach[c - 1] } else { 0 };
            let right = if c + 1 < usize::from(columns) {
                reach[c + 1]
            } else {
                0
            };
            reach[c] |= (left | right | reach[c] >> 1) & free[c];
        }
        if reach == before {
            return reach;
        }
    }
}
