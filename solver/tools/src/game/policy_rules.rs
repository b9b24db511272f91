//! The rules of an adversary certificate's game for people (spec/adversary-certificate.md), on
//! concrete boards with the checker's own judgement of every move ([`super::moves`]): the piece
//! the policy gives at a position ([adv.walk]: the line of its description with hard drops, of the
//! board itself with moves that name rows, [adv.slide]), the moves the game allows ([adv.moves])
//! and what each does, the terminal positions ([adv.terminal]), one turn, and a position's text.
//! `policy` plays games with them.

use sureline_certify::error::{Error, Result};
use sureline_checker::description::{Description, Position, Rules};
use sureline_checker::{Board, Policy, Within};
use sureline_engine::pieces::Piece;

use super::moves::names_rows;
pub use super::moves::{allowed, Landed, Move};
use crate::words::count;

/// Why a game against the policy is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// [adv.terminal.budget] `within D` and D pieces were dropped.
    Budget(u64),
    /// [adv.terminal.dead] Every goal row holds a hole.
    Dead,
    /// [adv.terminal.parity] O is in the set and every goal row is dead or has an odd gap.
    Parity,
    /// The adversary gives this piece and it has no allowed placement: the player has lost.
    Stuck(Piece),
}

impl End {
    /// The kind, as `stats` counts it: `budget`, `dead`, `parity` or `no_placement`.
    pub fn kind(self) -> &'static str {
        match self {
            End::Budget(_) => "budget",
            End::Dead => "dead",
            End::Parity => "parity",
            End::Stuck(_) => "no_placement",
        }
    }

    /// What happened, as one sentence without its full stop.
    pub fn explain(self) -> String {
        match self {
            End::Budget(d) => format!(
                "the adversary's budget is used up: no goal row was completed within {}",
                count(d, "piece", "pieces")
            ),
            End::Dead => "every goal row has a hole, so no row can ever be completed".into(),
            End::Parity => "from here the adversary gives O forever; every goal row has a hole \
                            or an odd gap, so no O can finish it"
                .into(),
            End::Stuck(piece) => format!(
                "the adversary gives {} and no placement of it is allowed: the player is stuck",
                piece.letter()
            ),
        }
    }

    /// A short note for the last board of a picture.
    pub fn note(self) -> &'static str {
        match self {
            End::Budget(_) => "budget used up",
            End::Dead => "all goal rows dead",
            End::Parity => "odd gaps: O forever",
            End::Stuck(_) => "no placement",
        }
    }
}

/// What happens at a position: the adversary gives a piece the player can place, or the game is
/// over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    Give {
        piece: Piece,
        /// The allowed moves, in canonical placement order (at least one).
        allowed: Vec<Move>,
    },
    Over(End),
}

/// [adv.walk] [adv.slide] What a policy's state lines name: the board itself when the move set
/// names rows (slides: boards play alike by their descriptions no longer), else its description.
enum Keyed {
    Description(Description),
    Board(Board),
}

fn keyed(rules: &Rules, board: &Board) -> Keyed {
    match names_rows(rules.moves) {
        true => Keyed::Board(*board),
        false => Keyed::Description(describe(board, rules)),
    }
}

/// [adv.grammar] The packed key of the state line of `board`.
pub fn key(rules: &Rules, board: &Board) -> u128 {
    match keyed(rules, board) {
        Keyed::Description(d) => d.state_key(rules),
        Keyed::Board(b) => b.state_key(rules),
    }
}

/// [adv.grammar] The position of `board` as a state line writes it: `HEIGHTS DEAD`, or the
/// board's rows in hexadecimal.
pub fn text(rules: &Rules, board: &Board) -> String {
    match keyed(rules, board) {
        Keyed::Description(d) => d.text(rules),
        Keyed::Board(b) => b.text(rules),
    }
}

/// [adv.terminal] Why `board`, reached after `depth` pieces, needs no piece; the checks in the
/// walk's order (budget, dead, parity), each the checker's own test.
pub fn terminal(policy: &Policy, board: &Board, depth: u64) -> Option<End> {
    let rules = &policy.rules;
    let ends = |o| match keyed(rules, board) {
        Keyed::Description(d) => d.terminal(rules, o),
        Keyed::Board(b) => b.terminal(rules, o),
    };
    if policy.within == Within::Pieces(depth) {
        Some(End::Budget(depth))
    } else if ends(false) {
        Some(End::Dead)
    } else if policy.adversary.contains('O') && ends(true) {
        Some(End::Parity)
    } else {
        None
    }
}

/// The piece the policy gives at `board`, if its position has a state line.
pub fn given(policy: &Policy, board: &Board) -> Option<Piece> {
    let line = policy.keys.binary_search(&key(&policy.rules, board)).ok()?;
    Piece::ALL.get(usize::from(policy.pieces[line])).copied()
}

/// What happens at `board` after `depth` pieces. A non-terminal position without a state line
/// is a bug (a verified certificate lists every one the game reaches).
pub fn turn(policy: &Policy, board: &Board, depth: u64) -> Result<Turn> {
    if let Some(end) = terminal(policy, board, depth) {
        return Ok(Turn::Over(end));
    }
    let piece = given(policy, board).ok_or_else(|| {
        bug(format!(
            "no state line for {} after {}",
            text(&policy.rules, board),
            count(depth, "piece", "pieces")
        ))
    })?;
    let allowed: Vec<Move> = allowed(&policy.rules, board, piece)
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    Ok(if allowed.is_empty() {
        Turn::Over(End::Stuck(piece))
    } else {
        Turn::Give { piece, allowed }
    })
}

/// The goal rows holding a hole (bit y), drawn `x`: those of the description with hard drops; with
/// moves that name rows a hole may still be filled from the side, so none is marked.
pub fn dead_rows(rules: &Rules, board: &Board) -> u32 {
    match keyed(rules, board) {
        Keyed::Description(d) => d.dead,
        Keyed::Board(_) => 0,
    }
}

/// An impossibility for a verified certificate: a bug in sureline, reported as one.
pub(crate) fn bug(message: String) -> Error {
    Error::Bug(message)
}

/// [rules.abstract] The description of a concrete board: capped heights and dead goal rows.
pub fn describe(board: &Board, rules: &Rules) -> Description {
    let mut d = Description::EMPTY;
    for c in 0..rules.width {
        let height = board.column_height(c);
        d.heights[usize::from(c)] = height.min(rules.bound);
        for y in 0..height.min(rules.bound) {
            if !board.filled(c, y) {
                d.dead |= 1 << y;
            }
        }
    }
    d
}
