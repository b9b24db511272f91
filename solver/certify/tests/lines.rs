//! [lines.game] The lines solver's rules against the kernel's: on random small wells, piece
//! sets and goals, the solver's answer becomes certificates (the winner's, and the lower bound
//! beside a player's win), and the trusted checker must verify each with its claim, and refuse
//! the claim one piece stronger. Every board the certificates reach is a board on which the
//! solver's drop, clears and count agreed with the checker's.

use quickcheck::{Arbitrary, Gen, QuickCheck};
use sureline_certify::lines::{adversary_text, lines_claim, player_text, Side};
use sureline_checker::{verify, Rule};
use sureline_engine::lines::{solve, Bounds, Goal, LinesProblem};
use sureline_engine::pieces::{Piece, PieceSet};
use sureline_engine::survival::Well;

#[derive(Clone, Debug)]
struct Small(LinesProblem);

impl Arbitrary for Small {
    fn arbitrary(g: &mut Gen) -> Small {
        let width = *g.choose(&[2u8, 3, 4, 5]).unwrap();
        let height = *g.choose(&[1u8, 2, 3, 4]).unwrap();
        let mut pieces: Vec<Piece> = Piece::ALL
            .into_iter()
            .filter(|_| bool::arbitrary(g))
            .collect();
        if pieces.is_empty() {
            pieces.push(*g.choose(&Piece::ALL).unwrap());
        }
        let k = *g.choose(&[1u8, 2, 3, 4]).unwrap();
        let goal = if bool::arbitrary(g) {
            Goal::Lines(k)
        } else {
            Goal::AtOnce(k.min(3))
        };
        Small(LinesProblem {
            well: Well::rectangular(width, height).unwrap(),
            pieces: PieceSet::from_pieces(pieces),
            goal,
            moves: sureline_engine::lines::LinesMoves::Drop,
        })
    }
}

fn certified(Small(problem): Small) -> bool {
    let bounds = Bounds {
        max_positions: 200_000,
        deadline: None,
    };
    let Ok(solution) = solve(&problem, &bounds) else {
        return true; // too large for a property test
    };
    let holds = |text: &str, side| verify(text.as_bytes(), &lines_claim(&problem, side)).is_ok();
    let too_weak = |text: &str, side| {
        verify(text.as_bytes(), &lines_claim(&problem, side)).map_err(|f| f.rule)
            == Err(Rule::ClaimTooWeak)
    };
    match solution.optimum {
        Some(optimum) => {
            let strategy = solution.strategy().unwrap();
            let text = player_text(&strategy);
            let below = solution.policy(Some(optimum - 1));
            holds(
                &text,
                Side::Player {
                    max_pieces: optimum,
                },
            ) && (optimum == 1
                || too_weak(
                    &text,
                    Side::Player {
                        max_pieces: optimum - 1,
                    },
                ))
                && below.is_none_or(|p| {
                    let text = adversary_text(&p);
                    holds(
                        &text,
                        Side::Adversary {
                            within: Some(optimum - 1),
                        },
                    ) && too_weak(
                        &text,
                        Side::Adversary {
                            within: Some(optimum),
                        },
                    )
                })
        }
        None => {
            let text = adversary_text(&solution.policy(None).unwrap());
            holds(&text, Side::Adversary { within: None })
        }
    }
}

#[test]
fn the_solvers_answers_verify_with_the_kernel() {
    QuickCheck::new()
        .tests(150)
        .quickcheck(certified as fn(Small) -> bool);
}
