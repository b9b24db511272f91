//! [cert.rules] The rules of a parsed player certificate, checked in the spec's order: the
//! structure ([cert.header], [cert.canonical]), the walk over positions ([cert.semantics]), the
//! recounted header numbers and the claim ([cert.claim]). It trusts no header number it can
//! recompute. It must not read text (parse.rs does) nor compute drops itself (game.rs does).

use std::collections::HashMap;

use crate::composite::{start_position, start_text, Parts, Run, Source};
use crate::description::{Description, Drop, Position, Rules};
use crate::parse::{self, head, Header, Kind as Claimed, Next, Nodes, Step};
use crate::structure::{canonical_numbering, dangling_child, duplicate_node, node_at, node_count};
use crate::{
    adversary, claim_too_weak, identity, limit, orientation_piece, orientation_size, reject,
    survival,
};
use crate::{ensure, HEIGHT, ORIENTATION_NAMES};
use crate::{
    Board, Claim, Failure, Game, Limits, Moves, Play, Proves, Rule, Verdict, Walk as Kind,
};

/// Parses `bytes` and checks every rule of [cert.rules] or [adv.rules]; `Ok` only for a VERIFIED
/// certificate of either claim kind that proves `claim`.
pub fn verify(bytes: &[u8], claim: &Claim) -> Result<Verdict, Failure> {
    verify_with(bytes, claim, &Limits::V1, Kind::Descriptions)
}

/// `verify` within `limits` ([cert.limits]), a player certificate walked on positions of `kind`;
/// a composite's parts cannot be found ([comp.match]: missing-part).
pub fn verify_with(
    bytes: &[u8],
    claim: &Claim,
    limits: &Limits,
    kind: Kind,
) -> Result<Verdict, Failure> {
    verify_parts(bytes, claim, limits, kind, &|_| {
        Err("no parts directory was given".into())
    })
}

/// `verify_with`, a composite's parts found by `source` ([comp.match]).
pub fn verify_parts(
    bytes: &[u8],
    claim: &Claim,
    limits: &Limits,
    walk: Kind,
    at: Source,
) -> Result<Verdict, Failure> {
    check(
        bytes,
        claim,
        &Parts {
            source: at,
            limits: *limits,
            walk,
            game: claim.game,
            moves: claim.moves,
            check,
            done: Default::default(),
            depth: Default::default(),
        },
    )
    .map(|(v, _)| v)
}

/// Parses and checks `bytes` in the run of `parts`: the verdict, and the start it proves from.
pub(crate) fn check(
    bytes: &[u8],
    claim: &Claim,
    parts: &Parts,
) -> Result<(Verdict, Vec<Step>), Failure> {
    let (limits, (mut lines, kind, start)) = (&parts.limits, head(bytes, &parts.limits)?);
    let verdict = match kind {
        Claimed::Player => player((parse::player(&mut lines, limits)?, claim), (&start, parts)),
        Claimed::Adversary => {
            adversary::check(adversary::read(&mut lines, limits)?, (&start, parts))
        }
        Claimed::Survival(player, goal) => {
            survival::check(survival::read(&mut lines, limits, (player, goal))?, limits)
        }
    }?;
    // [cert.identity] [comp.start] [cert.claim] The verdict on `bytes` from `start`, and the claim last.
    let verdict = Verdict {
        sha256: identity(bytes),
        start: start_text(&start),
        ..verdict
    };
    claim_too_weak(&verdict, claim).map(|()| (verdict, start))
}

/// [cert.rules] The rules of a player certificate, in order (claim-too-weak last, by `check`).
fn player(
    ((header, ref nodes), claim): ((Header, Nodes), &Claim),
    run: Run,
) -> Result<Verdict, Failure> {
    node_count(nodes)?;
    dangling_child(nodes)?;
    canonical_numbering(nodes, 1)?;
    duplicate_node(nodes)?;
    // [cert.semantics] The game walked: the certificate's well, the capped game if asked, else goal(W, R).
    let game = if header.well {
        Game::Well
    } else {
        claim
            .game
            .filter(|&g| g == Game::Capped)
            .unwrap_or(Game::Goal)
    };
    let bound = if game == Game::Goal {
        HEIGHT as u8
    } else {
        header.rows
    };
    let rules = Rules {
        game,
        width: header.width,
        bound,
        // [rules.moves.srs] With srs on either side, the certificate's own moves (the claim then
        // fails claim-too-weak unless both are srs).
        moves: match (header.moves, claim.moves) {
            (Moves::Srs, _) | (_, Some(Moves::Srs)) => header.moves,
            (_, asked) => asked.unwrap_or(Moves::All),
        },
    };
    // [rules.moves.slide] Slides are walked on boards only, from the empty board, without parts.
    let slide = || "moves slide: no start line and no part".into();
    ensure(
        header.moves < Moves::Slide || run.0.is_empty() && nodes.names.0.is_empty(),
        Rule::MoveOutsideSet,
        None,
        slide,
    )?;
    let (longest, sequences) = match run.1.walk {
        Kind::Descriptions if header.moves < Moves::Slide => {
            self::walk(Description::EMPTY, &header, nodes, rules, run)
        }
        _ => self::walk(Board::empty(header.width), &header, nodes, rules, run),
    }?;
    let message = || {
        format!(
            "header max-pieces {}, but the longest game has {longest} pieces",
            header.max_pieces
        )
    };
    ensure(
        longest == header.max_pieces,
        Rule::MaxPiecesMismatch,
        None,
        message,
    )?;
    let message = || {
        format!(
            "header sequences {}, but the strategy answers {sequences}",
            header.sequences
        )
    };
    ensure(
        sequences == header.sequences,
        Rule::SequencesMismatch,
        None,
        message,
    )?;
    let Header {
        width,
        rows: bound,
        adversary,
        max_pieces,
        ..
    } = header;
    let proves = Proves::Win {
        moves: header.moves,
        max_pieces,
        nodes: nodes.declared,
        sequences,
    };
    let parts = nodes.names.0.len() as u64;
    Ok(Verdict {
        sha256: String::new(),
        game,
        width,
        bound,
        adversary,
        proves,
        start: String::new(),
        parts,
    })
}

/// [cert.semantics] The walk from the root, node 0 at the start position from `empty`: `len` and
/// `seq` of the root.
fn walk<P: Position>(
    empty: P,
    header: &Header,
    nodes: &Nodes,
    rules: Rules,
    run: Run,
) -> Result<Tally, Failure> {
    let memo = HashMap::default();
    let root = start_position(empty, run.0, &rules, &header.adversary)?;
    Walk {
        header,
        nodes,
        rules,
        memo,
        positions: 0,
        path: vec![],
        empty,
        run,
    }
    .position(0, root, 0)
}

/// `len` and `seq` of [cert.header] of a position: its longest game and its number of games.
type Tally = (u64, u64);

/// A [`Tally`] as the memo keeps it, in 12 bytes.
#[derive(Clone, Copy)]
#[repr(C, packed(4))]
struct Counts(u32, u64);

/// [cert.semantics] [cert.header] The walk: positions (node, P) depth first from the root, P a
/// description or a board. [cert.limits] Its memo takes (4 + 16) + 12 = 32 bytes an entry with
/// descriptions, (4 + 40) + 12 = 56 with boards.
struct Walk<'a, P: Position> {
    header: &'a Header,
    nodes: &'a Nodes,
    rules: Rules,
    memo: HashMap<(u32, P::Key), Counts>,
    /// [cert.limits] The positions numbered so far.
    positions: usize,
    /// The moves from the root to the current one: the sequence and the board of a rejection.
    path: Vec<Step>,
    /// [comp.start] The empty position, the start placements and the run's parts.
    empty: P,
    run: Run<'a>,
}

impl<P: Position> Walk<'_, P> {
    /// Position (id, p) after `depth` pieces: returns `len` and `seq` of [cert.header]. A position
    /// met again is not walked again: its games are the same ([rules.abstract]), but it may be met
    /// at another depth, which the move reaching it checks. The recursion is bounded: each drop
    /// raises the sum of the (capped) column heights.
    fn position(&mut self, id: u32, p: P, depth: u64) -> Result<Tally, Failure> {
        let key = (id, p.memo_key(&self.rules));
        if let Some(&Counts(longest, sequences)) = self.memo.get(&key) {
            return Ok((u64::from(longest), sequences));
        }
        // [cert.limits] A position is numbered when first reached, the root being number 1.
        let most = self.run.1.limits.positions;
        self.positions += 1;
        limit(self.positions <= most, || {
            format!("more than {most} distinct positions")
        })?;
        let (mut longest, mut sequences, k) = (0, 0u64, self.nodes.k);
        for &step in self
            .nodes
            .steps
            .get(id as usize * k..(id as usize + 1) * k)
            .unwrap_or_default()
        {
            self.path.push(step);
            let (length, count) = self.play(id, step, p, depth)?;
            self.path.pop();
            // len(next) <= D - (depth + 1), so 1 + len cannot overflow; the sum of the counts can.
            let sum = sequences.checked_add(count);
            limit(sum.is_some(), || {
                "the sequence count does not fit in 64 bits".into()
            })?;
            (longest, sequences) = (longest.max(1 + length), sum.unwrap_or_default());
        }
        self.memo.insert(key, Counts(longest as u32, sequences)); // longest <= W * 20
        Ok((longest, sequences))
    }

    /// A move `step` of position (id, p): the rules of [cert.rules] from illegal-placement to
    /// too-many-pieces, in the table's order (with those of [adv.player]), then the games after it:
    /// `len` and `seq` of the next position, or (0, 1) for a win.
    fn play(&mut self, id: u32, step: Step, p: P, depth: u64) -> Result<Tally, Failure> {
        let orientation = usize::from(step.orientation);
        let win = step.next == Next::Win;
        let piece = depth + 1;
        let h = self.header;
        let rows = h.rows;
        let max = h.max_pieces;
        let width = orientation_size(orientation).map_or(0, |s| s.0);
        let illegal = |what| (Rule::IllegalPlacement, format!("is illegal: {what}"));
        let slide = step.row.map(|row| (row, p.reach(&self.rules, orientation)));
        let column = u8::try_from(step.column).unwrap_or(u8::MAX);
        let (rule, why) = match p.place(&self.rules, orientation, column, slide) {
            // [rules.legal] rule illegal-placement: the piece stays within the columns and the rows.
            Drop::Outside => illegal(format!(
                "it is {width} wide, the board has columns 0..{}",
                h.width - 1
            )),
            // [adv.player] rule cap-exceeded, in the capped game: no move lands on a column R high.
            Drop::OnCap => (
                Rule::CapExceeded,
                format!("lands on a column already {rows} high (the capped game)"),
            ),
            Drop::Above(top) if h.well => illegal(format!(
                "its top would be row {top}, the well has {rows} rows"
            )),
            Drop::Above(top) => illegal(format!("its top would be row {top}")),
            // [adv.player] rule move-outside-set, asked by `--moves grid-2022`.
            Drop::OutsideSet => (
                Rule::MoveOutsideSet,
                "is not a move of the 2022 grids (moves grid-2022)".into(),
            ),
            // [rules.moves.slide] rules not-locked and unreachable-placement.
            Drop::NotLocked => (Rule::NotLocked, "is not locked there".into()),
            Drop::Unreachable => (Rule::UnreachablePlacement, "cannot slide there".into()),
            // [rules.completion] rule false-win: a move marked win completes a row (a goal row when capped).
            Drop::Continues(_) if win => {
                (Rule::FalseWin, "is marked win but completes no row".into())
            }
            // [rules.game] rule completion-outside-goal: the completed row (the lowest) is < R.
            Drop::Completes(r) if win && r >= rows => (
                Rule::CompletionOutsideGoal,
                format!("completes row {r} >= {rows}"),
            ),
            // [rules.completion] rule unmarked-completion: a move not marked win completes no row.
            Drop::Completes(row) if !win => (
                Rule::UnmarkedCompletion,
                format!("completes row {row}, not marked win"),
            ),
            // [cert.header] rule too-many-pieces: this move plays piece number depth + 1.
            _ if piece > max => (
                Rule::TooManyPieces,
                format!("is piece {piece} > max-pieces {max}"),
            ),
            Drop::Completes(_) => return Ok((0, 1)),
            Drop::Continues(next) => match self.after(id, step.next, next, piece)? {
                // [cert.semantics] A position met again, deeper: its longest game must still fit in D.
                (len, _) if piece + len > max => (
                    Rule::TooManyPieces,
                    format!("is piece {piece} of {}", piece + len),
                ),
                counts => return Ok(counts),
            },
        };
        Err(self.rejection(id, rule, why))
    }

    /// The games after a move to `to` reaching `p` with piece `piece`: a node's, or [comp.part]
    /// [comp.match] a part's `max-pieces` and `sequences`, when it proves the player's win from `p`
    /// in the game and the move set of this walk (part-mismatch).
    fn after(&mut self, id: u32, to: Next, p: P, piece: u64) -> Result<Tally, Failure> {
        let Next::Part(index) = to else {
            return self.position(to.id().unwrap_or_default(), p, piece);
        };
        let name = &self.nodes.names.0[index as usize];
        let h = self.header;
        let r = &self.rules;
        // A part over a limit is `limit`, which names no node ([comp.match]).
        let node = |f: Failure| {
            if f.rule == Rule::Limit {
                f
            } else {
                Failure {
                    node: Some(id.into()),
                    ..f
                }
            }
        };
        let (v, start) = self.run.1.part(name).map_err(node)?;
        let same =
            (v.game, v.width, v.bound, &v.adversary) == (r.game, h.width, h.rows, &h.adversary);
        let at = !start.is_empty()
            && start_position(self.empty, &start, r, &h.adversary)
                .is_ok_and(|at| at.memo_key(r) == p.memo_key(r));
        let why = format!("reaches a position part {name} does not prove: {v}");
        match v.proves {
            Proves::Win {
                max_pieces,
                sequences,
                ..
            } if same && at => Ok((max_pieces, sequences)),
            _ => Err(self.rejection(id, Rule::PartMismatch, why)),
        }
    }

    /// [cert.claim] A rejection at the last move of the path: its node, the piece sequence, and the
    /// board before the drop that this sequence builds (for a description: one board it describes).
    fn rejection(&self, id: u32, rule: Rule, why: String) -> Failure {
        let place =
            |board: Board, s: &Step| board.put(s.orientation.into(), s.column.into(), s.row);
        let (last, before) = self
            .path
            .split_last()
            .map_or((None, &[][..]), |(last, before)| (Some(last), before));
        let (empty, start) = (Board::empty(self.header.width), self.run.0.iter());
        let board = start
            .chain(before)
            .fold(empty, |b, s| place(b, s).map_or(b, |next| next.0));
        let piece_cells = last.and_then(|s| place(board, s)).map(|(_, cells)| cells);
        let name = last.map_or("", |s| ORIENTATION_NAMES[usize::from(s.orientation)]);
        let message = format!(
            "{} move {name}@{}{} {why}",
            node_at(self.nodes, id.into()),
            last.map_or(0, |s| s.column),
            last.and_then(|s| s.row)
                .map_or(String::new(), |r| format!(":{r}"))
        );
        let sequence = self
            .path
            .iter()
            .filter_map(|s| orientation_piece(usize::from(s.orientation)))
            .collect();
        let play = Some(Box::new(Play {
            sequence,
            board,
            piece_cells,
        }));
        Failure {
            play,
            ..reject(rule, Some(id.into()), message)
        }
    }
}
