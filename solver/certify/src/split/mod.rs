//! [comp.split] A problem split at depth one into parts (spec/composite.md): the plan
//! (`DIR/split.json`: the problem, each piece's placements in the solver's order and the part
//! each reaches), each solved part's record (`DIR/parts/INDEX.json`, written after its
//! certificate `DIR/HEX.cert`, beside the composite `DIR/composite.cert`, where the checker
//! looks first), which parts a round still needs, and the join into one composite certificate.
//! Which parts are needed and what the join writes are pure functions of the plan and the records, so a killed run loses nothing that finished and a rerun picks up
//! where it stopped; the job engine that runs the parts (HyperQueue, Slurm) is outside.

mod adopt;
mod join;
mod part;
mod plan;
mod rounds;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sureline_checker::{Claim, Limits, Proves, Verdict, Walk};
use sureline_engine::pieces::{Game, Moves, PieceSet, Problem};
use sureline_engine::start::Start;

use crate::error::{Error, Result};
use crate::files;

pub use adopt::adopt;
pub use join::{join, Composite};
pub use part::{check_indices, solve_part, Resources, Solved};
pub use plan::plan;
pub use rounds::{decide, Decision, PieceState};

/// The first field of every plan: what reads it refuses any other.
pub const FORMAT: &str = "sureline-split v1";

/// `DIR/split.json`: the problem and its parts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Plan {
    pub format: String,
    /// `capped` or `well`.
    pub game: String,
    pub width: u8,
    /// R, or the height H of a well.
    pub rows: u8,
    pub pieces: String,
    pub moves: String,
    /// The split's own start (`T0@3,I1@0`; empty: the empty board): a part can be split again.
    pub start: String,
    /// Each piece of the set, in canonical order, with its placements in split order.
    pub by_piece: Vec<PiecePlan>,
    pub parts: Vec<PartPlan>,
}

/// One piece the adversary may give first, and the player's answers to it in split order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PiecePlan {
    pub piece: char,
    pub placements: Vec<PlacementPlan>,
}

/// A placement of the piece: it completes a row (`part` absent: the player wins at once), or it
/// reaches the start position of part `part`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlacementPlan {
    pub placement: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<usize>,
}

/// A part: an ordinary problem from its own start, identified by the hash of its definition.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartPlan {
    pub index: usize,
    pub start: String,
    /// `sha256:` of the part's definition ([`part_id`]): a record of another problem is refused.
    pub id: String,
}

/// Who wins a part, from its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    Player,
    Adversary,
}

/// `DIR/parts/INDEX.json`: a solved part, written after its certificate.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub index: usize,
    pub id: String,
    pub winner: Winner,
    /// `sha256:HEX`: the certificate `DIR/HEX.cert`.
    pub certificate: String,
    /// A player part's `max-pieces` and `sequences`, an adversary part's `states`.
    pub max_pieces: u64,
    pub sequences: u64,
    pub states: u64,
    /// The checker's verdict line on the part.
    pub verdict: String,
    pub states_searched: u64,
    pub wall_seconds: f64,
    pub peak_rss_bytes: u64,
}

impl Record {
    /// The record of part `index` (its definition's `id`) proved by `verdict`, with what it cost
    /// (states searched, wall seconds, peak RSS bytes).
    pub fn of(
        index: usize,
        id: String,
        verdict: &Verdict,
        (states_searched, wall_seconds, peak_rss_bytes): (u64, f64, u64),
    ) -> Record {
        let (winner, max_pieces, sequences, states) = match verdict.proves {
            Proves::Win {
                max_pieces,
                sequences,
                ..
            } => (Winner::Player, max_pieces, sequences, 0),
            Proves::Prevention { states, .. } => (Winner::Adversary, 0, 0, states),
            _ => unreachable!("a line game's part is a player or an adversary certificate"),
        };
        let (certificate, verdict) = (verdict.sha256.clone(), verdict.to_string());
        Record {
            index,
            id,
            winner,
            certificate,
            max_pieces,
            sequences,
            states,
            verdict,
            states_searched,
            wall_seconds,
            peak_rss_bytes,
        }
    }
}

impl Plan {
    /// The problem the plan splits, read back into typed values.
    pub fn problem(&self) -> std::result::Result<Problem, String> {
        let pieces: PieceSet = self
            .pieces
            .parse()
            .map_err(|e| format!("pieces {}: {e}", self.pieces))?;
        let moves: Moves = self
            .moves
            .parse()
            .map_err(|e| format!("moves {}: {e}", self.moves))?;
        let problem = match self.game.as_str() {
            "capped" => Problem::capped(self.width, self.rows, pieces),
            "well" => Problem::well(self.width, self.rows, pieces),
            other => return Err(format!("game {other}: expected capped or well")),
        };
        Ok(problem.with_moves(moves))
    }

    /// The split's own start.
    pub fn start(&self) -> std::result::Result<Start, String> {
        if self.start.is_empty() {
            return Ok(Start::empty());
        }
        self.start
            .parse()
            .map_err(|e| format!("start {}: {e}", self.start))
    }
}

/// `sha256:` of a part's definition: the problem's words and the part's start.
pub fn part_id(problem: &Problem, start: &Start) -> String {
    let game = match problem.game {
        Game::Capped => "capped",
        Game::Well => "well",
    };
    let definition = format!(
        "sureline-part v1\ngame {game}\nwidth {}\nbound {}\npieces {}\nmoves {}\nstart {}\n",
        problem.width,
        problem.rows,
        problem.pieces,
        problem.moves.name(),
        start.joined(",")
    );
    sha256_hex(definition.as_bytes())
}

/// `sha256:` and the hexadecimal SHA-256 of `bytes` ([cert.identity]).
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    format!("sha256:{:x}", Sha256::digest(bytes))
}

/// Where a split keeps its files.
#[derive(Clone, Debug)]
pub struct SplitDir(pub PathBuf);

/// How much [`SplitDir::records`] checks of each part's certificate. A round (`split next`,
/// `status`, `part`) needs only to know which parts are solved: it finds each certificate
/// present and does not read it; the join and the adoption, which cite the certificates, hash
/// each one (and the checker verifies each part of the composite by its hash again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Certificates {
    Present,
    Hashed,
}

impl SplitDir {
    pub fn plan_path(&self) -> PathBuf {
        self.0.join("split.json")
    }

    pub fn parts(&self) -> PathBuf {
        self.0.join("parts")
    }

    pub fn record_path(&self, index: usize) -> PathBuf {
        self.parts().join(format!("{index}.json"))
    }

    /// `DIR/HEX.cert`, beside `DIR/composite.cert`: where the checker finds part `sha256:HEX`
    /// of a composite with no option ([comp.match]: the directory of the composite).
    pub fn certificate_path(&self, certificate: &str) -> PathBuf {
        self.0.join(format!(
            "{}.cert",
            certificate.trim_start_matches("sha256:")
        ))
    }

    /// The plan, checked: its format, its problem and start, its parts numbered in order with
    /// the ids of their definitions.
    pub fn plan(&self) -> Result<Plan> {
        let path = self.plan_path();
        let plan: Plan = crate::manifest::read(&path)?;
        let bad = |problem: String| Error::Split {
            path: path.clone(),
            problem,
        };
        if plan.format != FORMAT {
            return Err(bad(format!("format {}: expected {FORMAT}", plan.format)));
        }
        let (problem, start) = (plan.problem().map_err(bad)?, plan.start().map_err(bad)?);
        for (i, part) in plan.parts.iter().enumerate() {
            let part_start: Start = part
                .start
                .parse()
                .map_err(|e| bad(format!("part {i}: {e}")))?;
            if part.index != i || part.id != part_id(&problem, &part_start) {
                return Err(bad(format!(
                    "part {i}: its index or id does not match its definition"
                )));
            }
            if !part_start.placements().starts_with(start.placements()) {
                return Err(bad(format!(
                    "part {i}: its start does not begin with the split's"
                )));
            }
        }
        Ok(plan)
    }

    /// The records of the parts solved so far, each checked against the plan (its index and
    /// id) and against its certificate file: present, and with `Certificates::Hashed` with the
    /// hash it names.
    pub fn records(&self, plan: &Plan, check: Certificates) -> Result<Vec<Option<Record>>> {
        let mut records = Vec::with_capacity(plan.parts.len());
        for part in &plan.parts {
            let path = self.record_path(part.index);
            if !path.exists() {
                records.push(None);
                continue;
            }
            let record: Record = crate::manifest::read(&path)?;
            let bad = |problem: String| Error::Split {
                path: path.clone(),
                problem,
            };
            if record.index != part.index || record.id != part.id {
                return Err(bad(format!(
                    "the record of another part (id {}, plan {})",
                    record.id, part.id
                )));
            }
            let certificate = self.certificate_path(&record.certificate);
            let io = |source| Error::Io {
                path: certificate.clone(),
                source,
            };
            if check == Certificates::Present {
                std::fs::metadata(&certificate).map_err(io)?;
                records.push(Some(record));
                continue;
            }
            let found = sha256_hex(&std::fs::read(&certificate).map_err(io)?);
            if found != record.certificate {
                return Err(bad(format!(
                    "{} has {found}, the record names {}",
                    certificate.display(),
                    record.certificate
                )));
            }
            records.push(Some(record));
        }
        Ok(records)
    }

    /// The checker's verdict on `text` proving `claim`, its parts found in DIR, beside the
    /// composite ([comp.match]); a refusal names the part at fault.
    pub fn verify(&self, text: &str, claim: &Claim, limits: &Limits) -> Result<Verdict> {
        let source = crate::load::parts_in(&self.0);
        sureline_checker::verify_parts(text.as_bytes(), claim, limits, Walk::Descriptions, &source)
            .map_err(|failure| Error::Join {
                failure: Box::new(failure),
            })
    }

    /// Writes `text` to `path` through a temporary file renamed over it: a killed write leaves
    /// the old file or none, never half of one.
    pub fn write_atomically(path: &Path, text: &[u8]) -> Result<()> {
        let temp = files::temporary_path(path, std::process::id());
        let io = |source| Error::Io {
            path: path.to_owned(),
            source,
        };
        std::fs::write(&temp, text).map_err(io)?;
        std::fs::rename(&temp, path).map_err(|source| Error::Io {
            path: path.to_owned(),
            source,
        })
    }
}
