//! `sureline web`: one self-contained HTML page that plays against a verified certificate, for
//! readers who will not build a Rust workspace.
//!
//! The page embeds the certificate's exact bytes (gzip, then base64: the browser's own
//! `DecompressionStream` undoes it, so the 15.9 MB adversary certificate fits in a page of a
//! few MB), the checker's verdict line, the figures `sureline stats` prints and the longest
//! game (`sureline worst`; of a survival strategy, its first cycle). Everything else — the drop,
//! the strategy's answers, the policy's pieces, the terminal positions — the page's JavaScript
//! recomputes from the certificate by the rules of spec/ (page/rules.js, slides and srs turns
//! included; the survival game of spec/survival.md in page/survival.js and page/survival_app.js,
//! the lines game of spec/lines.md on it in page/lines.js); the browser tests (tests/web/) hold
//! it to `sureline play`.
//!
//! This module must not fetch, link or load anything at page time: no network, no external
//! fonts or scripts. It writes no file itself (the command line does, through
//! `sureline_certify::files`).

use std::io::Write as _;
use std::path::Path;

use base64::Engine as _;
use serde::Serialize;
use sureline_certify::error::{Error, Result};
use sureline_certify::lines_read::LinesCertificate;
use sureline_certify::load::{load_any, LoadedAny, LoadedLines, LoadedSurvival};
use sureline_certify::survival_read::SurvivalCertificate;

use crate::game::policy::{self, Longest};
use crate::game::strategy::worst_sequence;
use crate::identity::sha256_hex;
use crate::lines::{self, stats::LinesStats};
use crate::palette;
use crate::stats::adversary::{self as adversary_stats, AdversaryStats};
use crate::stats::player::{self as player_stats, Stats};
use crate::survival::{self, stats::SurvivalStats};

const TEMPLATE: &str = include_str!("page/index.html");
const STYLE: &str = include_str!("page/style.css");
const RULES: &str = include_str!("page/rules.js");
const BOARD: &str = include_str!("page/board.js");
const APP: &str = include_str!("page/app.js");
const SURVIVAL: &str = include_str!("page/survival.js");
const SURVIVAL_APP: &str = include_str!("page/survival_app.js");
const LINES: &str = include_str!("page/lines.js");
const START: &str = include_str!("page/start.js");

/// Which side the page lets the reader play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// A player certificate: the reader is the adversary and hands the pieces.
    Player,
    /// An adversary certificate: the reader is the player and places the pieces.
    Adversary,
}

/// The figures of either claim kind, as `sureline stats --json` prints them.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
enum Figures {
    Player(Stats),
    Adversary(AdversaryStats),
    Survival(SurvivalStats),
    Lines(LinesStats),
}

/// What the page's script reads before it decompresses the certificate.
#[derive(Serialize)]
struct Facts<'a> {
    kind: Side,
    /// The certificate's file name (no directory: the page must not depend on where it was made).
    name: &'a str,
    verdict: &'a str,
    sha256: String,
    stats: Figures,
    /// The longest game: piece letters (player side) or `T0@3,S1@0` (adversary side); of a
    /// survival strategy, the game to its first cycle against the first piece.
    worst: String,
    /// A survival certificate (spec/survival.md): the page plays the survival game.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    survival: bool,
    /// A lines certificate (spec/lines.md): the page plays the lines game.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    lines: bool,
    /// The sureline version that made the page.
    version: &'static str,
}

/// One generated page.
#[derive(Clone, Debug)]
pub struct Page {
    pub html: String,
    pub side: Side,
    /// The certificate's size and the size of its embedded (gzip + base64) form, in bytes.
    pub certificate_bytes: usize,
    pub embedded_bytes: usize,
}

/// Verifies the certificate at `path` (either claim kind) and makes its page.
pub fn make_page(path: &Path) -> Result<Page> {
    let loaded = load_any(path)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "certificate".into());
    page_of(&loaded, &name)
}

/// The page of a loaded (verified) certificate named `name`.
pub fn page_of(loaded: &LoadedAny, name: &str) -> Result<Page> {
    let (side, bytes, verdict, stats, worst) = match loaded {
        LoadedAny::Player(loaded) => {
            let figures = player_stats::compute(&loaded.certificate, &loaded.bytes);
            let worst = worst_sequence(&loaded.certificate)?;
            let bytes = loaded.bytes.as_slice();
            (
                Side::Player,
                bytes,
                &loaded.verdict,
                Figures::Player(figures),
                worst,
            )
        }
        LoadedAny::Adversary(loaded) => {
            // The figures and the worst game need the same longest games: computed once.
            let mut longest = Longest::new(&loaded.policy);
            let figures =
                adversary_stats::compute_with(&loaded.policy, &loaded.bytes, &mut longest)?;
            let worst = policy::worst_game_with(&loaded.policy, &mut longest)?;
            let worst = policy::moves_text(&worst);
            let bytes = loaded.bytes.as_slice();
            let figures = Figures::Adversary(figures);
            (Side::Adversary, bytes, &loaded.verdict, figures, worst)
        }
        LoadedAny::Survival(loaded) => {
            let (side, figures, worst) = survival_facts(loaded)?;
            let bytes = loaded.bytes.as_slice();
            (side, bytes, &loaded.verdict, figures, worst)
        }
        LoadedAny::Lines(loaded) => {
            let (side, figures, worst) = lines_facts(loaded)?;
            let bytes = loaded.bytes.as_slice();
            (side, bytes, &loaded.verdict, figures, worst)
        }
    };
    let facts = Facts {
        kind: side,
        name,
        verdict,
        sha256: format!("sha256:{}", sha256_hex(bytes)),
        stats,
        worst,
        survival: matches!(loaded, LoadedAny::Survival(_)),
        lines: matches!(loaded, LoadedAny::Lines(_)),
        version: env!("CARGO_PKG_VERSION"),
    };
    let embedded = embed(bytes)?;
    let title = match side {
        Side::Player => format!("sureline: play the adversary against {name}"),
        Side::Adversary => format!("sureline: play the player against {name}"),
    };
    let html = fill(
        TEMPLATE,
        &[
            ("TITLE", &escape_html(&title)),
            ("STYLE", &format!("{STYLE}{}", palette::piece_css())),
            ("FACTS", &script_json(&facts)),
            ("CERTIFICATE", &embedded),
            (
                "SCRIPT",
                &[RULES, BOARD, SURVIVAL, APP, SURVIVAL_APP, LINES, START].join("\n"),
            ),
        ],
    )?;
    Ok(Page {
        html,
        side,
        certificate_bytes: bytes.len(),
        embedded_bytes: embedded.len(),
    })
}

/// The side, the figures and the game the page's W button plays, of a survival certificate.
fn survival_facts(loaded: &LoadedSurvival) -> Result<(Side, Figures, String)> {
    let figures = survival::stats::compute(&loaded.certificate, &loaded.sha256)?;
    Ok(match &loaded.certificate {
        SurvivalCertificate::Player(strategy) => {
            let cycle = survival::game::first_cycle(strategy)?;
            (Side::Player, Figures::Survival(figures), cycle.given())
        }
        SurvivalCertificate::Adversary(policy) => {
            let longest = survival::game::longest_game(policy)?;
            let moves = survival::play::moves_text(&longest);
            (Side::Adversary, Figures::Survival(figures), moves)
        }
    })
}

/// The side, the figures and the game the page's W button plays, of a lines certificate: the
/// longest game against a strategy, the game of `worst` against a policy.
fn lines_facts(loaded: &LoadedLines) -> Result<(Side, Figures, String)> {
    let figures = Figures::Lines(lines::stats::compute(&loaded.certificate, &loaded.sha256)?);
    Ok(match &loaded.certificate {
        LinesCertificate::Player(strategy) => {
            let game = lines::game::longest_sequence(strategy)?;
            (Side::Player, figures, game.given())
        }
        LinesCertificate::Adversary(policy) => {
            let game = lines::game::deepest_game(policy)?;
            (Side::Adversary, figures, game.moves_text())
        }
    })
}

/// gzip (deterministic: no name, no time in the header) then base64, so the bytes fit in a
/// `<script type="text/plain">` element; the page decodes them with `atob` and
/// `DecompressionStream("gzip")`.
fn embed(bytes: &[u8]) -> Result<String> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .map(|gzip| base64::engine::general_purpose::STANDARD.encode(gzip))
        .map_err(|e| Error::Bug(format!("compressing the certificate in memory failed: {e}")))
}

/// JSON that can sit inside `<script>`: `</` would end the element, so every `<` is escaped
/// (`\u003c` means the same character to a JSON parser).
fn script_json(value: &impl Serialize) -> String {
    serde_json::to_string(value)
        .expect("the page facts serialize")
        .replace('<', "\\u003c")
}

fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Replaces each `{{KEY}}` of `template` by its value in one pass over the template, so a value
/// that happens to contain `{{...}}` is never substituted again. An unknown key is a bug.
fn fill(template: &str, values: &[(&str, &str)]) -> Result<String> {
    let mut out =
        String::with_capacity(template.len() + values.iter().map(|v| v.1.len()).sum::<usize>());
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let end = after
            .find("}}")
            .ok_or_else(|| Error::Bug("the page template has an unclosed {{".into()))?;
        let key = &after[..end];
        let value = values
            .iter()
            .find(|(k, _)| *k == key)
            .ok_or_else(|| Error::Bug(format!("the page template has an unknown key {key}")))?;
        out.push_str(value.1);
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests;
