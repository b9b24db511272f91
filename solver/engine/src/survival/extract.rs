//! What the solver hands over once the ranks are known ([survival.strategy],
//! [survival.choice]): the player's positional strategy when every starting position survives,
//! else the adversary's policy. Both are walks from the starting positions that recompute the
//! drops of the positions they reach and look the results up among the graph's positions.

use super::graph::Context;
use super::interner::Interner;
use super::problem::Position;
use super::ranks::{Ranks, Standing};
use super::surface::Placements;
use super::{Field, PolicyNode, StrategyMove, SurvivalPolicy, SurvivalStrategy};

/// Numbers graph positions as the walk first reaches them (`u32::MAX`: not yet).
struct Numbering {
    of: Vec<u32>,
    order: Vec<u32>,
}

impl Numbering {
    fn new(positions: usize) -> Numbering {
        Numbering {
            of: vec![u32::MAX; positions],
            order: Vec::new(),
        }
    }

    /// The walk's number of graph position `p`, numbering it now if it has none.
    fn number(&mut self, p: u32) -> u32 {
        let slot = &mut self.of[p as usize];
        if *slot == u32::MAX {
            *slot = self.order.len() as u32;
            self.order.push(p);
        }
        *slot
    }
}

/// The graph number of a position the graph holds.
fn id_of<const N: usize>(context: &Context, positions: &Interner<N>, position: &Position) -> u32 {
    positions
        .find(&context.packer.pack::<N>(position))
        .expect("every reachable position is in the graph")
}

/// [survival.strategy] The player's strategy: from each root (in root order), breadth first,
/// each position's moves in slot order; the move of a choice is its first placement in
/// canonical order that does not top out, is one of `placements` and leads to a surviving
/// position (of the graph of `placements`, [survival.surface]). Node numbers are the order of
/// first reference, the roots first.
pub fn strategy<const N: usize>(
    context: &Context,
    positions: &Interner<N>,
    roots: usize,
    ranks: &Ranks,
    placements: Placements,
) -> SurvivalStrategy {
    let well = &context.problem.well;
    let problem = context.problem;
    let mut numbering = Numbering::new(positions.len());
    for root in 0..roots as u32 {
        numbering.number(root);
    }
    let (mut nodes, mut moves) = (Vec::new(), Vec::new());
    let mut at = 0;
    while at < numbering.order.len() {
        let p = numbering.order[at];
        let position = context.packer.unpack(positions.key(p));
        for slot in 0..problem.choices() {
            let (shape, next) = context
                .successors(&position, slot)
                .filter_map(|(shape, next)| {
                    let next = next.filter(|n| placements.allows(well, &n.board))?;
                    Some((shape, id_of(context, positions, &next)))
                })
                .find(|&(_, next)| ranks.survives(next))
                .expect("a surviving position has a surviving answer to every choice");
            moves.push(StrategyMove {
                placement: shape.placement,
                next: numbering.number(next),
            });
        }
        nodes.push(position);
        at += 1;
    }
    SurvivalStrategy {
        problem: *problem,
        positions: nodes,
        moves,
    }
}

/// [survival.choice] The adversary's policy: the choice of least rank at each position (ties:
/// the least slot), walked breadth first from the start over every placement of the piece placed
/// there, in canonical order. With preview the start is the root (the first piece to place) of
/// least rank, ties by piece order.
pub fn policy<const N: usize>(
    context: &Context,
    positions: &Interner<N>,
    roots: usize,
    ranks: &Ranks,
) -> SurvivalPolicy {
    let problem = context.problem;
    let rank_of = |p: u32| match ranks.standing(p) {
        Standing::Falls { rank, .. } => Some(rank),
        Standing::Survives => None,
    };
    let (start, within) = (0..roots as u32)
        .filter_map(|r| Some((r, rank_of(r)?)))
        .min_by_key(|&(r, rank)| (rank, r))
        .expect("the policy is asked for when some root falls");
    let mut numbering = Numbering::new(positions.len());
    numbering.number(start);
    let (mut nodes, mut fields) = (Vec::new(), Vec::new());
    let mut at = 0;
    while at < numbering.order.len() {
        let p = numbering.order[at];
        let Standing::Falls { rank, slot } = ranks.standing(p) else {
            unreachable!("the policy only reaches positions that fall")
        };
        let position = context.packer.unpack(positions.key(p));
        let slot = usize::from(slot);
        nodes.push(PolicyNode {
            piece: problem.turn(position.ahead, slot).0,
            length: rank,
            fields_start: u32::try_from(fields.len()).expect("fields fit 32 bits"),
        });
        for (_, next) in context.successors(&position, slot) {
            fields.push(match next {
                None => Field::TopsOut,
                Some(next) => Field::Node(numbering.number(id_of(context, positions, &next))),
            });
        }
        at += 1;
    }
    SurvivalPolicy {
        problem: *problem,
        within,
        nodes,
        fields,
    }
}
