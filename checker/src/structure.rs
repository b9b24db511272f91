//! [cert.canonical] The structure rules of node lines, for every certificate made of them (player
//! strategies and survival certificates): the counts, the numbering, no duplicates, the longest
//! game of a survival graph. They read the parsed nodes (or a derived graph) only, never a game.

use std::collections::HashMap;

use crate::parse::{Nodes, Step};
use crate::{ensure, reject, Failure, Rule};

/// `node ID (line L)`: node line 0 follows the header.
pub(crate) fn node_at(nodes: &Nodes, id: u64) -> String {
    format!("node {id} (line {})", id + nodes.first_line)
}

/// [cert.header] rule node-count: the header N equals the number of node lines.
pub(crate) fn node_count(nodes: &Nodes) -> Result<(), Failure> {
    line_count(nodes.declared, nodes.lines)
}

/// [cert.header] rule node-count on the `declared` N and the number of node `lines`.
pub(crate) fn line_count(declared: u64, lines: u64) -> Result<(), Failure> {
    ensure(declared == lines, Rule::NodeCount, None, || {
        format!("header nodes {declared}, but {lines} node lines")
    })
}

/// [cert.canonical] rule dangling-child: every next id is `< N`.
pub(crate) fn dangling_child(nodes: &Nodes) -> Result<(), Failure> {
    for (id, moves) in (0..).zip(nodes.steps.chunks(nodes.k)) {
        let message = || {
            format!(
                "{} refers to a node >= N = {}",
                node_at(nodes, id),
                nodes.declared
            )
        };
        let holds = moves
            .iter()
            .filter_map(|m| m.next.id())
            .all(|c| u64::from(c) < nodes.declared);
        ensure(holds, Rule::DanglingChild, Some(id), message)?;
    }
    Ok(())
}

/// [cert.canonical] rule canonical-numbering, breadth first from the `roots` (node 0, or nodes
/// 0 .. roots - 1, used before any is visited): visiting nodes in
/// increasing id order and moves in slot order, each id not referenced before is the smallest id
/// not yet used. While this holds, the ids used so far (the root and the ids referenced) are
/// exactly `0 .. next_unused`: no set of flags is needed. Rule unreachable-node: while this
/// holds, the ids referenced before node k is visited are closed under references, so if k is not
/// among them, nodes k.. are unreachable.
pub(crate) fn canonical_numbering(nodes: &Nodes, roots: u64) -> Result<(), Failure> {
    let mut next_unused = roots;
    for (id, moves) in (0..).zip(nodes.steps.chunks(nodes.k)) {
        let message = || format!("{} is not reachable from node 0", node_at(nodes, id));
        ensure(id < next_unused, Rule::UnreachableNode, Some(id), message)?;
        for child in moves.iter().filter_map(|m| m.next.id().map(u64::from)) {
            // A child >= next_unused is referenced for the first time: it must be next_unused.
            let message = || {
                format!(
                    "{} first refers to {child}, expected {next_unused}",
                    node_at(nodes, id)
                )
            };
            ensure(
                child <= next_unused,
                Rule::CanonicalNumbering,
                Some(id),
                message,
            )?;
            next_unused += u64::from(child == next_unused);
        }
    }
    Ok(())
}

/// [cert.canonical] rule duplicate-node: no two node lines are identical after their id. (Moves
/// are stored exactly but for numbers >= 2^32 - 1, which dangling-child or any game rejects.)
pub(crate) fn duplicate_node(nodes: &Nodes) -> Result<(), Failure> {
    let mut first: HashMap<&[Step], u64> = HashMap::default();
    for (id, moves) in (0..).zip(nodes.steps.chunks(nodes.k)) {
        let same = *first.entry(moves).or_insert(id);
        ensure(same == id, Rule::DuplicateNode, Some(id), || {
            format!("{} repeats node {same}", node_at(nodes, id))
        })?;
    }
    Ok(())
}

/// [surv.adversary] rule within-mismatch: the header's `within` is the length of node 0, the
/// longest game: depth first, a node's length 1 + the largest of its next nodes'; a next node on
/// the path (a cycle) is `endless-game`. The graph of `count` nodes is read by `slot(node, j)`:
/// `None` past the node's last field, `Some(None)` for an `x` (or `win`), else the next node.
pub(crate) fn longest_game(
    count: usize,
    slot: impl Fn(usize, usize) -> Option<Option<u32>>,
    (within, rule): (u64, Rule),
) -> Result<(), Failure> {
    const ON_PATH: u64 = u64::MAX; // a length no game has: 0 is "not walked yet"
    let mut length = vec![0u64; count];
    let mut stack = vec![(0usize, 0usize)];
    length[0] = ON_PATH;
    while let Some((node, j)) = stack.pop() {
        let Some(next) = slot(node, j) else {
            let next = (0..).map_while(|j| slot(node, j)).flatten();
            length[node] = 1 + next.map(|c| length[c as usize]).max().unwrap_or(0);
            continue;
        };
        stack.push((node, j + 1));
        match next.map(|c| (c as usize, length[c as usize])) {
            Some((child, 0)) => (length[child], _) = (ON_PATH, stack.push((child, 0))),
            Some((child, ON_PATH)) => {
                return Err(reject(
                    Rule::EndlessGame,
                    None,
                    format!("node {child} is on a cycle"),
                ))
            }
            _ => {}
        }
    }
    let message = || format!("header {within}, the longest game {}", length[0]);
    ensure(length[0] == within, rule, None, message)
}
