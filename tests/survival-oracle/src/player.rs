//! [surv.player] A player certificate: node lines, canonical numbering, the walk that gives each
//! node its position and checks every move, and one node per position.

use std::collections::HashMap;

use crate::game::{piece_of, Drop, Rows, ORIENTATIONS};
use crate::parse::{a_move, number, syntax, Header, Pieces};
use crate::Failure;

/// What a node's position knows besides the board: the piece to place (preview) or the index
/// in the sequence; nothing without preview.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Ahead {
    Nothing,
    Piece(char),
    Index(usize),
}

type Node = Vec<(usize, usize, u64)>;

fn node_lines(header: &Header, body: &[&str], first_line: usize) -> Result<Vec<Node>, Failure> {
    let moves = match &header.pieces {
        Pieces::Set(set) => set.len(),
        Pieces::Sequence(_) => 1,
    };
    let mut nodes = Vec::new();
    for (i, line) in body.iter().enumerate() {
        let n = first_line + i;
        if *line == "end" {
            if i + 1 != body.len() {
                return Err(syntax(n + 1, "something follows `end`"));
            }
            return Ok(nodes);
        }
        let mut tokens = line.split(' ');
        let id = tokens.next().and_then(number);
        if id != Some(nodes.len() as u64) {
            return Err(syntax(n, "a node id that is not the line's position"));
        }
        let parsed: Node = tokens.map(|t| a_move(t, n)).collect::<Result<_, _>>()?;
        if parsed.len() != moves {
            return Err(syntax(n, "a node line with the wrong number of moves"));
        }
        nodes.push(parsed);
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
    if let Some(i) = (0..n).find(|&i| nodes[i].iter().any(|m| m.2 >= n as u64)) {
        return Err(Failure::at("dangling-child", i));
    }
    let (set, roots): (Vec<char>, Vec<Ahead>) = match (&header.pieces, header.preview) {
        (Pieces::Set(set), false) => (set.clone(), vec![Ahead::Nothing]),
        (Pieces::Set(set), true) => (set.clone(), set.iter().map(|&p| Ahead::Piece(p)).collect()),
        (Pieces::Sequence(_), _) => (Vec::new(), vec![Ahead::Index(0)]),
    };
    numbering(&nodes, roots.len())?;
    let mut positions: Vec<Option<(Rows, Ahead)>> = vec![None; n];
    for (i, root) in roots.iter().enumerate() {
        positions[i] = Some((Vec::new(), root.clone()));
    }
    for i in 0..n {
        let (board, ahead) = positions[i]
            .clone()
            .expect("numbering gives every node a position");
        for (slot, &(orientation, column, next)) in nodes[i].iter().enumerate() {
            let (placed, after) = match (&header.pieces, &ahead) {
                (Pieces::Set(_), Ahead::Nothing) => (set[slot], Ahead::Nothing),
                (Pieces::Set(_), Ahead::Piece(x)) => (*x, Ahead::Piece(set[slot])),
                (Pieces::Sequence(s), Ahead::Index(k)) => (s[*k], Ahead::Index((k + 1) % s.len())),
                _ => unreachable!("positions follow the header"),
            };
            if piece_of(orientation) != placed {
                return Err(Failure::at("wrong-piece", i));
            }
            let board = match header.well.drop(&board, orientation, column) {
                Drop::Illegal => return Err(Failure::at("illegal-placement", i)),
                Drop::TopsOut => {
                    let name = ORIENTATIONS[orientation].0;
                    return Err(Failure::new(
                        "tops-out",
                        format!("node {i}: {name}@{column}"),
                    ));
                }
                Drop::Board(board) => board,
            };
            let position = Some((board, after));
            match &positions[next as usize] {
                None => positions[next as usize] = position,
                Some(known) if Some(known) == position.as_ref() => {}
                Some(_) => return Err(Failure::at("position-mismatch", i)),
            }
        }
    }
    let mut seen = HashMap::new();
    for (i, position) in positions.iter().enumerate() {
        if seen.insert(position.clone(), i).is_some() {
            return Err(Failure::at("repeated-position", i));
        }
    }
    Ok((true, n as u64, None))
}

/// [surv.player] Canonical form: roots referenced from the start, then breadth-first order of
/// first reference, every node referenced.
pub(crate) fn numbering(nodes: &[Node], roots: usize) -> Result<(), Failure> {
    let n = nodes.len();
    if roots > n {
        return Err(Failure::new(
            "canonical-numbering",
            "fewer nodes than roots".into(),
        ));
    }
    let mut referenced = vec![false; n];
    referenced[..roots].fill(true);
    let mut unused = roots;
    for i in 0..n {
        if !referenced[i] {
            return Err(Failure::at("unreachable-node", i));
        }
        for &(_, _, next) in &nodes[i] {
            let next = next as usize;
            if !referenced[next] {
                if next != unused {
                    return Err(Failure::at("canonical-numbering", i));
                }
                referenced[next] = true;
                unused += 1;
            }
        }
    }
    Ok(())
}
