//! The game graph of a survival problem: every position reachable from the starting positions,
//! numbered breadth first (the roots first), and for each position and each adversary choice
//! the distinct positions the player's placements lead to (placements that top out lead
//! nowhere). Flat arrays: one start per position, one count per (position, choice), one 32-bit
//! number per edge.

use super::interner::{Full, Interner};
use super::pack::Packer;
use super::problem::{Position, SurvivalProblem};
use super::well::{Shape, Well};
use super::{Budget, Progress, TooLarge};
use crate::pieces::{placements, Piece, TieBreak};

/// Positions explored between two progress reports.
const REPORT_EVERY: usize = 1 << 20;

/// The placements of each piece that fit the well, in canonical placement order, prepared for
/// the drop.
pub struct Shapes {
    by_piece: [Vec<Shape>; 7],
}

impl Shapes {
    pub fn new(well: &Well) -> Shapes {
        let by_piece = Piece::ALL.map(|piece| {
            placements(well.width(), piece, TieBreak::Canonical)
                .into_iter()
                .filter_map(|p| well.shape(p))
                .collect()
        });
        Shapes { by_piece }
    }

    pub fn of(&self, piece: Piece) -> &[Shape] {
        &self.by_piece[piece.index()]
    }
}

/// The reachable game graph.
pub struct Graph<const N: usize> {
    pub positions: Interner<N>,
    /// Choices per position.
    pub choices: usize,
    /// The edges of position `p` are `edges[starts[p] .. starts[p + 1]]`, choice by choice.
    starts: Vec<u32>,
    /// The number of edges of `(p, j)` at `counts[p * choices + j]`.
    counts: Vec<u8>,
    edges: Vec<u32>,
    /// The starting positions, in root order (they are numbered `0 .. roots`).
    pub roots: usize,
}

/// Everything one exploration needs, computed once.
pub struct Context<'a> {
    pub problem: &'a SurvivalProblem,
    pub packer: Packer,
    pub shapes: Shapes,
}

impl<'a> Context<'a> {
    pub fn new(problem: &'a SurvivalProblem) -> Context<'a> {
        Context {
            problem,
            packer: Packer::new(problem),
            shapes: Shapes::new(&problem.well),
        }
    }

    /// The positions each placement of choice `slot` leads to at `position`, in canonical
    /// placement order, `None` for a placement that tops out.
    pub fn successors<'s>(
        &'s self,
        position: &'s Position,
        slot: usize,
    ) -> impl Iterator<Item = (Shape, Option<Position>)> + 's {
        self.successors_from(position, slot, 0)
            .map(|(_, shape, next)| (shape, next))
    }

    /// [`Context::successors`] from the placement numbered `from` on, each with its number.
    pub fn successors_from<'s>(
        &'s self,
        position: &'s Position,
        slot: usize,
        from: usize,
    ) -> impl Iterator<Item = (usize, Shape, Option<Position>)> + 's {
        let well = &self.problem.well;
        let heights = well.heights(&position.board);
        let (piece, ahead) = self.problem.turn(position.ahead, slot);
        let shapes = self.shapes.of(piece);
        (from..shapes.len()).map(move |i| {
            let shape = shapes[i];
            let next = well
                .drop(&position.board, &heights, &shape)
                .map(|board| Position { board, ahead });
            (i, shape, next)
        })
    }
}

impl<const N: usize> Graph<N> {
    /// Explores every position reachable from the roots, within `budget`.
    pub fn explore(
        context: &Context,
        budget: &Budget,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Graph<N>, TooLarge> {
        let problem = context.problem;
        let choices = problem.choices();
        let mut graph = Graph {
            positions: Interner::new(),
            choices,
            starts: Vec::new(),
            counts: Vec::new(),
            edges: Vec::new(),
            roots: 0,
        };
        for root in problem.roots() {
            graph.intern(context, &root)?;
        }
        graph.roots = graph.positions.len();
        let well = &problem.well;
        let mut next = Vec::with_capacity(64);
        let mut p = 0usize;
        while p < graph.positions.len() {
            let position = context.packer.unpack(graph.positions.key(p as u32));
            let heights = well.heights(&position.board);
            graph.starts.push(graph.edges.len() as u32);
            for slot in 0..choices {
                let (piece, ahead) = problem.turn(position.ahead, slot);
                next.clear();
                for shape in context.shapes.of(piece) {
                    if let Some(board) = well.drop(&position.board, &heights, shape) {
                        next.push(graph.intern(context, &Position { board, ahead })?);
                    }
                }
                next.sort_unstable();
                next.dedup();
                graph.counts.push(next.len() as u8);
                graph.edges.extend_from_slice(&next);
            }
            if graph.edges.len() >= u32::MAX as usize {
                return Err(graph.too_large("more than 2^32 edges"));
            }
            p += 1;
            if p.is_multiple_of(REPORT_EVERY) {
                progress(&graph.progress(p));
                if graph.projected_bytes() > budget.bytes {
                    return Err(graph.too_large("the memory budget"));
                }
            }
        }
        graph.starts.push(graph.edges.len() as u32);
        progress(&graph.progress(p));
        Ok(graph)
    }

    fn intern(&mut self, context: &Context, position: &Position) -> Result<u32, TooLarge> {
        let key = context.packer.pack::<N>(position);
        match self.positions.intern(&key) {
            Ok((id, _)) => Ok(id),
            Err(Full) => Err(self.too_large("more than 2^32 positions")),
        }
    }

    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// The number of edges of each (position, choice), `p * choices + j`.
    pub fn counts(&self) -> &[u8] {
        &self.counts
    }

    /// The edges of all choices of position `p`, choice by choice.
    pub fn all_edges(&self, p: usize) -> &[u32] {
        &self.edges[self.starts[p] as usize..self.starts[p + 1] as usize]
    }

    /// Frees the edges (the ranks keep their own copy, reversed).
    pub fn drop_edges(&mut self) {
        self.edges = Vec::new();
        self.starts = Vec::new();
    }

    /// Bytes the graph holds now.
    pub fn bytes(&self) -> usize {
        self.positions.bytes()
            + self.starts.capacity() * 4
            + self.counts.capacity()
            + self.edges.capacity() * 4
    }

    /// What the graph and the ranks computed from it will hold at most: the reversed edges and
    /// five bytes a position more.
    fn projected_bytes(&self) -> u64 {
        let n = self.positions.len();
        (self.bytes() + self.edges.len() * 4 + n * 9 + self.counts.len()) as u64
    }

    fn progress(&self, expanded: usize) -> Progress {
        Progress {
            phase: "explore",
            positions: self.positions.len() as u64,
            expanded: expanded as u64,
            edges: self.edges.len() as u64,
            bytes: self.bytes() as u64,
        }
    }

    fn too_large(&self, what: &'static str) -> TooLarge {
        TooLarge {
            what,
            positions: self.positions.len() as u64,
            edges: self.edges.len() as u64,
            bytes: self.bytes() as u64,
        }
    }
}
