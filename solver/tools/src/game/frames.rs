//! What the boards of a game of either claim kind are drawn from ([`Frames`]): the pieces
//! dropped, which piece filled which cell. The terminal ([`crate::terminal`]) and the pictures
//! ([`crate::render`]) draw them; it draws nothing itself.

use sureline_checker::{Board, HEIGHT};

use sureline_engine::pieces::{Piece, PieceSet};

use super::moves::Move;

/// One dropped piece as the boards show it, in a game of either side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dropped {
    pub piece: Piece,
    pub placement: Move,
    /// The board after the drop.
    pub board: Board,
    /// The four cells `(column, row)` the piece filled.
    pub cells: [(u8, u8); 4],
    /// The completed row (the lowest completed one) when this drop ended the game.
    pub completed: Option<u8>,
    /// The dead goal rows after the drop (bit y: a hole in goal row y); 0 on the player's side,
    /// where they are not tracked.
    pub dead: u32,
}

/// What the boards of a game are drawn from, whichever side its certificate is on: the terminal
/// boards of `play` and `worst` ([`draw_board`]) and the pictures of `render`.
pub trait Frames {
    fn width(&self) -> u8;
    /// The goal rows marked on the boards: R, or every row H of a well.
    fn goal_rows(&self) -> u8;
    /// The rows of the board, never drawn above: 20, or H in a well.
    fn board_rows(&self) -> u8;
    /// The adversary's pieces.
    fn piece_set(&self) -> PieceSet;
    /// The pieces dropped so far, in order.
    fn dropped(&self) -> Vec<Dropped>;
    /// Whether a drop can complete a row here (the player's side): the pictures then explain
    /// the completed-row frame in their legend.
    fn completes(&self) -> bool {
        true
    }
    /// A short note under the last board when the game is over without a completed row.
    fn final_note(&self) -> Option<String> {
        None
    }
}

/// Which piece filled each cell, `[row][column]`, after the first `steps` of `dropped`.
pub fn owners(width: u8, dropped: &[Dropped], steps: usize) -> Vec<Vec<Option<Piece>>> {
    let mut grid = vec![vec![None; width as usize]; HEIGHT];
    for drop in &dropped[..steps.min(dropped.len())] {
        for &(c, r) in &drop.cells {
            grid[r as usize][c as usize] = Some(drop.piece);
        }
    }
    grid
}
