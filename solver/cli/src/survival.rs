//! `sureline solve --game survival`: the survival game's options checked before any work, the
//! pipeline run, and what is printed after it (spec/survival.md).

use sureline_certify::error::{Conflict, Error, Result};
use sureline_certify::files::Destination;
use sureline_certify::manifest::{self, Provenance};
use sureline_certify::pipeline::survival::{
    solve_survival, SurvivalEvent, SurvivalFinding, SurvivalReport, SurvivalRequest,
};
use sureline_certify::pipeline::AnyManifest;
use sureline_engine::pieces::{Moves, TieBreak};
use sureline_engine::survival::{
    Method, Preview, Stage, StageBudgets, Supply, SurvivalProblem, Well, WellError,
};

use crate::memory::{self, Budget};
use crate::progress::ProgressPrinter;
use crate::report::{Outcome, SolveJson};
use crate::solve_args::{stage_words, stages_of, GameArg, MovesArg, SearchArg, SolveArgs};
use crate::stdout::{finished, line};
use sureline_tools::words::count;

/// The survival game's own options, refused in the other games.
pub fn only_in_survival(args: &SolveArgs) -> Result<()> {
    let given = [
        (args.sequence.is_some(), "--sequence"),
        (args.preview.is_some(), "--preview"),
        (args.floor.is_some(), "--floor"),
        (args.search.is_some(), "--search"),
        (args.stage_positions.is_some(), "--stage-positions"),
        (!args.stages.is_empty(), "--stages"),
        (args.surface_positions.is_some(), "--surface-positions"),
    ];
    match given.iter().find(|(present, _)| *present) {
        Some((_, option)) if args.game != Some(GameArg::Survival) => {
            Err(Conflict::SurvivalOption(option).into())
        }
        _ => Ok(()),
    }
}

/// The other games' options, refused in the survival game.
fn not_in_survival(args: &SolveArgs) -> Result<()> {
    let given = [
        (args.rows_given(), "--rows"),
        (args.optimal, "--optimal"),
        (args.no_win_within.is_some(), "--no-win-within"),
        (args.moves != MovesArg::Drop(Moves::All), "--moves"),
        (args.tie_break != TieBreak::Canonical, "--tie-break"),
        (args.checkpoint.is_some(), "--checkpoint"),
        (args.start.is_some(), "--start"),
    ];
    match given.iter().find(|(present, _)| *present) {
        Some((_, option)) => Err(Conflict::NotSurvival(option).into()),
        None => Ok(()),
    }
}

/// The problem the arguments name, checked as a whole (the floor against the width and the
/// height).
fn problem_of(args: &SolveArgs) -> Result<SurvivalProblem> {
    let height = args
        .height
        .expect("clap's size group: --rows was refused above");
    let floor = args
        .floor
        .as_ref()
        .map_or_else(|| vec![0; usize::from(args.width)], |f| f.heights.clone());
    let well = Well::new(args.width, height, &floor).map_err(|e| {
        let (option, value) = match &e {
            WellError::Width(w) => ("--width", w.to_string()),
            WellError::Height(h) => ("--height", h.to_string()),
            _ => (
                "--floor",
                args.floor
                    .as_ref()
                    .map_or(String::new(), |f| f.text.clone()),
            ),
        };
        Error::OptionValue {
            option,
            value,
            expected: e.to_string(),
        }
    })?;
    let supply = match (args.sequence, args.preview) {
        (Some(_), Some(Preview::Next)) => return Err(Conflict::PreviewWithSequence.into()),
        (Some(sequence), _) => Supply::Sequence(sequence),
        (None, preview) => Supply::Set {
            pieces: args.pieces,
            preview: preview.unwrap_or(Preview::Without),
        },
    };
    Ok(SurvivalProblem { well, supply })
}

/// The search `--search` asks for; `--stage-positions` (and `--stages`) only with `staged`, which
/// needs it; `--surface-positions` only where a surface stage runs.
fn method_of(args: &SolveArgs) -> Result<Method> {
    let staged_without = || Error::OptionValue {
        option: "--stage-positions",
        value: args
            .stage_positions
            .map_or_else(|| "(none)".into(), |n| n.to_string()),
        expected: "a positions budget, given with --search staged and only with it".into(),
    };
    let stages = stages_of(&args.stages).ok_or_else(|| Error::OptionValue {
        option: "--stages",
        value: stage_words(&args.stages),
        expected: "each stage at most once".into(),
    })?;
    let surface_without = |value: u64| Error::OptionValue {
        option: "--surface-positions",
        value: value.to_string(),
        expected: "a positions budget, given with --search surface or with the surface stage of \
                   --search staged"
            .into(),
    };
    let method = match (args.search, args.stage_positions) {
        (Some(SearchArg::Staged), Some(p)) => Method::Staged {
            stages,
            budgets: StageBudgets {
                exact: p.exact,
                guided: p.guided,
                surface: args.surface_positions.unwrap_or(p.exact),
            },
        },
        (Some(SearchArg::Staged), None) | (_, Some(_)) => return Err(staged_without()),
        (Some(SearchArg::Surface), None) => Method::Surface {
            positions: args.surface_positions.unwrap_or(u64::MAX),
        },
        (Some(SearchArg::Guided), None) => Method::Guided,
        (Some(SearchArg::Exact) | None, None) => Method::Local,
    };
    let surface = match method {
        Method::Surface { .. } => true,
        Method::Staged { stages, .. } => stages.contains(Stage::Surface),
        _ => false,
    };
    match args.surface_positions {
        Some(n) if !surface => Err(surface_without(n)),
        _ => Ok(method),
    }
}

pub fn solve(args: SolveArgs) -> Result<u8> {
    not_in_survival(&args)?;
    let problem = problem_of(&args)?;
    let naming = args.naming()?;
    let memory = Budget::or_default(args.memory);
    let request = SurvivalRequest {
        problem,
        method: method_of(&args)?,
        memory: memory.bytes,
        limits: args.limits,
        naming,
        existing: args.existing(),
        provenance: Provenance::of_this_run(),
    };
    memory::watch(request.memory);
    let mut printer = ProgressPrinter::new(args.quiet).with_budget(request.memory);
    let report = solve_survival(&request, &mut |event| match event {
        SurvivalEvent::Progress(p) => printer.show_survival(p),
        SurvivalEvent::Note(text) => printer.note(text),
    })?;
    printer.finish();
    if args.json {
        return finished(line(&json(&report)));
    }
    let summary = summary(&report);
    match &report.certified.destination {
        Destination::Stdout => {
            eprint!("{summary}");
            finished(crate::stdout::print(&report.certified.text))
        }
        Destination::File(_) => finished(crate::stdout::print(&summary)),
    }
}

/// The `--json` report: outcome `player-survives` or `adversary-ends-the-game`.
fn json(report: &SurvivalReport) -> String {
    let (outcome, claim) = match report.finding {
        SurvivalFinding::Survives => (Outcome::PlayerSurvives, manifest::SURVIVES_CLAIM),
        SurvivalFinding::Falls { .. } => (Outcome::AdversaryEndsTheGame, manifest::ENDS_CLAIM),
    };
    let json = SolveJson {
        outcome,
        game: "survival".into(),
        moves: Moves::All.name().into(),
        claim: claim.into(),
        manifest: report.certified.manifest.clone(),
        lower_bound: None,
        states_searched: report.figures.positions + report.figures.explored,
        wall_seconds: report.wall_seconds,
        peak_rss_bytes: report.peak_rss_bytes,
    };
    serde_json::to_string_pretty(&json).expect("the report serializes")
}

/// "a well 6 columns wide and 5 rows tall (floor 012210) against pieces OJ with preview".
pub fn game_words(problem: &SurvivalProblem) -> String {
    let well = &problem.well;
    let mut words = format!(
        "a well {} columns wide and {}",
        well.width(),
        count(u64::from(well.height()), "row tall", "rows tall")
    );
    if !well.is_rectangular() {
        words += &format!(" (floor {})", well.floor_text());
    }
    words += &match problem.supply {
        Supply::Set {
            pieces,
            preview: Preview::Without,
        } => format!(" against pieces {pieces}"),
        Supply::Set {
            pieces,
            preview: Preview::Next,
        } => format!(" against pieces {pieces} with preview"),
        Supply::Sequence(s) => format!(" with the sequence {s} over and over"),
    };
    words
}

fn summary(report: &SurvivalReport) -> String {
    let certified = &report.certified;
    let AnyManifest::Survival(m) = &certified.manifest else {
        unreachable!("a survival solve writes survival manifests")
    };
    let game = game_words(&report.problem);
    let claim = match report.finding {
        SurvivalFinding::Survives => format!(
            "player survives forever in {game}: a strategy of {} (drop-only play; it also holds when pieces may slide)",
            count(m.nodes as u64, "position", "positions")
        ),
        SurvivalFinding::Falls { within } => format!(
            "adversary ends every game in {game}: the player tops out by piece {within} at the latest (drop-only play), a policy of {}",
            count(m.nodes as u64, "position", "positions")
        ),
    };
    let written = match &certified.destination {
        Destination::File(path) => format!(
            "certificate {}, manifest {}",
            path.display(),
            manifest::path_for(path).display()
        ),
        Destination::Stdout => "certificate on standard output".into(),
    };
    format!(
        "{}\n{claim}\n{written}\nexplored {} in {:.3} s ({}), peak RSS {:.1} MiB\n",
        certified.verdict,
        count(
            report.figures.positions + report.figures.explored,
            "position",
            "positions"
        ),
        report.wall_seconds,
        m.method,
        report.peak_rss_bytes as f64 / 1048576.0
    )
}
