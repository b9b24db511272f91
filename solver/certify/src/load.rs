//! Reading a certificate back: read the file, verify it with the checker, parse it with the
//! checker's parser. Every tool walks only verified certificates, so every drop it replays is
//! legal; none of them parses certificate text on its own.

use std::path::{Path, PathBuf};

use sureline_checker::{Certificate, Claim};

use crate::error::{Error, Result};

/// A certificate read from disk, verified by the checker and parsed by the checker's parser.
pub struct Loaded {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
    pub certificate: Certificate,
    /// The checker's verdict line (`s VERIFIED sha256:... ...`).
    pub verdict: String,
}

/// Reads `path`, verifies it with the checker (no claim beyond its own header) and parses it.
/// The tools only ever walk verified certificates, so every drop they replay is legal.
pub fn load_verified(path: &Path) -> Result<Loaded> {
    let bytes = std::fs::read(path).map_err(|source| Error::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let verdict =
        sureline_checker::verify(&bytes, &Claim::default()).map_err(|failure| Error::Check {
            path: path.to_path_buf(),
            failure: Box::new(failure),
        })?;
    let certificate = sureline_checker::parse(&bytes).map_err(|failure| Error::Check {
        path: path.to_path_buf(),
        failure: Box::new(failure),
    })?;
    Ok(Loaded {
        path: path.to_path_buf(),
        bytes,
        certificate,
        verdict: verdict.to_string(),
    })
}
