//! [cert.exit] The `sureline-check` binary: exit codes 0/1/2/3/4, exactly one `s` line on stdout
//! for 0/1/3/4, syntax errors also on stderr as FILE:LINE:COL, usage errors on stderr only.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::*;

fn temp_file(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sureline-check-cli-{}", std::process::id()));
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
    (out.status.code().unwrap(), lines, String::from_utf8(out.stderr).unwrap())
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
    let (code, lines, _) =
        outcome(&["--width", "4", "--rows", "5", "--max-pieces", "3", "--adversary", "ZO"], Some(&path));
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
    assert_eq!((code, lines), (1, vec!["s NOT VERIFIED rule=false-win node=1".to_string()]));
    // Claims the certificate does not prove.
    let good = repo_path("certificates/examples/w4-r1-O.cert");
    for args in [&["--width", "5"][..], &["--rows", "0"], &["--max-pieces", "1"], &["--adversary", "OI"]] {
        let (code, lines, _) = outcome(args, Some(&good));
        assert_eq!((code, lines[0].as_str()), (1, "s NOT VERIFIED rule=claim-too-weak"), "{args:?}");
    }
}

#[test]
fn syntax_exits_3_with_location() {
    let path = temp_file("crlf.cert", W4_R1_O.replace('\n', "\r\n").as_bytes());
    let (code, lines, stderr) = outcome(&[], Some(&path));
    assert_eq!(code, 3);
    assert_eq!(lines[0], "s NOT VERIFIED rule=syntax");
    assert_eq!(lines[1], format!("c {}:1:24: expected end of line, found \"\\r\"", path.display()));
    assert_eq!(lines.len(), 2);
    assert_eq!(stderr.trim_end(), format!("{}:1:24: expected end of line, found \"\\r\"", path.display()));
    let empty = temp_file("empty.cert", b"");
    let (code, lines, _) = outcome(&[], Some(&empty));
    assert_eq!((code, lines[0].as_str()), (3, "s NOT VERIFIED rule=syntax"));
}

#[test]
fn limits_exit_4() {
    let path = temp_file("many-nodes.cert", W4_R1_O.replace("nodes 2", "nodes 16777217").as_bytes());
    let (code, lines, _) = outcome(&[], Some(&path));
    assert_eq!((code, lines[0].as_str()), (4, "s NOT VERIFIED rule=limit"));
    assert_eq!(s_lines(&lines), 1);
    // A sparse file just over 1 GiB is refused by its size, without reading it.
    let path = temp_file("huge.cert", b"");
    std::fs::File::options().write(true).open(&path).unwrap().set_len((1 << 30) + 1).unwrap();
    let (code, lines, _) = outcome(&[], Some(&path));
    std::fs::remove_file(&path).unwrap();
    assert_eq!((code, lines[0].as_str()), (4, "s NOT VERIFIED rule=limit"));
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

#[test]
fn help_and_version_never_exit_0() {
    for flag in ["--help", "--version"] {
        let (code, lines, stderr) = outcome(&[flag], None);
        assert_eq!((code, lines.len()), (2, 0), "{flag}");
        assert!(stderr.starts_with("sureline-check: "), "{stderr}");
    }
    let (_, _, stderr) = outcome(&["--help"], None);
    assert!(stderr.starts_with("sureline-check: usage: sureline-check [--width W]"), "{stderr}");
}
