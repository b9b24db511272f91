//! The walk of [adv.walk] with the choice of [adversary.choice]: a level's states surveyed a
//! chunk at a time (their pieces' children, and what the rule is likely to ask), then chosen
//! for in walk order, asking whatever else the rule needs. How the chunks are scheduled over the
//! threads is [`super::level`]'s.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use crate::model::{DropTables, State};
use crate::pieces::Piece;
use crate::start::Start;

use super::super::order::{children, live_children, Kids, Live, MAX_PLACEMENTS};
use super::super::proof::Searcher;
use super::super::transposition::INFINITE;
use super::{Choice, Within};

/// What is already known of a state's pieces (bit `i`: the `i`-th piece in the rule's order):
/// which were asked whether they refute, and which do.
#[derive(Clone, Copy, Default)]
struct Facts {
    asked: u8,
    refutes: u8,
}

/// What the walk's survey learned of one state of a chunk, against the states reached before the
/// survey (before the previous chunk's choices, which run beside it): which pieces win at once,
/// each piece's distinct non-terminal children and those of them not reached before the survey
/// (kept, piece after piece, in canonical placement order of first reach, in the surveying
/// thread's buffer), and what was asked.
#[derive(Clone, Copy, Default)]
pub(super) struct Survey {
    facts: Facts,
    /// Bit `i`: the `i`-th piece has a winning drop (it refutes nothing).
    wins: u8,
    /// The pieces surveyed: the first this many in the rule's order. The survey stops at a
    /// piece that refutes with a count of none: no count is less, so no piece after it can be
    /// chosen over it, whatever is reached before its state is chosen.
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
    pub(super) fn children<'b>(&self, i: usize, buffers: &'b [Vec<u64>]) -> &'b [u64] {
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
pub(super) type Reached = HashSet<State, BuildHasherDefault<StateHasher>>;

/// Hashes one packed state (a `u64`): Fibonacci multiplication, high bits folded down.
#[derive(Default)]
pub(super) struct StateHasher(u64);

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
pub(super) struct Walk<'t> {
    pub(super) drops: &'t DropTables,
    /// Where the walk starts: the start and its position.
    pub(super) root: (&'t Start, State),
    pub(super) within: Within,
    pub(super) choice: Choice,
    /// The states of a level surveyed at once.
    pub(super) chunk: usize,
}

impl Walk<'_> {
    /// [adv.terminal] Terminal at `depth`: the budget is used up, or no goal row is live (every
    /// row dead, or, with `O` in the set, dead or with an odd gap: the search's lower bound says
    /// exactly this, [search.parity]).
    pub(super) fn terminal(&self, state: State, depth: u8) -> bool {
        self.within.used_up(depth) || self.drops.lower_bound(state.0).is_none()
    }

    /// The set's pieces in the rule's order (ties go to the first).
    pub(super) fn pieces(&self) -> Vec<Piece> {
        let order = self.choice.order();
        let mut pieces: Vec<Piece> = self.drops.problem.pieces.iter().collect();
        pieces.sort_by_key(|&p| order.rank(p));
        pieces
    }

    /// One state of a chunk surveyed against `reached` (the states reached before the survey):
    /// its pieces' children, the new ones appended to `buffer` (the thread's, numbered), and
    /// whether its pieces refute, asked in the rule's order of (count, piece order) up to the
    /// first that refutes, as if nothing were reached between the survey and the choice: most states
    /// choose that way, and the others ask [`Walk::choose`] for what they need besides. A piece
    /// counted none is asked at once, and the pieces after it are not surveyed if it refutes
    /// (at a deep level the rule's choice is often such a piece, early in its order).
    pub(super) fn survey(
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
            let count = self.count(&survey, i, &buffer[before..], &[]);
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
    /// the counts taken against the states reached before the survey and those reached since
    /// (`since`). The pieces are asked in that order, the survey answering what
    /// it asked; the first that refutes is the choice (the pieces the survey did not reach are
    /// after one that refutes counted none). `kids` holds a piece's children while it is asked
    /// here.
    pub(super) fn choose(
        &self,
        main: &mut Searcher,
        (kids, pieces): (&mut [Live], &[Piece]),
        (state, depth): (State, u8),
        survey: &Survey,
        buffers: &[Vec<u64>],
        since: &[&Reached],
    ) -> usize {
        let mut keys = [(0usize, 0usize); 7];
        let mut n = 0;
        let surveyed = usize::from(survey.surveyed);
        for i in (0..surveyed).filter(|&i| survey.wins & (1 << i) == 0) {
            keys[n] = (self.count(survey, i, survey.children(i, buffers), since), i);
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
    /// not reached before the survey: none for [`Choice::FirstIn`], its distinct non-terminal
    /// children for [`Choice::FewestChildren`], those of them not reached at all (before the
    /// survey, nor in any set of `since`, the states reached after it) for
    /// [`Choice::FewestNewChildren`].
    fn count(&self, survey: &Survey, i: usize, new: &[u64], since: &[&Reached]) -> usize {
        match self.choice {
            Choice::FirstIn(_) => 0,
            Choice::FewestChildren(_) => usize::from(survey.distinct[i]),
            Choice::FewestNewChildren(_) if since.iter().all(|s| s.is_empty()) => new.len(),
            Choice::FewestNewChildren(_) => new
                .iter()
                .filter(|&&c| !since.iter().any(|s| s.contains(&State(c))))
                .count(),
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
