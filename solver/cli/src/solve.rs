//! `sureline solve` and `sureline reproduce`: arguments, the checks made before the search, and
//! the lines printed after it. Every outcome line names the game it holds in.

use std::path::{Path, PathBuf};

use serde_json::json;
use sureline_certify::error::{Error, Result};
use sureline_certify::manifest::{self, Provenance};
use sureline_certify::output::{Destination, Existing};
use sureline_certify::pipeline::{
    self, AnyManifest, Certified, Finding, Goal, Kind, Output, SolveReport, SolveRequest,
};
use sureline_engine::pieces::{Game, Moves, PieceSet, Problem, TieBreak};
use sureline_engine::search::{Mode, Within};

use crate::progress::ProgressPrinter;
use crate::stdout::{finished, line};
use sureline_tools::words::count;

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("game").required(true).args(["rows", "height"])))]
pub struct SolveArgs {
    /// Board width W (2..=12).
    #[arg(long)]
    width: u8,
    /// The capped game with R goal rows (1..=8): the player must complete one of the bottom R
    /// rows, and no piece may land on a column already R high.
    #[arg(long)]
    rows: Option<u8>,
    /// The well, H rows tall (1..=15): every piece must lie inside it, any completed row wins.
    #[arg(long)]
    height: Option<u8>,
    /// The adversary's piece set, e.g. IOTSZJL (default) or O.
    #[arg(long, default_value = "IOTSZJL")]
    pieces: String,
    /// The player's move set: all placements, or grid-2022 (the 2022 program's 4x4 grids at
    /// grid columns >= 0).
    #[arg(long, default_value = "all")]
    moves: String,
    /// Find a strategy with the fewest pieces in the worst case (default: any winning strategy);
    /// also write the lower bound "no win within one piece fewer" beside it.
    #[arg(long)]
    optimal: bool,
    /// Write only the adversary certificate "no goal row completes during the first D pieces"
    /// (fails if the player wins within D).
    #[arg(long, value_name = "D", conflicts_with = "optimal")]
    no_win_within: Option<u8>,
    /// Tie-break between equally good placements: canonical or legacy-2022.
    #[arg(long, default_value = "canonical")]
    tie_break: String,
    /// Search threads, 1..=256 (default: the number of cores; the certificate does not depend
    /// on it).
    #[arg(long)]
    threads: Option<usize>,
    /// Certificate path, or - for standard output (then no manifest and no lower bound are
    /// written and the summary goes to stderr). Default: the size, the game and what is proved,
    /// e.g. 10x6-optimal.cert, 10x5-adversary.cert, 10x7-well-existence.cert,
    /// 10x6-no-win-within-11.cert, in the current directory.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Replace the certificate and manifest if they exist (never an archived certificate).
    #[arg(long)]
    force: bool,
    /// No progress on stderr.
    #[arg(long)]
    quiet: bool,
    /// Print the result as JSON on stdout.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args)]
pub struct ReproduceArgs {
    /// Where to write the reproduced certificates and manifests (replaced if they exist).
    #[arg(long, default_value = "reproduced")]
    output_dir: PathBuf,
    /// The archive's checksum list (default: certificates/SHA256SUMS of the current directory,
    /// else of the repository the command was built from).
    #[arg(long)]
    sums: Option<PathBuf>,
    /// Search threads, 1..=256 (default: the number of cores).
    #[arg(long)]
    threads: Option<usize>,
    #[arg(long)]
    quiet: bool,
}

pub fn threads_or_cores(threads: Option<usize>) -> usize {
    threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    })
}

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

/// The problem, the goal and where the certificate goes, from the arguments.
fn request_of(args: &SolveArgs) -> Result<SolveRequest> {
    let pieces =
        PieceSet::parse(&args.pieces).map_err(|m| Error::Usage(format!("--pieces: {m}")))?;
    let tie_break =
        TieBreak::parse(&args.tie_break).map_err(|m| Error::Usage(format!("--tie-break: {m}")))?;
    let moves = Moves::parse(&args.moves).map_err(|m| Error::Usage(format!("--moves: {m}")))?;
    let problem = match (args.rows, args.height) {
        (Some(rows), None) => Problem::capped(args.width, rows, pieces),
        (None, Some(height)) => Problem::well(args.width, height, pieces),
        _ => {
            return Err(Error::Usage(
                "give exactly one of --rows (the capped game) and --height (the well)".into(),
            ))
        }
    }
    .with_moves(moves);
    let goal = match (args.no_win_within, args.optimal) {
        (Some(d), _) => Goal::NoWinWithin(d),
        (None, true) => Goal::Decide(Mode::Optimal),
        (None, false) => Goal::Decide(Mode::Existence),
    };
    let output = match args.output.clone() {
        Some(path) => Output::Named(Destination::from_arg(path)),
        None => Output::Defaults(PathBuf::from(".")),
    };
    if args.json && output == Output::Named(Destination::Stdout) {
        return Err(Error::Usage(
            "--json and -o - both want standard output: choose one".into(),
        ));
    }
    Ok(SolveRequest {
        problem,
        goal,
        tie_break,
        threads: threads_or_cores(args.threads),
        output,
        existing: if args.force {
            Existing::Replace
        } else {
            Existing::Keep
        },
        provenance: Provenance::of_this_run(),
    })
}

pub fn solve(args: SolveArgs) -> Result<u8> {
    let request = request_of(&args)?;
    let mut printer = ProgressPrinter::new(args.quiet);
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

fn finding_name(finding: Finding) -> &'static str {
    match finding {
        Finding::PlayerWins { .. } => "player-wins",
        Finding::AdversaryWins => "adversary-wins",
        Finding::NoWinWithin { .. } => "no-win-within",
    }
}

fn claim_name(certified: &Certified) -> &'static str {
    match certified.manifest {
        AnyManifest::Player(_) => manifest::PLAYER_CLAIM,
        AnyManifest::Adversary(_) => manifest::ADVERSARY_CLAIM,
    }
}

/// `{"outcome", "game", "moves", "claim", "manifest"[, "lower_bound"], figures}`: the main
/// certificate's claim and manifest, and an optimal solve's lower bound.
fn solve_json(request: &SolveRequest, report: &SolveReport) -> String {
    let problem = request.problem;
    let mut value = json!({
        "outcome": finding_name(report.finding),
        "game": problem.game.name(),
        "moves": problem.moves.name(),
    });
    if let Some(main) = report.certified.first() {
        value["claim"] = json!(claim_name(main));
        value["manifest"] = json!(main.manifest);
    }
    if let Some(lower) = report.certified.get(1) {
        value["lower_bound"] = json!(lower.manifest);
    }
    value["states_searched"] = json!(report.states_searched);
    value["wall_seconds"] = json!(report.wall_seconds);
    value["peak_rss_bytes"] = json!(report.peak_rss_bytes);
    serde_json::to_string_pretty(&value).expect("JSON values serialize")
}

/// What one certificate proves, in words, naming its game.
fn claim_line(problem: &Problem, certified: &Certified) -> String {
    let game = problem.game.phrase();
    match &certified.manifest {
        AnyManifest::Player(m) => format!(
            "player wins {game}: completes a line in {} within {}, pieces {} ({} mode)",
            goal_rows(problem),
            count(u64::from(m.max_pieces), "piece", "pieces"),
            problem.pieces,
            m.mode
        ),
        AnyManifest::Adversary(m) if m.within == "forever" => format!(
            "adversary wins {game}: no strategy completes a line in {} against pieces {}",
            goal_rows(problem),
            problem.pieces
        ),
        AnyManifest::Adversary(m) => format!(
            "no win within {} pieces {game}: the adversary stops every line in {} during the first {} \
             pieces, pieces {}",
            m.within,
            goal_rows(problem),
            m.within,
            problem.pieces
        ),
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

/// One certificate `reproduce` makes: the solve that writes it and its name in the archive.
struct Reproduced {
    name: String,
    expected: String,
}

/// The certificates `reproduce` makes and compares with the archive: 10x6 optimal (the player's
/// 12 pieces and its lower bound, no win within 11) and 10x5 (the adversary wins).
fn reproduce_problems() -> [(Problem, Goal); 2] {
    [
        (
            Problem::capped(10, 6, PieceSet::ALL),
            Goal::Decide(Mode::Optimal),
        ),
        (
            Problem::capped(10, 5, PieceSet::ALL),
            Goal::Decide(Mode::Existence),
        ),
    ]
}

/// The archived names `reproduce` compares, in the order it writes them.
fn reproduce_names() -> Vec<String> {
    let canonical = TieBreak::Canonical;
    let ten_six = Problem::capped(10, 6, PieceSet::ALL);
    let ten_five = Problem::capped(10, 5, PieceSet::ALL);
    vec![
        pipeline::default_file_name(&ten_six, Kind::Player(Mode::Optimal), canonical),
        pipeline::default_file_name(&ten_six, Kind::Adversary(Within::Pieces(11)), canonical),
        pipeline::default_file_name(&ten_five, Kind::Adversary(Within::Forever), canonical),
    ]
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
    Error::Usage(format!(
        "cannot find {what} ({}): run from the repository root {hint}",
        tried.join(", ")
    ))
}

/// Where the archive's checksums are: `--sums`, else `certificates/SHA256SUMS` here, else in the
/// repository this binary was built from. Found (and read) before the solve starts; every name
/// `reproduce` compares must be listed.
fn find_sums(sums: Option<PathBuf>) -> Result<(PathBuf, Vec<Reproduced>)> {
    let path = match sums {
        Some(path) if path.is_file() => path,
        Some(path) => {
            let what = "the archive's checksums";
            return Err(not_found(what, &[path], "or pass --sums FILE"));
        }
        None => archive_file(
            "SHA256SUMS",
            "the archive's checksums",
            "or pass --sums FILE",
        )?,
    };
    let text = std::fs::read_to_string(&path).map_err(|source| Error::Io {
        path: path.clone(),
        source,
    })?;
    let names = reproduce_names();
    let missing: Vec<&str> = names
        .iter()
        .filter(|name| pipeline::archived_hash(&text, name).is_none())
        .map(String::as_str)
        .collect();
    if !missing.is_empty() {
        return Err(Error::Malformed {
            path: path.clone(),
            message: format!(" lists no hash for {}", missing.join(", ")),
        });
    }
    let expected = names
        .into_iter()
        .map(|name| Reproduced {
            expected: pipeline::archived_hash(&text, &name).expect("checked above"),
            name,
        })
        .collect();
    Ok((path, expected))
}

pub fn reproduce(args: ReproduceArgs) -> Result<u8> {
    let (sums, expected) = find_sums(args.sums)?;
    std::fs::create_dir_all(&args.output_dir).map_err(|source| Error::Io {
        path: args.output_dir.clone(),
        source,
    })?;
    let mut printer = ProgressPrinter::new(args.quiet);
    let mut certified = Vec::new();
    let mut text = String::new();
    for (problem, goal) in reproduce_problems() {
        let request = SolveRequest {
            problem,
            goal,
            tie_break: TieBreak::Canonical,
            threads: threads_or_cores(args.threads),
            output: Output::Defaults(args.output_dir.clone()),
            existing: Existing::Replace,
            provenance: Provenance::of_this_run(),
        };
        let report = pipeline::solve(&request, &mut |e| printer.event(e))?;
        printer.finish();
        text += &format!(
            "{}: {} in {:.1} s (peak RSS {:.0} MiB)\n",
            problem.size_name(),
            claim_line(&problem, &report.certified[0]),
            report.wall_seconds,
            report.peak_rss_bytes as f64 / 1048576.0
        );
        certified.extend(report.certified);
    }
    let mut all = true;
    for (archived, made) in expected.iter().zip(&certified) {
        let sha256 = pipeline::sha256_of(&made.verdict);
        let same = sha256 == archived.expected && written_name(made) == archived.name;
        all &= same;
        text += &format!(
            "{}\ns {} {sha256} {} the hash of {} in {}\n",
            made.verdict,
            if same { "REPRODUCED" } else { "NOT REPRODUCED" },
            if same { "matches" } else { "differs from" },
            archived.name,
            sums.display()
        );
    }
    if certified.len() != expected.len() {
        all = false;
        text += "s NOT REPRODUCED: the solves did not write every archived certificate\n";
    }
    finished(crate::stdout::print(&text))?;
    Ok(if all { 0 } else { 1 })
}

/// The file name a certificate was written under.
fn written_name(certified: &Certified) -> String {
    match &certified.destination {
        Destination::File(path) => path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        Destination::Stdout => "-".into(),
    }
}
