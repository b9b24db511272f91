//! `sureline stats` on a survival certificate: the figures of the player's strategy or of the
//! adversary's policy, computed on the boards the engine's well recomputes.
//!
//! Definitions (the JSON keys are stable):
//! - the *stack height* of a board is 1 + its highest filled row (0 for the empty board; a
//!   shaped floor's solid cells do not count);
//! - `positions_by_height[h]`: the strategy's nodes whose board has stack height `h`;
//! - `strategy_height`: the highest stack between plays (the largest of those heights);
//! - `first_cycle`: the game when the adversary always gives its first piece (with a sequence,
//!   the sequence): after `lead` pieces it reaches the position it returns to every `period`;
//! - `games_by_length`: the games against the policy (placement after placement, each play the
//!   player can make) by the piece at which the player tops out; the longest is `within` (D).

use std::collections::HashMap;
use std::io::Write;
use std::path::Path;

use serde::Serialize;
use sureline_certify::error::Result;
use sureline_certify::survival_read::SurvivalCertificate;
use sureline_engine::survival::{Field, Supply, SurvivalPolicy, SurvivalProblem, SurvivalStrategy};

use super::game::first_cycle;
use super::terminal::game_line;

/// The game both kinds share in their figures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameFigures {
    /// `survival`.
    pub game: &'static str,
    pub width: u8,
    pub height: u8,
    /// One digit per column, as the certificate writes it.
    pub floor: String,
    /// The adversary's set, letters in the order I O T S Z J L (absent with a sequence).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adversary: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sequence: Option<String>,
    pub preview: u8,
}

impl GameFigures {
    fn of(problem: &SurvivalProblem) -> GameFigures {
        let (adversary, sequence, preview) = match problem.supply {
            Supply::Set { pieces, preview } => (Some(pieces.to_string()), None, preview.digit()),
            Supply::Sequence(s) => (None, Some(s.to_string()), 0),
        };
        GameFigures {
            game: "survival",
            width: problem.well.width(),
            height: problem.well.height(),
            floor: problem.well.floor_text(),
            adversary,
            sequence,
            preview,
        }
    }
}

/// [surv.player] The first cycle of the strategy's game against the first piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FirstCycle {
    pub lead: usize,
    pub period: usize,
}

/// The figures of a player certificate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerFigures {
    /// `player-survives`.
    pub claim: &'static str,
    #[serde(flatten)]
    pub game: GameFigures,
    pub nodes: usize,
    pub positions_by_height: Vec<u64>,
    pub strategy_height: u8,
    pub first_cycle: FirstCycle,
    pub sha256: String,
}

/// A games count per length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GamesOfLength {
    pub length: u32,
    pub games: u128,
}

/// The figures of an adversary certificate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AdversaryFigures {
    /// `adversary-ends-the-game`.
    pub claim: &'static str,
    #[serde(flatten)]
    pub game: GameFigures,
    pub nodes: usize,
    /// D: the longest game, in pieces (the player tops out at the last).
    pub within: u32,
    pub games_by_length: Vec<GamesOfLength>,
    pub sha256: String,
}

/// The figures of either kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum SurvivalStats {
    Player(PlayerFigures),
    Adversary(AdversaryFigures),
}

/// The figures of a loaded survival certificate (`sha256`: its identity).
pub fn compute(certificate: &SurvivalCertificate, sha256: &str) -> Result<SurvivalStats> {
    Ok(match certificate {
        SurvivalCertificate::Player(strategy) => {
            SurvivalStats::Player(player(strategy, sha256.to_string())?)
        }
        SurvivalCertificate::Adversary(policy) => {
            SurvivalStats::Adversary(adversary(policy, sha256.to_string()))
        }
    })
}

fn stack_height(board: &sureline_engine::survival::Board) -> u8 {
    board.top_row().map_or(0, |t| t + 1)
}

fn player(strategy: &SurvivalStrategy, sha256: String) -> Result<PlayerFigures> {
    let height = strategy.problem.well.height();
    let mut by_height = vec![0u64; usize::from(height) + 1];
    for position in &strategy.positions {
        by_height[usize::from(stack_height(&position.board))] += 1;
    }
    let highest = by_height.iter().rposition(|&n| n > 0).unwrap_or(0);
    let cycle = first_cycle(strategy)?
        .cycle()
        .expect("first_cycle plays until a cycle");
    Ok(PlayerFigures {
        claim: "player-survives",
        game: GameFigures::of(&strategy.problem),
        nodes: strategy.nodes(),
        positions_by_height: by_height,
        strategy_height: highest as u8,
        first_cycle: FirstCycle {
            lead: cycle.first,
            period: cycle.period,
        },
        sha256,
    })
}

/// [surv.adversary] Every game against the policy, counted level by level: the nodes reached
/// after `length - 1` pieces with the number of plays reaching them, and the plays whose
/// `length`-th piece tops out.
fn adversary(policy: &SurvivalPolicy, sha256: String) -> AdversaryFigures {
    let mut level: HashMap<usize, u128> = HashMap::from([(0, 1)]);
    let mut games = Vec::new();
    for length in 1..=policy.within {
        let mut next: HashMap<usize, u128> = HashMap::new();
        let mut ending = 0u128;
        for (&node, &plays) in &level {
            for field in policy.fields_of(node) {
                match field {
                    Field::TopsOut => ending = ending.saturating_add(plays),
                    Field::Node(n) => {
                        let slot = next.entry(*n as usize).or_default();
                        *slot = slot.saturating_add(plays);
                    }
                }
            }
        }
        if ending > 0 {
            games.push(GamesOfLength {
                length,
                games: ending,
            });
        }
        level = next;
    }
    AdversaryFigures {
        claim: "adversary-ends-the-game",
        game: GameFigures::of(&policy.problem),
        nodes: policy.nodes.len(),
        within: policy.within,
        games_by_length: games,
        sha256,
    }
}

/// The table of `sureline stats` on a survival certificate.
pub fn write_table(
    out: &mut dyn Write,
    stats: &SurvivalStats,
    problem: &SurvivalProblem,
    path: Option<&Path>,
) -> std::io::Result<()> {
    let mut rows: Vec<(&str, String)> = Vec::new();
    if let Some(path) = path {
        rows.push(("certificate", path.display().to_string()));
    }
    rows.push(("game", game_line(problem)));
    match stats {
        SurvivalStats::Player(s) => {
            rows.push(("sha256", s.sha256.clone()));
            rows.push(("claim", s.claim.to_string()));
            rows.push(("nodes", s.nodes.to_string()));
            let heights = s.positions_by_height.iter().enumerate();
            let heights: Vec<String> = heights.map(|(h, n)| format!("{h}:{n}")).collect();
            rows.push(("by height", heights.join(" ")));
            rows.push(("strategy height", s.strategy_height.to_string()));
            let cycle = &s.first_cycle;
            let text = format!("lead {}, period {}", cycle.lead, cycle.period);
            rows.push(("first cycle", text));
        }
        SurvivalStats::Adversary(s) => {
            rows.push(("sha256", s.sha256.clone()));
            rows.push(("claim", s.claim.to_string()));
            rows.push(("nodes", s.nodes.to_string()));
            rows.push(("longest game", s.within.to_string()));
            let ends = s.games_by_length.iter();
            let ends: Vec<String> = ends.map(|g| format!("{}:{}", g.length, g.games)).collect();
            rows.push(("games ending", ends.join(" ")));
        }
    }
    rows.iter()
        .try_for_each(|(key, value)| writeln!(out, "{key:<16} {value}"))
}
