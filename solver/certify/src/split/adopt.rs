//! [comp.split] A part proved by a split of its own: a part too large for one machine is planned
//! again from its start (`split new --start`), solved and joined there, and its composite, with
//! the certificates it names, becomes the part of the first split. The checker accepts a
//! composite as a part (composites nest); here it is checked once more where the first split's
//! join will find it.

use sureline_checker::{Limits, Proves, Walk};
use sureline_engine::search::Within;

use super::{join, Record, SplitDir, Winner};
use crate::error::{Error, Result};

/// Takes the composite of `sub` (a split of the start of part `index` of `top`, decided) as that
/// part: every certificate of `sub`'s parts and the composite are copied into `top`'s parts, the
/// composite is verified there as the part (its start asked), and its record is written last.
pub fn adopt(top: &SplitDir, index: usize, sub: &SplitDir, limits: Limits) -> Result<Record> {
    let (plan, sub_plan) = (top.plan()?, sub.plan()?);
    let bad = |problem: String| Error::Split {
        path: sub.plan_path(),
        problem,
    };
    let part = plan
        .parts
        .get(index)
        .ok_or_else(|| bad(format!("{} has no part {index}", top.plan_path().display())))?;
    let same_problem = (
        &sub_plan.game,
        sub_plan.width,
        sub_plan.rows,
        &sub_plan.pieces,
        &sub_plan.moves,
    ) == (&plan.game, plan.width, plan.rows, &plan.pieces, &plan.moves);
    if !same_problem || sub_plan.start != part.start {
        return Err(bad(format!(
            "not a split of part {index} ({} from {})",
            plan.game, part.start
        )));
    }
    let records = sub.records(&sub_plan)?;
    let composite = join(sub, &sub_plan, &records, limits)?
        .ok_or_else(|| bad("its solved parts do not decide it yet (sureline split next)".into()))?;
    for entry in std::fs::read_dir(sub.parts()).map_err(|source| Error::Io {
        path: sub.parts(),
        source,
    })? {
        let path = entry
            .map_err(|source| Error::Io {
                path: sub.parts(),
                source,
            })?
            .path();
        if path.extension().is_some_and(|e| e == "cert") {
            let bytes = std::fs::read(&path).map_err(|source| Error::Io {
                path: path.clone(),
                source,
            })?;
            SplitDir::write_atomically(
                &top.parts().join(path.file_name().expect("a file")),
                &bytes,
            )?;
        }
    }
    let certificate = composite.verdict.sha256.clone();
    SplitDir::write_atomically(
        &top.certificate_path(&certificate),
        composite.text.as_bytes(),
    )?;
    let (problem, start) = (
        plan.problem().map_err(bad)?,
        part.start.parse().map_err(bad)?,
    );
    let (winner, max_pieces, sequences, states) = match composite.verdict.proves {
        Proves::Win {
            max_pieces,
            sequences,
            ..
        } => (Winner::Player, max_pieces, sequences, 0),
        Proves::Prevention { states, .. } => (Winner::Adversary, 0, 0, states),
        _ => unreachable!("a line game's composite is a player or an adversary certificate"),
    };
    let within = (winner == Winner::Adversary).then_some(Within::Forever);
    let claim = crate::pipeline::claim_of(&problem, within, &start);
    let parts = top.parts();
    let source = |name: &str| {
        let path = parts.join(format!("{}.cert", name.trim_start_matches("sha256:")));
        std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let verdict = sureline_checker::verify_parts(
        composite.text.as_bytes(),
        &claim,
        &limits,
        Walk::Descriptions,
        &source,
    )
    .map_err(|failure| Error::Join {
        failure: Box::new(failure),
    })?;
    let solved = records.iter().flatten();
    let record = Record {
        index,
        id: part.id.clone(),
        winner,
        certificate,
        max_pieces,
        sequences,
        states,
        verdict: verdict.to_string(),
        states_searched: solved.clone().map(|r| r.states_searched).sum(),
        wall_seconds: solved.clone().map(|r| r.wall_seconds).sum(),
        peak_rss_bytes: solved.map(|r| r.peak_rss_bytes).max().unwrap_or(0),
    };
    SplitDir::write_atomically(
        &top.record_path(index),
        crate::manifest::to_json(&record).as_bytes(),
    )?;
    Ok(record)
}
