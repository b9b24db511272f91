//! The survival games in the terminal: a board of the well (its floor, the height `H`, the
//! newest piece) and the transcripts of `play --sequence` and `play --moves`. Long games are
//! cut: a strategy survives forever, so a sequence may be as long as one likes.

use std::io::Write;

use sureline_engine::pieces::Piece;
use sureline_engine::survival::{Board, Supply, SurvivalProblem, Well};

use super::game::{Cycle, Ply, PolicyGame, StrategyGame};
use crate::terminal::ansi_cell;
use crate::words::count;

/// The most boards a transcript draws; the pieces after them get their caption only.
pub const MAX_BOARDS: usize = 40;

/// `survival 4x3, adversary IO with preview`: the game of a certificate.
pub fn game_line(problem: &SurvivalProblem) -> String {
    let well = &problem.well;
    let floor = match well.is_rectangular() {
        true => String::new(),
        false => format!(" on the floor {}", well.floor_text()),
    };
    let pieces = match problem.supply {
        Supply::Set { pieces, preview } => {
            let preview = ["", " with preview"][usize::from(preview.digit())];
            format!("adversary {pieces}{preview}")
        }
        Supply::Sequence(s) => format!("sequence {s}"),
    };
    format!(
        "survival {}x{}{floor}, {pieces}",
        well.width(),
        well.height()
    )
}

/// The newest piece's cells once its turn's rows have cleared (a cell moves down by the full
/// rows below it that its column's floor lets it fall through), or where it rests when it
/// topped out.
pub fn newest_cells(well: &Well, ply: &Ply) -> Vec<(u8, u8)> {
    let turn = &ply.turn;
    if turn.after.is_none() {
        return turn.cells.to_vec();
    }
    let kept = turn
        .cells
        .iter()
        .filter(|&&(_, y)| turn.cleared >> y & 1 == 0);
    kept.map(|&(c, y)| {
        let floor = well.floor(usize::from(c));
        let below = (floor..y).filter(|&r| turn.cleared >> r & 1 == 1).count() as u8;
        (c, y - below)
    })
    .collect()
}

/// The newest piece on a board: its letter and its cells, and whether to draw it in colour.
#[derive(Clone, Copy)]
pub struct Newest<'a> {
    pub piece: Piece,
    pub cells: &'a [(u8, u8)],
    pub color: bool,
}

/// Draws `board`, top row first: `#` a filled cell, the newest piece's letter in lower case (in
/// its colour with `color`), `=` a solid floor cell, `.` an empty well cell; rows at or above
/// `H` carry a `!` (only a piece that tops out reaches them).
pub fn draw(
    out: &mut dyn Write,
    well: &Well,
    board: &Board,
    newest: Option<Newest>,
) -> std::io::Result<()> {
    let width = usize::from(well.width());
    let rows = board.top_row().map_or(0, |t| t + 1).max(well.height());
    let border = format!("     +{}+", "-".repeat(width));
    writeln!(out, "{border}")?;
    for y in (0..rows).rev() {
        let margin = if y >= well.height() { '!' } else { ' ' };
        let line: String = (0..width)
            .map(|c| match newest {
                Some(n) if n.cells.contains(&(c as u8, y)) => newest_cell(n),
                _ if board.is_filled(c, y) => "#".into(),
                _ if y < well.floor(c) => "=".into(),
                _ => ".".into(),
            })
            .collect();
        writeln!(out, "{margin} {y:>2} |{line}|")?;
    }
    writeln!(out, "{border}")?;
    let labels: String = (0..width)
        .map(|c| char::from_digit((c % 10) as u32, 10).unwrap_or('?'))
        .collect();
    writeln!(out, "      {labels}")
}

/// A cell of the newest piece: its letter in lower case, in its colour when asked.
fn newest_cell(newest: Newest) -> String {
    let letter = newest.piece.letter().to_ascii_lowercase();
    match newest.color {
        true => format!("\x1b[1;{}m{letter}\x1b[0m", ansi_cell(newest.piece)),
        false => letter.to_string(),
    }
}

/// `piece 3: O -> O@0, clears 2 rows`.
pub fn ply_line(index: usize, ply: &Ply) -> String {
    ply_line_as(index, ply, &ply.placement)
}

/// [`ply_line`] with the move named as given (the lines game's slides name their row).
pub fn ply_line_as(index: usize, ply: &Ply, name: &dyn std::fmt::Display) -> String {
    let result = match (ply.turn.after, ply.rows_cleared()) {
        (None, _) => ", tops out".to_string(),
        (Some(_), 0) => String::new(),
        (Some(_), n) => format!(", clears {}", count(u64::from(n), "row", "rows")),
    };
    format!(
        "piece {}: {} -> {}{result}",
        index + 1,
        ply.piece.letter(),
        name
    )
}

/// The board after a ply, with its newest piece.
pub fn draw_ply(out: &mut dyn Write, well: &Well, ply: &Ply, color: bool) -> std::io::Result<()> {
    let cells = newest_cells(well, ply);
    let newest = Newest {
        piece: ply.piece,
        cells: &cells,
        color,
    };
    draw(out, well, &ply.shown(), Some(newest))
}

/// `back to position 3 after 4 pieces: the strategy goes round this cycle forever`.
pub fn cycle_line(cycle: Cycle) -> String {
    format!(
        "back to position {} after {}: the strategy goes round a cycle",
        cycle.first,
        count(cycle.period as u64, "piece", "pieces")
    )
}

/// The figures of a game's plies: rows cleared and the highest stack between plays.
fn summary(well: &Well, plies: &[Ply]) -> String {
    let cleared: u32 = plies.iter().map(Ply::rows_cleared).sum();
    let highest = plies
        .iter()
        .filter_map(|p| p.turn.after)
        .map(|b| b.top_row().map_or(0, |t| t + 1))
        .max()
        .unwrap_or(0);
    format!(
        "{}, {} cleared, highest stack {highest} of {}",
        count(plies.len() as u64, "piece", "pieces"),
        count(u64::from(cleared), "row", "rows"),
        well.height()
    )
}

/// The plies' captions and boards, the first [`MAX_BOARDS`] drawn, the cycle said where the game
/// enters it.
fn write_plies(
    out: &mut dyn Write,
    well: &Well,
    (plies, cycle): (&[Ply], Option<Cycle>),
    color: bool,
) -> std::io::Result<()> {
    for (i, ply) in plies.iter().enumerate() {
        if i < MAX_BOARDS {
            writeln!(out)?;
            writeln!(out, "{}", ply_line(i, ply))?;
            draw_ply(out, well, ply, color)?;
        }
        if i == MAX_BOARDS {
            writeln!(out)?;
            let rest = count((plies.len() - i) as u64, "more piece", "more pieces");
            writeln!(out, "... {rest}, boards not shown")?;
        }
        if let Some(cycle) = cycle.filter(|c| c.first + c.period == i + 1) {
            writeln!(out, "{}", cycle_line(cycle))?;
        }
    }
    Ok(())
}

/// `play --sequence` on a player certificate: the game the strategy plays against the pieces.
pub fn write_strategy_game(
    out: &mut dyn Write,
    game: &StrategyGame,
    color: bool,
) -> std::io::Result<()> {
    let well = game.problem().well;
    writeln!(out, "{}: the player's strategy", game_line(game.problem()))?;
    writeln!(out)?;
    writeln!(out, "start: empty board")?;
    draw(out, &well, &Board::EMPTY, None)?;
    write_plies(out, &well, (game.plies(), game.cycle()), color)?;
    writeln!(out)?;
    let next = game
        .position()
        .and_then(|p| super::game::ahead_piece(p.ahead));
    let next = next.map_or(String::new(), |p| format!(", next piece {}", p.letter()));
    writeln!(
        out,
        "{}; the player survives{next}",
        summary(&well, game.plies())
    )
}

/// `play --moves` on an adversary certificate: the player's game until the top-out or the
/// end of the moves.
pub fn write_policy_game(
    out: &mut dyn Write,
    game: &PolicyGame,
    color: bool,
) -> std::io::Result<()> {
    let well = game.problem().well;
    writeln!(
        out,
        "{}: the adversary's policy, every game ends within {}",
        game_line(game.problem()),
        count(u64::from(game.within()), "piece", "pieces")
    )?;
    writeln!(out)?;
    writeln!(out, "start: empty board")?;
    draw(out, &well, &Board::EMPTY, None)?;
    write_plies(out, &well, (game.plies(), None), color)?;
    writeln!(out)?;
    writeln!(out, "{}", outcome(game))
}

/// How a game against the policy stands.
pub fn outcome(game: &PolicyGame) -> String {
    let pieces = game.plies().len();
    match game.turn() {
        None => format!(
            "the player topped out at piece {pieces} (the policy ends every game within {})",
            game.within()
        ),
        Some((piece, _)) => format!(
            "game not over after {}: the adversary gives {} next; at most {} more",
            count(pieces as u64, "piece", "pieces"),
            piece.letter(),
            count(u64::from(game.at_most()), "piece", "pieces")
        ),
    }
}
