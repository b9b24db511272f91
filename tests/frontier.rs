//! `sureline frontier` end to end on small widths: the table's values, every certificate
//! verified with the claim the table states, byte-identical reruns, and usage errors before any
//! work.

use std::collections::BTreeMap;
use std::path::Path;

use sureline_e2e::{bin, check_claims, run, scratch, Run};

/// `sureline frontier --widths 2..4 -o DIR [EXTRA]` (one thread: the machine is shared).
fn frontier(dir: &Path, cwd: &Path, extra: &[&str]) -> Run {
    let out = dir.to_str().expect("a UTF-8 scratch path");
    let mut args = vec![
        "frontier",
        "--widths",
        "2..4",
        "-o",
        out,
        "--threads",
        "1",
        "--quiet",
    ];
    args.extend_from_slice(extra);
    run(&bin("sureline"), &args, cwd)
}

/// Every file of a directory (not the staging one), name to bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .expect("the output directory")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.is_file())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).expect("readable"))
        })
        .collect()
}

fn cell<'a>(json: &'a serde_json::Value, game: &str, width: u64) -> &'a serde_json::Value {
    json["cells"]
        .as_array()
        .expect("cells")
        .iter()
        .find(|c| c["game"] == game && c["width"] == width)
        .unwrap_or_else(|| panic!("no cell {game} {width}"))
}

#[test]
fn the_frontier_of_small_widths_is_certified_claim_by_claim() {
    let root = scratch("frontier-small");
    let dir = root.join("table");
    let made = frontier(&dir, &root, &[]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("frontier.json")).unwrap()).unwrap();
    // (game, width) -> (verdict, size, pieces): 4 columns need 4 goal rows (3 pieces) in the
    // capped game and a well 5 rows tall (3 pieces); odd widths are the adversary's (parity).
    for (game, width, verdict, size, pieces) in [
        ("capped", 2, "player-wins", 6, Some(2)),
        ("capped", 3, "parity", 8, None),
        ("capped", 4, "player-wins", 4, Some(3)),
        ("well", 2, "player-wins", 7, Some(2)),
        ("well", 3, "parity", 15, None),
        ("well", 4, "player-wins", 5, Some(3)),
    ] {
        let c = cell(&json, game, width);
        assert_eq!(c["verdict"], verdict, "{game} {width}");
        assert_eq!(c["size"], size, "{game} {width}");
        assert_eq!(c["pieces"].as_u64(), pieces, "{game} {width}");
    }
    // Per even width and game: player, lower bound, adversary below; per odd: one adversary.
    assert_eq!(check_claims(&dir), 2 * 3 + 2 * 3 + 2);
    let table = std::fs::read_to_string(dir.join("FRONTIER.md")).unwrap();
    assert!(table.contains("| capped | 4 | R = 4 | **3** | `4x4-optimal.cert`"));
    assert!(!dir.join(".frontier-staging").exists(), "staging removed");
}

#[test]
fn a_rerun_gives_the_same_bytes_and_keeps_the_archived_files() {
    let root = scratch("frontier-rerun");
    let (first, second) = (root.join("a"), root.join("b"));
    assert_eq!(frontier(&first, &root, &[]).code, 0);
    assert_eq!(frontier(&second, &root, &[]).code, 0);
    // Times and provenance live only in frontier.json and the manifests.
    let stable = |dir: &Path| {
        let mut all = files(dir);
        all.retain(|name, _| !name.ends_with(".json"));
        all
    };
    let before = stable(&first);
    assert_eq!(before, stable(&second));
    // Again into the first directory: refused at once without --force, then with it the same
    // bytes (its SHA256SUMS lists every certificate, which are kept).
    let refused = frontier(&first, &root, &[]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert_eq!(
        refused.stderr,
        format!(
            "sureline: {}: already exists (pass --force to replace it)\n",
            first.join("FRONTIER.md").display()
        )
    );
    assert_eq!(before, stable(&first));
    let again = frontier(&first, &root, &["--force"]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(before, stable(&first));
}

#[test]
fn bad_widths_are_usage_errors_before_any_work() {
    let root = scratch("frontier-usage");
    for widths in ["8..2", "1..4", "2..13", "2..16", "two"] {
        let out = root.join("never");
        let args = ["frontier", "--widths", widths, "-o", out.to_str().unwrap()];
        let refused = run(&bin("sureline"), &args, &root);
        assert_eq!(refused.code, 2, "{widths}");
        assert_eq!(
            refused.stderr.lines().count(),
            1,
            "{widths}: {}",
            refused.stderr
        );
        assert!(refused.stderr.contains("--widths"), "{}", refused.stderr);
        assert!(!out.exists(), "{widths}: nothing made");
    }
}
