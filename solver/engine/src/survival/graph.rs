//! The game graph of a survival problem: every position reachable from the starting positions,
//! numbered breadth first (the roots first), and for each position and each adversary choice
//! the distinct positions the player's placements lead to (placements that top out lead
//! nowhere). Flat arrays: one start per position, one count per (position, choice), one 32-bit
//! number per edge. With one choice it also keeps where every placement leads: numbered breadth
//! first from the one root over every placement in canonical order, the graph is the adversary's
//! policy of [survival.choice] node for node, so when the start falls its lines are these.
//! Restricted to the placements that leave no hole ([survival.surface]), it is the surface
//! game's graph: its positions are the hole-free ones the start reaches that way.

use super::interner::{Full, Interner};
use super::pack::Packer;
use super::problem::{Position, SurvivalProblem};
use super::stop::CappedSearch;
use super::surface::Placements;
use super::well::{Shape, Well};
use super::{Budget, Exhausted, Field, PolicyNode, Progress, SurvivalPolicy, TooLarge};
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
    /// Positions expanded so far: the graph is whole when every position is.
    expanded: usize,
    /// With one choice, the policy's lines as explored (their lengths set by [`Graph::policy`]).
    lines: Option<Lines>,
    /// The placements that are edges: every one, or those of the surface game.
    placements: Placements,
    /// The positions it may number ([survival.staged]; `usize::MAX`: no cap).
    cap: usize,
}

/// Every position's piece and where each of its placements leads, in graph order.
struct Lines {
    nodes: Vec<PolicyNode>,
    fields: Vec<Field>,
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
        let mut graph = Graph::new(context)?;
        graph.grow(context, usize::MAX, budget, progress)?;
        Ok(graph)
    }

    /// The graph of the roots alone, nothing expanded yet.
    pub fn new(context: &Context) -> Result<Graph<N>, TooLarge> {
        Graph::restricted(context, Placements::Every, usize::MAX)
    }

    /// [survival.surface] The graph of the roots alone whose edges are `placements`, numbering
    /// at most `cap` positions.
    pub fn restricted(
        context: &Context,
        placements: Placements,
        cap: usize,
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
            expanded: 0,
            // The policy's lines are those of the whole game: not kept for the surface game.
            lines: (choices == 1 && placements == Placements::Every).then(|| Lines {
                nodes: Vec::new(),
                fields: Vec::new(),
            }),
            placements,
            cap,
        };
        for root in problem.roots() {
            graph.intern(context, &root)?;
        }
        graph.roots = graph.positions.len();
        Ok(graph)
    }

    /// Expands about `work` more positions, breadth first; whether the graph is now whole.
    pub fn grow(
        &mut self,
        context: &Context,
        work: usize,
        budget: &Budget,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<bool, TooLarge> {
        let problem = context.problem;
        let well = &problem.well;
        let mut next = [0u32; 64];
        let stop = self.expanded.saturating_add(work);
        while self.expanded < self.positions.len() && self.expanded < stop {
            let p = self.expanded;
            let position = context.packer.unpack(self.positions.key(p as u32));
            let heights = well.heights(&position.board);
            self.starts.push(self.edges.len() as u32);
            for slot in 0..self.choices {
                let (piece, ahead) = problem.turn(position.ahead, slot);
                let fields = self.lines.as_ref().map_or(0, |l| l.fields.len());
                let fields_start =
                    u32::try_from(fields).map_err(|_| self.too_large("more than 2^32 fields"))?;
                if let Some(lines) = &mut self.lines {
                    lines.nodes.push(PolicyNode {
                        piece,
                        length: 0, // set from the ranks by `Graph::policy`
                        fields_start,
                    });
                }
                let mut found = 0;
                for shape in context.shapes.of(piece) {
                    let field = match well.drop(&position.board, &heights, shape) {
                        // A placement the restriction leaves out is no edge (no lines are kept
                        // then, so its field is never read).
                        Some(board) if !self.placements.allows(well, &board) => Field::TopsOut,
                        Some(board) => {
                            let id = self.intern(context, &Position { board, ahead })?;
                            (next[found], found) = (id, found + 1);
                            Field::Node(id)
                        }
                        None => Field::TopsOut,
                    };
                    if let Some(lines) = &mut self.lines {
                        lines.fields.push(field);
                    }
                }
                let next = &mut next[..found];
                next.sort_unstable();
                let mut distinct = 0;
                for i in 0..next.len() {
                    if i == 0 || next[i] != next[i - 1] {
                        self.edges.push(next[i]);
                        distinct += 1;
                    }
                }
                self.counts.push(distinct);
            }
            if self.edges.len() >= u32::MAX as usize {
                return Err(self.too_large("more than 2^32 edges"));
            }
            self.expanded += 1;
            if self.expanded.is_multiple_of(REPORT_EVERY) {
                progress(&self.progress(self.expanded));
                if self.projected_bytes() > budget.bytes {
                    return Err(self.too_large("the memory budget"));
                }
            }
        }
        let whole = self.expanded == self.positions.len();
        if whole && self.starts.len() == self.expanded {
            self.starts.push(self.edges.len() as u32);
            progress(&self.progress(self.expanded));
        }
        Ok(whole)
    }

    /// [survival.choice] With one choice, when the start falls: the policy is every position
    /// in graph order (each reachable one falls, so every one is a node), its lines as explored,
    /// each node's length its position's rank (`rank`, from the ranks of this graph); `None` with
    /// more choices.
    pub fn policy(
        &mut self,
        context: &Context,
        rank: impl Fn(u32) -> u32,
    ) -> Option<SurvivalPolicy> {
        let mut lines = self.lines.take()?;
        for (p, node) in lines.nodes.iter_mut().enumerate() {
            node.length = rank(p as u32);
        }
        Some(SurvivalPolicy {
            problem: *context.problem,
            within: lines.nodes[0].length,
            nodes: lines.nodes,
            fields: lines.fields,
        })
    }

    fn intern(&mut self, context: &Context, position: &Position) -> Result<u32, TooLarge> {
        let key = context.packer.pack::<N>(position);
        match self.positions.intern(&key) {
            Ok((_, true)) if self.positions.len() > self.cap => {
                Err(self.capped(CappedSearch::Surface))
            }
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
        let lines = self.lines.as_ref().map_or(0, |l| {
            l.nodes.capacity() * size_of::<PolicyNode>() + l.fields.capacity() * size_of::<Field>()
        });
        self.positions.bytes()
            + self.starts.capacity() * 4
            + self.counts.capacity()
            + self.edges.capacity() * 4
            + lines
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

    /// [survival.staged] The stage's positions budget reached.
    fn capped(&self, search: CappedSearch) -> TooLarge {
        TooLarge {
            what: Exhausted::PositionsCap(search),
            ..self.too_large("")
        }
    }

    fn too_large(&self, what: &'static str) -> TooLarge {
        TooLarge {
            what: Exhausted::Limit(what),
            positions: self.positions.len() as u64,
            edges: self.edges.len() as u64,
            bytes: self.bytes() as u64,
        }
    }
}
