//! The two survival certificates of spec/survival.md, written from what the engine hands over:
//! the player's strategy ([surv.player]) and the adversary's policy ([surv.adversary]), each one
//! node per position, numbered breadth first from the start as the engine numbers them.
//!
//! It decides nothing about the game and judges nothing: the checker does, before any byte
//! reaches a file.

use std::fmt::Write;

use sureline_engine::pieces::Piece;
use sureline_engine::survival::{
    Field, Preview, Supply, SurvivalPolicy, SurvivalProblem, SurvivalStrategy,
};

use crate::canonical::MAGIC;

/// [surv.player] The claim line of a player certificate.
pub const PLAYER_CLAIM_LINE: &str = "claim player-survives";
/// [surv.adversary] The claim line of an adversary certificate.
pub const ADVERSARY_CLAIM_LINE: &str = "claim adversary-ends-the-game";

/// The lines both kinds share after the claim: game, width, height, floor, pieces, preview.
fn game_lines(problem: &SurvivalProblem) -> String {
    let well = &problem.well;
    let (pieces, preview) = match problem.supply {
        Supply::Set { pieces, preview } => (format!("adversary {pieces}"), preview),
        Supply::Sequence(sequence) => (format!("sequence {sequence}"), Preview::Without),
    };
    format!(
        "game survival\nwidth {}\nheight {}\nfloor {}\n{pieces}\npreview {}\n",
        well.width(),
        well.height(),
        well.floor_text(),
        preview.digit()
    )
}

/// [surv.player] The canonical certificate of a strategy.
pub fn player_text(strategy: &SurvivalStrategy) -> String {
    let mut text = format!(
        "{MAGIC}\n{PLAYER_CLAIM_LINE}\n{}nodes {}\n",
        game_lines(&strategy.problem),
        strategy.nodes()
    );
    for node in 0..strategy.nodes() {
        write!(text, "{node}").expect("a String takes any text");
        for m in strategy.moves_of(node) {
            write!(text, " {}>{}", m.placement, m.next).expect("a String takes any text");
        }
        text.push('\n');
    }
    text.push_str("end\n");
    text
}

/// [surv.adversary] The canonical certificate of a policy, in the compact form: per node, one
/// letter, the adversary's choice there (without preview the piece it gives, with a sequence the
/// sequence's piece, with preview the piece it commits as the next one; node 0's line starts
/// with its own piece). The checker derives the next nodes itself, so the fields the engine
/// keeps are not written: about two bytes a node.
pub fn adversary_text(policy: &SurvivalPolicy) -> String {
    let mut text = adversary_header(policy);
    let preview = matches!(
        policy.problem.supply,
        Supply::Set {
            preview: Preview::Next,
            ..
        }
    );
    text.reserve(policy.nodes.len() * 2 + 8);
    for (id, node) in policy.nodes.iter().enumerate() {
        if !preview {
            text.push(node.piece.letter());
        } else {
            if id == 0 {
                text.push(node.piece.letter());
                text.push(' ');
            }
            text.push(commitment(policy, id).letter());
        }
        text.push('\n');
    }
    text.push_str("end\n");
    text
}

/// With preview, the piece node `node` commits: its next nodes' piece (the engine gives them
/// all one), or the first piece of the set when every placement tops out (the canonical form).
pub fn commitment(policy: &SurvivalPolicy, node: usize) -> Piece {
    let next = policy.fields_of(node).iter().find_map(|field| match field {
        Field::Node(next) => Some(policy.nodes[*next as usize].piece),
        Field::TopsOut => None,
    });
    next.unwrap_or_else(|| first_piece(&policy.problem))
}

/// The first piece of the header's set in canonical order (a sequence's first piece: never
/// asked, a sequence has no preview).
pub fn first_piece(problem: &SurvivalProblem) -> Piece {
    problem.piece_list()[0]
}

/// The header of an adversary certificate, through `nodes N`.
fn adversary_header(policy: &SurvivalPolicy) -> String {
    format!(
        "{MAGIC}\n{ADVERSARY_CLAIM_LINE}\n{}within {}\nnodes {}\n",
        game_lines(&policy.problem),
        policy.within,
        policy.nodes.len()
    )
}

/// [surv.adversary] The full form of a policy's certificate: per node, the piece placed there and
/// where each of its placements leads (`x`: it tops out). The solver no longer writes it; the
/// tests keep it to check that both forms say the same and that readers read both.
pub fn full_adversary_text(policy: &SurvivalPolicy) -> String {
    let mut text = adversary_header(policy);
    // About four bytes a field and ten a line: one allocation for the whole text.
    text.reserve(policy.fields.len() * 4 + policy.nodes.len() * 10);
    for (id, node) in policy.nodes.iter().enumerate() {
        push_number(&mut text, id as u32);
        text.push(' ');
        text.push(node.piece.letter());
        for field in policy.fields_of(id) {
            match field {
                Field::TopsOut => text.push_str(" x"),
                Field::Node(next) => {
                    text.push(' ');
                    push_number(&mut text, *next);
                }
            }
        }
        text.push('\n');
    }
    text.push_str("end\n");
    text
}

/// Appends `n` in decimal: a policy has tens of millions of fields, and `write!` per field was
/// most of the text's time.
fn push_number(text: &mut String, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    text.push_str(std::str::from_utf8(&digits[at..]).expect("ASCII digits"));
}
