//! [cert.rules] The rules of a parsed certificate, checked in the spec's order: the structure
//! ([cert.header], [cert.canonical]), the walk over concrete positions ([cert.semantics]), the
//! recounted header numbers and the claim ([cert.claim]). It trusts no header number it can
//! recompute. It must not read text (parse.rs does) nor compute drops itself (board.rs does).

use std::{collections::HashMap, hash::BuildHasherDefault, hash::Hasher};

use crate::{adversary, description::grid_2022_allows, ensure, identity, limit, orientation_piece, orientation_size};
use crate::{parse::read, parse::Nodes, parse::Parsed, parse::Step, parse::WIN, reject, AnyVerdict, Board};
use crate::{Certificate, Claim, Failure, Game, Limits, Moves, Rejection, Rule, Verdict, HEIGHT, ORIENTATION_NAMES};

/// Parses `bytes` and checks every rule of [cert.rules]; `Ok` only for a VERIFIED player certificate.
pub fn verify(bytes: &[u8], claim: &Claim) -> Result<Verdict, Failure> {
    verify_with_limits(bytes, claim, &Limits::V1)
}

/// `verify` within `limits`, which tests lower ([cert.limits]).
pub fn verify_with_limits(bytes: &[u8], claim: &Claim, limits: &Limits) -> Result<Verdict, Failure> {
    match verify_any_with_limits(bytes, claim, limits)? {
        AnyVerdict::Player(verdict) => Ok(verdict),
        _ => Err(reject(Rule::ClaimTooWeak, None, "an adversary certificate proves no player win".into())),
    }
}

/// Either claim kind: [cert.rules] for a player certificate, [adv.rules] for an adversary one.
pub fn verify_any(bytes: &[u8], claim: &Claim) -> Result<AnyVerdict, Failure> {
    verify_any_with_limits(bytes, claim, &Limits::V1)
}

/// `verify_any` within `limits`.
pub fn verify_any_with_limits(bytes: &[u8], claim: &Claim, limits: &Limits) -> Result<AnyVerdict, Failure> {
    match read(bytes, limits, false)? {
        Parsed::Player(cert, nodes) => player(cert, &nodes, claim, limits, bytes).map(AnyVerdict::Player),
        Parsed::Adversary(policy) => adversary::check(policy, claim, bytes).map(AnyVerdict::Adversary),
    }
}

/// [cert.rules] The rules of a player certificate, in order; the verdict on `bytes`.
fn player(cert: Certificate, nodes: &Nodes, claim: &Claim, limits: &Limits, bytes: &[u8]) -> Result<Verdict, Failure> {
    node_count(cert.nodes_declared, nodes.lines)?;
    dangling_child(cert.nodes_declared, nodes)?;
    canonical_numbering(nodes)?;
    duplicate_node(nodes)?;
    let (memo, sequence) = (Memo::new(limits), String::new());
    let mut walk = Walk { cert: &cert, nodes, claim, memo, positions: 0, limit: limits.positions, sequence };
    let (longest, sequences) = walk.position(0, Board::empty(cert.width), 0)?;
    max_pieces_mismatch(&cert, longest)?;
    sequences_mismatch(&cert, sequences)?;
    claim_too_weak(&cert, claim)?;
    let Certificate { width, rows, well, adversary, max_pieces, nodes_declared: nodes, .. } = cert;
    Ok(Verdict { sha256: identity(bytes), width, rows, well, adversary, max_pieces, nodes, sequences })
}

/// `node ID (line L)`: node line 0 follows the header.
fn node_at(nodes: &Nodes, id: u64) -> String {
    format!("node {id} (line {})", id + nodes.first_line)
}

/// [cert.header] rule node-count: the header N equals the number of node lines.
fn node_count(declared: u64, lines: u64) -> Result<(), Failure> {
    ensure(declared == lines, Rule::NodeCount, None, || format!("header nodes {declared}, but {lines} node lines"))
}

/// [cert.canonical] rule dangling-child: every next id is `< N`.
fn dangling_child(n: u64, nodes: &Nodes) -> Result<(), Failure> {
    for (id, moves) in (0..).zip(nodes.steps.chunks(nodes.k)) {
        let message = || format!("{} refers to a node >= N = {n}", node_at(nodes, id));
        ensure(moves.iter().all(|m| m.next == WIN || u64::from(m.next) < n), Rule::DanglingChild, Some(id), message)?;
    }
    Ok(())
}

/// [cert.canonical] rule canonical-numbering, breadth first from the root: visiting nodes in
/// increasing id order and moves in slot order, each id not referenced before is the smallest id
/// not yet used. While this holds, the ids used so far (the root and the ids referenced) are
/// exactly `0 .. next_unused`: no set of flags is needed. Rule unreachable-node: while this
/// holds, the ids referenced before node k is visited are closed under references, so if k is not
/// among them, nodes k.. are unreachable.
fn canonical_numbering(nodes: &Nodes) -> Result<(), Failure> {
    let mut next_unused = 1u64;
    for (id, moves) in (0..).zip(nodes.steps.chunks(nodes.k)) {
        let message = || format!("{} is not reachable from node 0", node_at(nodes, id));
        ensure(id < next_unused, Rule::UnreachableNode, Some(id), message)?;
        for child in moves.iter().filter(|m| m.next != WIN).map(|m| u64::from(m.next)) {
            // A child >= next_unused is referenced for the first time: it must be next_unused.
            let message = || format!("{} first refers to {child}, expected {next_unused}", node_at(nodes, id));
            ensure(child <= next_unused, Rule::CanonicalNumbering, Some(id), message)?;
            next_unused += u64::from(child == next_unused);
        }
    }
    Ok(())
}

/// [cert.canonical] rule duplicate-node: no two node lines are identical after their id. (Moves
/// are stored exactly but for next ids >= 2^32 - 1, which dangling-child has rejected.)
fn duplicate_node(nodes: &Nodes) -> Result<(), Failure> {
    let mut first: HashMap<&[Step], u64, BuildHasherDefault<Fx>> = HashMap::default();
    for (id, moves) in (0..).zip(nodes.steps.chunks(nodes.k)) {
        let same = *first.entry(moves).or_insert(id);
        ensure(same == id, Rule::DuplicateNode, Some(id), || format!("{} repeats node {same}", node_at(nodes, id)))?;
    }
    Ok(())
}

/// The memo's hash: FxHash's rotate-multiply on 8-byte words, faster than SipHash on these keys.
/// A collision costs time, never a wrong result.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn write(&mut self, bytes: &[u8]) {
        let word = |word: &[u8]| word.iter().rev().fold(0, |word, &byte| word << 8 | u64::from(byte));
        self.0 = bytes.chunks(8).fold(self.0, |h, w| (h.rotate_left(5) ^ word(w)).wrapping_mul(0xf135_7aea_2e62_a9c5));
    }

    fn finish(&self) -> u64 {
        self.0.rotate_left(26) // hashbrown takes the bucket from the low bits
    }
}

/// `len` and `seq` of [cert.header] for a walked position, in 12 bytes.
#[derive(Clone, Copy)]
#[repr(C, packed(4))]
struct Counts(u32, u64);

/// [cert.limits] The walk's memo, (node, board) -> Counts. Within the standard limits a board is
/// its 20 rows: 44 + 12 = 56 bytes an entry, at most MAX_POSITIONS entries, hence at most 2^24
/// buckets of 57 bytes (hashbrown keeps 7/8 of them full at most). Within the large limits it is
/// packed in 16 bytes: 20 + 12 = 32 bytes an entry, at most 2^28 buckets of 33 bytes.
enum Memo {
    Rows(HashMap<(u32, [u16; HEIGHT]), Counts, BuildHasherDefault<Fx>>),
    Packed(HashMap<(u32, [u32; 4]), Counts, BuildHasherDefault<Fx>>),
}

/// A position's board as its memo keeps it: the rows, or under the large limits the packed cells.
#[derive(Clone, Copy)]
enum Key {
    Rows([u16; HEIGHT]),
    Packed([u32; 4]),
}

impl Memo {
    fn new(limits: &Limits) -> Memo {
        if limits.packed_boards {
            Memo::Packed(HashMap::default())
        } else {
            Memo::Rows(HashMap::default())
        }
    }

    /// The key of `board`, made once per position; None under the large limits when the board
    /// has a filled cell beyond the first 128 (the memo cannot keep it).
    fn key(&self, board: &Board) -> Option<Key> {
        match self {
            Memo::Rows(_) => Some(Key::Rows(board.rows)),
            Memo::Packed(_) => board.packed().map(Key::Packed),
        }
    }

    fn get(&self, id: u32, key: Key) -> Option<Counts> {
        match (self, key) {
            (Memo::Rows(memo), Key::Rows(rows)) => memo.get(&(id, rows)).copied(),
            (Memo::Packed(memo), Key::Packed(cells)) => memo.get(&(id, cells)).copied(),
            _ => None, // `key` makes only keys of this memo's kind
        }
    }

    fn insert(&mut self, id: u32, key: Key, counts: Counts) {
        match (self, key) {
            (Memo::Rows(memo), Key::Rows(rows)) => _ = memo.insert((id, rows), counts),
            (Memo::Packed(memo), Key::Packed(cells)) => _ = memo.insert((id, cells), counts),
            _ => {} // `key` makes only keys of this memo's kind
        }
    }
}

/// [cert.semantics] [cert.header] The walk: positions depth first from (node 0, empty board).
struct Walk<'a> {
    cert: &'a Certificate,
    nodes: &'a Nodes,
    /// [adv.player] `--game capped` and `--moves grid-2022` are checked on every move.
    claim: &'a Claim,
    memo: Memo,
    /// [cert.limits] The positions numbered so far, and how many may be.
    positions: usize,
    limit: usize,
    /// The piece letters from the root to the current move.
    sequence: String,
}

impl Walk<'_> {
    /// Position (id, board) after `depth` pieces (`depth <= D`): returns `len` and `seq` of
    /// [cert.header]. A position met again is not walked again: its board's 4 * depth cells fix its
    /// depth, so its games end within D as before. The recursion is bounded: each drop fills 4
    /// more of the 20 x W cells.
    fn position(&mut self, id: u32, board: Board, depth: u64) -> Result<(u64, u64), Failure> {
        let key = self.memo.key(&board);
        if let Some(Counts(longest, sequences)) = key.and_then(|key| self.memo.get(id, key)) {
            return Ok((u64::from(longest), sequences));
        }
        // [cert.limits] A position is numbered when first reached, the root being number 1.
        self.positions += 1;
        limit(self.positions <= self.limit, || format!("more than {} distinct positions", self.limit))?;
        let cells = || "a board with a filled cell beyond the first 128 (y * W + x >= 128): the large limits".into();
        let key = key.ok_or_else(|| Failure::Limit(cells()))?;
        let no_node = || reject(Rule::DanglingChild, Some(id.into()), format!("no node {id}")); // ids < N: checked
        let (mut longest, mut sequences) = (0, 0u64);
        for &step in self.nodes.steps.chunks(self.nodes.k).nth(id as usize).ok_or_else(no_node)? {
            self.sequence.push(orientation_piece(usize::from(step.orientation)).unwrap_or('?'));
            let (length, count) = self.play(id, step, board, depth)?;
            self.sequence.pop();
            // len(next) <= D - (depth + 1), so 1 + len cannot overflow; the sum of the counts can.
            let overflow = || Failure::Limit("the sequence count does not fit in 64 bits".into());
            (longest, sequences) = (longest.max(1 + length), sequences.checked_add(count).ok_or_else(overflow)?);
        }
        self.memo.insert(id, key, Counts(longest as u32, sequences)); // longest <= 80
        Ok((longest, sequences))
    }

    /// A move `step` of position (id, board): the rules of [cert.rules] from illegal-placement to
    /// too-many-pieces, in the table's order (with those of [adv.player] asked on the command line),
    /// then the games after it: `len` and `seq` of the next position, or (0, 1) for a win.
    fn play(&mut self, id: u32, step: Step, board: Board, depth: u64) -> Result<(u64, u64), Failure> {
        let (orientation, column, win) = (usize::from(step.orientation), step.column, step.next == WIN);
        let (rows, well, max, claim) = (self.cert.rows, self.cert.well, self.cert.max_pieces, self.claim);
        let (width, height) = orientation_size(orientation).unwrap_or_default();
        let dropped = board.drop_piece(orientation, column);
        let top = board.resting_row(orientation, column).map(|y0| (y0 + height).saturating_sub(1));
        let completed = dropped.map_or(0, |(after, _)| after.completed_rows());
        let row = completed.trailing_zeros() as u8; // the lowest completed row
        let illegal = |what| (Rule::IllegalPlacement, format!("is illegal: {what}"));
        let lands_high = |cells: [(u8, u8); 4]| cells.iter().any(|&(c, _)| board.column_height(c) >= rows);
        let over_cap = claim.game == Some(Game::Capped) && dropped.is_some_and(|(_, cells)| lands_high(cells));
        let outside_grid = claim.moves == Some(Moves::Grid2022) && !grid_2022_allows(orientation, column);
        let (rule, why) = match (top, dropped) {
            // [rules.legal] rule illegal-placement: the piece stays within the columns and the 20 rows.
            (None, _) => illegal(format!("it is {width} wide, the board has columns 0..{}", board.width() - 1)),
            (Some(t), None) => illegal(format!("its top would be row {t}")),
            // [adv.player] rule illegal-placement in a well: the piece stays within its H rows.
            (Some(t), _) if well && t >= rows => illegal(format!("its top would be row {t}, the well has {rows} rows")),
            // [adv.player] rule cap-exceeded, asked by `--game capped`: no move lands on a column R high.
            _ if over_cap => (Rule::CapExceeded, format!("lands on a column already {rows} high (the capped game)")),
            // [adv.player] rule move-outside-set, asked by `--moves grid-2022`.
            _ if outside_grid => (Rule::MoveOutsideSet, "is not a move of the 2022 grids (moves grid-2022)".into()),
            // [rules.completion] rule false-win: a move marked win completes a row.
            _ if win && completed == 0 => (Rule::FalseWin, "is marked win but completes no row".into()),
            // [rules.game] rule completion-outside-goal: the completed row (the lowest) is < R.
            _ if win && row >= rows => (Rule::CompletionOutsideGoal, format!("completes row {row}, not < {rows}")),
            // [rules.completion] rule unmarked-completion: a move not marked win completes no row.
            _ if !win && completed != 0 => (Rule::UnmarkedCompletion, format!("completes row {row}, not marked win")),
            // [cert.header] rule too-many-pieces: this move plays piece number depth + 1.
            _ if depth >= max => (Rule::TooManyPieces, format!("is piece {} > max-pieces {depth}", depth + 1)),
            _ if win => return Ok((0, 1)),
            (_, Some((after, _))) => return self.position(step.next, after, depth + 1),
        };
        let (node, sequence, piece_cells) = (u64::from(id), self.sequence.clone(), dropped.map(|(_, cells)| cells));
        let message = format!("{} move {}@{column} {why}", node_at(self.nodes, node), ORIENTATION_NAMES[orientation]);
        Err(Failure::Rejected(Rejection { rule, message, node: Some(node), sequence, board: Some(board), piece_cells }))
    }
}

/// [cert.header] rule max-pieces-mismatch: D equals the longest game.
fn max_pieces_mismatch(cert: &Certificate, longest: u64) -> Result<(), Failure> {
    let message = || format!("header max-pieces {}, but the longest game has {longest} pieces", cert.max_pieces);
    ensure(longest == cert.max_pieces, Rule::MaxPiecesMismatch, None, message)
}

/// [cert.header] rule sequences-mismatch: S equals the recounted number of sequences.
fn sequences_mismatch(cert: &Certificate, sequences: u64) -> Result<(), Failure> {
    let message = || format!("header sequences {}, but the strategy answers {sequences}", cert.sequences);
    ensure(sequences == cert.sequences, Rule::SequencesMismatch, None, message)
}

/// [cert.claim] [adv.player] rule claim-too-weak: W = W', R <= R' (or H <= H' in a well), D <= D',
/// P' is a subset of P, the game asked is the certificate's, no adversary claim is asked.
fn claim_too_weak(cert: &Certificate, claim: &Claim) -> Result<(), Failure> {
    let game = if cert.well { Game::Well } else { Game::Capped };
    claim.width.map_or(Ok(()), |w| weak(w == cert.width, "width", w, cert.width))?;
    claim.rows.map_or(Ok(()), |r| weak(!cert.well && r >= cert.rows, "rows", r, cert.rows))?;
    claim.height.map_or(Ok(()), |h| weak(cert.well && h >= cert.rows, "height", h, cert.rows))?;
    claim.game.map_or(Ok(()), |g| weak(g == game, "game", format!("{g:?}"), format!("{game:?}")))?;
    claim.within.map_or(Ok(()), |_| weak(false, "claim", "adversary-prevents-a-line", "player-completes-a-line"))?;
    claim.max_pieces.map_or(Ok(()), |d| weak(d >= cert.max_pieces, "max-pieces", d, cert.max_pieces))?;
    let p = claim.adversary.as_deref().unwrap_or_default();
    weak(p.chars().all(|c| cert.adversary.contains(c)), "adversary", p, &cert.adversary)
}

/// [cert.claim] rule claim-too-weak unless `holds`: what was asked and what is proved.
fn weak(holds: bool, what: &str, asked: impl std::fmt::Display, proved: impl std::fmt::Display) -> Result<(), Failure> {
    ensure(holds, Rule::ClaimTooWeak, None, || format!("asked {what} {asked}, the certificate proves {what} {proved}"))
}
