//! [surv.adversary] The compact form of survival adversary certificates: the compact conversion of
//! every small archived full certificate (without and with preview, with a sequence, with a
//! floor) verifies with the same verdict line, and one wrong compact certificate per rule is
//! refused with the exact rule and node (spec/survival.md, "The compact form").

mod common;

use common::{compact, repo_path};
use sureline_checker::{verify, verify_with, Claim, Limits, Walk};

/// The first line of the outcome: the verdict without its identity, or `s NOT VERIFIED rule=R[ node=N]`.
fn outcome(text: &str) -> String {
    outcome_within(text, &Limits::V1)
}

fn outcome_within(text: &str, limits: &Limits) -> String {
    match verify_with(
        text.as_bytes(),
        &Claim::default(),
        limits,
        Walk::Descriptions,
    ) {
        Ok(verdict) => {
            let line = verdict.to_string();
            let (_, rest) = line.split_once(" claim=").unwrap();
            format!("s VERIFIED claim={rest}")
        }
        Err(failure) => failure.report(None).lines().next().unwrap().to_string(),
    }
}

/// The syntax error's line, with the outcome.
fn syntax_line(text: &str) -> (String, Option<usize>) {
    let failure = verify(text.as_bytes(), &Claim::default()).unwrap_err();
    (failure.rule.name().to_string(), failure.at.map(|at| at.0))
}

/// A file of the full-form fixtures (checker/tests/survival-full/, its README).
fn fixture(path: &str) -> std::path::PathBuf {
    repo_path(&format!("checker/tests/survival-full/{path}"))
}

/// The archive's small survival adversary certificates in the full form, kept as fixtures in
/// checker/tests/survival-full/ since the archive holds the compact form (its README).
fn archived() -> Vec<(String, String)> {
    let mut found = Vec::new();
    for dir in [
        "all-seven",
        "floors",
        "kinks",
        "pairs-4",
        "single",
        "table-3.2",
    ] {
        let dir = fixture(dir);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let small = std::fs::metadata(&path).unwrap().len() < 300_000;
            if name.ends_with("-adversary.cert") && small {
                found.push((name, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    found.sort();
    found
}

/// The header's `nodes`, and the line number of node line 0.
fn nodes(text: &str) -> (usize, usize) {
    let lines: Vec<&str> = text.lines().collect();
    let at = lines.iter().position(|l| l.starts_with("nodes ")).unwrap();
    (lines[at][6..].parse().unwrap(), at + 2)
}

/// `text` with node line `i` replaced by `line` (None: removed) and the header's `nodes` set to `n`.
fn edited(text: &str, i: usize, line: Option<&str>, n: usize) -> String {
    let (old, first) = nodes(text);
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    lines[first - 2] = format!("nodes {n}");
    match line {
        Some(line) if i == old => lines.insert(first - 1 + i, line.into()),
        Some(line) => lines[first - 1 + i] = line.into(),
        None => _ = lines.remove(first - 1 + i),
    }
    lines.join("\n") + "\n"
}

#[test]
fn compact_conversions_of_archived_certificates_verify_alike() {
    let (mut count, mut preview, mut sequence, mut bytes) = (0, 0, 0, (0, 0));
    for (name, full) in archived() {
        let short = compact(&full);
        let verdict = outcome(&full);
        assert!(verdict.starts_with("s VERIFIED"), "{name}: {verdict}");
        assert_eq!(outcome(&short), verdict, "{name}");
        count += 1;
        preview += usize::from(full.contains("\npreview 1\n"));
        sequence += usize::from(full.contains("\nsequence "));
        bytes = (bytes.0 + full.len(), bytes.1 + short.len());
    }
    assert!(
        count >= 80 && preview >= 15 && sequence >= 15,
        "{count} certificates, {preview} with preview, {sequence} with a sequence"
    );
    // 252,691 bytes against 34,949 on the fixtures (7.2x; 15-20x on the larger policies).
    assert!(
        bytes.1 * 5 < bytes.0,
        "{bytes:?}: the compact form is not smaller"
    );
}

fn archive(path: &str) -> String {
    std::fs::read_to_string(fixture(path)).unwrap()
}

#[test]
fn lines_too_many_or_too_few_are_refused() {
    for path in [
        "pairs-4/survival-4x5-TJ-adversary.cert",
        "pairs-4/survival-4x3-JL-preview-adversary.cert",
        "kinks/survival-5x4-sequence-SZ-adversary.cert",
        "floors/survival-10x2-floor-1000000001-sequence-SZ-adversary.cert",
    ] {
        let full = archive(path);
        let short = compact(&full);
        let (n, first) = nodes(&short);
        let last = short.lines().nth(first - 1 + n - 1).unwrap().to_owned();
        // A line too many: nothing leads to node N.
        let more = edited(&short, n, Some(&last), n + 1);
        let expected = format!("s NOT VERIFIED rule=unreachable-node node={n}");
        assert_eq!(outcome(&more), expected, "{path}");
        // A line too few: the node whose placement first leads to node N - 1 (in the full form,
        // the first field naming it) reaches one position more than the file has lines.
        let fewer = edited(&short, n - 1, None, n - 1);
        let full_lines: Vec<&str> = full.lines().skip(first - 1).take(n).collect();
        let leads = |l: &&str| l.split(' ').skip(2).any(|f| f == (n - 1).to_string());
        let at = full_lines.iter().position(leads).unwrap();
        let expected = format!("s NOT VERIFIED rule=missing-node node={at}");
        assert_eq!(outcome(&fewer), expected, "{path}");
        // The header alone wrong.
        let count = short.replace(&format!("\nnodes {n}\n"), &format!("\nnodes {}\n", n + 1));
        assert_eq!(outcome(&count), "s NOT VERIFIED rule=node-count", "{path}");
        // More node lines than positions may be numbered: limit, before node-count.
        let limits = Limits {
            positions: n - 1,
            ..Limits::V1
        };
        assert_eq!(outcome_within(&short, &limits), "s NOT VERIFIED rule=limit");
        assert_eq!(outcome_within(&more, &limits), "s NOT VERIFIED rule=limit");
        // A line more than the header says, one more than the positions limit: limit first.
        let limits = Limits {
            positions: n,
            ..Limits::V1
        };
        let extra = edited(&short, n, Some(&last), n);
        assert_eq!(outcome(&extra), "s NOT VERIFIED rule=node-count");
        assert_eq!(outcome_within(&extra, &limits), "s NOT VERIFIED rule=limit");
        assert!(outcome_within(&short, &limits).starts_with("s VERIFIED"));
        let limits = Limits {
            nodes: n as u64 - 1,
            ..Limits::V1
        };
        assert_eq!(outcome_within(&short, &limits), "s NOT VERIFIED rule=limit");
    }
}

#[test]
fn letters_the_game_does_not_allow_are_refused() {
    // Without preview: a letter not of P.
    let tj = compact(&archive("pairs-4/survival-4x5-TJ-adversary.cert"));
    let o = edited(&tj, 1, Some("O"), nodes(&tj).0);
    assert_eq!(outcome(&o), "s NOT VERIFIED rule=wrong-piece node=1");
    // With a sequence: not S[i] (node 1 has index 1: Z).
    let sz = compact(&archive("kinks/survival-5x4-sequence-SZ-adversary.cert"));
    assert_eq!(sz.lines().nth(nodes(&sz).1).unwrap(), "Z");
    let s = edited(&sz, 1, Some("S"), nodes(&sz).0);
    assert_eq!(outcome(&s), "s NOT VERIFIED rule=wrong-piece node=1");
    // With preview: node 0's first piece, a commitment, and a node where every game ends, which
    // commits to P's first piece.
    let full = archive("pairs-4/survival-4x3-JL-preview-adversary.cert");
    let jl = compact(&full);
    let (n, first) = nodes(&jl);
    let zero = jl.lines().nth(first - 1).unwrap();
    let first_piece = format!("O{}", &zero[1..]);
    assert_eq!(
        outcome(&edited(&jl, 0, Some(&first_piece), n)),
        "s NOT VERIFIED rule=wrong-piece node=0"
    );
    let commitment = format!("{}T", &zero[..2]);
    assert_eq!(
        outcome(&edited(&jl, 0, Some(&commitment), n)),
        "s NOT VERIFIED rule=wrong-piece node=0"
    );
    let ends = full
        .lines()
        .skip(first - 1)
        .take(n)
        .position(|l| l.split(' ').skip(2).all(|f| f == "x"))
        .expect("a node where every placement tops out");
    assert_eq!(jl.lines().nth(first - 1 + ends).unwrap(), "J");
    let expected = format!("s NOT VERIFIED rule=wrong-piece node={ends}");
    assert_eq!(outcome(&edited(&jl, ends, Some("L"), n)), expected);
}

#[test]
fn lines_of_the_wrong_shape_are_syntax_errors() {
    let tj = compact(&archive("pairs-4/survival-4x5-TJ-adversary.cert"));
    let (n, first) = nodes(&tj);
    // Two letters without preview, at node 1's line.
    let two = edited(&tj, 1, Some("T J"), n);
    assert_eq!(syntax_line(&two), ("syntax".into(), Some(first + 1)));
    // One letter at node 0 with preview.
    let jl = compact(&archive("pairs-4/survival-4x3-JL-preview-adversary.cert"));
    let (m, at) = nodes(&jl);
    let one = edited(&jl, 0, Some("J"), m);
    assert_eq!(syntax_line(&one), ("syntax".into(), Some(at)));
    // Two letters on a later line with preview.
    let later = edited(&jl, 2, Some("J L"), m);
    assert_eq!(syntax_line(&later), ("syntax".into(), Some(at + 2)));
    // A full line after a compact one, and a compact line after a full one.
    let full = archive("pairs-4/survival-4x5-TJ-adversary.cert");
    let full_line = full.lines().nth(first).unwrap();
    let mixed = edited(&tj, 1, Some(full_line), n);
    assert_eq!(syntax_line(&mixed), ("syntax".into(), Some(first + 1)));
    let letter = tj.lines().nth(first).unwrap();
    let mixed = edited(&full, 1, Some(letter), n);
    assert_eq!(syntax_line(&mixed), ("syntax".into(), Some(first + 1)));
    // A letter that is no piece.
    let x = edited(&tj, 1, Some("X"), n);
    assert_eq!(syntax_line(&x), ("syntax".into(), Some(first + 1)));
    // Not the lines game's, nor a player's.
    let lines_game = "sureline-certificate v1\nclaim adversary-stops-the-goal\ngame lines\nwidth 2\nheight 1\nfloor 00\nadversary O\npreview 0\ngoal at-once 3\nwithin forever\nnodes 1\nO\nend\n";
    assert_eq!(syntax_line(lines_game), ("syntax".into(), Some(12)));
    let player = "sureline-certificate v1\nclaim player-survives\ngame survival\nwidth 2\nheight 1\nfloor 00\nadversary O\npreview 0\nnodes 1\nO\nend\n";
    assert_eq!(syntax_line(player), ("syntax".into(), Some(10)));
}

#[test]
fn the_longest_game_is_checked_on_the_derived_graph() {
    // W = 4, H = 2, O only: O0@0 then O0@2 fills both rows and clears them, back to the empty
    // board: the walk derives node 1's and node 3's last placements back to node 0, a cycle.
    let header = "sureline-certificate v1\nclaim adversary-ends-the-game\ngame survival\nwidth 4\nheight 2\nfloor 0000\nadversary O\npreview 0\nwithin 9\n";
    let cycle = format!("{header}nodes 4\nO\nO\nO\nO\nend\n");
    assert_eq!(outcome(&cycle), "s NOT VERIFIED rule=endless-game");
    let full = format!("{header}nodes 4\n0 O 1 2 3\n1 O x x 0\n2 O x x x\n3 O 0 x x\nend\n");
    assert_eq!(compact(&full), cycle);
    assert_eq!(outcome(&full), "s NOT VERIFIED rule=endless-game");
    // W = 3, H = 2, O only: the longest game has 2 pieces.
    let o3 = "sureline-certificate v1\nclaim adversary-ends-the-game\ngame survival\nwidth 3\nheight 2\nfloor 000\nadversary O\npreview 0\nwithin 2\nnodes 3\nO\nO\nO\nend\n";
    assert!(outcome(o3).ends_with("within=2 nodes=3"), "{}", outcome(o3));
    let three = o3.replace("within 2", "within 3");
    assert_eq!(outcome(&three), "s NOT VERIFIED rule=within-mismatch");
    // An archived certificate's within, off by one.
    let tj = compact(&archive("pairs-4/survival-4x5-TJ-adversary.cert"));
    let off = tj.replace("\nwithin 21\n", "\nwithin 20\n");
    assert_eq!(outcome(&off), "s NOT VERIFIED rule=within-mismatch");
}
