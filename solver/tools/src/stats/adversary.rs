//! `sureline stats` on an adversary certificate: figures of the verified policy, computed by the
//! breadth-first walk of spec/adversary-certificate.md [adv.walk] on the positions its state lines
//! name (descriptions with hard drops, boards with moves that name rows, [adv.slide]).
//!
//! Definitions (docs/tools.md repeats them for users):
//! - the walk reaches each description once, at the smallest depth (pieces dropped) at which
//!   the game can reach it, and expands it there unless it is terminal ([adv.terminal]);
//! - `depth` is the deepest level the walk reaches (the largest such smallest depth);
//! - `terminal` counts the descriptions the walk reaches that end the game, by kind: `budget`,
//!   `dead`, `parity` (tested in that order, at the depth where the description is first
//!   reached), and `no_placement`: expanded descriptions whose piece has no allowed placement;
//! - `pieces_given`: the state lines (expanded descriptions) by the piece they give.

use std::collections::HashSet;
use std::io::Write;
use std::path::Path;

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use sureline_certify::error::Result;
use sureline_checker::description::Game;
use sureline_checker::{Board, Policy, Within};
use sureline_engine::pieces::Piece;

use crate::game::moves::move_set_name;
use crate::game::policy::{self, allowed, bug, key, terminal, text, End, Longest};
use crate::identity::sha256_hex;

/// The number of terminal descriptions met by the walk, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Terminals {
    pub budget: u64,
    pub dead: u64,
    pub parity: u64,
    pub no_placement: u64,
}

/// The statistics of an adversary certificate (JSON keys are stable; see docs/tools.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AdversaryStats {
    /// `adversary-prevents-a-line`.
    pub claim: &'static str,
    /// `capped` or `well`.
    pub game: &'static str,
    pub width: u8,
    /// R, for the capped game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rows: Option<u8>,
    /// H, for the well.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u8>,
    /// `all`, `grid-2022` or `slide`.
    pub moves: &'static str,
    /// The budget D in pieces, or `"forever"`.
    #[serde(serialize_with = "within")]
    pub within: Within,
    /// The piece set P, letters in the order I O T S Z J L.
    pub adversary: String,
    /// State lines.
    pub states: u64,
    /// State lines by the piece they give, one entry per piece of P, in piece order.
    #[serde(serialize_with = "by_letter")]
    pub pieces_given: Vec<(char, u64)>,
    /// Descriptions the walk reaches (state lines and terminal descriptions).
    pub reached: u64,
    /// The deepest level of the walk.
    pub depth: u64,
    pub terminal: Terminals,
    /// The longest game the player can make (`sureline worst`), in pieces dropped.
    pub longest_game: u64,
    /// The identity of the file, `sha256:` + 64 lowercase hex digits.
    pub sha256: String,
}

fn within<S: Serializer>(within: &Within, serializer: S) -> std::result::Result<S::Ok, S::Error> {
    match within {
        Within::Pieces(d) => serializer.serialize_u64(*d),
        Within::Forever => serializer.serialize_str("forever"),
    }
}

pub(crate) fn by_letter<S: Serializer>(
    counts: &[(char, u64)],
    serializer: S,
) -> std::result::Result<S::Ok, S::Error> {
    let mut map = serializer.serialize_map(Some(counts.len()))?;
    for (letter, n) in counts {
        map.serialize_entry(&letter.to_string(), n)?;
    }
    map.end()
}

/// Walks a verified policy breadth-first ([adv.walk]). `bytes` are the file's exact bytes.
pub fn compute(policy: &Policy, bytes: &[u8]) -> Result<AdversaryStats> {
    compute_with(policy, bytes, &mut Longest::new(policy))
}

/// [`compute`] with the longest games already known (`web` shares them with the worst game).
pub(crate) fn compute_with(
    policy: &Policy,
    bytes: &[u8],
    longest: &mut Longest,
) -> Result<AdversaryStats> {
    let rules = policy.rules;
    let mut given = [0u64; 7];
    let mut terminals = Terminals::default();
    let empty = Board::empty(rules.width);
    let mut seen: HashSet<u128> = HashSet::from([key(&rules, &empty)]);
    let mut level = vec![empty];
    let mut depth = 0u64;
    loop {
        let mut next = Vec::new();
        for d in &level {
            match terminal(policy, d, depth) {
                Some(End::Budget(_)) => terminals.budget += 1,
                Some(End::Dead) => terminals.dead += 1,
                Some(End::Parity) => terminals.parity += 1,
                Some(End::Stuck(_)) => unreachable!("terminal() never says stuck"),
                None => {
                    let piece = policy::given(policy, d)
                        .ok_or_else(|| bug(format!("no state line for {}", text(&rules, d))))?;
                    given[piece.index()] += 1;
                    let placements = allowed(&rules, d, piece);
                    if placements.is_empty() {
                        terminals.no_placement += 1;
                    }
                    for (placement, landed) in placements {
                        if let Some(row) = landed.completed {
                            return Err(bug(format!(
                                "{placement} on {} completes row {row}",
                                text(&rules, d)
                            )));
                        }
                        if seen.insert(key(&rules, &landed.board)) {
                            next.push(landed.board);
                        }
                    }
                }
            }
        }
        if next.is_empty() {
            break;
        }
        (level, depth) = (next, depth + 1);
    }
    let longest_game = longest.from(&empty, 0)?;
    let capped = rules.game == Game::Capped;
    Ok(AdversaryStats {
        claim: "adversary-prevents-a-line",
        game: if capped { "capped" } else { "well" },
        width: rules.width,
        rows: capped.then_some(rules.bound),
        height: (!capped).then_some(rules.bound),
        moves: move_set_name(rules.moves),
        within: policy.within,
        adversary: policy.adversary.clone(),
        states: policy.keys.len() as u64,
        pieces_given: Piece::ALL
            .iter()
            .filter(|p| policy.adversary.contains(p.letter()))
            .map(|p| (p.letter(), given[p.index()]))
            .collect(),
        reached: seen.len() as u64,
        depth,
        terminal: terminals,
        longest_game,
        sha256: format!("sha256:{}", sha256_hex(bytes)),
    })
}

/// Writes the human-readable table.
pub fn write_table(
    out: &mut dyn Write,
    stats: &AdversaryStats,
    path: Option<&Path>,
) -> std::io::Result<()> {
    let mut rows = super::rows::identity_rows(path, &stats.sha256);
    rows.push(("claim", stats.claim.to_string()));
    rows.push(("game", stats.game.to_string()));
    rows.push(("width", stats.width.to_string()));
    if let Some(r) = stats.rows {
        rows.push(("rows", r.to_string()));
    }
    if let Some(h) = stats.height {
        rows.push(("height", h.to_string()));
    }
    rows.push(("moves", stats.moves.to_string()));
    rows.push((
        "within",
        match stats.within {
            Within::Pieces(d) => d.to_string(),
            Within::Forever => "forever".into(),
        },
    ));
    rows.push(("adversary", stats.adversary.clone()));
    rows.push(("states", stats.states.to_string()));
    let given: Vec<String> = stats
        .pieces_given
        .iter()
        .map(|(letter, n)| format!("{letter} {n}"))
        .collect();
    rows.push(("pieces given", given.join(", ")));
    rows.push(("reached", stats.reached.to_string()));
    rows.push(("depth", stats.depth.to_string()));
    rows.push(("longest game", stats.longest_game.to_string()));
    super::rows::write_rows(out, &rows)?;
    let t = &stats.terminal;
    writeln!(out)?;
    writeln!(out, "terminal positions")?;
    for (kind, n) in [
        ("budget", t.budget),
        ("dead", t.dead),
        ("parity", t.parity),
        ("no placement", t.no_placement),
    ] {
        writeln!(out, "  {kind:<14} {n}")?;
    }
    Ok(())
}
