//! The solver's failures, each with a name and the facts it is about, rendered once at the edge
//! (the `sureline` command) as one line by their `Display`. The checker's typed `Failure` is
//! carried as it is, never matched on its report text.

use std::fmt;
use std::path::PathBuf;

use sureline_checker::{Failure, Rule};
use sureline_engine::pieces::{Game, Moves};
use sureline_engine::search::Within;
use sureline_engine::start::StartError;

use crate::limits::CheckLimits;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An I/O failure on a named file, or on a standard stream (`<stdout>`, `<stdio>`).
    #[error("{}: {source}", .path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// An option's value the command cannot take, found before any work.
    #[error("{option} {value}: {expected}")]
    OptionValue {
        option: &'static str,
        value: String,
        expected: String,
    },
    /// An option the command needs and has no default for.
    #[error("{option} is needed: {why}")]
    MissingOption {
        option: &'static str,
        why: &'static str,
    },
    /// Options that do not go together, or an option that does not fit the certificate given.
    #[error(transparent)]
    Conflict(#[from] Conflict),
    /// An output that must not be written.
    #[error("{}: {refusal}", .path.display())]
    Refused { path: PathBuf, refusal: Refusal },
    /// The checker's verdict on a file: a syntax error, a limit, or a broken rule.
    #[error("{}", CheckerFailure { path: Some(path), failure })]
    Check {
        path: PathBuf,
        failure: Box<Failure>,
    },
    /// The checker refused what the solver produced: a solver bug, never written to disk.
    #[error(
        "the checker refused the produced certificate (a solver bug): {}",
        CheckerFailure { path: None, failure }
    )]
    Produced { failure: Box<Failure> },
    /// A JSON file sureline reads back (a manifest, a child solve's report) does not parse.
    #[error("{}:{}:{}: {source}", .path.display(), .source.line(), .source.column())]
    Json {
        path: PathBuf,
        source: serde_json::Error,
    },
    /// A file the command reads from the archive is in none of the places it looks.
    #[error("cannot find {what} ({tried}): run from the repository root {hint}")]
    NotFound {
        what: String,
        tried: String,
        hint: String,
    },
    /// A split's plan or a part's record is not what the split wrote ([comp.split]).
    #[error("{}: {problem}", .path.display())]
    Split { path: PathBuf, problem: String },
    /// The checker refuses the composite a join wrote, or one of its parts ([comp.match]).
    #[error("the composite is NOT VERIFIED: {}", .failure.message(None))]
    Join { failure: Box<Failure> },
    /// A `SHA256SUMS` list does not list a certificate it must.
    #[error("{}: lists no hash for {}", .path.display(), .missing.join(", "))]
    NotListed { path: PathBuf, missing: Vec<String> },
    /// A legacy 2022 strategy file is malformed.
    #[error("{}:{line}:{column}: {problem}", .path.display())]
    Legacy {
        path: PathBuf,
        line: usize,
        column: usize,
        problem: LegacyProblem,
    },
    /// `--checkpoint` or `--resume` cannot work.
    #[error(transparent)]
    Checkpoint(#[from] CheckpointProblem),
    /// `--start` cannot be played in the game asked (spec/composite.md [comp.start]).
    #[error("--start: {0}")]
    Start(#[from] StartError),
    /// A resource limit was hit.
    #[error("resource limit: {0}")]
    Limit(Limit),
    /// [lines.claim] The lines game's side asked does not win: the claim is false.
    #[error("{0}")]
    LinesClaim(String),
    /// The lines game ran out of its time or positions before an answer.
    #[error("resource limit: {0}")]
    LinesUndecided(String),
    /// The player wins where the adversary was to hold (`--no-win-within`, or a capped game the
    /// player wins only with placements a certificate cannot hold).
    #[error("{}", PlayerWinsText { game: *.game, moves: *.moves, within: *.within, won: *.won })]
    PlayerWins {
        game: Game,
        moves: Moves,
        within: Within,
        won: u8,
    },
    /// A strategy graph is malformed (a legacy file, or a solver bug).
    #[error("malformed strategy: {0}")]
    Strategy(StrategyFault),
    /// A game given to `play` or `render` cannot be played: the 1-based position in the list
    /// (`--sequence` letters or `--moves` placements) and why.
    #[error("{list} position {position}: {problem}")]
    Unplayable {
        list: GameList,
        position: usize,
        problem: String,
    },
    /// Something a verified certificate or the search guarantees did not hold: a bug in
    /// sureline, reported as one.
    #[error("{0}, which a verified certificate never allows (a bug in sureline)")]
    Bug(String),
    /// A child `sureline solve` of `frontier` failed.
    #[error("{what}: the solve failed (exit {code}): {message}")]
    Child {
        what: String,
        code: i32,
        message: String,
    },
}

/// Options that do not go together, or do not fit the certificate given.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Conflict {
    #[error("--json and -o - both want standard output: choose one")]
    JsonAndStdout,
    #[error("--moves: {} is a player certificate: you play the adversary, give its pieces with --sequence", .0.display())]
    MovesOnPlayer(PathBuf),
    #[error("--sequence: {} is an adversary certificate: you play the player, give your placements with --moves", .0.display())]
    SequenceOnAdversary(PathBuf),
    #[error("{}: an adversary certificate: this needs a player strategy", .0.display())]
    NotAPlayerCertificate(PathBuf),
    #[error("{}: an adversary certificate: the 2022 legacy format holds player strategies only (export-legacy is for player certificates)", .0.display())]
    LegacyExportOfPolicy(PathBuf),
    #[error("{}: a certificate of the lines game (spec/lines.md): the 2022 legacy format holds strategies of the line games only", .0.display())]
    LinesExport(PathBuf),
    #[error("the 2022 format needs an answer to all 7 pieces, but this certificate's adversary set is {0}")]
    LegacyNeedsAllPieces(String),
    #[error("{0}: nothing to draw (--start draws the empty board)")]
    NothingToDraw(&'static str),
    #[error("-o {}: the picture format comes from the extension: .svg or .png", .0.display())]
    PictureFormat(PathBuf),
    #[error("{path}: a survival certificate: {tool} reads the line games' certificates only (check, stats, play, render and web read survival certificates)", path = .0.display(), tool = .1)]
    SurvivalInTools(PathBuf, &'static str),
    #[error("{path}: a composite certificate ({parts} parts): the tools read one certificate at a time (sureline-check verifies it with its parts; read each part on its own)", path = .0.display(), parts = .1)]
    Composite(PathBuf, u64),
    #[error("{path}: a certificate from the start {start}: the tools replay games from the empty board only (sureline-check verifies it)", path = .0.display(), start = .1)]
    FromAStart(PathBuf, String),
    #[error("{path}: a certificate of sliding pieces (moves slide): {tool} holds hard drops only (stats, play, worst, render and web read it)", path = .0.display(), tool = .1)]
    Slides(PathBuf, &'static str),
    #[error("--game {0}: the capped game takes --rows, the well and the survival game --height")]
    GameSize(&'static str),
    #[error("{0} is an option of the survival game (add --game survival)")]
    SurvivalOption(&'static str),
    #[error("{0} is not an option of the survival game")]
    NotSurvival(&'static str),
    #[error("{0} is an option of the lines game (add --game lines)")]
    LinesOption(&'static str),
    #[error("{0} is not an option of the lines game")]
    NotLines(&'static str),
    #[error("--preview 1 and --sequence: with a sequence the player knows every piece to come")]
    PreviewWithSequence,
}

/// Why an output is not written.
#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    #[error("not a file name")]
    NotAFileName,
    #[error(
        "not a regular file (a symlink, directory or device): sureline replaces only regular files"
    )]
    NotRegular,
    #[error(
        "listed in the SHA256SUMS beside it: an archived file is never replaced (write elsewhere)"
    )]
    Archived,
    #[error("already exists (pass --force to replace it)")]
    Exists,
    #[error("{} is not a directory", .0.display())]
    NotADirectory(PathBuf),
    #[error("cannot write into {}: {source}", .dir.display())]
    NoDirectory {
        dir: PathBuf,
        source: std::io::Error,
    },
    #[error("another sureline process is writing this file now")]
    Locked,
    #[error("cannot create the lock file {}: {source}", .lock.display())]
    CreateLock {
        lock: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot lock {}: {source}", .lock.display())]
    Lock {
        lock: PathBuf,
        source: std::io::Error,
    },
    #[error("the lock file keeps changing; try again")]
    LockChanging,
    #[error("the same file is named twice")]
    Twice,
}

/// What is wrong at one place of a legacy 2022 strategy file.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LegacyProblem {
    #[error("the file is empty: expected one line of 21 integers per strategy state")]
    Empty,
    #[error("the line is not ASCII text")]
    NotAscii,
    #[error("expected 21 integers (rotation, column, next state for each of the 7 legacy pieces I Z S T L J O), found {found}")]
    Count { found: usize },
    #[error("'{token}' is not an integer ({slot})")]
    NotAnInteger { token: String, slot: String },
    #[error("rotation {rotation} of piece {piece} (legacy piece {legacy}) is not in 0..3")]
    Rotation {
        rotation: i64,
        piece: char,
        legacy: usize,
    },
    #[error("column {column} puts piece {piece} rotation {rotation} off a board of width {width} (this rotation fits at {fits})")]
    Column {
        column: i64,
        piece: char,
        rotation: usize,
        width: u8,
        fits: String,
    },
    #[error("next state {next} of piece {piece} does not exist (the file has states 0..{last}; -1 means the drop completes a line)")]
    NextState { next: i64, piece: char, last: usize },
    #[error("cycle: state {state} continues at state {next} (line {}), from which state {state} is reached again", .next + 1)]
    Cycle { state: usize, next: usize },
}

/// Why checkpoints cannot be kept or resumed.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CheckpointProblem {
    #[error("--checkpoint {}: no directory {}", .checkpoint.display(), .dir.display())]
    NoDirectory { checkpoint: PathBuf, dir: PathBuf },
    #[error("--resume: no checkpoint at {} or {}", .files[0].display(), .files[1].display())]
    Missing { files: [PathBuf; 2] },
    #[error("--resume: {} is a checkpoint of `{found}`, not of `{wanted}` (same problem and --memory needed)", .path.display())]
    OtherProblem {
        path: PathBuf,
        found: String,
        wanted: String,
    },
}

/// A resource limit.
#[derive(Debug, thiserror::Error)]
pub enum Limit {
    /// [cert.limits] A produced certificate would be larger than the checker's limits allow.
    #[error("the {kind} would have {count} {unit} in {bytes} bytes, more than the {} limits allow ({} {unit}, {} bytes){}",
        .profile.name(), .profile.limits().nodes, .profile.limits().file_bytes,
        if *.profile == CheckLimits::Standard { "; --limits large allows more" } else { "" })]
    Format {
        kind: &'static str,
        unit: &'static str,
        count: u64,
        bytes: usize,
        profile: CheckLimits,
    },
    /// The checker's walk stopped at one of its limits.
    #[error("the checker's {} limits: {message}", .profile.name())]
    Checker {
        profile: CheckLimits,
        message: String,
    },
    #[error("the number of piece sequences does not fit in 64 bits")]
    Sequences,
    /// A survival game too large for the solver's tables within the memory budget.
    #[error("{0}")]
    SurvivalGame(sureline_engine::survival::TooLarge),
    #[error("a {width}x{height} PNG has more than {most} pixels: use a smaller --scale or fewer --columns")]
    Picture { width: u32, height: u32, most: u64 },
    #[error("cannot allocate a {width}x{height} picture")]
    PictureMemory { width: u32, height: u32 },
}

/// What is wrong with a strategy graph.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum StrategyFault {
    #[error("the strategy has no root node")]
    NoRoot,
    #[error("the strategy has a cycle: node {from} leads back to node {to}")]
    Cycle { from: usize, to: usize },
    #[error("node {from} continues at node {to}, which does not exist")]
    Dangling { from: usize, to: usize },
    #[error("node {node} answers {answers} pieces, the adversary set {set} has {pieces}")]
    Answers {
        node: usize,
        answers: usize,
        set: String,
        pieces: usize,
    },
    #[error("node {node} answers piece {piece} with {placement}")]
    WrongPiece {
        node: usize,
        piece: char,
        placement: String,
    },
    #[error("line {line}: {placement} has no legacy spelling on width {width}")]
    NoLegacySpelling {
        line: usize,
        placement: String,
        width: u8,
    },
}

/// The list a game of `play` or `render` is given as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameList {
    /// `--sequence`: the adversary's piece letters.
    Sequence,
    /// `--moves`: the player's placements.
    Moves,
}

impl fmt::Display for GameList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameList::Sequence => "sequence",
            GameList::Moves => "moves",
        })
    }
}

/// One line for a checker failure: `FILE:LINE:COL: expected ...` for syntax, else
/// `FILE: not verified, rule=RULE: message`.
struct CheckerFailure<'a> {
    path: Option<&'a PathBuf>,
    failure: &'a Failure,
}

impl fmt::Display for CheckerFailure<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self
            .path
            .map_or(String::new(), |p| format!("{}:", p.display()));
        match self.failure.rule {
            Rule::Syntax => write!(f, "{file}{}", self.failure.message(None)),
            Rule::Limit => write!(f, "{file} resource limit: {}", self.failure.message),
            rule => {
                let node = self
                    .failure
                    .node
                    .map_or(String::new(), |n| format!(" node={n}"));
                write!(
                    f,
                    "{file} not verified, rule={}{node}: {}",
                    rule.name(),
                    self.failure.message
                )
            }
        }
    }
}

/// "the player wins in the capped game within 12 pieces: there is no certificate of no win
/// within 12".
struct PlayerWinsText {
    game: Game,
    moves: Moves,
    within: Within,
    won: u8,
}

impl fmt::Display for PlayerWinsText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves = match self.moves {
            Moves::All => "",
            Moves::Grid2022 => " with the 2022 moves",
        };
        write!(
            f,
            "the player wins {}{moves} within {} pieces",
            self.game.phrase(),
            self.won
        )?;
        match (self.within, self.game) {
            // The player side searched with [model.above] and found no win.
            (Within::Forever, Game::Capped) => f.write_str(
                " only with placements a format v1 certificate cannot hold (a piece above the \
                 goal rows while every other column is full, [model.above])",
            ),
            (Within::Forever, Game::Well) => Ok(()),
            (Within::Pieces(d), _) => write!(f, ": there is no certificate of no win within {d}"),
        }
    }
}

impl Error {
    /// A failure writing standard output (a result, a transcript, a table).
    pub fn stdout(source: std::io::Error) -> Error {
        Error::Io {
            path: PathBuf::from("<stdout>"),
            source,
        }
    }

    /// A failure of an interactive game's standard input or output.
    pub fn stdio(source: std::io::Error) -> Error {
        Error::Io {
            path: PathBuf::from("<stdio>"),
            source,
        }
    }

    /// An I/O failure on `path`.
    pub fn io(path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> Error {
        let path = path.into();
        move |source| Error::Io { path, source }
    }

    /// Process exit code for this error (documented in README.md): 1 not verified or a game
    /// failure, 2 usage or I/O, 3 malformed input, 4 resource limit.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Io { .. }
            | Error::OptionValue { .. }
            | Error::MissingOption { .. }
            | Error::Conflict(_)
            | Error::Refused { .. }
            | Error::NotFound { .. }
            | Error::Checkpoint { .. }
            | Error::Start(_) => 2,
            Error::Check { failure, .. }
            | Error::Produced { failure }
            | Error::Join { failure } => failure.exit_code(),
            Error::Json { .. }
            | Error::NotListed { .. }
            | Error::Legacy { .. }
            | Error::Split { .. } => 3,
            Error::Limit(_) | Error::LinesUndecided(_) => 4,
            Error::PlayerWins { .. }
            | Error::LinesClaim(_)
            | Error::Strategy(_)
            | Error::Unplayable { .. }
            | Error::Bug(_)
            | Error::Child { .. } => 1,
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;
