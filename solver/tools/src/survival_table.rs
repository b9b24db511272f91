//! The survival tables of `sureline survival` (spec/survival.md): for each row (a piece set with
//! or without preview, or a sequence, in a well with a floor) and each width, the heights climbed
//! from the lowest until the player survives: the smallest height `H*` where the player survives
//! forever, with the player's certificate there and the adversary's at `H* - 1` (an adversary
//! certificate for a height holds for every lower one, [surv.order]); or with `every_height`, the
//! adversary's certificate at every height below `H*`, whose longest game `D` says exactly how
//! many pieces a player survives there (`D - 1`).
//!
//! It renders what the solves certified: `SURVIVAL.md` (byte-stable: no times), `survival.json`
//! (the same cells with each solve's figures, [`json`]), `CLAIMS` (the checker options that state
//! each certificate's claim) and `SHA256SUMS`. It solves nothing and touches no file.

use sureline_certify::limits::CheckLimits;
pub use sureline_certify::manifest::SurvivalMethod;

use crate::table::{large_certificates, sums_text, CertRef, Figures};

mod json;
#[cfg(test)]
mod tests;

pub use json::json;

/// How a table was made, as far as its files say: the command, whether every height below the
/// player's is cited, and which search decided its solves.
#[derive(Clone, Copy, Debug)]
pub struct Table<'a> {
    pub command: &'a str,
    pub every_height: bool,
    pub search: Search,
}

/// The search of a table's solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// The exact search alone: every `within` is the least, and the files name no method (their
    /// bytes are those of the tables made before the staged search).
    Exact,
    /// [survival.staged] The staged search: SURVIVAL.md lists each cited certificate's method
    /// and survival.json gives each certified attempt's, since a guided `within` is only an
    /// upper bound.
    Staged,
}

/// What each method says of the certificate's claim (SURVIVAL.md's Methods section).
const LEGEND: &str = "Each certificate's search (spec/solver-model.md [survival.staged]): \
`local` and `refute` are the exact search (an adversary's `within` is the least: the longest game \
is exact); `lifted` is the player's strategy without preview, written for the preview game (the \
next piece ignored, [survival.lift]); `guided` is the guided search ([survival.guided]): its \
adversary's `within` is the longest game against the policy it found, an upper bound and not \
always the least, so \"by piece D\" of such a cell is not a least.";

/// The legend's sentence on `graph`, in a table that cites such a certificate.
const GRAPH_LEGEND: &str = " `graph` is the exact search too: the whole reachable graph of a \
game of one choice (one piece, or a sequence), which has one stage.";

/// The legend's sentence on `surface`, in a table that cites such a certificate.
const SURFACE_LEGEND: &str = " `surface` is the surface fixed point ([survival.surface]): the \
player's strategy on boards without holes, found when the start is in that game's fixed point; \
a player strategy like any other, which the checker verifies as such.";

/// Where a row's pieces come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowPieces {
    /// The adversary's set (letters in canonical order), and whether the player sees the next.
    Set {
        letters: String,
        preview: bool,
    },
    Sequence(String),
}

/// One row of a table: the pieces, and the floor (`None`: the rectangular well).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub pieces: RowPieces,
    pub floor: Option<String>,
}

impl Row {
    /// `O`, `IO, preview`, `sequence SZ`, with `, floor 0123` for a shaped well.
    pub fn label(&self) -> String {
        let mut label = match &self.pieces {
            RowPieces::Set {
                letters,
                preview: false,
            } => letters.clone(),
            RowPieces::Set {
                letters,
                preview: true,
            } => format!("{letters}, preview"),
            RowPieces::Sequence(s) => format!("sequence {s}"),
        };
        if let Some(floor) = &self.floor {
            label += &format!(", floor {floor}");
        }
        label
    }
}

/// What one solve at one height established, with the search that made its certificate (the
/// method its manifest names).
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt {
    Survives {
        player: CertRef,
        method: SurvivalMethod,
    },
    /// The adversary ends every game; the player tops out by piece `within` at the latest.
    Falls {
        within: u32,
        adversary: CertRef,
        method: SurvivalMethod,
    },
    /// Not decided within the solve's budget, or too large for the format's limits.
    Undecided { reason: String },
}

/// One cell: a row at one width, and the heights tried in climbing order.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    pub row: Row,
    pub width: u8,
    pub attempts: Vec<(u8, Attempt, Figures)>,
}

/// The highest height a falling cell was certified at, with its certificate.
#[derive(Clone, Debug, PartialEq)]
pub struct Below<'a> {
    pub height: u8,
    pub within: u32,
    pub adversary: &'a CertRef,
}

/// What a cell says.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding<'a> {
    /// The player survives from height `height` on; the adversary wins at every lower height.
    Survives {
        height: u8,
        player: &'a CertRef,
        below: Option<Below<'a>>,
    },
    /// The adversary wins at every height up to the largest tried.
    FallsUpTo(Below<'a>),
    /// The solve at `height` did not decide; the adversary wins below it.
    Undecided {
        height: u8,
        reason: &'a str,
        below: Option<Below<'a>>,
    },
}

impl Cell {
    /// The highest certified fall before the last attempt.
    fn below(&self) -> Option<Below<'_>> {
        let before = self.attempts.len().checked_sub(1)?;
        self.attempts[..before]
            .iter()
            .rev()
            .find_map(|(height, attempt, _)| match attempt {
                Attempt::Falls {
                    within, adversary, ..
                } => Some(Below {
                    height: *height,
                    within: *within,
                    adversary,
                }),
                _ => None,
            })
    }

    pub fn finding(&self) -> Finding<'_> {
        let (height, last, _) = self
            .attempts
            .last()
            .expect("a cell tries one height at least");
        match last {
            Attempt::Survives { player, .. } => Finding::Survives {
                height: *height,
                player,
                below: self.below(),
            },
            Attempt::Falls {
                within, adversary, ..
            } => Finding::FallsUpTo(Below {
                height: *height,
                within: *within,
                adversary,
            }),
            Attempt::Undecided { reason } => Finding::Undecided {
                height: *height,
                reason,
                below: self.below(),
            },
        }
    }
}

/// The checker options of a survival claim at `height` (`--forever` for the player, `--within
/// D` for the adversary).
fn claim_options(cell: &Cell, height: u8, attempt: &Attempt) -> String {
    let width = cell.width;
    let floor = cell
        .row
        .floor
        .clone()
        .unwrap_or_else(|| "0".repeat(usize::from(width)));
    let pieces = match &cell.row.pieces {
        RowPieces::Set { letters, preview } => {
            format!("--adversary {letters} --preview {}", u8::from(*preview))
        }
        RowPieces::Sequence(s) => format!("--sequence {s}"),
    };
    let (side, cert) = match attempt {
        Attempt::Survives { player, .. } => ("--forever".to_string(), player),
        Attempt::Falls {
            within, adversary, ..
        } => (format!("--within {within}"), adversary),
        Attempt::Undecided { .. } => unreachable!("an undecided attempt has no certificate"),
    };
    let limits = match cert.limits {
        CheckLimits::Standard => String::new(),
        large => format!(" --limits {}", large.name()),
    };
    format!(
        "--game survival --width {width} --height {height} --floor {floor} {pieces} {side}{limits}"
    )
}

/// The certificates a cell cites, with their claims: every certified attempt with
/// `every_height`, else the player's at `H*` and the adversary's just below (or at the largest
/// height, when the player never survives).
pub fn claims(cell: &Cell, every_height: bool) -> Vec<(&CertRef, String)> {
    cited(cell, every_height)
        .into_iter()
        .map(|(cert, _, options)| (cert, options))
        .collect()
}

/// [`claims`] with each certificate's method.
fn cited(cell: &Cell, every_height: bool) -> Vec<(&CertRef, SurvivalMethod, String)> {
    let last = cell.attempts.len() - 1;
    let below = cell.below().map(|b| b.height);
    cell.attempts
        .iter()
        .enumerate()
        .filter_map(|(i, (height, attempt, _))| {
            let (cert, method) = match attempt {
                Attempt::Survives { player: c, method }
                | Attempt::Falls {
                    adversary: c,
                    method,
                    ..
                } => (c, *method),
                Attempt::Undecided { .. } => return None,
            };
            let cited = every_height || i == last || Some(*height) == below;
            cited.then(|| (cert, method, claim_options(cell, *height, attempt)))
        })
        .collect()
}

/// `DIR/CLAIMS`: `NAME OPTIONS` per certificate of the directory.
pub fn claims_file(cells: &[Cell], every_height: bool) -> String {
    let claims = cells.iter().flat_map(|c| claims(c, every_height));
    crate::table::claims_file("sureline survival", "SURVIVAL.md", claims)
}

/// `DIR/SHA256SUMS`, sorted by name.
pub fn sums_file(cells: &[Cell], every_height: bool) -> String {
    sums_text(
        cells
            .iter()
            .flat_map(|c| claims(c, every_height))
            .map(|(cert, _)| cert),
    )
}

/// What a cell of the minimum-height table says, in a few words.
fn short(cell: &Cell) -> String {
    match cell.finding() {
        Finding::Survives { height, .. } => format!("**{height}**"),
        Finding::FallsUpTo(b) => format!("none <= {}", b.height),
        Finding::Undecided { height, below, .. } => match below {
            Some(b) => format!("> {} (? at {height})", b.height),
            None => format!("? at {height}"),
        },
    }
}

fn rows_of(cells: &[Cell]) -> Vec<&Row> {
    let mut rows: Vec<&Row> = Vec::new();
    for cell in cells {
        if !rows.contains(&&cell.row) {
            rows.push(&cell.row);
        }
    }
    rows
}

fn widths_of(cells: &[Cell]) -> Vec<u8> {
    let mut widths: Vec<u8> = cells.iter().map(|c| c.width).collect();
    widths.sort_unstable();
    widths.dedup();
    widths
}

/// The matrix of smallest heights: a row per row, a column per width.
fn height_matrix(cells: &[Cell]) -> String {
    let widths = widths_of(cells);
    let mut text = String::from("| pieces |");
    widths.iter().for_each(|w| text += &format!(" W = {w} |"));
    text += "\n|---|";
    widths.iter().for_each(|_| text += "---|");
    text += "\n";
    for row in rows_of(cells) {
        text += &format!("| {} |", row.label());
        for w in &widths {
            let cell = cells.iter().find(|c| c.row == *row && c.width == *w);
            text += &format!(" {} |", cell.map_or("".into(), short));
        }
        text += "\n";
    }
    text
}

/// The matrix of pieces survived: a line per (row, width), a column per height; `D - 1` where
/// the adversary ends every game by piece `D`, `forever` where the player survives.
fn count_matrix(cells: &[Cell]) -> String {
    let mut heights: Vec<u8> = cells
        .iter()
        .flat_map(|c| c.attempts.iter().map(|a| a.0))
        .collect();
    heights.sort_unstable();
    heights.dedup();
    let mut text = String::from("| pieces | W |");
    heights.iter().for_each(|h| text += &format!(" H = {h} |"));
    text += "\n|---|---|";
    heights.iter().for_each(|_| text += "---|");
    text += "\n";
    for cell in cells {
        text += &format!("| {} | {} |", cell.row.label(), cell.width);
        for h in &heights {
            let entry = match cell.attempts.iter().find(|a| a.0 == *h) {
                Some((_, Attempt::Falls { within, .. }, _)) => (within - 1).to_string(),
                Some((_, Attempt::Survives { .. }, _)) => "forever".into(),
                Some((_, Attempt::Undecided { .. }, _)) => "?".into(),
                None if cell
                    .attempts
                    .iter()
                    .any(|a| a.0 < *h && matches!(a.1, Attempt::Survives { .. })) =>
                {
                    "forever".into()
                }
                None => "".into(),
            };
            text += &format!(" {entry} |");
        }
        text += "\n";
    }
    text
}

fn cite(cert: &CertRef) -> String {
    let hex = cert.sha256.trim_start_matches("sha256:");
    format!(
        "`{}` (`{}…`, {} nodes)",
        cert.path,
        &hex[..hex.len().min(12)],
        cert.lines
    )
}

/// One line per cell: the finding and its certificates.
fn cell_line(cell: &Cell) -> String {
    let below = |b: &Option<Below>| match b {
        Some(b) => format!(
            "; at H = {} the adversary ends every game by piece {}: {}",
            b.height,
            b.within,
            cite(b.adversary)
        ),
        None => String::new(),
    };
    let what = match cell.finding() {
        Finding::Survives {
            height,
            player,
            below: b,
        } => format!("survives from H = {height}: {}{}", cite(player), below(&b)),
        Finding::FallsUpTo(b) => format!(
            "no height up to {} survives: the adversary ends every game by piece {} at H = {}: {}",
            b.height,
            b.within,
            b.height,
            cite(b.adversary)
        ),
        Finding::Undecided {
            height,
            reason,
            below: b,
        } => format!("undecided at H = {height} ({reason}){}", below(&b)),
    };
    format!("- {}, W = {}: {what}\n", cell.row.label(), cell.width)
}

/// The Methods section of a staged table: the method of each certificate SURVIVAL.md cites, by
/// name.
fn methods_section(cells: &[Cell], every_height: bool) -> String {
    let mut methods: Vec<(&str, SurvivalMethod)> = cells
        .iter()
        .flat_map(|c| cited(c, every_height))
        .map(|(cert, method, _)| (cert.path.as_str(), method))
        .collect();
    methods.sort_unstable();
    methods.dedup();
    // A game of one choice (one piece, a sequence) has one stage, whose exact search may be the
    // whole graph: said only where it is cited, so the archived tables keep their bytes.
    let graph = match methods.iter().any(|(_, m)| *m == SurvivalMethod::Graph) {
        true => GRAPH_LEGEND,
        false => "",
    };
    // Likewise the surface stage, said only in a table that ran it and cites it.
    let surface = match methods.iter().any(|(_, m)| *m == SurvivalMethod::Surface) {
        true => SURFACE_LEGEND,
        false => "",
    };
    let mut text = format!("\n## Methods\n\n{LEGEND}{graph}{surface}\n\n");
    for (path, method) in methods {
        text += &format!("- `{path}`: {method}\n");
    }
    text
}

/// `DIR/SURVIVAL.md`: the table, each cell's certificates, the methods of a staged table, and
/// the claims with full hashes. No times, no machine figures: the same cells give the same bytes.
pub fn markdown(cells: &[Cell], table: Table) -> String {
    let Table {
        command,
        every_height,
        search,
    } = table;
    let mut text = format!(
        "# Survival\n\n\
         Generated by `{command}` (do not edit; `survival.json` holds the same cells with each \
         solve's positions, times and memory).\n\n\
         The game `survival(W, H, P, preview, floor)` of spec/survival.md: rows clear, and the \
         player must keep every cell below row H forever; drop-only play (a player strategy also \
         holds when pieces may slide, an adversary strategy holds for drop-only play). Heights are \
         climbed from the lowest; an adversary certificate for a height holds for every lower one \
         ([surv.order]).\n\n"
    );
    if every_height {
        text += "Pieces a player survives: `D - 1` where the adversary's certificate ends every \
                 game by piece `D` (the longest game is exact); `forever` from the height where \
                 the player's certificate holds.\n\n";
        text += &count_matrix(cells);
    } else {
        text += "The smallest height where the player survives forever (`none <= H`: the \
                 adversary wins at every height up to H, certified at H; `?`: not decided \
                 within the budget).\n\n";
        text += &height_matrix(cells);
    }
    text += "\n## Cells\n\n";
    cells.iter().for_each(|cell| text += &cell_line(cell));
    let certs = cells.iter().flat_map(|c| claims(c, every_height));
    text += &large_certificates(certs.map(|(cert, _)| cert), "; SHA256SUMS lists its digest");
    if search == Search::Staged {
        text += &methods_section(cells, every_height);
    }
    text += "\n## Claims\n\nEach certificate, its full hash, and the checker options that state \
             its claim (`sureline-check OPTIONS FILE`; `CLAIMS` has one line each):\n\n";
    for cell in cells {
        for (cert, options) in claims(cell, every_height) {
            text += &format!("- `{}` `{}`: `{options}`\n", cert.path, cert.sha256);
        }
    }
    text
}
