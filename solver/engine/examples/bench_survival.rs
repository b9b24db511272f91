//! One survival benchmark case as one line: `bench_survival SOLVER W H PIECES [FLOOR]`, where
//! SOLVER is `fast` (the solver of `sureline solve --game survival`: the local search, raced by
//! the adversary's refutation when it has a choice, else the whole graph when the player falls),
//! `graph` (the whole graph at once), `guided` (the guided search of `sureline solve --search
//! guided`), `surface` (the surface fixed point of `--search surface`: the hole-free game,
//! deciding only when the player survives there), `refute` (the adversary's ranks by iterative deepening alone: it does not return when
//! the player survives), `prove` (the adversary's bounded proof alone, likewise) or `plain` (the textbook greatest fixed
//! point on explicit states, the baseline), PIECES a piece set (`SZ`), a set with preview
//! (`SZ+1`) or a sequence (`=SZ`), FLOOR one digit per column (default: rectangular).
//! `BENCH_MEMORY` (bytes, default 12 GiB) bounds the fast solver's tables; `BENCH_PROGRESS`
//! prints its progress.

use std::time::Instant;

use sureline_engine::pieces::PieceSet;
use sureline_engine::survival::{
    self, parse_floor, Budget, Outcome, Preview, Supply, SurvivalProblem, Well,
};

fn supply(text: &str) -> Supply {
    if let Some(sequence) = text.strip_prefix('=') {
        return Supply::Sequence(sequence.parse().expect("a sequence of piece letters"));
    }
    let (letters, preview) = match text.strip_suffix("+1") {
        Some(letters) => (letters, Preview::Next),
        None => (text, Preview::Without),
    };
    Supply::Set {
        pieces: letters.parse::<PieceSet>().expect("a piece set"),
        preview,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!(
            "usage: bench_survival fast|graph|guided|surface|refute|prove|plain W H PIECES [FLOOR]"
        );
        std::process::exit(2);
    }
    let width: u8 = args[1].parse().expect("W");
    let height: u8 = args[2].parse().expect("H");
    let floor = match args.get(4) {
        Some(f) => parse_floor(f).expect("a floor"),
        None => vec![0; usize::from(width)],
    };
    let problem = SurvivalProblem {
        well: Well::new(width, height, &floor).expect("a well"),
        supply: supply(&args[3]),
    };
    let label = format!(
        "case={}x{} floor={} pieces={} solver={}",
        width,
        height,
        problem.well.floor_text(),
        args[3],
        args[0]
    );
    let started = Instant::now();
    let show = std::env::var_os("BENCH_PROGRESS").is_some();
    let solution = match args[0].as_str() {
        "fast" | "graph" | "guided" | "surface" => {
            let method = match args[0].as_str() {
                "graph" => survival::Method::Graph,
                "guided" => survival::Method::Guided,
                "surface" => survival::Method::Surface {
                    positions: u64::MAX,
                },
                _ => survival::Method::Local,
            };
            let bytes = std::env::var("BENCH_MEMORY")
                .ok()
                .map_or(12 << 30, |v| v.parse().expect("BENCH_MEMORY: bytes"));
            let mut progress = |p: &survival::Progress| {
                if show {
                    eprintln!("{p:?} {:.1}s", started.elapsed().as_secs_f64());
                }
            };
            match survival::solve_with(&problem, method, &Budget { bytes }, &mut progress) {
                Ok(solution) => solution,
                Err(too_large) => {
                    println!("{label} outcome=too-large ({too_large})");
                    return;
                }
            }
        }
        "plain" => survival::plain::solve(&problem),
        "prove" | "refute" => {
            let mut progress = |p: &survival::Progress| {
                if show {
                    eprintln!("{p:?} {:.1}s", started.elapsed().as_secs_f64());
                }
            };
            let solver = match args[0].as_str() {
                "prove" => survival::prove_only,
                _ => survival::refute_only,
            };
            let policy = solver(&problem, &Budget { bytes: 12 << 30 }, &mut progress)
                .expect("within 12 GiB");
            survival::Solution {
                outcome: Outcome::Falls(policy),
                figures: survival::Figures::default(),
            }
        }
        other => panic!("{other}: expected fast, graph, guided, surface, refute, prove or plain"),
    };
    let seconds = started.elapsed().as_secs_f64();
    let f = solution.figures;
    let result = match &solution.outcome {
        Outcome::Survives(strategy) => format!("player survives nodes={}", strategy.nodes()),
        Outcome::Falls(policy) => format!(
            "adversary within={} nodes={}",
            policy.within,
            policy.nodes.len()
        ),
    };
    println!(
        "{label} outcome={result} positions={} explored={} edges={} surviving={} deepest={} seconds={seconds:.3}",
        f.positions, f.explored, f.edges, f.surviving, f.deepest
    );
}
