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
use crate::error::{Conflict, Error, LegacyProblem, Result, StrategyFault};
use crate::files::{self, Existing};
use crate::load::{load_any, LoadedAny};
use sureline_checker::Moves;
use sureline_engine::dag::{self, Dag, DagError, Edge};
use sureline_engine::pieces::{
    legacy_to_placement, placement_to_legacy, Orientation, Piece, PieceSet, Placement, Problem,
    LEGACY_MIN_COLUMN, LEGACY_PIECES,
};
use sureline_engine::start::Start;

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

/// The board widths and goal-row counts a legacy file can be imported for (`--width`, `--rows`).
pub const WIDTHS: std::ops::RangeInclusive<u8> = 2..=16;
pub const ROWS: std::ops::RangeInclusive<u8> = 1..=20;

/// A problem at `line`, integer `column` of the legacy file `path`.
fn at(path: &Path, line: usize, column: usize) -> impl Fn(LegacyProblem) -> Error + '_ {
    move |problem| Error::Legacy {
        path: path.to_path_buf(),
        line,
        column,
        problem,
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

/// The lines of a legacy file, without their line ends (LF, or CRLF: the file is read the same).
pub fn legacy_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|line| line.strip_suffix('\r').unwrap_or(line))
        .collect();
    if lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// Parses a legacy strategy file for a board of `width` columns.
///
/// Errors carry the 1-based line number (state k is on line k+1) and, as "column", the 1-based
/// position of the offending integer on its line (1..=21; 22 for a surplus integer).
pub fn parse_legacy(path: &Path, text: &str, width: u8) -> Result<Vec<[LegacyMove; 7]>> {
    let lines = legacy_lines(text);
    if lines.is_empty() {
        return Err(at(path, 1, 1)(LegacyProblem::Empty));
    }
    let states = lines
        .iter()
        .enumerate()
        .map(|(index, raw)| {
            let numbers = line_integers(path, index + 1, raw)?;
            let mut moves = [LegacyMove {
                rotation: 0,
                column: 0,
                next: -1,
            }; 7];
            for (p, slot) in moves.iter_mut().enumerate() {
                let triple = [numbers[3 * p], numbers[3 * p + 1], numbers[3 * p + 2]];
                *slot = legacy_move(p, triple, width, lines.len())
                    .map_err(|(column, problem)| at(path, index + 1, column)(problem))?;
            }
            Ok(moves)
        })
        .collect::<Result<Vec<_>>>()?;
    check_acyclic(path, &states)?;
    Ok(states)
}

/// The 21 integers of line `line` (1-based).
fn line_integers(path: &Path, line: usize, raw: &str) -> Result<[i64; LEGACY_INTEGERS]> {
    let tokens: Vec<&str> = raw.split_whitespace().collect();
    if tokens.len() != LEGACY_INTEGERS {
        let column = tokens.len().min(LEGACY_INTEGERS) + 1;
        let found = tokens.len();
        return Err(at(path, line, column)(LegacyProblem::Count { found }));
    }
    let mut numbers = [0i64; LEGACY_INTEGERS];
    for (i, token) in tokens.iter().enumerate() {
        numbers[i] = token.parse().map_err(|_| {
            at(path, line, i + 1)(LegacyProblem::NotAnInteger {
                token: token.to_string(),
                slot: slot_name(i + 1),
            })
        })?;
    }
    Ok(numbers)
}

/// Legacy piece `p`'s move from its (rotation, column, next) integers, in a file of `count`
/// states on a board `width` wide; or the 1-based position of the wrong integer and why.
fn legacy_move(
    p: usize,
    [rotation, column, next]: [i64; 3],
    width: u8,
    count: usize,
) -> std::result::Result<LegacyMove, (usize, LegacyProblem)> {
    let piece = LEGACY_PIECES[p].letter();
    if !(0..4).contains(&rotation) {
        let problem = LegacyProblem::Rotation {
            rotation,
            piece,
            legacy: p,
        };
        return Err((3 * p + 1, problem));
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
        let fits = match (legal.first(), legal.last()) {
            (Some(a), Some(b)) => format!("columns {a}..{b}"),
            _ => "no column".into(),
        };
        let problem = LegacyProblem::Column {
            column,
            piece,
            rotation,
            width,
            fits,
        };
        return Err((3 * p + 2, problem));
    }
    if next < -1 || next >= count as i64 {
        let last = count - 1;
        return Err((3 * p + 3, LegacyProblem::NextState { next, piece, last }));
    }
    Ok(LegacyMove {
        rotation,
        column: column as i32,
        next,
    })
}

/// Refuses a cycle anywhere in the file, naming the line whose move closes it.
fn check_acyclic(path: &Path, states: &[[LegacyMove; 7]]) -> Result<()> {
    match dag::post_order(&LegacyStates(states), 0..states.len()) {
        Ok(_) => Ok(()),
        Err(DagError::Cycle {
            from: state,
            index: p,
            to: next,
        }) => Err(at(path, state + 1, 3 * p + 3)(LegacyProblem::Cycle {
            state,
            next,
        })),
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
        start: Start::empty(),
        problem: Problem::capped(width, rows, PieceSet::ALL),
        nodes,
    }
}

/// What an import read: the checker's verdict on the certificate written, and whether the
/// file had CRLF line ends (read as LF: the command says so).
pub struct Imported {
    pub verdict: Verdict,
    pub crlf: bool,
}

/// Converts the legacy file `input` into the canonical certificate `output` (written only once
/// verified by the checker) for a board `width` wide with `rows` goal rows (within [`WIDTHS`]
/// and [`ROWS`]: the command checks them). The output is reserved first, so an existing or
/// unwritable output is refused before the file is read.
pub fn import_legacy(
    input: &Path,
    output: &Path,
    width: u8,
    rows: u8,
    existing: Existing,
) -> Result<Imported> {
    assert!(
        WIDTHS.contains(&width) && ROWS.contains(&rows),
        "checked by the command"
    );
    let reservation = files::reserve(&[output.to_path_buf()], existing)?;
    let bytes = std::fs::read(input).map_err(Error::io(input))?;
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        let line = bytes[..e.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        at(input, line, 1)(LegacyProblem::NotAscii)
    })?;
    let states = parse_legacy(input, text, width)?;
    let graph = legacy_graph(&states, width, rows);
    let canonical = canonical::canonicalize(&graph)?;
    let verdict = sureline_checker::verify(canonical.text.as_bytes(), &Claim::default())
        .map_err(|failure| imported_failure(input, rows, failure))?;
    reservation.write_all(&[canonical.text.as_bytes()])?;
    Ok(Imported {
        verdict,
        crlf: text.contains("\r\n"),
    })
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

/// The 2022 layout of a verified player certificate whose adversary set is all 7 pieces.
pub fn legacy_text(cert: &Certificate) -> Result<String> {
    if cert.adversary != PieceSet::ALL.to_string() {
        return Err(Conflict::LegacyNeedsAllPieces(cert.adversary.clone()).into());
    }
    let mut text = String::new();
    for node in &cert.nodes {
        let mut numbers: Vec<String> = Vec::with_capacity(LEGACY_INTEGERS);
        for piece in LEGACY_PIECES {
            let m = &node.moves[piece.index()];
            let placement = Placement {
                orientation: Orientation::from_index(m.orientation)
                    .expect("a verified certificate names orientations 0..19"),
                column: u8::try_from(m.column).expect("a verified column is on the board"),
            };
            let (r, c) = placement_to_legacy(placement, cert.width).ok_or_else(|| {
                Error::Strategy(StrategyFault::NoLegacySpelling {
                    line: node.line,
                    placement: placement.to_string(),
                    width: cert.width,
                })
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
/// the number of lines written. The output is reserved first (an existing one only with
/// `existing`); an adversary certificate is refused: the 2022 format holds player strategies.
pub fn export_legacy(input: &Path, output: &Path, existing: Existing) -> Result<usize> {
    let reservation = files::reserve(&[output.to_path_buf()], existing)?;
    let loaded = match load_any(input)? {
        // [rules.legacy-2022] The 2022 layout names a rotation and a column: hard drops only.
        LoadedAny::Player(loaded)
            if !matches!(loaded.certificate.moves, Moves::All | Moves::Grid2022) =>
        {
            return Err(Conflict::Slides(input.to_path_buf(), "the 2022 legacy format").into())
        }
        LoadedAny::Player(loaded) => loaded,
        LoadedAny::Adversary(_) => {
            return Err(Conflict::LegacyExportOfPolicy(input.to_path_buf()).into())
        }
        LoadedAny::Survival(_) => {
            return Err(Conflict::SurvivalInTools(input.to_path_buf(), "export-legacy").into())
        }
        LoadedAny::Lines(_) => return Err(Conflict::LinesExport(input.to_path_buf()).into()),
    };
    let text = legacy_text(&loaded.certificate)?;
    reservation.write_all(&[text.as_bytes()])?;
    Ok(loaded.certificate.nodes.len())
}
