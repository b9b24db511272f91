//! The abstract game the search plays (spec/solver-model.md): a packed state of capped column
//! heights plus the set of spoiled goal rows, and the abstract hard drop, in both games of
//! spec/rules.md [rules.games] (the capped game and the well) and both move sets.
//!
//! Two implementations of the drop live here: [`drop`], a plain reference written straight from
//! the spec, and [`DropTables::drop`], the table-driven version the search uses on its hot path. Tests
//! check that they agree with each other and with a concrete 20-row board.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::pieces::{allowed_placements, Game, Piece, Placement, Problem, TieBreak};

/// The widest board the packed state holds (4 bits per column height).
pub const MAX_WIDTH: u8 = 12;
/// Narrowest board (a tetromino is at least 2 cells wide in some orientation of every piece).
pub const MIN_WIDTH: u8 = 2;
/// The most goal rows of the capped game ([model.problem]).
pub const MAX_ROWS: u8 = 8;
/// The tallest well: its heights `0..=H` must fit a nibble, its rows the 15 spoiled bits.
pub const MAX_WELL_HEIGHT: u8 = 15;
/// The most goal rows of either game (spoiled bits `48 .. 63`; bit 63 stays free for the table).
pub(crate) const MAX_GOAL_ROWS: u8 = 15;
/// Bit position of the spoiled-row mask inside the packed state.
pub(crate) const SPOILED_SHIFT: u32 = 48;
/// Mask of the height nibbles.
pub(crate) const HEIGHTS_MASK: u64 = (1 << SPOILED_SHIFT) - 1;

/// A packed abstract state: column `c`'s capped height in bits `4c .. 4c+4`, and the spoiled goal
/// rows (rows below `K` holding a hole) in bits `48 .. 48+K`. Unused bits are zero. It is the
/// *description* of spec/rules.md [rules.abstract]: spoiled rows are its dead rows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct State(pub u64);

impl State {
    /// The empty board.
    pub fn empty() -> State {
        State(0)
    }

    /// Builds a state from capped heights (each `<= K`) and a spoiled-row mask.
    pub fn from_parts(heights: &[u8], spoiled: u32) -> State {
        let mut bits = (spoiled as u64 & SPOILED_BITS) << SPOILED_SHIFT;
        for (c, &h) in heights.iter().enumerate() {
            bits |= (h as u64 & 15) << (4 * c);
        }
        State(bits)
    }

    /// Capped height of column `c`.
    #[inline(always)]
    pub fn height(self, c: usize) -> u8 {
        ((self.0 >> (4 * c)) & 15) as u8
    }

    /// The capped column heights, left to right.
    pub fn heights(self, problem: &Problem) -> Vec<u8> {
        (0..problem.width as usize)
            .map(|c| self.height(c))
            .collect()
    }

    /// The spoiled (dead) goal rows: bit `y` for row `y`.
    #[inline(always)]
    pub fn spoiled(self) -> u32 {
        ((self.0 >> SPOILED_SHIFT) & SPOILED_BITS) as u32
    }

    /// True when every goal row is spoiled: no row below `R` can ever be completed.
    pub(crate) fn is_dead(self, problem: &Problem) -> bool {
        self.spoiled() == row_mask(problem.rows)
    }

    /// The left-right mirror image on a board of `width` columns.
    #[inline]
    pub fn mirror(self, width: u8) -> State {
        let h = self.0 & HEIGHTS_MASK;
        // Reverse the 16 nibbles of the word, then shift the W used ones back to the bottom.
        let swapped = ((h & 0x0f0f_0f0f_0f0f_0f0f) << 4) | ((h >> 4) & 0x0f0f_0f0f_0f0f_0f0f);
        let reversed = swapped.swap_bytes() >> (64 - 4 * width as u32);
        State((self.0 & !HEIGHTS_MASK) | reversed)
    }
}

/// Mask of the spoiled-row bits once shifted down.
const SPOILED_BITS: u64 = (1 << MAX_GOAL_ROWS) - 1;

/// [model.above] Whether drops in the capped game keep the soundness restriction. It never
/// matters in the well, where no piece reaches above the goal rows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Above {
    /// Player strategies: a drop with a cell at row `>= R` while every column it does not occupy
    /// is `R` high is not allowed (it could complete a row `>= R` first, which a format v1
    /// certificate must never do).
    Restricted,
    /// The capped game's full move set: adversary proofs refute every placement the game allows.
    Free,
}

/// The result of one abstract drop.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Drop {
    /// The placement is not allowed (outside the board or the move set, on a full column, above
    /// the well, or the soundness restriction of spec/solver-model.md [model.above]).
    NotAllowed,
    /// The drop completes goal row `row` (the lowest completed row; always `< K`).
    Win { row: u8 },
    /// The game goes on from this state (which may be dead: every goal row spoiled).
    Continue(State),
}

/// Bits `0 .. rows`.
#[inline(always)]
fn row_mask(rows: u8) -> u32 {
    (1u32 << rows) - 1
}

/// The reference abstract drop, written directly from spec/solver-model.md [model.drop] (the
/// well: [model.well]).
pub fn drop(problem: &Problem, above: Above, state: State, placement: Placement) -> Drop {
    let w = problem.width as usize;
    let r = problem.rows as i32;
    if !placement.fits_width(problem.width) || !problem.moves.allows(placement) {
        return Drop::NotAllowed;
    }
    let mut heights: Vec<i32> = state.heights(problem).iter().map(|&h| h as i32).collect();
    let cells: Vec<(usize, i32)> = placement
        .orientation
        .cells()
        .iter()
        .map(|&(x, y)| (placement.column as usize + x as usize, y as i32))
        .collect();
    // No landing on a full column.
    if cells.iter().any(|&(c, _)| heights[c] >= r) {
        return Drop::NotAllowed;
    }
    let y0 = cells
        .iter()
        .map(|&(c, y)| (heights[c] - y).max(0))
        .max()
        .unwrap_or(0);
    if problem.game == Game::Well && y0 + placement.orientation.height() as i32 > r {
        return Drop::NotAllowed;
    }
    let mut spoiled = state.spoiled();
    let mut occupied = vec![false; w];
    for c in 0..w {
        let column: Vec<i32> = cells
            .iter()
            .filter(|cell| cell.0 == c)
            .map(|cell| y0 + cell.1)
            .collect();
        if column.is_empty() {
            continue;
        }
        occupied[c] = true;
        let low = *column.iter().min().unwrap();
        let high = *column.iter().max().unwrap();
        for row in heights[c]..low {
            if row < r {
                spoiled |= 1 << row;
            }
        }
        heights[c] = (high + 1).min(r);
    }
    let min_height = *heights.iter().min().unwrap();
    for row in 0..min_height {
        if spoiled & (1 << row) == 0 {
            return Drop::Win { row: row as u8 };
        }
    }
    let sticks_out = cells.iter().any(|&(_, y)| y0 + y >= r);
    if above == Above::Restricted && sticks_out && (0..w).all(|c| occupied[c] || heights[c] == r) {
        return Drop::NotAllowed;
    }
    let capped: Vec<u8> = heights.iter().map(|&h| h as u8).collect();
    Drop::Continue(State::from_parts(&capped, spoiled))
}

/// One placement, precomputed for the fast drop.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlacementInfo {
    pub(crate) placement: Placement,
    /// Leftmost board column.
    pub(crate) column: u8,
    /// Number of columns the piece spans.
    pub(crate) width: u8,
    /// Orientation height.
    pub(crate) height: u8,
    /// Per spanned column: lowest cell `y`.
    pub(crate) bottom: [u8; 4],
    /// Per spanned column: highest cell `y` + 1.
    pub(crate) top: [u8; 4],
    /// Bits `4c..4c+4` set for every spanned column `c`.
    pub(crate) nibble_mask: u64,
    /// Position of this placement in the tie-break order of its piece.
    pub(crate) order: u16,
}

/// Precomputed drop tables for one problem and one tie-break order.
#[derive(Debug)]
pub(crate) struct DropTables {
    pub(crate) problem: Problem,
    /// Placements of each piece (indexed by `Piece::index`) in tie-break order.
    pub(crate) by_piece: [Vec<PlacementInfo>; 7],
    /// The pieces of the set, canonical order.
    pub(crate) pieces: Vec<Piece>,
    /// Indices into `pieces`, in the order the search tries the adversary's pieces at a state
    /// with no hint: O, S, Z first (an O keeps every gap's parity, S and Z leave holes, so they
    /// refute soonest and with the smallest proofs), then I, J, L, T.
    pub(crate) refute_first: Vec<usize>,
    pub(crate) full_rows: u32,
    pub(crate) all_heights_full: u64,
    pub(crate) heights_used_mask: u64,
    /// The most cells any piece of the set can always be kept to in one row: the lower-bound
    /// divisor of spec/solver-model.md [search.bound].
    pub(crate) row_divisor: u8,
    /// The soundness restriction [model.above] (player strategies in the capped game).
    pub(crate) restrict_above: bool,
    /// [model.above] has refused a placement whose child has a live goal row: only then can a
    /// fact found with these tables differ from the full move set's (a refused drop that
    /// leaves no live row is one the full move set loses at once).
    pub(crate) refused_live: AtomicBool,
    /// The well ([model.well]): every piece must lie inside the `K` rows.
    pub(crate) inside_rows: bool,
    /// `K > 8`: a height may exceed 8, and [`DropTables::columns_above`] needs byte lanes.
    wide: bool,
    /// `O` is in the set: rows with an odd empty run are not live ([search.parity]).
    pub(crate) parity: bool,
    /// Bit `4c` set for every column `c < W`.
    ones: u64,
    /// Bit `4c + 3` set for every column `c < W`.
    eights: u64,
}

/// [`DropTables::refute_first`] of a problem's piece set.
fn refute_first(problem: &Problem) -> Vec<usize> {
    let pieces: Vec<Piece> = problem.pieces.iter().collect();
    let mut order: Vec<usize> = (0..pieces.len()).collect();
    order.sort_by_key(|&i| "OSZIJLT".find(pieces[i].letter()));
    order
}

/// The most cells one piece can put into a single row, over its orientations.
fn max_cells_per_row(piece: Piece) -> u8 {
    piece
        .orientations()
        .map(|o| {
            let mut per_row = [0u8; 4];
            for (_, y) in o.cells() {
                per_row[y as usize] += 1;
            }
            *per_row.iter().max().unwrap()
        })
        .max()
        .unwrap()
}

impl DropTables {
    pub(crate) fn new(problem: &Problem, tie_break: TieBreak, above: Above) -> DropTables {
        assert!(
            (2..=MAX_WIDTH).contains(&problem.width),
            "width out of range"
        );
        let most_rows = match problem.game {
            Game::Capped => MAX_ROWS,
            Game::Well => MAX_WELL_HEIGHT,
        };
        assert!((1..=most_rows).contains(&problem.rows), "rows out of range");
        let mut by_piece: [Vec<PlacementInfo>; 7] = Default::default();
        for piece in Piece::ALL {
            by_piece[piece.index()] = allowed_placements(problem, piece, tie_break)
                .into_iter()
                .enumerate()
                .map(|(order, placement)| {
                    let o = placement.orientation;
                    let mut bottom = [u8::MAX; 4];
                    let mut top = [0u8; 4];
                    for (x, y) in o.cells() {
                        let x = x as usize;
                        bottom[x] = bottom[x].min(y);
                        top[x] = top[x].max(y + 1);
                    }
                    let mut nibble_mask = 0;
                    for x in 0..o.width() as usize {
                        nibble_mask |= 15u64 << (4 * (placement.column as usize + x));
                    }
                    PlacementInfo {
                        placement,
                        column: placement.column,
                        width: o.width(),
                        height: o.height(),
                        bottom,
                        top,
                        nibble_mask,
                        order: order as u16,
                    }
                })
                .collect();
        }
        let w = problem.width as u64;
        let mut all_heights_full = 0;
        for c in 0..w {
            all_heights_full |= (problem.rows as u64) << (4 * c);
        }
        DropTables {
            problem: *problem,
            by_piece,
            pieces: problem.pieces.iter().collect(),
            refute_first: refute_first(problem),
            full_rows: row_mask(problem.rows),
            all_heights_full,
            heights_used_mask: (1u64 << (4 * w)) - 1,
            row_divisor: problem
                .pieces
                .iter()
                .map(max_cells_per_row)
                .min()
                .unwrap_or(4),
            restrict_above: problem.game == Game::Capped && above == Above::Restricted,
            refused_live: AtomicBool::new(false),
            inside_rows: problem.game == Game::Well,
            wide: problem.rows > 8,
            parity: problem.pieces.contains(Piece::O),
            ones: LOW_BITS & ((1u64 << (4 * w)) - 1),
            eights: (LOW_BITS << 3) & ((1u64 << (4 * w)) - 1),
        }
    }

    /// The fast abstract drop (same result as [`drop`]).
    #[inline(always)]
    pub(crate) fn drop(&self, state: u64, info: &PlacementInfo) -> Drop {
        let r = self.problem.rows;
        let col = info.column as usize;
        let w = info.width as usize;
        let mut y0 = 0u8;
        for x in 0..w {
            let h = ((state >> (4 * (col + x))) & 15) as u8;
            if h >= r {
                return Drop::NotAllowed;
            }
            y0 = y0.max(h.saturating_sub(info.bottom[x]));
        }
        if self.inside_rows && y0 + info.height > r {
            return Drop::NotAllowed;
        }
        let mut spoiled = (state >> SPOILED_SHIFT) as u32;
        let mut next = state & !info.nibble_mask & HEIGHTS_MASK;
        for x in 0..w {
            let shift = 4 * (col + x);
            let h = ((state >> shift) & 15) as u32;
            let low = (y0 + info.bottom[x]) as u32;
            if low > h {
                // Rows h .. low-1 become holes (only those below R are tracked).
                let hi = low.min(r as u32);
                spoiled |= ((1u32 << hi) - 1) & !((1u32 << h) - 1);
            }
            let top = (y0 + info.top[x]).min(r);
            next |= (top as u64) << shift;
        }
        spoiled &= self.full_rows;
        // Lowest completed row: every column higher than it, and not spoiled. Rows are covered
        // by every column from the floor up to the lowest column's height, so stop at the
        // first row some column does not cover.
        for y in 0..r {
            if self.columns_above(next, y) != self.eights {
                break;
            }
            if spoiled & (1 << y) == 0 {
                return Drop::Win { row: y };
            }
        }
        // [model.above]: a cell at row >= R while every other column is full could complete a
        // row above the goal rows on the real board.
        if self.restrict_above && y0 + info.height > r {
            let others = !info.nibble_mask & self.heights_used_mask;
            if next & others == self.all_heights_full & others {
                self.note_refused(State(next | (spoiled as u64) << SPOILED_SHIFT));
                return Drop::NotAllowed;
            }
        }
        Drop::Continue(State(next | (spoiled as u64) << SPOILED_SHIFT))
    }

    /// Records a child [model.above] refused if it has a live goal row (rare: every other column
    /// is full, so this is off the drop's hot path).
    #[cold]
    fn note_refused(&self, child: State) {
        if self.lower_bound(child.0).is_some() {
            self.refused_live.store(true, Ordering::Relaxed);
        }
    }

    /// Bit `4c + 3` set for every column `c` whose capped height is above row `y` (`y < K`).
    /// With `K <= 8` each nibble holds `h <= 8`; adding `7 - y` keeps it below 16 (no carry into
    /// the next nibble) and sets its bit 3 exactly when `h > y`. Taller wells spread the even
    /// and the odd columns into byte lanes, where `h + 15 - y <= 30` sets bit 4 of its lane
    /// exactly when `h > y`.
    #[inline(always)]
    fn columns_above(&self, state: u64, y: u8) -> u64 {
        let heights = state & self.heights_used_mask;
        if !self.wide {
            return (heights + u64::from(7 - y) * self.ones) & self.eights;
        }
        const LANES: u64 = 0x0F0F_0F0F_0F0F_0F0F;
        const BIT4: u64 = 0x1010_1010_1010_1010;
        let add = u64::from(15 - y) * 0x0101_0101_0101_0101;
        let even = ((heights & LANES) + add) & BIT4;
        let odd = (((heights >> 4) & LANES) + add) & BIT4;
        ((even >> 1) | (odd << 3)) & self.eights
    }

    /// The sound lower bound on pieces needed ([search.bound]): over the live goal rows, the
    /// fewest missing cells, divided by the most cells one piece can put in a row (rounded up).
    /// When `O` is in the set, a row whose empty cells form a run of odd length is not live
    /// ([search.parity]). `None` when no goal row is live (the adversary wins).
    #[inline]
    pub(crate) fn lower_bound(&self, state: u64) -> Option<u8> {
        let spoiled = (state >> SPOILED_SHIFT) as u32;
        // The empty cells of row y (columns of height <= y) only grow with y, so the first live
        // row from the floor up has the fewest.
        let mut live = !spoiled & self.full_rows;
        while live != 0 {
            let y = live.trailing_zeros() as u8;
            live &= live - 1;
            let empty = self.columns_above(state, y) ^ self.eights;
            if !self.parity || all_runs_even(empty >> 3) {
                let missing = empty.count_ones() as u8;
                return Some(missing.div_ceil(self.row_divisor).max(1));
            }
        }
        None
    }
}

/// Nibble masks: bit `4c` for columns 0..=11, and for the even columns 0..=12.
const LOW_BITS: u64 = 0x1111_1111_1111;
const EVEN_COLUMNS: u64 = 0x0001_0101_0101_0101; // columns 0, 2, .., 12 (a run may end at 12)

/// [search.parity] Every maximal run of consecutive columns in `columns` (bit `4c` for column
/// `c`) has even length. Filling each nibble turns a run of columns `a .. b` into the bits
/// `4a .. 4b`; adding bit `4a` carries through the run to bit `4b`, one past its end, and the
/// run's length is even exactly when `a` and `b` have the same parity.
#[inline(always)]
fn all_runs_even(columns: u64) -> bool {
    let filled = columns * 0xF;
    let starts = filled & !(filled << 4) & LOW_BITS;
    let ends_of = |from: u64| (filled + (starts & from)) & !filled;
    ends_of(EVEN_COLUMNS) & !EVEN_COLUMNS == 0 && ends_of(!EVEN_COLUMNS) & EVEN_COLUMNS == 0
}

/// `table[mask]`: every maximal run of set bits in `mask` has even length (the plain oracle of
/// [`all_runs_even`], for tests).
#[cfg(test)]
fn even_runs_table(width: u8) -> Vec<bool> {
    (0..1u32 << width)
        .map(|mask| {
            let mut m = mask;
            while m != 0 {
                let run = (m >> m.trailing_zeros()).trailing_ones();
                if run % 2 == 1 {
                    return false;
                }
                m &= !(((1u32 << run) - 1) << m.trailing_zeros());
            }
            true
        })
        .collect()
}

#[cfg(test)]
mod tests;
