//! The baseline: a plain memoized minimax of the abstract game, as the 2022 program did it — one
//! growing `HashMap` from packed state to exact value, every reachable state visited, no pruning,
//! no symmetry. It computes the exact optimal value and serves as the reference the fast search
//! is benchmarked and tested against (BENCHMARKS.md).

use std::collections::HashMap;

use crate::model::{Above, Drop, DropTables, State};
use crate::pieces::{Problem, TieBreak};

/// The value of a lost state (the adversary wins): above every count of pieces, so that the
/// minimax below needs no special case for it.
const LOST: u8 = u8::MAX;

/// Result of the naive solve.
#[derive(Clone, Debug)]
pub struct NaiveSolution {
    /// Fewest pieces the player needs in the worst case from the empty board, or `None` when the
    /// adversary wins.
    pub max_pieces: Option<u32>,
    /// Distinct states memoized (every state reachable with allowed placements).
    pub states: u64,
}

pub struct Naive {
    drops: DropTables,
    memo: HashMap<u64, u8>,
}

impl Naive {
    /// The plain minimax of `problem`, with [model.above] as `above` says (the capped game).
    pub fn new(problem: &Problem, above: Above) -> Naive {
        Naive {
            drops: DropTables::new(problem, TieBreak::Canonical, above),
            memo: HashMap::new(),
        }
    }

    /// Exact minimax value of `state`: fewest pieces to force a win, or `None` when the
    /// adversary wins.
    pub fn value(&mut self, state: State) -> Option<u8> {
        let v = self.minimax(state);
        (v != LOST).then_some(v)
    }

    /// [`Naive::value`], with [`LOST`] for a lost state.
    fn minimax(&mut self, state: State) -> u8 {
        if let Some(&v) = self.memo.get(&state.0) {
            return v;
        }
        let v = if state.is_dead(&self.drops.problem) {
            LOST
        } else {
            let mut worst = 0u8;
            for pi in 0..self.drops.pieces.len() {
                let piece = self.drops.pieces[pi];
                let mut best = LOST;
                for k in 0..self.drops.by_piece[piece.index()].len() {
                    let info = self.drops.by_piece[piece.index()][k];
                    let cost = match self.drops.drop(state.0, &info) {
                        Drop::NotAllowed => continue,
                        Drop::Win { .. } => 1,
                        Drop::Continue(child) => self.minimax(child).saturating_add(1),
                    };
                    best = best.min(cost);
                }
                worst = worst.max(best);
            }
            worst
        };
        self.memo.insert(state.0, v);
        v
    }
}

/// Solves the whole game from the empty board, with [model.above] (player strategies).
pub fn solve(problem: &Problem) -> NaiveSolution {
    solve_with(problem, Above::Restricted)
}

/// [`solve`], with or without the soundness restriction [model.above]: `Above::Free` is the
/// capped game's full move set, the game adversary proofs are about.
pub fn solve_with(problem: &Problem, above: Above) -> NaiveSolution {
    let mut naive = Naive::new(problem, above);
    let v = naive.value(State::empty());
    NaiveSolution {
        max_pieces: v.map(u32::from),
        states: naive.memo.len() as u64,
    }
}

/// The plain memoized existence search, the baseline a certified existence solve is measured
/// against (BENCHMARKS.md): whether the player wins from the empty board, by a depth-first search
/// with one `HashMap` from state to won/lost; the adversary's pieces in the order O S Z I J L T
/// (the order the search tries when it has no hint), for each piece first a placement that
/// completes a row, then the others in canonical order, the first refuting piece and the first
/// winning placement ending their loops; a state with no live goal row (every row dead, or with
/// `O` in the set an odd gap: [adv.terminal]) is lost. No other move ordering, no bound, no
/// symmetry, and no strategy kept (it proves nothing). `max_pieces` is `Some(0)` for a player
/// win (the search does not count pieces), `None` for an adversary win. (With the set order and
/// the dead rows alone, as it was before 2026-11-26, it visited 47.6 M states of 10x5 in 183 s
/// and did not finish 10x6; without the completing placement first, as it was before
/// 2026-11-27, 12.2 M states of 10x5 in 17 s, and 10x6 did not finish in 15 minutes.)
pub fn plain_existence(problem: &Problem) -> NaiveSolution {
    let tables = DropTables::new(problem, TieBreak::Canonical, Above::Restricted);
    let mut memo: HashMap<u64, bool> = HashMap::new();
    let wins = plain_wins(&tables, &mut memo, State::empty());
    NaiveSolution {
        max_pieces: wins.then_some(0),
        states: memo.len() as u64,
    }
}

/// Whether the player forces a win from `state` ([`plain_existence`]).
fn plain_wins(tables: &DropTables, memo: &mut HashMap<u64, bool>, state: State) -> bool {
    if let Some(&known) = memo.get(&state.0) {
        return known;
    }
    let wins = tables.lower_bound(state.0).is_some()
        && tables.refute_first.iter().all(|&i| {
            let infos = &tables.by_piece[tables.pieces[i].index()];
            // A placement that completes a row is looked for before any is searched: a win
            // found at once is never searched for behind a lost subtree.
            infos
                .iter()
                .any(|info| matches!(tables.drop(state.0, info), Drop::Win { .. }))
                || infos.iter().any(|info| match tables.drop(state.0, info) {
                    Drop::NotAllowed | Drop::Win { .. } => false,
                    Drop::Continue(child) => plain_wins(tables, memo, child),
                })
        });
    memo.insert(state.0, wins);
    wins
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::PieceSet;

    /// The plain search decides every small game as the exact minimax does.
    #[test]
    fn the_plain_search_agrees_with_the_minimax_on_small_games() {
        let mut outcomes = [0; 2];
        for pieces in ["IOTSZJL", "OSZ", "IT", "O"] {
            let pieces: PieceSet = pieces.parse().unwrap();
            for (width, rows) in [(4, 2), (4, 3), (4, 4), (5, 3), (6, 3), (6, 4)] {
                let problem = Problem::capped(width, rows, pieces);
                let plain = plain_existence(&problem).max_pieces.is_some();
                let exact = solve(&problem).max_pieces.is_some();
                assert_eq!(plain, exact, "{width}x{rows} {pieces}");
                outcomes[usize::from(plain)] += 1;
            }
        }
        assert!(
            outcomes[0] > 0 && outcomes[1] > 0,
            "both sides win somewhere"
        );
    }
}
