//! Reading a certificate back: read the file, verify it with the checker, parse it with the
//! checker's parser. Every tool walks only verified certificates, so every drop it replays is
//! legal; none of them parses certificate text on its own.

use std::path::{Path, PathBuf};

use sureline_checker::{Certificate, Claim, Failure};

use crate::error::{Error, Result};

/// A certificate read from disk, verified by the checker and parsed by the checker's parser.
pub struct Loaded {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
    pub certificate: Certificate,
    /// The checker's verdict line (`s VERIFIED sha256:... ...`).
    pub verdict: String,
}

/// Maps a checker failure on the file `path` to the solver's error type.
pub fn failure_error(path: &Path, failure: Failure) -> Error {
    match failure {
        Failure::Syntax(e) => Error::CertificateSyntax {
            path: path.to_path_buf(),
            message: format!(
                "{}:{}: expected {}, found {}",
                e.line, e.column, e.expected, e.found
            ),
        },
        Failure::Limit(message) => Error::Limit(format!("{}: {message}", path.display())),
        rejected @ Failure::Rejected(_) => {
            Error::NotVerified(format!("{}\n{}", path.display(), rejected))
        }
    }
}

/// Reads `path`, verifies it with the checker (no claim beyond its own header) and parses it.
/// The tools only ever walk verified certificates, so every drop they replay is legal.
pub fn load_verified(path: &Path) -> Result<Loaded> {
    let bytes = std::fs::read(path).map_err(|source| Error::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let verdict =
        sureline_checker::verify(&bytes, &Claim::default()).map_err(|f| failure_error(path, f))?;
    let certificate = sureline_checker::parse(&bytes).map_err(|f| failure_error(path, f))?;
    Ok(Loaded {
        path: path.to_path_buf(),
        bytes,
        certificate,
        verdict: verdict.to_string(),
    })
}
