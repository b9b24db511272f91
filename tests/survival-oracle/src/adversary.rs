//! [surv.adversary] An adversary certificate in the full form: an acyclic graph of nodes, each
//! the piece placed there and where each of its placements leads; the walk gives every node its
//! position and checks each field, then the longest game. The compact form: crate::compact.

use std::collections::HashMap;

use crate::game::{piece_of, Drop, Rows, ORIENTATIONS};
use crate::parse::{number, syntax, Header, Pieces};
use crate::Failure;

/// A field: the next node, or `None` for `x` (the placement tops out).
pub type Fields = Vec<Option<u64>>;

/// The orientations of `piece` and the columns where they fit, in canonical placement order.
pub fn placements(piece: char, width: usize) -> Vec<(usize, usize)> {
    let mut all = Vec::new();
    for (o, (_, cells)) in ORIENTATIONS.iter().enumerate() {
        if piece_of(o) != piece {
            continue;
        }
        let w = cells.iter().map(|c| usize::from(c.0)).max().unwrap_or(0) + 1;
        all.extend((0..(width + 1).saturating_sub(w)).map(|column| (o, column)));
    }
    all
}

fn node_lines(
    header: &Header,
    body: &[&str],
    first_line: usize,
) -> Result<Vec<(char, Fields)>, Failure> {
    let mut nodes = Vec::new();
    for (i, line) in body.iter().enumerate() {
        let n = first_line + i + 1;
        if *line == "end" {
            if i + 1 != body.len() {
                return Err(syntax(n, "something follows `end`"));
            }
            return Ok(nodes);
        }
        let tokens: Vec<&str> = line.split(' ').collect();
        if tokens.first().and_then(|t| number(t)) != Some(nodes.len() as u64) {
            return Err(syntax(n, "a node id that is not the line's position"));
        }
        let letter = match tokens.get(1).map(|t| t.chars().collect::<Vec<_>>()) {
            Some(l) if l.len() == 1 && crate::game::LETTERS.contains(l[0]) => l[0],
            _ => return Err(syntax(n, "expected a piece letter")),
        };
        let fields: Option<Fields> = tokens[2..]
            .iter()
            .map(|t| {
                if *t == "x" {
                    Some(None)
                } else {
                    number(t).map(Some)
                }
            })
            .collect();
        let fields = fields.ok_or_else(|| syntax(n, "a field is not a number or x"))?;
        if fields.len() != placements(letter, header.well.width).len() || fields.is_empty() {
            return Err(syntax(n, "a node line with the wrong number of fields"));
        }
        nodes.push((letter, fields));
    }
    Err(syntax(first_line + body.len(), "expected `end`"))
}

pub fn verify(
    header: &Header,
    body: &[&str],
    first_line: usize,
) -> Result<(bool, u64, Option<u64>), Failure> {
    let nodes = node_lines(header, body, first_line)?;
    let n = nodes.len();
    if header.count != n as u64 {
        return Err(Failure::new("node-count", "the header's N".into()));
    }
    if let Some(i) = (0..n).find(|&i| nodes[i].1.iter().flatten().any(|&t| t >= n as u64)) {
        return Err(Failure::at("dangling-child", i));
    }
    let children: Vec<Vec<(usize, usize, u64)>> = nodes
        .iter()
        .map(|(_, fields)| fields.iter().flatten().map(|&t| (0, 0, t)).collect())
        .collect();
    crate::player::numbering(&children, 1)?;
    let width = header.well.width;
    // A node's position: its board, and the sequence index (the letter is the node's own).
    let mut positions: Vec<Option<(Rows, usize)>> = vec![None; n];
    positions[0] = Some((Vec::new(), 0));
    for (i, (letter, fields)) in nodes.iter().enumerate() {
        let (board, index) = positions[i]
            .clone()
            .expect("numbering gives every node a position");
        let allowed = match &header.pieces {
            Pieces::Set(set) => set.contains(letter),
            Pieces::Sequence(s) => s[index] == *letter,
        };
        if !allowed {
            return Err(Failure::at("wrong-piece", i));
        }
        let next_index = match &header.pieces {
            Pieces::Sequence(s) => (index + 1) % s.len(),
            Pieces::Set(_) => 0,
        };
        let mut committed = None;
        for (&(o, column), field) in placements(*letter, width).iter().zip(fields) {
            let next = match header.well.drop(&board, o, column) {
                Drop::Illegal => unreachable!("placements fit the walls"),
                Drop::TopsOut => None,
                Drop::Board(b) => Some(b),
            };
            match (next, field) {
                (None, None) => {}
                (Some(next), Some(t)) => {
                    let t = *t as usize;
                    if header.preview && *committed.get_or_insert(nodes[t].0) != nodes[t].0 {
                        return Err(Failure::at("next-piece-mismatch", i));
                    }
                    let position = Some((next, next_index));
                    match &positions[t] {
                        None => positions[t] = position,
                        Some(known) if Some(known) == position.as_ref() => {}
                        Some(_) => return Err(Failure::at("position-mismatch", i)),
                    }
                }
                _ => return Err(Failure::at("top-out-mismatch", i)),
            }
        }
    }
    let mut seen = HashMap::new();
    for (i, position) in positions.iter().enumerate() {
        // With preview the node's letter is part of its position.
        let key = (position.clone(), header.preview.then_some(nodes[i].0));
        if seen.insert(key, i).is_some() {
            return Err(Failure::at("repeated-position", i));
        }
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

/// The length of node 0: 1 + the longest of its next nodes, depth first; a cycle is
/// `endless-game`.
pub fn longest(nodes: &[(char, Fields)]) -> Result<u64, Failure> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        OnPath,
        Done(u64),
    }
    let mut mark = vec![Mark::New; nodes.len()];
    // (node, next field to look at, longest so far)
    let mut stack = vec![(0usize, 0usize, 1u64)];
    mark[0] = Mark::OnPath;
    while let Some(&mut (node, ref mut at, ref mut best)) = stack.last_mut() {
        let fields = &nodes[node].1;
        if *at < fields.len() {
            let field = fields[*at];
            *at += 1;
            let Some(t) = field else { continue };
            let t = t as usize;
            match mark[t] {
                Mark::Done(len) => *best = (*best).max(len + 1),
                Mark::OnPath => return Err(Failure::at("endless-game", node)),
                Mark::New => {
                    mark[t] = Mark::OnPath;
                    stack.push((t, 0, 1));
                }
            }
            continue;
        }
        let len = *best;
        mark[node] = Mark::Done(len);
        stack.pop();
        match stack.last_mut() {
            Some((_, _, parent)) => *parent = (*parent).max(len + 1),
            None => return Ok(len),
        }
    }
    unreachable!("the loop returns when the root is done")
}
