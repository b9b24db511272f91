//! [survival.staged] The tables' search: stages tried in a given order (by default exact, lift,
//! guided), each stopped by a positions budget (a count, never a clock, so the certificate is a
//! pure function of the game, the order and the budgets), the first that decides answering.

use std::fmt;

use super::problem::{Preview, Supply};
use super::stop::{StageEnd, SurfaceStage};
use super::{
    lift, solve_capped, Budget, DecidedBy, Exhausted, LiftStage, Method, Outcome, Progress,
    Solution, StageStop, StageStops, SurvivalProblem, TooLarge,
};

/// A stage of the staged search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// [survival.surface] The surface fixed point: decides only when the player survives on
    /// hole-free boards.
    Surface,
    /// The exact search ([survival.solve]).
    Exact,
    /// With preview, the exact search without preview, its strategy lifted ([survival.lift]).
    Lift,
    /// The guided search ([survival.guided]).
    Guided,
}

impl Stage {
    /// The word `--stages` takes.
    pub fn word(self) -> &'static str {
        match self {
            Stage::Surface => "surface",
            Stage::Exact => "exact",
            Stage::Lift => "lift",
            Stage::Guided => "guided",
        }
    }
}

/// The stages of a staged search in the order tried, each at most once, at least one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stages {
    list: [Stage; 4],
    len: u8,
}

impl Stages {
    /// The order of the tables made before the surface stage: exact, lift, guided.
    pub const DEFAULT: Stages = Stages {
        list: [Stage::Exact, Stage::Lift, Stage::Guided, Stage::Guided],
        len: 3,
    };

    /// The stages in this order; `None` when empty or when one is named twice.
    pub fn new(stages: &[Stage]) -> Option<Stages> {
        let mut list = [Stage::Exact; 4];
        for (i, &stage) in stages.iter().enumerate() {
            if i == 4 || stages[..i].contains(&stage) {
                return None;
            }
            list[i] = stage;
        }
        (!stages.is_empty()).then_some(Stages {
            list,
            len: stages.len() as u8,
        })
    }

    pub fn as_slice(&self) -> &[Stage] {
        &self.list[..usize::from(self.len)]
    }

    pub fn contains(&self, stage: Stage) -> bool {
        self.as_slice().contains(&stage)
    }
}

impl Default for Stages {
    fn default() -> Stages {
        Stages::DEFAULT
    }
}

/// `surface,exact,lift,guided`.
impl fmt::Display for Stages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<&str> = self.as_slice().iter().map(|s| s.word()).collect();
        f.write_str(&words.join(","))
    }
}

/// The positions budget of each stage's searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StageBudgets {
    /// Each search of the exact and lift stages.
    pub exact: u64,
    /// Each search of the guided stage.
    pub guided: u64,
    /// The surface stage's exploration.
    pub surface: u64,
}

/// How one stage ended: decided, or not.
enum Ended {
    Decided(Solution),
    Not(StageEnd),
}

/// The stages in the order `stages`: the surface fixed point ([survival.surface]); the exact
/// search (what `sureline solve --game survival` answers, the same bytes, when it decides within
/// the budget); with preview, the exact search of the game without preview, whose player
/// strategy, when the player survives there, is lifted ([survival.lift]); the guided search
/// ([survival.guided]). A stage that stops at its budget, or decides nothing, gives way to the
/// next; when the last one does too the answer is undecided, with how each stage ended. With one
/// choice the exact, lift and guided stages are one: the exact search, uncapped (the guided
/// search is the exact one there).
pub(super) fn solve(
    problem: &SurvivalProblem,
    stages: Stages,
    budgets: StageBudgets,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Solution, TooLarge> {
    let cap = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
    let stage = |method, cap, problem: &SurvivalProblem, progress: &mut dyn FnMut(&Progress)| {
        match solve_capped(problem, method, cap, budget, progress) {
            Ok(solution) => Ok(Ok(solution)),
            Err(stop) => stop.stage_stop().map(Err).ok_or(stop),
        }
    };
    let mut stops = StageStops::new();
    for &next in stages.as_slice() {
        let ended = match next {
            Stage::Surface => surface(problem, cap(budgets.surface), budget, progress)?,
            _ if problem.choices() == 1 => {
                return solve_capped(problem, Method::Local, usize::MAX, budget, progress)
            }
            Stage::Exact => match stage(Method::Local, cap(budgets.exact), problem, progress)? {
                Ok(solution) => Ended::Decided(solution),
                Err(stop) => Ended::Not(StageEnd::Exact(stop)),
            },
            Stage::Lift => lifted(
                problem,
                |p, progress| stage(Method::Local, cap(budgets.exact), p, progress),
                progress,
            )?,
            Stage::Guided => match stage(Method::Guided, cap(budgets.guided), problem, progress)? {
                Ok(solution) => Ended::Decided(solution),
                Err(stop) => Ended::Not(StageEnd::Guided(stop)),
            },
        };
        match ended {
            Ended::Decided(solution) => return Ok(solution),
            Ended::Not(end) => stops.push(end),
        }
    }
    let last = stops.last_stop();
    Err(TooLarge {
        what: Exhausted::EveryStage(Box::new(stops)),
        positions: last.map_or(0, |s| s.positions),
        edges: 0,
        bytes: last.map_or(0, |s| s.bytes),
    })
}

/// The surface stage: its strategy, or how it ended (a limit of the machine ends the solve).
fn surface(
    problem: &SurvivalProblem,
    cap: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Ended, TooLarge> {
    match super::solve_surface(problem, cap, budget, progress) {
        Ok(solution) => Ok(Ended::Decided(solution)),
        Err(TooLarge {
            what: Exhausted::OutsideSurface { surviving },
            positions,
            ..
        }) => Ok(Ended::Not(StageEnd::Surface(SurfaceStage::Outside {
            positions,
            surviving,
        }))),
        Err(stop) => match stop.stage_stop() {
            Some(stop) => Ok(Ended::Not(StageEnd::Surface(SurfaceStage::Stopped(stop)))),
            None => Err(stop),
        },
    }
}

/// The lift stage: with preview, the exact search of the game without preview (`exact`), its
/// player's strategy lifted; an adversary's win without preview says nothing of the game with
/// it.
fn lifted(
    problem: &SurvivalProblem,
    exact: impl Fn(
        &SurvivalProblem,
        &mut dyn FnMut(&Progress),
    ) -> Result<Result<Solution, StageStop>, TooLarge>,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Ended, TooLarge> {
    let Supply::Set {
        pieces,
        preview: Preview::Next,
    } = problem.supply
    else {
        return Ok(Ended::Not(StageEnd::Lifted(LiftStage::NoPreview)));
    };
    let without = SurvivalProblem {
        supply: Supply::Set {
            pieces,
            preview: Preview::Without,
        },
        ..*problem
    };
    Ok(match exact(&without, progress)? {
        Ok(mut solution) => match &solution.outcome {
            Outcome::Survives(strategy) => {
                let lifted = lift::with_preview(strategy).expect("a strategy without preview");
                solution.outcome = Outcome::Survives(lifted);
                solution.figures.decided_by = DecidedBy::Lifted;
                Ended::Decided(solution)
            }
            Outcome::Falls(_) => Ended::Not(StageEnd::Lifted(LiftStage::AdversaryWins)),
        },
        Err(stop) => Ended::Not(StageEnd::Lifted(LiftStage::Stopped(stop))),
    })
}
