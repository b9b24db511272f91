//! The `sureline` binary's tool commands as a person runs them: exact output lines, exit codes
//! and the files written.

use std::path::Path;

use sureline_e2e::{scratch, typed, Run};

/// `sureline ARGS` in the test's directory with `stdin` typed in (and no colour).
fn sureline(args: &[&str], stdin: &str) -> Run {
    typed(
        Path::new(env!("CARGO_BIN_EXE_sureline")),
        args,
        Path::new("."),
        stdin,
    )
}

fn full_cert() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata/w4r4-full.cert")
        .display()
        .to_string()
}

fn png_size(path: &Path) -> (u32, u32) {
    let png = std::fs::read(path).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let be = |i: usize| u32::from_be_bytes(png[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

#[test]
fn render_writes_the_format_of_the_extension() {
    let dir = scratch("render");
    let png = dir.join("game.png");
    let svg = dir.join("game.svg");
    let run = sureline(
        &[
            "render",
            &full_cert(),
            "-o",
            png.to_str().unwrap(),
            "-o",
            svg.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let (w, h) = png_size(&png);
    assert_eq!(
        run.stdout,
        format!(
            "sequence JOI\nwrote {} ({w}x{h} pixels)\nwrote {} ({}x{})\n",
            png.display(),
            svg.display(),
            w / 2,
            h / 2
        )
    );
    assert!(std::fs::read_to_string(&svg)
        .unwrap()
        .starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));

    // One board per row: three rows (the legend keeps the width of a narrow figure).
    let column = dir.join("column.png");
    let run = sureline(
        &[
            "render",
            &full_cert(),
            "--columns",
            "1",
            "-o",
            column.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let (cw, ch) = png_size(&column);
    assert!(cw <= w && ch > 2 * h, "{cw}x{ch} vs {w}x{h}");

    // Anything but .svg or .png is a usage error, and nothing is written.
    let pdf = dir.join("game.pdf");
    let run = sureline(&["render", &full_cert(), "-o", pdf.to_str().unwrap()], "");
    assert_eq!(run.code, 2);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        format!(
            "sureline: --output {}: the picture format comes from the extension: .svg or .png \
             (sureline render --help)\n",
            pdf.display()
        )
    );
    assert!(!pdf.exists());
}

#[test]
fn play_refuses_a_mistyped_line_whole() {
    let run = sureline(&["play", &full_cert()], "hello\nj\nq\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains(
            "IOTSZJL> not played: 'e' at position 2 is not a piece letter or a command \
             (? for help)\nIOTSZJL> piece 1: J -> J0@0\n"
        ),
        "{}",
        run.stdout
    );
    assert_eq!(run.stdout.matches("piece 1:").count(), 1, "{}", run.stdout);
}

#[test]
fn solve_counts_one_in_the_singular() {
    let dir = scratch("solve-words");
    let cert = dir.join("o.cert");
    let run = sureline(
        &[
            "solve",
            "--quiet",
            "--width",
            "4",
            "--rows",
            "1",
            "--pieces",
            "O",
            "-o",
            cert.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[1],
        "player wins in the capped game: completes a line in the bottom row of a board 4 columns \
         wide within 2 pieces, pieces O (existence mode)"
    );
    assert!(
        lines[2].starts_with(&format!("certificate {}, manifest ", cert.display()))
            && lines[2].ends_with(" (2 nodes, 2 reachable states, 1 sequence)"),
        "{}",
        lines[2]
    );
}

#[path = "../../testdata/adversary.rs"]
mod adversary;

/// An adversary certificate in a scratch directory: all seven pieces against the capped game 4
/// wide with 3 goal rows.
fn adversary_cert(dir: &Path) -> String {
    let path = dir.join("capped-4x3.cert");
    std::fs::write(&path, adversary::capped_4x3()).unwrap();
    path.display().to_string()
}

#[test]
fn the_tools_take_adversary_certificates() {
    let dir = scratch("adversary");
    let cert = adversary_cert(&dir);

    // play: interactive, a mistyped line and a move not allowed refused whole, then a game.
    let run = sureline(&["play", &cert], "T0@0 hello\nT0@2\n1,2\nq\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains(
            "T> not played: 'hello' at position 6 is not a placement, a number or a command \
             (? for help)\nT> not played: T0@2 at position 1 is not an allowed placement of T \
             here (allowed: T0@0 T0@1 T1@0 T1@1 T1@2 T2@0 T2@1 T3@0 T3@1 T3@2)\nT> piece 1: T \
             -> T0@0\n"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("\npiece 2: O -> O0@1\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("game over after 2 pieces: from here the adversary gives O forever"),
        "{}",
        run.stdout
    );

    // play --moves: the transcript; a move not allowed is exit 1 with its position.
    let run = sureline(&["play", &cert, "--moves", "T0@0,O0@1"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.starts_with(
        "adversary certificate: capped game, width 4, goal rows 3, adversary IOTSZJL, moves all, \
         forever, 21 states\n\nstart: empty board\n"
    ));
    let run = sureline(&["play", &cert, "--moves", "T0@0,I0@0"], "");
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "sureline: moves position 2: I0@0 places I, but the adversary gives O\n"
    );
    // --sequence and --moves together are a usage error; so is --sequence here.
    let run = sureline(&["play", &cert, "--moves", "1", "--sequence", "T"], "");
    assert_eq!(run.code, 2);
    let run = sureline(&["play", &cert, "--sequence", "T"], "");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("give your placements with --moves"),
        "{}",
        run.stderr
    );

    // stats --json and the table.
    let run = sureline(&["stats", &cert, "--json"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let value: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(value["claim"], "adversary-prevents-a-line");
    assert_eq!(value["states"], 21);
    assert_eq!(value["longest_game"], 3);
    let run = sureline(&["stats", &cert], "");
    assert!(
        run.stdout.contains("\nterminal positions\n"),
        "{}",
        run.stdout
    );

    // worst: the placements, then their transcript.
    let run = sureline(&["worst", &cert], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let moves = run
        .stdout
        .lines()
        .next()
        .unwrap()
        .strip_prefix("moves ")
        .unwrap();
    assert_eq!(moves.split(',').count(), 3);
    let replayed = sureline(&["play", &cert, "--moves", moves], "");
    assert_eq!(run.stdout, format!("moves {moves}\n{}", replayed.stdout));

    // render --moves.
    let svg = dir.join("game.svg");
    let run = sureline(
        &[
            "render",
            &cert,
            "--moves",
            "T0@0,O0@1",
            "-o",
            svg.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with(&format!("moves T0@0,O0@1\nwrote {} (", svg.display())),
        "{}",
        run.stdout
    );
    assert!(std::fs::read_to_string(&svg)
        .unwrap()
        .contains(">odd gaps: O forever</text>"));
}

#[test]
fn survival_certificates_in_the_tools() {
    let dir = scratch("survival-tools");
    let cert = dir.join("o.cert").display().to_string();
    let solve = [
        "solve", "--game", "survival", "--width", "4", "--height", "2", "--pieces", "O", "-o",
    ];
    let run = sureline(&[&solve[..], &[cert.as_str()]].concat(), "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let run = sureline(&["stats", &cert], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("first cycle      lead 0, period 2\n"),
        "{}",
        run.stdout
    );
    let run = sureline(&["play", &cert, "--sequence", "OOO"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run
        .stdout
        .ends_with("3 pieces, 2 rows cleared, highest stack 2 of 2; the player survives\n"));
    // worst reads the line games only: one line, the exit code of the other conflicts.
    let run = sureline(&["worst", &cert], "");
    assert_eq!(run.code, 2);
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run
        .stderr
        .contains("a survival certificate: worst reads the line games' certificates only"));
}

/// Solves `args` into `dir` and returns the certificate's path.
fn solved(dir: &Path, name: &str, args: &[&str]) -> String {
    let cert = dir.join(name).display().to_string();
    let run = sureline(
        &[&["solve", "--quiet"], args, &["-o", cert.as_str()]].concat(),
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    cert
}

/// A refusal: the exit code, nothing on stdout, one line on stderr holding `says`.
fn refused(run: &Run, code: i32, says: &str) {
    assert_eq!(
        (run.code, run.stdout.as_str()),
        (code, ""),
        "{}",
        run.stderr
    );
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.contains(says), "{}", run.stderr);
}

#[test]
fn slide_certificates_in_the_tools() {
    let dir = scratch("slide-tools");
    let player = solved(
        &dir,
        "s4.cert",
        &["--width", "4", "--rows", "4", "--moves", "slide"],
    );
    let policy = solved(
        &dir,
        "s3.cert",
        &["--width", "4", "--rows", "3", "--moves", "slide"],
    );
    let run = sureline(&["stats", &player], "");
    assert!(
        run.stdout
            .contains("moves            slide\nmax pieces       3\n"),
        "{}",
        run.stdout
    );
    let run = sureline(&["stats", "--json", &policy], "");
    assert!(
        run.stdout.contains("\"moves\": \"slide\""),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("\"states\": 25"), "{}", run.stdout);
    // The strategy's moves name their rows; the game is the checker's slides.
    let run = sureline(&["play", &player, "--sequence", "OS"], "");
    assert!(
        run.stdout.contains("piece 1: O -> O0@0:0\n"),
        "{}",
        run.stdout
    );
    assert!(run
        .stdout
        .ends_with("row 1 completed after 2 pieces: the player wins\n"));
    let run = sureline(&["worst", &policy], "");
    assert!(
        run.stdout.starts_with("moves T0@0:0,O0@0:2,J1@2:1\n"),
        "{}",
        run.stdout
    );
    // A placement without its row is the hard drop; the list names every locked reachable row.
    let run = sureline(&["play", &policy, "--moves", "T0@0,O0@0:2"], "");
    assert!(
        run.stdout.contains("piece 1: T -> T0@0:0\n"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.ends_with(
        "game not over after 2 pieces (the adversary gives J; allowed: J1@2:1 J3@2:1)\n"
    ));
    let run = sureline(&["play", &policy, "--moves", "T0@0,O0@0:1"], "");
    refused(
        &run,
        1,
        "moves position 2: O0@0:1 is not an allowed placement of O here (allowed: O0@0:2 O0@1:2 O0@2:1)",
    );
    let run = sureline(&["play", &policy], "T0@1 O0@1:2\nq\n");
    assert!(
        run.stdout.contains("piece 2: O -> O0@1:2\n"),
        "{}",
        run.stdout
    );
    let svg = dir.join("s3.svg").display().to_string();
    let run = sureline(&["render", &policy, "-o", &svg], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(std::fs::read_to_string(&svg)
        .unwrap()
        .contains(">J1@2:1</text>"));
    let page = dir.join("s3.html").display().to_string();
    let run = sureline(&["web", &policy, "-o", &page], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(std::fs::read_to_string(&page)
        .unwrap()
        .contains("\"moves\":\"slide\""));
    let legacy = dir.join("s4.txt").display().to_string();
    let run = sureline(&["export-legacy", &player, "-o", &legacy], "");
    refused(&run, 2, "the 2022 legacy format holds hard drops only");
}

#[test]
fn srs_certificates_in_the_tools_and_the_page() {
    let dir = scratch("srs-tools");
    let player = solved(
        &dir,
        "r4.cert",
        &["--width", "4", "--rows", "4", "--moves", "srs"],
    );
    let policy = solved(
        &dir,
        "r3.cert",
        &["--width", "4", "--rows", "3", "--moves", "srs"],
    );
    let run = sureline(&["stats", &player], "");
    assert!(
        run.stdout.contains(
            "moves            srs
"
        ),
        "{}",
        run.stdout
    );
    let run = sureline(&["stats", "--json", &policy], "");
    assert!(run.stdout.contains("\"moves\": \"srs\""), "{}", run.stdout);
    // The replay asks the checker's own reachability, turns included.
    let run = sureline(&["play", &policy, "--moves", "T0@0"], "");
    assert!(
        run.stdout.ends_with(
            "game not over after 1 piece (the adversary gives O; allowed: O0@0:2 O0@1:2 O0@2:1)\n"
        ),
        "{}",
        run.stdout
    );
    // The page turns pieces too (its own rules.js; tests/web/srs.test.mjs plays it): both kinds.
    for (cert, name) in [(&policy, "r3.html"), (&player, "r4.html")] {
        let page = dir.join(name).display().to_string();
        let run = sureline(&["web", cert, "-o", &page], "");
        assert_eq!(run.code, 0, "{}", run.stderr);
        let html = std::fs::read_to_string(&page).unwrap();
        assert!(html.contains("\"moves\":\"srs\""), "{name}");
    }
}

#[test]
fn lines_certificates_in_the_tools() {
    let dir = scratch("lines-tools");
    let game = [
        "--game", "lines", "--width", "4", "--height", "4", "--lines", "2",
    ];
    let player = solved(&dir, "io.cert", &[&game[..], &["--pieces", "IO"]].concat());
    let policy = dir.join("lines-4x4-IO-lines-2-no-win-within-2.cert");
    let policy = policy.display().to_string();
    let run = sureline(&["stats", &player], "");
    assert!(run
        .stdout
        .contains("goal             2 rows in all\nmax pieces       3\n"));
    let run = sureline(&["stats", "--json", &policy], "");
    assert!(run
        .stdout
        .contains("\"claim\": \"adversary-stops-the-goal\""));
    assert!(run.stdout.contains("\"within\": \"2\""), "{}", run.stdout);
    // The rows cleared so far beside each board, and the goal.
    let run = sureline(&["play", &player, "--sequence", "OIO"], "");
    assert!(run
        .stdout
        .contains("piece 2: I -> I0@0, clears 1 row; rows cleared: 1, goal 2\n"));
    assert!(run.stdout.ends_with(
        "after 3 pieces: the player reaches the goal (2 rows in all): the player wins\n"
    ));
    let run = sureline(&["worst", &player], "");
    assert!(run.stdout.starts_with("sequence IOI\n"), "{}", run.stdout);
    let run = sureline(&["play", &policy, "--moves", "I1@0,O0@1"], "");
    assert!(run.stdout.ends_with(
        "after 2 pieces: the adversary kept the player from the goal for the 2 pieces of its budget\n"
    ));
    let run = sureline(&["play", &policy, "--moves", "I1@0,O0@1,2"], "");
    refused(&run, 1, "moves position 3: comes after the end of the game");
    let run = sureline(&["play", &policy], "I1@0 2 1\nq\n");
    assert!(run
        .stdout
        .contains("not played: '1' at position 8 comes after the end"));
    let png = dir.join("io.png").display().to_string();
    let run = sureline(&["render", &player, "-o", &png], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        format!("sequence IOI\nwrote {png} (1328x388 pixels)\n")
    );
    let page = dir.join("io.html").display().to_string();
    let run = sureline(&["web", &player, "-o", &page], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(std::fs::read_to_string(&page)
        .unwrap()
        .contains("\"lines\":true"));
    let legacy = dir.join("io.txt").display().to_string();
    let run = sureline(&["export-legacy", &player, "-o", &legacy], "");
    refused(
        &run,
        2,
        "a certificate of the lines game (spec/lines.md): the 2022 legacy format",
    );
}
