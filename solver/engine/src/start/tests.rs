//! Unit tests of `start`: reading, the typed refusals, and the start position against the
//! reference drop folded over the placements.

use quickcheck::{quickcheck, TestResult};

use super::*;
use crate::pieces::{allowed_placements, Game, Moves, Orientation, PieceSet};

fn placement(text: &str) -> Placement {
    text.parse().unwrap()
}

#[test]
fn starts_read_and_print_as_the_spec_writes_them() {
    let start: Start = "T0@3,I1@0".parse().unwrap();
    assert_eq!(start.placements(), [placement("T0@3"), placement("I1@0")]);
    assert_eq!(start.joined(" "), "T0@3 I1@0");
    assert_eq!(start.joined(","), "T0@3,I1@0");
    assert_eq!(Start::empty().then(placement("O0@1")).joined(","), "O0@1");
    for bad in [
        "", "T0@", "T4@1", "T0@-1", "T0@+1", "T0@1,", "t0@1", "T0 @1", "T0@300",
    ] {
        let error = bad.parse::<Start>().unwrap_err();
        assert!(
            error.contains("is not a placement (expected"),
            "{bad}: {error}"
        );
    }
}

#[test]
fn a_start_the_game_does_not_allow_is_refused_with_its_reason() {
    let capped = Problem::capped(4, 2, "IOT".parse::<PieceSet>().unwrap());
    let refused = |problem: &Problem, above, text: &str| {
        position(problem, above, &text.parse().unwrap()).unwrap_err()
    };
    assert_eq!(
        refused(&capped, Above::Free, "O0@0,S0@1"),
        StartError::OutsideSet {
            index: 2,
            placement: placement("S0@1")
        }
    );
    assert_eq!(
        refused(&capped, Above::Free, "T0@2"),
        StartError::NotAllowed {
            index: 1,
            placement: placement("T0@2")
        }
    );
    // The cap: column 0 is 2 high after the O.
    assert_eq!(
        refused(&capped, Above::Free, "O0@0,I1@0"),
        StartError::NotAllowed {
            index: 2,
            placement: placement("I1@0")
        }
    );
    assert_eq!(
        refused(&capped, Above::Free, "O0@0,O0@2"),
        StartError::CompletesRow {
            index: 2,
            placement: placement("O0@2"),
            row: 0
        }
    );
    let well = Problem::well(4, 3, PieceSet::ALL);
    assert_eq!(
        refused(&well, Above::Free, "I1@0"),
        StartError::NotAllowed {
            index: 1,
            placement: placement("I1@0")
        }
    );
    let grid = Problem::capped(4, 3, PieceSet::ALL).with_moves(Moves::Grid2022);
    assert!(matches!(
        refused(&grid, Above::Free, "T0@0"),
        StartError::NotAllowed { index: 1, .. }
    ));
}

#[test]
fn only_the_above_restriction_refuses_a_start_the_capped_game_allows() {
    // After O0@0 columns 0 and 1 are R = 2 high; J1@2 fills column 2 from the floor to row 2 and
    // column 3 at row 2 only: no row completes, the piece sticks out above the goal rows while
    // every column it does not occupy is full ([model.above]).
    let problem = Problem::capped(4, 2, PieceSet::ALL);
    let start: Start = "O0@0,J1@2".parse().unwrap();
    let free = position(&problem, Above::Free, &start).unwrap();
    assert_eq!(free.heights(&problem), [2, 2, 2, 2]);
    assert_eq!(free.spoiled(), 0b11);
    let refused = StartError::AboveGoalRows {
        index: 2,
        placement: placement("J1@2"),
    };
    assert_eq!(
        position(&problem, Above::Restricted, &start),
        Err(refused.clone())
    );
    assert!(refused
        .to_string()
        .starts_with("start placement 2 (J1@2): "));
}

/// The reference drop ([`drop`]) folded over the placements, `None` when one does not continue.
fn folded(problem: &Problem, above: Above, start: &Start) -> Option<State> {
    start
        .placements()
        .iter()
        .try_fold(State::empty(), |state, &p| {
            if !problem.pieces.contains(p.piece()) {
                return None;
            }
            match drop(problem, above, state, p) {
                Drop::Continue(next) => Some(next),
                _ => None,
            }
        })
}

/// A start of `len` placements picked by `choices` among the allowed ones (any piece).
fn pick(problem: &Problem, choices: &[u8]) -> Start {
    let all: Vec<Placement> = crate::pieces::Piece::ALL
        .into_iter()
        .flat_map(|piece| allowed_placements(problem, piece, TieBreak::Canonical))
        .collect();
    Start::new(
        choices
            .iter()
            .map(|&c| all[usize::from(c) % all.len()])
            .collect(),
    )
}

quickcheck! {
    /// The engine's start position is the state the model's own drop reaches, placement by
    /// placement (and a start is refused exactly when some placement does not continue).
    fn the_start_position_is_the_models_own_drop(
        game: bool, width: u8, rows: u8, pieces: u8, restricted: bool, choices: Vec<u8>
    ) -> TestResult {
        let width = 3 + width % 4;
        let game = if game { Game::Capped } else { Game::Well };
        let rows = 1 + rows % if game == Game::Capped { 6 } else { 8 };
        let pieces = PieceSet::from_pieces(
            crate::pieces::Piece::ALL.into_iter().filter(|p| pieces >> p.index() & 1 == 1),
        );
        if pieces.is_empty() {
            return TestResult::discard();
        }
        let problem = Problem { game, width, rows, pieces, moves: Moves::All };
        let above = if restricted { Above::Restricted } else { Above::Free };
        let start = pick(&problem, &choices[..choices.len().min(8)]);
        let engine = position(&problem, above, &start).ok();
        TestResult::from_bool(engine == folded(&problem, above, &start))
    }
}

#[test]
fn every_two_placement_start_on_a_small_board_is_the_folded_drop() {
    let problem = Problem::capped(4, 3, PieceSet::ALL);
    let names: Vec<Orientation> = (0..19).filter_map(Orientation::from_index).collect();
    for &a in &names {
        for &b in &names {
            for (ca, cb) in (0..4).flat_map(|x| (0..4).map(move |y| (x, y))) {
                let start = Start::new(vec![
                    Placement {
                        orientation: a,
                        column: ca,
                    },
                    Placement {
                        orientation: b,
                        column: cb,
                    },
                ]);
                for above in [Above::Free, Above::Restricted] {
                    let engine = position(&problem, above, &start).ok();
                    assert_eq!(engine, folded(&problem, above, &start), "{start:?}");
                }
            }
        }
    }
}
