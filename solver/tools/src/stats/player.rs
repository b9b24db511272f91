//! `sureline stats`: numbers that describe a verified certificate, computed by walking its
//! strategy on concrete boards (the checker's `Board` and its `put`, never another drop).
//!
//! Definitions (docs/tools.md repeats them for users):
//! - a *position* is a pair (node, concrete board) met when playing the strategy from the root;
//!   its board is the board *before* the next piece is dropped;
//! - `sequences_by_length[k]` is the number of complete games (adversary piece sequences) that
//!   last exactly `k` pieces; index 0 is always 0;
//! - `sequences_by_completed_row[r]` is the number of complete games whose winning drop completes
//!   row `r` as its lowest completed row ([rules.completion]); one entry per goal row;
//! - `highest_row` is the highest row index (0 = floor) of any cell filled on any board of any
//!   game, the final boards included;
//! - `distinct_boards` is the number of distinct concrete boards among all positions, i.e. the
//!   boards on which the player is handed a piece (the empty board included, final boards after a
//!   winning drop excluded).

use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::path::Path;

use serde::Serialize;
use sureline_certify::strategy::{Certificate, Next};
use sureline_checker::Board;

use crate::game::moves::{move_set_name, replay, Move};
use crate::game::strategy::{self, CertificateDag};
use crate::identity::sha256_hex;
use sureline_checker::description::{Moves, Rules};

/// The statistics of a certificate (JSON keys are stable; see docs/tools.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Stats {
    pub width: u8,
    pub rows: u8,
    pub adversary: String,
    /// The move set when the header names one that is not hard drops (`slide`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<&'static str>,
    pub max_pieces: u64,
    pub nodes: u64,
    pub sequences: u64,
    pub sequences_by_length: Vec<u64>,
    pub sequences_by_completed_row: Vec<u64>,
    pub highest_row: u8,
    pub distinct_boards: u64,
    /// The identity of the file, `sha256:` + 64 lowercase hex digits (as in the manifest and verdict).
    pub sha256: String,
}

/// Walks a certificate on concrete boards. `bytes` are the file's exact bytes (for `sha256`).
///
/// Meant for verified certificates: on an unverified one, illegal drops are skipped, cycles are
/// cut and completions outside the goal rows are not counted, so the numbers mean little (and a
/// strategy with a cycle, a dangling node or more than 2^64 games counts no games by length).
/// `max_pieces` and `sequences` are recounted, never copied from the header.
pub fn compute(cert: &Certificate, bytes: &[u8]) -> Stats {
    let games = CertificateDag(cert).root_games();
    let by_length = games.map_or_else(|_| vec![0], |g| g.by_length);
    let max_pieces = by_length.len().saturating_sub(1) as u64;
    let sequences = by_length.iter().fold(0u64, |a, b| a.saturating_add(*b));

    let mut walk = Walk {
        cert,
        rules: strategy::rules(cert),
        rows: cert.rows as usize,
        index: HashMap::new(),
        by_row: Vec::new(),
        highest: 0,
    };
    let root = walk.position(0, Board::empty(cert.width));
    let by_row = root
        .map(|i| walk.by_row[i * walk.rows..(i + 1) * walk.rows].to_vec())
        .unwrap_or_else(|| vec![0; walk.rows]);
    let distinct: HashSet<Board> = walk.index.keys().map(|(_, b)| *b).collect();

    Stats {
        width: cert.width,
        rows: cert.rows,
        adversary: cert.adversary.clone(),
        moves: (cert.moves != Moves::All).then(|| move_set_name(cert.moves)),
        max_pieces,
        nodes: cert.nodes.len() as u64,
        sequences,
        sequences_by_length: by_length,
        sequences_by_completed_row: by_row,
        highest_row: walk.highest,
        distinct_boards: distinct.len() as u64,
        sha256: format!("sha256:{}", sha256_hex(bytes)),
    }
}

/// The walk over positions (node, board), memoized; per position it keeps the number of games
/// completing each goal row.
struct Walk<'a> {
    cert: &'a Certificate,
    rules: Rules,
    rows: usize,
    /// Position -> index into `by_row` (stride `rows`); `usize::MAX` while in progress.
    index: HashMap<(usize, Board), usize>,
    by_row: Vec<u64>,
    highest: u8,
}

impl Walk<'_> {
    fn position(&mut self, node: usize, board: Board) -> Option<usize> {
        if let Some(&i) = self.index.get(&(node, board)) {
            return (i != usize::MAX).then_some(i);
        }
        self.index.insert((node, board), usize::MAX);
        let mut counts = vec![0u64; self.rows];
        let cert = self.cert;
        for mv in &cert.nodes[node].moves {
            let Some(landed) =
                Move::of_certificate(mv).and_then(|m| replay(&self.rules, &board, m))
            else {
                continue;
            };
            let (after, cells) = (landed.board, landed.cells);
            for &(_, row) in &cells {
                self.highest = self.highest.max(row);
            }
            match mv.next {
                Next::Win => {
                    let completed = after.completed_rows();
                    let row = completed.trailing_zeros() as usize;
                    if completed != 0 && row < self.rows {
                        counts[row] = counts[row].saturating_add(1);
                    }
                }
                Next::Node(child) => {
                    let child = child as usize;
                    if child >= cert.nodes.len() {
                        continue;
                    }
                    if let Some(c) = self.position(child, after) {
                        for (r, count) in counts.iter_mut().enumerate() {
                            *count = count.saturating_add(self.by_row[c * self.rows + r]);
                        }
                    }
                }
            }
        }
        let i = self.by_row.len() / self.rows.max(1);
        self.by_row.extend_from_slice(&counts);
        self.index.insert((node, board), i);
        Some(i)
    }
}

/// Writes the human-readable table.
pub fn write_table(out: &mut dyn Write, stats: &Stats, path: Option<&Path>) -> std::io::Result<()> {
    let mut rows = super::rows::identity_rows(path, &stats.sha256);
    rows.push(("width", stats.width.to_string()));
    rows.push(("rows", stats.rows.to_string()));
    rows.push(("adversary", stats.adversary.clone()));
    if let Some(moves) = stats.moves {
        rows.push(("moves", moves.to_string()));
    }
    rows.push(("max pieces", stats.max_pieces.to_string()));
    rows.push(("nodes", stats.nodes.to_string()));
    rows.push(("sequences", stats.sequences.to_string()));
    rows.push(("highest row", stats.highest_row.to_string()));
    rows.push(("distinct boards", stats.distinct_boards.to_string()));
    super::rows::write_rows(out, &rows)?;
    let count_width = stats.sequences.to_string().len().max(9);
    writeln!(out)?;
    writeln!(out, "sequences by length")?;
    writeln!(out, "  {:>6}  {:>count_width$}", "pieces", "sequences")?;
    for (k, count) in stats.sequences_by_length.iter().enumerate().skip(1) {
        writeln!(out, "  {k:>6}  {count:>count_width$}")?;
    }
    writeln!(out)?;
    writeln!(out, "sequences by completed row")?;
    writeln!(out, "  {:>6}  {:>count_width$}", "row", "sequences")?;
    for (r, count) in stats.sequences_by_completed_row.iter().enumerate() {
        writeln!(out, "  {r:>6}  {count:>count_width$}")?;
    }
    Ok(())
}
