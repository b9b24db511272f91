//! Dense numbers for packed positions: keys stored once, in the order they were first met, in
//! one flat array, found again through an open-addressing table of 32-bit numbers. No
//! allocation per position; the arrays double when they fill.

/// A slot of the table that holds no number.
const FREE: u32 = u32::MAX;

/// The most positions one table numbers (a number is 32 bits, and `FREE` is not one).
pub const MAX_POSITIONS: usize = (u32::MAX - 1) as usize;

/// Positions numbered `0, 1, 2, ...` in the order [`Interner::intern`] first met them.
pub struct Interner<const N: usize> {
    keys: Vec<[u64; N]>,
    slots: Vec<u32>,
    mask: usize,
}

/// A number was asked for past [`MAX_POSITIONS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full;

#[inline(always)]
fn hash<const N: usize>(key: &[u64; N]) -> u64 {
    let mut h = 0x9e37_79b9_7f4a_7c15u64;
    for &w in key {
        h = (h ^ w).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 32;
    }
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 29)
}

impl<const N: usize> Default for Interner<N> {
    fn default() -> Self {
        Interner::new()
    }
}

impl<const N: usize> Interner<N> {
    pub fn new() -> Interner<N> {
        Interner {
            keys: Vec::new(),
            slots: vec![FREE; 1024],
            mask: 1023,
        }
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// The key numbered `id`.
    #[inline(always)]
    pub fn key(&self, id: u32) -> &[u64; N] {
        &self.keys[id as usize]
    }

    /// Bytes the keys and the table take.
    pub fn bytes(&self) -> usize {
        self.keys.capacity() * 8 * N + self.slots.len() * 4
    }

    /// The number of `key`, if it has one.
    #[inline]
    pub fn find(&self, key: &[u64; N]) -> Option<u32> {
        let mut i = hash(key) as usize & self.mask;
        loop {
            let id = self.slots[i];
            if id == FREE {
                return None;
            }
            if self.keys[id as usize] == *key {
                return Some(id);
            }
            i = (i + 1) & self.mask;
        }
    }

    /// The number of `key`, a new one (the next) when it has none; with whether it is new.
    #[inline]
    pub fn intern(&mut self, key: &[u64; N]) -> Result<(u32, bool), Full> {
        let mut i = hash(key) as usize & self.mask;
        loop {
            let id = self.slots[i];
            if id == FREE {
                break;
            }
            if self.keys[id as usize] == *key {
                return Ok((id, false));
            }
            i = (i + 1) & self.mask;
        }
        if self.keys.len() >= MAX_POSITIONS {
            return Err(Full);
        }
        let id = self.keys.len() as u32;
        self.keys.push(*key);
        self.slots[i] = id;
        // Grow at 3/4: probe sequences stay short.
        if self.keys.len() * 4 > self.slots.len() * 3 {
            self.grow();
        }
        Ok((id, true))
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        self.slots = vec![FREE; size];
        self.mask = size - 1;
        for (id, key) in self.keys.iter().enumerate() {
            let mut i = hash(key) as usize & self.mask;
            while self.slots[i] != FREE {
                i = (i + 1) & self.mask;
            }
            self.slots[i] = id as u32;
        }
    }
}
