//! spec/rules.md [rules.moves.srs] and [rules.moves.srs.lemmas], confirmed by brute force on
//! every board of `well(4, 4)`: the kernel's srs placements are those of a search over srs
//! positions written here from the spec's tables alone; slides are within srs (the spawn fits at
//! W = 4) and srs is not within slides; an `O` keeps an odd run of empty cells (parity); a turn can
//! fill a closed cell (the counterexample of the spec among them).

mod board4;

use std::collections::{HashSet, VecDeque};

use board4::{board, closed, filled, free, has_odd_run, placed, put, slides, Rows, T, W};
use sureline_checker::description::{Drop, Position, Rules};
use sureline_checker::{orientation_piece, Board, Game, Moves, HEIGHT, ORIENTATION_NAMES};

/// A rotation state: (orientation name, dx, dy).
type State = (&'static str, i32, i32);
/// A turn `from -> to` and its five tests.
type Turn = (usize, usize, [(i32, i32); 5]);

/// [rules.moves.srs] The states 0 R 2 L of each piece and its box size.
const STATES: [(&str, i32, [State; 4]); 7] = [
    (
        "I",
        4,
        [("I0", 0, 2), ("I1", 2, 0), ("I0", 0, 1), ("I1", 1, 0)],
    ),
    ("O", 2, [("O0", 0, 0); 4]),
    (
        "T",
        3,
        [("T0", 0, 1), ("T1", 1, 0), ("T2", 0, 0), ("T3", 0, 0)],
    ),
    (
        "S",
        3,
        [("S0", 0, 1), ("S1", 1, 0), ("S0", 0, 0), ("S1", 0, 0)],
    ),
    (
        "Z",
        3,
        [("Z0", 0, 1), ("Z1", 1, 0), ("Z0", 0, 0), ("Z1", 0, 0)],
    ),
    (
        "J",
        3,
        [("J0", 0, 1), ("J1", 1, 0), ("J2", 0, 0), ("J3", 0, 0)],
    ),
    (
        "L",
        3,
        [("L0", 0, 1), ("L1", 1, 0), ("L2", 0, 0), ("L3", 0, 0)],
    ),
];

/// [rules.moves.srs] The kick tables as the spec writes them, turn `from -> to` (y up).
const JLSTZ: [Turn; 4] = [
    (0, 1, [(0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)]),
    (1, 2, [(0, 0), (1, 0), (1, -1), (0, 2), (1, 2)]),
    (2, 3, [(0, 0), (1, 0), (1, 1), (0, -2), (1, -2)]),
    (3, 0, [(0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)]),
];
const I: [Turn; 4] = [
    (0, 1, [(0, 0), (-2, 0), (1, 0), (-2, -1), (1, 2)]),
    (1, 2, [(0, 0), (-1, 0), (2, 0), (-1, 2), (2, -1)]),
    (2, 3, [(0, 0), (2, 0), (-1, 0), (2, 1), (-1, -2)]),
    (3, 0, [(0, 0), (1, 0), (-2, 0), (1, -2), (-2, 1)]),
];

fn index(name: &str) -> usize {
    ORIENTATION_NAMES.iter().position(|&n| n == name).unwrap()
}

/// [rules.moves.srs] The reachable srs positions of `piece`, read as (orientation, column, row).
fn srs(rows: &Rows, piece: usize) -> HashSet<(usize, i32, i32)> {
    let (letter, n, states) = STATES[piece];
    let o = |s: usize| index(states[s].0);
    let spawn = (0, (W - n).div_euclid(2) + states[0].1, T + states[0].2);
    let mut seen = HashSet::new();
    if free(rows, o(0), spawn.1, spawn.2) {
        seen.insert(spawn);
    }
    let mut queue: VecDeque<_> = seen.iter().copied().collect();
    let kicks = if letter == "I" { I } else { JLSTZ };
    while let Some((s, c, r)) = queue.pop_front() {
        let mut next = vec![(s, c - 1, r), (s, c + 1, r), (s, c, r - 1)];
        for &(from, to, tests) in &kicks {
            // Clockwise from `from`, or its reverse counter-clockwise with the tests negated.
            let turns = [(from, to, 1), (to, from, -1)];
            for (a, b, sign) in turns.into_iter().filter(|t| t.0 == s) {
                let box_c = c - states[a].1;
                let box_r = r - states[a].2;
                let place = |(x, y): (i32, i32)| {
                    (
                        b,
                        box_c + sign * x + states[b].1,
                        box_r + sign * y + states[b].2,
                    )
                };
                if let Some(p) = tests
                    .map(place)
                    .into_iter()
                    .find(|p| free(rows, o(p.0), p.1, p.2))
                {
                    next.push(p);
                }
            }
        }
        for p in next {
            if free(rows, o(p.0), p.1, p.2) && seen.insert(p) {
                queue.push_back(p);
            }
        }
    }
    seen.into_iter().map(|(s, c, r)| (o(s), c, r)).collect()
}

#[test]
fn srs_placements_match_the_kernel_and_the_lemmas_hold_on_every_board() {
    let rules = Rules {
        game: Game::Well,
        width: W as u8,
        bound: T as u8,
        moves: Moves::Srs,
    };
    let (mut placements, mut srs_only, mut closed_filled) = (0u64, 0u64, 0u64);
    for bits in 0u32..1 << (W * T) {
        let rows = board(bits);
        let mut all = [0u16; HEIGHT];
        (0..T as usize).for_each(|r| all[r] = u16::from(rows[r]));
        let board = Board::from_rows(W as u8, all);
        let closed = closed(&rows);
        for (piece, &(letter, _, _)) in STATES.iter().enumerate() {
            let reached = srs(&rows, piece);
            let orientations = (0..19).filter(|&o| orientation_piece(o) == letter.chars().next());
            for o in orientations {
                let (reach, slid) = (board.reach(&rules, o), slides(&rows, o));
                for (c, r) in (0..W).flat_map(|c| (0..T).map(move |r| (c, r))) {
                    let allowed = placed(&rows, o, c, r) && reached.contains(&(o, c, r));
                    let kernel = board.place(&rules, o, c as u8, Some((r as u8, reach)));
                    assert_eq!(
                        matches!(kernel, Drop::Continues(_) | Drop::Completes(_)),
                        allowed,
                        "board {bits:#06x}: {} at ({c}, {r}): kernel {kernel:?}",
                        ORIENTATION_NAMES[o]
                    );
                    let by_slide = placed(&rows, o, c, r) && slid.contains(&(c, r));
                    // [rules.moves.srs.lemmas] Slide within srs when the spawn fits (W = 4).
                    assert!(!by_slide || allowed, "board {bits:#06x}: slide only");
                    if !allowed {
                        continue;
                    }
                    placements += 1;
                    srs_only += u64::from(!by_slide);
                    let next = put(&rows, o, c, r);
                    closed_filled += u64::from(closed.iter().any(|&(x, y)| filled(&next, x, y)));
                    if letter == "O" {
                        let odd = (0..T as usize)
                            .all(|y| !has_odd_run(&rows, y) || has_odd_run(&next, y));
                        assert!(odd, "board {bits:#06x}: O at ({c}, {r})");
                    }
                }
            }
        }
    }
    assert!(placements > 100_000, "{placements} placements");
    // Srs is not within slide, and closed cells are not dead.
    assert!(srs_only > 1_000, "{srs_only} srs-only placements");
    assert!(
        closed_filled > 100,
        "{closed_filled} placements fill a closed cell"
    );
}

#[test]
fn the_spec_examples_hold() {
    // Rows bottom first. T0 at (1, 0) under the cell (1, 1); J0 at (0, 0) into the closed (0, 1).
    let t_board: Rows = [0, 0b0010, 0, 0];
    let t0 = index("T0");
    assert!(placed(&t_board, t0, 1, 0) && srs(&t_board, 2).contains(&(t0, 1, 0)));
    assert!(!slides(&t_board, t0).contains(&(1, 0)));
    let i_board: Rows = [0, 0b0001, 0, 0];
    let i0 = index("I0");
    assert!(placed(&i_board, i0, 0, 0) && srs(&i_board, 0).contains(&(i0, 0, 0)));
    assert!(!slides(&i_board, i0).contains(&(0, 0)));
    let j_board: Rows = [0, 0b0010, 0b0001, 0];
    let j0 = index("J0");
    assert!(closed(&j_board).contains(&(0, 1)));
    assert!(placed(&j_board, j0, 0, 0) && srs(&j_board, 5).contains(&(j0, 0, 0)));
}
