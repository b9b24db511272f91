//! The `sureline` binary's tool commands as a person runs them: exact output lines, exit codes
//! and the files written.

use std::io::Write;
use std::path::{Path, PathBuf};
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

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sureline-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
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
            "sureline: -o {}: the picture format comes from the extension: .svg or .png\n",
            pdf.display()
        )
    );
    assert!(!pdf.exists());
    std::fs::remove_dir_all(&dir).unwrap();
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
    std::fs::remove_dir_all(&dir).unwrap();
}
