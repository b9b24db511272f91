//! [comp.split] The plan of a split: for each piece of the set, in canonical order, every
//! placement the game allows on the split's start position, in the solver's order for the
//! existence search ([search.order]: the placements that complete a row first); each other
//! placement is a part, the problem from the position it reaches.

use sureline_engine::model::Above;
use sureline_engine::pieces::{Game, Problem, TieBreak};
use sureline_engine::search::{adversary_has_won, branches, After, Mode};
use sureline_engine::start::Start;

use super::{part_id, PartPlan, PiecePlan, PlacementPlan, Plan, FORMAT};
use crate::error::Result;

/// The plan of `problem` from `start`: a pure function of both. Every allowed placement is
/// listed ([model.above] does not restrict them: the adversary's proof must answer each), none
/// where the adversary has won already at the start ([adv.terminal]: no part is needed, the
/// first piece is the adversary's at once).
pub fn plan(problem: &Problem, start: &Start) -> Result<Plan> {
    let (mut by_piece, mut parts) = (Vec::new(), Vec::new());
    let decided = adversary_has_won(problem, start)?;
    for piece in problem.pieces.iter() {
        if decided {
            by_piece.push(PiecePlan {
                piece: piece.letter(),
                placements: Vec::new(),
            });
            continue;
        }
        let branches = branches(
            problem,
            Above::Free,
            TieBreak::Canonical,
            Mode::Existence,
            start,
            piece,
        )?;
        let placements = branches
            .iter()
            .map(|branch| {
                let part = match branch.after {
                    After::Completes { .. } => None,
                    After::Position(_) => {
                        let start = start.then(branch.placement);
                        let (index, id) = (parts.len(), part_id(problem, &start));
                        parts.push(PartPlan {
                            index,
                            start: start.joined(","),
                            id,
                        });
                        Some(index)
                    }
                };
                PlacementPlan {
                    placement: branch.placement.to_string(),
                    part,
                }
            })
            .collect();
        by_piece.push(PiecePlan {
            piece: piece.letter(),
            placements,
        });
    }
    Ok(Plan {
        format: FORMAT.into(),
        game: match problem.game {
            Game::Capped => "capped",
            Game::Well => "well",
        }
        .into(),
        width: problem.width,
        rows: problem.rows,
        pieces: problem.pieces.to_string(),
        moves: problem.moves.name().into(),
        start: start.joined(","),
        by_piece,
        parts,
    })
}
