//! Cross-checks of the engine against an independent brute force on concrete W x 20 boards
//! (real hard drops, lowest completed row), written here without using the model's code.

use std::collections::HashMap;

use quickcheck::{quickcheck, TestResult};
use sureline_engine::model::{drop, Above, Drop, State};
use sureline_engine::naive;
use sureline_engine::pieces::{placements, Piece, PieceSet, Placement, Problem, TieBreak};
use sureline_engine::search::{solve, Mode, Outcome, SolveConfig};
use sureline_engine::strategy::{Next, Strategy};

const H: usize = 20;

/// A concrete board: one bit mask per row, bit c = column c.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Board {
    width: usize,
    rows: [u16; H],
}

enum Concrete {
    Illegal,
    /// The drop completed rows; the lowest one.
    Completed(usize),
    Goes(Board),
}

impl Board {
    fn new(width: usize) -> Board {
        Board {
            width,
            rows: [0; H],
        }
    }

    fn filled(&self, c: usize, y: usize) -> bool {
        self.rows[y] >> c & 1 == 1
    }

    fn height(&self, c: usize) -> usize {
        (0..H)
            .rev()
            .find(|&y| self.filled(c, y))
            .map_or(0, |y| y + 1)
    }

    /// spec/rules.md [rules.drop], [rules.legal], [rules.completion].
    fn drop(&self, p: Placement) -> Concrete {
        let cells = p.orientation.cells();
        let col = p.column as usize;
        if col + p.orientation.width() as usize > self.width {
            return Concrete::Illegal;
        }
        let y0 = cells
            .iter()
            .map(|&(x, y)| (self.height(col + x as usize) as i64 - y as i64).max(0))
            .max()
            .unwrap() as usize;
        if y0 + p.orientation.height() as usize > H {
            return Concrete::Illegal;
        }
        let mut next = self.clone();
        for &(x, y) in &cells {
            next.rows[y0 + y as usize] |= 1 << (col + x as usize);
        }
        let full = (1u16 << self.width) - 1;
        match (0..H).find(|&y| next.rows[y] == full) {
            Some(y) => Concrete::Completed(y),
            None => Concrete::Goes(next),
        }
    }

    /// The abstract view: capped heights and spoiled goal rows.
    fn abstract_state(&self, rows: usize) -> State {
        let heights: Vec<u8> = (0..self.width)
            .map(|c| self.height(c).min(rows) as u8)
            .collect();
        let mut spoiled = 0u32;
        for y in 0..rows {
            if (0..self.width).any(|c| !self.filled(c, y) && self.height(c) > y) {
                spoiled |= 1 << y;
            }
        }
        State::from_parts(&heights, spoiled)
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
                ok = match board.drop(p) {
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
    Problem::capped(width, rows, PieceSet::parse(pieces).unwrap())
}

fn run(p: Problem, mode: Mode, threads: usize, tie_break: TieBreak) -> (Outcome, Option<Strategy>) {
    let s = solve(
        &SolveConfig {
            problem: p,
            mode,
            tie_break,
            threads,
        },
        &mut |_| {},
    );
    (s.outcome, s.strategy)
}

/// Replays the strategy on concrete boards for every adversary sequence.
fn replay(strategy: &Strategy, max_pieces: u32) {
    let p = strategy.problem;
    let r = p.rows as usize;
    let mut stack = vec![(0usize, Board::new(p.width as usize), 0u32)];
    while let Some((i, board, depth)) = stack.pop() {
        let st = &strategy.states[i];
        assert_eq!(board.abstract_state(r), st.state, "state {i}");
        assert_eq!(st.moves.len(), p.pieces.len());
        for (piece, m) in p.pieces.iter().zip(&st.moves) {
            assert_eq!(m.placement.piece(), piece);
            match (board.drop(m.placement), m.next) {
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
            let c = board.drop(pl);
            match (a, c) {
                (Drop::Win { row }, Concrete::Completed(y)) => {
                    assert_eq!(row as usize, y);
                    return TestResult::passed();
                }
                (Drop::Continue(next), Concrete::Goes(b)) => {
                    assert_eq!(b.abstract_state(rows as usize), next, "{pl}");
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
