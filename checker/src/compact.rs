//! [surv.adversary] The compact form of a survival adversary's certificate: a node line names only
//! the adversary's choice at its node (with preview, node 0's piece first). The numbering is
//! canonical (breadth first, one node per position), so the walk derives every next node itself
//! instead of reading it: the rules of the full form's fields have nothing to check here, and
//! what is left is whether the lines and the positions the walk reaches match one to one
//! (`unreachable-node`, `missing-node`) and whether each letter is one the game allows
//! (`wrong-piece`). The derived graph then goes to the length walk that the full form uses. It
//! knows the game only through the turn it is given.

use std::collections::{HashMap, VecDeque};

use crate::parse::{one_of, Line, Lines};
use crate::structure::{line_count, longest_game};
use crate::survival::{Pieces, Rows};
use crate::{ensure, limit, reject, Failure, Limits, Rule, PIECE_ORDER};

/// [surv.adversary] The compact node lines: each node's letter (its piece, or with preview the
/// piece it commits as the next one) and, with preview, node 0's piece to place.
pub(crate) struct Choices {
    /// The line number of node line 0.
    pub first_line: u64,
    /// N, the header's `nodes`, and the number of node lines; only the first N letters are kept,
    /// since more fail node-count.
    pub declared: u64,
    pub lines: u64,
    pub letters: Vec<u8>,
    pub first: Option<u8>,
}

/// The graph the walk derives: node i's next nodes, one per placement that does not top out, in
/// canonical placement order, are `next[starts[i]..starts[i + 1]]`.
pub(crate) struct Graph {
    pub starts: Vec<usize>,
    pub next: Vec<u32>,
}

/// [surv.game] A position: the board, and with preview the piece to place, with a sequence the
/// index in S (None without preview).
type Position = (Rows, Option<u8>);

/// [surv.adversary] Whether the node lines are in the compact form: the first begins with a letter.
pub(crate) fn starts(lines: &Lines) -> bool {
    PIECE_ORDER.bytes().any(|p| lines.peek(&[p]))
}

/// [surv.adversary] `anode-compact`, up to `end`: one letter a line, two (node 0's piece and its
/// choice) on node 0's line with `preview`. A line of the full form is a syntax error here.
pub(crate) fn read(
    lines: &mut Lines,
    limits: &Limits,
    declared: u64,
    preview: bool,
) -> Result<Choices, Failure> {
    // [cert.limits] A compact line has at least 2 bytes: room for every kept letter, no regrowth.
    let room = declared.min(lines.rest() as u64 / 2 + 1) as usize;
    let mut line = lines.next("a node line or \"end\"")?;
    let mut choices = Choices {
        first_line: line.number as u64,
        declared,
        lines: 0,
        letters: Vec::with_capacity(room),
        first: None,
    };
    let most = limits.nodes;
    while !line.text.starts_with(b"e") {
        limit(choices.lines < most, || {
            format!("line {}: more than {most} node lines", line.number)
        })?;
        let mut at = line.text;
        if preview && choices.lines == 0 {
            choices.first = Some(letter(&line, &mut at, "a piece letter")?);
            at = line.literal(at, " ")?;
        }
        let choice = letter(&line, &mut at, "a piece letter or \"end\"")?;
        line.end(at)?;
        if choices.lines < declared {
            choices.letters.push(choice);
        }
        (line, choices.lines) = (lines.next("a node line or \"end\"")?, choices.lines + 1);
    }
    lines.end(line).map(|()| choices)
}

/// [cert.grammar] `piece-letter`: one of IOTSZJL (whether the game allows it is the walk's rule).
fn letter(line: &Line, at: &mut &[u8], expected: &str) -> Result<u8, Failure> {
    let index = one_of(line, at, PIECE_ORDER.as_bytes(), || expected.into())?;
    Ok(PIECE_ORDER.as_bytes()[usize::from(index)])
}

/// `node ID (line L)`, as the full form's messages name a node.
fn node_at(choices: &Choices, id: usize) -> String {
    format!("node {id} (line {})", id as u64 + choices.first_line)
}

/// [surv.adversary] [surv.limits] The compact form's rules, in order: `limit` (the positions are
/// the node lines), `node-count`, the walk, then on the graph it derives `endless-game` and
/// `within-mismatch` (the header's `within`). `placements(piece)`: the placements that fit between
/// the walls, in canonical order; `turn(board, orientation, column)`: the board after the drop and
/// the clears, `None` when the placement tops out.
pub(crate) fn check(
    choices: &Choices,
    (pieces, within): (&Pieces, u64),
    (placements, turn): (
        impl Fn(u8) -> Vec<(u8, u8)>,
        impl Fn(&Rows, u8, u8) -> Option<Rows>,
    ),
    limits: &Limits,
) -> Result<(), Failure> {
    limit(choices.lines as usize <= limits.positions, || {
        format!("more than {} distinct positions", limits.positions)
    })?;
    line_count(choices.declared, choices.lines)?;
    let graph = walk(choices, pieces, (placements, turn))?;
    let slot = |node: usize, j: usize| {
        let next = &graph.next[graph.starts[node]..graph.starts[node + 1]];
        next.get(j).map(|&c| Some(c))
    };
    longest_game(graph.starts.len() - 1, slot, (within, Rule::WithinMismatch))
}

/// [surv.adversary] The walk of the compact form: the nodes in id order, each given its position
/// when a placement of an earlier node first leads to it (node 0: the root), its letters checked
/// and its next nodes derived (rules `unreachable-node`, `wrong-piece`, `missing-node`).
fn walk(
    choices: &Choices,
    pieces: &Pieces,
    (placements, turn): (
        impl Fn(u8) -> Vec<(u8, u8)>,
        impl Fn(&Rows, u8, u8) -> Option<Rows>,
    ),
) -> Result<Graph, Failure> {
    let n = choices.letters.len();
    let root_x = match pieces {
        Pieces::Set { preview: true, .. } => choices.first,
        Pieces::Set { .. } => None,
        Pieces::Sequence(_) => Some(0),
    };
    // The positions given a node (d of the spec is their number), and those not visited yet:
    // the nodes d - queue.len() .. d, in id order.
    let root: Position = ([0; 24], root_x);
    let (mut ids, mut queue) = (HashMap::from([(root, 0u32)]), VecDeque::from([root]));
    let mut graph = Graph {
        starts: Vec::with_capacity(n + 1),
        next: Vec::new(),
    };
    let placed: Vec<Vec<(u8, u8)>> = PIECE_ORDER.bytes().map(&placements).collect();
    for i in 0..n {
        // [surv.adversary] Rule unreachable-node: no earlier node's placement led to node i.
        let Some((rows, x)) = queue.pop_front() else {
            let why = format!("{} is not reached by the walk", node_at(choices, i));
            return Err(reject(Rule::UnreachableNode, Some(i as u64), why));
        };
        let (piece, next_x) = wrong_piece(choices, pieces, i, x)?;
        graph.starts.push(graph.next.len());
        let order = PIECE_ORDER.bytes().position(|p| p == piece).unwrap_or(0);
        for &(orientation, column) in &placed[order] {
            let Some(after) = turn(&rows, orientation, column) else {
                continue; // it tops out: the game ends here
            };
            let position = (after, next_x);
            let next = match ids.get(&position) {
                Some(&id) => id,
                None => {
                    let d = ids.len();
                    let why = || {
                        format!(
                            "{} leads to more positions than N = {n}",
                            node_at(choices, i)
                        )
                    };
                    ensure(d < n, Rule::MissingNode, Some(i as u64), why)?;
                    ids.insert(position, d as u32);
                    queue.push_back(position);
                    d as u32
                }
            };
            graph.next.push(next);
        }
        terminal(choices, pieces, i, graph.next.len() == graph.starts[i])?;
    }
    graph.starts.push(graph.next.len());
    Ok(graph)
}

/// [surv.adversary] Rule wrong-piece on node `i`'s letters (at a position with `x`): without
/// preview its piece is one of P, with a sequence it is S[x]; with preview node 0's piece and
/// every commitment are pieces of P. The piece to place and the next position's `x`.
fn wrong_piece(
    choices: &Choices,
    pieces: &Pieces,
    i: usize,
    x: Option<u8>,
) -> Result<(u8, Option<u8>), Failure> {
    let letter = choices.letters[i];
    let wrong = |expected: String| {
        let why = format!(
            "{} names {}, not {expected}",
            node_at(choices, i),
            char::from(letter)
        );
        reject(Rule::WrongPiece, Some(i as u64), why)
    };
    let x = x.unwrap_or(0); // Some with preview or a sequence
    match pieces {
        Pieces::Set { letters, preview } => {
            let first = choices.first.filter(|_| i == 0 && *preview);
            if let Some(first) = first.filter(|p| !letters.as_bytes().contains(p)) {
                let why = format!(
                    "{} names {} first, not a piece of {letters}",
                    node_at(choices, i),
                    char::from(first)
                );
                return Err(reject(Rule::WrongPiece, Some(0), why));
            }
            if !letters.as_bytes().contains(&letter) {
                return Err(wrong(format!("a piece of {letters}")));
            }
            Ok(match preview {
                true => (x, Some(letter)),
                false => (letter, None),
            })
        }
        Pieces::Sequence(s) => {
            let (s, index) = (s.as_bytes(), usize::from(x));
            if letter != s[index] {
                return Err(wrong(format!("S[{index}] = {}", char::from(s[index]))));
            }
            Ok((letter, Some(((index + 1) % s.len()) as u8)))
        }
    }
}

/// [surv.adversary] Rule wrong-piece at a node with preview where every placement tops out
/// (`ended`): its commitment is the first piece of P (one file per strategy).
fn terminal(choices: &Choices, pieces: &Pieces, i: usize, ended: bool) -> Result<(), Failure> {
    let Pieces::Set {
        letters,
        preview: true,
    } = pieces
    else {
        return Ok(());
    };
    let (first, letter) = (letters.as_bytes()[0], choices.letters[i]);
    ensure(
        !ended || letter == first,
        Rule::WrongPiece,
        Some(i as u64),
        || {
            format!(
                "{} ends every game but names {}, not {}",
                node_at(choices, i),
                char::from(letter),
                char::from(first)
            )
        },
    )
}
