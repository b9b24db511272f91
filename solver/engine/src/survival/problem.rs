//! [surv.game] What a survival game is played with: the well, and where the pieces come from (a
//! set the adversary picks from, with or without preview, or a fixed sequence); its positions
//! and the choices the adversary has at each.

use std::fmt;

use super::well::{Board, Well};
use crate::pieces::{Piece, PieceSet};

/// The longest sequence a certificate names ([surv.player]: `1*64piece-letter`).
pub const MAX_SEQUENCE: usize = 64;

/// A fixed cycle of pieces (`SZ`: S, Z, S, Z, ...), 1 to 64 letters, repeats allowed.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sequence {
    pieces: [Piece; MAX_SEQUENCE],
    len: u8,
}

impl Sequence {
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The piece at index `i` of the cycle.
    pub fn at(&self, i: usize) -> Piece {
        self.pieces[i]
    }
}

impl std::str::FromStr for Sequence {
    type Err = String;

    /// Letters of `IOTSZJL` (case-insensitive), 1 to 64 of them.
    fn from_str(text: &str) -> Result<Sequence, String> {
        let mut pieces = [Piece::I; MAX_SEQUENCE];
        let mut len = 0usize;
        for c in text.chars() {
            let piece = Piece::from_letter(c).ok_or_else(|| {
                format!("'{c}' is not a piece letter (expected some of I O T S Z J L)")
            })?;
            if len == MAX_SEQUENCE {
                return Err(format!("the sequence has more than {MAX_SEQUENCE} pieces"));
            }
            pieces[len] = piece;
            len += 1;
        }
        if len == 0 {
            return Err("the sequence is empty".into());
        }
        Ok(Sequence {
            pieces,
            len: len as u8,
        })
    }
}

impl fmt::Display for Sequence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.pieces()
            .iter()
            .try_for_each(|p| write!(f, "{}", p.letter()))
    }
}

impl fmt::Debug for Sequence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sequence({self})")
    }
}

/// Whether the player sees the next piece ([surv.game]: `preview 0` or `preview 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preview {
    /// The adversary picks each piece when it is to be placed.
    Without,
    /// The adversary commits each piece one turn before it is placed.
    Next,
}

impl Preview {
    /// The digit of the certificate's `preview` line.
    pub fn digit(self) -> u8 {
        match self {
            Preview::Without => 0,
            Preview::Next => 1,
        }
    }
}

/// Where the pieces come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Supply {
    /// The adversary picks each piece from the set.
    Set { pieces: PieceSet, preview: Preview },
    /// The pieces come in this order, over and over; only the player chooses.
    Sequence(Sequence),
}

/// A survival game: `survival(W, H, P, preview, floor)`, or with a sequence instead of `P`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SurvivalProblem {
    pub well: Well,
    pub supply: Supply,
}

/// [surv.game] What a position knows of the pieces to come, besides the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ahead {
    /// Without preview: nothing; the adversary picks the piece now.
    Nothing,
    /// With preview: the piece to place (the adversary picks the one after it now).
    Piece(Piece),
    /// With a sequence: the index in the sequence of the piece to place.
    Index(u8),
}

/// [surv.game] A position: what the next decision depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    pub board: Board,
    pub ahead: Ahead,
}

impl SurvivalProblem {
    /// The adversary's choices at every position, in slot order ([surv.player]: one move per
    /// choice): the pieces of the set, or the one piece of the sequence.
    pub fn choices(&self) -> usize {
        match self.supply {
            Supply::Set { pieces, .. } => pieces.len(),
            Supply::Sequence(_) => 1,
        }
    }

    /// The piece set's pieces in canonical order (the sequence's distinct pieces).
    pub fn piece_list(&self) -> Vec<Piece> {
        match self.supply {
            Supply::Set { pieces, .. } => pieces.iter().collect(),
            Supply::Sequence(s) => PieceSet::from_pieces(s.pieces().iter().copied())
                .iter()
                .collect(),
        }
    }

    /// [surv.player] The starting positions, in root order: the empty board; with preview,
    /// the empty board with each piece of the set to place first.
    pub fn roots(&self) -> Vec<Position> {
        let on_empty = |ahead| Position {
            board: Board::EMPTY,
            ahead,
        };
        match self.supply {
            Supply::Set {
                preview: Preview::Without,
                ..
            } => vec![on_empty(Ahead::Nothing)],
            Supply::Set {
                pieces,
                preview: Preview::Next,
            } => pieces.iter().map(|p| on_empty(Ahead::Piece(p))).collect(),
            Supply::Sequence(_) => vec![on_empty(Ahead::Index(0))],
        }
    }

    /// What choice `slot` at a position with `ahead` means: the piece the player places and
    /// what the next position knows ([surv.player] "Meaning").
    pub fn turn(&self, ahead: Ahead, slot: usize) -> (Piece, Ahead) {
        match (self.supply, ahead) {
            (Supply::Set { pieces, .. }, Ahead::Nothing) => (nth(pieces, slot), Ahead::Nothing),
            (Supply::Set { pieces, .. }, Ahead::Piece(place)) => {
                (place, Ahead::Piece(nth(pieces, slot)))
            }
            (Supply::Sequence(s), Ahead::Index(i)) => {
                let next = (usize::from(i) + 1) % s.len();
                (s.at(usize::from(i)), Ahead::Index(next as u8))
            }
            (supply, ahead) => unreachable!("{ahead:?} is not a position of {supply:?}"),
        }
    }

    /// The piece the adversary gives (or commits) with choice `slot`; the sequence's piece.
    pub fn given(&self, ahead: Ahead, slot: usize) -> Piece {
        match self.supply {
            Supply::Set { pieces, .. } => nth(pieces, slot),
            Supply::Sequence(_) => self.turn(ahead, slot).0,
        }
    }

    /// `10x6`, with the floor when it is shaped: file names and messages.
    pub fn size_name(&self) -> String {
        let well = &self.well;
        match well.is_rectangular() {
            true => format!("{}x{}", well.width(), well.height()),
            false => format!(
                "{}x{}-floor-{}",
                well.width(),
                well.height(),
                well.floor_text()
            ),
        }
    }

    /// `O`, `SZ-preview`, `sequence-SZ`: what the pieces are, for file names.
    pub fn pieces_name(&self) -> String {
        match self.supply {
            Supply::Set {
                pieces,
                preview: Preview::Without,
            } => pieces.to_string(),
            Supply::Set {
                pieces,
                preview: Preview::Next,
            } => format!("{pieces}-preview"),
            Supply::Sequence(s) => format!("sequence-{s}"),
        }
    }
}

/// The `slot`-th piece of a set in canonical order.
fn nth(pieces: PieceSet, slot: usize) -> Piece {
    pieces
        .iter()
        .nth(slot)
        .expect("a slot names a piece of the set")
}
