//! [comp.split] A part proved by a split of its own: a part too large for one machine is planned
//! again from its start (`split new --start`), solved and joined there, and its composite, with
//! the certificates it names, becomes the part of the first split. The checker accepts a
//! composite as a part (composites nest); here it is checked once more where the first split's
//! join will find it.

use sureline_checker::{Limits, Proves};
use sureline_engine::search::Within;

use super::{join, Certificates, Record, SplitDir};
use crate::error::{Error, Result};

/// Takes the composite of `sub` (a split of the start of part `index` of `top`, decided) as that
/// part: every certificate of `sub`'s parts and the composite are copied into `top` (beside its
/// composite), the composite is verified there as the part (its start asked), and its record is
/// written last.
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
    let records = sub.records(&sub_plan, Certificates::Hashed)?;
    let composite = join(sub, &sub_plan, &records, limits)?
        .ok_or_else(|| bad("its solved parts do not decide it yet (sureline split next)".into()))?;
    copy_certificates(sub, top)?;
    SplitDir::write_atomically(
        &top.certificate_path(&composite.verdict.sha256),
        composite.text.as_bytes(),
    )?;
    let (problem, start) = (
        plan.problem().map_err(bad)?,
        part.start.parse().map_err(bad)?,
    );
    let within =
        matches!(composite.verdict.proves, Proves::Prevention { .. }).then_some(Within::Forever);
    let verdict = top.verify(
        &composite.text,
        &crate::pipeline::claim_of(&problem, within, &start),
        &limits,
    )?;
    let solved = records.iter().flatten();
    let searched = solved.clone().map(|r| r.states_searched).sum();
    let cost = (
        searched,
        solved.clone().map(|r| r.wall_seconds).sum(),
        solved.map(|r| r.peak_rss_bytes).max().unwrap_or(0),
    );
    let record = Record::of(index, part.id.clone(), &verdict, cost);
    SplitDir::write_atomically(
        &top.record_path(index),
        crate::manifest::to_json(&record).as_bytes(),
    )?;
    Ok(record)
}

/// Every part certificate of `from` (`HEX.cert`, not its composite), copied into `to` (where a
/// check of `to`'s composite finds them).
fn copy_certificates(from: &SplitDir, to: &SplitDir) -> Result<()> {
    let io = |path: &std::path::Path| {
        let path = path.to_owned();
        move |source| Error::Io { path, source }
    };
    for entry in std::fs::read_dir(&from.0).map_err(io(&from.0))? {
        let path = entry.map_err(io(&from.0))?.path();
        let name = path.file_name().expect("a file").to_string_lossy();
        let hash = name.strip_suffix(".cert").unwrap_or_default();
        if hash.len() == 64 && hash.bytes().all(|b| b.is_ascii_hexdigit()) {
            let bytes = std::fs::read(&path).map_err(io(&path))?;
            SplitDir::write_atomically(&to.certificate_path(hash), &bytes)?;
        }
    }
    Ok(())
}
