//! The Rust kernel's drop on descriptions ([rules.abstract], [adv.drop]) against the one extracted
//! from the Coq development (formal/Packed.v: `pallowed`, `pstep`, `pcompletes_below` on packed
//! descriptions, proved equal through `unpack` to the list forms of formal/Fast.v and so to
//! `dallowed`, `dstep`, `dcompletes_below` of formal/Desc.v), on random
//! descriptions of reachable boards of every game, both move sets, and every orientation and
//! column (those outside the walls too). The two are written apart (checker/src/description.rs,
//! game.rs; formal/Desc.v), and the Coq one is proved exact against the rules; this test shows the
//! kernel's computes the same.
//!
//! It needs the extracted harness, which `bash scripts/formal.sh` builds
//! (target/formal/descriptions): CI runs it with
//! `FORMAL_DESCRIPTIONS=target/formal/descriptions cargo test -p sureline-checker --test
//! formal_agreement -- --ignored`. Run without that variable it fails, never passes empty.

mod harness;

use harness::{ask, Lcg};
use sureline_checker::description::{Description, Drop, Game, Moves, Position, Rules};
use sureline_checker::orientation_size;

/// The games tested: (game, W, K, goal rows R, move set).
fn games() -> Vec<Rules> {
    let mut all = Vec::new();
    for width in [4u8, 5, 7, 10, 12] {
        for moves in [Moves::All, Moves::Grid2022] {
            all.push(Rules {
                game: Game::Goal,
                width,
                bound: 20,
                moves,
            });
            for bound in [2u8, 3, 5, 6] {
                all.push(Rules {
                    game: Game::Capped,
                    width,
                    bound,
                    moves,
                });
                all.push(Rules {
                    game: Game::Well,
                    width,
                    bound: bound + 1,
                    moves,
                });
            }
        }
    }
    all
}

/// The goal rows of a game: R of goal(W, R) (4 here), else K.
fn goal_rows(rules: &Rules) -> u8 {
    if rules.game == Game::Goal {
        4
    } else {
        rules.bound
    }
}

/// The harness's input line for a drop of `(o, col)` on `d`.
fn line(rules: &Rules, d: &Description, o: usize, col: u8) -> String {
    let game = match rules.game {
        Game::Goal => "goal",
        Game::Capped => "capped",
        _ => "well",
    };
    let moves = if rules.moves == Moves::All {
        "all"
    } else {
        "grid-2022"
    };
    let heights: Vec<String> = d.heights[..usize::from(rules.width)]
        .iter()
        .map(|h| h.to_string())
        .collect();
    let dead: String = (0..rules.bound)
        .map(|y| if d.dead >> y & 1 == 1 { '1' } else { '0' })
        .collect();
    let (w, k, r) = (rules.width, rules.bound, goal_rows(rules));
    format!(
        "{game} {w} {k} {r} {moves} {} {dead} {o} {col}",
        heights.join(",")
    )
}

/// What the kernel says of the drop, in the harness's words.
fn kernel(rules: &Rules, d: &Description, o: usize, col: u8) -> String {
    match d.drop(rules, o, col) {
        Drop::Completes(row) => format!("completes {}", u8::from(row < goal_rows(rules))),
        Drop::Continues(next) => {
            let line = line(rules, &next, 0, 0);
            let fields: Vec<&str> = line.split(' ').collect();
            format!("continues {} {}", fields[5], fields[6])
        }
        _ => "no".into(),
    }
}

#[test]
#[ignore = "needs target/formal/descriptions (bash scripts/formal.sh): FORMAL_DESCRIPTIONS=... -- --ignored"]
fn the_kernels_drop_on_descriptions_is_the_extracted_one() {
    let harness = std::env::var("FORMAL_DESCRIPTIONS").expect(
        "FORMAL_DESCRIPTIONS names the extracted harness (bash scripts/formal.sh builds it)",
    );
    let mut random = Lcg(2026);
    let (mut input, mut expected) = (String::new(), Vec::new());
    for rules in games() {
        for _ in 0..400 {
            // A reachable description: random drops from the empty board while they go on.
            let mut d = Description::EMPTY;
            for _ in 0..random.below(3 * u64::from(rules.width)) {
                let o = random.below(19) as usize;
                let col = random.below(u64::from(rules.width)) as u8;
                if let Drop::Continues(next) = d.drop(&rules, o, col) {
                    d = next;
                }
            }
            let o = random.below(19) as usize;
            let fits = u64::from(rules.width + 2 - orientation_size(o).unwrap().0);
            let col = random.below(fits) as u8;
            input += &(line(&rules, &d, o, col) + "\n");
            expected.push(kernel(&rules, &d, o, col));
        }
    }
    let answers = ask(&harness, &input);
    assert_eq!(answers.len(), expected.len());
    let (mut continued, mut completed) = (0, 0);
    for ((answer, want), question) in answers.iter().zip(&expected).zip(input.lines()) {
        assert_eq!(answer, want, "{question}");
        continued += usize::from(answer.starts_with("continues"));
        completed += usize::from(answer.starts_with("completes"));
    }
    // The cases reach every outcome, many times.
    assert!(
        continued > 1000 && completed > 100,
        "{continued} {completed}"
    );
}
