//! `sureline play` on an adversary certificate: the person is the player and places the pieces
//! the policy gives.

use std::io::{BufRead, Write};

use crate::game::moves::Move as Placement;
use sureline_certify::error::{Error, Result};
use sureline_checker::Policy;

use crate::game::policy::{parse_placement, refusal, words, AdversaryGame, PlaceError, Turn};
use crate::prompt::{self, Interactive};
use crate::terminal::draw_board;
use crate::transcript::policy::{header, step_line, write_turn};

const HELP: &str = "\
You are the player: the adversary's certificate gives a piece, you choose where it drops. Type
an allowed placement by its name (T0@3: orientation T0, leftmost column 3; where pieces slide,
T0@3:1 locks it at row 1, and T0@3 is its hard drop) or by its number in the list; several on
one line (blanks or commas between them) are played in turn.
  u  undo the last piece      r  restart from the empty board
  ?  this help                q  quit
A line with a mistake in it is refused whole. On the boards '>' marks a goal row and 'x' a goal
row with a hole, which can never be completed.";

/// One command of the interactive game: a placement, or a command letter.
type Command = prompt::Command<Placement>;

/// Reads one line of the interactive game into its commands. A line is played only if all of
/// it can be: each word (blanks or commas between words) is a placement name, the number of an
/// allowed placement, or command letters (`u`, `r`, `?` or `h`, `q`; several in one word are
/// taken in turn), and each placement must be allowed where the line has got to (followed
/// through its undos and restarts, up to a `q`). Otherwise the error names the first word that
/// cannot be played, with its 1-based position in the line.
fn parse_line(line: &str, game: &AdversaryGame) -> std::result::Result<Vec<Command>, String> {
    let mut commands = Vec::new();
    let mut trial = game.clone();
    let mut quit = false;
    for (position, word) in words(line) {
        if let Some(letters) = command_letters(word) {
            for command in letters {
                match command {
                    Command::Quit => quit = true,
                    Command::Undo if !quit => {
                        trial.undo();
                    }
                    Command::Restart if !quit => trial.restart(),
                    _ => {}
                }
                commands.push(command);
            }
            continue;
        }
        let turn = trial.turn().map_err(|e| e.to_string())?;
        let allowed = match &turn {
            Turn::Give { allowed, .. } => allowed.as_slice(),
            Turn::Over(_) => &[],
        };
        let parsed = parse_placement(word, allowed).ok_or_else(|| {
            format!(
                "not played: '{}' at position {position} is not a placement, a number or a \
                 command (? for help)",
                word.escape_debug()
            )
        })?;
        if quit {
            continue; // never played, but the rest of the line is still read
        }
        let at = format!("not played: {word} at position {position}");
        let refused = match (parsed, turn) {
            (Ok(placement), _) => match trial.place(placement) {
                Ok(_) => {
                    commands.push(Command::Move(placement));
                    continue;
                }
                Err(refused) => refused,
            },
            (Err(_), Turn::Over(end)) => PlaceError::Over(end),
            (Err(_), Turn::Give { allowed, .. }) => {
                return Err(format!(
                    "{at} is not the number of an allowed placement (1..{})",
                    allowed.len()
                ))
            }
        };
        return Err(match refused {
            PlaceError::Over(_) => {
                format!("{at} comes after the end of the game (u undo, r restart, q quit)")
            }
            refused => format!("{at} {}", refusal(&refused, trial.steps().len())),
        });
    }
    Ok(commands)
}

/// A word of command letters (`u`, `r`, `?` or `h`, `q`, either case), or None.
fn command_letters(word: &str) -> Option<Vec<Command>> {
    word.chars().map(Command::of_letter).collect()
}

/// The interactive game: reads commands from `input` until `q` or end of input. Each line is
/// played in full or, when some word of it cannot be played, not at all (one error line).
pub fn play_interactive(
    policy: &Policy,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    color: bool,
) -> Result<()> {
    let game = AdversaryGame::new(policy)?;
    writeln!(out, "{}", header(policy)).map_err(Error::stdio)?;
    writeln!(out, "{HELP}").map_err(Error::stdio)?;
    writeln!(out).map_err(Error::stdio)?;
    let mut session = Session { game, color };
    session.show(out, 0)?;
    prompt::play(&mut session, input, out)
}

/// The person placing the pieces an adversary certificate's policy gives.
struct Session<'p> {
    game: AdversaryGame<'p>,
    color: bool,
}

impl Session<'_> {
    /// The board after `steps` steps, and the turn.
    fn show(&self, out: &mut dyn Write, steps: usize) -> Result<()> {
        draw_board(out, &self.game, steps, self.color).map_err(Error::stdio)?;
        write_turn(out, &self.game)
    }
}

impl Interactive for Session<'_> {
    type Move = Placement;
    const HELP: &'static str = HELP;

    fn prompt(&self) -> Result<String> {
        Ok(match self.game.turn()? {
            Turn::Give { piece, .. } => piece.letter().to_string(),
            Turn::Over(_) => "end".to_string(),
        })
    }

    fn parse(&self, line: &str) -> std::result::Result<Vec<Command>, String> {
        parse_line(line, &self.game)
    }

    fn undo(&mut self, out: &mut dyn Write) -> Result<()> {
        match self.game.undo() {
            Some(step) => {
                let n = self.game.steps().len();
                writeln!(out, "undo {}", step_line(n, &step)).map_err(Error::stdio)?;
                self.show(out, n)
            }
            None => writeln!(out, "nothing to undo").map_err(Error::stdio),
        }
    }

    fn restart(&mut self, out: &mut dyn Write) -> Result<()> {
        self.game.restart();
        writeln!(out, "restart").map_err(Error::stdio)?;
        self.show(out, 0)
    }

    fn play(&mut self, out: &mut dyn Write, placement: Placement) -> Result<()> {
        match self.game.place(placement) {
            Ok(_) => {
                let n = self.game.steps().len();
                writeln!(out, "{}", step_line(n - 1, &self.game.steps()[n - 1]))
                    .map_err(Error::stdio)?;
                self.show(out, n)?;
                if self.game.end()?.is_some() {
                    writeln!(out, "(u undo, r restart, q quit)").map_err(Error::stdio)?;
                }
                Ok(())
            }
            Err(PlaceError::Bug(message)) => Err(Error::Bug(message)),
            // parse_line refused the others already.
            Err(_) => Ok(()),
        }
    }
}
