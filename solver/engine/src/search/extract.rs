//! Extraction of the canonical strategy (spec/solver-model.md [search.canonical]) with exact
//! queries to the proof search, one breadth-first level at a time, shared among threads.

use crate::model::{Drop, State};
use crate::pieces::{Piece, Placement};
use crate::strategy::Strategy;

use super::order::{children, Kids};
use super::proof::{parallel_map, Searcher, Shared, UNBOUNDED};
use super::transposition::INFINITE;
use super::Mode;

/// Builds the canonical strategy with exact queries to the search; each breadth-first level is
/// shared among `threads` threads (the result does not depend on it).
pub(super) fn extract(main: &mut Searcher, mode: Mode, threads: usize) -> Strategy {
    let sh = main.sh;
    let pieces = &sh.drops.pieces;
    Strategy::build_by_levels(
        &sh.drops.problem,
        (sh.start, sh.root),
        |level| {
            // Work items are (state, piece) pairs, so that even the one-state top levels are shared.
            let items = level.len() * pieces.len();
            let mut moves = parallel_map(main, threads, items, |sr, i| {
                choose(sr, mode, level[i / pieces.len()], pieces[i % pieces.len()])
            })
            .into_iter();
            (0..level.len())
                .map(|_| moves.by_ref().take(pieces.len()).collect())
                .collect()
        },
        |state, piece, known| match mode {
            Mode::Existence if sh.reuse => reuse_known(sh, state, piece, known),
            _ => None,
        },
    )
}

/// [search.canonical] Existence mode: the first placement in the existence search order whose
/// child is a state the strategy already has (every such state wins), if no placement wins at
/// once. Reusing states keeps the strategy small: a new state costs a whole sub-strategy.
fn reuse_known(
    sh: &Shared,
    state: State,
    piece: Piece,
    known: &dyn Fn(State) -> bool,
) -> Option<(Placement, Drop)> {
    let mut kids = Kids::EMPTY;
    if children(&sh.order, 0, state.0, piece, &mut kids).is_some() {
        return None;
    }
    let infos = &sh.drops.by_piece[piece.index()];
    (0..kids.n)
        .find(|&j| known(State(kids.states[j])))
        .map(|j| {
            let info = &infos[kids.orders[j] as usize];
            (info.placement, Drop::Continue(State(kids.states[j])))
        })
}

/// The canonical move of `piece` in `state` ([search.canonical]).
fn choose(sr: &mut Searcher, mode: Mode, state: State, piece: Piece) -> (Placement, Drop) {
    match mode {
        Mode::Existence => choose_existence(sr, state, piece),
        Mode::Optimal => choose_optimal(sr, state, piece),
    }
}

/// The first placement that wins at once, else the first in the existence search order whose
/// child is a winning state.
fn choose_existence(sr: &mut Searcher, state: State, piece: Piece) -> (Placement, Drop) {
    let tables = sr.sh.drops;
    let infos = &tables.by_piece[piece.index()];
    let mut kids = Kids::EMPTY;
    if let Some(p) = children(&sr.sh.order, sr.salt, state.0, piece, &mut kids) {
        let info = infos.iter().find(|i| i.placement == p).unwrap();
        return (p, tables.drop(state.0, info));
    }
    for j in 0..kids.n {
        if sr.within(kids.states[j], UNBOUNDED) {
            let info = &infos[kids.orders[j] as usize];
            return (info.placement, Drop::Continue(State(kids.states[j])));
        }
    }
    panic!("existence extraction reached a losing state");
}

/// The first placement in tie-break order whose cost is the fewest pieces for this piece:
/// exact queries "child wins within `k - 1`" for `k` rising from a sound lower bound.
fn choose_optimal(sr: &mut Searcher, state: State, piece: Piece) -> (Placement, Drop) {
    let tables = sr.sh.drops;
    let infos = &tables.by_piece[piece.index()];
    let drops: Vec<Drop> = infos.iter().map(|i| tables.drop(state.0, i)).collect();
    // Sound lower bound on the best cost of this piece.
    let mut k = INFINITE;
    for d in &drops {
        match *d {
            Drop::Win { .. } => k = 1,
            Drop::Continue(c) => {
                let lb = tables
                    .lower_bound(c.0)
                    .unwrap_or(INFINITE)
                    .max(sr.sh.transposition.probe(sr.sh.key(c.0)).lb);
                k = k.min(lb.saturating_add(1));
            }
            Drop::NotAllowed => {}
        }
    }
    assert!(k != INFINITE, "optimal extraction reached a losing state");
    loop {
        for (info, d) in infos.iter().zip(&drops) {
            let ok = match *d {
                Drop::Win { .. } => true,
                Drop::Continue(c) => sr.within(c.0, k - 1),
                Drop::NotAllowed => false,
            };
            if ok {
                return (info.placement, *d);
            }
        }
        assert!(k < UNBOUNDED, "optimal extraction reached a losing state");
        k += 1;
    }
}
