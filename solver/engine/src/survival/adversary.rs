//! The adversary's side of the survival race (survival.rs `race_with`): one interface for the
//! exact refutation and the bounded proof, so that one loop races either with the local search.

use super::prove::Prove;
use super::refute::Refute;
use super::{Progress, SurvivalPolicy, TooLarge};

/// The adversary's side of a race: the exact refutation ([survival.solve]) or the bounded proof
/// ([survival.guided]), each deepened or widened a step at a time.
pub(super) trait Adversary {
    /// The expansions made so far.
    fn expanded(&self) -> u64;
    /// The bytes it may hold.
    fn limit(&mut self, bytes: u64);
    /// The positions it may meet ([survival.staged]).
    fn cap(&mut self, positions: usize);
    /// One more deepening or widening: the start's node once the adversary is proved to win.
    fn step(&mut self) -> Result<Option<u32>, TooLarge>;
    fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge>;
    fn len(&self) -> usize;
    fn bytes(&self) -> u64;
    fn progress(&self) -> Progress;
}

impl<const N: usize> Adversary for Refute<'_, N> {
    fn expanded(&self) -> u64 {
        self.expanded
    }
    fn limit(&mut self, bytes: u64) {
        Refute::limit(self, bytes)
    }
    fn cap(&mut self, positions: usize) {
        Refute::cap(self, positions)
    }
    fn step(&mut self) -> Result<Option<u32>, TooLarge> {
        self.deepen()
    }
    fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge> {
        Refute::policy(self, start)
    }
    fn len(&self) -> usize {
        Refute::len(self)
    }
    fn bytes(&self) -> u64 {
        Refute::bytes(self)
    }
    fn progress(&self) -> Progress {
        Refute::progress(self)
    }
}

impl<const N: usize> Adversary for Prove<'_, N> {
    fn expanded(&self) -> u64 {
        self.expanded
    }
    fn limit(&mut self, bytes: u64) {
        Prove::limit(self, bytes)
    }
    fn cap(&mut self, positions: usize) {
        Prove::cap(self, positions)
    }
    fn step(&mut self) -> Result<Option<u32>, TooLarge> {
        self.widen()
    }
    fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge> {
        Prove::policy(self, start)
    }
    fn len(&self) -> usize {
        Prove::len(self)
    }
    fn bytes(&self) -> u64 {
        Prove::bytes(self)
    }
    fn progress(&self) -> Progress {
        Prove::progress(self)
    }
}
