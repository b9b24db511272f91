//! `sureline survival` end to end on small wells: the table's findings, every certificate
//! verified with the claim its CLAIMS line states, and a rerun into the same directory refused
//! without `--force` and byte-identical with it. (It and `sureline frontier` share one runner,
//! solver/cli/src/table.rs; tests/frontier.rs tests the other table kind.)

use std::collections::BTreeMap;
use std::path::Path;

use sha2::{Digest, Sha256};
use sureline_e2e::{bin, check_claims, run, scratch, Run};

/// `sureline survival --widths 2..4 --pieces O,I --heights 1..6 -o DIR [EXTRA]`.
fn survival(dir: &Path, cwd: &Path, extra: &[&str]) -> Run {
    let out = dir.to_str().expect("a UTF-8 scratch path");
    let mut args = vec![
        "survival",
        "--widths",
        "2..4",
        "--pieces",
        "O,I",
        "--heights",
        "1..6",
        "--max-seconds-per-solve",
        "60",
        "-o",
        out,
        "--quiet",
    ];
    args.extend_from_slice(extra);
    run(&bin("sureline"), &args, cwd)
}

/// Every file of a directory, name to the SHA-256 of its bytes; the figures of the solves
/// (survival.json, the manifests, SURVIVAL.md's timings) differ from run to run, so those by name
/// only.
fn files(dir: &Path) -> BTreeMap<String, Option<Vec<u8>>> {
    std::fs::read_dir(dir)
        .expect("the output directory")
        .map(|e| e.expect("an entry").path())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let timed = name.ends_with(".json") || name == "SURVIVAL.md";
            let bytes = std::fs::read(&p).expect("a file");
            (name, (!timed).then(|| Sha256::digest(&bytes).to_vec()))
        })
        .collect()
}

#[test]
fn the_survival_table_of_small_wells_is_certified_claim_by_claim() {
    let root = scratch("survival-table");
    let dir = root.join("table");
    let made = survival(&dir, &root, &[]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    // Squares: a 2-wide well is survived from H = 1, a 4-wide one from H = 2 (at H = 1 the
    // adversary's first O tops out); a 3-wide one never (parity). Bars: from H = 4, 4 and 1.
    assert_eq!(
        made.stdout,
        "O W=2: the player survives from H = 1\n\
         O W=3: the adversary wins at every H <= 6 (by piece 4 at H = 6)\n\
         O W=4: the player survives from H = 2\n\
         I W=2: the player survives from H = 4\n\
         I W=3: the player survives from H = 4\n\
         I W=4: the player survives from H = 1\n"
    );
    assert_eq!(check_claims(&dir), 10);
    // The exact search alone: no method is named (the files of the tables made before the
    // staged search).
    let table = std::fs::read_to_string(dir.join("SURVIVAL.md")).unwrap();
    let json = std::fs::read_to_string(dir.join("survival.json")).unwrap();
    assert!(!table.contains("## Methods") && !json.contains("\"method\""));
    // No staging directory is left, and a second run is refused before any solve.
    let before = files(&dir);
    assert!(
        !before.keys().any(|name| name.starts_with('.')),
        "{before:?}"
    );
    let again = survival(&dir, &root, &[]);
    assert_eq!(again.code, 2, "{}", again.stderr);
    assert_eq!(files(&dir), before);
    // With --force the same certificates, CLAIMS and SHA256SUMS.
    assert_eq!(survival(&dir, &root, &["--force"]).code, 0);
    assert_eq!(files(&dir), before);
    // With the large limits allowed: each certificate fits the standard ones and is verified
    // within them, so CLAIMS names no limits; the command says the option.
    let large = survival(&dir, &root, &["--force", "--limits", "large"]);
    assert_eq!(large.code, 0, "{}", large.stderr);
    assert_eq!(files(&dir), before);
    let table = std::fs::read_to_string(dir.join("SURVIVAL.md")).unwrap();
    assert!(
        table.contains("--max-seconds-per-solve 60 --limits large`"),
        "{table}"
    );
    let wrong = survival(&dir, &root, &["--force", "--limits", "huge"]);
    assert_eq!(wrong.code, 2);
    assert!(
        wrong.stderr.contains("--limits") && wrong.stderr.contains("expected standard or large"),
        "{}",
        wrong.stderr
    );
    assert_eq!(files(&dir), before);
}

/// [survival.staged] `--stage-positions`: at 3,000 positions a search, the exact search decides
/// every height of O + J at W = 4 but the preview game's at H = 5, which the strategy without
/// preview, lifted, decides ([survival.lift]); SURVIVAL.md and survival.json name each
/// certificate's method, and every claim verifies.
#[test]
fn a_staged_table_lifts_the_preview_cell_and_names_each_method() {
    let root = scratch("survival-staged");
    let dir = root.join("table");
    let out = dir.to_str().expect("a UTF-8 scratch path");
    let args = [
        "survival",
        "--widths",
        "4",
        "--pieces",
        "OJ",
        "--preview",
        "0,1",
        "--heights",
        "1..6",
        "--stage-positions",
        "3000",
        "-o",
        out,
        "--quiet",
    ];
    let made = run(&bin("sureline"), &args, &root);
    assert_eq!(made.code, 0, "{}", made.stderr);
    assert_eq!(
        made.stdout,
        "OJ W=4: the player survives from H = 5\n\
         OJ, preview W=4: the player survives from H = 5\n"
    );
    assert_eq!(check_claims(&dir), 4);
    let table = std::fs::read_to_string(dir.join("SURVIVAL.md")).unwrap();
    assert!(table.contains("--stage-positions 3000"), "{table}");
    // The Methods section, between the cells and the claims: each cited certificate, by name.
    let methods = table
        .split_once("\n## Methods\n\n")
        .and_then(|(_, rest)| rest.split_once("\n## Claims\n"))
        .map(|(section, _)| section)
        .expect("a Methods section before the claims");
    let (legend, list) = methods.split_once("\n\n").expect("a legend, then the list");
    assert!(legend.contains("`guided` is the guided search"), "{legend}");
    assert_eq!(
        list,
        "- `survival-4x4-OJ-adversary.cert`: refute\n\
         - `survival-4x4-OJ-preview-adversary.cert`: refute\n\
         - `survival-4x5-OJ-player.cert`: local\n\
         - `survival-4x5-OJ-preview-player.cert`: lifted\n"
    );
    // survival.json: every certified attempt with its method, in the order the heights climbed.
    let json = std::fs::read_to_string(dir.join("survival.json")).unwrap();
    let read: serde_json::Value = serde_json::from_str(&json).expect("survival.json parses");
    let methods: Vec<Vec<(u64, &str)>> = read["cells"]
        .as_array()
        .expect("cells")
        .iter()
        .map(|cell| {
            let attempts = cell["attempts"].as_array().expect("attempts").iter();
            let certified = attempts.filter(|a| !a["certificate"].is_null());
            certified
                .map(|a| {
                    let height = a["height"].as_u64().expect("a height");
                    (height, a["method"].as_str().expect("a method"))
                })
                .collect()
        })
        .collect();
    let refuted = |h| (h, "refute");
    assert_eq!(
        methods,
        [
            [refuted(1), refuted(2), refuted(3), refuted(4), (5, "local")],
            [
                refuted(1),
                refuted(2),
                refuted(3),
                refuted(4),
                (5, "lifted")
            ]
        ]
    );
}

/// [survival.surface] `--stages surface,exact,lift,guided`: the surface stage first decides
/// square + elbow at 6 x 5 (the same bytes as the archived table-3.2 certificate, which the exact
/// search made: there its first surviving placement never leaves a hole) and gives way to the
/// next stages below it; the command line and the Methods section say so; every claim verifies.
#[test]
fn a_surface_first_table_names_its_stages_and_the_surface_method() {
    let root = scratch("survival-surface");
    let dir = root.join("table");
    let out = dir.to_str().expect("a UTF-8 scratch path");
    let args = [
        "survival",
        "--widths",
        "6",
        "--pieces",
        "OJ",
        "--heights",
        "3..5",
        "--stage-positions",
        "100000",
        "--stages",
        "surface,exact,lift,guided",
        "-o",
        out,
        "--quiet",
    ];
    let made = run(&bin("sureline"), &args, &root);
    assert_eq!(made.code, 0, "{}", made.stderr);
    assert_eq!(made.stdout, "OJ W=6: the player survives from H = 5\n");
    assert_eq!(check_claims(&dir), 2);
    let table = std::fs::read_to_string(dir.join("SURVIVAL.md")).unwrap();
    assert!(
        table.contains("--stage-positions 100000 --stages surface,exact,lift,guided`"),
        "{table}"
    );
    assert!(
        table.contains("- `survival-6x5-OJ-player.cert`: surface\n"),
        "{table}"
    );
    assert!(
        table.contains("`surface` is the surface fixed point"),
        "{table}"
    );
    let archived = "34af09612682c7ab1e1f14d693047a87b4897d35842c2c5d9aae9ab8a5172414";
    let sums = std::fs::read_to_string(dir.join("SHA256SUMS")).unwrap();
    assert!(sums.contains(&format!("{archived}  survival-6x5-OJ-player.cert\n")));
}

/// [survival.surface] `sureline solve --search surface`: at 8 x 5 square + elbow (open in
/// table-3.2 until the surface stage; since made by it) the same certificate with one thread and two, verified by the checker, its manifest
/// naming the method; where the start is not in the hole-free fixed point (6 x 5 elbows) the
/// solve decides nothing and says why (exit 4, as a stopped search).
#[test]
fn the_surface_search_alone_certifies_8x5_square_and_elbow_on_any_thread_count() {
    let root = scratch("survival-surface-solve");
    let solve = |threads: &str, name: &str, pieces: &str, width: &str| {
        let args = [
            "solve",
            "--game",
            "survival",
            "--width",
            width,
            "--height",
            "5",
            "--pieces",
            pieces,
            "--search",
            "surface",
            "--threads",
            threads,
            "-o",
            name,
            "--quiet",
        ];
        run(&bin("sureline"), &args, &root)
    };
    for (threads, name) in [("1", "one.cert"), ("2", "two.cert")] {
        let made = solve(threads, name, "OJ", "8");
        assert_eq!(made.code, 0, "{}", made.stderr);
    }
    let one = std::fs::read(root.join("one.cert")).unwrap();
    assert_eq!(one, std::fs::read(root.join("two.cert")).unwrap());
    let args = [
        "--game",
        "survival",
        "--width",
        "8",
        "--height",
        "5",
        "--adversary",
        "OJ",
        "--forever",
        "one.cert",
    ];
    let verdict = run(&bin("sureline-check"), &args, &root);
    assert_eq!(verdict.code, 0, "{}", verdict.stdout);
    assert!(verdict.stdout.contains(" nodes=282"), "{}", verdict.stdout);
    let manifest = std::fs::read_to_string(root.join("one.cert.json")).unwrap();
    assert!(manifest.contains("\"method\": \"surface\""), "{manifest}");
    let open = solve("1", "jl.cert", "JL", "6");
    assert_eq!(open.code, 4, "{}", open.stderr);
    assert!(
        open.stderr
            .contains("the start is not in the hole-free fixed point: "),
        "{}",
        open.stderr
    );
    assert!(!root.join("jl.cert").exists());
}
