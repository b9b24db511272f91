//! What a produced survival certificate must prove, and who verifies it: the trusted checker.
//! Built with the `survival-oracle` feature, a certificate the checker refuses as `syntax` (a
//! checker that does not read the survival format yet) is verified by the test oracle instead
//! (tests/survival-oracle, read from spec/survival.md alone), and its manifest says so. The
//! feature is for the time before the checker reads the format; without it, the checker alone
//! decides.

use sureline_checker::{Claim, Verdict};
use sureline_engine::survival::{Supply, SurvivalProblem};

use super::SurvivalFinding;
use crate::error::Result;
use crate::limits::CheckLimits;
use crate::pipeline::verify_produced;

/// What verified a certificate's bytes before they were written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verifier {
    Checker,
    /// The test oracle, in a build with the `survival-oracle` feature.
    Oracle,
}

impl Verifier {
    pub fn name(self) -> &'static str {
        match self {
            Verifier::Checker => "sureline-checker",
            Verifier::Oracle => "survival-oracle",
        }
    }
}

/// [surv.claim] The claim a produced certificate must prove: its well, its pieces, and the
/// side that won (the player forever, the adversary within its longest game).
pub fn survival_claim(problem: &SurvivalProblem, finding: SurvivalFinding) -> Claim {
    let (adversary, sequence, preview) = match problem.supply {
        Supply::Set { pieces, preview } => {
            (Some(pieces.to_string()), None, Some(preview.digit() == 1))
        }
        Supply::Sequence(s) => (None, Some(s.to_string()), None),
    };
    Claim {
        width: Some(problem.well.width()),
        height: Some(problem.well.height()),
        floor: Some(problem.well.floor_text()),
        adversary,
        sequence,
        preview,
        game: Some(sureline_checker::Game::Survival),
        within: Some(match finding {
            SurvivalFinding::Survives => sureline_checker::Within::Forever,
            SurvivalFinding::Falls { within } => {
                sureline_checker::Within::Pieces(u64::from(within))
            }
        }),
        ..Claim::default()
    }
}

/// The verdict on a produced survival certificate, and who gave it.
#[cfg(not(feature = "survival-oracle"))]
pub fn verify_survival(
    text: &str,
    claim: &Claim,
    limits: CheckLimits,
) -> Result<(Verdict, Verifier)> {
    verify_produced(text, claim, limits).map(|v| (v, Verifier::Checker))
}

/// The verdict on a produced survival certificate, and who gave it: the checker, or the oracle
/// when the checker does not read the format (rule `syntax`).
#[cfg(feature = "survival-oracle")]
pub fn verify_survival(
    text: &str,
    claim: &Claim,
    limits: CheckLimits,
) -> Result<(Verdict, Verifier)> {
    use crate::error::Error;
    match verify_produced(text, claim, limits) {
        Ok(verdict) => Ok((verdict, Verifier::Checker)),
        Err(Error::Produced { failure }) if failure.rule == sureline_checker::Rule::Syntax => {
            oracle::verify(text, claim).map(|v| (v, Verifier::Oracle))
        }
        Err(error) => Err(error),
    }
}

#[cfg(feature = "survival-oracle")]
mod oracle {
    use sureline_checker::{Claim, Failure, Game, Pieces, Proves, Rule, Verdict, Within};

    use crate::error::{Error, Result};

    fn refused(message: String) -> Error {
        Error::Produced {
            failure: Box::new(Failure {
                rule: Rule::Syntax,
                message: format!("the survival oracle: {message}"),
                node: None,
                at: None,
                play: None,
            }),
        }
    }

    /// The oracle's verdict, as the checker's type, for the claim the pipeline asks.
    pub(super) fn verify(text: &str, claim: &Claim) -> Result<Verdict> {
        let verdict = sureline_survival_oracle::verify(text).map_err(|f| refused(f.to_string()))?;
        let pieces = match (&claim.adversary, &claim.sequence) {
            (Some(letters), _) => Pieces::Set {
                letters: letters.clone(),
                preview: claim.preview == Some(true),
            },
            (None, Some(sequence)) => Pieces::Sequence(sequence.clone()),
            (None, None) => unreachable!("a survival claim names its pieces"),
        };
        let floor = claim.floor.clone().unwrap_or_default();
        let proves = match (verdict.player, claim.within) {
            (true, Some(Within::Forever)) => Proves::Survives {
                pieces: pieces.clone(),
                floor,
                nodes: verdict.count,
            },
            (false, Some(Within::Pieces(d))) if verdict.within == Some(d) => Proves::Ends {
                pieces: pieces.clone(),
                floor,
                within: d,
                states: verdict.count,
            },
            _ => return Err(refused(format!("{verdict:?} is not the claim {claim:?}"))),
        };
        Ok(Verdict {
            sha256: verdict.sha256,
            game: Game::Survival,
            width: claim.width.unwrap_or_default(),
            bound: claim.height.unwrap_or_default(),
            adversary: match pieces {
                Pieces::Set { letters, .. } => letters,
                Pieces::Sequence(s) => s,
            },
            proves,
        })
    }
}
