//! The transcript of a game against an adversary certificate's policy (`play --moves`,
//! `worst`), and the lines the interactive game shares with it.

use std::io::Write;

use crate::game::moves::Move;
use sureline_certify::error::{Error, Result};
use sureline_checker::description::{Game, Moves};
use sureline_checker::{Policy, Within};

use crate::game::policy::{names, AdversaryGame, Step, Turn};
use crate::terminal::draw_board;
use crate::words::count;

/// `capped game, width 4, goal rows 3, adversary IOTSZJL, moves all, forever, 41 states`.
pub fn header(policy: &Policy) -> String {
    let rules = &policy.rules;
    let (game, bound) = match rules.game {
        Game::Capped | Game::Goal => ("capped game", format!("goal rows {}", rules.bound)),
        Game::Well => (
            "well",
            format!("height {} (every row a goal row)", rules.bound),
        ),
        Game::Survival => ("survival game", format!("height {}", rules.bound)),
        Game::Lines => ("lines game", format!("height {}", rules.bound)),
    };
    let moves = match rules.moves {
        Moves::All => "all",
        Moves::Grid2022 => "grid-2022",
        Moves::Slide => "slide",
        Moves::Srs => "srs",
    };
    let within = match policy.within {
        Within::Forever => "forever".to_string(),
        Within::Pieces(d) => format!("within {}", count(d, "piece", "pieces")),
    };
    format!(
        "adversary certificate: {game}, width {}, {bound}, adversary {}, moves {moves}, {within}, {}",
        rules.width,
        policy.adversary,
        count(policy.states_declared, "state", "states")
    )
}

/// The caption of a step: `piece 3: T -> T2@5`.
pub(crate) fn step_line(index: usize, step: &Step) -> String {
    super::step_line(index, step.piece, step.placement)
}

/// `1 T0@0, 2 T0@1, 3 T1@0`: the allowed placements with their numbers.
fn numbered(allowed: &[Move]) -> String {
    let items: Vec<String> = allowed
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} {p}", i + 1))
        .collect();
    items.join(", ")
}

/// What comes next: the piece given and the allowed placements, or how the game ended.
pub(crate) fn write_turn(out: &mut dyn Write, game: &AdversaryGame) -> Result<()> {
    let dropped = count(game.steps().len() as u64, "piece", "pieces");
    match game.turn()? {
        Turn::Give { piece, allowed } => writeln!(
            out,
            "piece {}: the adversary gives {}; allowed: {}",
            game.steps().len() + 1,
            piece.letter(),
            numbered(&allowed)
        ),
        Turn::Over(end) => writeln!(
            out,
            "game over after {dropped}: {}; the adversary wins",
            end.explain()
        ),
    }
    .map_err(Error::stdio)
}

/// Prints every board of `game`: the transcript of `play --moves` and of `worst`.
pub fn write_transcript(out: &mut dyn Write, game: &AdversaryGame, color: bool) -> Result<()> {
    writeln!(out, "{}", header(game.policy())).map_err(Error::stdio)?;
    writeln!(out).map_err(Error::stdio)?;
    writeln!(out, "start: empty board").map_err(Error::stdio)?;
    draw_board(out, game, 0, color).map_err(Error::stdio)?;
    for (i, step) in game.steps().iter().enumerate() {
        writeln!(out).map_err(Error::stdio)?;
        writeln!(out, "{}", step_line(i, step)).map_err(Error::stdio)?;
        draw_board(out, game, i + 1, color).map_err(Error::stdio)?;
    }
    writeln!(out).map_err(Error::stdio)?;
    match game.turn()? {
        Turn::Give { piece, allowed } => writeln!(
            out,
            "game not over after {} (the adversary gives {}; allowed: {})",
            count(game.steps().len() as u64, "piece", "pieces"),
            piece.letter(),
            names(&allowed)
        )
        .map_err(Error::stdio),
        Turn::Over(_) => write_turn(out, game),
    }
}
