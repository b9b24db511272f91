//! A game on a verified certificate, either claim kind, as the tools replay it: against a
//! player certificate's strategy ([`strategy`]: the adversary gives, the strategy answers) or
//! an adversary certificate's policy ([`policy`]: the policy gives, the player places), and
//! what the boards of either are drawn from ([`frames`]). It reads no input and draws nothing.

pub mod frames;
pub mod moves;
pub mod policy;
pub mod policy_rules;
pub mod strategy;

use sureline_certify::error::{Conflict, Result};
use sureline_certify::load::LoadedAny;

/// `--sequence` names the adversary's pieces, `--moves` the player's placements: each fits one
/// claim kind only (`play` and `render`).
pub fn check_game_option(
    loaded: &LoadedAny,
    sequence: Option<&str>,
    moves: Option<&str>,
) -> Result<()> {
    match (loaded, sequence, moves) {
        (LoadedAny::Player(cert), _, Some(_)) => {
            Err(Conflict::MovesOnPlayer(cert.path.clone()).into())
        }
        (LoadedAny::Adversary(cert), Some(_), _) => {
            Err(Conflict::SequenceOnAdversary(cert.path.clone()).into())
        }
        _ => Ok(()),
    }
}
