//! [comp.start] [comp.part] [comp.match] [comp.verdict] Starts and composites: a part proves its
//! claim from its start only; a composite verifies with its parts and proves what the single file
//! proves; every wrong part or start is refused with its exact rule and message. The games are
//! small enough to write by hand: well(4, 3) with S and Z (the player wins in 2), well(4, 2) with
//! S (the adversary holds forever).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use sha2::{Digest, Sha256};
use sureline_checker::{verify, verify_parts, Claim, Failure, Limits, Rule, Start, Verdict, Walk};

const MAGIC: &str = "sureline-certificate v1\n";

/// A player certificate of well(4, 3), pieces SZ: `start` (or none), max-pieces, node lines.
fn player(start: Option<&str>, max_pieces: u64, sequences: u64, nodes: &[&str]) -> String {
    let start = start.map_or(String::new(), |s| format!("start {s}\n"));
    let header = "game well\nwidth 4\nheight 3\nadversary SZ\n";
    let lines: String = nodes.iter().map(|n| format!("{n}\n")).collect();
    let n = nodes.len();
    format!("{MAGIC}claim player-completes-a-line\n{start}{header}max-pieces {max_pieces}\nnodes {n}\nsequences {sequences}\n{lines}end\n")
}

/// An adversary certificate of well(4, 2), pieces S, `within` forever unless given.
fn adversary(start: Option<&str>, within: &str, states: &[&str]) -> String {
    let start = start.map_or(String::new(), |s| format!("start {s}\n"));
    let lines: String = states.iter().map(|s| format!("{s}\n")).collect();
    let head = "game well\nwidth 4\nheight 2\nadversary S\nmoves all\n";
    format!(
        "{MAGIC}claim adversary-prevents-a-line\n{start}{head}within {within}\nstates {}\n{lines}end\n",
        states.len()
    )
}

fn name(text: &str) -> String {
    format!("sha256:{:x}", Sha256::digest(text.as_bytes()))
}

/// The two parts of the player's strategy below its first moves S0@1 and Z0@0.
fn player_parts() -> (String, String) {
    (
        player(Some("S0@1"), 1, 2, &["0 S0@0>win Z1@0>win"]),
        player(Some("Z0@0"), 1, 2, &["0 S1@2>win Z0@1>win"]),
    )
}

/// A composite of `top` with `parts` as the only files there are.
fn check(top: &str, parts: &[&str], claim: &Claim) -> Result<Verdict, Failure> {
    let files: HashMap<String, Vec<u8>> = parts
        .iter()
        .map(|p| (name(p), p.as_bytes().to_vec()))
        .collect();
    let source = |n: &str| files.get(n).cloned().ok_or_else(|| format!("no file {n}"));
    verify_parts(
        top.as_bytes(),
        claim,
        &Limits::V1,
        Walk::Descriptions,
        &source,
    )
}

fn refused(result: Result<Verdict, Failure>) -> (Rule, String) {
    let failure = result.unwrap_err();
    (failure.rule, failure.message)
}

fn player_top(a: &str, b: &str) -> String {
    player(
        None,
        2,
        4,
        &[&format!("0 S0@1>{} Z0@0>{}", name(a), name(b))],
    )
}

#[test]
fn a_player_composite_proves_what_the_single_file_proves() {
    let single = player(
        None,
        2,
        4,
        &[
            "0 S0@1>1 Z0@0>2",
            "1 S0@0>win Z1@0>win",
            "2 S1@2>win Z0@1>win",
        ],
    );
    let one = verify(single.as_bytes(), &Claim::default()).unwrap();
    let (a, b) = player_parts();
    let top = player_top(&a, &b);
    let joined = check(&top, &[&a, &b], &Claim::default()).unwrap();
    let claim = |v: &Verdict| {
        v.to_string()
            .split(' ')
            .skip(3)
            .filter(|f| !f.starts_with("nodes="))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(claim(&joined), claim(&one) + " parts=2");
    assert_eq!(
        joined.to_string(),
        format!(
            "s VERIFIED {} width=4 height=3 pieces<=2 nodes=1 sequences=4 adversary=SZ game=well parts=2",
            name(&top)
        )
    );
    // The concrete walk agrees.
    let files: HashMap<String, Vec<u8>> = [&a, &b]
        .iter()
        .map(|p| (name(p), p.as_bytes().to_vec()))
        .collect();
    let source = |n: &str| files.get(n).cloned().ok_or_else(|| "none".to_string());
    assert_eq!(
        verify_parts(
            top.as_bytes(),
            &Claim::default(),
            &Limits::V1,
            Walk::Boards,
            &source
        )
        .unwrap(),
        joined
    );
}

#[test]
fn a_part_proves_its_claim_from_its_start_only() {
    let (a, _) = player_parts();
    let (rule, message) = refused(verify(a.as_bytes(), &Claim::default()));
    assert_eq!(rule, Rule::ClaimTooWeak);
    assert!(
        message.starts_with("the certificate does not prove the start asked:"),
        "{message}"
    );
    let other = Claim {
        start: Start::Moves("S0@0".into()),
        ..Claim::default()
    };
    assert_eq!(refused(verify(a.as_bytes(), &other)).0, Rule::ClaimTooWeak);
    let asked = Claim {
        start: Start::Moves("S0@1".into()),
        ..Claim::default()
    };
    let verdict = verify(a.as_bytes(), &asked).unwrap();
    assert!(
        verdict
            .to_string()
            .ends_with(" pieces<=1 nodes=1 sequences=2 adversary=SZ game=well start=S0@1"),
        "{verdict}"
    );
}

#[test]
fn an_illegal_start_is_refused() {
    let cases = [
        ("I0@0", "start placement 1 (I0@0) is not an allowed placement of a piece of SZ that completes no row"),
        ("S0@2", "start placement 1 (S0@2) is not an allowed placement of a piece of SZ that completes no row"),
        (
            "S0@1 S0@1 S0@0",
            "start placement 2 (S0@1) is not an allowed placement of a piece of SZ that completes no row",
        ),
        ("S0@1 S0@0", "start placement 2 (S0@0) is not an allowed placement of a piece of SZ that completes no row"),
    ];
    for (start, expected) in cases {
        let cert = player(Some(start), 1, 2, &["0 S0@0>win Z1@0>win"]);
        let claim = Claim {
            start: Start::Moves(start.replace(' ', ",")),
            ..Claim::default()
        };
        assert_eq!(
            refused(verify(cert.as_bytes(), &claim)),
            (Rule::IllegalStart, expected.to_string()),
            "{start}"
        );
    }
    // A start line is only for line games and needs a placement.
    let bad = player(Some(""), 1, 2, &["0 S0@0>win Z1@0>win"]).replace("start \n", "start\n");
    assert_eq!(
        refused(verify(bad.as_bytes(), &Claim::default())).0,
        Rule::Syntax
    );
}

#[test]
fn wrong_parts_are_refused_naming_the_part() {
    let (a, b) = player_parts();
    let top = player_top(&a, &b);
    let (na, nb) = (name(&a), name(&b));
    // A missing part.
    assert_eq!(
        refused(check(&top, &[&a], &Claim::default())),
        (Rule::MissingPart, format!("part {nb}: no file {nb}"))
    );
    // One changed byte: the file under the part's name has another hash.
    let changed = a.replace("S0@0>win", "S0@0>win ").replace("win ", "win");
    assert_eq!(changed, a);
    let changed = a.replacen("sequences 2", "sequences 3", 1);
    let files: HashMap<String, Vec<u8>> = [
        (na.clone(), changed.clone().into_bytes()),
        (nb.clone(), b.clone().into_bytes()),
    ]
    .into();
    let source = |n: &str| files.get(n).cloned().ok_or_else(|| "none".to_string());
    let result = verify_parts(
        top.as_bytes(),
        &Claim::default(),
        &Limits::V1,
        Walk::Descriptions,
        &source,
    );
    assert_eq!(
        refused(result),
        (
            Rule::MissingPart,
            format!("part {na}: the file's sha256 is {}", name(&changed))
        )
    );
    // A part that fails its own check, named by its own hash.
    let top_changed = player_top(&changed, &b);
    let (rule, message) = refused(check(&top_changed, &[&changed, &b], &Claim::default()));
    assert_eq!(rule, Rule::PartFails);
    assert!(
        message.starts_with(&format!(
            "part {}: rule=sequences-mismatch: header sequences 3",
            name(&changed)
        )),
        "{message}"
    );
    // A part for another position: the parts swapped.
    let swapped = player_top(&b, &a);
    let (rule, message) = refused(check(&swapped, &[&a, &b], &Claim::default()));
    assert_eq!(rule, Rule::PartMismatch);
    assert!(
        message.starts_with(&format!(
            "node 0 (line 10) move S0@1 reaches a position part {nb} does not prove: s VERIFIED"
        )),
        "{message}"
    );
    // A part of another game: the same start in a well 4 wide and 4 high.
    let taller = a.replace("height 3", "height 4");
    assert_eq!(
        refused(check(
            &player_top(&taller, &b),
            &[&taller, &b],
            &Claim::default()
        ))
        .0,
        Rule::PartMismatch
    );
    // A part with another piece set.
    let s_only = player(Some("S0@1"), 1, 1, &["0 S0@0>win"]).replace("adversary SZ", "adversary S");
    assert_eq!(
        refused(check(
            &player_top(&s_only, &b),
            &[&s_only, &b],
            &Claim::default()
        ))
        .0,
        Rule::PartMismatch
    );
    // A part without a start proves nothing about the position after the first move.
    let no_start = player(
        None,
        2,
        4,
        &[
            "0 S0@1>1 Z0@0>2",
            "1 S0@0>win Z1@0>win",
            "2 S1@2>win Z0@1>win",
        ],
    );
    assert_eq!(
        refused(check(
            &player_top(&no_start, &b),
            &[&no_start, &b],
            &Claim::default()
        ))
        .0,
        Rule::PartMismatch
    );
}

#[test]
fn a_part_counts_its_pieces_and_sequences() {
    let (a, b) = player_parts();
    // The top claims one piece: the parts' games last two.
    let short = player(
        None,
        1,
        4,
        &[&format!("0 S0@1>{} Z0@0>{}", name(&a), name(&b))],
    );
    let (rule, message) = refused(check(&short, &[&a, &b], &Claim::default()));
    assert_eq!(
        (rule, message.as_str()),
        (
            Rule::TooManyPieces,
            "node 0 (line 10) move S0@1 is piece 1 of 2"
        )
    );
    // The recounted sequences include the parts'.
    let fewer = player(
        None,
        2,
        3,
        &[&format!("0 S0@1>{} Z0@0>{}", name(&a), name(&b))],
    );
    assert_eq!(
        refused(check(&fewer, &[&a, &b], &Claim::default())).0,
        Rule::SequencesMismatch
    );
    // A part reference in place of a win that completes a row is unmarked-completion.
    let win = player(Some("S0@1"), 1, 2, &["0 S0@0>win Z1@0>win"]);
    let completes = player(
        Some("S0@1"),
        1,
        2,
        &[&format!("0 S0@0>{} Z1@0>win", name(&win))],
    );
    let claim = Claim {
        start: Start::Moves("S0@1".into()),
        ..Claim::default()
    };
    assert_eq!(
        refused(check(&completes, &[&win], &claim)).0,
        Rule::UnmarkedCompletion
    );
}

/// well(4, 2), pieces S: the adversary gives S; its two placements reach `0122 x.` and `1220 x.`.
fn adversary_parts() -> (String, String) {
    (
        adversary(Some("S0@1"), "forever", &["0122 x. S"]),
        adversary(Some("S0@0"), "forever", &["1220 x. S"]),
    )
}

#[test]
fn an_adversary_composite_proves_what_the_single_file_proves() {
    let single = adversary(None, "forever", &["0000 .. S", "0122 x. S", "1220 x. S"]);
    let one = verify(single.as_bytes(), &Claim::default()).unwrap();
    let (a, b) = adversary_parts();
    let top = adversary(
        None,
        "forever",
        &[
            "0000 .. S",
            &format!("0122 x. {}", name(&a)),
            &format!("1220 x. {}", name(&b)),
        ],
    );
    let joined = check(&top, &[&a, &b], &Claim::default()).unwrap();
    assert_eq!(
        joined.to_string(),
        one.to_string().replace(&one.sha256, &joined.sha256) + " parts=2"
    );
    // Swapped parts, a missing part, a part that holds too few pieces.
    let swapped = adversary(
        None,
        "forever",
        &[
            "0000 .. S",
            &format!("0122 x. {}", name(&b)),
            &format!("1220 x. {}", name(&a)),
        ],
    );
    let (rule, message) = refused(check(&swapped, &[&a, &b], &Claim::default()));
    assert_eq!(rule, Rule::PartMismatch);
    // The walk tries S0@0 first: it reaches 1220 x., line 12.
    assert!(
        message.starts_with(&format!(
            "line 12: part {} does not prove 1220 x. within forever: s VERIFIED",
            name(&a)
        )),
        "{message}"
    );
    assert_eq!(
        refused(check(&top, &[&b], &Claim::default())).0,
        Rule::MissingPart
    );
    let (a3, b3) = (
        a.replace("within forever", "within 3"),
        b.replace("within forever", "within 3"),
    );
    let top4 = |a: &str, b: &str| {
        adversary(
            None,
            "4",
            &[
                "0000 .. S",
                &format!("0122 x. {}", name(a)),
                &format!("1220 x. {}", name(b)),
            ],
        )
    };
    assert!(check(&top4(&a3, &b3), &[&a3, &b3], &Claim::default()).is_ok());
    let a2 = a.replace("within forever", "within 2");
    let (rule, message) = refused(check(&top4(&a2, &b3), &[&a2, &b3], &Claim::default()));
    assert_eq!(rule, Rule::PartMismatch);
    assert!(
        message.starts_with(&format!(
            "line 11: part {} does not prove 0122 x. within 3:",
            name(&a2)
        )),
        "{message}"
    );
    // A player part where the adversary's is needed.
    let (p, _) = player_parts();
    let mixed = adversary(
        None,
        "forever",
        &[
            "0000 .. S",
            &format!("0122 x. {}", name(&p)),
            &format!("1220 x. {}", name(&b)),
        ],
    );
    assert_eq!(
        refused(check(&mixed, &[&p, &b], &Claim::default())).0,
        Rule::PartMismatch
    );
}

#[test]
fn part_references_are_read_strictly() {
    let (a, b) = player_parts();
    let top = player_top(&a, &b);
    for (bad, column) in [
        (name(&a).to_uppercase().replace("SHA256", "sha256"), 18),
        (name(&a)[..70].to_string(), 78),
    ] {
        let text = top.replace(&name(&a), &bad);
        let failure = verify(text.as_bytes(), &Claim::default()).unwrap_err();
        assert_eq!(
            (failure.rule, failure.at.map(|at| at.1)),
            (Rule::Syntax, Some(column)),
            "{bad}"
        );
        assert!(
            failure
                .message
                .starts_with("expected 64 lowercase hexadecimal digits"),
            "{}",
            failure.message
        );
    }
    // Survival certificates take no part references and no start.
    let survival = "sureline-certificate v1\nclaim player-survives\nstart O0@0\n";
    assert_eq!(
        verify(survival.as_bytes(), &Claim::default())
            .unwrap_err()
            .rule,
        Rule::Syntax
    );
}

/// Under target/tmp, removed after the test: the run leaves /tmp as it was.
fn files(dir: &str, certs: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("composite-{dir}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    certs
        .iter()
        .for_each(|(file, text)| std::fs::write(dir.join(file), text).unwrap());
    dir
}

#[test]
fn the_command_line_finds_parts_beside_the_composite_or_in_parts_dir() {
    let (a, b) = player_parts();
    let top = player_top(&a, &b);
    let file = |p: &str| format!("{}.cert", &name(p)[7..]);
    let beside = files(
        "beside",
        &[("top.cert", &top), (&file(&a), &a), (&file(&b), &b)],
    );
    let elsewhere = files("elsewhere", &[("top.cert", &top)]);
    let run = |args: &[&str], top: &Path| {
        Command::new(env!("CARGO_BIN_EXE_sureline-check"))
            .args(args)
            .arg(top)
            .output()
            .unwrap()
    };
    let out = run(&[], &beside.join("top.cert"));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(String::from_utf8_lossy(&out.stdout).ends_with(" game=well parts=2\n"));
    let out = run(&[], &elsewhere.join("top.cert"));
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout.starts_with(&format!(
            "s NOT VERIFIED rule=missing-part node=0\nc part {}: cannot read ",
            name(&a)
        )),
        "{stdout}"
    );
    let out = run(
        &["--parts", beside.to_str().unwrap(), "--json"],
        &elsewhere.join("top.cert"),
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).ends_with(",\"parts\":2}\n"));
    let out = run(&["--start", "S0@1", "--json"], &beside.join(file(&a)));
    assert!(
        String::from_utf8_lossy(&out.stdout).ends_with(",\"start\":\"S0@1\"}\n"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    std::fs::remove_dir_all(beside).unwrap();
    std::fs::remove_dir_all(elsewhere).unwrap();
}

/// A chain of `levels` adversary parts of well(4, 2): the top's line `0122 x.` names a part from
/// start S0@1 whose only line names the next part at the same position, and so on; the last
/// part holds with the piece S. Returns the top and the parts, the last part first.
fn chain(levels: usize) -> (String, Vec<String>) {
    let mut parts = vec![adversary(Some("S0@1"), "forever", &["0122 x. S"])];
    while parts.len() < levels {
        let next = adversary(
            Some("S0@1"),
            "forever",
            &[&format!("0122 x. {}", name(parts.last().unwrap()))],
        );
        parts.push(next);
    }
    let (_, b) = adversary_parts();
    let named = format!("0122 x. {}", name(parts.last().unwrap()));
    let top = adversary(
        None,
        "forever",
        &["0000 .. S", &named, &format!("1220 x. {}", name(&b))],
    );
    parts.push(b);
    (top, parts)
}

#[test]
fn parts_nest_at_most_64_deep() {
    let (top, parts) = chain(64);
    let refs: Vec<&str> = parts.iter().map(String::as_str).collect();
    assert!(check(&top, &refs, &Claim::default())
        .unwrap()
        .to_string()
        .ends_with(" parts=2"));
    let (top, parts) = chain(65);
    let refs: Vec<&str> = parts.iter().map(String::as_str).collect();
    let (rule, message) = refused(check(&top, &refs, &Claim::default()));
    // The message names the top's part and the part past the depth, once each.
    let expected = format!(
        "part {}: rule=limit: part {} is nested 65 deep, more than 64",
        name(&parts[64]),
        name(&parts[0])
    );
    assert_eq!((rule, message), (Rule::Limit, expected));
}

#[test]
fn a_chain_of_2000_parts_is_refused_by_the_command_line_without_a_crash() {
    let (top, parts) = chain(2000);
    let mut certs: Vec<(String, &str)> = parts
        .iter()
        .map(|p| (format!("{}.cert", &name(p)[7..]), p.as_str()))
        .collect();
    certs.push(("top.cert".into(), &top));
    let certs: Vec<(&str, &str)> = certs.iter().map(|(f, t)| (f.as_str(), *t)).collect();
    let dir = files("chain", &certs);
    let out = Command::new(env!("CARGO_BIN_EXE_sureline-check"))
        .arg(dir.join("top.cert"))
        .output()
        .unwrap();
    std::fs::remove_dir_all(dir).unwrap();
    assert_eq!(out.status.code(), Some(4), "{out:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.starts_with("s NOT VERIFIED rule=limit\nc part sha256:"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with(" is nested 65 deep, more than 64\n"),
        "{stdout}"
    );
}

#[test]
fn a_part_over_the_file_limit_is_limit_and_names_no_node() {
    let (a, b) = player_parts();
    let top = player_top(&a, &b);
    // The source finds a file under part `a`'s name one byte over the limit (the top fits it):
    // its size is refused before its hash is computed.
    let limit = top.len();
    let source = |_: &str| Ok(vec![b'x'; limit + 1]);
    let limits = Limits {
        file_bytes: limit,
        ..Limits::V1
    };
    let failure = verify_parts(
        top.as_bytes(),
        &Claim::default(),
        &limits,
        Walk::Descriptions,
        &source,
    )
    .unwrap_err();
    let expected = format!("part {} has more than {limit} bytes", name(&a));
    assert_eq!(
        (failure.rule, failure.node, failure.message),
        (Rule::Limit, None, expected)
    );
    // The command line reads no more than the limit and one byte of a part: a 2 GiB sparse
    // file under `a`'s name is refused with `limit` (the file limit lowered to 1,000 bytes).
    let file = |p: &str| format!("{}.cert", &name(p)[7..]);
    let dir = files("big", &[("top.cert", &top), (&file(&b), &b)]);
    std::fs::File::create(dir.join(file(&a)))
        .unwrap()
        .set_len(1 << 31)
        .unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_sureline-check"));
    let out = command
        .env(sureline_checker::cli::TEST_LIMITS, "1000,1000,1000")
        .arg(dir.join("top.cert"))
        .output();
    std::fs::remove_dir_all(dir).unwrap();
    let out = out.unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(4), "{stdout}");
    assert!(
        stdout.starts_with("s NOT VERIFIED rule=limit\nc part sha256:"),
        "{stdout}"
    );
    assert!(stdout.ends_with(" has more than 1000 bytes\n"), "{stdout}");
}

#[test]
fn a_part_with_no_start_is_part_mismatch_even_at_the_empty_board() {
    // An adversary top whose root line names the single certificate, which has no start line.
    let single = adversary(None, "forever", &["0000 .. S", "0122 x. S", "1220 x. S"]);
    let top = adversary(None, "forever", &[&format!("0000 .. {}", name(&single))]);
    let (rule, message) = refused(check(&top, &[&single], &Claim::default()));
    assert_eq!(rule, Rule::PartMismatch);
    assert!(message.starts_with(&format!(
        "line 10: part {} does not prove 0000 .. within forever",
        name(&single)
    )));
}

#[test]
fn parts_are_checked_with_the_game_and_moves_the_command_line_asks() {
    // A well composite asked --game capped: its parts are checked in that game and fail there
    // (spec/composite.md [comp.match]), before the top's own claim-too-weak.
    let (a, b) = player_parts();
    let top = player_top(&a, &b);
    let capped = Claim {
        game: Some(sureline_checker::Game::Capped),
        ..Claim::default()
    };
    let failure = check(&top, &[&a, &b], &capped).unwrap_err();
    assert_eq!((failure.rule, failure.node), (Rule::PartFails, Some(0)));
    assert!(
        failure
            .message
            .starts_with(&format!("part {}: rule=claim-too-weak:", name(&a))),
        "{}",
        failure.message
    );
    // An adversary top of the well asked --game capped: the same.
    let (pa, pb) = adversary_parts();
    let lines = [
        "0000 .. S".to_string(),
        format!("0122 x. {}", name(&pa)),
        format!("1220 x. {}", name(&pb)),
    ];
    let top = adversary(
        None,
        "forever",
        &lines.iter().map(String::as_str).collect::<Vec<_>>(),
    );
    assert_eq!(
        refused(check(&top, &[&pa, &pb], &capped)).0,
        Rule::PartFails
    );
    // An adversary part named by a player top is part-mismatch with no claim asked.
    let mixed = player_top(&pa, &b);
    assert_eq!(
        refused(check(&mixed, &[&pa, &b], &Claim::default())).0,
        Rule::PartMismatch
    );
}

#[cfg(unix)]
#[test]
fn a_part_that_is_not_a_regular_file_is_missing_and_never_read() {
    let (a, b) = player_parts();
    let top = player_top(&a, &b);
    let file = |p: &str| format!("{}.cert", &name(p)[7..]);
    let dir = files("special", &[("top.cert", &top), (&file(&b), &b)]);
    let run = || {
        Command::new(env!("CARGO_BIN_EXE_sureline-check"))
            .arg(dir.join("top.cert"))
            .output()
            .unwrap()
    };
    // A link to /dev/zero would feed the check without end.
    std::os::unix::fs::symlink("/dev/zero", dir.join(file(&a))).unwrap();
    let out = run();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.starts_with("s NOT VERIFIED rule=missing-part node=0\n"),
        "{stdout}"
    );
    assert!(stdout.contains(": not a regular file"), "{stdout}");
    // A FIFO would block the check: no writer ever opens it.
    std::fs::remove_file(dir.join(file(&a))).unwrap();
    let made = Command::new("mkfifo")
        .arg(dir.join(file(&a)))
        .status()
        .unwrap();
    assert!(made.success());
    let out = run();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        stdout.starts_with("s NOT VERIFIED rule=missing-part node=0\n"),
        "{stdout}"
    );
    assert!(stdout.contains(": not a regular file"), "{stdout}");
    std::fs::remove_dir_all(dir).unwrap();
}
