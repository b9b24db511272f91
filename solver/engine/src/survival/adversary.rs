//! The adversary's side of the survival race (survival.rs `race_with`): one interface for the
//! exact refutation and the bounded proof, so that one loop races either with the local search,
//! and one driver runs either alone; their memory is the one they share (`memory.rs`).

use super::memory::Memory;
use super::prove::Prove;
use super::refute::Refute;
use super::{Exhausted, Progress, SurvivalPolicy, TooLarge};

/// The adversary's side of a race: the exact refutation ([survival.solve]) or the bounded proof
/// ([survival.guided]), each deepened or widened a step at a time.
pub(super) trait Adversary<const N: usize> {
    fn memory(&self) -> &Memory<N>;
    fn memory_mut(&mut self) -> &mut Memory<N>;
    /// One more deepening or widening: the start's node once the adversary is proved to win.
    fn step(&mut self) -> Result<Option<u32>, TooLarge>;
    /// Steps until the adversary is proved to win, reporting after every step: the start's
    /// node, or `None` once the search has asked its last bound (the refutation has none: it
    /// does not return when the player survives).
    fn until_decided(
        &mut self,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Option<u32>, TooLarge>;
    fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge>;
    fn progress(&self) -> Progress;

    /// The expansions made so far.
    fn expanded(&self) -> u64 {
        self.memory().expanded()
    }
    /// Bounds the bytes it may hold from now on.
    fn limit(&mut self, bytes: u64) {
        self.memory_mut().limit(bytes)
    }
    /// Bounds the positions it may meet ([survival.staged]).
    fn cap(&mut self, positions: usize) {
        self.memory_mut().cap(positions)
    }
    fn len(&self) -> usize {
        self.memory().len()
    }
    fn bytes(&self) -> u64 {
        self.memory().bytes()
    }
}

impl<const N: usize> Adversary<N> for Refute<'_, N> {
    fn memory(&self) -> &Memory<N> {
        Refute::memory(self)
    }
    fn memory_mut(&mut self) -> &mut Memory<N> {
        Refute::memory_mut(self)
    }
    fn step(&mut self) -> Result<Option<u32>, TooLarge> {
        self.deepen()
    }
    fn until_decided(
        &mut self,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Option<u32>, TooLarge> {
        let root = self.until_falls(progress)?;
        // `until_falls` reports the depths that fail; the one that decides is reported here.
        progress(&Refute::progress(self));
        Ok(Some(root))
    }
    fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge> {
        Refute::policy(self, start)
    }
    fn progress(&self) -> Progress {
        Refute::progress(self)
    }
}

impl<const N: usize> Adversary<N> for Prove<'_, N> {
    fn memory(&self) -> &Memory<N> {
        Prove::memory(self)
    }
    fn memory_mut(&mut self) -> &mut Memory<N> {
        Prove::memory_mut(self)
    }
    fn step(&mut self) -> Result<Option<u32>, TooLarge> {
        self.widen()
    }
    fn until_decided(
        &mut self,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Option<u32>, TooLarge> {
        self.until_proved(progress)
    }
    fn policy(&mut self, start: u32) -> Result<SurvivalPolicy, TooLarge> {
        Prove::policy(self, start)
    }
    fn progress(&self) -> Progress {
        Prove::progress(self)
    }
}

/// The adversary's side alone, without the local search (benchmarks): its policy when the
/// adversary wins.
pub(super) fn alone<const N: usize>(
    mut adversary: impl Adversary<N>,
    progress: &mut dyn FnMut(&Progress),
) -> Result<SurvivalPolicy, TooLarge> {
    match adversary.until_decided(progress)? {
        Some(root) => adversary.policy(root),
        // Only the bounded proof has a last bound.
        None => Err(TooLarge::in_search(
            Exhausted::Limit("the bounded proof's last bound"),
            adversary.len(),
            adversary.bytes(),
        )),
    }
}
