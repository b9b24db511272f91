//! The adversary's policy (spec/solver-model.md [adversary.choice]): once the search has decided
//! that the adversary holds (forever, or during the first `D` pieces), the breadth-first walk of
//! spec/adversary-certificate.md [adv.walk], choosing at every state it expands the piece the
//! adversary gives there, by exact queries to the search.
//!
//! The choice is a pure function of the problem and the budget: it reads exact game facts only
//! (which drops win at once, which children the player can still win from), never table
//! contents, search order or thread timing. This module writes no text: the certificate is
//! sureline-certify's business, and the checker's to judge.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::{Duration, Instant};

use crate::model::{DropTables, State};
use crate::pieces::{Piece, Problem};
use crate::start::Start;

use super::order::{children, Kids, MAX_PLACEMENTS};
use super::proof::{self, parallel_map, Question, Reporter, Searcher, UNBOUNDED};
use super::transposition::INFINITE;
use super::{Mode, Progress, Search, PHASE_ADVERSARY_DECIDE, PHASE_POLICY};

/// [adv.grammar] `within`: how long the adversary must stop every completion.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Within {
    /// For the whole game.
    Forever,
    /// During the first this many pieces.
    Pieces(u8),
}

impl Within {
    /// The search mode that decides it: existence for `Forever`, deepening up to `D` otherwise.
    pub(crate) fn mode(self) -> Mode {
        match self {
            Within::Forever => Mode::Existence,
            Within::Pieces(_) => Mode::Optimal,
        }
    }

    /// [adv.terminal.budget] Whether a state reached at `depth` has used the budget up.
    fn used_up(self, depth: u8) -> bool {
        self == Within::Pieces(depth)
    }

    /// The pieces the player has left from a state expanded at `depth` (the search's budget:
    /// [`UNBOUNDED`] for `Forever`).
    fn remaining(self, depth: u8) -> u8 {
        match self {
            Within::Forever => UNBOUNDED,
            Within::Pieces(d) => d - depth,
        }
    }
}

/// [adversary.choice] How the adversary picks among the pieces that refute a state. Each rule
/// breaks its ties by a piece order (a permutation of the seven pieces).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Choice {
    /// The first refuting piece in the order.
    FirstIn(PieceOrder),
    /// The refuting piece with the fewest distinct non-terminal children.
    FewestChildren(PieceOrder),
    /// The refuting piece with the fewest distinct non-terminal children that the walk has not
    /// reached before (at an earlier depth, or earlier at this depth in walk order).
    FewestNewChildren(PieceOrder),
}

/// A permutation of the seven pieces: which piece a rule prefers.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct PieceOrder([Piece; 7]);

impl PieceOrder {
    /// `O S Z I J L T`: the order of [`Choice::DEFAULT`].
    pub const OSZIJLT: PieceOrder = PieceOrder([
        Piece::O,
        Piece::S,
        Piece::Z,
        Piece::I,
        Piece::J,
        Piece::L,
        Piece::T,
    ]);

    /// The order of `letters`, a permutation of `IOTSZJL`.
    pub fn parse(letters: &str) -> Option<PieceOrder> {
        let pieces: Vec<Piece> = letters.chars().filter_map(Piece::from_letter).collect();
        let order: [Piece; 7] = pieces.try_into().ok()?;
        Piece::ALL
            .iter()
            .all(|p| order.contains(p))
            .then_some(PieceOrder(order))
    }

    /// The position of `piece` in the order.
    fn rank(self, piece: Piece) -> usize {
        self.0.iter().position(|&p| p == piece).unwrap_or(7)
    }
}

impl Choice {
    /// The rule of [adversary.choice]: the smallest certificates measured (10x5 capped: 835,767
    /// states, against 907,579 for the first refuting piece in the same order and 3,510,345 in
    /// canonical order; BENCHMARKS.md).
    pub const DEFAULT: Choice = Choice::FewestNewChildren(PieceOrder::OSZIJLT);

    /// `fewest-new-children:OSZIJLT`: the rule and its piece order (manifests, benchmarks).
    pub fn name(self) -> String {
        let rule = match self {
            Choice::FirstIn(_) => "first-in",
            Choice::FewestChildren(_) => "fewest-children",
            Choice::FewestNewChildren(_) => "fewest-new-children",
        };
        let order: String = self.order().0.iter().map(|p| p.letter()).collect();
        format!("{rule}:{order}")
    }

    fn order(self) -> PieceOrder {
        match self {
            Choice::FirstIn(order)
            | Choice::FewestChildren(order)
            | Choice::FewestNewChildren(order) => order,
        }
    }
}

/// One state the walk expands and the piece the adversary gives there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PolicyState {
    pub state: State,
    pub piece: Piece,
    /// The depth at which the walk expands it (its fewest pieces from the root).
    pub depth: u8,
}

/// The adversary's strategy handed over: every non-terminal state the walk of [adv.walk]
/// expands from the root (the empty board, or the position of `start`), in walk order, with its
/// piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Policy {
    pub problem: Problem,
    pub start: Start,
    pub within: Within,
    pub states: Vec<PolicyState>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefuteOutcome {
    /// The adversary stops every completion: its policy.
    AdversaryHolds(Policy),
    /// The player forces a completion within this many pieces (the exact value when a budget
    /// was asked, an upper bound for `Forever`).
    PlayerWins { within: u8 },
}

pub struct Refutation {
    pub outcome: RefuteOutcome,
    /// Nodes expanded by the search (all threads, extraction included).
    pub states_searched: u64,
    /// Occupied transposition-table entries at the end.
    pub table_entries: u64,
    /// Time to decide (before extraction).
    pub search_time: Duration,
    /// Time to extract the policy.
    pub extraction_time: Duration,
}

/// Decides whether the adversary holds `within`, and if so walks and chooses its policy.
pub(super) fn refute(
    search: &Search,
    within: Within,
    choice: Choice,
    progress: &mut dyn FnMut(&Progress),
) -> Refutation {
    let start = Instant::now();
    let shared = search.shared(within.mode());
    let mut main = Searcher::new(&shared, 0);
    main.reporter = Some(Reporter::new(progress, search.began));
    let question = match within {
        Within::Forever => Question::Wins,
        Within::Pieces(most) => Question::Fewest { most },
    };
    let value = proof::decide(&mut main, question, search.threads, PHASE_ADVERSARY_DECIDE);
    let search_time = start.elapsed();
    let outcome = match value {
        Some(pieces) => RefuteOutcome::PlayerWins { within: pieces },
        None => {
            let walk = Walk {
                drops: shared.drops,
                root: (shared.start, shared.root),
                within,
                choice,
            };
            RefuteOutcome::AdversaryHolds(walk.run(&mut main, search.threads))
        }
    };
    main.flush_nodes();
    Refutation {
        outcome,
        states_searched: search.states_searched(),
        table_entries: search.transposition.filled(),
        search_time,
        extraction_time: start.elapsed() - search_time,
    }
}

/// A piece that refutes a state and the distinct non-terminal children it leads to, in
/// canonical placement order of first reach.
struct Refuter {
    piece: Piece,
    children: Vec<State>,
}

/// Levels of at least this many states per thread are shared per state ([`Walk::level_options`]).
const PER_STATE_FROM: usize = 16;

/// The states the walk has reached. Its lookups are a good part of the walk's time (every
/// refuting piece's children, at every state): a multiplicative hash of the packed state
/// instead of the standard library's keyed one (the walk's result does not depend on it).
type Reached = HashSet<State, BuildHasherDefault<StateHasher>>;

/// Hashes one packed state (a `u64`): Fibonacci multiplication, high bits folded down.
#[derive(Default)]
struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        let h = self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^ (h >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 ^= word;
    }
}

/// The walk of [adv.walk] with the choice of [adversary.choice].
struct Walk<'t> {
    drops: &'t DropTables,
    /// Where the walk starts: the start and its position.
    root: (&'t Start, State),
    within: Within,
    choice: Choice,
}

impl Walk<'_> {
    /// [adv.terminal] Terminal at `depth`: the budget is used up, or no goal row is live (every
    /// row dead, or, with `O` in the set, dead or with an odd gap: the search's lower bound says
    /// exactly this, [search.parity]).
    fn terminal(&self, state: State, depth: u8) -> bool {
        self.within.used_up(depth) || self.drops.lower_bound(state.0).is_none()
    }

    /// Breadth first from the root: each level's refuters are computed in parallel (a
    /// pure function of each state), then the pieces are chosen in walk order.
    fn run(&self, main: &mut Searcher, threads: usize) -> Policy {
        let mut reached = Reached::default();
        let mut policy = Vec::new();
        let root = self.root.1;
        let mut level = Vec::new();
        if !self.terminal(root, 0) {
            reached.insert(root);
            level.push(root);
        }
        let mut depth = 0u8;
        while !level.is_empty() {
            main.set_phase(format!("{PHASE_POLICY}, depth {depth}"));
            let options = self.level_options(main, &level, depth, threads, &reached);
            let mut next = Vec::new();
            for (&state, refuters) in level.iter().zip(&options) {
                let chosen = self.choose(refuters, &reached);
                policy.push(PolicyState {
                    state,
                    piece: chosen.piece,
                    depth,
                });
                // A refuter's children are the live ones already ([`Walk::refutes`]).
                for &child in &chosen.children {
                    if reached.insert(child) {
                        next.push(child);
                    }
                }
            }
            level = next;
            depth += 1;
        }
        Policy {
            problem: self.drops.problem,
            start: self.root.0.clone(),
            within: self.within,
            states: policy,
        }
    }

    /// The refuters of every state of a level that the rule may pick, in the rule's piece
    /// order, shared among `threads` threads. A level of a few states is shared per (state,
    /// piece), so that even the one-state top levels use every thread; a larger one per state,
    /// each state's pieces asked in the rule's order up to the first refuter no later piece
    /// can beat ([`Walk::unbeatable`]): the rule's choice is the same, at a fraction of the
    /// queries (most states of the deep levels have such a piece among the first).
    fn level_options(
        &self,
        main: &mut Searcher,
        level: &[State],
        depth: u8,
        threads: usize,
        reached: &Reached,
    ) -> Vec<Vec<Refuter>> {
        let order = self.choice.order();
        let mut pieces: Vec<Piece> = self.drops.problem.pieces.iter().collect();
        pieces.sort_by_key(|&p| order.rank(p));
        let options: Vec<Vec<Refuter>> = if level.len() >= PER_STATE_FROM * threads {
            parallel_map(main, threads, level.len(), |sr, i| {
                let mut refuters = Vec::new();
                for &piece in &pieces {
                    if let Some(refuter) = self.refutes(sr, level[i], depth, piece) {
                        let last = self.unbeatable(&refuter, reached);
                        refuters.push(refuter);
                        if last {
                            break;
                        }
                    }
                }
                refuters
            })
        } else {
            let np = pieces.len();
            let flat = parallel_map(main, threads, level.len() * np, |sr, i| {
                self.refutes(sr, level[i / np], depth, pieces[i % np])
            });
            let mut flat = flat.into_iter();
            (0..level.len())
                .map(|_| flat.by_ref().take(np).flatten().collect())
                .collect()
        };
        assert!(
            options.iter().all(|refuters| !refuters.is_empty()),
            "the adversary has no refuting piece at a state the search proved"
        );
        options
    }

    /// Whether no refuter later in the rule's piece order can be picked before `refuter`,
    /// whatever the states of this level reach first: the first refuter for
    /// [`Choice::FirstIn`]; one with no child for [`Choice::FewestChildren`]; one whose
    /// children `reached` (the walk's states before this level) holds already for
    /// [`Choice::FewestNewChildren`] (the walk only adds states, so it has no new child when
    /// its turn comes either, and a later piece can at best tie, losing on the order).
    fn unbeatable(&self, refuter: &Refuter, reached: &Reached) -> bool {
        match self.choice {
            Choice::FirstIn(_) => true,
            Choice::FewestChildren(_) => refuter.children.is_empty(),
            Choice::FewestNewChildren(_) => refuter.children.iter().all(|c| reached.contains(c)),
        }
    }

    /// `piece` refutes `state` (expanded at `depth`) when no allowed placement completes a goal
    /// row and the player wins from no child within the pieces left. Its distinct non-terminal
    /// children, in canonical placement order, when it does.
    fn refutes(&self, sr: &mut Searcher, state: State, depth: u8, piece: Piece) -> Option<Refuter> {
        // The searcher's spare child list, lent out while the searcher searches (no allocation).
        let mut kids = sr.scratch.take().unwrap_or_else(|| Box::new(Kids::EMPTY));
        let found = self.refutes_with(sr, &mut kids, state, depth, piece);
        sr.scratch = Some(kids);
        found
    }

    /// [`Walk::refutes`], the piece's children listed in `kids`.
    fn refutes_with(
        &self,
        sr: &mut Searcher,
        kids: &mut Kids,
        state: State,
        depth: u8,
        piece: Piece,
    ) -> Option<Refuter> {
        if children(&sr.sh.order, 0, state.0, piece, kids).is_some() {
            return None;
        }
        let left = self.within.remaining(depth) - 1;
        // The children's lower bounds are at hand: `INFINITE` is "no live row" ([adv.terminal]).
        let used_up = self.within.used_up(depth + 1);
        let live = |j: usize| !used_up && kids.lbs[j] != INFINITE;
        // Whether a piece refutes is one fact whatever order its children are asked in: the
        // table first (a child known won settles it at once), then the searches, the
        // placements the search would try first (the likeliest wins) first.
        let mut open = 0u64;
        for j in (0..kids.n).filter(|&j| live(j)) {
            let entry = sr.sh.transposition.probe(sr.sh.key(kids.states[j]));
            if entry.ub <= left {
                return None;
            }
            if entry.lb <= left {
                open |= 1 << j;
            }
        }
        while open != 0 {
            let j = open.trailing_zeros() as usize;
            open &= open - 1;
            if left > 0 && sr.within(kids.states[j], left) {
                return None;
            }
        }
        // The children in canonical placement order, each once (what the walk reaches).
        let placements = &self.drops.by_piece[piece.index()];
        let mut by_placement = [(placements[0].placement, 0u64); MAX_PLACEMENTS];
        let mut n = 0;
        for j in (0..kids.n).filter(|&j| live(j)) {
            by_placement[n] = (
                placements[kids.orders[j] as usize].placement,
                kids.states[j],
            );
            n += 1;
        }
        let by_placement = &mut by_placement[..n];
        by_placement.sort_unstable_by_key(|&(placement, _)| placement);
        let mut children: Vec<State> = Vec::with_capacity(n);
        for &(_, child) in by_placement.iter() {
            if !children.contains(&State(child)) {
                children.push(State(child));
            }
        }
        Some(Refuter { piece, children })
    }

    /// [adversary.choice] The refuter the rule picks among `refuters` (in the rule's piece
    /// order); `reached` holds every state the walk has reached so far.
    fn choose<'r>(&self, refuters: &'r [Refuter], reached: &Reached) -> &'r Refuter {
        let fresh = |r: &Refuter| r.children.iter().filter(|c| !reached.contains(c)).count();
        // `min_by_key` keeps the first of equal keys: the earliest in the piece order.
        let best = match self.choice {
            Choice::FirstIn(_) => refuters.first(),
            Choice::FewestChildren(_) => refuters.iter().min_by_key(|r| r.children.len()),
            Choice::FewestNewChildren(_) => refuters.iter().min_by_key(|r| fresh(r)),
        };
        best.expect("a state the search proved has a refuting piece")
    }
}
