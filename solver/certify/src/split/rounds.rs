//! [comp.split] Which parts a split still needs, and what the solved ones decide: a pure
//! function of the plan and the records. For each piece the player's answer is the first
//! placement in split order that wins (so every earlier one must be known to lose); the
//! adversary's piece is the first piece in canonical order all of whose placements lose. A round
//! asks, for each piece not settled yet, for its next unknown placements: one at first, then as
//! many as are already known to lose (1, 1, 2, 4, ...), so that a piece the player answers with
//! its first placement costs one part, and a piece every placement of which loses is settled in
//! a few rounds.

use super::{Plan, Record, Winner};

/// What the records say of one piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceState {
    /// The player answers with placement `placement` of the piece's list (completing a row, or
    /// a part the player wins).
    Answered { placement: usize },
    /// Every placement of the piece is a part the adversary wins.
    Refuted,
    /// Not known yet: these parts are needed next.
    Open { needs: Vec<usize> },
}

/// What the records decide of the whole problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The player answers every piece (index: placement in each piece's list).
    Player(Vec<usize>),
    /// The adversary gives this piece (index in the plan's pieces) first.
    Adversary(usize),
    /// These parts are needed, in index order.
    Needs(Vec<usize>),
}

/// The state of each piece of the plan.
pub fn piece_states(plan: &Plan, records: &[Option<Record>]) -> Vec<PieceState> {
    plan.by_piece
        .iter()
        .map(|piece| {
            let (mut lost, mut needs) = (0, Vec::new());
            for (i, placement) in piece.placements.iter().enumerate() {
                let Some(part) = placement.part else {
                    if needs.is_empty() {
                        return PieceState::Answered { placement: i };
                    }
                    break;
                };
                match records[part].as_ref().map(|r| r.winner) {
                    Some(Winner::Adversary) if needs.is_empty() => lost += 1,
                    Some(Winner::Adversary) => {}
                    Some(Winner::Player) if needs.is_empty() => {
                        return PieceState::Answered { placement: i }
                    }
                    Some(Winner::Player) => break,
                    None if needs.len() < lost.max(1) => needs.push(part),
                    None => break,
                }
            }
            if needs.is_empty() {
                PieceState::Refuted
            } else {
                PieceState::Open { needs }
            }
        })
        .collect()
}

/// What the records decide: the first refuted piece after answered ones is the adversary's;
/// every piece answered is the player's win; else the parts the open pieces before the first
/// refuted one need.
pub fn decide(plan: &Plan, records: &[Option<Record>]) -> Decision {
    let (mut answers, mut needs) = (Vec::new(), Vec::new());
    for (p, state) in piece_states(plan, records).into_iter().enumerate() {
        match state {
            PieceState::Answered { placement } => answers.push(placement),
            PieceState::Refuted if needs.is_empty() => return Decision::Adversary(p),
            PieceState::Refuted => break,
            PieceState::Open { needs: more } => needs.extend(more),
        }
    }
    if needs.is_empty() {
        return Decision::Player(answers);
    }
    needs.sort_unstable();
    Decision::Needs(needs)
}
