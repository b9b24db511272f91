//! Survival certificates of small games, verified by the trusted checker for the claim the
//! solver makes and by the test oracle (spec/survival.md read alone), which must agree: every
//! outcome, both kinds, every supply.

use sureline_certify::limits::CheckLimits;
use sureline_certify::pipeline::survival::{survival_claim, verify_survival, SurvivalFinding};
use sureline_certify::survival::{adversary_text, player_text};
use sureline_checker::Proves;
use sureline_engine::pieces::PieceSet;
use sureline_engine::survival::{
    self, Budget, Method, Outcome, Preview, Supply, SurvivalProblem, Well,
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
/// compares their counts; returns
/// (player survives, count, within).
fn certified(problem: &SurvivalProblem) -> (bool, u64, Option<u64>) {
    certified_by(problem, Method::Local)
}

/// [`certified`] by the search `method` asks for.
fn certified_by(problem: &SurvivalProblem, method: Method) -> (bool, u64, Option<u64>) {
    let budget = Budget { bytes: 1 << 30 };
    let solution = survival::solve_with(problem, method, &budget, &mut |_| {}).unwrap();
    let text = match &solution.outcome {
        Outcome::Survives(strategy) => player_text(strategy),
        Outcome::Falls(policy) => adversary_text(policy),
    };
    let verdict = sureline_survival_oracle::verify(&text)
        .unwrap_or_else(|f| panic!("{problem:?}: {f}\n{text}"));
    let finding = match verdict.within {
        None => SurvivalFinding::Survives,
        Some(d) => SurvivalFinding::Falls { within: d as u32 },
    };
    let claim = survival_claim(problem, finding);
    let kernel = verify_survival(&text, &claim, CheckLimits::Standard)
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
