//! [survival.surface] The surface fixed point against the exact search on every small cell, and
//! against a naive iteration over every hole-free board.

use std::collections::BTreeSet;

use super::super::graph::{Context, Graph};
use super::super::problem::{Ahead, Position};
use super::super::ranks::Ranks;
use super::super::{solve_with, Budget, CappedSearch, Exhausted, Method, Outcome};
use super::*;
use crate::pieces::PieceSet;
use crate::survival::{Board, Preview, Supply, SurvivalStrategy};

const BUDGET: Budget = Budget { bytes: 1 << 30 };

fn problem(width: u8, height: u8, floor: &[u8], pieces: &str, preview: Preview) -> SurvivalProblem {
    SurvivalProblem {
        well: Well::new(width, height, floor).unwrap(),
        supply: Supply::Set {
            pieces: pieces.parse::<PieceSet>().unwrap(),
            preview,
        },
    }
}

fn surface(problem: &SurvivalProblem) -> Result<Solution, TooLarge> {
    let method = Method::Surface {
        positions: u64::MAX,
    };
    solve_with(problem, method, &BUDGET, &mut |_| {})
}

/// Every move of the strategy leaves no hole, and leads to the position of its next node.
fn stays_on_the_surface(problem: &SurvivalProblem, strategy: &SurvivalStrategy) {
    let well = &problem.well;
    for node in 0..strategy.nodes() {
        let at = strategy.positions[node];
        for (slot, m) in strategy.moves_of(node).iter().enumerate() {
            let (piece, ahead) = problem.turn(at.ahead, slot);
            assert_eq!(m.placement.orientation.piece(), piece, "{problem:?}");
            let turn = well
                .turn(&at.board, m.placement)
                .expect("between the walls");
            let board = turn.after.expect("below H");
            assert!(well.is_hole_free(&board), "{problem:?}: node {node}");
            let next = strategy.positions[m.next as usize];
            assert_eq!(next, Position { board, ahead }, "{problem:?}: node {node}");
        }
    }
}

/// On every small cell the surface stage never claims what the exact search refutes: where it
/// says the player survives, the exact search agrees; where the start is outside the
/// hole-free fixed point it decides nothing. Its strategy stays on hole-free boards.
#[test]
fn the_surface_fixed_point_never_disagrees_with_the_exact_search() {
    let (mut both, mut outside, mut falls) = (0, 0, 0);
    for pieces in [
        "O", "I", "T", "J", "S", "IO", "OJ", "IJ", "JL", "TS", "SZ", "IOTSZJL",
    ] {
        for width in 2..=6u8 {
            for height in 1..=4u8 {
                for preview in [Preview::Without, Preview::Next] {
                    let seven = pieces.len() == 7 && (preview == Preview::Next || width > 5);
                    if (pieces.len() == 1 && preview == Preview::Next) || seven {
                        continue;
                    }
                    let floor = vec![0; usize::from(width)];
                    let p = problem(width, height, &floor, pieces, preview);
                    let exact = solve_with(&p, Method::Local, &BUDGET, &mut |_| {}).unwrap();
                    match surface(&p) {
                        Ok(solution) => {
                            let Outcome::Survives(strategy) = &solution.outcome else {
                                panic!("{p:?}: the surface stage only hands over strategies");
                            };
                            stays_on_the_surface(&p, strategy);
                            assert!(
                                matches!(exact.outcome, Outcome::Survives(_)),
                                "{p:?}: the surface survives, the exact search refutes"
                            );
                            both += 1;
                        }
                        Err(TooLarge {
                            what: Exhausted::OutsideSurface { .. },
                            ..
                        }) => {
                            outside += 1;
                            falls += usize::from(matches!(exact.outcome, Outcome::Falls(_)));
                        }
                        Err(other) => panic!("{p:?}: {other}"),
                    }
                }
            }
        }
    }
    assert!(
        both > 40 && falls > 40 && outside > falls,
        "both answers are tested, and a start outside where the player survives: {both} {outside} {falls}"
    );
}

/// The hole-free boards of a well: every column's cells from its floor up to a height.
fn hole_free_boards(well: &Well) -> Vec<Board> {
    let w = usize::from(well.width());
    let mut boards = vec![[0u32; 16]];
    for c in 0..w {
        let f = well.floor(c);
        boards = boards
            .into_iter()
            .flat_map(|cols| {
                (f..=well.height()).map(move |h| {
                    let mut cols = cols;
                    cols[c] = ((1u32 << h) - 1) & !((1u32 << f) - 1);
                    cols
                })
            })
            .collect();
    }
    boards.into_iter().map(Board::from_columns).collect()
}

/// The greatest fixed point by naive iteration over every hole-free position (reachable or
/// not): drop the positions with a choice none of whose hole-free placements stays in the set,
/// until nothing changes.
fn naive_fixed_point(problem: &SurvivalProblem) -> BTreeSet<Position> {
    let context = Context::new(problem);
    let aheads: Vec<Ahead> = match problem.supply {
        Supply::Set {
            preview: Preview::Without,
            ..
        } => vec![Ahead::Nothing],
        _ => problem.piece_list().into_iter().map(Ahead::Piece).collect(),
    };
    let mut set: BTreeSet<Position> = hole_free_boards(&problem.well)
        .into_iter()
        .flat_map(|board| aheads.iter().map(move |&ahead| Position { board, ahead }))
        .collect();
    loop {
        let keep: BTreeSet<Position> = set
            .iter()
            .filter(|p| {
                (0..problem.choices()).all(|slot| {
                    context.successors(p, slot).any(|(_, next)| {
                        next.is_some_and(|n| {
                            problem.well.is_hole_free(&n.board) && set.contains(&n)
                        })
                    })
                })
            })
            .copied()
            .collect();
        if keep.len() == set.len() {
            return set;
        }
        set = keep;
    }
}

/// [survival.surface] The counters on the reachable surface graph find exactly the positions of
/// the naive fixed point over every hole-free board (floors too); its graph holds only hole-free
/// positions.
#[test]
fn the_surface_graph_finds_the_naive_fixed_point_on_tiny_wells() {
    let mut surviving = 0;
    for (width, floor) in [
        (2, &[0, 0][..]),
        (3, &[0, 0, 0]),
        (4, &[0; 4]),
        (4, &[1, 0, 0, 0]),
    ] {
        for height in 2..=4u8 {
            for pieces in ["O", "I", "J", "IO", "OJ", "JL", "TS"] {
                for preview in [Preview::Without, Preview::Next] {
                    let p = problem(width, height, floor, pieces, preview);
                    let naive = naive_fixed_point(&p);
                    let context = Context::new(&p);
                    let mut graph =
                        Graph::<1>::restricted(&context, Placements::HoleFree, usize::MAX).unwrap();
                    graph
                        .grow(&context, usize::MAX, &BUDGET, &mut |_| {})
                        .unwrap();
                    let ranks = Ranks::compute(&mut graph, &BUDGET, &mut |_| {}).unwrap();
                    for id in 0..graph.len() as u32 {
                        let position = context.packer.unpack(graph.positions.key(id));
                        assert!(p.well.is_hole_free(&position.board), "{p:?}");
                        let expected = naive.contains(&position);
                        assert_eq!(ranks.survives(id), expected, "{p:?}: {position:?}");
                        surviving += usize::from(expected);
                    }
                }
            }
        }
    }
    assert!(surviving > 100, "{surviving} surviving positions compared");
}

/// The positions budget stops the surface exploration (a count: one position more than it),
/// and the strategy is the same bytes whatever the budget once it fits.
#[test]
fn the_surface_stage_stops_at_its_positions_budget() {
    let p = problem(6, 5, &[0; 6], "OJ", Preview::Without);
    let capped = Method::Surface { positions: 100 };
    let stop = solve_with(&p, capped, &BUDGET, &mut |_| {}).unwrap_err();
    assert_eq!(stop.what, Exhausted::PositionsCap(CappedSearch::Surface));
    assert_eq!(stop.positions, 101);
    let roomy = surface(&p).unwrap();
    let fits = Method::Surface {
        positions: roomy.figures.positions,
    };
    let exact_fit = solve_with(&p, fits, &BUDGET, &mut |_| {}).unwrap();
    assert_eq!(exact_fit.outcome, roomy.outcome);
    // Brzustowski's square + elbow at height 5: the hole-free strategy the local search needs
    // millions of positions for.
    let Outcome::Survives(strategy) = roomy.outcome else {
        panic!("6 x 5 OJ: the player survives on the surface");
    };
    assert_eq!(strategy.nodes(), 101);
}
