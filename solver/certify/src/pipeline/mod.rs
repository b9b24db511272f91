//! The solve pipeline: search, extract the strategy, canonicalize, verify with the trusted checker,
//! write certificate and manifest, and the `reproduce` comparison against the archive.
//!
//! It orchestrates; it holds no game logic of its own (model/search decide the game, certificate
//! writes the text, the checker decides whether it is right).

use std::time::{Duration, Instant};

use sureline_checker::{Claim, Verdict};

mod destinations;
mod kept;
mod request;
pub mod survival;
mod verdicts;

pub use destinations::{default_file_name, mode_name, Kind};
use destinations::{file_name, lower_bound_path, Destinations};
use kept::Asked;
pub use kept::KeptSearch;
pub use request::{
    AnyManifest, Certified, Finding, Goal, Naming, SolveReport, SolveRequest, Threads, MAX_THREADS,
    MIN_MEMORY, TABLE_SHARE,
};
pub(crate) use verdicts::claim_of;
pub use verdicts::{sha256_of, verify_produced};
use verdicts::{start_claim, within_format_limits};

use crate::adversary;
use crate::canonical::{self, Move, Next, StrategyGraph};
use crate::checkpoint;
use crate::error::{Error, Result};
use crate::files::Destination;
use crate::limits::CheckLimits;
use crate::manifest::{self, AdversaryManifest, Forever, Manifest, ManifestWithin, RunRecord};
use sureline_engine::model::Above;
use sureline_engine::pieces::{Game, Problem};
use sureline_engine::search::{
    self, Choice, Experiments, Mode, Policy, Progress, RefuteOutcome, Resources, Search, Winner,
    Within,
};
use sureline_engine::start;
use sureline_engine::strategy::{self, Strategy};

/// The strategy the search extracted, as a graph for canonicalization (states become nodes).
pub fn strategy_graph(strategy: &Strategy) -> StrategyGraph {
    let nodes = strategy
        .states
        .iter()
        .map(|state| {
            state
                .moves
                .iter()
                .map(|m| Move {
                    placement: m.placement,
                    next: match m.next {
                        strategy::Next::Win { .. } => Next::Win,
                        strategy::Next::State(index) => Next::Node(index),
                    },
                })
                .collect()
        })
        .collect();
    StrategyGraph {
        problem: strategy.problem,
        start: strategy.start.clone(),
        nodes,
    }
}

/// What the pipeline reports while it works (the command line draws it).
pub enum Event<'a> {
    /// The search's periodic figures.
    Search(&'a Progress),
    /// A phase change, in words.
    Note(&'a str),
}

/// Runs the whole pipeline: checks the request and reserves the outputs (so a bad request or
/// an unwritable output fails before the search), searches, writes each canonical certificate,
/// verifies it with the checker, and writes certificate and manifest as one unit. A
/// certificate reaches its destination only once verified.
pub fn solve(request: &SolveRequest, observer: &mut dyn FnMut(Event)) -> Result<SolveReport> {
    solve_keeping(request, observer, &mut KeptSearch::default())
}

/// [`solve`], with the search `kept` from an earlier solve of this process when it fits the
/// request, and the search this solve's first question used left in `kept` when it may be kept.
pub fn solve_keeping(
    request: &SolveRequest,
    observer: &mut dyn FnMut(Event),
    kept: &mut KeptSearch,
) -> Result<SolveReport> {
    debug_assert!(request.memory >= MIN_MEMORY, "the command checks --memory");
    check_start(request)?;
    if let Some(plan) = &request.checkpoint {
        plan.check()?;
    }
    let destinations = Destinations::reserve(request)?;
    let mut run = Run {
        request,
        observer,
        destinations,
        started: Instant::now(),
        certified: Vec::new(),
        searched: 0,
        kept,
    };
    let finding = match request.goal {
        Goal::Decide(mode) => run.decide(mode)?,
        Goal::NoWinWithin(pieces) => run.no_win_within(pieces)?,
    };
    Ok(SolveReport {
        problem: request.problem,
        finding,
        certified: run.certified,
        states_searched: run.searched,
        wall_seconds: round_ms(run.started.elapsed()),
        peak_rss_bytes: manifest::peak_rss_bytes(),
    })
}

/// The start can be played by every search the goal asks for, before any output is reserved:
/// a decide solve's first search keeps [model.above] (its player certificate must), the
/// adversary's side alone plays the game's full move set.
fn check_start(request: &SolveRequest) -> Result<()> {
    let above = match request.goal {
        Goal::Decide(_) => Above::Restricted,
        Goal::NoWinWithin(_) => Above::Free,
    };
    start::position(&request.problem, above, &request.start)?;
    Ok(())
}

/// One solve in progress.
struct Run<'r, 'o> {
    request: &'r SolveRequest,
    observer: &'o mut dyn FnMut(Event),
    destinations: Destinations,
    started: Instant,
    certified: Vec<Certified>,
    /// States expanded by the finished searches.
    searched: u64,
    /// A search kept from an earlier solve of this process, and for the next one.
    kept: &'o mut KeptSearch,
}

impl Run<'_, '_> {
    /// A search of the request's game: [model.above] as `above` says, a table for `mode`.
    /// With `--resume`, its table starts from the checkpoint of that search.
    fn search(&mut self, above: Above, mode: Mode) -> Result<Search> {
        let r = self.request;
        // The first question's search ([`KeptSearch`] keeps only an existence solve's).
        let kept = match above == Above::Restricted {
            true => self.kept.take_for(r, Asked::First),
            false => None,
        };
        if let Some(search) = kept {
            self.note("the table of the solve before is kept: its facts hold from any start");
            return Ok(search.for_next_solve(r.start.clone())?);
        }
        let resources = Resources {
            threads: r.threads.get(),
            table_bytes: Some((r.memory as f64 * TABLE_SHARE) as u64),
            grow: r.memory_asked,
        };
        let search = Search::new(
            &r.problem,
            above,
            r.tie_break,
            mode,
            resources,
            &Experiments::default(),
        )
        .with_start(r.start.clone())?;
        if let Some(plan) = &r.checkpoint {
            if checkpoint::restore(plan, &search, &r.problem, search.above())? {
                self.note("resumed from the checkpoint: the search table is restored");
            }
        }
        Ok(search)
    }

    /// [`Goal::Decide`]: the player's side with [model.above]; the adversary's side in the
    /// game's full move set (in the well, the same search answers both).
    fn decide(&mut self, mode: Mode) -> Result<Finding> {
        if let Some(kept) = self.destinations.kept.take() {
            return self.finish_kept(kept);
        }
        if let Some(finding) = self.adversary_first(mode)? {
            return Ok(finding);
        }
        let problem = self.request.problem;
        let player_search = self.search(Above::Restricted, mode)?;
        let (plan, observer) = (self.request.checkpoint.as_ref(), &mut *self.observer);
        let solution = checkpoint::during(
            plan,
            &player_search,
            &problem,
            player_search.above(),
            || player_search.player(mode, &mut |p| observer(Event::Search(p))),
        )?;
        self.searched += player_search.states_searched();
        let one_game = search::one_game_for_both_sides(&problem);
        match solution.winner {
            Winner::Player {
                max_pieces,
                strategy,
            } => {
                // In the well the adversary's questions are about the same game: keep its table
                // for the lower bound (optimal mode only), or for the next solve.
                match mode {
                    Mode::Optimal => {
                        let kept = one_game.then_some(player_search);
                        self.player_wins(mode, max_pieces, &strategy, kept)?;
                    }
                    Mode::Existence => {
                        self.player_wins(mode, max_pieces, &strategy, None)?;
                        self.keep(player_search, Asked::First);
                    }
                }
                Ok(Finding::PlayerWins { max_pieces })
            }
            Winner::Adversary => {
                let search = match one_game {
                    true => player_search,
                    // Its table answers the full move set too when [model.above] refused no
                    // drop that mattered (the capped game's usual case: no deciding twice).
                    // Otherwise its facts are of the restricted game: freed before the full
                    // move set's table is made, so the two tables are never held at once.
                    false => match player_search.into_full_move_set() {
                        Some(search) => search,
                        None => self.search(Above::Free, Mode::Existence)?,
                    },
                };
                let destination = self.destinations.adversary.clone();
                self.adversary_holds(&search, Within::Forever, destination)?;
                let asked = if one_game {
                    Asked::First
                } else {
                    Asked::FullMoveSet
                };
                self.keep(search, asked);
                Ok(Finding::AdversaryWins)
            }
        }
    }

    /// With a search kept in the capped game's full move set (the adversary's side of the solve
    /// before), asks it first whether the adversary wins here: an adversary's win in the full
    /// move set is one with [model.above] too, so its policy is this solve's, and no search with
    /// [model.above] is made. Otherwise (the player wins) it is dropped and the solve goes on
    /// as ever: the player's certificate needs [model.above].
    fn adversary_first(&mut self, mode: Mode) -> Result<Option<Finding>> {
        let r = self.request;
        let Some(search) = self.kept.take_for(r, Asked::FullMoveSet) else {
            return Ok(None);
        };
        let search = search.for_next_solve(r.start.clone())?;
        self.note(
            "the full move set's table of the solve before is kept: the adversary's side first",
        );
        let observer = &mut *self.observer;
        let solution = search.player(mode, &mut |p| observer(Event::Search(p)));
        self.searched += search.states_searched();
        if let Winner::Player { .. } = solution.winner {
            return Ok(None);
        }
        let destination = self.destinations.adversary.clone();
        self.adversary_holds(&search, Within::Forever, destination)?;
        self.keep(search, Asked::FullMoveSet);
        Ok(Some(Finding::AdversaryWins))
    }

    /// A player win: its certificate, then in optimal mode the lower bound `within V - 1`
    /// (its destination reserved before the player certificate is written).
    fn player_wins(
        &mut self,
        mode: Mode,
        max_pieces: u32,
        strategy: &Strategy,
        kept: Option<Search>,
    ) -> Result<()> {
        let lower = match mode {
            Mode::Optimal => self.reserve_lower_bound(max_pieces)?,
            Mode::Existence => None,
        };
        self.note("writing the canonical certificate and verifying it with the checker");
        let certified = self.certify_player(mode, strategy)?;
        self.destinations.write(&certified)?;
        self.certified.push(certified);
        match lower {
            Some(lower) => self.lower_bound(lower, kept),
            None => Ok(()),
        }
    }

    /// An optimal solve whose player certificate an interrupted run kept (verified again when
    /// the outputs were reserved): only the lower bound is left.
    fn finish_kept(&mut self, kept: Certified) -> Result<Finding> {
        let AnyManifest::Player(manifest) = &kept.manifest else {
            unreachable!("only a player certificate is kept for reuse")
        };
        let max_pieces = manifest.max_pieces;
        self.note("the player certificate an interrupted run kept verifies: it is kept as it is");
        let lower = self.reserve_lower_bound(max_pieces)?;
        self.certified.push(kept);
        let lower = lower.expect("a kept certificate is a file");
        self.lower_bound(lower, None)?;
        Ok(Finding::PlayerWins { max_pieces })
    }

    /// The lower bound of an optimal player win: no win within `V - 1` pieces, with the
    /// player's search when it answers the adversary's questions too (the well).
    fn lower_bound(
        &mut self,
        (within, destination): (Within, Destination),
        kept: Option<Search>,
    ) -> Result<()> {
        self.note("the lower bound: no win within one piece fewer");
        let search = match kept {
            Some(search) => search,
            None => self.search(Above::Free, Mode::Optimal)?,
        };
        self.adversary_holds(&search, within, destination)
    }

    /// The lower bound's budget and destination, reserved: beside a player certificate written
    /// to a file (none for standard output).
    fn reserve_lower_bound(&mut self, max_pieces: u32) -> Result<Option<(Within, Destination)>> {
        let Destination::File(path) = &self.destinations.player else {
            return Ok(None);
        };
        let pieces = u8::try_from(max_pieces - 1).expect("values fit the search's budgets");
        let destination = Destination::File(lower_bound_path(self.request, path, pieces));
        self.destinations
            .hold(&destination, self.request.existing)?;
        Ok(Some((Within::Pieces(pieces), destination)))
    }

    /// [`Goal::NoWinWithin`]: the adversary's side only, in the game's full move set.
    fn no_win_within(&mut self, pieces: u8) -> Result<Finding> {
        let search = self.search(Above::Free, Mode::Optimal)?;
        let destination = self.destinations.adversary.clone();
        self.adversary_holds(&search, Within::Pieces(pieces), destination)?;
        Ok(Finding::NoWinWithin { pieces })
    }

    /// Asks `search` for the adversary's policy `within`, certifies and writes it; a player
    /// win is a failure of the request, named with its game.
    fn adversary_holds(
        &mut self,
        search: &Search,
        within: Within,
        destination: Destination,
    ) -> Result<()> {
        let before = search.states_searched();
        let (plan, observer) = (self.request.checkpoint.as_ref(), &mut *self.observer);
        let problem = self.request.problem;
        let refutation = checkpoint::during(plan, search, &problem, search.above(), || {
            search.adversary(within, &mut |p| observer(Event::Search(p)))
        })?;
        self.searched += search.states_searched() - before;
        match refutation.outcome {
            RefuteOutcome::AdversaryHolds(policy) => {
                self.note("write: the adversary certificate");
                let certified = self.certify_adversary(&policy, destination)?;
                self.destinations.write(&certified)?;
                self.certified.push(certified);
                Ok(())
            }
            RefuteOutcome::PlayerWins { within: won } => {
                Err(player_wins_error(&self.request.problem, within, won))
            }
        }
    }

    /// Leaves a search for the next solve of this process, with the question it answered.
    fn keep(&mut self, search: Search, asked: Asked) {
        self.kept.keep(self.request, asked, search);
    }

    fn note(&mut self, text: &str) {
        (self.observer)(Event::Note(text));
    }

    /// The canonical player certificate of `strategy`, verified by the checker in its game and
    /// move set, and its manifest.
    fn certify_player(&mut self, mode: Mode, strategy: &Strategy) -> Result<Certified> {
        let request = self.request;
        let canonical = canonical::canonicalize(&strategy_graph(strategy))?;
        let size = (canonical.nodes as u64, canonical.text.len());
        within_format_limits("player certificate", "nodes", size, request.limits)?;
        let claim = claim_of(&request.problem, None, &request.start);
        let verdict = self.verify(&canonical.text, &claim)?;
        // After the checker, so that its peak memory does not add up with this fold's. The
        // counts fit: canonicalize counted the same games in 64 bits.
        let games = strategy
            .games()
            .map_err(|_| canonical::sequences_overflow())?;
        let problem = request.problem;
        let destination = self.destinations.player.clone();
        let manifest = Manifest {
            certificate: file_name(&destination),
            claim: manifest::PLAYER_CLAIM.into(),
            game: problem.game.name().into(),
            moves: problem.moves.name().into(),
            width: problem.width,
            rows: problem.rows,
            pieces: problem.pieces.to_string(),
            start: start_claim(&request.start),
            mode: mode_name(mode).to_string(),
            tie_break: request.tie_break.name().to_string(),
            max_pieces: canonical.max_pieces,
            reachable_states: strategy.states.len(),
            nodes: canonical.nodes,
            sequences: canonical.sequences,
            sequences_by_completed_row: games.by_row,
            sequences_by_length: games.by_length,
            run: self.run_record(&verdict),
        };
        Ok(Certified {
            verdict,
            manifest: AnyManifest::Player(manifest),
            text: canonical.text,
            destination,
            reused: false,
        })
    }

    /// The checker's verdict on a produced certificate of this solve's start (which `claim`
    /// asks).
    fn verify(&mut self, text: &str, claim: &Claim) -> Result<Verdict> {
        verify_produced(text, claim, self.request.limits)
    }

    /// The keys both manifests end with: the certificate's identity and this run's figures.
    fn run_record(&self, verdict: &Verdict) -> RunRecord {
        RunRecord {
            sha256: sha256_of(verdict),
            states_searched: self.searched,
            threads: self.request.threads.get(),
            wall_seconds: round_ms(self.started.elapsed()),
            peak_rss_bytes: manifest::peak_rss_bytes(),
            checker_limits: (self.request.limits != CheckLimits::Standard)
                .then(|| self.request.limits.name().to_string()),
            solver_version: env!("CARGO_PKG_VERSION").to_string(),
            provenance: Some(self.request.provenance.clone()),
        }
    }

    /// The adversary certificate of `policy`, verified by the checker, and its manifest.
    fn certify_adversary(
        &mut self,
        policy: &Policy,
        destination: Destination,
    ) -> Result<Certified> {
        let request = self.request;
        let written = adversary::write(policy);
        let size = (written.states as u64, written.text.len());
        within_format_limits("adversary certificate", "states", size, request.limits)?;
        self.note("check: the checker verifies the certificate");
        let claim = claim_of(&request.problem, Some(policy.within), &policy.start);
        let verdict = self.verify(&written.text, &claim)?;
        let problem = request.problem;
        let depths = policy.states.iter().map(|s| usize::from(s.depth));
        let mut by_depth = vec![0u64; depths.clone().max().map_or(0, |d| d + 1)];
        depths.for_each(|d| by_depth[d] += 1);
        let manifest = AdversaryManifest {
            certificate: file_name(&destination),
            claim: manifest::ADVERSARY_CLAIM.into(),
            game: problem.game.name().into(),
            width: problem.width,
            rows: (problem.game == Game::Capped).then_some(problem.rows),
            height: (problem.game == Game::Well).then_some(problem.rows),
            pieces: problem.pieces.to_string(),
            start: start_claim(&policy.start),
            moves: problem.moves.name().into(),
            within: match policy.within {
                Within::Forever => ManifestWithin::Forever(Forever::Forever),
                Within::Pieces(d) => ManifestWithin::Pieces(d),
            },
            choice: Choice::DEFAULT.name(),
            states: written.states,
            states_by_depth: by_depth,
            run: self.run_record(&verdict),
        };
        Ok(Certified {
            verdict,
            manifest: AnyManifest::Adversary(manifest),
            text: written.text,
            destination,
            reused: false,
        })
    }
}

/// The request fails: the player wins where the adversary was to hold.
fn player_wins_error(problem: &Problem, within: Within, won: u8) -> Error {
    Error::PlayerWins {
        game: problem.game,
        moves: problem.moves,
        within,
        won,
    }
}

fn round_ms(d: Duration) -> f64 {
    (d.as_secs_f64() * 1000.0).round() / 1000.0
}
