//! [rules.moves.srs] [rules.moves.srs.lemmas]: sliding and rotating pieces. Hand-made
//! certificates with a T-spin tuck that only a turn reaches, and wrong ones, each rejected with
//! its exact rule and node; the claims an srs certificate answers and those it does not.

use sureline_checker::{verify, Claim, Game, Moves, Rule};

/// A player certificate of `goal(W, 1)` for the piece set P with the moves line given.
fn player(width: u8, set: &str, moves: &str, nodes: &[&str]) -> String {
    let lines: String = nodes.iter().map(|n| format!("{n}\n")).collect();
    format!(
        "sureline-certificate v1\nclaim player-completes-a-line\nwidth {width}\nrows 1\nadversary {set}\nmoves {moves}\nmax-pieces {}\nnodes {}\nsequences 1\n{lines}end\n",
        nodes.len(),
        nodes.len()
    )
}

/// T1 at the left wall leaves its nub over (1, 0); T0 is turned under it (a T-spin: down as L,
/// then clockwise with the kick (-1, -1)) and completes row 0. Slides cannot get it there.
const SPIN: [&str; 2] = ["0 T1@0:0>1", "1 T0@1:0>win"];

/// Width 3: I stands in three columns by slides; with srs it cannot spawn (its box is 4 wide).
const COLUMNS: [&str; 3] = ["0 I1@0:0>1", "1 I1@1:0>2", "2 I1@2:0>win"];

fn rejects(text: &str, claim: &Claim) -> (Rule, Option<u64>) {
    let failure = verify(text.as_bytes(), claim).expect_err("must be rejected");
    (failure.rule, failure.node)
}

fn moves(m: Moves) -> Claim {
    Claim {
        moves: Some(m),
        ..Claim::default()
    }
}

#[test]
fn a_t_spin_completes_a_row_with_srs_only() {
    let d = Claim::default();
    let spin = player(4, "T", "srs", &SPIN);
    let verdict = verify(spin.as_bytes(), &d).unwrap();
    assert!(
        verdict.to_string().ends_with("adversary=T moves=srs"),
        "{verdict}"
    );
    assert!(verify(spin.as_bytes(), &moves(Moves::Srs)).is_ok());
    // The same moves as slides: the tuck is unreachable.
    let slid = player(4, "T", "slide", &SPIN);
    assert_eq!(rejects(&slid, &d), (Rule::UnreachablePlacement, Some(1)));
}

#[test]
fn a_slide_reachable_by_slides_only_is_rejected() {
    let d = Claim::default();
    assert!(verify(player(3, "I", "slide", &COLUMNS).as_bytes(), &d).is_ok());
    let srs = player(3, "I", "srs", &COLUMNS);
    assert_eq!(rejects(&srs, &d), (Rule::UnreachablePlacement, Some(0)));
    // Width 2: T S Z J L cannot spawn either; O can.
    let o = player(2, "O", "srs", &["0 O0@0:0>win"]);
    assert!(verify(o.as_bytes(), &d).is_ok());
    let t = player(2, "T", "srs", &["0 T1@0:0>win"]);
    assert_eq!(rejects(&t, &d), (Rule::UnreachablePlacement, Some(0)));
}

#[test]
fn wrong_srs_moves_are_rejected_with_their_rule_and_node() {
    let d = Claim::default();
    let with = |node1: &str| player(4, "T", "srs", &[SPIN[0], node1]);
    // Overlaps the nub at (1, 1): not free; floats above the floor: not locked.
    assert_eq!(
        rejects(&with("1 T0@0:0>win"), &d),
        (Rule::NotLocked, Some(1))
    );
    assert_eq!(
        rejects(&with("1 T0@1:1>win"), &d),
        (Rule::NotLocked, Some(1))
    );
    // Above the board, outside the walls.
    assert_eq!(
        rejects(&with("1 T0@1:19>win"), &d),
        (Rule::IllegalPlacement, Some(1))
    );
    assert_eq!(
        rejects(&with("1 T0@2:0>win"), &d),
        (Rule::IllegalPlacement, Some(1))
    );
    // The capped game with R = 1: column 0 is 3 high, column 1 2 high.
    let capped = Claim {
        game: Some(Game::Capped),
        ..Claim::default()
    };
    let spin = player(4, "T", "srs", &SPIN);
    assert_eq!(rejects(&spin, &capped), (Rule::CapExceeded, Some(1)));
    // A start line: srs starts from the empty board.
    let started = spin.replacen("rows 1\n", "rows 1\nstart O0@2\n", 1);
    assert_eq!(rejects(&started, &d).0, Rule::Syntax);
}

#[test]
fn srs_claims_are_srs_only() {
    let spin = player(4, "T", "srs", &SPIN);
    for other in [Moves::All, Moves::Grid2022, Moves::Slide] {
        assert_eq!(rejects(&spin, &moves(other)), (Rule::ClaimTooWeak, None));
    }
    // Hard drops are not srs moves at width 3 (I cannot spawn): a drop certificate proves
    // nothing of srs, a slide one neither.
    let drop = player(3, "I", "srs", &COLUMNS)
        .replace("moves srs\n", "")
        .replace(":0>", ">");
    assert!(verify(drop.as_bytes(), &moves(Moves::Slide)).is_ok());
    assert_eq!(
        rejects(&drop, &moves(Moves::Srs)),
        (Rule::ClaimTooWeak, None)
    );
    let slide = player(3, "I", "slide", &COLUMNS);
    assert_eq!(
        rejects(&slide, &moves(Moves::Srs)),
        (Rule::ClaimTooWeak, None)
    );
}

/// An adversary certificate of `well(W, H)` with the moves given.
fn adversary(width: u8, height: u8, set: &str, moves: &str, states: &[&str]) -> String {
    let lines: String = states.iter().map(|s| format!("{s}\n")).collect();
    format!(
        "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame well\nwidth {width}\nheight {height}\nadversary {set}\nmoves {moves}\nwithin forever\nstates {}\n{lines}end\n",
        states.len()
    )
}

#[test]
fn adversary_boards_are_walked_with_srs() {
    let d = Claim::default();
    // Width 3: I has no srs placement, so giving it wins at once; with slides it stands up and the
    // walk asks for the boards it leaves.
    let block_out = adversary(3, 4, "I", "srs", &["0000 I"]);
    let verdict = verify(block_out.as_bytes(), &d).unwrap();
    assert!(verdict.to_string().contains("moves=srs"), "{verdict}");
    assert!(verify(block_out.as_bytes(), &moves(Moves::Srs)).is_ok());
    let slid = block_out.replace("moves srs", "moves slide");
    assert_eq!(rejects(&slid, &d).0, Rule::MissingState);
    // An srs adversary strategy is not one against slides or drops (I at width 3).
    for other in [Moves::All, Moves::Grid2022, Moves::Slide] {
        assert_eq!(
            rejects(&block_out, &moves(other)),
            (Rule::ClaimTooWeak, None)
        );
    }
    // A slide certificate proves nothing of srs: the parity of O at width 3.
    let parity = adversary(3, 2, "O", "slide", &[]);
    assert!(verify(parity.as_bytes(), &d).is_ok());
    assert_eq!(
        rejects(&parity, &moves(Moves::Srs)),
        (Rule::ClaimTooWeak, None)
    );
    assert!(verify(parity.replace("slide", "srs").as_bytes(), &d).is_ok());
}
