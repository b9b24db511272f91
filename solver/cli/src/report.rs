//! The report of `sureline solve --json`: what a solve found and the manifests of the
//! certificates it wrote. It is the contract between a child solve and `sureline frontier`,
//! which reads it back: a report with an unknown key or outcome is refused, never guessed at.

use serde::{Deserialize, Serialize};
use sureline_certify::manifest::AdversaryManifest;
use sureline_certify::pipeline::AnyManifest;

/// `sureline solve --json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolveJson {
    pub outcome: Outcome,
    /// `capped`, `well` or `survival`.
    pub game: String,
    /// `all` or `grid-2022` (the survival game: `all`).
    pub moves: String,
    /// The main certificate's claim: `player-completes-a-line`, `adversary-prevents-a-line`,
    /// `player-survives` or `adversary-ends-the-game`.
    pub claim: String,
    /// The main certificate's manifest.
    pub manifest: AnyManifest,
    /// An optimal solve's lower bound "no win within V - 1".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<AdversaryManifest>,
    pub states_searched: u64,
    pub wall_seconds: f64,
    pub peak_rss_bytes: u64,
}

/// What the solve established.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    PlayerWins,
    AdversaryWins,
    NoWinWithin,
    /// The survival game: the player survives forever.
    PlayerSurvives,
    /// The survival game: the adversary ends every game.
    AdversaryEndsTheGame,
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADVERSARY: &str = r#"{
      "outcome": "adversary-wins", "game": "capped", "moves": "all",
      "claim": "adversary-prevents-a-line",
      "manifest": {
        "certificate": "4x3-adversary.cert", "claim": "adversary-prevents-a-line",
        "game": "capped", "width": 4, "rows": 3, "pieces": "IOTSZJL", "moves": "all",
        "within": "forever", "choice": "fewest-children", "states": 41,
        "states_by_depth": [1, 7, 33], "sha256": "sha256:ab", "states_searched": 9,
        "threads": 1, "wall_seconds": 0.1, "peak_rss_bytes": 1, "solver_version": "0.1.0",
        "provenance": {"sureline_version": "0.1.0", "git_commit": "x", "rustc": "r",
                       "command_line": ["sureline"], "started_utc": "2026-01-01T00:00:00Z"}
      },
      "states_searched": 9, "wall_seconds": 0.1, "peak_rss_bytes": 1
    }"#;

    #[test]
    fn a_report_reads_back_as_written() {
        let report: SolveJson = serde_json::from_str(ADVERSARY).unwrap();
        assert_eq!(report.outcome, Outcome::AdversaryWins);
        assert!(matches!(&report.manifest, AnyManifest::Adversary(m) if m.states == 41));
        let again = serde_json::to_string(&report).unwrap();
        assert_eq!(serde_json::from_str::<SolveJson>(&again).unwrap(), report);
    }

    #[test]
    fn an_unknown_outcome_or_key_is_an_error() {
        let unknown = ADVERSARY.replace("\"adversary-wins\"", "\"draw\"");
        let error = serde_json::from_str::<SolveJson>(&unknown).unwrap_err();
        assert!(
            error.to_string().contains("unknown variant `draw`"),
            "{error}"
        );
        let extra = ADVERSARY.replace("\"moves\": \"all\",\n", "\"moves\": \"all\", \"x\": 1,\n");
        assert!(serde_json::from_str::<SolveJson>(&extra).is_err());
        let missing = ADVERSARY.replace("\"peak_rss_bytes\": 1\n", "\"peak_rss\": 1\n");
        assert!(serde_json::from_str::<SolveJson>(&missing).is_err());
    }
}
