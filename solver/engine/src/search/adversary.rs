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

use super::order::{children, live_children, Kids, Live, MAX_PLACEMENTS};
use super::proof::{self, parallel_map_into, Question, Reporter, Searcher, UNBOUNDED};
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
    (choice, chunk): (Choice, Option<usize>),
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
                // One thread surveys a state just before it chooses, against all reached.
                chunk: chunk.unwrap_or(if search.threads > 1 { WALK_CHUNK } else { 1 }),
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

/// What is already known of a state's pieces (bit `i`: the `i`-th piece in the rule's order):
/// which were asked whether they refute, and which do.
#[derive(Clone, Copy, Default)]
struct Facts {
    asked: u8,
    refutes: u8,
}

/// What the walk's survey learned of one state of a chunk, against the states reached before
/// the chunk: which pieces win at once, each piece's distinct non-terminal children and those
/// of them not reached before the chunk (kept, piece after piece, in canonical placement order
/// of first reach, in the surveying thread's buffer), and what was asked.
#[derive(Clone, Copy, Default)]
struct Survey {
    facts: Facts,
    /// Bit `i`: the `i`-th piece has a winning drop (it refutes nothing).
    wins: u8,
    /// The pieces surveyed: the first this many in the rule's order. The survey stops at a
    /// piece that refutes with a count of none: no count is less, so no piece after it can be
    /// chosen over it, whatever the chunk reaches before its state is chosen.
    surveyed: u8,
    /// The thread whose buffer holds the new children, and where they start.
    thread: u8,
    start: u32,
    /// Per piece: its new children in the buffer.
    new: [u8; 7],
    /// Per piece: its distinct non-terminal children.
    distinct: [u8; 7],
}

impl Survey {
    /// The new children of the `i`-th piece in `buffers`, in canonical order of first reach.
    fn children<'b>(&self, i: usize, buffers: &'b [Vec<u64>]) -> &'b [u64] {
        let from =
            self.start as usize + self.new[..i].iter().map(|&n| usize::from(n)).sum::<usize>();
        &buffers[usize::from(self.thread)][from..from + usize::from(self.new[i])]
    }
}

/// The states of a level surveyed at once with more than one thread: enough that the threads'
/// meeting after each is rare, few enough that the chunk's own reach seldom changes a choice the
/// survey expected.
pub(crate) const WALK_CHUNK: usize = 4096;

/// The states the walk has reached. Its lookups are a good part of the walk's time (every
/// counted piece's children, at every state): a multiplicative hash of the packed state
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
    /// The states of a level surveyed at once.
    chunk: usize,
}

impl Walk<'_> {
    /// [adv.terminal] Terminal at `depth`: the budget is used up, or no goal row is live (every
    /// row dead, or, with `O` in the set, dead or with an odd gap: the search's lower bound says
    /// exactly this, [search.parity]).
    fn terminal(&self, state: State, depth: u8) -> bool {
        self.within.used_up(depth) || self.drops.lower_bound(state.0).is_none()
    }

    /// The set's pieces in the rule's order (ties go to the first).
    fn pieces(&self) -> Vec<Piece> {
        let order = self.choice.order();
        let mut pieces: Vec<Piece> = self.drops.problem.pieces.iter().collect();
        pieces.sort_by_key(|&p| order.rank(p));
        pieces
    }

    /// Breadth first from the root, the states of a level chosen for in walk order, a chunk of
    /// them at a time: first each state of the chunk is surveyed ([`Walk::survey`], in parallel
    /// with more than one thread: its pieces' children, and what they refute as far as the rule
    /// is likely to ask, against the states reached before the chunk); then the chunk's choices
    /// are made in walk order ([`Walk::choose`]), counting against the states the chunk has
    /// reached since and asking whatever else that makes them need. Every survey's answer is an
    /// exact fact and every count is taken against the reached set the rule names, so the
    /// policy depends neither on the thread count nor on the chunks.
    fn run(&self, main: &mut Searcher, threads: usize) -> Policy {
        let pieces = self.pieces();
        let mut reached = Reached::default();
        let mut policy = Vec::new();
        let root = self.root.1;
        let mut level = Vec::new();
        if !self.terminal(root, 0) {
            reached.insert(root);
            level.push(root);
        }
        let (mut surveys, mut buffers, mut fresh) = (Vec::new(), Vec::new(), Reached::default());
        let mut kids = vec![Live::EMPTY; pieces.len()];
        let mut depth = 0u8;
        while !level.is_empty() {
            main.set_phase(format!("{PHASE_POLICY}, depth {depth}"));
            let mut next = Vec::new();
            for states in level.chunks(self.chunk.max(1)) {
                let work = (states.len(), &mut surveys);
                parallel_map_into(main, threads, work, &mut buffers, |sr, i, buffer| {
                    self.survey(sr, &pieces, (states[i], depth), &reached, buffer)
                });
                fresh.clear();
                for (&state, survey) in states.iter().zip(&surveys) {
                    let at = (state, depth);
                    let pick =
                        self.choose(main, (&mut kids, &pieces), at, survey, &buffers, &fresh);
                    policy.push(PolicyState {
                        state,
                        piece: pieces[pick],
                        depth,
                    });
                    for &child in survey.children(pick, &buffers) {
                        if fresh.insert(State(child)) {
                            reached.insert(State(child));
                            next.push(State(child));
                        }
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

    /// One state of a chunk surveyed against `reached` (the states reached before the chunk):
    /// its pieces' children, the new ones appended to `buffer` (the thread's, numbered), and
    /// whether its pieces refute, asked in the rule's order of (count, piece order) up to the
    /// first that refutes, as if the chunk's earlier states had reached nothing: most states
    /// choose that way, and the others ask [`Walk::choose`] for what they need besides. A piece
    /// counted none is asked at once, and the pieces after it are not surveyed if it refutes
    /// (at a deep level the rule's choice is often such a piece, early in its order).
    fn survey(
        &self,
        sr: &mut Searcher,
        pieces: &[Piece],
        (state, depth): (State, u8),
        reached: &Reached,
        (thread, buffer): (u8, &mut Vec<u64>),
    ) -> Survey {
        let mut kids = std::mem::take(&mut sr.lives);
        kids.resize(pieces.len(), Live::EMPTY);
        let start = buffer.len() as u32;
        let mut survey = Survey {
            thread,
            start,
            surveyed: pieces.len() as u8,
            ..Survey::default()
        };
        let mut keys = [(0usize, 0usize); 7];
        let mut n = 0;
        for (i, &piece) in pieces.iter().enumerate() {
            if live_children(self.drops, state.0, piece, &mut kids[i]) {
                survey.wins |= 1 << i;
                continue;
            }
            let before = buffer.len();
            survey.distinct[i] = self.new_children(&kids[i], piece, depth, reached, buffer) as u8;
            survey.new[i] = (buffer.len() - before) as u8;
            let count = self.count(&survey, i, &buffer[before..], &Reached::default());
            let live = &kids[i].states[..kids[i].n];
            if count == 0 && self.ask(sr, (state, piece), live, depth, i, &mut survey.facts) {
                survey.surveyed = i as u8 + 1;
                n = 0;
                break;
            }
            keys[n] = (count, i);
            n += 1;
        }
        keys[..n].sort_unstable();
        for &(_, i) in &keys[..n] {
            let kids = &kids[i].states[..kids[i].n];
            if self.ask(sr, (state, pieces[i]), kids, depth, i, &mut survey.facts) {
                break;
            }
        }
        sr.lives = kids;
        survey
    }

    /// [adversary.choice] The piece the rule gives at `state` (expanded at `depth`), an index
    /// into `pieces`: of the pieces that refute, the one with the least (count, piece order),
    /// the counts taken against the states reached before the chunk (the survey's) and those
    /// reached since (`fresh`). The pieces are asked in that order, the survey answering what
    /// it asked; the first that refutes is the choice (the pieces the survey did not reach are
    /// after one that refutes counted none). `kids` holds a piece's children while it is asked
    /// here.
    fn choose(
        &self,
        main: &mut Searcher,
        (kids, pieces): (&mut [Live], &[Piece]),
        (state, depth): (State, u8),
        survey: &Survey,
        buffers: &[Vec<u64>],
        fresh: &Reached,
    ) -> usize {
        let mut keys = [(0usize, 0usize); 7];
        let mut n = 0;
        let surveyed = usize::from(survey.surveyed);
        for i in (0..surveyed).filter(|&i| survey.wins & (1 << i) == 0) {
            keys[n] = (self.count(survey, i, survey.children(i, buffers), fresh), i);
            n += 1;
        }
        keys[..n].sort_unstable();
        let mut facts = survey.facts;
        let found = keys[..n].iter().map(|&(_, i)| i).find(|&i| {
            let at = (state, pieces[i]);
            if facts.asked & (1 << i) == 0 {
                live_children(self.drops, state.0, pieces[i], &mut kids[i]);
            }
            self.ask(main, at, &kids[i].states[..kids[i].n], depth, i, &mut facts)
        });
        found.expect("the adversary has a refuting piece at a state it holds")
    }

    /// Whether `piece` (the `i`-th), its live children `kids`, refutes `state`: from `facts` if
    /// asked already, else asked and recorded there.
    fn ask(
        &self,
        sr: &mut Searcher,
        at: (State, Piece),
        kids: &[u64],
        depth: u8,
        i: usize,
        facts: &mut Facts,
    ) -> bool {
        let bit = 1u8 << i;
        if facts.asked & bit == 0 {
            facts.asked |= bit;
            if self.refutes(sr, at, kids, depth) {
                facts.refutes |= bit;
            }
        }
        facts.refutes & bit != 0
    }

    /// The count the rule ranks the `i`-th piece by, from its survey and `new`, its children
    /// not reached before the chunk: none for [`Choice::FirstIn`], its distinct non-terminal
    /// children for [`Choice::FewestChildren`], those of them not reached at all (before the
    /// chunk, nor in `fresh`) for [`Choice::FewestNewChildren`].
    fn count(&self, survey: &Survey, i: usize, new: &[u64], fresh: &Reached) -> usize {
        match self.choice {
            Choice::FirstIn(_) => 0,
            Choice::FewestChildren(_) => usize::from(survey.distinct[i]),
            Choice::FewestNewChildren(_) if fresh.is_empty() => new.len(),
            Choice::FewestNewChildren(_) => {
                new.iter().filter(|&&c| !fresh.contains(&State(c))).count()
            }
        }
    }

    /// Whether `piece`, its live children `kids` (none winning at once), refutes `state`
    /// expanded at `depth`: the player wins from no non-terminal child within the pieces left.
    fn refutes(
        &self,
        sr: &mut Searcher,
        (state, piece): (State, Piece),
        kids: &[u64],
        depth: u8,
    ) -> bool {
        if self.within.used_up(depth + 1) {
            return true;
        }
        let left = self.within.remaining(depth) - 1;
        // Whether a piece refutes is one fact whatever order its children are asked in: the
        // table first (a child known won settles it at once), then the searches.
        let mut open = false;
        for &child in kids {
            let entry = sr.sh.transposition.probe(sr.sh.key(child));
            if entry.ub <= left {
                return false;
            }
            open |= entry.lb <= left;
        }
        if !open || left == 0 {
            return true;
        }
        // The searches in the search's own placement order (the likeliest wins first), in the
        // searcher's spare child list, lent out while the searcher searches.
        let mut sorted = sr.scratch.take().unwrap_or_else(|| Box::new(Kids::EMPTY));
        children(&sr.sh.order, 0, state.0, piece, &mut sorted);
        let won = (0..sorted.n)
            .filter(|&j| sorted.lbs[j] != INFINITE)
            .any(|j| sr.within(sorted.states[j], left));
        sr.scratch = Some(sorted);
        !won
    }

    /// The distinct non-terminal children of `piece` (its children in `kids`, at a state
    /// expanded at `depth`), counted; those not in `reached` appended to `out` in canonical
    /// placement order of first reach: the order in which the walk reaches them.
    fn new_children(
        &self,
        kids: &Live,
        piece: Piece,
        depth: u8,
        reached: &Reached,
        out: &mut Vec<u64>,
    ) -> usize {
        if self.within.used_up(depth + 1) {
            return 0;
        }
        let placements = &self.drops.by_piece[piece.index()];
        let mut by_placement = [(placements[0].placement, 0u64); MAX_PLACEMENTS];
        for j in 0..kids.n {
            let placement = placements[kids.orders[j] as usize].placement;
            by_placement[j] = (placement, kids.states[j]);
        }
        let by_placement = &mut by_placement[..kids.n];
        by_placement.sort_unstable_by_key(|&(placement, _)| placement);
        let mut distinct = 0;
        for (j, &(_, child)) in by_placement.iter().enumerate() {
            if by_placement[..j].iter().any(|&(_, c)| c == child) {
                continue;
            }
            distinct += 1;
            if !reached.contains(&State(child)) {
                out.push(child);
            }
        }
        distinct
    }
}
