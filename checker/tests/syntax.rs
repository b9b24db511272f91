//! [cert.encoding] [cert.grammar] [cert.limits]: malformed files are syntax errors (exit 3) with
//! line, column, expected and found; files beyond the limits are refused (exit 4); nothing panics.

mod common;

use common::*;
use sureline_checker::{verify, Claim, Limits, Rule};

const MAX_NODES: u64 = Limits::V1.nodes;

/// A syntax error's place and its `expected X, found Y`.
#[derive(Debug, PartialEq, Eq)]
struct SyntaxError {
    line: usize,
    column: usize,
    expected: String,
    found: String,
}

fn syntax(bytes: &[u8]) -> SyntaxError {
    match verify(bytes, &Claim::default()) {
        Err(f) if f.rule == Rule::Syntax => {
            assert_eq!(f.exit_code(), 3);
            assert!(
                f.to_string().starts_with("s NOT VERIFIED rule=syntax\nc "),
                "{f}"
            );
            let (line, column) = f.at.expect("a syntax error has a place");
            let message = f
                .message
                .strip_prefix("expected ")
                .expect("expected X, found Y");
            let (expected, found) = message
                .rsplit_once(", found ")
                .expect("expected X, found Y");
            SyntaxError {
                line,
                column,
                expected: expected.into(),
                found: found.into(),
            }
        }
        other => panic!(
            "expected a syntax error, got {other:?} for {:?}",
            String::from_utf8_lossy(bytes)
        ),
    }
}

fn at(bytes: &[u8]) -> (usize, usize) {
    let e = syntax(bytes);
    (e.line, e.column)
}

fn limit(bytes: &[u8]) -> String {
    match verify(bytes, &Claim::default()) {
        Err(f) if f.rule == Rule::Limit => {
            assert_eq!(f.exit_code(), 4);
            assert!(
                f.to_string().starts_with("s NOT VERIFIED rule=limit\nc "),
                "{f}"
            );
            f.to_string()
        }
        other => panic!("expected a limit, got {other:?}"),
    }
}

fn replace(text: &str, from: &str, to: &str) -> Vec<u8> {
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1).into_bytes()
}

#[test]
fn exact_messages() {
    let e = syntax(b"");
    assert_eq!(
        e,
        SyntaxError {
            line: 1,
            column: 1,
            expected: "\"sureline-certificate v1\"".into(),
            found: "end of file".into()
        }
    );
    let e = syntax(&replace(W4_R1_O, "width 4\n", "width 04\n"));
    assert_eq!(
        (e.line, e.column, e.expected.as_str(), e.found.as_str()),
        (3, 7, "width without leading zero", "\"04\"")
    );
    let e = syntax(&replace(W4_R1_O, "1 O0@2>win", "1 T0@2>win"));
    assert_eq!(
        (e.line, e.column, e.expected.as_str(), e.found.as_str()),
        (10, 3, "an orientation of piece O", "\"T0\"")
    );
    let e = syntax(&replace(W4_R1_O, "end\n", "end"));
    assert_eq!(
        (e.line, e.column, e.expected.as_str(), e.found.as_str()),
        (11, 4, "LF", "end of file")
    );
    let f = verify(&replace(W4_R1_O, "rows 1", "rows 1 "), &Claim::default()).unwrap_err();
    assert_eq!(
        f.to_string(),
        "s NOT VERIFIED rule=syntax\nc 4:7: expected end of line, found \" \""
    );
    assert_eq!(
        f.report(Some("x.cert")),
        "s NOT VERIFIED rule=syntax\nc x.cert:4:7: expected end of line, found \" \""
    );
}

#[test]
fn magic_and_encoding() {
    assert_eq!(at(&replace(W4_R1_O, "v1", "v2")), (1, 23));
    assert_eq!(
        at(&replace(
            W4_R1_O,
            "sureline-certificate v1",
            "sureline-certificate  v1"
        )),
        (1, 22)
    );
    assert_eq!(at(b"\x89SLC\x01\x00binary"), (1, 1));
    assert_eq!(at(&replace(W4_R1_O, "sureline", "Sureline")), (1, 1));
    // Two claim kinds: the error points past "claim adversary-", where no claim line matches.
    assert_eq!(
        at(&replace(
            W4_R1_O,
            "claim player-completes-a-line",
            "claim adversary-wins"
        )),
        (2, 17)
    );
    assert_eq!(
        at(&replace(
            W4_R1_O,
            "claim player-completes-a-line",
            "claim nobody"
        )),
        (2, 7)
    );
    // CRLF line endings.
    let e = syntax(W4_R1_O.replace('\n', "\r\n").as_bytes());
    assert_eq!((e.line, e.column, e.found.as_str()), (1, 24, "\"\\r\""));
    // A tab, a blank line, a leading space, double spaces, a trailing space.
    assert_eq!(at(&replace(W4_R1_O, "width 4", "width\t4")), (3, 6));
    assert_eq!(at(&replace(W4_R1_O, "rows 1\n", "rows 1\n\n")), (5, 1));
    assert_eq!(at(&replace(W4_R1_O, "\n1 O0", "\n 1 O0")), (10, 1));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "0  O0@0>1")), (9, 3));
    assert_eq!(at(&replace(W4_R1_O, "1 O0@2>win", "1 O0@2>win ")), (10, 11));
    // Non-ASCII.
    assert_eq!(at(&replace(W4_R1_O, "adversary O", "adversary Ö")), (5, 11));
}

#[test]
fn header_values() {
    assert_eq!(at(&replace(W4_R1_O, "width 4", "width 1")), (3, 7));
    assert_eq!(at(&replace(W4_R1_O, "width 4", "width 17")), (3, 7));
    assert_eq!(at(&replace(W4_R1_O, "width 4", "width 256")), (3, 7));
    assert_eq!(at(&replace(W4_R1_O, "rows 1", "rows 0")), (4, 6));
    assert_eq!(at(&replace(W4_R1_O, "rows 1", "rows 21")), (4, 6));
    assert_eq!(at(&replace(W4_R1_O, "rows 1", "rows -1")), (4, 6));
    assert_eq!(at(&replace(W4_R1_O, "rows 1", "rows +1")), (4, 6));
    assert_eq!(
        at(&replace(W4_R1_O, "width 4\nrows 1", "rows 1\nwidth 4")),
        (3, 1)
    );
    assert_eq!(
        at(&replace(W4_R1_O, "adversary O", "adversary OI")),
        (5, 12)
    );
    assert_eq!(
        at(&replace(W4_R1_O, "adversary O", "adversary OO")),
        (5, 12)
    );
    assert_eq!(at(&replace(W4_R1_O, "adversary O", "adversary o")), (5, 11));
    assert_eq!(at(&replace(W4_R1_O, "adversary O", "adversary X")), (5, 11));
    assert_eq!(at(&replace(W4_R1_O, "adversary O", "adversary ")), (5, 11));
    assert_eq!(
        at(&replace(W4_R1_O, "adversary O", "adversary IOTSZJLI")),
        (5, 18)
    );
    assert_eq!(
        at(&replace(W4_R1_O, "max-pieces 2", "max-pieces 02")),
        (6, 12)
    );
    assert_eq!(at(&replace(W4_R1_O, "max-pieces 2", "max-pieces")), (6, 11));
}

#[test]
fn huge_numbers() {
    // Above 2^64 - 1: a syntax error wherever a number stands.
    let big = "18446744073709551616";
    let e = syntax(&replace(
        W4_R1_O,
        "max-pieces 2",
        &format!("max-pieces {big}"),
    ));
    assert_eq!(
        (e.line, e.column, e.expected.as_str()),
        (6, 12, "max-pieces below 2^64")
    );
    assert_eq!(
        at(&replace(
            W4_R1_O,
            "sequences 1",
            &format!("sequences {big}")
        )),
        (8, 11)
    );
    assert_eq!(
        at(&replace(W4_R1_O, "nodes 2", &format!("nodes {big}"))),
        (7, 7)
    );
    assert_eq!(
        at(&replace(W4_R1_O, "O0@0>1", &format!("O0@{big}>1"))),
        (9, 6)
    );
    assert_eq!(
        at(&replace(W4_R1_O, "O0@0>1", &format!("O0@0>{big}"))),
        (9, 8)
    );
    assert_eq!(
        at(&replace(
            W4_R1_O,
            "O0@0>1",
            &format!("O0@0>{}", "9".repeat(5000))
        )),
        (9, 8)
    );
    // 2^64 - 1 is a number: the rules decide.
    assert!(matches!(
        verify(&replace(W4_R1_O, "max-pieces 2", "max-pieces 18446744073709551615"), &Claim::default()),
        Err(f) if f.exit_code() == 1
    ));
    // Beyond the node limit: refused right after the header, exit 4.
    let message = limit(&replace(
        W4_R1_O,
        "nodes 2",
        &format!("nodes {}", MAX_NODES + 1),
    ));
    assert!(message.contains("16777217"), "{message}");
    limit(&replace(W4_R1_O, "nodes 2", "nodes 18446744073709551615"));
    // The limit is checked before the rest of the file is read.
    let mut text = replace(W4_R1_O, "nodes 2", "nodes 99999999");
    text.extend_from_slice(b"garbage");
    limit(&text);
}

#[test]
fn node_lines() {
    // Wrong id, fewer and more moves, wrong separators, missing next.
    assert_eq!(at(&replace(W4_R1_O, "1 O0@2>win", "2 O0@2>win")), (10, 1));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "00 O0@0>1")), (9, 1));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "0")), (9, 2));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "0 O0@0>1 O0@0>1")), (9, 9));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "0 O0#0>1")), (9, 5));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "0 O0@0<1")), (9, 7));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "0 O0@0>")), (9, 8));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "0 O0@>1")), (9, 6));
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1", "0 O1@0>1")), (9, 3));
    assert_eq!(at(&replace(W4_R1_O, "1 O0@2>win", "1 O0@2>WIN")), (10, 8));
    assert_eq!(at(&replace(W4_R1_O, "1 O0@2>win", "1 O0@2>wins")), (10, 11));
    // Slots follow the piece set: P = IO wants an I orientation first.
    let text = cert(4, 1, "IO", 2, 1, 2, &["0 O0@0>win I0@0>win"]);
    assert_eq!(at(text.as_bytes()), (9, 3));
    // No node line, `end` missing, content after `end`.
    assert_eq!(at(&replace(W4_R1_O, "0 O0@0>1\n1 O0@2>win\n", "")), (9, 1));
    assert_eq!(at(&replace(W4_R1_O, "end\n", "")), (11, 1));
    assert_eq!(at(&replace(W4_R1_O, "end\n", "end\n\n")), (12, 1));
    assert_eq!(at(&replace(W4_R1_O, "end\n", "end\nend\n")), (12, 1));
    assert_eq!(at(&replace(W4_R1_O, "end\n", "end \n")), (11, 4));
    assert_eq!(at(&replace(W4_R1_O, "end\n", "ending\n")), (11, 4));
}

#[test]
fn every_truncation_is_a_syntax_error() {
    for (name, text) in [
        ("w4-r1-O", W4_R1_O.to_string()),
        ("full", search(4, 3, "IOTSZJL", 4).unwrap().text()),
    ] {
        let bytes = text.as_bytes();
        for cut in 0..bytes.len() {
            let e = syntax(&bytes[..cut]);
            assert!(e.line >= 1 && e.column >= 1, "{name} cut at {cut}");
        }
        assert!(verify(bytes, &Claim::default()).is_ok());
    }
}

#[test]
fn random_bytes_never_verify_or_panic() {
    // A small deterministic generator (xorshift) so the test needs no extra dependency.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet =
        b"sureline-certificate v1\nclaimwidthrowsadversarymax-piecesnodessequencesend0123456789IOTSZJL@> \r\t\xff";
    for _ in 0..3000 {
        let len = (next() % 300) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
            .collect();
        assert!(verify(&bytes, &Claim::default()).is_err());
        // Splice random bytes into a valid certificate.
        let mut spliced = W4_R1_O.as_bytes().to_vec();
        let at = (next() % spliced.len() as u64) as usize;
        spliced.insert(at, alphabet[(next() % alphabet.len() as u64) as usize]);
        let _ = verify(&spliced, &Claim::default());
    }
}
