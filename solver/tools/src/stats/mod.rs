//! `sureline stats`: the figures of a verified certificate, of a player certificate's strategy
//! ([`player`]) or of an adversary certificate's policy ([`adversary`]).

pub mod adversary;
pub mod player;

use std::io::Write;
use std::path::PathBuf;

use sureline_certify::error::Result;
use sureline_certify::load::{load_any, LoadedAny};

/// What `sureline stats` was asked for.
#[derive(Clone, Debug)]
pub struct StatsOptions {
    /// The certificate file.
    pub cert: PathBuf,
    /// Print one JSON object instead of a table.
    pub json: bool,
}

/// The statistics of either claim kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyStats {
    Player(player::Stats),
    Adversary(adversary::AdversaryStats),
}

/// `sureline stats`: verifies the certificate, then prints its statistics to `out` (those of
/// [`player::compute`] for a player certificate, of [`adversary::compute`] for an
/// adversary one).
pub fn run_stats(args: &StatsOptions, out: &mut dyn Write) -> Result<AnyStats> {
    match load_any(&args.cert)? {
        LoadedAny::Player(loaded) => player::print(
            &loaded.certificate,
            &loaded.bytes,
            &args.cert,
            args.json,
            out,
        )
        .map(AnyStats::Player),
        LoadedAny::Adversary(loaded) => {
            adversary::print(&loaded.policy, &loaded.bytes, &args.cert, args.json, out)
                .map(AnyStats::Adversary)
        }
    }
}
