//! From a strategy graph to the one canonical certificate (spec/certificate.md [cert.canonical]).
//!
//! Any producer of strategies (the search, the legacy importer) hands over a `StrategyGraph`:
//! nodes with one move per adversary piece, possibly with duplicate or unreachable nodes. This
//! module merges nodes with identical sub-strategies, numbers them breadth-first, recounts the
//! header and writes the text. It must not decide anything about the game itself: whether the
//! moves are legal or win is the checker's business, and the pipeline asks it before any byte
//! reaches the destination file.

use std::collections::HashMap;

use crate::error::{Error, Limit, Result, StrategyFault};
use sureline_engine::dag::{self, Dag, DagError, Edge};
use sureline_engine::pieces::{Game, Placement, Problem};
use sureline_engine::start::Start;

/// Where a move leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Next {
    /// This drop completes a line: the game is over.
    Win,
    /// Continue from this node (an index into `StrategyGraph::nodes`).
    Node(usize),
}

/// The player's answer to one piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub placement: Placement,
    pub next: Next,
}

/// A strategy as produced: node 0 is the root (the empty board, or the position of `start`);
/// every node holds one move per piece of `problem.pieces`, in canonical piece order.
#[derive(Clone, Debug)]
pub struct StrategyGraph {
    pub problem: Problem,
    pub start: Start,
    pub nodes: Vec<Vec<Move>>,
}

/// The canonical certificate of a strategy, with the header figures it states.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canonical {
    pub text: String,
    pub nodes: usize,
    pub max_pieces: u32,
    pub sequences: u64,
}

/// The first line of every v1 certificate (spec/certificate.md [cert.encoding]).
pub const MAGIC: &str = "sureline-certificate v1";

/// [comp.start] The line after the claim line of a certificate from a start, `start T0@3 I1@0`
/// and its newline; nothing without a start, so that such certificates keep their bytes.
pub fn start_line(start: &Start) -> String {
    match start.is_empty() {
        true => String::new(),
        false => format!("start {}\n", start.joined(" ")),
    }
}

/// Merges, renumbers and writes `graph` in canonical form.
pub fn canonicalize(graph: &StrategyGraph) -> Result<Canonical> {
    check_shape(graph)?;
    let post_order = dag::post_order(graph, [0]).map_err(|e| match e {
        DagError::Cycle { from, to, .. } => Error::Strategy(StrategyFault::Cycle { from, to }),
        DagError::Dangling { from, to, .. } => {
            Error::Strategy(StrategyFault::Dangling { from, to })
        }
        DagError::Overflow { .. } => sequences_overflow(),
    })?;

    let (class_of, classes) = merge_identical(graph, &post_order);

    // Figures per class; classes were created children first, so 0, 1, .. is a post order.
    let bottom_up: Vec<usize> = (0..classes.len()).collect();
    let totals = dag::totals(&Classes(&classes), &bottom_up).map_err(|_| sequences_overflow())?;
    let root = class_of[0];
    let root_totals = totals[root].expect("every class is folded");
    let (max_pieces, sequences) = (root_totals.longest, root_totals.games);

    let (order, number) = number_breadth_first(&classes, root);

    let problem = graph.problem;
    let mut text = String::with_capacity(64 + order.len() * (8 + 12 * problem.pieces.len()));
    text.push_str(MAGIC);
    text.push('\n');
    text.push_str("claim player-completes-a-line\n");
    text.push_str(&start_line(&graph.start));
    // [adv.player] A well's certificate says so, and gives its height instead of goal rows.
    let bound = match problem.game {
        Game::Capped => "rows",
        Game::Well => {
            text.push_str("game well\n");
            "height"
        }
    };
    text.push_str(&format!(
        "width {}\n{bound} {}\nadversary {}\n",
        problem.width, problem.rows, problem.pieces
    ));
    text.push_str(&format!(
        "max-pieces {}\nnodes {}\nsequences {}\n",
        max_pieces,
        order.len(),
        sequences
    ));
    for (id, &class) in order.iter().enumerate() {
        text.push_str(&id.to_string());
        for m in &classes[class] {
            text.push_str(&format!(" {}>", m.placement));
            match m.next {
                Next::Win => text.push_str("win"),
                Next::Node(child) => text.push_str(&number[child].to_string()),
            }
        }
        text.push('\n');
    }
    text.push_str("end\n");
    Ok(Canonical {
        text,
        nodes: order.len(),
        max_pieces,
        sequences,
    })
}

/// Bottom-up hash-consing along `post_order` (children before parents): two nodes get the same
/// class exactly when their move lists agree after replacing children by classes. Returns the
/// class of each node (`usize::MAX` for unreached ones) and each class's moves (between classes),
/// classes numbered children first.
fn merge_identical(graph: &StrategyGraph, post_order: &[usize]) -> (Vec<usize>, Vec<Vec<Move>>) {
    let mut class_of = vec![usize::MAX; graph.nodes.len()];
    let mut classes: Vec<Vec<Move>> = Vec::new();
    let mut index: HashMap<Vec<Move>, usize> = HashMap::new();
    for &node in post_order {
        let key: Vec<Move> = graph.nodes[node]
            .iter()
            .map(|m| Move {
                placement: m.placement,
                next: match m.next {
                    Next::Win => Next::Win,
                    Next::Node(child) => Next::Node(class_of[child]),
                },
            })
            .collect();
        let next_class = classes.len();
        let class = *index.entry(key.clone()).or_insert(next_class);
        if class == next_class {
            classes.push(key);
        }
        class_of[node] = class;
    }
    (class_of, classes)
}

/// Numbers the classes reached from `root` breadth-first in order of first reference: the order
/// of the certificate's nodes, and the node number of each class.
fn number_breadth_first(classes: &[Vec<Move>], root: usize) -> (Vec<usize>, Vec<usize>) {
    let mut number = vec![usize::MAX; classes.len()];
    let mut order = vec![root];
    number[root] = 0;
    let mut head = 0;
    while head < order.len() {
        let class = order[head];
        head += 1;
        for m in &classes[class] {
            if let Next::Node(child) = m.next {
                if number[child] == usize::MAX {
                    number[child] = order.len();
                    order.push(child);
                }
            }
        }
    }
    (order, number)
}

/// Every node answers every piece of the set, with a placement of that piece, and points inside.
fn check_shape(graph: &StrategyGraph) -> Result<()> {
    let pieces: Vec<_> = graph.problem.pieces.iter().collect();
    if graph.nodes.is_empty() {
        return Err(Error::Strategy(StrategyFault::NoRoot));
    }
    for (node, moves) in graph.nodes.iter().enumerate() {
        if moves.len() != pieces.len() {
            return Err(Error::Strategy(StrategyFault::Answers {
                node,
                answers: moves.len(),
                set: graph.problem.pieces.to_string(),
                pieces: pieces.len(),
            }));
        }
        for (m, piece) in moves.iter().zip(&pieces) {
            if m.placement.piece() != *piece {
                return Err(Error::Strategy(StrategyFault::WrongPiece {
                    node,
                    piece: piece.letter(),
                    placement: m.placement.to_string(),
                }));
            }
            if let Next::Node(child) = m.next {
                if child >= graph.nodes.len() {
                    return Err(Error::Strategy(StrategyFault::Dangling {
                        from: node,
                        to: child,
                    }));
                }
            }
        }
    }
    Ok(())
}

/// The error when the games of a strategy cannot be counted in 64 bits.
pub(crate) fn sequences_overflow() -> Error {
    Error::Limit(Limit::Sequences)
}

fn edge(next: Next) -> Edge {
    match next {
        Next::Win => Edge::Win { row: None },
        Next::Node(n) => Edge::Node(n),
    }
}

impl Dag for StrategyGraph {
    fn node_count(&self) -> usize {
        self.nodes.len()
    }

    fn moves(&self, node: usize) -> impl Iterator<Item = Edge> + '_ {
        self.nodes[node].iter().map(|m| edge(m.next))
    }
}

/// The merged classes of [`canonicalize`]: a class's moves lead to classes created before it.
struct Classes<'a>(&'a [Vec<Move>]);

impl Dag for Classes<'_> {
    fn node_count(&self) -> usize {
        self.0.len()
    }

    fn moves(&self, node: usize) -> impl Iterator<Item = Edge> + '_ {
        self.0[node].iter().map(|m| edge(m.next))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sureline_engine::pieces::{Orientation, Piece, PieceSet};

    fn o_at(column: u8) -> Placement {
        Placement {
            orientation: Orientation::from_name("O0").unwrap(),
            column,
        }
    }

    fn problem_o() -> Problem {
        Problem::capped(4, 1, PieceSet::from_pieces([Piece::O]))
    }

    /// Two O pieces: the first at column `first`, then one at `second` marked as the win.
    fn two_o(first: u8, second: u8) -> StrategyGraph {
        let move_to = |column, next| Move {
            placement: o_at(column),
            next,
        };
        StrategyGraph {
            problem: problem_o(),
            start: Start::empty(),
            nodes: vec![
                vec![move_to(first, Next::Node(1))],
                vec![move_to(second, Next::Win)],
            ],
        }
    }

    #[test]
    fn the_spec_example_is_written_byte_for_byte() {
        let graph = two_o(0, 2);
        let canonical = canonicalize(&graph).unwrap();
        assert_eq!(
            canonical.text,
            "sureline-certificate v1\nclaim player-completes-a-line\nwidth 4\nrows 1\nadversary O\n\
             max-pieces 2\nnodes 2\nsequences 1\n0 O0@0>1\n1 O0@2>win\nend\n"
        );
        assert_eq!(
            (canonical.nodes, canonical.max_pieces, canonical.sequences),
            (2, 2, 1)
        );
    }

    #[test]
    fn a_start_is_the_line_after_the_claim() {
        let mut graph = two_o(0, 2);
        graph.start = "O0@0,O0@2".parse().unwrap();
        let text = canonicalize(&graph).unwrap().text;
        assert!(
            text.starts_with(
                "sureline-certificate v1\nclaim player-completes-a-line\nstart O0@0 O0@2\nwidth 4\n"
            ),
            "{text}"
        );
        assert_eq!(start_line(&Start::empty()), "");
    }

    #[test]
    fn identical_sub_strategies_merge_and_unreachable_nodes_vanish() {
        // Root -> 1 and 3 (identical leaves), node 2 unreachable.
        let two = Problem::capped(6, 1, PieceSet::from_pieces([Piece::O, Piece::I]));
        let i0 = Placement {
            orientation: Orientation::from_name("I0").unwrap(),
            column: 0,
        };
        let leaf = vec![
            Move {
                placement: i0,
                next: Next::Win,
            },
            Move {
                placement: o_at(4),
                next: Next::Win,
            },
        ];
        let graph = StrategyGraph {
            problem: two,
            start: Start::empty(),
            nodes: vec![
                vec![
                    Move {
                        placement: i0,
                        next: Next::Node(3),
                    },
                    Move {
                        placement: o_at(0),
                        next: Next::Node(1),
                    },
                ],
                leaf.clone(),
                leaf.clone(),
                leaf,
            ],
        };
        let canonical = canonicalize(&graph).unwrap();
        assert_eq!(canonical.nodes, 2);
        assert_eq!(canonical.sequences, 4);
        assert_eq!(canonical.max_pieces, 2);
        assert!(
            canonical
                .text
                .contains("\n0 I0@0>1 O0@0>1\n1 I0@0>win O0@4>win\nend\n"),
            "{}",
            canonical.text
        );
    }

    #[test]
    fn cycles_and_bad_shapes_are_refused() {
        let cyclic = StrategyGraph {
            problem: problem_o(),
            start: Start::empty(),
            nodes: vec![
                vec![Move {
                    placement: o_at(0),
                    next: Next::Node(1),
                }],
                vec![Move {
                    placement: o_at(2),
                    next: Next::Node(0),
                }],
            ],
        };
        assert!(matches!(
            canonicalize(&cyclic),
            Err(Error::Strategy(StrategyFault::Cycle { .. }))
        ));
        let dangling = StrategyGraph {
            problem: problem_o(),
            start: Start::empty(),
            nodes: vec![vec![Move {
                placement: o_at(0),
                next: Next::Node(7),
            }]],
        };
        assert!(matches!(
            canonicalize(&dangling),
            Err(Error::Strategy(StrategyFault::Dangling { .. }))
        ));
        let wrong_piece = StrategyGraph {
            problem: problem_o(),
            start: Start::empty(),
            nodes: vec![vec![Move {
                placement: Placement {
                    orientation: Orientation::from_name("T0").unwrap(),
                    column: 0,
                },
                next: Next::Win,
            }]],
        };
        assert!(matches!(
            canonicalize(&wrong_piece),
            Err(Error::Strategy(StrategyFault::WrongPiece {
                piece: 'O',
                ..
            }))
        ));
    }
}
