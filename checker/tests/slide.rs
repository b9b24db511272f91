//! [rules.moves.slide] [adv.slide]: sliding pieces. Hand-made certificates that tuck a piece
//! under an overhang, and wrong ones, each rejected with its exact rule and node; the boards of
//! [rules.moves.lemmas] where descriptions are not exact.

use sureline_checker::description::{Drop, Position, Rules};
use sureline_checker::{verify, Board, Claim, Game, Moves, Rule, HEIGHT};

/// A player certificate of `goal(W, 1)` for the piece set P, its node lines given.
fn player(width: u8, set: &str, moves_line: bool, nodes: &[&str]) -> String {
    let moves = if moves_line { "moves slide\n" } else { "" };
    let lines: String = nodes.iter().map(|n| format!("{n}\n")).collect();
    format!(
        "sureline-certificate v1\nclaim player-completes-a-line\nwidth {width}\nrows 1\nadversary {set}\n{moves}max-pieces {}\nnodes {}\nsequences 1\n{lines}end\n",
        nodes.len(),
        nodes.len()
    )
}

/// J1 at the left wall leaves an overhang over column 1; J0 slides under it from column 2; J2
/// completes row 0. The hard drop of J0 at column 1 would rest on the overhang.
const TUCK: [&str; 3] = ["0 J1@0:0>1", "1 J0@1:0>2", "2 J2@2:0>win"];

fn rejects(text: &str, claim: &Claim) -> (Rule, Option<u64>) {
    let failure = verify(text.as_bytes(), claim).expect_err("must be rejected");
    (failure.rule, failure.node)
}

#[test]
fn a_tucked_piece_completes_a_row() {
    let verdict = verify(player(5, "J", true, &TUCK).as_bytes(), &Claim::default()).unwrap();
    assert!(
        verdict.to_string().ends_with("adversary=J moves=slide"),
        "{verdict}"
    );
    let slide = Claim {
        moves: Some(Moves::Slide),
        ..Claim::default()
    };
    assert!(verify(player(5, "J", true, &TUCK).as_bytes(), &slide).is_ok());
}

#[test]
fn wrong_slides_are_rejected_with_their_rule_and_node() {
    let d = Claim::default();
    let with = |node1: &str| player(5, "J", true, &[TUCK[0], node1, TUCK[2]]);
    // Overlaps the overhang at (1, 2): not free.
    assert_eq!(rejects(&with("1 J0@1:1>2"), &d), (Rule::NotLocked, Some(1)));
    // Floats above the floor: it could move down.
    assert_eq!(rejects(&with("1 J0@2:1>2"), &d), (Rule::NotLocked, Some(1)));
    // Above the board.
    assert_eq!(
        rejects(&with("1 J0@2:19>2"), &d),
        (Rule::IllegalPlacement, Some(1))
    );
    // Four columns: J0 cannot come in from the right, so the tuck is unreachable.
    let narrow = player(4, "J", true, &["0 J1@0:0>1", "1 J0@1:0>win"]);
    assert_eq!(rejects(&narrow, &d), (Rule::UnreachablePlacement, Some(1)));
    // The capped game with R = 1: column 1 is 3 high, nothing is tucked under it.
    let capped = Claim {
        game: Some(Game::Capped),
        ..Claim::default()
    };
    let tuck = player(5, "J", true, &TUCK);
    assert_eq!(rejects(&tuck, &capped), (Rule::CapExceeded, Some(1)));
    // A slide certificate proves nothing of drops, nor of the 2022 grids.
    let all = Claim {
        moves: Some(Moves::All),
        ..Claim::default()
    };
    assert_eq!(rejects(&tuck, &all), (Rule::ClaimTooWeak, None));
    let grid = Claim {
        moves: Some(Moves::Grid2022),
        ..Claim::default()
    };
    assert_eq!(rejects(&tuck, &grid), (Rule::ClaimTooWeak, None));
    // A start line: slides start from the empty board.
    let started = tuck.replacen(
        "claim player-completes-a-line\n",
        "claim player-completes-a-line\nstart O0@3\n",
        1,
    );
    assert_eq!(rejects(&started, &d), (Rule::MoveOutsideSet, None));
}

#[test]
fn rows_belong_to_slide_certificates_only() {
    let d = Claim::default();
    // A slide move in a drop certificate, a drop move in a slide certificate, a bad moves line.
    assert_eq!(rejects(&player(5, "J", false, &TUCK), &d).0, Rule::Syntax);
    let drops = ["0 J1@0>1", "1 J0@1>2", "2 J2@2>win"];
    assert_eq!(rejects(&player(5, "J", true, &drops), &d).0, Rule::Syntax);
    let srs = player(5, "J", true, &TUCK).replace("moves slide", "moves spin");
    assert_eq!(rejects(&srs, &d).0, Rule::Syntax);
    // The hard drops of a drop certificate prove the slide claim too.
    let drop = player(4, "O", false, &["0 O0@0>1", "1 O0@2>win"]);
    let slide = Claim {
        moves: Some(Moves::Slide),
        ..Claim::default()
    };
    assert!(verify(drop.as_bytes(), &slide).is_ok());
}

/// The boards B1 and B2 of [rules.moves.lemmas], top row first.
fn board(rows: [&str; 2]) -> Board {
    let bits = |row: &str| {
        row.bytes()
            .enumerate()
            .filter(|b| b.1 == b'#')
            .fold(0u16, |m, (c, _)| m | 1 << c)
    };
    let mut all = [0u16; HEIGHT];
    (all[0], all[1]) = (bits(rows[1]), bits(rows[0]));
    Board::from_rows(5, all)
}

#[test]
fn one_description_two_boards_two_answers() {
    let rules = Rules {
        game: Game::Goal,
        width: 5,
        bound: HEIGHT as u8,
        moves: Moves::Slide,
    };
    let (b1, b2) = (board(["##...", "#...."]), board(["##...", ".#..."]));
    let l0 = 15;
    let slide = |b: &Board| b.place(&rules, l0, 1, Some((0, b.reach(&rules, l0))));
    let Drop::Continues(after) = slide(&b1) else {
        panic!("L0 at (1, 0) is a slide on B1");
    };
    assert_eq!(after.draw(&[]).last().unwrap(), " 0 ####.");
    assert_eq!(slide(&b2), Drop::NotLocked);
}

/// An adversary certificate of `well(W, H)` with `moves slide`.
fn adversary(width: u8, height: u8, set: &str, states: &[&str]) -> String {
    let lines: String = states.iter().map(|s| format!("{s}\n")).collect();
    format!(
        "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame well\nwidth {width}\nheight {height}\nadversary {set}\nmoves slide\nwithin forever\nstates {}\n{lines}end\n",
        states.len()
    )
}

#[test]
fn adversary_boards_are_walked_with_slides() {
    let d = Claim::default();
    // Width 3, O only: the parity terminal holds at the empty board.
    let parity = adversary(3, 2, "O", &[]);
    let verdict = verify(parity.as_bytes(), &d).unwrap();
    assert!(verdict.to_string().contains("moves=slide"), "{verdict}");
    let slide = Claim {
        moves: Some(Moves::Slide),
        ..Claim::default()
    };
    assert!(verify(parity.as_bytes(), &slide).is_ok());
    // Width 4, I only: the root needs its line; I0 completes row 0.
    assert_eq!(
        rejects(&adversary(4, 1, "I", &[]), &d).0,
        Rule::MissingState
    );
    assert_eq!(
        rejects(&adversary(4, 1, "I", &["0 I"]), &d).0,
        Rule::AdversaryFails
    );
    // Rows are W bits: "f" is 4 bits in a row of 3; 16 x 9 cells are too many.
    assert_eq!(rejects(&adversary(3, 1, "I", &["f I"]), &d).0, Rule::Syntax);
    assert_eq!(rejects(&adversary(16, 9, "O", &[]), &d).0, Rule::Syntax);
    // A drop certificate proves nothing of slides.
    let drop = parity.replace("moves slide", "moves all");
    assert_eq!(rejects(&drop, &slide), (Rule::ClaimTooWeak, None));
}
