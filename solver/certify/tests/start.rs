//! Solves from a start (spec/composite.md [comp.start]) through the whole pipeline on small
//! boards: the certificates say the start on the line after the claim, the manifests record
//! it, the value certified is the engine's value of that position, and a start the game does not
//! allow is refused before any file is written.

use std::path::Path;

use sureline_certify::error::Error;
use sureline_certify::files::Existing;
use sureline_certify::limits::CheckLimits;
use sureline_certify::manifest::{self, AdversaryManifest, Manifest, Provenance};
use sureline_certify::pipeline::{self, Finding, Goal, Naming, SolveReport, SolveRequest};
use sureline_e2e::scratch;
use sureline_engine::model::Above;
use sureline_engine::pieces::{PieceSet, Problem, TieBreak};
use sureline_engine::search::{Experiments, Mode, Outcome, Resources, Search};
use sureline_engine::start::Start;

fn request(dir: &Path, problem: Problem, start: &str, goal: Goal) -> SolveRequest {
    SolveRequest {
        problem,
        start: if start.is_empty() {
            Start::empty()
        } else {
            start.parse().unwrap()
        },
        goal,
        tie_break: TieBreak::Canonical,
        threads: "1".parse().unwrap(),
        memory: pipeline::MIN_MEMORY,
        memory_asked: false,
        checkpoint: None,
        limits: CheckLimits::Standard,
        naming: Naming::Defaults(dir.to_path_buf()),
        existing: Existing::Keep,
        provenance: Provenance::of_this_run(),
    }
}

fn solve(request: &SolveRequest) -> Result<SolveReport, Error> {
    pipeline::solve(request, &mut |_| {})
}

/// The engine's optimal value of the position `start` reaches, asked directly.
fn engine_value(problem: Problem, start: &Start) -> Outcome {
    let resources = Resources {
        threads: 1,
        table_bytes: None,
        grow: false,
    };
    let search = Search::new(
        &problem,
        Above::Restricted,
        TieBreak::Canonical,
        Mode::Optimal,
        resources,
        &Experiments::default(),
    );
    let search = search.with_start(start.clone()).unwrap();
    search.player(Mode::Optimal, &mut |_| {}).outcome()
}

fn lines(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().map(str::to_string).collect()
}

#[test]
fn an_optimal_solve_from_a_start_certifies_the_engines_value_of_that_position() {
    let set = |s: &str| s.parse::<PieceSet>().unwrap();
    let cases = [
        (Problem::capped(4, 3, set("IOTJL")), "O0@0", "4x3"),
        (Problem::well(4, 4, set("IOT")), "T0@0", "4x4-well"),
    ];
    for (problem, start, size) in cases {
        let dir = scratch("start-optimal");
        let asked = request(&dir, problem, start, Goal::Decide(Mode::Optimal));
        let report = solve(&asked).unwrap();
        let Outcome::PlayerWins { max_pieces } = engine_value(problem, &asked.start) else {
            panic!("{problem:?} from {start}: the player wins these");
        };
        assert_eq!(report.finding, Finding::PlayerWins { max_pieces });
        let pieces = problem.pieces;
        let name = format!("{size}-optimal-{pieces}-start-{start}.cert");
        let cert = lines(&dir.join(&name));
        assert_eq!(cert[1], "claim player-completes-a-line");
        assert_eq!(cert[2], format!("start {start}"));
        assert!(
            cert.contains(&format!("max-pieces {max_pieces}")),
            "{cert:?}"
        );
        let player: Manifest = manifest::read(&manifest::path_for(&dir.join(&name))).unwrap();
        assert_eq!(player.start.as_deref(), Some(start));
        assert_eq!(player.max_pieces, max_pieces);
        // The lower bound beside it is from the same start.
        let lower = format!(
            "{size}-no-win-within-{}-{pieces}-start-{start}.cert",
            max_pieces - 1
        );
        let bound = lines(&dir.join(&lower));
        assert_eq!(bound[1], "claim adversary-prevents-a-line");
        assert_eq!(bound[2], format!("start {start}"));
        let adversary: AdversaryManifest =
            manifest::read(&manifest::path_for(&dir.join(&lower))).unwrap();
        assert_eq!(adversary.start.as_deref(), Some(start));
    }
}

#[test]
fn the_adversary_holds_from_a_start_and_its_certificate_says_where() {
    let dir = scratch("start-adversary");
    let problem = Problem::capped(4, 2, PieceSet::ALL);
    let asked = request(&dir, problem, "O0@0,I1@3", Goal::Decide(Mode::Existence));
    let report = solve(&asked).unwrap();
    assert_eq!(report.finding, Finding::AdversaryWins);
    assert_eq!(engine_value(problem, &asked.start), Outcome::AdversaryWins);
    let cert = lines(&dir.join("4x2-adversary-start-O0@0,I1@3.cert"));
    assert_eq!(cert[2], "start O0@0 I1@3");
    assert_eq!(cert[3], "game capped");
    // The budget counts the pieces after the start.
    let within = request(&dir, problem, "O0@0", Goal::NoWinWithin(3));
    assert_eq!(
        solve(&within).unwrap().finding,
        Finding::NoWinWithin { pieces: 3 }
    );
    let cert = lines(&dir.join("4x2-no-win-within-3-start-O0@0.cert"));
    assert_eq!(cert[2], "start O0@0");
    assert!(cert.contains(&"within 3".to_string()), "{cert:?}");
}

#[test]
fn a_start_the_game_does_not_allow_is_refused_before_any_file() {
    let dir = scratch("start-refused");
    let problem = Problem::capped(4, 2, "IO".parse::<PieceSet>().unwrap());
    for (start, message) in [
        (
            "O0@0,T0@1",
            "--start: start placement 2 (T0@1): piece T is not in the adversary's piece set",
        ),
        (
            "O0@0,O0@2",
            "--start: start placement 2 (O0@2): it completes row 0, which ends the game",
        ),
        (
            "I0@1",
            "--start: start placement 1 (I0@1): the game does not allow it there",
        ),
    ] {
        let error = solve(&request(
            &dir,
            problem,
            start,
            Goal::Decide(Mode::Existence),
        ));
        let error = error.unwrap_err();
        assert_eq!(error.to_string(), message);
        assert_eq!(error.exit_code(), 2);
    }
    // [model.above]: the capped game allows J1@2 here, a player certificate could not hold it.
    let all = Problem::capped(4, 2, PieceSet::ALL);
    let above = request(&dir, all, "O0@0,J1@2", Goal::Decide(Mode::Existence));
    assert!(solve(&above)
        .unwrap_err()
        .to_string()
        .contains("sticks out above the goal rows"));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

#[test]
fn without_a_start_the_certificate_has_no_start_line_and_its_manifest_no_start_key() {
    let dir = scratch("start-none");
    let problem = Problem::capped(4, 3, "IOTJL".parse::<PieceSet>().unwrap());
    let report = solve(&request(&dir, problem, "", Goal::Decide(Mode::Existence))).unwrap();
    assert!(matches!(report.finding, Finding::PlayerWins { .. }));
    let name = dir.join("4x3-existence-IOTJL.cert");
    assert_eq!(lines(&name)[2], "width 4");
    let json = std::fs::read_to_string(manifest::path_for(&name)).unwrap();
    assert!(!json.contains("\"start\""), "{json}");
    let read: Manifest = manifest::read(&manifest::path_for(&name)).unwrap();
    assert_eq!(read.start, None);
}
