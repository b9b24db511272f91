//! The solver's error type, rendered once at the edge (the `sureline` command) as one line.
//! The checker's typed `Failure` is carried as it is, never matched on its report text.

use std::fmt;
use std::path::PathBuf;

use sureline_checker::{Failure, Rule};

#[derive(Debug)]
pub enum Error {
    /// An I/O failure on a named file.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The command line asked for something impossible or inconsistent.
    Usage(String),
    /// An output that must not be written: it exists (without `--force`), it is archived, it is
    /// not a regular file, or another process is writing it.
    Output { path: PathBuf, reason: String },
    /// The checker's verdict on a file: a syntax error, a limit, or a broken rule.
    Check {
        path: PathBuf,
        failure: Box<Failure>,
    },
    /// The checker refused what the solver produced: a solver bug, never written to disk.
    Produced(Box<Failure>),
    /// A file other than a certificate (a manifest, a SHA256SUMS list) does not parse.
    Malformed { path: PathBuf, message: String },
    /// A legacy 2022 strategy file is malformed.
    Legacy {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    /// A strategy met while replaying is inconsistent (only for unverified input).
    NotVerified(String),
    /// A resource limit was hit.
    Limit(String),
    /// The game does not allow the claim asked (the player wins where the adversary was to
    /// hold); the message names the game.
    Game(String),
    /// A strategy graph is malformed (a cycle, a dangling node, a move for the wrong piece).
    Strategy(String),
    /// A piece sequence given to `play`/`render` cannot be played (message names the position).
    Sequence(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io { path, source } => write!(f, "{}: {}", path.display(), source),
            Error::Usage(message) => write!(f, "{message}"),
            Error::Output { path, reason } => write!(f, "{}: {reason}", path.display()),
            Error::Check { path, failure } => write_failure(f, Some(path), failure),
            Error::Produced(failure) => {
                write!(
                    f,
                    "the checker refused the produced certificate (a solver bug): "
                )?;
                write_failure(f, None, failure)
            }
            Error::Malformed { path, message } => write!(f, "{}:{message}", path.display()),
            Error::Legacy {
                path,
                line,
                column,
                message,
            } => write!(f, "{}:{}:{}: {}", path.display(), line, column, message),
            Error::NotVerified(message) => write!(f, "certificate not verified: {message}"),
            Error::Limit(message) => write!(f, "resource limit: {message}"),
            Error::Game(message) => write!(f, "{message}"),
            Error::Strategy(message) => write!(f, "malformed strategy: {message}"),
            Error::Sequence(message) => write!(f, "{message}"),
        }
    }
}

/// One line for a checker failure: `FILE:LINE:COL: expected ...` for syntax, else
/// `FILE: not verified, rule=RULE: message`.
fn write_failure(
    f: &mut fmt::Formatter<'_>,
    path: Option<&PathBuf>,
    failure: &Failure,
) -> fmt::Result {
    let file = path.map_or(String::new(), |p| format!("{}:", p.display()));
    match failure.rule {
        Rule::Syntax => write!(f, "{file}{}", failure.message(None)),
        Rule::Limit => write!(f, "{file} resource limit: {}", failure.message),
        rule => {
            let node = failure.node.map_or(String::new(), |n| format!(" node={n}"));
            write!(
                f,
                "{file} not verified, rule={}{node}: {}",
                rule.name(),
                failure.message
            )
        }
    }
}

impl std::error::Error for Error {}

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

    /// Process exit code for this error (documented in README.md): 1 not verified, 2 usage or
    /// I/O, 3 malformed input, 4 resource limit.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Usage(_) | Error::Io { .. } | Error::Output { .. } => 2,
            Error::Check { failure, .. } | Error::Produced(failure) => failure.exit_code(),
            Error::Malformed { .. } | Error::Legacy { .. } => 3,
            Error::Limit(_) => 4,
            Error::NotVerified(_) | Error::Strategy(_) | Error::Sequence(_) | Error::Game(_) => 1,
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;
