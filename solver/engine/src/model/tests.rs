//! Unit tests of `model` (kept beside it, in their own file).

use super::*;
use crate::pieces::{Moves, PieceSet};

fn problem(width: u8, rows: u8) -> Problem {
    Problem::capped(width, rows, PieceSet::ALL)
}

/// Every state reachable from the empty board with the table's drops, up to `most`.
fn reachable(t: &DropTables, most: usize) -> Vec<State> {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![State::empty()];
    let mut order = Vec::new();
    while let Some(s) = stack.pop() {
        if seen.len() >= most || !seen.insert(s) {
            continue;
        }
        order.push(s);
        for piece in Piece::ALL {
            for info in &t.by_piece[piece.index()] {
                if let Drop::Continue(n) = t.drop(s.0, info) {
                    stack.push(n);
                }
            }
        }
    }
    order
}

#[test]
fn mirror_reverses_columns_and_keeps_rows() {
    let s = State::from_parts(&[1, 2, 3, 0, 5], 0b101);
    let m = s.mirror(5);
    assert_eq!(m.heights(&problem(5, 6)), vec![5, 0, 3, 2, 1]);
    assert_eq!(m.spoiled(), 0b101);
    assert_eq!(m.mirror(5), s);
}

/// The problems the drop tests cover: both games, both move sets, and wells taller than 8.
fn variants() -> Vec<(Problem, Above)> {
    let mut all = Vec::new();
    for (w, r) in [(4u8, 3u8), (5, 4), (6, 2)] {
        for above in [Above::Restricted, Above::Free] {
            all.push((problem(w, r), above));
            all.push((problem(w, r).with_moves(Moves::Grid2022), above));
        }
    }
    for (w, h) in [(4u8, 3u8), (4, 9), (5, 12), (3, 15), (6, 4)] {
        all.push((Problem::well(w, h, PieceSet::ALL), Above::Free));
        all.push((
            Problem::well(w, h, PieceSet::ALL).with_moves(Moves::Grid2022),
            Above::Restricted,
        ));
    }
    all
}

#[test]
fn fast_drop_agrees_with_reference_on_small_boards() {
    for (p, above) in variants() {
        let t = DropTables::new(&p, TieBreak::Canonical, above);
        for s in reachable(&t, 20000) {
            for piece in Piece::ALL {
                for info in &t.by_piece[piece.index()] {
                    let a = drop(&p, above, s, info.placement);
                    let b = t.drop(s.0, info);
                    assert_eq!(a, b, "{p:?} {s:?} {}", info.placement);
                }
            }
        }
    }
}

/// [model.well] The well, from its definition on a concrete board of `H` rows: heights are
/// exact, a piece must end inside the rows, any completed row wins.
#[test]
fn the_well_drop_agrees_with_a_plain_board() {
    for (w, h) in [(4u8, 3u8), (4, 9), (5, 6), (3, 15)] {
        let p = Problem::well(w, h, PieceSet::ALL);
        let t = DropTables::new(&p, TieBreak::Canonical, Above::Free);
        // Boards as row masks, explored breadth first from the empty one.
        let mut boards = vec![vec![0u16; h as usize]];
        let mut seen = std::collections::HashSet::new();
        while let Some(board) = boards.pop() {
            if seen.len() > 5000 || !seen.insert(board.clone()) {
                continue;
            }
            let state = describe(&board, w);
            for piece in Piece::ALL {
                for info in &t.by_piece[piece.index()] {
                    let plain = plain_well_drop(&board, w, info.placement);
                    match (t.drop(state.0, info), plain) {
                        (Drop::NotAllowed, None) => {}
                        (Drop::Win { row }, Some(Err(lowest))) => assert_eq!(row, lowest),
                        (Drop::Continue(next), Some(Ok(after))) => {
                            assert_eq!(next, describe(&after, w), "{}", info.placement);
                            boards.push(after);
                        }
                        (fast, plain) => {
                            panic!("{w}x{h} {}: {fast:?} vs {plain:?}", info.placement)
                        }
                    }
                }
            }
        }
    }
}

/// Heights and rows with a hole, of a concrete well.
fn describe(board: &[u16], width: u8) -> State {
    let height = |c: u8| {
        (0..board.len())
            .rev()
            .find(|&y| board[y] >> c & 1 == 1)
            .map_or(0, |y| y + 1)
    };
    let heights: Vec<u8> = (0..width).map(|c| height(c) as u8).collect();
    let holes = (0..board.len())
        .filter(|&y| (0..width).any(|c| board[y] >> c & 1 == 0 && height(c) > y))
        .fold(0u32, |m, y| m | 1 << y);
    State::from_parts(&heights, holes)
}

/// The hard drop on a well of `board.len()` rows: `None` when the piece does not fit, the
/// lowest completed row, or the board after it.
fn plain_well_drop(board: &[u16], width: u8, p: Placement) -> Option<Result<Vec<u16>, u8>> {
    let cells = p
        .orientation
        .cells()
        .map(|(x, y)| (p.column + x, y as usize));
    if cells.iter().any(|&(c, _)| c >= width) {
        return None;
    }
    let filled = |c: u8, y: usize| board.get(y).is_some_and(|row| row >> c & 1 == 1);
    let fits = |y0: usize| cells.iter().all(|&(c, y)| !filled(c, y0 + y));
    // Falls from above the top until the next step down would overlap or leave the floor.
    let mut y0 = board.len();
    while y0 > 0 && fits(y0 - 1) {
        y0 -= 1;
    }
    if cells.iter().any(|&(_, y)| y0 + y >= board.len()) {
        return None;
    }
    let mut after = board.to_vec();
    for &(c, y) in &cells {
        after[y0 + y] |= 1 << c;
    }
    let full = (1u16 << width) - 1;
    Some(match after.iter().position(|&row| row == full) {
        Some(row) => Err(row as u8),
        None => Ok(after),
    })
}

#[test]
fn even_runs() {
    let t = even_runs_table(6);
    assert!(t[0]);
    assert!(t[0b11]);
    assert!(t[0b110011]);
    assert!(!t[0b1]);
    assert!(!t[0b111]);
    assert!(!t[0b110111]);
    assert!(t[0b111100]);
}

#[test]
fn all_runs_even_agrees_with_the_plain_table_on_every_mask() {
    let t = even_runs_table(12);
    for mask in 0..1u32 << 12 {
        let spread = (0..12)
            .filter(|c| mask >> c & 1 == 1)
            .fold(0u64, |m, c| m | 1 << (4 * c));
        assert_eq!(all_runs_even(spread), t[mask as usize], "{mask:012b}");
    }
}

#[test]
fn lower_bound_agrees_with_a_plain_count_on_reachable_states() {
    let sizes = [(4u8, 3u8), (5, 4), (6, 3), (7, 2), (4, 10), (5, 13)];
    for (w, r) in sizes {
        for pieces in [PieceSet::ALL, "IT".parse::<PieceSet>().unwrap()] {
            let p = match r {
                ..=8 => Problem::capped(w, r, pieces),
                _ => Problem::well(w, r, pieces),
            };
            let t = DropTables::new(&p, TieBreak::Canonical, Above::Restricted);
            let even = even_runs_table(w);
            let plain = |s: State| {
                let mut best = None;
                for y in 0..r {
                    let empty = (0..w)
                        .filter(|&c| s.height(c as usize) <= y)
                        .fold(0u32, |m, c| m | 1 << c);
                    let live = s.spoiled() & 1 << y == 0 && (!t.parity || even[empty as usize]);
                    if live {
                        let bound = (empty.count_ones() as u8).div_ceil(t.row_divisor).max(1);
                        best = Some(best.map_or(bound, |b: u8| b.min(bound)));
                    }
                }
                best
            };
            let mut seen = std::collections::HashSet::new();
            let mut stack = vec![State::empty()];
            while let Some(s) = stack.pop() {
                if !seen.insert(s) || seen.len() > 20000 {
                    continue;
                }
                assert_eq!(t.lower_bound(s.0), plain(s), "{w}x{r} {s:?}");
                for piece in Piece::ALL {
                    for info in &t.by_piece[piece.index()] {
                        if let Drop::Continue(n) = t.drop(s.0, info) {
                            stack.push(n);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn row_divisors() {
    let d: Vec<u8> = Piece::ALL.iter().map(|&p| max_cells_per_row(p)).collect();
    assert_eq!(d, vec![4, 2, 3, 2, 2, 3, 3]);
}

#[test]
fn the_search_tries_o_s_z_first_then_i_j_l_t() {
    let order = |pieces: &str| {
        let t = DropTables::new(
            &Problem::capped(6, 3, pieces.parse().unwrap()),
            TieBreak::Canonical,
            Above::Restricted,
        );
        let letters: String = t
            .refute_first
            .iter()
            .map(|&i| t.pieces[i].letter())
            .collect();
        letters
    };
    assert_eq!(order("IOTSZJL"), "OSZIJLT");
    assert_eq!(order("ITL"), "ILT");
    assert_eq!(order("TZ"), "ZT");
}
