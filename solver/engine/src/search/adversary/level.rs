//! How the walk's levels are scheduled over the threads. A level is taken a chunk of states at a
//! time, and the choice pass of one chunk (one thread, in walk order) overlaps the survey of the
//! next (the other threads, then all): while the first core chooses, the second is not idle.
//!
//! The survey of chunk `k + 1` then runs before chunk `k` has chosen, so it counts against the
//! states reached before chunk `k`; chunk `k + 1`'s choices subtract what chunks `k` and `k + 1`
//! have reached since, so every count stays the one the rule names and the policy the one a
//! state-at-a-time walk gives, whatever the chunks and the thread count.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use crate::model::State;
use crate::pieces::Piece;

use super::super::order::Live;
use super::super::proof::Searcher;
use super::super::PHASE_POLICY;
use super::walk::{Reached, Survey, Walk};
use super::{Policy, PolicyState};

/// The states the walk has reached, in three sets so that a chunk's choices can be made while
/// the next chunk is surveyed against `before`.
#[derive(Default)]
struct Reach {
    /// Everything reached before the chunk before the one choosing.
    before: Reached,
    /// What the previous chunk's choices reached, merged into `before` during this chunk's
    /// choice pass.
    previous: Reached,
    /// What this chunk's choices have reached so far.
    current: Reached,
}

/// A chunk's surveys, one per state, and the new children they list, in one buffer per thread.
#[derive(Default)]
struct Surveyed {
    surveys: Vec<Survey>,
    buffers: Vec<Vec<u64>>,
}

/// What a level's choice pass appends to: the next level, and the policy.
type Out<'o> = (&'o mut Vec<State>, &'o mut Vec<PolicyState>);

impl Walk<'_> {
    /// Breadth first from the root, the states of a level chosen for in walk order, a chunk of
    /// them at a time ([`Walk::level`]).
    pub(super) fn run(&self, main: &mut Searcher, threads: usize) -> Policy {
        let pieces = self.pieces();
        let mut reach = Reach::default();
        let mut policy = Vec::new();
        let root = self.root.1;
        let mut level = Vec::new();
        if !self.terminal(root, 0) {
            reach.before.insert(root);
            level.push(root);
        }
        let mut depth = 0u8;
        while !level.is_empty() {
            main.set_phase(format!("{PHASE_POLICY}, depth {depth}"));
            let mut next = Vec::new();
            self.level(
                main,
                threads,
                (&pieces, &level, depth),
                &mut reach,
                (&mut next, &mut policy),
            );
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

    /// One level, its states expanded at `depth`: each chunk is first surveyed
    /// ([`Walk::survey`]: its pieces' children, and what they refute as far as the rule is
    /// likely to ask), then its choices are made in walk order ([`Walk::choose`]), counting
    /// against the states reached since the survey and asking whatever else that makes them
    /// need; a chunk's choice pass runs beside the next chunk's survey. At the level's end every
    /// state it reached is in `reach.before`.
    fn level(
        &self,
        main: &mut Searcher,
        threads: usize,
        (pieces, level, depth): (&[Piece], &[State], u8),
        reach: &mut Reach,
        (next, policy): Out<'_>,
    ) {
        let chunks: Vec<&[State]> = level.chunks(self.chunk.max(1)).collect();
        let mut surveyed = [Surveyed::default(), Surveyed::default()];
        let mut kids = vec![Live::EMPTY; pieces.len()];
        let survey =
            |sr: &mut Searcher, before: &Reached, state: State, buffer: (u8, &mut Vec<u64>)| {
                self.survey(sr, pieces, (state, depth), before, buffer)
            };
        let work = (chunks[0], &mut surveyed[0]);
        overlapped(
            main,
            threads,
            |_: &mut Searcher| {},
            (&mut reach.before, &reach.previous),
            work,
            &survey,
        );
        for (k, states) in chunks.iter().enumerate() {
            // The first holds this chunk's surveys, the second takes the next chunk's.
            let [this, that] = &mut surveyed;
            let Reach {
                before,
                previous,
                current,
            } = &mut *reach;
            let since = (&*previous, &mut *current);
            let choose = |main: &mut Searcher| {
                let chunk = (pieces, *states, depth);
                self.choose_chunk(
                    main,
                    chunk,
                    this,
                    (since, &mut kids),
                    (&mut *next, &mut *policy),
                );
            };
            let upcoming = chunks.get(k + 1).copied().unwrap_or_default();
            let work = (upcoming, &mut *that);
            overlapped(main, threads, choose, (before, previous), work, &survey);
            std::mem::swap(previous, current);
            current.clear();
            surveyed.swap(0, 1);
        }
        reach.before.extend(reach.previous.drain());
    }

    /// A chunk's choices, in walk order, from its surveys: each state's piece appended to the
    /// policy, and its chosen children not reached before (in `previous`, what the previous
    /// chunk reached since the survey, nor in `current`, what this chunk has) to `current` and
    /// the next level. `kids` holds a piece's children while the choice asks it.
    fn choose_chunk(
        &self,
        main: &mut Searcher,
        (pieces, states, depth): (&[Piece], &[State], u8),
        surveyed: &Surveyed,
        ((previous, current), kids): ((&Reached, &mut Reached), &mut [Live]),
        (next, policy): Out<'_>,
    ) {
        let buffers = &surveyed.buffers[..];
        for (&state, survey) in states.iter().zip(&surveyed.surveys) {
            let since = [previous, &*current];
            let pick = self.choose(
                main,
                (kids, pieces),
                (state, depth),
                survey,
                buffers,
                &since,
            );
            policy.push(PolicyState {
                state,
                piece: pieces[pick],
                depth,
            });
            for &child in survey.children(pick, buffers) {
                let child = State(child);
                if !previous.contains(&child) && current.insert(child) {
                    next.push(child);
                }
            }
        }
    }
}

/// Runs `lead` on `main` while the other threads merge `since` into `before` (the first of
/// them) and then survey `states` against it; `main` joins the survey when `lead` is done. The
/// surveys are left in `surveyed` in the order of `states`, whatever thread made which, with
/// the new children they list in its buffers (one per thread, numbered). With one thread, the
/// same in that order on `main`.
fn overlapped<'r>(
    main: &mut Searcher,
    threads: usize,
    lead: impl FnOnce(&mut Searcher),
    (before, since): (&'r mut Reached, &'r Reached),
    (states, surveyed): (&[State], &mut Surveyed),
    survey: &(impl Fn(&mut Searcher, &Reached, State, (u8, &mut Vec<u64>)) -> Survey + Sync),
) {
    let helpers = (threads.max(1) - 1).min(states.len().max(1));
    let Surveyed {
        surveys: out,
        buffers,
    } = surveyed;
    buffers.resize_with(buffers.len().max(helpers + 1), Vec::new);
    buffers.iter_mut().for_each(Vec::clear);
    out.clear();
    out.resize(states.len(), Survey::default());
    let (first, rest) = buffers.split_first_mut().expect("one buffer at least");
    if helpers == 0 {
        lead(main);
        before.extend(since.iter().copied());
        let before = &*before;
        for (i, &state) in states.iter().enumerate() {
            out[i] = survey(main, before, state, (0, &mut *first));
        }
        return;
    }
    let next = AtomicUsize::new(0);
    let work = |sr: &mut Searcher, before: &Reached, (thread, buffer): (u8, &mut Vec<u64>)| {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(&state) = states.get(i) else {
                return done;
            };
            done.push((i, survey(sr, before, state, (thread, &mut *buffer))));
        }
    };
    let merged: OnceLock<&'r Reached> = OnceLock::new();
    let sh = main.sh;
    std::thread::scope(|scope| {
        let (work, merged) = (&work, &merged);
        let mut before = Some(before);
        let helpers: Vec<_> = (rest.iter_mut().take(helpers).enumerate())
            .map(|(t, buffer)| {
                let merge = before.take();
                scope.spawn(move || {
                    // The first helper merges while the lead runs; the others wait for it.
                    let before: &Reached = match merge {
                        Some(before) => {
                            before.extend(since.iter().copied());
                            let before: &'r Reached = before;
                            merged.get_or_init(|| before)
                        }
                        None => merged.wait(),
                    };
                    let mut helper = Searcher::new(sh, 0);
                    let done = work(&mut helper, before, (t as u8 + 1, buffer));
                    helper.flush_nodes();
                    done
                })
            })
            .collect();
        lead(main);
        let mut done = work(main, merged.wait(), (0, first));
        for h in helpers {
            done.extend(h.join().expect("a search thread panicked"));
        }
        done.into_iter().for_each(|(i, value)| out[i] = value);
    });
}
