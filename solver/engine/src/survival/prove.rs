//! [survival.solve] 4: the adversary's side when its exact ranks are out of reach. The
//! refutation (`refute`) proves every rank exactly, which costs one deepening per piece of the
//! longest game; the *bounded proof* here asks once per doubling of the bound, `d = 8, 16, 32,
//! ...`, whether the adversary forces a top-out within `d` pieces, and keeps, for every position
//! it proves, the length of the proof it found (`1 +` the longest of the chosen choice's
//! children), not the bound it was asked: a proof found deep in the search answers every later
//! question it is short enough for. Each failed question is kept as a lower bound, as in the
//! refutation. The policy ([survival.proof]) is read from the proved lengths: it strictly
//! shortens along every placement, so it is acyclic, and its longest game is at most the
//! start's proved length (not the least: the claim `within D` is what the proof shows).

use super::graph::Context;
use super::interner::{Full, Interner};
use super::problem::{Ahead, Position, Supply};
use super::{
    Budget, CappedSearch, Exhausted, Field, PolicyNode, Progress, SurvivalPolicy, TooLarge,
};

/// No proof found yet.
const UNPROVED: u32 = u32::MAX;
/// Expansions between two checks of the memory budget.
const CHECK_EVERY: u64 = 1 << 16;
/// The first bound asked; each next one doubles it.
const FIRST_BOUND: u32 = 8;
/// The last bound asked: the search recurses once per piece of the bound, and where the
/// player survives no bound is ever proved (the local search decides those games).
const LAST_BOUND: u32 = 1024;

/// The search's memory: positions met, the proved length or the failed bound of each.
pub struct Prove<'c, const N: usize> {
    context: &'c Context<'c>,
    positions: Interner<N>,
    /// No proof within `failed[p]` pieces exists (0: nothing is known).
    failed: Vec<u32>,
    /// A proof of `proved[p]` pieces was found (`UNPROVED`: none yet).
    proved: Vec<u32>,
    /// The children of the choices being searched, one run per level of the recursion.
    stack: Vec<u32>,
    /// The number of each starting position, in root order.
    roots: Vec<u32>,
    /// A position and its mirror image are one entry: the game reads the same from both walls
    /// (a mirror-closed piece set, a symmetric floor), so they fall within the same bounds.
    mirrored: bool,
    /// The bound of the last question asked of the roots.
    bound: u32,
    /// Positions expanded so far.
    pub expanded: u64,
    budget: u64,
    /// The positions it may meet ([survival.staged]; `usize::MAX`: no cap).
    cap: usize,
}

impl<'c, const N: usize> Prove<'c, N> {
    pub fn new(context: &'c Context<'c>, budget: &Budget) -> Result<Prove<'c, N>, TooLarge> {
        let mut prove = Prove {
            context,
            positions: Interner::new(),
            failed: Vec::new(),
            proved: Vec::new(),
            stack: Vec::new(),
            roots: Vec::new(),
            mirrored: is_mirrored(context),
            bound: 0,
            expanded: 0,
            budget: budget.bytes,
            cap: usize::MAX,
        };
        for root in context.problem.roots() {
            let id = prove.intern(&prove.key(&root))?;
            prove.roots.push(id);
        }
        Ok(prove)
    }

    /// Bounds the bytes the search may hold from now on.
    pub fn limit(&mut self, bytes: u64) {
        self.budget = bytes;
    }

    /// Bounds the positions the search may meet ([survival.staged]).
    pub fn cap(&mut self, positions: usize) {
        self.cap = positions;
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
            found |= self.within(self.roots[r], self.bound)?;
        }
        Ok(found.then(|| {
            (0..self.roots.len() as u32)
                .min_by_key(|&r| (self.proved[self.roots[r as usize] as usize], r))
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

    /// The key of `position`'s entry: its own, or with mirrors the smaller of its own and its
    /// mirror image's.
    fn key(&self, position: &Position) -> [u64; N] {
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

    fn intern(&mut self, key: &[u64; N]) -> Result<u32, TooLarge> {
        match self.positions.intern(key) {
            Ok((id, new)) => {
                if new && self.positions.len() > self.cap {
                    return Err(self.capped());
                }
                if new {
                    self.failed.push(0);
                    self.proved.push(UNPROVED);
                }
                Ok(id)
            }
            Err(Full) => Err(self.too_large("more than 2^32 positions")),
        }
    }

    /// Whether a proof that the adversary tops the player out from `p` within `d` pieces is
    /// found; a proof is kept with its length, a failure as a bound.
    fn within(&mut self, p: u32, d: u32) -> Result<bool, TooLarge> {
        let i = p as usize;
        if self.proved[i] <= d {
            return Ok(true);
        }
        if self.failed[i] >= d {
            return Ok(false);
        }
        self.expanded += 1;
        if self.expanded.is_multiple_of(CHECK_EVERY) && self.bytes() > self.budget {
            return Err(self.too_large("the memory budget"));
        }
        let base = self.stack.len();
        for (_, run) in self.children(p)? {
            if let Some(length) = self.forced(run, d)? {
                self.stack.truncate(base);
                // A shorter proof may have been found for `p` deeper in this search (a cycle).
                self.proved[i] = self.proved[i].min(length);
                return Ok(true);
            }
        }
        self.stack.truncate(base);
        self.failed[i] = d;
        Ok(false)
    }

    /// Pushes the distinct positions each choice of `p` leads to, a run per choice, and says
    /// the runs in the order the search tries them: fewest distinct positions first (the proof
    /// that has fewer placements to answer), ties by slot.
    fn children(&mut self, p: u32) -> Result<Vec<(usize, std::ops::Range<usize>)>, TooLarge> {
        let context = self.context;
        let position = context.packer.unpack(self.positions.key(p));
        let mut runs = Vec::with_capacity(context.problem.choices());
        for slot in 0..context.problem.choices() {
            let base = self.stack.len();
            for (_, _, next) in context.successors_from(&position, slot, 0) {
                if let Some(next) = next {
                    let id = self.intern(&self.key(&next))?;
                    self.stack.push(id);
                }
            }
            self.stack[base..].sort_unstable();
            let mut kept = base;
            for at in base..self.stack.len() {
                if at == base || self.stack[at] != self.stack[kept - 1] {
                    self.stack[kept] = self.stack[at];
                    kept += 1;
                }
            }
            self.stack.truncate(kept);
            runs.push((slot, base..kept));
        }
        runs.sort_by_key(|(slot, run)| (run.len(), *slot));
        Ok(runs)
    }

    /// Whether every child of the run of the stack is proved within `d - 1`: the length of
    /// the proof of their parent by this choice (1 when every placement tops out).
    fn forced(&mut self, run: std::ops::Range<usize>, d: u32) -> Result<Option<u32>, TooLarge> {
        let base = run.start;
        // A child already known to outlast `d - 1` sinks the choice without a search.
        if self.stack[run.clone()]
            .iter()
            .any(|&c| self.failed[c as usize] >= d - 1)
        {
            return Ok(None);
        }
        // The child known to last longest first: the one most likely to sink the choice.
        let (stack, failed) = (&mut self.stack, &self.failed);
        stack[run.clone()].sort_unstable_by_key(|&c| std::cmp::Reverse(failed[c as usize]));
        let mut longest = 0;
        let mut at = base;
        while at < run.end {
            let child = self.stack[at];
            if !self.within(child, d - 1)? {
                return Ok(None);
            }
            longest = longest.max(self.proved[child as usize]);
            at += 1;
        }
        Ok(Some(longest + 1))
    }

    /// [survival.guided] The policy from the root numbered `start` in root order: at each
    /// position, among the choices whose every placement tops out or leads to a shorter proved
    /// length, the one with the fewest distinct positions (ties: slot), breadth first over every
    /// placement of its piece in canonical order. The nodes are the positions themselves (not
    /// their entries: a position and its mirror image are two nodes).
    pub fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge> {
        let context = self.context;
        let problem = context.problem;
        let root = problem.roots()[start as usize];
        let mut nodes_met = Interner::<N>::new();
        let node_of = |met: &mut Interner<N>, position: &Position| -> Result<u32, TooLarge> {
            let key = context.packer.pack::<N>(position);
            met.intern(&key).map(|(id, _)| id).map_err(|Full| {
                TooLarge::in_search(
                    Exhausted::Limit("more than 2^32 policy nodes"),
                    met.len(),
                    0,
                )
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
        let id = self.intern(&self.key(position))?;
        Ok(self.proved[id as usize])
    }

    /// The policy's choice at `position`, proved in `length`: the choice whose every placement
    /// tops out or leads to a shorter proved length, with the fewest distinct positions (ties:
    /// slot), and where each placement leads.
    fn shortening_choice(
        &mut self,
        position: &Position,
        length: u32,
    ) -> Result<(usize, Vec<Option<Position>>), TooLarge> {
        let context = self.context;
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

    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn bytes(&self) -> u64 {
        (self.positions.bytes() + self.failed.capacity() * 8 + self.stack.capacity() * 4) as u64
    }

    pub fn progress(&self) -> Progress {
        Progress {
            phase: "prove",
            positions: self.positions.len() as u64,
            expanded: u64::from(self.bound),
            edges: 0,
            bytes: self.bytes(),
        }
    }

    fn too_large(&self, what: &'static str) -> TooLarge {
        TooLarge::in_search(Exhausted::Limit(what), self.positions.len(), self.bytes())
    }

    /// [survival.staged] The stage's positions budget reached.
    fn capped(&self) -> TooLarge {
        let what = Exhausted::PositionsCap(CappedSearch::Proof);
        TooLarge::in_search(what, self.positions.len(), self.bytes())
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
