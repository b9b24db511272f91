//! Cross-checks of the engine against an independent brute force on concrete W x 20 boards
//! (real hard drops, lowest completed row), written here without using the model's code.

use std::collections::HashMap;

use quickcheck::{quickcheck, TestResult};
use sureline_engine::model::{drop, Above, Drop, State};
use sureline_engine::naive;
use sureline_engine::pieces::{placements, Piece, PieceSet, Placement, Problem, TieBreak};
use sureline_engine::search::{Experiments, Mode, Outcome, Resources, Search, Solution, Winner};
use sureline_engine::strategy::{Next, Strategy};

mod common;

use common::{Board, ROWS};

enum Concrete {
    Illegal,
    /// The drop completed rows; the lowest one.
    Completed(usize),
    Goes(Board),
}

/// spec/rules.md [rules.drop], [rules.legal], [rules.completion] in the goal game: any drop that
/// stays on the 20-row board is legal.
fn drop_on(board: &Board, p: Placement) -> Concrete {
    let Some(y0) = board.landing(p) else {
        return Concrete::Illegal;
    };
    if y0 + p.orientation.height() as usize > ROWS {
        return Concrete::Illegal;
    }
    let next = board.place(p, y0);
    match next.lowest_full_row(ROWS) {
        Some(y) => Concrete::Completed(y),
        None => Concrete::Goes(next),
    }
}

/// Brute force on concrete boards: can the player force a goal-row completion within `k` pieces?
struct Brute {
    problem: Problem,
    memo: HashMap<(Board, u8), bool>,
}

impl Brute {
    fn wins_within(&mut self, board: &Board, k: u8) -> bool {
        if k == 0 {
            return false;
        }
        if let Some(&v) = self.memo.get(&(board.clone(), k)) {
            return v;
        }
        let r = self.problem.rows as usize;
        let mut all = true;
        for piece in self.problem.pieces.iter() {
            let mut ok = false;
            for p in placements(self.problem.width, piece, TieBreak::Canonical) {
                ok = match drop_on(board, p) {
                    Concrete::Illegal => false,
                    Concrete::Completed(y) => y < r,
                    Concrete::Goes(next) => self.wins_within(&next, k - 1),
                };
                if ok {
                    break;
                }
            }
            if !ok {
                all = false;
                break;
            }
        }
        self.memo.insert((board.clone(), k), all);
        all
    }

    /// Fewest pieces (<= limit) on the concrete board, or None.
    fn value(problem: Problem, limit: u8) -> Option<u8> {
        let mut b = Brute {
            problem,
            memo: HashMap::new(),
        };
        let empty = Board::new(problem.width as usize);
        (1..=limit).find(|&k| b.wins_within(&empty, k))
    }
}

fn problem(width: u8, rows: u8, pieces: &str) -> Problem {
    Problem::capped(width, rows, pieces.parse::<PieceSet>().unwrap())
}

/// The player's side of `p` as the pipeline asks it ([model.above] on), with `experiments`.
fn player(
    p: Problem,
    mode: Mode,
    threads: usize,
    tie_break: TieBreak,
    experiments: &Experiments,
) -> Solution {
    let resources = Resources {
        threads,
        table_bytes: None,
        grow: false,
    };
    let search = Search::new(
        &p,
        Above::Restricted,
        tie_break,
        mode,
        resources,
        experiments,
    );
    search.player(mode, &mut |_| {})
}

fn run(p: Problem, mode: Mode, threads: usize, tie_break: TieBreak) -> (Outcome, Option<Strategy>) {
    let solution = player(p, mode, threads, tie_break, &Experiments::default());
    let outcome = solution.outcome();
    match solution.winner {
        Winner::Player { strategy, .. } => (outcome, Some(strategy)),
        Winner::Adversary => (outcome, None),
    }
}

/// Replays the strategy on concrete boards for every adversary sequence.
fn replay(strategy: &Strategy, max_pieces: u32) {
    let p = strategy.problem;
    let r = p.rows as usize;
    let mut stack = vec![(0usize, Board::new(p.width as usize), 0u32)];
    while let Some((i, board, depth)) = stack.pop() {
        let st = &strategy.states[i];
        assert_eq!(board.describe(r), st.state, "state {i}");
        assert_eq!(st.moves.len(), p.pieces.len());
        for (piece, m) in p.pieces.iter().zip(&st.moves) {
            assert_eq!(m.placement.piece(), piece);
            match (drop_on(&board, m.placement), m.next) {
                (Concrete::Completed(y), Next::Win { row }) => {
                    assert!(y < r);
                    assert_eq!(y, row as usize);
                    assert!(depth < max_pieces);
                }
                (Concrete::Goes(next), Next::State(j)) => {
                    assert!(depth + 1 < max_pieces, "too long");
                    stack.push((j, next, depth + 1));
                }
                _ => panic!("the strategy's move disagrees with the concrete board"),
            }
        }
    }
}

const CASES: &[(u8, u8, &str)] = &[
    (2, 1, "O"),
    (2, 1, "T"),
    (2, 2, "OT"),
    (2, 3, "IOTSZJL"),
    (4, 1, "O"),
    (4, 2, "IOTSZJL"),
    (4, 2, "OT"),
    (4, 3, "IOT"),
    (4, 3, "IOTSZ"),
    (4, 3, "IOTJL"),
    (4, 4, "IOTSZJL"),
    (6, 2, "OT"),
    (6, 3, "IO"),
    (6, 3, "OT"),
    (6, 3, "IOT"),
];

#[test]
fn search_and_naive_agree_with_concrete_brute_force() {
    for &(w, r, set) in CASES {
        let p = problem(w, r, set);
        let naive = naive::solve(&p).max_pieces;
        let (optimal, strategy) = run(p, Mode::Optimal, 1, TieBreak::Canonical);
        let (existence, _) = run(p, Mode::Existence, 1, TieBreak::Canonical);
        let limit = naive.map_or(6, |v| v as u8);
        let brute = Brute::value(p, limit);
        match naive {
            Some(v) => {
                assert_eq!(brute, Some(v as u8), "{w}x{r} {set}: brute force");
                assert_eq!(
                    optimal,
                    Outcome::PlayerWins { max_pieces: v },
                    "{w}x{r} {set}"
                );
                assert!(matches!(existence, Outcome::PlayerWins { .. }));
                let strategy = strategy.unwrap();
                assert_eq!(strategy.max_pieces(), v);
                replay(&strategy, v);
            }
            None => {
                // The abstract game is lost: no concrete win within the limit either.
                assert_eq!(brute, None, "{w}x{r} {set}: concrete win the model misses");
                assert_eq!(optimal, Outcome::AdversaryWins);
                assert_eq!(existence, Outcome::AdversaryWins);
            }
        }
    }
}

#[test]
fn existence_strategies_are_valid() {
    for &(w, r, set) in CASES {
        let p = problem(w, r, set);
        if let (Outcome::PlayerWins { max_pieces }, Some(s)) =
            run(p, Mode::Existence, 1, TieBreak::Canonical)
        {
            assert_eq!(s.max_pieces(), max_pieces);
            replay(&s, max_pieces);
        }
    }
}

/// The moves of `s` that reach a state new to the strategy although a placement of the same
/// piece reaches a state already listed (the states of the levels so far, and those of the next
/// level reached by the moves before it); and how many moves reach a new state.
fn missed_reuses(s: &Strategy) -> (usize, usize) {
    let p = s.problem;
    let index: HashMap<State, usize> = s
        .states
        .iter()
        .enumerate()
        .map(|(i, st)| (st.state, i))
        .collect();
    let (mut listed, mut missed) = (1, 0);
    for st in &s.states {
        for (piece, m) in p.pieces.iter().zip(&st.moves) {
            let Next::State(j) = m.next else { continue };
            if j < listed {
                continue;
            }
            assert_eq!(j, listed, "states are listed in order of first reach");
            let reaches_listed = |pl| match drop(&p, Above::Restricted, st.state, pl) {
                Drop::Continue(c) => index.get(&c).is_some_and(|&k| k < listed),
                _ => false,
            };
            missed += usize::from(
                placements(p.width, piece, TieBreak::Canonical)
                    .into_iter()
                    .any(reaches_listed),
            );
            listed += 1;
        }
    }
    (missed, listed - 1)
}

/// [search.canonical] Existence mode reuses: a move reaches a state new to the strategy only
/// when no placement of that piece reaches a state already listed. Without reuse (the benchmark
/// switch) the same check finds such moves, so it can fail.
#[test]
fn existence_strategies_reach_a_new_state_only_when_none_listed_is_reachable() {
    let mut new_states = 0;
    for &(w, r, set) in CASES.iter().chain(&[(6, 5, "IOTSZJL")]) {
        let (_, Some(s)) = run(problem(w, r, set), Mode::Existence, 1, TieBreak::Canonical) else {
            continue;
        };
        let (missed, new) = missed_reuses(&s);
        assert_eq!(missed, 0, "{w}x{r} {set}");
        new_states += new;
    }
    assert!(new_states > 200, "the cases reach new states: {new_states}");
    let without = Experiments {
        no_state_reuse: true,
        ..Experiments::default()
    };
    let six_by_five = problem(6, 5, "IOTSZJL");
    let existence = |experiments| {
        player(
            six_by_five,
            Mode::Existence,
            1,
            TieBreak::Canonical,
            experiments,
        )
    };
    let fresh = existence(&without).strategy().unwrap().clone();
    let reused = existence(&Experiments::default())
        .strategy()
        .unwrap()
        .clone();
    assert!(missed_reuses(&fresh).0 > 0);
    assert!(
        reused.states.len() < fresh.states.len(),
        "{} {}",
        reused.states.len(),
        fresh.states.len()
    );
}

#[test]
fn legacy_tie_break_gives_the_same_value() {
    for &(w, r, set) in &[(4u8, 3u8, "IOTJL"), (6, 3, "IOT"), (6, 4, "IOTSZ")] {
        let p = problem(w, r, set);
        let (a, _) = run(p, Mode::Optimal, 1, TieBreak::Canonical);
        let (b, s) = run(p, Mode::Optimal, 1, TieBreak::Legacy2022);
        assert_eq!(a, b);
        if let Outcome::PlayerWins { max_pieces } = b {
            replay(&s.unwrap(), max_pieces);
        }
    }
}

#[test]
fn only_o_on_an_odd_width_loses() {
    for (w, r) in [(3u8, 4u8), (5, 4), (7, 6)] {
        let (o, _) = run(problem(w, r, "O"), Mode::Existence, 1, TieBreak::Canonical);
        assert_eq!(o, Outcome::AdversaryWins, "{w}x{r}");
    }
}

#[test]
fn only_o_on_width_ten_needs_five_pieces() {
    let (o, s) = run(problem(10, 6, "O"), Mode::Optimal, 1, TieBreak::Canonical);
    assert_eq!(o, Outcome::PlayerWins { max_pieces: 5 });
    replay(&s.unwrap(), 5);
}

#[test]
fn one_and_two_threads_give_identical_strategies() {
    for &(w, r, set) in &[(6u8, 4u8, "IOTSZ"), (6, 4, "IOTJL"), (6, 3, "IOT")] {
        for mode in [Mode::Optimal, Mode::Existence] {
            let p = problem(w, r, set);
            let (a, sa) = run(p, mode, 1, TieBreak::Canonical);
            let (b, sb) = run(p, mode, 2, TieBreak::Canonical);
            assert_eq!(a, b);
            assert_eq!(sa, sb, "{w}x{r} {set} {mode:?}");
        }
    }
}

#[test]
fn mirror_images_have_the_same_value() {
    let p = problem(6, 3, "IOTSZJL");
    let mut n = naive::Naive::new(&p, Above::Restricted);
    let mut frontier = vec![State::empty()];
    let mut checked = 0;
    while let Some(s) = frontier.pop() {
        if checked > 300 {
            break;
        }
        checked += 1;
        assert_eq!(n.value(s), n.value(s.mirror(6)), "{s:?}");
        for piece in Piece::ALL {
            for pl in placements(6, piece, TieBreak::Canonical) {
                if let Drop::Continue(c) = drop(&p, Above::Restricted, s, pl) {
                    if frontier.len() < 1000 {
                        frontier.push(c);
                    }
                }
            }
        }
    }
}

/// Random drops on a concrete board and on the abstract state must agree.
fn check_random_game(width: u8, rows: u8, choices: Vec<u16>) -> TestResult {
    let width = 2 + width % 11; // 2..=12
    let rows = 1 + rows % 8; // 1..=8
    let p = problem(width, rows, "IOTSZJL");
    let all: Vec<Placement> = Piece::ALL
        .iter()
        .flat_map(|&piece| placements(width, piece, TieBreak::Canonical))
        .collect();
    let mut board = Board::new(width as usize);
    let mut state = State::empty();
    for choice in choices {
        // Try placements from the chosen one on until one is allowed.
        let mut applied = false;
        for k in 0..all.len() {
            let pl = all[(choice as usize + k) % all.len()];
            let a = drop(&p, Above::Restricted, state, pl);
            if a == Drop::NotAllowed {
                continue;
            }
            let c = drop_on(&board, pl);
            match (a, c) {
                (Drop::Win { row }, Concrete::Completed(y)) => {
                    assert_eq!(row as usize, y);
                    return TestResult::passed();
                }
                (Drop::Continue(next), Concrete::Goes(b)) => {
                    assert_eq!(b.describe(rows as usize), next, "{pl}");
                    board = b;
                    state = next;
                }
                (a, Concrete::Completed(y)) => panic!("abstract {a:?}, concrete row {y}"),
                (a, _) => panic!("abstract {a:?}, concrete no completion or illegal ({pl})"),
            }
            applied = true;
            break;
        }
        if !applied {
            return TestResult::passed();
        }
    }
    TestResult::passed()
}

#[test]
fn quickcheck_abstract_drop_matches_concrete_boards() {
    quickcheck(check_random_game as fn(u8, u8, Vec<u16>) -> TestResult);
}
