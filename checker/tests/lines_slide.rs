//! [lines.slide] The lines game with `moves slide`, on wells small enough to follow on paper: the
//! certificates that verify, and one wrong certificate per new rule, rejected with that rule and
//! the node at fault.
//!
//! The board most tests use: W = 4, H = 4, after `J1@0:0` (column 0 filled up to row 2 and the
//! cell (1, 2)), rows top first:
//!
//!     ....
//!     ##..
//!     #...
//!     #...
//!
//! `J3@1:0` (cells (1,0) (2,0) (2,1) (2,2)) tucks under the overhang: slid down column 2, then one
//! step left. `J0@1:0` (cells (1,0) (2,0) (3,0) (1,1)) is locked there too, but no slide reaches
//! it: its cell (1, 1) can only come from (1, 2) above, which is filled, or from the left, a wall
//! of filled cells.

use sureline_checker::{verify, verify_with, Claim, Limits, Moves, Walk};

/// The verdict line, or `rule=R[ node=N]` of a rejection.
fn outcome(text: &str, claim: &Claim) -> String {
    match verify(text.as_bytes(), claim) {
        Ok(verdict) => verdict.to_string(),
        Err(failure) => {
            let first = failure.report(None).lines().next().unwrap().to_string();
            first.replacen("s NOT VERIFIED ", "", 1)
        }
    }
}

fn checked(text: &str) -> String {
    outcome(text, &Claim::default())
}

/// A slide certificate of `lines(W, H, goal, P)` (the moves line after `preview 0`).
fn cert(
    player: bool,
    (w, h, goal): (u8, u8, &str),
    pieces: &str,
    bound: &str,
    body: &str,
) -> String {
    let claim = ["adversary-stops-the-goal", "player-reaches-the-goal"][usize::from(player)];
    let floor = "0".repeat(usize::from(w));
    let nodes = body.lines().count();
    format!("sureline-certificate v1\nclaim {claim}\ngame lines\nwidth {w}\nheight {h}\nfloor {floor}\nadversary {pieces}\npreview 0\nmoves slide\ngoal {goal}\n{bound}\nnodes {nodes}\n{body}end\n")
}

/// A J strategy in the 4 x 4 well for `lines 1` whose node 1 is the board above.
fn j_player(node_1: &str) -> String {
    let body = format!("0 J1@0:0>1\n1 {node_1}\n");
    cert(true, (4, 4, "lines 1"), "J", "max-pieces 2", &body)
}

#[test]
fn slide_certificates_verify() {
    // Two Os side by side complete two rows at once: each names its row.
    let double = cert(
        true,
        (4, 2, "at-once 2"),
        "O",
        "max-pieces 2",
        "0 O0@0:0>1\n1 O0@2:0>win\n",
    );
    assert!(
        checked(&double).ends_with("at-once=2 adversary=O preview=0 pieces<=2 nodes=2 moves=slide"),
        "{}",
        checked(&double)
    );
    // On the empty board an O has three allowed slides, each on the floor; one piece is the last.
    let one = "0 O O0@0:0>x O0@1:0>x O0@2:0>x\n";
    let adversary = cert(false, (4, 2, "at-once 2"), "O", "within 1", one);
    assert!(
        checked(&adversary).ends_with("within=1 nodes=1 moves=slide"),
        "{}",
        checked(&adversary)
    );
    // The tuck is allowed: the walk goes past node 1 and stops at node 2, whose J tops out.
    let body = "0 J1@0:0>1\n1 J3@1:0>2\n2 J1@2:3>win\n";
    let tuck = cert(true, (4, 4, "lines 1"), "J", "max-pieces 3", body);
    assert_eq!(checked(&tuck), "rule=tops-out node=2");
}

#[test]
fn every_slide_rule_rejects_the_player() {
    assert_eq!(
        checked(&j_player("J0@1:0>win")),
        "rule=unreachable-placement node=1"
    );
    // A wrong row: one above the tuck's, free but not resting on anything.
    assert_eq!(checked(&j_player("J3@1:1>win")), "rule=not-locked node=1");
    // A row inside filled cells, and a row far above the well.
    assert_eq!(checked(&j_player("J1@0:0>win")), "rule=not-locked node=1");
    assert_eq!(checked(&j_player("J1@0:300>win")), "rule=not-locked node=1");
    assert_eq!(
        checked(&j_player("J0@2:0>win")),
        "rule=illegal-placement node=1"
    );
    // On column 0 (3 high) a standing J reaches row 5: no clear brings it back.
    assert_eq!(checked(&j_player("J1@0:3>win")), "rule=tops-out node=1");
    // The tuck completes no row: marked `win`, the goal is not reached.
    assert_eq!(
        checked(&j_player("J3@1:0>win")),
        "rule=goal-mismatch node=1"
    );
}

#[test]
fn every_slide_rule_rejects_the_adversary() {
    let o = |fields: &str, goal, h| {
        cert(
            false,
            (4, h, goal),
            "O",
            "within 1",
            &format!("0 O {fields}\n"),
        )
    };
    let unanswered = "rule=unanswered-placement node=0";
    assert_eq!(checked(&o("O0@0:0>x O0@2:0>x", "at-once 2", 2)), unanswered);
    assert_eq!(
        checked(&o("O0@0:0>x O0@2:0>x O0@1:0>x", "at-once 2", 2)),
        unanswered
    );
    assert_eq!(
        checked(&o("O0@0:0>x O0@1:0>x O0@2:0>x O0@2:0>x", "at-once 2", 2)),
        unanswered
    );
    assert_eq!(
        checked(&o("O0@0:1>x O0@1:0>x O0@2:0>x", "at-once 2", 2)),
        "rule=not-locked node=0"
    );
    assert_eq!(
        checked(&o("O0@0:0>x O0@1:0>x O0@3:0>x", "at-once 2", 2)),
        "rule=illegal-placement node=0"
    );
    // In a 1-row well every O tops out: a field that is not `x` is wrong whatever the budget.
    let forever = |fields: &str| {
        cert(
            false,
            (4, 1, "at-once 2"),
            "O",
            "within forever",
            &format!("0 O {fields}\n"),
        )
    };
    assert_eq!(
        checked(&forever("O0@0:0>0 O0@1:0>x O0@2:0>x")),
        "rule=top-out-mismatch node=0"
    );
    assert!(checked(&forever("O0@0:0>x O0@1:0>x O0@2:0>x")).starts_with("s VERIFIED"));
    // Two Os clear two rows in a 2-wide well: the adversary's O reaches the goal.
    let two = cert(
        false,
        (2, 2, "at-once 2"),
        "O",
        "within 1",
        "0 O O0@0:0>x\n",
    );
    assert_eq!(checked(&two), "rule=goal-reached node=0");
}

#[test]
fn slide_syntax_is_strict() {
    let syntax = |text: &str| checked(text).starts_with("rule=syntax");
    assert!(syntax(&j_player("J9@1:0>win")), "unknown orientation");
    // [surv.player] A player's slot takes any orientation; another piece's is rule wrong-piece.
    assert_eq!(checked(&j_player("O0@1:0>win")), "rule=wrong-piece node=1");
    assert!(syntax(&j_player("J3@1>win")), "a move without its row");
    let without = j_player("J3@1:0>win").replace("moves slide\n", "");
    assert!(syntax(&without), "a row without the moves line");
    // [lines.srs] srs on 3 columns: not every piece spawns, so the line is refused.
    let three = cert(
        false,
        (3, 2, "at-once 2"),
        "O",
        "within 1",
        "0 O O0@0:0>x O0@1:0>x\n",
    );
    assert!(
        syntax(&three.replace("moves slide", "moves srs")),
        "srs on 3 columns"
    );
    let srs = cert(
        false,
        (4, 2, "at-once 2"),
        "O",
        "within 1",
        "0 O O0@0:0>x O0@1:0>x O0@2:0>x\n",
    );
    let srs = srs.replace("moves slide", "moves srs");
    assert!(
        checked(&srs).ends_with("within=1 nodes=1 moves=srs"),
        "{}",
        checked(&srs)
    );
    let none = cert(false, (4, 2, "at-once 2"), "O", "within 1", "0 O\n");
    assert!(syntax(&none), "an adversary line without fields");
    // At most floor((H + 2) / 2) = 2 locked rows per column: 7 fields of O on 4 columns are too many.
    let many = ["O0@0:0>x"; 7].join(" ");
    let many = cert(
        false,
        (4, 2, "at-once 2"),
        "O",
        "within 1",
        &format!("0 O {many}\n"),
    );
    assert!(syntax(&many), "{}", checked(&many));
}

#[test]
fn slide_claims_read_across_move_sets() {
    let ask = |moves| Claim {
        moves: Some(moves),
        ..Claim::default()
    };
    let player = cert(
        true,
        (4, 2, "at-once 2"),
        "O",
        "max-pieces 2",
        "0 O0@0:0>1\n1 O0@2:0>win\n",
    );
    assert!(outcome(&player, &ask(Moves::Slide)).starts_with("s VERIFIED"));
    assert_eq!(outcome(&player, &ask(Moves::All)), "rule=claim-too-weak");
    assert_eq!(outcome(&player, &ask(Moves::Srs)), "rule=claim-too-weak");
    // A drop strategy is one with slides ([lines.slide] drop within slide).
    let drops = player.replace("moves slide\n", "").replace(":0>", ">");
    assert!(
        outcome(&drops, &ask(Moves::Slide)).starts_with("s VERIFIED"),
        "{}",
        outcome(&drops, &ask(Moves::Slide))
    );
    let adversary = cert(
        false,
        (4, 2, "at-once 2"),
        "O",
        "within 1",
        "0 O O0@0:0>x O0@1:0>x O0@2:0>x\n",
    );
    assert!(outcome(&adversary, &ask(Moves::All)).starts_with("s VERIFIED"));
    let against_drops = adversary
        .replace("moves slide\n", "")
        .replace("O0@0:0>x O0@1:0>x O0@2:0>x", "x x x");
    assert!(outcome(&against_drops, &ask(Moves::All)).starts_with("s VERIFIED"));
    assert_eq!(
        outcome(&against_drops, &ask(Moves::Slide)),
        "rule=claim-too-weak"
    );
}

/// [lines.slide.grammar] Limit: a policy's nodes times the most fields of a line (O on 4 columns
/// of 2 rows: 3 placements, 2 locked rows each, 6) above 4 times the positions limit is refused
/// when the nodes line is read.
#[test]
fn a_slide_policy_too_large_for_its_padding_is_a_limit() {
    let one = "0 O O0@0:0>x O0@1:0>x O0@2:0>x\n";
    let text = cert(false, (4, 2, "at-once 2"), "O", "within 1", one);
    let limits = |positions| Limits {
        positions,
        ..Limits::V1
    };
    let at = |positions| {
        verify_with(
            text.as_bytes(),
            &Claim::default(),
            &limits(positions),
            Walk::Boards,
        )
    };
    assert_eq!(at(1).unwrap_err().rule.name(), "limit"); // 1 x 6 > 4
    assert!(at(2).is_ok()); // 1 x 6 <= 8
}
