//! Shared helpers for the end-to-end tests: where the built binaries are, scratch directories,
//! running a command and capturing what it printed.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A built binary of the workspace (`sureline` or `sureline-check`), next to this test's `deps/`.
/// `cargo test --workspace` builds every binary, since both crates have integration tests.
pub fn bin(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test knows its own path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("tests run from target/<profile>/deps");
    let path = dir.join(name);
    assert!(
        path.exists(),
        "{} is not built: run the tests with `cargo test --workspace`",
        path.display()
    );
    path
}

/// The repository root (for the archived certificates).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ is inside the workspace")
        .to_path_buf()
}

/// A fresh, empty scratch directory for one test under the temporary directory, removed with
/// everything in it when the test ends (the test run leaves the temporary directory as it found
/// it). It reads as the directory's path.
pub struct Scratch(tempfile::TempDir);

impl std::ops::Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

/// A [`Scratch`] directory named after the test (`sureline-test-NAME-XXXXXX`).
pub fn scratch(test: &str) -> Scratch {
    let dir = tempfile::Builder::new()
        .prefix(&format!("sureline-test-{test}-"))
        .tempdir()
        .expect("a scratch directory under the temporary directory");
    Scratch(dir)
}

/// What a command did.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn run(program: &Path, args: &[&str], cwd: &Path) -> Run {
    let Output {
        status,
        stdout,
        stderr,
    } = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("the binary starts");
    Run {
        code: status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
    }
}

/// `program ARGS` in `cwd` as a person runs a tool at a terminal: `stdin` typed in, no colour
/// (`NO_COLOR`); the output must be UTF-8 and the program must exit (not be killed by a signal).
pub fn typed(program: &Path, args: &[&str], cwd: &Path, stdin: &str) -> Run {
    let mut child = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    input.write_all(stdin.as_bytes()).expect("stdin is written");
    drop(input);
    let out = child.wait_with_output().expect("the binary ends");
    Run {
        code: out.status.code().expect("an exit code, not a signal"),
        stdout: String::from_utf8(out.stdout).expect("UTF-8 output"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8 errors"),
    }
}

/// `sureline solve --quiet ARGS` in `dir`.
pub fn solve(dir: &Path, args: &[&str]) -> Run {
    let mut all = vec!["solve", "--quiet"];
    all.extend_from_slice(args);
    run(&bin("sureline"), &all, dir)
}

/// `sureline-check ARGS` (the independent checker's binary) in `dir`.
pub fn check(dir: &Path, args: &[&str]) -> Run {
    run(&bin("sureline-check"), args, dir)
}

/// The first line of stdout, which must be a verdict.
pub fn verdict(out: &Run) -> &str {
    let first = out.stdout.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("s VERIFIED sha256:"),
        "{}{}",
        out.stdout,
        out.stderr
    );
    first
}

/// A command line written as one string: the arguments split at spaces (no argument of these
/// tests contains one).
pub fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// A 10x6 existence solve takes seconds; a refusal must come long before that.
pub const FAST: Duration = Duration::from_secs(2);

pub fn sureline(dir: &Path, args: &[&str]) -> (Run, Duration) {
    let start = Instant::now();
    let out = run(&bin("sureline"), args, dir);
    (out, start.elapsed())
}

pub fn assert_clean_failure(out: &Run, code: i32, needle: &str) {
    assert_eq!(
        out.code, code,
        "stdout: {}\nstderr: {}",
        out.stdout, out.stderr
    );
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "one line: {}", out.stderr);
    assert!(
        out.stderr.contains(needle),
        "expected {needle:?} in {}",
        out.stderr
    );
}

/// Starts `sureline solve ARGS` in `dir`, sends it SIGINT once a stderr line contains `when`,
/// and returns what it did (its stderr whole).
pub fn interrupted(dir: &Path, args: &[&str], when: &str) -> Run {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(bin("sureline"))
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sureline starts");
    let mut stderr = String::new();
    let mut lines = BufReader::new(child.stderr.take().unwrap());
    loop {
        let mut line = String::new();
        if lines.read_line(&mut line).unwrap() == 0 {
            panic!("the solve ended before `{when}`: {stderr}");
        }
        stderr += &line;
        if line.contains(when) {
            break;
        }
    }
    let pid = child.id().to_string();
    let sent = Command::new("kill").args(["-INT", &pid]).status().unwrap();
    assert!(sent.success());
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut lines, &mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: stderr + &rest,
    }
}

pub fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Runs `sureline-check` on every line of a table's `DIR/CLAIMS` (`NAME OPTIONS`) and asserts
/// that each verifies and that `DIR/SHA256SUMS` lists the digest it verified; returns how many
/// lines were checked.
pub fn check_claims(dir: &Path) -> usize {
    let claims = std::fs::read_to_string(dir.join("CLAIMS")).expect("DIR/CLAIMS");
    let sums = std::fs::read_to_string(dir.join("SHA256SUMS")).expect("DIR/SHA256SUMS");
    let mut checked = 0;
    for line in claims.lines().filter(|l| !l.starts_with('#')) {
        let (name, options) = line.split_once(' ').expect("NAME OPTIONS");
        let mut args: Vec<&str> = options.split_whitespace().collect();
        args.push(name);
        let verdict = run(&bin("sureline-check"), &args, dir);
        assert_eq!(verdict.code, 0, "{line}: {}", verdict.stdout);
        let hex = verdict.stdout.split_whitespace().nth(2).unwrap();
        let hex = hex.trim_start_matches("sha256:");
        assert!(
            sums.contains(&format!("{hex}  {name}\n")),
            "{name} in SHA256SUMS"
        );
        checked += 1;
    }
    assert_eq!(
        sums.lines().count(),
        checked,
        "SHA256SUMS lists what CLAIMS does"
    );
    checked
}
