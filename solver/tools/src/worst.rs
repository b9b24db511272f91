//! `sureline worst`: the longest game a certificate allows, with its boards: a piece sequence a
//! strategy cannot win faster, or the placements that last longest against a policy.

use std::io::Write;
use std::path::PathBuf;

use crate::game::{policy, strategy};
use crate::terminal::ColorChoice;
use crate::transcript;
use sureline_certify::error::{Conflict, Error, Result};
use sureline_certify::load::{load_any, LoadedAny};

/// Options of `sureline worst`.
#[derive(Clone, Debug)]
pub struct WorstOptions {
    /// The certificate file.
    pub cert: PathBuf,
    /// ANSI colours: auto (terminal and NO_COLOR unset), always or never.
    pub color: ColorChoice,
}

/// `sureline worst`: on a player certificate prints `sequence <letters>`, then the transcript of
/// that game; on an adversary certificate `moves <placements>` (the longest game the player can
/// make; against a lines policy, the quickest game to its deepest node), then its transcript.
/// Returns the letters or the placements.
pub fn worst(args: &WorstOptions, out: &mut dyn Write) -> Result<String> {
    match load_any(&args.cert)? {
        LoadedAny::Player(loaded) => {
            let sequence = strategy::worst_sequence(&loaded.certificate)?;
            let game = strategy::replay(&loaded.certificate, &sequence)?;
            writeln!(out, "sequence {sequence}").map_err(Error::stdout)?;
            transcript::strategy::write_transcript(out, &game, args.color.enabled())
                .map_err(Error::stdout)?;
            Ok(sequence)
        }
        LoadedAny::Adversary(loaded) => {
            let game = policy::worst_game(&loaded.policy)?;
            let moves = policy::moves_text(&game);
            writeln!(out, "moves {moves}").map_err(Error::stdout)?;
            transcript::policy::write_transcript(out, &game, args.color.enabled())?;
            Ok(moves)
        }
        LoadedAny::Survival(loaded) => Err(Conflict::SurvivalInTools(loaded.path, "worst").into()),
        LoadedAny::Lines(loaded) => crate::lines::play::worst(&loaded, args.color.enabled(), out),
    }
}
