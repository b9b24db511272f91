//! [survival.solve] 4: the adversary's side when its exact ranks are out of reach. The
//! refutation (`refute`) proves every rank exactly, which costs one deepening per piece of the
//! longest game; the *bounded proof* here asks once per doubling of the bound, `d = 8, 16, 32,
//! ...`, whether the adversary forces a top-out within `d` pieces, and keeps, for every position
//! it proves, the length of the proof it found (`1 +` the longest of the chosen choice's
//! children), not the bound it was asked: a proof found deep in the search answers every later
//! question it is short enough for. Each failed question is kept as a lower bound, as in the
//! refutation. The policy ([survival.proof]) is read from the proved lengths: it strictly
//! shortens along every placement, so it is acyclic, and its longest game is at most the
//! start's proved length (not the least: the claim `within D` is what the proof shows). The
//! positions and their bounds are the memory the refutation shares (`memory.rs`); this file keeps
//! the order of the choices, the widening and the policy.

use super::graph::Context;
use super::interner::{Full, Interner};
use super::memory::{Choices, Kept, Memory};
use super::problem::{Ahead, Position, Supply};
use super::{
    Budget, CappedSearch, Exhausted, Field, PolicyNode, Progress, SurvivalPolicy, TooLarge,
};

/// The first bound asked; each next one doubles it.
const FIRST_BOUND: u32 = 8;
/// The last bound asked: the search recurses once per piece of the bound, and where the
/// player survives no bound is ever proved (the local search decides those games).
const LAST_BOUND: u32 = 1024;

/// The bounded proof's order of choices: every choice's distinct positions met at once, the
/// choice with the fewest tried first (the proof that has fewer placements to answer), ties by
/// slot.
struct FewestFirst<'c> {
    context: &'c Context<'c>,
    /// A position and its mirror image are one entry: the game reads the same from both walls
    /// (a mirror-closed piece set, a symmetric floor), so they fall within the same bounds.
    mirrored: bool,
}

impl FewestFirst<'_> {
    /// The key of `position`'s entry: its own, or with mirrors the smaller of its own and its
    /// mirror image's.
    fn key<const N: usize>(&self, position: &Position) -> [u64; N] {
        let packer = &self.context.packer;
        let own = packer.pack::<N>(position);
        if !self.mirrored {
            return own;
        }
        let image = Position {
            board: self.context.problem.well.mirror(&position.board),
            ahead: match position.ahead {
                Ahead::Piece(piece) => Ahead::Piece(piece.mirror()),
                ahead => ahead,
            },
        };
        own.min(packer.pack::<N>(&image))
    }

    /// Pushes the distinct positions each choice of `p` leads to, a run per choice, and says
    /// the runs in the order the search tries them.
    fn children<const N: usize>(
        &self,
        memory: &mut Memory<N>,
        p: u32,
    ) -> Result<Vec<(usize, std::ops::Range<usize>)>, TooLarge> {
        let context = self.context;
        let position = context.packer.unpack(memory.key(p));
        let mut runs = Vec::with_capacity(context.problem.choices());
        for slot in 0..context.problem.choices() {
            let base = memory.stack.len();
            for (_, _, next) in context.successors_from(&position, slot, 0) {
                if let Some(next) = next {
                    let id = memory.intern(&self.key(&next))?;
                    memory.stack.push(id);
                }
            }
            let stack = &mut memory.stack;
            stack[base..].sort_unstable();
            let mut kept = base;
            for at in base..stack.len() {
                if at == base || stack[at] != stack[kept - 1] {
                    stack[kept] = stack[at];
                    kept += 1;
                }
            }
            stack.truncate(kept);
            runs.push((slot, base..kept));
        }
        runs.sort_by_key(|(slot, run)| (run.len(), *slot));
        Ok(runs)
    }
}

impl<const N: usize> Choices<N> for FewestFirst<'_> {
    const KEPT: Kept = Kept::Length;

    fn first_forced(
        &self,
        memory: &mut Memory<N>,
        p: u32,
        d: u32,
    ) -> Result<Option<u32>, TooLarge> {
        let base = memory.stack.len();
        for (_, run) in self.children(memory, p)? {
            if let Some(length) = memory.forced(self, run, d)? {
                memory.stack.truncate(base);
                return Ok(Some(length));
            }
        }
        memory.stack.truncate(base);
        Ok(None)
    }
}

/// The search: its memory, its roots, and the last bound asked.
pub struct Prove<'c, const N: usize> {
    choices: FewestFirst<'c>,
    memory: Memory<N>,
    /// The number of each starting position, in root order.
    roots: Vec<u32>,
    /// The bound of the last question asked of the roots.
    bound: u32,
}

impl<'c, const N: usize> Prove<'c, N> {
    pub fn new(context: &'c Context<'c>, budget: &Budget) -> Result<Prove<'c, N>, TooLarge> {
        let choices = FewestFirst {
            context,
            mirrored: is_mirrored(context),
        };
        let mut memory = Memory::new(CappedSearch::Proof, budget.bytes);
        let mut roots = Vec::new();
        for root in context.problem.roots() {
            roots.push(memory.intern(&choices.key(&root))?);
        }
        Ok(Prove {
            choices,
            memory,
            roots,
            bound: 0,
        })
    }

    pub(super) fn memory(&self) -> &Memory<N> {
        &self.memory
    }

    pub(super) fn memory_mut(&mut self) -> &mut Memory<N> {
        &mut self.memory
    }

    /// Whether every bound up to [`LAST_BOUND`] was asked without a proof.
    pub fn exhausted(&self) -> bool {
        self.bound >= LAST_BOUND
    }

    /// Asks the roots with the next bound (8, then twice the last, up to [`LAST_BOUND`]): the
    /// root of the shortest proof found (ties: root order), if any.
    pub fn widen(&mut self) -> Result<Option<u32>, TooLarge> {
        if self.exhausted() {
            return Ok(None);
        }
        self.bound = if self.bound == 0 {
            FIRST_BOUND
        } else {
            self.bound * 2
        };
        let mut found = false;
        for r in 0..self.roots.len() {
            found |= self
                .memory
                .within(&self.choices, self.roots[r], self.bound)?;
        }
        Ok(found.then(|| {
            (0..self.roots.len() as u32)
                .min_by_key(|&r| (self.memory.upper(self.roots[r as usize]), r))
                .expect("some root")
        }))
    }

    /// Widens until a root is proved, if one is within [`LAST_BOUND`].
    pub fn until_proved(
        &mut self,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Option<u32>, TooLarge> {
        while !self.exhausted() {
            let found = self.widen()?;
            progress(&self.progress());
            if found.is_some() {
                return Ok(found);
            }
        }
        Ok(None)
    }

    /// [survival.guided] The policy from the root numbered `start` in root order: at each
    /// position, among the choices whose every placement tops out or leads to a shorter proved
    /// length, the one with the fewest distinct positions (ties: slot), breadth first over every
    /// placement of its piece in canonical order. The nodes are the positions themselves (not
    /// their entries: a position and its mirror image are two nodes).
    pub fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge> {
        let context = self.choices.context;
        let problem = context.problem;
        let root = problem.roots()[start as usize];
        let mut nodes_met = Interner::<N>::new();
        let node_of = |met: &mut Interner<N>, position: &Position| -> Result<u32, TooLarge> {
            let key = context.packer.pack::<N>(position);
            met.intern(&key).map(|(id, _)| id).map_err(|Full| {
                let what = Exhausted::Limit("more than 2^32 policy nodes");
                TooLarge::in_search(what, met.len(), 0)
            })
        };
        node_of(&mut nodes_met, &root)?;
        let (mut nodes, mut fields, mut proved) = (Vec::new(), Vec::new(), Vec::new());
        let mut at = 0;
        while at < nodes_met.len() {
            let position = context.packer.unpack(nodes_met.key(at as u32));
            let length = self.proved_length(&position)?;
            let (slot, next) = self.shortening_choice(&position, length)?;
            nodes.push(PolicyNode {
                piece: problem.turn(position.ahead, slot).0,
                length: 0, // the longest game from here, set below
                fields_start: u32::try_from(fields.len()).expect("fields fit 32 bits"),
            });
            proved.push(length);
            for child in next {
                fields.push(match child {
                    None => Field::TopsOut,
                    Some(c) => Field::Node(node_of(&mut nodes_met, &c)?),
                });
            }
            at += 1;
        }
        let mut policy = SurvivalPolicy {
            problem: *problem,
            within: 0,
            nodes,
            fields,
        };
        set_lengths(&mut policy, |node| proved[node]);
        Ok(policy)
    }

    fn proved_length(&mut self, position: &Position) -> Result<u32, TooLarge> {
        let id = self.memory.intern(&self.choices.key(position))?;
        Ok(self.memory.upper(id))
    }

    /// The policy's choice at `position`, proved in `length`: the choice whose every placement
    /// tops out or leads to a shorter proved length, with the fewest distinct positions (ties:
    /// slot), and where each placement leads.
    fn shortening_choice(
        &mut self,
        position: &Position,
        length: u32,
    ) -> Result<(usize, Vec<Option<Position>>), TooLarge> {
        let context = self.choices.context;
        let mut chosen: Option<(usize, usize, Vec<Option<Position>>)> = None;
        for slot in 0..context.problem.choices() {
            let next: Vec<Option<Position>> = context
                .successors(position, slot)
                .map(|(_, after)| after)
                .collect();
            let mut shorter = true;
            for child in next.iter().flatten() {
                shorter &= self.proved_length(child)? < length;
            }
            let mut distinct: Vec<Position> = next.iter().flatten().copied().collect();
            distinct.sort_unstable();
            distinct.dedup();
            if shorter && chosen.as_ref().is_none_or(|c| distinct.len() < c.0) {
                chosen = Some((distinct.len(), slot, next));
            }
        }
        let (_, slot, next) = chosen.expect("a proved position has a choice of shorter proofs");
        Ok((slot, next))
    }

    pub fn progress(&self) -> Progress {
        self.memory.progress("prove", self.bound)
    }
}

/// Whether a position and its mirror image are one entry: a mirror-closed piece set in a
/// well whose floor reads the same from both walls.
fn is_mirrored(context: &Context) -> bool {
    let problem = context.problem;
    match problem.supply {
        Supply::Set { pieces, .. } => {
            pieces.is_mirror_closed() && problem.well.is_mirror_symmetric()
        }
        Supply::Sequence(_) => false,
    }
}

/// Sets every node's length, the longest game from it against the policy, and `within`, node
/// 0's: the nodes in increasing order of `proved` (which strictly falls along every field) see
/// their children's lengths before their own.
fn set_lengths(policy: &mut SurvivalPolicy, proved: impl Fn(usize) -> u32) {
    let mut by_proof: Vec<usize> = (0..policy.nodes.len()).collect();
    by_proof.sort_unstable_by_key(|&n| proved(n));
    for n in by_proof {
        let longest = policy
            .fields_of(n)
            .iter()
            .filter_map(|f| match f {
                Field::Node(c) => Some(policy.nodes[*c as usize].length),
                Field::TopsOut => None,
            })
            .max()
            .unwrap_or(0);
        policy.nodes[n].length = longest + 1;
    }
    policy.within = policy.nodes[0].length;
}
