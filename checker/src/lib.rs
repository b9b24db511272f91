//! sureline-checker, the trusted kernel: it reads a certificate (spec/certificate.md) and
//! re-derives every drop of its games (spec/rules.md). It shares no code with the solver, trusts
//! no header number it can recompute, never panics on input and says VERIFIED only when every
//! rule of [cert.rules] or [adv.rules] holds. This file holds the types, the claim and their
//! rendering; cli.rs is the command line ([cert.cli]), shared by `sureline-check` and
//! `sureline check`.
#![forbid(unsafe_code)]

use std::fmt;

use sha2::{Digest, Sha256};

mod adversary;
mod board;
pub mod cli;
mod compact;
mod composite;
pub mod description;
mod game;
mod lines;
mod parse;
mod pieces;
mod slide;
mod structure;
mod survival;
mod verify;

pub use crate::{
    adversary::parse_policy, adversary::Policy, board::Board, board::ROWS, board::WIDTHS,
    parse::MAGIC,
};
pub use composite::Source;
pub use game::{Game, Moves, Within, HEIGHT};
pub use lines::Goal;
pub use pieces::{
    orientation_cells, orientation_piece, orientation_size, ORIENTATION_NAMES, PIECE_ORDER,
};
pub use survival::Pieces;
pub use verify::{verify, verify_parts, verify_with};

/// [cert.limits] The limits of one check: the largest file in bytes, the most node (or state)
/// lines, the most positions the walk may number. Limits change which inputs are refused with
/// `limit`, never a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub file_bytes: usize,
    pub nodes: u64,
    pub positions: usize,
}

impl Limits {
    /// The standard limits, which every check uses unless it asks for the large ones.
    pub const V1: Limits = Limits {
        file_bytes: 1 << 27,
        nodes: 1 << 24,
        positions: 14_000_000,
    };
    /// The large limits (`--limits large`), for 12-column certificates: 7/8 of 2^28 positions fill
    /// the memo's 2^28 buckets at most ([cert.limits] Memory).
    pub const LARGE: Limits = Limits {
        file_bytes: 1 << 31,
        nodes: 1 << 27,
        positions: 234_881_024,
    };
}

/// [cert.semantics] What the walk of a player certificate keeps of a position's board: its
/// description ([rules.abstract], the default), or the board itself (`--concrete`: no lemma,
/// the standard limits only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walk {
    Descriptions,
    Boards,
}

/// [cert.claim] [adv.claim] What the command line asks for; `None` asks nothing.
#[derive(Clone, Debug, Default)]
pub struct Claim {
    pub width: Option<u8>,
    pub rows: Option<u8>,
    pub max_pieces: Option<u64>,
    pub adversary: Option<String>,
    pub game: Option<Game>,
    pub height: Option<u8>,
    pub moves: Option<Moves>,
    pub within: Option<Within>,
    /// [surv.claim] The survival game's floor, sequence and preview.
    pub floor: Option<String>,
    pub sequence: Option<String>,
    pub preview: Option<bool>,
    /// [lines.claim] The lines game's goal.
    pub goal: Option<Goal>,
    /// [comp.start] The start asked.
    pub start: Start,
}

/// [comp.start] The start a claim asks: the empty board (no `--start`), these placements (`T0@3,I1@0`),
/// or any (a part, whose start the top matches by position).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Start {
    #[default]
    Empty,
    Moves(String),
    Any,
}

/// [cert.claim] [adv.claim] What a verified certificate proves, bound to its identity
/// ([cert.identity]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub sha256: String,
    /// The game: an adversary certificate's; for a player certificate the well of its header, the
    /// capped game when `--game capped` asked for it, else the goal-row game.
    pub game: Game,
    pub width: u8,
    /// R, or the height H of a well.
    pub bound: u8,
    /// The piece set P.
    pub adversary: String,
    pub proves: Proves,
    /// [comp.start] The start placements joined by commas ("" for the empty board); [comp.verdict]
    /// the number of distinct parts the certificate names.
    pub start: String,
    pub parts: u64,
}

/// The claim kind of a verdict, with its recounted figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proves {
    /// [cert.claim] The player completes a (goal) row within `max_pieces` pieces.
    Win {
        /// [rules.moves] Its moves: `All` (hard drops), or `Slide`/`Srs` from its `moves` line.
        moves: Moves,
        max_pieces: u64,
        nodes: u64,
        sequences: u64,
    },
    /// [adv.claim] The adversary prevents every completion of a goal row, `within` the budget.
    Prevention {
        moves: Moves,
        within: Within,
        states: u64,
    },
    /// [surv.player] The player survives forever (`adversary` of the verdict: P, or the sequence).
    Survives {
        pieces: Pieces,
        floor: String,
        nodes: u64,
    },
    /// [surv.adversary] The adversary ends every game within `within` pieces.
    Ends {
        pieces: Pieces,
        floor: String,
        within: u64,
        nodes: u64,
    },
    /// [lines.player] [lines.adversary] The lines game's claim: whose (true: the player's), the
    /// goal, the bound (the player's `max-pieces`, or the adversary's budget), the pieces, the
    /// floor, the nodes.
    /// [lines.slide] [lines.srs] Last, the moves: `All` (drops), `Slide` or `Srs`.
    Lines(bool, Goal, Within, Pieces, String, u64, Moves),
}

/// Defines [`Rule`] and [`Rule::name`] from one table: each variant beside its name.
macro_rules! rules {
    ($($rule:ident $name:literal,)*) => {
        /// [cert.rules] [adv.rules] The rules whose failure rejects a certificate; `name()` is the
        /// rule's name there.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Rule { $($rule,)* }

        // `Rule::name`: the rule's name in [cert.rules] and [adv.rules].
        impl Rule { pub fn name(self) -> &'static str { match self { $(Rule::$rule => $name,)* } } }
    };
}

rules! {
    Syntax "syntax", Limit "limit", NodeCount "node-count", DanglingChild "dangling-child",
    CanonicalNumbering "canonical-numbering", UnreachableNode "unreachable-node", DuplicateNode "duplicate-node",
    IllegalPlacement "illegal-placement", FalseWin "false-win", UnmarkedCompletion "unmarked-completion",
    CompletionOutsideGoal "completion-outside-goal", TooManyPieces "too-many-pieces",
    MaxPiecesMismatch "max-pieces-mismatch", SequencesMismatch "sequences-mismatch", ClaimTooWeak "claim-too-weak",
    CapExceeded "cap-exceeded", MoveOutsideSet "move-outside-set", StateCount "state-count", StateOrder "state-order",
    MissingState "missing-state", AdversaryFails "adversary-fails", UnreachableState "unreachable-state",
    WrongPiece "wrong-piece", TopsOut "tops-out", PositionMismatch "position-mismatch",
    RepeatedPosition "repeated-position", EndlessGame "endless-game", WithinMismatch "within-mismatch",
    TopOutMismatch "top-out-mismatch", NextPieceMismatch "next-piece-mismatch", IllegalStart "illegal-start",
    MissingPart "missing-part", PartFails "part-fails", PartMismatch "part-mismatch",
    GoalMismatch "goal-mismatch", GoalReached "goal-reached",
    NotLocked "not-locked", UnreachablePlacement "unreachable-placement",
    UnansweredPlacement "unanswered-placement", MissingNode "missing-node",
}

/// Anything but VERIFIED: the rule broken ([cert.rules], `syntax` and `limit` included), the
/// node at fault if one is, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub rule: Rule,
    /// The first `c` line of the report; for `syntax`, `expected X, found Y`.
    pub message: String,
    pub node: Option<u64>,
    /// [cert.grammar] The 1-based line and byte column of a syntax error.
    pub at: Option<(usize, usize)>,
    /// A failure found in the walk: the game that exposes it.
    pub play: Option<Box<Play>>,
}

/// The game that exposes a failure: the piece letters from the root, the board before the drop,
/// and the cells of the offending piece when it fits on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    pub sequence: String,
    pub board: Board,
    pub piece_cells: Option<[(u8, u8); 4]>,
}

impl Failure {
    /// [cert.exit] 1 rejected, 3 syntax, 4 limit.
    pub fn exit_code(&self) -> i32 {
        [1, 3, 4]
            [usize::from(self.rule == Rule::Syntax) + 2 * usize::from(self.rule == Rule::Limit)]
    }

    /// The message: the first `c` line of the report (a syntax error located as `FILE:LINE:COL:`,
    /// or `LINE:COL:` without a file).
    pub fn message(&self, file: Option<&str>) -> String {
        let Some((line, column)) = self.at else {
            return self.message.clone();
        };
        format!(
            "{}{line}:{column}: {}",
            file.map_or(String::new(), |file| format!("{file}:")),
            self.message
        )
    }

    /// [cert.claim] The report: the line `s NOT VERIFIED rule=...[ node=...]`, then `c ...` lines:
    /// the message and, for a failure found in the walk, the sequence and the board.
    pub fn report(&self, file: Option<&str>) -> String {
        let node = self
            .node
            .map_or(String::new(), |node| format!(" node={node}"));
        let mut lines = vec![
            format!("s NOT VERIFIED rule={}{node}", self.rule.name()),
            self.message(file),
        ];
        if let Some(Play {
            sequence,
            board,
            piece_cells,
        }) = self.play.as_deref()
        {
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

/// A failure of `rule` without a game; `node` when one node is at fault.
fn reject(rule: Rule, node: Option<u64>, message: String) -> Failure {
    Failure {
        rule,
        message,
        node,
        at: None,
        play: None,
    }
}

/// [cert.rules] [adv.rules] Rejects with `rule` unless `holds`.
fn ensure(
    holds: bool,
    rule: Rule,
    node: Option<u64>,
    message: impl FnOnce() -> String,
) -> Result<(), Failure> {
    holds
        .then_some(())
        .ok_or_else(|| reject(rule, node, message()))
}

/// [cert.limits] Refuses with `limit` unless `holds`.
fn limit(holds: bool, message: impl FnOnce() -> String) -> Result<(), Failure> {
    ensure(holds, Rule::Limit, None, message)
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.report(None))
    }
}

/// The words of [`Game`] and [`Moves`] in a verdict line, in their order.
const GAMES: [&str; 5] = ["goal", "capped", "well", "survival", "lines"];
const MOVES: [&str; 4] = ["all", "grid-2022", "slide", "srs"];
/// [surv.claim] [lines.claim] The claims of the survival and lines games, in a verdict line.
const CLAIMS: [&str; 4] = [
    "player-survives",
    "adversary-ends-the-game",
    "player-reaches-the-goal",
    "adversary-stops-the-goal",
];

impl fmt::Display for Verdict {
    /// [cert.claim] [adv.player] [adv.claim] The verdict line.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let Verdict {
            sha256,
            game,
            width,
            bound,
            adversary,
            proves,
            start,
            parts,
        } = self;
        let bound_name = if *game >= Game::Well {
            "height"
        } else {
            "rows"
        };
        let bound = format!("{bound_name}={bound}");
        let name = GAMES[*game as usize];
        match proves {
            Proves::Win {
                moves,
                max_pieces,
                nodes,
                sequences,
            } => {
                let game = if *game == Game::Goal {
                    String::new()
                } else {
                    format!(" game={name}")
                };
                write!(
                    f,
                    "s VERIFIED {sha256} width={width} {bound} pieces<={max_pieces} nodes={nodes}"
                )?;
                write!(f, " sequences={sequences} adversary={adversary}{game}")?;
                if *moves >= Moves::Slide {
                    write!(f, " moves={}", MOVES[*moves as usize])?;
                }
            }
            Proves::Prevention {
                moves,
                within,
                states,
            } => {
                write!(f, "s VERIFIED {sha256} claim=adversary-prevents-a-line game={name} width={width} {bound}")?;
                write!(
                    f,
                    " moves={} within={within} adversary={adversary} states={states}",
                    MOVES[*moves as usize]
                )?;
            }
            Proves::Survives {
                pieces,
                floor,
                nodes,
            }
            | Proves::Ends {
                pieces,
                floor,
                nodes,
                ..
            }
            | Proves::Lines(_, _, _, pieces, floor, nodes, _) => {
                // [surv.claim] [lines.claim] The claim, a goal before the pieces, a bound after them.
                let (claim, goal, within) = match proves {
                    Proves::Lines(player, goal, bound, ..) => {
                        let (kind, k) = (["lines", "at-once"][usize::from(goal.at_once)], goal.k);
                        // `pieces<` and `=D`: the player's `pieces<=D`, the adversary's `within=D`.
                        let (claim, within) = (2 + usize::from(!player), ["within", "pieces<"]);
                        let within = format!(" {}={bound}", within[usize::from(*player)]);
                        (claim, format!(" {kind}={k}"), within)
                    }
                    Proves::Ends { within, .. } => (1, String::new(), format!(" within={within}")),
                    _ => (0, String::new(), String::new()),
                };
                let claim = CLAIMS[claim];
                let pieces = match pieces {
                    Pieces::Set { preview, .. } => {
                        format!("adversary={adversary} preview={}", u8::from(*preview))
                    }
                    Pieces::Sequence(_) => format!("sequence={adversary}"),
                };
                write!(f, "s VERIFIED {sha256} claim={claim} game={name} width={width} {bound} floor={floor}{goal}")?;
                write!(f, " {pieces}{within} nodes={nodes}")?;
                if let Proves::Lines(.., moves @ (Moves::Slide | Moves::Srs)) = proves {
                    write!(f, " moves={}", MOVES[*moves as usize])?; // [lines.slide.grammar] Claims
                }
            }
        }
        let start = if start.is_empty() {
            String::new()
        } else {
            format!(" start={start}")
        };
        write!(
            f,
            "{start}{}",
            if *parts > 0 {
                format!(" parts={parts}")
            } else {
                String::new()
            }
        )
    }
}

/// [cert.claim] [adv.claim] rule claim-too-weak: the claim asked is the verdict's or a weaker one
/// ([rules.claims.order]): a player certificate answers more goal rows, more pieces and fewer
/// piece kinds; an adversary certificate fewer rows, fewer pieces and more piece kinds.
fn claim_too_weak(v: &Verdict, claim: &Claim) -> Result<(), Failure> {
    let subset = |a: &str, b: &str| a.chars().all(|c| b.contains(c));
    let well = v.game == Game::Well;
    // What the verdict proves as the options read it: whose claim, the pieces, the budget, the
    // move set; a survival game's pieces (set and preview, or a sequence) and floor.
    let (player, max, within, moves, survival) = match &v.proves {
        Proves::Lines(player, _, bound, pieces, floor, _, moves) => {
            let max = match bound {
                Within::Pieces(d) if *player => Some(*d),
                _ => None,
            };
            let within = Some(*bound).filter(|_| !player);
            (*player, max, within, Some(*moves), Some((pieces, floor)))
        }
        Proves::Win {
            max_pieces, moves, ..
        } => (
            true,
            Some(*max_pieces),
            None,
            Some(*moves).filter(|m| *m >= Moves::Slide),
            None,
        ),
        Proves::Prevention { within, moves, .. } => {
            (false, None, Some(*within), Some(*moves), None)
        }
        Proves::Survives { pieces, floor, .. } => (
            true,
            None,
            Some(Within::Forever),
            None,
            Some((pieces, floor)),
        ),
        Proves::Ends {
            pieces,
            floor,
            within: d,
            ..
        } => (
            false,
            None,
            Some(Within::Pieces(*d)),
            None,
            Some((pieces, floor)),
        ),
    };
    let bound = |k: u8| if player { k >= v.bound } else { k <= v.bound };
    // The piece set (none for a sequence), and the preview of a survival game's set.
    let set =
        Some(v.adversary.as_str()).filter(|_| !matches!(survival, Some((Pieces::Sequence(_), _))));
    let preview = survival.and_then(|s| {
        if let Pieces::Set { preview, .. } = s.0 {
            Some(*preview)
        } else {
            None
        }
    });
    let set_holds = |p: &str| set.is_some_and(|s| if player { subset(p, s) } else { subset(s, p) });
    // [surv.order] [surv.claim] A game ended within D is ended within more; `--forever` asks the
    // player's survival in this game, so an adversary's certificate never answers it.
    let ends = matches!(v.proves, Proves::Ends { .. });
    let within_holds = |d| {
        within.is_some_and(|w| {
            (ends && d >= w && d != Within::Forever)
                || (!ends && (if player { d == w } else { d <= w }))
        })
    };
    // [rules.moves] A player's moves must be in the set asked, an adversary's set must hold it:
    // grid-2022 within drop (`all`) within slide; srs only itself ([rules.moves.srs.lemmas]: not
    // within slide, and holding drop only at W >= 4).
    let srs = |a: Moves, b: Moves| a != Moves::Srs && b != Moves::Srs;
    let wider = |a, b| a == b || srs(a, b) && (a == Moves::Slide || b == Moves::Grid2022);
    let grid = |m: Moves| {
        if player {
            moves.map_or(m != Moves::Srs, |c| wider(m, c))
        } else {
            moves.is_some_and(|c| wider(c, m))
        }
    };
    let started = if v.start.is_empty() {
        Start::Empty
    } else {
        Start::Moves(v.start.clone())
    };
    let goal = |g| matches!(v.proves, Proves::Lines(_, goal, ..) if goal.proves(g, player));
    let lines = matches!(v.proves, Proves::Lines(..)); // [lines.slide.grammar] it has moves
    let checks = [
        (claim.width.is_none_or(|w| w == v.width), "width"),
        (claim.game.is_none_or(|g| g == v.game), "game"),
        (
            claim
                .rows
                .is_none_or(|r| !well && survival.is_none() && bound(r)),
            "rows",
        ),
        (
            claim
                .height
                .is_none_or(|h| (well || survival.is_some()) && bound(h)),
            "height",
        ),
        (
            claim
                .max_pieces
                .is_none_or(|d| max.is_some_and(|max| d >= max)),
            "max-pieces (a player claim)",
        ),
        (
            claim.within.is_none_or(within_holds),
            "within (an adversary claim)",
        ),
        (
            claim.adversary.as_deref().is_none_or(set_holds),
            "adversary",
        ),
        (
            claim
                .moves
                .is_none_or(|m| (survival.is_none() || lines) && grid(m)),
            "moves",
        ),
        (
            claim
                .floor
                .as_deref()
                .is_none_or(|f| survival.is_some_and(|s| f == s.1)),
            "floor",
        ),
        (
            claim
                .sequence
                .as_deref()
                .is_none_or(|q| survival.is_some() && set.is_none() && q == v.adversary),
            "sequence",
        ),
        (
            claim
                .preview
                .is_none_or(|p| preview.is_some_and(|x| p == x || x != player)),
            "preview",
        ),
        ([Start::Any, started].contains(&claim.start), "start"),
        (claim.goal.is_none_or(goal), "goal"),
    ];
    let weak = checks
        .iter()
        .find(|(holds, _)| !holds)
        .map_or("", |(_, what)| what);
    let proved = v
        .to_string()
        .splitn(4, ' ')
        .last()
        .unwrap_or_default()
        .to_string(); // the claim's fields
    let message = || format!("the certificate does not prove the {weak} asked: {proved}");
    ensure(weak.is_empty(), Rule::ClaimTooWeak, None, message)
}
