//! The `sureline` binary's tool commands as a person runs them: exact output lines, exit codes
//! and the files written.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn sureline(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sureline"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().unwrap(),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

fn full_cert() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata/w4r4-full.cert")
        .display()
        .to_string()
}

use sureline_e2e::scratch;

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
