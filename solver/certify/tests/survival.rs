//! Survival certificates of small games, verified by the trusted checker for the claim the
//! solver makes and by the test oracle (spec/survival.md read alone), which must agree: every
//! outcome, both kinds, every supply.

use sureline_certify::limits::CheckLimits;
use sureline_certify::pipeline::survival::{survival_claim, verify_survival, SurvivalFinding};
use sureline_certify::survival::{adversary_text, full_adversary_text, player_text};
use sureline_checker::Proves;
use sureline_engine::pieces::PieceSet;
use sureline_engine::survival::{
    self, Budget, CappedSearch, DecidedBy, Exhausted, LiftStage, Method, Outcome, Preview,
    StageBudgets, StageStop, Stages, Supply, SurvivalProblem, Well,
};

fn problem(width: u8, height: u8, floor: &[u8], supply: Supply) -> SurvivalProblem {
    SurvivalProblem {
        well: Well::new(width, height, floor).unwrap(),
        supply,
    }
}

fn set(letters: &str, preview: Preview) -> Supply {
    Supply::Set {
        pieces: letters.parse::<PieceSet>().unwrap(),
        preview,
    }
}

/// Solves, writes the winner's certificate, has the checker and the oracle verify it and
/// compares their counts; an adversary's in both forms, which must prove the same (the compact
/// form is the one the solver writes); returns (player survives, count, within).
fn certified(problem: &SurvivalProblem) -> (bool, u64, Option<u64>) {
    certified_by(problem, Method::Local)
}

/// [`certified`] by the search `method` asks for.
fn certified_by(problem: &SurvivalProblem, method: Method) -> (bool, u64, Option<u64>) {
    let budget = Budget { bytes: 1 << 30 };
    let solution = survival::solve_with(problem, method, &budget, &mut |_| {}).unwrap();
    let texts = match &solution.outcome {
        Outcome::Survives(strategy) => vec![player_text(strategy)],
        Outcome::Falls(policy) => vec![adversary_text(policy), full_adversary_text(policy)],
    };
    let found: Vec<_> = texts.iter().map(|text| verified(problem, text)).collect();
    assert!(
        found.windows(2).all(|w| w[0] == w[1]),
        "{problem:?}: the forms prove apart: {found:?}"
    );
    found[0]
}

/// The oracle's and the checker's verdicts on `text`, which must agree.
fn verified(problem: &SurvivalProblem, text: &str) -> (bool, u64, Option<u64>) {
    let verdict = sureline_survival_oracle::verify(text)
        .unwrap_or_else(|f| panic!("{problem:?}: {f}\n{text}"));
    let finding = match verdict.within {
        None => SurvivalFinding::Survives,
        Some(d) => SurvivalFinding::Falls { within: d as u32 },
    };
    let claim = survival_claim(problem, finding);
    let kernel = verify_survival(text, &claim, CheckLimits::Standard)
        .unwrap_or_else(|e| panic!("{problem:?}: the checker refuses: {e}\n{text}"));
    let count = match kernel.proves {
        Proves::Survives { nodes, .. } => nodes,
        Proves::Ends { nodes, .. } => nodes,
        other => panic!("{problem:?}: {other:?}"),
    };
    assert_eq!(
        count, verdict.count,
        "{problem:?}: checker and oracle count apart"
    );
    (verdict.player, verdict.count, verdict.within)
}

#[test]
fn single_pieces_in_small_wells_certify_both_ways() {
    for piece in ["I", "O", "T", "S", "Z", "J", "L"] {
        for width in 2..=5u8 {
            for height in 1..=4u8 {
                let p = problem(
                    width,
                    height,
                    &vec![0; usize::from(width)],
                    set(piece, Preview::Without),
                );
                certified(&p);
            }
        }
    }
}

#[test]
fn pairs_with_and_without_preview_certify() {
    for pieces in ["IO", "OJ", "IJ", "JL", "SZ", "IOTSZJL"] {
        for preview in [Preview::Without, Preview::Next] {
            for height in 1..=4u8 {
                certified(&problem(4, height, &[0; 4], set(pieces, preview)));
            }
        }
    }
}

/// [survival.guided] The guided search's certificates verify, name the same winner as the exact
/// search's, and where the adversary wins claim no fewer pieces than its least (the exact
/// `within`), and more on some problem (its proof is not the shortest).
#[test]
fn the_guided_search_certifies_the_same_winner() {
    let (mut longer, mut falls) = (0, 0);
    for pieces in ["IO", "OJ", "IJ", "JL", "SZ", "TS", "IOTSZJL"] {
        for preview in [Preview::Without, Preview::Next] {
            for (width, height) in [(4, 2), (4, 3), (4, 4), (4, 5), (5, 3)] {
                let p = problem(
                    width,
                    height,
                    &vec![0; usize::from(width)],
                    set(pieces, preview),
                );
                let (player, _, within) = certified_by(&p, Method::Guided);
                let (exact_player, _, exact_within) = certified(&p);
                assert_eq!(player, exact_player, "{p:?}");
                if let (Some(guided), Some(exact)) = (within, exact_within) {
                    assert!(
                        guided >= exact,
                        "{p:?}: within {guided} < the least {exact}"
                    );
                    longer += usize::from(guided > exact);
                    falls += 1;
                }
            }
        }
    }
    assert!(
        falls > 20 && longer > 0,
        "{falls} adversary wins, {longer} longer"
    );
}

#[test]
fn sequences_and_shaped_floors_certify() {
    for height in 1..=6u8 {
        certified(&problem(
            4,
            height,
            &[0; 4],
            Supply::Sequence("SZ".parse().unwrap()),
        ));
        certified(&problem(
            5,
            height.max(3),
            &[0, 1, 2, 1, 0],
            Supply::Sequence("SZ".parse().unwrap()),
        ));
        certified(&problem(
            4,
            height.max(3),
            &[2, 0, 0, 1],
            set("OI", Preview::Without),
        ));
    }
}

/// Has the checker and the oracle verify a player's strategy for the claim of its own problem;
/// returns its node count.
fn verified_player(strategy: &survival::SurvivalStrategy) -> u64 {
    let problem = &strategy.problem;
    let text = player_text(strategy);
    let verdict = sureline_survival_oracle::verify(&text)
        .unwrap_or_else(|f| panic!("{problem:?}: {f}\n{text}"));
    let claim = survival_claim(problem, SurvivalFinding::Survives);
    let kernel = verify_survival(&text, &claim, CheckLimits::Standard)
        .unwrap_or_else(|e| panic!("{problem:?}: the checker refuses: {e}\n{text}"));
    assert!(verdict.player && matches!(kernel.proves, Proves::Survives { .. }));
    verdict.count
}

/// [survival.lift] Every player strategy without preview of the small games, lifted, is a
/// preview certificate the checker verifies; each node places its piece the same way whatever
/// comes next, and there are at most `|P|` nodes per node without preview.
#[test]
fn strategies_without_preview_lift_into_verified_preview_certificates() {
    let budget = Budget { bytes: 1 << 30 };
    let mut lifted = 0;
    for pieces in ["O", "IO", "OJ", "IJ", "JL", "SZ", "IOTSZJL"] {
        for (width, height) in [(2, 1), (4, 2), (4, 3), (4, 4), (4, 5), (5, 4), (6, 3)] {
            let p = problem(
                width,
                height,
                &vec![0; usize::from(width)],
                set(pieces, Preview::Without),
            );
            let solution = survival::solve(&p, &budget, &mut |_| {}).unwrap();
            let Outcome::Survives(strategy) = solution.outcome else {
                continue;
            };
            let preview = survival::with_preview(&strategy).expect("no preview");
            assert_eq!(
                preview.problem.supply,
                set(pieces, Preview::Next),
                "{p:?}: the lifted problem"
            );
            let nodes = verified_player(&preview);
            assert_eq!(nodes, preview.nodes() as u64);
            let k = p.choices();
            assert!(
                nodes <= (strategy.nodes() * k) as u64,
                "{p:?}: {nodes} nodes"
            );
            for node in 0..preview.nodes() {
                let moves = preview.moves_of(node);
                assert!(moves.iter().all(|m| m.placement == moves[0].placement));
            }
            // The lift only takes a strategy without preview.
            assert_eq!(survival::with_preview(&preview), None);
            lifted += 1;
        }
    }
    assert!(lifted >= 10, "{lifted} strategies lifted");
}

/// [survival.staged] with `exact` positions a search in the exact and lifted stages, `guided` in
/// the guided one.
fn staged(exact: u64, guided: u64) -> Method {
    Method::Staged {
        stages: Stages::DEFAULT,
        budgets: StageBudgets {
            exact,
            guided,
            surface: exact,
        },
    }
}

/// [survival.staged] When every stage stops at its budget, the solve says where each stopped:
/// the stage, the search that reached the budget and the positions it had numbered (one more
/// than the budget), its tables; the lifted stage only in a preview game.
#[test]
fn a_staged_solve_stopped_at_every_stage_says_where_each_stopped() {
    let budget = Budget { bytes: 1 << 30 };
    for preview in [Preview::Without, Preview::Next] {
        let p = problem(4, 4, &[0; 4], set("OJ", preview));
        let stop = survival::solve_with(&p, staged(2, 5), &budget, &mut |_| {}).unwrap_err();
        let Exhausted::EveryStage(stops) = &stop.what else {
            panic!("{p:?}: {stop}");
        };
        let met = |stop: StageStop| (stop.search, stop.positions);
        assert_eq!(met(stops.exact().unwrap()), (CappedSearch::Refutation, 3));
        assert_eq!(met(stops.guided().unwrap()), (CappedSearch::Proof, 6));
        let message = stop.to_string();
        let exact = "every stage stopped at its positions budget: exact (the refutation met 3 \
                     positions, ";
        assert!(message.starts_with(exact), "{message}");
        assert!(message.contains("guided (the bounded proof met 6 positions, "));
        assert!(message.ends_with(" KiB of tables)"), "{message}");
        assert!(!message.contains("edges") && !message.contains("so far"));
        match preview {
            Preview::Without => {
                assert_eq!(stops.lifted(), Some(LiftStage::NoPreview));
                assert!(!message.contains("lifted"), "{message}");
            }
            Preview::Next => {
                let Some(LiftStage::Stopped(lifted)) = stops.lifted() else {
                    panic!("{message}");
                };
                assert_eq!(met(lifted), (CappedSearch::Refutation, 3));
                assert!(message.contains("), lifted (the refutation met 3 positions, "));
            }
        }
    }
}

/// [survival.staged] With room, the staged search is the exact search (the same outcome, so the
/// same certificate); with a cap the exact search of a preview game passes and the game without
/// preview does not, the player's strategy is the lifted one, verified; with too small a cap
/// every stage stops, and the solve says so; with room for the guided stage alone, it decides
/// the same winner.
#[test]
fn the_staged_search_is_exact_with_room_and_lifts_or_stops_at_its_cap() {
    let budget = Budget { bytes: 1 << 30 };
    let solve = |p: &SurvivalProblem, method| survival::solve_with(p, method, &budget, &mut |_| {});
    let (mut lifted, mut stopped, mut by_guided) = (0, 0, 0);
    for pieces in ["O", "IO", "OJ", "IJ", "JL", "SZ"] {
        for (width, height) in [(2, 1), (4, 2), (4, 3), (4, 4), (5, 4), (6, 3)] {
            for preview in [Preview::Without, Preview::Next] {
                let floor = vec![0; usize::from(width)];
                let p = problem(width, height, &floor, set(pieces, preview));
                let exact = solve(&p, Method::Local).unwrap();
                let roomy = solve(&p, staged(1 << 30, 1 << 30)).unwrap();
                assert_eq!(roomy.outcome, exact.outcome, "{p:?}");
                assert_eq!(roomy.figures, exact.figures, "{p:?}");
                // Two positions: a stage decides only where its search needs no more.
                match solve(&p, staged(2, 2)) {
                    Err(stop) => {
                        let every = matches!(stop.what, Exhausted::EveryStage(_));
                        assert!(every, "{p:?}: {stop}");
                        stopped += 1;
                    }
                    Ok(solution) => assert_eq!(solution.outcome, exact.outcome, "{p:?}"),
                }
                // The exact stages stopped at two positions, the guided one with room: the same
                // winner, by whichever stage decided.
                let guided = solve(&p, staged(2, 1 << 30)).unwrap();
                let survives = |o: &Outcome| matches!(o, Outcome::Survives(_));
                assert_eq!(survives(&guided.outcome), survives(&exact.outcome), "{p:?}");
                by_guided += usize::from(guided.figures.decided_by == DecidedBy::Guided);
                if preview == Preview::Without || p.choices() == 1 {
                    continue;
                }
                // The least cap at which some stage decides: a power of two.
                let decided = (2..30)
                    .find_map(|log| solve(&p, staged(1 << log, 1 << log)).ok())
                    .expect("a cap decides");
                if decided.figures.decided_by == DecidedBy::Lifted {
                    let Outcome::Survives(strategy) = &decided.outcome else {
                        panic!("{p:?}: lifted, yet the adversary's side");
                    };
                    verified_player(strategy);
                    lifted += 1;
                }
            }
        }
    }
    assert!(lifted > 0, "no game decided by the lift at its least cap");
    assert!(stopped > 20, "{stopped} solves stopped at two positions");
    assert!(by_guided > 20, "{by_guided} solves by the guided stage");
}
