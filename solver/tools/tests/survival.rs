//! The tools on survival certificates of small wells, made here by the engine and written by
//! certify: the figures of `stats`, the games of `play` (the strategy's cycles, the policy's
//! top-out within D), the pictures of `render`, and the tools that refuse them.

use std::path::{Path, PathBuf};

use sureline_certify::error::Error;
use sureline_certify::load::{load_any, LoadedAny, LoadedSurvival};
use sureline_certify::survival::{adversary_text, player_text};
use sureline_certify::survival_read::SurvivalCertificate;
use sureline_e2e::scratch;
use sureline_engine::pieces::PieceSet;
use sureline_engine::survival::{
    solve, Budget, Outcome, Preview, Supply, SurvivalPolicy, SurvivalProblem, Well,
};
use sureline_tools::play::{run_play, PlayOptions};
use sureline_tools::stats::{run_stats, AnyStats, StatsOptions};
use sureline_tools::survival::game::{replay_moves, PolicyGame};
use sureline_tools::survival::stats::SurvivalStats;
use sureline_tools::terminal::ColorChoice;
use sureline_tools::worst::{worst, WorstOptions};

fn problem(width: u8, height: u8, floor: &str, pieces: &str, preview: bool) -> SurvivalProblem {
    let floor = sureline_engine::survival::parse_floor(floor).unwrap();
    let supply = match pieces.strip_prefix("sequence ") {
        Some(s) => Supply::Sequence(s.parse().unwrap()),
        None => Supply::Set {
            pieces: pieces.parse::<PieceSet>().unwrap(),
            preview: [Preview::Without, Preview::Next][usize::from(preview)],
        },
    };
    SurvivalProblem {
        well: Well::new(width, height, &floor).unwrap(),
        supply,
    }
}

/// Solves `problem` and writes the winner's certificate in `dir`.
fn certificate(dir: &Path, problem: &SurvivalProblem) -> PathBuf {
    let budget = Budget { bytes: 1 << 28 };
    let solution = solve(problem, &budget, &mut |_| {}).unwrap();
    let text = match &solution.outcome {
        Outcome::Survives(strategy) => player_text(strategy),
        Outcome::Falls(policy) => adversary_text(policy),
    };
    let path = dir.join(format!(
        "{}-{}.cert",
        problem.size_name(),
        problem.pieces_name()
    ));
    std::fs::write(&path, text).unwrap();
    path
}

fn loaded(path: &Path) -> LoadedSurvival {
    match load_any(path) {
        Ok(LoadedAny::Survival(loaded)) => loaded,
        _ => panic!("{} is not a survival certificate", path.display()),
    }
}

fn stats(path: &Path) -> (SurvivalStats, String) {
    let mut out = Vec::new();
    let options = StatsOptions {
        cert: path.to_path_buf(),
        json: false,
    };
    match run_stats(&options, &mut out).unwrap() {
        AnyStats::Survival(stats) => (stats, String::from_utf8(out).unwrap()),
        _ => panic!("not survival figures"),
    }
}

fn play(path: &Path, sequence: Option<&str>, moves: Option<&str>, input: &str) -> String {
    let options = PlayOptions {
        cert: path.to_path_buf(),
        sequence: sequence.map(str::to_string),
        moves: moves.map(str::to_string),
        color: ColorChoice::Never,
    };
    let mut out = Vec::new();
    run_play(&options, &mut input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// (nodes, positions by height, strategy height, (lead, period)) of a player certificate.
fn player_figures(path: &Path) -> (usize, Vec<u64>, u8, (usize, usize)) {
    let SurvivalStats::Player(s) = stats(path).0 else {
        panic!("not a player certificate")
    };
    let cycle = (s.first_cycle.lead, s.first_cycle.period);
    (s.nodes, s.positions_by_height, s.strategy_height, cycle)
}

#[test]
fn stats_of_player_strategies() {
    let dir = scratch("survival-stats");
    // 4x2 O: a square left, a square right, two rows clear, back to the empty board.
    let o = certificate(&dir, &problem(4, 2, "0000", "O", false));
    assert_eq!(player_figures(&o), (2, vec![1, 0, 1], 2, (0, 2)));
    // 4x3 IO with preview: an I clears its row at once; the empty board with I comes back.
    let io = certificate(&dir, &problem(4, 3, "0000", "IO", true));
    assert_eq!(player_figures(&io), (4, vec![2, 0, 2, 0], 2, (0, 1)));
    // S and Z in turn in a 4-wide well 4 high: three pieces to set up, then a cycle of two.
    let sz = certificate(&dir, &problem(4, 4, "0000", "sequence SZ", false));
    assert_eq!(player_figures(&sz), (5, vec![1, 0, 1, 0, 3], 4, (3, 2)));
    // A step in the floor: column 1 is one cell higher; its cells never fall into row 0.
    let step = certificate(&dir, &problem(4, 3, "0100", "O", false));
    assert_eq!(player_figures(&step), (4, vec![1, 0, 2, 1], 3, (2, 2)));
    let table = stats(&step).1;
    assert!(table.contains("game             survival 4x3 on the floor 0100, adversary O\n"));
    assert!(
        table.contains("first cycle      lead 2, period 2\n"),
        "{table}"
    );
}

#[test]
fn stats_of_an_adversary_policy_count_every_game() {
    let dir = scratch("survival-policy");
    let path = certificate(&dir, &problem(4, 2, "0000", "SZ", false));
    let SurvivalStats::Adversary(s) = stats(&path).0 else {
        panic!("the adversary wins 4x2 with S and Z")
    };
    assert_eq!(s.within, 3);
    let by_length: Vec<(u32, u128)> = s
        .games_by_length
        .iter()
        .map(|g| (g.length, g.games))
        .collect();
    let SurvivalCertificate::Adversary(policy) = &loaded(&path).certificate else {
        panic!("an adversary certificate")
    };
    assert_eq!(by_length, every_game(policy));
    assert_eq!(by_length.last().map(|g| g.0), Some(3));
    let json = serde_json::to_value(&s).unwrap();
    assert_eq!(json["claim"], "adversary-ends-the-game");
    assert_eq!(json["within"], 3);
}

/// Every game against the policy, played placement by placement with the engine's well: the
/// number ending at each length. Each must end in a top-out within D.
fn every_game(policy: &SurvivalPolicy) -> Vec<(u32, u128)> {
    let mut ends = vec![0u128; policy.within as usize + 1];
    let mut stack = vec![PolicyGame::new(policy)];
    while let Some(game) = stack.pop() {
        let Some((_, allowed)) = game.turn() else {
            let pieces = game.plies().len();
            assert!(pieces <= policy.within as usize, "a game longer than D");
            assert!(game.plies().last().unwrap().turn.after.is_none());
            ends[pieces] += 1;
            continue;
        };
        for placement in allowed {
            let mut next = game.clone();
            next.place(placement).unwrap();
            stack.push(next);
        }
    }
    (1..ends.len())
        .filter(|&l| ends[l] > 0)
        .map(|l| (l as u32, ends[l]))
        .collect()
}

#[test]
fn play_moves_ends_in_a_top_out_within_d() {
    let dir = scratch("survival-moves");
    let path = certificate(&dir, &problem(4, 2, "0000", "SZ", false));
    let out = play(&path, None, Some("S0@1,S0@0,S0@0"), "");
    assert!(
        out.starts_with(
            "survival 4x2, adversary SZ: the adversary's policy, every game ends within 3 pieces\n"
        ),
        "{out}"
    );
    assert!(out.contains("piece 2: S -> S0@0, clears 1 row\n"), "{out}");
    assert!(out.contains("piece 3: S -> S0@0, tops out\n"), "{out}");
    assert!(
        out.ends_with("the player topped out at piece 3 (the policy ends every game within 3)\n"),
        "{out}"
    );
    // A move after the top-out is refused, naming its place in the list.
    let SurvivalCertificate::Adversary(policy) = &loaded(&path).certificate else {
        panic!("an adversary certificate")
    };
    let late = replay_moves(policy, "S0@1,S0@0,S0@0,1").err().unwrap();
    assert!(
        matches!(late, Error::Unplayable { position: 4, .. }),
        "{late}"
    );
}

#[test]
fn play_sequence_names_the_cycle_and_cuts_long_games() {
    let dir = scratch("survival-sequence");
    let path = certificate(&dir, &problem(4, 2, "0000", "O", false));
    let out = play(&path, Some(&"O".repeat(200)), None, "");
    assert!(out.contains("piece 2: O -> O0@2, clears 2 rows\n"), "{out}");
    assert!(out.contains("back to position 0 after 2 pieces: the strategy goes round a cycle\n"));
    assert!(out.contains("... 160 more pieces, boards not shown\n"));
    assert!(
        out.ends_with("200 pieces, 200 rows cleared, highest stack 2 of 2; the player survives\n"),
        "{out}"
    );
    assert_eq!(
        out.matches("+----+").count(),
        2 * 41,
        "the start and 40 boards"
    );
}

#[test]
fn play_interactively_against_a_strategy_and_a_policy() {
    let dir = scratch("survival-interactive");
    let strategy = certificate(&dir, &problem(4, 3, "0000", "IO", true));
    let out = play(&strategy, None, None, "IO\nT\nOI\nq\n");
    assert!(
        out.contains("first piece I\nthe strategy places I next\n"),
        "{out}"
    );
    assert!(out.contains("piece 1: I -> I0@0, clears 1 row\n"), "{out}");
    assert!(
        out.contains("not played: piece T is not in the adversary set IO\n"),
        "{out}"
    );
    assert!(out.contains("back to position 0 after 3 pieces"), "{out}");
    let policy = certificate(&dir, &problem(4, 2, "0000", "SZ", false));
    let out = play(&policy, None, None, "2\n1 9\n1,1\n1\nq\n");
    assert!(
        out.contains("placements: 1:S0@0 2:S0@1 3:S1@0 4:S1@1 5:S1@2\n"),
        "{out}"
    );
    assert!(
        out.contains("not played: '9' at position 3 names no placement: 9 of 1..5\n"),
        "{out}"
    );
    assert!(out.contains("the player topped out at piece 3"), "{out}");
    assert!(out.contains("comes after the end of the game"), "{out}");
}

/// What a game said of undo and restart, its prompts (`IO> `) aside.
fn undo_and_restart(out: &str) -> Vec<&str> {
    let said = out.lines().map(|l| l.rsplit("> ").next().unwrap_or(l));
    said.filter(|l| ["undo", "nothing to undo", "restart"].contains(l))
        .collect()
}

/// The commands every game of `sureline play` takes (one loop plays all four games): undo,
/// restart, help and quit, in the survival games as in the line games.
#[test]
fn undo_restart_help_and_quit_in_both_survival_games() {
    let dir = scratch("survival-commands");
    let strategy = certificate(&dir, &problem(4, 3, "0000", "IO", false));
    let out = play(
        &strategy,
        None,
        None,
        "u
I
u
u
IOr
?
q
I
",
    );
    let said = undo_and_restart(&out);
    assert_eq!(
        said,
        ["nothing to undo", "undo", "nothing to undo", "restart"],
        "{out}"
    );
    // `?` prints the help again; `q` ends the game, so the last line is never played.
    assert_eq!(out.matches("You are the adversary").count(), 2, "{out}");
    assert_eq!(out.matches("piece 1: I -> ").count(), 2, "{out}");
    let policy = certificate(&dir, &problem(4, 2, "0000", "SZ", false));
    let out = play(
        &policy,
        None,
        None,
        "1
u
u
1 r
h
q
1
",
    );
    let said = undo_and_restart(&out);
    assert_eq!(said, ["undo", "nothing to undo", "restart"], "{out}");
    assert_eq!(out.matches("You are the player").count(), 2, "{out}");
    assert_eq!(out.matches("piece 1: S -> S0@0").count(), 2, "{out}");
}

#[test]
fn the_other_tools_refuse_survival_certificates_with_one_line() {
    let dir = scratch("survival-refused");
    let path = certificate(&dir, &problem(4, 2, "0000", "O", false));
    let options = WorstOptions {
        cert: path.clone(),
        color: ColorChoice::Never,
    };
    let error = worst(&options, &mut Vec::new()).err().unwrap();
    let line = error.to_string();
    assert!(line.ends_with(": a survival certificate: worst reads the line games' certificates only (check, stats, play, render and web read survival certificates)"), "{line}");
    assert!(!line.contains('\n'));
    assert_eq!(error.exit_code(), 2);
    let out = dir.join("legacy.txt");
    let error = sureline_certify::legacy::export_legacy(
        &path,
        &out,
        sureline_certify::files::Existing::Keep,
    );
    assert!(error
        .err()
        .unwrap()
        .to_string()
        .contains("export-legacy reads the line games'"));
    assert!(!out.exists());
    // --moves is for an adversary certificate.
    let options = PlayOptions {
        cert: path,
        sequence: None,
        moves: Some("O0@0".into()),
        color: ColorChoice::Never,
    };
    let error = run_play(&options, &mut "".as_bytes(), &mut Vec::new())
        .err()
        .unwrap();
    assert!(
        error.to_string().contains("is a player certificate"),
        "{error}"
    );
}

#[test]
fn render_draws_a_cycle_as_a_cycle_and_a_policy_to_its_top_out() {
    use sureline_tools::render::{run_render, Drawn, Picture, RenderRequest, Scale};
    let dir = scratch("survival-render");
    let request = |cert: &Path, game: Drawn, name: &str| RenderRequest {
        cert: cert.to_path_buf(),
        game,
        pictures: vec![
            Picture::at(dir.join(format!("{name}.svg"))).unwrap(),
            Picture::at(dir.join(format!("{name}.png"))).unwrap(),
        ],
        start: false,
        columns: std::num::NonZeroUsize::new(6).unwrap(),
        scale: Scale::DEFAULT,
        existing: sureline_certify::files::Existing::Keep,
    };
    let sz = certificate(&dir, &problem(4, 4, "0000", "sequence SZ", false));
    let rendered = run_render(&request(&sz, Drawn::Worst, "sz")).unwrap();
    assert_eq!(rendered.sequence, "SZSZS");
    let svg = std::fs::read_to_string(dir.join("sz.svg")).unwrap();
    assert!(
        svg.contains(">back to position 3 after 2 pieces</text>"),
        "{svg}"
    );
    assert!(svg.contains(">position 5</text>") && !svg.contains(">position 6</text>"));
    let policy = certificate(&dir, &problem(4, 2, "0000", "SZ", false));
    let rendered = run_render(&request(&policy, Drawn::Worst, "sz42")).unwrap();
    assert!(rendered.adversary);
    assert_eq!(
        rendered.sequence.split(',').count(),
        3,
        "the longest game: D pieces"
    );
    let svg = std::fs::read_to_string(dir.join("sz42.svg")).unwrap();
    assert!(svg.contains("tops out</text>"), "{svg}");
    let wrong = run_render(&request(&policy, Drawn::Sequence("SS".into()), "wrong"));
    assert!(wrong
        .err()
        .unwrap()
        .to_string()
        .contains("is an adversary certificate"));
}

#[test]
fn web_makes_a_survival_page_of_either_kind() {
    use sureline_tools::web::{make_page, Side};
    let dir = scratch("survival-web");
    let strategy = certificate(&dir, &problem(4, 3, "0100", "O", false));
    let page = make_page(&strategy).unwrap();
    assert_eq!(page.side, Side::Player);
    assert!(page.html.contains("\"survival\":true"));
    // The W button plays the strategy to its first cycle against the first piece.
    assert!(
        page.html.contains("\"worst\":\"OOOO\""),
        "the first cycle: lead 2, period 2"
    );
    assert!(page.html.contains("class SurvivalPlayerPage"));
    let policy = certificate(&dir, &problem(4, 2, "0000", "SZ", false));
    let page = make_page(&policy).unwrap();
    assert_eq!(page.side, Side::Adversary);
    assert!(page.html.contains("\"within\":3"));
    assert!(
        page.html.contains("\"worst\":\"S0@1,S0@0,S0@0\""),
        "the longest game"
    );
}

#[test]
fn play_colours_the_newest_piece_only_when_asked() {
    let dir = scratch("survival-color");
    let path = certificate(&dir, &problem(4, 2, "0000", "O", false));
    assert!(!play(&path, Some("OO"), None, "").contains('\x1b'));
    let options = PlayOptions {
        cert: path,
        sequence: Some("OO".into()),
        moves: None,
        color: ColorChoice::Always,
    };
    let mut out = Vec::new();
    run_play(&options, &mut "".as_bytes(), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("|\x1b[1;"), "{out}");
    assert!(out.contains("o\x1b[0m"), "{out}");
}

/// Both forms of an adversary certificate (spec/survival.md [surv.adversary]: the compact one
/// the solver writes, the full one of the older files) read into one policy, and the tools
/// say the same of them: with and without preview, and with a sequence.
#[test]
fn the_tools_read_both_forms_of_an_adversary_certificate_alike() {
    use sureline_certify::survival::full_adversary_text;
    let dir = scratch("survival-forms");
    let problems = [
        problem(4, 2, "0000", "SZ", false),
        problem(4, 2, "0000", "SZ", true),
        problem(4, 3, "0000", "SZ", true),
        problem(4, 2, "0000", "sequence SSZ", false),
    ];
    let mut previews = 0;
    for (i, problem) in problems.iter().enumerate() {
        let budget = Budget { bytes: 1 << 28 };
        let Outcome::Falls(policy) = solve(problem, &budget, &mut |_| {}).unwrap().outcome else {
            panic!("{problem:?}: the adversary wins")
        };
        previews += usize::from(matches!(
            problem.supply,
            Supply::Set {
                preview: Preview::Next,
                ..
            }
        ));
        let paths = [adversary_text(&policy), full_adversary_text(&policy)].map(|text| {
            let path = dir.join(format!("{i}-{}.cert", text.len()));
            std::fs::write(&path, text).unwrap();
            path
        });
        let [compact, full] = &paths;
        assert!(std::fs::metadata(compact).unwrap().len() < std::fs::metadata(full).unwrap().len());
        for path in &paths {
            let read = loaded(path).certificate;
            assert_eq!(
                read,
                SurvivalCertificate::Adversary(policy.clone()),
                "{problem:?}"
            );
        }
        let figures = |path: &Path| match stats(path).0 {
            SurvivalStats::Adversary(s) => {
                (s.within, serde_json::to_value(&s.games_by_length).unwrap())
            }
            _ => panic!("adversary figures"),
        };
        assert_eq!(figures(compact), figures(full), "{problem:?}");
        let longest = longest_moves(&policy);
        assert_eq!(
            play(compact, None, Some(&longest), ""),
            play(full, None, Some(&longest), ""),
            "{problem:?}"
        );
    }
    assert_eq!(previews, 2);
}

/// The placements of the longest game against `policy`, as `play --moves` takes them.
fn longest_moves(policy: &SurvivalPolicy) -> String {
    let game = sureline_tools::survival::game::longest_game(policy).unwrap();
    let moves: Vec<String> = game
        .plies()
        .iter()
        .map(|p| p.placement.to_string())
        .collect();
    moves.join(",")
}
