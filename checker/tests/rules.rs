//! One wrong certificate per rule of [cert.rules] (exit code 1), each breaking exactly that rule,
//! plus the order of the rules, the DFS order of the walk and the content of reports.

mod common;

use common::*;
use sureline_checker::{Board, Claim, Rule};

fn o(d: u64, n: u64, s: u64, nodes: &[&str]) -> String {
    cert(4, 1, "O", d, n, s, nodes)
}

/// A rejection found in the walk, flattened for the assertions.
struct Rejection {
    rule: Rule,
    message: String,
    node: Option<u64>,
    sequence: String,
    board: Option<Board>,
    piece_cells: Option<[(u8, u8); 4]>,
}

fn rejection(text: &str) -> Rejection {
    let f = check(text).unwrap_err();
    assert_eq!(f.exit_code(), 1, "{f}");
    let play = f.play.map(|play| *play);
    let sequence = play.as_ref().map_or(String::new(), |p| p.sequence.clone());
    let (board, piece_cells) = (
        play.as_ref().map(|p| p.board),
        play.and_then(|p| p.piece_cells),
    );
    Rejection {
        rule: f.rule,
        message: f.message,
        node: f.node,
        sequence,
        board,
        piece_cells,
    }
}

#[test]
fn the_base_certificates_verify() {
    assert!(check(W4_R1_O).is_ok());
    assert!(check(&o(2, 2, 1, &["0 O0@0>1", "1 O0@2>win"])).is_ok());
    assert!(check(&cert(4, 2, "T", 2, 2, 1, &["0 T2@0>1", "1 T3@2>win"])).is_ok());
}

#[test]
fn node_count() {
    assert_eq!(
        rejected(&o(2, 3, 1, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::NodeCount
    );
    assert_eq!(
        rejected(&o(2, 1, 1, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::NodeCount
    );
    assert_eq!(
        rejected(&o(2, 0, 1, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::NodeCount
    );
    // The limit on N holds for honest headers too; just below it, node-count speaks.
    assert_eq!(
        rejected(&o(2, 16_777_216, 1, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::NodeCount
    );
}

#[test]
fn dangling_child() {
    assert_eq!(
        rejected(&o(2, 2, 1, &["0 O0@0>2", "1 O0@2>win"])),
        Rule::DanglingChild
    );
    assert_eq!(
        rejected(&o(2, 2, 1, &["0 O0@0>1", "1 O0@2>18446744073709551615"])),
        Rule::DanglingChild
    );
}

#[test]
fn canonical_numbering() {
    // Node 0 refers to node 2 first, but the next unused id is 1.
    let text = o(3, 3, 1, &["0 O0@0>2", "1 O0@2>win", "2 O0@0>1"]);
    assert_eq!(rejected(&text), Rule::CanonicalNumbering);
    // Breadth first, not depth first: node 0's children are 1 and 2, node 1's child is 3.
    let nodes = [
        "0 I1@0>1 O0@0>2",
        "1 I0@0>3 O0@2>win",
        "2 I0@0>win O0@1>win",
        "3 I0@1>win O0@2>win",
    ];
    assert_eq!(
        rejected(&cert(4, 20, "IO", 3, 4, 1, &nodes)),
        Rule::UnmarkedCompletion
    ); // numbering holds
    let nodes = [
        "0 I1@0>1 O0@0>3",
        "1 I0@0>2 O0@2>win",
        "2 I0@0>win O0@1>win",
        "3 I0@1>win O0@2>win",
    ];
    assert_eq!(
        rejected(&cert(4, 20, "IO", 3, 4, 1, &nodes)),
        Rule::CanonicalNumbering
    );
    // References made by unreachable nodes are not part of the numbering.
    let text = o(
        2,
        4,
        1,
        &["0 O0@0>1", "1 O0@2>win", "2 O0@0>3", "3 O0@1>win"],
    );
    assert_eq!(rejected(&text), Rule::UnreachableNode);
}

#[test]
fn unreachable_node() {
    let text = o(2, 3, 1, &["0 O0@0>1", "1 O0@2>win", "2 O0@1>win"]);
    assert_eq!(rejected(&text), Rule::UnreachableNode);
    assert_eq!(rejection(&text).node, Some(2));
    // Referenced only by itself: still unreachable from node 0.
    let text = o(2, 3, 1, &["0 O0@0>1", "1 O0@2>win", "2 O0@1>2"]);
    assert_eq!(rejected(&text), Rule::UnreachableNode);
    // A node only referenced by an unreachable node.
    let text = o(
        2,
        4,
        1,
        &["0 O0@0>1", "1 O0@2>win", "2 O0@1>3", "3 O0@0>win"],
    );
    assert_eq!(rejected(&text), Rule::UnreachableNode);
    assert_eq!(rejection(&text).node, Some(2));
}

#[test]
fn duplicate_node() {
    let text = o(3, 3, 1, &["0 O0@2>1", "1 O0@0>2", "2 O0@0>2"]);
    assert_eq!(rejected(&text), Rule::DuplicateNode);
    assert_eq!(rejection(&text).node, Some(2));
    // A full-set strategy with merged nodes, written as a tree, has duplicate sub-strategies.
    let s = search(4, 4, "IOTSZJL", 4).unwrap();
    assert!(check(&s.text()).is_ok());
    let tree = as_tree(&s);
    assert!(tree.nodes.len() > s.nodes.len());
    assert_eq!(rejected(&tree.text()), Rule::DuplicateNode);
}

/// The same strategy unfolded into a tree, numbered breadth first.
fn as_tree(s: &Strategy) -> Strategy {
    let mut nodes: Vec<Moves> = Vec::new();
    let mut queue = std::collections::VecDeque::from([0usize]);
    while let Some(n) = queue.pop_front() {
        let mut moves = Vec::new();
        for &(o, c, next) in &s.nodes[n] {
            moves.push((
                o,
                c,
                next.map(|x| {
                    queue.push_back(x);
                    nodes.len() + queue.len()
                }),
            ));
        }
        nodes.push(moves);
    }
    Strategy { nodes, ..s.clone() }
}

#[test]
fn illegal_placement() {
    // Out of the columns.
    let text = o(2, 2, 1, &["0 O0@0>1", "1 O0@3>win"]);
    assert_eq!(rejected(&text), Rule::IllegalPlacement);
    let text = o(2, 2, 1, &["0 O0@0>1", "1 O0@18446744073709551615>win"]);
    assert_eq!(rejected(&text), Rule::IllegalPlacement);
    let text = cert(2, 1, "I", 2, 2, 1, &["0 I0@0>1", "1 I1@1>win"]);
    assert_eq!(rejected(&text), Rule::IllegalPlacement);
    // Above row 19: a cycle stacking O pieces in columns 0-1 with a generous D.
    let text = o(200, 2, 1, &["0 O0@0>1", "1 O0@0>0"]);
    let r = rejection(&text);
    assert_eq!(r.rule, Rule::IllegalPlacement);
    assert_eq!(r.sequence, "O".repeat(11));
    assert!(r.message.contains("row 21"), "{}", r.message);
}

#[test]
fn false_win() {
    let text = o(2, 2, 1, &["0 O0@0>1", "1 O0@1>win"]);
    let r = rejection(&text);
    assert_eq!(r.rule, Rule::FalseWin);
    assert_eq!((r.node, r.sequence.as_str()), (Some(1), "OO"));
    let board = r.board.unwrap();
    assert!(board.filled(0, 0) && board.filled(1, 1) && !board.filled(2, 0));
    assert_eq!(r.piece_cells, Some([(1, 2), (2, 2), (1, 3), (2, 3)]));
    // Marked win at the first piece.
    assert_eq!(rejected(&o(1, 1, 1, &["0 O0@0>win"])), Rule::FalseWin);
}

#[test]
fn unmarked_completion() {
    let text = o(3, 3, 1, &["0 O0@0>1", "1 O0@2>2", "2 O0@0>win"]);
    assert_eq!(rejected(&text), Rule::UnmarkedCompletion);
    let text = cert(4, 1, "I", 2, 2, 1, &["0 I0@0>1", "1 I0@0>win"]);
    assert_eq!(rejected(&text), Rule::UnmarkedCompletion);
}

#[test]
fn completion_outside_goal() {
    // T2 then T3 completes row 1, not row 0: fine with R = 2, outside the goal with R = 1.
    let text = cert(4, 1, "T", 2, 2, 1, &["0 T2@0>1", "1 T3@2>win"]);
    let r = rejection(&text);
    assert_eq!(r.rule, Rule::CompletionOutsideGoal);
    assert!(r.message.contains("row 1"), "{}", r.message);
    // Several rows at once: the lowest counts (I1 I1 on W=2 completes rows 0-3).
    assert!(check(&cert(2, 1, "I", 2, 2, 1, &["0 I1@0>1", "1 I1@1>win"])).is_ok());
}

#[test]
fn too_many_pieces() {
    // D too low.
    assert_eq!(
        rejected(&o(1, 2, 1, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::TooManyPieces
    );
    assert_eq!(
        rejected(&o(0, 2, 1, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::TooManyPieces
    );
    // On one move, the rules apply in the order of the table: too-many-pieces comes last.
    assert_eq!(
        rejected(&o(1, 2, 1, &["0 O0@0>1", "1 O0@3>win"])),
        Rule::IllegalPlacement
    );
    assert_eq!(
        rejected(&o(1, 2, 1, &["0 O0@0>1", "1 O0@1>win"])),
        Rule::FalseWin
    );
    // A cycle: reported at piece D + 1 with the whole sequence.
    let r = rejection(&o(5, 2, 1, &["0 O0@0>1", "1 O0@0>0"]));
    assert_eq!(
        (r.rule, r.sequence.as_str(), r.node),
        (Rule::TooManyPieces, "OOOOOO", Some(1))
    );
}

#[test]
fn max_pieces_mismatch() {
    assert_eq!(
        rejected(&o(3, 2, 1, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::MaxPiecesMismatch
    );
    assert_eq!(
        rejected(&o(u64::MAX, 2, 1, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::MaxPiecesMismatch
    );
}

#[test]
fn sequences_mismatch() {
    assert_eq!(
        rejected(&o(2, 2, 2, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::SequencesMismatch
    );
    assert_eq!(
        rejected(&o(2, 2, 0, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::SequencesMismatch
    );
    let full = search(4, 3, "IOTSZJL", 4).unwrap().text();
    assert_eq!(
        rejected(&full.replace("sequences 73", "sequences 72")),
        Rule::SequencesMismatch
    );
}

#[test]
fn claim_too_weak_for_each_option() {
    let full = search(4, 3, "IOTSZJL", 4).unwrap().text();
    let claim = |width, rows, max_pieces, adversary: Option<&str>| Claim {
        width,
        rows,
        max_pieces,
        adversary: adversary.map(str::to_string),
        ..Claim::default()
    };
    for weak in [
        claim(Some(5), None, None, None),
        claim(Some(3), None, None, None),
        claim(None, Some(2), None, None),
        claim(None, Some(1), None, None),
        claim(None, None, Some(2), None),
        claim(None, None, Some(0), None),
        claim(None, None, None, Some("X")),
    ] {
        assert_eq!(rejected_with(&full, &weak), Rule::ClaimTooWeak, "{weak:?}");
    }
    assert_eq!(
        rejected_with(W4_R1_O, &claim(None, None, None, Some("OI"))),
        Rule::ClaimTooWeak
    );
    assert_eq!(
        rejected_with(W4_R1_O, &claim(None, None, None, Some("T"))),
        Rule::ClaimTooWeak
    );
    for strong in [
        claim(Some(4), Some(3), Some(3), Some("IOTSZJL")),
        claim(None, Some(20), Some(10), Some("ZI")),
        claim(None, None, None, Some("")),
        Claim::default(),
    ] {
        assert!(
            sureline_checker::verify(full.as_bytes(), &strong).is_ok(),
            "{strong:?}"
        );
    }
}

#[test]
fn rules_are_checked_in_the_spec_order() {
    // node-count before dangling-child, canonical-numbering, duplicate-node and the walk.
    assert_eq!(
        rejected(&o(9, 4, 9, &["0 O0@0>5", "1 O0@0>5", "2 O0@0>5"])),
        Rule::NodeCount
    );
    // dangling-child before canonical-numbering.
    assert_eq!(
        rejected(&o(9, 3, 9, &["0 O0@0>2", "1 O0@0>5", "2 O0@0>1"])),
        Rule::DanglingChild
    );
    // canonical-numbering before unreachable-node and duplicate-node.
    assert_eq!(
        rejected(&o(
            9,
            4,
            9,
            &["0 O0@0>2", "1 O0@0>2", "2 O0@0>2", "3 O0@0>win"]
        )),
        Rule::CanonicalNumbering
    );
    // unreachable-node before duplicate-node.
    assert_eq!(
        rejected(&o(9, 3, 9, &["0 O0@0>1", "1 O0@9>win", "2 O0@9>win"])),
        Rule::UnreachableNode
    );
    // duplicate-node before the walk (the moves are illegal too).
    assert_eq!(
        rejected(&o(9, 3, 9, &["0 O0@9>1", "1 O0@9>2", "2 O0@9>2"])),
        Rule::DuplicateNode
    );
    // the walk before max-pieces-mismatch and sequences-mismatch.
    assert_eq!(
        rejected(&o(9, 2, 9, &["0 O0@0>1", "1 O0@1>win"])),
        Rule::FalseWin
    );
    // max-pieces-mismatch before sequences-mismatch.
    assert_eq!(
        rejected(&o(9, 2, 9, &["0 O0@0>1", "1 O0@2>win"])),
        Rule::MaxPiecesMismatch
    );
    // sequences-mismatch before claim-too-weak.
    let claim = Claim {
        width: Some(5),
        ..Claim::default()
    };
    assert_eq!(
        rejected_with(&o(2, 2, 9, &["0 O0@0>1", "1 O0@2>win"]), &claim),
        Rule::SequencesMismatch
    );
}

#[test]
fn the_walk_reports_the_first_failure_depth_first_in_slot_order() {
    // P = IO: slot I of node 0 is illegal at depth 1, before the O subtree is walked.
    let text = cert(
        4,
        1,
        "IO",
        2,
        2,
        2,
        &["0 I0@1>win O0@0>1", "1 I0@0>win O0@1>win"],
    );
    let r = rejection(&text);
    assert_eq!((r.rule, r.sequence.as_str()), (Rule::IllegalPlacement, "I"));
    let text = cert(
        4,
        1,
        "IO",
        2,
        2,
        2,
        &["0 I0@0>win O0@0>1", "1 I0@1>win O0@2>win"],
    );
    let r = rejection(&text);
    assert_eq!(
        (r.rule, r.sequence.as_str(), r.node),
        (Rule::IllegalPlacement, "OI", Some(1))
    );
    // Within node 1, slot I (I0 on top of the O) completes row 2 > R before slot O is looked at.
    let text = cert(
        4,
        1,
        "IO",
        2,
        2,
        2,
        &["0 I0@0>win O0@0>1", "1 I0@0>win O0@1>win"],
    );
    let r = rejection(&text);
    assert_eq!(
        (r.rule, r.sequence.as_str(), r.node),
        (Rule::CompletionOutsideGoal, "OI", Some(1))
    );
}

#[test]
fn reports_name_rule_node_sequence_and_board() {
    let f = check(&o(2, 2, 1, &["0 O0@0>1", "1 O0@1>win"])).unwrap_err();
    assert_eq!(f.exit_code(), 1);
    assert_eq!(f.rule.name(), "false-win");
    let report = f.to_string();
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines[0], "s NOT VERIFIED rule=false-win node=1");
    assert!(lines[1..].iter().all(|l| l.starts_with("c ")), "{report}");
    assert!(report.contains("c sequence from the root: OO"), "{report}");
    let board: Vec<&str> = lines.iter().rev().take(5).rev().copied().collect();
    assert_eq!(
        board,
        [
            "c  4 ....",
            "c  3 .@@.",
            "c  2 .@@.",
            "c  1 ##..",
            "c  0 ##.."
        ],
        "{report}"
    );
    // Structural rejections have no board.
    let f = check(&o(2, 3, 1, &["0 O0@0>1", "1 O0@2>win"])).unwrap_err();
    assert_eq!(
        f.to_string(),
        "s NOT VERIFIED rule=node-count\nc header nodes 3, but 2 node lines"
    );
}

#[test]
fn rule_names_match_the_spec_table() {
    let spec = std::fs::read_to_string(repo_path("spec/certificate.md")).unwrap();
    let all = [
        Rule::NodeCount,
        Rule::DanglingChild,
        Rule::CanonicalNumbering,
        Rule::UnreachableNode,
        Rule::DuplicateNode,
        Rule::IllegalPlacement,
        Rule::CapExceeded,
        Rule::MoveOutsideSet,
        Rule::NotLocked,
        Rule::UnreachablePlacement,
        Rule::FalseWin,
        Rule::CompletionOutsideGoal,
        Rule::UnmarkedCompletion,
        Rule::TooManyPieces,
        Rule::MaxPiecesMismatch,
        Rule::SequencesMismatch,
        Rule::ClaimTooWeak,
    ];
    let table: Vec<&str> = spec
        .lines()
        .filter(|l| l.starts_with("| `") && l.contains("| 1 |"))
        .map(|l| l.split('`').nth(1).unwrap())
        .collect();
    assert_eq!(table, all.map(Rule::name));
}
