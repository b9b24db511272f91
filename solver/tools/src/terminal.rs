//! The boards of a game as the terminal shows them (`play`, `worst`): one character per cell,
//! ANSI colours when wanted ([`ColorChoice`]), [`draw_board`].

use std::io::{IsTerminal, Write};

use sureline_checker::Board;
use sureline_engine::pieces::Piece;

use crate::game::frames::{owners, Frames};
use crate::palette::{letter_color, piece_color, WHITE};

/// Whether boards are drawn with ANSI colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Colours when standard output is a terminal and NO_COLOR is not set.
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Resolves `auto` against the real standard output and environment.
    pub fn enabled(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stdout().is_terminal()
                    && std::env::var_os("NO_COLOR")
                        .filter(|v| !v.is_empty())
                        .is_none()
            }
        }
    }
}

/// A cell of `piece` as the 256-colour terminal draws it: the SGR codes of its letter's colour
/// and of its background, the nearest colours of the palette the pictures and the page use.
pub(crate) fn ansi_cell(piece: Piece) -> String {
    let letter = match letter_color(piece) {
        WHITE => "97",
        _ => "30",
    };
    format!("{letter};48;5;{}", piece_color(piece).ansi_256())
}

/// Draws the board after the first `steps` pieces of `game`, top row first.
///
/// Plain layout (one character per cell): a filled cell shows its piece letter, the newest piece
/// in lower case, an empty cell `.`; goal rows carry a `>` in the margin (an `x` when the row is
/// dead: it holds a hole, on the adversary's side), followed by the row number; the completed
/// row is followed by `<- row R completed`. Shown rows: the goal rows and everything filled,
/// plus two empty rows (at most the rows of the board: 20, or H in a well).
pub fn draw_board(
    out: &mut dyn Write,
    game: &dyn Frames,
    steps: usize,
    color: bool,
) -> std::io::Result<()> {
    let width = game.width() as usize;
    let goal = game.goal_rows() as usize;
    let dropped = game.dropped();
    let owners = owners(game.width(), &dropped, steps);
    let newest = steps.checked_sub(1).and_then(|i| dropped.get(i));
    let board = newest
        .map(|s| s.board)
        .unwrap_or(Board::empty(game.width()));
    let dead = newest.map_or(0, |s| s.dead);
    let filled_height = (0..game.width())
        .map(|c| board.column_height(c) as usize)
        .max()
        .unwrap_or(0);
    let shown = (filled_height.max(goal) + 2).min(game.board_rows() as usize);
    let completed = newest.and_then(|s| s.completed).map(|r| r as usize);
    let is_newest =
        |c: usize, r: usize| newest.is_some_and(|s| s.cells.contains(&(c as u8, r as u8)));
    let border = format!("     +{}+", "-".repeat(width));
    writeln!(out, "{border}")?;
    for r in (0..shown).rev() {
        let margin = match (r < goal, dead >> r & 1 == 1) {
            (false, _) => ' ',
            (true, false) => '>',
            (true, true) => 'x',
        };
        write!(out, "{margin} {r:>2} |")?;
        for (c, owner) in owners[r].iter().enumerate() {
            match owner {
                None => write!(out, ".")?,
                Some(piece) => {
                    let letter = if is_newest(c, r) {
                        piece.letter().to_ascii_lowercase()
                    } else {
                        piece.letter()
                    };
                    if color {
                        let bold = if is_newest(c, r) { "1;" } else { "" };
                        write!(out, "\x1b[{bold}{}m{letter}\x1b[0m", ansi_cell(*piece))?;
                    } else {
                        write!(out, "{letter}")?;
                    }
                }
            }
        }
        write!(out, "|")?;
        if completed == Some(r) {
            if color {
                write!(out, " \x1b[1;7m<- row {r} completed\x1b[0m")?;
            } else {
                write!(out, " <- row {r} completed")?;
            }
        }
        writeln!(out)?;
    }
    writeln!(out, "{border}")?;
    let labels: String = (0..width)
        .map(|c| char::from_digit((c % 10) as u32, 10).unwrap_or('?'))
        .collect();
    writeln!(out, "      {labels}")?;
    Ok(())
}
