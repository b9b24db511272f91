//! The baseline: the textbook safety-game solver, on explicit states and with no cleverness.
//! Every reachable position in a `HashMap`, every successor of every placement in nested
//! vectors, and the greatest fixed point by rounds: `W_0` = all positions, `W_{i+1}` = the
//! positions of `W_i` where every choice has a placement that stays in the well and leads into
//! `W_i`. A position leaves at round `i` exactly when the adversary forces a top-out within `i`
//! pieces, so the round is its rank. The benchmark runs it beside [`super::solve`] and the tests
//! compare the two: same outcome, same strategy, same policy.

use std::collections::HashMap;

use super::graph::Context;
use super::problem::{Position, SurvivalProblem};
use super::{
    Field, Figures, Outcome, PolicyNode, Solution, StrategyMove, SurvivalPolicy, SurvivalStrategy,
};

/// The explicit game: positions, and per position, choice and placement (canonical order) the
/// next position (`None`: the placement tops out).
struct Explicit {
    positions: Vec<Position>,
    next: Vec<Vec<Vec<Option<usize>>>>,
    roots: usize,
}

fn explore(context: &Context) -> Explicit {
    let problem = context.problem;
    let mut index: HashMap<Position, usize> = HashMap::new();
    let mut positions = Vec::new();
    for root in problem.roots() {
        index.insert(root, positions.len());
        positions.push(root);
    }
    let roots = positions.len();
    let mut next = Vec::new();
    let mut at = 0;
    while at < positions.len() {
        let position = positions[at];
        let mut choices = Vec::new();
        for slot in 0..problem.choices() {
            let mut answers = Vec::new();
            for (_, successor) in context.successors(&position, slot) {
                answers.push(successor.map(|s| {
                    *index.entry(s).or_insert_with(|| {
                        positions.push(s);
                        positions.len() - 1
                    })
                }));
            }
            choices.push(answers);
        }
        next.push(choices);
        at += 1;
    }
    Explicit {
        positions,
        next,
        roots,
    }
}

/// The rank of every position (`None`: it survives), by rounds of the greatest fixed point.
fn ranks(game: &Explicit) -> Vec<Option<u32>> {
    let mut rank: Vec<Option<u32>> = vec![None; game.positions.len()];
    let mut round = 0;
    loop {
        round += 1;
        let in_region = |t: &Option<usize>| t.is_some_and(|t| rank[t].is_none());
        let leaving: Vec<usize> = (0..game.positions.len())
            .filter(|&p| rank[p].is_none())
            .filter(|&p| game.next[p].iter().any(|c| !c.iter().any(in_region)))
            .collect();
        if leaving.is_empty() {
            return rank;
        }
        for p in leaving {
            rank[p] = Some(round);
        }
    }
}

/// Decides `problem` the plain way.
pub fn solve(problem: &SurvivalProblem) -> Solution {
    let context = Context::new(problem);
    let game = explore(&context);
    let rank = ranks(&game);
    let falls: Vec<usize> = (0..game.roots).filter(|&r| rank[r].is_some()).collect();
    let outcome = if falls.is_empty() {
        Outcome::Survives(strategy(&context, &game, &rank))
    } else {
        Outcome::Falls(policy(&context, &game, &rank, &falls))
    };
    let figures = Figures {
        decided_by: super::DecidedBy::Graph,
        positions: game.positions.len() as u64,
        explored: 0,
        edges: game.next.iter().flatten().flatten().count() as u64,
        surviving: rank.iter().filter(|r| r.is_none()).count() as u64,
        deepest: rank.iter().flatten().copied().max().unwrap_or(0),
        key_bytes: std::mem::size_of::<Position>() as u32,
    };
    Solution { outcome, figures }
}

/// The positions from which the player survives (the tests hold the other solvers to them).
#[cfg(test)]
pub(crate) fn survivors(problem: &SurvivalProblem) -> std::collections::HashSet<Position> {
    let context = Context::new(problem);
    let game = explore(&context);
    let rank = ranks(&game);
    (0..game.positions.len())
        .filter(|&p| rank[p].is_none())
        .map(|p| game.positions[p])
        .collect()
}

/// Numbers positions in the order first met.
fn number(of: &mut HashMap<usize, u32>, order: &mut Vec<usize>, p: usize) -> u32 {
    *of.entry(p).or_insert_with(|| {
        order.push(p);
        order.len() as u32 - 1
    })
}

fn strategy(context: &Context, game: &Explicit, rank: &[Option<u32>]) -> SurvivalStrategy {
    let (mut of, mut order) = (HashMap::new(), Vec::new());
    for r in 0..game.roots {
        number(&mut of, &mut order, r);
    }
    let mut moves = Vec::new();
    let mut at = 0;
    while at < order.len() {
        let p = order[at];
        for (slot, answers) in game.next[p].iter().enumerate() {
            let i = answers
                .iter()
                .position(|t| t.is_some_and(|t| rank[t].is_none()))
                .expect("a surviving position answers every choice");
            let (shape, _) = context
                .successors(&game.positions[p], slot)
                .nth(i)
                .expect("the same placements");
            let next = answers[i].expect("a surviving answer stays in the well");
            moves.push(StrategyMove {
                placement: shape.placement,
                next: number(&mut of, &mut order, next),
            });
        }
        at += 1;
    }
    SurvivalStrategy {
        problem: *context.problem,
        positions: order.iter().map(|&p| game.positions[p]).collect(),
        moves,
    }
}

fn policy(
    context: &Context,
    game: &Explicit,
    rank: &[Option<u32>],
    falls: &[usize],
) -> SurvivalPolicy {
    let problem = context.problem;
    let start = *falls
        .iter()
        .min_by_key(|&&r| (rank[r], r))
        .expect("some root falls");
    let (mut of, mut order) = (HashMap::new(), Vec::new());
    number(&mut of, &mut order, start);
    let (mut nodes, mut fields) = (Vec::new(), Vec::new());
    let mut at = 0;
    while at < order.len() {
        let p = order[at];
        let r = rank[p].expect("the policy only reaches positions that fall");
        // The least choice whose every placement tops out or leads to a lower rank.
        let below = |t: &Option<usize>| t.is_none_or(|t| rank[t].is_some_and(|rt| rt < r));
        let slot = game.next[p]
            .iter()
            .position(|answers| answers.iter().all(below))
            .expect("a position of rank r has a choice of rank r");
        nodes.push(PolicyNode {
            piece: problem.turn(game.positions[p].ahead, slot).0,
            length: r,
            fields_start: fields.len() as u32,
        });
        for t in &game.next[p][slot] {
            fields.push(match t {
                None => Field::TopsOut,
                Some(t) => Field::Node(number(&mut of, &mut order, *t)),
            });
        }
        at += 1;
    }
    SurvivalPolicy {
        problem: *problem,
        within: rank[start].expect("the start falls"),
        nodes,
        fields,
    }
}
