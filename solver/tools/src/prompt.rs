//! The one loop of the four interactive games (`sureline play` on a player or an adversary
//! certificate, of the line games or of survival): a prompt, one line, played in full or refused
//! in full with one error line, and the commands every game takes. It knows no game rules: each
//! game says them through [`Interactive`].

use std::io::{BufRead, Write};

use sureline_certify::error::{Error, Result};

/// An interactive game: the moves it takes and what each command shows. [`play`] runs it.
pub(crate) trait Interactive {
    /// A piece the person gives, or a placement the person makes.
    type Move;
    /// The text of `?`.
    const HELP: &'static str;
    /// What the prompt says before `> `.
    fn prompt(&self) -> Result<String>;
    /// A line's commands, followed through the game (a copy of it), or why the line is refused.
    fn parse(&self, line: &str) -> std::result::Result<Vec<Command<Self::Move>>, String>;
    /// Undoes the last move (or says there is none) and shows the game.
    fn undo(&mut self, out: &mut dyn Write) -> Result<()>;
    /// Goes back to the start and shows the game.
    fn restart(&mut self, out: &mut dyn Write) -> Result<()>;
    /// Plays a move `parse` accepted and shows the game.
    fn play(&mut self, out: &mut dyn Write, step: Self::Move) -> Result<()>;
}

/// Plays `game` with the lines of `input` until `q` or the end of input: each line played in
/// full or refused whole with one line.
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
                Command::Help => writeln!(out, "{}", G::HELP).map_err(Error::stdio)?,
                Command::Undo => game.undo(out)?,
                Command::Restart => game.restart(out)?,
                Command::Move(step) => game.play(out, step)?,
            }
        }
    }
}

/// Writes `prompt` and reads lines from `input` until `parse` accepts one in full, writing the
/// refusal of each refused line; the commands of the accepted line, or None at the end of
/// input (after a newline, so the terminal's next prompt starts on its own line).
pub(crate) fn next_commands<C>(
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
