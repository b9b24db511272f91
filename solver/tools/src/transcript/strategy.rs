//! The transcript of a game against a player certificate's strategy (`play --sequence`,
//! `worst`), and the lines the interactive game shares with it.

use std::io::Write;

use sureline_certify::strategy::Certificate;

use crate::game::strategy::{Game, Step};
use crate::terminal::draw_board;
use crate::words::count;

/// The caption of a step: `piece 3: T -> T2@5`.
pub(crate) fn step_line(index: usize, step: &Step) -> String {
    super::step_line(index, step.piece, step.placement)
}
pub(crate) fn game_header(cert: &Certificate) -> String {
    format!(
        "width {}, goal rows {}, adversary {}, at most {}",
        cert.width,
        cert.rows,
        cert.adversary,
        count(cert.max_pieces, "piece", "pieces")
    )
}

/// Prints every board of `game` (the transcript of `play --sequence` and `worst`).
pub fn write_transcript(out: &mut dyn Write, game: &Game, color: bool) -> std::io::Result<()> {
    writeln!(out, "{}", game_header(game.certificate()))?;
    writeln!(out)?;
    writeln!(out, "start: empty board")?;
    draw_board(out, game, 0, color)?;
    for (i, step) in game.steps().iter().enumerate() {
        writeln!(out)?;
        writeln!(out, "{}", step_line(i, step))?;
        draw_board(out, game, i + 1, color)?;
    }
    writeln!(out)?;
    write_outcome(out, game)
}
pub(crate) fn write_outcome(out: &mut dyn Write, game: &Game) -> std::io::Result<()> {
    let pieces = count(game.steps().len() as u64, "piece", "pieces");
    match game.steps().last() {
        Some(Step {
            completed: Some(row),
            ..
        }) => writeln!(out, "row {row} completed after {pieces}: the player wins"),
        _ => writeln!(
            out,
            "game not over after {pieces} (next piece from: {})",
            game.pieces()
        ),
    }
}
