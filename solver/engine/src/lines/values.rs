//! [lines.player] The value of every position: the fewest pieces in which the player forces the
//! goal, whatever the adversary gives, or [`NEVER`]. By retrograde analysis, layer by layer: a
//! slot (a position and a piece) is *answered* in round `r` when one of its placements reaches
//! the goal (`r = 1`) or leads to a position of value `r - 1`; a position takes the round in which
//! its last slot is answered. Each edge is looked at once, through the predecessors of the
//! position it leads to. What no round reaches is the adversary's: it has a piece whose every
//! placement tops out or stays outside.

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

/// The values of every position of `graph`.
pub(crate) fn rank(graph: &Graph, bounds: &Bounds) -> Result<Vec<u16>, Undecided> {
    let (n, slots) = (graph.len(), graph.pieces.len());
    let late = || {
        bounds
            .deadline
            .is_some_and(|d| std::time::Instant::now() > d)
    };
    let undecided = Undecided {
        what: "the time",
        positions: n as u64,
    };
    // The predecessors of each position, as the slots (p * slots + j) whose edges lead to it.
    let mut first = vec![0u32; n + 1];
    for &e in &graph.edges {
        if e != GOAL && e != TOPS_OUT {
            first[e as usize + 1] += 1;
        }
    }
    for q in 0..n {
        first[q + 1] += first[q];
    }
    let mut fill = first.clone();
    let mut from = vec![0u32; first[n] as usize];
    for s in 0..n * slots {
        let (a, b) = (graph.starts[s] as usize, graph.starts[s + 1] as usize);
        for &e in &graph.edges[a..b] {
            if e != GOAL && e != TOPS_OUT {
                from[fill[e as usize] as usize] = s as u32;
                fill[e as usize] += 1;
            }
        }
    }
    drop(fill);
    if late() {
        return Err(undecided);
    }
    let mut answered = vec![false; n * slots];
    let mut open = vec![slots as u8; n];
    let mut values = vec![NEVER; n];
    // Round 1: the slots with a placement that reaches the goal.
    let mut layer = Vec::new();
    for (s, answer) in answered.iter_mut().enumerate() {
        let (a, b) = (graph.starts[s] as usize, graph.starts[s + 1] as usize);
        if graph.edges[a..b].contains(&GOAL) {
            *answer = true;
            let p = s / slots;
            open[p] -= 1;
            if open[p] == 0 {
                values[p] = 1;
                layer.push(p as u32);
            }
        }
    }
    let mut round = 1u16;
    while !layer.is_empty() && round < NEVER - 1 {
        if late() {
            return Err(undecided);
        }
        round += 1;
        let mut next = Vec::new();
        for &q in &layer {
            for &s in &from[first[q as usize] as usize..first[q as usize + 1] as usize] {
                if answered[s as usize] {
                    continue;
                }
                answered[s as usize] = true;
                let p = s as usize / slots;
                open[p] -= 1;
                if open[p] == 0 {
                    values[p] = round;
                    next.push(p as u32);
                }
            }
        }
        layer = next;
    }
    Ok(values)
}
