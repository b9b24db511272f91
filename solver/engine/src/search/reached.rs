//! The set of states the adversary's walk has reached ([adv.walk]): one flat array of packed
//! states, open addressing with linear probing.
//!
//! The walk's deep levels look up every counted child of every piece of every state here (on
//! capped(12, 5), billions of lookups in a set of up to 25 M states), so a lookup should cost
//! one cache line: a general hash set keeps a control byte apart from its slot (two lines on a
//! hit). The set answers membership only; nothing the walk chooses depends on its layout.

use crate::model::State;

/// Marks an occupied slot: packed states leave bit 63 clear (`table_key` sets it too), so a
/// slot holding `0` is empty even when the state is the empty board.
const OCCUPIED: u64 = 1 << 63;

/// The smallest table (slots, a power of two).
const MIN_SLOTS: usize = 1 << 10;

#[derive(Clone)]
pub(super) struct Reached {
    /// `state | OCCUPIED`, or `0` for an empty slot; the length is a power of two.
    slots: Vec<u64>,
    len: usize,
    /// `64 - log2(slots.len())`: the hash's high bits pick the home slot.
    shift: u32,
}

impl Default for Reached {
    fn default() -> Reached {
        Reached::with_slots(MIN_SLOTS)
    }
}

impl Reached {
    fn with_slots(slots: usize) -> Reached {
        Reached {
            slots: vec![0; slots],
            len: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    /// The home slot of `word`: Fibonacci hashing, the product's high bits.
    #[inline(always)]
    fn home(&self, word: u64) -> usize {
        (word.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.len
    }

    pub(super) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Empties the set and gives back a large table's memory (a chunk's set is small again).
    pub(super) fn clear(&mut self) {
        if self.slots.len() > MIN_SLOTS << 6 {
            *self = Reached::default();
        } else {
            self.slots.fill(0);
            self.len = 0;
        }
    }

    #[inline]
    pub(super) fn contains(&self, state: State) -> bool {
        let word = state.0 | OCCUPIED;
        let mask = self.slots.len() - 1;
        let mut i = self.home(word);
        loop {
            match self.slots[i] {
                0 => return false,
                w if w == word => return true,
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Reads the home slot of every state of `states` before they are looked up one by one:
    /// the loads do not depend on each other, so their cache misses overlap.
    #[inline]
    pub(super) fn touch(&self, states: &[u64]) {
        let mut any = 0;
        for &s in states {
            any ^= self.slots[self.home(s | OCCUPIED)];
        }
        std::hint::black_box(any);
    }

    /// Adds `state`; whether it was new.
    pub(super) fn insert(&mut self, state: State) -> bool {
        // At most three quarters full: a miss probes a few slots of one or two cache lines.
        if 4 * (self.len + 1) > 3 * self.slots.len() {
            self.grow();
        }
        let word = state.0 | OCCUPIED;
        debug_assert!(
            state.0 & OCCUPIED == 0,
            "a packed state leaves bit 63 clear"
        );
        let mask = self.slots.len() - 1;
        let mut i = self.home(word);
        loop {
            match self.slots[i] {
                0 => {
                    self.slots[i] = word;
                    self.len += 1;
                    return true;
                }
                w if w == word => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }

    fn grow(&mut self) {
        let mut bigger = Reached::with_slots(2 * self.slots.len());
        for &word in self.slots.iter().filter(|&&w| w != 0) {
            bigger.insert(State(word & !OCCUPIED));
        }
        *self = bigger;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn agrees_with_a_standard_set_through_growth_and_clears() {
        let mut set = Reached::default();
        let mut plain = HashSet::new();
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for round in 0..3 {
            for _ in 0..200_000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Few distinct values, so that inserts repeat; the empty board (0) among them.
                let state = State((seed % 150_000) * 0x1_0001 & !OCCUPIED);
                assert_eq!(set.contains(state), plain.contains(&state.0));
                assert_eq!(set.insert(state), plain.insert(state.0), "round {round}");
                assert_eq!(set.len(), plain.len());
            }
            assert!(set.contains(State(0)) == plain.contains(&0));
            set.touch(&[0, 1, 2]);
            set.clear();
            plain.clear();
            assert!(set.is_empty() && !set.contains(State(0)));
        }
    }
}
