//! `sureline split` (spec/composite.md [comp.split]) through the binary, by hand (no job
//! engine): the rounds of a small split, the composite the join writes and the checker verifies,
//! and every refusal in one line naming what is wrong: an existing plan, a part index outside the
//! plan, a join before the parts decide, a record of another problem, a part whose bytes changed,
//! a part the checker refuses.

use std::path::Path;

use sureline_e2e::{assert_clean_failure, bin, root, run, scratch, sureline, Run};

/// Runs every round of the split in `dir` by hand: `split next`, then `split part` for each.
fn solve_all(dir: &Path, split: &str) -> usize {
    let mut parts = 0;
    loop {
        let (next, _) = sureline(dir, &["split", "next", split]);
        assert_eq!(next.code, 0, "{}", next.stderr);
        if next.stdout.trim().is_empty() {
            return parts;
        }
        for index in next.stdout.split_whitespace() {
            let (part, _) = sureline(
                dir,
                &["split", "part", split, index, "--memory", "1G", "--quiet"],
            );
            assert_eq!(part.code, 0, "{}", part.stderr);
            parts += 1;
        }
    }
}

/// `split join SPLIT`: its verdict line, which must end with `ends`, and which sureline-check
/// gives too on the composite with its parts.
fn join_and_check(dir: &Path, split: &str, ends: &str) -> String {
    let (join, _) = sureline(dir, &["split", "join", split]);
    let verdict = ok(&join).trim().to_string();
    assert!(verdict.ends_with(ends), "{verdict}");
    let composite = format!("{split}/composite.cert");
    let checked = run(&bin("sureline-check"), &[&composite], dir);
    assert_eq!(ok(&checked).trim(), verdict);
    verdict
}

/// `sureline split new ARGS`, which must succeed.
fn split_new(dir: &Path, args: &[&str]) {
    ok(&sureline(dir, &[&["split", "new"], args].concat()).0);
}

fn ok(out: &Run) -> &str {
    assert_eq!(
        out.code, 0,
        "stdout: {}\nstderr: {}",
        out.stdout, out.stderr
    );
    &out.stdout
}

#[test]
fn a_split_solved_by_hand_joins_into_a_composite_the_checker_verifies() {
    let dir = scratch("split-by-hand");
    split_new(
        &dir,
        &["--width", "4", "--height", "3", "--pieces", "SZ", "-o", "s"],
    );
    // The plan lists every placement of S and Z; the first round asks for the first placement
    // of the first piece, and once the player wins it, the next for the first of the other.
    let (next, _) = sureline(&dir, &["split", "next", "s"]);
    assert_eq!(ok(&next), "0\n");
    ok(&sureline(
        &dir,
        &["split", "part", "s", "0", "--memory", "1G", "--quiet"],
    )
    .0);
    let (next, _) = sureline(&dir, &["split", "next", "s"]);
    assert_eq!(ok(&next), "5\n");
    assert_eq!(solve_all(&dir, "s"), 1);
    join_and_check(
        &dir,
        "s",
        " width=4 height=3 pieces<=2 nodes=1 sequences=4 adversary=SZ game=well parts=2",
    );
    // A rerun of a solved part keeps it; the status says who won and what it cost.
    let (again, _) = sureline(&dir, &["split", "part", "s", "0"]);
    assert!(ok(&again).starts_with("part 0: solved already: the player wins (sha256:"));
    let (status, _) = sureline(&dir, &["split", "status", "s", "--json"]);
    assert!(ok(&status).starts_with(r#"{"parts":10,"solved":2,"player_parts":2,"adversary_parts":0,"decision":"player","needs":[]"#));
    // The join refuses to replace its composite without --force.
    let (join, _) = sureline(&dir, &["split", "join", "s"]);
    assert_clean_failure(
        &join,
        2,
        "composite.cert: already exists (pass --force to replace it)",
    );
}

/// The certificates of the split in `dir`, name and bytes, sorted by name.
fn certificates(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut certificates: Vec<_> = std::fs::read_dir(dir)
        .expect("the split's directory")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "cert"))
        .map(|path| {
            let name = path
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            (name, std::fs::read(&path).expect("a certificate"))
        })
        .collect();
    certificates.sort();
    certificates
}

#[test]
fn a_round_solved_in_one_process_gives_each_part_the_bytes_of_its_own_process() {
    // capped(6, 5), where the player wins every part; capped(6, 4), where the adversary wins
    // and a part's adversary side is asked first with the full move set's search of the part
    // before; well(6, 5), where the adversary wins and the well's one search answers both
    // sides: each round's parts solved in turn by one search (`split part DIR I J ...`), each
    // starting from the facts of those before, and by a process each.
    let dir = scratch("split-one-process");
    for size in [["--rows", "5"], ["--rows", "4"], ["--height", "5"]] {
        for name in ["own", "one"] {
            split_new(
                &dir,
                &[&["--width", "6"], &size[..], &["-o", name]].concat(),
            );
        }
        assert!(solve_all(&dir, "own") > 1);
        loop {
            let (next, _) = sureline(&dir, &["split", "next", "one"]);
            let indices: Vec<&str> = ok(&next).split_whitespace().collect();
            if indices.is_empty() {
                break;
            }
            let args = [&["split", "part", "one"], &indices[..], &["--memory", "1G"]].concat();
            let (part, _) = sureline(&dir, &args);
            assert_eq!(ok(&part).lines().count(), indices.len(), "{}", part.stdout);
        }
        let own = certificates(&dir.join("own"));
        assert!(own.len() > 1);
        assert_eq!(own, certificates(&dir.join("one")));
        for name in ["own", "one"] {
            std::fs::remove_dir_all(dir.join(name)).expect("the split removed");
        }
    }
}

#[test]
fn a_split_of_a_start_the_adversary_has_won_needs_no_part() {
    // 5 columns, 2 rows, I, O and T: no goal row is live on the empty board ([adv.terminal]),
    // so the plan lists no placement, no round asks a part, and the composite lists no state,
    // as the single solve's certificate does. The join wrote a root state line the checker's
    // walk never reaches, and refused it, after solving every part.
    let dir = scratch("split-decided");
    split_new(
        &dir,
        &["--width", "5", "--rows", "2", "--pieces", "IOT", "-o", "d"],
    );
    assert_eq!(solve_all(&dir, "d"), 0);
    join_and_check(&dir, "d", " adversary=IOT states=0");
    let (status, _) = sureline(&dir, &["split", "status", "d"]);
    assert!(
        ok(&status).contains("0 of 0 parts solved (0 player, 0 adversary), 0.0 s of parts"),
        "{}",
        status.stdout
    );
}

#[test]
fn split_refusals_are_one_line_naming_what_is_wrong() {
    let dir = scratch("split-refusals");
    split_new(
        &dir,
        &["--width", "4", "--height", "3", "--pieces", "SZ", "-o", "s"],
    );
    let (again, _) = sureline(
        &dir,
        &["split", "new", "--width", "4", "--height", "3", "-o", "s"],
    );
    assert_clean_failure(
        &again,
        2,
        "split.json: already exists (pass --force to replace it)",
    );
    let (outside, _) = sureline(&dir, &["split", "part", "s", "10"]);
    assert_clean_failure(
        &outside,
        2,
        "INDEX 10: expected a part of s/split.json: 0..10",
    );
    // Every index is checked before any part is solved: part 0 is not.
    let (later, _) = sureline(&dir, &["split", "part", "s", "0", "10"]);
    assert_clean_failure(
        &later,
        2,
        "INDEX 10: expected a part of s/split.json: 0..10",
    );
    assert!(!dir.join("s/parts/0.json").exists());
    let (early, _) = sureline(&dir, &["split", "join", "s"]);
    assert_clean_failure(
        &early,
        1,
        "s: 1 part is still needed before a join (sureline split next s)",
    );
    let (missing, _) = sureline(&dir, &["split", "next", "nowhere"]);
    assert_eq!(missing.code, 2, "{}", missing.stderr);
    assert!(
        missing.stderr.contains("nowhere/split.json"),
        "{}",
        missing.stderr
    );
    // A record of another problem: the plan replaced by another one's (--force), its parts kept.
    solve_all(&dir, "s");
    split_new(
        &dir,
        &[
            "--width", "4", "--height", "4", "--pieces", "SZ", "-o", "s", "--force",
        ],
    );
    let (other, _) = sureline(&dir, &["split", "next", "s"]);
    assert_clean_failure(
        &other,
        3,
        "s/parts/0.json: the record of another part (id sha256:",
    );
}

#[test]
fn a_changed_part_is_refused_by_the_join_and_by_the_checker() {
    let dir = scratch("split-changed");
    split_new(
        &dir,
        &["--width", "5", "--height", "2", "--pieces", "SZ", "-o", "s"],
    );
    solve_all(&dir, "s");
    ok(&sureline(&dir, &["split", "join", "s"]).0);
    let record = std::fs::read_to_string(dir.join("s/parts/0.json")).unwrap();
    let name = record
        .split("\"certificate\": \"sha256:")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    let path = dir.join(format!("s/{name}.cert"));
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replacen("within forever", "within forevEr", 1)).unwrap();
    // A round only asks which parts are solved: it finds the certificate present and does not
    // hash it (split/mod.rs, Certificates::Present); the join, which cites it, does.
    ok(&sureline(&dir, &["split", "status", "s"]).0);
    ok(&sureline(&dir, &["split", "next", "s"]).0);
    let (join, _) = sureline(&dir, &["split", "join", "s", "--force"]);
    assert_clean_failure(&join, 3, &format!("s/{name}.cert has sha256:"));
    // A record whose certificate is gone is refused by a round too.
    let kept = dir.join("kept.cert");
    std::fs::rename(&path, &kept).unwrap();
    let (next, _) = sureline(&dir, &["split", "next", "s"]);
    assert_clean_failure(&next, 2, &format!("s/{name}.cert"));
    std::fs::rename(&kept, &path).unwrap();
    let checked = run(&bin("sureline-check"), &["s/composite.cert"], &dir);
    assert_eq!(checked.code, 1);
    assert!(
        checked.stdout.starts_with(&format!(
            "s NOT VERIFIED rule=missing-part\nc part sha256:{name}: the file's sha256 is sha256:"
        )),
        "{}",
        checked.stdout
    );
    // A part the checker refuses, under its own (right) hash, named in the record: the join's
    // check of the composite refuses it, naming the part.
    let changed = text.replacen("within forever", "within 1", 1);
    let changed_name = format!("{:x}", sha2_of(changed.as_bytes()));
    std::fs::write(dir.join(format!("s/{changed_name}.cert")), &changed).unwrap();
    std::fs::write(
        dir.join("s/parts/0.json"),
        record.replace(&name, &changed_name),
    )
    .unwrap();
    let (join, _) = sureline(&dir, &["split", "join", "s", "--force"]);
    assert_clean_failure(
        &join,
        1,
        &format!(
            "the composite is NOT VERIFIED: line 11: part sha256:{changed_name} does not prove"
        ),
    );
}

fn sha2_of(bytes: &[u8]) -> impl std::fmt::LowerHex {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes)
}

#[test]
fn a_part_proved_by_a_split_of_its_own_nests_in_the_composite() {
    let dir = scratch("split-nested");
    split_new(
        &dir,
        &[
            "--width", "6", "--height", "3", "--pieces", "SZ", "-o", "top",
        ],
    );
    let plan = std::fs::read_to_string(dir.join("top/split.json")).unwrap();
    let start = plan
        .split("\"start\": \"")
        .nth(2)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    assert_eq!(start, "S0@3", "part 0's start");
    // The part's own split, solved and taken back as part 0.
    split_new(
        &dir,
        &[
            "--width", "6", "--height", "3", "--pieces", "SZ", "--start", &start, "-o", "sub",
        ],
    );
    let (early, _) = sureline(&dir, &["split", "adopt", "top", "0", "sub"]);
    assert_clean_failure(
        &early,
        3,
        "sub/split.json: its solved parts do not decide it yet (sureline split next)",
    );
    let (other, _) = sureline(&dir, &["split", "adopt", "top", "1", "sub"]);
    assert_clean_failure(
        &other,
        3,
        "sub/split.json: not a split of part 1 (well from S1@0)",
    );
    solve_all(&dir, "sub");
    let (adopt, _) = sureline(&dir, &["split", "adopt", "top", "0", "sub"]);
    assert!(
        ok(&adopt).starts_with("part 0: the player wins, proved by sub (sha256:"),
        "{}",
        adopt.stdout
    );
    // The first round needs part 0 and the first part of Z: only the latter is solved now.
    assert_eq!(solve_all(&dir, "top"), 1);
    join_and_check(
        &dir,
        "top",
        " width=6 height=3 pieces<=3 nodes=1 sequences=8 adversary=SZ game=well parts=2",
    );
    every_tool_on_every_kind(&dir);
}

/// Every tool on every kind of certificate the checker accepts: the player's and the adversary's
/// of the line games and of the survival game are read; a certificate from a start (a part of
/// `sub`), a composite (`sub`'s) and a nested composite (`top`'s, whose part 0 is `sub`'s) are
/// refused in one line saying which, as the checker finds their parts (beside them).
fn every_tool_on_every_kind(dir: &Path) {
    ok(&sureline(dir, &["split", "join", "sub"]).0);
    let archive = root().join("certificates");
    let read = [
        "frontier/4x4-optimal.cert",
        "frontier/2x5-adversary.cert",
        "survival/single/survival-2x1-O-player.cert",
        "survival/single/survival-10x1-O-adversary.cert",
    ]
    .map(|name| archive.join(name).display().to_string());
    let part = std::fs::read_dir(dir.join("sub"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.len() == 69 && !std::fs::read_to_string(path).unwrap().contains(" sha256:")
        })
        .expect("a part of sub that is no composite");
    let part = part.display().to_string();
    let refused = [
        (part.as_str(), "a certificate from the start S0@3,"),
        ("sub/composite.cert", "a composite certificate (2 parts)"),
        ("top/composite.cert", "a composite certificate (2 parts)"),
    ];
    for tool in ["stats", "play", "render", "web", "worst"] {
        let run_tool = |cert: &str, n: usize| {
            let mut args = vec![tool.to_string(), cert.to_string()];
            match tool {
                "render" => args.extend(["-o".into(), format!("out-{n}.svg")]),
                "web" => args.extend(["-o".into(), format!("out-{n}.html")]),
                _ => {}
            }
            sureline(dir, &args.iter().map(String::as_str).collect::<Vec<_>>()).0
        };
        for (n, cert) in read.iter().enumerate() {
            let out = run_tool(cert, n);
            if tool == "worst" && cert.contains("survival") {
                assert_clean_failure(&out, 2, "a survival certificate");
            } else {
                assert_eq!(out.code, 0, "{tool} {cert}: {}", out.stderr);
            }
        }
        for (cert, says) in refused {
            let out = run_tool(cert, 9);
            assert_clean_failure(&out, 2, &format!("{cert}: {says}"));
        }
    }
}
