use std::collections::BTreeSet;

use super::pack::Packer;
use super::*;
use crate::pieces::{placements, Piece, PieceSet, TieBreak};

fn well(width: u8, height: u8, floor: &[u8]) -> Well {
    Well::new(width, height, floor).unwrap()
}

fn set(letters: &str, preview: Preview) -> Supply {
    Supply::Set {
        pieces: letters.parse::<PieceSet>().unwrap(),
        preview,
    }
}

fn sequence(letters: &str) -> Supply {
    Supply::Sequence(letters.parse().unwrap())
}

/// A tiny random number generator (xorshift), so that the cases are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// [surv.game] The turn written cell by cell from the spec, on a set of filled cells: the piece
/// falls row by row until a cell below it is filled or solid, then each full row is removed and
/// each cell above a full row `>= f(c)` moves down once per such row below it.
fn reference_turn(
    well: &Well,
    cells: &BTreeSet<(u8, u8)>,
    o: crate::pieces::Orientation,
    column: u8,
) -> Option<BTreeSet<(u8, u8)>> {
    let blocked =
        |c: u8, y: i32| y < i32::from(well.floor(usize::from(c))) || cells.contains(&(c, y as u8));
    let mut y0 = 30i32;
    while o
        .cells()
        .iter()
        .all(|&(x, y)| !blocked(column + x, y0 - 1 + i32::from(y)))
    {
        y0 -= 1;
    }
    let mut after = cells.clone();
    for (x, y) in o.cells() {
        after.insert((column + x, (y0 + i32::from(y)) as u8));
    }
    let full: Vec<u8> = (0..30u8)
        .filter(|&y| {
            let well_cells: Vec<u8> = (0..well.width())
                .filter(|&c| y >= well.floor(usize::from(c)))
                .collect();
            !well_cells.is_empty() && well_cells.iter().all(|&c| after.contains(&(c, y)))
        })
        .collect();
    let moved: BTreeSet<(u8, u8)> = after
        .iter()
        .filter(|(_, y)| !full.contains(y))
        .map(|&(c, y)| {
            let down = full
                .iter()
                .filter(|&&r| r < y && r >= well.floor(usize::from(c)))
                .count() as u8;
            (c, y - down)
        })
        .collect();
    moved
        .iter()
        .all(|&(_, y)| y < well.height())
        .then_some(moved)
}

fn cells_of(well: &Well, board: &Board) -> BTreeSet<(u8, u8)> {
    let mut cells = BTreeSet::new();
    for c in 0..well.width() {
        for y in 0..24 {
            if board.is_filled(usize::from(c), y) {
                cells.insert((c, y));
            }
        }
    }
    cells
}

#[test]
fn the_turn_matches_a_cell_by_cell_reference_on_random_boards_and_floors() {
    let mut rng = Rng(0x5eed);
    for case in 0..400u32 {
        let width = 2 + (rng.next() % 7) as u8;
        let height = 2 + (rng.next() % 8) as u8;
        let floor: Vec<u8> = (0..width)
            .map(|_| {
                if case.is_multiple_of(2) {
                    0
                } else {
                    (rng.next() % u64::from(height.min(4))) as u8
                }
            })
            .collect();
        let well = well(width, height, &floor);
        // A random board below H: cells above the floor only.
        let mut rows = Vec::new();
        for y in 0..height {
            let mut row = 0u16;
            for c in 0..width {
                if y >= floor[usize::from(c)] && rng.next().is_multiple_of(3) {
                    row |= 1 << c;
                }
            }
            rows.push(row);
        }
        let board = Board::from_rows(&rows);
        let heights = well.heights(&board);
        for piece in Piece::ALL {
            for p in placements(width, piece, TieBreak::Canonical) {
                let shape = well.shape(p).unwrap();
                let fast = well
                    .drop(&board, &heights, &shape)
                    .map(|b| cells_of(&well, &b));
                let slow = reference_turn(&well, &cells_of(&well, &board), p.orientation, p.column);
                assert_eq!(fast, slow, "{p} on {rows:?} in {well:?}");
                // The tools' turn: the same board after the clears, the piece where it rests.
                let turn = well.turn(&board, p).unwrap();
                assert_eq!(turn.after.map(|b| cells_of(&well, &b)), slow, "{p}");
                let mut landed = cells_of(&well, &board);
                landed.extend(turn.cells);
                assert_eq!(landed.len(), cells_of(&well, &board).len() + 4, "{p}");
            }
        }
    }
}

#[test]
fn positions_pack_and_unpack_unchanged() {
    let problem = SurvivalProblem {
        well: well(7, 9, &[0, 1, 2, 3, 2, 1, 0]),
        supply: set("IOT", Preview::Next),
    };
    let packer = Packer::new(&problem);
    let mut rng = Rng(7);
    for _ in 0..200 {
        let rows: Vec<u16> = (0..9u8)
            .map(|y| {
                let cells = (rng.next() & 0x7f) as u16;
                (0..7)
                    .filter(|&c| y >= problem.well.floor(c))
                    .fold(0, |r, c| r | (cells & 1 << c))
            })
            .collect();
        let position = Position {
            board: Board::from_rows(&rows),
            ahead: Ahead::Piece(Piece::ALL[(rng.next() % 7) as usize]),
        };
        assert_eq!(packer.unpack(&packer.pack::<2>(&position)), position);
    }
}

/// Small problems of every kind: single pieces, pairs with and without preview, all seven,
/// sequences, shaped floors.
fn small_problems() -> Vec<SurvivalProblem> {
    let mut problems = Vec::new();
    let mut add = |w: u8, h: u8, floor: &[u8], supply| {
        problems.push(SurvivalProblem {
            well: well(w, h, floor),
            supply,
        })
    };
    for w in 2..=5u8 {
        for h in 1..=4u8 {
            for piece in ["I", "O", "T", "S", "Z", "J", "L"] {
                add(w, h, &vec![0; usize::from(w)], set(piece, Preview::Without));
            }
        }
    }
    for h in 1..=4u8 {
        for pieces in ["IO", "OJ", "IJ", "JL", "SZ", "TO"] {
            add(4, h, &[0; 4], set(pieces, Preview::Without));
            add(4, h, &[0; 4], set(pieces, Preview::Next));
        }
        add(4, h, &[0; 4], set("IOTSZJL", Preview::Without));
        add(4, h + 1, &[0; 4], sequence("SZ"));
        add(5, h + 2, &[0, 1, 2, 1, 0], sequence("SZ"));
        add(4, h + 2, &[1, 0, 0, 2], set("OI", Preview::Next));
    }
    problems
}

#[test]
fn both_methods_and_the_plain_fixed_point_agree_on_every_small_problem() {
    let budget = Budget { bytes: 1 << 30 };
    let (mut survives, mut falls, mut refuted) = (0, 0, 0);
    for problem in small_problems() {
        let graph = solve_with(&problem, Method::Graph, &budget, &mut |_| {}).unwrap();
        let local = solve_with(&problem, Method::Local, &budget, &mut |_| {}).unwrap();
        let plain = plain::solve(&problem);
        assert_eq!(graph.outcome, plain.outcome, "{problem:?}");
        assert_eq!(local.outcome, plain.outcome, "{problem:?}");
        assert_eq!(
            graph.figures.positions, plain.figures.positions,
            "{problem:?}"
        );
        assert_eq!(
            graph.figures.surviving, plain.figures.surviving,
            "{problem:?}"
        );
        assert_eq!(graph.figures.deepest, plain.figures.deepest, "{problem:?}");
        match graph.outcome {
            Outcome::Survives(_) => {
                survives += 1;
                assert!(local.figures.positions <= graph.figures.positions);
            }
            Outcome::Falls(_) => falls += 1,
        }
        refuted += usize::from(local.figures.decided_by == DecidedBy::Refute);
    }
    assert!(
        survives > 40 && falls > 40 && refuted > 20,
        "both outcomes and both ways to the policy are tested: {survives} {falls} {refuted}"
    );
}

/// [survival.guided] The guided search decides every small problem as the fixed point does; its
/// player strategy answers each choice with the first placement in the guided order (least
/// rough board, then canonical order) that leads to a surviving position; with one choice it is
/// the exact search.
#[test]
fn the_guided_search_agrees_with_the_fixed_point_and_follows_its_order() {
    let budget = Budget { bytes: 1 << 30 };
    let (mut guided_wins, mut guided_falls) = (0, 0);
    for problem in small_problems() {
        let guided = solve_with(&problem, Method::Guided, &budget, &mut |_| {}).unwrap();
        let plain = plain::solve(&problem);
        if problem.choices() == 1 {
            assert_eq!(guided.outcome, plain.outcome, "{problem:?}");
            continue;
        }
        assert_eq!(guided.figures.decided_by, DecidedBy::Guided);
        match (&guided.outcome, &plain.outcome) {
            (Outcome::Survives(strategy), Outcome::Survives(_)) => {
                follows_the_guided_order(&problem, strategy);
                guided_wins += 1;
            }
            (Outcome::Falls(policy), Outcome::Falls(least)) => {
                assert!(policy.within >= least.within, "{problem:?}");
                guided_falls += 1;
            }
            _ => panic!("{problem:?}: the guided search names another winner"),
        }
    }
    assert!(
        guided_wins > 5 && guided_falls > 10,
        "{guided_wins} {guided_falls}"
    );
}

fn follows_the_guided_order(problem: &SurvivalProblem, strategy: &SurvivalStrategy) {
    let survivors = plain::survivors(problem);
    let context = Context::new(problem);
    for (node, position) in strategy.positions.iter().enumerate() {
        for (slot, chosen) in strategy.moves_of(node).iter().enumerate() {
            // Canonical order is the order of the successors.
            let (_, first) = context
                .successors(position, slot)
                .enumerate()
                .filter_map(|(i, (shape, next))| Some((i, shape, next?)))
                .filter(|(_, _, next)| survivors.contains(next))
                .map(|(i, shape, next)| ((guide::rough(&problem.well, &next.board), i), shape))
                .min_by_key(|&(key, _)| key)
                .expect("a surviving position answers every choice");
            assert_eq!(chosen.placement, first.placement, "{problem:?} node {node}");
        }
    }
}

fn outcome(width: u8, height: u8, supply: Supply) -> Outcome {
    let problem = SurvivalProblem {
        well: Well::rectangular(width, height).unwrap(),
        supply,
    };
    solve(&problem, &Budget { bytes: 1 << 30 }, &mut |_| {})
        .unwrap()
        .outcome
}

#[test]
fn squares_at_width_two_clear_both_rows_at_once_so_one_row_is_enough() {
    let Outcome::Survives(strategy) = outcome(2, 1, set("O", Preview::Without)) else {
        panic!("O survives in a 2x1 well");
    };
    assert_eq!(strategy.nodes(), 1);
    assert_eq!(
        strategy.moves_of(0)[0].next,
        0,
        "the empty board comes back"
    );
}

#[test]
fn kinks_and_squares_fall_in_odd_wells_and_the_policy_lasts_its_rank() {
    for (width, piece) in [(3, "S"), (5, "Z"), (3, "O"), (5, "O")] {
        for height in 1..=6 {
            let Outcome::Falls(policy) = outcome(width, height, set(piece, Preview::Without))
            else {
                panic!("{piece} falls at width {width}, height {height}");
            };
            assert_eq!(policy.nodes[0].length, policy.within);
            // Every node lasts one piece more than the longest of its next nodes.
            for (i, node) in policy.nodes.iter().enumerate() {
                let longest = policy
                    .fields_of(i)
                    .iter()
                    .filter_map(|f| match f {
                        Field::Node(n) => Some(policy.nodes[*n as usize].length),
                        Field::TopsOut => None,
                    })
                    .max()
                    .unwrap_or(0);
                assert_eq!(node.length, longest + 1);
            }
        }
    }
}

#[test]
fn with_preview_the_adversary_starts_with_its_best_first_piece() {
    let Outcome::Falls(policy) = outcome(4, 1, set("IO", Preview::Next)) else {
        panic!("IO with preview falls in a 4x1 well (O tops out at once)");
    };
    assert_eq!(policy.nodes[0].piece, Piece::O);
    assert_eq!(policy.within, 1);
}

/// [survival.solve] With one choice, the local search and the whole graph in turns of one
/// expansion: the graph, whole first on most problems, decides both outcomes as the plain fixed
/// point does (the player's strategy from the graph, the policy as explored).
#[test]
fn with_one_choice_the_graph_in_turns_with_the_local_search_decides_as_the_fixed_point() {
    let budget = Budget { bytes: 1 << 30 };
    let (mut by_graph, mut survives, mut graph_survives) = (0, 0, 0);
    for problem in small_problems().into_iter().filter(|p| p.choices() == 1) {
        let context = Context::new(&problem);
        let local = local::Search::<1>::new(&context, local::Order::Canonical).unwrap();
        let race = race_graph::<1>(&context, local, 1, &budget, &mut |_| {}).unwrap();
        let outcome = match race {
            Race::Survives(strategy, _) => Outcome::Survives(strategy),
            Race::Falls(..) => panic!("the refutation runs with more than one choice only"),
            Race::Graph(mut graph, _) => {
                by_graph += 1;
                let ranks = Ranks::compute(&mut graph, &budget, &mut |_| {}).unwrap();
                graph_survives += usize::from(ranks.survives(0));
                match ranks.survives(0) {
                    true => Outcome::Survives(extract::strategy(
                        &context,
                        &graph.positions,
                        1,
                        &ranks,
                        surface::Placements::Every,
                    )),
                    false => {
                        Outcome::Falls(graph.policy(&context, |p| ranks.fall_rank(p)).unwrap())
                    }
                }
            }
        };
        survives += usize::from(matches!(outcome, Outcome::Survives(_)));
        assert_eq!(outcome, plain::solve(&problem).outcome, "{problem:?}");
    }
    assert!(
        by_graph > 40 && survives > 20 && graph_survives > 10,
        "{by_graph} {survives} {graph_survives}"
    );
}
