//! [survival.staged] The tables' search: stages tried in a fixed order, each stopped by a
//! positions budget (a count, never a clock, so the certificate is a pure function of the game
//! and the budget), the first that decides answering.

use super::problem::{Preview, Supply};
use super::{
    lift, solve_capped, Budget, Exhausted, LiftStage, Method, Outcome, Progress, Solution,
    StageStop, StageStops, SurvivalProblem, TooLarge,
};

/// How one stage ended: decided, or stopped at its positions budget.
enum Stage {
    Decided(Solution),
    Stopped(StageStop),
}

/// The stages in order: the exact search (what `sureline solve --game survival` answers, the
/// same bytes, when it decides within the budget); with preview, the exact search of the game
/// without preview, whose player strategy, when the player survives there, is lifted
/// ([survival.lift]); the guided search ([survival.guided]). Each search of a stage (the local
/// search, the refutation, the bounded proof) meets at most `positions[0]` positions in the
/// first two stages, `positions[1]` in the guided one; a stage that reaches it gives way to the
/// next, and when the last one stops too the answer is undecided, with where each stage stopped.
/// With one choice there is one stage: the exact search, uncapped (the guided search is the exact
/// one there).
pub(super) fn solve(
    problem: &SurvivalProblem,
    positions: [u64; 2],
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    if problem.choices() == 1 {
        return solve_capped(problem, Method::Local, usize::MAX, budget, progress);
    }
    let [exact, guided] = positions.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    let stage = |method, cap, problem: &SurvivalProblem, progress: &mut dyn FnMut(&Progress)| {
        match solve_capped(problem, method, cap, budget, progress) {
            Ok(solution) => Ok(Stage::Decided(solution)),
            Err(stop) => stop.stage_stop().map(Stage::Stopped).ok_or(stop),
        }
    };
    let exact_stop = match stage(Method::Local, exact, problem, progress)? {
        Stage::Decided(solution) => return Ok(solution),
        Stage::Stopped(stop) => stop,
    };
    let mut lifted_stop = LiftStage::NoPreview;
    if let Supply::Set {
        pieces,
        preview: Preview::Next,
    } = problem.supply
    {
        let without = SurvivalProblem {
            supply: Supply::Set {
                pieces,
                preview: Preview::Without,
            },
            ..*problem
        };
        match stage(Method::Local, exact, &without, progress)? {
            // The adversary's win without preview says nothing of the game with it.
            Stage::Decided(mut solution) => {
                if let Outcome::Survives(strategy) = &solution.outcome {
                    let lifted = lift::with_preview(strategy).expect("a strategy without preview");
                    solution.outcome = Outcome::Survives(lifted);
                    solution.figures.method = Method::Lifted;
                    return Ok(solution);
                }
                lifted_stop = LiftStage::AdversaryWins;
            }
            Stage::Stopped(stop) => lifted_stop = LiftStage::Stopped(stop),
        }
    }
    match stage(Method::Guided, guided, problem, progress)? {
        Stage::Decided(solution) => Ok(solution),
        Stage::Stopped(guided) => Err(TooLarge {
            what: Exhausted::EveryStage(StageStops {
                exact: exact_stop,
                lifted: lifted_stop,
                guided,
            }),
            positions: guided.positions,
            edges: 0,
            bytes: guided.bytes,
        }),
    }
}
