//! `sureline stats` on a lines certificate (spec/lines.md): the game, the goal and the figures of
//! the verified strategy or policy, the games replayed with the engine's well.
//!
//! Definitions (docs/tools.md repeats them):
//! - `games_by_length[k]` (player): the number of piece sequences of the adversary after which the
//!   strategy reaches the goal with piece `k` (index 0 is always 0);
//! - `depth` (adversary): the depth of the deepest node in the walk of [lines.adversary];
//! - `longest_game` (player): the longest game against the strategy, in pieces (its `max-pieces`).

use std::io::Write;
use std::path::Path;

use serde::Serialize;
use sureline_certify::error::{Error, Result};
use sureline_certify::lines_read::LinesCertificate;
use sureline_engine::lines::{Goal, LinesStrategy, Next};
use sureline_engine::pieces::Piece;

use super::game::{deepest_game, goal_text, longest_sequence};

/// The figures of a lines certificate (JSON keys are stable; see docs/tools.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LinesStats {
    /// `player-reaches-the-goal` or `adversary-stops-the-goal`.
    pub claim: &'static str,
    /// `lines`.
    pub game: &'static str,
    pub width: u8,
    pub height: u8,
    pub floor: String,
    pub adversary: String,
    /// `lines` (rows in all) or `at-once`.
    pub goal: &'static str,
    pub k: u8,
    /// [lines.slide] [lines.srs] `slide` or `srs`; absent for hard drops (as in the file).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<&'static str>,
    /// The player's D.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_pieces: Option<u32>,
    /// The adversary's budget D, or `"forever"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub within: Option<String>,
    pub nodes: u64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub games_by_length: Vec<u64>,
    /// The adversary's nodes by the piece they give, in piece order.
    #[serde(
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "crate::stats::adversary::by_letter"
    )]
    pub pieces_given: Vec<(char, u64)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// The player's longest game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub longest_game: Option<u64>,
    pub sha256: String,
}

/// The figures of a verified lines certificate whose identity is `sha256`.
pub fn compute(certificate: &LinesCertificate, sha256: &str) -> Result<LinesStats> {
    let problem = certificate.problem();
    let goal = match problem.goal {
        Goal::Lines(_) => "lines",
        Goal::AtOnce(_) => "at-once",
    };
    let mut stats = LinesStats {
        claim: "player-reaches-the-goal",
        game: "lines",
        width: problem.well.width(),
        height: problem.well.height(),
        floor: problem.well.floor_text(),
        adversary: problem.pieces.to_string(),
        goal,
        k: problem.goal.k(),
        moves: problem.moves.word(),
        max_pieces: None,
        within: None,
        nodes: 0,
        games_by_length: Vec::new(),
        pieces_given: Vec::new(),
        depth: None,
        longest_game: None,
        sha256: sha256.to_string(),
    };
    match certificate {
        LinesCertificate::Player(strategy) => {
            stats.max_pieces = Some(strategy.max_pieces);
            stats.nodes = strategy.nodes.len() as u64;
            stats.games_by_length = games_by_length(strategy)?;
            stats.longest_game = Some(longest_sequence(strategy)?.plies().len() as u64);
        }
        LinesCertificate::Adversary(policy) => {
            stats.claim = "adversary-stops-the-goal";
            stats.within = Some(policy.within.map_or("forever".into(), |d| d.to_string()));
            stats.nodes = policy.nodes.len() as u64;
            let given = |p: Piece| policy.nodes.iter().filter(|n| n.piece == p).count() as u64;
            stats.pieces_given = problem
                .pieces
                .iter()
                .map(|p| (p.letter(), given(p)))
                .collect();
            let deepest = deepest_game(policy)?;
            let budget_used = u32::from(deepest.end().is_some());
            stats.depth = Some(deepest.plies().len() as u32 - budget_used);
        }
    }
    Ok(stats)
}

/// The games from each node by length, children first (a child's id is larger than its
/// parent's); those of node 0.
fn games_by_length(strategy: &LinesStrategy) -> Result<Vec<u64>> {
    let n = strategy.nodes.len();
    let mut games: Vec<Vec<u64>> = vec![Vec::new(); n];
    for node in (0..n).rev() {
        let mut counts = vec![0u64; 2];
        for (_, next) in &strategy.nodes[node] {
            match next {
                Next::Win => counts[1] += 1,
                Next::Node(c) if (*c as usize) > node => {
                    let child = &games[*c as usize];
                    counts.resize(counts.len().max(child.len() + 1), 0);
                    for (k, g) in child.iter().enumerate() {
                        counts[k + 1] = counts[k + 1].saturating_add(*g);
                    }
                }
                Next::Node(c) => return Err(Error::Bug(format!("node {node} leads back to {c}"))),
            }
        }
        games[node] = counts;
    }
    Ok(games.into_iter().next().unwrap_or_default())
}

/// Writes the human-readable table.
pub fn write_table(
    out: &mut dyn Write,
    stats: &LinesStats,
    path: Option<&Path>,
) -> std::io::Result<()> {
    let mut rows = crate::stats::rows::identity_rows(path, &stats.sha256);
    rows.push(("claim", stats.claim.to_string()));
    rows.push(("game", format!("lines {}x{}", stats.width, stats.height)));
    rows.push(("floor", stats.floor.clone()));
    rows.push(("adversary", stats.adversary.clone()));
    let goal = match stats.goal {
        "lines" => Goal::Lines(stats.k),
        _ => Goal::AtOnce(stats.k),
    };
    rows.push(("goal", goal_text(goal)));
    if let Some(moves) = stats.moves {
        rows.push(("moves", moves.to_string()));
    }
    if let Some(d) = stats.max_pieces {
        rows.push(("max pieces", d.to_string()));
    }
    if let Some(within) = &stats.within {
        rows.push(("within", within.clone()));
    }
    rows.push(("nodes", stats.nodes.to_string()));
    if !stats.pieces_given.is_empty() {
        let given: Vec<String> = stats
            .pieces_given
            .iter()
            .map(|(l, n)| format!("{l} {n}"))
            .collect();
        rows.push(("pieces given", given.join(", ")));
    }
    if let Some(depth) = stats.depth {
        rows.push(("depth", depth.to_string()));
    }
    if let Some(longest) = stats.longest_game {
        rows.push(("longest game", longest.to_string()));
    }
    crate::stats::rows::write_rows(out, &rows)?;
    if stats.games_by_length.is_empty() {
        return Ok(());
    }
    writeln!(out)?;
    writeln!(out, "games by length")?;
    writeln!(out, "  {:>6}  {:>9}", "pieces", "sequences")?;
    for (k, n) in stats.games_by_length.iter().enumerate().skip(1) {
        writeln!(out, "  {k:>6}  {n:>9}")?;
    }
    Ok(())
}
