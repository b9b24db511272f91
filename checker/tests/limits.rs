//! [cert.limits] Where each limit fires, on the smallest inputs that show it: the limits are
//! lowered with `Limits::lowered` (the same semantics as SURELINE_TEST_LIMITS of [cert.cli]).

mod common;

use common::*;
use sureline_checker::{
    verify_with_limits, Claim, Failure, Limits, Rule, Verdict, MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS,
};

/// Verifies `text` with the limits (file bytes, node lines, positions).
fn with(text: &str, limits: (usize, u64, usize)) -> Result<Verdict, Failure> {
    verify_with_limits(text.as_bytes(), &Claim::default(), &Limits::lowered(limits.0, limits.1, limits.2))
}

/// The rule name and the message of a rejection under `limits` (or the verdict line).
fn outcome(text: &str, limits: (usize, u64, usize)) -> (&'static str, String) {
    outcome_within(text, &Limits::lowered(limits.0, limits.1, limits.2))
}

/// The same within any limits (the large ones, lowered or not).
fn outcome_within(text: &str, limits: &Limits) -> (&'static str, String) {
    match verify_with_limits(text.as_bytes(), &Claim::default(), limits) {
        Ok(v) => ("VERIFIED", v.to_string()),
        Err(f) => (f.rule_name(), f.message(None)),
    }
}

const BIG: (usize, u64, usize) = (MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS);

/// The worst case of checker/tests/worst-cases/make.py, small: W=16, R=1, P=JL; five pieces fill
/// row 0 but column 12, `b` more are stacked on columns 0-8, the last fills (12, 0). Level d of the
/// walk has 2^d boards: 2^(b+6) - 1 positions. `root_l` replaces the root's L move.
fn explosion(b: usize, root_l: &str) -> String {
    let spots: Vec<(usize, usize)> = (0..b).map(|i| ([0, 3, 6][i % 3], [0, 3, 6][i % 3])).collect();
    levels(&spots, root_l)
}

/// The same with the branching levels' columns (J, L) given.
fn levels(spots: &[(usize, usize)], root_l: &str) -> String {
    let setup = [0, 3, 6, 9, 13].map(|x| (x, x));
    let line = |(i, (j, l)): (usize, &(usize, usize))| format!("{i} J0@{j}>{} L0@{l}>{}", i + 1, i + 1);
    let mut lines: Vec<String> = setup.iter().chain(spots).enumerate().map(line).collect();
    lines[0] = lines[0].replace("L0@0>1", root_l);
    lines.push(format!("{} J1@12>win L3@11>win", lines.len()));
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let n = lines.len() as u64;
    cert(16, 1, "JL", n, n, 1 << n, &lines)
}

#[test]
fn the_limits_of_v1_and_lowering_them() {
    assert_eq!((MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS), (1 << 27, 1 << 24, 14_000_000));
    assert_eq!(Limits::V1, Limits::lowered(MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS));
    // A limit can only be lowered.
    assert_eq!(Limits::lowered(usize::MAX, u64::MAX, usize::MAX), Limits::V1);
    assert_ne!(Limits::lowered(10, u64::MAX, usize::MAX), Limits::V1);
}

#[test]
fn positions_are_numbered_when_first_reached_the_root_first() {
    // b = 0: 1 + 2 + ... + 32 = 63 positions.
    let text = explosion(0, "L0@0>1");
    assert_eq!(outcome(&text, BIG).0, "VERIFIED");
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 63)).0, "VERIFIED");
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 62)), ("limit", "more than 62 distinct positions".into()));
    // The root is position 1: with no room for it, nothing is walked.
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 0)).0, "limit");
    assert_eq!(outcome(&explosion(1, "L0@0>1"), (MAX_FILE_BYTES, MAX_NODES, 127)).0, "VERIFIED");
    assert_eq!(outcome(&explosion(1, "L0@0>1"), (MAX_FILE_BYTES, MAX_NODES, 126)).0, "limit");
}

#[test]
fn the_position_limit_fires_before_a_later_failure_and_after_an_earlier_one() {
    // The root's L move is illegal; the walk reaches it after the root and the 31 positions
    // below the root's J move (levels 1 to 5: 1 + 2 + 4 + 8 + 16).
    let text = explosion(0, "L0@99>1");
    let illegal = with(&text, (MAX_FILE_BYTES, MAX_NODES, 32)).unwrap_err();
    assert_eq!((illegal.rule_name(), illegal.node()), ("illegal-placement", Some(0)));
    // One position fewer: the 32nd position (number 32, the 31st below the root) is not numbered.
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 31)), ("limit", "more than 31 distinct positions".into()));
    // A failure met before the limit is reported: the root's J move illegal, limit 1.
    let text = explosion(0, "L0@0>1").replace("0 J0@0>1", "0 J0@99>1");
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 1)).0, "illegal-placement");
    // A move's own rules come before the number of the position it leads to.
    let text = cert(4, 1, "O", 2, 2, 1, &["0 O0@0>1", "1 O0@1>win"]);
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 1)).0, "limit");
    let text = cert(4, 1, "O", 2, 2, 1, &["0 O0@3>1", "1 O0@2>win"]);
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 1)).0, "illegal-placement");
}

#[test]
fn a_position_met_again_is_not_numbered_again() {
    // Two levels that put J on columns 0-2 and L on columns 3-5: after J L and after L J the same
    // node has the same board. Levels 0-5 have 63 positions, level 6 has 64, level 7 96 (not 128).
    let text = levels(&[(0, 3), (0, 3)], "L0@0>1");
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 223)).0, "VERIFIED");
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 222)).0, "limit");
    let text = levels(&[(0, 0), (0, 0)], "L0@0>1"); // no merge: 255
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 255)).0, "VERIFIED");
    assert_eq!(outcome(&text, (MAX_FILE_BYTES, MAX_NODES, 254)).0, "limit");
}

#[test]
fn the_header_nodes_limit_fires_when_its_line_is_parsed() {
    let limits = (MAX_FILE_BYTES, 2, MAX_POSITIONS);
    assert_eq!(outcome(W4_R1_O, limits).0, "VERIFIED");
    let text = W4_R1_O.replace("nodes 2", "nodes 3");
    assert_eq!(outcome(&text, limits), ("limit", "header nodes 3 is more than 2".into()));
    // A syntax error on that line wins; one on an earlier line wins; a later one is not reached.
    assert_eq!(outcome(&text.replace("nodes 3", "nodes 3 "), limits).0, "syntax");
    assert_eq!(outcome(&text.replace("max-pieces 2", "max-pieces 02"), limits).0, "syntax");
    assert_eq!(outcome(&text.replace("sequences 1", "sequences 01"), limits).0, "limit");
    assert_eq!(outcome(&text.replace("end\n", "garbage"), limits).0, "limit");
}

#[test]
fn after_the_node_line_limit_only_a_line_beginning_with_e_is_read() {
    // Node-line limit 1, header nodes 1: the second node line is refused before it is parsed,
    // whatever it is; a line beginning with `e` is the end line.
    let limits = (MAX_FILE_BYTES, 1, MAX_POSITIONS);
    let one = W4_R1_O.replace("nodes 2", "nodes 1");
    let refused = ("limit", "line 10: more than 1 node lines".to_string());
    for line in ["1 O0@2>win", "1 O0@2>win ", "7 O0@2>win", "x", "", " end", "END", "\u{7f}"] {
        assert_eq!(outcome(&one.replace("1 O0@2>win", line), limits), refused, "{line:?}");
    }
    // A last line without LF is a line too.
    assert_eq!(outcome(&one.replace("1 O0@2>win\nend\n", "x"), limits), refused);
    // Lines beginning with e: parsed as `end`.
    assert_eq!(outcome(&one.replace("1 O0@2>win\n", ""), limits).0, "dangling-child");
    for line in ["ending", "e", "end "] {
        assert_eq!(outcome(&one.replace("1 O0@2>win\nend", line), limits).0, "syntax", "{line:?}");
    }
    // Nothing to refuse when the file ends after the limit: the missing end line is a syntax error.
    assert_eq!(outcome(&one.replace("1 O0@2>win\nend\n", ""), limits).0, "syntax");
    // The same with the header above the line count: only the node lines count.
    assert_eq!(outcome(&W4_R1_O.replace("0 O0@0>1\n", ""), (MAX_FILE_BYTES, 2, MAX_POSITIONS)).0, "syntax");
}

#[test]
fn the_file_size_limit() {
    let n = W4_R1_O.len();
    assert_eq!(outcome(W4_R1_O, (n, MAX_NODES, MAX_POSITIONS)).0, "VERIFIED");
    assert_eq!(
        outcome(W4_R1_O, (n - 1, MAX_NODES, MAX_POSITIONS)),
        ("limit", format!("the file has {n} bytes, more than {}", n - 1))
    );
}

#[test]
fn node_lines_beyond_the_header_count_are_parsed_not_kept() {
    // More node lines than declared: all are parsed (a syntax error in them wins) ...
    let text = W4_R1_O.replace("nodes 2", "nodes 1");
    assert_eq!(outcome(&text, BIG), ("node-count", "header nodes 1, but 2 node lines".into()));
    assert_eq!(outcome(&text.replace("1 O0@2>win", "1 O0@2>win "), BIG).0, "syntax");
    // ... and fewer: node-count too.
    assert_eq!(outcome(&W4_R1_O.replace("nodes 2", "nodes 3"), BIG).0, "node-count");
}

#[test]
fn duplicates_compare_the_moves_exactly() {
    // Lines that differ only in a column beyond the board are not duplicates.
    let text = cert(4, 1, "O", 3, 3, 1, &["0 O0@0>1", "1 O0@300>2", "2 O0@301>2"]);
    assert_eq!(rejected(&text), Rule::IllegalPlacement);
    let text = cert(4, 1, "O", 3, 3, 1, &["0 O0@0>1", "1 O0@300>2", "2 O0@300>2"]);
    assert_eq!(rejected(&text), Rule::DuplicateNode);
    // The first repeat in id order (nodes 2 and 3), though 4 and 5 come first in text order.
    let nodes = ["0 I1@0>1 O0@2>2", "1 I1@0>3 O0@2>4", "2 I1@0>win O0@0>win", "3 I1@0>win O0@0>win"];
    let text = cert(4, 1, "IO", 6, 6, 1, &[&nodes[..], &["4 I1@1>5 O0@0>win", "5 I1@1>5 O0@0>win"]].concat());
    let f = check(&text).unwrap_err();
    let found = (f.rule_name(), f.node(), f.message(None));
    assert_eq!(found, ("duplicate-node", Some(3), "node 3 (line 12) repeats node 2".into()));
    // Next ids of 2^32 - 1 or more are kept saturated: dangling, whatever they are.
    for next in ["2", "4294967294", "4294967295", "18446744073709551615"] {
        let text = cert(4, 1, "O", 2, 2, 1, &["0 O0@0>1", &format!("1 O0@2>{next}")]);
        let f = check(&text).unwrap_err();
        assert_eq!((f.node(), f.message(None)), (Some(1), "node 1 (line 10) refers to a node >= N = 2".into()));
    }
}

#[test]
fn the_large_limits() {
    use sureline_checker::{LARGE_FILE_BYTES, LARGE_NODES, LARGE_POSITIONS};
    assert_eq!((LARGE_FILE_BYTES, LARGE_NODES, LARGE_POSITIONS), (1 << 31, 1 << 27, 7 << 25));
    assert_eq!(Limits::LARGE.lower(usize::MAX, u64::MAX, usize::MAX), Limits::LARGE);
    // Lowered to the standard numbers, they still keep boards of at most 128 cells only.
    assert_ne!(Limits::LARGE.lower(MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS), Limits::V1);
    // The position limit: the walk of `explosion(0)` numbers 63 positions under both.
    let text = explosion(0, "L0@0>1");
    let large = |positions| outcome_within(&text, &Limits::LARGE.lower(usize::MAX, u64::MAX, positions));
    assert_eq!(large(63).0, "VERIFIED");
    assert_eq!(large(62), ("limit", "more than 62 distinct positions".into()));
    assert_eq!(outcome(&text, BIG), large(usize::MAX));
}

/// W = 16, R = 1, P = I: vertical I pieces stacked in column `column` (`stacked` of them), then
/// row 0 filled by the rest; the stack's top cell is (column, 4 * stacked - 1).
fn stack(column: usize, stacked: usize) -> String {
    let mut moves: Vec<String> = (0..stacked).map(|_| format!("I1@{column}")).collect();
    let free: Vec<usize> = (0..16).filter(|&c| c != column).collect();
    // Horizontal I pieces over the free columns while four in a row are free, then vertical ones.
    let mut i = 0;
    while i < free.len() {
        if i + 4 <= free.len() && free[i + 3] == free[i] + 3 {
            moves.push(format!("I0@{}", free[i]));
            i += 4;
        } else {
            moves.push(format!("I1@{}", free[i]));
            i += 1;
        }
    }
    let n = moves.len();
    let lines: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(k, m)| if k + 1 == n { format!("{k} {m}>win") } else { format!("{k} {m}>{}", k + 1) })
        .collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    cert(16, 1, "I", n as u64, n as u64, 1, &lines)
}

#[test]
fn under_the_large_limits_a_board_keeps_its_cells_among_the_first_128() {
    let large = |text: &str| outcome_within(text, &Limits::LARGE);
    // Column 15 stacked to row 7: its top cell is number 7 * 16 + 15 = 127. Both limits verify,
    // with the same verdict.
    let edge = stack(15, 2);
    assert_eq!(large(&edge).0, "VERIFIED");
    assert_eq!(large(&edge), outcome(&edge, BIG));
    // One more piece reaches cell 128 and beyond: `limit` under the large limits only, when the
    // position after it is numbered (the moves before it are checked).
    let over = stack(15, 3);
    assert_eq!(outcome(&over, BIG).0, "VERIFIED");
    let message = "a board with a filled cell beyond the first 128 (y * W + x >= 128): the large limits";
    assert_eq!(large(&over), ("limit", message.to_string()));
    // Column 0 stacked to row 8: cell 128 itself.
    assert_eq!(large(&stack(0, 3)).0, "limit");
    assert_eq!(large(&stack(0, 2)).0, "VERIFIED");
    // A move's own rules come first: an illegal third stacking move is reported as such.
    let illegal = over.replacen("2 I1@15>3", "2 I1@16>3", 1);
    assert_ne!(illegal, over);
    assert_eq!(large(&illegal).0, "illegal-placement");
}

/// The packed memo of the large limits gives the same verdicts as the rows memo of the standard
/// ones, on the archive's player certificates up to 1 MB (W = 2 to 10, capped and well).
#[test]
fn the_large_limits_give_the_archives_verdicts() {
    let mut compared = 0;
    for dir in ["certificates", "certificates/examples", "certificates/frontier"] {
        for entry in std::fs::read_dir(repo_path(dir)).unwrap() {
            let path = entry.unwrap().path();
            let small = std::fs::metadata(&path).unwrap().len() < 1 << 20;
            if path.extension().is_none_or(|e| e != "cert") || !small {
                continue;
            }
            let bytes = std::fs::read(&path).unwrap();
            let verdict = |limits| verify_with_limits(&bytes, &Claim::default(), &limits).map(|v| v.to_string());
            let standard = verdict(Limits::V1);
            if standard.is_err() {
                continue; // an adversary certificate: no walk of positions
            }
            assert_eq!(standard, verdict(Limits::LARGE), "{}", path.display());
            compared += 1;
        }
    }
    assert!(compared >= 15, "{compared} player certificates compared");
}
