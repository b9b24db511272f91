//! The transcripts of `play` and `worst`: every board of one game, as text, for a player
//! certificate ([`strategy`]) or an adversary certificate ([`policy`]).

pub mod policy;
pub mod strategy;

use sureline_engine::pieces::Piece;

use crate::game::moves::Move;

/// The caption of the `index`-th step (from 0) of either game: `piece 3: T -> T2@5`, the piece
/// given and where it went.
pub(crate) fn step_line(index: usize, piece: Piece, placement: Move) -> String {
    format!("piece {}: {} -> {placement}", index + 1, piece.letter())
}
