//! The placements of one piece on one position, in the order the search tries them
//! ([search.order]): what a split (spec/composite.md [comp.split]) cuts a problem into. A part is
//! one placement that completes no row, solved from the position it reaches; the split numbers
//! parts in this order, so that its tie-break among parts is the solver's own.

use crate::model::{Above, Drop, DropTables, State};
use crate::pieces::{Piece, Placement, Problem, TieBreak};
use crate::start::{self, Start, StartError};

use super::order::{continuations, Kids, Order, OrderKey};
use super::Mode;

/// What one allowed placement does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// It completes this row (the lowest completed): the game ends, no part is needed.
    Completes { row: u8 },
    /// The game goes on from this position (a part's start position).
    Position(State),
}

/// One allowed placement of the piece and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Branch {
    pub placement: Placement,
    pub after: After,
}

impl Branch {
    /// Whether the placement completes a row.
    pub fn completes(&self) -> bool {
        matches!(self.after, After::Completes { .. })
    }
}

/// Every placement of `piece` the game allows on the position of `start` (with [model.above] as
/// `above` says), in the search order of `mode` ([search.order]): the placements that complete
/// a row first, in tie-break order, then the others by the mode's key, each with the position
/// it reaches. A pure function of its arguments; `Err` when the start cannot be played.
pub fn branches(
    problem: &Problem,
    above: Above,
    tie_break: TieBreak,
    mode: Mode,
    start: &Start,
    piece: Piece,
) -> Result<Vec<Branch>, StartError> {
    let drops = DropTables::new(problem, tie_break, above);
    let root = start::root(&drops, start)?;
    let infos = &drops.by_piece[piece.index()];
    let mut branches: Vec<Branch> = infos
        .iter()
        .filter_map(|info| match drops.drop(root.0, info) {
            Drop::Win { row } => Some(Branch {
                placement: info.placement,
                after: After::Completes { row },
            }),
            Drop::NotAllowed | Drop::Continue(_) => None,
        })
        .collect();
    let order = Order::new(&drops, OrderKey::for_mode(mode));
    let mut kids = Kids::EMPTY;
    continuations(&order, root.0, piece, &mut kids);
    branches.extend((0..kids.n).map(|j| Branch {
        placement: infos[usize::from(kids.orders[j])].placement,
        after: After::Position(State(kids.states[j])),
    }));
    Ok(branches)
}

/// [adv.terminal] Whether the adversary has won already at `start`: no goal row is live (every
/// row dead or, with `O` in the set, dead or with an odd gap), so no placement needs an answer.
/// `Err` when the start cannot be played.
pub fn adversary_has_won(problem: &Problem, start: &Start) -> Result<bool, StartError> {
    let drops = DropTables::new(problem, TieBreak::Canonical, Above::Free);
    let root = start::root(&drops, start)?;
    Ok(drops.lower_bound(root.0).is_none())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::drop;
    use crate::pieces::{allowed_placements, PieceSet};

    fn placement(text: &str) -> Placement {
        text.parse().unwrap()
    }

    /// Every allowed placement exactly once, with the reference drop's outcome, wins first.
    #[test]
    fn branches_are_the_allowed_placements_with_their_drops() {
        let cases = [
            (Problem::capped(4, 3, PieceSet::ALL), Above::Restricted),
            (Problem::capped(5, 2, PieceSet::ALL), Above::Free),
            (Problem::well(4, 4, PieceSet::ALL), Above::Free),
        ];
        let starts = [
            Start::empty(),
            Start::new(vec![placement("I0@0")]),
            Start::new(vec![placement("T0@0"), placement("O0@2")]),
        ];
        for (problem, above) in cases {
            for start in &starts {
                let Ok(root) = start::position(&problem, above, start) else {
                    continue;
                };
                for piece in Piece::ALL {
                    for mode in [Mode::Existence, Mode::Optimal] {
                        let tie = TieBreak::Canonical;
                        let got = branches(&problem, above, tie, mode, start, piece).unwrap();
                        let mut expected: Vec<Branch> = allowed_placements(&problem, piece, tie)
                            .into_iter()
                            .filter_map(|p| {
                                let after = match drop(&problem, above, root, p) {
                                    Drop::NotAllowed => return None,
                                    Drop::Win { row } => After::Completes { row },
                                    Drop::Continue(s) => After::Position(s),
                                };
                                Some(Branch {
                                    placement: p,
                                    after,
                                })
                            })
                            .collect();
                        let wins = got.iter().take_while(|b| b.completes()).count();
                        assert!(got[wins..].iter().all(|b| !b.completes()));
                        let mut sorted = got.clone();
                        sorted.sort_by_key(|b| b.placement);
                        expected.sort_by_key(|b| b.placement);
                        assert_eq!(sorted, expected, "{problem:?} {start:?} {piece:?}");
                    }
                }
            }
        }
    }

    /// The search's order on a 4x3 board: a placement that completes a row first; mirror images
    /// (O0@0 and O0@2 on the empty board) tie on the key and go in tie-break order.
    #[test]
    fn the_order_is_the_search_order() {
        let problem = Problem::capped(4, 3, PieceSet::ALL);
        let tie = TieBreak::Canonical;
        let list = |mode, piece, start: &Start| -> Vec<Branch> {
            branches(&problem, Above::Restricted, tie, mode, start, piece).unwrap()
        };
        let names = |branches: Vec<Branch>| -> Vec<String> {
            branches.iter().map(|b| b.placement.to_string()).collect()
        };
        let empty = Start::empty();
        let i = list(Mode::Existence, Piece::I, &empty);
        assert_eq!(i[0].after, After::Completes { row: 0 });
        assert_eq!(names(i)[0], "I0@0");
        assert_eq!(
            names(list(Mode::Existence, Piece::O, &empty))[..2],
            ["O0@0", "O0@2"]
        );
        let after_o = Start::new(vec![placement("O0@0")]);
        let o = list(Mode::Existence, Piece::O, &after_o);
        assert_eq!(o[0].placement, placement("O0@2"));
        assert_eq!(o[0].after, After::Completes { row: 0 });
        // Pure: the same arguments, the same list.
        assert_eq!(
            list(Mode::Optimal, Piece::T, &after_o),
            list(Mode::Optimal, Piece::T, &after_o)
        );
    }
}
