//! The memory of the adversary's two searches, the exact refutation ([survival.refute],
//! `refute.rs`) and the bounded proof ([survival.guided], `prove.rs`): the positions met,
//! numbered by an interner, each with the bounds proven on its rank (`lower < rank <= upper`),
//! and the question both ask of them, `within(p, d)`: "the adversary forces a top-out from `p`
//! within `d` pieces". The bounds answer it when they settle it; otherwise the search tries its
//! choices in its own order ([`Choices`], the OR), each by [`Memory::forced`] over the positions
//! its placements lead to (the AND), and the answer is kept as a bound. The positions cap of
//! [survival.staged], the 2^32 numbers of the interner and the memory budget stop it here.

use super::interner::{Full, Interner};
use super::{CappedSearch, Exhausted, Progress, TooLarge};

/// No upper bound proven yet.
const UNKNOWN: u32 = u32::MAX;
/// Expansions between two checks of the memory budget.
const CHECK_EVERY: u64 = 1 << 16;

/// What a proof of `within(p, d)` keeps as `p`'s upper bound: the one place where the two
/// searches read a proof differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kept {
    /// The depth asked (the refutation): it deepens one piece at a time from the roots, so the
    /// first depth a root falls within is its rank. (The proof's length would be as true and
    /// sometimes tighter, but would change which positions the deepening meets, so where a
    /// stage's positions cap stops it.)
    Depth,
    /// The length of the proof found, `1 +` the longest upper bound of the chosen choice's
    /// positions, or the shorter one a cycle found deeper in the same search (the bounded proof):
    /// it asks doubling bounds, and a proof found deep answers every later question it is short
    /// enough for; the policy is read from these lengths.
    Length,
}

/// A search's own side of `within`: the order in which it tries the choices of a position.
pub(super) trait Choices<const N: usize> {
    /// How a proof found is kept.
    const KEPT: Kept;

    /// Tries the choices of `p` in the search's order, each by [`Memory::forced`] over a run
    /// of [`Memory::stack`] holding the positions its placements lead to: the length the first
    /// proof within `d` returned (`None`: no choice is forced). Leaves the stack as it found it.
    fn first_forced(&self, memory: &mut Memory<N>, p: u32, d: u32)
        -> Result<Option<u32>, TooLarge>;
}

/// Positions met and the bounds proven on their ranks.
pub(super) struct Memory<const N: usize> {
    positions: Interner<N>,
    /// `rank > lower[p]` is proven (0: nothing is).
    lower: Vec<u32>,
    /// `rank <= upper[p]` is proven (`UNKNOWN`: nothing is).
    upper: Vec<u32>,
    /// The positions of the choices being searched, runs of them, one level of the recursion
    /// above the other.
    pub stack: Vec<u32>,
    /// Positions expanded so far.
    expanded: u64,
    budget: u64,
    /// The positions it may meet ([survival.staged]; `usize::MAX`: no cap).
    cap: usize,
    /// Which search this is, named when it stops at its positions cap.
    search: CappedSearch,
}

impl<const N: usize> Memory<N> {
    /// Nothing met, `bytes` the memory budget, no positions cap.
    pub fn new(search: CappedSearch, bytes: u64) -> Memory<N> {
        Memory {
            positions: Interner::new(),
            lower: Vec::new(),
            upper: Vec::new(),
            stack: Vec::new(),
            expanded: 0,
            budget: bytes,
            cap: usize::MAX,
            search,
        }
    }

    /// Bounds the bytes the search may hold from now on.
    pub fn limit(&mut self, bytes: u64) {
        self.budget = bytes;
    }

    /// Bounds the positions the search may meet ([survival.staged]).
    pub fn cap(&mut self, positions: usize) {
        self.cap = positions;
    }

    /// The number of the position packed as `key`, a new one, with nothing proven, when it was
    /// not met.
    pub fn intern(&mut self, key: &[u64; N]) -> Result<u32, TooLarge> {
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

    /// The packed position numbered `p`.
    pub fn key(&self, p: u32) -> &[u64; N] {
        self.positions.key(p)
    }

    /// `rank > lower(p)` is proven (0: nothing is).
    pub fn lower(&self, p: u32) -> u32 {
        self.lower[p as usize]
    }

    /// `rank <= upper(p)` is proven (`u32::MAX`: nothing is).
    pub fn upper(&self, p: u32) -> u32 {
        self.upper[p as usize]
    }

    /// Whether the adversary forces a top-out from `p` within `d` pieces; the answer is kept.
    pub fn within<C: Choices<N>>(&mut self, choices: &C, p: u32, d: u32) -> Result<bool, TooLarge> {
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
        match choices.first_forced(self, p, d)? {
            Some(length) => {
                self.upper[i] = match C::KEPT {
                    Kept::Depth => d,
                    Kept::Length => self.upper[i].min(length),
                };
                Ok(true)
            }
            None => {
                self.lower[i] = d;
                Ok(false)
            }
        }
    }

    /// Whether every position of the run of the stack is within `d - 1`: the length of the
    /// proof of their parent by this choice, `1 +` their longest upper bound (1 when every
    /// placement tops out; always 1 with [`Kept::Depth`], which does not read it). Reorders the
    /// run.
    pub fn forced<C: Choices<N>>(
        &mut self,
        choices: &C,
        run: std::ops::Range<usize>,
        d: u32,
    ) -> Result<Option<u32>, TooLarge> {
        // A position already known to outlast `d - 1` sinks the choice without a search.
        if self.stack[run.clone()]
            .iter()
            .any(|&c| self.lower[c as usize] >= d - 1)
        {
            return Ok(None);
        }
        // The position known to last longest first: the one most likely to sink the choice.
        let (stack, lower) = (&mut self.stack, &self.lower);
        stack[run.clone()].sort_unstable_by_key(|&c| std::cmp::Reverse(lower[c as usize]));
        let mut longest = 0;
        for at in run {
            let child = self.stack[at];
            if !self.within(choices, child, d - 1)? {
                return Ok(None);
            }
            // The refutation keeps the depth asked: it reads no length (and no `upper` here).
            if C::KEPT == Kept::Length {
                longest = longest.max(self.upper[child as usize]);
            }
        }
        Ok(Some(longest + 1))
    }

    /// Positions expanded so far.
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Positions met so far.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Bytes the tables hold (`lower` counted twice, for `upper`).
    pub fn bytes(&self) -> u64 {
        (self.positions.bytes() + self.lower.capacity() * 8 + self.stack.capacity() * 4) as u64
    }

    /// The figures of the search `phase` at `level` (its depth, or its bound).
    pub fn progress(&self, phase: &'static str, level: u32) -> Progress {
        Progress {
            phase,
            positions: self.positions.len() as u64,
            expanded: u64::from(level),
            edges: 0,
            bytes: self.bytes(),
        }
    }

    pub fn too_large(&self, what: &'static str) -> TooLarge {
        TooLarge::in_search(Exhausted::Limit(what), self.positions.len(), self.bytes())
    }

    /// [survival.staged] The stage's positions budget reached.
    fn capped(&self) -> TooLarge {
        let what = Exhausted::PositionsCap(self.search);
        TooLarge::in_search(what, self.positions.len(), self.bytes())
    }
}
