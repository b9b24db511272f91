//! `sureline solve --moves slide|srs`: the capped game and the well with sliding (and, with srs,
//! rotating) pieces (spec/rules.md [rules.moves.slide], [rules.moves.srs]), solved on concrete boards by the engine's slide search;
//! the certificate (the player's strategy at the optimum, or the adversary's policy) verified by
//! the checker before it is written with its manifest.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::time::Instant;

use sureline_certify::error::{Error, Result};
use sureline_certify::files::{self, Destination};
use sureline_certify::manifest::{self, Provenance, SlideManifest};
use sureline_certify::slide::{adversary_text, moves_word, player_text};
use sureline_checker::{verify, Claim, Game, Moves};
use sureline_engine::pieces::TieBreak;
use sureline_engine::slide::{SlideGame, SlideKind, SlideMoves, SlideSearch};

use crate::memory::{self, Budget};
use crate::progress::ProgressPrinter;
use crate::solve_args::{GameArg, MovesArg, SolveArgs};
use crate::stdout::{finished, print};

/// One certificate a slide solve made: its text, its manifest and where it goes.
struct Made {
    text: String,
    manifest: SlideManifest,
    destination: Destination,
    verdict: String,
}

/// What a slide solve does not take, refused before any work.
fn refuse_options(args: &SolveArgs) -> Result<()> {
    let refused = [
        (args.start.is_some(), "--start"),
        (args.checkpoint.is_some(), "--checkpoint"),
        (args.tie_break != TieBreak::Canonical, "--tie-break"),
        (args.json, "--json"),
    ];
    match refused.iter().find(|(given, _)| *given) {
        Some((_, option)) => Err(Error::OptionValue {
            option,
            value: "(given)".into(),
            expected: "not taken with --moves slide or srs (the slide search has no such option)"
                .into(),
        }),
        None => Ok(()),
    }
}

/// The game the arguments name.
fn game_of(args: &SolveArgs) -> Result<SlideGame> {
    let (kind, bound) = match (args.game, args.rows, args.height) {
        (None | Some(GameArg::Capped), Some(rows), None) => (SlideKind::Capped, rows),
        (None | Some(GameArg::Well), None, Some(height)) => (SlideKind::Well, height),
        _ => {
            return Err(Error::OptionValue {
                option: "--game",
                value: "(with its size)".into(),
                expected: "capped with --rows, or well with --height".into(),
            })
        }
    };
    let moves = match args.moves {
        MovesArg::Srs => SlideMoves::Srs,
        _ => SlideMoves::Slide,
    };
    SlideGame::new(kind, args.width, bound, args.pieces)
        .map(|game| game.with_moves(moves))
        .map_err(|why| Error::OptionValue {
            option: "--width",
            value: args.width.to_string(),
            expected: why,
        })
}

/// `WxK[-well]-slide-WHAT.cert` beside `-o`'s certificate, or in this directory.
fn name(game: &SlideGame, args: &SolveArgs, what: &str, main: bool) -> Destination {
    let well = if game.kind == SlideKind::Well {
        "-well"
    } else {
        ""
    };
    let default = format!(
        "{}x{}{well}-{}-{what}.cert",
        game.width,
        game.bound,
        moves_word(game)
    );
    match (&args.output, main) {
        (Some(given), true) => given.clone(),
        (Some(Destination::File(path)), false) => {
            let stem = path
                .file_stem()
                .map_or("".into(), |s| s.to_string_lossy().to_string());
            let dir = path.parent().unwrap_or(Path::new(""));
            Destination::File(dir.join(format!("{stem}-{what}.cert")))
        }
        _ => Destination::File(PathBuf::from(default)),
    }
}

pub fn solve(args: SolveArgs) -> Result<u8> {
    refuse_options(&args)?;
    let game = game_of(&args)?;
    let existing = args.existing();
    if let Some(Destination::File(path)) = &args.output {
        files::check_target(path, existing)?;
    }
    // The memo is bounded, but the policy keeps every board it reaches: the watchdog stops it at
    // the budget with one line (exit 4) before the machine runs out.
    let budget = Budget::or_default(args.memory).bytes;
    memory::watch(budget);
    let started = Instant::now();
    let printer = RefCell::new(ProgressPrinter::new(args.quiet).with_budget(budget));
    // The memo takes a third of the budget at most (a doubling holds both tables for a moment);
    // the rest is the policy's boards and the certificate.
    let mut search = SlideSearch::new(&game)
        .with_memo_bytes(budget / 3)
        .with_progress(|p| printer.borrow_mut().show(p));
    let mut made = Vec::new();
    let mut summary = Vec::new();
    let by = ["slides", "srs"][usize::from(game.moves == SlideMoves::Srs)];
    if let Some(d) = args.no_win_within {
        if search.decide(d) {
            return Err(Error::Bug(format!(
                "the player wins within {d} pieces with {by}; no adversary certificate"
            )))
            .or_else(|_: Error| {
                print(&format!(
                    "the player wins within {d} pieces: no adversary certificate\n"
                ))?;
                Ok(1)
            });
        }
        let text = adversary_text(&game, &search.policy(Some(d)), Some(d));
        made.push(certificate(
            &game,
            &args,
            text,
            &format!("no-win-within-{d}"),
            true,
        )?);
        summary.push(format!("no strategy wins within {d} pieces with {by}"));
    } else if let Some(d) = search.optimum() {
        let text = player_text(&game, &search.strategy(d));
        made.push(certificate(&game, &args, text, "optimal", true)?);
        summary.push(format!(
            "the player wins within {d} pieces with {by}, and no fewer"
        ));
        if args.optimal && args.output != Some(Destination::Stdout) {
            let text = adversary_text(&game, &search.policy(Some(d - 1)), Some(d - 1));
            let what = format!("no-win-within-{}", d - 1);
            made.push(certificate(&game, &args, text, &what, false)?);
        }
    } else {
        let text = adversary_text(&game, &search.policy(None), None);
        made.push(certificate(&game, &args, text, "adversary", true)?);
        summary.push(format!("the adversary stops every line with {by}"));
    }
    printer.borrow_mut().finish();
    let (seconds, rss) = (started.elapsed().as_secs_f64(), manifest::peak_rss_bytes());
    let mut out = String::new();
    for mut m in made {
        (m.manifest.states_searched, m.manifest.wall_seconds) = (search.states_searched, seconds);
        m.manifest.peak_rss_bytes = rss;
        out += &format!("{}\n", m.verdict);
        match &m.destination {
            Destination::Stdout => print(&m.text)?,
            Destination::File(path) => {
                let json = path.with_extension("cert.json");
                let reservation = files::reserve(&[path.clone(), json.clone()], existing)?;
                let manifest = serde_json::to_string_pretty(&m.manifest)
                    .expect("a manifest serializes")
                    + "\n";
                reservation.write_all(&[m.text.as_bytes(), manifest.as_bytes()])?;
                out += &format!("wrote {} (with {})\n", path.display(), json.display());
            }
        }
    }
    out += &format!(
        "{}\nsearched {} boards in {seconds:.3} s, peak RSS {:.1} MiB\n",
        summary.join("; "),
        search.states_searched,
        rss as f64 / 1048576.0
    );
    if args.output == Some(Destination::Stdout) {
        eprint!("{out}");
        return Ok(0);
    }
    finished(print(&out))
}

/// The certificate `text`, verified by the checker with the claim it states (the capped game's
/// player certificates with `--game capped`), and its manifest.
fn certificate(
    game: &SlideGame,
    args: &SolveArgs,
    text: String,
    what: &str,
    main: bool,
) -> Result<Made> {
    let player = text.starts_with("sureline-certificate v1\nclaim player");
    let capped = game.kind == SlideKind::Capped;
    let claim = Claim {
        moves: Some(match game.moves {
            SlideMoves::Slide => Moves::Slide,
            SlideMoves::Srs => Moves::Srs,
        }),
        game: (player && capped).then_some(Game::Capped),
        ..Claim::default()
    };
    let verdict = verify(text.as_bytes(), &claim).map_err(|failure| Error::Produced {
        failure: Box::new(failure),
    })?;
    let destination = name(game, args, what, main);
    let certificate = match &destination {
        Destination::File(path) => path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into()),
        Destination::Stdout => "-".into(),
    };
    let figures = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key).map(|v| v.trim().to_string()))
    };
    let manifest = SlideManifest {
        certificate,
        claim: if player {
            manifest::PLAYER_CLAIM
        } else {
            manifest::ADVERSARY_CLAIM
        }
        .into(),
        game: if capped { "capped" } else { "well" }.into(),
        width: game.width,
        rows: capped.then_some(game.bound),
        height: (!capped).then_some(game.bound),
        pieces: game.pieces.iter().map(|p| p.letter()).collect(),
        moves: moves_word(game).into(),
        max_pieces: figures("max-pieces ").and_then(|v| v.parse().ok()),
        nodes: figures("nodes ").and_then(|v| v.parse().ok()),
        within: figures("within "),
        states: figures("states ").and_then(|v| v.parse().ok()),
        sha256: verdict.sha256.clone(),
        states_searched: 0,
        wall_seconds: 0.0,
        peak_rss_bytes: 0,
        provenance: Provenance::of_this_run(),
    };
    Ok(Made {
        text,
        manifest,
        destination,
        verdict: verdict.to_string(),
    })
}
