//! What the pipeline asks of the checker: the claim a produced certificate must prove, the
//! format's limits said before the checker runs, the verdict's identity, and the archive's hash
//! of a name. It writes nothing.

use sureline_checker::{Claim, Failure, Rule, Verdict, Walk};
use sureline_engine::pieces::{Game, Moves, Problem};
use sureline_engine::search::Within;
use sureline_engine::start::Start;

use crate::error::{Error, Limit, Result};
use crate::limits::CheckLimits;

/// [cert.limits], [adv.limits]: a certificate too large for the checker's limits is a limit
/// (exit 4, said with its size), not a checker rejection of a solver bug.
pub(super) fn within_format_limits(
    kind: &'static str,
    unit: &'static str,
    (count, bytes): (u64, usize),
    profile: CheckLimits,
) -> Result<()> {
    let limits = profile.limits();
    if count <= limits.nodes && bytes <= limits.file_bytes {
        return Ok(());
    }
    Err(Error::Limit(Limit::Format {
        kind,
        unit,
        count,
        bytes,
        profile,
    }))
}

/// The claim a produced certificate must prove: its game, size, move set and pieces (and a
/// player certificate of the capped game is checked against the cap), from its start
/// ([comp.start]: a start certificate verifies only when its start is asked).
pub(crate) fn claim_of(problem: &Problem, within: Option<Within>, start: &Start) -> Claim {
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
        start: start_claim(start).map_or(
            sureline_checker::Start::Empty,
            sureline_checker::Start::Moves,
        ),
        ..Claim::default()
    }
}

/// [comp.start] The start as manifests and verdicts write it: the placements joined by commas,
/// `None` for the empty board.
pub(super) fn start_claim(start: &Start) -> Option<String> {
    (!start.is_empty()).then(|| start.joined(","))
}

/// The checker's verdict on a certificate the solver produced, for the claim it must prove
/// within the limits of `profile`; a rejection is a solver bug ([`Error::Produced`]), a limit is
/// [`Error::Limit`] (exit 4), and nothing is written.
pub fn verify_produced(text: &str, claim: &Claim, profile: CheckLimits) -> Result<Verdict> {
    sureline_checker::verify_with(
        text.as_bytes(),
        claim,
        &profile.limits(),
        Walk::Descriptions,
    )
    .map_err(|failure| refusal(failure, profile))
}

/// What a refusal of a produced certificate means: the walk's position limit, which is only
/// known once the checker has walked that far, is a limit; anything else is a solver bug.
fn refusal(failure: Failure, profile: CheckLimits) -> Error {
    match failure {
        Failure {
            rule: Rule::Limit,
            message,
            ..
        } => Error::Limit(Limit::Checker { profile, message }),
        failure => Error::Produced {
            failure: Box::new(failure),
        },
    }
}

/// The `sha256:` identity a verdict binds.
pub fn sha256_of(verdict: &Verdict) -> String {
    verdict.sha256.clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_certificate_too_large_for_the_limits_is_a_limit_said_with_its_size() {
        let standard = CheckLimits::Standard;
        let fits =
            within_format_limits("player certificate", "nodes", (1 << 24, 1 << 27), standard);
        assert!(fits.is_ok());
        let error = within_format_limits(
            "player certificate",
            "nodes",
            (2_000_000, 180_661_595),
            standard,
        );
        assert_eq!(
            error.unwrap_err().to_string(),
            "resource limit: the player certificate would have 2000000 nodes in 180661595 bytes, \
             more than the standard limits allow (16777216 nodes, 134217728 bytes); \
             --limits large allows more"
        );
        let large = CheckLimits::Large;
        let fits = within_format_limits(
            "player certificate",
            "nodes",
            (2_000_000, 180_661_595),
            large,
        );
        assert!(fits.is_ok());
        let error = within_format_limits(
            "adversary certificate",
            "states",
            ((1 << 27) + 1, 10),
            large,
        );
        assert_eq!(
            error.unwrap_err().to_string(),
            "resource limit: the adversary certificate would have 134217729 states in 10 bytes, \
             more than the large limits allow (134217728 states, 2147483648 bytes)"
        );
    }

    #[test]
    fn the_checkers_position_limit_is_a_limit_not_a_solver_bug() {
        let limit = Failure {
            rule: Rule::Limit,
            message: "more than 117440512 distinct positions".into(),
            node: None,
            at: None,
            play: None,
        };
        assert_eq!(
            refusal(limit, CheckLimits::Large).to_string(),
            "resource limit: the checker's large limits: more than 117440512 distinct positions"
        );
        let text = "sureline-certificate v1\nclaim player-completes-a-line\nwidth 4\nrows 1\n\
                    adversary O\nmax-pieces 2\nnodes 2\nsequences 1\n0 O0@0>1\n1 O0@2>win\nend\n";
        let claim = Claim::default();
        assert!(verify_produced(text, &claim, CheckLimits::Standard).is_ok());
        let wrong = text.replace("O0@2>win", "O0@1>win");
        let error = verify_produced(&wrong, &claim, CheckLimits::Large).unwrap_err();
        assert!(matches!(error, Error::Produced { .. }), "{error}");
    }
}
