//! [cert.cli] [cert.exit] The `sureline-check` binary and `cli::run`: exit codes 0/1/2/3/4, exactly
//! one `s` line on stdout for 0/1/3/4, syntax errors also on stderr as FILE:LINE:COL, usage errors
//! on stderr only, one JSON object with `--json`, exit 2 when the outcome cannot be written.

mod common;

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::*;
use sureline_checker::cli;

fn temp_file(name: &str, bytes: &[u8]) -> PathBuf {
    // Under target/tmp (cargo's CARGO_TARGET_TMPDIR), not /tmp: the test run leaves /tmp as it was.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("sureline-check-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn run(args: &[&str], file: Option<&Path>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sureline-check"));
    command.args(args);
    if let Some(file) = file {
        command.arg(file);
    }
    command.output().unwrap()
}

/// (exit code, stdout lines, stderr)
fn outcome(args: &[&str], file: Option<&Path>) -> (i32, Vec<String>, String) {
    let out = run(args, file);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<String> = stdout.lines().map(str::to_string).collect();
    (
        out.status.code().unwrap(),
        lines,
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn s_lines(lines: &[String]) -> usize {
    lines.iter().filter(|l| l.starts_with("s ")).count()
}

#[test]
fn verified_exits_0_with_the_verdict_line() {
    let path = repo_path("certificates/examples/w4-r1-O.cert");
    let (code, lines, stderr) = outcome(&[], Some(&path));
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(lines, ["s VERIFIED sha256:a16c4d62087f21d98bac2d0ad815b77aa8ab0c56ccfee6c7d25855374e4844f7 width=4 rows=1 pieces<=2 nodes=2 sequences=1 adversary=O"]);
    let path = repo_path("certificates/examples/w4-r3-IOTSZJL.cert");
    let (code, lines, _) = outcome(
        &[
            "--width",
            "4",
            "--rows",
            "5",
            "--max-pieces",
            "3",
            "--adversary",
            "ZO",
        ],
        Some(&path),
    );
    assert_eq!(code, 0);
    assert!(lines[0].starts_with("s VERIFIED sha256:") && lines[0].ends_with("adversary=IOTSZJL"));
    assert_eq!(lines.len(), 1);
}

#[test]
fn rejected_exits_1() {
    let path = repo_path("certificates/known-bad/false-win.cert");
    let (code, lines, _) = outcome(&[], Some(&path));
    assert_eq!(code, 1);
    assert_eq!(lines[0], "s NOT VERIFIED rule=false-win node=1");
    assert_eq!(s_lines(&lines), 1);
    assert!(lines[1..].iter().all(|l| l.starts_with("c ")));
    let (code, lines, _) = outcome(&["--quiet"], Some(&path));
    assert_eq!(
        (code, lines),
        (1, vec!["s NOT VERIFIED rule=false-win node=1".to_string()])
    );
    // Claims the certificate does not prove (w4-r2-T: R = 2).
    let good = repo_path("certificates/examples/w4-r2-T.cert");
    for args in [
        &["--width", "5"][..],
        &["--rows", "1"],
        &["--max-pieces", "1"],
        &["--adversary", "TI"],
    ] {
        let (code, lines, _) = outcome(args, Some(&good));
        assert_eq!(
            (code, lines[0].as_str()),
            (1, "s NOT VERIFIED rule=claim-too-weak"),
            "{args:?}"
        );
    }
}

#[test]
fn syntax_exits_3_with_location() {
    let path = temp_file("crlf.cert", W4_R1_O.replace('\n', "\r\n").as_bytes());
    let (code, lines, stderr) = outcome(&[], Some(&path));
    assert_eq!(code, 3);
    assert_eq!(lines[0], "s NOT VERIFIED rule=syntax");
    assert_eq!(
        lines[1],
        format!(
            "c {}:1:24: expected end of line, found \"\\r\"",
            path.display()
        )
    );
    assert_eq!(lines.len(), 2);
    assert_eq!(
        stderr, "",
        "the located message is printed once, on standard output"
    );
    let empty = temp_file("empty.cert", b"");
    let (code, lines, _) = outcome(&[], Some(&empty));
    assert_eq!((code, lines[0].as_str()), (3, "s NOT VERIFIED rule=syntax"));
}

#[test]
fn limits_exit_4() {
    let path = temp_file(
        "many-nodes.cert",
        W4_R1_O.replace("nodes 2", "nodes 16777217").as_bytes(),
    );
    let (code, lines, _) = outcome(&[], Some(&path));
    assert_eq!((code, lines[0].as_str()), (4, "s NOT VERIFIED rule=limit"));
    assert_eq!(s_lines(&lines), 1);
    // A sparse file just over 128 MiB is refused by its size, without reading it; one of exactly
    // 128 MiB is read (and fails at its first byte).
    let path = temp_file("huge.cert", b"");
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len((1 << 27) + 1)
        .unwrap();
    let (code, lines, _) = outcome(&[], Some(&path));
    assert_eq!((code, lines[0].as_str()), (4, "s NOT VERIFIED rule=limit"));
    assert_eq!(
        lines[1],
        format!("c {} has more than 134217728 bytes", path.display())
    );
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len(1 << 27)
        .unwrap();
    let (code, lines, _) = outcome(&[], Some(&path));
    std::fs::remove_file(&path).unwrap();
    assert_eq!((code, lines[0].as_str()), (3, "s NOT VERIFIED rule=syntax"));
}

#[test]
fn usage_and_io_errors_exit_2_on_stderr_only() {
    let good = repo_path("certificates/examples/w4-r1-O.cert");
    let missing = repo_path("certificates/examples/does-not-exist.cert");
    let cases: Vec<(Vec<&str>, Option<&Path>)> = vec![
        (vec![], None),
        (vec![], Some(&missing)),
        (vec!["--bogus"], Some(&good)),
        (vec!["--width"], None),
        (vec!["--width", "four"], Some(&good)),
        (vec!["--width", "300"], Some(&good)),
        (vec!["--width", "1"], Some(&good)),
        (vec!["--width", "17"], Some(&good)),
        (vec!["--width=17"], Some(&good)),
        (vec!["--rows", "0"], Some(&good)),
        (vec!["--rows", "21"], Some(&good)),
        (vec!["--rows", "-1"], Some(&good)),
        (vec!["--width="], Some(&good)),
        (vec!["--quiet=1"], Some(&good)),
        (vec!["--json=1"], Some(&good)),
        (vec!["--help=1"], Some(&good)),
        (vec!["--", "--width", "4"], Some(&good)),
        (vec!["--max-pieces", "-1"], Some(&good)),
        (vec!["--adversary", "OX"], Some(&good)),
        (vec!["--adversary", ""], Some(&good)),
        (vec![good.to_str().unwrap()], Some(&good)),
    ];
    for (args, file) in cases {
        let (code, lines, stderr) = outcome(&args, file);
        assert_eq!(code, 2, "{args:?} {file:?}");
        assert!(lines.is_empty(), "{args:?}: {lines:?}");
        assert!(stderr.starts_with("sureline-check: "), "{args:?}: {stderr}");
    }
    // A directory is an I/O error too.
    let (code, lines, _) = outcome(&[], Some(&repo_path("certificates")));
    assert_eq!((code, lines.len()), (2, 0));
}

/// [cert.cli] `--help` and `--version` print their text on standard output and exit 0, whatever
/// else is given; with a value they are usage errors.
#[test]
fn help_and_version_print_and_exit_0() {
    let (code, lines, stderr) = outcome(&["--help"], None);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(
        lines[0].starts_with("usage: sureline-check [--width W]"),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.contains("--concrete")), "{lines:?}");
    let (code, lines, _) = outcome(&["--version", "--json", "--width", "99"], None);
    assert_eq!(
        (code, lines),
        (
            0,
            vec![format!("sureline-check {}", env!("CARGO_PKG_VERSION"))]
        )
    );
    let (code, lines, stderr) = outcome(&["--help=1"], None);
    assert_eq!((code, lines.len()), (2, 0));
    assert!(
        stderr.starts_with("sureline-check: --help takes no value"),
        "{stderr}"
    );
}

/// [cert.cli] `-` is standard input; `--concrete` walks boards and gives the same verdict; it is
/// refused with the large limits.
#[test]
fn standard_input_and_the_walk_on_boards() {
    let path = repo_path("certificates/examples/w4-r3-IOTSZJL.cert");
    let text = std::fs::read(&path).unwrap();
    let (code, from_file, _) = outcome(&[], Some(&path));
    let piped = |args: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sureline-check"))
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(&text).unwrap();
        let out = child.wait_with_output().unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    assert_eq!(code, 0);
    assert_eq!(
        piped(&["-"]),
        (Some(0), from_file.join("\n") + "\n", String::new())
    );
    assert_eq!(piped(&["--concrete", "-"]).1, from_file.join("\n") + "\n");
    let (code, concrete, _) = outcome(&["--concrete", "--game", "capped"], Some(&path));
    let (_, descriptions, _) = outcome(&["--game", "capped"], Some(&path));
    assert_eq!(
        (code, &concrete),
        (1, &descriptions),
        "the example lands on a column 3 high: cap-exceeded"
    );
    assert!(
        concrete[0].starts_with("s NOT VERIFIED rule=cap-exceeded"),
        "{concrete:?}"
    );
    let (code, _, stderr) = outcome(&["--concrete", "--limits", "large"], Some(&path));
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with("sureline-check: --concrete walks boards within the standard limits"),
        "{stderr}"
    );
}

#[test]
fn options_take_their_value_after_a_space_or_an_equals_sign() {
    let path = repo_path("certificates/examples/w4-r3-IOTSZJL.cert");
    let verified = |args: &[&str]| outcome(args, Some(&path)).0;
    assert_eq!(
        verified(&["--width=4", "--rows=3", "--max-pieces=3", "--adversary=ZO"]),
        0
    );
    assert_eq!(
        verified(&["--width", "+4", "--rows", "020", "--max-pieces=0003"]),
        0
    );
    assert_eq!(verified(&["--width=4", "--width", "5"]), 1); // the last value counts
    assert_eq!(verified(&["--adversary=X"]), 2);
    // The value after `=` may itself contain `=` and is never taken from the next argument.
    assert_eq!(verified(&["--adversary=O=I"]), 2);
    // [cert.cli] W from 2 to 16 and R from 1 to 20, as in a header.
    assert_eq!(
        (
            verified(&["--width", "2"]),
            verified(&["--width", "16"]),
            verified(&["--rows", "20"])
        ),
        (1, 1, 0)
    );
}

#[cfg(unix)]
#[test]
fn an_option_that_is_not_utf8_is_a_usage_error() {
    use std::os::unix::ffi::OsStringExt;
    let path = repo_path("certificates/examples/w4-r1-O.cert");
    for arg in [
        b"--\xff".to_vec(),
        b"-\xff".to_vec(),
        b"--width=\xff".to_vec(),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_sureline-check"))
            .arg(OsString::from_vec(arg))
            .arg(&path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        assert!(String::from_utf8_lossy(&out.stderr).starts_with("sureline-check: "));
    }
    // A FILE that is not UTF-8 is a file name like any other.
    let out = Command::new(env!("CARGO_BIN_EXE_sureline-check"))
        .arg(OsString::from_vec(b"x\xff.cert".to_vec()))
        .output();
    assert_eq!(out.unwrap().status.code(), Some(2));
}

/// (exit code, stdout, stderr) of `cli::run` on `args`.
fn run_lib(args: &[&str]) -> (u8, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cli::run(
        "sureline check",
        args.iter().map(OsString::from),
        &mut out,
        &mut err,
    );
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn json_gives_one_object_for_every_outcome() {
    let good = repo_path("certificates/examples/w4-r1-O.cert");
    let good = good.to_str().unwrap();
    let (code, out, err) = run_lib(&["--json", good]);
    let verdict =
        "{\"verified\":true,\"sha256\":\"sha256:a16c4d62087f21d98bac2d0ad815b77aa8ab0c56ccfee6c7d25855374e4844f7\",\
                   \"width\":4,\"rows\":1,\"max_pieces\":2,\"nodes\":2,\"sequences\":1,\"adversary\":\"O\"}\n";
    assert_eq!((code, out.as_str(), err.as_str()), (0, verdict, ""));
    // The capped game asked: the verdict names it, as the line does.
    let (code, out, _) = run_lib(&["--json", "--game", "capped", good]);
    assert_eq!(code, 0);
    assert!(
        out.ends_with(",\"adversary\":\"O\",\"game\":\"capped\"}\n"),
        "{out}"
    );
    let bad = repo_path("certificates/known-bad/false-win.cert");
    let (code, out, _) = run_lib(&[bad.to_str().unwrap(), "--quiet", "--json"]);
    let rejection = "{\"verified\":false,\"rule\":\"false-win\",\"node\":1,\
                     \"message\":\"node 1 (line 10) move O0@1 is marked win but completes no row\",\"exit_code\":1}\n";
    assert_eq!((code, out.as_str()), (1, rejection));
    let crlf = temp_file("json-crlf.cert", W4_R1_O.replace('\n', "\r\n").as_bytes());
    let crlf = crlf.to_str().unwrap();
    let (code, out, err) = run_lib(&["--json", crlf]);
    let syntax = format!(
        "{{\"verified\":false,\"rule\":\"syntax\",\"message\":\"{crlf}:1:24: expected end of line, found \\\"\\\\r\\\"\",\
         \"line\":1,\"column\":24,\"exit_code\":3}}\n"
    );
    assert_eq!((code, out, err.as_str()), (3, syntax, ""));
    let (code, out, _) = run_lib(&["--json", "--max-pieces", "1", good]);
    assert!(
        out.starts_with("{\"verified\":false,\"rule\":\"claim-too-weak\",\"message\":\"the certificate does not prove the max-pieces (a player claim) asked: width=4 rows=1 pieces<=2"),
        "{out}"
    );
    assert!(out.ends_with(",\"exit_code\":1}\n") && code == 1, "{out}");
    // Usage and I/O errors: the object on stdout, nothing on stderr.
    let usage = "{\"verified\":false,\"rule\":\"usage\",\"message\":\"unknown option --bogus\",\"exit_code\":2}\n";
    assert_eq!(
        run_lib(&["--bogus", "--json", good]),
        (2, usage.to_string(), String::new())
    );
    let (code, out, _) = run_lib(&["--json", "--help"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("usage: sureline check [--width W]"),
        "{out}"
    );
    let (code, out, err) = run_lib(&["--json", "no\tsuch \"file\\\n"]);
    let io = "{\"verified\":false,\"rule\":\"io\",\"message\":\"cannot open no\\u0009such \\\"file\\\\\\u000a: \
              No such file or directory (os error 2)\",\"exit_code\":2}\n";
    assert_eq!((code, out.as_str(), err.as_str()), (2, io, ""));
    // The limit of a file too large for lowered limits is one object too.
    let path = temp_file("json-limit.cert", &vec![b'x'; 300]);
    let out = Command::new(env!("CARGO_BIN_EXE_sureline-check"))
        .env(cli::TEST_LIMITS, "200,9,9")
        .arg("--json")
        .arg(&path)
        .output()
        .unwrap();
    let limit = format!(
        "{{\"verified\":false,\"rule\":\"limit\",\"message\":\"{} has more than 200 bytes\",\"exit_code\":4}}\n",
        path.display()
    );
    assert_eq!(
        (out.status.code(), String::from_utf8(out.stdout).unwrap()),
        (Some(4), limit)
    );
}

#[test]
fn the_library_entry_point_is_the_command_line() {
    let good = repo_path("certificates/examples/w4-r1-O.cert");
    let (code, out, err) = run_lib(&[good.to_str().unwrap()]);
    assert_eq!((code, out.lines().count(), err.as_str()), (0, 1, ""));
    assert!(out.starts_with("s VERIFIED sha256:a16c4d62"));
    let (code, out, err) = run_lib(&["--adversary", "X", good.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with(
            "sureline check: --adversary X: expected letters of IOTSZJL (`sureline check --help` shows the usage)\n"
        ),
        "{err}"
    );
    // A writer that fails: exit 2, whatever the outcome, and a message.
    struct Full;
    impl std::io::Write for Full {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::StorageFull.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let bad = repo_path("certificates/known-bad/false-win.cert");
    for file in [good, bad] {
        let mut err = Vec::new();
        assert_eq!(
            cli::run("x", [file.into_os_string()], &mut Full, &mut err),
            2
        );
        let err = String::from_utf8(err).unwrap();
        assert!(
            err.starts_with("x: cannot write to standard output: ") && err.lines().count() == 1,
            "{err}"
        );
    }
}

#[test]
fn an_outcome_that_cannot_be_written_exits_2() {
    let good = repo_path("certificates/examples/w4-r1-O.cert");
    let binary = env!("CARGO_BIN_EXE_sureline-check");
    // A full disk.
    let full = std::fs::File::options()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = Command::new(binary)
        .arg(&good)
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot write to standard output"),
        "{out:?}"
    );
    // A pipe whose reader is gone.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = Command::new(binary)
        .arg(&good)
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("Broken pipe"),
        "{out:?}"
    );
    // A closed standard output (std would write to /dev/null instead).
    let script = "\"$0\" \"$1\" >&-";
    let out = Command::new("sh")
        .args(["-c", script, binary, good.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("standard output is closed"),
        "{out:?}"
    );
    // Standard output on /dev/null, opened for writing as by `>/dev/null`: written.
    let null = std::fs::File::options()
        .write(true)
        .open("/dev/null")
        .unwrap();
    assert_eq!(
        Command::new(binary)
            .arg(&good)
            .stdout(null)
            .status()
            .unwrap()
            .code(),
        Some(0)
    );
}

#[test]
fn the_test_limits_variable_only_lowers_the_limits() {
    let binary = env!("CARGO_BIN_EXE_sureline-check");
    let path = repo_path("certificates/examples/w4-r3-IOTSZJL.cert");
    let run = |limits: &str| {
        let out = Command::new(binary)
            .env(cli::TEST_LIMITS, limits)
            .arg(&path)
            .output()
            .unwrap();
        (
            out.status.code().unwrap(),
            String::from_utf8(out.stdout)
                .unwrap()
                .lines()
                .next()
                .unwrap_or_default()
                .to_string(),
        )
    };
    assert_eq!(run("99999999999,99999999999,99999999999").0, 0);
    assert_eq!(run("888,12,12").0, 0); // 888 bytes, 12 nodes, 12 positions
    for limits in ["887,12,12", "888,11,12", "888,12,11"] {
        assert_eq!(
            run(limits),
            (4, "s NOT VERIFIED rule=limit".to_string()),
            "{limits}"
        );
    }
    for limits in ["", "1,2", "1,2,3,4", "1,x,3", "-1,2,3", "1, 2,3"] {
        assert_eq!(run(limits), (2, String::new()), "{limits:?}");
    }
}

#[test]
fn the_large_limits_raise_each_limit_and_change_no_other_outcome() {
    // A header of 2^24 + 1 nodes: `limit` under the standard limits, read on under the large
    // ones, where the node lines are counted.
    let path = temp_file(
        "over-standard-nodes.cert",
        W4_R1_O.replace("nodes 2", "nodes 16777217").as_bytes(),
    );
    let (code, lines, _) = outcome(&[], Some(&path));
    assert_eq!(
        (code, lines[1].as_str()),
        (4, "c header nodes 16777217 is more than 16777216")
    );
    let (code, lines, _) = outcome(&["--limits", "large"], Some(&path));
    assert_eq!(
        (code, lines[0].as_str()),
        (1, "s NOT VERIFIED rule=node-count")
    );
    assert_eq!(lines[1], "c header nodes 16777217, but 2 node lines");
    let path = temp_file(
        "over-large-nodes.cert",
        W4_R1_O.replace("nodes 2", "nodes 134217729").as_bytes(),
    );
    let (code, lines, _) = outcome(&["--limits=large"], Some(&path));
    assert_eq!(
        (code, lines[1].as_str()),
        (4, "c header nodes 134217729 is more than 134217728")
    );
    // The same for the state lines of an adversary certificate ([adv.limits]).
    let policy =
        std::fs::read_to_string(repo_path("certificates/frontier/9x8-adversary.cert")).unwrap();
    let path = temp_file(
        "over-standard-states.cert",
        policy.replace("states 0", "states 16777217").as_bytes(),
    );
    let (code, lines, _) = outcome(&[], Some(&path));
    assert_eq!(
        (code, lines[1].as_str()),
        (4, "c header states 16777217 is more than 16777216")
    );
    let (code, lines, _) = outcome(&["--limits", "large"], Some(&path));
    assert_eq!(
        (code, lines[0].as_str()),
        (1, "s NOT VERIFIED rule=state-count")
    );
    // A file just over 128 MiB is read under the large limits (and fails at its first byte).
    let path = temp_file("over-standard-bytes.cert", b"");
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len((1 << 27) + 1)
        .unwrap();
    let (code, lines, _) = outcome(&["--limits", "large"], Some(&path));
    std::fs::remove_file(&path).unwrap();
    assert_eq!((code, lines[0].as_str()), (3, "s NOT VERIFIED rule=syntax"));
    // A certificate within both verifies with the same verdict line; `standard` is the default.
    let good = repo_path("certificates/examples/w4-r3-IOTSZJL.cert");
    let standard = outcome(&["--limits", "standard"], Some(&good));
    assert_eq!(standard.0, 0);
    assert_eq!(outcome(&[], Some(&good)), standard);
    assert_eq!(outcome(&["--limits", "large"], Some(&good)), standard);
    // Only the two words.
    for bad in ["huge", "", "LARGE", "v1"] {
        let (code, lines, err) = outcome(&["--limits", bad], Some(&good));
        assert_eq!((code, lines.len()), (2, 0), "{bad:?}");
        assert!(
            err.starts_with(&format!(
                "sureline-check: --limits {bad}: expected standard or large (`sureline-check --help` shows the usage)\n"
            )),
            "{err}"
        );
    }
}

#[test]
fn the_test_limits_variable_lowers_the_limits_chosen() {
    let binary = env!("CARGO_BIN_EXE_sureline-check");
    let path = temp_file(
        "lowered-large.cert",
        W4_R1_O.replace("nodes 2", "nodes 16777217").as_bytes(),
    );
    let run = |limits: &str| {
        let out = Command::new(binary)
            .env(cli::TEST_LIMITS, limits)
            .args(["--limits", "large"])
            .arg(&path)
            .output();
        let stdout = String::from_utf8(out.unwrap().stdout).unwrap();
        stdout.lines().take(2).collect::<Vec<_>>().join("\n")
    };
    // Above the standard limits but within the large ones: the large ones count.
    assert_eq!(
        run("99999999999,99999999999,99999999999"),
        "s NOT VERIFIED rule=node-count\nc header nodes 16777217, but 2 node lines"
    );
    assert_eq!(
        run("99999999999,16777217,99"),
        "s NOT VERIFIED rule=node-count\nc header nodes 16777217, but 2 node lines"
    );
    assert_eq!(
        run("99999999999,16777216,99"),
        "s NOT VERIFIED rule=limit\nc header nodes 16777217 is more than 16777216"
    );
}

/// [cert.limits] No count sizes memory: a file of a few hundred bytes whose header declares the
/// most state lines or nodes the limits allow is answered (exit 1, the count rule) within an
/// address space of 100 MB, under both limits, from a file and from standard input.
#[test]
fn a_header_count_never_sizes_memory() {
    let adversary =
        "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\nwidth 2\nrows 1\n\
                     adversary O\nmoves all\nwithin forever\nstates STATES\nend\n";
    let cases = [
        (
            "standard",
            adversary.replace("STATES", "16777216"),
            "s NOT VERIFIED rule=state-count",
        ),
        (
            "large",
            adversary.replace("STATES", "134217728"),
            "s NOT VERIFIED rule=state-count",
        ),
        (
            "large",
            W4_R1_O.replace("nodes 2", "nodes 134217728"),
            "s NOT VERIFIED rule=node-count",
        ),
    ];
    let checker = env!("CARGO_BIN_EXE_sureline-check");
    for (limits, text, first) in cases {
        assert!(text.len() < 200, "{text}");
        let path = temp_file(
            &format!("count-{limits}-{}.cert", text.len()),
            text.as_bytes(),
        );
        for script in [
            format!("exec '{checker}' --limits {limits} \"$1\""),
            format!("exec '{checker}' --limits {limits} - < \"$1\""),
        ] {
            let out = Command::new("sh")
                .arg("-c")
                .arg(format!("ulimit -v 100000; {script}"))
                .arg("sh")
                .arg(&path)
                .output()
                .unwrap();
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert_eq!(
                (out.status.code(), stdout.lines().next()),
                (Some(1), Some(first)),
                "{script}: {stdout}"
            );
        }
    }
}

/// [cert.cli] `-h` and `-V` are `--help` and `--version`; a usage error is one line on standard
/// error that says where the usage is.
#[test]
fn short_help_and_version_and_one_line_usage_errors() {
    let good = repo_path("certificates/examples/w4-r1-O.cert");
    let (code, help, err) = run_lib(&["-h"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        help.starts_with("usage: sureline check [--width W]"),
        "{help}"
    );
    assert_eq!(run_lib(&["--help"]), (0, help, String::new()));
    let (code, version, err) = run_lib(&["-V"]);
    assert_eq!(
        (code, version.as_str(), err.as_str()),
        (0, "sureline check 0.1.0\n", "")
    );
    let file = good.to_str().unwrap();
    let cases = [
        vec!["--bogus", file],
        vec!["--width", "99", file],
        vec!["-x", file],
        vec![],
    ];
    for args in cases {
        let (code, out, err) = run_lib(&args);
        assert_eq!(
            (code, out.as_str(), err.lines().count()),
            (2, "", 1),
            "{args:?}: {err}"
        );
        assert!(
            err.ends_with(" (`sureline check --help` shows the usage)\n"),
            "{err}"
        );
    }
}

/// [cert.cli] An xz-compressed certificate (as the archive stores the large ones) is a syntax
/// error whose message says so and how to check it.
#[test]
fn an_xz_file_is_named_as_such() {
    let xz = repo_path("certificates/10x6-no-win-within-11.cert.xz");
    let (code, out, _) = run_lib(&[xz.to_str().unwrap()]);
    let shown = xz.display();
    let expected = format!(
        "s NOT VERIFIED rule=syntax\nc {shown}:1:1: the file is compressed with xz, not a certificate: \
         check `xz -dc {shown} | sureline-check -` or decompress it first (`xz -dk {shown}`)\n"
    );
    assert_eq!(
        (
            code,
            out.lines()
                .take(2)
                .map(|l| format!("{l}\n"))
                .collect::<String>()
        ),
        (3, expected)
    );
}
