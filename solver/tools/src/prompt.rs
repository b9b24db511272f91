//! The line reader of both interactive games (`sureline play` on either claim kind): a prompt,
//! one line, played in full or refused in full with one error line, and the commands both games
//! take. It knows no game rules.

use std::io::{BufRead, Write};

/// Writes `prompt` and reads lines from `input` until `parse` accepts one in full, writing the
/// refusal of each refused line; the commands of the accepted line, or None at the end of
/// input (after a newline, so the terminal's next prompt starts on its own line).
pub(crate) fn next_commands<C>(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    prompt: &str,
    parse: impl Fn(&str) -> Result<Vec<C>, String>,
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
