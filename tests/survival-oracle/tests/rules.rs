//! The oracle refuses what spec/survival.md refuses: each rule, on a small certificate changed in
//! one place (the unchanged ones verify; their fields were derived by hand from the spec).

use sureline_survival_oracle::verify;

/// The player survives alternating kinks in a 4x2 well: S flat, Z upright, then a cycle of two.
const PLAYER: &str =
    "sureline-certificate v1\nclaim player-survives\ngame survival\nwidth 4\nheight 2\n\
floor 0000\nsequence SZ\npreview 0\nnodes 4\n0 S0@1>1\n1 Z1@0>2\n2 S1@2>3\n3 Z1@0>2\nend\n";

/// Squares in a 4x2 well: two squares side by side clear both rows.
const SQUARES: &str =
    "sureline-certificate v1\nclaim player-survives\ngame survival\nwidth 4\nheight 2\n\
floor 0000\nadversary O\npreview 0\nnodes 2\n0 O0@0>1\n1 O0@2>0\nend\n";

/// Elbows in a 3x1 well: every game ends by the third piece.
const ADVERSARY: &str =
    "sureline-certificate v1\nclaim adversary-ends-the-game\ngame survival\nwidth 3\n\
height 1\nfloor 000\nadversary J\npreview 0\nwithin 3\nnodes 4\n0 J 1 x x 2 x x\n1 J x x x 3 x x\n\
2 J x x x x x x\n3 J x x x x x x\nend\n";

/// An adversary "policy" of squares in a 4x2 well, true to every drop, whose graph has a cycle:
/// the player comes back to the empty board.
const SQUARES_FOREVER: &str =
    "sureline-certificate v1\nclaim adversary-ends-the-game\ngame survival\n\
width 4\nheight 2\nfloor 0000\nadversary O\npreview 0\nwithin 9\nnodes 4\n0 O 1 2 3\n1 O x x 0\n\
2 O x x x\n3 O 0 x x\nend\n";

fn rule(text: &str) -> &'static str {
    match verify(text) {
        Ok(v) => panic!("verified: {v:?}\n{text}"),
        Err(f) => f.rule,
    }
}

#[test]
fn the_examples_verify() {
    for text in [PLAYER, SQUARES, ADVERSARY] {
        verify(text).unwrap_or_else(|f| panic!("{f}\n{text}"));
    }
    assert_eq!(verify(ADVERSARY).unwrap().within, Some(3));
}

#[test]
fn every_player_rule_is_enforced() {
    let cases = [
        (SQUARES.replace("1 O0@2>0", "1 O0@1>0"), "tops-out"),
        (SQUARES.replace("0 O0@0>1", "0 I0@0>1"), "wrong-piece"),
        (SQUARES.replace("1 O0@2>0", "1 O0@3>0"), "illegal-placement"),
        (SQUARES.replace("1 O0@2>0", "1 O0@2>1"), "position-mismatch"),
        (SQUARES.replace("nodes 2", "nodes 3"), "node-count"),
        (SQUARES.replace("1 O0@2>0", "1 O0@2>2"), "dangling-child"),
        (
            SQUARES.replace(
                "nodes 2\n0 O0@0>1\n1 O0@2>0",
                "nodes 3\n0 O0@0>2\n1 O0@2>0\n2 O0@2>0",
            ),
            "canonical-numbering",
        ),
        (
            SQUARES.replace(
                "nodes 2\n0 O0@0>1\n1 O0@2>0",
                "nodes 3\n0 O0@0>1\n1 O0@2>0\n2 O0@2>0",
            ),
            "unreachable-node",
        ),
        (
            SQUARES.replace(
                "nodes 2\n0 O0@0>1\n1 O0@2>0",
                "nodes 3\n0 O0@0>1\n1 O0@2>2\n2 O0@0>1",
            ),
            "repeated-position",
        ),
        (PLAYER.replace("3 Z1@0>2", "3 S1@0>2"), "wrong-piece"),
        (PLAYER.replace("height 2", "height 1"), "tops-out"),
        (PLAYER.replace("floor 0000", "floor 0002"), "syntax"),
        (PLAYER.replace("preview 0", "preview 1"), "syntax"),
    ];
    for (text, expected) in cases {
        assert_eq!(rule(&text), expected, "{text}");
    }
}

#[test]
fn every_adversary_rule_is_enforced() {
    let cases = [
        (ADVERSARY.replace("within 3", "within 4"), "within-mismatch"),
        (
            ADVERSARY.replace("0 J 1 x x 2", "0 J 1 1 x 2"),
            "top-out-mismatch",
        ),
        (
            ADVERSARY.replace(
                "0 J 1 x x 2 x x\n1 J x x x 3 x x\n2 J x x x x x x",
                "0 J 1 x x 1 x x\n1 J x x x 2 x x\n2 J x x x 3 x x",
            ),
            "position-mismatch",
        ),
        (
            ADVERSARY.replace("1 J x x x 3", "1 J x x x 0"),
            "unreachable-node",
        ),
        (
            ADVERSARY.replace("0 J 1 x x 2 x x", "0 J 1 x x 2 x"),
            "syntax",
        ),
        (ADVERSARY.replace("0 J", "0 O"), "syntax"),
        (
            ADVERSARY.replace("adversary J", "adversary T"),
            "wrong-piece",
        ),
        (ADVERSARY.replace("nodes 4", "nodes 5"), "node-count"),
        (SQUARES_FOREVER.to_string(), "endless-game"),
        (
            ADVERSARY.replace("1 J x x x 3", "1 J x x x 4"),
            "dangling-child",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(rule(&text), expected, "{text}");
    }
}

/// [surv.adversary] "The compact form" of ADVERSARY: one letter a node, the next nodes derived.
const COMPACT: &str =
    "sureline-certificate v1\nclaim adversary-ends-the-game\ngame survival\nwidth 3\n\
height 1\nfloor 000\nadversary J\npreview 0\nwithin 3\nnodes 4\nJ\nJ\nJ\nJ\nend\n";

/// With preview in a 3x1 well: node 0 places J and commits I; every I tops out (I0 is wider
/// than the well, I1 taller), so the two nodes it leads to commit the set's first piece, I.
const COMPACT_PREVIEW: &str =
    "sureline-certificate v1\nclaim adversary-ends-the-game\ngame survival\nwidth 3\n\
height 1\nfloor 000\nadversary IJ\npreview 1\nwithin 2\nnodes 3\nJ I\nI\nI\nend\n";

#[test]
fn the_compact_form_proves_what_the_full_form_does() {
    let full = verify(ADVERSARY).unwrap();
    let compact = verify(COMPACT).unwrap();
    assert_eq!((compact.count, compact.within), (full.count, full.within));
    let preview = verify(COMPACT_PREVIEW).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!((preview.count, preview.within), (3, Some(2)));
    let forever =
        SQUARES_FOREVER.replace("0 O 1 2 3\n1 O x x 0\n2 O x x x\n3 O 0 x x", "O\nO\nO\nO");
    assert_eq!(rule(&forever), "endless-game");
}

#[test]
fn every_compact_rule_is_enforced() {
    let cases = [
        (COMPACT.replace("within 3", "within 2"), "within-mismatch"),
        (COMPACT.replace("nodes 4", "nodes 5"), "node-count"),
        (
            COMPACT.replace("nodes 4\nJ\nJ\nJ\nJ", "nodes 5\nJ\nJ\nJ\nJ\nJ"),
            "unreachable-node",
        ),
        (
            COMPACT.replace("nodes 4\nJ\nJ\nJ\nJ", "nodes 3\nJ\nJ\nJ"),
            "missing-node",
        ),
        (COMPACT.replace("adversary J", "adversary T"), "wrong-piece"),
        (
            COMPACT.replace("J\nJ\nJ\nJ\nend", "J\nJ J\nJ\nJ\nend"),
            "syntax",
        ),
        (
            COMPACT.replace("J\nJ\nJ\nJ\nend", "J\n1 J x x x 3 x x\nJ\nJ\nend"),
            "syntax",
        ),
        (ADVERSARY.replace("1 J x x x 3 x x", "J"), "syntax"),
        (COMPACT_PREVIEW.replace("J I\nI\nI", "J\nI\nI"), "syntax"),
        (
            COMPACT_PREVIEW.replace("J I\nI\nI", "J I\nI\nJ"),
            "wrong-piece",
        ),
        (
            COMPACT_PREVIEW.replace("J I\nI\nI", "J T\nI\nI"),
            "wrong-piece",
        ),
        (
            COMPACT_PREVIEW.replace("nodes 3\nJ I\nI\nI", "nodes 1\nI J"),
            "wrong-piece",
        ),
        (
            COMPACT_PREVIEW.replace("within 2\nnodes 3\nJ I\nI\nI", "within 1\nnodes 1\nI I"),
            "",
        ),
    ];
    for (text, expected) in cases {
        match expected {
            "" => assert_eq!(verify(&text).unwrap().within, Some(1), "{text}"),
            _ => assert_eq!(rule(&text), expected, "{text}"),
        }
    }
}
