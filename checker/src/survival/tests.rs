//! The kernel's survival turn ([surv.game]: the drop onto the stack and the floor, the clears with
//! the floors' gravity, topping out, the rows cleared that the lines game counts) against the one
//! extracted from the Coq development (formal/SurvivalFast.v: `fturn_cleared`, `ftops_out`,
//! proved equal to `sturn`, `cleared` and `tops_out` of formal/Survival.v and formal/Lines.v), on
//! random boards reached by random play in wells of every width, with and without floors, and
//! every orientation at every column (those past the walls too). The two are written apart
//! (`Survival::turn`; formal/Survival.v), and the Coq one is proved against the rules.
//!
//! It needs the extracted harness, which `bash scripts/formal.sh` builds
//! (target/formal/survival-turns): CI runs it with `FORMAL_SURVIVAL_TURNS=target/formal/survival-turns
//! cargo test -p sureline-checker --lib survival::tests -- --ignored`. Run without that variable it
//! fails, never passes empty.

#[path = "../../tests/harness/mod.rs"]
mod harness;

use harness::{ask, Lcg};

use super::{Pieces, Rows, Survival};
use crate::parse::Nodes;
use crate::{Moves, Rule, WIDTHS};

/// A survival well of `width` columns and `height` rows with these floors, as `read` makes it.
fn well(width: u8, height: u8, floor: [u8; 16]) -> Survival {
    let well = std::array::from_fn(|y| {
        (0..width)
            .filter(|&c| usize::from(floor[usize::from(c)]) <= y)
            .fold(0, |m, c| m | 1 << c)
    });
    let nodes = Nodes {
        first_line: 0,
        declared: 0,
        lines: 0,
        k: 0,
        steps: Vec::new(),
        names: Default::default(),
    };
    let pieces = Pieces::Set {
        letters: "IOTSZJL".into(),
        preview: false,
    };
    Survival {
        player: true,
        goal: None,
        width,
        height,
        floor,
        well,
        moves: Moves::All,
        pieces,
        within: None,
        form: super::Form::Full(nodes),
    }
}

/// Random floors: none (a flat well) one time in three, else each column's below H, kept low so
/// that the wells still clear rows.
fn floors(random: &mut Lcg, width: u8, height: u8) -> [u8; 16] {
    let mut floor = [0; 16];
    if random.below(3) > 0 {
        for f in &mut floor[..usize::from(width)] {
            *f = random.below(u64::from(height.min(4))) as u8;
        }
    }
    floor
}

fn numbers<T: ToString>(values: impl Iterator<Item = T>) -> String {
    values.map(|v| v.to_string()).collect::<Vec<_>>().join(",")
}

/// The harness's input line for the turn `(o, col)` on `rows`.
fn line(s: &Survival, rows: &Rows, o: usize, col: u8) -> String {
    let floors = numbers(s.floor[..usize::from(s.width)].iter());
    format!(
        "{} {} {floors} {} {o} {col}",
        s.width,
        s.height,
        numbers(rows.iter())
    )
}

/// What the kernel says of the turn, in the harness's words.
fn kernel(s: &Survival, rows: &Rows, o: usize, col: u8) -> String {
    match s.turn(rows, (o, col, None)) {
        Ok((next, cleared)) => format!("ok {} {cleared}", numbers(next.iter())),
        Err(Rule::TopsOut) => "tops-out".into(),
        Err(_) => "illegal".into(),
    }
}

/// The questions: for each well, boards reached by up to 3W random legal turns (a turn that tops
/// out is not taken), then one turn asked of the last board, at a column that fits or one past the wall.
fn questions(random: &mut Lcg) -> (String, Vec<String>) {
    let (mut input, mut expected) = (String::new(), Vec::new());
    for width in (*WIDTHS.start()..=12).chain([16]) {
        for height in [2u8, 4, 6, 9, 20] {
            for _ in 0..200 {
                let s = well(width, height, floors(random, width, height));
                let mut rows: Rows = [0; 24];
                for _ in 0..random.below(3 * u64::from(width)) {
                    let o = random.below(19) as usize;
                    let col = random.below(u64::from(width)) as u8;
                    if let Ok((next, _)) = s.turn(&rows, (o, col, None)) {
                        rows = next;
                    }
                }
                let o = random.below(20) as usize; // 19: not an orientation
                let size = crate::orientation_size(o).map_or(1, |(w, _)| w);
                let col = random.below(u64::from((width + 2).saturating_sub(size).max(1))) as u8; // one past the wall

                input += &(line(&s, &rows, o, col) + "\n");
                expected.push(kernel(&s, &rows, o, col));
            }
        }
    }
    (input, expected)
}

#[test]
#[ignore = "needs target/formal/survival-turns (bash scripts/formal.sh): FORMAL_SURVIVAL_TURNS=... -- --ignored"]
fn the_kernels_survival_turn_is_the_extracted_one() {
    let harness = std::env::var("FORMAL_SURVIVAL_TURNS").expect(
        "FORMAL_SURVIVAL_TURNS names the extracted harness (bash scripts/formal.sh builds it)",
    );
    let (input, expected) = questions(&mut Lcg(2026));
    let answers = ask(&harness, &input);
    assert_eq!(answers.len(), expected.len());
    let mut seen = [0usize; 4]; // ok without a clear, ok with clears, tops-out, illegal
    for ((answer, want), question) in answers.iter().zip(&expected).zip(input.lines()) {
        assert_eq!(answer, want, "{question}");
        let outcome = match answer.split(' ').collect::<Vec<_>>()[..] {
            ["ok", _, "0"] => 0,
            ["ok", ..] => 1,
            ["tops-out"] => 2,
            _ => 3,
        };
        seen[outcome] += 1;
    }
    // The cases reach every outcome, many times.
    assert!(seen.iter().all(|&n| n > 400), "{seen:?}");
}
