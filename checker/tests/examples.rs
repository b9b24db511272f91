//! Valid certificates verify with pinned verdict lines; the committed examples under
//! certificates/examples/ are exactly what the brute-force search of the tests writes and still
//! verify with the hashes of certificates/examples/SHA256SUMS; the committed known-bad
//! certificate is rejected with the rule its README names.
//!
//! Run with SURELINE_BLESS=1 to (re)write the committed files after a deliberate change.

mod common;

use common::*;
use sureline_checker::{verify, Claim, Rule};

const PINNED_W4_R1_O: &str = "s VERIFIED sha256:a16c4d62087f21d98bac2d0ad815b77aa8ab0c56ccfee6c7d25855374e4844f7 width=4 rows=1 pieces<=2 nodes=2 sequences=1 adversary=O";

/// W=4, R=2, P=T: T2 at column 0, then T3 at column 2 completes row 1 (row 0 stays open).
pub const W4_R2_T: &str = "sureline-certificate v1
claim player-completes-a-line
width 4
rows 2
adversary T
max-pieces 2
nodes 2
sequences 1
0 T2@0>1
1 T3@2>win
end
";

/// The full piece set on width 4, goal rows 3: found by the brute-force search of the tests.
fn full_set() -> String {
    search(4, 3, "IOTSZJL", 4)
        .expect("a strategy for W=4 R=3 within 4 pieces")
        .text()
}

fn examples() -> Vec<(&'static str, String)> {
    vec![
        ("w4-r1-O.cert", W4_R1_O.to_string()),
        ("w2-r1-I.cert", W2_R1_I.to_string()),
        ("w4-r2-T.cert", W4_R2_T.to_string()),
        ("w4-r3-IOTSZJL.cert", full_set()),
    ]
}

fn verdict_line(text: &str) -> String {
    check(text).expect("verifies").to_string()
}

#[test]
fn spec_example_verifies_with_pinned_verdict() {
    assert_eq!(verdict_line(W4_R1_O), PINNED_W4_R1_O);
}

#[test]
fn small_examples_verify_with_pinned_verdicts() {
    assert_eq!(
        verdict_line(W2_R1_I),
        "s VERIFIED sha256:c0b34cce5fa46fe6ceee9b98069a16edd6f37d1a055ada61ef62d6870212f6ae width=2 rows=1 pieces<=2 nodes=2 sequences=1 adversary=I"
    );
    assert_eq!(
        verdict_line(W4_R2_T),
        "s VERIFIED sha256:49404237d73035aa6b5f51349156b6f67d316f8d7c69d9affd60ab312a74322c width=4 rows=2 pieces<=2 nodes=2 sequences=1 adversary=T"
    );
}

#[test]
fn full_piece_set_strategy_verifies() {
    let text = full_set();
    let v = check(&text).expect("the searched strategy verifies");
    let (width, rows, max_pieces, nodes, sequences) = figures(&v);
    assert_eq!(
        (width, rows, v.adversary.as_str(), max_pieces),
        (4, 3, "IOTSZJL", 3)
    );
    assert_eq!(
        v.to_string(),
        "s VERIFIED sha256:444fc9976354838db1f16a4e2ec3e55602062df4cf931603072ae39236c22b75 width=4 rows=3 pieces<=3 nodes=12 sequences=73 adversary=IOTSZJL"
    );
    // The reference reading of the spec agrees.
    let r = reference_verify(text.as_bytes()).expect("reference accepts");
    assert_eq!(
        (r.nodes as u64, r.sequences, r.max_pieces),
        (nodes, sequences, max_pieces)
    );
    // No strategy exists for fewer goal rows within 4 pieces, and the checker refuses to go beyond R=3.
    assert!(search(4, 2, "IOTSZJL", 4).is_none());
    let claim = Claim {
        rows: Some(2),
        ..Claim::default()
    };
    assert_eq!(rejected_with(&text, &claim), Rule::ClaimTooWeak);
}

#[test]
fn all_examples_agree_with_the_reference_verifier() {
    for (name, text) in examples() {
        let v = check(&text).unwrap_or_else(|f| panic!("{name}: {f}"));
        let r = reference_verify(text.as_bytes())
            .unwrap_or_else(|| panic!("{name}: reference rejects"));
        let (width, rows, max_pieces, nodes, sequences) = figures(&v);
        assert_eq!(
            (
                width as usize,
                rows as usize,
                v.adversary,
                max_pieces,
                nodes as usize,
                sequences
            ),
            (
                r.width,
                r.rows,
                r.adversary,
                r.max_pieces,
                r.nodes,
                r.sequences
            ),
            "{name}"
        );
    }
}

#[test]
fn committed_examples_are_current_and_verify_with_their_hashes() {
    let dir = repo_path("certificates/examples");
    let bless = std::env::var_os("SURELINE_BLESS").is_some();
    let mut sums = String::new();
    for (name, text) in examples() {
        let path = dir.join(name);
        if bless {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        }
        let committed =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(
            committed, text,
            "{name} is stale: rerun with SURELINE_BLESS=1"
        );
        sums += &format!("{}  {name}\n", sha256_hex(text.as_bytes()));
    }
    let sums_path = dir.join("SHA256SUMS");
    if bless {
        std::fs::write(&sums_path, &sums).unwrap();
    }
    let committed_sums = std::fs::read_to_string(&sums_path).unwrap();
    assert_eq!(committed_sums, sums);
    for line in committed_sums.lines() {
        let (hex, name) = line.split_once("  ").expect("sha256sum format");
        let bytes = std::fs::read(dir.join(name)).unwrap();
        let v = verify(&bytes, &Claim::default()).unwrap_or_else(|f| panic!("{name}: {f}"));
        assert_eq!(v.sha256, format!("sha256:{hex}"), "{name}");
    }
}

#[test]
fn committed_known_bad_is_rejected_with_its_rule() {
    let dir = repo_path("certificates/known-bad");
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let bytes = std::fs::read(dir.join("false-win.cert")).unwrap();
    assert!(readme.contains("`false-win.cert`") && readme.contains("rule=false-win"));
    match verify(&bytes, &Claim::default()) {
        Err(f) if f.play.is_some() => {
            assert_eq!(f.exit_code(), 1);
            assert!(
                f.to_string().starts_with("s NOT VERIFIED rule=false-win"),
                "{f}"
            );
        }
        other => panic!("{other:?}"),
    }
}
