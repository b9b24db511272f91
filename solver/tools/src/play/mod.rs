//! `sureline play`: the interactive game against a certificate of either claim kind (the person
//! plays the adversary against a strategy, [`player`], or the player against a policy,
//! [`adversary`]), or the transcript of a given game (`--sequence`, `--moves`).

mod adversary;
mod player;

pub use adversary::play_interactive as play_against_policy;
pub use player::play_interactive;

use std::io::{BufRead, Write};
use std::path::PathBuf;

use crate::game::{check_game_option, policy, strategy};
use crate::terminal::ColorChoice;
use crate::transcript;
use sureline_certify::error::{Error, Result};
use sureline_certify::load::{load_any, LoadedAny};

/// Options of `sureline play`.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    /// The certificate file.
    pub cert: PathBuf,
    /// Play these pieces (e.g. IZSTO) and print every board instead of playing interactively
    /// (player certificates).
    pub sequence: Option<String>,
    /// Play these placements (e.g. `T0@3,S1@0`) and print every board instead of playing
    /// interactively (adversary certificates).
    pub moves: Option<String>,
    /// ANSI colours: auto (terminal and NO_COLOR unset), always or never.
    pub color: ColorChoice,
}

/// `sureline play`: on a player certificate `--sequence` prints the transcript to `out`, on an
/// adversary certificate `--moves` does; otherwise plays on `input`.
pub fn run_play(args: &PlayOptions, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<()> {
    let loaded = load_any(&args.cert)?;
    check_game_option(&loaded, args.sequence.as_deref(), args.moves.as_deref())?;
    let color = args.color.enabled();
    match (&loaded, &args.sequence, &args.moves) {
        (LoadedAny::Player(loaded), Some(sequence), _) => {
            let game = strategy::replay(&loaded.certificate, sequence)?;
            transcript::strategy::write_transcript(out, &game, color).map_err(Error::stdout)
        }
        (LoadedAny::Player(loaded), None, _) => {
            player::play_interactive(&loaded.certificate, input, out, color)
        }
        (LoadedAny::Adversary(loaded), _, Some(moves)) => {
            let game = policy::replay_moves(&loaded.policy, moves)?;
            transcript::policy::write_transcript(out, &game, color)
        }
        (LoadedAny::Adversary(loaded), _, None) => {
            adversary::play_interactive(&loaded.policy, input, out, color)
        }
        (LoadedAny::Survival(loaded), sequence, moves) => {
            let game = (sequence.as_deref(), moves.as_deref());
            crate::survival::play::run(loaded, game, color, input, out)
        }
        (LoadedAny::Lines(loaded), sequence, moves) => {
            let game = (sequence.as_deref(), moves.as_deref());
            crate::lines::play::run(loaded, game, color, input, out)
        }
    }
}
