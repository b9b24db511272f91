//! `sureline solve --game lines` and `sureline lines` as a person runs them (spec/lines.md): the
//! certificates written and verified, the refusals in one line, a small table whose every claim
//! the checker verifies, and the tools refusing a lines certificate.

use sureline_e2e::{
    assert_clean_failure, check_claims, listing, scratch, solve, sureline, verdict, words,
};

#[test]
fn a_lines_solve_writes_both_sides_and_refuses_what_is_false() {
    let dir = scratch("lines-solve");
    let out = solve(
        &dir,
        &[
            "--game",
            "lines",
            "--width",
            "4",
            "--height",
            "3",
            "--at-once",
            "2",
            "--pieces",
            "O",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(verdict(&out).ends_with("at-once=2 adversary=O preview=0 pieces<=2 nodes=2"));
    assert!(
        out.stdout.contains("claim=adversary-stops-the-goal") && out.stdout.contains("within=1")
    );
    assert_eq!(
        listing(&dir),
        [
            "lines-4x3-O-at-once-2-no-win-within-1.cert",
            "lines-4x3-O-at-once-2-player.cert"
        ]
    );
    // Again, without --force: refused before the work, nothing changed.
    let again = solve(
        &dir,
        &[
            "--game",
            "lines",
            "--width",
            "4",
            "--height",
            "3",
            "--at-once",
            "2",
            "--pieces",
            "O",
        ],
    );
    assert_clean_failure(&again, 2, "lines-4x3-O-at-once-2-player.cert");
    // The player does not double within 1 piece; the adversary cannot stop it within 2.
    let within = solve(
        &dir,
        &[
            "--game",
            "lines",
            "--width",
            "4",
            "--height",
            "3",
            "--at-once",
            "2",
            "--pieces",
            "O",
            "--max-pieces",
            "1",
            "-o",
            "m.cert",
        ],
    );
    assert_clean_failure(&within, 1, "the optimum is 2");
    let bound = solve(
        &dir,
        &[
            "--game",
            "lines",
            "--width",
            "4",
            "--height",
            "3",
            "--at-once",
            "2",
            "--pieces",
            "O",
            "--no-win-within",
            "2",
            "-o",
            "n.cert",
        ],
    );
    assert_clean_failure(&bound, 1, "within 2 pieces");
    // The adversary for ever: O on 3 columns never clears a row.
    let never = solve(
        &dir,
        &[
            "--game",
            "lines",
            "--width",
            "3",
            "--height",
            "4",
            "--lines",
            "1",
            "--pieces",
            "O",
            "-o",
            "never.cert",
        ],
    );
    assert!(
        verdict(&never).contains("claim=adversary-stops-the-goal")
            && verdict(&never).contains("within=forever")
    );
    // The options of one game in another, and no goal.
    let (other, _) = sureline(
        &dir,
        &["solve", "--width", "4", "--height", "3", "--lines", "1"],
    );
    assert_clean_failure(&other, 2, "--lines");
    let no_goal = solve(&dir, &["--game", "lines", "--width", "4", "--height", "3"]);
    assert_clean_failure(&no_goal, 2, "--lines K or --at-once K");
    let rows = solve(
        &dir,
        &[
            "--game", "lines", "--width", "4", "--rows", "3", "--lines", "1",
        ],
    );
    assert_eq!(rows.code, 2, "{}", rows.stderr);
    // The tools read a lines certificate (solver/cli/tests/tools.rs plays both kinds).
    let (out, _) = sureline(&dir, &["stats", "never.cert"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out
        .stdout
        .contains("goal             1 row in all\nwithin           forever\n"));
    let (out, _) = sureline(&dir, &["worst", "never.cert"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.starts_with("moves O0@"), "{}", out.stdout);
}

#[test]
fn a_small_lines_table_is_certified_both_ways() {
    let dir = scratch("lines-table");
    let (out, _) = sureline(
        &dir,
        &[
            "lines",
            "--question",
            "lines",
            "--widths",
            "2,4",
            "--heights",
            "1..3",
            "--pieces",
            "O",
            "--max-lines",
            "3",
            "--quiet",
            "-o",
            "t",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let table = std::fs::read_to_string(dir.join("t/LINES.md")).unwrap();
    // W = 2, O: every square clears two rows, so any number of lines, up to the largest k climbed.
    assert!(
        table.contains("| 2 | 1 | >= 3 (the largest k climbed) | 2 |"),
        "{table}"
    );
    assert!(table.contains("| 4 | 1 | **0** |"), "{table}");
    assert!(check_claims(&dir.join("t")) >= 4);
    assert!(dir.join("t/lines-per-height.svg").exists());
    let (again, _) = sureline(
        &dir,
        &["lines", "--question", "doubles", "--widths", "4", "-o", "t"],
    );
    assert_clean_failure(&again, 2, "LINES.md");
}

/// Issue 28: where S and Z lose but all seven are undecided, the row says that S and Z lost and
/// cites the player's certificate against them (its claim names SZ, not the whole set). At 64M
/// the 4 x 6 well's `--lines 2` runs out of positions with all seven (a count, not a clock),
/// while the player clears 2 lines against S and Z within 4 pieces; the doubles question's row
/// says the same of O.
#[test]
fn a_table_says_where_the_first_pieces_lose_but_the_whole_set_is_undecided() {
    let dir = scratch("lines-first-lose");
    let (out, _) = sureline(
        &dir,
        &words(
            "lines --question lines --widths 4 --heights 6..6 --pieces IOTSZJL \
             --adversary-first SZ --memory 64M --quiet -o t",
        ),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let table = std::fs::read_to_string(dir.join("t/LINES.md")).unwrap();
    let row = table.lines().last().unwrap();
    let said = "| 4 | 6 | >= 1 (k = 2 undecided: with SZ alone the adversary loses: the player \
                forces 2 lines within 4 pieces, `lines-4x6-SZ-lines-2-player.cert`; with IOTSZJL \
                the positions allowed ran out after 119840 positions, ";
    assert!(row.starts_with(said), "{row}");
    assert!(
        row.ends_with(
            " | 3 | `lines-4x6-IOTSZJL-lines-1-player.cert`, `lines-4x6-SZ-lines-2-player.cert` |"
        ),
        "{row}"
    );
    let claims = std::fs::read_to_string(dir.join("t/CLAIMS")).unwrap();
    assert!(
        claims.contains("lines-4x6-SZ-lines-2-player.cert --game lines --width 4 --height 6 --lines 2 --adversary SZ --max-pieces 4\n"),
        "{claims}"
    );
    assert_eq!(check_claims(&dir.join("t")), 2);
    // The doubles question the same way: O alone loses a double at once (two squares side by
    // side), all seven run out of positions in the 4 x 6 well.
    let (out, _) = sureline(
        &dir,
        &words(
            "lines --question doubles --widths 4 --heights 6..6 --pieces IOTSZJL \
             --adversary-first O --memory 64M --quiet -o u",
        ),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let table = std::fs::read_to_string(dir.join("u/LINES.md")).unwrap();
    let row = table.lines().last().unwrap();
    let said = "| 4 | > - (H = 6 undecided: with O alone the adversary loses: the player forces a \
                double within 2 pieces, `lines-4x6-O-at-once-2-player.cert`; with IOTSZJL the \
                positions allowed ran out after ";
    assert!(row.starts_with(said), "{row}");
    assert!(
        row.ends_with(" | | - | `lines-4x6-O-at-once-2-player.cert` |"),
        "{row}"
    );
    assert_eq!(check_claims(&dir.join("u")), 1);
}

#[test]
fn a_table_asks_the_adversary_first_with_fewer_pieces() {
    let dir = scratch("lines-first");
    let args = [
        "lines",
        "--question",
        "doubles",
        "--widths",
        "4",
        "--heights",
        "1..5",
        "--pieces",
        "OSZ",
        "--adversary-first",
        "SZ",
        "--quiet",
        "-o",
        "t",
    ];
    let (out, _) = sureline(&dir, &args);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let table = std::fs::read_to_string(dir.join("t/LINES.md")).unwrap();
    // S and Z alone keep a 4-wide well of 5 rows from a double: the policy names SZ, and its
    // claim is the whole set's.
    assert!(
        table.contains(
            "| 4 | > 5 (no double up to H = 5) | | 5 | `lines-4x5-SZ-at-once-2-adversary.cert` |"
        ),
        "{table}"
    );
    let claims = std::fs::read_to_string(dir.join("t/CLAIMS")).unwrap();
    assert!(
        claims.contains("lines-4x5-SZ-at-once-2-adversary.cert --game lines --width 4 --height 5 --at-once 2 --adversary OSZ --forever"),
        "{claims}"
    );
    assert_eq!(check_claims(&dir.join("t")), 1);
    let mut wrong = args.to_vec();
    wrong[8] = "OS";
    wrong[13] = "u";
    let (refused, _) = sureline(&dir, &wrong);
    assert_clean_failure(&refused, 2, "--adversary-first SZ: a subset of --pieces OS");
    assert!(!dir.join("u").exists());
}

#[test]
fn a_table_of_sliding_pieces_names_its_move_set() {
    let dir = scratch("lines-table-slide");
    let args = words(
        "lines --question doubles --widths 4 --heights 1..4 --pieces OSZ --adversary-first SZ --moves slide --quiet -o t",
    );
    let (out, _) = sureline(&dir, &args);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let table = std::fs::read_to_string(dir.join("t/LINES.md")).unwrap();
    assert!(
        table.contains("--moves slide --max-seconds-per-cell 120 -o t` (spec/lines.md, slide moves ([lines.slide]), pieces OSZ;"),
        "{table}"
    );
    assert!(
        table.contains(
            "| 4 | > 4 (no double up to H = 4) | | 4 | `lines-4x4-SZ-at-once-2-slide-adversary.cert` |"
        ),
        "{table}"
    );
    let claims = std::fs::read_to_string(dir.join("t/CLAIMS")).unwrap();
    assert!(
        claims.contains("lines-4x4-SZ-at-once-2-slide-adversary.cert --game lines --width 4 --height 4 --at-once 2 --adversary OSZ --moves slide --forever"),
        "{claims}"
    );
    assert_eq!(check_claims(&dir.join("t")), 1);
    // [lines.srs] No piece of 3 columns spawns: refused before any work, nothing written.
    let (refused, _) = sureline(
        &dir,
        &words("lines --question doubles --widths 3,4 --moves srs -o u"),
    );
    assert_clean_failure(&refused, 2, "--widths 3: widths of 4 columns or more");
    assert!(!dir.join("u").exists());
}
