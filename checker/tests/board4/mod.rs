//! The boards of 4 columns and 4 rows the brute-force lemma tests walk (slide_lemmas.rs,
//! srs_lemmas.rs), with slides derived from spec/rules.md [rules.moves.slide] alone (a search over
//! positions), not with the kernel's flood.

use std::collections::{HashSet, VecDeque};

use sureline_checker::orientation_cells;

pub const W: i32 = 4;
pub const T: i32 = 4;

/// A board: bit `c` of row `r` is cell (c, r); rows at `T` and above are empty.
pub type Rows = [u8; T as usize];

/// Board number `bits` of the 2^16: row r is bits 4r .. 4r + 3.
pub fn board(bits: u32) -> Rows {
    std::array::from_fn(|r| (bits >> (W * r as i32) & 0xf) as u8)
}

pub fn filled(rows: &Rows, c: i32, r: i32) -> bool {
    r < T && rows[r as usize] >> c & 1 == 1
}

/// [rules.moves.slide] [rules.moves.srs] The cells of orientation `o` at (c, r) are inside the
/// walls, at or above the floor, below row T + 4 (the space above the board), and empty.
pub fn free(rows: &Rows, o: usize, c: i32, r: i32) -> bool {
    orientation_cells(o).unwrap().iter().all(|&(x, y)| {
        let (x, y) = (c + i32::from(x), r + i32::from(y));
        (0..W).contains(&x) && (0..T + 4).contains(&y) && !filled(rows, x, y)
    })
}

/// [rules.moves.slide] The positions of `o` reached from the entries (c, T) moving left, right
/// and down through free positions.
pub fn slides(rows: &Rows, o: usize) -> HashSet<(i32, i32)> {
    let mut seen: HashSet<(i32, i32)> = (0..W)
        .filter(|&c| free(rows, o, c, T))
        .map(|c| (c, T))
        .collect();
    let mut queue: VecDeque<(i32, i32)> = seen.iter().copied().collect();
    while let Some((c, r)) = queue.pop_front() {
        for next in [(c - 1, r), (c + 1, r), (c, r - 1)] {
            if free(rows, o, next.0, next.1) && seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    seen
}

/// [rules.moves.lemmas] The open cells: empty cells a path of empty cells reaches from above the
/// board, each step left, right or down.
pub fn open_cells(rows: &Rows) -> HashSet<(i32, i32)> {
    let mut open: HashSet<(i32, i32)> = (0..W).map(|c| (c, T)).collect();
    let mut queue: VecDeque<(i32, i32)> = open.iter().copied().collect();
    while let Some((c, r)) = queue.pop_front() {
        for (x, y) in [(c - 1, r), (c + 1, r), (c, r - 1)] {
            if (0..W).contains(&x) && y >= 0 && !filled(rows, x, y) && open.insert((x, y)) {
                queue.push_back((x, y));
            }
        }
    }
    open
}

/// The closed cells: empty and not open.
pub fn closed(rows: &Rows) -> Vec<(i32, i32)> {
    let open = open_cells(rows);
    let cells = (0..T).flat_map(|r| (0..W).map(move |c| (c, r)));
    cells
        .filter(|&(c, r)| !filled(rows, c, r) && !open.contains(&(c, r)))
        .collect()
}

/// The piece `o` put at (c, r).
pub fn put(rows: &Rows, o: usize, c: i32, r: i32) -> Rows {
    let mut next = *rows;
    for &(x, y) in orientation_cells(o).unwrap().iter() {
        next[(r + i32::from(y)) as usize] |= 1 << (c + i32::from(x));
    }
    next
}

/// Row `r` has a maximal run of empty cells of odd length.
pub fn has_odd_run(rows: &Rows, r: usize) -> bool {
    let cells: Vec<bool> = (0..W).map(|c| rows[r] >> c & 1 == 1).collect();
    cells.split(|&f| f).any(|run| run.len() % 2 == 1)
}

/// [rules.moves.slide] Allowed in `well(4, 4)`: its top below T, and locked.
pub fn placed(rows: &Rows, o: usize, c: i32, r: i32) -> bool {
    let top = orientation_cells(o)
        .unwrap()
        .iter()
        .map(|&(_, y)| i32::from(y))
        .max()
        .unwrap();
    r + top < T && free(rows, o, c, r) && !free(rows, o, c, r - 1)
}
