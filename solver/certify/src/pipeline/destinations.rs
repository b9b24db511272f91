//! Where the certificates of one solve go: their default names (what was solved, in the file
//! name) and the reservations that hold every output from before the work until it is written.
//! It decides nothing about the game and writes only verified bytes handed to it.

use std::path::{Path, PathBuf};

use super::verdicts::{claim_of, sha256_of, start_claim, verify_produced};
use super::{AnyManifest, Certified, Goal, Naming, SolveRequest};
use crate::error::Result;
use crate::files::{self, Destination, Existing, Reservation};
use crate::manifest;
use sureline_engine::pieces::{Moves, PieceSet, Problem, TieBreak};
use sureline_engine::search::{Mode, Within};
use sureline_engine::start::Start;

pub fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Existence => "existence",
        Mode::Optimal => "optimal",
    }
}

/// What a certificate file holds, for its default name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Player(Mode),
    Adversary(Within),
}

/// `10x6-optimal.cert`, `10x6-optimal-legacy-2022.cert`, `8x4-existence-IO.cert`,
/// `10x5-adversary.cert`, `10x6-no-win-within-11.cert`, `10x7-well-optimal.cert`,
/// `10x6-optimal-grid-2022.cert`, `4x3-existence-start-T0@1,I1@0.cert`: the size (and
/// `-well`), what is proved, the move set when not `all`, the tie-break of a player certificate
/// when not canonical, the pieces when not all, the start when there is one (as `--start` takes
/// it).
pub fn default_file_name(
    problem: &Problem,
    kind: Kind,
    tie_break: TieBreak,
    start: &Start,
) -> String {
    let mut name = problem.size_name();
    name.push('-');
    name.push_str(&match kind {
        Kind::Player(mode) => mode_name(mode).to_string(),
        Kind::Adversary(Within::Forever) => "adversary".to_string(),
        Kind::Adversary(Within::Pieces(d)) => format!("no-win-within-{d}"),
    });
    if problem.moves != Moves::All {
        name.push('-');
        name.push_str(problem.moves.name());
    }
    if matches!(kind, Kind::Player(_)) && tie_break != TieBreak::Canonical {
        name.push('-');
        name.push_str(tie_break.name());
    }
    if problem.pieces != PieceSet::ALL {
        name.push('-');
        name.push_str(&problem.pieces.to_string());
    }
    if let Some(start) = start_claim(start) {
        name.push_str("-start-");
        name.push_str(&start);
    }
    name.push_str(".cert");
    name
}

/// Where the certificates of one solve go, and the reservations that hold them.
pub(super) struct Destinations {
    /// A player certificate's destination.
    pub(super) player: Destination,
    /// An adversary certificate's destination (forever, or the one asked for).
    pub(super) adversary: Destination,
    /// The player certificate an interrupted run of this solve kept, verified again: the solve
    /// reuses it and makes only what is missing.
    pub(super) kept: Option<Certified>,
    held: Vec<Reservation>,
}

impl Destinations {
    /// Reserves, before the work, every output whose name is known: the destination asked, or
    /// the default names of every certificate the goal may write. (The lower bound of an
    /// optimal solve is named by its value: it is reserved as soon as the value is known.)
    pub(super) fn reserve(request: &SolveRequest) -> Result<Destinations> {
        let named = |kind| match &request.naming {
            Naming::Given(destination) => destination.clone(),
            Naming::Defaults(dir) => {
                let name =
                    default_file_name(&request.problem, kind, request.tie_break, &request.start);
                Destination::File(dir.join(name))
            }
        };
        let (player, adversary) = match request.goal {
            Goal::Decide(mode) => (
                named(Kind::Player(mode)),
                named(Kind::Adversary(Within::Forever)),
            ),
            Goal::NoWinWithin(d) => {
                let only = named(Kind::Adversary(Within::Pieces(d)));
                (only.clone(), only)
            }
        };
        let kept = match (&player, request.goal, request.existing) {
            (Destination::File(path), Goal::Decide(Mode::Optimal), Existing::Keep) => {
                kept_player(request, path)
            }
            _ => None,
        };
        // A kept certificate is held (locked) but never written again.
        let player_existing = match kept {
            Some(_) => Existing::Replace,
            None => request.existing,
        };
        let existing = (player_existing, request.existing);
        let mut destinations = Destinations::hold_both(player, adversary, existing)?;
        destinations.kept = kept;
        Ok(destinations)
    }

    /// Holds the destinations of the two sides (`existing`: what each may replace) before the
    /// work, one reservation for a file both name: every solve, of a line game or the survival
    /// game, writes its winner's certificate through them.
    pub(super) fn hold_both(
        player: Destination,
        adversary: Destination,
        (player_existing, existing): (Existing, Existing),
    ) -> Result<Destinations> {
        let mut destinations = Destinations {
            player,
            adversary,
            kept: None,
            held: Vec::new(),
        };
        destinations.hold(&destinations.player.clone(), player_existing)?;
        destinations.hold(&destinations.adversary.clone(), existing)?;
        Ok(destinations)
    }

    /// Reserves a file destination (certificate and manifest under one lock), once.
    pub(super) fn hold(&mut self, destination: &Destination, existing: Existing) -> Result<()> {
        let Destination::File(path) = destination else {
            return Ok(());
        };
        if self.held.iter().any(|r| r.paths()[0] == *path) {
            return Ok(());
        }
        let pair = [path.clone(), manifest::path_for(path)];
        self.held.push(files::reserve(&pair, existing)?);
        Ok(())
    }

    /// Writes a verified certificate and its manifest to their reserved destination.
    pub(super) fn write(&self, certified: &Certified) -> Result<()> {
        let Destination::File(path) = &certified.destination else {
            return Ok(());
        };
        let reservation = self
            .held
            .iter()
            .find(|r| r.paths()[0] == *path)
            .expect("every file destination is reserved before it is written");
        let json = match &certified.manifest {
            AnyManifest::Player(m) => manifest::to_json(m),
            AnyManifest::Adversary(m) => manifest::to_json(m),
            AnyManifest::Survival(m) => manifest::to_json(m),
        };
        reservation.write_all(&[certified.text.as_bytes(), json.as_bytes()])
    }
}

/// A destination's file name, `-` for standard output.
pub(super) fn file_name(destination: &Destination) -> String {
    match destination {
        Destination::File(path) => path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        Destination::Stdout => "-".into(),
    }
}

/// Where the lower bound "no win within `pieces`" of the player certificate at `player` goes:
/// its default name beside it, or `x-no-win-within-D.cert` beside a certificate named by hand.
pub(super) fn lower_bound_path(request: &SolveRequest, player: &Path, pieces: u8) -> PathBuf {
    let name = match &request.naming {
        Naming::Defaults(_) => default_file_name(
            &request.problem,
            Kind::Adversary(Within::Pieces(pieces)),
            request.tie_break,
            &request.start,
        ),
        Naming::Given(_) => {
            let name = player
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let stem = name.strip_suffix(".cert").unwrap_or(&name).to_string();
            format!("{stem}-no-win-within-{pieces}.cert")
        }
    };
    player.with_file_name(name)
}

/// The player certificate an interrupted `solve --optimal` kept at `path`, with its manifest:
/// reused when its manifest names this very solve (game, size, pieces, start, move set, optimal
/// mode, tie-break), its bytes verify with this solve's claim and have the manifest's identity, and
/// its lower bound is still missing. Anything else at `path` is an existing file like any other.
fn kept_player(request: &SolveRequest, path: &Path) -> Option<Certified> {
    let manifest: manifest::Manifest = manifest::read(&manifest::path_for(path)).ok()?;
    let problem = &request.problem;
    let this_solve = manifest.game == problem.game.name()
        && manifest.moves == problem.moves.name()
        && manifest.width == problem.width
        && manifest.rows == problem.rows
        && manifest.pieces == problem.pieces.to_string()
        && manifest.start == start_claim(&request.start)
        && manifest.mode == mode_name(Mode::Optimal)
        && manifest.tie_break == request.tie_break.name();
    let pieces = u8::try_from(manifest.max_pieces.checked_sub(1)?).ok()?;
    if !this_solve || lower_bound_path(request, path, pieces).exists() {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    let claim = claim_of(problem, None, &request.start);
    let verdict = verify_produced(&text, &claim, request.limits).ok()?;
    (sha256_of(&verdict) == manifest.run.sha256).then(|| Certified {
        verdict,
        manifest: AnyManifest::Player(manifest),
        text,
        destination: Destination::File(path.to_path_buf()),
        reused: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_say_what_was_solved() {
        let p = Problem::capped(10, 6, PieceSet::ALL);
        let none = Start::empty();
        let name = |p: &Problem, kind, tie_break| default_file_name(p, kind, tie_break, &none);
        let optimal = Kind::Player(Mode::Optimal);
        assert_eq!(name(&p, optimal, TieBreak::Canonical), "10x6-optimal.cert");
        assert_eq!(
            name(&p, optimal, TieBreak::Legacy2022),
            "10x6-optimal-legacy-2022.cert"
        );
        let o = Problem::capped(4, 2, "OI".parse::<PieceSet>().unwrap());
        assert_eq!(
            name(&o, Kind::Player(Mode::Existence), TieBreak::Canonical),
            "4x2-existence-IO.cert"
        );
        let lower = Kind::Adversary(Within::Pieces(11));
        assert_eq!(
            name(&p, lower, TieBreak::Legacy2022),
            "10x6-no-win-within-11.cert"
        );
        let forever = Kind::Adversary(Within::Forever);
        let five = Problem::capped(10, 5, PieceSet::ALL);
        assert_eq!(
            name(&five, forever, TieBreak::Canonical),
            "10x5-adversary.cert"
        );
        let well = Problem::well(10, 7, PieceSet::ALL);
        assert_eq!(
            name(&well, optimal, TieBreak::Canonical),
            "10x7-well-optimal.cert"
        );
        let grid = p.with_moves(Moves::Grid2022);
        assert_eq!(
            name(&grid, optimal, TieBreak::Canonical),
            "10x6-optimal-grid-2022.cert"
        );
        assert_eq!(
            name(
                &grid,
                Kind::Adversary(Within::Pieces(12)),
                TieBreak::Canonical
            ),
            "10x6-no-win-within-12-grid-2022.cert"
        );
        let start: Start = "T0@1,I1@0".parse().unwrap();
        let small = Problem::capped(4, 3, PieceSet::ALL);
        assert_eq!(
            default_file_name(
                &small,
                Kind::Player(Mode::Existence),
                TieBreak::Canonical,
                &start
            ),
            "4x3-existence-start-T0@1,I1@0.cert"
        );
        assert_eq!(
            default_file_name(&small, forever, TieBreak::Canonical, &start),
            "4x3-adversary-start-T0@1,I1@0.cert"
        );
    }
}
