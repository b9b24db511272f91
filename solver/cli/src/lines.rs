//! `sureline solve --game lines` (spec/lines.md): the options checked before any work, the game
//! solved, and the winner's certificates verified and written: the player's optimal strategy
//! with the lower bound "no win within one piece fewer" beside it, or the adversary's policy for
//! ever; `--max-pieces N` and `--no-win-within D` ask one side within a bound.

use std::path::{Path, PathBuf};

use sureline_certify::error::{Conflict, Error, Result};
use sureline_certify::files::{check_target, Destination, Existing};
use sureline_certify::lines::{adversary_text, default_name, player_text, verify_and_write, Side};
use sureline_engine::lines::{self, Bounds, Goal, LinesMoves, LinesProblem, Solution};
use sureline_engine::pieces::{Moves, TieBreak};
use sureline_engine::survival::Well;

use crate::memory::Budget;
use crate::solve_args::{GameArg, MovesArg, SolveArgs};
use crate::stdout::{finished, print};

/// `sureline solve`: the lines game here, the other games where they are solved; the lines
/// game's options are refused in the others.
pub fn dispatch(args: SolveArgs) -> Result<u8> {
    if args.game == Some(GameArg::Lines) {
        return solve(args);
    }
    let given = [
        (args.lines.is_some(), "--lines"),
        (args.at_once.is_some(), "--at-once"),
        (args.max_pieces.is_some(), "--max-pieces"),
    ];
    match given.iter().find(|(present, _)| *present) {
        Some((_, option)) => Err(Conflict::LinesOption(option).into()),
        None => crate::solve::solve(args),
    }
}

/// The other games' options, refused in the lines game.
fn not_in_lines(args: &SolveArgs) -> Result<()> {
    let given = [
        (args.rows.is_some(), "--rows"),
        (args.optimal, "--optimal"),
        // [lines.slide] [lines.srs] Drops, slides or srs; grid-2022 is not a lines game.
        (
            !matches!(
                args.moves,
                MovesArg::Drop(Moves::All) | MovesArg::Slide | MovesArg::Srs
            ),
            "--moves",
        ),
        (args.tie_break != TieBreak::Canonical, "--tie-break"),
        (args.checkpoint.is_some(), "--checkpoint"),
        (args.start.is_some(), "--start"),
        (args.sequence.is_some(), "--sequence"),
        (args.preview.is_some(), "--preview"),
        (args.floor.is_some(), "--floor"),
        (args.json, "--json"),
    ];
    match given.iter().find(|(present, _)| *present) {
        Some((_, option)) => Err(Conflict::NotLines(option).into()),
        None => Ok(()),
    }
}

/// The problem the arguments name.
pub fn problem_of(args: &SolveArgs) -> Result<LinesProblem> {
    let goal = match (args.lines, args.at_once) {
        (Some(k), None) => Goal::Lines(k),
        (None, Some(k)) => Goal::AtOnce(k),
        _ => {
            return Err(Error::MissingOption {
                option: "--lines K or --at-once K",
                why: "the lines game's goal",
            })
        }
    };
    let height = args
        .height
        .expect("clap's size group: --rows was refused above");
    let well = Well::rectangular(args.width, height).map_err(|e| Error::OptionValue {
        option: "--height",
        value: height.to_string(),
        expected: e.to_string(),
    })?;
    let moves = match args.moves {
        MovesArg::Slide => LinesMoves::Slide,
        MovesArg::Srs => LinesMoves::Srs,
        MovesArg::Drop(_) => LinesMoves::Drop,
    };
    let problem = LinesProblem {
        well,
        pieces: args.pieces,
        goal,
        moves,
    };
    // The slide search packs a board into 128 bits (srs: 4 columns or more): refused before any work.
    problem.move_set().map_err(|why| Error::OptionValue {
        option: "--moves",
        value: moves.word().unwrap_or("drop").into(),
        expected: why,
    })?;
    Ok(problem)
}

/// The most positions a solve may keep within `memory` bytes: a position takes its board twice
/// (the list and the index), its slots' starts and its placements' outcomes.
pub fn max_positions(problem: &LinesProblem, memory: u64) -> usize {
    let placements: usize = problem
        .pieces
        .iter()
        .map(|p| {
            sureline_engine::pieces::placements(problem.well.width(), p, TieBreak::Canonical).len()
        })
        .sum();
    let per_position = 200 + 4 * (placements + problem.pieces.len());
    (memory as f64 * memory::DEFAULT_SHARE) as usize / per_position
}

use crate::memory;

/// Which certificates a solve writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// The winner's: the player's optimal strategy and its lower bound, or the adversary's for ever.
    Winner,
    /// The player's within N pieces.
    Player(u32),
    /// The adversary's for the first D pieces.
    NoWinWithin(u32),
}

pub fn solve(args: SolveArgs) -> Result<u8> {
    not_in_lines(&args)?;
    let problem = problem_of(&args)?;
    let asked = match (args.max_pieces, args.no_win_within) {
        // clap refuses --max-pieces with --no-win-within.
        (Some(n), _) => Asked::Player(n),
        (None, Some(d)) => Asked::NoWinWithin(u32::from(d)),
        (None, None) => Asked::Winner,
    };
    let existing = if args.force {
        Existing::Replace
    } else {
        Existing::Keep
    };
    let output = args.output.clone();
    // The outputs are claimed before the work: each candidate name is checked now.
    let dir = PathBuf::from(".");
    let main_path = |side: Side| match &output {
        Some(Destination::File(path)) => Some(path.clone()),
        Some(Destination::Stdout) => None,
        None => Some(dir.join(default_name(&problem, side))),
    };
    let candidates: Vec<Side> = match asked {
        Asked::Winner => vec![
            Side::Player { max_pieces: 0 },
            Side::Adversary { within: None },
        ],
        Asked::Player(n) => vec![Side::Player { max_pieces: n }],
        Asked::NoWinWithin(d) => vec![Side::Adversary { within: Some(d) }],
    };
    for side in &candidates {
        if let Some(path) = main_path(*side) {
            check_target(&path, existing)?;
        }
    }
    let memory = Budget::or_default(args.memory);
    let bounds = Bounds {
        max_positions: max_positions(&problem, memory.bytes),
        deadline: None,
    };
    if !args.quiet {
        eprintln!("solving {} ...", describe(&problem));
    }
    let solution =
        lines::solve(&problem, &bounds).map_err(|u| Error::LinesUndecided(u.to_string()))?;
    let certificates = certificates(&solution, asked)?;
    let mut out = String::new();
    for (i, (side, text)) in certificates.into_iter().enumerate() {
        let written = match (i, main_path(side)) {
            (0, None) => {
                let verdict = sureline_certify::pipeline::verify_produced(
                    &text,
                    &sureline_certify::lines::lines_claim(&problem, side),
                    args.limits,
                )?;
                eprintln!("{verdict}");
                return finished(print(&text));
            }
            (0, Some(path)) => {
                verify_and_write(&problem, side, &text, (&path, existing, args.limits))?
            }
            (_, main) => {
                // The lower bound goes beside the main certificate, under its default name.
                let beside = main
                    .as_deref()
                    .and_then(Path::parent)
                    .map_or(dir.clone(), Path::to_path_buf)
                    .join(default_name(&problem, side));
                verify_and_write(&problem, side, &text, (&beside, existing, args.limits))?
            }
        };
        out.push_str(&format!("{}\n", written.verdict));
        out.push_str(&format!(
            "c {} ({} bytes)\n",
            written.path.display(),
            written.bytes
        ));
    }
    out.push_str(&format!(
        "c {}: {} ({} positions, {} placements explored)\n",
        describe(&problem),
        match solution.optimum {
            Some(o) => format!(
                "the player reaches the goal within {o} pieces, and not within {}",
                o - 1
            ),
            None => "the adversary keeps the player from the goal for ever".into(),
        },
        solution.positions,
        solution.edges
    ));
    finished(print(&out))
}

/// `lines(6, 4, at-once 2, IOTSZJL)`, with `, slide` for slides.
pub fn describe(problem: &LinesProblem) -> String {
    let slide = problem
        .moves
        .word()
        .map_or(String::new(), |w| format!(", {w}"));
    format!(
        "lines({}, {}, {} {}, {}{slide})",
        problem.well.width(),
        problem.well.height(),
        problem.goal.word(),
        problem.goal.k(),
        problem.pieces
    )
}

/// The certificates a solve writes, in order (the main one first), each with its side; or the
/// refusal when the side asked does not win.
pub fn certificates(solution: &Solution, asked: Asked) -> Result<Vec<(Side, String)>> {
    let name = describe(&solution.problem);
    let optimum = solution.optimum;
    let player = |s: &Solution| {
        let strategy = s.strategy().expect("the player wins");
        let side = Side::Player {
            max_pieces: strategy.max_pieces,
        };
        (side, player_text(&strategy))
    };
    let adversary = |within: Option<u32>| {
        let policy = solution.policy(within).expect("the adversary holds");
        (Side::Adversary { within }, adversary_text(&policy))
    };
    match (asked, optimum) {
        (Asked::Winner, Some(o)) if o > 1 => Ok(vec![player(solution), adversary(Some(o - 1))]),
        (Asked::Winner, Some(_)) => Ok(vec![player(solution)]),
        (Asked::Winner, None) => Ok(vec![adversary(None)]),
        (Asked::Player(n), Some(o)) if o <= n => Ok(vec![player(solution)]),
        (Asked::Player(n), _) => Err(Error::LinesClaim(format!(
            "{name}: the player does not reach the goal within {n} pieces ({})",
            optimum.map_or("the adversary stops it for ever".into(), |o| format!(
                "the optimum is {o}"
            ))
        ))),
        (Asked::NoWinWithin(d), Some(o)) if o <= d => Err(Error::LinesClaim(format!(
            "{name}: the player reaches the goal within {o} pieces, so not within {d} is false"
        ))),
        (Asked::NoWinWithin(d), _) => Ok(vec![adversary(Some(d))]),
    }
}
