//! `import-legacy` / `export-legacy`: round trips on a W=4 full-set strategy, hand-written legacy
//! files, and every importer error with its line and integer position.

#[path = "../../testdata/support.rs"]
mod support;

use std::path::Path;

use support::*;
use sureline_certify::error::{Conflict, Error};
use sureline_certify::files::Existing;
use sureline_certify::legacy::{export_legacy, import_legacy};

fn legacy_lines() -> Vec<String> {
    std::fs::read_to_string(data("w4r4-full.legacy"))
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

fn join(lines: &[String]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// Replaces the integer at 1-based `position` of `line` (0-based line index).
fn set(lines: &mut [String], line: usize, position: usize, value: &str) {
    let mut ints: Vec<&str> = lines[line].split(' ').collect();
    ints[position - 1] = value;
    lines[line] = ints.join(" ");
}

fn sha(path: &Path) -> String {
    sureline_checker::verify(&std::fs::read(path).unwrap(), &Default::default())
        .unwrap()
        .sha256
}

#[test]
fn export_writes_the_exact_2022_layout_and_round_trips() {
    let dir = temp_dir("legacy-round-trip");
    let legacy = dir.join("a.legacy");
    assert_eq!(
        export_legacy(&full_cert(), &legacy, Existing::Keep).unwrap(),
        10
    );
    let text = std::fs::read_to_string(&legacy).unwrap();
    assert_eq!(
        text,
        std::fs::read_to_string(data("w4r4-full.legacy")).unwrap()
    );
    for line in text.lines() {
        assert_eq!(line.split(' ').count(), 21, "{line}");
    }
    // legacy -> cert: the same certificate, byte for byte.
    let cert = dir.join("b.cert");
    let verdict = import_legacy(&legacy, &cert, 4, 4, Existing::Replace).unwrap();
    assert_eq!(
        std::fs::read(&cert).unwrap(),
        std::fs::read(full_cert()).unwrap()
    );
    assert_eq!(verdict.verdict.sha256, sha(&full_cert()));
    assert!(!verdict.crlf);
    // cert -> legacy -> cert once more.
    let legacy2 = dir.join("c.legacy");
    export_legacy(&cert, &legacy2, Existing::Keep).unwrap();
    assert_eq!(std::fs::read(&legacy2).unwrap(), text.as_bytes());
    let cert2 = dir.join("d.cert");
    import_legacy(&legacy2, &cert2, 4, 4, Existing::Replace).unwrap();
    assert_eq!(sha(&cert2), sha(&full_cert()));
}

#[test]
fn other_legacy_spellings_duplicates_and_unreachable_states_give_the_same_certificate() {
    let dir = temp_dir("legacy-spellings");
    let mut lines = legacy_lines();
    // State 0: I as rotation 3 (also I0 at grid column 0), O as rotation 1 (also O0, gx 0).
    assert!(lines[0].starts_with("1 0 -1 "), "{}", lines[0]);
    set(&mut lines, 0, 1, "3");
    assert!(lines[0].ends_with(" 0 0 1"), "{}", lines[0]);
    set(&mut lines, 0, 19, "1");
    // O rotation 2 is O0 two grid columns right: column -2 is board column 0.
    set(&mut lines, 9, 19, "2");
    set(&mut lines, 9, 20, "-2");
    // State 10 duplicates state 9, and state 6 now continues there; state 11 is unreachable.
    lines.push(lines[9].clone());
    assert_eq!(lines[6].split(' ').nth(8), Some("9"), "{}", lines[6]);
    set(&mut lines, 6, 9, "10");
    lines.push(lines[1].clone());
    let legacy = write(&dir, "variant.legacy", &join(&lines));
    let cert = dir.join("variant.cert");
    import_legacy(&legacy, &cert, 4, 4, Existing::Replace).unwrap();
    assert_eq!(
        std::fs::read(&cert).unwrap(),
        std::fs::read(full_cert()).unwrap()
    );
}

/// Imports `text` and returns the error, checking that no output file appeared.
fn import_error(name: &str, text: &str, width: u8, rows: u8) -> Error {
    let dir = temp_dir(name);
    let legacy = write(&dir, "in.legacy", text);
    let out = dir.join("out.cert");
    let Err(err) = import_legacy(&legacy, &out, width, rows, Existing::Replace) else {
        panic!("{name}: imported");
    };
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        1,
        "{name}: only the input file remains (no output, no temporary file)"
    );
    err
}

fn legacy_at(err: &Error) -> (usize, usize, String) {
    match err {
        Error::Legacy {
            line,
            column,
            problem,
            ..
        } => (*line, *column, problem.to_string()),
        other => panic!("expected a legacy error, got {other}"),
    }
}

#[test]
fn an_empty_file_is_refused() {
    let (line, _, message) = legacy_at(&import_error("empty", "", 4, 4));
    assert_eq!(line, 1);
    assert!(message.contains("empty"), "{message}");
}

#[test]
fn a_wrong_count_of_integers_names_the_line() {
    let mut lines = legacy_lines();
    let short: Vec<&str> = lines[1].split(' ').take(20).collect();
    lines[1] = short.join(" ");
    let err = import_error("short", &join(&lines), 4, 4);
    let (line, column, message) = legacy_at(&err);
    assert_eq!((line, column), (2, 21));
    assert!(
        message.contains("expected 21 integers") && message.contains("found 20"),
        "{message}"
    );
    assert!(err.to_string().contains("in.legacy:2:21: "), "{err}");
    assert_eq!(err.exit_code(), 3);

    let mut lines = legacy_lines();
    lines[0].push_str(" 7");
    let (line, column, message) = legacy_at(&import_error("long", &join(&lines), 4, 4));
    assert_eq!((line, column), (1, 22));
    assert!(message.contains("found 22"), "{message}");

    let mut lines = legacy_lines();
    lines.insert(3, String::new());
    let (line, column, _) = legacy_at(&import_error("blank", &join(&lines), 4, 4));
    assert_eq!((line, column), (4, 1));
}

#[test]
fn a_non_integer_names_its_position() {
    let mut lines = legacy_lines();
    set(&mut lines, 2, 5, "x");
    let (line, column, message) = legacy_at(&import_error("nonint", &join(&lines), 4, 4));
    assert_eq!((line, column), (3, 5));
    assert!(
        message.contains("'x' is not an integer") && message.contains("piece Z"),
        "{message}"
    );
}

#[test]
fn a_rotation_out_of_range_names_its_position() {
    let mut lines = legacy_lines();
    set(&mut lines, 0, 7, "4");
    let (line, column, message) = legacy_at(&import_error("rotation", &join(&lines), 4, 4));
    assert_eq!((line, column), (1, 7));
    assert!(message.contains("rotation 4 of piece S"), "{message}");
}

#[test]
fn a_column_off_the_board_names_its_position() {
    // I rotation 1 is the horizontal I: on 4 columns it fits only at column 0.
    let mut lines = legacy_lines();
    set(&mut lines, 4, 2, "1");
    let (line, column, message) = legacy_at(&import_error("column", &join(&lines), 4, 4));
    assert_eq!((line, column), (5, 2));
    assert!(
        message.contains("column 1 puts piece I rotation 1 off a board of width 4"),
        "{message}"
    );
    assert!(message.contains("columns 0..0"), "{message}");

    let mut lines = legacy_lines();
    set(&mut lines, 0, 20, "-3");
    let (line, column, _) = legacy_at(&import_error("column-low", &join(&lines), 4, 4));
    assert_eq!((line, column), (1, 20));
}

#[test]
fn a_dangling_state_names_its_position() {
    let mut lines = legacy_lines();
    set(&mut lines, 1, 3, "10");
    let (line, column, message) = legacy_at(&import_error("dangling", &join(&lines), 4, 4));
    assert_eq!((line, column), (2, 3));
    assert!(
        message.contains("state 10 of piece I does not exist"),
        "{message}"
    );
    assert!(message.contains("0..9"), "{message}");

    let mut lines = legacy_lines();
    set(&mut lines, 1, 6, "-2");
    let (line, column, _) = legacy_at(&import_error("negative", &join(&lines), 4, 4));
    assert_eq!((line, column), (2, 6));
}

#[test]
fn a_cycle_names_the_line_that_closes_it() {
    // State 6 continues at state 9 on S; make state 9 continue at state 6 on O.
    let mut lines = legacy_lines();
    assert_eq!(lines[6].split(' ').nth(8), Some("9"));
    set(&mut lines, 9, 21, "6");
    let (line, column, message) = legacy_at(&import_error("cycle", &join(&lines), 4, 4));
    assert_eq!((line, column), (10, 21));
    assert!(message.contains("cycle"), "{message}");
}

#[test]
fn a_completion_outside_the_goal_rows_is_reported() {
    let text = std::fs::read_to_string(data("w4r4-full.legacy")).unwrap();
    let err = import_error("rows", &text, 4, 2);
    assert_eq!(err.exit_code(), 1);
    let message = err.to_string();
    assert!(
        message.contains("outside the bottom 2 goal rows"),
        "{message}"
    );
    assert!(
        message.contains("rule=completion-outside-goal"),
        "{message}"
    );
}

#[test]
fn the_width_option_is_used() {
    // At width 10 the same moves fit but complete nothing: the checker refuses the wins.
    let text = std::fs::read_to_string(data("w4r4-full.legacy")).unwrap();
    let err = import_error("width", &text, 10, 4);
    assert!(err.to_string().contains("rule=false-win"), "{err}");
}

#[test]
fn export_needs_all_seven_pieces_and_writes_nothing_otherwise() {
    let dir = temp_dir("legacy-export-o");
    let cert = write(&dir, "o.cert", O_CERT);
    let out = dir.join("o.legacy");
    let err = export_legacy(&cert, &out, Existing::Keep).unwrap_err();
    assert!(
        matches!(err, Error::Conflict(Conflict::LegacyNeedsAllPieces(_))),
        "{err}"
    );
    assert!(err.to_string().contains("all 7 pieces"), "{err}");
    assert!(!out.exists());
}
