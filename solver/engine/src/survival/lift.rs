//! [survival.lift] A player's strategy without preview, lifted into one with preview: the player
//! who sees the next piece may ignore it ([surv.order]), so at the position (board `B`, piece to
//! place `x`) it places `x` as the strategy without preview does at `B`, whatever the adversary
//! commits next. The lifted certificate is an ordinary preview certificate ([surv.player]); no
//! search is made, only the walk that numbers its nodes.

use super::problem::{Ahead, Position, Preview, Supply};
use super::{StrategyMove, SurvivalStrategy};

/// No node yet.
const NONE: u32 = u32::MAX;

/// The preview strategy that plays `strategy` (a strategy without preview against a piece set)
/// and ignores the next piece: nodes are the pairs (node of `strategy`, piece to place) the walk
/// reaches, numbered breadth first from the roots (the empty board with each piece of the set, in
/// set order), each with one move per next piece in slot order. `None` when `strategy` is not one
/// without preview.
pub fn with_preview(strategy: &SurvivalStrategy) -> Option<SurvivalStrategy> {
    let Supply::Set {
        pieces,
        preview: Preview::Without,
    } = strategy.problem.supply
    else {
        return None;
    };
    let mut problem = strategy.problem;
    problem.supply = Supply::Set {
        pieces,
        preview: Preview::Next,
    };
    let k = problem.choices();
    let piece_list = problem.piece_list();
    // The lifted node of (node of `strategy`, slot of the piece to place), flat.
    let mut number = vec![NONE; strategy.nodes() * k];
    let mut order: Vec<(u32, u8)> = Vec::new();
    let reach = |number: &mut Vec<u32>, order: &mut Vec<(u32, u8)>, node: u32, slot: usize| {
        let at = &mut number[node as usize * k + slot];
        if *at == NONE {
            *at = order.len() as u32;
            order.push((node, slot as u8));
        }
        *at
    };
    // Node 0 of a strategy without preview is the empty board: the roots with preview are it with
    // each piece to place.
    for slot in 0..k {
        reach(&mut number, &mut order, 0, slot);
    }
    let (mut positions, mut moves) = (Vec::new(), Vec::new());
    let mut at = 0;
    while at < order.len() {
        let (node, slot) = order[at];
        let played = strategy.moves_of(node as usize)[usize::from(slot)];
        positions.push(Position {
            board: strategy.positions[node as usize].board,
            ahead: Ahead::Piece(piece_list[usize::from(slot)]),
        });
        for next_slot in 0..k {
            moves.push(StrategyMove {
                placement: played.placement,
                next: reach(&mut number, &mut order, played.next, next_slot),
            });
        }
        at += 1;
    }
    Some(SurvivalStrategy {
        problem,
        positions,
        moves,
    })
}
