//! Questions asked from a start (spec/composite.md [comp.start]) against the same brute force on
//! the concrete board the start reaches, and against the game from the empty board: a position's
//! game is the same whether the search starts there or meets it on the way.

use super::*;
use sureline_engine::start::StartError;
use sureline_engine::strategy::{Next, Strategy};

/// Every one-placement start of the problem (the first `most` allowed ones that complete no
/// goal row), and a few two-placement ones built on them.
fn starts(p: &Problem, most: usize) -> Vec<Start> {
    let empty = Board::new(p.width as usize);
    let mut one = Vec::new();
    for piece in p.pieces.iter() {
        for pl in allowed_placements(p, piece, TieBreak::Canonical) {
            if let Concrete::Goes(_) = drop_on(&empty, p, pl) {
                one.push(Start::new(vec![pl]));
            }
        }
    }
    one.truncate(most);
    let two: Vec<Start> = one
        .iter()
        .zip(one.iter().rev())
        .map(|(a, b)| a.then(b.placements()[0]))
        .filter(|s| start_board(p, s).is_some())
        .take(most / 2)
        .collect();
    one.into_iter().chain(two).collect()
}

fn optimal_from(p: Problem, above: Above, start: &Start) -> Result<(Outcome, Search), StartError> {
    let search = search(p, above, Mode::Optimal, 1).with_start(start.clone())?;
    let solved = search.player(Mode::Optimal, &mut |_| {});
    Ok((solved.outcome(), search))
}

#[test]
fn player_values_from_a_start_agree_with_the_concrete_brute_force() {
    for p in cases().into_iter().take(12) {
        for start in starts(&p, 6) {
            let board = start_board(&p, &start).expect("the starts are allowed");
            let brute = Brute::value_from(p, &board, 7);
            let expected = brute.map_or(Outcome::AdversaryWins, |v| Outcome::PlayerWins {
                max_pieces: u32::from(v),
            });
            // The game's full move set: the brute force knows no [model.above].
            let (outcome, search) = optimal_from(p, Above::Free, &start).unwrap();
            assert_eq!(outcome, expected, "{p:?} from {start:?}");
            assert_eq!(search.root(), board.describe(p.rows as usize));
        }
    }
}

/// The sub-strategy of `strategy` reached from its state `from`: each state with its moves as
/// (placement, child state or win).
fn reached_from(strategy: &Strategy, from: usize) -> HashMap<State, Vec<(String, Option<State>)>> {
    let mut out = HashMap::new();
    let mut stack = vec![from];
    while let Some(i) = stack.pop() {
        let node = &strategy.states[i];
        if out.contains_key(&node.state) {
            continue;
        }
        let moves = node
            .moves
            .iter()
            .map(|m| match m.next {
                Next::Win { .. } => (m.placement.to_string(), None),
                Next::State(j) => {
                    stack.push(j);
                    (m.placement.to_string(), Some(strategy.states[j].state))
                }
            })
            .collect();
        out.insert(node.state, moves);
    }
    out
}

/// Solving from the position one optimal move reaches is solving that subgame: the optimal
/// strategy from there is the full optimal strategy's sub-strategy, its value the full value
/// minus one for the piece that costs most.
#[test]
fn an_optimal_solve_from_a_start_is_the_subgame_of_the_solve_from_the_empty_board() {
    let set = |s: &str| s.parse::<PieceSet>().unwrap();
    let mut checked = 0;
    for p in [
        Problem::capped(4, 3, set("IOTJL")),
        Problem::capped(5, 2, set("IOT")),
        Problem::capped(6, 2, set("OT")),
        Problem::well(4, 4, set("IOT")),
        Problem::well(5, 3, set("IOT")),
        Problem::well(4, 2, set("IO")),
    ] {
        let full = search(p, Above::Restricted, Mode::Optimal, 1);
        let full = full.player(Mode::Optimal, &mut |_| {});
        let (Outcome::PlayerWins { max_pieces }, Some(strategy)) =
            (full.outcome(), full.strategy())
        else {
            continue;
        };
        checked += 1;
        let mut costliest = 1;
        for m in &strategy.states[0].moves {
            let Next::State(child) = m.next else { continue };
            let start = Start::new(vec![m.placement]);
            let (outcome, search) = optimal_from(p, Above::Restricted, &start).unwrap();
            let Outcome::PlayerWins { max_pieces: sub } = outcome else {
                panic!("{p:?} from {start:?}: {outcome:?}");
            };
            assert!(sub < max_pieces, "{p:?} from {start:?}");
            costliest = costliest.max(sub + 1);
            assert_eq!(search.root(), strategy.states[child].state);
            let solved = search.player(Mode::Optimal, &mut |_| {});
            let part = solved.strategy().unwrap();
            assert_eq!(part.start, start);
            assert_eq!(part.states[0].state, search.root());
            assert_eq!(
                reached_from(part, 0),
                reached_from(strategy, child),
                "{p:?} {start:?}"
            );
        }
        assert_eq!(costliest, max_pieces, "{p:?}");
    }
    assert!(
        checked >= 3,
        "only {checked} of the problems are player wins"
    );
}

#[test]
fn adversary_policies_from_a_start_hold_on_every_concrete_board() {
    for p in cases().into_iter().take(12) {
        for start in starts(&p, 4) {
            let board = start_board(&p, &start).unwrap();
            let brute = Brute::value_from(p, &board, 7);
            let refute = |within| {
                let mode = within_mode(within);
                let search = search(p, Above::Free, mode, 1).with_start(start.clone());
                search.unwrap().adversary(within, &mut |_| {}).outcome
            };
            match (refute(Within::Forever), brute) {
                (RefuteOutcome::AdversaryHolds(policy), None) => {
                    assert_eq!(policy.start, start);
                    replay(&policy);
                }
                (RefuteOutcome::PlayerWins { .. }, Some(_)) => {}
                (outcome, brute) => panic!("{p:?} {start:?}: {outcome:?}, brute {brute:?}"),
            }
            let Some(v) = brute else { continue };
            match refute(Within::Pieces(v - 1)) {
                RefuteOutcome::AdversaryHolds(policy) => {
                    if let Some(first) = policy.states.first() {
                        assert_eq!(first.state, board.describe(p.rows as usize));
                        assert_eq!(first.depth, 0);
                    }
                    replay(&policy);
                }
                other => panic!("{p:?} {start:?}: within {}: {other:?}", v - 1),
            }
            let won = refute(Within::Pieces(v));
            assert_eq!(
                won,
                RefuteOutcome::PlayerWins { within: v },
                "{p:?} {start:?}"
            );
        }
    }
}

fn within_mode(within: Within) -> Mode {
    match within {
        Within::Forever => Mode::Existence,
        Within::Pieces(_) => Mode::Optimal,
    }
}

#[test]
fn a_start_outside_the_set_or_the_game_is_refused_by_the_search() {
    let p = Problem::capped(4, 2, "IO".parse::<PieceSet>().unwrap());
    let start = |text: &str| text.parse::<Start>().unwrap();
    let refused = |text: &str| {
        search(p, Above::Restricted, Mode::Existence, 1)
            .with_start(start(text))
            .err()
            .map(|e| e.to_string())
    };
    assert_eq!(
        refused("T0@0"),
        Some("start placement 1 (T0@0): piece T is not in the adversary's piece set".into())
    );
    assert_eq!(
        refused("O0@0,O0@0,O0@0"),
        Some("start placement 2 (O0@0): the game does not allow it there".into())
    );
    assert_eq!(
        refused("O0@0,O0@2"),
        Some("start placement 2 (O0@2): it completes row 0, which ends the game".into())
    );
    assert_eq!(refused("O0@0"), None);
}
