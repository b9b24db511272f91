//! [surv.adversary] The compact form of a survival adversary's certificate: a node line names only
//! the adversary's choice at its node (with preview, node 0's piece first). The numbering is
//! canonical (breadth first, one node per position), so the walk derives every next node itself
//! instead of reading it: the rules of the full form's fields have nothing to check here, and
//! what is left is whether the lines and the positions the walk reaches match one to one
//! (`unreachable-node`, `missing-node`) and whether each letter is one the game allows
//! (`wrong-piece`). The derived graph then goes to the length walk that the full form uses. It
//! knows the game only through the turn it is given.

use std::collections::{hash_map::Entry, HashMap, VecDeque};

use crate::game::placements;
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
type Graph = (Vec<usize>, Vec<u32>);

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
/// `within-mismatch` (the header's `within`). `turn(board, orientation, column)`: the board after
/// the drop and the clears, `None` when the placement tops out.
pub(crate) fn check(
    choices: &Choices,
    (pieces, width, within): (&Pieces, u8, u64),
    turn: impl Fn(&Rows, u8, u8) -> Option<Rows>,
    limits: &Limits,
) -> Result<(), Failure> {
    limit(choices.lines as usize <= limits.positions, || {
        format!("more than {} distinct positions", limits.positions)
    })?;
    line_count(choices.declared, choices.lines)?;
    let (starts, next) = walk(choices, (pieces, width), turn)?;
    let slot = |node: usize, j: usize| {
        let next = &next[starts[node]..starts[node + 1]];
        next.get(j).map(|&c| Some(c))
    };
    longest_game(starts.len() - 1, slot, (within, Rule::WithinMismatch))
}

/// [surv.adversary] The walk of the compact form: the nodes in id order, each given its position
/// when a placement of an earlier node first leads to it (node 0: the root), its letters checked
/// and its next nodes derived (rules `unreachable-node`, `wrong-piece`, `missing-node`).
fn walk(
    choices: &Choices,
    (pieces, width): (&Pieces, u8),
    turn: impl Fn(&Rows, u8, u8) -> Option<Rows>,
) -> Result<Graph, Failure> {
    let n = choices.letters.len();
    let root_x = match pieces {
        Pieces::Set { .. } => choices.first, // Some with preview
        Pieces::Sequence(_) => Some(0),
    };
    // The positions given a node (d of the spec is their number), and those not visited yet:
    // the nodes d - queue.len() .. d, in id order.
    let root: Position = ([0; 24], root_x);
    // Room for the N positions at once (N is the number of node lines): no table regrown.
    let (mut ids, mut queue) = (HashMap::with_capacity(n), VecDeque::from([root]));
    ids.insert(root, 0u32);
    let (mut starts, mut next) = (Vec::with_capacity(n + 1), Vec::new());
    let placed: Vec<Vec<(u8, u8)>> = PIECE_ORDER
        .chars()
        .map(|p| placements(p, width).collect())
        .collect();
    for i in 0..n {
        // [surv.adversary] Rule unreachable-node: no earlier node's placement led to node i.
        let Some((rows, x)) = queue.pop_front() else {
            let why = format!("{} is not reached by the walk", node_at(choices, i));
            return Err(reject(Rule::UnreachableNode, Some(i as u64), why));
        };
        let (piece, next_x) = wrong_piece(choices, pieces, i, x)?;
        starts.push(next.len());
        let order = PIECE_ORDER.bytes().position(|p| p == piece).unwrap_or(0);
        for &(orientation, column) in &placed[order] {
            let Some(after) = turn(&rows, orientation, column) else {
                continue; // it tops out: the game ends here
            };
            let d = ids.len(); // the positions given a node so far
            let id = match ids.entry((after, next_x)) {
                Entry::Occupied(known) => *known.get(),
                Entry::Vacant(new) => {
                    let why = || {
                        let at = node_at(choices, i);
                        format!("{at} leads to more positions than N = {n}")
                    };
                    ensure(d < n, Rule::MissingNode, Some(i as u64), why)?;
                    queue.push_back(*new.key());
                    *new.insert(d as u32)
                }
            };
            next.push(id);
        }
        // [surv.adversary] With preview, a node where every game ends commits to P's first piece.
        let ended = next.len() == starts[i];
        if let (
            true,
            Pieces::Set {
                letters,
                preview: true,
            },
        ) = (ended, pieces)
        {
            let (first, letter) = (letters.as_bytes()[0], choices.letters[i]);
            let why = || {
                format!(
                    "{} ends every game, so names {}",
                    node_at(choices, i),
                    char::from(first)
                )
            };
            ensure(letter == first, Rule::WrongPiece, Some(i as u64), why)?;
        }
    }
    starts.push(next.len());
    Ok((starts, next))
}

/// [surv.adversary] Rule wrong-piece on node `i`'s letters at a position with `x` (node 0's first
/// letter first): pieces of P, or with a sequence S[x]. The piece to place and the next position's `x`.
fn wrong_piece(
    choices: &Choices,
    pieces: &Pieces,
    i: usize,
    x: Option<u8>,
) -> Result<(u8, Option<u8>), Failure> {
    let (x, letter) = (x.unwrap_or(0), choices.letters[i]); // x: Some with preview or a sequence
    let allowed = match pieces {
        Pieces::Set { letters, .. } => letters.as_bytes(),
        Pieces::Sequence(s) => &s.as_bytes()[usize::from(x)..][..1],
    };
    for named in choices.first.filter(|_| i == 0).into_iter().chain([letter]) {
        let why = || {
            let allowed = String::from_utf8_lossy(allowed);
            format!(
                "{} names {}, not one of {allowed}",
                node_at(choices, i),
                char::from(named)
            )
        };
        ensure(
            allowed.contains(&named),
            Rule::WrongPiece,
            Some(i as u64),
            why,
        )?;
    }
    Ok(match pieces {
        Pieces::Set { preview: true, .. } => (x, Some(letter)),
        Pieces::Set { .. } => (letter, None),
        Pieces::Sequence(s) => (letter, Some((x + 1) % s.len() as u8)),
    })
}
