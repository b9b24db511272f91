//! The two certificates of the lines game (spec/lines.md), written from what the engine hands
//! over, then verified by the checker before any byte reaches a file: the player's strategy
//! ([lines.player]) and the adversary's policy ([lines.adversary]).

use std::fmt::Write;
use std::path::{Path, PathBuf};

use sureline_checker::{Claim, Game, Goal as CheckedGoal, Moves, Verdict, Within};
use sureline_engine::lines::{Goal, LinesMoves, LinesPolicy, LinesProblem, LinesStrategy, Next};

use crate::canonical::MAGIC;
use crate::error::Result;
use crate::files::{self, Existing};
use crate::limits::CheckLimits;
use crate::pipeline::verify_produced;

/// [lines.grammar] The claim lines.
pub const PLAYER_CLAIM_LINE: &str = "claim player-reaches-the-goal";
pub const ADVERSARY_CLAIM_LINE: &str = "claim adversary-stops-the-goal";

/// The lines both kinds share after the claim: game, width, height, floor, pieces, preview, the
/// moves line of slides ([lines.slide.grammar]), goal.
fn game_lines(problem: &LinesProblem) -> String {
    let well = &problem.well;
    let moves = problem
        .moves
        .word()
        .map_or(String::new(), |w| format!("moves {w}\n"));
    format!(
        "game lines\nwidth {}\nheight {}\nfloor {}\nadversary {}\npreview 0\n{moves}goal {} {}\n",
        well.width(),
        well.height(),
        well.floor_text(),
        problem.pieces,
        problem.goal.word(),
        problem.goal.k()
    )
}

/// [lines.player] The certificate of a strategy.
pub fn player_text(strategy: &LinesStrategy) -> String {
    let mut text = format!(
        "{MAGIC}\n{PLAYER_CLAIM_LINE}\n{}max-pieces {}\nnodes {}\n",
        game_lines(&strategy.problem),
        strategy.max_pieces,
        strategy.nodes.len()
    );
    for (id, moves) in strategy.nodes.iter().enumerate() {
        write!(text, "{id}").expect("a String takes any text");
        for (placement, next) in moves {
            match next {
                Next::Win => write!(text, " {placement}>win"),
                Next::Node(n) => write!(text, " {placement}>{n}"),
            }
            .expect("a String takes any text");
        }
        text.push('\n');
    }
    text.push_str("end\n");
    text
}

/// [lines.adversary] The certificate of a policy.
pub fn adversary_text(policy: &LinesPolicy) -> String {
    let within = policy
        .within
        .map_or("forever".to_string(), |d| d.to_string());
    let mut text = format!(
        "{MAGIC}\n{ADVERSARY_CLAIM_LINE}\n{}within {within}\nnodes {}\n",
        game_lines(&policy.problem),
        policy.nodes.len()
    );
    for (id, node) in policy.nodes.iter().enumerate() {
        write!(text, "{id} {}", node.piece.letter()).expect("a String takes any text");
        for (field, placement) in node.fields.iter().zip(&node.placements) {
            // [lines.slide.grammar] With slides each field names its placement first.
            if policy.problem.moves != LinesMoves::Drop {
                write!(text, " {placement}>").expect("a String takes any text");
            } else {
                text.push(' ');
            }
            match field {
                None => text.push('x'),
                Some(n) => write!(text, "{n}").expect("a String takes any text"),
            }
        }
        text.push('\n');
    }
    text.push_str("end\n");
    text
}

/// [lines.claim] The claim a produced certificate must prove: its game, and the player's goal
/// within `max_pieces`, or the adversary's stop `within` (None: for ever).
pub fn lines_claim(problem: &LinesProblem, side: Side) -> Claim {
    let goal = match problem.goal {
        Goal::Lines(k) => CheckedGoal { at_once: false, k },
        Goal::AtOnce(k) => CheckedGoal { at_once: true, k },
    };
    let (max_pieces, within) = match side {
        Side::Player { max_pieces } => (Some(u64::from(max_pieces)), None),
        Side::Adversary { within: None } => (None, Some(Within::Forever)),
        Side::Adversary { within: Some(d) } => (None, Some(Within::Pieces(u64::from(d)))),
    };
    Claim {
        game: Some(Game::Lines),
        width: Some(problem.well.width()),
        height: Some(problem.well.height()),
        floor: Some(problem.well.floor_text()),
        adversary: Some(problem.pieces.to_string()),
        goal: Some(goal),
        max_pieces,
        within,
        moves: match problem.moves {
            LinesMoves::Drop => None,
            LinesMoves::Slide => Some(Moves::Slide),
            LinesMoves::Srs => Some(Moves::Srs),
        },
        ..Claim::default()
    }
}

/// Whose certificate, and its bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Player { max_pieces: u32 },
    Adversary { within: Option<u32> },
}

impl Side {
    /// `player`, `adversary` or `no-win-within-D`, for file names.
    pub fn name(self) -> String {
        match self {
            Side::Player { .. } => "player".into(),
            Side::Adversary { within: None } => "adversary".into(),
            Side::Adversary { within: Some(d) } => format!("no-win-within-{d}"),
        }
    }
}

/// `lines-6x4-IOTSZJL-at-once-2-player.cert`.
pub fn default_name(problem: &LinesProblem, side: Side) -> String {
    format!("{}-{}.cert", problem.name(), side.name())
}

/// A certificate written and verified: its text, the checker's verdict, where it went.
pub struct Written {
    pub verdict: Verdict,
    pub path: PathBuf,
    pub bytes: usize,
}

/// Verifies `text` for the claim of `side` and writes it to `path` (refused when it exists,
/// unless `existing` replaces it): nothing reaches the file unverified.
pub fn verify_and_write(
    problem: &LinesProblem,
    side: Side,
    text: &str,
    (path, existing, limits): (&Path, Existing, CheckLimits),
) -> Result<Written> {
    let verdict = verify_produced(text, &lines_claim(problem, side), limits)?;
    let reservation = files::reserve(&[path.to_path_buf()], existing)?;
    reservation.write_all(&[text.as_bytes()])?;
    Ok(Written {
        verdict,
        path: path.to_path_buf(),
        bytes: text.len(),
    })
}
