//! [comp.split] One part solved: the ordinary pipeline from the part's start (decide, existence),
//! in a scratch directory of its own; then its certificate under its hash, its manifest, and its
//! record last, each through a temporary file. A killed run leaves only its scratch, which the
//! next run of the same part removes.

use std::path::Path;

use sureline_engine::pieces::TieBreak;
use sureline_engine::search::Mode;
use sureline_engine::start::Start;

use super::{Certificates, PartPlan, Plan, Record, SplitDir};
use crate::error::{Error, Result};
use crate::files::{Destination, Existing};
use crate::limits::CheckLimits;
use crate::manifest::{self, Provenance};
use crate::pipeline::{self, Event, Goal, KeptSearch, Naming, SolveRequest, Threads};

/// What a part's process may use.
#[derive(Clone, Copy, Debug)]
pub struct Resources {
    pub threads: Threads,
    /// The memory budget in bytes, and whether it was asked for (`--memory`).
    pub memory: (u64, bool),
    pub limits: CheckLimits,
}

/// What `solve_part` did.
#[derive(Clone, Debug)]
pub enum Solved {
    /// The part had its record already: nothing was solved.
    Kept(Record),
    /// Solved now, from this start.
    Made(Record, String),
}

/// Solves part `index` of `dir` within `resources` (the pipeline's events to `observer`) and
/// writes its certificate, manifest and record; a part already solved is kept. The search
/// `kept` from a part this process solved before starts from that part's facts, and this
/// part's is left there for the next ([`KeptSearch`]).
pub fn solve_part(
    dir: &SplitDir,
    index: usize,
    resources: Resources,
    observer: &mut dyn FnMut(Event),
    kept: &mut KeptSearch,
) -> Result<Solved> {
    let plan = dir.plan()?;
    let records = dir.records(&plan, Certificates::Present)?;
    let planned = planned(dir, &plan, index)?;
    if let Some(record) = records[index].clone() {
        return Ok(Solved::Kept(record));
    }
    let bad = |problem: String| Error::Split {
        path: dir.plan_path(),
        problem,
    };
    let (problem, start) = (
        plan.problem().map_err(bad)?,
        planned.start.parse::<Start>().map_err(bad)?,
    );
    let work = dir.0.join("work");
    remove_stale_scratch(&work, index);
    let scratch = work.join(format!("{index}-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).map_err(|source| Error::Io {
        path: scratch.clone(),
        source,
    })?;
    let request = SolveRequest {
        problem,
        start,
        goal: Goal::Decide(Mode::Existence),
        tie_break: TieBreak::Canonical,
        threads: resources.threads,
        memory: resources.memory.0,
        memory_asked: resources.memory.1,
        checkpoint: None,
        limits: resources.limits,
        naming: Naming::Given(Destination::File(scratch.join("part.cert"))),
        existing: Existing::Replace,
        provenance: Provenance::of_this_run(),
    };
    let report = pipeline::solve_keeping(&request, observer, kept)?;
    let main = report
        .certified
        .first()
        .expect("a solve that returns has certified its finding");
    let path = dir.certificate_path(&main.verdict.sha256);
    SplitDir::write_atomically(&path, main.text.as_bytes())?;
    SplitDir::write_atomically(
        &manifest::path_for(&path),
        manifest::to_json(&main.manifest).as_bytes(),
    )?;
    let cost = (
        report.states_searched,
        report.wall_seconds,
        report.peak_rss_bytes,
    );
    let record = Record::of(index, planned.id.clone(), &main.verdict, cost);
    SplitDir::write_atomically(
        &dir.record_path(index),
        manifest::to_json(&record).as_bytes(),
    )?;
    let _ = std::fs::remove_dir_all(&scratch); // only this run's scratch: nothing of value is in it now
    let _ = std::fs::remove_dir(&work); // when no other part runs
    Ok(Solved::Made(record, planned.start.clone()))
}

/// Every index names a part of `dir`'s plan: checked before any part is solved.
pub fn check_indices(dir: &SplitDir, indices: &[usize]) -> Result<()> {
    let plan = dir.plan()?;
    indices
        .iter()
        .try_for_each(|&index| planned(dir, &plan, index).map(|_| ()))
}

/// Part `index` of `plan`, or the one line that says which indices there are.
fn planned<'p>(dir: &SplitDir, plan: &'p Plan, index: usize) -> Result<&'p PartPlan> {
    plan.parts.get(index).ok_or_else(|| Error::OptionValue {
        option: "INDEX",
        value: index.to_string(),
        expected: format!(
            "expected a part of {}: 0..{}",
            dir.plan_path().display(),
            plan.parts.len()
        ),
    })
}

/// Removes what killed runs of part `index` left in `work` (`INDEX-PID`, no such process now):
/// their solves stopped before their certificate was moved, so nothing in them is kept.
fn remove_stale_scratch(work: &Path, index: usize) {
    let Ok(entries) = std::fs::read_dir(work) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = name
            .strip_prefix(&format!("{index}-"))
            .and_then(|pid| pid.parse::<u32>().ok());
        if pid.is_some_and(|pid| !Path::new(&format!("/proc/{pid}")).exists()) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}
