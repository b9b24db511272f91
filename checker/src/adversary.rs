//! [adv.grammar] [adv.walk] [adv.rules] Adversary certificates (spec/adversary-certificate.md):
//! the strict parser of their header and state lines, and the breadth-first walk on descriptions
//! that tries every allowed placement of each listed piece. It shares the line reader and the
//! pieces with format v1, nothing else, and trusts no number it can recount.

use std::collections::{BTreeMap, HashSet};

use crate::composite::{start_position, Parts, Run};
use crate::description::{Description, Drop, Game, Moves, Position, Rules};
use crate::game::{placements, state_rows, top, Within};
use crate::parse::{head, one_of, piece_set, Kind, Line, Lines, DIGITS};
use crate::Board;
use crate::{ensure, limit, reject, Failure, Limits, Proves, Rule, Verdict};
use crate::{ORIENTATION_NAMES, PIECE_ORDER, ROWS, WIDTHS};

/// [adv.grammar] A parsed adversary certificate: the header, then the state lines as description
/// keys (file order) with the index of their piece in PIECE_ORDER.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Policy {
    pub rules: Rules,
    pub adversary: String,
    pub within: Within,
    pub states_declared: u64,
    pub keys: Vec<u128>,
    pub pieces: Vec<u8>,
    pub first_line: usize,
    /// [comp.part] The state lines that name a part (by index), with the part.
    pub parts: BTreeMap<usize, String>,
}

/// Parses a whole adversary certificate ([adv.grammar]) for the tools; fails like `verify`.
pub fn parse_policy(bytes: &[u8]) -> Result<Policy, Failure> {
    let (mut lines, kind, start) = head(bytes, &Limits::V1)?;
    let policy = if kind == Kind::Adversary {
        Some(read(&mut lines, &Limits::V1)?)
    } else {
        None
    };
    // The tools replay a policy from the empty board: not a start's, not a composite's.
    let whole = policy.filter(|policy| policy.parts.is_empty() && start.is_empty());
    whole.ok_or_else(|| {
        reject(
            Rule::ClaimTooWeak,
            None,
            "not an adversary policy of a line game".into(),
        )
    })
}

/// [adv.grammar] The header after the claim line, then the state lines and `end`.
pub(crate) fn read(lines: &mut Lines, limits: &Limits) -> Result<Policy, Failure> {
    let game = lines
        .next("\"game \"")?
        .choice(&[("game capped", Game::Capped), ("game well", Game::Well)])?;
    let width = lines.header("width", WIDTHS)?;
    // [adv.grammar] The goal rows R of a capped game (1 to 16), the height H of a well (1 to 20).
    let bound = if game == Game::Capped {
        lines.header("rows", 1..=16)
    } else {
        lines.header("height", ROWS)
    }?;
    let adversary = piece_set(&lines.next("\"adversary \"")?, false)?;
    let line = lines.next("\"moves \"")?;
    let moves = line.choice(&[
        ("moves all", Moves::All),
        ("moves grid-2022", Moves::Grid2022),
        ("moves slide", Moves::Slide),
        ("moves srs", Moves::Srs),
    ])?;
    // [adv.slide] A state line's board takes W * T' <= 128 bits.
    let cells = usize::from(width) * usize::from(bound + if game == Game::Well { 0 } else { 3 });
    if moves >= Moves::Slide && cells > 128 {
        return Err(line.error(b"", "moves slide on at most 128 cells (W x T')"));
    }
    let line = lines.next("\"within \"")?;
    let forever = line.text == b"within forever";
    let within = if forever {
        Within::Forever
    } else {
        Within::Pieces(line.header("within", 0..=u64::MAX)?)
    };
    let (states_declared, most) = (lines.header("states", 0..=u64::MAX)?, limits.nodes);
    limit(states_declared <= most, || {
        format!("header states {states_declared} is more than {most}")
    })?;
    // [cert.limits] A state line has W + K + 4 bytes: room for the lines the rest of the file can hold.
    let room = states_declared.min((lines.rest() / usize::from(width + bound + 4)) as u64) as usize;
    let rules = Rules {
        game,
        width,
        bound,
        moves,
    };
    let mut line = lines.next("a state line or \"end\"")?;
    let (keys, pieces) = (Vec::with_capacity(room), Vec::with_capacity(room));
    let (first_line, parts) = (line.number, BTreeMap::new());
    let mut policy = Policy {
        rules,
        adversary,
        within,
        states_declared,
        keys,
        pieces,
        first_line,
        parts,
    };
    while !line.text.starts_with(b"en") {
        limit((policy.keys.len() as u64) < most, || {
            format!("line {}: more than {most} state lines", line.number)
        })?;
        state_line(&line, &mut policy)?;
        line = lines.next("a state line or \"end\"")?;
    }
    lines.end(line).map(|()| policy)
}

/// [adv.grammar] `heights SP dead`: the description's key.
fn description<'a>(line: &Line<'a>, at: &mut &'a [u8], rules: &Rules) -> Result<u128, Failure> {
    let (w, k) = (usize::from(rules.width), usize::from(rules.bound));
    let mut d = Description::EMPTY;
    for c in 0..w {
        d.heights[c] = one_of(line, at, &DIGITS[..=k], || {
            format!("{w} heights from 0 to {k} (0-9, a-z)")
        })?;
    }
    *at = line.literal(at, " ")?;
    for y in 0..k {
        d.dead |= u32::from(one_of(line, at, b".x", || {
            format!("{k} rows of \".\" or \"x\"")
        })?) << y;
    }
    Ok(d.key(rules))
}

/// [adv.slide] `board`: T' rows of ceil(W / 4) hexadecimal digits, each below 2^W; its key.
fn board<'a>(line: &Line<'a>, at: &mut &'a [u8], rules: &Rules) -> Result<u128, Failure> {
    let (w, mut key) = (usize::from(rules.width), 0);
    for _ in 0..state_rows(rules) {
        let (row, mut value) = (*at, 0);
        for _ in 0..w.div_ceil(4) {
            value = value << 4
                | u128::from(one_of(line, at, &DIGITS[..16], || {
                    "a hexadecimal digit".into()
                })?);
        }
        let wide = || line.error(row, format!("a row below 2^{w}"));
        (value >> w == 0).then_some(()).ok_or_else(wide)?;
        key = key << w | value;
    }
    Ok(key)
}

/// [adv.grammar] [adv.slide] [comp.part] `(heights SP dead / board) SP (piece-letter / part-ref)`:
/// the position's key and the piece (or the part), added to the policy.
fn state_line(line: &Line, policy: &mut Policy) -> Result<(), Failure> {
    let (mut at, r) = (line.text, &policy.rules);
    let key = if r.moves >= Moves::Slide {
        board(line, &mut at, r)
    } else {
        description(line, &mut at, r)
    }?;
    at = line.literal(at, " ")?;
    let (set, index) = (policy.adversary.as_bytes(), policy.keys.len());
    let piece = if at.starts_with(b"sha256:") {
        let (rest, name) = line.part_ref(at)?;
        (at, _) = (rest, policy.parts.insert(index, name));
        u8::MAX // no piece: expand() takes the part first
    } else {
        let letter = set[usize::from(one_of(line, &mut at, set, || {
            format!("a piece of {}", policy.adversary)
        })?)];
        PIECE_ORDER.bytes().position(|p| p == letter).unwrap_or(0) as u8
    };
    policy.keys.push(key); // (a line that fails is never read back)
    policy.pieces.push(piece);
    line.end(at)
}

/// [adv.rules] 2. `state-count`: the header's `states` is the number of state lines.
fn state_count(policy: &Policy) -> Result<(), Failure> {
    let (declared, found) = (policy.states_declared, policy.keys.len());
    let message = || format!("the header says {declared} state lines, the file has {found}");
    ensure(declared == found as u64, Rule::StateCount, None, message)
}

/// [adv.rules] 3. `state-order`: each line strictly after the previous one in byte order.
fn state_order(policy: &Policy) -> Result<(), Failure> {
    let line = policy.first_line
        + policy
            .keys
            .windows(2)
            .position(|pair| pair[0] >= pair[1])
            .unwrap_or(0)
        + 1;
    let message = || format!("line {line} is not after line {} in byte order", line - 1);
    ensure(
        policy.keys.windows(2).all(|pair| pair[0] < pair[1]),
        Rule::StateOrder,
        None,
        message,
    )
}

/// A state line and the placement a description was reached by; None for the empty board.
type Origin = Option<(usize, usize, u8)>;

/// A description queued for expansion, with the index of its state line.
type Queued<P> = (usize, P);

/// Where a description was reached from, and the run's parts.
type Reached<'a, 'b> = (Origin, &'a Parts<'b>);

/// Where an expansion puts what it reaches first, and the run's parts.
type Out<'a, 'b, P> = (&'a mut Vec<Queued<P>>, &'a Parts<'b>);

impl Policy {
    /// [adv.walk] The line of `d` (and `d`) when it is reached for the first time (then marked in
    /// `reached`) and is not terminal; `missing-state` when it has none. [comp.part] A line naming
    /// a part is checked then, and not expanded.
    fn reach<P: Position>(
        &self,
        reached: &mut [bool],
        d: P,
        depth: u64,
        (from, parts): Reached,
    ) -> Result<Option<Queued<P>>, Failure> {
        let (r, o) = (&self.rules, self.adversary.contains('O'));
        // [adv.terminal] A description reached at `depth` that needs no line: budget, dead, parity.
        if self.within == Within::Pieces(depth) || d.terminal(r, o) {
            return Ok(None);
        }
        let missing = || {
            format!(
                "{}: no state line for {} (depth {depth})",
                self.origin(from),
                d.text(r)
            )
        };
        let i = self
            .keys
            .binary_search(&d.state_key(r))
            .map_err(|_| reject(Rule::MissingState, None, missing()))?;
        let first = !std::mem::replace(&mut reached[i], true);
        match self.parts.get(&i) {
            Some(name) if first => self.part(name, (i, d), depth, parts).map(|()| None),
            _ => Ok(first.then_some((i, d))),
        }
    }

    /// [adv.walk] 1. Every allowed placement of line `i`'s piece, in canonical placement order; the
    /// lines reached for the first time go to `next`.
    fn expand<P: Position>(
        &self,
        reached: &mut [bool],
        (i, d): Queued<P>,
        depth: u64,
        (next, parts): Out<P>,
    ) -> Result<(), Failure> {
        let (letter, r) = (
            PIECE_ORDER.as_bytes()[usize::from(self.pieces[i])],
            &self.rules,
        );
        // [adv.slide] Slides in canonical order (orientation, column, row), the reachable positions
        // found once an orientation.
        let (rows, mut reach) = (
            if r.moves >= Moves::Slide { top(r) } else { 0 },
            (99, [0; 16]),
        );
        let placements = placements(char::from(letter), r.width);
        for ((orientation, column), row) in placements.flat_map(|p| (0..=rows).map(move |y| (p, y)))
        {
            let o = usize::from(orientation);
            if reach.0 != o {
                reach = (o, d.reach(r, o));
            }
            let slide = (r.moves >= Moves::Slide).then_some((row, reach.1));
            let from = Some((i, usize::from(orientation), column));
            let fails = |row| format!("{} on {} completes row {row}", self.origin(from), d.text(r));
            match d.place(r, o, column, slide) {
                Drop::Completes(row) => return Err(reject(Rule::AdversaryFails, None, fails(row))),
                Drop::Continues(child) => {
                    next.extend(self.reach(reached, child, depth + 1, (from, parts))?)
                }
                _ => {} // not allowed in this game
            }
        }
        Ok(())
    }

    /// [comp.match] Line `i` names part `name`, reached at `depth`: the part must prove that the
    /// adversary holds the rest of the budget from `d` (part-mismatch).
    fn part<P: Position>(
        &self,
        name: &str,
        (i, d): Queued<P>,
        depth: u64,
        parts: &Parts,
    ) -> Result<(), Failure> {
        let (r, set) = (self.rules, &self.adversary);
        let (v, start) = parts.part(name)?;
        let need = if let Within::Pieces(n) = self.within {
            Within::Pieces(n - depth)
        } else {
            Within::Forever
        };
        let same = (v.game, v.width, v.bound, &v.adversary) == (r.game, r.width, r.bound, set);
        let at = start_position(Description::EMPTY, &start, &r, set).ok();
        let at = at.filter(|at| same && !start.is_empty() && at.key(&r) == d.state_key(&r));
        let holds = at.is_some()
            && matches!(v.proves, Proves::Prevention { within, moves, .. } if within >= need && moves == r.moves);
        let need = if let Within::Pieces(n) = need {
            n.to_string()
        } else {
            "forever".into()
        };
        let line = self.first_line + i;
        let message = || {
            format!(
                "line {line}: part {name} does not prove {} within {need}: {v}",
                d.text(&r)
            )
        };
        ensure(holds, Rule::PartMismatch, None, message)
    }

    /// "line L, T0@3": where a description was reached from (None: the empty board).
    fn origin(&self, from: Origin) -> String {
        let Some((i, o, c)) = from else {
            return "the empty board".into();
        };
        format!("line {}, {}@{c}", self.first_line + i, ORIENTATION_NAMES[o])
    }
}

/// [adv.rules] 2-5: the counts, the order, the walk and `unreachable-state` (6, the claim, by `check`).
pub(crate) fn check(policy: Policy, (start, parts): Run) -> Result<Verdict, Failure> {
    state_count(&policy)?;
    state_order(&policy)?;
    // [adv.slide] Slides are walked on boards, from the empty board, without parts.
    let reached = if policy.rules.moves >= Moves::Slide {
        let message = || "moves slide: no start line and no part".into();
        ensure(
            start.is_empty() && policy.parts.is_empty(),
            Rule::MoveOutsideSet,
            None,
            message,
        )?;
        walk(&policy, Board::empty(policy.rules.width), (start, parts))
    } else {
        walk(&policy, Description::EMPTY, (start, parts))
    }?;
    unreachable_state(&policy, &reached)?;
    let count = policy.parts.values().collect::<HashSet<_>>().len() as u64;
    let Policy {
        rules:
            Rules {
                game,
                width,
                bound,
                moves,
            },
        adversary,
        within,
        states_declared: states,
        ..
    } = policy;
    let proves = Proves::Prevention {
        moves,
        within,
        states,
    };
    let start = String::new();
    Ok(Verdict {
        sha256: String::new(),
        game,
        width,
        bound,
        adversary,
        proves,
        start,
        parts: count,
    })
}

/// [adv.walk] [comp.start] Breadth first from the start's position at depth 0, level by level,
/// each level in file order: which lines were expanded.
fn walk<P: Position>(policy: &Policy, empty: P, (start, parts): Run) -> Result<Vec<bool>, Failure> {
    let root = start_position(empty, start, &policy.rules, &policy.adversary)?;
    let (mut reached, mut depth) = (vec![false; policy.keys.len()], 0);
    let mut level = Vec::from_iter(policy.reach(&mut reached, root, 0, (None, parts))?);
    while !level.is_empty() {
        let mut next = Vec::new();
        level.into_iter().try_for_each(|queued| {
            policy.expand(&mut reached, queued, depth, (&mut next, parts))
        })?;
        // A depth is expanded in file order: neighbouring lines reach neighbouring keys, so the
        // lookups of one expansion find the cache warm from the last (0.7x the check's time).
        next.sort_unstable_by_key(|&(i, _)| i);
        (level, depth) = (next, depth + 1);
    }
    Ok(reached)
}

/// [adv.walk] 2. `unreachable-state`: every state line was expanded by the walk.
fn unreachable_state(policy: &Policy, walked: &[bool]) -> Result<(), Failure> {
    let line = policy.first_line + walked.iter().position(|&r| !r).unwrap_or(0);
    ensure(
        !walked.contains(&false),
        Rule::UnreachableState,
        None,
        || format!("line {line}: the walk never reaches it"),
    )
}
