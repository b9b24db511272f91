//! One benchmark case as one line: `bench_solve <width> <rows> <MODE> [threads]
//! [canonical|legacy-2022] [pieces] [capped|well] [all|grid-2022]`, where MODE is `existence`,
//! `optimal`, `naive`, `naive-unrestricted`, `plain` (the plain memoized existence search, the
//! baseline of a certified existence solve) (the player's side), `adversary` (the adversary's
//! policy, forever) or `within-D` (the adversary's policy for the first D pieces).
//!
//! Experiment switches (spec/solver-model.md [search.knobs]) come from the environment, read
//! here and nowhere else: `SURELINE_ORDER` (the placement score: 0 spoiled-then-bound, 1
//! spoiled-bound-bump, 2 spoiled-bump-bound, 3 weighted-sum), `SURELINE_IID=1`,
//! `SURELINE_UNSOUND_NO_ABOVE_RESTRICTION` (player strategies without [model.above]: the
//! search is made with `Above::Free`),
//! `SURELINE_CHOICE` (the adversary's piece choice `RULE[:ORDER]`: first-in, fewest-children or
//! fewest-new-children, ties by ORDER, a permutation of IOTSZJL, default OSZIJLT) and `BENCH_TABLE_LOG2` (the table size); `BENCH_PROGRESS` prints the
//! search's progress.

use std::time::Instant;

use sureline_engine::model::Above;
use sureline_engine::pieces::{Game, Moves, PieceSet, Problem, TieBreak};
use sureline_engine::search::{
    Choice, Experiments, Mode, OrderKey, Outcome, PieceOrder, Progress, RefuteOutcome, Resources,
    Search, Within,
};

/// The experiment switches set in the environment.
fn experiments_from_env() -> Experiments {
    let order_key = std::env::var("SURELINE_ORDER")
        .ok()
        .map(|v| match v.as_str() {
            "0" | "spoiled-then-bound" => OrderKey::SpoiledThenBound,
            "1" | "spoiled-bound-bump" => OrderKey::SpoiledBoundBump,
            "2" | "spoiled-bump-bound" => OrderKey::SpoiledBumpBound,
            "3" | "weighted-sum" => OrderKey::WeightedSum,
            other => panic!("SURELINE_ORDER={other}: expected 0..3 or an order name"),
        });
    let choice = std::env::var("SURELINE_CHOICE").ok().map(|v| {
        let (rule, letters) = v.split_once(':').unwrap_or((v.as_str(), "OSZIJLT"));
        let order = PieceOrder::parse(letters).expect("SURELINE_CHOICE: RULE:PERMUTATION");
        match rule {
            "first-in" => Choice::FirstIn(order),
            "fewest-children" => Choice::FewestChildren(order),
            "fewest-new-children" => Choice::FewestNewChildren(order),
            other => panic!("SURELINE_CHOICE={other}: expected a rule name"),
        }
    });
    Experiments {
        order_key,
        iid: std::env::var("SURELINE_IID").is_ok_and(|v| v == "1"),
        no_state_reuse: std::env::var("SURELINE_NO_REUSE").is_ok_and(|v| v == "1"),
        choice,
        walk_chunk: None,
        table_log2: std::env::var("BENCH_TABLE_LOG2")
            .ok()
            .map(|v| v.parse().expect("BENCH_TABLE_LOG2: a number of bits")),
    }
}

/// The table sized by the problem, as `sureline solve` without `--memory` (BENCH_TABLE_LOG2 sets
/// another size).
fn resources(threads: usize) -> Resources {
    Resources {
        threads,
        table_bytes: None,
        grow: false,
    }
}

fn arg<'a>(args: &'a [String], i: usize, default: &'a str) -> &'a str {
    args.get(i).map_or(default, |a| a.as_str())
}

/// One benchmark case from the command line.
struct Case {
    problem: Problem,
    mode: String,
    threads: usize,
    tie_break: TieBreak,
    /// `case=10x6 game=capped moves=all`: the start of the output line.
    label: String,
}

fn case_of(args: &[String]) -> Case {
    let width: u8 = arg(args, 1, "10").parse().unwrap();
    let rows: u8 = arg(args, 2, "6").parse().unwrap();
    let game = match arg(args, 7, "capped") {
        "capped" => Game::Capped,
        "well" => Game::Well,
        other => panic!("unknown game {other}"),
    };
    let problem = Problem {
        game,
        width,
        rows,
        pieces: arg(args, 6, "IOTSZJL").parse::<PieceSet>().unwrap(),
        moves: arg(args, 8, "all").parse::<Moves>().unwrap(),
    };
    let label = format!(
        "case={} game={} moves={}",
        problem.size_name(),
        game.name(),
        problem.moves.name()
    );
    Case {
        problem,
        mode: arg(args, 3, "existence").to_string(),
        threads: arg(args, 4, "1").parse().unwrap(),
        tie_break: arg(args, 5, "canonical").parse::<TieBreak>().unwrap(),
        label,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let case = case_of(&args);
    let start = Instant::now();
    let within = match case.mode.as_str() {
        "adversary" => Some(Within::Forever),
        m => m
            .strip_prefix("within-")
            .map(|d| Within::Pieces(d.parse().unwrap())),
    };
    match case.mode.as_str() {
        "naive" | "naive-unrestricted" => naive(&case, start),
        "plain" => plain(&case, start),
        _ if within.is_some() => adversary(&case, within.expect("matched"), start),
        _ => player(&case, start),
    }
}

/// The 2022-style baseline: every reachable state's exact value.
fn naive(case: &Case, start: Instant) {
    let above = match case.mode.as_str() {
        "naive" => Above::Restricted,
        _ => Above::Free,
    };
    let s = sureline_engine::naive::solve_with(&case.problem, above);
    println!(
        "{} mode={} pieces={} outcome={} states={} wall={:.3}s",
        case.label,
        case.mode,
        case.problem.pieces,
        s.max_pieces.map_or("adversary".to_string(), |m| format!(
            "player max_pieces={m}"
        )),
        s.states,
        start.elapsed().as_secs_f64()
    );
}

/// The plain memoized existence search: the baseline of a certified existence solve.
fn plain(case: &Case, start: Instant) {
    let s = sureline_engine::naive::plain_existence(&case.problem);
    println!(
        "{} mode=plain pieces={} outcome={} states={} wall={:.3}s",
        case.label,
        case.problem.pieces,
        s.max_pieces.map_or("adversary", |_| "player"),
        s.states,
        start.elapsed().as_secs_f64()
    );
}

/// Prints the search's progress when `BENCH_PROGRESS` is set.
fn progress(p: &Progress) {
    if std::env::var_os("BENCH_PROGRESS").is_some() {
        eprintln!(
            "  [{:>6.1}s] {} searched={} entries={}",
            p.elapsed.as_secs_f64(),
            p.phase,
            p.states_searched,
            p.table_entries
        );
    }
}

/// The adversary's side: its policy `within`, in the game's full move set.
fn adversary(case: &Case, within: Within, start: Instant) {
    let experiments = experiments_from_env();
    let search_mode = match within {
        Within::Forever => Mode::Existence,
        Within::Pieces(_) => Mode::Optimal,
    };
    let search = Search::new(
        &case.problem,
        Above::Free,
        TieBreak::Canonical,
        search_mode,
        resources(case.threads),
        &experiments,
    );
    let r = search.adversary(within, &mut progress);
    let outcome = match &r.outcome {
        RefuteOutcome::AdversaryHolds(policy) => {
            format!("adversary policy_states={}", policy.states.len())
        }
        RefuteOutcome::PlayerWins { within } => format!("player within={within}"),
    };
    println!(
        "{} mode={} threads={} pieces={} choice={} outcome={outcome} \
         states_searched={} table_entries={} search={:.3}s extraction={:.3}s wall={:.3}s",
        case.label,
        case.mode,
        case.threads,
        case.problem.pieces,
        experiments.choice.unwrap_or(Choice::DEFAULT).name(),
        r.states_searched,
        r.table_entries,
        r.search_time.as_secs_f64(),
        r.extraction_time.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
}

/// The player's side, with [model.above] unless `SURELINE_UNSOUND_NO_ABOVE_RESTRICTION`.
fn player(case: &Case, start: Instant) {
    let search_mode = match case.mode.as_str() {
        "existence" => Mode::Existence,
        "optimal" => Mode::Optimal,
        other => panic!("unknown mode {other}"),
    };
    let above = match std::env::var_os("SURELINE_UNSOUND_NO_ABOVE_RESTRICTION") {
        Some(_) => Above::Free,
        None => Above::Restricted,
    };
    let search = Search::new(
        &case.problem,
        above,
        case.tie_break,
        search_mode,
        resources(case.threads),
        &experiments_from_env(),
    );
    let solution = search.player(search_mode, &mut progress);
    let outcome = match solution.outcome() {
        Outcome::PlayerWins { max_pieces } => format!("player max_pieces={max_pieces}"),
        Outcome::AdversaryWins => "adversary".to_string(),
    };
    println!(
        "{} mode={} tie_break={} threads={} pieces={} outcome={outcome} \
         reachable_states={} states_searched={} table_entries={} search={:.3}s extraction={:.3}s wall={:.3}s",
        case.label,
        case.mode,
        case.tie_break.name(),
        case.threads,
        case.problem.pieces,
        solution.strategy().map_or(0, |s| s.states.len()),
        solution.states_searched,
        solution.table_entries,
        solution.search_time.as_secs_f64(),
        solution.extraction_time.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
}
