//! One benchmark case as one line: `bench_solve <width> <rows> <existence|optimal|naive>
//! [threads] [canonical|legacy-2022] [pieces]`.
//!
//! Experiment switches (spec/solver-model.md [search.knobs]) come from the environment, read
//! here and nowhere else: `SURELINE_ORDER` (the placement score: 0 spoiled-then-bound, 1
//! spoiled-bound-bump, 2 spoiled-bump-bound, 3 weighted-sum), `SURELINE_IID=1`,
//! `SURELINE_UNSOUND_NO_ABOVE_RESTRICTION`, `SURELINE_FIT_INSIDE_GOAL_ROWS` and
//! `BENCH_TABLE_LOG2` (the table size); `BENCH_PROGRESS` prints the search's progress.

use std::time::Instant;

use sureline_engine::pieces::{PieceSet, Problem, TieBreak};
use sureline_engine::search::{Experiments, Mode, OrderKey, Outcome, SolveConfig};

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
    Experiments {
        order_key,
        iid: std::env::var("SURELINE_IID").is_ok_and(|v| v == "1"),
        unsound_no_above_restriction: std::env::var_os("SURELINE_UNSOUND_NO_ABOVE_RESTRICTION")
            .is_some(),
        fit_inside_goal_rows: std::env::var_os("SURELINE_FIT_INSIDE_GOAL_ROWS").is_some(),
        table_log2: std::env::var("BENCH_TABLE_LOG2")
            .ok()
            .map(|v| v.parse().expect("BENCH_TABLE_LOG2: a number of bits")),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let width: u8 = args.get(1).map_or(10, |a| a.parse().unwrap());
    let rows: u8 = args.get(2).map_or(6, |a| a.parse().unwrap());
    let mode = args.get(3).map_or("existence", |a| a.as_str());
    let threads: usize = args.get(4).map_or(1, |a| a.parse().unwrap());
    let tie_break = TieBreak::parse(args.get(5).map_or("canonical", |a| a.as_str())).unwrap();
    let pieces = PieceSet::parse(args.get(6).map_or("IOTSZJL", |a| a.as_str())).unwrap();
    let problem = Problem {
        width,
        rows,
        pieces,
    };
    let start = Instant::now();
    if mode == "naive" || mode == "naive-unrestricted" {
        let s = sureline_engine::naive::solve_with(&problem, mode == "naive");
        println!(
            "case={width}x{rows} mode={mode} pieces={pieces} outcome={} states={} wall={:.3}s",
            s.max_pieces.map_or("adversary".to_string(), |m| format!(
                "player max_pieces={m}"
            )),
            s.states,
            start.elapsed().as_secs_f64()
        );
        return;
    }
    let config = SolveConfig {
        problem,
        mode: match mode {
            "existence" => Mode::Existence,
            "optimal" => Mode::Optimal,
            other => panic!("unknown mode {other}"),
        },
        tie_break,
        threads,
    };
    let verbose = std::env::var_os("BENCH_PROGRESS").is_some();
    let experiments = experiments_from_env();
    let solution = sureline_engine::search::solve_experiment(&config, &experiments, &mut |p| {
        if verbose {
            eprintln!(
                "  [{:>6.1}s] {} searched={} entries={}",
                p.elapsed.as_secs_f64(),
                p.phase,
                p.states_searched,
                p.table_entries
            );
        }
    });
    let outcome = match solution.outcome {
        Outcome::PlayerWins { max_pieces } => format!("player max_pieces={max_pieces}"),
        Outcome::AdversaryWins => "adversary".to_string(),
    };
    println!(
        "case={width}x{rows} mode={mode} tie_break={} threads={threads} pieces={pieces} outcome={outcome} \
         reachable_states={} states_searched={} table_entries={} search={:.3}s extraction={:.3}s wall={:.3}s",
        tie_break.name(),
        solution.strategy.as_ref().map_or(0, |s| s.states.len()),
        solution.states_searched,
        solution.table_entries,
        solution.search_time.as_secs_f64(),
        solution.extraction_time.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
}
