//! [cert.limits] Where each limit fires, on the smallest inputs that show it: the limits are
//! lowered as SURELINE_TEST_LIMITS of [cert.cli] lowers them. Both walks of [cert.semantics] (on
//! descriptions, the default, and on boards) number positions by the same rule.

mod common;

use common::*;
use sureline_checker::{verify_with, Claim, Failure, Limits, Rule, Verdict, Walk};

const MAX_FILE_BYTES: usize = Limits::V1.file_bytes;
const MAX_NODES: u64 = Limits::V1.nodes;
const MAX_POSITIONS: usize = Limits::V1.positions;

/// `limits`, each lowered to the number given where that is lower.
fn lower(limits: Limits, (bytes, nodes, positions): (usize, u64, usize)) -> Limits {
    Limits {
        file_bytes: bytes.min(limits.file_bytes),
        nodes: nodes.min(limits.nodes),
        positions: positions.min(limits.positions),
    }
}

/// Verifies `text` with the limits (file bytes, node lines, positions).
fn with(text: &str, limits: (usize, u64, usize)) -> Result<Verdict, Failure> {
    verify_with(
        text.as_bytes(),
        &Claim::default(),
        &lower(Limits::V1, limits),
        Walk::Descriptions,
    )
}

/// The rule name and the message of a rejection under `limits` (or the verdict line), the same
/// with both walks.
fn outcome(text: &str, limits: (usize, u64, usize)) -> (&'static str, String) {
    let descriptions = outcome_within(text, &lower(Limits::V1, limits), Walk::Descriptions);
    assert_eq!(
        descriptions,
        outcome_within(text, &lower(Limits::V1, limits), Walk::Boards),
        "{text}"
    );
    descriptions
}

/// The same within any limits (the large ones, lowered or not).
fn outcome_within(text: &str, limits: &Limits, walk: Walk) -> (&'static str, String) {
    match verify_with(text.as_bytes(), &Claim::default(), limits, walk) {
        Ok(v) => ("VERIFIED", v.to_string()),
        Err(f) => (f.rule.name(), f.message(None)),
    }
}

const BIG: (usize, u64, usize) = (MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS);

/// The worst case of checker/tests/worst-cases/make.py, small: W=16, R=1, P=JL; five pieces fill
/// row 0 but column 12, `b` more are stacked on columns 0-8, the last fills (12, 0). Level d of the
/// walk has 2^d boards: 2^(b+6) - 1 positions. `root_l` replaces the root's L move.
fn explosion(b: usize, root_l: &str) -> String {
    let spots: Vec<(usize, usize)> = (0..b)
        .map(|i| ([0, 3, 6][i % 3], [0, 3, 6][i % 3]))
        .collect();
    levels(&spots, root_l)
}

/// The same with the branching levels' columns (J, L) given.
fn levels(spots: &[(usize, usize)], root_l: &str) -> String {
    let setup = [0, 3, 6, 9, 13].map(|x| (x, x));
    let line =
        |(i, (j, l)): (usize, &(usize, usize))| format!("{i} J0@{j}>{} L0@{l}>{}", i + 1, i + 1);
    let mut lines: Vec<String> = setup.iter().chain(spots).enumerate().map(line).collect();
    lines[0] = lines[0].replace("L0@0>1", root_l);
    lines.push(format!("{} J1@12>win L3@11>win", lines.len()));
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let n = lines.len() as u64;
    cert(16, 1, "JL", n, n, 1 << n, &lines)
}

#[test]
fn the_standard_and_the_large_limits() {
    assert_eq!(
        (MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS),
        (1 << 27, 1 << 24, 14_000_000)
    );
    let large = Limits::LARGE;
    assert_eq!(
        (large.file_bytes, large.nodes, large.positions),
        (1 << 31, 1 << 27, 7 << 25)
    );
}

#[test]
fn positions_are_numbered_when_first_reached_the_root_first() {
    // b = 0: 1 + 2 + ... + 32 = 63 positions.
    let text = explosion(0, "L0@0>1");
    assert_eq!(outcome(&text, BIG).0, "VERIFIED");
    assert_eq!(
        outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 63)).0,
        "VERIFIED"
    );
    assert_eq!(
        outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 62)),
        ("limit", "more than 62 distinct positions".into())
    );
    // The root is position 1: with no room for it, nothing is walked.
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 0)).0, "limit");
    // b = 1: 127 boards, and 95 descriptions (orders that leave the same heights and the same
    // dead rows, their holes in other columns, are one description).
    assert_eq!(positions(&explosion(1, "L0@0>1")), (95, 127));
}

/// The fewest positions each walk needs to verify `text`: (descriptions, boards).
fn positions(text: &str) -> (usize, usize) {
    let fewest = |walk| {
        let verified = |p| {
            outcome_within(
                text,
                &lower(Limits::V1, (MAX_FILE_BYTES, MAX_NODES, p)),
                walk,
            )
            .0 == "VERIFIED"
        };
        let n = (0..100_000)
            .find(|&p| verified(p))
            .expect("verified within 100,000 positions");
        let refused = outcome_within(
            text,
            &lower(Limits::V1, (MAX_FILE_BYTES, MAX_NODES, n - 1)),
            walk,
        );
        assert_eq!(
            refused,
            ("limit", format!("more than {} distinct positions", n - 1))
        );
        n
    };
    (fewest(Walk::Descriptions), fewest(Walk::Boards))
}

#[test]
fn the_position_limit_fires_before_a_later_failure_and_after_an_earlier_one() {
    // The root's L move is illegal; the walk reaches it after the root and the 31 positions
    // below the root's J move (levels 1 to 5: 1 + 2 + 4 + 8 + 16).
    let text = explosion(0, "L0@99>1");
    let illegal = with(&text, (MAX_FILE_BYTES, MAX_NODES, 32)).unwrap_err();
    assert_eq!(
        (illegal.rule.name(), illegal.node),
        ("illegal-placement", Some(0))
    );
    // One position fewer: the 32nd position (number 32, the 31st below the root) is not numbered.
    assert_eq!(
        outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 31)),
        ("limit", "more than 31 distinct positions".into())
    );
    // A failure met before the limit is reported: the root's J move illegal, limit 1.
    let text = explosion(0, "L0@0>1").replace("0 J0@0>1", "0 J0@99>1");
    assert_eq!(
        outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 1)).0,
        "illegal-placement"
    );
    // A move's own rules come before the number of the position it leads to.
    let text = cert(4, 1, "O", 2, 2, 1, &["0 O0@0>1", "1 O0@1>win"]);
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 1)).0, "limit");
    let text = cert(4, 1, "O", 2, 2, 1, &["0 O0@3>1", "1 O0@2>win"]);
    assert_eq!(
        outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 1)).0,
        "illegal-placement"
    );
}

#[test]
fn a_position_met_again_is_not_numbered_again() {
    // Two levels that put J on columns 0-2 and L on columns 3-5: after J L and after L J the same
    // node has the same board. Levels 0-5 have 63 positions, level 6 has 64, level 7 96 (not 128).
    // The descriptions merge more: 135.
    assert_eq!(positions(&levels(&[(0, 3), (0, 3)], "L0@0>1")), (135, 223));
    // No board met twice: 255; descriptions merge boards whose holes lie in other columns: 127.
    assert_eq!(positions(&levels(&[(0, 0), (0, 0)], "L0@0>1")), (127, 255));
}

#[test]
fn the_header_nodes_limit_fires_when_its_line_is_parsed() {
    let limits = (MAX_FILE_BYTES, 2, MAX_POSITIONS);
    assert_eq!(outcome(W4_R1_O, limits).0, "VERIFIED");
    let text = W4_R1_O.replace("nodes 2", "nodes 3");
    assert_eq!(
        outcome(&text, limits),
        ("limit", "header nodes 3 is more than 2".into())
    );
    // A syntax error on that line wins; one on an earlier line wins; a later one is not reached.
    assert_eq!(
        outcome(&text.replace("nodes 3", "nodes 3 "), limits).0,
        "syntax"
    );
    assert_eq!(
        outcome(&text.replace("max-pieces 2", "max-pieces 02"), limits).0,
        "syntax"
    );
    assert_eq!(
        outcome(&text.replace("sequences 1", "sequences 01"), limits).0,
        "limit"
    );
    assert_eq!(
        outcome(&text.replace("end\n", "garbage"), limits).0,
        "limit"
    );
}

#[test]
fn after_the_node_line_limit_only_a_line_beginning_with_e_is_read() {
    // Node-line limit 1, header nodes 1: the second node line is refused before it is parsed,
    // whatever it is; a line beginning with `e` is the end line.
    let limits = (MAX_FILE_BYTES, 1, MAX_POSITIONS);
    let one = W4_R1_O.replace("nodes 2", "nodes 1");
    let refused = ("limit", "line 10: more than 1 node lines".to_string());
    for line in [
        "1 O0@2>win",
        "1 O0@2>win ",
        "7 O0@2>win",
        "x",
        "",
        " end",
        "END",
        "\u{7f}",
    ] {
        assert_eq!(
            outcome(&one.replace("1 O0@2>win", line), limits),
            refused,
            "{line:?}"
        );
    }
    // A last line without LF is a line too.
    assert_eq!(
        outcome(&one.replace("1 O0@2>win\nend\n", "x"), limits),
        refused
    );
    // Lines beginning with e: parsed as `end`.
    assert_eq!(
        outcome(&one.replace("1 O0@2>win\n", ""), limits).0,
        "dangling-child"
    );
    for line in ["ending", "e", "end "] {
        assert_eq!(
            outcome(&one.replace("1 O0@2>win\nend", line), limits).0,
            "syntax",
            "{line:?}"
        );
    }
    // Nothing to refuse when the file ends after the limit: the missing end line is a syntax error.
    assert_eq!(
        outcome(&one.replace("1 O0@2>win\nend\n", ""), limits).0,
        "syntax"
    );
    // The same with the header above the line count: only the node lines count.
    assert_eq!(
        outcome(
            &W4_R1_O.replace("0 O0@0>1\n", ""),
            (MAX_FILE_BYTES, 2, MAX_POSITIONS)
        )
        .0,
        "syntax"
    );
}

#[test]
fn the_file_size_limit() {
    let n = W4_R1_O.len();
    assert_eq!(
        outcome(W4_R1_O, (n, MAX_NODES, MAX_POSITIONS)).0,
        "VERIFIED"
    );
    assert_eq!(
        outcome(W4_R1_O, (n - 1, MAX_NODES, MAX_POSITIONS)),
        (
            "limit",
            format!("the file has {n} bytes, more than {}", n - 1)
        )
    );
}

#[test]
fn node_lines_beyond_the_header_count_are_parsed_not_kept() {
    // More node lines than declared: all are parsed (a syntax error in them wins) ...
    let text = W4_R1_O.replace("nodes 2", "nodes 1");
    assert_eq!(
        outcome(&text, BIG),
        ("node-count", "header nodes 1, but 2 node lines".into())
    );
    assert_eq!(
        outcome(&text.replace("1 O0@2>win", "1 O0@2>win "), BIG).0,
        "syntax"
    );
    // ... and fewer: node-count too.
    assert_eq!(
        outcome(&W4_R1_O.replace("nodes 2", "nodes 3"), BIG).0,
        "node-count"
    );
}

#[test]
fn duplicates_compare_the_moves_exactly() {
    // Lines that differ only in a column beyond the board are not duplicates.
    let text = cert(
        4,
        1,
        "O",
        3,
        3,
        1,
        &["0 O0@0>1", "1 O0@300>2", "2 O0@301>2"],
    );
    assert_eq!(rejected(&text), Rule::IllegalPlacement);
    let text = cert(
        4,
        1,
        "O",
        3,
        3,
        1,
        &["0 O0@0>1", "1 O0@300>2", "2 O0@300>2"],
    );
    assert_eq!(rejected(&text), Rule::DuplicateNode);
    // The first repeat in id order (nodes 2 and 3), though 4 and 5 come first in text order.
    let nodes = [
        "0 I1@0>1 O0@2>2",
        "1 I1@0>3 O0@2>4",
        "2 I1@0>win O0@0>win",
        "3 I1@0>win O0@0>win",
    ];
    let text = cert(
        4,
        1,
        "IO",
        6,
        6,
        1,
        &[&nodes[..], &["4 I1@1>5 O0@0>win", "5 I1@1>5 O0@0>win"]].concat(),
    );
    let f = check(&text).unwrap_err();
    let found = (f.rule.name(), f.node, f.message(None));
    assert_eq!(
        found,
        (
            "duplicate-node",
            Some(3),
            "node 3 (line 12) repeats node 2".into()
        )
    );
    // Next ids of 2^32 - 1 or more are kept saturated: dangling, whatever they are.
    for next in ["2", "4294967294", "4294967295", "18446744073709551615"] {
        let text = cert(4, 1, "O", 2, 2, 1, &["0 O0@0>1", &format!("1 O0@2>{next}")]);
        let f = check(&text).unwrap_err();
        assert_eq!(
            (f.node, f.message(None)),
            (Some(1), "node 1 (line 10) refers to a node >= N = 2".into())
        );
    }
}

#[test]
fn the_large_limits() {
    // The position limit: the walk of `explosion(0)` numbers 63 positions under both.
    let text = explosion(0, "L0@0>1");
    let large = |positions| {
        outcome_within(
            &text,
            &lower(Limits::LARGE, (usize::MAX, u64::MAX, positions)),
            Walk::Descriptions,
        )
    };
    assert_eq!(large(63).0, "VERIFIED");
    assert_eq!(
        large(62),
        ("limit", "more than 62 distinct positions".into())
    );
    assert_eq!(outcome(&text, BIG), large(usize::MAX));
}

/// [cert.cli] The walk on boards runs within the standard limits only.
#[test]
fn the_walks_give_one_verdict_on_the_archive() {
    let mut compared = 0;
    for dir in [
        "certificates",
        "certificates/examples",
        "certificates/frontier",
    ] {
        for entry in std::fs::read_dir(repo_path(dir)).unwrap() {
            let path = entry.unwrap().path();
            let small = std::fs::metadata(&path).unwrap().len() < 1 << 20;
            if path.extension().is_none_or(|e| e != "cert") || !small {
                continue;
            }
            let bytes = std::fs::read(&path).unwrap();
            let verdict = |walk| {
                verify_with(&bytes, &Claim::default(), &Limits::V1, walk).map(|v| v.to_string())
            };
            assert_eq!(
                verdict(Walk::Descriptions),
                verdict(Walk::Boards),
                "{}",
                path.display()
            );
            compared += 1;
        }
    }
    assert!(compared >= 30, "{compared} certificates compared");
    // And with the claims CLAIMS states, through the command line: the same output with
    // --concrete (the player certificates; an adversary certificate is walked on descriptions).
    let mut claims = 0;
    for dir in ["certificates", "certificates/frontier"] {
        for line in std::fs::read_to_string(repo_path(&format!("{dir}/CLAIMS")))
            .unwrap()
            .lines()
        {
            let Some((name, options)) = line.split_once(' ').filter(|_| !line.starts_with('#'))
            else {
                continue;
            };
            let path = repo_path(&format!("{dir}/{name}"));
            if !path.exists() || std::fs::metadata(&path).unwrap().len() >= 1 << 20 {
                continue;
            }
            let run = |extra: &[&str]| {
                let args = options
                    .split(' ')
                    .chain(extra.iter().copied())
                    .map(std::ffi::OsString::from);
                let (mut out, mut err) = (Vec::new(), Vec::new());
                let args: Vec<_> = args.chain([path.clone().into_os_string()]).collect();
                let code = sureline_checker::cli::run("sureline-check", args, &mut out, &mut err);
                (code, String::from_utf8(out).unwrap())
            };
            let default = run(&[]);
            assert_eq!(default.0, 0, "{line}: {}", default.1);
            assert_eq!(default, run(&["--concrete"]), "{line}");
            claims += 1;
        }
    }
    assert!(claims >= 25, "{claims} claims compared");
}
