//! The tools on lines certificates of sliding pieces (spec/lines.md [lines.slide], [lines.srs]):
//! `stats`, `play`, `worst`, `render` and `web` replay both claim kinds, each move named with
//! its row (`O0@0:0`), a person's moves judged by the checker's slide rules (a hard drop's name
//! or a row the piece cannot reach is refused with the moves allowed).

use std::path::Path;

use sureline_e2e::{assert_clean_failure, scratch, solve, typed, words, Run};

/// `sureline ARGS` in `dir` with `stdin` typed in (and no colour).
fn tool(dir: &Path, args: &[&str], stdin: &str) -> Run {
    typed(Path::new(env!("CARGO_BIN_EXE_sureline")), args, dir, stdin)
}

/// `sureline ARGS` that must succeed; its standard output.
fn ok(dir: &Path, args: &[&str]) -> String {
    let run = tool(dir, args, "");
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout
}

/// The README's example: two squares slid to row 0 side by side, a double.
#[test]
fn a_slide_strategy_is_replayed_by_every_tool() {
    let dir = scratch("lines-slide-tools-player");
    for moves in ["slide", "srs"] {
        let line = format!(
            "--game lines --width 4 --height 3 --at-once 2 --pieces O --moves {moves} -o o-{moves}.cert"
        );
        let out = solve(&dir, &words(&line));
        assert_eq!(out.code, 0, "{}", out.stderr);
        let cert = format!("o-{moves}.cert");
        let stats = ok(&dir, &["stats", &cert]);
        assert!(
            stats.contains(&format!(
                "goal             2 rows at once\nmoves            {moves}\nmax pieces       2\n"
            )),
            "{stats}"
        );
        let json = ok(&dir, &["stats", "--json", &cert]);
        assert!(json.contains(&format!("\"moves\": \"{moves}\"")), "{json}");
        let game = ok(&dir, &["play", &cert, "--sequence", "OO"]);
        assert!(
            game.contains("piece 1: O -> O0@0:0; cleared at once: 0, goal 2\n"),
            "{game}"
        );
        assert!(game.contains("piece 2: O -> O0@2:0, clears 2 rows; cleared at once: 2, goal 2\n"));
        assert!(game.ends_with(
            "after 2 pieces: the player reaches the goal (2 rows at once): the player wins\n"
        ));
        let worst = ok(&dir, &["worst", &cert]);
        assert!(worst.starts_with("sequence OO\n"), "{worst}");
        let svg = ok(&dir, &["render", &cert, "-o", "o.svg"]);
        assert!(svg.starts_with("sequence OO\nwrote o.svg"), "{svg}");
        let drawn = std::fs::read_to_string(dir.join("o.svg")).unwrap();
        assert!(
            drawn.contains(">O O0@2:0 clears 2 rows<"),
            "the caption names the row"
        );
        std::fs::remove_file(dir.join("o.svg")).unwrap();
    }
    // The strategy lasts 2 pieces: a third piece is refused, whole.
    let run = tool(&dir, &["play", "o-slide.cert", "--sequence", "OOO"], "");
    assert_clean_failure(&run, 1, "sequence position 3");
}

/// The adversary's policy for ever against doubles in a well of 4 rows: I pieces stood in the
/// columns; the person's moves are the checker's slides, with rows.
#[test]
fn a_slide_policy_is_played_with_rows_judged_by_the_checker() {
    let dir = scratch("lines-slide-tools-adversary");
    for moves in ["slide", "srs"] {
        let line = format!(
            "--game lines --width 4 --height 4 --at-once 2 --moves {moves} -o {moves}.cert"
        );
        let out = solve(&dir, &words(&line));
        assert_eq!(out.code, 0, "{}", out.stderr);
        let cert = format!("{moves}.cert");
        let json = ok(&dir, &["stats", "--json", &cert]);
        for field in [
            format!("\"moves\": \"{moves}\""),
            "\"within\": \"forever\"".into(),
            "\"depth\": 3".into(),
            "\"nodes\": 15".into(),
        ] {
            assert!(json.contains(&field), "{field}: {json}");
        }
        let worst = ok(&dir, &["worst", &cert]);
        assert!(worst.starts_with("moves I1@1:0,I1@2:0,I1@3:0\n"), "{worst}");
        assert!(worst.ends_with("game not over after 3 pieces (the adversary gives O)\n"));
        // Two I standing in columns 1 and 2: an I lying flat can only lock on top, at row 4,
        // and the one standing in column 1 or 2 likewise (it tops out).
        let placed = tool(&dir, &["play", &cert], "I1@1:0\nI1@2:0\nq\n");
        assert!(
            placed
                .stdout
                .contains("placements: 1:I0@0:4 2:I1@0:0 3:I1@1:4 4:I1@2:4 5:I1@3:0\n"),
            "{}",
            placed.stdout
        );
        // A hard drop's name is not a slide; nor is a row the piece does not rest at.
        for (wrong, position) in [("I1@1", 1), ("I1@1:0,I1@2:1", 2)] {
            let run = tool(&dir, &["play", &cert, "--moves", wrong], "");
            assert_clean_failure(&run, 1, &format!("moves position {position}: "));
            assert!(run
                .stderr
                .contains("is not a placement of I the game allows here"));
        }
        let run = tool(&dir, &["play", &cert], "I1@1:0 I0@0:1\nq\n");
        assert!(
            run.stdout.contains(
                "not played: 'I0@0:1' at position 8 is not a placement of I the game allows here (allowed: I0@0:4 I1@0:0 I1@1:4 I1@2:0 I1@3:0)"
            ),
            "{}",
            run.stdout
        );
        // The last I of the worst game, numbered, then a piece that tops out.
        let game = ok(&dir, &["play", &cert, "--moves", "I1@1:0,I1@2:0,5,O0@0:4"]);
        assert!(
            game.contains("piece 4: O -> O0@0:4, tops out; cleared at once: 0, goal 2\n"),
            "{game}"
        );
        assert!(game.ends_with("after 4 pieces: the player topped out; the adversary wins\n"));
        let wrote = ok(&dir, &["render", &cert, "-o", "a.svg"]);
        assert!(
            wrote.starts_with("moves I1@1:0,I1@2:0,I1@3:0\nwrote a.svg"),
            "{wrote}"
        );
        std::fs::remove_file(dir.join("a.svg")).unwrap();
    }
}

/// The page of a slide certificate: its facts name the move set, and the game of its W key names
/// each move with its row.
#[test]
fn the_page_of_a_slide_certificate_carries_its_moves() {
    let dir = scratch("lines-slide-web");
    let out = solve(
        &dir,
        &words("--game lines --width 4 --height 4 --at-once 2 --moves slide -o a.cert"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let out = solve(
        &dir,
        &words("--game lines --width 4 --height 3 --at-once 2 --pieces O --moves srs -o p.cert"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    for (cert, page, facts) in [
        (
            "a.cert",
            "a.html",
            ["\"worst\":\"I1@1:0,I1@2:0,I1@3:0\"", "\"moves\":\"slide\""],
        ),
        (
            "p.cert",
            "p.html",
            ["\"worst\":\"OO\"", "\"moves\":\"srs\""],
        ),
    ] {
        let wrote = ok(&dir, &["web", cert, "-o", page]);
        assert!(wrote.starts_with(&format!("wrote {page}")), "{wrote}");
        let html = std::fs::read_to_string(dir.join(page)).unwrap();
        for fact in facts {
            assert!(html.contains(fact), "{page}: {fact}");
        }
        assert!(html.contains("\"lines\":true"));
    }
}
