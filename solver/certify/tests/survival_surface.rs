//! [survival.surface] The surface stage's certificates are ordinary player strategies: the
//! trusted checker verifies them for the claim the solver makes, and the test oracle
//! (spec/survival.md read alone) agrees; run first in the staged search it decides the cells it
//! can and gives way to the next stage elsewhere, saying how it ended.

use sureline_certify::limits::CheckLimits;
use sureline_certify::pipeline::survival::{survival_claim, verify_survival, SurvivalFinding};
use sureline_certify::survival::player_text;
use sureline_checker::Proves;
use sureline_engine::pieces::PieceSet;
use sureline_engine::survival::{
    self, Budget, DecidedBy, Exhausted, Method, Outcome, Preview, Stage, StageBudgets, StageEnd,
    Stages, Supply, SurfaceStage, SurvivalProblem, SurvivalStrategy, Well,
};

const BUDGET: Budget = Budget { bytes: 1 << 30 };

fn problem(width: u8, height: u8, pieces: &str, preview: Preview) -> SurvivalProblem {
    SurvivalProblem {
        well: Well::rectangular(width, height).unwrap(),
        supply: Supply::Set {
            pieces: pieces.parse::<PieceSet>().unwrap(),
            preview,
        },
    }
}

const SURFACE: Method = Method::Surface {
    positions: u64::MAX,
};

/// The surface-first staged search with `positions` a search, `surface` for the surface stage.
fn surface_first(positions: u64, surface: u64) -> Method {
    Method::Staged {
        stages: Stages::new(&[Stage::Surface, Stage::Exact, Stage::Lift, Stage::Guided]).unwrap(),
        budgets: StageBudgets {
            exact: positions,
            guided: positions,
            surface,
        },
    }
}

/// The strategy's text, verified by the checker for `player-survives` and by the oracle; its
/// node count.
fn verified(problem: &SurvivalProblem, strategy: &SurvivalStrategy) -> u64 {
    let text = player_text(strategy);
    let verdict = sureline_survival_oracle::verify(&text)
        .unwrap_or_else(|f| panic!("{problem:?}: {f}\n{text}"));
    assert!(verdict.player, "{problem:?}");
    let claim = survival_claim(problem, SurvivalFinding::Survives);
    let kernel = verify_survival(&text, &claim, CheckLimits::Standard)
        .unwrap_or_else(|e| panic!("{problem:?}: the checker refuses: {e}\n{text}"));
    let Proves::Survives { nodes, .. } = kernel.proves else {
        panic!("{problem:?}: {:?}", kernel.proves);
    };
    assert_eq!(
        nodes, verdict.count,
        "{problem:?}: checker and oracle apart"
    );
    nodes
}

/// Cells the surface stage decides, among them Brzustowski's square + elbow at 6 x 5 and the
/// 8 x 5 cell the tables left open: each certificate verified.
#[test]
fn the_surface_stage_certifies_what_it_decides() {
    let cells = [
        (4, 2, "O", Preview::Without, 2),
        (4, 4, "IO", Preview::Next, 0),
        (6, 5, "OJ", Preview::Without, 101),
        (6, 5, "OJ", Preview::Next, 0),
        (8, 5, "OJ", Preview::Without, 282),
    ];
    for (width, height, pieces, preview, nodes) in cells {
        let p = problem(width, height, pieces, preview);
        let solution = survival::solve_with(&p, SURFACE, &BUDGET, &mut |_| {}).unwrap();
        assert_eq!(solution.figures.decided_by, DecidedBy::Surface);
        let Outcome::Survives(strategy) = &solution.outcome else {
            panic!("{p:?}: the surface stage hands over strategies only");
        };
        let count = verified(&p, strategy);
        if nodes > 0 {
            assert_eq!(count, nodes, "{p:?}");
        }
        // Staged with the surface stage first: the same strategy, by the surface stage.
        let staged =
            survival::solve_with(&p, surface_first(1 << 20, 1 << 20), &BUDGET, &mut |_| {});
        assert_eq!(staged.unwrap().outcome, solution.outcome, "{p:?}");
    }
}

/// Where the adversary wins (squares in a 3-wide well, kinks at 4 x 4) the surface stage decides
/// nothing and says so; staged, the exact stage then certifies the adversary's win, the same
/// certificate as without the surface stage.
#[test]
fn where_the_adversary_wins_the_surface_stage_decides_nothing() {
    for (width, height, pieces) in [(3, 4, "O"), (4, 4, "SZ"), (6, 4, "OJ")] {
        let p = problem(width, height, pieces, Preview::Without);
        let stop = survival::solve_with(&p, SURFACE, &BUDGET, &mut |_| {}).unwrap_err();
        let Exhausted::OutsideSurface { .. } = stop.what else {
            panic!("{p:?}: {stop}");
        };
        let message = stop.to_string();
        assert!(
            message.contains("the start is not in the hole-free fixed point: "),
            "{message}"
        );
        let exact = survival::solve_with(&p, Method::Local, &BUDGET, &mut |_| {}).unwrap();
        assert!(matches!(exact.outcome, Outcome::Falls(_)), "{p:?}");
        let staged =
            survival::solve_with(&p, surface_first(1 << 20, 1 << 20), &BUDGET, &mut |_| {});
        assert_eq!(staged.unwrap().outcome, exact.outcome, "{p:?}");
    }
}

/// No stage decides: the message names the surface stage's end first, in the order tried.
#[test]
fn an_undecided_staged_solve_names_the_surface_stage_first() {
    let p = problem(6, 4, "OJ", Preview::Next);
    let stop =
        survival::solve_with(&p, surface_first(50, 1 << 20), &BUDGET, &mut |_| {}).unwrap_err();
    let Exhausted::EveryStage(stops) = &stop.what else {
        panic!("{stop}");
    };
    let Some(StageEnd::Surface(SurfaceStage::Outside { positions, .. })) = stops.ends().next()
    else {
        panic!("{stop}");
    };
    let message = stop.to_string();
    let head = format!(
        "no stage decided: surface (the start is not in the hole-free fixed point: {positions} \
         positions, 0 of them in it), exact (the "
    );
    assert!(message.starts_with(&head), "{message}");
    assert!(message.contains("), lifted (the ") && message.contains("), guided (the "));
    // At too small a budget the surface stage stops at it instead.
    let stop = survival::solve_with(&p, surface_first(50, 5), &BUDGET, &mut |_| {}).unwrap_err();
    let message = stop.to_string();
    let head = "every stage stopped at its positions budget: surface (the surface exploration \
                met 6 positions, ";
    assert!(message.starts_with(head), "{message}");
}
