//! `sureline play` and `sureline worst`: replay a verified certificate's strategy on concrete
//! boards while a person (or a `--sequence`) plays the adversary. On an adversary certificate
//! they dispatch to [`crate::adversary`], where the person plays the player; the boards of both
//! are drawn here ([`Frames`], [`draw_board`]).
//!
//! Every drop is the checker's `Board::drop_piece`; this module only keeps track of which piece
//! filled which cell so that boards can be drawn in colour.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

use sureline_checker::{Board, Certificate, Next, HEIGHT};

use crate::adversary;
use crate::stats::CertificateDag;
use crate::words::count;
use sureline_certify::error::{Error, Result};
use sureline_certify::load::{load_any, LoadedAny};
use sureline_engine::dag::{self, DagError};
use sureline_engine::pieces::{Orientation, Piece, PieceSet, Placement};

/// One piece of a game: what the adversary gave and what the strategy answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub piece: Piece,
    pub placement: Placement,
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
        let pieces = PieceSet::parse(&cert.adversary)
            .map_err(|e| Error::Usage(format!("certificate adversary set: {e}")))?;
        if cert.nodes.is_empty() {
            return Err(Error::Usage("the certificate has no nodes".into()));
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
        let placement = Orientation::from_index(mv.orientation)
            .filter(|_| mv.column <= u8::MAX as u64)
            .map(|orientation| Placement {
                orientation,
                column: mv.column as u8,
            })
            .ok_or_else(|| GiveError::Illegal(format!("node {node}: bad placement")))?;
        let (board, cells) = self
            .board()
            .drop_piece(mv.orientation, mv.column)
            .ok_or_else(|| {
                GiveError::Illegal(format!("node {node}: {placement} is illegal on this board"))
            })?;
        let completed_rows = board.completed_rows();
        let completed = (completed_rows != 0).then(|| completed_rows.trailing_zeros() as u8);
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
    pub fn undo(&mut self) -> Option<Step> {
        self.steps.pop()
    }

    /// Which piece filled each cell, `[row][column]`, after the first `steps` pieces.
    pub fn owners(&self, steps: usize) -> Vec<Vec<Option<Piece>>> {
        owners(self.cert.width, &self.dropped(), steps)
    }
}

/// One dropped piece as the boards show it, in a game of either side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dropped {
    pub piece: Piece,
    pub placement: Placement,
    /// The board after the drop.
    pub board: Board,
    /// The four cells `(column, row)` the piece filled.
    pub cells: [(u8, u8); 4],
    /// The completed row (the lowest completed one) when this drop ended the game.
    pub completed: Option<u8>,
    /// The dead goal rows after the drop (bit y: a hole in goal row y); 0 on the player's side,
    /// where they are not tracked.
    pub dead: u32,
}

/// What the boards of a game are drawn from, whichever side its certificate is on: the terminal
/// boards of `play` and `worst` ([`draw_board`]) and the pictures of `render`.
pub trait Frames {
    fn width(&self) -> u8;
    /// The goal rows marked on the boards: R, or every row H of a well.
    fn goal_rows(&self) -> u8;
    /// The rows of the board, never drawn above: 20, or H in a well.
    fn board_rows(&self) -> u8;
    /// The adversary's pieces.
    fn piece_set(&self) -> PieceSet;
    /// The pieces dropped so far, in order.
    fn dropped(&self) -> Vec<Dropped>;
    /// Whether a drop can complete a row here (the player's side): the pictures then explain
    /// the completed-row frame in their legend.
    fn completes(&self) -> bool {
        true
    }
    /// A short note under the last board when the game is over without a completed row.
    fn final_note(&self) -> Option<String> {
        None
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

/// Which piece filled each cell, `[row][column]`, after the first `steps` of `dropped`.
pub fn owners(width: u8, dropped: &[Dropped], steps: usize) -> Vec<Vec<Option<Piece>>> {
    let mut grid = vec![vec![None; width as usize]; HEIGHT];
    for drop in &dropped[..steps.min(dropped.len())] {
        for &(c, r) in &drop.cells {
            grid[r as usize][c as usize] = Some(drop.piece);
        }
    }
    grid
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
        let piece = Piece::from_letter(letter).ok_or_else(|| {
            Error::Sequence(format!(
                "sequence position {position}: '{letter}' is not a piece letter (I O T S Z J L)"
            ))
        })?;
        match game.give(piece) {
            Ok(_) => {}
            Err(GiveError::GameOver) => {
                let last = game.steps().last().expect("a game over has steps");
                return Err(Error::Sequence(format!(
                    "sequence position {position}: piece {} comes after the end of the game \
                     (piece {} completed row {})",
                    letter.to_ascii_uppercase(),
                    position - 1,
                    last.completed.unwrap_or(0)
                )));
            }
            Err(GiveError::NotInSet(p)) => {
                return Err(Error::Sequence(format!(
                    "sequence position {position}: piece {} is not in the adversary set {}",
                    p.letter(),
                    game.pieces()
                )))
            }
            Err(GiveError::Illegal(message)) => {
                return Err(Error::NotVerified(format!(
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
        DagError::Dangling { to, .. } => Error::NotVerified(format!("dangling node {to}")),
        _ => Error::NotVerified("the strategy has a cycle".into()),
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
        let (_, piece, next) = best.ok_or_else(|| Error::Usage("empty node".into()))?;
        sequence.push(piece.letter());
        match next {
            Next::Win => return Ok(sequence),
            Next::Node(n) => node = n as usize,
        }
    }
}

/// Whether boards are drawn with ANSI colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Colours when standard output is a terminal and NO_COLOR is not set.
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Resolves `auto` against the real standard output and environment.
    pub fn enabled(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stdout().is_terminal()
                    && std::env::var_os("NO_COLOR")
                        .filter(|v| !v.is_empty())
                        .is_none()
            }
        }
    }
}

/// 256-colour background per piece, close to the guideline colours.
fn ansi_background(piece: Piece) -> u8 {
    match piece {
        Piece::I => 51,
        Piece::O => 226,
        Piece::T => 129,
        Piece::S => 46,
        Piece::Z => 196,
        Piece::J => 27,
        Piece::L => 208,
    }
}

/// Draws the board after the first `steps` pieces of `game`, top row first.
///
/// Plain layout (one character per cell): a filled cell shows its piece letter, the newest piece
/// in lower case, an empty cell `.`; goal rows carry a `>` in the margin (an `x` when the row is
/// dead: it holds a hole, on the adversary's side), followed by the row number; the completed
/// row is followed by `<- row R completed`. Shown rows: the goal rows and everything filled,
/// plus two empty rows (at most the rows of the board: 20, or H in a well).
pub fn draw_board(
    out: &mut dyn Write,
    game: &dyn Frames,
    steps: usize,
    color: bool,
) -> std::io::Result<()> {
    let width = game.width() as usize;
    let goal = game.goal_rows() as usize;
    let dropped = game.dropped();
    let owners = owners(game.width(), &dropped, steps);
    let newest = steps.checked_sub(1).and_then(|i| dropped.get(i));
    let board = newest
        .map(|s| s.board)
        .unwrap_or(Board::empty(game.width()));
    let dead = newest.map_or(0, |s| s.dead);
    let filled_height = (0..game.width())
        .map(|c| board.column_height(c) as usize)
        .max()
        .unwrap_or(0);
    let shown = (filled_height.max(goal) + 2).min(game.board_rows() as usize);
    let completed = newest.and_then(|s| s.completed).map(|r| r as usize);
    let is_newest =
        |c: usize, r: usize| newest.is_some_and(|s| s.cells.contains(&(c as u8, r as u8)));
    let border = format!("     +{}+", "-".repeat(width));
    writeln!(out, "{border}")?;
    for r in (0..shown).rev() {
        let margin = match (r < goal, dead >> r & 1 == 1) {
            (false, _) => ' ',
            (true, false) => '>',
            (true, true) => 'x',
        };
        write!(out, "{margin} {r:>2} |")?;
        for (c, owner) in owners[r].iter().enumerate() {
            match owner {
                None => write!(out, ".")?,
                Some(piece) => {
                    let letter = if is_newest(c, r) {
                        piece.letter().to_ascii_lowercase()
                    } else {
                        piece.letter()
                    };
                    if color {
                        let bold = if is_newest(c, r) { "1;" } else { "" };
                        write!(
                            out,
                            "\x1b[{bold}30;48;5;{}m{letter}\x1b[0m",
                            ansi_background(*piece)
                        )?;
                    } else {
                        write!(out, "{letter}")?;
                    }
                }
            }
        }
        write!(out, "|")?;
        if completed == Some(r) {
            if color {
                write!(out, " \x1b[1;7m<- row {r} completed\x1b[0m")?;
            } else {
                write!(out, " <- row {r} completed")?;
            }
        }
        writeln!(out)?;
    }
    writeln!(out, "{border}")?;
    let labels: String = (0..width)
        .map(|c| char::from_digit((c % 10) as u32, 10).unwrap_or('?'))
        .collect();
    writeln!(out, "      {labels}")?;
    Ok(())
}

/// The caption of a step: `piece 3: T -> T2@5`.
fn step_line(index: usize, step: &Step) -> String {
    format!(
        "piece {}: {} -> {}",
        index + 1,
        step.piece.letter(),
        step.placement
    )
}

fn game_header(cert: &Certificate) -> String {
    format!(
        "width {}, goal rows {}, adversary {}, at most {}",
        cert.width,
        cert.rows,
        cert.adversary,
        count(cert.max_pieces, "piece", "pieces")
    )
}

/// Prints every board of `game` (the transcript of `play --sequence` and `worst`).
pub fn write_transcript(out: &mut dyn Write, game: &Game, color: bool) -> std::io::Result<()> {
    writeln!(out, "{}", game_header(game.certificate()))?;
    writeln!(out)?;
    writeln!(out, "start: empty board")?;
    draw_board(out, game, 0, color)?;
    for (i, step) in game.steps().iter().enumerate() {
        writeln!(out)?;
        writeln!(out, "{}", step_line(i, step))?;
        draw_board(out, game, i + 1, color)?;
    }
    writeln!(out)?;
    write_outcome(out, game)
}

fn write_outcome(out: &mut dyn Write, game: &Game) -> std::io::Result<()> {
    let pieces = count(game.steps().len() as u64, "piece", "pieces");
    match game.steps().last() {
        Some(Step {
            completed: Some(row),
            ..
        }) => writeln!(out, "row {row} completed after {pieces}: the player wins"),
        _ => writeln!(
            out,
            "game not over after {pieces} (next piece from: {})",
            game.pieces()
        ),
    }
}

const HELP: &str = "\
You are the adversary: type a piece letter (I O T S Z J L, case-insensitive; several letters
on one line are played in turn) and the certificate's strategy answers with its placement.
  u  undo the last piece      r  restart from the empty board
  ?  this help                q  quit
A line with a mistake in it is refused whole.";

/// One command of the interactive game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Command {
    Quit,
    Help,
    Undo,
    Restart,
    Give(Piece),
}

/// Reads one line of the interactive game into its commands (white space ignored). A line is
/// played only if all of it can be: every other character must be a command or a piece of the
/// adversary set, and no piece may come after the end of the game (followed through the line's
/// undos and restarts, up to a `q`). Otherwise the error names the first character that cannot
/// be played, with its 1-based position in the line.
fn parse_line(line: &str, game: &Game) -> std::result::Result<Vec<Command>, String> {
    let mut commands = Vec::new();
    let mut positions = Vec::new();
    for (i, c) in line.chars().enumerate() {
        let position = i + 1;
        let command = match c {
            c if c.is_whitespace() => continue,
            'q' | 'Q' => Command::Quit,
            '?' | 'h' | 'H' => Command::Help,
            'u' | 'U' => Command::Undo,
            'r' | 'R' => Command::Restart,
            c => match Piece::from_letter(c) {
                Some(piece) if game.pieces().slot(piece).is_some() => Command::Give(piece),
                Some(piece) => {
                    return Err(format!(
                        "not played: piece {} at position {position} is not in the adversary \
                         set {}",
                        piece.letter(),
                        game.pieces()
                    ))
                }
                None => {
                    return Err(format!(
                        "not played: '{}' at position {position} is not a piece letter or a \
                         command (? for help)",
                        c.escape_debug()
                    ))
                }
            },
        };
        commands.push(command);
        positions.push(position);
    }
    // Follow the line on a copy of the game: a piece after the end of the game stops it.
    let mut trial = game.clone();
    for (command, position) in commands.iter().zip(&positions) {
        match command {
            Command::Quit => break,
            Command::Help => {}
            Command::Undo => {
                trial.undo();
            }
            Command::Restart => trial.steps.clear(),
            Command::Give(piece) => match trial.give(*piece) {
                Ok(_) => {}
                Err(GiveError::GameOver) => {
                    return Err(format!(
                        "not played: piece {} at position {position} comes after the end of \
                         the game (u undo, r restart, q quit)",
                        piece.letter()
                    ))
                }
                // Not in the set was refused above; a certificate whose move cannot be played
                // fails when the line is played.
                Err(GiveError::NotInSet(_)) | Err(GiveError::Illegal(_)) => break,
            },
        }
    }
    Ok(commands)
}

/// The interactive game: reads commands from `input` until `q` or end of input. Each line is
/// played in full or, when some character of it cannot be played, not at all (one error line).
pub fn play_interactive(
    cert: &Certificate,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    color: bool,
) -> Result<()> {
    let io = |source| Error::Io {
        path: PathBuf::from("<stdio>"),
        source,
    };
    let mut game = Game::new(cert)?;
    writeln!(out, "{}", game_header(cert)).map_err(io)?;
    writeln!(out, "{HELP}").map_err(io)?;
    writeln!(out).map_err(io)?;
    draw_board(out, &game, 0, color).map_err(io)?;
    let mut line = String::new();
    loop {
        write!(out, "{}> ", game.pieces()).map_err(io)?;
        out.flush().map_err(io)?;
        line.clear();
        if input.read_line(&mut line).map_err(io)? == 0 {
            writeln!(out).map_err(io)?;
            return Ok(());
        }
        let commands = match parse_line(&line, &game) {
            Ok(commands) => commands,
            Err(message) => {
                writeln!(out, "{message}").map_err(io)?;
                continue;
            }
        };
        for command in commands {
            match command {
                Command::Quit => return Ok(()),
                Command::Help => writeln!(out, "{HELP}").map_err(io)?,
                Command::Undo => match game.undo() {
                    Some(step) => {
                        writeln!(out, "undo {}", step_line(game.steps().len(), &step))
                            .map_err(io)?;
                        draw_board(out, &game, game.steps().len(), color).map_err(io)?;
                    }
                    None => writeln!(out, "nothing to undo").map_err(io)?,
                },
                Command::Restart => {
                    game = Game::new(cert)?;
                    writeln!(out, "restart").map_err(io)?;
                    draw_board(out, &game, 0, color).map_err(io)?;
                }
                Command::Give(piece) => match game.give(piece) {
                    Ok(_) => {
                        let n = game.steps().len();
                        let line = step_line(n - 1, &game.steps()[n - 1]);
                        writeln!(out, "{line}").map_err(io)?;
                        draw_board(out, &game, n, color).map_err(io)?;
                        if game.is_over() {
                            write_outcome(out, &game).map_err(io)?;
                            writeln!(out, "(u undo, r restart, q quit)").map_err(io)?;
                        }
                    }
                    // parse_line refused both already.
                    Err(GiveError::GameOver) | Err(GiveError::NotInSet(_)) => {}
                    Err(GiveError::Illegal(message)) => return Err(Error::NotVerified(message)),
                },
            }
        }
    }
}

/// Options of `sureline play`.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    /// The certificate file.
    pub cert: PathBuf,
    /// Play these pieces (e.g. IZSTO) and print every board instead of playing interactively
    /// (player certificates).
    pub sequence: Option<String>,
    /// Play these placements (e.g. `T0@3,S1@0`) and print every board instead of playing
    /// interactively (adversary certificates).
    pub moves: Option<String>,
    /// ANSI colours: auto (terminal and NO_COLOR unset), always or never.
    pub color: ColorChoice,
}

/// `--sequence` names the adversary's pieces, `--moves` the player's placements: each fits one
/// claim kind only.
pub(crate) fn check_game_option(
    loaded: &LoadedAny,
    sequence: Option<&str>,
    moves: Option<&str>,
) -> Result<()> {
    match (loaded, sequence, moves) {
        (LoadedAny::Player(cert), _, Some(_)) => Err(Error::Usage(format!(
            "--moves: {} is a player certificate: you play the adversary, give its pieces \
             with --sequence",
            cert.path.display()
        ))),
        (LoadedAny::Adversary(cert), Some(_), _) => Err(Error::Usage(format!(
            "--sequence: {} is an adversary certificate: you play the player, give your \
             placements with --moves",
            cert.path.display()
        ))),
        _ => Ok(()),
    }
}

/// `sureline play`: on a player certificate `--sequence` prints the transcript to `out`, on an
/// adversary certificate `--moves` does; otherwise plays on `input`.
pub fn run_play(args: &PlayOptions, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<()> {
    let loaded = load_any(&args.cert)?;
    check_game_option(&loaded, args.sequence.as_deref(), args.moves.as_deref())?;
    let color = args.color.enabled();
    match (&loaded, &args.sequence, &args.moves) {
        (LoadedAny::Player(loaded), Some(sequence), _) => {
            let game = replay(&loaded.certificate, sequence)?;
            write_transcript(out, &game, color).map_err(stdout_error)
        }
        (LoadedAny::Player(loaded), None, _) => {
            play_interactive(&loaded.certificate, input, out, color)
        }
        (LoadedAny::Adversary(loaded), _, Some(moves)) => {
            let game = adversary::replay_moves(&loaded.policy, moves)?;
            adversary::play::write_transcript(out, &game, color)
        }
        (LoadedAny::Adversary(loaded), _, None) => {
            adversary::play::play_interactive(&loaded.policy, input, out, color)
        }
    }
}

fn stdout_error(source: std::io::Error) -> Error {
    Error::Io {
        path: PathBuf::from("<stdout>"),
        source,
    }
}

/// Options of `sureline worst`.
#[derive(Clone, Debug)]
pub struct WorstOptions {
    /// The certificate file.
    pub cert: PathBuf,
    /// ANSI colours: auto (terminal and NO_COLOR unset), always or never.
    pub color: ColorChoice,
}

/// `sureline worst`: on a player certificate prints `sequence <letters>`, then the transcript of
/// that game; on an adversary certificate `moves <placements>` (the longest game the player can
/// make), then its transcript. Returns the letters or the placements.
pub fn worst(args: &WorstOptions, out: &mut dyn Write) -> Result<String> {
    match load_any(&args.cert)? {
        LoadedAny::Player(loaded) => {
            let sequence = worst_sequence(&loaded.certificate)?;
            let game = replay(&loaded.certificate, &sequence)?;
            writeln!(out, "sequence {sequence}").map_err(stdout_error)?;
            write_transcript(out, &game, args.color.enabled()).map_err(stdout_error)?;
            Ok(sequence)
        }
        LoadedAny::Adversary(loaded) => {
            let game = adversary::worst_game(&loaded.policy)?;
            let moves = adversary::moves_text(&game);
            writeln!(out, "moves {moves}").map_err(stdout_error)?;
            adversary::play::write_transcript(out, &game, args.color.enabled())?;
            Ok(moves)
        }
    }
}
