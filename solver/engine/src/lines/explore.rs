//! Every position of the lines game reachable from the start, explored once, breadth first, into
//! flat tables: per position and piece of the set (a *slot*), the outcome of each placement.

use std::collections::HashMap;

use super::moves::{MoveSet, Turn};
use super::{Bounds, LinesProblem, Undecided};
use crate::pieces::Piece;
use crate::survival::Board;

/// An edge's outcome, packed: the next position's number, or one of these two.
pub(crate) const TOPS_OUT: u32 = u32::MAX;
pub(crate) const GOAL: u32 = u32::MAX - 1;

/// The explored game: position `p` is `positions[p]` (board, rows cleared so far); the outcomes
/// of slot `j` at `p` are `edges[starts[p * slots + j] .. starts[p * slots + j + 1]]`.
pub(crate) struct Graph {
    pub positions: Vec<(Board, u8)>,
    pub pieces: Vec<Piece>,
    pub starts: Vec<u32>,
    pub edges: Vec<u32>,
}

impl Graph {
    /// The outcomes of slot `j` at position `p`.
    pub fn slot(&self, p: usize, j: usize) -> &[u32] {
        let at = p * self.pieces.len() + j;
        &self.edges[self.starts[at] as usize..self.starts[at + 1] as usize]
    }
}

/// Explores the game from the empty board, count 0 (position 0).
pub(crate) fn explore(
    problem: &LinesProblem,
    moves: &dyn MoveSet,
    bounds: &Bounds,
) -> Result<Graph, Undecided> {
    let pieces: Vec<Piece> = problem.pieces.iter().collect();
    let mut graph = Graph {
        positions: vec![(Board::EMPTY, 0)],
        pieces,
        starts: vec![0],
        edges: Vec::new(),
    };
    let mut index: HashMap<(Board, u8), u32> = HashMap::from([((Board::EMPTY, 0), 0)]);
    let mut turns: Vec<Turn> = Vec::new();
    let mut p = 0;
    while p < graph.positions.len() {
        if p % 4096 == 0
            && bounds
                .deadline
                .is_some_and(|d| std::time::Instant::now() > d)
        {
            return Err(Undecided {
                what: "the time",
                positions: graph.positions.len() as u64,
            });
        }
        let (board, count) = graph.positions[p];
        for j in 0..graph.pieces.len() {
            moves.turns(&problem.well, &board, graph.pieces[j], &mut turns);
            for turn in &turns {
                let edge = match *turn {
                    None => TOPS_OUT,
                    Some((after, cleared)) => match problem.goal.after(count, cleared) {
                        None => GOAL,
                        Some(next) => {
                            let fresh = graph.positions.len() as u32;
                            let id = *index.entry((after, next)).or_insert(fresh);
                            if id == fresh {
                                graph.positions.push((after, next));
                            }
                            id
                        }
                    },
                };
                graph.edges.push(edge);
            }
            graph.starts.push(graph.edges.len() as u32);
        }
        if graph.positions.len() > bounds.max_positions {
            return Err(Undecided {
                what: "the positions allowed",
                positions: graph.positions.len() as u64,
            });
        }
        p += 1;
    }
    Ok(graph)
}
