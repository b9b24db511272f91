//! [lines.player] [lines.adversary] The certificates' graphs: the player's optimal strategy and
//! the adversary's policy, one node per position, numbered breadth first from the start in the
//! order the checker's canonical numbering asks (nodes in id order, moves in slot order, a new
//! node the next free id).

use std::collections::HashMap;

use super::explore::{GOAL, TOPS_OUT};
use super::moves::{LinesMove, MoveSet};
use super::values::{through, NEVER};
use super::{LinesProblem, Solution};
use crate::pieces::Piece;

/// Where a player's move goes: the goal, or a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Win,
    Node(u32),
}

/// [lines.player] The player's strategy: per node, one move per piece of the set; its longest
/// game, the optimum.
pub struct LinesStrategy {
    pub problem: LinesProblem,
    pub max_pieces: u32,
    pub nodes: Vec<Vec<(LinesMove, Next)>>,
}

/// [lines.adversary] One node of a policy: the piece the adversary gives, and per placement of
/// it the next node (`None`: the field `x`, a placement that tops out or is a last one), and the
/// placements in the same order (named in the certificate with slides, [lines.slide.grammar]).
pub struct PolicyNode {
    pub piece: Piece,
    pub fields: Vec<Option<u32>>,
    pub placements: Vec<LinesMove>,
}

/// [lines.adversary] The adversary's policy, for ever or `within` a budget.
pub struct LinesPolicy {
    pub problem: LinesProblem,
    pub within: Option<u32>,
    pub nodes: Vec<PolicyNode>,
}

/// The node numbering of a walk: positions in the order they are first reached.
struct Numbering {
    order: Vec<u32>,
    ids: HashMap<u32, u32>,
}

impl Numbering {
    fn new() -> Numbering {
        Numbering {
            order: vec![0],
            ids: HashMap::from([(0, 0)]),
        }
    }

    /// The node of position `p`, a new one when `p` is reached for the first time.
    fn id(&mut self, p: u32) -> u32 {
        let fresh = self.order.len() as u32;
        let id = *self.ids.entry(p).or_insert(fresh);
        if id == fresh {
            self.order.push(p);
        }
        id
    }
}

/// The player's optimal strategy: at each position, for each piece, the first placement in the
/// certificate's order whose value is the least.
pub(crate) fn strategy(solution: &Solution, moves: &dyn MoveSet) -> LinesStrategy {
    let (graph, values) = (&solution.graph, &solution.values);
    let well = &solution.problem.well;
    let mut numbering = Numbering::new();
    let mut nodes = Vec::new();
    let mut at = 0;
    while at < numbering.order.len() {
        let p = numbering.order[at] as usize;
        let board = &graph.board(p);
        let mut node = Vec::with_capacity(graph.pieces.len());
        for (j, &piece) in graph.pieces.iter().enumerate() {
            let edges = graph.slot(p, j);
            let best = (0..edges.len())
                .min_by_key(|&i| (through(values, edges[i]), i))
                .expect("every piece has a placement");
            let placement = moves.placements(well, board, piece)[best];
            let next = match edges[best] {
                GOAL => Next::Win,
                q => Next::Node(numbering.id(q)),
            };
            node.push((placement, next));
        }
        nodes.push(node);
        at += 1;
    }
    LinesStrategy {
        problem: solution.problem,
        max_pieces: u32::from(values[0]),
        nodes,
    }
}

/// The adversary's policy: at each position the first piece of the set whose least value over
/// its placements is the greatest; with a budget, the placements of the nodes at depth
/// `within - 1` are the last ones.
pub(crate) fn policy(solution: &Solution, moves: &dyn MoveSet, within: Option<u32>) -> LinesPolicy {
    let (graph, values) = (&solution.graph, &solution.values);
    let well = &solution.problem.well;
    let mut numbering = Numbering::new();
    let (mut nodes, mut depth) = (Vec::new(), vec![0u32]);
    let mut at = 0;
    while at < numbering.order.len() {
        let p = numbering.order[at] as usize;
        let least = |j: usize| graph.slot(p, j).iter().map(|&e| through(values, e)).min();
        let j = (0..graph.pieces.len())
            .max_by_key(|&j| (least(j).unwrap_or(NEVER), std::cmp::Reverse(j)))
            .expect("the set has a piece");
        let last = within == Some(depth[at] + 1);
        let edges = graph.slot(p, j);
        let placements = moves.placements(well, &graph.board(p), graph.pieces[j]);
        debug_assert_eq!(edges.len(), placements.len());
        let mut fields = Vec::with_capacity(edges.len());
        for &edge in edges {
            assert_ne!(edge, GOAL, "the adversary's piece reaches the goal");
            let field = (edge != TOPS_OUT && !last).then(|| {
                let id = numbering.id(edge);
                if id as usize == depth.len() {
                    depth.push(depth[at] + 1);
                }
                id
            });
            fields.push(field);
        }
        nodes.push(PolicyNode {
            piece: graph.pieces[j],
            fields,
            placements,
        });
        at += 1;
    }
    LinesPolicy {
        problem: solution.problem,
        within,
        nodes,
    }
}
