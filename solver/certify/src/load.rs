//! Reading a certificate back: read the file, verify it with the checker, parse it with the
//! checker's parser. Every tool walks only verified certificates, so every drop it replays is
//! legal; none of them parses certificate text on its own. Player certificates load with
//! [`load_verified`], either claim kind (adversary certificates too) with [`load_any`]; a
//! survival or lines certificate, which the checker verifies but does not hand over parsed, is
//! read into the engine's types by [`crate::survival_read`] or [`crate::lines_read`], its boards
//! recomputed with the engine's well.

use std::path::{Path, PathBuf};

use sureline_checker::{Claim, Limits, Policy, Proves, Start, Verdict, Walk};

use crate::lines_read::{self, LinesCertificate};
use crate::strategy::{self, Certificate};
use crate::survival_read::{self, SurvivalCertificate};

use crate::error::{Conflict, Error, Result};

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
    let (bytes, verdict) = read_verified(path)?;
    if !matches!(verdict.proves, Proves::Win { .. }) {
        return Err(Conflict::NotAPlayerCertificate(path.to_path_buf()).into());
    }
    let certificate = parsed(path, &bytes)?;
    Ok(Loaded {
        path: path.to_path_buf(),
        bytes,
        certificate,
        verdict: verdict.to_string(),
    })
}

/// An adversary certificate read from disk, verified by the checker and parsed by the checker's
/// policy parser.
pub struct LoadedPolicy {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
    pub policy: Policy,
    /// The checker's verdict line (`s VERIFIED sha256:... claim=adversary-prevents-a-line ...`).
    pub verdict: String,
}

/// A survival certificate (spec/survival.md) read from disk, verified by the checker and read
/// into the engine's types, its positions recomputed.
pub struct LoadedSurvival {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
    pub certificate: SurvivalCertificate,
    /// The checker's verdict line (`s VERIFIED sha256:... claim=player-survives ...`).
    pub verdict: String,
    /// The certificate's identity, `sha256:<64 hex>`.
    pub sha256: String,
}

/// A lines certificate (spec/lines.md) read from disk, verified by the checker and read into the
/// engine's types.
pub struct LoadedLines {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
    pub certificate: LinesCertificate,
    /// The checker's verdict line (`s VERIFIED sha256:... claim=player-reaches-the-goal ...`).
    pub verdict: String,
    /// The certificate's identity, `sha256:<64 hex>`.
    pub sha256: String,
}

/// A verified certificate of either claim kind, of the line games, the survival game or the
/// lines game.
pub enum LoadedAny {
    Player(Loaded),
    Adversary(LoadedPolicy),
    Survival(LoadedSurvival),
    Lines(LoadedLines),
}

/// Reads `path`, verifies it with the checker whatever its claim kind (no claim beyond its own
/// header) and parses it with the checker's parser for that kind.
pub fn load_any(path: &Path) -> Result<LoadedAny> {
    let (bytes, verdict) = read_verified(path)?;
    let check = |failure| Error::Check {
        path: path.to_path_buf(),
        failure: Box::new(failure),
    };
    Ok(match verdict.proves {
        Proves::Win { .. } => {
            let certificate = parsed(path, &bytes)?;
            let path = path.to_path_buf();
            LoadedAny::Player(Loaded {
                path,
                bytes,
                certificate,
                verdict: verdict.to_string(),
            })
        }
        Proves::Prevention { .. } => {
            let policy = sureline_checker::parse_policy(&bytes).map_err(check)?;
            let path = path.to_path_buf();
            LoadedAny::Adversary(LoadedPolicy {
                path,
                bytes,
                policy,
                verdict: verdict.to_string(),
            })
        }
        Proves::Lines(..) => {
            let certificate = lines_read::read(&bytes)
                .map_err(|message| Error::Bug(format!("{}: {message}", path.display())))?;
            LoadedAny::Lines(LoadedLines {
                path: path.to_path_buf(),
                bytes,
                certificate,
                sha256: verdict.sha256.clone(),
                verdict: verdict.to_string(),
            })
        }
        Proves::Survives { .. } | Proves::Ends { .. } => {
            let certificate = survival_read::read(&bytes)
                .map_err(|message| Error::Bug(format!("{}: {message}", path.display())))?;
            LoadedAny::Survival(LoadedSurvival {
                path: path.to_path_buf(),
                bytes,
                certificate,
                sha256: verdict.sha256.clone(),
                verdict: verdict.to_string(),
            })
        }
    })
}

/// Reads `path` and verifies it as `sureline-check PATH` does (no claim beyond its header; a
/// composite's parts found beside it, [comp.match]). The tools replay positions from the empty
/// board, one certificate at a time: a certificate from a start, or a composite (whose verdict
/// rests on its parts), is refused with one line saying so.
fn read_verified(path: &Path) -> Result<(Vec<u8>, Verdict)> {
    let bytes = std::fs::read(path).map_err(|source| Error::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let dir = path.parent().filter(|dir| !dir.as_os_str().is_empty());
    let parts = parts_in(dir.unwrap_or(Path::new(".")));
    // Any start: a certificate from a start is verified as `--start` would, then refused below.
    let any_start = Claim {
        start: Start::Any,
        ..Claim::default()
    };
    let verdict =
        sureline_checker::verify_parts(&bytes, &any_start, &Limits::V1, Walk::Descriptions, &parts)
            .map_err(|failure| Error::Check {
                path: path.to_path_buf(),
                failure: Box::new(failure),
            })?;
    if verdict.parts > 0 {
        return Err(Conflict::Composite(path.to_path_buf(), verdict.parts).into());
    }
    if !verdict.start.is_empty() {
        return Err(Conflict::FromAStart(path.to_path_buf(), verdict.start).into());
    }
    Ok((bytes, verdict))
}

/// Where the checker finds a composite's part `sha256:HEX`: the file `HEX.cert` in `dir`
/// ([comp.match]); the error names the file.
pub fn parts_in(dir: &Path) -> impl Fn(&str) -> std::result::Result<Vec<u8>, String> + '_ {
    move |name: &str| {
        let path = dir.join(format!("{}.cert", name.trim_start_matches("sha256:")));
        std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

/// The node lines of a player certificate the checker has verified.
fn parsed(path: &Path, bytes: &[u8]) -> Result<Certificate> {
    strategy::read(bytes).map_err(|message| Error::Bug(format!("{}: {message}", path.display())))
}
