//! How a survival solve stops short of an answer: what ran out (a limit of the tables, or a
//! stage's positions budget, [survival.staged]) and the figures reached, written once for the
//! message the person reads.

/// The problem is too large for the solver's tables: what ran out, and the figures reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    pub what: Exhausted,
    pub positions: u64,
    pub edges: u64,
    pub bytes: u64,
}

/// What a solve ran out of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exhausted {
    /// A limit of the machine or of the solver's tables: "the memory budget", "more than 2^32
    /// positions".
    Limit(&'static str),
    /// [survival.staged] One search of a capped stage would have numbered a position more than
    /// its budget: the next stage is tried.
    PositionsCap(CappedSearch),
    /// [survival.staged] No stage decided: where each stopped, in the order tried (boxed: the
    /// error of every survival search stays small).
    EveryStage(Box<StageStops>),
    /// [survival.surface] The surface game's graph is whole (`TooLarge::positions` hole-free
    /// positions) and the start is not in its fixed point (`surviving` positions are): the
    /// surface stage decides nothing (the player may still survive with holes).
    OutsideSurface { surviving: u64 },
}

/// The searches a stage's positions budget caps ([survival.staged]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CappedSearch {
    /// The local search for the player's strategy ([survival.solve], or in the guided order).
    Local,
    /// The adversary's ranks by iterative deepening.
    Refutation,
    /// The guided stage's bounded proof ([survival.guided]).
    Proof,
    /// The surface stage's exploration of the hole-free positions ([survival.surface]).
    Surface,
}

impl CappedSearch {
    fn name(self) -> &'static str {
        match self {
            CappedSearch::Local => "the local search",
            CappedSearch::Refutation => "the refutation",
            CappedSearch::Proof => "the bounded proof",
            CappedSearch::Surface => "the surface exploration",
        }
    }
}

/// Where one stage stopped: the search that reached the budget, the positions it had numbered
/// and the bytes of its tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StageStop {
    pub search: CappedSearch,
    pub positions: u64,
    pub bytes: u64,
}

/// How each stage of a staged solve that no stage decided ended, in the order tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StageStops {
    ends: [Option<StageEnd>; 4],
}

/// How one stage ended without deciding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageEnd {
    Surface(SurfaceStage),
    Exact(StageStop),
    Lifted(LiftStage),
    Guided(StageStop),
}

/// How the surface stage ([survival.surface]) ended when it did not decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurfaceStage {
    /// Its exploration reached the stage's positions budget.
    Stopped(StageStop),
    /// Its graph is whole, `positions` hole-free positions, and the start is not in the fixed
    /// point (`surviving` positions are).
    Outside { positions: u64, surviving: u64 },
}

impl StageStops {
    /// No stage yet.
    pub(super) fn new() -> StageStops {
        StageStops { ends: [None; 4] }
    }

    /// Records the next stage's end (each stage is tried at most once: at most four).
    pub(super) fn push(&mut self, end: StageEnd) {
        let free = self.ends.iter_mut().find(|e| e.is_none());
        *free.expect("at most four stages") = Some(end);
    }

    /// The stages' ends in the order tried.
    pub fn ends(&self) -> impl Iterator<Item = StageEnd> + '_ {
        self.ends.iter().flatten().copied()
    }

    pub fn exact(&self) -> Option<StageStop> {
        self.ends().find_map(|e| match e {
            StageEnd::Exact(stop) => Some(stop),
            _ => None,
        })
    }

    pub fn lifted(&self) -> Option<LiftStage> {
        self.ends().find_map(|e| match e {
            StageEnd::Lifted(lift) => Some(lift),
            _ => None,
        })
    }

    pub fn guided(&self) -> Option<StageStop> {
        self.ends().find_map(|e| match e {
            StageEnd::Guided(stop) => Some(stop),
            _ => None,
        })
    }

    pub fn surface(&self) -> Option<SurfaceStage> {
        self.ends().find_map(|e| match e {
            StageEnd::Surface(surface) => Some(surface),
            _ => None,
        })
    }

    /// The last stop at a positions budget: the figures the solve reports.
    pub(super) fn last_stop(&self) -> Option<StageStop> {
        self.ends().filter_map(|e| e.stop()).last()
    }
}

impl StageEnd {
    /// The stop at a positions budget, when the stage ended so.
    fn stop(self) -> Option<StageStop> {
        match self {
            StageEnd::Exact(stop)
            | StageEnd::Guided(stop)
            | StageEnd::Lifted(LiftStage::Stopped(stop))
            | StageEnd::Surface(SurfaceStage::Stopped(stop)) => Some(stop),
            _ => None,
        }
    }
}

/// How the lifted stage of a staged solve ended when it did not decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiftStage {
    /// The game has no preview: there is no such stage.
    NoPreview,
    /// The exact search without preview stopped at its positions budget.
    Stopped(StageStop),
    /// The adversary wins without preview: no strategy to lift.
    AdversaryWins,
}

impl TooLarge {
    /// Where a capped stage stopped, when this is its positions cap (not a limit of the machine
    /// or the format, which ends the solve).
    pub fn stage_stop(&self) -> Option<StageStop> {
        match self.what {
            Exhausted::PositionsCap(search) => Some(StageStop {
                search,
                positions: self.positions,
                bytes: self.bytes,
            }),
            _ => None,
        }
    }

    /// A search that keeps no edges ran out of `what`.
    pub(super) fn in_search(what: Exhausted, positions: usize, bytes: u64) -> TooLarge {
        TooLarge {
            what,
            positions: positions as u64,
            edges: 0,
            bytes,
        }
    }
}

impl std::fmt::Display for StageStop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tables = match self.bytes >> 20 {
            0 => format!("{} KiB", self.bytes >> 10),
            mib => format!("{mib} MiB"),
        };
        write!(
            f,
            "{} met {} positions, {tables} of tables",
            self.search.name(),
            self.positions
        )
    }
}

impl std::fmt::Display for SurfaceStage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SurfaceStage::Stopped(stop) => write!(f, "{stop}"),
            SurfaceStage::Outside {
                positions,
                surviving,
            } => write!(
                f,
                "the start is not in the hole-free fixed point: {positions} positions, \
                 {surviving} of them in it"
            ),
        }
    }
}

impl std::fmt::Display for StageEnd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StageEnd::Surface(surface) => write!(f, "surface ({surface})"),
            StageEnd::Exact(stop) => write!(f, "exact ({stop})"),
            StageEnd::Lifted(LiftStage::Stopped(stop)) => write!(f, "lifted ({stop})"),
            StageEnd::Lifted(LiftStage::AdversaryWins) => {
                f.write_str("lifted (the adversary wins without preview)")
            }
            StageEnd::Lifted(LiftStage::NoPreview) => f.write_str("lifted (no preview)"),
            StageEnd::Guided(stop) => write!(f, "guided ({stop})"),
        }
    }
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.what {
            Exhausted::Limit(what) => write!(
                f,
                "the survival game is too large for {what} ({} positions, {} edges, {} MiB of tables so far)",
                self.positions,
                self.edges,
                self.bytes >> 20
            ),
            Exhausted::PositionsCap(search) => write!(
                f,
                "{} reached its stage's positions budget ({} positions, {} MiB of tables)",
                search.name(),
                self.positions,
                self.bytes >> 20
            ),
            Exhausted::EveryStage(stops) => {
                // The tables made before the surface stage keep this wording, their lifted
                // stage's "the adversary wins without preview" included.
                let outside = matches!(stops.surface(), Some(SurfaceStage::Outside { .. }));
                match outside {
                    true => f.write_str("no stage decided: ")?,
                    false => f.write_str("every stage stopped at its positions budget: ")?,
                }
                let mut first = true;
                for end in stops.ends() {
                    if end == StageEnd::Lifted(LiftStage::NoPreview) {
                        continue;
                    }
                    if !first {
                        f.write_str(", ")?;
                    }
                    first = false;
                    write!(f, "{end}")?;
                }
                Ok(())
            }
            Exhausted::OutsideSurface { surviving } => write!(
                f,
                "the surface stage decides nothing (the player may still survive with holes): {}",
                SurfaceStage::Outside {
                    positions: self.positions,
                    surviving: *surviving
                }
            ),
        }
    }
}
