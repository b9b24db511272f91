//! The games of a verified lines certificate (spec/lines.md), replayed with the engine's well
//! (the drop, the clears, the top-out) and the goal's count: the person as the adversary against
//! the player's strategy ([`StrategyGame`]: it ends when the goal is reached), or as the player
//! against the adversary's policy ([`PolicyGame`]: it ends at a top-out or when the budget is used
//! up, and may go on for ever). Every board and count is recomputed; a certificate that disagrees
//! with them is a bug, reported as one. [lines.slide] [lines.srs] With slides a move names its
//! row (`O0@0:0`): the engine's well puts the piece there, and the moves a person may choose
//! are the checker's slide rules on the board (crate::game::moves::lines_slides).

use std::collections::VecDeque;

use sureline_certify::error::{Error, GameList, Result};
use sureline_checker::description::{Game, Moves, Rules};
use sureline_checker::Board as CheckedBoard;
use sureline_engine::lines::{
    shown_turn, Goal, LinesMove, LinesMoves, LinesPolicy, LinesProblem, LinesStrategy, Next,
};
use sureline_engine::pieces::Piece;
use sureline_engine::survival::Board;

use crate::game::moves::{lines_slides, Move};
use crate::game::policy::{names, parse_placement, words};
use crate::survival::game::{fitting, Ply};

/// One piece of a lines game: the survival game's ply and the rows cleared so far after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinesPly {
    pub ply: Ply,
    /// [lines.slide] The row a slide locked the piece at (`None`: a hard drop).
    pub row: Option<u8>,
    /// The count after the turn ([lines.game]); with `at-once`, the rows this piece cleared.
    pub count: u8,
    pub end: Option<End>,
}

impl LinesPly {
    /// The move as a certificate names it: `O0@0`, or with slides `O0@0:0`.
    pub fn name(&self) -> Move {
        Move {
            placement: self.ply.placement,
            row: self.row,
        }
    }
}

/// How a lines game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The player reached the goal with this piece.
    Goal,
    /// The player topped out: a cell was left at or above row H.
    TopOut,
    /// The adversary's budget `within D` is used up after D pieces.
    Budget(u32),
}

impl End {
    pub fn explain(self, goal: Goal) -> String {
        match self {
            End::Goal => format!(
                "the player reaches the goal ({}): the player wins",
                goal_text(goal)
            ),
            End::TopOut => "the player topped out; the adversary wins".into(),
            End::Budget(d) => format!(
                "the adversary kept the player from the goal for the {} of its budget",
                crate::words::count(u64::from(d), "piece", "pieces")
            ),
        }
    }
}

/// `2 rows in all` or `2 rows at once`.
pub fn goal_text(goal: Goal) -> String {
    let rows = if goal.k() == 1 { "row" } else { "rows" };
    match goal {
        Goal::Lines(k) => format!("{k} {rows} in all"),
        Goal::AtOnce(k) => format!("{k} {rows} at once"),
    }
}

/// The turn of `m` on `board` with `count` rows so far: the ply, the new count and how the game
/// ends with it ([lines.game]: the top-out judged first).
fn turn(
    problem: &LinesProblem,
    (board, count): (Board, u8),
    piece: Piece,
    m: LinesMove,
) -> Option<LinesPly> {
    let turn = shown_turn(&problem.well, &board, m)?;
    let ply = Ply {
        piece,
        placement: m.placement,
        before: board,
        turn,
    };
    let cleared = ply.rows_cleared() as u8;
    let (count, end) = match (turn.after, problem.goal.after(count, cleared)) {
        (None, _) => (count, Some(End::TopOut)),
        (Some(_), None) => (count.saturating_add(cleared), Some(End::Goal)),
        (Some(_), Some(next)) => (next, None),
    };
    let count = if matches!(problem.goal, Goal::AtOnce(_)) {
        cleared
    } else {
        count
    };
    Some(LinesPly {
        ply,
        row: m.row,
        count,
        end,
    })
}

/// [lines.slide] The checker's rules of the slides in the well of `problem` (its top T = H), and
/// `board` as they read it: the floor's solid cells filled.
fn slide_rules(problem: &LinesProblem, board: &Board, moves: Moves) -> (Rules, CheckedBoard) {
    let well = &problem.well;
    let rules = Rules {
        game: Game::Well,
        width: well.width(),
        bound: well.height(),
        moves,
    };
    let rows = std::array::from_fn(|y| {
        (0..well.width()).fold(0u16, |row, c| {
            let solid = y < usize::from(well.floor(usize::from(c)));
            let filled = solid || board.is_filled(usize::from(c), y as u8);
            row | u16::from(filled) << c
        })
    });
    (rules, CheckedBoard::from_rows(well.width(), rows))
}

/// The moves of `piece` the game allows on `board`: every placement between the walls (drops),
/// or [lines.slide] the checker's slides reachable and locked there.
fn allowed_moves(problem: &LinesProblem, board: &Board, piece: Piece) -> Vec<Move> {
    let moves = match problem.moves {
        LinesMoves::Drop => {
            let fit = fitting(piece, problem.well.width()).into_iter();
            return fit
                .map(|placement| Move {
                    placement,
                    row: None,
                })
                .collect();
        }
        LinesMoves::Slide => Moves::Slide,
        LinesMoves::Srs => Moves::Srs,
    };
    let (rules, checked) = slide_rules(problem, board, moves);
    lines_slides(&rules, &checked, piece)
}

fn engine_move(m: Move) -> LinesMove {
    LinesMove {
        placement: m.placement,
        row: m.row,
    }
}

fn tools_move(m: LinesMove) -> Move {
    Move {
        placement: m.placement,
        row: m.row,
    }
}

/// The board and the count after `plies`.
fn position(plies: &[LinesPly]) -> (Board, u8) {
    plies.last().map_or((Board::EMPTY, 0), |p| {
        (p.ply.turn.after.unwrap_or(p.ply.before), p.count)
    })
}

/// The count a next turn starts from: the rows cleared so far (0 with `at-once`).
fn carried(problem: &LinesProblem, plies: &[LinesPly]) -> (Board, u8) {
    let (board, count) = position(plies);
    (
        board,
        count * u8::from(matches!(problem.goal, Goal::Lines(_))),
    )
}

/// The plies of a game, and the node after each one that goes on (the start's first).
#[derive(Clone)]
struct Trail {
    plies: Vec<LinesPly>,
    nodes: Vec<usize>,
}

impl Trail {
    fn new() -> Trail {
        Trail {
            plies: Vec::new(),
            nodes: vec![0],
        }
    }

    /// The node now (the last one a ply went on to).
    fn node(&self) -> usize {
        *self.nodes.last().expect("the start's node")
    }

    fn undo(&mut self) -> Option<LinesPly> {
        let ply = self.plies.pop()?;
        if ply.end.is_none() {
            self.nodes.pop();
        }
        Some(ply)
    }
}

/// The person gives pieces, the player's strategy answers, until the goal.
#[derive(Clone)]
pub struct StrategyGame<'a> {
    strategy: &'a LinesStrategy,
    trail: Trail,
}

impl<'a> StrategyGame<'a> {
    pub fn new(strategy: &'a LinesStrategy) -> StrategyGame<'a> {
        StrategyGame {
            strategy,
            trail: Trail::new(),
        }
    }

    pub fn problem(&self) -> &LinesProblem {
        &self.strategy.problem
    }

    pub fn plies(&self) -> &[LinesPly] {
        &self.trail.plies
    }

    pub fn is_over(&self) -> bool {
        self.trail.plies.last().is_some_and(|p| p.end.is_some())
    }

    /// The adversary gives `piece`: Err says why it cannot (a person's mistake), or a bug.
    pub fn give(&mut self, piece: Piece) -> std::result::Result<&LinesPly, String> {
        let problem = self.strategy.problem;
        if self.is_over() {
            return Err(format!(
                "piece {} comes after the end of the game (the goal was reached)",
                piece.letter()
            ));
        }
        let slot = problem.pieces.slot(piece).ok_or_else(|| {
            format!(
                "piece {} is not in the adversary set {}",
                piece.letter(),
                problem.pieces
            )
        })?;
        let node = self.trail.node();
        let (placement, next) = self.strategy.nodes[node][slot];
        let ply = turn(
            &problem,
            carried(&problem, &self.trail.plies),
            piece,
            placement,
        );
        let ply = ply.filter(|p| match (p.end, next) {
            (Some(End::Goal), Next::Win) => true,
            (None, Next::Node(n)) => {
                self.trail.nodes.push(n as usize);
                true
            }
            _ => false,
        });
        let ply =
            ply.ok_or_else(|| format!("bug: node {node}: {placement} disagrees with the game"))?;
        self.trail.plies.push(ply);
        Ok(self.trail.plies.last().expect("just pushed"))
    }

    pub fn undo(&mut self) -> Option<LinesPly> {
        self.trail.undo()
    }

    pub fn restart(&mut self) {
        *self = StrategyGame::new(self.strategy);
    }

    /// The pieces given, as `--sequence` takes them.
    pub fn given(&self) -> String {
        self.trail
            .plies
            .iter()
            .map(|p| p.ply.piece.letter())
            .collect()
    }
}

/// `play --sequence`/`render --sequence`: the adversary's letters in turn.
pub fn replay_pieces<'a>(strategy: &'a LinesStrategy, letters: &str) -> Result<StrategyGame<'a>> {
    let mut game = StrategyGame::new(strategy);
    for (i, c) in letters.chars().filter(|c| !c.is_whitespace()).enumerate() {
        let unplayable = |problem| Error::Unplayable {
            list: GameList::Sequence,
            position: i + 1,
            problem,
        };
        let piece = Piece::from_letter(c)
            .ok_or_else(|| unplayable(format!("'{}' is not a piece letter", c.escape_debug())))?;
        match game.give(piece) {
            Ok(_) => {}
            Err(message) if message.starts_with("bug: ") => return Err(Error::Bug(message)),
            Err(message) => return Err(unplayable(message)),
        }
    }
    Ok(game)
}

/// The longest game against the strategy: at each node the piece (the first in piece order)
/// whose game lasts longest. The strategy is acyclic (the checker refused every cycle).
pub fn longest_sequence(strategy: &LinesStrategy) -> Result<StrategyGame<'_>> {
    let n = strategy.nodes.len();
    let mut length = vec![0u32; n];
    for node in (0..n).rev() {
        length[node] = longest_from(strategy, node, &length)?;
    }
    let mut game = StrategyGame::new(strategy);
    while !game.is_over() {
        let node = game.trail.node();
        let moves = &strategy.nodes[node];
        let after = |next: &Next| match next {
            Next::Win => 0,
            Next::Node(c) => length[*c as usize],
        };
        let best = (0..moves.len()).max_by_key(|&i| (after(&moves[i].1), std::cmp::Reverse(i)));
        let piece = strategy.problem.pieces.iter().nth(best.unwrap_or(0));
        let piece = piece.ok_or_else(|| Error::Bug(format!("node {node} has no move")))?;
        game.give(piece).map_err(Error::Bug)?;
    }
    Ok(game)
}

/// 1 + the longest game after `node`'s moves; the nodes after it are known (a child's id is
/// larger than its parent's in the breadth-first numbering of [lines.player]).
fn longest_from(strategy: &LinesStrategy, node: usize, length: &[u32]) -> Result<u32> {
    let mut longest = 0;
    for (_, next) in &strategy.nodes[node] {
        longest = longest.max(match next {
            Next::Win => 0,
            Next::Node(c) if (*c as usize) > node => length[*c as usize],
            Next::Node(c) => return Err(Error::Bug(format!("node {node} leads back to {c}"))),
        });
    }
    Ok(1 + longest)
}

/// The person places the pieces the adversary's policy gives.
#[derive(Clone)]
pub struct PolicyGame<'a> {
    policy: &'a LinesPolicy,
    trail: Trail,
}

/// Why a placement cannot be made against the policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceRefusal {
    Over(End),
    NotAllowed { piece: Piece, allowed: Vec<Move> },
    Bug(String),
}

impl PlaceRefusal {
    pub fn explain(&self, goal: Goal) -> String {
        match self {
            PlaceRefusal::Over(end) => {
                format!("comes after the end of the game ({})", end.explain(goal))
            }
            PlaceRefusal::NotAllowed { piece, allowed } => format!(
                "is not a placement of {} the game allows here (allowed: {})",
                piece.letter(),
                names(allowed)
            ),
            PlaceRefusal::Bug(message) => message.clone(),
        }
    }
}

impl<'a> PolicyGame<'a> {
    pub fn new(policy: &'a LinesPolicy) -> PolicyGame<'a> {
        PolicyGame {
            policy,
            trail: Trail::new(),
        }
    }

    pub fn problem(&self) -> &LinesProblem {
        &self.policy.problem
    }

    pub fn policy(&self) -> &LinesPolicy {
        self.policy
    }

    pub fn plies(&self) -> &[LinesPly] {
        &self.trail.plies
    }

    pub fn end(&self) -> Option<End> {
        self.trail.plies.last().and_then(|p| p.end)
    }

    /// The piece to place now and the moves the game allows (in the certificate's order); None
    /// once the game is over.
    pub fn turn(&self) -> Option<(Piece, Vec<Move>)> {
        if self.end().is_some() {
            return None;
        }
        let node = self.trail.node();
        let piece = self.policy.nodes[node].piece;
        let (board, _) = position(&self.trail.plies);
        Some((piece, allowed_moves(&self.policy.problem, &board, piece)))
    }

    /// The player places the piece given.
    pub fn place(&mut self, placement: Move) -> std::result::Result<&LinesPly, PlaceRefusal> {
        let Some((piece, allowed)) = self.turn() else {
            return Err(PlaceRefusal::Over(self.end().expect("over")));
        };
        let Some(index) = allowed.iter().position(|&p| p == placement) else {
            return Err(PlaceRefusal::NotAllowed { piece, allowed });
        };
        let problem = self.policy.problem;
        let node = self.trail.node();
        let bug =
            || PlaceRefusal::Bug(format!("node {node}: {placement} disagrees with its field"));
        // The checker verified that the fields name the allowed moves in this order.
        let named = self.policy.nodes[node].placements.get(index).copied();
        if named.map(tools_move) != Some(placement) {
            return Err(bug());
        }
        let field = self.policy.nodes[node].fields[index];
        let mut ply = turn(
            &problem,
            carried(&problem, &self.trail.plies),
            piece,
            engine_move(placement),
        )
        .ok_or_else(bug)?;
        match (ply.end, field) {
            (Some(End::TopOut), None) => {}
            // [lines.adversary] A placement that goes on with the field `x` is a last one.
            (None, None) => ply.end = Some(End::Budget(self.trail.plies.len() as u32 + 1)),
            (None, Some(next)) => self.trail.nodes.push(next as usize),
            _ => return Err(bug()),
        }
        self.trail.plies.push(ply);
        Ok(self.trail.plies.last().expect("just pushed"))
    }

    pub fn undo(&mut self) -> Option<LinesPly> {
        self.trail.undo()
    }

    pub fn restart(&mut self) {
        *self = PolicyGame::new(self.policy);
    }

    /// The placements played, as `--moves` takes them.
    pub fn moves_text(&self) -> String {
        let placements: Vec<Move> = self.trail.plies.iter().map(LinesPly::name).collect();
        names(&placements).replace(' ', ",")
    }
}

/// `play --moves`/`render --moves`: the player's placements in turn (names such as `O0@0`, with
/// slides `O0@0:0`, or 1-based numbers in the list of the moves allowed).
pub fn replay_moves<'a>(policy: &'a LinesPolicy, moves: &str) -> Result<PolicyGame<'a>> {
    let mut game = PolicyGame::new(policy);
    let goal = policy.problem.goal;
    for (i, (_, word)) in words(moves).into_iter().enumerate() {
        let unplayable = |problem| Error::Unplayable {
            list: GameList::Moves,
            position: i + 1,
            problem,
        };
        let allowed = game.turn().map(|t| t.1).unwrap_or_default();
        let placement = match (parse_placement(word, &allowed), game.end()) {
            (Some(Ok(placement)), _) => placement,
            (Some(Err(_)), Some(end)) => {
                return Err(unplayable(PlaceRefusal::Over(end).explain(goal)))
            }
            (Some(Err(n)), None) => {
                return Err(unplayable(format!(
                    "{n} is not the number of a placement (1..{})",
                    allowed.len()
                )))
            }
            (None, _) => {
                return Err(unplayable(format!(
                    "'{word}' is not a placement (e.g. O0@0, or with slides O0@0:0)"
                )))
            }
        };
        match game.place(placement) {
            Ok(_) => {}
            Err(PlaceRefusal::Bug(message)) => return Err(Error::Bug(message)),
            Err(refused) => return Err(unplayable(format!("{word} {}", refused.explain(goal)))),
        }
    }
    Ok(game)
}

/// The game `worst` shows against a policy: the quickest game to the node deepest in the walk
/// of [lines.adversary] (the first such node in id order), then, when a budget is used up there,
/// the first placement that ends it. A policy for ever may have cycles: no game need end.
pub fn deepest_game(policy: &LinesPolicy) -> Result<PolicyGame<'_>> {
    let mut from: Vec<Option<(usize, usize)>> = vec![None; policy.nodes.len()];
    let (mut queue, mut deepest) = (VecDeque::from([0usize]), 0usize);
    let mut seen = vec![false; policy.nodes.len()];
    seen[0] = true;
    while let Some(node) = queue.pop_front() {
        deepest = node;
        for (index, field) in policy.nodes[node].fields.iter().enumerate() {
            if let Some(next) = field.map(|n| n as usize).filter(|&n| !seen[n]) {
                seen[next] = true;
                from[next] = Some((node, index));
                queue.push_back(next);
            }
        }
    }
    let mut path = Vec::new();
    let mut node = deepest;
    while let Some((parent, index)) = from[node] {
        path.push(tools_move(policy.nodes[parent].placements[index]));
        node = parent;
    }
    let mut game = PolicyGame::new(policy);
    for placement in path.into_iter().rev() {
        game.place(placement)
            .map_err(|r| Error::Bug(r.explain(policy.problem.goal)))?;
    }
    if let (Some(_), Some((_, allowed))) = (policy.within, game.turn()) {
        for placement in allowed {
            let mut trial = game.clone();
            if let Ok(LinesPly {
                end: Some(End::Budget(_)),
                ..
            }) = trial.place(placement)
            {
                return Ok(trial);
            }
        }
    }
    Ok(game)
}
