//! `sureline split`: a problem cut at depth one into parts (spec/composite.md [comp.split]), each
//! an ordinary solve from its own start, run by any job engine (scripts/split/: HyperQueue, a
//! Slurm job array), and joined into one composite certificate the checker verifies with its
//! parts. One subcommand a step: `new` plans, `next` names the parts a round needs, `part`
//! solves parts (several in one process share one search), `join` writes the composite,
//! `status` says what is done and what it cost.

use std::path::PathBuf;
use std::str::FromStr;

use clap::Subcommand;
use serde::Serialize;
use sureline_certify::error::{Error, Result};
use sureline_certify::files::{self, Existing};
use sureline_certify::limits::CheckLimits;
use sureline_certify::manifest;
use sureline_certify::pipeline::{KeptSearch, Threads};
use sureline_certify::split::{
    self, Certificates, Decision, Record, Resources, Solved, SplitDir, Winner,
};
use sureline_engine::model::{MAX_WELL_HEIGHT, MAX_WIDTH, MIN_WIDTH};
use sureline_engine::pieces::{Moves, PieceSet, Problem};
use sureline_engine::start::Start;
use sureline_tools::words::count;

use crate::memory::{self, Budget};
use crate::progress::ProgressPrinter;
use crate::solve_args::within;

#[derive(clap::Args)]
pub struct SplitArgs {
    #[command(subcommand)]
    command: SplitCommand,
}

#[derive(Subcommand)]
enum SplitCommand {
    /// Plan a split of one problem into parts: DIR/split.json (the problem, and for each piece
    /// the placements in the solver's order with the part each reaches).
    New(NewArgs),
    /// The parts the next round needs, one index per line; nothing when the solved parts decide
    /// the problem.
    Next(DirArg),
    /// Solve parts: each one's certificate DIR/HEX.cert, then its record DIR/parts/INDEX.json; a part
    /// already solved is kept, a killed run leaves nothing half-written. Several parts are solved
    /// in turn by one search, whose table each part starts from.
    Part(PartArgs),
    /// Write the composite certificate the solved parts decide, verified with its parts.
    Join(JoinArgs),
    /// Take the composite of SUBDIR, a split of part INDEX's start (`split new --start`),
    /// decided, as part INDEX of DIR: its certificates are copied into DIR, beside DIR's
    /// composite, and checked there.
    Adopt(AdoptArgs),
    /// What is solved, who wins each part, what the parts cost, what is needed next.
    Status(StatusArgs),
}

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("size").required(true).args(["rows", "height"])))]
struct NewArgs {
    /// Board width W.
    #[arg(long, value_parser = within(MIN_WIDTH..=MAX_WIDTH))]
    width: u8,
    /// The capped game with R goal rows.
    #[arg(long, value_parser = within(1..=8))]
    rows: Option<u8>,
    /// The well, H rows tall.
    #[arg(long, value_parser = within(1..=MAX_WELL_HEIGHT))]
    height: Option<u8>,
    /// The adversary's piece set.
    #[arg(long, default_value = "IOTSZJL", value_parser = PieceSet::from_str)]
    pieces: PieceSet,
    /// The player's move set: all, or grid-2022.
    #[arg(long, default_value = "all", value_parser = Moves::from_str)]
    moves: Moves,
    /// Split the problem from this start (e.g. a part to split again): T0@3,I1@0.
    #[arg(long, value_name = "PLACEMENTS", value_parser = Start::from_str)]
    start: Option<Start>,
    /// The split's directory (created; refused when it holds a plan, unless --force).
    #[arg(short = 'o', long = "output", value_name = "DIR")]
    dir: PathBuf,
    /// Replace the plan of DIR (its solved parts are then refused as another problem's).
    #[arg(long)]
    force: bool,
}

#[derive(clap::Args)]
struct DirArg {
    /// The split's directory.
    dir: PathBuf,
}

#[derive(clap::Args)]
struct PartArgs {
    dir: PathBuf,
    /// The parts' indices in DIR/split.json, solved in this order.
    #[arg(required = true, value_name = "INDEX")]
    indices: Vec<usize>,
    /// Search threads (default: one per core).
    #[arg(long)]
    threads: Option<Threads>,
    /// The part's memory budget (e.g. 20G); the solve stops with exit 4 past it.
    #[arg(long, value_name = "SIZE")]
    memory: Option<Budget>,
    /// The checker's limits the part's certificate must be verified within.
    #[arg(long, default_value = "standard", value_parser = CheckLimits::from_name)]
    limits: CheckLimits,
    /// No progress lines.
    #[arg(long)]
    quiet: bool,
}

#[derive(clap::Args)]
struct JoinArgs {
    dir: PathBuf,
    /// The composite certificate (default: DIR/composite.cert).
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// Replace an existing FILE.
    #[arg(long)]
    force: bool,
    /// The checker's limits each part and the top are verified within.
    #[arg(long, default_value = "standard", value_parser = CheckLimits::from_name)]
    limits: CheckLimits,
}

#[derive(clap::Args)]
struct AdoptArgs {
    dir: PathBuf,
    index: usize,
    /// The split of the part's start.
    subdir: PathBuf,
    /// The checker's limits the composite and its parts are verified within.
    #[arg(long, default_value = "standard", value_parser = CheckLimits::from_name)]
    limits: CheckLimits,
}

#[derive(clap::Args)]
struct StatusArgs {
    dir: PathBuf,
    /// One JSON object instead of the table.
    #[arg(long)]
    json: bool,
}

pub fn split(args: SplitArgs) -> Result<u8> {
    match args.command {
        SplitCommand::New(args) => new(args),
        SplitCommand::Next(args) => next(&SplitDir(args.dir)),
        SplitCommand::Part(args) => part(args),
        SplitCommand::Join(args) => join(args),
        SplitCommand::Adopt(args) => {
            let (top, sub) = (SplitDir(args.dir), SplitDir(args.subdir));
            let record = split::adopt(&top, args.index, &sub, args.limits.limits())?;
            let winner = winner_word(record.winner);
            println!(
                "part {}: the {winner} wins, proved by {} ({})",
                args.index,
                sub.0.display(),
                record.certificate
            );
            Ok(0)
        }
        SplitCommand::Status(args) => status(args),
    }
}

fn new(args: NewArgs) -> Result<u8> {
    let problem = match (args.rows, args.height) {
        (Some(rows), None) => Problem::capped(args.width, rows, args.pieces),
        (None, Some(height)) => Problem::well(args.width, height, args.pieces),
        _ => unreachable!("clap's size group takes exactly one of --rows and --height"),
    }
    .with_moves(args.moves);
    let plan = split::plan(&problem, &args.start.unwrap_or_default())?;
    let dir = SplitDir(args.dir);
    std::fs::create_dir_all(dir.parts()).map_err(|source| Error::Io {
        path: dir.parts(),
        source,
    })?;
    files::check_target(&dir.plan_path(), existing(args.force))?;
    SplitDir::write_atomically(&dir.plan_path(), manifest::to_json(&plan).as_bytes())?;
    let answers: usize = plan.by_piece.iter().map(|p| p.placements.len()).sum();
    println!(
        "{}: {} parts ({answers} placements of {} pieces); next: sureline split next {}",
        dir.plan_path().display(),
        plan.parts.len(),
        plan.by_piece.len(),
        dir.0.display()
    );
    Ok(0)
}

fn existing(force: bool) -> Existing {
    if force {
        Existing::Replace
    } else {
        Existing::Keep
    }
}

fn next(dir: &SplitDir) -> Result<u8> {
    let plan = dir.plan()?;
    let records = dir.records(&plan, Certificates::Present)?;
    match split::decide(&plan, &records) {
        Decision::Needs(parts) => parts.iter().for_each(|index| println!("{index}")),
        decided => eprintln!(
            "sureline: {}: {}; join them: sureline split join {}",
            dir.0.display(),
            words(&decided),
            dir.0.display()
        ),
    }
    Ok(0)
}

fn words(decision: &Decision) -> &'static str {
    match decision {
        Decision::Player(_) => "the solved parts decide it: the player wins",
        Decision::Adversary(_) => "the solved parts decide it: the adversary wins",
        Decision::Needs(_) => "more parts are needed",
    }
}

/// Solves the parts in turn (sureline_certify::split::solve_part) with one search kept from each
/// to the next, the solve's memory watchdog and progress lines; every index is checked first.
fn part(args: PartArgs) -> Result<u8> {
    let dir = SplitDir(args.dir);
    let memory = Budget::or_default(args.memory);
    let threads = args.threads.unwrap_or_else(Threads::cores);
    let resources = Resources {
        threads,
        memory: (memory.bytes, memory.asked),
        limits: args.limits,
    };
    split::check_indices(&dir, &args.indices)?;
    memory::watch(memory.bytes);
    let mut kept = KeptSearch::default();
    for &index in &args.indices {
        let mut printer = ProgressPrinter::new(args.quiet).with_budget(memory.bytes);
        let solved =
            split::solve_part(&dir, index, resources, &mut |e| printer.event(e), &mut kept)?;
        printer.finish();
        print_solved(&solved);
    }
    Ok(0)
}

/// What `split part` did with one part, in one line.
fn print_solved(solved: &Solved) {
    match solved {
        Solved::Kept(r) => println!(
            "part {}: solved already: the {} wins ({})",
            r.index,
            winner_word(r.winner),
            r.certificate
        ),
        Solved::Made(r, start) => {
            let winner = winner_word(r.winner);
            println!(
                "part {}: the {winner} wins from {start} ({}), {:.2} s",
                r.index, r.certificate, r.wall_seconds
            );
        }
    }
}

fn winner_word(winner: Winner) -> &'static str {
    match winner {
        Winner::Player => "player",
        Winner::Adversary => "adversary",
    }
}

/// Writes the composite the records decide (refused while parts are still needed: exit 1).
fn join(args: JoinArgs) -> Result<u8> {
    let dir = SplitDir(args.dir);
    let plan = dir.plan()?;
    let records = dir.records(&plan, Certificates::Hashed)?;
    let output = args.output.unwrap_or_else(|| dir.0.join("composite.cert"));
    files::check_target(&output, existing(args.force))?;
    let Some(composite) = split::join(&dir, &plan, &records, args.limits.limits())? else {
        let Decision::Needs(parts) = split::decide(&plan, &records) else {
            unreachable!("undecided")
        };
        let needed = count(parts.len() as u64, "part is", "parts are");
        eprintln!(
            "sureline: {}: {needed} still needed before a join (sureline split next {})",
            dir.0.display(),
            dir.0.display()
        );
        return Ok(1);
    };
    SplitDir::write_atomically(&output, composite.text.as_bytes())?;
    println!("{}", composite.verdict);
    Ok(0)
}

/// `sureline split status --json`.
#[derive(Serialize)]
struct StatusJson {
    parts: usize,
    solved: usize,
    player_parts: usize,
    adversary_parts: usize,
    decision: &'static str,
    needs: Vec<usize>,
    /// The sum of the solved parts' wall times (each part one process).
    part_seconds: f64,
    peak_rss_bytes: u64,
    states_searched: u64,
}

fn status(args: StatusArgs) -> Result<u8> {
    let dir = SplitDir(args.dir);
    let plan = dir.plan()?;
    let records = dir.records(&plan, Certificates::Present)?;
    let solved: Vec<&Record> = records.iter().flatten().collect();
    let count = |w: Winner| solved.iter().filter(|r| r.winner == w).count();
    let decision = split::decide(&plan, &records);
    let json = StatusJson {
        parts: plan.parts.len(),
        solved: solved.len(),
        player_parts: count(Winner::Player),
        adversary_parts: count(Winner::Adversary),
        decision: match decision {
            Decision::Player(_) => "player",
            Decision::Adversary(_) => "adversary",
            Decision::Needs(_) => "open",
        },
        needs: if let Decision::Needs(parts) = &decision {
            parts.clone()
        } else {
            vec![]
        },
        // From +0.0: an empty sum of floats is -0.0, printed "-0.0".
        part_seconds: solved.iter().fold(0.0, |sum, r| sum + r.wall_seconds),
        peak_rss_bytes: solved.iter().map(|r| r.peak_rss_bytes).max().unwrap_or(0),
        states_searched: solved.iter().map(|r| r.states_searched).sum(),
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&json).expect("the status serializes")
        );
        return Ok(0);
    }
    println!("part  winner     seconds  peak RSS   states searched  start");
    for record in &solved {
        println!(
            "{:>4}  {:<9} {:>8.2}  {:>5} MiB  {:>15}  {}",
            record.index,
            winner_word(record.winner),
            record.wall_seconds,
            record.peak_rss_bytes >> 20,
            record.states_searched,
            plan.parts[record.index].start
        );
    }
    println!(
        "{} of {} parts solved ({} player, {} adversary), {:.1} s of parts, peak {} MiB; {}{}",
        json.solved,
        json.parts,
        json.player_parts,
        json.adversary_parts,
        json.part_seconds,
        json.peak_rss_bytes >> 20,
        words(&decision),
        if json.needs.is_empty() {
            String::new()
        } else {
            format!(" (next: {} parts)", json.needs.len())
        }
    );
    Ok(0)
}
