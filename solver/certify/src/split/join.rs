//! [comp.split] The join: the composite certificate the solved parts decide, written in the
//! split's tie-break (spec/composite.md) and verified by the checker with its parts before it
//! is returned. A player composite is one node answering each piece; an adversary composite is
//! the start's state line and one state line naming a part for each position the adversary's
//! piece reaches.

use std::collections::BTreeMap;

use sureline_checker::{Limits, Verdict};
use sureline_engine::model::Above;
use sureline_engine::pieces::{Game, Problem, TieBreak};
use sureline_engine::search::{adversary_has_won, branches, After, Mode, Within};
use sureline_engine::start::{self, Start};

use super::{decide, Decision, Plan, Record, SplitDir};
use crate::adversary::{description_text, header};
use crate::canonical::{start_line, MAGIC};
use crate::error::{Error, Result};

/// A verified composite certificate.
#[derive(Clone, Debug)]
pub struct Composite {
    pub text: String,
    pub verdict: Verdict,
}

/// The composite the records decide, verified with its parts in `dir` within `limits`; `None`
/// while parts are still needed.
pub fn join(
    dir: &SplitDir,
    plan: &Plan,
    records: &[Option<Record>],
    limits: Limits,
) -> Result<Option<Composite>> {
    let bad = |problem: String| Error::Split {
        path: dir.plan_path(),
        problem,
    };
    let (problem, start) = (plan.problem().map_err(bad)?, plan.start().map_err(bad)?);
    let record = |part: usize| {
        records[part]
            .as_ref()
            .expect("a decided part has its record")
    };
    let (text, within) = match decide(plan, records) {
        Decision::Needs(_) => return Ok(None),
        Decision::Player(answers) => (player(plan, &problem, &start, &answers, record), None),
        Decision::Adversary(piece) => (
            adversary(plan, &problem, &start, piece, record)?,
            Some(Within::Forever),
        ),
    };
    let verdict = dir.verify(
        &text,
        &crate::pipeline::claim_of(&problem, within, &start),
        &limits,
    )?;
    Ok(Some(Composite { text, verdict }))
}

/// [comp.split] The player composite: node 0 answers each piece with its chosen placement, `win`
/// or the part's certificate; the counts are recounted through the parts.
fn player<'r>(
    plan: &Plan,
    problem: &Problem,
    start: &Start,
    answers: &[usize],
    record: impl Fn(usize) -> &'r Record,
) -> String {
    let (mut moves, mut longest, mut sequences) = (String::from("0"), 0, 0);
    for (piece, &answer) in plan.by_piece.iter().zip(answers) {
        let chosen = &piece.placements[answer];
        let (next, length, count) = match chosen.part {
            None => ("win".to_string(), 1, 1),
            Some(part) => (
                record(part).certificate.clone(),
                1 + record(part).max_pieces,
                record(part).sequences,
            ),
        };
        moves.push_str(&format!(" {}>{next}", chosen.placement));
        (longest, sequences) = (longest.max(length), sequences + count);
    }
    let (well, bound) = match problem.game {
        Game::Well => ("game well\n", "height"),
        Game::Capped => ("", "rows"),
    };
    format!(
        "{MAGIC}\nclaim player-completes-a-line\n{}{well}width {}\n{bound} {}\nadversary {}\nmax-pieces {longest}\nnodes 1\nsequences {sequences}\n{moves}\nend\n",
        start_line(start),
        problem.width,
        problem.rows,
        problem.pieces,
    )
}

/// [comp.split] The adversary composite: the start's description gives piece `piece`; each
/// position its placements reach names its part (the first in split order for a description
/// reached twice; none for a position where the adversary has already won, whose part lists no
/// state). Lines in byte order ([adv.canonical]).
fn adversary<'r>(
    plan: &Plan,
    problem: &Problem,
    start: &Start,
    piece: usize,
    record: impl Fn(usize) -> &'r Record,
) -> Result<String> {
    let given = problem
        .pieces
        .iter()
        .nth(piece)
        .expect("the plan lists the problem's pieces");
    let root = start::position(problem, Above::Free, start)?;
    let mut lines = BTreeMap::new();
    if adversary_has_won(problem, start)? {
        // [adv.terminal] The walk reaches no state line: the certificate lists none.
        return Ok(format!(
            "{}end\n",
            header(problem, start, Within::Forever, 0)
        ));
    }
    lines.insert(description_text(problem, root), given.letter().to_string());
    let reached = branches(
        problem,
        Above::Free,
        TieBreak::Canonical,
        Mode::Existence,
        start,
        given,
    )?;
    for (placement, branch) in plan.by_piece[piece].placements.iter().zip(&reached) {
        debug_assert_eq!(
            placement.placement,
            branch.placement.to_string(),
            "the plan is the engine's order"
        );
        if let (Some(part), After::Position(state)) = (placement.part, branch.after) {
            if record(part).states > 0 {
                lines
                    .entry(description_text(problem, state))
                    .or_insert_with(|| record(part).certificate.clone());
            }
        }
    }
    let mut text = header(problem, start, Within::Forever, lines.len());
    lines
        .iter()
        .for_each(|(description, entry)| text.push_str(&format!("{description} {entry}\n")));
    text.push_str("end\n");
    Ok(text)
}
