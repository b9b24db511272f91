//! `sureline stats`: the figures of a verified certificate, of a player certificate's strategy
//! ([`player`]) or of an adversary certificate's policy ([`adversary`]).

pub mod adversary;
pub mod player;
pub mod rows;

use std::io::Write;
use std::path::PathBuf;

use serde::Serialize;
use sureline_certify::error::{Error, Result};
use sureline_certify::load::{load_any, LoadedAny};

use crate::survival::stats as survival;

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
    Survival(crate::survival::stats::SurvivalStats),
    Lines(crate::lines::stats::LinesStats),
}

/// `sureline stats`: verifies the certificate, then prints its statistics to `out` (those of
/// [`player::compute`] for a player certificate, of [`adversary::compute`] for an
/// adversary one).
pub fn run_stats(args: &StatsOptions, out: &mut dyn Write) -> Result<AnyStats> {
    let path = Some(args.cert.as_path());
    match load_any(&args.cert)? {
        LoadedAny::Player(loaded) => {
            let stats = player::compute(&loaded.certificate, &loaded.bytes);
            let table = |out: &mut dyn Write| player::write_table(out, &stats, path);
            show(&stats, args.json, out, table)?;
            Ok(AnyStats::Player(stats))
        }
        LoadedAny::Adversary(loaded) => {
            let stats = adversary::compute(&loaded.policy, &loaded.bytes)?;
            let table = |out: &mut dyn Write| adversary::write_table(out, &stats, path);
            show(&stats, args.json, out, table)?;
            Ok(AnyStats::Adversary(stats))
        }
        LoadedAny::Survival(loaded) => {
            let certificate = &loaded.certificate;
            let stats = survival::compute(certificate, &loaded.sha256)?;
            let problem = certificate.problem();
            let table = |out: &mut dyn Write| survival::write_table(out, &stats, problem, path);
            show(&stats, args.json, out, table)?;
            Ok(AnyStats::Survival(stats))
        }
        LoadedAny::Lines(loaded) => {
            let stats = crate::lines::stats::compute(&loaded.certificate, &loaded.sha256)?;
            let table = |out: &mut dyn Write| crate::lines::stats::write_table(out, &stats, path);
            show(&stats, args.json, out, table)?;
            Ok(AnyStats::Lines(stats))
        }
    }
}

/// Prints figures as one JSON object (`--json`) or as the table `table` writes.
fn show(
    stats: &impl Serialize,
    json: bool,
    out: &mut dyn Write,
    table: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<()> {
    let written = match json {
        true => {
            let text = serde_json::to_string_pretty(stats).expect("stats serialize");
            writeln!(out, "{text}")
        }
        false => table(out),
    };
    written.map_err(Error::stdout)
}
