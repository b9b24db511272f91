//! [lines.game] The move sets of the lines game. A move set says which placements a player may
//! choose for a piece on a board, in the certificate's order, and where each turn ends. The drop
//! ([rules.drop]) offers every placement that fits between the walls, on every board; a move set
//! whose placements depend on the board (sliding, rotation) plugs in here.

use crate::pieces::{placements, Piece, Placement, TieBreak};
use crate::survival::{Board, Heights, Shape, Well};

/// The outcome of one turn: the board after the clears and the rows cleared, or `None` when a
/// filled cell is left at or above row H (the player tops out).
pub type Turn = Option<(Board, u8)>;

/// The placements a player may choose and what each does.
pub trait MoveSet {
    /// The placements of `piece` on `board`, in the order the certificate lists them.
    fn placements(&self, well: &Well, board: &Board, piece: Piece) -> Vec<Placement>;
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
    fn placements(&self, _well: &Well, _board: &Board, piece: Piece) -> Vec<Placement> {
        self.shapes[piece.index()]
            .iter()
            .map(|s| s.placement)
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
