//! spec/rules.md [rules.moves.lemmas], confirmed by brute force on every board of 4 columns and 4
//! rows: a closed cell is never filled by a slide and stays closed, and an `O` slid onto a board
//! leaves an odd run of empty cells in every row that had one (the parity lemma on boards). The
//! slides are derived here from [rules.moves.slide] alone (a search over positions), not with the
//! kernel's flood, so the lemmas are checked against the rules, not against the code that uses
//! them.

use std::collections::{HashSet, VecDeque};

use sureline_checker::{orientation_cells, orientation_piece, ORIENTATION_NAMES};

const W: i32 = 4;
const T: i32 = 4;

/// A board: bit `c` of row `r` is cell (c, r); rows at `T` and above are empty.
type Rows = [u8; T as usize];

fn filled(rows: &Rows, c: i32, r: i32) -> bool {
    r < T && rows[r as usize] >> c & 1 == 1
}

/// [rules.moves.slide] The cells of orientation `o` at (c, r) are inside the walls, at or above the
/// floor, and empty.
fn free(rows: &Rows, o: usize, c: i32, r: i32) -> bool {
    orientation_cells(o).unwrap().iter().all(|&(x, y)| {
        let (x, y) = (c + i32::from(x), r + i32::from(y));
        (0..W).contains(&x) && y >= 0 && !filled(rows, x, y)
    })
}

/// [rules.moves.slide] The locked positions reached from the entries (c, T) moving left, right
/// and down through free positions.
fn slides(rows: &Rows, o: usize) -> Vec<(i32, i32)> {
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
    let mut locked: Vec<_> = seen
        .into_iter()
        .filter(|&(c, r)| !free(rows, o, c, r - 1))
        .collect();
    locked.sort_unstable();
    locked
}

/// [rules.moves.lemmas] The open cells: empty cells a path of empty cells reaches from above the
/// board, each step left, right or down.
fn open_cells(rows: &Rows) -> HashSet<(i32, i32)> {
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

fn put(rows: &Rows, o: usize, c: i32, r: i32) -> Rows {
    let mut next = *rows;
    for &(x, y) in orientation_cells(o).unwrap().iter() {
        next[(r + i32::from(y)) as usize] |= 1 << (c + i32::from(x));
    }
    next
}

/// The lengths of the maximal runs of empty cells of row `r`.
fn has_odd_run(rows: &Rows, r: usize) -> bool {
    let cells: Vec<bool> = (0..W).map(|c| rows[r] >> c & 1 == 1).collect();
    cells.split(|&f| f).any(|run| run.len() % 2 == 1)
}

#[test]
fn closed_cells_are_never_filled_and_odd_runs_survive_an_o() {
    let (mut placements, mut closed_seen) = (0u64, 0u64);
    for bits in 0u32..1 << (W * T) {
        let rows: Rows = std::array::from_fn(|r| (bits >> (W * r as i32) & 0xf) as u8);
        let open = open_cells(&rows);
        let closed: Vec<(i32, i32)> = (0..T)
            .flat_map(|r| (0..W).map(move |c| (c, r)))
            .filter(|&(c, r)| !filled(&rows, c, r) && !open.contains(&(c, r)))
            .collect();
        closed_seen += closed.len() as u64;
        for (o, name) in ORIENTATION_NAMES.iter().enumerate() {
            for (c, r) in slides(&rows, o) {
                let top = r + orientation_cells(o)
                    .unwrap()
                    .iter()
                    .map(|&(_, y)| i32::from(y))
                    .max()
                    .unwrap();
                if top >= T {
                    continue; // sticks out of these rows: not a placement of this board
                }
                placements += 1;
                let next = put(&rows, o, c, r);
                let still_open = open_cells(&next);
                for &(x, y) in &closed {
                    assert!(
                        !filled(&next, x, y),
                        "board {bits:#06x}: {name} at ({c}, {r}) fills the closed ({x}, {y})"
                    );
                    assert!(
                        !still_open.contains(&(x, y)),
                        "board {bits:#06x}: ({x}, {y}) opened"
                    );
                }
                if orientation_piece(o) == Some('O') {
                    for y in 0..T as usize {
                        assert!(
                            !has_odd_run(&rows, y) || has_odd_run(&next, y),
                            "board {bits:#06x}: O at ({c}, {r}) row {y}"
                        );
                    }
                }
            }
        }
    }
    // Every board was walked, and many have closed cells (holes under overhangs and sealed ones).
    assert!(placements > 100_000, "{placements} placements");
    assert!(closed_seen > 10_000, "{closed_seen} closed cells");
}
