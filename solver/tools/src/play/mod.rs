//! `sureline play` and `sureline worst` on a player certificate: the interactive game, the
//! transcripts and the options. The replay is in [`replay`], the boards of both claim kinds in
//! [`frames`]; on an adversary certificate the commands dispatch to [`crate::adversary`], where
//! the person plays the player.

mod frames;
mod replay;

pub use frames::{draw_board, owners, ColorChoice, Dropped, Frames};
pub use replay::{replay, worst_sequence, Game, GiveError, Step};

use std::io::{BufRead, Write};
use std::path::PathBuf;

use sureline_checker::Certificate;

use crate::adversary;
use crate::prompt::next_commands;
use crate::words::count;
use sureline_certify::error::{Conflict, Error, Result};
use sureline_certify::load::{load_any, LoadedAny};
use sureline_engine::pieces::Piece;

/// The caption of a step: `piece 3: T -> T2@5`.
fn step_line(index: usize, step: &Step) -> String {
    format!(
        "piece {}: {} -> {}",
        index + 1,
        step.piece.letter(),
        step.placement
    )
}

fn game_header(cert: &Certificate) -> String {
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

fn write_outcome(out: &mut dyn Write, game: &Game) -> std::io::Result<()> {
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

const HELP: &str = "\
You are the adversary: type a piece letter (I O T S Z J L, case-insensitive; several letters
on one line are played in turn) and the certificate's strategy answers with its placement.
  u  undo the last piece      r  restart from the empty board
  ?  this help                q  quit
A line with a mistake in it is refused whole.";

/// One command of the interactive game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Command {
    Quit,
    Help,
    Undo,
    Restart,
    Give(Piece),
}

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
        let command = match c {
            c if c.is_whitespace() => continue,
            'q' | 'Q' => Command::Quit,
            '?' | 'h' | 'H' => Command::Help,
            'u' | 'U' => Command::Undo,
            'r' | 'R' => Command::Restart,
            c => match Piece::from_letter(c) {
                Some(piece) if game.pieces().slot(piece).is_some() => Command::Give(piece),
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
            Command::Give(piece) => match trial.give(*piece) {
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
    let mut game = Game::new(cert)?;
    writeln!(out, "{}", game_header(cert)).map_err(io)?;
    writeln!(out, "{HELP}").map_err(io)?;
    writeln!(out).map_err(io)?;
    draw_board(out, &game, 0, color).map_err(io)?;
    loop {
        let prompt = game.pieces().to_string();
        let read = next_commands(input, out, &prompt, |line| parse_line(line, &game));
        let Some(commands) = read.map_err(io)? else {
            return Ok(());
        };
        for command in commands {
            match command {
                Command::Quit => return Ok(()),
                Command::Help => writeln!(out, "{HELP}").map_err(io)?,
                Command::Undo => match game.undo() {
                    Some(step) => {
                        writeln!(out, "undo {}", step_line(game.steps().len(), &step))
                            .map_err(io)?;
                        draw_board(out, &game, game.steps().len(), color).map_err(io)?;
                    }
                    None => writeln!(out, "nothing to undo").map_err(io)?,
                },
                Command::Restart => {
                    game = Game::new(cert)?;
                    writeln!(out, "restart").map_err(io)?;
                    draw_board(out, &game, 0, color).map_err(io)?;
                }
                Command::Give(piece) => match game.give(piece) {
                    Ok(_) => {
                        let n = game.steps().len();
                        let line = step_line(n - 1, &game.steps()[n - 1]);
                        writeln!(out, "{line}").map_err(io)?;
                        draw_board(out, &game, n, color).map_err(io)?;
                        if game.is_over() {
                            write_outcome(out, &game).map_err(io)?;
                            writeln!(out, "(u undo, r restart, q quit)").map_err(io)?;
                        }
                    }
                    // parse_line refused both already.
                    Err(GiveError::GameOver) | Err(GiveError::NotInSet(_)) => {}
                    Err(GiveError::Illegal(message)) => return Err(Error::Bug(message)),
                },
            }
        }
    }
}

/// Options of `sureline play`.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    /// The certificate file.
    pub cert: PathBuf,
    /// Play these pieces (e.g. IZSTO) and print every board instead of playing interactively
    /// (player certificates).
    pub sequence: Option<String>,
    /// Play these placements (e.g. `T0@3,S1@0`) and print every board instead of playing
    /// interactively (adversary certificates).
    pub moves: Option<String>,
    /// ANSI colours: auto (terminal and NO_COLOR unset), always or never.
    pub color: ColorChoice,
}

/// `--sequence` names the adversary's pieces, `--moves` the player's placements: each fits one
/// claim kind only.
pub(crate) fn check_game_option(
    loaded: &LoadedAny,
    sequence: Option<&str>,
    moves: Option<&str>,
) -> Result<()> {
    match (loaded, sequence, moves) {
        (LoadedAny::Player(cert), _, Some(_)) => {
            Err(Conflict::MovesOnPlayer(cert.path.clone()).into())
        }
        (LoadedAny::Adversary(cert), Some(_), _) => {
            Err(Conflict::SequenceOnAdversary(cert.path.clone()).into())
        }
        _ => Ok(()),
    }
}

/// `sureline play`: on a player certificate `--sequence` prints the transcript to `out`, on an
/// adversary certificate `--moves` does; otherwise plays on `input`.
pub fn run_play(args: &PlayOptions, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<()> {
    let loaded = load_any(&args.cert)?;
    check_game_option(&loaded, args.sequence.as_deref(), args.moves.as_deref())?;
    let color = args.color.enabled();
    match (&loaded, &args.sequence, &args.moves) {
        (LoadedAny::Player(loaded), Some(sequence), _) => {
            let game = replay(&loaded.certificate, sequence)?;
            write_transcript(out, &game, color).map_err(Error::stdout)
        }
        (LoadedAny::Player(loaded), None, _) => {
            play_interactive(&loaded.certificate, input, out, color)
        }
        (LoadedAny::Adversary(loaded), _, Some(moves)) => {
            let game = adversary::replay_moves(&loaded.policy, moves)?;
            adversary::play::write_transcript(out, &game, color)
        }
        (LoadedAny::Adversary(loaded), _, None) => {
            adversary::play::play_interactive(&loaded.policy, input, out, color)
        }
    }
}

/// Options of `sureline worst`.
#[derive(Clone, Debug)]
pub struct WorstOptions {
    /// The certificate file.
    pub cert: PathBuf,
    /// ANSI colours: auto (terminal and NO_COLOR unset), always or never.
    pub color: ColorChoice,
}

/// `sureline worst`: on a player certificate prints `sequence <letters>`, then the transcript of
/// that game; on an adversary certificate `moves <placements>` (the longest game the player can
/// make), then its transcript. Returns the letters or the placements.
pub fn worst(args: &WorstOptions, out: &mut dyn Write) -> Result<String> {
    match load_any(&args.cert)? {
        LoadedAny::Player(loaded) => {
            let sequence = worst_sequence(&loaded.certificate)?;
            let game = replay(&loaded.certificate, &sequence)?;
            writeln!(out, "sequence {sequence}").map_err(Error::stdout)?;
            write_transcript(out, &game, args.color.enabled()).map_err(Error::stdout)?;
            Ok(sequence)
        }
        LoadedAny::Adversary(loaded) => {
            let game = adversary::worst_game(&loaded.policy)?;
            let moves = adversary::moves_text(&game);
            writeln!(out, "moves {moves}").map_err(Error::stdout)?;
            adversary::play::write_transcript(out, &game, args.color.enabled())?;
            Ok(moves)
        }
    }
}
