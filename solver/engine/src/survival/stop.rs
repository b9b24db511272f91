//! How a survival solve stops short of an answer: what ran out (a limit of the tables, or a
//! stage's positions budget, [survival.staged]) and the figures reached, written once for the
//! message the person reads.

/// The problem is too large for the solver's tables: what ran out, and the figures reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    pub what: Exhausted,
    pub positions: u64,
    pub edges: u64,
    pub bytes: u64,
}

/// What a solve ran out of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exhausted {
    /// A limit of the machine or of the solver's tables: "the memory budget", "more than 2^32
    /// positions".
    Limit(&'static str),
    /// [survival.staged] One search of a capped stage would have numbered a position more than
    /// its budget: the next stage is tried.
    PositionsCap(CappedSearch),
    /// [survival.staged] Every stage stopped at its positions budget: what each held then.
    EveryStage(StageStops),
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
}

impl CappedSearch {
    fn name(self) -> &'static str {
        match self {
            CappedSearch::Local => "the local search",
            CappedSearch::Refutation => "the refutation",
            CappedSearch::Proof => "the bounded proof",
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

/// The stops of a staged solve that every stage gave up: the exact stage, the lifted one and the
/// guided one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StageStops {
    pub exact: StageStop,
    pub lifted: LiftStage,
    pub guided: StageStop,
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

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.what {
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
            Exhausted::EveryStage(StageStops {
                exact,
                lifted,
                guided,
            }) => {
                write!(f, "every stage stopped at its positions budget: exact ({exact}), ")?;
                match lifted {
                    LiftStage::NoPreview => {}
                    LiftStage::Stopped(stop) => write!(f, "lifted ({stop}), ")?,
                    LiftStage::AdversaryWins => {
                        write!(f, "lifted (the adversary wins without preview), ")?
                    }
                }
                write!(f, "guided ({guided})")
            }
        }
    }
}
