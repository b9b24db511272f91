//! What the pipeline asks of the checker: the claim a produced certificate must prove, the
//! format's limits said before the checker runs, the verdict's identity, and the archive's hash
//! of a name. It writes nothing.

use sureline_checker::{AnyVerdict, Claim};
use sureline_engine::pieces::{Game, Moves, Problem};
use sureline_engine::search::Within;

use crate::error::{Error, Result};

/// [cert.limits], [adv.limits]: a certificate too large for the format is a limit of the format
/// (exit 4, said with its size), not a checker rejection of a solver bug.
pub(super) fn within_format_limits(kind: &str, unit: &str, count: u64, bytes: usize) -> Result<()> {
    if count <= sureline_checker::MAX_NODES && bytes <= sureline_checker::MAX_FILE_BYTES {
        return Ok(());
    }
    Err(Error::Limit(format!(
        "the {kind} would have {count} {unit} in {bytes} bytes, more than the format allows \
         ({} {unit}, {} bytes)",
        sureline_checker::MAX_NODES,
        sureline_checker::MAX_FILE_BYTES
    )))
}

/// The claim a produced certificate must prove: its game, size, move set and pieces (and a
/// player certificate of the capped game is checked against the cap).
pub(super) fn claim_of(problem: &Problem, within: Option<Within>) -> Claim {
    let checker_game = match problem.game {
        Game::Capped => sureline_checker::Game::Capped,
        Game::Well => sureline_checker::Game::Well,
    };
    let (rows, height) = match problem.game {
        Game::Capped => (Some(problem.rows), None),
        Game::Well => (None, Some(problem.rows)),
    };
    Claim {
        width: Some(problem.width),
        rows,
        height,
        adversary: Some(problem.pieces.to_string()),
        game: Some(checker_game),
        moves: Some(match problem.moves {
            Moves::All => sureline_checker::Moves::All,
            Moves::Grid2022 => sureline_checker::Moves::Grid2022,
        }),
        within: within.map(|w| match w {
            Within::Forever => sureline_checker::Within::Forever,
            Within::Pieces(d) => sureline_checker::Within::Pieces(u64::from(d)),
        }),
        max_pieces: None,
    }
}

/// The checker's verdict on a certificate the solver produced, for the claim it must prove; a
/// refusal is a solver bug ([`Error::Produced`]), and nothing is written.
pub fn verify_produced(text: &str, claim: &Claim) -> Result<AnyVerdict> {
    sureline_checker::verify_any(text.as_bytes(), claim)
        .map_err(|failure| Error::Produced(Box::new(failure)))
}

/// The `sha256:` identity a verdict binds.
pub fn sha256_of(verdict: &AnyVerdict) -> String {
    match verdict {
        AnyVerdict::Player(v) => v.sha256.clone(),
        AnyVerdict::Adversary(v) => v.sha256.clone(),
    }
}

/// Reads `SHA256SUMS` text (`<hex>  <name>` lines) and returns the hash listed for `name`.
pub fn archived_hash(sums: &str, name: &str) -> Option<String> {
    sums.lines().find_map(|line| {
        let (hex, file) = line.split_once(char::is_whitespace)?;
        let file = file.trim_start().trim_start_matches('*');
        (file == name || file.rsplit('/').next() == Some(name)).then(|| format!("sha256:{hex}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_certificate_too_large_for_the_format_is_a_limit_said_with_its_size() {
        assert!(within_format_limits("player certificate", "nodes", 1 << 24, 1 << 27).is_ok());
        let error = within_format_limits("player certificate", "nodes", 2_000_000, 180_661_595);
        assert_eq!(
            error.unwrap_err().to_string(),
            "resource limit: the player certificate would have 2000000 nodes in 180661595 bytes, \
             more than the format allows (16777216 nodes, 134217728 bytes)"
        );
        let error = within_format_limits("adversary certificate", "states", (1 << 24) + 1, 10);
        assert!(error
            .unwrap_err()
            .to_string()
            .contains("16777217 states in 10 bytes"));
    }

    #[test]
    fn sums_lines_are_found_by_file_name() {
        let sums = "aa11  examples/x.cert\nbb22  10x6-optimal.cert\n";
        assert_eq!(
            archived_hash(sums, "10x6-optimal.cert").as_deref(),
            Some("sha256:bb22")
        );
        assert_eq!(
            archived_hash(sums, "x.cert").as_deref(),
            Some("sha256:aa11")
        );
        assert_eq!(archived_hash(sums, "nope.cert"), None);
    }
}
