//! [lines.game] [lines.player] [lines.adversary] The lines game's certificates, written by hand on
//! wells small enough to follow on paper: every certificate verifies with its verdict line, and one
//! wrong certificate per rule of spec/lines.md is rejected with that rule and the node at fault.

use sureline_checker::{verify, Claim, Game, Goal, Within};

/// The outcome: the verdict line, or `s NOT VERIFIED rule=R[ node=N]`.
fn outcome(text: &str, claim: &Claim) -> String {
    match verify(text.as_bytes(), claim) {
        Ok(verdict) => verdict.to_string(),
        Err(failure) => failure.report(None).lines().next().unwrap().to_string(),
    }
}

fn checked(text: &str) -> String {
    outcome(text, &Claim::default())
}

/// A certificate of `lines(W, H, goal, P)`: its claim (`player` or `adversary`), its header and
/// its node lines.
fn cert(
    claim: &str,
    (w, h, goal): (u8, u8, &str),
    pieces: &str,
    bound: &str,
    body: &str,
) -> String {
    let claim = if claim == "player" {
        "player-reaches-the-goal"
    } else {
        "adversary-stops-the-goal"
    };
    let floor = "0".repeat(usize::from(w));
    let nodes = body.lines().count();
    format!("sureline-certificate v1\nclaim {claim}\ngame lines\nwidth {w}\nheight {h}\nfloor {floor}\nadversary {pieces}\npreview 0\ngoal {goal}\n{bound}\nnodes {nodes}\n{body}end\n")
}

/// W = 2, O only: every O fills two rows and clears both at once, so the board is always empty and
/// only the count changes.
#[test]
fn o_pieces_in_a_two_wide_well() {
    let one = cert(
        "player",
        (2, 1, "lines 1"),
        "O",
        "max-pieces 1",
        "0 O0@0>win\n",
    );
    assert!(
        checked(&one).ends_with(
            "claim=player-reaches-the-goal game=lines width=2 height=1 floor=00 lines=1 adversary=O preview=0 pieces<=1 nodes=1"
        ),
        "{}",
        checked(&one)
    );
    // Two Os clear four rows: the position after the first has count 2, not the start's.
    let four = cert(
        "player",
        (2, 1, "lines 4"),
        "O",
        "max-pieces 2",
        "0 O0@0>1\n1 O0@0>win\n",
    );
    assert!(
        checked(&four).starts_with("s VERIFIED"),
        "{}",
        checked(&four)
    );
    // No piece clears three rows: the adversary's graph is one node that goes round, forever.
    let never = cert(
        "adversary",
        (2, 1, "at-once 3"),
        "O",
        "within forever",
        "0 O 0\n",
    );
    assert!(
        checked(&never).ends_with("at-once=3 adversary=O preview=0 within=forever nodes=1"),
        "{}",
        checked(&never)
    );
    // A budget: after the first piece nothing more is shown.
    let budget = cert("adversary", (2, 1, "at-once 3"), "O", "within 1", "0 O x\n");
    assert!(
        checked(&budget).ends_with("within=1 nodes=1"),
        "{}",
        checked(&budget)
    );
}

/// One wrong certificate per rule of [lines.player] and [lines.adversary], with its node.
#[test]
fn every_lines_rule_rejects() {
    let rule = |text: &str| checked(text).replacen("s NOT VERIFIED rule=", "", 1);
    let player = |goal, bound, body| cert("player", (2, 1, goal), "O", bound, body);
    // goal-mismatch: a win not marked, a mark that does not win.
    assert_eq!(
        rule(&player("lines 1", "max-pieces 1", "0 O0@0>0\n")),
        "goal-mismatch node=0"
    );
    assert_eq!(
        rule(&player("lines 4", "max-pieces 1", "0 O0@0>win\n")),
        "goal-mismatch node=0"
    );
    // tops-out is judged first: a vertical I in a 2 x 1 well completes no row and sticks out.
    let i = cert(
        "player",
        (2, 1, "lines 1"),
        "I",
        "max-pieces 1",
        "0 I1@0>win\n",
    );
    assert_eq!(rule(&i), "tops-out node=0");
    // position-mismatch: node 1 has count 2; its move leads to count 4.
    let body = "0 O0@0>1\n1 O0@0>1\n";
    assert_eq!(
        rule(&player("lines 6", "max-pieces 2", body)),
        "position-mismatch node=1"
    );
    // endless-game: a strategy that goes round without reaching the goal.
    assert_eq!(
        rule(&player("at-once 3", "max-pieces 1", "0 O0@0>0\n")),
        "endless-game"
    );
    assert_eq!(
        rule(&player("lines 1", "max-pieces 2", "0 O0@0>win\n")),
        "max-pieces-mismatch"
    );
    assert_eq!(
        rule(&player("lines 1", "within forever", "0 O0@0>win\n")),
        "syntax"
    );
    let adversary = |goal, bound, body| cert("adversary", (2, 1, goal), "O", bound, body);
    // goal-reached: O clears two rows at once, whatever the field says.
    assert_eq!(
        rule(&adversary("at-once 2", "within forever", "0 O 0\n")),
        "goal-reached node=0"
    );
    assert_eq!(
        rule(&adversary("at-once 2", "within 1", "0 O x\n")),
        "goal-reached node=0"
    );
    // top-out-mismatch: a last placement that is not `x`, and an `x` that is not last.
    assert_eq!(
        rule(&adversary("at-once 3", "within 1", "0 O 0\n")),
        "top-out-mismatch node=0"
    );
    assert_eq!(
        rule(&adversary("at-once 3", "within 2", "0 O x\n")),
        "top-out-mismatch node=0"
    );
    assert_eq!(
        rule(&adversary("at-once 3", "within forever", "0 O x\n")),
        "top-out-mismatch node=0"
    );
    // repeated-position: node 1 stands for the start again.
    let body = "0 O 1\n1 O 1\n";
    assert_eq!(
        rule(&adversary("at-once 3", "within forever", body)),
        "repeated-position node=1"
    );
    assert_eq!(
        rule(&adversary("at-once 3", "within 0", "0 O x\n")),
        "syntax"
    );
    assert_eq!(
        rule(&adversary("at-twice 3", "within 1", "0 O x\n")),
        "syntax"
    );
    let preview = adversary("at-once 3", "within 1", "0 O x\n").replace("preview 0", "preview 1");
    assert_eq!(rule(&preview), "syntax");
    // An adversary's `x` for a placement that tops out: W = 3, O never clears, H = 2.
    let three = cert(
        "adversary",
        (3, 2, "lines 1"),
        "O",
        "within forever",
        "0 O 1 2\n1 O x x\n2 O x x\n",
    );
    assert!(
        checked(&three).starts_with("s VERIFIED"),
        "{}",
        checked(&three)
    );
    assert_eq!(
        rule(&three.replace("1 O x x", "1 O x 0")),
        "top-out-mismatch node=1"
    );
}

/// [lines.claim] [lines.order] The options ask for the claim or a weaker one.
#[test]
fn claims_ask_for_the_certificate_or_something_weaker() {
    let four = cert(
        "player",
        (2, 1, "lines 4"),
        "O",
        "max-pieces 2",
        "0 O0@0>1\n1 O0@0>win\n",
    );
    let never = cert(
        "adversary",
        (2, 1, "at-once 3"),
        "O",
        "within forever",
        "0 O 0\n",
    );
    let ok = |text: &str, claim: Claim| outcome(text, &claim).starts_with("s VERIFIED");
    let lines = |k| Some(Goal { at_once: false, k });
    let at_once = |k| Some(Goal { at_once: true, k });
    let base = || Claim {
        game: Some(Game::Lines),
        ..Claim::default()
    };
    assert!(ok(
        &four,
        Claim {
            goal: lines(3),
            max_pieces: Some(2),
            height: Some(5),
            ..base()
        }
    ));
    assert!(!ok(
        &four,
        Claim {
            goal: lines(5),
            ..base()
        }
    ));
    assert!(!ok(
        &four,
        Claim {
            goal: at_once(1),
            ..base()
        }
    ));
    assert!(!ok(
        &four,
        Claim {
            max_pieces: Some(1),
            ..base()
        }
    ));
    assert!(!ok(
        &four,
        Claim {
            within: Some(Within::Forever),
            ..base()
        }
    ));
    assert!(!ok(
        &four,
        Claim {
            game: Some(Game::Survival),
            ..Claim::default()
        }
    ));
    assert!(ok(
        &never,
        Claim {
            goal: at_once(4),
            within: Some(Within::Pieces(9)),
            ..base()
        }
    ));
    assert!(ok(
        &never,
        Claim {
            within: Some(Within::Forever),
            adversary: Some("IO".into()),
            ..base()
        }
    ));
    assert!(!ok(
        &never,
        Claim {
            goal: at_once(2),
            ..base()
        }
    ));
    assert!(!ok(
        &never,
        Claim {
            height: Some(2),
            ..base()
        }
    ));
    assert!(!ok(
        &never,
        Claim {
            max_pieces: Some(9),
            ..base()
        }
    ));
    let budget = cert("adversary", (2, 1, "at-once 3"), "O", "within 1", "0 O x\n");
    assert!(ok(
        &budget,
        Claim {
            within: Some(Within::Pieces(1)),
            ..base()
        }
    ));
    assert!(!ok(
        &budget,
        Claim {
            within: Some(Within::Pieces(2)),
            ..base()
        }
    ));
    assert!(!ok(
        &budget,
        Claim {
            within: Some(Within::Forever),
            ..base()
        }
    ));
    // The goal asked of another game's certificate is too weak.
    let survival = "sureline-certificate v1\nclaim player-survives\ngame survival\nwidth 2\nheight 1\nfloor 00\nadversary O\npreview 0\nnodes 1\n0 O0@0>0\nend\n";
    assert!(ok(survival, Claim::default()));
    assert!(!ok(
        survival,
        Claim {
            goal: lines(1),
            ..Claim::default()
        }
    ));
}
