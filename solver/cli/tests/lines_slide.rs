//! `sureline solve --game lines ... --moves slide` end to end (spec/lines.md [lines.slide]): both
//! claim kinds written and verified by both checkers, the same bytes for any thread count, wrong
//! certificates made from a written one rejected with their rule by both checkers, and the
//! refusals in one line (srs on 3 columns, the verified checker; the tools replay it,
//! lines_slide_tools.rs); srs ([lines.srs])
//! written and verified by both checkers as well.

use std::path::Path;
use std::process::Command;

use sureline_e2e::{
    assert_clean_failure, check, listing, root, run, scratch, solve, verdict, words, Run,
};

/// The second checker (spec/second-checker/, Python, written from the spec) on `file` in `dir`.
fn second(dir: &Path, args: &[&str]) -> Run {
    let checker = root().join("spec/second-checker/second_checker.py");
    let mut all = vec!["-S", checker.to_str().unwrap()];
    all.extend_from_slice(args);
    run(Path::new("python3"), &all, dir)
}

/// Both checkers' first lines on `file`, which must be equal; the line.
fn both(dir: &Path, args: &[&str]) -> String {
    let (kernel, python) = (check(dir, args), second(dir, args));
    let first = |r: &Run| r.stdout.lines().next().unwrap_or_default().to_string();
    assert_eq!(first(&kernel), first(&python), "{}", python.stderr);
    assert_eq!(kernel.code, python.code, "{}", python.stderr);
    first(&kernel)
}

#[test]
fn a_slide_solve_writes_both_kinds_that_both_checkers_verify() {
    let dir = scratch("lines-slide");
    let out = solve(
        &dir,
        &words("--game lines --width 4 --height 3 --at-once 2 --pieces O --moves slide"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        verdict(&out).ends_with("at-once=2 adversary=O preview=0 pieces<=2 nodes=2 moves=slide")
    );
    let (player, lower) = (
        "lines-4x3-O-at-once-2-slide-player.cert",
        "lines-4x3-O-at-once-2-slide-no-win-within-1.cert",
    );
    assert_eq!(listing(&dir), [lower, player]);
    let text = std::fs::read_to_string(dir.join(player)).unwrap();
    assert!(
        text.contains("preview 0\nmoves slide\ngoal at-once 2\n"),
        "{text}"
    );
    assert!(text.contains("0 O0@0:0>1\n1 O0@2:0>win\n"), "{text}");
    for (file, options) in [
        (player, "--moves slide"),
        (lower, "--moves drop --within 1"),
    ] {
        let mut args = words(options);
        args.push(file);
        assert!(both(&dir, &args).starts_with("s VERIFIED"), "{file}");
    }
    // A slide strategy is not one of drops.
    assert!(both(&dir, &["--moves", "drop", player]).contains("rule=claim-too-weak"));
}

#[test]
fn the_adversary_policy_is_the_same_for_any_thread_count_and_wrong_ones_fail() {
    let dir = scratch("lines-slide-policy");
    let line = "--game lines --width 4 --height 4 --at-once 2 --moves slide -o";
    let one = solve(
        &dir,
        &[words(line), vec!["one.cert", "--threads", "1"]].concat(),
    );
    let two = solve(
        &dir,
        &[words(line), vec!["two.cert", "--threads", "2"]].concat(),
    );
    assert_eq!((one.code, two.code), (0, 0), "{}{}", one.stderr, two.stderr);
    assert!(
        verdict(&one).contains("claim=adversary-stops-the-goal")
            && verdict(&one).ends_with("within=forever nodes=15 moves=slide")
    );
    let text = std::fs::read_to_string(dir.join("one.cert")).unwrap();
    assert_eq!(text, std::fs::read_to_string(dir.join("two.cert")).unwrap());
    assert!(both(&dir, &["--forever", "--moves", "drop", "one.cert"]).starts_with("s VERIFIED"));
    // Node 0's I: the fields name I0@0:0 then I1 in each column, each on the floor.
    let node_0 = "\n0 I I0@0:0>0 I1@0:0>1 I1@1:0>2 I1@2:0>3 I1@3:0>4\n";
    assert!(text.contains(node_0), "{text}");
    let mutants = [
        // A field left out (its neighbour in its place); one repeated; two out of order; a row
        // one too high; a column past the wall. (The node ids stay: the numbering holds.)
        (" I1@1:0>2", " I1@2:0>2", "unanswered-placement node=0"),
        (
            " I1@1:0>2 I1@2:0>3",
            " I1@2:0>2 I1@1:0>3",
            "unanswered-placement node=0",
        ),
        (
            " I1@1:0>2",
            " I1@1:0>2 I1@1:0>2",
            "unanswered-placement node=0",
        ),
        (" I1@1:0>2", " I1@1:1>2", "not-locked node=0"),
        (" I1@3:0>4", " I1@4:0>4", "illegal-placement node=0"),
    ];
    for (i, (from, to, rule)) in mutants.iter().enumerate() {
        let wrong = text.replacen(node_0, &node_0.replacen(from, to, 1), 1);
        let name = format!("wrong-{i}.cert");
        std::fs::write(dir.join(&name), wrong).unwrap();
        assert_eq!(
            both(&dir, &[&name]),
            format!("s NOT VERIFIED rule={rule}"),
            "{from} -> {to}"
        );
    }
}

#[test]
fn slides_are_refused_where_they_are_not_supported() {
    let dir = scratch("lines-slide-refusals");
    // [lines.srs] srs on 3 columns: the I cannot spawn.
    let srs = solve(
        &dir,
        &words("--game lines --width 3 --height 3 --at-once 2 --moves srs"),
    );
    assert_clean_failure(&srs, 2, "4 columns");
    let grid = solve(
        &dir,
        &words("--game lines --width 4 --height 3 --at-once 2 --moves grid-2022"),
    );
    assert_clean_failure(&grid, 2, "--moves");
    // The slide search keeps a board in 128 bits: 16 columns of 9 rows are refused before any work.
    let wide = solve(
        &dir,
        &words("--game lines --width 16 --height 9 --at-once 2 --moves slide"),
    );
    assert_clean_failure(&wide, 2, "128");
    let out = solve(
        &dir,
        &words("--game lines --width 4 --height 3 --at-once 2 --pieces O --moves slide -o o.cert"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    // The verified checker, when built (scripts/formal.sh), refuses it as not supported.
    let coq = root().join("target/formal/sureline-check-coq");
    if coq.exists() {
        let refused = Command::new(&coq).arg(dir.join("o.cert")).output().unwrap();
        assert_eq!(refused.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&refused.stderr).contains("moves slide is not supported"));
    }
}

/// Node 3 of a J policy stands for the board after `J1@0:0` (column 0 filled to row 2 and the
/// cell (1, 2) above an empty (1, 1)): its line names the tuck `J3@1:0`, and a field naming the
/// locked but unreachable `J0@1:0` at its canonical place is refused by both checkers.
#[test]
fn an_unreachable_position_named_by_the_adversary_is_refused() {
    let dir = scratch("lines-slide-unreachable");
    let line = "--game lines --width 4 --height 4 --lines 3 --pieces J --moves slide";
    let out = solve(
        &dir,
        &[words(line), words("--no-win-within 2 -o j.cert")].concat(),
    );
    assert!(verdict(&out).ends_with("lines=3 adversary=J preview=0 within=2 nodes=11 moves=slide"));
    let text = std::fs::read_to_string(dir.join("j.cert")).unwrap();
    let node_3 = "\n3 J J0@0:3>x J0@1:3>x J1@0:3>x J1@1:3>x J1@2:0>x J2@0:2>x J2@1:2>x J3@0:3>x J3@1:0>x J3@1:3>x J3@2:0>x\n";
    assert!(text.contains(node_3), "{text}");
    let wrong = text.replacen(" J0@0:3>x", " J0@0:3>x J0@1:0>x", 1);
    std::fs::write(dir.join("wrong.cert"), wrong).unwrap();
    assert_eq!(
        both(&dir, &["wrong.cert"]),
        "s NOT VERIFIED rule=unreachable-placement node=3"
    );
}

/// [lines.srs] On 4 columns of 8 rows, S and Z alone no longer stop a double when pieces turn as
/// they fall (with slides they do): both checkers verify the player's strategy, and the
/// adversary's "no double within one piece fewer" beside it.
#[test]
fn with_srs_the_player_doubles_against_s_and_z() {
    let dir = scratch("lines-srs");
    let line = "--game lines --width 4 --height 8 --at-once 2 --pieces SZ";
    let srs = solve(&dir, &[words(line), words("--moves srs")].concat());
    assert!(
        verdict(&srs).ends_with("adversary=SZ preview=0 pieces<=6 nodes=31 moves=srs"),
        "{}",
        srs.stdout
    );
    let player = "lines-4x8-SZ-at-once-2-srs-player.cert";
    let lower = "lines-4x8-SZ-at-once-2-srs-no-win-within-5.cert";
    assert!(both(&dir, &["--moves", "srs", player]).starts_with("s VERIFIED"));
    assert!(both(&dir, &["--moves", "srs", "--within", "5", lower]).starts_with("s VERIFIED"));
    assert!(both(&dir, &["--moves", "slide", player]).contains("rule=claim-too-weak"));
    let slide = solve(
        &dir,
        &[words(line), words("--moves slide -o slide.cert")].concat(),
    );
    assert!(
        verdict(&slide).contains("claim=adversary-stops-the-goal")
            && verdict(&slide).ends_with("within=forever nodes=1407 moves=slide"),
        "{}",
        slide.stdout
    );
}
