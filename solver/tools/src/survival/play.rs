//! `sureline play` on a survival certificate: the person gives pieces against the player's
//! strategy and watches the rows clear (round its cycles, forever), or places the pieces the
//! adversary's policy gives until the top-out; `--sequence` and `--moves` print the game.

use std::io::{BufRead, Write};

use sureline_certify::error::{Conflict, Error, Result};
use sureline_certify::load::LoadedSurvival;
use sureline_certify::survival_read::SurvivalCertificate;
use sureline_engine::pieces::{Piece, Placement};
use sureline_engine::survival::{Board, SurvivalPolicy, SurvivalStrategy};

use super::game::{
    ahead_piece, replay_moves, replay_pieces, PlaceRefusal, PolicyGame, StrategyGame,
};
use super::terminal::{
    cycle_line, draw, draw_ply, game_line, outcome, ply_line, write_policy_game,
    write_strategy_game,
};
use crate::game::policy::{names, parse_placement, words};
use crate::prompt::{self, Command, Interactive};
use crate::words::count;

const STRATEGY_HELP: &str = "\
You are the adversary: type piece letters (several on one line are given in turn; with preview
each letter commits the piece after the one being placed; with a sequence, an empty line gives
the sequence's next piece) and the certificate's strategy answers.
  u  undo the last piece      r  restart from the empty board
  ?  this help                q  quit
A line with a mistake in it is refused whole.";

const POLICY_HELP: &str = "\
You are the player: the adversary's certificate gives a piece, you choose where it drops. Type
a placement by its name (O@0: orientation O, leftmost column 0) or by its number in the list;
several on one line are played in turn.
  u  undo the last piece      r  restart from the empty board
  ?  this help                q  quit
A line with a mistake in it is refused whole.";

/// `sureline play` on a survival certificate (`--sequence` on a player certificate, `--moves` on
/// an adversary one print the game; otherwise the game is played on `input`).
pub fn run(
    loaded: &LoadedSurvival,
    (sequence, moves): (Option<&str>, Option<&str>),
    color: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<()> {
    let path = loaded.path.clone();
    match (&loaded.certificate, sequence, moves) {
        (SurvivalCertificate::Player(_), _, Some(_)) => Err(Conflict::MovesOnPlayer(path).into()),
        (SurvivalCertificate::Adversary(_), Some(_), _) => {
            Err(Conflict::SequenceOnAdversary(path).into())
        }
        (SurvivalCertificate::Player(strategy), Some(letters), None) => {
            let game = replay_pieces(strategy, letters)?;
            write_strategy_game(out, &game, color).map_err(Error::stdout)
        }
        (SurvivalCertificate::Adversary(policy), None, Some(moves)) => {
            let game = replay_moves(policy, moves)?;
            write_policy_game(out, &game, color).map_err(Error::stdout)
        }
        (SurvivalCertificate::Player(strategy), None, None) => {
            against_strategy(strategy, (input, out), color)
        }
        (SurvivalCertificate::Adversary(policy), None, None) => {
            against_policy(policy, (input, out), color)
        }
    }
}

/// A line of letters: command letters or pieces (an empty line: the sequence's next piece).
fn piece_line(line: &str, game: &StrategyGame) -> std::result::Result<Vec<Command<Piece>>, String> {
    let mut commands = Vec::new();
    for (i, c) in line.chars().enumerate().filter(|(_, c)| !c.is_whitespace()) {
        let command = Command::of_letter(c)
            .or_else(|| Piece::from_letter(c).map(Command::Move))
            .ok_or_else(|| {
                format!(
                    "not played: '{}' at position {} is not a piece letter or a command (? for help)",
                    c.escape_debug(),
                    i + 1
                )
            })?;
        commands.push(command);
    }
    if commands.is_empty() {
        commands.extend(game.next_of_sequence().map(Command::Move));
    }
    let mut trial = game.clone();
    for command in &commands {
        match command {
            Command::Quit => break,
            Command::Undo => {
                trial.undo();
            }
            Command::Restart => trial.restart(),
            Command::Help => {}
            Command::Move(piece) => {
                trial.give(*piece).map_err(|e| format!("not played: {e}"))?;
            }
        }
    }
    Ok(commands)
}

/// The board of a strategy game now, with its last piece.
fn show_strategy(out: &mut dyn Write, game: &StrategyGame, color: bool) -> std::io::Result<()> {
    let well = game.problem().well;
    match game.plies().last() {
        Some(ply) => draw_ply(out, &well, ply, color),
        None => draw(out, &well, &Board::EMPTY, None),
    }
}

fn against_strategy(
    strategy: &SurvivalStrategy,
    (input, out): (&mut dyn BufRead, &mut dyn Write),
    color: bool,
) -> Result<()> {
    let game = StrategyGame::new(strategy);
    let io = Error::stdio;
    writeln!(
        out,
        "{}: the player's strategy",
        game_line(&strategy.problem)
    )
    .map_err(io)?;
    writeln!(out, "{STRATEGY_HELP}\n").map_err(io)?;
    show_strategy(out, &game, color).map_err(io)?;
    prompt::play(&mut Giving { game, color }, input, out)
}

/// The person giving pieces to a survival strategy.
struct Giving<'s> {
    game: StrategyGame<'s>,
    color: bool,
}

impl Interactive for Giving<'_> {
    type Move = Piece;
    const HELP: &'static str = STRATEGY_HELP;

    fn prompt(&self) -> Result<String> {
        Ok(self.game.problem().pieces_name())
    }

    fn parse(&self, line: &str) -> std::result::Result<Vec<Command<Piece>>, String> {
        piece_line(line, &self.game)
    }

    fn undo(&mut self, out: &mut dyn Write) -> Result<()> {
        let said = said_undo(self.game.undo().is_some());
        say_and_show(out, said, |out| show_strategy(out, &self.game, self.color))
    }

    fn restart(&mut self, out: &mut dyn Write) -> Result<()> {
        self.game.restart();
        say_and_show(out, "restart", |out| {
            show_strategy(out, &self.game, self.color)
        })
    }

    fn play(&mut self, out: &mut dyn Write, piece: Piece) -> Result<()> {
        give(out, &mut self.game, piece, self.color).map_err(Error::stdio)
    }
}

/// What `u` says: whether there was a piece to undo.
pub(crate) fn said_undo(undone: bool) -> &'static str {
    ["nothing to undo", "undo"][usize::from(undone)]
}

/// One line, then the game as `show` draws it.
pub(crate) fn say_and_show(
    out: &mut dyn Write,
    said: &str,
    show: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<()> {
    writeln!(out, "{said}").map_err(Error::stdio)?;
    show(out).map_err(Error::stdio)
}

/// Gives one piece and shows the strategy's answer, and the cycle when the game closes one.
fn give(
    out: &mut dyn Write,
    game: &mut StrategyGame,
    piece: Piece,
    color: bool,
) -> std::io::Result<()> {
    let before = game.cycle();
    match game.give(piece) {
        Ok(None) => writeln!(out, "first piece {}", piece.letter())?,
        Ok(Some(_)) => {
            let n = game.plies().len();
            writeln!(out, "{}", ply_line(n - 1, &game.plies()[n - 1]))?;
            show_strategy(out, game, color)?;
        }
        Err(message) => writeln!(out, "not played: {message}")?,
    }
    // With preview the reader hands the piece after the one being placed: say which that is.
    if let Some(next) = game.position().and_then(|p| ahead_piece(p.ahead)) {
        writeln!(out, "the strategy places {} next", next.letter())?;
    }
    match (before, game.cycle()) {
        (None, Some(cycle)) => writeln!(out, "{}", cycle_line(cycle)),
        _ => Ok(()),
    }
}

/// A line of placements (names or numbers) and command letters.
fn placement_line(
    line: &str,
    game: &PolicyGame,
) -> std::result::Result<Vec<Command<Placement>>, String> {
    let mut commands = Vec::new();
    let mut trial = game.clone();
    for (position, word) in words(line) {
        let letters: Option<Vec<Command<Placement>>> =
            word.chars().map(Command::of_letter).collect();
        if let Some(letters) = letters {
            for command in letters {
                match command {
                    Command::Undo => {
                        trial.undo();
                    }
                    Command::Restart => trial.restart(),
                    _ => {}
                }
                commands.push(command);
            }
            continue;
        }
        if trial.is_over() {
            let over = PlaceRefusal::Over(trial.plies().len()).explain();
            return Err(format!(
                "not played: '{word}' at position {position} {over}"
            ));
        }
        let allowed = trial.turn().map(|t| t.1).unwrap_or_default();
        let refused = |why: String| format!("not played: '{word}' at position {position} {why}");
        let placement = match parse_placement(word, &allowed) {
            Some(Ok(p)) => p,
            Some(Err(n)) => {
                return Err(refused(format!(
                    "names no placement: {n} of 1..{}",
                    allowed.len()
                )))
            }
            None => {
                return Err(refused(
                    "is not a placement, a number or a command (? for help)".into(),
                ))
            }
        };
        trial.place(placement).map_err(|r| refused(r.explain()))?;
        commands.push(Command::Move(placement));
    }
    Ok(commands)
}

/// The turn's prompt lines: the piece, the next one with preview, the placements numbered.
fn show_turn(out: &mut dyn Write, game: &PolicyGame) -> std::io::Result<()> {
    let Some((piece, allowed)) = game.turn() else {
        return writeln!(out, "{}\n(u undo, r restart, q quit)", outcome(game));
    };
    let next = game
        .next_piece()
        .map_or(String::new(), |p| format!(" (next: {})", p.letter()));
    let numbered: Vec<String> = allowed
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}:{p}", i + 1))
        .collect();
    let at_most = count(u64::from(game.at_most()), "more piece", "more pieces");
    writeln!(
        out,
        "the adversary gives {}{next}; at most {at_most}",
        piece.letter()
    )?;
    writeln!(out, "placements: {}", numbered.join(" "))
}

fn show_policy(out: &mut dyn Write, game: &PolicyGame, color: bool) -> std::io::Result<()> {
    let well = game.problem().well;
    match game.plies().last() {
        Some(ply) => draw_ply(out, &well, ply, color)?,
        None => draw(out, &well, &Board::EMPTY, None)?,
    }
    show_turn(out, game)
}

fn against_policy(
    policy: &SurvivalPolicy,
    (input, out): (&mut dyn BufRead, &mut dyn Write),
    color: bool,
) -> Result<()> {
    let game = PolicyGame::new(policy);
    let io = Error::stdio;
    writeln!(
        out,
        "{}: the adversary's policy, every game ends within {} pieces",
        game_line(&policy.problem),
        policy.within
    )
    .map_err(io)?;
    writeln!(out, "{POLICY_HELP}\n").map_err(io)?;
    show_policy(out, &game, color).map_err(io)?;
    prompt::play(&mut Placing { game, color }, input, out)
}

/// The person placing the pieces a survival policy gives.
struct Placing<'p> {
    game: PolicyGame<'p>,
    color: bool,
}

impl Interactive for Placing<'_> {
    type Move = Placement;
    const HELP: &'static str = POLICY_HELP;

    fn prompt(&self) -> Result<String> {
        Ok("place".to_string())
    }

    fn parse(&self, line: &str) -> std::result::Result<Vec<Command<Placement>>, String> {
        placement_line(line, &self.game)
    }

    fn undo(&mut self, out: &mut dyn Write) -> Result<()> {
        let said = said_undo(self.game.undo().is_some());
        say_and_show(out, said, |out| show_policy(out, &self.game, self.color))
    }

    fn restart(&mut self, out: &mut dyn Write) -> Result<()> {
        self.game.restart();
        say_and_show(out, "restart", |out| {
            show_policy(out, &self.game, self.color)
        })
    }

    fn play(&mut self, out: &mut dyn Write, placement: Placement) -> Result<()> {
        let io = Error::stdio;
        if let Err(refused) = self.game.place(placement) {
            return writeln!(out, "not played: {placement} {}", refused.explain()).map_err(io);
        }
        let n = self.game.plies().len();
        writeln!(out, "{}", ply_line(n - 1, &self.game.plies()[n - 1])).map_err(io)?;
        show_policy(out, &self.game, self.color).map_err(io)
    }
}

/// `O@0 O@2`: the placements of a game, as `--moves` takes them.
pub fn moves_text(game: &PolicyGame) -> String {
    let placements: Vec<Placement> = game.plies().iter().map(|p| p.placement).collect();
    names(&placements).replace(' ', ",")
}
