//! The replay of a verified player certificate on concrete boards: the adversary (a person or a
//! `--sequence`) gives pieces, the strategy answers, every move put on the board by the checker's
//! `Board::put` where it names (the checker judged each when it verified the file). Also the
//! longest game (`worst`). It draws nothing and reads no input.

use sureline_certify::strategy::{Certificate, Next};
use sureline_checker::description::{Game as Kind, Rules};
use sureline_checker::{Board, HEIGHT};

use super::frames::{owners, Dropped, Frames};
use super::moves::{replay as play_move, Move};
use sureline_certify::error::{Error, GameList, Result};
use sureline_engine::dag::{self, Dag, DagError, Edge, Games};
use sureline_engine::pieces::{Piece, PieceSet};

/// One piece of a game: what the adversary gave and what the strategy answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub piece: Piece,
    pub placement: Move,
    /// The node whose move was played.
    pub node: usize,
    /// The board after the drop.
    pub board: Board,
    /// The four cells `(column, row)` the piece filled.
    pub cells: [(u8, u8); 4],
    /// The completed row (the lowest completed one) when this drop ended the game.
    pub completed: Option<u8>,
}

/// Why a piece could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GiveError {
    /// The game is over (a row was completed).
    GameOver,
    /// The piece is not in the certificate's adversary set.
    NotInSet(Piece),
    /// The certificate's move does not drop (only for unverified certificates).
    Illegal(String),
}

/// A game in progress on one certificate.
#[derive(Clone)]
pub struct Game<'a> {
    cert: &'a Certificate,
    pieces: PieceSet,
    steps: Vec<Step>,
}

impl<'a> Game<'a> {
    pub fn new(cert: &'a Certificate) -> Result<Game<'a>> {
        let pieces = cert
            .adversary
            .parse::<PieceSet>()
            .map_err(|e| Error::Bug(format!("the certificate's adversary set: {e}")))?;
        if cert.nodes.is_empty() {
            return Err(Error::Bug("the certificate has no nodes".into()));
        }
        Ok(Game {
            cert,
            pieces,
            steps: Vec::new(),
        })
    }

    pub fn certificate(&self) -> &Certificate {
        self.cert
    }

    pub fn pieces(&self) -> PieceSet {
        self.pieces
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The current board (the empty board before the first piece).
    pub fn board(&self) -> Board {
        self.steps
            .last()
            .map(|s| s.board)
            .unwrap_or_else(|| Board::empty(self.cert.width))
    }

    /// The node the strategy is in, or `None` once a row is completed.
    pub fn node(&self) -> Option<usize> {
        match self.steps.last() {
            None => Some(0),
            Some(step) if step.completed.is_some() => None,
            Some(step) => match self.cert.nodes[step.node]
                .moves
                .get(self.pieces.slot(step.piece).unwrap_or(usize::MAX))
                .map(|m| m.next)
            {
                Some(Next::Node(n)) => Some(n as usize),
                _ => None,
            },
        }
    }

    pub fn is_over(&self) -> bool {
        self.node().is_none()
    }

    /// The adversary gives `piece`; the strategy answers and the piece is dropped.
    pub fn give(&mut self, piece: Piece) -> std::result::Result<&Step, GiveError> {
        let node = self.node().ok_or(GiveError::GameOver)?;
        let slot = self.pieces.slot(piece).ok_or(GiveError::NotInSet(piece))?;
        let mv = self
            .cert
            .nodes
            .get(node)
            .and_then(|n| n.moves.get(slot))
            .ok_or_else(|| GiveError::Illegal(format!("node {node} has no move for {piece:?}")))?;
        let placement = Move::of_certificate(mv)
            .ok_or_else(|| GiveError::Illegal(format!("node {node}: bad placement")))?;
        let landed = play_move(&rules(self.cert), &self.board(), placement).ok_or_else(|| {
            GiveError::Illegal(format!("node {node}: {placement} is illegal on this board"))
        })?;
        let (board, cells, completed) = (landed.board, landed.cells, landed.completed);
        if completed.is_some() != matches!(mv.next, Next::Win) {
            return Err(GiveError::Illegal(format!(
                "node {node}: {placement} does not end the game as the certificate says"
            )));
        }
        self.steps.push(Step {
            piece,
            placement,
            node,
            board,
            cells,
            completed,
        });
        Ok(self.steps.last().expect("just pushed"))
    }

    /// Takes back the last piece.
    /// Back to the empty board.
    pub fn restart(&mut self) {
        self.steps.clear();
    }

    pub fn undo(&mut self) -> Option<Step> {
        self.steps.pop()
    }

    /// Which piece filled each cell, `[row][column]`, after the first `steps` pieces.
    pub fn owners(&self, steps: usize) -> Vec<Vec<Option<Piece>>> {
        owners(self.cert.width, &self.dropped(), steps)
    }
}

impl Frames for Game<'_> {
    fn width(&self) -> u8 {
        self.cert.width
    }

    fn goal_rows(&self) -> u8 {
        self.cert.rows
    }

    fn board_rows(&self) -> u8 {
        HEIGHT as u8
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
            completed: s.completed,
            dead: 0,
        };
        self.steps.iter().map(dropped).collect()
    }
}

/// The rules a player certificate's moves are judged by: its well, or the 20-row board whose
/// every row may complete (a capped game's cap held when the checker verified it), in the move
/// set of its header.
pub fn rules(cert: &Certificate) -> Rules {
    let (game, bound) = match cert.well {
        true => (Kind::Well, cert.rows),
        false => (Kind::Goal, HEIGHT as u8),
    };
    Rules {
        game,
        width: cert.width,
        bound,
        moves: cert.moves,
    }
}

/// Plays `sequence` (piece letters, case-insensitive, white space ignored) from the empty board.
/// Fails with [`Error::Sequence`] naming the 1-based position of the first letter that is not a
/// piece of the adversary set or that comes after the game ended.
pub fn replay<'a>(cert: &'a Certificate, sequence: &str) -> Result<Game<'a>> {
    let mut game = Game::new(cert)?;
    for (position, letter) in sequence
        .chars()
        .filter(|c| !c.is_whitespace())
        .enumerate()
        .map(|(i, c)| (i + 1, c))
    {
        let unplayable = |problem| Error::Unplayable {
            list: GameList::Sequence,
            position,
            problem,
        };
        let piece = Piece::from_letter(letter).ok_or_else(|| {
            unplayable(format!("'{letter}' is not a piece letter (I O T S Z J L)"))
        })?;
        match game.give(piece) {
            Ok(_) => {}
            Err(GiveError::GameOver) => {
                let last = game.steps().last().expect("a game over has steps");
                return Err(unplayable(format!(
                    "piece {} comes after the end of the game (piece {} completed row {})",
                    letter.to_ascii_uppercase(),
                    position - 1,
                    last.completed.unwrap_or(0)
                )));
            }
            Err(GiveError::NotInSet(p)) => {
                return Err(unplayable(format!(
                    "piece {} is not in the adversary set {}",
                    p.letter(),
                    game.pieces()
                )))
            }
            Err(GiveError::Illegal(message)) => {
                return Err(Error::Bug(format!(
                    "sequence position {position}: {message}"
                )))
            }
        }
    }
    Ok(game)
}

/// One adversary sequence forcing the longest game: at each node, the first piece in canonical
/// order among those whose game lasts longest.
pub fn worst_sequence(cert: &Certificate) -> Result<String> {
    let game = Game::new(cert)?;
    let graph = CertificateDag(cert);
    let order = graph.post_order().map_err(|e| match e {
        DagError::Dangling { to, .. } => Error::Bug(format!("a dangling node {to}")),
        _ => Error::Bug("the strategy has a cycle".into()),
    })?;
    let longest = dag::longest(&graph, &order);
    let mut sequence = String::new();
    let mut node = 0usize;
    loop {
        let mut best: Option<(u32, Piece, Next)> = None;
        for (piece, mv) in game.pieces().iter().zip(&cert.nodes[node].moves) {
            let len = match mv.next {
                Next::Win => 1,
                Next::Node(n) => 1 + longest[n as usize].expect("reached from the root"),
            };
            if best.as_ref().filter(|b| b.0 >= len).is_none() {
                best = Some((len, piece, mv.next));
            }
        }
        let (_, piece, next) = best.ok_or_else(|| Error::Bug("a node without moves".into()))?;
        sequence.push(piece.letter());
        match next {
            Next::Win => return Ok(sequence),
            Next::Node(n) => node = n as usize,
        }
    }
}

/// A certificate's nodes as a graph (the games by length depend on the node only, not on the
/// board).
pub struct CertificateDag<'a>(pub(crate) &'a Certificate);

impl CertificateDag<'_> {
    /// The nodes reachable from the root, children first.
    pub fn post_order(&self) -> std::result::Result<Vec<usize>, DagError> {
        if self.0.nodes.is_empty() {
            return Ok(Vec::new());
        }
        dag::post_order(self, [0])
    }

    /// The games from the root by length (`[0]` for a certificate without nodes).
    pub fn root_games(&self) -> std::result::Result<Games, DagError> {
        let order = self.post_order()?;
        let mut games = dag::games(self, &order, 0)?;
        Ok(games
            .first_mut()
            .and_then(Option::take)
            .unwrap_or_else(|| Games {
                by_length: vec![0],
                by_row: Vec::new(),
                total: 0,
            }))
    }
}

impl Dag for CertificateDag<'_> {
    fn node_count(&self) -> usize {
        self.0.nodes.len()
    }

    fn moves(&self, node: usize) -> impl Iterator<Item = Edge> + '_ {
        self.0.nodes[node].moves.iter().map(|m| match m.next {
            Next::Win => Edge::Win { row: None },
            Next::Node(n) => Edge::Node(usize::try_from(n).unwrap_or(usize::MAX)),
        })
    }
}
