//! The lines solver against a plain minimax on small wells: the optimum is the least `n` for
//! which the player wins within `n` pieces, by a recursion that shares nothing with the rounds;
//! the policies keep the player from the goal as long as they claim.

use super::*;
use crate::pieces::{Piece, PieceSet};
use crate::survival::Board;

fn problem(width: u8, height: u8, pieces: &str, goal: Goal) -> LinesProblem {
    LinesProblem {
        well: Well::rectangular(width, height).unwrap(),
        pieces: pieces.parse().unwrap(),
        goal,
        moves: LinesMoves::Drop,
    }
}

const BOUNDS: Bounds = Bounds {
    max_positions: 1 << 20,
    deadline: None,
};

/// Whether the player forces the goal within `n` pieces from (board, count): for every piece a
/// placement that reaches it, or that neither tops out nor loses the rest.
fn wins_within(p: &LinesProblem, board: &Board, count: u8, n: u32) -> bool {
    let mut turns = Vec::new();
    n > 0
        && p.pieces.iter().all(|piece: Piece| {
            Drop::new(&p.well).turns(&p.well, board, piece, &mut turns);
            turns.clone().into_iter().flatten().any(|(after, cleared)| {
                match p.goal.after(count, cleared) {
                    None => true,
                    Some(c) => wins_within(p, &after, c, n - 1),
                }
            })
        })
}

#[test]
fn optimum_agrees_with_minimax() {
    let cases = [
        problem(2, 1, "O", Goal::Lines(1)),
        problem(2, 1, "O", Goal::Lines(5)),
        problem(2, 1, "O", Goal::AtOnce(3)),
        problem(4, 2, "O", Goal::Lines(1)),
        problem(4, 2, "IO", Goal::Lines(2)),
        problem(4, 3, "OT", Goal::Lines(1)),
        problem(4, 4, "IOT", Goal::AtOnce(2)),
        problem(3, 3, "IJ", Goal::Lines(2)),
    ];
    for p in cases {
        let solution = solve(&p, &BOUNDS).unwrap();
        let limit = 7;
        let found = (1..=limit).find(|&n| wins_within(&p, &Board::EMPTY, 0, n));
        match solution.optimum {
            Some(o) if o <= limit => assert_eq!(found, Some(o), "{}", p.name()),
            Some(_) => assert_eq!(found, None, "{}", p.name()),
            None => assert_eq!(found, None, "{}", p.name()),
        }
    }
}

#[test]
fn certificates_have_the_claimed_shape() {
    // W = 2 and O: every O clears two rows; four lines take two pieces.
    let s = solve(&problem(2, 1, "O", Goal::Lines(4)), &BOUNDS).unwrap();
    assert_eq!(s.optimum, Some(2));
    let strategy = s.strategy().unwrap();
    assert_eq!(strategy.nodes.len(), 2);
    assert_eq!(strategy.nodes[1][0].1, Next::Win);
    assert!(s.policy(None).is_none());
    assert_eq!(s.policy(Some(1)).unwrap().nodes.len(), 1);
    // Three rows at once are out of reach for O: the adversary's graph is one node, a cycle.
    let s = solve(&problem(2, 1, "O", Goal::AtOnce(3)), &BOUNDS).unwrap();
    assert_eq!(s.optimum, None);
    let policy = s.policy(None).unwrap();
    assert_eq!(policy.nodes.len(), 1);
    assert_eq!(policy.nodes[0].fields, vec![Some(0)]);
    assert_eq!(
        PieceSet::from_pieces([policy.nodes[0].piece]).to_string(),
        "O"
    );
}
