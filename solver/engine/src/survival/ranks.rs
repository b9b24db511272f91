//! [survival.solve] The adversary's attractor on the game graph, by counters: a position's rank
//! is the fewest pieces the adversary needs to force a top-out from it, whatever the player
//! does; the positions with no rank are the player's winning region, the greatest fixed point
//! "for every choice, some placement stays in the region".
//!
//! Ranks are computed level by level: rank 1 where some choice has only placements that top
//! out; a (position, choice) whose every successor has a rank gets, when its last successor
//! gets rank `r`, the value `r + 1` (levels are visited in increasing order, so `r` is the
//! largest); a position's rank is the value of its first (position, choice) to complete, and its
//! [survival.choice] the least choice completing at that level. Linear in the edges: each
//! reversed edge is followed once.

use super::graph::Graph;
use super::{Budget, Exhausted, Progress, TooLarge};

/// No rank: the position is in the player's winning region.
const SURVIVES: u32 = 0;

/// Where a position stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The player can stay in the well forever from here.
    Survives,
    /// The adversary forces a top-out at the `rank`-th piece at the latest, by choice `slot`
    /// here ([survival.choice]).
    Falls { rank: u32, slot: u8 },
}

/// The rank and choice of every position of a graph.
pub struct Ranks {
    rank: Vec<u32>,
    slot: Vec<u8>,
    /// The highest rank.
    pub deepest: u32,
}

impl Ranks {
    pub fn standing(&self, p: u32) -> Standing {
        match self.rank[p as usize] {
            SURVIVES => Standing::Survives,
            rank => Standing::Falls {
                rank,
                slot: self.slot[p as usize],
            },
        }
    }

    /// The rank of `p`, a position that falls (with one choice, every position the start
    /// reaches when the start falls).
    pub fn fall_rank(&self, p: u32) -> u32 {
        let Standing::Falls { rank, .. } = self.standing(p) else {
            unreachable!("with one choice every position the start reaches falls")
        };
        rank
    }

    pub fn survives(&self, p: u32) -> bool {
        self.rank[p as usize] == SURVIVES
    }

    /// Positions of the winning region.
    pub fn surviving(&self) -> u64 {
        self.rank.iter().filter(|&&r| r == SURVIVES).count() as u64
    }

    /// Ranks the positions of `graph` (whose edges it then frees).
    pub fn compute<const N: usize>(
        graph: &mut Graph<N>,
        budget: &Budget,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Ranks, TooLarge> {
        let n = graph.len();
        let k = graph.choices;
        if (n as u64) * (k as u64) >= u64::from(u32::MAX) {
            return Err(TooLarge {
                what: Exhausted::Limit("more than 2^32 (position, choice) pairs"),
                positions: n as u64,
                edges: graph.edge_count() as u64,
                bytes: graph.bytes() as u64,
            });
        }
        let (starts, sources) = reverse(graph);
        let mut counters = graph.counts().to_vec();
        graph.drop_edges();
        let bytes = graph.bytes() + starts.len() * 4 + sources.len() * 4 + n * 5 + counters.len();
        if bytes as u64 > budget.bytes {
            return Err(TooLarge {
                what: Exhausted::Limit("the memory budget"),
                positions: n as u64,
                edges: sources.len() as u64,
                bytes: bytes as u64,
            });
        }
        let mut ranks = Ranks {
            rank: vec![SURVIVES; n],
            slot: vec![0; n],
            deepest: 0,
        };
        let mut level = Vec::new();
        for p in 0..n {
            let first_empty = (0..k).find(|&j| counters[p * k + j] == 0);
            if let Some(j) = first_empty {
                ranks.rank[p] = 1;
                ranks.slot[p] = j as u8;
                level.push(p as u32);
            }
        }
        let mut rank = 1u32;
        while !level.is_empty() {
            ranks.deepest = rank;
            let mut next = Vec::new();
            for &target in &level {
                let t = target as usize;
                for &source in &sources[starts[t] as usize..starts[t + 1] as usize] {
                    let pair = source as usize;
                    counters[pair] -= 1;
                    if counters[pair] != 0 {
                        continue;
                    }
                    let (p, j) = (pair / k, (pair % k) as u8);
                    match ranks.rank[p] {
                        SURVIVES => {
                            ranks.rank[p] = rank + 1;
                            ranks.slot[p] = j;
                            next.push(p as u32);
                        }
                        r if r == rank + 1 && j < ranks.slot[p] => ranks.slot[p] = j,
                        _ => {}
                    }
                }
            }
            progress(&Progress {
                phase: "ranks",
                positions: n as u64,
                expanded: u64::from(rank),
                edges: sources.len() as u64,
                bytes: bytes as u64,
            });
            level = next;
            rank += 1;
        }
        Ok(ranks)
    }
}

/// The graph's edges reversed: the (position, choice) pairs `p * k + j` leading to each
/// position `t` are `sources[starts[t] .. starts[t + 1]]`.
fn reverse<const N: usize>(graph: &Graph<N>) -> (Vec<u32>, Vec<u32>) {
    let n = graph.len();
    let k = graph.choices;
    let mut starts = vec![0u32; n + 1];
    for p in 0..n {
        for &t in graph.all_edges(p) {
            starts[t as usize + 1] += 1;
        }
    }
    for t in 0..n {
        starts[t + 1] += starts[t];
    }
    let mut fill = starts.clone();
    let mut sources = vec![0u32; graph.edge_count()];
    let counts = graph.counts();
    for p in 0..n {
        let mut edges = graph.all_edges(p).iter();
        for j in 0..k {
            for &t in edges.by_ref().take(usize::from(counts[p * k + j])) {
                let at = &mut fill[t as usize];
                sources[*at as usize] = (p * k + j) as u32;
                *at += 1;
            }
        }
    }
    (starts, sources)
}
