//! spec/rules.md [rules.moves.lemmas], confirmed by brute force on every board of 4 columns and 4
//! rows: a closed cell is never filled by a slide and stays closed, and an `O` slid onto a board
//! leaves an odd run of empty cells in every row that had one (the parity lemma on boards). The
//! slides are derived here from [rules.moves.slide] alone (a search over positions), not with the
//! kernel's flood, so the lemmas are checked against the rules, not against the code that uses
//! them.

mod board4;

use board4::{board, closed, filled, has_odd_run, open_cells, placed, put, slides, T, W};
use sureline_checker::{orientation_piece, ORIENTATION_NAMES};

#[test]
fn closed_cells_are_never_filled_and_odd_runs_survive_an_o() {
    let (mut placements, mut closed_seen) = (0u64, 0u64);
    for bits in 0u32..1 << (W * T) {
        let rows = board(bits);
        let closed = closed(&rows);
        closed_seen += closed.len() as u64;
        for (o, name) in ORIENTATION_NAMES.iter().enumerate() {
            let reached = slides(&rows, o);
            for (c, r) in reached.into_iter().filter(|&(c, r)| placed(&rows, o, c, r)) {
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
