//! `sureline stats`: figures of hand-made certificates, computed by hand, and of a full-set one,
//! cross-checked against a plain enumeration of its games.

#[path = "../../testdata/support.rs"]
mod support;

use support::*;
use sureline_tools::identity::sha256_hex;
use sureline_tools::stats::player::compute;
use sureline_tools::stats::{run_stats, StatsOptions};

#[test]
fn stats_of_the_spec_example_computed_by_hand() {
    let cert = sureline_certify::strategy::read(O_CERT.as_bytes()).unwrap();
    let stats = compute(&cert, O_CERT.as_bytes());
    assert_eq!(stats.width, 4);
    assert_eq!(stats.rows, 1);
    assert_eq!(stats.adversary, "O");
    assert_eq!(stats.nodes, 2);
    assert_eq!(stats.max_pieces, 2);
    assert_eq!(stats.sequences, 1);
    assert_eq!(stats.sequences_by_length, vec![0, 0, 1]);
    assert_eq!(stats.sequences_by_completed_row, vec![1]);
    // The O pieces fill rows 0 and 1.
    assert_eq!(stats.highest_row, 1);
    // The empty board and the board with one O at columns 0-1.
    assert_eq!(stats.distinct_boards, 2);
    assert_eq!(
        stats.sha256,
        format!("sha256:{}", sha256_hex(O_CERT.as_bytes()))
    );
    assert_eq!(stats.sha256.len(), 7 + 64);
}

#[test]
fn stats_of_a_two_piece_set_computed_by_hand() {
    let cert = sureline_certify::strategy::read(IO_CERT.as_bytes()).unwrap();
    let stats = compute(&cert, IO_CERT.as_bytes());
    // Games: I (1 piece, row 0), OI (2 pieces, row 2), OO (2 pieces, row 0).
    assert_eq!(stats.sequences, 3);
    assert_eq!(stats.max_pieces, 2);
    assert_eq!(stats.sequences_by_length, vec![0, 1, 2]);
    assert_eq!(stats.sequences_by_completed_row, vec![2, 0, 1, 0]);
    // OI: the I lies in row 2.
    assert_eq!(stats.highest_row, 2);
    assert_eq!(stats.distinct_boards, 2);
}

#[test]
fn stats_of_a_full_set_certificate_match_an_enumeration_of_its_games() {
    let bytes = std::fs::read(full_cert()).unwrap();
    let cert = sureline_certify::strategy::read(&bytes).unwrap();
    let stats = compute(&cert, &bytes);
    let games = all_games(&cert);
    assert_eq!(stats.sequences, games.len() as u64);
    assert_eq!(stats.sequences, 67);
    assert_eq!(stats.max_pieces, 3);
    assert_eq!(stats.nodes, 10);
    let mut by_length = vec![0u64; 4];
    let mut by_row = vec![0u64; 4];
    let mut highest = 0;
    for (letters, board) in &games {
        by_length[letters.len()] += 1;
        by_row[board.completed_rows().trailing_zeros() as usize] += 1;
        for c in 0..4 {
            highest = highest.max(board.column_height(c));
        }
    }
    assert_eq!(stats.sequences_by_length, by_length);
    assert_eq!(stats.sequences_by_completed_row, by_row);
    assert_eq!(stats.highest_row + 1, highest);
    assert_eq!(by_length[0], 0);
    // The sha256 is the checker's identity.
    let verdict = sureline_checker::verify(&bytes, &Default::default()).unwrap();
    assert_eq!(verdict.sha256, stats.sha256);
}

#[test]
fn json_has_the_documented_keys_and_the_table_is_aligned() {
    let dir = temp_dir("stats-json");
    let path = write(&dir, "io.cert", IO_CERT);
    let mut out = Vec::new();
    run_stats(
        &StatsOptions {
            cert: path.clone(),
            json: true,
        },
        &mut out,
    )
    .unwrap();
    let value: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let mut keys: Vec<&str> = value
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    let mut expected = vec![
        "width",
        "rows",
        "adversary",
        "max_pieces",
        "nodes",
        "sequences",
        "sequences_by_length",
        "sequences_by_completed_row",
        "highest_row",
        "distinct_boards",
        "sha256",
    ];
    expected.sort_unstable();
    assert_eq!(keys, expected);
    assert_eq!(
        value["sequences_by_completed_row"],
        serde_json::json!([2, 0, 1, 0])
    );

    let mut table = Vec::new();
    run_stats(
        &StatsOptions {
            cert: path,
            json: false,
        },
        &mut table,
    )
    .unwrap();
    let table = String::from_utf8(table).unwrap();
    assert!(table.contains("\nsequences        3\n"), "{table}");
    assert!(table.contains("\ndistinct boards  2\n"), "{table}");
}

#[test]
fn stats_refuses_an_unverified_certificate() {
    let dir = temp_dir("stats-bad");
    let path = write(&dir, "bad.cert", &O_CERT.replace("O0@2>win", "O0@0>win"));
    let err = run_stats(
        &StatsOptions {
            cert: path,
            json: false,
        },
        &mut Vec::new(),
    )
    .unwrap_err();
    assert_eq!(err.exit_code(), 1);
    assert!(err.to_string().contains("false-win"), "{err}");
}
