//! [lines.game] The move sets of the lines game. A move set says which placements a player may
//! choose for a piece on a board, in the certificate's order, and where each turn ends. The drop
//! ([rules.drop]) offers every placement that fits between the walls, on every board; the slide
//! ([lines.slide]) offers the positions reachable from above the well and locked there, which
//! depend on the board.

use std::fmt;

use crate::pieces::{placements, Piece, PieceSet, Placement, TieBreak};
use crate::slide::{Board as Packed, SlideGame, SlideKind, SlideMoves};
use crate::survival::{self, Board, Heights, Shape, Well};

/// A placement as a certificate names it: the orientation and column, and with slides the row
/// of its lowest cells (`T0@1:0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinesMove {
    pub placement: Placement,
    pub row: Option<u8>,
}

impl fmt::Display for LinesMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.row {
            Some(row) => write!(f, "{}:{row}", self.placement),
            None => write!(f, "{}", self.placement),
        }
    }
}

/// The outcome of one turn: the board after the clears and the rows cleared, or `None` when a
/// filled cell is left at or above row H (the player tops out).
pub type Turn = Option<(Board, u8)>;

/// The placements a player may choose and what each does.
pub trait MoveSet {
    /// The placements of `piece` on `board`, in the order the certificate lists them.
    fn placements(&self, well: &Well, board: &Board, piece: Piece) -> Vec<LinesMove>;
    /// The turns of those placements, in the same order, into `out` (cleared first).
    fn turns(&self, well: &Well, board: &Board, piece: Piece, out: &mut Vec<Turn>);
}

/// The hard drop: every placement that fits between the walls, in canonical order; each
/// placement's shape prepared once per piece.
pub struct Drop {
    shapes: [Vec<Shape>; 7],
}

impl Drop {
    pub fn new(well: &Well) -> Drop {
        let shapes = Piece::ALL.map(|piece| {
            placements(well.width(), piece, TieBreak::Canonical)
                .into_iter()
                .map(|p| well.shape(p).expect("the placement fits the walls"))
                .collect()
        });
        Drop { shapes }
    }
}

impl MoveSet for Drop {
    fn placements(&self, _well: &Well, _board: &Board, piece: Piece) -> Vec<LinesMove> {
        self.shapes[piece.index()]
            .iter()
            .map(|s| LinesMove {
                placement: s.placement,
                row: None,
            })
            .collect()
    }

    fn turns(&self, well: &Well, board: &Board, piece: Piece, out: &mut Vec<Turn>) {
        out.clear();
        let heights: Heights = well.heights(board);
        let before = board.cells() + 4;
        for shape in &self.shapes[piece.index()] {
            // In the rectangular well a cleared row takes W cells.
            out.push(well.drop(board, &heights, shape).map(|after| {
                let cleared = (before - after.cells()) / u32::from(well.width());
                (after, cleared as u8)
            }));
        }
    }
}

/// [lines.slide] Sliding pieces: the positions reachable from the entries at row H (or, [lines.srs],
/// from the spawn with turns) and locked there, in canonical slide order (orientation, column,
/// row), found by the slide games' search (crate::slide) on the board packed into its 128 bits;
/// no top test (the turn judges it).
pub struct Slide {
    game: SlideGame,
}

impl Slide {
    /// The move set of a rectangular well of at most 128 cells (the slide search's boards); srs
    /// on 4 columns or more, where every piece spawns ([lines.srs]).
    pub fn new(well: &Well, pieces: PieceSet, moves: SlideMoves) -> Result<Slide, String> {
        if !well.is_rectangular() {
            return Err("slides in the lines game: the rectangular well only".into());
        }
        if moves == SlideMoves::Srs && well.width() < 4 {
            return Err(
                "srs in the lines game: 4 columns or more, where every piece spawns".into(),
            );
        }
        let game = SlideGame::new(SlideKind::Well, well.width(), well.height(), pieces)?;
        Ok(Slide {
            game: game.with_moves(moves),
        })
    }

    /// The board as the slide search packs it: cell (c, r) at bit `r * W + c`.
    fn packed(well: &Well, board: &Board) -> Packed {
        let w = u32::from(well.width());
        Packed((0..well.width()).fold(0u128, |bits, c| {
            let column = board.column(usize::from(c));
            (0..u32::from(well.height()))
                .filter(|&r| column >> r & 1 == 1)
                .fold(bits, |bits, r| bits | 1u128 << (r * w + u32::from(c)))
        }))
    }

    fn slides(&self, well: &Well, board: &Board, piece: Piece) -> Vec<(Placement, u8)> {
        let packed = Slide::packed(well, board);
        let locked = self.game.locked(packed, piece).into_iter();
        locked
            .map(|(orientation, column, row)| {
                (
                    Placement {
                        orientation,
                        column,
                    },
                    row,
                )
            })
            .collect()
    }
}

impl MoveSet for Slide {
    fn placements(&self, well: &Well, board: &Board, piece: Piece) -> Vec<LinesMove> {
        let slides = self.slides(well, board, piece).into_iter();
        slides
            .map(|(placement, row)| LinesMove {
                placement,
                row: Some(row),
            })
            .collect()
    }

    fn turns(&self, well: &Well, board: &Board, piece: Piece, out: &mut Vec<Turn>) {
        out.clear();
        let before = board.cells() + 4;
        for (placement, row) in self.slides(well, board, piece) {
            let shape = well.shape(placement).expect("a slide fits the walls");
            out.push(well.place(board, &shape, row).map(|after| {
                let cleared = (before - after.cells()) / u32::from(well.width());
                (after, cleared as u8)
            }));
        }
    }
}

/// [lines.slide] A turn as the tools show it, the piece put where the move names it: at its row
/// (a slide) or where its hard drop rests; the piece's cells, the rows full then, and the board
/// after the clears (`None`: the player tops out). `None` when it does not fit between the
/// walls. Whether the game allows the move is not asked here: the checker verified the
/// certificate, and the tools judge a person's moves with the checker's slide rules.
pub fn shown_turn(well: &Well, board: &Board, m: LinesMove) -> Option<survival::Turn> {
    let Some(row) = m.row else {
        return well.turn(board, m.placement);
    };
    let shape = well.shape(m.placement)?;
    let cells = m
        .placement
        .orientation
        .cells()
        .map(|(x, y)| (m.placement.column + x, row + y));
    // The full rows of the board with the piece on it, the floor's solid cells counted filled
    // (a row below every floor has no well cell and never clears).
    let (mut full, mut solid_only) = (u32::MAX, u32::MAX);
    for c in 0..usize::from(well.width()) {
        let solid = (1u32 << well.floor(c)) - 1;
        let piece = cells
            .iter()
            .filter(|&&(x, _)| usize::from(x) == c)
            .fold(0u32, |bits, &(_, y)| bits | 1 << y);
        full &= board.column(c) | piece | solid;
        solid_only &= solid;
    }
    Some(survival::Turn {
        cells,
        cleared: full & !solid_only,
        after: well.place(board, &shape, row),
    })
}
