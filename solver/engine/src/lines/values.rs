//! [lines.player] The value of every position: the fewest pieces in which the player forces the
//! goal, whatever the adversary gives, or [`NEVER`]. Round `r` finds the positions of value `r`:
//! every piece has a placement that reaches the goal or leads to a position of a smaller value
//! (the values of earlier rounds; the attractor of the goal, layer by layer). What no round
//! reaches is the adversary's: it has a piece whose every placement tops out or stays outside.

use super::explore::{Graph, GOAL, TOPS_OUT};
use super::{Bounds, Undecided};

/// The value of a position the player never wins from.
pub(crate) const NEVER: u16 = u16::MAX;

/// The value a placement's outcome gives its position: 1 for the goal, 1 + the next position's.
pub(crate) fn through(values: &[u16], edge: u32) -> u16 {
    match edge {
        GOAL => 1,
        TOPS_OUT => NEVER,
        next => values[next as usize].saturating_add(1),
    }
}

/// The values of every position of `graph`, by rounds.
pub(crate) fn rank(graph: &Graph, bounds: &Bounds) -> Result<Vec<u16>, Undecided> {
    let n = graph.positions.len();
    let mut values = vec![NEVER; n];
    let mut open: Vec<u32> = (0..n as u32).collect();
    for round in 1..NEVER {
        if bounds
            .deadline
            .is_some_and(|d| std::time::Instant::now() > d)
        {
            return Err(Undecided {
                what: "the time",
                positions: n as u64,
            });
        }
        let won: Vec<u32> = open
            .iter()
            .copied()
            .filter(|&p| {
                (0..graph.pieces.len()).all(|j| {
                    graph
                        .slot(p as usize, j)
                        .iter()
                        .any(|&e| through(&values, e) <= round)
                })
            })
            .collect();
        if won.is_empty() {
            break;
        }
        // Set after the round: a position won in this round counts only in the next.
        for &p in &won {
            values[p as usize] = round;
        }
        open.retain(|&p| values[p as usize] == NEVER);
    }
    Ok(values)
}
