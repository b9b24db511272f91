//! [adv.grammar] [adv.walk] [adv.rules] Adversary certificates (spec/adversary-certificate.md):
//! the strict parser of their header and state lines, and the breadth-first walk on descriptions
//! that tries every allowed placement of each listed piece. It shares the line reader and the
//! pieces with format v1, nothing else, and trusts no number it can recount.

use std::ops::RangeInclusive;

use crate::description::{Description, Drop, Game, Moves, Rules};
use crate::parse::{piece_set, Line, Lines};
use crate::pieces::{orientation_piece, ORIENTATION_NAMES, PIECE_ORDER};
use crate::{reject, Claim, Failure, Limits, Rule, WIDTHS};

/// [adv.grammar] The goal rows R of a capped game and the heights H of a well.
const CAPPED_ROWS: RangeInclusive<u64> = 1..=16;
const WELL_HEIGHTS: RangeInclusive<u64> = 1..=20;
/// [adv.grammar] The digits of a height: 0-9 then a-z.
const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// [adv.grammar] `within`: a piece budget, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Within {
    Pieces(u64),
    Forever,
}

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
}

/// [adv.grammar] The header after the claim line, then the state lines and `end`.
pub(crate) fn read(lines: &mut Lines, limits: &Limits) -> Result<Policy, Failure> {
    let game = lines.next("\"game \"")?.choice(&[("game capped", Game::Capped), ("game well", Game::Well)])?;
    let widths = u64::from(*WIDTHS.start())..=u64::from(*WIDTHS.end());
    let width = lines.next("\"width \"")?.header("width", widths)? as u8; // in range: fits
    let (key, range) = if game == Game::Capped { ("rows", CAPPED_ROWS) } else { ("height", WELL_HEIGHTS) };
    let bound = lines.next(&format!("\"{key} \""))?.header(key, range)? as u8;
    let adversary = piece_set(&lines.next("\"adversary \"")?)?;
    let moves = lines.next("\"moves \"")?.choice(&[("moves all", Moves::All), ("moves grid-2022", Moves::Grid2022)])?;
    let line = lines.next("\"within \"")?;
    let within = if line.text == b"within forever" {
        Within::Forever
    } else {
        Within::Pieces(line.header("within", 0..=u64::MAX)?)
    };
    let states_declared = lines.next("\"states \"")?.header("states", 0..=u64::MAX)?;
    if states_declared > limits.nodes {
        return Err(Failure::Limit(format!("header states {states_declared} is more than {}", limits.nodes)));
    }
    let rules = Rules { game, width, bound, moves };
    let room = states_declared.min((limits.file_bytes / usize::from(width + bound + 4)) as u64) as usize;
    let mut line = lines.next("a state line or \"end\"")?;
    let (keys, pieces) = (Vec::with_capacity(room), Vec::with_capacity(room));
    let mut policy = Policy { rules, adversary, within, states_declared, keys, pieces, first_line: line.number };
    while !line.text.starts_with(b"e") {
        if policy.keys.len() as u64 >= limits.nodes {
            return Err(Failure::Limit(format!("line {}: more than {} state lines", line.number, limits.nodes)));
        }
        let (key, piece) = state_line(&line, &policy)?;
        policy.keys.push(key);
        policy.pieces.push(piece);
        line = lines.next("a state line or \"end\"")?;
    }
    line.end(line.literal(line.text, "end")?)?;
    lines.finished().map(|()| policy)
}

/// [adv.grammar] `heights SP dead SP piece-letter`: the description's key and the piece.
fn state_line(line: &Line, policy: &Policy) -> Result<(u128, u8), Failure> {
    let (w, k, text) = (usize::from(policy.rules.width), usize::from(policy.rules.bound), line.text);
    let mut d = Description::EMPTY;
    for c in 0..w {
        let at = text.get(c..).unwrap_or_default();
        let value = at.first().and_then(|b| DIGITS.iter().position(|d| d == b)).filter(|&v| v <= k);
        d.heights[c] = value.ok_or_else(|| line.error(at, format!("{w} heights from 0 to {k} (0-9, a-z)")))? as u8;
    }
    let mut at = line.literal(text.get(w..).unwrap_or_default(), " ")?;
    for y in 0..k {
        match at.first() {
            Some(b'.') => {}
            Some(b'x') => d.dead |= 1 << y,
            _ => return Err(line.error(at, format!("{k} rows of \".\" or \"x\""))),
        }
        at = &at[1..];
    }
    let at = line.literal(at, " ")?;
    let letter = at.first().copied().filter(|&b| policy.adversary.as_bytes().contains(&b));
    let letter = letter.ok_or_else(|| line.error(at, format!("a piece of {}", policy.adversary)))?;
    line.end(&at[1..])?;
    Ok((d.key(&policy.rules), PIECE_ORDER.bytes().position(|p| p == letter).unwrap_or(0) as u8))
}

/// [adv.rules] 2. `state-count`: the header's `states` is the number of state lines.
fn state_count(policy: &Policy) -> Result<(), Failure> {
    let (declared, found) = (policy.states_declared, policy.keys.len());
    let message = format!("the header says {declared} state lines, the file has {found}");
    if declared == found as u64 {
        Ok(())
    } else {
        Err(reject(Rule::StateCount, message))
    }
}

/// [adv.rules] 3. `state-order`: each line strictly after the previous one in byte order.
fn state_order(policy: &Policy) -> Result<(), Failure> {
    match policy.keys.windows(2).position(|pair| pair[0] >= pair[1]) {
        None => Ok(()),
        Some(i) => {
            let line = policy.first_line + i + 1;
            Err(reject(Rule::StateOrder, format!("line {line} is not after line {} in byte order", line - 1)))
        }
    }
}

/// A state line and the placement a description was reached by; None for the empty board.
type Origin = Option<(usize, usize, u8)>;

/// [adv.walk] The walk's state: which lines were reached (and so expanded once).
struct Walk<'p> {
    policy: &'p Policy,
    reached: Vec<bool>,
}

impl Walk<'_> {
    /// [adv.terminal] `d` reached at `depth` needs no line.
    fn terminal(&self, d: &Description, depth: u64) -> bool {
        let (p, rules) = (self.policy, &self.policy.rules);
        p.within == Within::Pieces(depth)
            || d.all_dead(rules)
            || (p.adversary.contains('O') && d.o_cannot_finish(rules))
    }

    /// [adv.walk] The line of `d` when it is reached for the first time and is not terminal;
    /// `missing-state` when it has none.
    fn reach(&mut self, d: &Description, depth: u64, from: Origin) -> Result<Option<usize>, Failure> {
        if self.terminal(d, depth) {
            return Ok(None);
        }
        let i = self.policy.keys.binary_search(&d.key(&self.policy.rules)).map_err(|_| {
            reject(
                Rule::MissingState,
                format!("{}: no state line for {} (depth {depth})", self.origin(from), self.text(d)),
            )
        })?;
        Ok((!std::mem::replace(&mut self.reached[i], true)).then_some(i))
    }

    /// [adv.walk] 1. Every allowed placement of line `i`'s piece, in canonical placement order.
    fn expand(&mut self, i: usize, depth: u64, next: &mut Vec<usize>) -> Result<(), Failure> {
        let (rules, d) = (self.policy.rules, self.description(i));
        let letter = char::from(PIECE_ORDER.as_bytes()[usize::from(self.policy.pieces[i])]);
        for orientation in (0..ORIENTATION_NAMES.len()).filter(|&o| orientation_piece(o) == Some(letter)) {
            for column in 0..rules.width {
                let from = Some((i, orientation, column));
                match d.drop(&rules, orientation, column) {
                    None => {}
                    Some(Drop::Completes(row)) => {
                        let message = format!("{} on {} completes row {row}", self.origin(from), self.text(&d));
                        return Err(reject(Rule::AdversaryFails, message));
                    }
                    Some(Drop::Continues(child)) => next.extend(self.reach(&child, depth + 1, from)?),
                }
            }
        }
        Ok(())
    }

    /// The description of line `i` ([`Description::key`] read back).
    fn description(&self, i: usize) -> Description {
        let (rules, mut key, mut d) = (&self.policy.rules, self.policy.keys[i], Description::EMPTY);
        for y in (0..rules.bound).rev() {
            (d.dead, key) = (d.dead | ((key & 1) as u32) << y, key >> 1);
        }
        for c in (0..usize::from(rules.width)).rev() {
            (d.heights[c], key) = ((key & 31) as u8, key >> 5);
        }
        d
    }

    /// "line L, T0@3": where a description was reached from (None: the empty board).
    fn origin(&self, from: Origin) -> String {
        from.map_or("the empty board".into(), |(i, o, c)| {
            format!("line {}, {}@{c}", self.policy.first_line + i, ORIENTATION_NAMES[o])
        })
    }

    /// `HEIGHTS DEAD` as a state line writes them.
    fn text(&self, d: &Description) -> String {
        let rules = &self.policy.rules;
        let heights = d.heights[..usize::from(rules.width)].iter().map(|&h| char::from(DIGITS[usize::from(h)]));
        let dead = (0..rules.bound).map(|y| if d.dead >> y & 1 == 1 { 'x' } else { '.' });
        format!("{} {}", heights.collect::<String>(), dead.collect::<String>())
    }
}

/// [adv.rules] 2-5: the counts, the order, the walk and `unreachable-state`.
pub(crate) fn check(policy: &Policy) -> Result<(), Failure> {
    state_count(policy)?;
    state_order(policy)?;
    let mut walk = Walk { policy, reached: vec![false; policy.keys.len()] };
    let mut level: Vec<usize> = walk.reach(&Description::EMPTY, 0, None)?.into_iter().collect();
    let mut depth = 0;
    while !level.is_empty() {
        let mut next = Vec::new();
        for &i in &level {
            walk.expand(i, depth, &mut next)?;
        }
        (level, depth) = (next, depth + 1);
    }
    match walk.reached.iter().position(|&r| !r) {
        None => Ok(()),
        Some(i) => {
            Err(reject(Rule::UnreachableState, format!("line {}: the walk never reaches it", policy.first_line + i)))
        }
    }
}

/// [adv.claim] rule claim-too-weak: the claim asked is the certificate's or a weaker one.
pub(crate) fn claim_too_weak(policy: &Policy, claim: &Claim) -> Result<(), Failure> {
    let (rules, p) = (&policy.rules, policy.adversary.as_str());
    let capped = rules.game == Game::Capped;
    let within = |asked: Within| match (asked, policy.within) {
        (_, Within::Forever) => true,
        (Within::Pieces(d), Within::Pieces(proved)) => d <= proved,
        (Within::Forever, Within::Pieces(_)) => false,
    };
    let checks = [
        (claim.width.is_none_or(|w| w == rules.width), "width"),
        (claim.game.is_none_or(|g| g == rules.game), "game"),
        (claim.rows.is_none_or(|r| capped && r <= rules.bound), "rows"),
        (claim.height.is_none_or(|h| !capped && h <= rules.bound), "height"),
        (claim.max_pieces.is_none(), "max-pieces (a player claim)"),
        (claim.within.is_none_or(within), "within"),
        (claim.adversary.as_deref().is_none_or(|set| p.chars().all(|c| set.contains(c))), "adversary"),
        (claim.moves.is_none_or(|m| m == Moves::Grid2022 || rules.moves == Moves::All), "moves"),
    ];
    match checks.iter().find(|(holds, _)| !holds) {
        None => Ok(()),
        Some((_, what)) => Err(reject(Rule::ClaimTooWeak, format!("the certificate does not prove the {what} asked"))),
    }
}
