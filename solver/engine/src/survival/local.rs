//! [survival.local] The player's side without the whole graph: the local algorithm for a greatest
//! fixed point (in the manner of Liu and Smolka's local model checking). Every position it meets
//! is assumed to survive until shown lost; each (position, choice) keeps a *candidate*, its first
//! placement in canonical order that does not top out and does not lead to a position known lost,
//! and waits on that position. A position is lost when some choice runs out of candidates; then
//! every (position, choice) waiting on it moves to its next candidate. Only candidates are
//! explored.
//!
//! When nothing is left to do, the positions not lost form a region where every choice has a
//! candidate inside it: a post-fixed point, so they all survive; the lost ones are lost (each
//! was shown by a choice whose every placement tops out or leads to a lost position). So every
//! candidate is exactly the first placement in canonical order that stays winning: the
//! strategy of [survival.strategy], the same as the whole graph's, found without it.

use super::graph::Context;
use super::guide;
use super::interner::{Full, Interner};
use super::{
    Budget, CappedSearch, Exhausted, Position, Progress, StrategyMove, SurvivalStrategy, TooLarge,
};

/// The order in which a (position, choice) tries its placements as candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Canonical placement order ([survival.strategy]).
    Canonical,
    /// The guided order ([survival.guided]): the least rough board after the drop first.
    Guided,
}

/// No pair waits here; a pair waits on nothing.
const NONE: u32 = u32::MAX;
/// Positions expanded between two progress reports.
const REPORT_EVERY: u64 = 1 << 20;

/// Where the local search stands after a stretch of work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Local {
    /// Every starting position survives: [`Search::strategy`] is the strategy.
    Survives,
    /// Some starting position is lost (the adversary's policy is found elsewhere).
    Falls,
    /// Not decided yet: [`Search::run`] goes on where it stopped.
    Open,
}

pub struct Search<'c, const N: usize> {
    context: &'c Context<'c>,
    order: Order,
    positions: Interner<N>,
    choices: usize,
    roots: usize,
    lost: Vec<bool>,
    /// The first pair waiting on each position.
    waiting: Vec<u32>,
    /// Per pair `p * choices + j`: the candidate placement, its position, the next pair
    /// waiting on the same position.
    candidate: Vec<u8>,
    target: Vec<u32>,
    next_waiting: Vec<u32>,
    to_expand: Vec<u32>,
    newly_lost: Vec<u32>,
    expanded: u64,
    /// The positions it may meet ([survival.staged]; `usize::MAX`: no cap).
    cap: usize,
}

impl<'c, const N: usize> Search<'c, N> {
    /// The search at its start: the roots met, nothing expanded.
    pub fn new(context: &'c Context<'c>, order: Order) -> Result<Search<'c, N>, TooLarge> {
        let mut search = Search::<N> {
            context,
            order,
            positions: Interner::new(),
            choices: context.problem.choices(),
            roots: 0,
            lost: Vec::new(),
            waiting: Vec::new(),
            candidate: Vec::new(),
            target: Vec::new(),
            next_waiting: Vec::new(),
            to_expand: Vec::new(),
            newly_lost: Vec::new(),
            expanded: 0,
            cap: usize::MAX,
        };
        for root in &context.problem.roots() {
            search.intern(root)?;
        }
        search.roots = search.positions.len();
        search.to_expand.reverse();
        Ok(search)
    }

    /// Goes on for about `work` more expansions (releases of lost positions are not counted),
    /// or until decided.
    pub fn run(
        &mut self,
        work: u64,
        budget: &Budget,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Local, TooLarge> {
        let stop = self.expanded.saturating_add(work);
        loop {
            if let Some(t) = self.newly_lost.pop() {
                self.release(t)?;
            } else if self.expanded >= stop {
                return Ok(Local::Open);
            } else if let Some(p) = self.to_expand.pop() {
                self.expand(p)?;
                if self.expanded.is_multiple_of(REPORT_EVERY) {
                    progress(&self.progress());
                    if self.bytes() > budget.bytes {
                        return Err(self.too_large("the memory budget"));
                    }
                }
            } else {
                break;
            }
            if (0..self.roots).any(|r| self.lost[r]) {
                return Ok(Local::Falls);
            }
        }
        progress(&self.progress());
        Ok(Local::Survives)
    }

    /// Bounds the positions the search may meet ([survival.staged]).
    pub fn cap(&mut self, positions: usize) {
        self.cap = positions;
    }

    /// Positions met so far.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    fn intern(&mut self, position: &super::Position) -> Result<u32, TooLarge> {
        let key = self.context.packer.pack::<N>(position);
        let (id, new) = match self.positions.intern(&key) {
            Ok(found) => found,
            Err(Full) => return Err(self.too_large("more than 2^32 positions")),
        };
        if new && self.positions.len() > self.cap {
            return Err(self.capped());
        }
        if new {
            self.lost.push(false);
            self.waiting.push(NONE);
            let pairs = self.positions.len() * self.choices;
            self.candidate.resize(pairs, 0);
            self.target.resize(pairs, NONE);
            self.next_waiting.resize(pairs, NONE);
            self.to_expand.push(id);
        }
        Ok(id)
    }

    fn expand(&mut self, p: u32) -> Result<(), TooLarge> {
        self.expanded += 1;
        for slot in 0..self.choices {
            if self.lost[p as usize] {
                break;
            }
            self.advance(p, slot, None)?;
        }
        Ok(())
    }

    /// Moves `(p, slot)` to its first candidate after placement `after` (in the search's
    /// order; `None`: from the first), or loses `p`.
    fn advance(&mut self, p: u32, slot: usize, after: Option<u8>) -> Result<(), TooLarge> {
        let context = self.context;
        let position = context.packer.unpack(self.positions.key(p));
        let found = match self.order {
            Order::Canonical => {
                let from = after.map_or(0, |a| usize::from(a) + 1);
                let mut stays = context
                    .successors_from(&position, slot, from)
                    .filter_map(|(i, _, next)| Some((i, next?)));
                self.first_alive(&mut stays)?
            }
            Order::Guided => {
                let mut guided = guided(context, &position, slot, after).into_iter();
                self.first_alive(&mut guided)?
            }
        };
        let pair = p as usize * self.choices + slot;
        let Some((i, t)) = found else {
            self.target[pair] = NONE;
            self.lost[p as usize] = true;
            self.newly_lost.push(p);
            return Ok(());
        };
        self.candidate[pair] = i as u8;
        self.target[pair] = t;
        self.next_waiting[pair] = self.waiting[t as usize];
        self.waiting[t as usize] = pair as u32;
        Ok(())
    }

    /// The first of `placements` (numbered, with where they lead) whose position is not known
    /// lost, with that position's number.
    fn first_alive(
        &mut self,
        placements: &mut dyn Iterator<Item = (usize, Position)>,
    ) -> Result<Option<(usize, u32)>, TooLarge> {
        for (i, next) in placements {
            let t = self.intern(&next)?;
            if !self.lost[t as usize] {
                return Ok(Some((i, t)));
            }
        }
        Ok(None)
    }

    /// `t` is lost: every pair waiting on it moves on.
    fn release(&mut self, t: u32) -> Result<(), TooLarge> {
        let mut pair = std::mem::replace(&mut self.waiting[t as usize], NONE);
        while pair != NONE {
            let next = self.next_waiting[pair as usize];
            let (p, slot) = (pair / self.choices as u32, pair as usize % self.choices);
            if !self.lost[p as usize] {
                self.advance(p, slot, Some(self.candidate[pair as usize]))?;
            }
            pair = next;
        }
        Ok(())
    }

    /// [survival.strategy] The candidates reached from the roots, numbered breadth first.
    pub fn strategy(&self) -> SurvivalStrategy {
        let roots = self.roots;
        let problem = self.context.problem;
        let mut number = vec![NONE; self.positions.len()];
        let mut order: Vec<u32> = (0..roots as u32).collect();
        for (r, n) in number.iter_mut().enumerate().take(roots) {
            *n = r as u32;
        }
        let mut moves = Vec::new();
        let mut at = 0;
        while at < order.len() {
            let p = order[at];
            let position = self.context.packer.unpack(self.positions.key(p));
            for slot in 0..self.choices {
                let pair = p as usize * self.choices + slot;
                let t = self.target[pair];
                if number[t as usize] == NONE {
                    number[t as usize] = order.len() as u32;
                    order.push(t);
                }
                let (piece, _) = problem.turn(position.ahead, slot);
                let shape = self.context.shapes.of(piece)[usize::from(self.candidate[pair])];
                moves.push(StrategyMove {
                    placement: shape.placement,
                    next: number[t as usize],
                });
            }
            at += 1;
        }
        SurvivalStrategy {
            problem: *problem,
            positions: order
                .iter()
                .map(|&p| self.context.packer.unpack(self.positions.key(p)))
                .collect(),
            moves,
        }
    }

    pub fn bytes(&self) -> u64 {
        let pairs = self.candidate.capacity() * 9;
        (self.positions.bytes() + self.lost.capacity() + self.waiting.capacity() * 4 + pairs) as u64
    }

    pub fn progress(&self) -> Progress {
        Progress {
            phase: "local",
            positions: self.positions.len() as u64,
            expanded: self.expanded,
            edges: 0,
            bytes: self.bytes(),
        }
    }

    fn too_large(&self, what: &'static str) -> TooLarge {
        TooLarge::in_search(Exhausted::Limit(what), self.positions.len(), self.bytes())
    }

    /// [survival.staged] The stage's positions budget reached.
    fn capped(&self) -> TooLarge {
        let what = Exhausted::PositionsCap(CappedSearch::Local);
        TooLarge::in_search(what, self.positions.len(), self.bytes())
    }
}

/// [survival.guided] The placements of choice `slot` at `position` that stay in the well, each
/// with its number in canonical order and where it leads, least rough first (ties: canonical
/// order), those up to and including `after` left out.
fn guided(
    context: &Context,
    position: &Position,
    slot: usize,
    after: Option<u8>,
) -> Vec<(usize, Position)> {
    let well = &context.problem.well;
    let mut all: Vec<(guide::Rough, usize, Position)> = context
        .successors_from(position, slot, 0)
        .filter_map(|(i, _, next)| Some((i, next?)))
        .map(|(i, next)| (guide::rough(well, &next.board), i, next))
        .collect();
    all.sort_unstable_by_key(|&(rough, i, _)| (rough, i));
    let skip = after.map_or(0, |a| {
        1 + all
            .iter()
            .position(|&(_, i, _)| i == usize::from(a))
            .expect("the last candidate is one of the placements")
    });
    all.into_iter()
        .skip(skip)
        .map(|(_, i, next)| (i, next))
        .collect()
}
