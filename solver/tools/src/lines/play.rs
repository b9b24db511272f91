//! `sureline play` and `worst` on a lines certificate (spec/lines.md): the person gives pieces
//! against the player's strategy until the goal, or places the pieces the adversary's policy
//! gives until a top-out or the end of the budget; `--sequence` and `--moves` print the game. The
//! boards are the survival game's (survival::terminal); each piece's caption adds the rows
//! cleared so far and the goal.

use std::io::{BufRead, Write};

use sureline_certify::error::{Conflict, Error, Result};
use sureline_certify::lines_read::LinesCertificate;
use sureline_certify::load::LoadedLines;
use sureline_engine::lines::{Goal, LinesProblem};
use sureline_engine::pieces::Piece;
use sureline_engine::survival::Board;

use super::game::{
    goal_text, replay_moves, replay_pieces, LinesPly, PlaceRefusal, PolicyGame, StrategyGame,
};
use crate::game::moves::Move;
use crate::game::policy::{parse_placement, words};
use crate::prompt::{self, Command, Interactive};
use crate::survival::play::{said_undo, say_and_show};
use crate::survival::terminal::{draw, draw_ply, ply_line_as};
use crate::words::count;

const STRATEGY_HELP: &str = "\
You are the adversary: type piece letters (several on one line are given in turn) and the
certificate's strategy answers, until it reaches the goal.
  u  undo the last piece      r  restart from the empty board
  ?  this help                q  quit
A line with a mistake in it is refused whole.";

const POLICY_HELP: &str = "\
You are the player: the adversary's certificate gives a piece, you choose where it goes. Type
a placement by its name (O0@0: orientation O0, leftmost column 0; with slides O0@0:1, locked
with its lowest cells in row 1) or by its number in the list; several on one line are played
in turn.
  u  undo the last piece      r  restart from the empty board
  ?  this help                q  quit
A line with a mistake in it is refused whole.";

/// `lines 4x3, adversary O, goal 2 rows at once`: the game of a certificate.
pub fn game_line(problem: &LinesProblem) -> String {
    let well = &problem.well;
    let floor = match well.is_rectangular() {
        true => String::new(),
        false => format!(" on the floor {}", well.floor_text()),
    };
    format!(
        "lines {}x{}{floor}, adversary {}, goal {}",
        well.width(),
        well.height(),
        problem.pieces,
        goal_text(problem.goal)
    )
}

/// `rows cleared: 1, goal 2` (`lines k`: the rows cleared so far), or `cleared at once: 1,
/// goal 2` (`at-once k`: the rows this piece cleared).
pub fn count_text(goal: Goal, ply: &LinesPly) -> String {
    match goal {
        Goal::Lines(k) => format!("rows cleared: {}, goal {k}", ply.count),
        Goal::AtOnce(k) => format!("cleared at once: {}, goal {k}", ply.count),
    }
}

/// `piece 3: O -> O0@0, clears 2 rows; rows cleared: 2 of 2` (with slides `O0@0:0`).
fn caption(goal: Goal, index: usize, ply: &LinesPly) -> String {
    let line = ply_line_as(index, &ply.ply, &ply.name());
    format!("{line}; {}", count_text(goal, ply))
}

/// The start, then every ply's caption and board.
fn write_plies(
    out: &mut dyn Write,
    problem: &LinesProblem,
    plies: &[LinesPly],
    color: bool,
) -> std::io::Result<()> {
    writeln!(out)?;
    writeln!(out, "start: empty board")?;
    draw(out, &problem.well, &Board::EMPTY, None)?;
    for (i, ply) in plies.iter().enumerate() {
        writeln!(out)?;
        writeln!(out, "{}", caption(problem.goal, i, ply))?;
        draw_ply(out, &problem.well, &ply.ply, color)?;
    }
    writeln!(out)
}

/// How a game against the strategy stands.
pub fn strategy_outcome(game: &StrategyGame) -> String {
    let n = count(game.plies().len() as u64, "piece", "pieces");
    match game.plies().last().and_then(|p| p.end) {
        Some(end) => format!("after {n}: {}", end.explain(game.problem().goal)),
        None => format!(
            "game not over after {n} (next piece from: {})",
            game.problem().pieces
        ),
    }
}

/// How a game against the policy stands.
pub fn policy_outcome(game: &PolicyGame) -> String {
    let n = count(game.plies().len() as u64, "piece", "pieces");
    match (game.end(), game.turn()) {
        (Some(end), _) => format!("after {n}: {}", end.explain(game.problem().goal)),
        (None, Some((piece, _))) => {
            format!(
                "game not over after {n} (the adversary gives {})",
                piece.letter()
            )
        }
        (None, None) => format!("game not over after {n}"),
    }
}

/// `play --sequence` on a player certificate.
pub fn write_strategy_game(
    out: &mut dyn Write,
    game: &StrategyGame,
    color: bool,
) -> std::io::Result<()> {
    writeln!(out, "{}: the player's strategy", game_line(game.problem()))?;
    write_plies(out, game.problem(), game.plies(), color)?;
    writeln!(out, "{}", strategy_outcome(game))
}

/// `play --moves` on an adversary certificate.
pub fn write_policy_game(
    out: &mut dyn Write,
    game: &PolicyGame,
    color: bool,
) -> std::io::Result<()> {
    writeln!(out, "{}: {}", game_line(game.problem()), policy_title(game))?;
    write_plies(out, game.problem(), game.plies(), color)?;
    writeln!(out, "{}", policy_outcome(game))
}

/// `the adversary's policy, for ever` or `..., within 5 pieces`.
pub fn policy_title(game: &PolicyGame) -> String {
    match game.policy().within {
        None => "the adversary's policy, for ever".into(),
        Some(d) => format!(
            "the adversary's policy, within {}",
            count(u64::from(d), "piece", "pieces")
        ),
    }
}

/// `sureline play` on a lines certificate.
pub fn run(
    loaded: &LoadedLines,
    (sequence, moves): (Option<&str>, Option<&str>),
    color: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<()> {
    let path = loaded.path.clone();
    let io = Error::stdio;
    match (&loaded.certificate, sequence, moves) {
        (LinesCertificate::Player(_), _, Some(_)) => Err(Conflict::MovesOnPlayer(path).into()),
        (LinesCertificate::Adversary(_), Some(_), _) => {
            Err(Conflict::SequenceOnAdversary(path).into())
        }
        (LinesCertificate::Player(strategy), Some(letters), None) => {
            let game = replay_pieces(strategy, letters)?;
            write_strategy_game(out, &game, color).map_err(Error::stdout)
        }
        (LinesCertificate::Adversary(policy), None, Some(moves)) => {
            let game = replay_moves(policy, moves)?;
            write_policy_game(out, &game, color).map_err(Error::stdout)
        }
        (LinesCertificate::Player(strategy), None, None) => {
            let game = StrategyGame::new(strategy);
            writeln!(
                out,
                "{}: the player's strategy\n{STRATEGY_HELP}",
                game_line(game.problem())
            )
            .map_err(io)?;
            let mut giving = Giving { game, color };
            giving.show(out).map_err(io)?;
            prompt::play(&mut giving, input, out)
        }
        (LinesCertificate::Adversary(policy), None, None) => {
            let game = PolicyGame::new(policy);
            writeln!(
                out,
                "{}: {}\n{POLICY_HELP}",
                game_line(game.problem()),
                policy_title(&game)
            )
            .map_err(io)?;
            let mut placing = Placing { game, color };
            placing.show(out).map_err(io)?;
            prompt::play(&mut placing, input, out)
        }
    }
}

/// The last piece's caption and board, or the empty well before the first.
fn show_last(
    out: &mut dyn Write,
    problem: &LinesProblem,
    plies: &[LinesPly],
    color: bool,
) -> std::io::Result<()> {
    match plies.last() {
        Some(ply) => {
            writeln!(out, "{}", caption(problem.goal, plies.len() - 1, ply))?;
            draw_ply(out, &problem.well, &ply.ply, color)
        }
        None => draw(out, &problem.well, &Board::EMPTY, None),
    }
}

/// The person giving pieces to a lines strategy.
struct Giving<'s> {
    game: StrategyGame<'s>,
    color: bool,
}

impl Giving<'_> {
    fn show(&self, out: &mut dyn Write) -> std::io::Result<()> {
        show_last(out, self.game.problem(), self.game.plies(), self.color)?;
        writeln!(out, "{}", strategy_outcome(&self.game))
    }
}

impl Interactive for Giving<'_> {
    type Move = Piece;
    const HELP: &'static str = STRATEGY_HELP;

    fn prompt(&self) -> Result<String> {
        Ok(self.game.problem().pieces.to_string())
    }

    fn parse(&self, line: &str) -> std::result::Result<Vec<Command<Piece>>, String> {
        let mut trial = self.game.clone();
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
            match command {
                Command::Quit => break,
                Command::Undo => drop(trial.undo()),
                Command::Restart => trial.restart(),
                Command::Help => {}
                Command::Move(piece) => drop(
                    trial
                        .give(piece)
                        .map_err(|e| format!("not played: at position {}: {e}", i + 1))?,
                ),
            }
            commands.push(command);
        }
        Ok(commands)
    }

    fn undo(&mut self, out: &mut dyn Write) -> Result<()> {
        let said = said_undo(self.game.undo().is_some());
        say_and_show(out, said, |out| self.show(out))
    }

    fn restart(&mut self, out: &mut dyn Write) -> Result<()> {
        self.game.restart();
        say_and_show(out, "restart", |out| self.show(out))
    }

    fn play(&mut self, out: &mut dyn Write, piece: Piece) -> Result<()> {
        let given = self.game.give(piece).map(|_| ()).map_err(Error::Bug);
        given.and_then(|()| self.show(out).map_err(Error::stdio))
    }
}

/// The person placing the pieces a lines policy gives.
struct Placing<'p> {
    game: PolicyGame<'p>,
    color: bool,
}

impl Placing<'_> {
    fn show(&self, out: &mut dyn Write) -> std::io::Result<()> {
        show_last(out, self.game.problem(), self.game.plies(), self.color)?;
        match self.game.turn() {
            None => writeln!(
                out,
                "{}\n(u undo, r restart, q quit)",
                policy_outcome(&self.game)
            ),
            Some((piece, allowed)) => {
                let numbered: Vec<String> = allowed
                    .iter()
                    .enumerate()
                    .map(|(i, p)| format!("{}:{p}", i + 1))
                    .collect();
                writeln!(out, "the adversary gives {}", piece.letter())?;
                writeln!(out, "placements: {}", numbered.join(" "))
            }
        }
    }
}

impl Interactive for Placing<'_> {
    type Move = Move;
    const HELP: &'static str = POLICY_HELP;

    fn prompt(&self) -> Result<String> {
        Ok("place".to_string())
    }

    fn parse(&self, line: &str) -> std::result::Result<Vec<Command<Move>>, String> {
        let (mut trial, goal) = (self.game.clone(), self.game.problem().goal);
        let mut commands = Vec::new();
        for (position, word) in words(line) {
            let letters: Option<Vec<Command<Move>>> =
                word.chars().map(Command::of_letter).collect();
            if let Some(letters) = letters {
                for command in letters {
                    match command {
                        Command::Undo => drop(trial.undo()),
                        Command::Restart => trial.restart(),
                        _ => {}
                    }
                    commands.push(command);
                }
                continue;
            }
            let refused =
                |why: String| format!("not played: '{word}' at position {position} {why}");
            if let Some(end) = trial.end() {
                return Err(refused(PlaceRefusal::Over(end).explain(goal)));
            }
            let allowed = trial.turn().map(|t| t.1).unwrap_or_default();
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
            trial
                .place(placement)
                .map_err(|r: PlaceRefusal| refused(r.explain(goal)))?;
            commands.push(Command::Move(placement));
        }
        Ok(commands)
    }

    fn undo(&mut self, out: &mut dyn Write) -> Result<()> {
        let said = said_undo(self.game.undo().is_some());
        say_and_show(out, said, |out| self.show(out))
    }

    fn restart(&mut self, out: &mut dyn Write) -> Result<()> {
        self.game.restart();
        say_and_show(out, "restart", |out| self.show(out))
    }

    fn play(&mut self, out: &mut dyn Write, placement: Move) -> Result<()> {
        let goal = self.game.problem().goal;
        let placed = self.game.place(placement).map(|_| ());
        placed
            .map_err(|r| Error::Bug(r.explain(goal)))
            .and_then(|()| self.show(out).map_err(Error::stdio))
    }
}

/// `sureline worst` on a lines certificate: `sequence LETTERS` and the longest game against the
/// strategy, or `moves PLACEMENTS` and the quickest game to the policy's deepest node.
pub fn worst(loaded: &LoadedLines, color: bool, out: &mut dyn Write) -> Result<String> {
    let stdout = Error::stdout;
    match &loaded.certificate {
        LinesCertificate::Player(strategy) => {
            let game = super::game::longest_sequence(strategy)?;
            writeln!(out, "sequence {}", game.given()).map_err(stdout)?;
            write_strategy_game(out, &game, color).map_err(stdout)?;
            Ok(game.given())
        }
        LinesCertificate::Adversary(policy) => {
            let game = super::game::deepest_game(policy)?;
            writeln!(out, "moves {}", game.moves_text()).map_err(stdout)?;
            write_policy_game(out, &game, color).map_err(stdout)?;
            Ok(game.moves_text())
        }
    }
}
