//! Adversary certificates (spec/adversary-certificate.md) for people: a person plays the player
//! against the adversary's verified policy (the 2022 post's "alternative challenge").
//!
//! A game state is the concrete board; every move is judged by the checker ([`super::moves`]),
//! and the policy is looked up by the board's description with hard drops, by the board itself
//! with moves that name rows ([adv.slide]). The adversary gives the policy's piece; the player's
//! allowed moves are every placement of that piece the game allows ([adv.moves]), in canonical
//! placement order. The game ends at a terminal position ([adv.terminal]: budget, all goal rows
//! dead, O-parity) or when the given piece has no allowed placement (the player has lost). A
//! verified certificate never lets a move complete a goal row and lists every non-terminal
//! position the game can reach: either would be a bug, reported as one, never drawn as a win.
//! The rules themselves are policy_rules.

use std::collections::HashMap;

use sureline_certify::error::{Error, GameList, Result};
use sureline_checker::description::{Game, Position, Rules};
use sureline_checker::{Board, Policy, Within, HEIGHT};
use sureline_engine::pieces::{Piece, PieceSet};

use super::frames::{Dropped, Frames};
use super::moves::{land, names_rows, Named};
pub(crate) use super::policy_rules::bug;
pub use super::policy_rules::{
    allowed, dead_rows, describe, given, key, terminal, text, turn, End, Landed, Move, Turn,
};
use crate::words::count;

/// One move of a game: the piece given, the player's move, the board after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub piece: Piece,
    pub placement: Move,
    pub board: Board,
    /// The four cells `(column, row)` the piece filled.
    pub cells: [(u8, u8); 4],
}

/// Why a placement cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// The game is over.
    Over(End),
    /// The placement is of another piece than the one given.
    WrongPiece { given: Piece, placed: Piece },
    /// The placement of the given piece is not allowed here.
    NotAllowed { piece: Piece, allowed: Vec<Move> },
    /// A verified certificate cannot get here (see [`bug`]).
    Bug(String),
}

/// A game in progress against a verified policy.
#[derive(Clone)]
pub struct AdversaryGame<'a> {
    policy: &'a Policy,
    pieces: PieceSet,
    steps: Vec<Step>,
}

impl<'a> AdversaryGame<'a> {
    pub fn new(policy: &'a Policy) -> Result<AdversaryGame<'a>> {
        let pieces = policy
            .adversary
            .parse::<PieceSet>()
            .map_err(|e| bug(format!("the certificate's adversary set: {e}")))?;
        Ok(AdversaryGame {
            policy,
            pieces,
            steps: Vec::new(),
        })
    }

    pub fn policy(&self) -> &'a Policy {
        self.policy
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The concrete board now.
    pub fn board(&self) -> Board {
        self.steps
            .last()
            .map_or(Board::empty(self.policy.rules.width), |s| s.board)
    }

    /// What happens now: the piece given and the allowed placements, or the end.
    pub fn turn(&self) -> Result<Turn> {
        turn(self.policy, &self.board(), self.steps.len() as u64)
    }

    /// The player drops `placement` of the piece the adversary gives.
    pub fn place(&mut self, placement: Move) -> std::result::Result<&Step, PlaceError> {
        let bug = PlaceError::Bug;
        let turn = self.turn().map_err(|e| match e {
            Error::Bug(message) => PlaceError::Bug(message),
            other => PlaceError::Bug(other.to_string()),
        })?;
        let (piece, allowed) = match turn {
            Turn::Over(end) => return Err(PlaceError::Over(end)),
            Turn::Give { piece, allowed } => (piece, allowed),
        };
        let placement = self.hard_drop_row(placement);
        if placement.piece() != piece {
            return Err(PlaceError::WrongPiece {
                given: piece,
                placed: placement.piece(),
            });
        }
        if !allowed.contains(&placement) {
            return Err(PlaceError::NotAllowed { piece, allowed });
        }
        let rules = self.policy.rules;
        let before = self.board();
        let landed = land(&rules, &before, placement, None)
            .ok_or_else(|| bug(format!("{placement} is not allowed")))?;
        if let Some(row) = landed.completed {
            return Err(bug(format!("{placement} completes row {row}")));
        }
        if !agrees(&rules, &before, placement, &landed.board) {
            return Err(bug(format!(
                "{placement}: the board and its description disagree"
            )));
        }
        let Landed { board, cells, .. } = landed;
        self.steps.push(Step {
            piece,
            placement,
            board,
            cells,
        });
        Ok(self.steps.last().expect("just pushed"))
    }

    /// [rules.moves.slide] Where the move set names rows, a placement named without one is the hard
    /// drop: a slide straight down, to the row the drop rests at.
    fn hard_drop_row(&self, m: Move) -> Move {
        if m.row.is_some() || !names_rows(self.policy.rules.moves) {
            return m;
        }
        let o = m.placement.orientation.index();
        let dropped = self.board().drop_piece(o, u64::from(m.placement.column));
        let row = dropped.and_then(|(_, cells)| cells.iter().map(|&(_, r)| r).min());
        Move { row, ..m }
    }

    /// Takes back the last placement.
    pub fn undo(&mut self) -> Option<Step> {
        self.steps.pop()
    }

    /// Back to the empty board.
    pub fn restart(&mut self) {
        self.steps.clear();
    }

    /// The end of the game, if it is over.
    pub fn end(&self) -> Result<Option<End>> {
        Ok(match self.turn()? {
            Turn::Over(end) => Some(end),
            Turn::Give { .. } => None,
        })
    }
}

/// [rules.abstract] With hard drops, the checker's drop on the description of `before` leads to
/// the description of `after` (the lemma the policy's lines rest on); moves that name rows are
/// looked up by the board itself, with nothing to agree with.
fn agrees(rules: &Rules, before: &Board, m: Move, after: &Board) -> bool {
    if names_rows(rules.moves) {
        return true;
    }
    let o = m.placement.orientation.index();
    let dropped = describe(before, rules).drop(rules, o, m.placement.column);
    dropped == sureline_checker::description::Drop::Continues(describe(after, rules))
}

impl Frames for AdversaryGame<'_> {
    fn width(&self) -> u8 {
        self.policy.rules.width
    }

    fn goal_rows(&self) -> u8 {
        self.policy.rules.bound
    }

    fn board_rows(&self) -> u8 {
        match self.policy.rules.game {
            // A line game's policy is never a survival game's: those are read elsewhere.
            Game::Well | Game::Survival | Game::Lines => self.policy.rules.bound,
            Game::Capped | Game::Goal => HEIGHT as u8,
        }
    }

    fn piece_set(&self) -> PieceSet {
        self.pieces
    }

    fn dropped(&self) -> Vec<Dropped> {
        let dropped = |s: &Step| Dropped {
            piece: s.piece,
            placement: s.placement,
            board: s.board,
            cells: s.cells,
            completed: None,
            dead: dead_rows(&self.policy.rules, &s.board),
        };
        self.steps.iter().map(dropped).collect()
    }

    fn completes(&self) -> bool {
        false
    }

    fn final_note(&self) -> Option<String> {
        self.end().ok().flatten().map(|end| end.note().to_string())
    }
}

/// Reads one move: its name (`T0@3`, or `T0@3:1` with its row; the letter in either case) or its
/// 1-based number in the list of allowed moves `allowed`. None when the text is neither.
pub fn parse_placement<T: Named>(
    text: &str,
    allowed: &[T],
) -> Option<std::result::Result<T, usize>> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        let number: usize = text.parse().unwrap_or(usize::MAX);
        return Some(
            number
                .checked_sub(1)
                .and_then(|i| allowed.get(i).copied())
                .ok_or(number),
        );
    }
    T::from_name(text).map(Ok)
}

/// The words of a `--moves` list or of a line typed in `play`: separated by blanks or commas,
/// each with its 1-based character position.
pub fn words(text: &str) -> Vec<(usize, &str)> {
    let mut words = Vec::new();
    let mut start = None;
    for (i, (at, c)) in text.char_indices().enumerate() {
        let separator = c.is_whitespace() || c == ',';
        match (start, separator) {
            (None, false) => start = Some((i + 1, at)),
            (Some((position, from)), true) => {
                words.push((position, &text[from..at]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((position, from)) = start {
        words.push((position, &text[from..]));
    }
    words
}

/// The placements of a `--moves` list, comma- or blank-separated: `T0@3,S1@0` (names) or the
/// 1-based numbers of allowed placements. Fails with [`Error::Unplayable`] naming the 1-based
/// position in the list of the first move that cannot be played.
pub fn replay_moves<'a>(policy: &'a Policy, moves: &str) -> Result<AdversaryGame<'a>> {
    let mut game = AdversaryGame::new(policy)?;
    for (index, (_, word)) in words(moves).into_iter().enumerate() {
        let unplayable = |problem| Error::Unplayable {
            list: GameList::Moves,
            position: index + 1,
            problem,
        };
        let turn = game.turn()?;
        let allowed = match &turn {
            Turn::Give { allowed, .. } => allowed.as_slice(),
            Turn::Over(_) => &[],
        };
        let refused = match (parse_placement(word, allowed), turn) {
            (None, _) => {
                return Err(unplayable(format!(
                    "'{}' is not a placement (e.g. T0@3) or the number of an allowed placement",
                    word.escape_debug()
                )))
            }
            (Some(Ok(placement)), _) => match game.place(placement) {
                Ok(_) => continue,
                Err(refused) => refused,
            },
            (Some(Err(_)), Turn::Over(end)) => PlaceError::Over(end),
            (Some(Err(number)), Turn::Give { allowed, .. }) => {
                return Err(unplayable(format!(
                    "{number} is not the number of an allowed placement (1..{})",
                    allowed.len()
                )))
            }
        };
        return Err(match refused {
            PlaceError::Bug(message) => {
                Error::Bug(format!("moves position {}: {message}", index + 1))
            }
            refused => unplayable(format!("{word} {}", refusal(&refused, game.steps().len()))),
        });
    }
    Ok(game)
}

/// Why a placement was refused, after its name: "is not an allowed placement of T here ...".
pub fn refusal(refused: &PlaceError, dropped: usize) -> String {
    match refused {
        PlaceError::Over(end) => format!(
            "comes after the end of the game (after {}: {})",
            count(dropped as u64, "piece", "pieces"),
            end.explain()
        ),
        PlaceError::WrongPiece { given, placed } => format!(
            "places {}, but the adversary gives {}",
            placed.letter(),
            given.letter()
        ),
        PlaceError::NotAllowed { piece, allowed } => format!(
            "is not an allowed placement of {} here (allowed: {})",
            piece.letter(),
            names(allowed)
        ),
        PlaceError::Bug(message) => message.clone(),
    }
}

/// `T0@0 T0@1 T1@0`.
pub fn names<T: std::fmt::Display>(placements: &[T]) -> String {
    let names: Vec<String> = placements.iter().map(T::to_string).collect();
    names.join(" ")
}

/// `T0@3,S1@0`: a game's placements as `--moves` takes them.
pub fn moves_text(game: &AdversaryGame) -> String {
    let names: Vec<String> = game
        .steps()
        .iter()
        .map(|s| s.placement.to_string())
        .collect();
    names.join(",")
}

/// The longest game the player can make against the policy: the most pieces dropped before a
/// terminal position or being stuck. At each position it takes the first placement, in
/// canonical placement order, whose game from there is longest.
pub fn worst_game(policy: &Policy) -> Result<AdversaryGame<'_>> {
    worst_game_with(policy, &mut Longest::new(policy))
}

/// [`worst_game`] with the longest games already known (`web` shares them with the figures).
pub(crate) fn worst_game_with<'p>(
    policy: &'p Policy,
    longest: &mut Longest<'p>,
) -> Result<AdversaryGame<'p>> {
    let mut game = AdversaryGame::new(policy)?;
    while let Turn::Give { piece, .. } = game.turn()? {
        let depth = game.steps().len() as u64;
        let mut best: Option<(u64, Move)> = None;
        for (placement, landed) in allowed(&policy.rules, &game.board(), piece) {
            let length = 1 + longest.after(&landed, depth + 1)?;
            if best.is_none_or(|(b, _)| length > b) {
                best = Some((length, placement));
            }
        }
        let (_, placement) = best.expect("a piece given has an allowed placement");
        game.place(placement).map_err(|refused| match refused {
            PlaceError::Bug(message) => Error::Bug(message),
            refused => bug(format!("{placement} {}", refusal(&refused, 0))),
        })?;
    }
    Ok(game)
}

/// The longest game from a position reached after some pieces, memoized per state-line key
/// (the description with hard drops, the board with moves that name rows) with the budget left when it was computed: with `r` pieces left the game lasts
/// `min(r, longest with more left)`, since only the budget test depends on the depth.
pub(crate) struct Longest<'p> {
    policy: &'p Policy,
    /// State-line key -> (pieces left, longest game).
    memo: HashMap<u128, (u64, u64)>,
}

impl<'p> Longest<'p> {
    pub(crate) fn new(policy: &'p Policy) -> Longest<'p> {
        Longest {
            policy,
            memo: HashMap::new(),
        }
    }

    /// The longest game after `landed`, reached after `depth` pieces.
    pub(crate) fn after(&mut self, landed: &Landed, depth: u64) -> Result<u64> {
        match landed.completed {
            None => self.from(&landed.board, depth),
            Some(row) => Err(bug(format!("a move completes row {row}"))),
        }
    }

    /// The longest game from `board` reached after `depth` pieces. Recursion depth is at most
    /// W * 20 / 4: every move fills four cells and no row is ever completed.
    pub(crate) fn from(&mut self, board: &Board, depth: u64) -> Result<u64> {
        let key = key(&self.policy.rules, board);
        let left = match self.policy.within {
            Within::Pieces(budget) => budget.saturating_sub(depth),
            Within::Forever => u64::MAX,
        };
        if let Some(&(known_left, length)) = self.memo.get(&key) {
            if left <= known_left {
                return Ok(length.min(left));
            }
        }
        let length = match turn(self.policy, board, depth)? {
            Turn::Over(_) => 0,
            Turn::Give { piece, .. } => {
                let mut best = 0;
                for (_, landed) in allowed(&self.policy.rules, board, piece) {
                    best = best.max(1 + self.after(&landed, depth + 1)?);
                }
                best
            }
        };
        self.memo.insert(key, (left, length));
        Ok(length)
    }
}
