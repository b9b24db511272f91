//! Both games of spec/rules.md [rules.games] and both move sets, checked against a brute force
//! on concrete boards written here from the rules alone: the capped game with its full move set
//! (rows above the goal rows may fill up and the game goes on), the well, and the 2022 grids.
//! The adversary's policies are replayed on every concrete board they reach.

use std::collections::{HashMap, HashSet};

use sureline_engine::model::Above;
use sureline_engine::model::State;
use sureline_engine::pieces::{
    allowed_placements, Game, Moves, Piece, PieceSet, Placement, Problem, TieBreak,
};
use sureline_engine::search::{
    Choice, Experiments, Mode, Outcome, PieceOrder, Policy, RefuteOutcome, Resources, Search,
    Within,
};
use sureline_engine::start::Start;

mod common;

use common::{Board, ROWS};

/// What one allowed drop does on a concrete board.
enum Concrete {
    NotAllowed,
    /// The lowest completed goal row.
    Wins(usize),
    Goes(Board),
}

/// [rules.drop] with the allowed placements of [rules.game.well] / [rules.game.capped]; the
/// move set is the placement lists' business.
fn drop_on(board: &Board, p: &Problem, pl: Placement) -> Concrete {
    let k = p.rows as usize;
    let Some(y0) = board.landing(pl) else {
        return Concrete::NotAllowed;
    };
    let top = y0 + pl.orientation.height() as usize;
    let col = pl.column as usize;
    let allowed = match p.game {
        Game::Well => top <= k,
        Game::Capped => {
            top <= ROWS
                && pl
                    .orientation
                    .cells()
                    .iter()
                    .all(|&(x, _)| board.height(col + x as usize) < k)
        }
    };
    if !allowed {
        return Concrete::NotAllowed;
    }
    let next = board.place(pl, y0);
    match next.lowest_full_row(k) {
        Some(y) => Concrete::Wins(y),
        None => Concrete::Goes(next),
    }
}

/// Brute force on concrete boards: can the player force a goal-row completion within `k`?
struct Brute {
    problem: Problem,
    placements: Vec<Vec<Placement>>,
    memo: HashMap<(Board, u8), bool>,
}

impl Brute {
    fn new(problem: Problem) -> Brute {
        let placements = problem
            .pieces
            .iter()
            .map(|piece| allowed_placements(&problem, piece, TieBreak::Canonical))
            .collect();
        Brute {
            problem,
            placements,
            memo: HashMap::new(),
        }
    }

    fn wins_within(&mut self, board: &Board, k: u8) -> bool {
        if k == 0 {
            return false;
        }
        if let Some(&v) = self.memo.get(&(board.clone(), k)) {
            return v;
        }
        let p = self.problem;
        let mut all = true;
        for i in 0..self.placements.len() {
            let mut ok = false;
            for j in 0..self.placements[i].len() {
                ok = match drop_on(board, &p, self.placements[i][j]) {
                    Concrete::NotAllowed => false,
                    Concrete::Wins(_) => true,
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
        Brute::value_from(problem, &Board::new(problem.width as usize), limit)
    }

    /// Fewest pieces (<= limit) from `board`, or None.
    fn value_from(problem: Problem, board: &Board, limit: u8) -> Option<u8> {
        let mut b = Brute::new(problem);
        (1..=limit).find(|&k| b.wins_within(board, k))
    }
}

/// A search of `problem` as the pipeline makes one: [model.above] as `above` says, no
/// experiment.
fn search(problem: Problem, above: Above, mode: Mode, threads: usize) -> Search {
    let resources = Resources {
        threads,
        table_bytes: None,
        grow: false,
    };
    let experiments = Experiments::default();
    Search::new(
        &problem,
        above,
        TieBreak::Canonical,
        mode,
        resources,
        &experiments,
    )
}

/// A search of the adversary's side in the full move set with `experiments`.
fn search_with(problem: Problem, mode: Mode, threads: usize, experiments: &Experiments) -> Search {
    let resources = Resources {
        threads,
        table_bytes: None,
        grow: false,
    };
    let canonical = TieBreak::Canonical;
    Search::new(
        &problem,
        Above::Free,
        canonical,
        mode,
        resources,
        experiments,
    )
}

/// The adversary's side, in the game's full move set.
fn refute_with(problem: Problem, within: Within, threads: usize) -> RefuteOutcome {
    let mode = match within {
        Within::Forever => Mode::Existence,
        Within::Pieces(_) => Mode::Optimal,
    };
    let search = search(problem, Above::Free, mode, threads);
    search.adversary(within, &mut |_| {}).outcome
}

/// [adv.terminal] on a concrete board: every goal row holds a hole or, with `O` in the set,
/// has an odd run of empty cells.
fn terminal(board: &Board, p: &Problem) -> bool {
    let k = p.rows as usize;
    (0..k).all(|y| {
        let hole = (0..board.width).any(|c| !board.filled(c, y) && board.height(c) > y);
        let runs = (0..board.width)
            .map(|c| board.filled(c, y))
            .collect::<Vec<_>>()
            .split(|&f| f)
            .any(|run| run.len() % 2 == 1);
        hole || (p.pieces.contains(Piece::O) && runs)
    })
}

/// The concrete board after the start's placements, `None` when one is not allowed or completes
/// a goal row.
fn start_board(p: &Problem, start: &Start) -> Option<Board> {
    let mut board = Board::new(p.width as usize);
    for &pl in start.placements() {
        board = match drop_on(&board, p, pl) {
            Concrete::Goes(next) => next,
            Concrete::NotAllowed | Concrete::Wins(_) => return None,
        };
    }
    Some(board)
}

/// Plays the policy on every concrete board it reaches from its start: at a non-terminal board within the
/// budget, the description has a line and no allowed placement of its piece completes a goal
/// row. Returns the number of boards met.
fn replay(policy: &Policy) -> usize {
    let p = policy.problem;
    let k = p.rows as usize;
    let pieces: HashMap<State, Piece> = policy.states.iter().map(|s| (s.state, s.piece)).collect();
    let budget = match policy.within {
        Within::Forever => u8::MAX,
        Within::Pieces(d) => d,
    };
    let mut seen = HashSet::new();
    let start = start_board(&p, &policy.start).expect("the policy's start is allowed");
    let mut stack = vec![(start, 0u8)];
    while let Some((board, depth)) = stack.pop() {
        if depth == budget || terminal(&board, &p) || !seen.insert((board.clone(), depth)) {
            continue;
        }
        let piece = pieces[&board.describe(k)];
        for pl in allowed_placements(&p, piece, TieBreak::Canonical) {
            match drop_on(&board, &p, pl) {
                Concrete::NotAllowed => {}
                Concrete::Wins(y) => panic!("{p:?}: {pl} completes row {y} at depth {depth}"),
                Concrete::Goes(next) => stack.push((next, depth + 1)),
            }
        }
    }
    seen.len()
}

/// The problems checked: small boards of both games and both move sets.
fn cases() -> Vec<Problem> {
    let all = PieceSet::ALL;
    let set = |s: &str| s.parse::<PieceSet>().unwrap();
    let mut cases = vec![
        Problem::capped(4, 2, all),
        Problem::capped(4, 3, all),
        Problem::capped(4, 3, set("IOTJL")),
        Problem::capped(5, 2, set("IOT")),
        Problem::capped(6, 2, set("OT")),
        Problem::capped(3, 2, set("O")),
        Problem::well(4, 2, all),
        Problem::well(4, 3, all),
        Problem::well(4, 4, set("IOT")),
        Problem::well(4, 5, all),
        Problem::well(5, 3, set("IOT")),
        Problem::well(6, 2, set("OT")),
        Problem::capped(6, 3, all),
        Problem::capped(5, 3, set("IOTSZ")),
        Problem::well(6, 4, all),
        Problem::well(5, 5, all),
    ];
    let grids: Vec<Problem> = cases
        .iter()
        .take(3)
        .chain(cases.iter().skip(6).take(3))
        .chain(cases.iter().skip(12))
        .map(|p| p.with_moves(Moves::Grid2022))
        .collect();
    cases.extend(grids);
    cases
}

#[test]
fn adversary_policies_hold_on_every_concrete_board() {
    for p in cases() {
        let limit = 7;
        let brute = Brute::value(p, limit);
        let forever = refute_with(p, Within::Forever, 1);
        match (&forever, brute) {
            (RefuteOutcome::AdversaryHolds(policy), None) => {
                replay(policy);
            }
            (RefuteOutcome::PlayerWins { .. }, Some(_)) => {}
            (outcome, brute) => panic!("{p:?}: {outcome:?}, brute force {brute:?}"),
        }
        // The exact value: the adversary holds within V - 1 and not within V.
        if let Some(v) = brute {
            match refute_with(p, Within::Pieces(v - 1), 1) {
                RefuteOutcome::AdversaryHolds(policy) => {
                    replay(&policy);
                }
                other => panic!("{p:?}: within {}: {other:?}", v - 1),
            }
            assert_eq!(
                refute_with(p, Within::Pieces(v), 1),
                RefuteOutcome::PlayerWins { within: v },
                "{p:?}"
            );
        }
    }
}

#[test]
fn player_values_agree_with_the_concrete_brute_force() {
    for p in cases() {
        // The player's strategies keep [model.above]; it changes no value on these boards.
        let brute = Brute::value(p, 7);
        let expected = brute.map_or(Outcome::AdversaryWins, |v| Outcome::PlayerWins {
            max_pieces: u32::from(v),
        });
        let search = search(p, Above::Restricted, Mode::Optimal, 1);
        let solved = search.player(Mode::Optimal, &mut |_| {});
        assert_eq!(solved.outcome(), expected, "{p:?}");
    }
}

#[test]
fn policies_do_not_depend_on_the_thread_count() {
    for p in [
        Problem::capped(6, 3, PieceSet::ALL),
        Problem::well(6, 4, PieceSet::ALL),
        Problem::capped(8, 3, PieceSet::ALL).with_moves(Moves::Grid2022),
    ] {
        for within in [Within::Forever, Within::Pieces(3)] {
            let one = refute_with(p, within, 1);
            let two = refute_with(p, within, 2);
            assert_eq!(one, two, "{p:?} {within:?}");
        }
    }
}

/// The walk surveys a level's states a chunk at a time, against the states reached before the
/// chunk, and stops a state's survey at a piece that refutes with a count of none: whatever the
/// chunk and the thread count, the choices are the one-state-at-a-time walk's, under each rule
/// (the levels of these walks hold up to a few hundred states).
#[test]
fn policies_do_not_depend_on_the_walks_chunks() {
    let order = PieceOrder::OSZIJLT;
    for (p, within, choice) in [
        (Problem::capped(8, 4, PieceSet::ALL), Within::Forever, None),
        (Problem::well(6, 5, PieceSet::ALL), Within::Forever, None),
        (
            Problem::capped(8, 5, PieceSet::ALL),
            Within::Pieces(6),
            None,
        ),
        (
            Problem::capped(8, 4, PieceSet::ALL),
            Within::Forever,
            Some(Choice::FirstIn(order)),
        ),
        (
            Problem::capped(8, 4, PieceSet::ALL),
            Within::Forever,
            Some(Choice::FewestChildren(order)),
        ),
    ] {
        let walk = |threads, walk_chunk| {
            let mode = match within {
                Within::Forever => Mode::Existence,
                Within::Pieces(_) => Mode::Optimal,
            };
            let experiments = Experiments {
                walk_chunk,
                choice,
                ..Experiments::default()
            };
            let search = search_with(p, mode, threads, &experiments);
            search.adversary(within, &mut |_| {}).outcome
        };
        let one = walk(1, None);
        let RefuteOutcome::AdversaryHolds(policy) = &one else {
            panic!("{p:?}: the adversary holds {within:?}");
        };
        let widest = policy.states.iter().fold(HashMap::new(), |mut at, s| {
            *at.entry(s.depth).or_insert(0) += 1;
            at
        });
        assert!(
            widest.values().any(|&n| n > 64),
            "{p:?}: a level of many chunks"
        );
        for (threads, chunk) in [(1, 7), (2, 1), (2, 3), (2, 64), (2, 4096)] {
            let other = walk(threads, Some(chunk));
            assert_eq!(
                one, other,
                "{p:?} {within:?} {choice:?}, {threads} threads, chunks of {chunk}"
            );
        }
    }
}

/// The capped game's player side with [model.above], when the adversary wins it, hands its table
/// to the adversary's side only when its facts hold in the full move set: the policy is then the
/// one a fresh search in the full move set gives.
#[test]
fn a_kept_player_table_answers_the_adversary_as_a_fresh_one() {
    let (mut kept, mut fresh_only) = (0, 0);
    // 4x2 SJ: [model.above] refuses drops that leave a live row (both branches are taken).
    let more = [
        Problem::capped(4, 2, "SJ".parse::<PieceSet>().unwrap()),
        Problem::capped(4, 4, PieceSet::ALL),
        Problem::capped(6, 4, PieceSet::ALL),
        Problem::capped(8, 3, PieceSet::ALL),
    ];
    for p in cases()
        .into_iter()
        .chain(more)
        .filter(|p| p.game == Game::Capped)
    {
        let player = search(p, Above::Restricted, Mode::Existence, 1);
        if player.player(Mode::Existence, &mut |_| {}).outcome() != Outcome::AdversaryWins {
            continue;
        }
        let fresh = refute_with(p, Within::Forever, 1);
        match player.into_full_move_set() {
            Some(search) => {
                kept += 1;
                let outcome = search.adversary(Within::Forever, &mut |_| {}).outcome;
                assert_eq!(outcome, fresh, "{p:?}");
            }
            None => fresh_only += 1,
        }
    }
    assert!(
        kept > 0 && fresh_only > 0,
        "kept {kept}, fresh only {fresh_only}"
    );
}

#[test]
fn odd_widths_with_only_o_need_no_state() {
    for p in [
        Problem::capped(3, 1, "O".parse::<PieceSet>().unwrap()),
        Problem::capped(5, 4, "O".parse::<PieceSet>().unwrap()),
        Problem::well(7, 6, "O".parse::<PieceSet>().unwrap()),
    ] {
        match refute_with(p, Within::Forever, 1) {
            RefuteOutcome::AdversaryHolds(policy) => assert!(policy.states.is_empty()),
            other => panic!("{p:?}: {other:?}"),
        }
    }
}

#[path = "games/start.rs"]
mod start;
