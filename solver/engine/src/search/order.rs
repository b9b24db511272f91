//! Placement ordering (spec/solver-model.md [search.order]): the allowed children of one piece,
//! sorted by a key made of a heuristic score, the child's table key and the tie-break position.

use crate::model::{Drop, DropTables, State, HEIGHTS_MASK, SPOILED_SHIFT};
use crate::pieces::{Piece, Placement};

use super::transposition::INFINITE;
use super::Mode;

/// Most placements of one piece on a 12-wide board (T, J, L: 10 + 11 + 10 + 11).
pub(super) const MAX_PLACEMENTS: usize = 48;

/// The heuristic score that orders a piece's placements, smaller first ([search.order]). Its
/// inputs are `spoiled`, the goal rows the drop newly spoils; `bound`, the child's lower bound
/// ([search.bound], capped at 63); and `bump`, the child's bumpiness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderKey {
    /// `(spoiled, bound)` lexicographically.
    SpoiledThenBound,
    /// `(spoiled, bound, bump)` lexicographically.
    SpoiledBoundBump,
    /// `(spoiled, bump, bound)` lexicographically: the optimal-mode order (measured slightly
    /// faster there; the optimal strategy does not depend on it).
    SpoiledBumpBound,
    /// `4 * spoiled + 2 * bound + bump`: the existence-mode order (it defines the existence
    /// strategy).
    WeightedSum,
}

impl OrderKey {
    /// The order the mode uses unless an experiment overrides it.
    pub(crate) fn for_mode(mode: Mode) -> OrderKey {
        match mode {
            Mode::Existence => OrderKey::WeightedSum,
            Mode::Optimal => OrderKey::SpoiledBumpBound,
        }
    }

    /// The score, in bits 8.. of a `u32` (`spoiled <= 8`, `bound <= 63`, `bump <= 88`).
    #[inline(always)]
    fn score(self, spoiled: u32, bound: u32, bump: u32) -> u32 {
        match self {
            OrderKey::SpoiledThenBound => (spoiled << 24) | (bound << 16),
            OrderKey::SpoiledBoundBump => (spoiled << 24) | (bound << 18) | (bump << 8),
            OrderKey::SpoiledBumpBound => (spoiled << 24) | (bump << 14) | (bound << 8),
            OrderKey::WeightedSum => (spoiled * 4 + bound * 2 + bump) << 8,
        }
    }
}

/// What orders the placements of one solve: the game's drop tables, its mirror symmetry (the
/// table key) and the score.
pub(super) struct Order<'a> {
    pub(super) drops: &'a DropTables,
    /// The piece set is mirror-closed: states and their mirror images share entries.
    mirror: bool,
    /// Byte lanes of the bumpiness for this width.
    bump_pairs: [u64; 2],
    key: OrderKey,
}

impl<'a> Order<'a> {
    pub(super) fn new(drops: &'a DropTables, key: OrderKey) -> Order<'a> {
        let problem = &drops.problem;
        Order {
            drops,
            mirror: problem.is_mirror_symmetric(),
            bump_pairs: bumpiness_pairs(problem.width),
            key,
        }
    }

    /// The table key of a state: the smaller of it and its mirror image when the piece set is
    /// mirror-closed ([model.mirror]).
    #[inline(always)]
    pub(super) fn table_key(&self, s: u64) -> u64 {
        let s = if self.mirror {
            s.min(State(s).mirror(self.drops.problem.width).0)
        } else {
            s
        };
        s | 1 << 63
    }
}

/// Children of one piece: states and their lower bounds in search order. One per recursion
/// level, kept by the searcher so that no node pays for initialising ~2 KiB of arrays.
#[derive(Clone)]
pub(super) struct Kids {
    pub(super) n: usize,
    /// Sort keys: score (bits 72..), child table key (bits 8..71), tie-break position ^ salt.
    keys: [u128; MAX_PLACEMENTS],
    pub(super) states: [u64; MAX_PLACEMENTS],
    pub(super) lbs: [u8; MAX_PLACEMENTS],
    /// Tie-break positions of the children, in search order.
    pub(super) orders: [u8; MAX_PLACEMENTS],
    /// (child, lower bound) by tie-break position, before sorting.
    by_order: [(u64, u8); MAX_PLACEMENTS],
}

impl Kids {
    pub(super) const EMPTY: Kids = Kids {
        n: 0,
        keys: [0; MAX_PLACEMENTS],
        states: [0; MAX_PLACEMENTS],
        lbs: [0; MAX_PLACEMENTS],
        orders: [0; MAX_PLACEMENTS],
        by_order: [(0, 0); MAX_PLACEMENTS],
    };

    /// Inserts a key into the sorted prefix `keys[..n]` (few children: insertion sort).
    #[inline(always)]
    fn insert_sorted(&mut self, key: u128) {
        let mut i = self.n;
        while i > 0 && self.keys[i - 1] > key {
            self.keys[i] = self.keys[i - 1];
            i -= 1;
        }
        self.keys[i] = key;
        self.n += 1;
    }

    /// Fills `states`, `lbs` and `orders` in key order from `by_order`.
    #[inline(always)]
    fn gather(&mut self, salt: u32) {
        for j in 0..self.n {
            let order = ((self.keys[j] as u32 & 0xff) ^ (salt & 0x3f)) as usize;
            (self.states[j], self.lbs[j]) = self.by_order[order];
            self.orders[j] = order as u8;
        }
    }
}

/// Generates the allowed children of `piece` in `s` into `kids`, sorted in the search order
/// ([search.order]) with the solve's order key and the searcher's `salt` (which perturbs the
/// tie-break position for helper threads). Returns the placement instead when some placement
/// wins at once (the first such in tie-break order).
#[inline]
pub(super) fn children(
    order: &Order,
    salt: u32,
    s: u64,
    piece: Piece,
    kids: &mut Kids,
) -> Option<Placement> {
    fill(order, salt, s, piece, kids, true)
}

/// The children of one piece that have a live goal row, in tie-break order, without the
/// search's score and sort: what the adversary's walk counts and lists (it sorts them only when
/// it must search one).
#[derive(Clone)]
pub(super) struct Live {
    pub(super) n: usize,
    pub(super) states: [u64; MAX_PLACEMENTS],
    /// Tie-break positions of the children.
    pub(super) orders: [u8; MAX_PLACEMENTS],
}

impl Live {
    pub(super) const EMPTY: Live = Live {
        n: 0,
        states: [0; MAX_PLACEMENTS],
        orders: [0; MAX_PLACEMENTS],
    };
}

/// Fills `live` with the children of `piece` in `s` that have a live goal row; `true` instead
/// when some placement wins at once.
#[inline]
pub(super) fn live_children(drops: &DropTables, s: u64, piece: Piece, live: &mut Live) -> bool {
    live.n = 0;
    for info in &drops.by_piece[piece.index()] {
        match drops.drop(s, info) {
            Drop::NotAllowed => {}
            Drop::Win { .. } => return true,
            Drop::Continue(c) => {
                if drops.lower_bound(c.0).is_some() {
                    live.states[live.n] = c.0;
                    live.orders[live.n] = info.order as u8;
                    live.n += 1;
                }
            }
        }
    }
    false
}

/// [`children`] without the early return: every child that does not win at once, in search
/// order, even when some placement wins (a split lists every placement).
pub(super) fn continuations(order: &Order, s: u64, piece: Piece, kids: &mut Kids) {
    fill(order, 0, s, piece, kids, false);
}

/// [`children`], returning at the first winning placement when `stop_at_win` (a constant at
/// each call, so the search's copy has no test for it).
#[inline(always)]
fn fill(
    order: &Order,
    salt: u32,
    s: u64,
    piece: Piece,
    kids: &mut Kids,
    stop_at_win: bool,
) -> Option<Placement> {
    let t = order.drops;
    let spoiled_before = ((s >> SPOILED_SHIFT) as u32).count_ones();
    kids.n = 0;
    for info in &t.by_piece[piece.index()] {
        match t.drop(s, info) {
            Drop::NotAllowed => {}
            Drop::Win { .. } if stop_at_win => return Some(info.placement),
            Drop::Win { .. } => {}
            Drop::Continue(c) => {
                let c = c.0;
                let lb = t.lower_bound(c).unwrap_or(INFINITE);
                let new_spoiled = ((c >> SPOILED_SHIFT) as u32).count_ones() - spoiled_before;
                let bump = bumpiness(c, order.bump_pairs);
                let score = order.key.score(new_spoiled, lb.min(63) as u32, bump);
                // Ties: the child's table key (mirror-invariant, so the order of a mirrored
                // state is the mirrored order), then the tie-break position.
                let key = (score as u128) << 72
                    | (order.table_key(c) as u128 & ((1 << 63) - 1)) << 8
                    | ((info.order as u32) ^ (salt & 0x3f)) as u128;
                // Stored by tie-break position; only the keys move while sorting.
                kids.by_order[info.order as usize] = (c, lb);
                kids.insert_sorted(key);
            }
        }
    }
    kids.gather(salt);
    None
}

/// `sum over c < W - 1 of |h[c] - h[c+1]|`, all pairs at once: the heights are spread into byte
/// lanes (even and odd columns apart), where `(a | 0x80) - b` cannot borrow from the next lane.
#[inline(always)]
fn bumpiness(state: u64, pairs: [u64; 2]) -> u32 {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let h = state & HEIGHTS_MASK;
    let mut sum = 0;
    for (k, valid) in pairs.into_iter().enumerate() {
        let a = (h >> (4 * k)) & valid;
        let b = (h >> (4 * k + 4)) & valid;
        let (ab, ba) = ((a | HIGH) - b, (b | HIGH) - a);
        let a_ge_b = ((ab & HIGH) >> 7) * 0xFF;
        let diff = ((ab & a_ge_b) | (ba & !a_ge_b)) & !HIGH;
        sum += (diff.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32;
    }
    sum
}

/// The byte lanes of [`bumpiness`] that hold a pair `c, c + 1` with `c + 1 < width`: lane
/// `c / 2` of the even pairs, lane `(c - 1) / 2` of the odd ones.
fn bumpiness_pairs(width: u8) -> [u64; 2] {
    let mut pairs = [0u64; 2];
    for c in 0..width as usize - 1 {
        pairs[c % 2] |= 0x0F << (8 * (c / 2));
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{State, MAX_WIDTH};

    #[test]
    fn bumpiness_agrees_with_a_plain_sum_on_random_heights() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for width in 2..=MAX_WIDTH {
            let pairs = bumpiness_pairs(width);
            for _ in 0..2000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let heights: Vec<u8> = (0..width).map(|c| ((seed >> (5 * c)) % 9) as u8).collect();
                let state = State::from_parts(&heights, (seed >> 60) as u32);
                let plain: u32 = heights.windows(2).map(|p| p[0].abs_diff(p[1]) as u32).sum();
                assert_eq!(bumpiness(state.0, pairs), plain, "{heights:?}");
            }
        }
    }

    #[test]
    fn scores_order_lexicographically_as_documented() {
        // (spoiled, bump, bound): one more bump outweighs any bound.
        let key = OrderKey::SpoiledBumpBound;
        assert!(key.score(0, 63, 1) < key.score(0, 0, 2));
        assert!(key.score(0, 63, 88) < key.score(1, 0, 0));
        // (spoiled, bound, bump): one more bound outweighs any bump.
        let key = OrderKey::SpoiledBoundBump;
        assert!(key.score(0, 1, 88) < key.score(0, 2, 0));
        assert_eq!(OrderKey::WeightedSum.score(1, 2, 3), (4 + 4 + 3) << 8);
        assert_eq!(
            OrderKey::SpoiledThenBound.score(0, 5, 80),
            OrderKey::SpoiledThenBound.score(0, 5, 0)
        );
    }
}
