//! A move as a certificate names it, and what it does on a board, for every move set: a hard drop
//! (`T0@3`) or a move that names the row it locks at (`T0@3:1`: `moves slide`, and any later set
//! whose certificates name rows). Whether the game allows a move is asked of the checker
//! (`Position::place`, with the positions its own search finds reachable): the tools never decide
//! it, so a move set the checker learns is replayed here as it is.

use std::fmt;

use sureline_checker::description::{Drop, Moves, Position, Rules};
use sureline_checker::{Board, HEIGHT};
use sureline_engine::pieces::{Orientation, Piece, Placement};

/// A placement, with the row it locks at when the move set names rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub placement: Placement,
    pub row: Option<u8>,
}

impl Move {
    pub fn piece(self) -> Piece {
        self.placement.piece()
    }

    /// A player certificate's move (None when its orientation or column is out of range).
    pub fn of_certificate(m: &sureline_certify::strategy::Move) -> Option<Move> {
        let orientation = Orientation::from_index(m.orientation)?;
        let column = u8::try_from(m.column).ok()?;
        let placement = Placement {
            orientation,
            column,
        };
        Some(Move {
            placement,
            row: m.row,
        })
    }

    /// `T0@3` or `T0@3:1` (the letter in either case); None when the text is neither.
    pub fn parse(text: &str) -> Option<Move> {
        let number = |digits: &str| {
            let all = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
            digits.parse::<u8>().ok().filter(|_| all)
        };
        let (name, at) = text.split_once('@')?;
        let orientation = Orientation::from_name(&name.to_ascii_uppercase())?;
        let (column, row) = match at.split_once(':') {
            Some((column, row)) => (number(column)?, Some(number(row)?)),
            None => (number(at)?, None),
        };
        let placement = Placement {
            orientation,
            column: Some(column).filter(|&c| c < 16)?,
        };
        Some(Move { placement, row })
    }
}

impl fmt::Display for Move {
    /// The certificate spelling: `T0@3`, or `T0@3:1` with the row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.row {
            Some(row) => write!(f, "{}:{row}", self.placement),
            None => write!(f, "{}", self.placement),
        }
    }
}

/// A move a person names: `Move`, or a survival game's `Placement` (hard drops, no row).
pub trait Named: Copy + fmt::Display {
    fn from_name(text: &str) -> Option<Self>;
}

impl Named for Move {
    fn from_name(text: &str) -> Option<Move> {
        Move::parse(text)
    }
}

impl Named for Placement {
    fn from_name(text: &str) -> Option<Placement> {
        Move::parse(text)
            .filter(|m| m.row.is_none())
            .map(|m| m.placement)
    }
}

/// [rules.moves] Whether the move set's certificates name the row a piece locks at: every set
/// but the hard drops (`all`, `grid-2022`).
pub fn names_rows(moves: Moves) -> bool {
    !matches!(moves, Moves::All | Moves::Grid2022)
}

/// [adv.grammar] The move set as a `moves` line names it.
pub fn move_set_name(moves: Moves) -> &'static str {
    match moves {
        Moves::All => "all",
        Moves::Grid2022 => "grid-2022",
        Moves::Slide => "slide",
        Moves::Srs => "srs",
    }
}

/// A move played on a board: the board after it, the cells the piece filled, and the lowest row
/// `< K` it completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Landed {
    pub board: Board,
    pub cells: [(u8, u8); 4],
    pub completed: Option<u8>,
}

/// A move of a verified strategy played on `board`: the checker judged every move (reachable,
/// locked, inside the game) when it verified the file, so the replay puts the piece where the
/// move names (the checker's `Board::put`: the row, or the hard drop's) and reads the lowest
/// completed row `< K`, as the replays of drop strategies always have; searching the slides
/// again would cost a search per move on strategies of millions of moves.
pub fn replay(rules: &Rules, board: &Board, m: Move) -> Option<Landed> {
    let o = m.placement.orientation.index();
    let (board, cells) = board.put(o, u64::from(m.placement.column), m.row)?;
    let goal = board.completed_rows() & (u32::MAX >> (32 - u32::from(rules.bound)));
    let completed = (goal != 0).then(|| goal.trailing_zeros() as u8);
    Some(Landed {
        board,
        cells,
        completed,
    })
}

/// What `m` does on `board` in the game of `rules`, the checker's judgement; None when the game
/// does not allow it. `reach`: the positions the checker finds reachable for the move's
/// orientation on this board, when already known.
pub fn land(rules: &Rules, board: &Board, m: Move, reach: Option<[u32; 16]>) -> Option<Landed> {
    let o = m.placement.orientation.index();
    let slide = m
        .row
        .map(|row| (row, reach.unwrap_or_else(|| board.reach(rules, o))));
    let completed = match board.place(rules, o, m.placement.column, slide) {
        Drop::Completes(row) => Some(row),
        Drop::Continues(_) => None,
        _ => return None,
    };
    let (board, cells) = board.put(o, u64::from(m.placement.column), m.row)?;
    Some(Landed {
        board,
        cells,
        completed,
    })
}

/// [rules.moves.slide] Whether `m` locks below the row its hard drop rests at on `before` (or
/// where no hard drop fits): a piece tucked under an overhang, which no drop could place.
pub fn tucked(before: &Board, m: Move) -> bool {
    let o = m.placement.orientation.index();
    let dropped = before.drop_piece(o, u64::from(m.placement.column));
    let straight = dropped.and_then(|(_, cells)| cells.iter().map(|&(_, r)| r).min());
    m.row
        .is_some_and(|row| straight.is_none_or(|straight| row < straight))
}

/// Every move of `piece` the game allows on `board`, in canonical placement order (orientation,
/// column, then row when the move set names rows), with what each does.
pub fn allowed(rules: &Rules, board: &Board, piece: Piece) -> Vec<(Move, Landed)> {
    let rows: Vec<Option<u8>> = match names_rows(rules.moves) {
        true => (0..HEIGHT as u8).map(Some).collect(),
        false => vec![None],
    };
    let mut allowed = Vec::new();
    for orientation in (0..19).filter_map(Orientation::from_index) {
        if orientation.piece() != piece {
            continue;
        }
        let reach = names_rows(rules.moves).then(|| board.reach(rules, orientation.index()));
        for column in 0..rules.width {
            for &row in &rows {
                let placement = Placement {
                    orientation,
                    column,
                };
                let m = Move { placement, row };
                if let Some(landed) = land(rules, board, m, reach) {
                    allowed.push((m, landed));
                }
            }
        }
    }
    allowed
}

/// [lines.slide] [lines.srs] The lines game's moves of `piece` on `board` (its floor's solid
/// cells filled; `rules`: the well of H rows, its top T = H, the move set): every position
/// reachable from above the well and locked there, in canonical slide order (orientation,
/// column, row), as the checker lists an adversary line's fields. No top test, unlike [`allowed`]
/// in the well: the turn judges a piece left above row H, which may clear back below it.
pub fn lines_slides(rules: &Rules, board: &Board, piece: Piece) -> Vec<Move> {
    let mut slides = Vec::new();
    for orientation in (0..19).filter_map(Orientation::from_index) {
        if orientation.piece() != piece {
            continue;
        }
        let o = orientation.index();
        let reach = board.reach(rules, o);
        for column in 0..rules.width {
            let locked = |&row: &u8| board.locked(rules, o, column, row);
            let rows = (0..=rules.bound).filter(|&r| reach[usize::from(column)] >> r & 1 == 1);
            slides.extend(rows.filter(locked).map(|row| Move {
                placement: Placement {
                    orientation,
                    column,
                },
                row: Some(row),
            }));
        }
    }
    slides
}

#[cfg(test)]
mod tests {
    use super::*;
    use sureline_checker::description::Game;

    fn rules(moves: Moves) -> Rules {
        Rules {
            game: Game::Capped,
            width: 4,
            bound: 2,
            moves,
        }
    }

    #[test]
    fn moves_read_and_write_as_certificates_name_them() {
        let m = Move::parse("j0@1:0").unwrap();
        assert_eq!((m.to_string(), m.row), ("J0@1:0".to_string(), Some(0)));
        assert_eq!(Move::parse("T0@3").unwrap().to_string(), "T0@3");
        for bad in ["T0@", "T0@3:", "T0@3:x", "Q0@1", "T0@16", "T0@+1"] {
            assert_eq!(Move::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_slide_tucks_under_an_overhang_a_drop_cannot() {
        // Column 4 holds one cell in row 1, over an empty cell in row 0.
        let mut rows = [0u16; HEIGHT];
        rows[1] = 0b10000;
        let (board, rules) = (Board::from_rows(5, rows), |moves| Rules {
            width: 5,
            bound: 3,
            ..rules(moves)
        });
        let row0 = |m: &str| land(&rules(Moves::Slide), &board, Move::parse(m).unwrap(), None);
        let tuck = row0("I0@1:0").expect("slides in under column 4");
        assert_eq!(tuck.cells, [(1, 0), (2, 0), (3, 0), (4, 0)]);
        assert_eq!((row0("I0@1:1"), row0("I0@1:3")), (None, None));
        let dropped = land(
            &rules(Moves::All),
            &board,
            Move::parse("I0@1").unwrap(),
            None,
        );
        assert_eq!(dropped.unwrap().cells[0], (1, 2));
        let tuck = |m: &str| tucked(&board, Move::parse(m).unwrap());
        assert_eq!(
            (tuck("I0@1:0"), tuck("I0@1:2"), tuck("I0@1"), tuck("I0@0:0")),
            (true, false, false, false)
        );
        // The drop-only set names no rows; a slide's list holds every locked reachable row.
        let drops = allowed(&rules(Moves::All), &Board::empty(5), Piece::O);
        assert_eq!(drops.len(), 4);
        let slides = allowed(&rules(Moves::Slide), &board, Piece::O);
        let names: Vec<String> = slides.iter().map(|(m, _)| m.to_string()).collect();
        assert_eq!(names, ["O0@0:0", "O0@1:0", "O0@2:0", "O0@3:2"]);
    }
}
