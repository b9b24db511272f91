//! The transposition table (spec/solver-model.md [search]): a fixed-size, lock-free table of
//! proven bounds on state values, shared by all search threads.
//!
//! All of the engine's unsafe code is in this module (the crate denies it elsewhere): one view of
//! a fresh anonymous memory map as an array of atomic words.

use std::sync::atomic::{AtomicU64, Ordering};

use memmap2::{MmapMut, MmapRaw};

use crate::pieces::Piece;

/// The value of a state the adversary wins, in pieces: above every count of pieces, so that
/// `lb > d` and `ub <= d` read the same for it as for any finite bound.
pub(super) const INFINITE: u8 = u8::MAX;

/// Entries per bucket; a full bucket evicts its shallowest entry.
const BUCKET: usize = 4;

/// What the table knows about a state: proven bounds `lb <= V(s) <= ub` on its value in pieces
/// ([`INFINITE`] = the adversary wins) and the piece that last refuted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub(super) lb: u8,
    pub(super) ub: u8,
    /// The piece the adversary gave when the state failed, tried first next time.
    pub(super) killer: Option<Piece>,
}

impl Entry {
    /// Nothing known.
    pub(super) const UNKNOWN: Entry = Entry {
        lb: 0,
        ub: INFINITE,
        killer: None,
    };

    /// The adversary wins from the state.
    pub(super) const LOST: Entry = Entry {
        lb: INFINITE,
        ub: INFINITE,
        killer: None,
    };

    /// Packed as bits 0..8 `lb`, 8..16 `ub`, 16..24 killer (piece index + 1, 0 for none) and
    /// bit 63 set, so that a stored entry is never the zero word of an empty slot.
    #[inline(always)]
    fn pack(self) -> u64 {
        let killer = self.killer.map_or(0, |p| p.index() as u64 + 1);
        self.lb as u64 | (self.ub as u64) << 8 | killer << 16 | 1 << 63
    }

    #[inline(always)]
    fn unpack(data: u64) -> Entry {
        let killer = ((data >> 16) as u8) as usize;
        Entry {
            lb: data as u8,
            ub: (data >> 8) as u8,
            killer: killer
                .checked_sub(1)
                .and_then(|i| Piece::ALL.get(i).copied()),
        }
    }
}

/// Lock-free table: each entry is two words, `key ^ data` and `data` (a torn entry fails the
/// check and reads as absent). Buckets of [`BUCKET`] entries.
pub(super) struct TranspositionTable {
    words: Words,
    bucket_mask: u64,
    filled: AtomicU64,
}

impl TranspositionTable {
    /// A table of `2^entries_log2` entries (16 bytes each).
    pub(super) fn new(entries_log2: u32) -> TranspositionTable {
        let entries = 1usize << entries_log2;
        TranspositionTable {
            words: Words::new(2 * entries),
            bucket_mask: (entries / BUCKET - 1) as u64,
            filled: AtomicU64::new(0),
        }
    }

    /// Entries the table holds at most.
    pub(super) fn capacity(&self) -> u64 {
        (self.bucket_mask + 1) * BUCKET as u64
    }

    /// The table's words (two per entry): what a checkpoint saves.
    pub(super) fn len_words(&self) -> usize {
        self.words.len
    }

    /// Copies the words from `from` on into `out`, while searches may run: an entry torn by a
    /// concurrent store fails its `key ^ data` check when read back, so it reads as absent.
    pub(super) fn copy_out(&self, from: usize, out: &mut [u64]) {
        let words = &self.words.get()[from..from + out.len()];
        for (o, w) in out.iter_mut().zip(words) {
            *o = w.load(Ordering::Relaxed);
        }
    }

    /// Writes `words` from word `from` on (restoring a checkpoint before any search runs), and
    /// counts the entries they fill.
    pub(super) fn copy_in(&self, from: usize, words: &[u64]) {
        let table = &self.words.get()[from..from + words.len()];
        let mut filled = 0;
        for (i, (t, &w)) in table.iter().zip(words).enumerate() {
            let was = t.swap(w, Ordering::Relaxed);
            // The data word of an entry is its odd word ([`Entry::pack`] sets bit 63).
            if (from + i) % 2 == 1 {
                filled += i64::from(w != 0) - i64::from(was != 0);
            }
        }
        self.filled.fetch_add(filled as u64, Ordering::Relaxed);
    }

    /// Entries in use.
    pub(super) fn filled(&self) -> u64 {
        self.filled.load(Ordering::Relaxed)
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> usize {
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (((h >> 20) ^ (h >> 43)) & self.bucket_mask) as usize * BUCKET
    }

    /// The entry stored for `key`, or [`Entry::UNKNOWN`].
    #[inline]
    pub(super) fn probe(&self, key: u64) -> Entry {
        let words = self.words.get();
        let b = self.bucket(key);
        for i in b..b + BUCKET {
            let data = words[2 * i + 1].load(Ordering::Relaxed);
            let k = words[2 * i].load(Ordering::Relaxed) ^ data;
            if k == key && data != 0 {
                return Entry::unpack(data);
            }
        }
        Entry::UNKNOWN
    }

    /// Stores what is known about `key`, merged with what the table already knows about it
    /// (tighter bounds of both; the old killer if the new entry has none).
    #[inline]
    pub(super) fn store(&self, key: u64, mut e: Entry) {
        let words = self.words.get();
        let b = self.bucket(key);
        let mut victim = b;
        let mut victim_lb = u16::MAX;
        for i in b..b + BUCKET {
            let data = words[2 * i + 1].load(Ordering::Relaxed);
            let k = words[2 * i].load(Ordering::Relaxed) ^ data;
            if data == 0 {
                if victim_lb > 0 {
                    victim = i;
                    victim_lb = 0;
                }
                continue;
            }
            if k == key {
                let old = Entry::unpack(data);
                e.lb = e.lb.max(old.lb);
                e.ub = e.ub.min(old.ub);
                e.killer = e.killer.or(old.killer);
                victim = i;
                break;
            }
            // Keep proofs of deep facts; evict the entry with the lowest lower bound.
            let weight = 1 + Entry::unpack(data).lb as u16;
            if weight < victim_lb {
                victim = i;
                victim_lb = weight;
            }
        }
        let data = e.pack();
        let was = words[2 * victim + 1].swap(data, Ordering::Relaxed);
        words[2 * victim].store(key ^ data, Ordering::Relaxed);
        if was == 0 {
            self.filled.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Zeroed words for the table: a fresh anonymous memory map, advised to use transparent huge
/// pages before it is first touched (the table is probed at random, so 4 KiB pages would miss the
/// TLB on nearly every probe). The kernel hands out zeroed pages on first touch, so there is no
/// up-front memset of the whole table (that cost ~2 s for 1 GiB, on one thread, before the search
/// could start) and untouched parts cost nothing.
struct Words {
    map: MmapRaw,
    len: usize,
}

impl Words {
    fn new(len: usize) -> Words {
        let bytes = len.max(1) * size_of::<AtomicU64>();
        let map = match MmapMut::map_anon(bytes) {
            Ok(map) => MmapRaw::from(map),
            Err(_) => {
                let layout = std::alloc::Layout::from_size_align(bytes, 8).expect("table layout");
                std::alloc::handle_alloc_error(layout)
            }
        };
        // Advisory only: without huge pages the table is slower, not wrong.
        #[cfg(target_os = "linux")]
        let _ = map.advise(memmap2::Advice::HugePage);
        assert!(
            map.as_ptr().cast::<AtomicU64>().is_aligned(),
            "memory maps are page-aligned"
        );
        Words { map, len }
    }

    #[inline(always)]
    fn get(&self) -> &[AtomicU64] {
        // SAFETY: `map` is a private read-write mapping of at least `len * 8` bytes that lives as
        // long as `self`; it is zeroed (a valid `AtomicU64` is any 8 bytes) and aligned (checked
        // in `new`). It is only ever accessed through these `AtomicU64`s, never through a plain
        // reference, so shared access from several threads is sound.
        unsafe { std::slice::from_raw_parts(self.map.as_mut_ptr().cast::<AtomicU64>(), self.len) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copied_table_answers_as_the_original() {
        let (from, to) = (TranspositionTable::new(12), TranspositionTable::new(12));
        for key in 1..200u64 {
            from.store(
                key * 7919,
                Entry {
                    lb: (key % 9) as u8,
                    ub: INFINITE,
                    killer: None,
                },
            );
        }
        let mut words = vec![0; from.len_words()];
        from.copy_out(0, &mut words[..100]);
        from.copy_out(100, &mut words[100..]);
        to.copy_in(0, &words[..50]);
        to.copy_in(50, &words[50..]);
        assert_eq!(to.filled(), from.filled());
        for key in 1..200u64 {
            assert_eq!(to.probe(key * 7919), from.probe(key * 7919));
        }
    }

    #[test]
    fn entries_round_trip_through_their_packing() {
        for killer in [None, Some(Piece::I), Some(Piece::L)] {
            let e = Entry {
                lb: 3,
                ub: INFINITE,
                killer,
            };
            assert_eq!(Entry::unpack(e.pack()), e);
        }
    }

    #[test]
    fn stores_merge_bounds_and_probes_find_them() {
        let table = TranspositionTable::new(12);
        assert_eq!(table.probe(1 << 63 | 42), Entry::UNKNOWN);
        table.store(
            1 << 63 | 42,
            Entry {
                lb: 4,
                ub: INFINITE,
                killer: Some(Piece::S),
            },
        );
        table.store(
            1 << 63 | 42,
            Entry {
                lb: 2,
                ub: 9,
                killer: None,
            },
        );
        let e = table.probe(1 << 63 | 42);
        assert_eq!((e.lb, e.ub, e.killer), (4, 9, Some(Piece::S)));
        assert_eq!(table.filled(), 1);
    }
}
