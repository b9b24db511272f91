//! The tools on lines certificates (spec/lines.md): the games ([`game`]: the person against the
//! player's strategy until the goal, or against the adversary's policy until a top-out or the end
//! of its budget), `play` and `worst` ([`play`]), `stats` ([`stats`]) and the pictures of `render`
//! ([`draw_game`]). Every board is the engine's survival well, recomputed; the goal's count is the
//! engine's `Goal::after`. The certificate was verified by the checker first.

pub mod game;
pub mod play;
pub mod stats;

use sureline_certify::error::{Conflict, Result};
use sureline_certify::lines_read::LinesCertificate;
use sureline_certify::load::LoadedLines;
use sureline_engine::lines::LinesProblem;
use sureline_engine::survival::{Preview, Supply, SurvivalProblem};

use crate::render::scene::Scene;
use crate::render::survival::{frames, scene};
use game::{deepest_game, longest_sequence, replay_moves, replay_pieces, LinesPly};
use play::{count_text, game_line, policy_title};

/// The survival game whose well and turns the lines game plays: the boards are drawn as its.
fn as_survival(problem: &LinesProblem) -> SurvivalProblem {
    let supply = Supply::Set {
        pieces: problem.pieces,
        preview: Preview::Without,
    };
    SurvivalProblem {
        well: problem.well,
        supply,
    }
}

/// `sureline render` on a lines certificate: the game of `--sequence` (player certificate;
/// default: the longest game) or of `--moves` (adversary certificate; default: the game of
/// `worst`), each board captioned with its piece's clears and the rows cleared so far; the board
/// that reaches the goal is outlined. The game's text, whether it is the adversary's certificate,
/// and the figure.
pub fn draw_game(
    loaded: &LoadedLines,
    (sequence, moves): (Option<&str>, Option<&str>),
    columns: usize,
) -> Result<(String, bool, Scene)> {
    let path = loaded.path.clone();
    let (text, adversary, problem, plies, title) = match (&loaded.certificate, sequence, moves) {
        (LinesCertificate::Player(_), _, Some(_)) => {
            return Err(Conflict::MovesOnPlayer(path).into())
        }
        (LinesCertificate::Adversary(_), Some(_), _) => {
            return Err(Conflict::SequenceOnAdversary(path).into())
        }
        (LinesCertificate::Player(strategy), sequence, None) => {
            let game = match sequence {
                Some(letters) => replay_pieces(strategy, letters)?,
                None => longest_sequence(strategy)?,
            };
            let title = "the player's strategy".to_string();
            (
                game.given(),
                false,
                strategy.problem,
                game.plies().to_vec(),
                title,
            )
        }
        (LinesCertificate::Adversary(policy), None, moves) => {
            let game = match moves {
                Some(moves) => replay_moves(policy, moves)?,
                None => deepest_game(policy)?,
            };
            let title = policy_title(&game);
            (
                game.moves_text(),
                true,
                policy.problem,
                game.plies().to_vec(),
                title,
            )
        }
    };
    let survival = as_survival(&problem);
    let turns: Vec<_> = plies.iter().map(|p: &LinesPly| p.ply).collect();
    let mut frames = frames(&survival, &turns, None);
    for (frame, ply) in frames.iter_mut().skip(1).zip(&plies) {
        // [lines.slide] A slide's caption names its row, as the certificate does.
        if ply.row.is_some() {
            let drop_name = format!("{} {}", ply.ply.piece.letter(), ply.ply.placement);
            let name = format!("{} {}", ply.ply.piece.letter(), ply.name());
            frame.lines[1] = frame.lines[1].replacen(&drop_name, &name, 1);
        }
        frame.lines.push(count_text(problem.goal, ply));
        frame.marked = ply.end == Some(game::End::Goal);
    }
    let heading = format!("{}: {title}", game_line(&problem));
    Ok((
        text,
        adversary,
        scene(&survival, &frames, columns, &heading),
    ))
}
