//! `sureline reproduce`: solve the archived problems from scratch, verify, and compare each
//! certificate's hash with the archive's `SHA256SUMS`. The archive list is found and read before
//! any solve starts; this module never writes into the archive.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use sureline_certify::error::{Error, Result};
use sureline_certify::files::{self, Destination, Existing};
use sureline_certify::limits::CheckLimits;
use sureline_certify::manifest::{self, Provenance};
use sureline_certify::pipeline::{self, Certified, Goal, Naming, SolveRequest, Threads};
use sureline_certify::sums::Sums;
use sureline_engine::pieces::{Moves, PieceSet, Problem, TieBreak};
use sureline_engine::search::Mode;
use sureline_engine::start::Start;

use crate::formal;
use crate::memory::{self, Budget};
use crate::progress::ProgressPrinter;
use crate::solve::claim_line;
use crate::stdout::finished;
use sureline_tools::words::count;

#[derive(clap::Args)]
pub struct ReproduceArgs {
    /// Where to write the reproduced certificates and manifests (created if missing).
    #[arg(long, default_value = "reproduced")]
    output_dir: PathBuf,
    /// Replace reproduced certificates and manifests that are already there (without it they
    /// are refused before the first solve).
    #[arg(long)]
    force: bool,
    /// The archive's checksum list (default: certificates/SHA256SUMS of the current directory,
    /// else of the repository the command was built from).
    #[arg(long)]
    sums: Option<PathBuf>,
    /// Search threads, 1..=256 (default: the number of cores).
    #[arg(long, value_parser = Threads::from_str)]
    threads: Option<Threads>,
    /// The memory budget, e.g. 20G (default: 3/4 of the machine's RAM); see `sureline solve`.
    #[arg(long, value_name = "SIZE", value_parser = Budget::from_str)]
    memory: Option<Budget>,
    /// Every archived certificate, not only the headline ones: also the legacy-2022 tie-break,
    /// the well (10x6 adversary, 10x7 player: existence and optimal with its lower bound) and the 2022 move set (about 30 min on 2 cores).
    #[arg(long)]
    all: bool,
    /// Only the 12-column certificates of certificates/twelve/: capped(12, 5) and well(12, 6) (the
    /// adversary wins, within the checker's large limits), capped(12, 6) (the player wins) and its
    /// lower bound (no win within 11): about an hour on 2 cores, with --memory 22G for the 12x6
    /// search's table (17 GiB).
    #[arg(long, conflicts_with = "all")]
    twelve: bool,
    #[arg(long)]
    quiet: bool,
}

/// One solve of `reproduce`, and the archived names of the certificates it writes, in the order
/// it writes them (the main certificate, then an optimal solve's lower bound).
struct Job {
    problem: Problem,
    goal: Goal,
    tie_break: TieBreak,
    archived: &'static [&'static str],
    /// The checker's limits the certificates are verified within.
    limits: CheckLimits,
}

impl Job {
    /// `capped(10, 6), optimal: the player's strategy, then the lower bound` for the progress
    /// line that starts the job.
    fn describe(&self) -> String {
        let problem = self.problem;
        let game = format!(
            "{}({}, {})",
            problem.game.name(),
            problem.width,
            problem.rows
        );
        let moves = match problem.moves {
            Moves::All => String::new(),
            Moves::Grid2022 => ", the 2022 moves".into(),
        };
        let tie_break = match self.tie_break {
            TieBreak::Canonical => String::new(),
            other => format!(", tie-break {}", other.name()),
        };
        let what = match self.goal {
            Goal::Decide(Mode::Optimal) => "optimal: the player's strategy, then the lower bound",
            Goal::Decide(Mode::Existence) => "who wins, and the winner's certificate",
            Goal::NoWinWithin(_) => "the lower bound",
        };
        format!(
            "{game}{moves}{tie_break}, {what} ({})",
            self.archived.join(", ")
        )
    }
}

/// Which archived certificates `reproduce` re-derives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scope {
    /// 10x6 optimal and its lower bound, 10x5.
    Headline,
    /// Every certificate of certificates/SHA256SUMS (`--all`).
    All,
    /// The 12-column certificates of certificates/twelve/ (`--twelve`).
    Twelve,
}

impl Scope {
    /// The archive's checksum list, relative to `certificates/`.
    fn sums(self) -> &'static str {
        match self {
            Scope::Headline | Scope::All => "SHA256SUMS",
            Scope::Twelve => "twelve/SHA256SUMS",
        }
    }
}

/// The headline solves: 10x6 optimal (12 pieces and its lower bound, no win within 11) and 10x5
/// (the adversary wins); with `All`, every other archived certificate too; with `Twelve`, the
/// 12-column ones only: capped(12, 5) and well(12, 6) (the adversary wins, within the large
/// limits), capped(12, 6) (the player wins, existence) and its lower bound, no win within 11.
fn jobs(scope: Scope) -> Vec<Job> {
    let capped = |rows| Problem::capped(10, rows, PieceSet::ALL);
    let well = |height| Problem::well(10, height, PieceSet::ALL);
    let job = |problem, goal, tie_break, archived| Job {
        problem,
        goal,
        tie_break,
        archived,
        limits: CheckLimits::Standard,
    };
    let (optimal, decide) = (Goal::Decide(Mode::Optimal), Goal::Decide(Mode::Existence));
    let canonical = TieBreak::Canonical;
    if scope == Scope::Twelve {
        let large = |job: Job| Job {
            limits: CheckLimits::Large,
            ..job
        };
        let capped = |rows| Problem::capped(12, rows, PieceSet::ALL);
        return vec![
            large(job(
                capped(5),
                decide,
                canonical,
                &["12x5-adversary.cert"][..],
            )),
            job(capped(6), decide, canonical, &["12x6-existence.cert"][..]),
            large(job(
                capped(6),
                Goal::NoWinWithin(11),
                canonical,
                &["12x6-no-win-within-11.cert"][..],
            )),
            large(job(
                Problem::well(12, 6, PieceSet::ALL),
                decide,
                canonical,
                &["12x6-well-adversary.cert"][..],
            )),
        ];
    }
    let mut jobs = vec![
        job(
            capped(6),
            optimal,
            canonical,
            &["10x6-optimal.cert", "10x6-no-win-within-11.cert"][..],
        ),
        job(capped(5), decide, canonical, &["10x5-adversary.cert"][..]),
    ];
    if scope == Scope::All {
        let grid = Problem {
            moves: Moves::Grid2022,
            ..capped(6)
        };
        jobs.extend([
            job(
                capped(6),
                optimal,
                TieBreak::Legacy2022,
                &[
                    "10x6-optimal-legacy-2022.cert",
                    "10x6-no-win-within-11.cert",
                ][..],
            ),
            job(
                well(6),
                decide,
                canonical,
                &["10x6-well-adversary.cert"][..],
            ),
            job(well(7), decide, canonical, &["10x7-well.cert"][..]),
            // The lower bound's 14.8 M-state policy is past the standard limits' 128 MiB.
            Job {
                limits: CheckLimits::Large,
                ..job(
                    well(7),
                    optimal,
                    canonical,
                    &["10x7-well-optimal.cert", "10x7-well-no-win-within-12.cert"][..],
                )
            },
            job(
                grid,
                optimal,
                canonical,
                &[
                    "10x6-optimal-grid-2022.cert",
                    "10x6-optimal-grid-2022-no-win-within-12.cert",
                ][..],
            ),
        ]);
    }
    jobs
}

/// An archived certificate `reproduce` compares with: its name and hash in `SHA256SUMS`.
struct Archived {
    name: &'static str,
    expected: String,
}

/// `certificates/NAME` of the current directory, else of the repository this binary was built
/// from (`reproduce` and `frontier` read the archive from either).
pub fn archive_file(name: &str, what: &str, hint: &str) -> Result<PathBuf> {
    let here = Path::new("certificates").join(name);
    let built_from = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../certificates")
        .join(name);
    let candidates = [here, built_from];
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| not_found(what, &candidates, hint))
}

fn not_found(what: &str, candidates: &[PathBuf], hint: &str) -> Error {
    let tried: Vec<String> = candidates.iter().map(|p| p.display().to_string()).collect();
    Error::NotFound {
        what: what.to_string(),
        tried: tried.join(", "),
        hint: hint.to_string(),
    }
}

/// Where the archive's checksums are: `--sums`, else `certificates/SHA256SUMS` here, else in the
/// repository this binary was built from. Found (and read) before the solve starts; every name
/// `reproduce` compares must be listed.
fn find_sums(
    sums: Option<PathBuf>,
    scope: Scope,
    jobs: &[Job],
) -> Result<(PathBuf, Vec<Archived>)> {
    let what = "the archive's checksums";
    let path = match sums {
        Some(path) if path.is_file() => path,
        Some(path) => return Err(not_found(what, &[path], "or pass --sums FILE")),
        None => archive_file(scope.sums(), what, "or pass --sums FILE")?,
    };
    let sums = Sums::read(&path)?;
    let names = jobs.iter().flat_map(|job| job.archived.iter().copied());
    let mut archived = Vec::new();
    let mut missing = Vec::new();
    for name in names {
        match sums.hash_of(name) {
            Some(expected) => archived.push(Archived { name, expected }),
            None => missing.push(name.to_string()),
        }
    }
    if !missing.is_empty() {
        return Err(Error::NotListed { path, missing });
    }
    Ok((path, archived))
}

pub fn reproduce(args: ReproduceArgs) -> Result<u8> {
    let scope = match (args.all, args.twelve) {
        (true, _) => Scope::All,
        (false, true) => Scope::Twelve,
        (false, false) => Scope::Headline,
    };
    let jobs = jobs(scope);
    let (sums, archived) = find_sums(args.sums, scope, &jobs)?;
    let budget = Budget::or_default(args.memory);
    memory::watch(budget.bytes);
    let dir = &args.output_dir;
    std::fs::create_dir_all(dir).map_err(Error::io(dir))?;
    let existing = if args.force {
        Existing::Replace
    } else {
        Existing::Keep
    };
    // Every job's outputs are checked now, not when the job comes (the last may start after
    // half an hour).
    for name in jobs.iter().flat_map(|job| job.archived) {
        let path = dir.join(name);
        files::check_target(&path, existing)?;
        files::check_target(&manifest::path_for(&path), existing)?;
    }
    let mut printer = ProgressPrinter::new(args.quiet).with_budget(budget.bytes);
    printer.note(&format!(
        "reproduce: {} into {}, compared with {}",
        count(jobs.len() as u64, "job", "jobs"),
        dir.display(),
        sums.display()
    ));
    let mut certified = Vec::new();
    let mut text = String::new();
    for (number, job) in jobs.iter().enumerate() {
        let job_name = format!("job {} of {}", number + 1, jobs.len());
        printer.note(&format!("reproduce: {job_name}: {}", job.describe()));
        // The peak of each job alone (the process's own peak would carry the largest job on),
        // sampled: the process's peak counter is left for outside tools (/usr/bin/time -v).
        let phase = manifest::PhasePeak::start();
        let request = SolveRequest {
            problem: job.problem,
            start: Start::empty(),
            goal: job.goal,
            tie_break: job.tie_break,
            threads: args.threads.unwrap_or_else(Threads::cores),
            memory: budget.bytes,
            memory_asked: budget.asked,
            checkpoint: None,
            limits: job.limits,
            naming: Naming::Defaults(dir.clone()),
            existing,
            provenance: Provenance::of_this_run(),
        };
        let report = pipeline::solve(&request, &mut |e| printer.event(e))?;
        printer.finish();
        text += &format!(
            "{job_name}, {}: {} in {:.1} s (peak resident memory of this job {:.0} MiB)\n",
            job.problem.size_name(),
            claim_line(&job.problem, &report.certified[0]),
            report.wall_seconds,
            phase.finish() as f64 / 1048576.0
        );
        certified.extend(report.certified);
    }
    let (report, all_same) = compare(&archived, &certified, &sums);
    text += &report;
    // The verified checker's verdicts, under the claims listed beside the checksums.
    let written: Vec<(&str, PathBuf)> = (archived.iter().zip(&certified))
        .filter_map(|(archived, made)| match &made.destination {
            Destination::File(path) => Some((archived.name, path.clone())),
            Destination::Stdout => None,
        })
        .collect();
    let claims = sums.with_file_name("CLAIMS");
    let (line, all_verified) = formal::verified_checker_line(&written, &claims);
    text += &line;
    finished(crate::stdout::print(&text))?;
    Ok(if all_same && all_verified { 0 } else { 1 })
}

/// One `s REPRODUCED` / `s NOT REPRODUCED` line per archived certificate (after its verdict), and
/// whether every one was reproduced: the same bytes (hash) as the archive lists under its name.
fn compare(archived: &[Archived], certified: &[Certified], sums: &Path) -> (String, bool) {
    let mut text = String::new();
    let mut all = certified.len() == archived.len();
    for (archived, made) in archived.iter().zip(certified) {
        let sha256 = pipeline::sha256_of(&made.verdict);
        let same = sha256 == archived.expected;
        all &= same;
        text += &format!(
            "{}\ns {} {sha256} ({}) {} the hash of {} in {}\n",
            made.verdict,
            if same { "REPRODUCED" } else { "NOT REPRODUCED" },
            written_name(made),
            if same { "matches" } else { "differs from" },
            archived.name,
            sums.display()
        );
    }
    if certified.len() != archived.len() {
        text += "s NOT REPRODUCED: the solves did not write every archived certificate\n";
    }
    (text, all)
}

/// Where a certificate was written.
fn written_name(certified: &Certified) -> String {
    match &certified.destination {
        Destination::File(path) => path.display().to_string(),
        Destination::Stdout => "-".into(),
    }
}
