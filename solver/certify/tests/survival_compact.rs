//! The compact form of survival adversary certificates (spec/survival.md [surv.adversary]): the
//! trusted checker and the test oracle, each with its own walk, give the same verdict on every
//! small change of a compact certificate the solver wrote: each letter replaced by each piece, a
//! node line removed, a node line added.

use sureline_certify::error::Error;
use sureline_certify::limits::CheckLimits;
use sureline_certify::pipeline::survival::{survival_claim, verify_survival, SurvivalFinding};
use sureline_certify::survival::adversary_text;
use sureline_engine::pieces::PieceSet;
use sureline_engine::survival::{self, Budget, Outcome, Preview, Supply, SurvivalProblem, Well};

fn problem(width: u8, height: u8, supply: Supply) -> SurvivalProblem {
    let well = Well::new(width, height, &vec![0; usize::from(width)]).unwrap();
    SurvivalProblem { well, supply }
}

fn set(letters: &str, preview: Preview) -> Supply {
    Supply::Set {
        pieces: letters.parse::<PieceSet>().unwrap(),
        preview,
    }
}

/// The verdict of either reader: the longest game, or the rule broken and, for the walk's rules
/// (whose node the spec names: the node whose line breaks it), its node.
type Said = Result<u64, (String, Option<u64>)>;

fn refused(rule: &str, node: Option<u64>) -> Said {
    let walk = ["unreachable-node", "wrong-piece", "missing-node"].contains(&rule);
    Err((rule.to_string(), node.filter(|_| walk)))
}

fn oracle(text: &str) -> Said {
    match sureline_survival_oracle::verify(text) {
        Ok(verdict) => Ok(verdict.within.expect("an adversary certificate")),
        Err(failure) => {
            let node = failure.message.strip_prefix("node ");
            refused(failure.rule, node.map(|n| n.parse().unwrap()))
        }
    }
}

/// The checker, asked for the claim of the longest game the oracle found (or of `within`).
fn checker(problem: &SurvivalProblem, text: &str, within: u32) -> Said {
    let claim = survival_claim(problem, SurvivalFinding::Falls { within });
    match verify_survival(text, &claim, CheckLimits::Standard) {
        Ok(_) => Ok(u64::from(within)),
        Err(Error::Produced { failure }) => refused(failure.rule.name(), failure.node),
        Err(other) => panic!("{other}"),
    }
}

/// Every mutant of `text`: each letter of each node line replaced by each piece, each node line
/// removed (the count line following), one node line added.
fn mutants(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let first = lines.iter().position(|l| l.starts_with("nodes ")).unwrap() + 1;
    let last = lines.len() - 1; // `end`
    let joined = |lines: &[String]| lines.join("\n") + "\n";
    let owned: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    let mut all = Vec::new();
    for i in first..last {
        for at in (0..lines[i].len()).step_by(2) {
            for piece in "IOTSZJL".chars() {
                let mut changed = owned.clone();
                changed[i].replace_range(at..at + 1, &piece.to_string());
                if changed[i] != lines[i] {
                    all.push(joined(&changed));
                }
            }
        }
        let mut fewer = owned.clone();
        fewer.remove(i);
        fewer[first - 1] = format!("nodes {}", last - first - 1);
        all.push(joined(&fewer));
    }
    let mut more = owned.clone();
    more.insert(
        last,
        lines[last - 1].split(' ').next_back().unwrap().to_string(),
    );
    more[first - 1] = format!("nodes {}", last - first + 1);
    all.push(joined(&more));
    all
}

#[test]
fn the_checker_and_the_oracle_refuse_compact_mutants_alike() {
    let problems = [
        problem(3, 2, set("JL", Preview::Without)),
        problem(4, 2, set("SZ", Preview::Without)),
        problem(4, 5, set("SZ", Preview::Next)),
        problem(4, 3, set("IOTSZJL", Preview::Next)),
        problem(4, 3, Supply::Sequence("SZZ".parse().unwrap())),
    ];
    let (mut refused, mut verified) = (0, 0);
    for problem in &problems {
        let budget = Budget { bytes: 1 << 28 };
        let solution = survival::solve(problem, &budget, &mut |_| {}).unwrap();
        let Outcome::Falls(policy) = &solution.outcome else {
            panic!("{problem:?}: the adversary wins")
        };
        let text = adversary_text(policy);
        assert_eq!(oracle(&text), Ok(u64::from(policy.within)), "{text}");
        for mutant in mutants(&text) {
            let said = oracle(&mutant);
            let within = said.as_ref().map_or(policy.within, |&d| d as u32);
            assert_eq!(checker(problem, &mutant, within), said, "{mutant}");
            match said {
                Ok(_) => verified += 1,
                Err(_) => refused += 1,
            }
        }
    }
    assert!(
        refused > 100 && verified > 0,
        "{refused} refused, {verified} verified"
    );
}
