//! The progress a solve reports never seems to run backwards: each phase (decide, extract, write,
//! check; each side's decide apart) has a label of its own, every phase reports as it begins,
//! and a count that starts again (a new search) starts under a new label.

use std::collections::HashMap;

use sureline_certify::files::Existing;
use sureline_certify::limits::CheckLimits;
use sureline_certify::manifest::Provenance;
use sureline_certify::pipeline::{self, Event, Finding, Goal, Naming, SolveRequest};
use sureline_e2e::scratch;
use sureline_engine::pieces::{PieceSet, Problem, TieBreak};
use sureline_engine::search::Mode;
use sureline_engine::start::Start;

/// What one solve reported: the search's (label, count) in order, and the notes.
struct Seen {
    counts: Vec<(String, u64)>,
    notes: Vec<String>,
    finding: Finding,
}

fn solve(name: &str, problem: Problem, mode: Mode) -> Seen {
    let dir = scratch(name);
    let request = SolveRequest {
        problem,
        start: Start::empty(),
        goal: Goal::Decide(mode),
        tie_break: TieBreak::Canonical,
        threads: "1".parse().unwrap(),
        memory: pipeline::MIN_MEMORY,
        memory_asked: false,
        checkpoint: None,
        limits: CheckLimits::Standard,
        naming: Naming::Defaults(dir.to_path_buf()),
        existing: Existing::Keep,
        provenance: Provenance::of_this_run(),
    };
    let (mut counts, mut notes) = (Vec::new(), Vec::new());
    let report = pipeline::solve(&request, &mut |event| match event {
        Event::Search(p) => counts.push((p.phase.clone(), p.states_searched)),
        Event::Note(text) => notes.push(text.to_string()),
    })
    .expect("the solve certifies its answer");
    Seen {
        counts,
        notes,
        finding: report.finding,
    }
}

/// Under one label the count only grows; where it falls, the label changed.
fn never_backwards(counts: &[(String, u64)]) {
    let mut last: HashMap<&str, u64> = HashMap::new();
    for pair in counts.windows(2) {
        let ((before, was), (now, is)) = (&pair[0], &pair[1]);
        assert!(is >= was || before != now, "{now}: {was} then {is}");
    }
    for (label, count) in counts {
        let seen = last.entry(label).or_insert(0);
        assert!(count >= seen, "{label}: {seen} then {count}");
        *seen = *count;
    }
}

fn labels(seen: &Seen) -> Vec<&str> {
    seen.counts
        .iter()
        .map(|(label, _)| label.as_str())
        .collect()
}

#[test]
fn an_adversary_win_reports_each_phase_under_its_own_label() {
    // capped(4, 3), all pieces: the adversary wins the abstract game (spec/solver-model.md).
    let seen = solve(
        "progress-adversary",
        Problem::capped(4, 3, PieceSet::ALL),
        Mode::Existence,
    );
    assert_eq!(seen.finding, Finding::AdversaryWins);
    let labels = labels(&seen);
    for phase in [
        "decide",
        "decide (adversary)",
        "extract the policy, depth 0",
    ] {
        assert!(labels.contains(&phase), "{phase} missing from {labels:?}");
    }
    let write = seen.notes.iter().position(|n| n.starts_with("write:"));
    let check = seen.notes.iter().position(|n| n.starts_with("check:"));
    assert!(write.is_some() && check > write, "{:?}", seen.notes);
    never_backwards(&seen.counts);
}

#[test]
fn an_optimal_solve_counts_its_lower_bound_under_new_labels() {
    // The lower bound is a search of its own (the capped game's full move set): its count starts
    // again from zero, under the adversary's labels.
    let seen = solve(
        "progress-optimal",
        Problem::capped(4, 3, "IOTJL".parse::<PieceSet>().unwrap()),
        Mode::Optimal,
    );
    assert!(matches!(seen.finding, Finding::PlayerWins { .. }));
    let labels = labels(&seen);
    assert!(
        labels.iter().any(|l| l.starts_with("decide, depth")),
        "{labels:?}"
    );
    assert!(labels.contains(&"extract the strategy"), "{labels:?}");
    let restart = seen.counts.windows(2).position(|p| p[1].1 < p[0].1);
    let restart = restart.expect("the lower bound's search counts from zero");
    assert!(
        seen.counts[restart + 1]
            .0
            .starts_with("decide (adversary), depth"),
        "{:?}",
        seen.counts
    );
    never_backwards(&seen.counts);
}
