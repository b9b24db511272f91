//! `sureline play` on a player certificate: the person is the adversary and hands pieces, the
//! strategy answers.

use std::io::{BufRead, Write};

use sureline_certify::strategy::Certificate;

use crate::game::strategy::{Game, GiveError};
use crate::prompt::{self, Interactive};
use crate::terminal::draw_board;
use crate::transcript::strategy::{game_header, step_line, write_outcome};
use sureline_certify::error::{Error, Result};
use sureline_engine::pieces::Piece;

const HELP: &str = "\
You are the adversary: type a piece letter (I O T S Z J L, case-insensitive; several letters
on one line are played in turn) and the certificate's strategy answers with its placement.
  u  undo the last piece      r  restart from the empty board
  ?  this help                q  quit
A line with a mistake in it is refused whole.";

/// One command of the interactive game: a piece to give, or a command letter.
type Command = prompt::Command<Piece>;

/// Reads one line of the interactive game into its commands (white space ignored). A line is
/// played only if all of it can be: every other character must be a command or a piece of the
/// adversary set, and no piece may come after the end of the game (followed through the line's
/// undos and restarts, up to a `q`). Otherwise the error names the first character that cannot
/// be played, with its 1-based position in the line.
fn parse_line(line: &str, game: &Game) -> std::result::Result<Vec<Command>, String> {
    let mut commands = Vec::new();
    let mut positions = Vec::new();
    for (i, c) in line.chars().enumerate() {
        let position = i + 1;
        if c.is_whitespace() {
            continue;
        }
        let command = match Command::of_letter(c) {
            Some(command) => command,
            None => match Piece::from_letter(c) {
                Some(piece) if game.pieces().slot(piece).is_some() => Command::Move(piece),
                Some(piece) => {
                    return Err(format!(
                        "not played: piece {} at position {position} is not in the adversary \
                         set {}",
                        piece.letter(),
                        game.pieces()
                    ))
                }
                None => {
                    return Err(format!(
                        "not played: '{}' at position {position} is not a piece letter or a \
                         command (? for help)",
                        c.escape_debug()
                    ))
                }
            },
        };
        commands.push(command);
        positions.push(position);
    }
    // Follow the line on a copy of the game: a piece after the end of the game stops it.
    let mut trial = game.clone();
    for (command, position) in commands.iter().zip(&positions) {
        match command {
            Command::Quit => break,
            Command::Help => {}
            Command::Undo => {
                trial.undo();
            }
            Command::Restart => trial.restart(),
            Command::Move(piece) => match trial.give(*piece) {
                Ok(_) => {}
                Err(GiveError::GameOver) => {
                    return Err(format!(
                        "not played: piece {} at position {position} comes after the end of \
                         the game (u undo, r restart, q quit)",
                        piece.letter()
                    ))
                }
                // Not in the set was refused above; a certificate whose move cannot be played
                // fails when the line is played.
                Err(GiveError::NotInSet(_)) | Err(GiveError::Illegal(_)) => break,
            },
        }
    }
    Ok(commands)
}

/// The interactive game: reads commands from `input` until `q` or end of input. Each line is
/// played in full or, when some character of it cannot be played, not at all (one error line).
pub fn play_interactive(
    cert: &Certificate,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    color: bool,
) -> Result<()> {
    let io = Error::stdio;
    let game = Game::new(cert)?;
    writeln!(out, "{}", game_header(cert)).map_err(io)?;
    writeln!(out, "{HELP}").map_err(io)?;
    writeln!(out).map_err(io)?;
    draw_board(out, &game, 0, color).map_err(io)?;
    prompt::play(&mut Session { cert, game, color }, input, out)
}

/// The person giving pieces to a player certificate's strategy.
struct Session<'c> {
    cert: &'c Certificate,
    game: Game<'c>,
    color: bool,
}

impl Interactive for Session<'_> {
    type Move = Piece;
    const HELP: &'static str = HELP;

    fn prompt(&self) -> Result<String> {
        Ok(self.game.pieces().to_string())
    }

    fn parse(&self, line: &str) -> std::result::Result<Vec<Command>, String> {
        parse_line(line, &self.game)
    }

    fn undo(&mut self, out: &mut dyn Write) -> Result<()> {
        let io = Error::stdio;
        match self.game.undo() {
            Some(step) => {
                let n = self.game.steps().len();
                writeln!(out, "undo {}", step_line(n, &step)).map_err(io)?;
                draw_board(out, &self.game, n, self.color).map_err(io)
            }
            None => writeln!(out, "nothing to undo").map_err(io),
        }
    }

    fn restart(&mut self, out: &mut dyn Write) -> Result<()> {
        self.game = Game::new(self.cert)?;
        writeln!(out, "restart").map_err(Error::stdio)?;
        draw_board(out, &self.game, 0, self.color).map_err(Error::stdio)
    }

    fn play(&mut self, out: &mut dyn Write, piece: Piece) -> Result<()> {
        let io = Error::stdio;
        match self.game.give(piece) {
            Ok(_) => {
                let n = self.game.steps().len();
                let line = step_line(n - 1, &self.game.steps()[n - 1]);
                writeln!(out, "{line}").map_err(io)?;
                draw_board(out, &self.game, n, self.color).map_err(io)?;
                if self.game.is_over() {
                    write_outcome(out, &self.game).map_err(io)?;
                    writeln!(out, "(u undo, r restart, q quit)").map_err(io)?;
                }
                Ok(())
            }
            // parse_line refused both already.
            Err(GiveError::GameOver) | Err(GiveError::NotInSet(_)) => Ok(()),
            Err(GiveError::Illegal(message)) => Err(Error::Bug(message)),
        }
    }
}
