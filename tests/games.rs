//! End-to-end tests of the two games and the adversary's side: `--height` (the well),
//! `--no-win-within`, `--moves grid-2022`, the lower bound beside an optimal certificate, and
//! adversary certificates, each verified by the independent checker binary with its claim.

use sureline_e2e::{assert_clean_failure, check, scratch, solve, verdict, words};

#[test]
fn the_capped_game_adversary_certificate_verifies_with_its_claim() {
    let dir = scratch("games-capped");
    let solved = solve(&dir, &words("--width 6 --rows 3"));
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    let line = verdict(&solved).to_string();
    assert!(
        line.contains(
            " claim=adversary-prevents-a-line game=capped width=6 rows=3 moves=all within=forever "
        ),
        "{line}"
    );
    assert!(
        solved.stdout.contains("adversary wins in the capped game"),
        "{}",
        solved.stdout
    );
    let claim = [
        "--game",
        "capped",
        "--width",
        "6",
        "--rows",
        "3",
        "--forever",
        "--adversary",
        "IOTSZJL",
        "6x3-adversary.cert",
    ];
    let checked = check(&dir, &claim);
    assert_eq!(checked.code, 0, "{}", checked.stdout);
    assert_eq!(checked.stdout.lines().next(), Some(line.as_str()));
    // Fewer goal rows and any budget are weaker claims; the well is another game.
    assert_eq!(
        check(&dir, &words("--rows 2 --within 40 6x3-adversary.cert")).code,
        0
    );
    let other = check(&dir, &words("--game well 6x3-adversary.cert"));
    assert!(
        other
            .stdout
            .starts_with("s NOT VERIFIED rule=claim-too-weak"),
        "{}",
        other.stdout
    );
    // The manifest beside it.
    let manifest: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join("6x3-adversary.cert.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(manifest["claim"], "adversary-prevents-a-line");
    assert_eq!(manifest["game"], "capped");
    assert_eq!(manifest["rows"], 3);
    assert_eq!(manifest["within"], "forever");
    assert_eq!(manifest["moves"], "all");
    assert!(
        line.contains(&format!(" states={}", manifest["states"])),
        "{line}"
    );
    assert!(line.contains(manifest["sha256"].as_str().unwrap()));
    let by_depth: u64 = manifest["states_by_depth"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(by_depth, manifest["states"].as_u64().unwrap());
}

#[test]
fn adversary_certificates_do_not_depend_on_the_thread_count() {
    let dir = scratch("games-threads");
    for (threads, name) in [("1", "one.cert"), ("2", "two.cert")] {
        let solved = solve(
            &dir,
            &[
                "--width",
                "8",
                "--rows",
                "3",
                "--threads",
                threads,
                "-o",
                name,
            ],
        );
        assert_eq!(solved.code, 0, "{}", solved.stderr);
    }
    let one = std::fs::read(dir.join("one.cert")).unwrap();
    assert_eq!(one, std::fs::read(dir.join("two.cert")).unwrap());
    for (threads, name) in [("1", "w1.cert"), ("2", "w2.cert")] {
        let solved = solve(
            &dir,
            &[
                "--width",
                "6",
                "--rows",
                "5",
                "--no-win-within",
                "5",
                "--threads",
                threads,
                "-o",
                name,
            ],
        );
        assert_eq!(solved.code, 0, "{}", solved.stderr);
    }
    let one = std::fs::read(dir.join("w1.cert")).unwrap();
    assert_eq!(one, std::fs::read(dir.join("w2.cert")).unwrap());
}

#[test]
fn an_optimal_solve_writes_its_lower_bound_beside_it() {
    // 6x5 capped: the player needs exactly 6 pieces.
    let dir = scratch("games-optimal");
    let solved = solve(&dir, &words("--width 6 --rows 5 --optimal"));
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    assert!(
        solved
            .stdout
            .contains("so 6 is the fewest pieces that win in the capped game"),
        "{}",
        solved.stdout
    );
    let player = check(
        &dir,
        &words("--game capped --max-pieces 6 6x5-optimal.cert"),
    );
    assert_eq!(player.code, 0, "{}", player.stdout);
    let lower = check(
        &dir,
        &words("--game capped --rows 5 --within 5 6x5-no-win-within-5.cert"),
    );
    assert_eq!(lower.code, 0, "{}", lower.stdout);
    assert!(lower.stdout.contains(" within=5 "), "{}", lower.stdout);
    // The same certificate, alone: the policy is a function of the problem and the budget.
    let alone = solve(
        &dir,
        &words("--width 6 --rows 5 --no-win-within 5 -o alone.cert"),
    );
    assert_eq!(alone.code, 0, "{}", alone.stderr);
    assert_eq!(
        std::fs::read(dir.join("alone.cert")).unwrap(),
        std::fs::read(dir.join("6x5-no-win-within-5.cert")).unwrap()
    );
    // Within 6 is impossible: the player wins within 6. Nothing is written.
    let too_far = solve(
        &dir,
        &words("--width 6 --rows 5 --no-win-within 6 -o never.cert"),
    );
    assert_eq!(too_far.code, 1, "{}", too_far.stdout);
    assert!(
        too_far
            .stderr
            .contains("the player wins in the capped game within 6 pieces"),
        "{}",
        too_far.stderr
    );
    assert!(!dir.join("never.cert").exists() && !dir.join("never.cert.json").exists());
    // A certificate named by hand gets its lower bound under its own stem.
    let named = solve(&dir, &words("--width 6 --rows 5 --optimal -o mine.cert"));
    assert_eq!(named.code, 0, "{}", named.stderr);
    assert!(
        dir.join("mine-no-win-within-5.cert").exists()
            && dir.join("mine-no-win-within-5.cert.json").exists()
    );
}

#[test]
fn the_well_has_its_own_certificates() {
    let dir = scratch("games-well");
    // 4 wide, 5 tall: the player needs 3 pieces; 3 tall: the adversary wins.
    let solved = solve(&dir, &words("--width 4 --height 5 --optimal"));
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    let line = verdict(&solved);
    assert!(
        line.ends_with(" game=well") && line.contains(" height=5 pieces<=3 "),
        "{line}"
    );
    assert!(
        solved.stdout.contains("player wins in the well"),
        "{}",
        solved.stdout
    );
    let text = std::fs::read_to_string(dir.join("4x5-well-optimal.cert")).unwrap();
    let header =
        "sureline-certificate v1\nclaim player-completes-a-line\ngame well\nwidth 4\nheight 5\n";
    assert!(text.starts_with(header), "{text}");
    let player = check(
        &dir,
        &words("--game well --height 5 --max-pieces 3 4x5-well-optimal.cert"),
    );
    assert_eq!(player.code, 0, "{}", player.stdout);
    let lower = check(
        &dir,
        &words("--game well --height 5 --within 2 4x5-well-no-win-within-2.cert"),
    );
    assert_eq!(lower.code, 0, "{}", lower.stdout);
    let lost = solve(&dir, &words("--width 4 --height 3"));
    assert_eq!(lost.code, 0, "{}", lost.stderr);
    assert!(
        lost.stdout.contains("adversary wins in the well"),
        "{}",
        lost.stdout
    );
    let forever = check(
        &dir,
        &words("--game well --height 3 --forever 4x3-well-adversary.cert"),
    );
    assert_eq!(forever.code, 0, "{}", forever.stdout);
    assert!(
        forever.stdout.contains(" game=well width=4 height=3 "),
        "{}",
        forever.stdout
    );
}

#[test]
fn the_2022_moves_are_a_move_set_of_their_own() {
    // 5x3 against T J L: 2 pieces with every placement, 3 with the 2022 grids.
    let dir = scratch("games-grid");
    let all = solve(&dir, &words("--width 5 --rows 3 --pieces TJL --optimal"));
    assert_eq!(all.code, 0, "{}", all.stderr);
    assert!(verdict(&all).contains(" pieces<=2 "), "{}", all.stdout);
    let grid = solve(
        &dir,
        &words("--width 5 --rows 3 --pieces TJL --optimal --moves grid-2022"),
    );
    assert_eq!(grid.code, 0, "{}", grid.stderr);
    assert!(verdict(&grid).contains(" pieces<=3 "), "{}", grid.stdout);
    assert!(
        grid.stdout.contains("(the 2022 moves, grid-2022)"),
        "{}",
        grid.stdout
    );
    let name = "5x3-optimal-grid-2022-TJL.cert";
    let player = check(&dir, &["--moves", "grid-2022", "--game", "capped", name]);
    assert_eq!(player.code, 0, "{}", player.stdout);
    // The 2-piece strategy uses a placement outside the grids.
    let outside = check(&dir, &words("--moves grid-2022 5x3-optimal-TJL.cert"));
    assert!(
        outside
            .stdout
            .starts_with("s NOT VERIFIED rule=move-outside-set"),
        "{}",
        outside.stdout
    );
    let lower = "5x3-no-win-within-2-grid-2022-TJL.cert";
    let checked = check(&dir, &["--moves", "grid-2022", "--within", "2", lower]);
    assert_eq!(checked.code, 0, "{}", checked.stdout);
    // A grid-2022 adversary certificate proves nothing about every placement.
    let weak = check(&dir, &["--moves", "all", lower]);
    assert!(
        weak.stdout
            .starts_with("s NOT VERIFIED rule=claim-too-weak"),
        "{}",
        weak.stdout
    );
}

#[test]
fn solve_json_names_the_game_and_the_claim() {
    let dir = scratch("games-json");
    let lost = solve(&dir, &words("--width 4 --rows 2 --json"));
    assert_eq!(lost.code, 0, "{}", lost.stderr);
    let value: serde_json::Value = serde_json::from_str(&lost.stdout).unwrap();
    assert_eq!(value["outcome"], "adversary-wins");
    assert_eq!(value["game"], "capped");
    assert_eq!(value["claim"], "adversary-prevents-a-line");
    assert_eq!(value["manifest"]["certificate"], "4x2-adversary.cert");
    let won = solve(&dir, &words("--width 4 --height 5 --optimal --json"));
    let value: serde_json::Value = serde_json::from_str(&won.stdout).unwrap();
    assert_eq!(value["outcome"], "player-wins");
    assert_eq!(value["game"], "well");
    assert_eq!(value["claim"], "player-completes-a-line");
    assert_eq!(value["manifest"]["max_pieces"], 3);
    assert_eq!(value["lower_bound"]["within"], 2);
    let within = solve(
        &dir,
        &words("--width 4 --height 5 --no-win-within 1 --json"),
    );
    let value: serde_json::Value = serde_json::from_str(&within.stdout).unwrap();
    assert_eq!(value["outcome"], "no-win-within");
    assert_eq!(
        value["manifest"]["certificate"],
        "4x5-well-no-win-within-1.cert"
    );
}

#[test]
fn the_game_must_be_named_once() {
    let dir = scratch("games-usage");
    for args in [
        vec!["--width", "4"],
        vec!["--width", "4", "--rows", "2", "--height", "3"],
        vec!["--width", "4", "--height", "16"],
        vec!["--width", "4", "--rows", "2", "--moves", "grid"],
        vec![
            "--width",
            "4",
            "--rows",
            "2",
            "--optimal",
            "--no-win-within",
            "2",
        ],
    ] {
        let out = solve(&dir, &args);
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

/// [rules.moves.slide] `--moves slide`: the optimal strategy and its lower bound against slides,
/// each verified by the checker binary with its claim (not a drop claim), the same bytes on a
/// second run; the adversary's policy where the adversary wins; options the slide search does
/// not take are refused in one line before any work.
#[test]
fn slide_solves_certify_both_ways() {
    let dir = scratch("games-slide");
    let solved = solve(&dir, &words("--width 4 --rows 4 --moves slide --optimal"));
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    assert!(
        verdict(&solved).ends_with("game=capped moves=slide"),
        "{}",
        solved.stdout
    );
    let player =
        words("--game capped --rows 4 --moves slide --max-pieces 3 4x4-slide-optimal.cert");
    assert_eq!(check(&dir, &player).code, 0);
    let lower =
        words("--game capped --rows 4 --moves slide --within 2 4x4-slide-no-win-within-2.cert");
    assert_eq!(check(&dir, &lower).code, 0);
    // A slide strategy proves no drop claim.
    let drops = words("--game capped --moves all 4x4-slide-optimal.cert");
    assert_eq!(check(&dir, &drops).code, 1);
    let bytes = std::fs::read(dir.join("4x4-slide-optimal.cert")).unwrap();
    let again = solve(&dir, &words("--width 4 --rows 4 --moves slide --force"));
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(
        std::fs::read(dir.join("4x4-slide-optimal.cert")).unwrap(),
        bytes
    );
    let adversary = solve(&dir, &words("--width 4 --height 4 --moves slide"));
    assert_eq!(adversary.code, 0, "{}", adversary.stderr);
    let forever =
        words("--game well --height 4 --moves slide --forever 4x4-well-slide-adversary.cert");
    assert_eq!(check(&dir, &forever).code, 0);
    let refused = solve(
        &dir,
        &words("--width 4 --rows 4 --moves slide --start O0@0"),
    );
    assert_clean_failure(&refused, 2, "--start");
}

/// [rules.moves.srs] `--moves srs`: the optimal strategy with turns and its lower bound, each
/// verified with its srs claim (not a slide one); on 3 columns the I cannot spawn, so the
/// adversary wins the well at once where slides lose it.
#[test]
fn a_slide_solve_in_the_smallest_budget_certifies_the_same() {
    // The memo takes a third of --memory at most, then forgets its cheapest facts (searched
    // again when asked: the engine's a_memo_that_forgets_gives_the_same_answers); the policy
    // and the certificate take the rest.
    let dir = scratch("games-slide-memory");
    let small = solve(
        &dir,
        &words("--width 6 --rows 5 --moves slide --memory 64M -o s.cert"),
    );
    assert_eq!(small.code, 0, "{}", small.stderr);
    let large = solve(&dir, &words("--width 6 --rows 5 --moves slide -o l.cert"));
    assert_eq!(large.code, 0, "{}", large.stderr);
    assert_eq!(verdict(&small), verdict(&large));
}

#[test]
fn srs_solves_certify_both_ways() {
    let dir = scratch("games-srs");
    let solved = solve(&dir, &words("--width 4 --rows 4 --moves srs --optimal"));
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    assert!(
        verdict(&solved).ends_with("game=capped moves=srs"),
        "{}",
        solved.stdout
    );
    let player = words("--game capped --rows 4 --moves srs --max-pieces 3 4x4-srs-optimal.cert");
    assert_eq!(check(&dir, &player).code, 0);
    let lower = words("--game capped --rows 4 --moves srs --within 2 4x4-srs-no-win-within-2.cert");
    assert_eq!(check(&dir, &lower).code, 0);
    let slides = words("--game capped --moves slide 4x4-srs-optimal.cert");
    assert_eq!(check(&dir, &slides).code, 1);
    let block_out = solve(&dir, &words("--width 3 --height 4 --pieces I --moves srs"));
    assert_eq!(block_out.code, 0, "{}", block_out.stderr);
    assert!(block_out
        .stdout
        .contains("the adversary stops every line with srs"));
    let slid = solve(
        &dir,
        &words("--width 3 --height 4 --pieces I --moves slide"),
    );
    assert!(
        slid.stdout.contains("wins within 3 pieces with slides"),
        "{}",
        slid.stdout
    );
}
