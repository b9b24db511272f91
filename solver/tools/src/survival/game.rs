//! The games the survival tools show, replayed on a verified survival certificate with the
//! engine's well (drops, Tsuruda's clears, the top-out): the person as the adversary against the
//! player's strategy ([`StrategyGame`]), or as the player against the adversary's policy
//! ([`PolicyGame`]). Every board is recomputed; a board the certificate's graph disagrees with
//! is a bug, reported as one.

use std::collections::HashMap;

use sureline_certify::error::{Error, Result};
use sureline_engine::pieces::{Piece, Placement};
use sureline_engine::survival::{
    Ahead, Board, Field, Position, Preview, Supply, SurvivalPolicy, SurvivalProblem,
    SurvivalStrategy, Turn,
};

/// One piece of a game: what was placed where, the board it fell on and the turn's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    pub piece: Piece,
    pub placement: Placement,
    pub before: Board,
    pub turn: Turn,
}

impl Ply {
    /// The board after the clears, or (the piece topped out) the board with the piece on it.
    pub fn shown(&self) -> Board {
        self.turn
            .after
            .unwrap_or_else(|| landed(&self.before, &self.turn))
    }

    pub fn rows_cleared(&self) -> u32 {
        self.turn.cleared.count_ones()
    }
}

/// The board with the turn's piece resting on it, before the clears.
pub fn landed(before: &Board, turn: &Turn) -> Board {
    let mut rows: Vec<u16> = (0..24u8)
        .map(|y| {
            (0..16)
                .filter(|&c| before.is_filled(c, y))
                .fold(0, |m, c| m | 1 << c)
        })
        .collect();
    for &(c, y) in &turn.cells {
        rows[usize::from(y)] |= 1 << c;
    }
    Board::from_rows(&rows)
}

/// [surv.player] A return to a position: the position after `first` pieces comes back after
/// `first + period` pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle {
    pub first: usize,
    pub period: usize,
}

/// The placements of `piece` that fit between the walls, in canonical order ([rules.placement]):
/// the fields of an adversary's node line in the full form (the compact form's derived next
/// nodes).
pub fn fitting(piece: Piece, width: u8) -> Vec<Placement> {
    sureline_engine::pieces::placements(width, piece, sureline_engine::pieces::TieBreak::Canonical)
}

/// The person gives pieces, the player's strategy answers.
#[derive(Clone, Debug)]
pub struct StrategyGame<'a> {
    strategy: &'a SurvivalStrategy,
    /// The node of the position now; `None` with preview before the first piece is committed.
    node: Option<usize>,
    plies: Vec<Ply>,
    /// The node after each number of pieces (index 0: the start), and the first return.
    visits: Vec<usize>,
    seen: HashMap<usize, usize>,
    cycle: Option<Cycle>,
    given: Vec<Piece>,
}

impl<'a> StrategyGame<'a> {
    pub fn new(strategy: &'a SurvivalStrategy) -> StrategyGame<'a> {
        let mut game = StrategyGame {
            strategy,
            node: None,
            plies: Vec::new(),
            visits: Vec::new(),
            seen: HashMap::new(),
            cycle: None,
            given: Vec::new(),
        };
        if game.preview() == Preview::Without {
            game.visit(0);
        }
        game
    }

    pub fn problem(&self) -> &SurvivalProblem {
        &self.strategy.problem
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    pub fn cycle(&self) -> Option<Cycle> {
        self.cycle
    }

    /// The letters given so far.
    pub fn given(&self) -> String {
        self.given.iter().map(|p| p.letter()).collect()
    }

    /// The position now (`None` with preview before the first piece).
    pub fn position(&self) -> Option<&Position> {
        self.node.map(|n| &self.strategy.positions[n])
    }

    /// The node of the position after `pieces` pieces.
    pub fn node_after(&self, pieces: usize) -> Option<usize> {
        self.visits.get(pieces).copied()
    }

    fn preview(&self) -> Preview {
        match self.strategy.problem.supply {
            Supply::Set { preview, .. } => preview,
            Supply::Sequence(_) => Preview::Without,
        }
    }

    fn visit(&mut self, node: usize) {
        let pieces = self.visits.len();
        self.node = Some(node);
        self.visits.push(node);
        if let Some(&first) = self.seen.get(&node) {
            self.cycle.get_or_insert(Cycle {
                first,
                period: pieces - first,
            });
        } else {
            self.seen.insert(node, pieces);
        }
    }

    /// Whether `piece` may come now: a piece of the set, or the sequence's next piece.
    pub fn check(&self, piece: Piece) -> std::result::Result<(), String> {
        let problem = &self.strategy.problem;
        match (problem.supply, self.position()) {
            (Supply::Set { pieces, .. }, _) if pieces.contains(piece) => Ok(()),
            (Supply::Set { pieces, .. }, _) => Err(format!(
                "piece {} is not in the adversary set {pieces}",
                piece.letter()
            )),
            (Supply::Sequence(s), Some(position)) => {
                let wanted = problem.turn(position.ahead, 0).0;
                match wanted == piece {
                    true => Ok(()),
                    false => Err(format!(
                        "piece {} comes out of turn: the sequence {s} gives {} now",
                        piece.letter(),
                        wanted.letter()
                    )),
                }
            }
            (Supply::Sequence(_), None) => Err("no position".into()),
        }
    }

    /// The adversary gives (with preview: commits) `piece`; the strategy answers. `Ok(None)`
    /// when the piece only chose the first position (preview).
    pub fn give(&mut self, piece: Piece) -> std::result::Result<Option<&Ply>, String> {
        self.check(piece)?;
        let problem = self.strategy.problem;
        let slot = match problem.supply {
            Supply::Set { pieces, .. } => pieces.slot(piece).expect("checked"),
            Supply::Sequence(_) => 0,
        };
        self.given.push(piece);
        let Some(node) = self.node else {
            self.visit(slot);
            return Ok(None);
        };
        let position = self.strategy.positions[node];
        let (placed, _) = problem.turn(position.ahead, slot);
        let answer = self.strategy.moves_of(node)[slot];
        let turn = problem.well.turn(&position.board, answer.placement);
        let next = answer.next as usize;
        let expected = self.strategy.positions[next].board;
        match turn {
            Some(turn) if turn.after == Some(expected) => {
                self.plies.push(Ply {
                    piece: placed,
                    placement: answer.placement,
                    before: position.board,
                    turn,
                });
                self.visit(next);
                Ok(self.plies.last())
            }
            _ => Err(format!(
                "node {node}: {} does not lead to node {next}",
                answer.placement
            )),
        }
    }

    /// Takes back the last piece given.
    pub fn undo(&mut self) -> Option<Piece> {
        let mut given = std::mem::take(&mut self.given);
        let last = given.pop();
        self.restart();
        for piece in given {
            let _ = self.give(piece);
        }
        last
    }

    pub fn restart(&mut self) {
        *self = StrategyGame::new(self.strategy);
    }

    /// With a sequence, the piece that comes next.
    pub fn next_of_sequence(&self) -> Option<Piece> {
        match (self.strategy.problem.supply, self.position()) {
            (Supply::Sequence(_), Some(p)) => Some(self.strategy.problem.turn(p.ahead, 0).0),
            _ => None,
        }
    }
}

/// The person places pieces, the adversary's policy gives them; the game ends at the top-out.
#[derive(Clone, Debug)]
pub struct PolicyGame<'a> {
    policy: &'a SurvivalPolicy,
    /// The node now; `None` once the player has topped out.
    node: Option<usize>,
    board: Board,
    plies: Vec<Ply>,
}

impl<'a> PolicyGame<'a> {
    pub fn new(policy: &'a SurvivalPolicy) -> PolicyGame<'a> {
        PolicyGame {
            policy,
            node: Some(0),
            board: Board::EMPTY,
            plies: Vec::new(),
        }
    }

    pub fn problem(&self) -> &SurvivalProblem {
        &self.policy.problem
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    pub fn within(&self) -> u32 {
        self.policy.within
    }

    /// The piece to place now and the placements that fit; `None` after the top-out.
    pub fn turn(&self) -> Option<(Piece, Vec<Placement>)> {
        let piece = self.policy.nodes[self.node?].piece;
        Some((piece, fitting(piece, self.policy.problem.well.width())))
    }

    /// The most pieces the game can still last (the node's length).
    pub fn at_most(&self) -> u32 {
        self.node.map_or(0, |n| self.policy.nodes[n].length)
    }

    /// With preview, the piece the adversary has committed for the next turn.
    pub fn next_piece(&self) -> Option<Piece> {
        let node = self.node?;
        let preview = matches!(
            self.policy.problem.supply,
            Supply::Set {
                preview: Preview::Next,
                ..
            }
        );
        let next = self.policy.fields_of(node).iter().find_map(|f| match f {
            Field::Node(n) => Some(self.policy.nodes[*n as usize].piece),
            Field::TopsOut => None,
        });
        next.filter(|_| preview)
    }

    /// The player places the piece; Err says why it cannot.
    pub fn place(&mut self, placement: Placement) -> std::result::Result<&Ply, PlaceRefusal> {
        let (node, (piece, allowed)) = match (self.node, self.turn()) {
            (Some(node), Some(turn)) => (node, turn),
            _ => return Err(PlaceRefusal::Over(self.plies.len())),
        };
        let Some(index) = allowed.iter().position(|&p| p == placement) else {
            return Err(PlaceRefusal::NotAllowed { piece, allowed });
        };
        let turn = self.policy.problem.well.turn(&self.board, placement);
        let field = self.policy.fields_of(node)[index];
        let (turn, next) = match (turn, field) {
            (Some(turn @ Turn { after: None, .. }), Field::TopsOut) => (turn, None),
            (Some(turn @ Turn { after: Some(_), .. }), Field::Node(n)) => (turn, Some(n as usize)),
            _ => {
                let bug = format!("node {node}: {placement} disagrees with its field");
                return Err(PlaceRefusal::Bug(bug));
            }
        };
        self.plies.push(Ply {
            piece,
            placement,
            before: self.board,
            turn,
        });
        self.board = turn.after.unwrap_or(self.board);
        self.node = next;
        Ok(self.plies.last().expect("just pushed"))
    }

    pub fn is_over(&self) -> bool {
        self.node.is_none()
    }

    pub fn undo(&mut self) -> Option<Ply> {
        let mut game = PolicyGame::new(self.policy);
        let last = self.plies.pop();
        for ply in &self.plies {
            let _ = game.place(ply.placement);
        }
        *self = game;
        last
    }

    pub fn restart(&mut self) {
        *self = PolicyGame::new(self.policy);
    }

    /// The board now (after the last piece's clears).
    pub fn board(&self) -> Board {
        self.board
    }
}

/// Why a placement cannot be made against the policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceRefusal {
    /// The player topped out after this many pieces.
    Over(usize),
    NotAllowed {
        piece: Piece,
        allowed: Vec<Placement>,
    },
    Bug(String),
}

impl PlaceRefusal {
    pub fn explain(&self) -> String {
        match self {
            PlaceRefusal::Over(pieces) => {
                format!("comes after the end of the game (the player topped out at piece {pieces})")
            }
            PlaceRefusal::NotAllowed { piece, allowed } => format!(
                "is not a placement of {} that fits the well (allowed: {})",
                piece.letter(),
                crate::game::policy::names(allowed)
            ),
            PlaceRefusal::Bug(message) => message.clone(),
        }
    }
}

/// `play --sequence`/`render --sequence` on a player certificate: the adversary's letters in
/// turn (with preview the first only commits the first piece).
pub fn replay_pieces<'a>(
    strategy: &'a SurvivalStrategy,
    letters: &str,
) -> Result<StrategyGame<'a>> {
    let mut game = StrategyGame::new(strategy);
    for (i, c) in letters.chars().filter(|c| !c.is_whitespace()).enumerate() {
        let unplayable = |problem| Error::Unplayable {
            list: sureline_certify::error::GameList::Sequence,
            position: i + 1,
            problem,
        };
        let piece = Piece::from_letter(c)
            .ok_or_else(|| unplayable(format!("'{}' is not a piece letter", c.escape_debug())))?;
        game.check(piece).map_err(unplayable)?;
        game.give(piece).map_err(Error::Bug)?;
    }
    Ok(game)
}

/// `play --moves`/`render --moves` on an adversary certificate: the player's placements in turn
/// (names such as `O@0`, or 1-based numbers in the list of placements that fit).
pub fn replay_moves<'a>(policy: &'a SurvivalPolicy, moves: &str) -> Result<PolicyGame<'a>> {
    let mut game = PolicyGame::new(policy);
    for (i, (_, word)) in crate::game::policy::words(moves).into_iter().enumerate() {
        let unplayable = |problem| Error::Unplayable {
            list: sureline_certify::error::GameList::Moves,
            position: i + 1,
            problem,
        };
        let allowed = game.turn().map(|t| t.1).unwrap_or_default();
        let placement = match crate::game::policy::parse_placement(word, &allowed) {
            Some(Ok(placement)) => placement,
            Some(Err(n)) if !game.is_over() => {
                return Err(unplayable(format!(
                    "{n} is not the number of a placement (1..{})",
                    allowed.len()
                )))
            }
            Some(Err(_)) => return Err(unplayable(PlaceRefusal::Over(i).explain())),
            None => {
                return Err(unplayable(format!(
                    "'{word}' is not a placement (e.g. O@0)"
                )))
            }
        };
        match game.place(placement) {
            Ok(_) => {}
            Err(PlaceRefusal::Bug(message)) => return Err(Error::Bug(message)),
            Err(refused) => return Err(unplayable(format!("{word} {}", refused.explain()))),
        }
    }
    Ok(game)
}

/// The longest game against the policy: at each node a placement whose next node is the
/// longest (the first in canonical order), until the top-out. `D` pieces.
pub fn longest_game(policy: &SurvivalPolicy) -> Result<PolicyGame<'_>> {
    let mut game = PolicyGame::new(policy);
    while let Some((_, allowed)) = game.turn() {
        let node = game.node.expect("a turn has a node");
        let fields = policy.fields_of(node);
        let length = |f: &Field| match f {
            Field::TopsOut => 0,
            Field::Node(n) => policy.nodes[*n as usize].length,
        };
        let best = (0..fields.len()).max_by_key(|&i| (length(&fields[i]), std::cmp::Reverse(i)));
        let placement = allowed[best.expect("a node has a field")];
        game.place(placement).map_err(|r| Error::Bug(r.explain()))?;
    }
    Ok(game)
}

/// The strategy's game when the adversary always gives its first piece (with a sequence: the
/// sequence), until the first return to a position.
pub fn first_cycle(strategy: &SurvivalStrategy) -> Result<StrategyGame<'_>> {
    let mut game = StrategyGame::new(strategy);
    let first = strategy.problem.piece_list()[0];
    while game.cycle().is_none() {
        let piece = game.next_of_sequence().unwrap_or(first);
        game.give(piece).map_err(Error::Bug)?;
    }
    Ok(game)
}

/// What the position's piece to place is, for captions: with preview the node's piece.
pub fn ahead_piece(ahead: Ahead) -> Option<Piece> {
    match ahead {
        Ahead::Piece(p) => Some(p),
        _ => None,
    }
}
