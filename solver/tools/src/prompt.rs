//! The one interactive loop of `sureline play`, for its four games (the line games' strategy and
//! policy, the survival games' strategy and policy): a prompt, one line, played in full or
//! refused in full with one error line, and the commands every game takes. It knows no game
//! rules: each game says them through [`Interactive`].

use std::io::{BufRead, Write};

use sureline_certify::error::{Error, Result};

/// What the loop needs of a game: its help, its prompt, how it reads a line, and what each
/// command does (each writes what it says, and the board, to `out`).
pub(crate) trait Interactive {
    /// A move of the game: a piece the person gives, or a placement the person makes.
    type Move;

    fn help(&self) -> &'static str;
    /// The prompt before a line (`IOTSZJL`, the piece given, `place`).
    fn prompt(&self) -> Result<String>;
    /// A line's commands, when all of it can be played; otherwise why not, in one line.
    fn parse(&self, line: &str) -> std::result::Result<Vec<Command<Self::Move>>, String>;
    fn undo(&mut self, out: &mut dyn Write) -> Result<()>;
    fn restart(&mut self, out: &mut dyn Write) -> Result<()>;
    fn play(&mut self, next: Self::Move, out: &mut dyn Write) -> Result<()>;
}

/// Plays `game` on `input` until `q` or the end of input. Each line is played in full or, when
/// some of it cannot be played, not at all (one error line).
pub(crate) fn play<G: Interactive>(
    game: &mut G,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<()> {
    loop {
        let prompt = game.prompt()?;
        let read = next_commands(input, out, &prompt, |line| game.parse(line));
        let Some(commands) = read.map_err(Error::stdio)? else {
            return Ok(());
        };
        for command in commands {
            match command {
                Command::Quit => return Ok(()),
                Command::Help => writeln!(out, "{}", game.help()).map_err(Error::stdio)?,
                Command::Undo => game.undo(out)?,
                Command::Restart => game.restart(out)?,
                Command::Move(next) => game.play(next, out)?,
            }
        }
    }
}

/// Writes `prompt` and reads lines from `input` until `parse` accepts one in full, writing the
/// refusal of each refused line; the commands of the accepted line, or None at the end of
/// input (after a newline, so the terminal's next prompt starts on its own line).
fn next_commands<C>(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    prompt: &str,
    parse: impl Fn(&str) -> std::result::Result<Vec<C>, String>,
) -> std::io::Result<Option<Vec<C>>> {
    let mut line = String::new();
    loop {
        write!(out, "{prompt}> ")?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(None);
        }
        match parse(&line) {
            Ok(commands) => return Ok(Some(commands)),
            Err(message) => writeln!(out, "{message}")?,
        }
    }
}

/// One command of an interactive game: the letters both games take, or a move of the game
/// (`M`: a piece the adversary gives, or a placement the player makes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Command<M> {
    Quit,
    Help,
    Undo,
    Restart,
    Move(M),
}

impl<M> Command<M> {
    /// The command of a letter (`q`, `?` or `h`, `u`, `r`, either case), if it is one.
    pub(crate) fn of_letter(c: char) -> Option<Command<M>> {
        match c.to_ascii_lowercase() {
            'q' => Some(Command::Quit),
            '?' | 'h' => Some(Command::Help),
            'u' => Some(Command::Undo),
            'r' => Some(Command::Restart),
            _ => None,
        }
    }
}
