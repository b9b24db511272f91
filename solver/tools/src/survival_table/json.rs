//! `DIR/survival.json`: every cell, every height tried, with its certificate and figures, as
//! typed values. The fields of each object are declared in alphabetical order: that is the order
//! every archived survival.json has (they were written through serde_json's map, which sorts its
//! keys), so a table renders the same bytes as before.

use serde::{Deserialize, Serialize};
use sureline_certify::limits::CheckLimits;

use super::{Attempt, Cell, Finding, RowPieces, Search, SurvivalMethod, Table};
use crate::table::{CertRef, Figures};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableJson {
    pub cells: Vec<CellJson>,
    pub command: String,
}

/// One cell: its row (a piece set and preview, or a sequence; a floor) and width, the smallest
/// height where the player survives (if found), and every height tried.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CellJson {
    pub attempts: Vec<AttemptJson>,
    pub floor: Option<String>,
    pub pieces: Option<String>,
    pub preview: Option<bool>,
    pub sequence: Option<String>,
    pub smallest_height: Option<u8>,
    pub width: u8,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttemptJson {
    pub certificate: Option<CertJson>,
    pub figures: FiguresJson,
    pub height: u8,
    /// The search that made the certificate: in a staged table's certified attempts only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub method: Option<SurvivalMethod>,
    pub outcome: OutcomeJson,
    /// Why the height is undecided.
    pub reason: Option<String>,
    /// The adversary's longest game.
    pub within: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OutcomeJson {
    PlayerSurvives,
    AdversaryEndsTheGame,
    Undecided,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CertJson {
    pub certificate: String,
    /// `large` for a certificate past the standard limits; absent for the standard ones (the
    /// tables made before it keep their bytes).
    #[serde(default, skip_serializing_if = "is_standard")]
    pub limits: CheckLimits,
    pub nodes: u64,
    pub sha256: String,
}

fn is_standard(limits: &CheckLimits) -> bool {
    *limits == CheckLimits::Standard
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FiguresJson {
    pub peak_rss_bytes: u64,
    /// Positions the search expanded (`null`: stopped before its first progress report).
    pub positions: Option<u64>,
    pub wall_seconds: f64,
}

fn cert_json(cert: &CertRef) -> CertJson {
    CertJson {
        certificate: cert.path.clone(),
        limits: cert.limits,
        nodes: cert.lines,
        sha256: cert.sha256.clone(),
    }
}

fn attempt_json(
    (height, attempt, figures): &(u8, Attempt, Figures),
    search: Search,
) -> AttemptJson {
    let (outcome, certificate, within, reason, method) = match attempt {
        Attempt::Survives { player, method } => (
            OutcomeJson::PlayerSurvives,
            Some(player),
            None,
            None,
            Some(*method),
        ),
        Attempt::Falls {
            within,
            adversary,
            method,
        } => (
            OutcomeJson::AdversaryEndsTheGame,
            Some(adversary),
            Some(*within),
            None,
            Some(*method),
        ),
        Attempt::Undecided { reason } => (
            OutcomeJson::Undecided,
            None,
            None,
            Some(reason.clone()),
            None,
        ),
    };
    AttemptJson {
        certificate: certificate.map(cert_json),
        figures: FiguresJson {
            peak_rss_bytes: figures.peak_rss_bytes,
            positions: figures.states_searched,
            wall_seconds: figures.wall_seconds,
        },
        height: *height,
        method: method.filter(|_| search == Search::Staged),
        outcome,
        reason,
        within,
    }
}

fn cell_json(cell: &Cell, search: Search) -> CellJson {
    let (pieces, preview, sequence) = match &cell.row.pieces {
        RowPieces::Set { letters, preview } => (Some(letters.clone()), Some(*preview), None),
        RowPieces::Sequence(s) => (None, None, Some(s.clone())),
    };
    let smallest_height = match cell.finding() {
        Finding::Survives { height, .. } => Some(height),
        _ => None,
    };
    CellJson {
        attempts: cell
            .attempts
            .iter()
            .map(|a| attempt_json(a, search))
            .collect(),
        floor: cell.row.floor.clone(),
        pieces,
        preview,
        sequence,
        smallest_height,
        width: cell.width,
    }
}

/// `DIR/survival.json`: every cell, every height tried, with its certificate and figures (and
/// with the staged search, each certificate's method).
pub fn json(cells: &[Cell], table: Table) -> String {
    let value = TableJson {
        cells: cells.iter().map(|c| cell_json(c, table.search)).collect(),
        command: table.command.to_string(),
    };
    serde_json::to_string_pretty(&value).expect("the table's JSON serializes") + "\n"
}
