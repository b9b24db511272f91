//! The `sureline` command under misuse: every case is one clear line on stderr, a non-zero exit
//! code (or a quiet 0 for a reader that went away), no panic, nothing lost or half-written, and
//! refused before the long work starts.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sureline_e2e::{bin, root, run, scratch, solve, words, Run};

/// A 10x6 existence solve takes seconds; a refusal must come long before that.
const FAST: Duration = Duration::from_secs(2);

fn sureline(dir: &Path, args: &[&str]) -> (Run, Duration) {
    let start = Instant::now();
    let out = run(&bin("sureline"), args, dir);
    (out, start.elapsed())
}

fn assert_clean_failure(out: &Run, code: i32, needle: &str) {
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

const BIG: [&str; 6] = ["solve", "--quiet", "--width", "10", "--rows", "6"];

fn big_with<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = BIG.to_vec();
    args.extend_from_slice(extra);
    args
}

#[test]
fn thread_counts_outside_one_to_256_are_usage_errors() {
    let dir = scratch("threads");
    for threads in ["0", "257", "100000"] {
        let (out, took) = sureline(&dir, &big_with(&["--threads", threads]));
        assert_clean_failure(&out, 2, &format!("--threads {threads}: expected 1..=256"));
        assert!(took < FAST);
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

#[test]
fn memory_budgets_that_cannot_work_are_usage_errors() {
    let dir = scratch("memory");
    for (size, says) in [
        ("1M", "--memory 1M: a solve needs at least 64 MiB"),
        ("1000T", "--memory 1000T: more than this machine's"),
        (
            "lots",
            "--memory lots: expected a size such as 20G, 512M or a number of bytes",
        ),
        ("0", "--memory 0: expected a size of at least one byte"),
    ] {
        let (out, took) = sureline(&dir, &big_with(&["--memory", size]));
        assert_clean_failure(&out, 2, says);
        assert!(took < FAST);
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

#[test]
fn unwritable_outputs_are_refused_before_the_search() {
    let dir = scratch("unwritable");
    let (out, took) = sureline(&dir, &big_with(&["-o", "/nonexistent/x.cert"]));
    assert_clean_failure(
        &out,
        2,
        "/nonexistent/x.cert: cannot write into /nonexistent",
    );
    assert!(took < FAST, "{took:?}");
    // /proc refuses new files even to root, like a read-only directory.
    let (out, took) = sureline(&dir, &big_with(&["-o", "/proc/x.cert"]));
    assert_clean_failure(&out, 2, "cannot create the lock file");
    assert!(took < FAST, "{took:?}");
}

#[test]
fn symlinks_and_devices_are_never_replaced_and_dash_means_standard_output() {
    let dir = scratch("special");
    std::fs::write(dir.join("target"), "keep me").unwrap();
    std::os::unix::fs::symlink(dir.join("target"), dir.join("link.cert")).unwrap();
    let small = [
        "solve", "--quiet", "--width", "4", "--rows", "1", "--pieces", "O",
    ];
    for output in ["link.cert", "/dev/null"] {
        let mut args = small.to_vec();
        args.extend(["-o", output, "--force"]);
        let (out, _) = sureline(&dir, &args);
        assert_clean_failure(&out, 2, "not a regular file");
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("target")).unwrap(),
        "keep me"
    );
    assert!(dir.join("link.cert").is_symlink());

    let mut args = small.to_vec();
    args.extend(["-o", "-"]);
    let (piped, _) = sureline(&dir, &args);
    assert_eq!(piped.code, 0, "{}", piped.stderr);
    let mut args = small.to_vec();
    args.extend(["-o", "o.cert"]);
    let (file, _) = sureline(&dir, &args);
    assert_eq!(file.code, 0, "{}", file.stderr);
    assert_eq!(
        piped.stdout,
        std::fs::read_to_string(dir.join("o.cert")).unwrap()
    );
    assert!(
        piped.stderr.starts_with("s VERIFIED sha256:"),
        "{}",
        piped.stderr
    );
}

#[test]
fn existing_outputs_need_force_and_archived_certificates_are_never_replaced() {
    let dir = scratch("force");
    std::fs::write(dir.join("x.cert"), "mine").unwrap();
    let (out, took) = sureline(&dir, &big_with(&["-o", "x.cert"]));
    assert_clean_failure(
        &out,
        2,
        "x.cert: already exists (pass --force to replace it)",
    );
    assert!(took < FAST);
    assert_eq!(std::fs::read_to_string(dir.join("x.cert")).unwrap(), "mine");
    // The manifest is part of the pair: an existing one is refused too.
    std::fs::remove_file(dir.join("x.cert")).unwrap();
    std::fs::write(dir.join("x.cert.json"), "{}").unwrap();
    let (out, _) = sureline(&dir, &big_with(&["-o", "x.cert"]));
    assert_clean_failure(&out, 2, "x.cert.json: already exists");

    let archive = root().join("certificates");
    let archived = archive.join("10x6-optimal.cert");
    let before = std::fs::read(&archived).unwrap();
    let (out, took) = sureline(
        &dir,
        &big_with(&["-o", archived.to_str().unwrap(), "--force"]),
    );
    assert_clean_failure(&out, 2, "an archived file is never replaced");
    assert!(took < FAST);
    assert_eq!(std::fs::read(&archived).unwrap(), before);

    let small = [
        "solve", "--quiet", "--width", "4", "--rows", "1", "--pieces", "O",
    ];
    let mut args = small.to_vec();
    args.extend(["-o", "x.cert", "--force"]);
    let (out, _) = sureline(&dir, &args);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(std::fs::read_to_string(dir.join("x.cert"))
        .unwrap()
        .starts_with("sureline-certificate v1"));
}

#[test]
fn a_second_solve_of_the_same_output_is_refused_while_the_first_runs() {
    let dir = scratch("lock");
    let mut first = Command::new(bin("sureline"))
        .args(big_with(&["--threads", "1", "-o", "x.cert"]))
        .current_dir(&dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let lock = dir.join(".x.cert.lock");
    let start = Instant::now();
    while !lock.exists() && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(lock.exists(), "the first solve holds its lock");
    let (second, took) = sureline(&dir, &big_with(&["-o", "x.cert", "--force"]));
    first.kill().unwrap();
    first.wait().unwrap();
    assert_clean_failure(
        &second,
        2,
        "another sureline process is writing this file now",
    );
    assert!(took < FAST);
    assert!(!dir.join("x.cert").exists() && !dir.join("x.cert.json").exists());
}

#[test]
fn temporaries_left_by_a_killed_writer_are_removed_by_the_next_write() {
    let dir = scratch("stale");
    let stale = dir.join(".o.cert.sureline-tmp-4194304");
    std::fs::write(&stale, "half a certificate").unwrap();
    let (out, _) = sureline(
        &dir,
        &[
            "solve", "--quiet", "--width", "4", "--rows", "1", "--pieces", "O", "-o", "o.cert",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["o.cert", "o.cert.json"]);
}

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly() {
    let cert = root().join("certificates/10x6-optimal.cert");
    let cert = cert.to_str().unwrap();
    for args in [
        vec!["stats", cert],
        vec!["worst", cert],
        vec!["play", cert, "--sequence", "SZSZ"],
    ] {
        let mut child = Command::new(bin("sureline"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn reproduce_checks_the_archive_list_before_solving() {
    let dir = scratch("reproduce");
    let (out, took) = sureline(&dir, &["reproduce", "--quiet", "--sums", "nope/SHA256SUMS"]);
    assert_clean_failure(
        &out,
        2,
        "cannot find the archive's checksums (nope/SHA256SUMS)",
    );
    assert!(took < FAST);
    std::fs::write(dir.join("SUMS"), "abcd  other.cert\n").unwrap();
    let (out, took) = sureline(&dir, &["reproduce", "--quiet", "--sums", "SUMS"]);
    assert_clean_failure(&out, 3, "SUMS: lists no hash for 10x6-optimal.cert");
    assert!(took < FAST);
    // The 12-column certificate has its own list.
    let (out, took) = sureline(&dir, &words("reproduce --quiet --twelve --sums SUMS"));
    assert_clean_failure(&out, 3, "SUMS: lists no hash for 12x5-adversary.cert");
    assert!(took < FAST);
    let (out, _) = sureline(&dir, &words("reproduce --quiet --twelve --all"));
    assert_clean_failure(
        &out,
        2,
        "sureline: --twelve cannot be used with --all (sureline reproduce --help)",
    );
    assert!(!dir.join("reproduced").exists());
}

#[test]
fn a_non_utf8_argument_is_a_usage_error() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"--w\xffidth");
    for program in ["sureline", "sureline-check"] {
        let mut cmd = Command::new(bin(program));
        if program == "sureline" {
            cmd.arg("solve");
        }
        let out = cmd.arg(bad).arg("x").output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{program}: {stderr}");
        assert!(!stderr.contains("panicked"), "{program}: {stderr}");
    }
}

#[test]
fn the_manifest_records_provenance_outside_the_certificate() {
    let dir = scratch("provenance");
    let (out, _) = sureline(
        &dir,
        &[
            "solve", "--quiet", "--width", "4", "--rows", "1", "--pieces", "O", "-o", "o.cert",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("o.cert.json")).unwrap()).unwrap();
    let p = &manifest["provenance"];
    assert_eq!(p["sureline_version"], env!("CARGO_PKG_VERSION"));
    assert!(p["rustc"].as_str().unwrap().starts_with("rustc "), "{p}");
    assert!(!p["git_commit"].as_str().unwrap().is_empty(), "{p}");
    assert_eq!(p["command_line"][1], "solve");
    assert_eq!(
        p["command_line"].as_array().unwrap().last().unwrap(),
        "o.cert"
    );
    let started = p["started_utc"].as_str().unwrap();
    assert!(started.len() == 20 && started.ends_with('Z'), "{started}");
    let cert = std::fs::read_to_string(dir.join("o.cert")).unwrap();
    assert!(!cert.contains("rustc") && !cert.contains(started));
}

#[test]
fn every_outcome_names_its_game() {
    let dir = scratch("game");
    let (win, _) = sureline(
        &dir,
        &[
            "solve", "--quiet", "--width", "4", "--rows", "1", "--pieces", "O",
        ],
    );
    assert_eq!(win.code, 0, "{}", win.stderr);
    assert!(win.stdout.contains("the capped game"), "{}", win.stdout);
    let (loss, _) = sureline(
        &dir,
        &[
            "solve", "--quiet", "--width", "5", "--rows", "2", "--pieces", "O",
        ],
    );
    assert_eq!(loss.code, 0, "{}", loss.stderr);
    assert!(
        loss.stdout.contains("adversary wins") && loss.stdout.contains("the capped game"),
        "{}",
        loss.stdout
    );
}

#[test]
fn web_refuses_an_existing_page_without_force_and_writes_standard_output_for_dash() {
    let dir = scratch("web");
    let cert = root().join("certificates/examples/w4-r3-IOTSZJL.cert");
    let cert = cert.to_str().unwrap();
    std::fs::write(dir.join("page.html"), "mine").unwrap();
    let (out, _) = sureline(&dir, &["web", cert, "-o", "page.html"]);
    assert_clean_failure(
        &out,
        2,
        "page.html: already exists (pass --force to replace it)",
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("page.html")).unwrap(),
        "mine"
    );
    let (out, _) = sureline(&dir, &["web", cert, "-o", "page.html", "--force"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.starts_with("wrote page.html ("),
        "{}",
        out.stdout
    );
    let written = std::fs::read_to_string(dir.join("page.html")).unwrap();
    let (out, _) = sureline(&dir, &["web", cert, "-o", "-"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(
        out.stdout, written,
        "-o - writes the same page to standard output"
    );
    // A file that does not verify: one line, the checker's exit code, no page.
    std::fs::write(dir.join("bad.cert"), "sureline-certificate v1\n").unwrap();
    let (out, _) = sureline(&dir, &["web", "bad.cert", "-o", "bad.html"]);
    assert_clean_failure(&out, 3, "bad.cert");
    assert!(!dir.join("bad.html").exists());
}

/// The `states_searched` figure of a manifest.
fn states_searched(manifest: &Path) -> u64 {
    let text = std::fs::read_to_string(manifest).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["states_searched"].as_u64().unwrap()
}

#[test]
fn a_resumed_solve_writes_the_same_certificate_with_less_search() {
    let dir = scratch("resume");
    let solve = |extra: &[&str], output: &str| {
        let mut args = vec![
            "solve",
            "--quiet",
            "--width",
            "8",
            "--rows",
            "6",
            "--optimal",
        ];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["-o", output]);
        let (out, _) = sureline(&dir, &args);
        assert_eq!(out.code, 0, "{}", out.stderr);
    };
    solve(&["--checkpoint", "ck"], "first.cert");
    assert!(dir.join("ck.restricted").is_file() && dir.join("ck.free").is_file());
    solve(&["--checkpoint", "ck", "--resume"], "resumed.cert");
    for name in ["first.cert", "first-no-win-within-8.cert"] {
        let resumed = name.replace("first", "resumed");
        assert_eq!(
            std::fs::read(dir.join(name)).unwrap(),
            std::fs::read(dir.join(resumed)).unwrap()
        );
    }
    let (first, resumed) = (
        states_searched(&dir.join("first.cert.json")),
        states_searched(&dir.join("resumed.cert.json")),
    );
    assert!(
        resumed * 10 < first,
        "resumed {resumed} states, first {first}"
    );
}

#[test]
fn a_checkpoint_of_another_problem_or_none_is_refused_before_the_search() {
    let dir = scratch("resume-refused");
    let (made, _) = sureline(
        &dir,
        &words("solve --quiet --width 6 --rows 5 --checkpoint ck -o a.cert"),
    );
    assert_eq!(made.code, 0, "{}", made.stderr);
    let (other, took) = sureline(
        &dir,
        &words("solve --quiet --width 6 --rows 4 --checkpoint ck --resume -o b.cert"),
    );
    let says = "--resume: ck.restricted is a checkpoint of `sureline-checkpoint v1 game=capped width=6 rows=5";
    assert_clean_failure(&other, 2, says);
    assert!(took < FAST);
    assert!(!dir.join("b.cert").exists());
    let (none, _) = sureline(
        &dir,
        &words("solve --quiet --width 6 --rows 5 --checkpoint nothing --resume"),
    );
    assert_clean_failure(
        &none,
        2,
        "--resume: no checkpoint at nothing.restricted or nothing.free",
    );
    let (interval, _) = sureline(
        &dir,
        &words("solve --quiet --width 6 --rows 5 --checkpoint ck --checkpoint-every 5"),
    );
    assert_clean_failure(
        &interval,
        2,
        "--checkpoint-every 5: expected a number and a unit s, m or h",
    );
}

#[test]
fn the_large_limits_change_where_a_certificate_is_checked_not_its_bytes() {
    let dir = scratch("large-limits");
    for (name, limits) in [("standard", ""), ("large", "--limits large")] {
        let args = format!("--width 5 --rows 3 --pieces O -o {name}.cert {limits}");
        let out = solve(&dir, &words(&args));
        assert_eq!(out.code, 0, "{}", out.stderr);
    }
    let read = |name: &str| std::fs::read(dir.join(name)).unwrap();
    assert_eq!(read("standard.cert"), read("large.cert"));
    let manifest = |name: &str| -> serde_json::Value {
        serde_json::from_slice(&read(&format!("{name}.cert.json"))).unwrap()
    };
    // The manifest says which limits the certificate was verified within, and only when large.
    assert_eq!(manifest("large")["checker_limits"], "large");
    assert!(manifest("standard").get("checker_limits").is_none());
    let bad = solve(&dir, &words("--width 5 --rows 3 --limits huge -o x.cert"));
    assert_eq!(bad.code, 2, "{}", bad.stderr);
    assert!(
        bad.stderr.contains("expected standard or large"),
        "{}",
        bad.stderr
    );
    assert!(!dir.join("x.cert").exists());
}

/// Every command that writes a file refuses an existing one without `--force`, before its work,
/// leaving it as it was; with `--force` it replaces it.
#[test]
fn every_writer_refuses_an_existing_file_without_force() {
    let dir = scratch("force");
    let player = root().join("certificates/examples/w4-r3-IOTSZJL.cert");
    let player = player.to_str().unwrap();
    std::fs::write(dir.join("in.legacy"), "0 0 0\n").unwrap();
    for (what, args, name) in [
        ("web", vec!["web", player, "-o", "mine"], "mine"),
        (
            "render",
            vec!["render", player, "-o", "mine.svg"],
            "mine.svg",
        ),
        (
            "export-legacy",
            vec!["export-legacy", player, "-o", "mine"],
            "mine",
        ),
        (
            "import-legacy",
            vec![
                "import-legacy",
                "in.legacy",
                "--width",
                "4",
                "--rows",
                "3",
                "-o",
                "mine",
            ],
            "mine",
        ),
        (
            "solve",
            vec!["solve", "--width", "4", "--rows", "3", "-o", "mine"],
            "mine",
        ),
    ] {
        std::fs::write(dir.join(name), "mine").unwrap();
        let (out, took) = sureline(&dir, &args);
        assert_clean_failure(
            &out,
            2,
            &format!("sureline: {name}: already exists (pass --force to replace it)"),
        );
        assert!(took < FAST, "{what}");
        assert_eq!(
            std::fs::read_to_string(dir.join(name)).unwrap(),
            "mine",
            "{what}"
        );
        if what != "import-legacy" {
            let mut forced = args.clone();
            forced.push("--force");
            let (out, _) = sureline(&dir, &forced);
            assert_eq!(out.code, 0, "{what}: {}", out.stderr);
            assert_ne!(
                std::fs::read_to_string(dir.join(name)).unwrap(),
                "mine",
                "{what}"
            );
        }
    }
}

/// clap's usage errors are one line: the option, the value, what was expected, and where the
/// command's help is.
#[test]
fn usage_errors_are_one_line() {
    let dir = scratch("clap");
    for (args, says) in [
        (
            "solve --width 13 --rows 6",
            "--width 13: expected 2..=12 (sureline solve --help)",
        ),
        (
            "solve --width 10",
            "missing --rows or --height (sureline solve --help)",
        ),
        (
            "solve --widht 10 --rows 6",
            "unknown option --widht (did you mean --width?) (sureline solve --help)",
        ),
        (
            "solve --width 10 --rows 6 --height 7",
            "--rows cannot be used with --height (sureline solve --help)",
        ),
        (
            "solve --width",
            "--width needs a value (sureline solve --help)",
        ),
        (
            "solve --width 10 --rows 6 --pieces OX",
            "--pieces OX: 'X' is not a piece letter (expected some of I O T S Z J L) \
             (sureline solve --help)",
        ),
        (
            "play x.cert --color blue",
            "--color blue: expected auto, always or never (sureline play --help)",
        ),
        (
            "render x.cert -o x.pdf",
            "--output x.pdf: the picture format comes from the extension: .svg or .png \
             (sureline render --help)",
        ),
        (
            "render x.cert -o x.png --scale 9",
            "--scale 9: expected 1..8 (sureline render --help)",
        ),
        (
            "solv",
            "unknown command solv (did you mean solve?) (sureline --help)",
        ),
    ] {
        let (out, took) = sureline(&dir, &words(args));
        assert_eq!(out.code, 2, "{args}: {}", out.stderr);
        assert_eq!(out.stderr, format!("sureline: {says}\n"), "{args}");
        assert!(took < FAST);
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

/// `export-legacy` on an adversary certificate says what the format holds; `import-legacy`
/// says why it needs `--width` and `--rows`, and that it read CRLF line ends.
#[test]
fn the_legacy_commands_say_what_they_need() {
    let dir = scratch("legacy-hints");
    let adversary = root().join("certificates/frontier/4x3-adversary.cert");
    let (out, _) = sureline(
        &dir,
        &["export-legacy", adversary.to_str().unwrap(), "-o", "x"],
    );
    assert_clean_failure(
        &out,
        2,
        "4x3-adversary.cert: an adversary certificate: the 2022 legacy format holds player \
         strategies only (export-legacy is for player certificates)",
    );
    assert!(!dir.join("x").exists());
    let player = root().join("certificates/examples/w4-r3-IOTSZJL.cert");
    let (out, _) = sureline(
        &dir,
        &["export-legacy", player.to_str().unwrap(), "-o", "lf"],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lf = std::fs::read_to_string(dir.join("lf")).unwrap();
    std::fs::write(dir.join("crlf"), lf.replace('\n', "\r\n")).unwrap();
    for missing in ["--width", "--rows"] {
        let mut args = words("import-legacy crlf -o x.cert --width 4 --rows 3");
        let at = args.iter().position(|a| *a == missing).unwrap();
        args.drain(at..at + 2);
        let (out, took) = sureline(&dir, &args);
        assert_clean_failure(
            &out,
            2,
            &format!(
                "sureline: {missing} is needed: a 2022 strategy file does not record its board \
                 (the 2022 strategy of 10 columns and 6 goal rows: --width 10 --rows 6)"
            ),
        );
        assert!(took < FAST);
    }
    let (out, _) = sureline(
        &dir,
        &words("import-legacy crlf -o x.cert --width 4 --rows 3"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(
        out.stderr,
        "sureline: note: crlf has Windows (CRLF) line ends; they were read as LF\n"
    );
    assert_eq!(
        std::fs::read(dir.join("x.cert")).unwrap(),
        std::fs::read(&player).unwrap(),
        "the same certificate as from LF line ends"
    );
}

/// Starts `sureline solve ARGS` in `dir`, sends it SIGINT once a stderr line contains `when`,
/// and returns what it did (its stderr whole).
fn interrupted(dir: &Path, args: &[&str], when: &str) -> Run {
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

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Ctrl-C during `solve --optimal`: exit 130 with one line saying what was kept, no lock or
/// temporary left; the same command then verifies the kept certificate, keeps it and makes
/// only the lower bound, the same bytes as an uninterrupted solve.
#[test]
fn an_interrupted_solve_says_what_it_kept_and_the_same_command_finishes_it() {
    let dir = scratch("interrupt");
    let solve = words("solve --width 8 --rows 6 --optimal --threads 1");
    // In the player's search: nothing written.
    let early = interrupted(&dir, &solve, " states ");
    assert_eq!(early.code, 130, "{}", early.stderr);
    assert_eq!(
        early.stderr.lines().last(),
        Some("sureline: interrupted; nothing was written")
    );
    assert!(listing(&dir).is_empty(), "{:?}", listing(&dir));
    // In the lower bound: the player certificate and its manifest are kept.
    let late = interrupted(&dir, &solve, "the lower bound");
    assert_eq!(late.code, 130, "{}", late.stderr);
    assert_eq!(
        late.stderr.lines().last(),
        Some(
            "sureline: interrupted; kept ./8x6-optimal.cert (with ./8x6-optimal.cert.json); the \
             same command verifies what was kept, keeps it and finishes the rest"
        )
    );
    assert_eq!(listing(&dir), ["8x6-optimal.cert", "8x6-optimal.cert.json"]);
    let kept = std::fs::read(dir.join("8x6-optimal.cert.json")).unwrap();
    let (again, _) = sureline(&dir, &solve);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again.stdout.contains(
            "(kept by an interrupted run of this solve, verified again and not rewritten)\n"
        ),
        "{}",
        again.stdout
    );
    assert_eq!(
        std::fs::read(dir.join("8x6-optimal.cert.json")).unwrap(),
        kept
    );
    assert_eq!(
        listing(&dir),
        [
            "8x6-no-win-within-8.cert",
            "8x6-no-win-within-8.cert.json",
            "8x6-optimal.cert",
            "8x6-optimal.cert.json"
        ]
    );
    let fresh = scratch("interrupt-fresh");
    assert_eq!(sureline(&fresh, &solve).0.code, 0);
    for name in ["8x6-optimal.cert", "8x6-no-win-within-8.cert"] {
        assert_eq!(
            std::fs::read(dir.join(name)).unwrap(),
            std::fs::read(fresh.join(name)).unwrap(),
            "{name}"
        );
    }
    // Both halves there: the same command refuses, as for any existing output.
    let (done, _) = sureline(&dir, &solve);
    assert_clean_failure(&done, 2, "8x6-optimal.cert: already exists (pass --force");
}

/// `reproduce` says where it writes and which job runs, and refuses outputs already there
/// before its first solve.
#[test]
fn reproduce_says_where_it_writes_and_which_job_runs() {
    let dir = scratch("reproduce-says");
    std::fs::create_dir(dir.join("out")).unwrap();
    std::fs::write(dir.join("out/10x5-adversary.cert"), "mine").unwrap();
    let (refused, took) = sureline(&dir, &words("reproduce --output-dir out --threads 1"));
    assert_clean_failure(
        &refused,
        2,
        "sureline: out/10x5-adversary.cert: already exists (pass --force to replace it)",
    );
    assert!(took < FAST);
    std::fs::remove_file(dir.join("out/10x5-adversary.cert")).unwrap();
    let started = interrupted(
        &dir,
        &words("reproduce --output-dir out --threads 1"),
        "job 1 of 2",
    );
    assert_eq!(started.code, 130, "{}", started.stderr);
    let lines: Vec<&str> = started.stderr.lines().collect();
    let sums = root().join("solver/cli/../../certificates/SHA256SUMS");
    assert!(
        lines[0].ends_with(&format!(
            "] reproduce: 2 jobs into out, compared with {}",
            sums.display()
        )),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].ends_with(
            "] reproduce: job 1 of 2: capped(10, 6), optimal: the player's strategy, then the \
             lower bound (10x6-optimal.cert, 10x6-no-win-within-11.cert)"
        ),
        "{}",
        lines[1]
    );
    assert_eq!(
        lines.last(),
        Some(&"sureline: interrupted; nothing was written")
    );
    let left = listing(&dir.join("out"));
    assert!(left.is_empty(), "{left:?}");
}
