//! The slide search's memo: proven bounds per board in a flat table of a fixed most size that
//! evicts. Every entry is an exact fact about its board, so a fact forgotten is only searched
//! again: the answers and the certificates do not depend on the table's size
//! (spec/solver-model.md [slide.choice]). capped(10, 5) with slides met 23 GiB in a map that kept
//! every board.

use super::board::Board;

/// Slots per bucket; a full bucket at the most size evicts its cheapest fact.
const BUCKET: usize = 4;

/// The smallest table: 2^12 slots (96 KiB), doubled while under the most size.
const FIRST_LOG2: u32 = 12;

/// What is proven of a board: no win within `lose` pieces, a win within `win` (`u8::MAX`: none
/// known), and the piece (index) that last refuted the player, tried first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Bounds {
    pub(super) lose: u8,
    pub(super) win: u8,
    pub(super) refute: u8,
}

impl Bounds {
    pub(super) const UNKNOWN: Bounds = Bounds {
        lose: 0,
        win: u8::MAX,
        refute: u8::MAX,
    };
}

/// One slot: the board's two words and its facts packed in `data` (bits 0..8 lose, 8..16 win,
/// 16..24 refute, 24..32 the log2 of the boards searched to prove them, bit 63 occupied).
#[derive(Clone, Copy, Default)]
struct Slot {
    key: [u64; 2],
    data: u64,
}

const OCCUPIED: u64 = 1 << 63;

impl Slot {
    fn bounds(self) -> Bounds {
        Bounds {
            lose: self.data as u8,
            win: (self.data >> 8) as u8,
            refute: (self.data >> 16) as u8,
        }
    }

    fn work(self) -> u8 {
        (self.data >> 24) as u8
    }

    fn of(key: [u64; 2], bounds: Bounds, work: u8) -> Slot {
        let data = u64::from(bounds.lose)
            | u64::from(bounds.win) << 8
            | u64::from(bounds.refute) << 16
            | u64::from(work) << 24
            | OCCUPIED;
        Slot { key, data }
    }
}

/// The table: buckets of [`BUCKET`] slots, at most `most` slots.
pub(super) struct Memo {
    slots: Vec<Slot>,
    most: usize,
    filled: usize,
    /// Facts forgotten to make room: the progress line's sign that the budget binds.
    pub(super) evicted: u64,
}

fn split(board: Board) -> [u64; 2] {
    [board.0 as u64, (board.0 >> 64) as u64]
}

fn bucket_of(key: [u64; 2], slots: usize) -> usize {
    let h = (key[0] ^ key[1].rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let h = (h ^ h >> 31).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    ((h >> 32) as usize & (slots / BUCKET - 1)) * BUCKET
}

impl Memo {
    /// A table that grows to at most `most_bytes` (at least its first size).
    pub(super) fn new(most_bytes: u64) -> Memo {
        let slot = std::mem::size_of::<Slot>() as u64;
        let most = (most_bytes / slot).max(1 << FIRST_LOG2);
        Memo {
            slots: vec![Slot::default(); 1 << FIRST_LOG2],
            // A power of two, as the index masks the hash.
            most: 1 << (63 - most.leading_zeros()),
            filled: 0,
            evicted: 0,
        }
    }

    pub(super) fn len(&self) -> usize {
        self.filled
    }

    pub(super) fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// What is known of `board`.
    pub(super) fn get(&self, board: Board) -> Bounds {
        let key = split(board);
        let at = bucket_of(key, self.slots.len());
        self.slots[at..at + BUCKET]
            .iter()
            .find(|s| s.data & OCCUPIED != 0 && s.key == key)
            .map_or(Bounds::UNKNOWN, |s| s.bounds())
    }

    /// Keeps `bounds` for `board`, proven by searching `searched` boards.
    pub(super) fn store(&mut self, board: Board, bounds: Bounds, searched: u64) {
        let work = (64 - searched.leading_zeros()) as u8;
        let key = split(board);
        loop {
            let len = self.slots.len();
            let at = bucket_of(key, len);
            let bucket = &mut self.slots[at..at + BUCKET];
            if let Some(s) = bucket
                .iter_mut()
                .find(|s| s.data & OCCUPIED != 0 && s.key == key)
            {
                *s = Slot::of(key, bounds, work.max(s.work()));
                return;
            }
            if let Some(s) = bucket.iter_mut().find(|s| s.data & OCCUPIED == 0) {
                *s = Slot::of(key, bounds, work);
                self.filled += 1;
                return;
            }
            // A full bucket: double the table while it is under half full and under its most
            // size, else forget the cheapest fact of the bucket.
            if len < self.most && self.filled * 2 >= len {
                self.grow();
                continue;
            }
            let cheapest = (0..BUCKET)
                .min_by_key(|&i| bucket[i].work())
                .expect("a bucket has slots");
            bucket[cheapest] = Slot::of(key, bounds, work);
            self.evicted += 1;
            return;
        }
    }

    /// The table at twice its size, every fact kept.
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        self.slots = vec![Slot::default(); old.len() * 2];
        for s in old.into_iter().filter(|s| s.data & OCCUPIED != 0) {
            let at = bucket_of(s.key, self.slots.len());
            // The index keeps the old one's bits: a bucket splits in two, each fits.
            let free = self.slots[at..at + BUCKET]
                .iter_mut()
                .find(|t| t.data & OCCUPIED == 0)
                .expect("a bucket of the old table splits in two");
            *free = s;
        }
    }
}
