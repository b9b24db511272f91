//! `sureline solve`: the checks made before the search (its arguments are solve_args), and
//! the lines printed after it. Every outcome line names the game it holds in.

use sureline_certify::checkpoint::CheckpointPlan;
use sureline_certify::error::{Conflict, Error, Result};
use sureline_certify::files::Destination;
use sureline_certify::manifest::{self, ManifestWithin, Provenance};
use sureline_certify::pipeline::{
    self, AnyManifest, Certified, Finding, Goal, SolveReport, SolveRequest, Threads,
};
use sureline_engine::model::{MAX_WELL_HEIGHT, MAX_WIDTH, MIN_WIDTH};
use sureline_engine::pieces::{Game, Moves, Problem};
use sureline_engine::search::Mode;

use crate::memory::{self, Budget};
use crate::progress::ProgressPrinter;
use crate::report::{Outcome, SolveJson};
use crate::solve_args::{game_name, GameArg, MovesArg, SolveArgs};
use crate::stdout::{finished, line};
use sureline_tools::words::count;

/// Survival solves are reported by `crate::survival`, never here.
const SURVIVAL_ELSEWHERE: &str = "the survival game's solves are reported by crate::survival";

/// "the bottom 6 rows of a board 10 columns wide" (a board is at least 2 columns wide), "a well
/// 10 columns wide and 7 rows tall"; with the 2022 moves said.
fn goal_rows(problem: &Problem) -> String {
    let place = match (problem.game, problem.rows) {
        (Game::Capped, 1) => format!("the bottom row of a board {} columns wide", problem.width),
        (Game::Capped, n) => format!(
            "the bottom {n} rows of a board {} columns wide",
            problem.width
        ),
        (Game::Well, h) => format!(
            "a well {} columns wide and {}",
            problem.width,
            count(u64::from(h), "row tall", "rows tall")
        ),
    };
    match problem.moves {
        Moves::All => place,
        Moves::Grid2022 => format!("{place} (the 2022 moves, grid-2022)"),
    }
}

/// The problem, the goal and where the certificate goes, from the arguments (each already
/// parsed and checked by its value parser); what no single option can say is checked here, once,
/// before any work.
fn request_of(args: &SolveArgs) -> Result<SolveRequest> {
    crate::survival::only_in_survival(args)?;
    if args.width > MAX_WIDTH {
        return Err(Error::OptionValue {
            option: "--width",
            value: args.width.to_string(),
            expected: format!("expected {MIN_WIDTH}..={MAX_WIDTH} (sureline solve --help)"),
        });
    }
    let problem = match (args.game, args.rows, args.height) {
        (None | Some(GameArg::Capped), Some(rows), None) => {
            Problem::capped(args.width, rows, args.pieces)
        }
        (None | Some(GameArg::Well), None, Some(height)) if height <= MAX_WELL_HEIGHT => {
            Problem::well(args.width, height, args.pieces)
        }
        (None | Some(GameArg::Well), None, Some(height)) => {
            return Err(Error::OptionValue {
                option: "--height",
                value: height.to_string(),
                expected: format!(
                    "expected 1..={MAX_WELL_HEIGHT} in the well (sureline solve --help)"
                ),
            })
        }
        (Some(game), _, _) => return Err(Conflict::GameSize(game_name(game)).into()),
        _ => unreachable!("clap's size group takes exactly one of --rows and --height"),
    }
    .with_moves(args.moves.drops());
    let goal = match (args.no_win_within, args.optimal) {
        (Some(d), _) => Goal::NoWinWithin(d),
        (None, true) => Goal::Decide(Mode::Optimal),
        (None, false) => Goal::Decide(Mode::Existence),
    };
    let naming = args.naming()?;
    let memory = Budget::or_default(args.memory);
    Ok(SolveRequest {
        problem,
        start: args.start.clone().unwrap_or_default(),
        goal,
        tie_break: args.tie_break,
        threads: args.threads.unwrap_or_else(Threads::cores),
        memory: memory.bytes,
        memory_asked: memory.asked,
        limits: args.limits,
        checkpoint: args.checkpoint.as_ref().map(|path| CheckpointPlan {
            path: path.clone(),
            every: args.checkpoint_every,
            resume: args.resume,
        }),
        naming,
        existing: args.existing(),
        provenance: Provenance::of_this_run(),
    })
}

pub fn solve(args: SolveArgs) -> Result<u8> {
    if args.game == Some(GameArg::Survival) {
        return crate::survival::solve(args);
    }
    if matches!(args.moves, MovesArg::Slide | MovesArg::Srs) {
        return crate::slide::solve(args);
    }
    let request = request_of(&args)?;
    memory::watch(request.memory);
    let mut printer = ProgressPrinter::new(args.quiet).with_budget(request.memory);
    let report = pipeline::solve(&request, &mut |e| printer.event(e))?;
    printer.finish();
    if args.json {
        return finished(line(&solve_json(&request, &report)));
    }
    let summary = summary_lines(&request, &report);
    match report.certified.first() {
        Some(main) if main.destination == Destination::Stdout => {
            eprint!("{summary}");
            finished(crate::stdout::print(&main.text))
        }
        _ => finished(crate::stdout::print(&summary)),
    }
}

/// The `--json` report ([`SolveJson`]): the main certificate's claim and manifest, and an
/// optimal solve's lower bound.
fn solve_json(request: &SolveRequest, report: &SolveReport) -> String {
    let problem = request.problem;
    let main = report
        .certified
        .first()
        .expect("a solve that returns has certified its finding");
    let lower_bound = report.certified.get(1).map(|lower| match &lower.manifest {
        AnyManifest::Adversary(m) => m.clone(),
        AnyManifest::Player(_) | AnyManifest::Survival(_) => {
            unreachable!("a lower bound is an adversary certificate")
        }
    });
    let json = SolveJson {
        outcome: match report.finding {
            Finding::PlayerWins { .. } => Outcome::PlayerWins,
            Finding::AdversaryWins => Outcome::AdversaryWins,
            Finding::NoWinWithin { .. } => Outcome::NoWinWithin,
        },
        game: problem.game.name().into(),
        moves: problem.moves.name().into(),
        claim: match main.manifest {
            AnyManifest::Player(_) => manifest::PLAYER_CLAIM,
            AnyManifest::Adversary(_) => manifest::ADVERSARY_CLAIM,
            AnyManifest::Survival(_) => unreachable!("{SURVIVAL_ELSEWHERE}"),
        }
        .into(),
        manifest: main.manifest.clone(),
        lower_bound,
        states_searched: report.states_searched,
        wall_seconds: report.wall_seconds,
        peak_rss_bytes: report.peak_rss_bytes,
    };
    serde_json::to_string_pretty(&json).expect("the report serializes")
}

/// What one certificate proves, in words, naming its game (and its start, when there is one).
pub(crate) fn claim_line(problem: &Problem, certified: &Certified) -> String {
    let claim = claim_words(problem, certified);
    match start_of(certified) {
        Some(start) => format!("{claim}, from the start {start}"),
        None => claim,
    }
}

/// The start a certificate's games begin from (`T0@3,I1@0`), if any.
fn start_of(certified: &Certified) -> Option<&String> {
    match &certified.manifest {
        AnyManifest::Player(m) => m.start.as_ref(),
        AnyManifest::Adversary(m) => m.start.as_ref(),
        AnyManifest::Survival(_) => None,
    }
}

/// [`claim_line`] without the start.
fn claim_words(problem: &Problem, certified: &Certified) -> String {
    let game = problem.game.phrase();
    match &certified.manifest {
        AnyManifest::Player(m) => format!(
            "player wins {game}: completes a line in {} within {}, pieces {} ({} mode)",
            goal_rows(problem),
            count(u64::from(m.max_pieces), "piece", "pieces"),
            problem.pieces,
            m.mode
        ),
        AnyManifest::Adversary(m) if matches!(m.within, ManifestWithin::Forever(_)) => format!(
            "adversary wins {game}: no strategy completes a line in {} against pieces {}",
            goal_rows(problem),
            problem.pieces
        ),
        AnyManifest::Adversary(m) => {
            let within = match m.within {
                ManifestWithin::Pieces(d) => d,
                ManifestWithin::Forever(_) => unreachable!("the arm above"),
            };
            format!(
                "no win within {within} pieces {game}: the adversary stops every line in {} \
                 during the first {within} pieces, pieces {}",
                goal_rows(problem),
                problem.pieces
            )
        }
        AnyManifest::Survival(_) => unreachable!("{SURVIVAL_ELSEWHERE}"),
    }
}

/// Where a certificate went and its size.
fn written_line(certified: &Certified) -> String {
    let written = match &certified.destination {
        Destination::File(path) => format!(
            "certificate {}, manifest {}",
            path.display(),
            manifest::path_for(path).display()
        ),
        Destination::Stdout => "certificate on standard output".into(),
    };
    let size = match &certified.manifest {
        AnyManifest::Player(m) => format!(
            "{}, {}, {}",
            count(m.nodes as u64, "node", "nodes"),
            count(
                m.reachable_states as u64,
                "reachable state",
                "reachable states"
            ),
            count(m.sequences, "sequence", "sequences")
        ),
        AnyManifest::Adversary(m) => count(m.states as u64, "state", "states"),
        AnyManifest::Survival(_) => unreachable!("{SURVIVAL_ELSEWHERE}"),
    };
    format!("{written} ({size})")
}

fn summary_lines(request: &SolveRequest, report: &SolveReport) -> String {
    let problem = request.problem;
    let mut text = String::new();
    for certified in &report.certified {
        text += &format!("{}\n", certified.verdict);
        text += &format!("{}\n", claim_line(&problem, certified));
        text += &format!("{}\n", written_line(certified));
        if certified.reused {
            text +=
                "(kept by an interrupted run of this solve, verified again and not rewritten)\n";
        }
    }
    if let (Finding::PlayerWins { max_pieces }, [_, _]) = (report.finding, &report.certified[..]) {
        text += &format!(
            "so {} is the fewest pieces that win {}\n",
            max_pieces,
            problem.game.phrase()
        );
    }
    let lower_skipped = request.goal == Goal::Decide(Mode::Optimal)
        && report.certified.len() == 1
        && matches!(report.finding, Finding::PlayerWins { .. });
    if lower_skipped {
        text += "(no lower-bound certificate with -o -: it is written beside a certificate file)\n";
    }
    text += &format!(
        "searched {} in {:.3} s, peak RSS {:.1} MiB\n",
        count(report.states_searched, "state", "states"),
        report.wall_seconds,
        report.peak_rss_bytes as f64 / 1048576.0
    );
    text
}
