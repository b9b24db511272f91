//! What a produced survival certificate must prove; the trusted checker verifies it before it is
//! written.

use sureline_checker::{Claim, Verdict};
use sureline_engine::survival::{Supply, SurvivalProblem};

use super::SurvivalFinding;
use crate::error::Result;
use crate::limits::CheckLimits;
use crate::pipeline::verify_produced;

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

/// [surv.claim] The checker's verdict on a produced survival certificate, for its claim.
pub fn verify_survival(text: &str, claim: &Claim, limits: CheckLimits) -> Result<Verdict> {
    verify_produced(text, claim, limits)
}
