//! One benchmark case as one line: `bench_solve <width> <rows> <existence|optimal|naive>
//! [threads] [canonical|legacy-2022] [pieces]`.

use std::time::Instant;

use sureline_engine::pieces::{PieceSet, Problem, TieBreak};
use sureline_engine::search::{Mode, Outcome, SolveConfig};

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
    let experiments = sureline_engine::search::Experiments::from_env();
    let log2 = std::env::var("BENCH_TABLE_LOG2")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| sureline_engine::search::table_log2(&config.problem, config.mode));
    let solution =
        sureline_engine::search::solve_experiment(&config, log2, &experiments, &mut |p| {
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
