//! The survival pipeline (spec/survival.md): reserve the outputs, solve, write the winner's
//! canonical certificate, verify it, and write it with its manifest as one unit. Like the other
//! games' pipeline, nothing reaches a file before it is verified.

use std::time::Instant;

use sureline_engine::survival::{
    self, Budget, DecidedBy, Field, Figures, Method, Outcome, Supply, SurvivalPolicy,
    SurvivalProblem, SurvivalStrategy,
};

use super::destinations::Destinations;
use super::verdicts::{sha256_of, within_format_limits};
use super::{round_ms, AnyManifest, Certified, Naming, TABLE_SHARE};
use crate::error::{Error, Limit, Result};
use crate::files::{Destination, Existing};
use crate::limits::CheckLimits;
use crate::manifest::{self, FirstCycle, Provenance, RunRecord, SurvivalManifest, SurvivalMethod};
use crate::survival::{adversary_text, player_text};

#[cfg(test)]
mod tests;
mod verify;

pub use verify::{survival_claim, verify_survival};

/// What to solve and where the certificate goes.
#[derive(Clone, Debug)]
pub struct SurvivalRequest {
    pub problem: SurvivalProblem,
    /// [`Method::Local`] (the exact search) or [`Method::Guided`] ([survival.guided]).
    pub method: Method,
    /// The memory budget of the whole solve, in bytes: the solver's tables take at most
    /// [`TABLE_SHARE`] of it.
    pub memory: u64,
    pub limits: CheckLimits,
    pub naming: Naming,
    pub existing: Existing,
    pub provenance: Provenance,
}

/// What the solve established.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurvivalFinding {
    /// The player survives forever.
    Survives,
    /// The adversary ends every game, the player topping out at this piece at the latest.
    Falls { within: u32 },
}

/// What a survival solve found and wrote.
#[derive(Clone, Debug)]
pub struct SurvivalReport {
    pub problem: SurvivalProblem,
    pub finding: SurvivalFinding,
    pub certified: Certified,
    pub figures: Figures,
    pub wall_seconds: f64,
    pub peak_rss_bytes: u64,
}

/// What the pipeline reports while it works.
pub enum SurvivalEvent<'a> {
    Progress(&'a survival::Progress),
    Note(&'a str),
}

/// `survival-6x5-OJ-player.cert`, `survival-10x20-floor-...-sequence-SZ-adversary.cert`: the
/// well, the pieces, the side.
pub fn default_survival_name(problem: &SurvivalProblem, survives: bool) -> String {
    let side = if survives { "player" } else { "adversary" };
    format!(
        "survival-{}-{}-{side}.cert",
        problem.size_name(),
        problem.pieces_name()
    )
}

/// The outputs of one survival solve, held before the work: the destination asked, or both
/// default names (the winner is not known yet).
fn reserve(request: &SurvivalRequest) -> Result<Destinations> {
    let named = |survives| match &request.naming {
        Naming::Given(destination) => destination.clone(),
        Naming::Defaults(dir) => {
            Destination::File(dir.join(default_survival_name(&request.problem, survives)))
        }
    };
    let existing = (request.existing, request.existing);
    Destinations::hold_both(named(true), named(false), existing)
}

/// [cert.limits] The least profile, up to the one `asked`, that the certificate verifies within,
/// with its verdict: the standard limits when it fits them, so that a table asking for the large
/// ones names them only on the claims that need them. A certificate past the standard format
/// limits (`fits_standard` false) goes straight to the asked profile; one within them may still
/// meet the walk's positions limit, known only once walked, and is then verified again within
/// the asked one. Any other refusal is the refusal.
fn least_limits<V>(
    asked: CheckLimits,
    fits_standard: bool,
    mut verify: impl FnMut(CheckLimits) -> Result<V>,
) -> Result<(V, CheckLimits)> {
    let standard = CheckLimits::Standard;
    if asked != standard && fits_standard {
        match verify(standard) {
            Err(Error::Limit(Limit::Checker { .. })) => {}
            other => return other.map(|verdict| (verdict, standard)),
        }
    }
    verify(asked).map(|verdict| (verdict, asked))
}

/// Runs the survival pipeline: reserves the outputs (a bad one fails before the work), solves,
/// writes the winner's certificate, verifies it and writes it with its manifest.
pub fn solve_survival(
    request: &SurvivalRequest,
    observer: &mut dyn FnMut(SurvivalEvent),
) -> Result<SurvivalReport> {
    let outputs = reserve(request)?;
    let started = Instant::now();
    let budget = Budget {
        bytes: (request.memory as f64 * TABLE_SHARE) as u64,
    };
    let solution = survival::solve_with(&request.problem, request.method, &budget, &mut |p| {
        observer(SurvivalEvent::Progress(p))
    })
    .map_err(|too_large| Error::Limit(Limit::SurvivalGame(too_large)))?;
    observer(SurvivalEvent::Note(
        "writing the canonical certificate and verifying it",
    ));
    let figures = solution.figures;
    let (text, finding, destination, shape) = match &solution.outcome {
        Outcome::Survives(strategy) => (
            player_text(strategy),
            SurvivalFinding::Survives,
            outputs.player.clone(),
            Shape::of_strategy(strategy),
        ),
        Outcome::Falls(policy) => (
            adversary_text(policy),
            SurvivalFinding::Falls {
                within: policy.within,
            },
            outputs.adversary.clone(),
            Shape::of_policy(policy),
        ),
    };
    drop(solution);
    let kind = match finding {
        SurvivalFinding::Survives => "player certificate",
        SurvivalFinding::Falls { .. } => "adversary certificate",
    };
    let size = (shape.nodes as u64, text.len());
    within_format_limits(kind, "nodes", size, request.limits)?;
    let claim = survival_claim(&request.problem, finding);
    let fits_standard = within_format_limits(kind, "nodes", size, CheckLimits::Standard).is_ok();
    let (verdict, limits) = least_limits(request.limits, fits_standard, |profile| {
        verify_survival(&text, &claim, profile)
    })?;
    let run = RunRecord {
        sha256: sha256_of(&verdict),
        states_searched: figures.positions + figures.explored,
        threads: 1,
        wall_seconds: round_ms(started.elapsed()),
        peak_rss_bytes: manifest::peak_rss_bytes(),
        checker_limits: (limits != CheckLimits::Standard).then(|| limits.name().to_string()),
        solver_version: env!("CARGO_PKG_VERSION").to_string(),
        provenance: Some(request.provenance.clone()),
    };
    let manifest = survival_manifest(request, &destination, finding, &shape, figures, run);
    let certified = Certified {
        verdict,
        manifest: AnyManifest::Survival(manifest),
        text,
        destination,
        reused: false,
    };
    outputs.write(&certified)?;
    Ok(SurvivalReport {
        problem: request.problem,
        finding,
        certified,
        figures,
        wall_seconds: round_ms(started.elapsed()),
        peak_rss_bytes: manifest::peak_rss_bytes(),
    })
}

/// The figures of the certified strategy or policy the manifest keeps.
struct Shape {
    nodes: usize,
    nodes_by_length: Option<Vec<u64>>,
    strategy_height: Option<u8>,
    first_cycle: Option<FirstCycle>,
}

impl Shape {
    fn of_strategy(strategy: &SurvivalStrategy) -> Shape {
        let height = strategy
            .positions
            .iter()
            .map(|p| p.board.top_row().map_or(0, |t| t + 1))
            .max();
        // Follow the first choice of every node until a node repeats.
        let mut seen = vec![u32::MAX; strategy.nodes()];
        let (mut node, mut step) = (0usize, 0u32);
        while seen[node] == u32::MAX {
            seen[node] = step;
            node = strategy.moves_of(node)[0].next as usize;
            step += 1;
        }
        Shape {
            nodes: strategy.nodes(),
            nodes_by_length: None,
            strategy_height: height,
            first_cycle: Some(FirstCycle {
                lead: seen[node],
                period: step - seen[node],
            }),
        }
    }

    fn of_policy(policy: &SurvivalPolicy) -> Shape {
        let mut by_length = vec![0u64; policy.within as usize + 1];
        for node in &policy.nodes {
            by_length[node.length as usize] += 1;
        }
        debug_assert!(policy.fields.iter().all(|f| match f {
            Field::Node(n) => (*n as usize) < policy.nodes.len(),
            Field::TopsOut => true,
        }));
        Shape {
            nodes: policy.nodes.len(),
            nodes_by_length: Some(by_length),
            strategy_height: None,
            first_cycle: None,
        }
    }
}

fn survival_manifest(
    request: &SurvivalRequest,
    destination: &Destination,
    finding: SurvivalFinding,
    shape: &Shape,
    figures: Figures,
    run: RunRecord,
) -> SurvivalManifest {
    let problem = &request.problem;
    let (adversary, sequence, preview) = match problem.supply {
        Supply::Set { pieces, preview } => (Some(pieces.to_string()), None, preview.digit()),
        Supply::Sequence(s) => (None, Some(s.to_string()), 0),
    };
    let method = figures.decided_by;
    // The whole graph's figures, and the surface stage's: its hole-free positions, edges and
    // fixed point.
    let graph = matches!(method, DecidedBy::Graph | DecidedBy::Surface);
    let (claim, within) = match finding {
        SurvivalFinding::Survives => (manifest::SURVIVES_CLAIM, None),
        SurvivalFinding::Falls { within } => (manifest::ENDS_CLAIM, Some(within)),
    };
    SurvivalManifest {
        certificate: super::destinations::file_name(destination),
        claim: claim.into(),
        game: "survival".into(),
        width: problem.well.width(),
        height: problem.well.height(),
        floor: problem.well.floor_text(),
        adversary,
        sequence,
        preview,
        nodes: shape.nodes,
        within,
        nodes_by_length: shape.nodes_by_length.clone(),
        strategy_height: shape.strategy_height,
        first_cycle: shape.first_cycle,
        method: match method {
            DecidedBy::Local => SurvivalMethod::Local,
            DecidedBy::Graph => SurvivalMethod::Graph,
            DecidedBy::Refute => SurvivalMethod::Refute,
            DecidedBy::Guided => SurvivalMethod::Guided,
            DecidedBy::Lifted => SurvivalMethod::Lifted,
            DecidedBy::Surface => SurvivalMethod::Surface,
        },
        positions: figures.positions,
        edges: graph.then_some(figures.edges),
        surviving_positions: graph.then_some(figures.surviving),
        deepest_rank: (method == DecidedBy::Graph).then_some(figures.deepest),
        run,
    }
}
