//! A test oracle for the survival certificates of spec/survival.md: both kinds read and walked as
//! that file says, in plain code that shares nothing with the solver (its own piece table, its
//! own boards by rows, its own drop and clears). It stands in for the trusted checker until the
//! checker verifies survival certificates; it is not trusted, and it checks no limits and no
//! claim options: a verdict says what the certificate proves, and the caller compares.

use sha2::Digest;

mod adversary;
mod compact;
mod game;
mod parse;
mod player;

/// What a verified certificate proves (the header's game is the caller's to compare).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// `sha256:` and the digest of the certificate's bytes.
    pub sha256: String,
    /// `claim player-survives` (else `adversary-ends-the-game`).
    pub player: bool,
    /// Node lines, or state lines.
    pub count: u64,
    /// The longest game against an adversary certificate.
    pub within: Option<u64>,
}

/// The rule broken (the names of spec/survival.md), and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub rule: &'static str,
    pub message: String,
}

impl Failure {
    fn new(rule: &'static str, message: String) -> Failure {
        Failure { rule, message }
    }

    fn at(rule: &'static str, node: usize) -> Failure {
        Failure::new(rule, format!("node {node}"))
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "rule={} {}", self.rule, self.message)
    }
}

/// Verifies a survival certificate of either kind.
pub fn verify(text: &str) -> Result<Verdict, Failure> {
    let Some(body) = text.strip_suffix('\n') else {
        return Err(parse::syntax(1, "the last line does not end with LF"));
    };
    if body.contains('\r') || body.contains('\t') {
        return Err(parse::syntax(1, "CR or tab"));
    }
    let lines: Vec<&str> = body.split('\n').collect();
    let (header, next) = parse::header(&lines)?;
    let (player, count, within) = match header.player {
        true => player::verify(&header, &lines[next..], next + 1)?,
        false if compact::is_compact(&lines[next..]) => {
            compact::verify(&header, &lines[next..], next)?
        }
        false => adversary::verify(&header, &lines[next..], next)?,
    };
    let digest = sha2::Sha256::digest(text.as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    Ok(Verdict {
        sha256: format!("sha256:{hex}"),
        player,
        count,
        within,
    })
}
