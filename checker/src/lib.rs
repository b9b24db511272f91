//! sureline-checker, the trusted kernel: it reads a certificate (spec/certificate.md) and
//! re-derives every drop on concrete boards (spec/rules.md). It shares no code with the solver,
//! trusts no header number it can recompute, never panics on input and says VERIFIED only when
//! every rule of [cert.rules] holds. This file holds the types and their rendering; cli.rs is the
//! command line ([cert.cli]), shared by `sureline-check` and `sureline check`.
#![forbid(unsafe_code)]

use std::fmt;

use sha2::{Digest, Sha256};

mod adversary;
mod board;
pub mod cli;
pub mod description;
mod parse;
mod pieces;
mod verify;

pub use crate::{description::Game, description::Moves, parse::parse, parse::MAGIC};
pub use adversary::{parse_policy, Policy, Within};
pub use board::{Board, HEIGHT, ROWS, WIDTHS};
pub use pieces::{orientation_cells, orientation_piece, orientation_size, ORIENTATION_NAMES, PIECE_ORDER};
pub use verify::{verify, verify_any};
#[doc(hidden)]
pub use verify::{verify_any_with_limits, verify_with_limits};

/// [cert.limits] Largest accepted file, in bytes (the standard limits).
pub const MAX_FILE_BYTES: usize = 1 << 27;
/// [cert.limits] Largest accepted number of nodes (header or node lines).
pub const MAX_NODES: u64 = 1 << 24;
/// [cert.limits] Most distinct positions (node, board) the walk may number.
pub const MAX_POSITIONS: usize = 14_000_000;

/// [cert.limits] The large limits (`--limits large`): file size, nodes, positions.
pub const LARGE_FILE_BYTES: usize = 1 << 31;
pub const LARGE_NODES: u64 = 1 << 27;
/// 7/8 of 2^28: the memo then fits 2^28 buckets ([cert.limits] Memory).
pub const LARGE_POSITIONS: usize = 234_881_024;
/// [cert.limits] Under the large limits every board the walk numbers has its filled cells among
/// the first 128 (cell (x, y) is number y * W + x), so that the memo keeps it in 16 bytes.
pub const PACKED_BOARD_CELLS: u32 = 128;

/// [cert.limits] The limits of one check: the standard ones, the large ones, or lower ones for
/// tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub(crate) file_bytes: usize,
    pub(crate) nodes: u64,
    pub(crate) positions: usize,
    /// The large limits' boards of at most [`PACKED_BOARD_CELLS`] cells.
    pub(crate) packed_boards: bool,
}

impl Limits {
    /// The standard limits, which every check uses unless it asks for the large ones.
    pub const V1: Limits =
        Limits { file_bytes: MAX_FILE_BYTES, nodes: MAX_NODES, positions: MAX_POSITIONS, packed_boards: false };
    /// The large limits, for certificates too large for the standard ones (12 columns).
    pub const LARGE: Limits =
        Limits { file_bytes: LARGE_FILE_BYTES, nodes: LARGE_NODES, positions: LARGE_POSITIONS, packed_boards: true };

    /// Each standard limit, or the given one if lower: lowering can only turn an outcome into
    /// `limit`.
    pub fn lowered(bytes: usize, nodes: u64, positions: usize) -> Limits {
        Limits::V1.lower(bytes, nodes, positions)
    }

    /// Each of these limits, or the given one if lower.
    pub fn lower(self, bytes: usize, nodes: u64, positions: usize) -> Limits {
        let (file_bytes, nodes) = (bytes.min(self.file_bytes), nodes.min(self.nodes));
        Limits { file_bytes, nodes, positions: positions.min(self.positions), ..self }
    }

    /// The file size limit, in bytes.
    pub fn file_bytes(&self) -> usize {
        self.file_bytes
    }

    /// The node (and adversary state line) limit.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// A parsed certificate ([cert.grammar]); header numbers as written, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    pub width: u8,
    /// R, or the height H of a well ([adv.player]).
    pub rows: u8,
    /// A `game well` certificate ([adv.player]).
    pub well: bool,
    /// The piece set P, letters in canonical piece order.
    pub adversary: String,
    pub max_pieces: u64,
    pub nodes_declared: u64,
    pub sequences: u64,
    /// Node lines; `nodes[i]` has id `i` (the parser checks it).
    pub nodes: Vec<Node>,
}

/// One node line: its 1-based line number and one move per piece of P, in slot order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub line: usize,
    pub moves: Vec<Move>,
}

impl Node {
    /// The next ids of the moves that are not `win`, in slot order.
    pub fn children(&self) -> impl Iterator<Item = u64> + '_ {
        self.moves.iter().filter_map(|m| if let Next::Node(id) = m.next { Some(id) } else { None })
    }
}

/// `orientation@column>next`; `orientation` is a canonical index 0..=18.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub orientation: usize,
    pub column: u64,
    pub next: Next,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Next {
    Node(u64),
    Win,
}

/// [cert.claim] What the command line asks for; `None` asks nothing.
#[derive(Clone, Debug, Default)]
pub struct Claim {
    pub width: Option<u8>,
    pub rows: Option<u8>,
    pub max_pieces: Option<u64>,
    pub adversary: Option<String>,
    /// [adv.claim] [adv.player] The game, the well's height, the move set, the budget.
    pub game: Option<Game>,
    pub height: Option<u8>,
    pub moves: Option<Moves>,
    pub within: Option<Within>,
}

/// [cert.claim] What a verified certificate proves, bound to its identity ([cert.identity]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub sha256: String,
    pub width: u8,
    /// R, or the height H of a well.
    pub rows: u8,
    pub well: bool,
    pub adversary: String,
    pub max_pieces: u64,
    pub nodes: u64,
    pub sequences: u64,
}

/// Defines [`Rule`] and [`Rule::name`] from one table: each variant beside its name.
macro_rules! rules {
    ($($rule:ident $name:literal,)*) => {
        /// [cert.rules] [adv.rules] The rules whose failure rejects a certificate (exit code 1); `name()`
        /// is the rule's name there.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Rule { $($rule,)* }

        // `Rule::name`: the rule's name in [cert.rules] and [adv.rules].
        impl Rule { pub fn name(self) -> &'static str { match self { $(Rule::$rule => $name,)* } } }
    };
}

rules! {
    NodeCount "node-count", DanglingChild "dangling-child", CanonicalNumbering "canonical-numbering",
    UnreachableNode "unreachable-node", DuplicateNode "duplicate-node", IllegalPlacement "illegal-placement",
    FalseWin "false-win", UnmarkedCompletion "unmarked-completion", CompletionOutsideGoal "completion-outside-goal",
    TooManyPieces "too-many-pieces", MaxPiecesMismatch "max-pieces-mismatch", SequencesMismatch "sequences-mismatch",
    ClaimTooWeak "claim-too-weak", CapExceeded "cap-exceeded", MoveOutsideSet "move-outside-set",
    StateCount "state-count", StateOrder "state-order", MissingState "missing-state",
    AdversaryFails "adversary-fails", UnreachableState "unreachable-state",
}

/// [cert.grammar] Where the file stops matching the grammar (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: usize,
    pub column: usize,
    pub expected: String,
    pub found: String,
}

/// A broken rule, with the position that exposes it: the node, the piece letters from the root,
/// the board before the drop and the cells of the offending piece when it fits on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    pub rule: Rule,
    pub message: String,
    pub node: Option<u64>,
    pub sequence: String,
    pub board: Option<Board>,
    pub piece_cells: Option<[(u8, u8); 4]>,
}

/// Anything but VERIFIED.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    Syntax(SyntaxError),
    Limit(String),
    Rejected(Rejection),
}

impl Failure {
    /// The rule name printed after `rule=`, the exit code of [cert.exit] (1 rejected, 3 syntax,
    /// 4 limit), the node at fault if one is, and the message: the first `c` line of the report
    /// (syntax errors are located as `file:LINE:COL`, or `LINE:COL` without a file).
    fn parts(&self, file: Option<&str>) -> (&'static str, i32, Option<u64>, String) {
        match self {
            Failure::Syntax(e) => ("syntax", 3, None, file.map_or(e.to_string(), |file| format!("{file}:{e}"))),
            Failure::Limit(message) => ("limit", 4, None, message.clone()),
            Failure::Rejected(r) => (r.rule.name(), 1, r.node, r.message.clone()),
        }
    }

    /// [cert.exit] 1 rejected, 3 syntax, 4 limit.
    pub fn exit_code(&self) -> i32 {
        self.parts(None).1
    }

    /// The rule name printed after `rule=`.
    pub fn rule_name(&self) -> &'static str {
        self.parts(None).0
    }

    /// The node at fault, if one is.
    pub fn node(&self) -> Option<u64> {
        self.parts(None).2
    }

    /// The message: the first `c` line of the report.
    pub fn message(&self, file: Option<&str>) -> String {
        self.parts(file).3
    }

    /// [cert.claim] The report: the line `s NOT VERIFIED rule=...[ node=...]`, then `c ...` lines:
    /// the message and, for a failure found in the walk, the sequence and the board.
    pub fn report(&self, file: Option<&str>) -> String {
        let node = self.node().map_or(String::new(), |node| format!(" node={node}"));
        let mut lines = vec![format!("s NOT VERIFIED rule={}{node}", self.rule_name()), self.message(file)];
        if let Failure::Rejected(Rejection { board: Some(board), sequence, piece_cells, .. }) = self {
            lines.push(format!("sequence from the root: {sequence}"));
            lines.push("the board, top row first ('#' filled, '@' the piece):".into());
            lines.extend(board.draw(piece_cells.as_ref().map_or(&[], |c| &c[..])));
        }
        lines.join("\nc ")
    }
}

/// [cert.identity] `sha256:` and the SHA-256 digest of the bytes, in lowercase hexadecimal.
fn identity(bytes: &[u8]) -> String {
    format!("sha256:{:x}", Sha256::digest(bytes))
}

/// `Ok` when `holds`, else the failure.
fn check(holds: bool, failure: impl FnOnce() -> Failure) -> Result<(), Failure> {
    holds.then_some(()).ok_or_else(failure)
}

/// A rejection found without playing: no board, no sequence; `node` when one node is at fault.
fn reject(rule: Rule, node: Option<u64>, message: String) -> Failure {
    Failure::Rejected(Rejection { rule, message, node, sequence: String::new(), board: None, piece_cells: None })
}

/// [cert.rules] [adv.rules] Rejects with `rule` unless `holds`.
fn ensure(holds: bool, rule: Rule, node: Option<u64>, message: impl FnOnce() -> String) -> Result<(), Failure> {
    check(holds, || reject(rule, node, message()))
}

/// [cert.limits] Refuses with `limit` unless `holds`.
fn limit(holds: bool, message: impl FnOnce() -> String) -> Result<(), Failure> {
    check(holds, || Failure::Limit(message()))
}

impl fmt::Display for SyntaxError {
    /// `LINE:COL: expected X, found Y`
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}:{}: expected {}, found {}", self.line, self.column, self.expected, self.found)
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.report(None))
    }
}

impl fmt::Display for Verdict {
    /// [cert.claim] [adv.player] The verdict line.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let Verdict { sha256, width, rows, well, adversary, max_pieces, nodes, sequences } = self;
        let (bound, game) = if *well { ("height", " game=well") } else { ("rows", "") };
        write!(f, "s VERIFIED {sha256} width={width} {bound}={rows} pieces<={max_pieces} nodes={nodes}")?;
        write!(f, " sequences={sequences} adversary={adversary}{game}")
    }
}

/// [adv.claim] What a verified adversary certificate proves, bound to its identity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdversaryVerdict {
    pub sha256: String,
    pub rules: description::Rules,
    pub adversary: String,
    pub within: Within,
    pub states: u64,
}

impl fmt::Display for AdversaryVerdict {
    /// [adv.claim] The verdict line.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let AdversaryVerdict { sha256, rules, adversary, within, states } = self;
        let (game, bound) = if rules.game == Game::Capped { ("capped", "rows") } else { ("well", "height") };
        let moves = if rules.moves == Moves::All { "all" } else { "grid-2022" };
        let within = if let Within::Pieces(d) = within { d.to_string() } else { "forever".into() };
        write!(f, "s VERIFIED {sha256} claim=adversary-prevents-a-line game={game} width={}", rules.width)?;
        write!(f, " {bound}={} moves={moves} within={within} adversary={adversary} states={states}", rules.bound)
    }
}

/// The verdict on either claim kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyVerdict {
    Player(Verdict),
    Adversary(AdversaryVerdict),
}

impl fmt::Display for AnyVerdict {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            AnyVerdict::Player(v) => v.fmt(f),
            AnyVerdict::Adversary(v) => v.fmt(f),
        }
    }
}
