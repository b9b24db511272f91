//! The frontier table of `sureline frontier`: for each game and width, the smallest size (goal
//! rows R, well height H) where the player wins, the optimum there, and the certificates of both
//! sides. It climbs the sizes in order ([`climb`]) and renders what the solves certified:
//! `FRONTIER.md` (byte-stable: no times, so a rerun gives the same bytes), `frontier.json` (the
//! same cells with the run's figures and times), `CLAIMS` (the checker options that state each
//! certificate's claim, which CI runs) and `SHA256SUMS`.
//!
//! It solves nothing and verifies nothing: the command runs the solves (each a verified
//! `sureline solve`) and hands over what they wrote. Nothing here touches files.

use serde_json::{json, Value};
use sureline_certify::error::Result;
use sureline_engine::model::{MAX_ROWS, MAX_WELL_HEIGHT};
use sureline_engine::pieces::Game;

use crate::table::{large_certificates, sums_text};
pub use crate::table::{CertRef, Figures};

/// The adversary's piece set of every frontier solve: all seven.
pub const PIECES: &str = "IOTSZJL";

/// The worst-case piece count of the player certificate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pieces {
    /// An optimal solve's value: no strategy wins with fewer (its lower bound certifies it).
    Optimum(u32),
    /// An existence strategy's worst case: an upper bound on the optimum.
    AtMost(u32),
}

impl Pieces {
    pub fn count(self) -> u32 {
        match self {
            Pieces::Optimum(n) | Pieces::AtMost(n) => n,
        }
    }
}

/// What one solve at one size established.
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt {
    PlayerWins {
        pieces: Pieces,
        player: CertRef,
        /// An optimal solve's "no win within optimum - 1".
        lower_bound: Option<CertRef>,
    },
    AdversaryWins(CertRef),
    /// The cell's budget ran out (or the certificate would exceed the format's limits).
    Undecided {
        reason: String,
    },
}

/// The question the climb asks of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Who wins (existence mode: the fast way to find the first winning size).
    Decide(u8),
    /// The optimum and its lower bound, at a size where the player wins.
    Optimal(u8),
}

/// What a cell of the table says.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding {
    /// The player wins at `size`; the adversary at `size - 1` (none below size 1).
    PlayerWins {
        size: u8,
        pieces: Pieces,
        player: CertRef,
        lower_bound: Option<CertRef>,
        adversary_below: Option<CertRef>,
    },
    /// Odd width: the adversary wins at every size by giving O forever ([rules.parity]); the
    /// certificate is for `size`, the largest the solver takes, and by [rules.claims.order]
    /// holds for every smaller one.
    Parity { size: u8, adversary: CertRef },
    /// The adversary wins at every size up to `size`, the largest the solver takes.
    AdversaryEverywhere { size: u8, adversary: CertRef },
    /// The budget ran out at `size`; the adversary wins below it (certified).
    Undecided {
        size: u8,
        reason: String,
        adversary_below: Option<CertRef>,
    },
}

/// A finding's numbers and certificates, whatever its kind (what the renderings share).
struct Parts<'a> {
    /// The kind, as frontier.json names it.
    verdict: &'static str,
    size: u8,
    pieces: Option<Pieces>,
    player: Option<&'a CertRef>,
    lower_bound: Option<&'a CertRef>,
    /// The adversary's certificate and the size it is for.
    adversary: Option<(&'a CertRef, u8)>,
    reason: Option<&'a str>,
}

impl Finding {
    fn parts(&self) -> Parts<'_> {
        let none = |verdict, size| Parts {
            verdict,
            size,
            pieces: None,
            player: None,
            lower_bound: None,
            adversary: None,
            reason: None,
        };
        match self {
            Finding::PlayerWins {
                size,
                pieces,
                player,
                lower_bound,
                adversary_below,
            } => Parts {
                pieces: Some(*pieces),
                player: Some(player),
                lower_bound: lower_bound.as_ref(),
                adversary: adversary_below.as_ref().map(|c| (c, size - 1)),
                ..none("player-wins", *size)
            },
            Finding::Parity { size, adversary } => Parts {
                adversary: Some((adversary, *size)),
                ..none("parity", *size)
            },
            Finding::AdversaryEverywhere { size, adversary } => Parts {
                adversary: Some((adversary, *size)),
                ..none("adversary-everywhere", *size)
            },
            Finding::Undecided {
                size,
                reason,
                adversary_below,
            } => Parts {
                adversary: adversary_below.as_ref().map(|c| (c, size - 1)),
                reason: Some(reason),
                ..none("undecided", *size)
            },
        }
    }
}

/// One cell: a game and a width, what was found and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    pub game: Game,
    pub width: u8,
    pub finding: Finding,
    /// Every solve the climb ran, in order (none for a cell taken from the archive).
    pub solves: Vec<(Ask, Figures)>,
}

/// The largest size the solver takes in `game`.
pub fn largest_size(game: Game) -> u8 {
    match game {
        Game::Capped => MAX_ROWS,
        Game::Well => MAX_WELL_HEIGHT,
    }
}

/// `R` or `H`: the letter of a game's size.
pub fn size_letter(game: Game) -> &'static str {
    match game {
        Game::Capped => "R",
        Game::Well => "H",
    }
}

/// Finds the cell's finding by asking `solve`: sizes upward from 1 (an adversary strategy for a
/// size holds for every smaller one, [rules.claims.order], so the first player win is the
/// frontier) until the player wins, then the optimum there. Odd widths ask the largest size
/// first: the parity argument says the adversary wins there, and a certificate proves it.
pub fn climb(
    game: Game,
    width: u8,
    solve: &mut dyn FnMut(Ask) -> Result<Attempt>,
) -> Result<Finding> {
    let largest = largest_size(game);
    if width % 2 == 1 {
        if let Attempt::AdversaryWins(adversary) = solve(Ask::Decide(largest))? {
            return Ok(Finding::Parity {
                size: largest,
                adversary,
            });
        }
    }
    let mut below = None;
    for size in 1..=largest {
        match solve(Ask::Decide(size))? {
            Attempt::AdversaryWins(certificate) => below = Some(certificate),
            Attempt::Undecided { reason } => {
                return Ok(Finding::Undecided {
                    size,
                    reason,
                    adversary_below: below,
                })
            }
            existence @ Attempt::PlayerWins { .. } => {
                let best = match solve(Ask::Optimal(size))? {
                    optimal @ Attempt::PlayerWins { .. } => optimal,
                    // Out of budget for the optimum: the existence strategy still proves the win.
                    _ => existence,
                };
                let Attempt::PlayerWins {
                    pieces,
                    player,
                    lower_bound,
                } = best
                else {
                    unreachable!("both arms are player wins")
                };
                return Ok(Finding::PlayerWins {
                    size,
                    pieces,
                    player,
                    lower_bound,
                    adversary_below: below,
                });
            }
        }
    }
    let adversary = below.expect("the loop ran at least once and saw only adversary wins");
    Ok(Finding::AdversaryEverywhere {
        size: largest,
        adversary,
    })
}

/// A certificate of the main archive a frontier cell cites instead of recomputing it.
pub struct ArchivedCell {
    pub game: Game,
    pub width: u8,
    pub size: u8,
    pub pieces: Pieces,
    /// File names in `certificates/` (the manifest `NAME.json` beside each gives its figures).
    pub player: &'static str,
    pub lower_bound: Option<&'static str>,
    pub adversary_below: &'static str,
}

/// The 10-wide cells, archived (and verified in CI) before the frontier existed: 10x6 capped
/// (optimum 12, both halves), 10x5 capped adversary; the 10x7 well (optimum 13, both halves)
/// and the 10x6 well adversary.
pub const ARCHIVED: [ArchivedCell; 2] = [
    ArchivedCell {
        game: Game::Capped,
        width: 10,
        size: 6,
        pieces: Pieces::Optimum(12),
        player: "10x6-optimal.cert",
        lower_bound: Some("10x6-no-win-within-11.cert"),
        adversary_below: "10x5-adversary.cert",
    },
    ArchivedCell {
        game: Game::Well,
        width: 10,
        size: 7,
        pieces: Pieces::Optimum(13),
        player: "10x7-well-optimal.cert",
        lower_bound: Some("10x7-well-no-win-within-12.cert"),
        adversary_below: "10x6-well-adversary.cert",
    },
];

/// Every certificate a cell cites, with the checker options that state its claim.
pub fn claims(cell: &Cell) -> Vec<(&CertRef, String)> {
    let game = cell.game.name();
    let option = match cell.game {
        Game::Capped => "--rows",
        Game::Well => "--height",
    };
    let base = |size: u8| {
        format!(
            "--game {game} --width {} {option} {size} --adversary {PIECES}",
            cell.width
        )
    };
    let parts = cell.finding.parts();
    let mut out = Vec::new();
    if let (Some(player), Some(pieces)) = (parts.player, parts.pieces) {
        let n = pieces.count();
        out.push((player, format!("{} --max-pieces {n}", base(parts.size))));
        if let Some(lower) = parts.lower_bound {
            out.push((lower, format!("{} --within {}", base(parts.size), n - 1)));
        }
    }
    if let Some((adversary, size)) = parts.adversary {
        out.push((adversary, format!("{} --forever", base(size))));
    }
    out
}

/// `DIR/CLAIMS`: one line per certificate in the table's directory, `NAME OPTIONS`, the format
/// of `certificates/CLAIMS` (scripts/verify-archive.sh checks every line).
pub fn claims_file(cells: &[Cell]) -> String {
    let claims = cells.iter().flat_map(claims);
    crate::table::claims_file("sureline frontier", "FRONTIER.md", claims)
}

/// `DIR/SHA256SUMS`: the certificates of the table's directory, sorted by name.
pub fn sums_file(cells: &[Cell]) -> String {
    sums_text(cells.iter().flat_map(claims).map(|(cert, _)| cert))
}

/// A certificate in a table cell: its name and the first 12 hex digits of its hash.
fn cite(cert: &CertRef) -> String {
    let hex = cert.sha256.trim_start_matches("sha256:");
    format!("`{}` (`{}…`)", cert.path, &hex[..hex.len().min(12)])
}

fn cite_or_dash(cert: Option<&CertRef>) -> String {
    cert.map_or_else(|| "—".into(), cite)
}

/// One row of the markdown table.
fn markdown_row(cell: &Cell) -> String {
    let letter = size_letter(cell.game);
    let parts = cell.finding.parts();
    let size = parts.size;
    let frontier = match &cell.finding {
        Finding::PlayerWins { .. } => format!("{letter} = {size}"),
        Finding::Parity { .. } => "none: adversary wins at every size (parity, O forever)".into(),
        Finding::AdversaryEverywhere { .. } => format!("none up to {letter} = {size}"),
        Finding::Undecided { .. } => {
            format!("undecided: {letter} = {size} not decided within the budget")
        }
    };
    let pieces = match parts.pieces {
        Some(Pieces::Optimum(n)) => format!("**{n}**"),
        Some(Pieces::AtMost(n)) => format!("<= {n} (existence)"),
        None => "—".into(),
    };
    let below = match (&cell.finding, parts.adversary) {
        (Finding::Parity { .. } | Finding::AdversaryEverywhere { .. }, Some((c, s))) => {
            format!("{} at {letter} = {s}", cite(c))
        }
        (_, adversary) => cite_or_dash(adversary.map(|(c, _)| c)),
    };
    format!(
        "| {} | {} | {frontier} | {pieces} | {} | {} | {below} |\n",
        cell.game.name(),
        cell.width,
        cite_or_dash(parts.player),
        cite_or_dash(parts.lower_bound),
    )
}

/// `DIR/FRONTIER.md`: the table, the claims with full hashes, and how it was made. No times,
/// no machine figures: the same cells give the same bytes.
pub fn markdown(cells: &[Cell], command: &str) -> String {
    let mut text = format!(
        "# The frontier\n\n\
         Generated by `{command}` (do not edit; `frontier.json` holds the same cells with the \
         run's states, times and memory).\n\n\
         For each game and width W: the smallest size where the player can force a line — goal \
         rows R in capped(W, R), height H in well(W, H) (spec/rules.md [rules.games]) — with the \
         fewest pieces that win there, the player's certificate, the lower bound \"no win within \
         one piece fewer\", and the adversary's certificate for the size just below (an adversary \
         strategy for a size holds for every smaller one, [rules.claims.order]). Odd widths: the \
         adversary gives O forever and no row ever completes ([rules.parity]); the certificate is \
         for the largest size the solver takes (capped R = {MAX_ROWS}, well H = \
         {MAX_WELL_HEIGHT}) and holds for every smaller one. A cell \"undecided\" ran out of its \
         budget: its figures are in `frontier.json`.\n\n\
         | game | W | smallest winning size | pieces | player certificate | lower bound | adversary certificate (size below) |\n\
         |---|---|---|---|---|---|---|\n"
    );
    cells.iter().for_each(|cell| text += &markdown_row(cell));
    let certs = cells.iter().flat_map(claims).map(|(cert, _)| cert);
    let remade = format!(", SHA256SUMS lists its digest; `{command}` makes it again");
    text += &large_certificates(certs, &remade);
    text += "\n## Claims\n\nEach certificate, its full hash, and the checker options that state \
             its claim (`sureline-check OPTIONS FILE`; CI runs every line of `CLAIMS`):\n\n";
    for cell in cells {
        for (cert, options) in claims(cell) {
            text += &format!("- `{}` `{}`: `{options}`\n", cert.path, cert.sha256);
        }
    }
    text
}

fn figures_json(figures: &Figures) -> Value {
    json!({
        "states_searched": figures.states_searched,
        "wall_seconds": figures.wall_seconds,
        "peak_rss_bytes": figures.peak_rss_bytes,
    })
}

fn cert_json(cert: Option<&CertRef>) -> Value {
    cert.map_or(
        Value::Null,
        |c| json!({"certificate": c.path, "sha256": c.sha256, "lines": c.lines}),
    )
}

/// One cell of `frontier.json`.
fn cell_json(cell: &Cell) -> Value {
    let parts = cell.finding.parts();
    let total = cell
        .solves
        .iter()
        .fold(Figures::default(), |sum, (_, f)| Figures {
            states_searched: Some(
                sum.states_searched.unwrap_or(0) + f.states_searched.unwrap_or(0),
            ),
            // Rounded to the millisecond, as every solve's figure is.
            wall_seconds: ((sum.wall_seconds + f.wall_seconds) * 1000.0).round() / 1000.0,
            peak_rss_bytes: sum.peak_rss_bytes.max(f.peak_rss_bytes),
        });
    let solves: Vec<Value> = cell
        .solves
        .iter()
        .map(|(ask, figures)| {
            let (mode, size) = match ask {
                Ask::Decide(s) => ("existence", s),
                Ask::Optimal(s) => ("optimal", s),
            };
            json!({"size": size, "mode": mode, "figures": figures_json(figures)})
        })
        .collect();
    json!({
        "game": cell.game.name(),
        "width": cell.width,
        "verdict": parts.verdict,
        "size": parts.size,
        "pieces": parts.pieces.map(Pieces::count),
        "optimum_certified": matches!(parts.pieces, Some(Pieces::Optimum(_))),
        "player": cert_json(parts.player),
        "lower_bound": cert_json(parts.lower_bound),
        "adversary": cert_json(parts.adversary.map(|(c, _)| c)),
        "undecided_reason": parts.reason,
        "figures": figures_json(&total),
        "solves": solves,
    })
}

/// `DIR/frontier.json`: every cell with its certificates, hashes and figures (times included).
pub fn json(cells: &[Cell], command: &str) -> String {
    let value = json!({
        "command": command,
        "pieces": PIECES,
        "cells": cells.iter().map(cell_json).collect::<Vec<_>>(),
    });
    serde_json::to_string_pretty(&value).expect("JSON values serialize") + "\n"
}

#[cfg(test)]
mod tests;
