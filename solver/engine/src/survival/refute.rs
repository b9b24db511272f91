//! [survival.refute] The adversary's side without the whole graph: the exact ranks of the
//! positions its policy reaches, by iterative deepening from the start. `within(p, d)` decides
//! "the adversary forces a top-out from `p` within `d` pieces" (OR over choices, AND over the
//! placements that stay in the well), and every answer is kept as a proven bound on the rank of
//! `p` (`lb < rank <= ub`). The first depth at which a root is within is its rank; the open
//! cells of the tables are games whose reachable graph is far larger than the ball of that
//! radius around the start.
//!
//! The ranks are exact facts of the game, so the policy read from them ([`Refute::policy`]) is
//! the one the whole graph's ranks give ([survival.choice], `extract::policy`): the same bytes,
//! whichever of the two decided.

use super::graph::Context;
use super::interner::{Full, Interner};
use super::{
    Budget, CappedSearch, Exhausted, Field, PolicyNode, Progress, SurvivalPolicy, TooLarge,
};

/// No upper bound proven yet.
const UNKNOWN: u32 = u32::MAX;
/// Expansions between two checks of the memory budget.
const CHECK_EVERY: u64 = 1 << 16;

/// The search's memory: positions met, with the bounds proven on their ranks.
pub struct Refute<'c, const N: usize> {
    context: &'c Context<'c>,
    positions: Interner<N>,
    /// `rank > lower[p]` is proven (0: nothing is).
    lower: Vec<u32>,
    /// `rank <= upper[p]` is proven (`UNKNOWN`: nothing is).
    upper: Vec<u32>,
    /// The children of the choices being searched, one run per level of the recursion.
    stack: Vec<u32>,
    roots: usize,
    /// The deepest root query answered so far: no root falls within it.
    depth: u32,
    /// Positions expanded so far.
    pub expanded: u64,
    budget: u64,
    /// The positions it may meet ([survival.staged]; `usize::MAX`: no cap).
    cap: usize,
}

impl<'c, const N: usize> Refute<'c, N> {
    pub fn new(context: &'c Context<'c>, budget: &Budget) -> Result<Refute<'c, N>, TooLarge> {
        let mut refute = Refute {
            context,
            positions: Interner::new(),
            lower: Vec::new(),
            upper: Vec::new(),
            stack: Vec::new(),
            roots: 0,
            depth: 0,
            expanded: 0,
            budget: budget.bytes,
            cap: usize::MAX,
        };
        for root in context.problem.roots() {
            let key = context.packer.pack::<N>(&root);
            refute.intern(&key)?;
        }
        refute.roots = refute.positions.len();
        Ok(refute)
    }

    /// Bounds the bytes the search may hold from now on.
    pub fn limit(&mut self, bytes: u64) {
        self.budget = bytes;
    }

    /// Bounds the positions the search may meet ([survival.staged]).
    pub fn cap(&mut self, positions: usize) {
        self.cap = positions;
    }

    /// One more depth of the iterative deepening: the least root that falls within it, if any.
    pub fn deepen(&mut self) -> Result<Option<u32>, TooLarge> {
        self.depth += 1;
        for root in 0..self.roots as u32 {
            if self.within(root, self.depth)? {
                return Ok(Some(root));
            }
        }
        Ok(None)
    }

    /// Deepens until a root falls: only called when one does, or it would not return.
    pub fn until_falls(&mut self, progress: &mut dyn FnMut(&Progress)) -> Result<u32, TooLarge> {
        loop {
            if let Some(root) = self.deepen()? {
                return Ok(root);
            }
            progress(&self.progress());
        }
    }

    fn intern(&mut self, key: &[u64; N]) -> Result<u32, TooLarge> {
        match self.positions.intern(key) {
            Ok((id, new)) => {
                if new && self.positions.len() > self.cap {
                    return Err(self.capped());
                }
                if new {
                    self.lower.push(0);
                    self.upper.push(UNKNOWN);
                }
                Ok(id)
            }
            Err(Full) => Err(self.too_large("more than 2^32 positions")),
        }
    }

    /// Whether the adversary forces a top-out from `p` within `d` pieces; the answer is kept.
    fn within(&mut self, p: u32, d: u32) -> Result<bool, TooLarge> {
        let i = p as usize;
        if self.upper[i] <= d {
            return Ok(true);
        }
        if self.lower[i] >= d {
            return Ok(false);
        }
        self.expanded += 1;
        if self.expanded.is_multiple_of(CHECK_EVERY) && self.bytes() > self.budget {
            return Err(self.too_large("the memory budget"));
        }
        let context = self.context;
        let position = context.packer.unpack(self.positions.key(p));
        for slot in 0..context.problem.choices() {
            let base = self.stack.len();
            for (_, _, next) in context.successors_from(&position, slot, 0) {
                if let Some(next) = next {
                    let id = self.intern(&context.packer.pack::<N>(&next))?;
                    self.stack.push(id);
                }
            }
            // A child already known to outlast `d - 1` sinks the choice without a search.
            let hopeless = self.stack[base..]
                .iter()
                .any(|&c| self.lower[c as usize] >= d - 1);
            // The child known to last longest first: the one most likely to sink the choice.
            let (stack, lower) = (&mut self.stack, &self.lower);
            stack[base..].sort_unstable_by_key(|&c| std::cmp::Reverse(lower[c as usize]));
            let mut forced = !hopeless;
            let mut at = base;
            while forced && at < self.stack.len() {
                forced = self.within(self.stack[at], d - 1)?;
                at += 1;
            }
            self.stack.truncate(base);
            if forced {
                self.upper[i] = d;
                return Ok(true);
            }
        }
        self.lower[i] = d;
        Ok(false)
    }

    /// The exact rank of a position that falls: deepening from its lower bound.
    fn rank(&mut self, p: u32) -> Result<u32, TooLarge> {
        loop {
            let d = self.lower[p as usize] + 1;
            if self.within(p, d)? {
                return Ok(d);
            }
        }
    }

    /// [survival.choice] The policy from the least root of least rank (`start`, the first root
    /// [`Refute::deepen`] found): at each position its rank's least choice, breadth first over
    /// every placement of its piece in canonical order; as `extract::policy` writes it.
    pub fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge> {
        let context = self.context;
        let problem = context.problem;
        let within = self.rank(start)?;
        let mut number: Vec<u32> = Vec::new();
        let mut order = Vec::new();
        let numbered = |number: &mut Vec<u32>, order: &mut Vec<u32>, p: u32| {
            if number.len() <= p as usize {
                number.resize(p as usize + 1, u32::MAX);
            }
            if number[p as usize] == u32::MAX {
                number[p as usize] = order.len() as u32;
                order.push(p);
            }
            number[p as usize]
        };
        numbered(&mut number, &mut order, start);
        let (mut nodes, mut fields) = (Vec::new(), Vec::new());
        let mut at = 0;
        while at < order.len() {
            let p = order[at];
            let rank = self.rank(p)?;
            let position = context.packer.unpack(self.positions.key(p));
            let mut chosen = None;
            for slot in 0..problem.choices() {
                let mut next = Vec::new();
                for (_, _, after) in context.successors_from(&position, slot, 0) {
                    next.push(match after {
                        None => None,
                        Some(after) => Some(self.intern(&context.packer.pack::<N>(&after))?),
                    });
                }
                let mut forced = true;
                for &child in next.iter().flatten() {
                    if !self.within(child, rank - 1)? {
                        forced = false;
                        break;
                    }
                }
                if forced {
                    chosen = Some((slot, next));
                    break;
                }
            }
            let (slot, next) = chosen.expect("a position of rank r has a choice within r");
            nodes.push(PolicyNode {
                piece: problem.turn(position.ahead, slot).0,
                length: rank,
                fields_start: u32::try_from(fields.len()).expect("fields fit 32 bits"),
            });
            for child in next {
                fields.push(match child {
                    None => Field::TopsOut,
                    Some(c) => Field::Node(numbered(&mut number, &mut order, c)),
                });
            }
            at += 1;
        }
        Ok(SurvivalPolicy {
            problem: *problem,
            within,
            nodes,
            fields,
        })
    }

    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn bytes(&self) -> u64 {
        (self.positions.bytes() + self.lower.capacity() * 8 + self.stack.capacity() * 4) as u64
    }

    pub fn progress(&self) -> Progress {
        Progress {
            phase: "refute",
            positions: self.positions.len() as u64,
            expanded: u64::from(self.depth),
            edges: 0,
            bytes: self.bytes(),
        }
    }

    fn too_large(&self, what: &'static str) -> TooLarge {
        TooLarge::in_search(Exhausted::Limit(what), self.positions.len(), self.bytes())
    }

    /// [survival.staged] The stage's positions budget reached.
    fn capped(&self) -> TooLarge {
        let what = Exhausted::PositionsCap(CappedSearch::Refutation);
        TooLarge::in_search(what, self.positions.len(), self.bytes())
    }
}
