//! Every position of the lines game reachable from the start, explored once, breadth first, into
//! flat tables: per position and piece of the set (a *slot*), the outcome of each placement.
//! Positions are packed into words (each column's `H` cells, column 0 first, then the count) and
//! numbered by the survival solver's interner: no allocation per position.

use super::moves::{MoveSet, Turn};
use super::{Bounds, LinesProblem, Undecided};
use crate::pieces::Piece;
use crate::survival::{Board, Interner, Well, MAX_WIDTH};

/// An edge's outcome, packed: the next position's number, or one of these two.
pub(crate) const TOPS_OUT: u32 = u32::MAX;
pub(crate) const GOAL: u32 = u32::MAX - 1;

/// The most words a packed position takes: 16 columns of 20 cells and 8 bits of count.
const MAX_WORDS: usize = 6;

/// The explored game: position `p`'s board and count are `board(p)`, `count(p)`; the outcomes
/// of slot `j` at `p` are `edges[starts[p * slots + j] .. starts[p * slots + j + 1]]`.
pub(crate) struct Graph {
    /// The packed positions, `words` each.
    keys: Vec<u64>,
    words: usize,
    height: u8,
    width: u8,
    pub pieces: Vec<Piece>,
    pub starts: Vec<u32>,
    pub edges: Vec<u32>,
}

/// Packs (board, count) into `N` words: column `c`'s cells at bits `c * H ..`, the count after.
fn pack<const N: usize>(well: &Well, board: &Board, count: u8) -> [u64; N] {
    let mut key = [0u64; N];
    let h = usize::from(well.height());
    let mut put = |at: usize, value: u64, bits: usize| {
        key[at / 64] |= value << (at % 64);
        if at % 64 + bits > 64 {
            key[at / 64 + 1] |= value >> (64 - at % 64);
        }
    };
    for c in 0..usize::from(well.width()) {
        put(c * h, u64::from(board.column(c)), h);
    }
    put(usize::from(well.width()) * h, u64::from(count), 8);
    key
}

/// The (board, count) of a packed key.
fn unpack(key: &[u64], width: u8, height: u8) -> (Board, u8) {
    let h = usize::from(height);
    let get = |at: usize, bits: usize| {
        let mut v = key[at / 64] >> (at % 64);
        if at % 64 + bits > 64 {
            v |= key[at / 64 + 1] << (64 - at % 64);
        }
        v & ((1u64 << bits) - 1)
    };
    let mut cols = [0u32; MAX_WIDTH as usize];
    for (c, col) in cols.iter_mut().enumerate().take(usize::from(width)) {
        *col = get(c * h, h) as u32;
    }
    (
        Board::from_columns(cols),
        get(usize::from(width) * h, 8) as u8,
    )
}

impl Graph {
    /// The outcomes of slot `j` at position `p`.
    pub fn slot(&self, p: usize, j: usize) -> &[u32] {
        let at = p * self.pieces.len() + j;
        &self.edges[self.starts[at] as usize..self.starts[at + 1] as usize]
    }

    pub fn len(&self) -> usize {
        self.keys.len() / self.words
    }

    /// The board of position `p`.
    pub fn board(&self, p: usize) -> Board {
        let key = &self.keys[p * self.words..(p + 1) * self.words];
        unpack(key, self.width, self.height).0
    }
}

/// Explores the game from the empty board, count 0 (position 0), keys of the fewest words.
pub(crate) fn explore(
    problem: &LinesProblem,
    moves: &dyn MoveSet,
    bounds: &Bounds,
) -> Result<Graph, Undecided> {
    let bits = problem.well.cells() as usize + 8;
    match bits.div_ceil(64) {
        1 => explore_in::<1>(problem, moves, bounds),
        2 => explore_in::<2>(problem, moves, bounds),
        3 => explore_in::<3>(problem, moves, bounds),
        4 => explore_in::<4>(problem, moves, bounds),
        _ => explore_in::<MAX_WORDS>(problem, moves, bounds),
    }
}

fn explore_in<const N: usize>(
    problem: &LinesProblem,
    moves: &dyn MoveSet,
    bounds: &Bounds,
) -> Result<Graph, Undecided> {
    let well = &problem.well;
    let pieces: Vec<Piece> = problem.pieces.iter().collect();
    let mut index: Interner<N> = Interner::new();
    let undecided = |what, positions: usize| Undecided {
        what,
        positions: positions as u64,
    };
    index
        .intern(&pack(well, &Board::EMPTY, 0))
        .map_err(|_| undecided("the positions allowed", 0))?;
    let (mut starts, mut edges) = (vec![0u32], Vec::new());
    let mut turns: Vec<Turn> = Vec::new();
    let mut p = 0;
    while p < index.len() {
        if p % 4096 == 0
            && bounds
                .deadline
                .is_some_and(|d| std::time::Instant::now() > d)
        {
            return Err(undecided("the time", index.len()));
        }
        let (board, count) = unpack(index.key(p as u32), well.width(), well.height());
        for &piece in &pieces {
            moves.turns(well, &board, piece, &mut turns);
            for turn in &turns {
                let edge = match *turn {
                    None => TOPS_OUT,
                    Some((after, cleared)) => match problem.goal.after(count, cleared) {
                        None => GOAL,
                        Some(next) => {
                            let key = pack(well, &after, next);
                            let (id, _) = index
                                .intern(&key)
                                .map_err(|_| undecided("the positions allowed", index.len()))?;
                            id
                        }
                    },
                };
                edges.push(edge);
            }
            starts.push(edges.len() as u32);
        }
        if index.len() > bounds.max_positions {
            return Err(undecided("the positions allowed", index.len()));
        }
        p += 1;
    }
    let keys = (0..index.len() as u32)
        .flat_map(|p| *index.key(p))
        .collect();
    Ok(Graph {
        keys,
        words: N,
        height: well.height(),
        width: well.width(),
        pieces,
        starts,
        edges,
    })
}
