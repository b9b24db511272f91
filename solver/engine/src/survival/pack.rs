//! Positions packed into a few machine words, the key of the solver's tables: what a position
//! knows of the pieces ahead in the low bits, then each column's well cells (`H - f(c)` bits,
//! solid floor cells left out), column 0 first. A board of `W * H <= 320` cells and 6 more bits
//! fit in 6 words; the solver picks the fewest words its well needs ([`words_for`]).

use super::problem::{Ahead, Position, Supply, SurvivalProblem};
use super::well::{Board, Well, MAX_WIDTH};
use crate::pieces::Piece;

/// The most words a key takes: `16 * 20` cells and 6 bits of sequence index.
pub const MAX_WORDS: usize = 6;

/// Packs and unpacks the positions of one problem into `N`-word keys.
#[derive(Clone, Copy, Debug)]
pub struct Packer {
    width: usize,
    floor: [u8; MAX_WIDTH as usize],
    /// Bits of each column's well cells.
    column_bits: [u8; MAX_WIDTH as usize],
    ahead: AheadBits,
}

/// How the pieces ahead are packed: which kind, and in how many bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AheadBits {
    Nothing,
    Piece,
    Index,
}

impl AheadBits {
    fn bits(self) -> u32 {
        match self {
            AheadBits::Nothing => 0,
            AheadBits::Piece => 3,
            AheadBits::Index => 6,
        }
    }
}

/// The words a key of `problem` takes.
pub fn words_for(problem: &SurvivalProblem) -> usize {
    let bits = problem.well.cells() + ahead_bits(problem).bits();
    (bits as usize).div_ceil(64).max(1)
}

fn ahead_bits(problem: &SurvivalProblem) -> AheadBits {
    match problem.supply {
        Supply::Set {
            preview: super::problem::Preview::Without,
            ..
        } => AheadBits::Nothing,
        Supply::Set { .. } => AheadBits::Piece,
        Supply::Sequence(_) => AheadBits::Index,
    }
}

/// Appends bits to a key, low bits first.
struct Writer<'a> {
    words: &'a mut [u64],
    at: u32,
}

impl Writer<'_> {
    #[inline(always)]
    fn put(&mut self, value: u64, bits: u32) {
        if bits == 0 {
            return;
        }
        let (word, offset) = ((self.at / 64) as usize, self.at % 64);
        self.words[word] |= value << offset;
        if offset + bits > 64 {
            self.words[word + 1] |= value >> (64 - offset);
        }
        self.at += bits;
    }
}

/// Reads bits of a key, low bits first.
struct Reader<'a> {
    words: &'a [u64],
    at: u32,
}

impl Reader<'_> {
    #[inline(always)]
    fn take(&mut self, bits: u32) -> u64 {
        if bits == 0 {
            return 0;
        }
        let (word, offset) = ((self.at / 64) as usize, self.at % 64);
        let mut value = self.words[word] >> offset;
        if offset + bits > 64 {
            value |= self.words[word + 1] << (64 - offset);
        }
        self.at += bits;
        value & ((1u64 << bits) - 1)
    }
}

impl Packer {
    pub fn new(problem: &SurvivalProblem) -> Packer {
        let well: &Well = &problem.well;
        let mut floor = [0; MAX_WIDTH as usize];
        let mut column_bits = [0; MAX_WIDTH as usize];
        for (c, &f) in well.floors().iter().enumerate() {
            floor[c] = f;
            column_bits[c] = well.height() - f;
        }
        Packer {
            width: usize::from(well.width()),
            floor,
            column_bits,
            ahead: ahead_bits(problem),
        }
    }

    /// The key of a position (its board below `H`).
    #[inline]
    pub fn pack<const N: usize>(&self, position: &Position) -> [u64; N] {
        let mut words = [0u64; N];
        let mut writer = Writer {
            words: &mut words,
            at: 0,
        };
        let ahead = match position.ahead {
            Ahead::Nothing => 0,
            Ahead::Piece(p) => p.index() as u64,
            Ahead::Index(i) => u64::from(i),
        };
        writer.put(ahead, self.ahead.bits());
        for c in 0..self.width {
            let cells = position.board.column(c) >> self.floor[c];
            writer.put(u64::from(cells), u32::from(self.column_bits[c]));
        }
        words
    }

    /// The position of a key.
    #[inline]
    pub fn unpack<const N: usize>(&self, key: &[u64; N]) -> Position {
        let mut reader = Reader { words: key, at: 0 };
        let value = reader.take(self.ahead.bits());
        let ahead = match self.ahead {
            AheadBits::Nothing => Ahead::Nothing,
            AheadBits::Piece => Ahead::Piece(Piece::ALL[value as usize]),
            AheadBits::Index => Ahead::Index(value as u8),
        };
        let mut cols = [0u32; MAX_WIDTH as usize];
        for (c, col) in cols.iter_mut().enumerate().take(self.width) {
            *col = (reader.take(u32::from(self.column_bits[c])) as u32) << self.floor[c];
        }
        Position {
            board: Board::from_columns(cols),
            ahead,
        }
    }
}
