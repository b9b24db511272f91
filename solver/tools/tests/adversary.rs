//! Adversary certificates in the tools: every game against a policy follows it on boards and
//! descriptions and ends as [adv.terminal] says; `--moves` lists and typed lines are refused
//! with their positions; `stats` and `worst` agree with exhaustive enumeration.

#[path = "../../testdata/adversary.rs"]
mod adversary;
#[path = "../../testdata/support.rs"]
mod support;

use adversary::*;
use support::{full_cert, temp_dir, write};
use sureline_certify::error::Error;
use sureline_checker::description::{Description, Game};
use sureline_checker::{parse_policy, Policy, Within, ORIENTATION_NAMES};
use sureline_engine::pieces::{Orientation, Piece, Placement};
use sureline_tools::game::moves::Move;
use sureline_tools::game::policy::{
    describe, replay_moves, worst_game, AdversaryGame, End, PlaceError, Turn,
};
use sureline_tools::play::play_against_policy as play_interactive;
use sureline_tools::play::{run_play, PlayOptions};
use sureline_tools::stats::adversary::compute;
use sureline_tools::stats::{run_stats, AnyStats, StatsOptions};
use sureline_tools::terminal::ColorChoice;
use sureline_tools::worst::{worst, WorstOptions};

fn policy(text: &str) -> Policy {
    sureline_checker::verify(text.as_bytes(), &Default::default()).expect("verified");
    parse_policy(text.as_bytes()).unwrap()
}

/// The certificates the tests play: generated ones of both games, a budget, and the
/// hand-written ones of testdata/adversary.rs.
fn certificates() -> Vec<(&'static str, String)> {
    let generated = |game, width, bound, set, within| {
        adversary_certificate(game, width, bound, set, within).expect("the adversary wins")
    };
    vec![
        ("capped 4x3", capped_4x3()),
        (
            "capped 4x3 within 2",
            generated(Game::Capped, 4, 3, "IOTSZJL", Some(2)),
        ),
        ("well 4x4", generated(Game::Well, 4, 4, "IOTSZJL", None)),
        ("well 5x3 SZ", generated(Game::Well, 5, 3, "SZ", None)),
        ("w3 r1 O", W3_R1_O.to_string()),
        ("w4 r1 S", W4_R1_S.to_string()),
        ("well w3 h2 I", WELL_W3_H2_I.to_string()),
        ("w4 r1 I within 0", W4_R1_I_WITHIN_0.to_string()),
    ]
}

/// The allowed placements of `piece` at `d` by brute force: every orientation of the piece at
/// every column of the widest board, kept when the checker's drop allows it.
fn allowed_by_brute_force(policy: &Policy, d: &Description, piece: Piece) -> Vec<Placement> {
    let mut allowed = Vec::new();
    for o in (0..19).filter(|&o| ORIENTATION_NAMES[o].starts_with(piece.letter())) {
        for column in 0..16 {
            if allowed_drop(&policy.rules, d, o, column).is_some() {
                let orientation = Orientation::from_index(o).unwrap();
                allowed.push(Placement {
                    orientation,
                    column,
                });
            }
        }
    }
    allowed
}

/// Every complete game against the policy (plain tree enumeration through the game API): its
/// placements and how it ended. Checks each position on the way.
fn all_games(policy: &Policy) -> Vec<(Vec<Placement>, End)> {
    fn go(game: &mut AdversaryGame, out: &mut Vec<(Vec<Placement>, End)>) {
        let policy = game.policy();
        let depth = game.steps().len() as u64;
        let d = describe(&game.board(), &policy.rules);
        assert_eq!(
            game.board().completed_rows() & ((1 << policy.rules.bound) - 1),
            0
        );
        match game.turn().unwrap() {
            Turn::Over(end) => {
                match end {
                    End::Budget(k) => assert_eq!(policy.within, Within::Pieces(k)),
                    End::Dead => assert!(d.all_dead(&policy.rules)),
                    End::Parity => {
                        assert!(policy.adversary.contains('O') && d.o_cannot_finish(&policy.rules))
                    }
                    End::Stuck(piece) => {
                        assert!(allowed_by_brute_force(policy, &d, piece).is_empty())
                    }
                }
                if let Within::Pieces(budget) = policy.within {
                    assert!(depth <= budget);
                }
                let placements = game.steps().iter().map(|s| s.placement.placement).collect();
                out.push((placements, end));
            }
            Turn::Give { piece, allowed } => {
                assert_ne!(policy.within, Within::Pieces(depth));
                let placements: Vec<Placement> = allowed.iter().map(|m| m.placement).collect();
                assert_eq!(placements, allowed_by_brute_force(policy, &d, piece));
                assert!(allowed.iter().all(|m| m.row.is_none()));
                let line = policy.keys.binary_search(&d.key(&policy.rules)).unwrap();
                assert_eq!(Piece::ALL[policy.pieces[line] as usize], piece);
                for placement in allowed {
                    let step = *game.place(placement).unwrap();
                    assert_eq!(step.piece, piece);
                    let Some(Drop::Continues(next)) = allowed_drop(
                        &policy.rules,
                        &d,
                        placement.placement.orientation.index(),
                        placement.placement.column,
                    ) else {
                        panic!("{placement} completes a row")
                    };
                    assert_eq!(describe(&step.board, &policy.rules), next);
                    go(game, out);
                    game.undo();
                }
            }
        }
    }
    let mut game = AdversaryGame::new(policy).unwrap();
    let mut out = Vec::new();
    go(&mut game, &mut out);
    out
}

#[test]
fn every_game_follows_the_policy_and_ends_as_the_spec_says() {
    for (name, text) in certificates() {
        let policy = policy(&text);
        let games = all_games(&policy);
        assert!(!games.is_empty(), "{name}");
        // worst: the longest game, the first in canonical placement order among the longest.
        let longest = games.iter().map(|g| g.0.len()).max().unwrap();
        let first = games
            .iter()
            .filter(|g| g.0.len() == longest)
            .min_by(|a, b| a.0.cmp(&b.0));
        let worst = worst_game(&policy).unwrap();
        let moves: Vec<Placement> = worst
            .steps()
            .iter()
            .map(|s| s.placement.placement)
            .collect();
        assert_eq!(Some(&moves), first.map(|g| &g.0), "{name}");
        assert_eq!(worst.end().unwrap(), first.map(|g| g.1), "{name}");
        // stats: the longest game, and every state line given once.
        let stats = compute(&policy, text.as_bytes()).unwrap();
        assert_eq!(stats.longest_game, longest as u64, "{name}");
        assert_eq!(stats.states, policy.keys.len() as u64, "{name}");
        let given: u64 = stats.pieces_given.iter().map(|(_, n)| n).sum();
        assert_eq!(given, stats.states, "{name}");
        let t = stats.terminal;
        assert_eq!(
            stats.reached,
            stats.states + t.budget + t.dead + t.parity,
            "{name}"
        );
        // Each kind of end a game meets is counted by the walk, and conversely.
        for (kind, count) in [
            ("budget", t.budget),
            ("dead", t.dead),
            ("parity", t.parity),
            ("no_placement", t.no_placement),
        ] {
            let met = games.iter().any(|g| g.1.kind() == kind);
            assert_eq!(met, count > 0, "{name}: {kind}");
        }
    }
}

#[test]
fn the_hand_written_certificates_end_where_the_spec_says() {
    let turn = |text: &str| AdversaryGame::new(&policy(text)).unwrap().turn().unwrap();
    assert_eq!(turn(W3_R1_O), Turn::Over(End::Parity));
    assert_eq!(turn(WELL_W3_H2_I), Turn::Over(End::Stuck(Piece::I)));
    assert_eq!(turn(W4_R1_I_WITHIN_0), Turn::Over(End::Budget(0)));
    let s = policy(W4_R1_S);
    let Turn::Give { piece, allowed } = AdversaryGame::new(&s).unwrap().turn().unwrap() else {
        panic!()
    };
    assert_eq!(piece, Piece::S);
    let names: Vec<String> = allowed.iter().map(|p| p.to_string()).collect();
    assert_eq!(names, ["S0@0", "S0@1", "S1@0", "S1@1", "S1@2"]);
    for placement in allowed {
        let mut game = AdversaryGame::new(&s).unwrap();
        game.place(placement).unwrap();
        assert_eq!(game.end().unwrap(), Some(End::Dead), "{placement}");
    }
    // After the end nothing more is placed.
    let mut game = replay_moves(&s, "S1@2").unwrap();
    let placement = Move::parse("S0@0").unwrap();
    assert_eq!(game.place(placement), Err(PlaceError::Over(End::Dead)));
}

#[test]
fn a_moves_list_is_refused_with_the_position_of_the_first_bad_move() {
    let policy = policy(&capped_4x3());
    let fails = |moves: &str| -> String {
        let err = replay_moves(&policy, moves).err().expect("refused");
        assert_eq!(err.exit_code(), 1, "{err}");
        assert!(matches!(err, Error::Unplayable { .. }));
        err.to_string()
    };
    // The root gives T (10 placements), then after T0@0 the adversary gives O.
    let game = replay_moves(&policy, "T0@0, 2").unwrap();
    let names: Vec<String> = game
        .steps()
        .iter()
        .map(|s| s.placement.to_string())
        .collect();
    assert_eq!(names, ["T0@0", "O0@1"]);
    assert_eq!(game.end().unwrap(), Some(End::Parity));
    assert_eq!(replay_moves(&policy, "t0@0,o0@1").unwrap().steps().len(), 2);
    assert_eq!(
        fails("T0@0 I0@0"),
        "moves position 2: I0@0 places I, but the adversary gives O"
    );
    assert_eq!(
        fails("T0@2"),
        "moves position 1: T0@2 is not an allowed placement of T here (allowed: T0@0 T0@1 T1@0 \
         T1@1 T1@2 T2@0 T2@1 T3@0 T3@1 T3@2)"
    );
    assert_eq!(
        fails("11"),
        "moves position 1: 11 is not the number of an allowed placement (1..10)"
    );
    assert_eq!(
        fails("0"),
        "moves position 1: 0 is not the number of an allowed placement (1..10)"
    );
    assert_eq!(
        fails("T0@0,O0@1,O0@0"),
        "moves position 3: O0@0 comes after the end of the game (after 2 pieces: from here the \
         adversary gives O forever; every goal row has a hole or an odd gap, so no O can finish \
         it)"
    );
    assert_eq!(
        fails("T0@0;O0@1"),
        "moves position 1: 'T0@0;O0@1' is not a placement (e.g. T0@3) or the number of an \
         allowed placement"
    );
    assert_eq!(
        fails("T0"),
        "moves position 1: 'T0' is not a placement (e.g. T0@3) or the number of an allowed \
         placement"
    );
}

fn run(
    cert: &std::path::Path,
    sequence: Option<&str>,
    moves: Option<&str>,
) -> Result<String, Error> {
    let args = PlayOptions {
        cert: cert.to_path_buf(),
        sequence: sequence.map(str::to_string),
        moves: moves.map(str::to_string),
        color: ColorChoice::Never,
    };
    let mut out = Vec::new();
    run_play(&args, &mut std::io::empty(), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn play_moves_prints_every_board_and_the_end() {
    let dir = temp_dir("adversary-moves");
    let s = write(&dir, "s.cert", W4_R1_S);
    let expected = "\
adversary certificate: capped game, width 4, goal rows 1, adversary S, moves all, forever, 1 state

start: empty board
     +----+
   2 |....|
   1 |....|
>  0 |....|
     +----+
      0123

piece 1: S -> S1@2
     +----+
   4 |....|
   3 |....|
   2 |..s.|
   1 |..ss|
x  0 |...s|
     +----+
      0123

game over after 1 piece: every goal row has a hole, so no row can ever be completed; the \
adversary wins
";
    assert_eq!(run(&s, None, Some("S1@2")).unwrap(), expected);
    assert_eq!(run(&s, None, Some(" 5 ")).unwrap(), expected);
    // An unfinished game says what comes next.
    let out = run(&s, None, Some("")).unwrap();
    assert!(
        out.ends_with("\ngame not over after 0 pieces (the adversary gives S; allowed: S0@0 S0@1 S1@0 S1@1 S1@2)\n"),
        "{out}"
    );
    // The well is drawn to its top, every row a goal row.
    let well = write(
        &dir,
        "well.cert",
        &adversary_certificate(Game::Well, 4, 2, "SZ", None).unwrap(),
    );
    let out = run(&well, None, Some("1")).unwrap();
    assert!(out.starts_with("adversary certificate: well, width 4, height 2 (every row a goal row), adversary SZ, moves all, forever, 3 states\n"), "{out}");
    assert!(
        out.contains("\npiece 1: S -> S0@0\n     +----+\n>  1 |.ss.|\nx  0 |ss..|\n     +----+\n"),
        "{out}"
    );
    assert!(out.ends_with("game over after 1 piece: the adversary gives S and no placement of it is allowed: the player is stuck; the adversary wins\n"), "{out}");
    // --sequence is for player certificates, --moves for adversary ones.
    let err = run(&s, Some("S"), None).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(
        err.to_string().contains(
            "is an adversary certificate: you play the player, give your placements with --moves"
        ),
        "{err}"
    );
    let err = run(&full_cert(), None, Some("T0@0")).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(
        err.to_string().contains(
            "is a player certificate: you play the adversary, give its pieces with --sequence"
        ),
        "{err}"
    );
    // A certificate that does not verify is refused with the checker's rule.
    let bad = write(&dir, "bad.cert", &W4_R1_S.replace("states 1", "states 2"));
    let err = run(&bad, None, Some("1")).unwrap_err();
    assert_eq!(err.exit_code(), 1);
    assert!(err.to_string().contains("rule=state-count"), "{err}");
}

fn interactive(cert: &str, input: &str) -> String {
    let policy = policy(cert);
    let mut out = Vec::new();
    play_interactive(&policy, &mut input.as_bytes(), &mut out, false).unwrap();
    String::from_utf8(out).unwrap()
}

/// What a session prints when `line` is refused: the opening, the prompt, the error line, the
/// prompt again, and the new line printed at the end of input.
fn refused(cert: &str, error: &str) -> String {
    let opening = interactive(cert, "");
    let prompt_and_end = opening[..opening.len() - 1].to_string();
    let prompt = &prompt_and_end[prompt_and_end.rfind('\n').unwrap() + 1..];
    format!("{prompt_and_end}{error}\n{prompt}\n")
}

#[test]
fn a_mistyped_line_or_a_move_not_allowed_is_not_played_at_all() {
    let cert = capped_4x3();
    let one_line = |line: &str| interactive(&cert, &format!("{line}\n"));
    let opening = interactive(&cert, "");
    assert!(
        opening.ends_with(
            "piece 1: the adversary gives T; allowed: 1 T0@0, 2 T0@1, 3 T1@0, 4 T1@1, 5 T1@2, \
         6 T2@0, 7 T2@1, 8 T3@0, 9 T3@1, 10 T3@2\nT> \n"
        ),
        "{opening}"
    );
    let cases = [
        ("hello", "not played: 'hello' at position 1 is not a placement, a number or a command (? for help)"),
        ("T0@0 x", "not played: 'x' at position 6 is not a placement, a number or a command (? for help)"),
        // `q` does not excuse what follows it.
        ("q T0@0 !", "not played: '!' at position 8 is not a placement, a number or a command (? for help)"),
        ("T0@2", "not played: T0@2 at position 1 is not an allowed placement of T here (allowed: T0@0 T0@1 T1@0 T1@1 T1@2 T2@0 T2@1 T3@0 T3@1 T3@2)"),
        ("T0@0,I0@0", "not played: I0@0 at position 6 places I, but the adversary gives O"),
        ("11", "not played: 11 at position 1 is not the number of an allowed placement (1..10)"),
        ("1 2 3", "not played: 3 at position 5 comes after the end of the game (u undo, r restart, q quit)"),
    ];
    for (line, error) in cases {
        let out = one_line(line);
        assert_eq!(out, refused(&cert, error), "{line}");
        assert!(!out.contains("piece 1: T ->"), "{line}");
    }
}

#[test]
fn interactive_play_places_undoes_restarts_and_quits() {
    let cert = capped_4x3();
    let out = interactive(&cert, "T0@0\nu\nu\n?\n1, 2 u r\nT0@1 q T0@2\nT0@0\n");
    // Played twice, and named once by the undo.
    assert_eq!(out.matches("piece 1: T -> T0@0\n").count(), 3, "{out}");
    assert!(out.contains("undo piece 1: T -> T0@0\n"), "{out}");
    assert!(out.contains("T> nothing to undo\n"), "{out}");
    assert!(out.contains("undo piece 2: O -> O0@1\n"), "{out}");
    assert!(out.contains("\nrestart\n"), "{out}");
    assert!(
        out.contains("game over after 2 pieces: from here the adversary gives O forever"),
        "{out}"
    );
    assert!(
        out.contains("(u undo, r restart, q quit)\nundo piece 2"),
        "{out}"
    );
    // `q` quits once the placements before it are played; the next line is never read.
    assert!(out.contains("piece 1: T -> T0@1\n"), "{out}");
    assert!(!out.contains("T0@2"), "{out}");
    assert_eq!(out.matches("x  1 |.T..|").count(), 1, "{out}");
    // The help at the start and on `?`.
    assert_eq!(out.matches("u  undo the last piece").count(), 2, "{out}");
    assert!(
        out.ends_with("piece 2: the adversary gives O; allowed: 1 O0@0, 2 O0@1, 3 O0@2\n"),
        "{out}"
    );
    // A game over at the root: the end is said at once.
    let out = interactive(W3_R1_O, "1\n");
    assert!(
        out.contains("game over after 0 pieces: from here the adversary gives O forever"),
        "{out}"
    );
    assert!(out.contains("end> not played: 1 at position 1 comes after the end of the game (u undo, r restart, q quit)\n"), "{out}");
}

#[test]
fn stats_of_an_adversary_certificate() {
    let dir = temp_dir("adversary-stats");
    let s = write(&dir, "s.cert", W4_R1_S);
    let raw = |path: &std::path::Path| -> String {
        let mut out = Vec::new();
        let stats = run_stats(
            &StatsOptions {
                cert: path.to_path_buf(),
                json: true,
            },
            &mut out,
        )
        .unwrap();
        assert!(matches!(stats, AnyStats::Adversary(_)));
        String::from_utf8(out).unwrap()
    };
    let json =
        |path: &std::path::Path| -> serde_json::Value { serde_json::from_str(&raw(path)).unwrap() };
    let value = json(&s);
    let sha256 = sureline_checker::verify(W4_R1_S.as_bytes(), &Default::default()).unwrap();
    let sha256 = sha256.to_string().split(' ').nth(2).unwrap().to_string();
    assert_eq!(
        value,
        serde_json::json!({
            "claim": "adversary-prevents-a-line",
            "game": "capped",
            "width": 4,
            "rows": 1,
            "moves": "all",
            "within": "forever",
            "adversary": "S",
            "states": 1,
            "pieces_given": {"S": 1},
            "reached": 6,
            "depth": 1,
            "terminal": {"budget": 0, "dead": 5, "parity": 0, "no_placement": 0},
            "longest_game": 1,
            "sha256": sha256,
        })
    );
    // A well has `height` in place of `rows`.
    let well = write(&dir, "well.cert", WELL_W3_H2_I);
    let value = json(&well);
    let keys: Vec<&str> = value
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    let mut expected = vec![
        "claim",
        "game",
        "width",
        "height",
        "moves",
        "within",
        "adversary",
        "states",
        "pieces_given",
        "reached",
        "depth",
        "terminal",
        "longest_game",
        "sha256",
    ];
    expected.sort_unstable();
    assert_eq!(sorted, expected);
    assert_eq!(value["terminal"]["no_placement"], 1);
    assert_eq!(value["depth"], 0);
    let budget = write(
        &dir,
        "budget.cert",
        &adversary_certificate(Game::Capped, 4, 3, "IOTSZJL", Some(2)).unwrap(),
    );
    let value = json(&budget);
    assert_eq!(value["within"], 2);
    assert_eq!(value["depth"], 2);
    assert!(value["terminal"]["budget"].as_u64().unwrap() > 0, "{value}");
    assert_eq!(value["longest_game"], 2);
    let all = write(&dir, "all.cert", &capped_4x3());
    // Pieces given come in piece order.
    let text = raw(&all);
    let at: Vec<usize> = "IOTSZJL"
        .chars()
        .map(|p| text.find(&format!("\"{p}\": ")).unwrap())
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{text}");

    let mut table = Vec::new();
    run_stats(
        &StatsOptions {
            cert: s.clone(),
            json: false,
        },
        &mut table,
    )
    .unwrap();
    let table = String::from_utf8(table).unwrap();
    for line in ["claim            adversary-prevents-a-line\n", "\ngame             capped\n", "\nrows             1\n", "\nwithin           forever\n", "\npieces given     S 1\n", "\ndepth            1\n", "\nterminal positions\n  budget         0\n  dead           5\n  parity         0\n  no placement   0\n"] {
        assert!(table.contains(line), "{line:?} in\n{table}");
    }
}

#[test]
fn worst_prints_the_longest_game() {
    let dir = temp_dir("adversary-worst");
    let path = write(&dir, "all.cert", &capped_4x3());
    let mut out = Vec::new();
    let args = WorstOptions {
        cert: path.clone(),
        color: ColorChoice::Never,
    };
    let moves = worst(&args, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    let policy = policy(&capped_4x3());
    let game = worst_game(&policy).unwrap();
    assert_eq!(game.steps().len(), 3);
    let names: Vec<String> = game
        .steps()
        .iter()
        .map(|s| s.placement.to_string())
        .collect();
    assert_eq!(moves, names.join(","));
    assert_eq!(
        out,
        format!("moves {moves}\n{}", run(&path, None, Some(&moves)).unwrap())
    );
}

#[test]
fn what_a_verified_certificate_never_does_is_reported_as_a_bug() {
    // Parsed but not verified: at the root the adversary gives I, and I0@0 completes row 0; or
    // the root has no state line at all.
    let base = "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\nwidth 4\n\
                rows 1\nadversary I\nmoves all\nwithin forever\n";
    let completes = parse_policy(format!("{base}states 1\n0000 . I\nend\n").as_bytes()).unwrap();
    let err = replay_moves(&completes, "I0@0").err().unwrap();
    assert_eq!(err.exit_code(), 1);
    assert_eq!(
        err.to_string(),
        "moves position 1: I0@0 completes row 0, which a verified certificate never allows \
         (a bug in sureline)"
    );
    assert!(compute(&completes, b"").is_err());
    assert!(worst_game(&completes).is_err());
    let missing = parse_policy(format!("{base}states 0\nend\n").as_bytes()).unwrap();
    let err = AdversaryGame::new(&missing).unwrap().turn().unwrap_err();
    assert_eq!(
        err.to_string(),
        "no state line for 0000 . after 0 pieces, which a verified certificate never allows \
         (a bug in sureline)"
    );
    assert!(compute(&missing, b"").is_err());
}
