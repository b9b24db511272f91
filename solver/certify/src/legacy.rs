//! `sureline import-legacy` and `sureline export-legacy`: conversion between the 2022 strategy
//! file (spec/legacy-2022.md; mapping in spec/rules.md [rules.legacy-2022]) and certificates.
//!
//! Import builds a `StrategyGraph` (legacy state k = node k), lets `canonical::canonicalize`
//! merge and renumber it, and writes it only once the checker has verified it. Export writes the
//! exact 2022 layout: one line per node, 21 integers separated by single spaces, LF line ends.

use std::path::Path;

use sureline_checker::{Claim, Failure, Rule, Verdict};

use crate::strategy::{Certificate, Next as ParsedNext};

use crate::canonical::{self, Move, Next, StrategyGraph};
use crate::error::{Error, Result};
use crate::load::load_verified;
use crate::output::{self, Existing};
use sureline_engine::dag::{self, Dag, DagError, Edge};
use sureline_engine::pieces::{
    legacy_to_placement, placement_to_legacy, Orientation, Piece, PieceSet, Placement, Problem,
    LEGACY_MIN_COLUMN, LEGACY_PIECES,
};

/// Integers per legacy line: (rotation, column, next) for each of the 7 legacy pieces.
pub const LEGACY_INTEGERS: usize = 21;

/// One legacy move, as read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegacyMove {
    pub rotation: usize,
    pub column: i32,
    /// Next state, or -1: this drop completes a line.
    pub next: i64,
}

fn legacy_error(path: &Path, line: usize, column: usize, message: String) -> Error {
    Error::Legacy {
        path: path.to_path_buf(),
        line,
        column,
        message,
    }
}

/// What the 3 integers of legacy piece `p` are called in messages.
fn slot_name(position: usize) -> String {
    let p = (position - 1) / 3;
    let what = ["rotation", "column", "next state"][(position - 1) % 3];
    format!(
        "{what} of piece {} (legacy piece {p})",
        LEGACY_PIECES[p].letter()
    )
}

/// Parses a legacy strategy file for a board of `width` columns.
///
/// Errors carry the 1-based line number (state k is on line k+1) and, as "column", the 1-based
/// position of the offending integer on its line (1..=21; 22 for a surplus integer).
pub fn parse_legacy(path: &Path, text: &str, width: u8) -> Result<Vec<[LegacyMove; 7]>> {
    let mut lines: Vec<&str> = text.split('\n').collect();
    if lines.last() == Some(&"") {
        lines.pop();
    }
    if lines.is_empty() {
        return Err(legacy_error(
            path,
            1,
            1,
            "the file is empty: expected one line of 21 integers per strategy state".into(),
        ));
    }
    let count = lines.len();
    let mut states = Vec::with_capacity(count);
    for (index, raw) in lines.iter().enumerate() {
        let line = index + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let tokens: Vec<&str> = raw.split_whitespace().collect();
        if tokens.len() != LEGACY_INTEGERS {
            let column = if tokens.len() < LEGACY_INTEGERS {
                tokens.len() + 1
            } else {
                LEGACY_INTEGERS + 1
            };
            return Err(legacy_error(
                path,
                line,
                column,
                format!(
                    "expected {LEGACY_INTEGERS} integers (rotation, column, next state for each of \
                     the 7 legacy pieces I Z S T L J O), found {}",
                    tokens.len()
                ),
            ));
        }
        let mut numbers = [0i64; LEGACY_INTEGERS];
        for (i, token) in tokens.iter().enumerate() {
            numbers[i] = token.parse().map_err(|_| {
                legacy_error(
                    path,
                    line,
                    i + 1,
                    format!("'{token}' is not an integer ({})", slot_name(i + 1)),
                )
            })?;
        }
        let mut moves = [LegacyMove {
            rotation: 0,
            column: 0,
            next: -1,
        }; 7];
        for (p, slot) in moves.iter_mut().enumerate() {
            let (rotation, column, next) = (numbers[3 * p], numbers[3 * p + 1], numbers[3 * p + 2]);
            let letter = LEGACY_PIECES[p].letter();
            if !(0..4).contains(&rotation) {
                return Err(legacy_error(
                    path,
                    line,
                    3 * p + 1,
                    format!(
                        "rotation {rotation} of piece {letter} (legacy piece {p}) is not in 0..3"
                    ),
                ));
            }
            let rotation = rotation as usize;
            let fits = i32::try_from(column)
                .ok()
                .and_then(|c| legacy_to_placement(p, rotation, c, width))
                .is_some();
            if !fits {
                let legal: Vec<i32> = (LEGACY_MIN_COLUMN..width as i32)
                    .filter(|&c| legacy_to_placement(p, rotation, c, width).is_some())
                    .collect();
                let range = match (legal.first(), legal.last()) {
                    (Some(a), Some(b)) => format!("columns {a}..{b}"),
                    _ => "no column".into(),
                };
                return Err(legacy_error(
                    path,
                    line,
                    3 * p + 2,
                    format!(
                        "column {column} puts piece {letter} rotation {rotation} off a board of \
                         width {width} (this rotation fits at {range})"
                    ),
                ));
            }
            if next < -1 || next >= count as i64 {
                return Err(legacy_error(
                    path,
                    line,
                    3 * p + 3,
                    format!(
                        "next state {next} of piece {letter} does not exist (the file has states \
                         0..{}; -1 means the drop completes a line)",
                        count - 1
                    ),
                ));
            }
            *slot = LegacyMove {
                rotation,
                column: column as i32,
                next,
            };
        }
        states.push(moves);
    }
    check_acyclic(path, &states)?;
    Ok(states)
}

/// Refuses a cycle anywhere in the file, naming the line whose move closes it.
fn check_acyclic(path: &Path, states: &[[LegacyMove; 7]]) -> Result<()> {
    match dag::post_order(&LegacyStates(states), 0..states.len()) {
        Ok(_) => Ok(()),
        Err(DagError::Cycle {
            from: state,
            index: p,
            to: next,
        }) => Err(legacy_error(
            path,
            state + 1,
            3 * p + 3,
            format!(
                "cycle: state {state} continues at state {next} (line {}), from which state \
                 {state} is reached again",
                next + 1
            ),
        )),
        Err(other) => unreachable!("parse_legacy checked every next state: {other}"),
    }
}

/// Parsed legacy states as a graph: state k = node k, moves in legacy piece order.
struct LegacyStates<'a>(&'a [[LegacyMove; 7]]);

impl Dag for LegacyStates<'_> {
    fn node_count(&self) -> usize {
        self.0.len()
    }

    fn moves(&self, node: usize) -> impl Iterator<Item = Edge> + '_ {
        self.0[node].iter().map(|m| match usize::try_from(m.next) {
            Ok(next) => Edge::Node(next),
            Err(_) => Edge::Win { row: None },
        })
    }
}

/// The strategy graph of parsed legacy states: node k = state k, moves in canonical piece order.
pub fn legacy_graph(states: &[[LegacyMove; 7]], width: u8, rows: u8) -> StrategyGraph {
    let nodes = states
        .iter()
        .map(|moves| {
            Piece::ALL
                .iter()
                .map(|&piece| {
                    let p = sureline_engine::pieces::legacy_piece_number(piece);
                    let m = moves[p];
                    Move {
                        placement: legacy_to_placement(p, m.rotation, m.column, width)
                            .expect("checked by parse_legacy"),
                        next: if m.next < 0 {
                            Next::Win
                        } else {
                            Next::Node(m.next as usize)
                        },
                    }
                })
                .collect()
        })
        .collect();
    StrategyGraph {
        problem: Problem::capped(width, rows, PieceSet::ALL),
        nodes,
    }
}

fn check_problem(width: u8, rows: u8) -> Result<()> {
    if !(2..=16).contains(&width) {
        return Err(Error::Usage(format!("--width {width}: expected 2..16")));
    }
    if !(1..=20).contains(&rows) {
        return Err(Error::Usage(format!("--rows {rows}: expected 1..20")));
    }
    Ok(())
}

/// Converts the legacy file `input` into the canonical certificate `output` (written only once
/// verified by the checker) and returns the checker's verdict. The output is reserved first, so
/// an existing or unwritable output is refused before the file is read.
pub fn import_legacy(
    input: &Path,
    output: &Path,
    width: u8,
    rows: u8,
    existing: Existing,
) -> Result<Verdict> {
    check_problem(width, rows)?;
    let reservation = output::reserve(&[output.to_path_buf()], existing)?;
    let bytes = std::fs::read(input).map_err(|source| Error::Io {
        path: input.to_path_buf(),
        source,
    })?;
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        let line = bytes[..e.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        legacy_error(input, line, 1, "the line is not ASCII text".into())
    })?;
    let states = parse_legacy(input, text, width)?;
    let graph = legacy_graph(&states, width, rows);
    let canonical = canonical::canonicalize(&graph)?;
    let verdict = sureline_checker::verify(canonical.text.as_bytes(), &Claim::default())
        .map_err(|failure| imported_failure(input, rows, failure))?;
    reservation.write_all(&[canonical.text.as_bytes()])?;
    Ok(verdict)
}

/// Why an imported strategy does not verify, with the hint for rows completed above the goal.
fn imported_failure(input: &Path, rows: u8, failure: Failure) -> Error {
    match &failure {
        r if r.rule == Rule::CompletionOutsideGoal => Error::Check {
            path: input.to_path_buf(),
            failure: Box::new(Failure {
                message: format!(
                    "{} (the strategy completes a row outside the bottom {rows} goal rows; import with a larger --rows)",
                    r.message
                ),
                ..r.clone()
            }),
        },
        _ => Error::Check {
            path: input.to_path_buf(),
            failure: Box::new(failure),
        },
    }
}

/// The 2022 layout of a parsed certificate whose adversary set is all 7 pieces.
pub fn legacy_text(cert: &Certificate) -> Result<String> {
    let pieces = PieceSet::parse(&cert.adversary).map_err(Error::Strategy)?;
    if pieces != PieceSet::ALL {
        return Err(Error::Usage(format!(
            "the 2022 format needs an answer to all 7 pieces, but this certificate's adversary \
             set is {}",
            cert.adversary
        )));
    }
    let mut text = String::new();
    for node in &cert.nodes {
        let mut numbers: Vec<String> = Vec::with_capacity(LEGACY_INTEGERS);
        for piece in LEGACY_PIECES {
            let m = &node.moves[piece.index()];
            let placement = Orientation::from_index(m.orientation)
                .zip(u8::try_from(m.column).ok())
                .map(|(orientation, column)| Placement {
                    orientation,
                    column,
                })
                .ok_or_else(|| Error::Strategy(format!("line {}: bad placement", node.line)))?;
            let (r, c) = placement_to_legacy(placement, cert.width).ok_or_else(|| {
                Error::Strategy(format!(
                    "line {}: {placement} has no legacy spelling on width {}",
                    node.line, cert.width
                ))
            })?;
            numbers.push(r.to_string());
            numbers.push(c.to_string());
            numbers.push(match m.next {
                ParsedNext::Win => "-1".to_string(),
                ParsedNext::Node(n) => n.to_string(),
            });
        }
        text.push_str(&numbers.join(" "));
        text.push('\n');
    }
    Ok(text)
}

/// Converts the certificate `input` (verified first) into the 2022 layout at `output`; returns
/// the number of lines written.
pub fn export_legacy(input: &Path, output: &Path) -> Result<usize> {
    let loaded = load_verified(input)?;
    let text = legacy_text(&loaded.certificate)?;
    output::write_atomically(output, text.as_bytes())?;
    Ok(loaded.certificate.nodes.len())
}
