//! [survival.refute] The adversary's side without the whole graph: the exact ranks of the
//! positions its policy reaches, by iterative deepening from the start. `within(p, d)` decides
//! "the adversary forces a top-out from `p` within `d` pieces" (OR over choices, AND over the
//! placements that stay in the well), and every answer is kept as a proven bound on the rank of
//! `p` (`lb < rank <= ub`; the memory the bounded proof shares, `memory.rs`: this file keeps the
//! order of the choices, the deepening and the policy). The first depth at which a root is within is its rank; the open
//! cells of the tables are games whose reachable graph is far larger than the ball of that
//! radius around the start.
//!
//! The ranks are exact facts of the game, so the policy read from them ([`Refute::policy`]) is
//! the one the whole graph's ranks give ([survival.choice], `extract::policy`): the same bytes,
//! whichever of the two decided.

use super::graph::Context;
use super::memory::{Choices, Kept, Memory};
use super::{Budget, CappedSearch, Field, PolicyNode, Progress, SurvivalPolicy, TooLarge};

/// The refutation's order of choices: slot order, each choice's positions met only when the
/// choices before it failed.
struct InSlotOrder<'c> {
    context: &'c Context<'c>,
}

impl<const N: usize> Choices<N> for InSlotOrder<'_> {
    const KEPT: Kept = Kept::Depth;

    fn first_forced(
        &self,
        memory: &mut Memory<N>,
        p: u32,
        d: u32,
    ) -> Result<Option<u32>, TooLarge> {
        let context = self.context;
        let position = context.packer.unpack(memory.key(p));
        for slot in 0..context.problem.choices() {
            let base = memory.stack.len();
            for (_, _, next) in context.successors_from(&position, slot, 0) {
                if let Some(next) = next {
                    let id = memory.intern(&context.packer.pack::<N>(&next))?;
                    memory.stack.push(id);
                }
            }
            let end = memory.stack.len();
            let proof = memory.forced(self, base..end, d)?;
            memory.stack.truncate(base);
            if proof.is_some() {
                return Ok(proof);
            }
        }
        Ok(None)
    }
}

/// The search: its memory, and how deep it has asked.
pub struct Refute<'c, const N: usize> {
    choices: InSlotOrder<'c>,
    memory: Memory<N>,
    roots: usize,
    /// The deepest root query answered so far: no root falls within it.
    depth: u32,
}

impl<'c, const N: usize> Refute<'c, N> {
    pub fn new(context: &'c Context<'c>, budget: &Budget) -> Result<Refute<'c, N>, TooLarge> {
        let mut memory = Memory::new(CappedSearch::Refutation, budget.bytes);
        for root in context.problem.roots() {
            memory.intern(&context.packer.pack::<N>(&root))?;
        }
        Ok(Refute {
            choices: InSlotOrder { context },
            roots: memory.len(),
            memory,
            depth: 0,
        })
    }

    pub(super) fn memory(&self) -> &Memory<N> {
        &self.memory
    }

    pub(super) fn memory_mut(&mut self) -> &mut Memory<N> {
        &mut self.memory
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

    /// Whether the adversary forces a top-out from `p` within `d` pieces; the answer is kept.
    fn within(&mut self, p: u32, d: u32) -> Result<bool, TooLarge> {
        self.memory.within(&self.choices, p, d)
    }

    /// The exact rank of a position that falls: deepening from its lower bound.
    fn rank(&mut self, p: u32) -> Result<u32, TooLarge> {
        loop {
            let d = self.memory.lower(p) + 1;
            if self.within(p, d)? {
                return Ok(d);
            }
        }
    }

    /// [survival.choice] The policy from the least root of least rank (`start`, the first root
    /// [`Refute::deepen`] found): at each position its rank's least choice, breadth first over
    /// every placement of its piece in canonical order; as `extract::policy` writes it.
    pub fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge> {
        let context = self.choices.context;
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
            let position = context.packer.unpack(self.memory.key(p));
            let mut chosen = None;
            for slot in 0..problem.choices() {
                let mut next = Vec::new();
                for (_, _, after) in context.successors_from(&position, slot, 0) {
                    next.push(match after {
                        None => None,
                        Some(after) => Some(self.memory.intern(&context.packer.pack::<N>(&after))?),
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

    pub fn progress(&self) -> Progress {
        self.memory.progress("refute", self.depth)
    }
}
