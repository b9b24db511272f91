//! The `sureline` command under misuse: every case is one clear line on stderr, a non-zero exit
//! code (or a quiet 0 for a reader that went away), no panic, nothing lost or half-written, and
//! refused before the long work starts.

use std::path::Path;
use std::process::{Command, Stdio};

use std::time::{Duration, Instant};

use sureline_e2e::{assert_clean_failure, bin, root, scratch, solve, sureline, words, FAST};

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
    // The 12-column certificates have their own list.
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
