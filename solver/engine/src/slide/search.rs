//! The slide games' proof search on boards: "does the player win within b pieces?" with a memo of
//! proven bounds per board, then the certificates' contents: the player's strategy at the optimum
//! (a DAG, merged where sub-strategies are equal) and the adversary's policy (a piece per board
//! the walk of [adv.walk] reaches). Both choices are documented tie-breaks (spec/solver-model.md
//! [slide.choice]): the first placement in canonical slide order that wins within the pieces
//! left; the first piece in canonical piece order under which no placement wins.

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Instant;

use super::board::{Board, Slid, SlideGame};
use super::memo::Memo;
use crate::pieces::{Orientation, Piece};
use crate::search::Progress;

/// Boards searched between two progress reports: a slide node floods every piece's positions,
/// so a report every 16 Ki boards comes every second or so at 10 columns.
const REPORT_EVERY: u64 = 1 << 14;

/// The memo's most size unless told ([`SlideSearch::with_memo_bytes`]): 1 GiB.
const DEFAULT_MEMO_BYTES: u64 = 1 << 30;

/// A multiplicative hash of a board's two words: boards are already well spread bits.
#[derive(Default)]
pub struct BoardHasher(u64);

impl Hasher for BoardHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.write_u8(b));
    }
    fn write_u8(&mut self, b: u8) {
        self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u128(&mut self, v: u128) {
        let folded = (v as u64) ^ ((v >> 64) as u64).rotate_left(29);
        self.0 = (self.0 ^ folded).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 ^= self.0 >> 31;
    }
    fn write_u64(&mut self, v: u64) {
        self.write_u128(u128::from(v));
    }
    fn write_u32(&mut self, v: u32) {
        self.write_u128(u128::from(v));
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u128(v as u128);
    }
}

type Fast = BuildHasherDefault<BoardHasher>;

/// A move's next: the win, or a node of [`Strategy::nodes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Next {
    Win,
    Node(u32),
}

/// A player strategy: node 0 is the root; each node answers every piece of P in canonical order
/// with (orientation, column, row, next). Numbered breadth first ([cert.canonical]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    pub nodes: Vec<Vec<(Orientation, u8, u8, Next)>>,
    pub max_pieces: u64,
    pub sequences: u64,
}

/// An adversary policy: the piece at each board the walk expands, sorted by the boards' keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Policy {
    pub states: Vec<(Board, Piece)>,
}

/// Where a slide search sends its progress ([`SlideSearch::with_progress`]).
type Reporter<'g> = Box<dyn FnMut(&Progress) + 'g>;

/// The search of one slide game.
pub struct SlideSearch<'g> {
    game: &'g SlideGame,
    memo: Memo,
    /// Boards whose placements were generated: the "states searched" of the report.
    pub states_searched: u64,
    symmetric: bool,
    /// What the search is doing, as the progress line names it.
    phase: String,
    started: Instant,
    reporter: Option<Reporter<'g>>,
}

impl<'g> SlideSearch<'g> {
    pub fn new(game: &'g SlideGame) -> Self {
        SlideSearch {
            game,
            memo: Memo::new(DEFAULT_MEMO_BYTES),
            states_searched: 0,
            // [rules.moves.srs] The spawn column and the kicks are not mirror images.
            symmetric: game.pieces.is_mirror_closed() && game.moves == super::SlideMoves::Slide,
            phase: String::new(),
            started: Instant::now(),
            reporter: None,
        }
    }

    /// The same search with its memo grown to at most `bytes` (then it forgets its cheapest
    /// facts: searched again when asked, the answers are the same).
    pub fn with_memo_bytes(self, bytes: u64) -> Self {
        SlideSearch {
            memo: Memo::new(bytes),
            ..self
        }
    }

    /// The same search, reporting its phase, the boards searched and the memo's size as each
    /// phase begins and every [`REPORT_EVERY`] boards.
    pub fn with_progress(self, reporter: impl FnMut(&Progress) + 'g) -> Self {
        SlideSearch {
            reporter: Some(Box::new(reporter)),
            ..self
        }
    }

    /// A phase begins: the progress line says so at once.
    fn enter(&mut self, phase: String) {
        self.phase = phase;
        self.report();
    }

    fn report(&mut self) {
        if let Some(reporter) = self.reporter.as_mut() {
            reporter(&Progress {
                states_searched: self.states_searched,
                table_entries: self.memo.len() as u64,
                table_capacity: self.memo.capacity() as u64,
                elapsed: self.started.elapsed(),
                phase: self.phase.clone(),
            });
        }
    }

    /// Whether the player wins within `pieces` from the empty board: the question of
    /// `--no-win-within`, asked under its own progress label.
    pub fn decide(&mut self, pieces: u8) -> bool {
        self.enter(format!("decide within {pieces}"));
        self.wins(Board::default(), pieces)
    }

    /// Whether the player completes a goal row within `pieces` pieces from `board`, whatever the
    /// adversary gives.
    pub fn wins(&mut self, board: Board, pieces: u8) -> bool {
        // A terminal board is not kept: most children are terminal, and the two tests cost
        // less than a memo entry (which held most of the memo's boards, BENCHMARKS.md "Sliding
        // pieces in less memory").
        if pieces == 0 || self.game.parity(board) || self.game.closed(board) {
            return false;
        }
        let key = self.memo_key(board);
        let known = self.memo.get(key);
        if known.win <= pieces {
            return true;
        }
        if known.lose >= pieces {
            return false;
        }
        let before = self.states_searched;
        self.states_searched += 1;
        if self.states_searched.is_multiple_of(REPORT_EVERY) {
            self.report();
        }
        let (game, mirrored) = (self.game, key != board);
        // The piece that refuted the player before first; each piece's completions before any
        // search.
        let mut order: Vec<Piece> = game.pieces.iter().collect();
        if let Some(p) = Piece::ALL.get(usize::from(known.refute)) {
            let p = if mirrored { p.mirror() } else { *p };
            order.sort_by_key(|&q| q != p);
        }
        let refuted = (0..order.len()).find(|&i| {
            let m = game.placements(board, order[i]);
            if m.iter().any(|m| m.completes) {
                return false;
            }
            if pieces == 1 {
                return true;
            }
            !m.iter().any(|slid| self.wins(slid.after, pieces - 1))
        });
        // What the search below learnt of this board is kept beside what was known (a board
        // is never its own descendant: each piece fills four more cells).
        let mut entry = known;
        match refuted {
            None => entry.win = entry.win.min(pieces),
            Some(i) => {
                entry.lose = entry.lose.max(pieces);
                let p = if mirrored {
                    order[i].mirror()
                } else {
                    order[i]
                };
                entry.refute = p.index() as u8;
            }
        }
        self.memo.store(key, entry, self.states_searched - before);
        refuted.is_none()
    }

    /// The memo's key: with a mirror-closed piece set a board and its mirror play alike.
    fn memo_key(&self, board: Board) -> Board {
        if self.symmetric {
            board.min(self.game.mirror(board))
        } else {
            board
        }
    }

    /// The fewest pieces the player needs from the empty board, or None: the adversary prevents
    /// every line (no game lasts past [`SlideGame::longest_game`]).
    pub fn optimum(&mut self) -> Option<u8> {
        // Deepening up to half the longest game (most player wins measured are there: 6x5 in 6
        // of 16, 8x6 in 9 of 18; well(8, 7)'s 10 of 14 is not, and pays one deep search), then the root is decided once at the longest game: no row
        // clears, so every board is asked at its own longest game and each loss kept is final;
        // an adversary win costs one deep search instead of one per depth.
        let longest = self.game.longest_game();
        if let Some(d) = (1..=longest / 2).find(|&d| self.decide(d)) {
            return Some(d);
        }
        if !self.decide(longest) {
            return None;
        }
        (longest / 2 + 1..=longest).find(|&d| self.decide(d))
    }

    /// [slide.choice] The first placement that wins within `pieces` (completing a row, or leading
    /// to a win within one fewer).
    fn choice(&mut self, board: Board, piece: Piece, pieces: u8) -> Option<Slid> {
        let moves = self.game.placements(board, piece);
        moves
            .into_iter()
            .find(|m| m.completes || (pieces > 1 && self.wins(m.after, pieces - 1)))
    }

    /// The strategy that wins within `pieces` from the empty board, merged and numbered.
    pub fn strategy(&mut self, pieces: u8) -> Strategy {
        self.enter("extract the strategy".into());
        let mut interned: HashMap<Vec<(Orientation, u8, u8, Next)>, u32> = HashMap::new();
        let mut lines: Vec<Vec<(Orientation, u8, u8, Next)>> = Vec::new();
        let mut built: HashMap<(Board, u8), u32, Fast> = HashMap::default();
        let root = self.build(
            Board::default(),
            pieces,
            (&mut interned, &mut lines, &mut built),
        );
        number(root, &lines)
    }

    /// A node for (board, pieces), its children first; equal lines are one node.
    fn build(&mut self, board: Board, pieces: u8, (interned, lines, built): Tables) -> u32 {
        if let Some(&id) = built.get(&(board, pieces)) {
            return id;
        }
        let mut line = Vec::new();
        for piece in self.game.pieces.iter() {
            let m = self
                .choice(board, piece, pieces)
                .expect("a board the strategy reaches is won within the pieces left");
            let next = if m.completes {
                Next::Win
            } else {
                Next::Node(self.build(m.after, pieces - 1, (interned, lines, built)))
            };
            line.push((m.orientation, m.column, m.row, next));
        }
        let id = *interned.entry(line.clone()).or_insert_with(|| {
            lines.push(line);
            lines.len() as u32 - 1
        });
        built.insert((board, pieces), id);
        id
    }

    /// [adv.walk] [adv.slide] The policy: breadth first from the empty board, each board that is
    /// not terminal (budget, parity) expanded once, at its first depth, with the first piece
    /// under which no placement completes a goal row or wins within the pieces left.
    pub fn policy(&mut self, within: Option<u8>) -> Policy {
        self.enter("extract the policy".into());
        let game = self.game;
        let budget = within.unwrap_or(game.longest_game());
        let terminal = |board: Board, depth: u8| {
            within == Some(depth) || game.parity(board) || game.closed(board)
        };
        let mut seen: HashMap<Board, (), Fast> = HashMap::default();
        let mut states = Vec::new();
        let mut queue = VecDeque::new();
        if !terminal(Board::default(), 0) {
            seen.insert(Board::default(), ());
            queue.push_back((Board::default(), 0u8));
        }
        while let Some((board, depth)) = queue.pop_front() {
            let left = budget - depth;
            let piece = game
                .pieces
                .iter()
                .find(|&p| {
                    game.placements(board, p)
                        .iter()
                        .all(|m| !m.completes && !self.wins(m.after, left - 1))
                })
                .expect("a board the policy reaches is held by the adversary");
            states.push((board, piece));
            for m in game.placements(board, piece) {
                if !terminal(m.after, depth + 1) && seen.insert(m.after, ()).is_none() {
                    queue.push_back((m.after, depth + 1));
                }
            }
        }
        states.sort_by_key(|&(board, _)| game.key(board));
        Policy { states }
    }
}

/// The tables of [`SlideSearch::build`]: lines by content, lines by id, nodes by (board, pieces).
type Tables<'a> = (
    &'a mut HashMap<Vec<(Orientation, u8, u8, Next)>, u32>,
    &'a mut Vec<Vec<(Orientation, u8, u8, Next)>>,
    &'a mut HashMap<(Board, u8), u32, Fast>,
);

/// [cert.canonical] Numbered breadth first from `root` by first reference; `len` and `seq` of
/// [cert.header] recounted.
fn number(root: u32, lines: &[Vec<(Orientation, u8, u8, Next)>]) -> Strategy {
    let mut new_id: HashMap<u32, u32> = HashMap::from([(root, 0)]);
    let mut order = vec![root];
    let mut at = 0;
    while at < order.len() {
        for &(_, _, _, next) in &lines[order[at] as usize] {
            if let Next::Node(child) = next {
                if let std::collections::hash_map::Entry::Vacant(e) = new_id.entry(child) {
                    e.insert(order.len() as u32);
                    order.push(child);
                }
            }
        }
        at += 1;
    }
    let nodes: Vec<_> = order
        .iter()
        .map(|&old| {
            lines[old as usize]
                .iter()
                .map(|&(o, c, r, next)| {
                    let next = match next {
                        Next::Win => Next::Win,
                        Next::Node(child) => Next::Node(new_id[&child]),
                    };
                    (o, c, r, next)
                })
                .collect::<Vec<_>>()
        })
        .collect();
    // [cert.header] len and seq, each node once (a DAG: a memo by node).
    let mut counts: Vec<Option<(u64, u64)>> = vec![None; nodes.len()];
    fn tally(
        n: usize,
        nodes: &[Vec<(Orientation, u8, u8, Next)>],
        counts: &mut [Option<(u64, u64)>],
    ) -> (u64, u64) {
        if let Some(known) = counts[n] {
            return known;
        }
        let (mut longest, mut sequences) = (0, 0);
        for &(_, _, _, next) in &nodes[n] {
            let (len, seq) = match next {
                Next::Win => (0, 1),
                Next::Node(child) => tally(child as usize, nodes, counts),
            };
            longest = longest.max(1 + len);
            sequences += seq;
        }
        counts[n] = Some((longest, sequences));
        (longest, sequences)
    }
    let (max_pieces, sequences) = tally(0, &nodes, &mut counts);
    Strategy {
        nodes,
        max_pieces,
        sequences,
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use super::*;
    use crate::pieces::PieceSet;
    use crate::slide::SlideKind;

    /// The labels a solve reported, in order, each once, and whether the count ever fell.
    fn phases(game: &SlideGame, solve: impl FnOnce(&mut SlideSearch)) -> (Vec<String>, bool) {
        let seen: RefCell<Vec<(String, u64)>> = RefCell::default();
        let mut search = SlideSearch::new(game)
            .with_progress(|p| seen.borrow_mut().push((p.phase.clone(), p.states_searched)));
        solve(&mut search);
        drop(search);
        let seen = seen.into_inner();
        let fell = seen.windows(2).any(|pair| pair[1].1 < pair[0].1);
        let mut labels: Vec<String> = Vec::new();
        for (label, _) in seen {
            if labels.last() != Some(&label) {
                labels.push(label);
            }
        }
        (labels, fell)
    }

    #[test]
    fn a_player_win_reports_each_depth_then_the_strategy() {
        let game = SlideGame::new(SlideKind::Capped, 4, 4, PieceSet::ALL).unwrap();
        let (labels, fell) = phases(&game, |search| {
            let d = search
                .optimum()
                .expect("the player wins capped(4, 4) with slides");
            search.strategy(d);
            search.policy(Some(d - 1));
        });
        let want = [
            "decide within 1",
            "decide within 2",
            "decide within 3",
            "extract the strategy",
            "extract the policy",
        ];
        assert_eq!(labels, want);
        assert!(!fell, "the boards searched only grow");
    }

    #[test]
    fn a_memo_that_forgets_gives_the_same_answers() {
        // capped(6, 4) searches about 12,700 boards: the smallest memo (4,096 slots) forgets.
        let game = SlideGame::new(SlideKind::Capped, 6, 4, PieceSet::ALL).unwrap();
        let mut small = SlideSearch::new(&game).with_memo_bytes(0);
        let mut large = SlideSearch::new(&game);
        assert_eq!(small.optimum(), None, "the adversary wins capped(6, 4)");
        assert_eq!(large.optimum(), None);
        assert!(
            small.memo.evicted > large.memo.evicted,
            "the small memo forgot more"
        );
        assert!(small.states_searched > large.states_searched);
        assert_eq!(small.policy(None), large.policy(None));
        let game = SlideGame::new(SlideKind::Capped, 6, 5, PieceSet::ALL).unwrap();
        let mut small = SlideSearch::new(&game).with_memo_bytes(0);
        let mut large = SlideSearch::new(&game);
        assert_eq!(
            small.optimum(),
            Some(6),
            "the player wins capped(6, 5) in 6"
        );
        assert_eq!(large.optimum(), Some(6));
        assert!(small.memo.evicted > 0);
        assert_eq!(small.strategy(6), large.strategy(6));
    }

    #[test]
    fn an_adversary_win_reports_its_budget_then_the_policy() {
        let game = SlideGame::new(SlideKind::Well, 4, 4, PieceSet::ALL).unwrap();
        let (labels, fell) = phases(&game, |search| {
            assert!(!search.decide(3));
            search.policy(Some(3));
        });
        assert_eq!(labels, ["decide within 3", "extract the policy"]);
        assert!(!fell, "the boards searched only grow");
    }
}
