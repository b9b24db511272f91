//! The solver crate's error type, rendered once at the edge (the `sureline` command).
//! Modules add variants here for their own failure kinds; never panic on bad input.

use std::fmt;
use std::path::PathBuf;

#[derive(Debug)]
pub enum Error {
    /// An I/O failure on a named file.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The command line asked for something impossible or inconsistent.
    Usage(String),
    /// A certificate file does not parse (line, column and what was expected inside the message).
    CertificateSyntax { path: PathBuf, message: String },
    /// A legacy 2022 strategy file is malformed.
    Legacy {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    /// The checker refused what the solver produced: a solver bug, never written to disk.
    NotVerified(String),
    /// A resource limit was hit.
    Limit(String),
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
            Error::CertificateSyntax { path, message } => {
                write!(f, "{}:{}", path.display(), message)
            }
            Error::Legacy {
                path,
                line,
                column,
                message,
            } => {
                write!(f, "{}:{}:{}: {}", path.display(), line, column, message)
            }
            Error::NotVerified(message) => write!(f, "certificate not verified: {message}"),
            Error::Limit(message) => write!(f, "resource limit: {message}"),
            Error::Strategy(message) => write!(f, "malformed strategy: {message}"),
            Error::Sequence(message) => write!(f, "{message}"),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Process exit code for this error (documented in README.md).
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Usage(_) | Error::Io { .. } => 2,
            Error::CertificateSyntax { .. } | Error::Legacy { .. } => 3,
            Error::Limit(_) => 4,
            Error::NotVerified(_) | Error::Strategy(_) | Error::Sequence(_) => 1,
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;
