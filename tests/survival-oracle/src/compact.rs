//! [surv.adversary] The compact form of an adversary certificate: one letter a node, the
//! adversary's choice there; the next nodes are not written but derived by the walk of the spec,
//! a position met for the first time taking the next free id.

use std::collections::HashMap;

use crate::adversary::{longest, placements, Fields};
use crate::game::{Drop, Rows, LETTERS};
use crate::parse::{syntax, Header, Pieces};
use crate::Failure;

/// Whether the first node line is of the compact form (a letter, where the full form has an id).
pub fn is_compact(body: &[&str]) -> bool {
    body.first()
        .is_some_and(|l| *l != "end" && !l.starts_with(|c: char| c.is_ascii_digit()))
}

/// The letters of every node line, up to `end`.
fn node_lines(
    header: &Header,
    body: &[&str],
    first_line: usize,
) -> Result<Vec<Vec<char>>, Failure> {
    let mut nodes = Vec::new();
    for (i, line) in body.iter().enumerate() {
        let n = first_line + i + 1;
        if *line == "end" {
            if i + 1 != body.len() {
                return Err(syntax(n, "something follows `end`"));
            }
            return Ok(nodes);
        }
        let letters: Option<Vec<char>> = line
            .split(' ')
            .map(|t| {
                let mut chars = t.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) if LETTERS.contains(c) => Some(c),
                    _ => None,
                }
            })
            .collect();
        let letters = letters.ok_or_else(|| syntax(n, "expected piece letters"))?;
        let count = if header.preview && i == 0 { 2 } else { 1 };
        if letters.len() != count {
            return Err(syntax(
                n,
                "a compact node line with the wrong number of letters",
            ));
        }
        nodes.push(letters);
    }
    Err(syntax(first_line + body.len(), "expected `end`"))
}

/// A position: the board, the sequence index, and with preview the piece to place.
type Position = (Rows, usize, Option<char>);

pub fn verify(
    header: &Header,
    body: &[&str],
    first_line: usize,
) -> Result<(bool, u64, Option<u64>), Failure> {
    let lines = node_lines(header, body, first_line)?;
    let n = lines.len();
    if header.count != n as u64 {
        return Err(Failure::new("node-count", "the header's N".into()));
    }
    let first = header.preview.then(|| lines[0][0]);
    let mut positions: Vec<Position> = vec![(Vec::new(), 0, first)];
    let mut ids: HashMap<Position, usize> = HashMap::from([(positions[0].clone(), 0)]);
    let mut nodes: Vec<(char, Fields)> = Vec::with_capacity(n);
    for (i, letters) in lines.iter().enumerate() {
        if i >= positions.len() {
            return Err(Failure::at("unreachable-node", i));
        }
        let (board, index, to_place) = positions[i].clone();
        let choice = *letters.last().expect("a line has a letter");
        let in_set = |c: char| matches!(&header.pieces, Pieces::Set(set) if set.contains(&c));
        let (piece, next_index) = match &header.pieces {
            Pieces::Sequence(s) => (s[index], (index + 1) % s.len()),
            Pieces::Set(_) => (to_place.unwrap_or(choice), 0),
        };
        let allowed = match &header.pieces {
            Pieces::Sequence(_) => choice == piece,
            Pieces::Set(_) => letters.iter().all(|&c| in_set(c)),
        };
        if !allowed {
            return Err(Failure::at("wrong-piece", i));
        }
        let mut fields = Fields::new();
        for (o, column) in placements(piece, header.well.width) {
            let next = match header.well.drop(&board, o, column) {
                Drop::Illegal => unreachable!("placements fit the walls"),
                Drop::TopsOut => {
                    fields.push(None);
                    continue;
                }
                Drop::Board(b) => (b, next_index, header.preview.then_some(choice)),
            };
            let d = positions.len();
            let t = match ids.get(&next) {
                Some(&t) => t,
                None if d == n => return Err(Failure::at("missing-node", i)),
                None => {
                    ids.insert(next.clone(), d);
                    positions.push(next);
                    d
                }
            };
            fields.push(Some(t as u64));
        }
        let first_of_set = match &header.pieces {
            Pieces::Set(set) => set[0],
            Pieces::Sequence(s) => s[0],
        };
        if header.preview && fields.iter().all(Option::is_none) && choice != first_of_set {
            return Err(Failure::at("wrong-piece", i));
        }
        nodes.push((piece, fields));
    }
    let within = longest(&nodes)?;
    if header.within != Some(within) {
        return Err(Failure::new(
            "within-mismatch",
            format!("the longest game is {within}"),
        ));
    }
    Ok((false, n as u64, Some(within)))
}
