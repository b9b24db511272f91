//! [survival.surface] The surface fixed point: the game with the player restricted to the
//! placements whose board, after the clears, has no hole. Clearing rows of a hole-free board
//! leaves it hole-free, so the restricted game lives on the hole-free boards, at most `(H + 1)^W`
//! of them (times the pieces ahead), far fewer than the full game's positions. Its graph
//! (`graph`, with only those placements as edges) and the adversary's attractor by counters
//! (`ranks`) give the greatest fixed point `S`; when the start is in it, the player's strategy
//! ([survival.strategy] restricted: the first placement in canonical order that stays in `S`)
//! survives the full game too, and the kernel checks it like any other. When it is not, the
//! stage decides nothing.

use super::graph::{Context, Graph};
use super::problem::SurvivalProblem;
use super::ranks::Ranks;
use super::well::{Board, Well};
use super::{
    extract, Budget, DecidedBy, Exhausted, Figures, Outcome, Progress, Solution, TooLarge,
};

/// Which placements the player may use: the edges of a game graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placements {
    /// Every placement that stays in the well: the game itself.
    Every,
    /// [survival.surface] Those whose board after the clears has no hole.
    HoleFree,
}

impl Placements {
    /// Whether a placement that leads to `board` (after the clears, below `H`) is allowed.
    #[inline]
    pub fn allows(self, well: &Well, board: &Board) -> bool {
        match self {
            Placements::Every => true,
            Placements::HoleFree => well.is_hole_free(board),
        }
    }
}

/// [survival.surface] Solves the surface game of `problem`, numbering at most `cap` positions:
/// the player's strategy when every starting position is in its fixed point; else
/// [`Exhausted::OutsideSurface`] (or the positions cap, [`Exhausted::PositionsCap`]).
pub(super) fn solve<const N: usize>(
    problem: &SurvivalProblem,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    let context = Context::new(problem);
    let mut graph = Graph::<N>::restricted(&context, Placements::HoleFree, cap)?;
    graph.grow(&context, usize::MAX, budget, progress)?;
    let positions = graph.len() as u64;
    let edges = graph.edge_count() as u64;
    let ranks = Ranks::compute(&mut graph, budget, progress)?;
    let surviving = ranks.surviving();
    let roots = graph.roots;
    if !(0..roots as u32).all(|r| ranks.survives(r)) {
        return Err(TooLarge {
            what: Exhausted::OutsideSurface { surviving },
            positions,
            edges,
            bytes: graph.bytes() as u64,
        });
    }
    let strategy = extract::strategy(
        &context,
        &graph.positions,
        roots,
        &ranks,
        Placements::HoleFree,
    );
    let figures = Figures {
        decided_by: DecidedBy::Surface,
        positions,
        explored: 0,
        edges,
        surviving,
        deepest: 0,
        key_bytes: (N * 8) as u32,
    };
    Ok(Solution {
        outcome: Outcome::Survives(strategy),
        figures,
    })
}

#[cfg(test)]
mod tests;
