//! Strategy graphs as directed acyclic graphs: one cycle check and one bottom-up fold for every
//! strategy representation (the search's strategies, the certificate writer's graphs, parsed
//! certificates and legacy files).
//!
//! A graph implements [`Dag`]: nodes `0..node_count()`, each with its moves in order, every move
//! either winning (the game ends) or continuing at another node. [`post_order`] lists the nodes
//! reachable from some roots, children before parents, and refuses a cycle or a move to a node
//! that does not exist with a typed [`DagError`]. [`fold`] computes a value per node from the
//! values of its children along such an order; [`longest`], [`totals`] and [`games`] are the
//! folds the solver and the tools need (the longest game; with the number of games; games by
//! length and by completed row).

use std::fmt;

/// Where one move of a node leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// The move completes a row and ends the game: `row`, when the graph knows which.
    Win { row: Option<u8> },
    /// The game continues at this node.
    Node(usize),
}

/// A graph of positions: nodes `0..node_count()`, each with its moves in order.
pub trait Dag {
    fn node_count(&self) -> usize;
    /// Where the moves of `node` lead, in move order.
    fn moves(&self, node: usize) -> impl Iterator<Item = Edge> + '_;
}

/// Why a graph is not a well-formed DAG, or why its games cannot be counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DagError {
    /// Move `index` of node `from` leads to node `to`, from which `from` is reached again: the
    /// move closes a cycle.
    Cycle {
        from: usize,
        index: usize,
        to: usize,
    },
    /// Move `index` of node `from` leads to `to`, which is not a node of the graph.
    Dangling {
        from: usize,
        index: usize,
        to: usize,
    },
    /// The number of games from `node` does not fit in 64 bits.
    Overflow { node: usize },
}

impl fmt::Display for DagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DagError::Cycle { from, to, .. } => {
                write!(f, "node {from} leads back to node {to} (a cycle)")
            }
            DagError::Dangling { from, to, .. } => {
                write!(
                    f,
                    "node {from} continues at node {to}, which does not exist"
                )
            }
            DagError::Overflow { node } => {
                write!(
                    f,
                    "the number of games from node {node} does not fit in 64 bits"
                )
            }
        }
    }
}

impl std::error::Error for DagError {}

/// The nodes reachable from `roots` (each a node of `dag`), every node after all the nodes its
/// moves lead to. Depth first from each root in turn, moves in order; the first move found that
/// leads back to a node on the current path is reported as [`DagError::Cycle`].
pub fn post_order(
    dag: &impl Dag,
    roots: impl IntoIterator<Item = usize>,
) -> Result<Vec<usize>, DagError> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    let n = dag.node_count();
    let mut mark = vec![Mark::New; n];
    let mut order = Vec::with_capacity(n);
    for root in roots {
        if mark[root] != Mark::New {
            continue;
        }
        mark[root] = Mark::Open;
        // Explicit stack of (node, its remaining moves): strategies can be deep.
        let mut stack = vec![(root, dag.moves(root).enumerate())];
        while let Some((node, moves)) = stack.last_mut() {
            let from = *node;
            match moves.next() {
                Some((_, Edge::Win { .. })) => {}
                Some((index, Edge::Node(to))) => match mark.get(to) {
                    None => return Err(DagError::Dangling { from, index, to }),
                    Some(Mark::Open) => return Err(DagError::Cycle { from, index, to }),
                    Some(Mark::Done) => {}
                    Some(Mark::New) => {
                        mark[to] = Mark::Open;
                        stack.push((to, dag.moves(to).enumerate()));
                    }
                },
                None => {
                    mark[from] = Mark::Done;
                    order.push(from);
                    stack.pop();
                }
            }
        }
    }
    Ok(order)
}

/// Where one move leads, as the fold sees it: a win, or the value already computed for the node
/// the game continues at.
pub enum Step<'a, T> {
    Win { row: Option<u8> },
    Node(&'a T),
}

/// Folds `dag` bottom-up along `order` (from [`post_order`]): `value(node, steps)` computes the
/// value of `node` from its moves, in move order. Returns the value of every node of `order`
/// (`None` for the others), or the first error `value` returns.
pub fn fold<T, E>(
    dag: &impl Dag,
    order: &[usize],
    mut value: impl FnMut(usize, &mut dyn Iterator<Item = Step<'_, T>>) -> Result<T, E>,
) -> Result<Vec<Option<T>>, E> {
    let mut values: Vec<Option<T>> = std::iter::repeat_with(|| None)
        .take(dag.node_count())
        .collect();
    for &node in order {
        let mut steps = dag.moves(node).map(|edge| match edge {
            Edge::Win { row } => Step::Win { row },
            Edge::Node(child) => Step::Node(
                values[child]
                    .as_ref()
                    .expect("the order lists children before parents"),
            ),
        });
        let v = value(node, &mut steps)?;
        values[node] = Some(v);
    }
    Ok(values)
}

/// The longest game from every node of `order` (from [`post_order`]), in pieces: a win counts 1
/// and a move to another node 1 plus that node's longest game.
pub fn longest(dag: &impl Dag, order: &[usize]) -> Vec<Option<u32>> {
    let folded = fold(dag, order, |_, steps| {
        Ok::<u32, std::convert::Infallible>(
            steps
                .map(|step| match step {
                    Step::Win { .. } => 1,
                    Step::Node(&child) => 1 + child,
                })
                .max()
                .unwrap_or(0),
        )
    });
    match folded {
        Ok(values) => values,
        Err(never) => match never {},
    }
}

/// The figures of a certificate header for the games from one node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Totals {
    /// The longest game, in pieces.
    pub longest: u32,
    /// The number of games (adversary piece sequences).
    pub games: u64,
}

/// The longest game and the number of games from every node of `order` (from [`post_order`]),
/// without the histograms of [`games`]; [`DagError::Overflow`] when a count does not fit in 64
/// bits.
pub fn totals(dag: &impl Dag, order: &[usize]) -> Result<Vec<Option<Totals>>, DagError> {
    fold(
        dag,
        order,
        |node, steps: &mut dyn Iterator<Item = Step<'_, Totals>>| {
            let mut totals = Totals {
                longest: 0,
                games: 0,
            };
            for step in steps {
                let (longest, games) = match step {
                    Step::Win { .. } => (1, 1),
                    Step::Node(child) => (1 + child.longest, child.games),
                };
                totals.longest = totals.longest.max(longest);
                totals.games = totals
                    .games
                    .checked_add(games)
                    .ok_or(DagError::Overflow { node })?;
            }
            Ok(totals)
        },
    )
}

/// The games (adversary piece sequences) played from one node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Games {
    /// `by_length[k]`: games lasting exactly `k` pieces. Index 0 is 0; the last entry is the
    /// longest game (non-zero unless the node has no move).
    pub by_length: Vec<u64>,
    /// `by_row[r]`: games whose winning drop completes row `r`, counted for wins whose row the
    /// graph knows (none for a graph without rows).
    pub by_row: Vec<u64>,
    /// All games: the sum of `by_length`.
    pub total: u64,
}

impl Games {
    /// The longest game, in pieces.
    pub fn longest(&self) -> u32 {
        (self.by_length.len() - 1) as u32
    }
}

/// The games from every node of `order` (from [`post_order`]), with `rows` entries by completed
/// row; [`DagError::Overflow`] when a count does not fit in 64 bits.
pub fn games(dag: &impl Dag, order: &[usize], rows: usize) -> Result<Vec<Option<Games>>, DagError> {
    fold(
        dag,
        order,
        |node, steps: &mut dyn Iterator<Item = Step<'_, Games>>| {
            let overflow = DagError::Overflow { node };
            let add = |into: &mut u64, n: u64| -> Result<(), DagError> {
                *into = into.checked_add(n).ok_or(overflow)?;
                Ok(())
            };
            let mut games = Games {
                by_length: vec![0],
                by_row: vec![0; rows],
                total: 0,
            };
            for step in steps {
                match step {
                    Step::Win { row } => {
                        if games.by_length.len() < 2 {
                            games.by_length.resize(2, 0);
                        }
                        add(&mut games.by_length[1], 1)?;
                        if let Some(count) = row.and_then(|r| games.by_row.get_mut(r as usize)) {
                            add(count, 1)?;
                        }
                        add(&mut games.total, 1)?;
                    }
                    Step::Node(child) => {
                        if games.by_length.len() < child.by_length.len() + 1 {
                            games.by_length.resize(child.by_length.len() + 1, 0);
                        }
                        for (k, &n) in child.by_length.iter().enumerate() {
                            add(&mut games.by_length[k + 1], n)?;
                        }
                        for (count, &n) in games.by_row.iter_mut().zip(&child.by_row) {
                            add(count, n)?;
                        }
                        add(&mut games.total, child.total)?;
                    }
                }
            }
            Ok(games)
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A graph as move lists: `None` wins (row 0), `Some(n)` continues at node `n`.
    struct Graph(Vec<Vec<Option<usize>>>);

    impl Dag for Graph {
        fn node_count(&self) -> usize {
            self.0.len()
        }
        fn moves(&self, node: usize) -> impl Iterator<Item = Edge> + '_ {
            self.0[node].iter().map(|m| match *m {
                None => Edge::Win { row: Some(0) },
                Some(n) => Edge::Node(n),
            })
        }
    }

    /// Node 0 -> 1 and 2, node 1 -> 2 and a win, node 2 two wins; node 3 unreachable.
    fn diamond() -> Graph {
        Graph(vec![
            vec![Some(1), Some(2)],
            vec![Some(2), None],
            vec![None, None],
            vec![None],
        ])
    }

    #[test]
    fn post_order_lists_reachable_children_first() {
        assert_eq!(post_order(&diamond(), [0]).unwrap(), vec![2, 1, 0]);
        assert_eq!(post_order(&diamond(), 0..4).unwrap(), vec![2, 1, 0, 3]);
    }

    #[test]
    fn the_move_that_closes_a_cycle_is_named() {
        let cyclic = Graph(vec![
            vec![None, Some(1)],
            vec![Some(2)],
            vec![None, Some(0)],
        ]);
        assert_eq!(
            post_order(&cyclic, [0]),
            Err(DagError::Cycle {
                from: 2,
                index: 1,
                to: 0
            })
        );
        let self_loop = Graph(vec![vec![None], vec![Some(1)]]);
        assert_eq!(
            post_order(&self_loop, 0..2),
            Err(DagError::Cycle {
                from: 1,
                index: 0,
                to: 1
            })
        );
        let dangling = Graph(vec![vec![None, Some(5)]]);
        assert_eq!(
            post_order(&dangling, [0]),
            Err(DagError::Dangling {
                from: 0,
                index: 1,
                to: 5
            })
        );
    }

    #[test]
    fn games_count_by_length_and_row() {
        let g = diamond();
        let order = post_order(&g, [0]).unwrap();
        let games = games(&g, &order, 2).unwrap();
        // From 2: two 1-piece games. From 1: 2-piece games via 2 (2) and a win (1).
        // From 0: via 1 (3-piece: 2, 2-piece: 1) and via 2 (2-piece: 2).
        let root = games[0].as_ref().unwrap();
        assert_eq!(root.by_length, vec![0, 0, 3, 2]);
        assert_eq!(root.by_row, vec![5, 0]);
        assert_eq!((root.total, root.longest()), (5, 3));
        assert_eq!(games[3], None, "unreachable");
        assert_eq!(longest(&g, &order), vec![Some(3), Some(2), Some(1), None]);
        let totals = totals(&g, &order).unwrap();
        assert_eq!(
            totals[0],
            Some(Totals {
                longest: 3,
                games: 5
            })
        );
    }

    #[test]
    fn a_node_without_moves_has_no_games() {
        let g = Graph(vec![vec![]]);
        let games = games(&g, &[0], 0).unwrap();
        let root = games[0].as_ref().unwrap();
        assert_eq!(
            (root.by_length.as_slice(), root.total, root.longest()),
            (&[0][..], 0, 0)
        );
    }

    #[test]
    fn counts_that_overflow_are_refused() {
        // 64 levels of two moves to the next node: 2^64 games from the root.
        let mut nodes: Vec<Vec<Option<usize>>> = (1..64).map(|n| vec![Some(n), Some(n)]).collect();
        nodes.push(vec![None, None]);
        let g = Graph(nodes);
        let order = post_order(&g, [0]).unwrap();
        assert_eq!(games(&g, &order, 1), Err(DagError::Overflow { node: 0 }));
        assert_eq!(totals(&g, &order), Err(DagError::Overflow { node: 0 }));
        // One level less fits: 2^63 games of 64 pieces.
        let order = post_order(&g, [1]).unwrap();
        let games = games(&g, &order, 1).unwrap();
        let top = games[1].as_ref().unwrap();
        assert_eq!((top.total, top.longest()), (1 << 63, 63));
        assert_eq!(longest(&g, &post_order(&g, [0]).unwrap())[0], Some(64));
    }
}
