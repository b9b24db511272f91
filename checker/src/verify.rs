//! [cert.rules] The rules of a parsed certificate, checked in the spec's order: the structure
//! ([cert.header], [cert.canonical]), the walk over concrete positions ([cert.semantics]), the
//! recounted header numbers and the claim ([cert.claim]). It trusts no header number it can
//! recompute. It must not read text (parse.rs does) nor compute drops itself (board.rs does).

use std::collections::HashMap;

use sha2::{Digest, Sha256};

use crate::{orientation_piece, orientation_size, parse, Board, Certificate, Claim, Failure};
use crate::{Move, Next, Rejection, Rule, Verdict, ORIENTATION_NAMES};

/// [cert.limits] Most distinct positions (node, board) the walk may meet.
pub const MAX_POSITIONS: usize = 20_000_000;

/// Parses `bytes` and checks every rule of [cert.rules]; `Ok` only for a VERIFIED certificate.
pub fn verify(bytes: &[u8], claim: &Claim) -> Result<Verdict, Failure> {
    let cert = parse(bytes)?;
    node_count(&cert)?;
    dangling_child(&cert)?;
    canonical_numbering(&cert)?;
    duplicate_node(&cert)?;
    let mut walk = Walk { cert: &cert, memo: HashMap::new(), sequence: String::new() };
    let (longest, sequences) = walk.position(0, Board::empty(cert.width), 0)?;
    max_pieces_mismatch(&cert, longest)?;
    sequences_mismatch(&cert, sequences)?;
    claim_too_weak(&cert, claim)?;
    let Certificate { width, rows, adversary, max_pieces, nodes_declared: nodes, .. } = cert;
    let sha256 = format!("sha256:{:x}", Sha256::digest(bytes)); // [cert.identity]
    Ok(Verdict { sha256, width, rows, adversary, max_pieces, nodes, sequences })
}

/// A rejection found without playing (no board, no sequence).
fn reject(rule: Rule, node: Option<u64>, message: String) -> Failure {
    Failure::Rejected(Rejection { rule, message, node, sequence: String::new(), board: None, piece_cells: None })
}

/// Rejects with `rule` unless `holds`.
fn ensure(holds: bool, rule: Rule, node: Option<u64>, message: impl FnOnce() -> String) -> Result<(), Failure> {
    holds.then_some(()).ok_or_else(|| reject(rule, node, message()))
}

/// [cert.header] rule node-count: the header N equals the number of node lines.
fn node_count(cert: &Certificate) -> Result<(), Failure> {
    let (declared, lines) = (cert.nodes_declared, cert.nodes.len());
    let message = || format!("header nodes {declared}, but {lines} node lines");
    ensure(declared == lines as u64, Rule::NodeCount, None, message)
}

/// [cert.canonical] rule dangling-child: every next id is `< N`.
fn dangling_child(cert: &Certificate) -> Result<(), Failure> {
    let n = cert.nodes_declared;
    for (id, node) in (0u64..).zip(&cert.nodes) {
        for child in node.children() {
            let message = || format!("node {id} (line {}) goes to {child} >= N = {n}", node.line);
            ensure(child < n, Rule::DanglingChild, Some(id), message)?;
        }
    }
    Ok(())
}

/// [cert.canonical] rule canonical-numbering, breadth first from the root: visiting nodes in
/// increasing id order and moves in slot order, each id not referenced before is the smallest id
/// not yet used. While this holds, the ids used so far (the root and the ids referenced) are
/// exactly `0 .. next_unused`: no set of flags is needed. Rule unreachable-node: while this
/// holds, the ids referenced before node k is visited are closed under references, so if k is not
/// among them, nodes k.. are unreachable.
fn canonical_numbering(cert: &Certificate) -> Result<(), Failure> {
    let mut next_unused = 1u64;
    for (id, node) in (0u64..).zip(&cert.nodes) {
        let message = || format!("node {id} (line {}) is not reachable from node 0", node.line);
        ensure(id < next_unused, Rule::UnreachableNode, Some(id), message)?;
        for child in node.children() {
            // A child >= next_unused is referenced for the first time: it must be next_unused.
            let message = || format!("node {id} (line {}) first refers to {child}, expected {next_unused}", node.line);
            ensure(child <= next_unused, Rule::CanonicalNumbering, Some(id), message)?;
            next_unused += u64::from(child == next_unused);
        }
    }
    Ok(())
}

/// [cert.canonical] rule duplicate-node: no two node lines are identical after their id.
fn duplicate_node(cert: &Certificate) -> Result<(), Failure> {
    let mut first: HashMap<&[Move], u64> = HashMap::new();
    for (id, node) in (0u64..).zip(&cert.nodes) {
        let same = *first.entry(&node.moves).or_insert(id);
        let message = || format!("node {id} (line {}) repeats node {same}", node.line);
        ensure(same == id, Rule::DuplicateNode, Some(id), message)?;
    }
    Ok(())
}

/// [cert.semantics] [cert.header] The walk: positions depth first from (node 0, empty board),
/// memoized as (node, board) -> (longest remaining game, sequences).
struct Walk<'a> {
    cert: &'a Certificate,
    memo: HashMap<(u64, Board), (u64, u64)>,
    /// The piece letters from the root to the current move.
    sequence: String,
}

impl Walk<'_> {
    /// Position (id, board) after `depth` pieces (`depth <= D`): returns `len` and `seq` of
    /// [cert.header]. The recursion is bounded: each drop fills 4 more of the 20 x W cells.
    fn position(&mut self, id: u64, board: Board, depth: u64) -> Result<(u64, u64), Failure> {
        if let Some(&(longest, sequences)) = self.memo.get(&(id, board)) {
            // A hit that would break too-many-pieces is walked again to report the failing move.
            // (A board's cell count fixes its depth, so hits come at equal depths: a safety net.)
            if depth.saturating_add(longest) <= self.cert.max_pieces {
                return Ok((longest, sequences));
            }
        }
        let node = usize::try_from(id).ok().and_then(|i| self.cert.nodes.get(i));
        let node = node.ok_or_else(|| reject(Rule::DanglingChild, Some(id), format!("no node {id}")))?; // ids < N: checked
        let (mut longest, mut sequences) = (0, 0u64);
        for m in &node.moves {
            self.sequence.push(orientation_piece(m.orientation).unwrap_or('?'));
            let (length, count) = self.play(id, board, depth, m)?;
            self.sequence.pop();
            longest = longest.max(length);
            let overflow = || Failure::Limit("the sequence count does not fit in 64 bits".into());
            sequences = sequences.checked_add(count).ok_or_else(overflow)?;
        }
        if self.memo.len() >= MAX_POSITIONS {
            return Err(Failure::Limit(format!("more than {MAX_POSITIONS} distinct positions")));
        }
        self.memo.insert((id, board), (longest, sequences));
        Ok((longest, sequences))
    }

    /// One move `m` of position (id, board): the rules illegal-placement, false-win,
    /// completion-outside-goal, unmarked-completion and too-many-pieces, then the next position.
    fn play(&mut self, id: u64, board: Board, depth: u64, m: &Move) -> Result<(u64, u64), Failure> {
        let name = ORIENTATION_NAMES.get(m.orientation).unwrap_or(&"??");
        let (width, height) = orientation_size(m.orientation).unwrap_or_default();
        let dropped = board.drop_piece(m.orientation, m.column);
        let fail = |rule, what: String| {
            let (message, sequence) = (format!("node {id} move {name}@{} {what}", m.column), self.sequence.clone());
            let (node, board, piece_cells) = (Some(id), Some(board), dropped.map(|(_, cells)| cells));
            Err(Failure::Rejected(Rejection { rule, message, node, sequence, board, piece_cells }))
        };
        // [rules.legal] rule illegal-placement: the piece stays within the columns and the 20 rows.
        let Some((after, _)) = dropped else {
            let what = match board.resting_row(m.orientation, m.column) {
                None => format!("is illegal: it is {width} wide, the board has columns 0..{}", board.width() - 1),
                Some(y0) => format!("is illegal: its top would be row {}", (y0 + height).saturating_sub(1)),
            };
            return fail(Rule::IllegalPlacement, what);
        };
        let (completed, row) = (after.completed_rows(), after.completed_rows().trailing_zeros());
        match m.next {
            // [rules.completion] rule false-win: a move marked win completes a row.
            Next::Win if completed == 0 => fail(Rule::FalseWin, "is marked win but completes no row".into()),
            // [rules.game] rule completion-outside-goal: the completed row (the lowest) is < R.
            Next::Win if row >= u32::from(self.cert.rows) => {
                fail(Rule::CompletionOutsideGoal, format!("completes row {row}, not < {}", self.cert.rows))
            }
            // [rules.completion] rule unmarked-completion: a move not marked win completes no row.
            Next::Node(_) if completed != 0 => {
                fail(Rule::UnmarkedCompletion, format!("completes row {row}, not marked win"))
            }
            // [cert.header] rule too-many-pieces: this move plays piece number depth + 1.
            _ if depth >= self.cert.max_pieces => {
                fail(Rule::TooManyPieces, format!("is piece {} > max-pieces {depth}", depth + 1))
            }
            Next::Win => Ok((1, 1)),
            // len(next) <= D - (depth + 1) here, so 1 + len cannot overflow.
            Next::Node(next) => self.position(next, after, depth + 1).map(|(length, count)| (length + 1, count)),
        }
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

/// [cert.claim] rule claim-too-weak: W = W', R <= R', D <= D', P' is a subset of P.
fn claim_too_weak(cert: &Certificate, claim: &Claim) -> Result<(), Failure> {
    let weak = |holds: bool, what: &str, asked: &dyn std::fmt::Display, proved: &dyn std::fmt::Display| {
        let message = || format!("asked {what} {asked}, the certificate proves {what} {proved}");
        ensure(holds, Rule::ClaimTooWeak, None, message)
    };
    claim.width.map_or(Ok(()), |w| weak(w == cert.width, "width", &w, &cert.width))?;
    claim.rows.map_or(Ok(()), |r| weak(r >= cert.rows, "rows", &r, &cert.rows))?;
    claim.max_pieces.map_or(Ok(()), |d| weak(d >= cert.max_pieces, "max-pieces", &d, &cert.max_pieces))?;
    let p = claim.adversary.as_deref().unwrap_or_default();
    weak(p.chars().all(|c| cert.adversary.contains(c)), "adversary", &p, &cert.adversary)
}
