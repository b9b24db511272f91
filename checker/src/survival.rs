//! [surv.game] [surv.player] [surv.adversary] Survival games (spec/survival.md): rows clear and the
//! player must keep every cell below row H. The parser of both certificate kinds, the turn on a
//! board of 24 rows with a shaped floor, the walk of a player strategy graph (every move stays
//! below H and comes back to the position its node stands for; cycles are the point) and the walk
//! of an adversary policy (every game ends: the longest, depth first, a cycle refused). It shares
//! the line reader, the node lines and the structure rules with format v1, nothing else.

use std::collections::{HashMap, HashSet};

use crate::adversary::{one_of, DIGITS};
use crate::parse::{node_lines, piece_set, In, Line, Lines, Nodes};
use crate::verify::{canonical_numbering, dangling_child, node_at, node_count};
use crate::{ensure, identity, limit, orientation_cells, orientation_piece, orientation_size, reject, Claim};
use crate::{Failure, Game, Limits, Proves, Rule, Verdict, Within, ORIENTATION_NAMES, PIECE_ORDER, ROWS, WIDTHS};

/// [surv.game] How the pieces come: the adversary's set, with or without preview, or a sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pieces {
    Set { letters: String, preview: bool },
    Sequence(String),
}

/// The rows of a board, row 0 first (bit c = column c): a piece rests below row H + 4 <= 24.
type Rows = [u16; 24];

/// [surv.game] A position: the board after the clears, and the piece to place (with preview: its
/// letter; None at the start, before the first piece) or the sequence index; None without preview.
type Pos = (Rows, Option<u8>);

/// A parsed survival certificate: the well, how the pieces come, and the strategy or the policy.
pub(crate) struct Survival {
    width: u8,
    height: u8,
    floor: [u8; 16],
    pieces: Pieces,
    body: Body,
}

/// [surv.player] The node lines, or [surv.adversary] the budget and the sorted state lines (the
/// bytes before the last space, and the piece).
enum Body {
    Strategy { declared: u64, nodes: Nodes },
    Policy { within: u64, declared: u64, lines: Vec<(Vec<u8>, u8)>, first_line: usize },
}

/// The header after the claim line, then the node lines or the state lines (`player`: the claim
/// is player-survives), up to `end`.
pub(crate) fn read(lines: &mut Lines, limits: &Limits, player: bool) -> Result<Survival, Failure> {
    lines.next("\"game survival\"")?.choice(&[("game survival", ())])?;
    let (width, height) = (lines.header("width", WIDTHS)?, lines.header("height", ROWS)?);
    let (line, mut floor) = (lines.next("\"floor \"")?, [0; 16]);
    let mut at = line.literal(line.text, "floor ")?;
    for f in &mut floor[..usize::from(width)] {
        *f = one_of(&line, &mut at, &DIGITS[..usize::from(height)], || format!("{width} floors below {height}"))?;
    }
    line.end(at)?;
    let line = lines.next("\"adversary \" or \"sequence \"")?;
    let sequence = line.text.starts_with(b"s").then(|| sequence_letters(&line)).transpose()?;
    let letters = sequence.clone().map_or_else(|| piece_set(&line), Ok)?;
    let preview = &[("preview 0", false), ("preview 1", true)][..if sequence.is_some() { 1 } else { 2 }];
    let preview = lines.next("\"preview \"")?.choice(preview)?;
    let pieces = sequence.map_or(Pieces::Set { letters, preview }, Pieces::Sequence);
    let body = if player {
        let declared = lines.header("nodes", 0..=u64::MAX)?;
        limit(declared <= limits.nodes, || format!("header nodes {declared} is more than {}", limits.nodes))?;
        let k = if let Pieces::Set { letters, .. } = &pieces { letters.len() } else { 1 };
        Body::Strategy { declared, nodes: node_lines(lines, limits, declared, &vec![None; k], false)? }
    } else {
        policy(lines, limits, (width, &pieces))?
    };
    Ok(Survival { width, height, floor, pieces, body })
}

/// [surv.player] `sequence`: 1 to 64 piece letters, repeats allowed.
fn sequence_letters(line: &Line) -> Result<String, Failure> {
    let (mut at, mut letters) = (line.literal(line.text, "sequence ")?, String::new());
    while letters.is_empty() || (!at.is_empty() && letters.len() < 64) {
        letters.push(char::from(
            PIECE_ORDER.as_bytes()
                [usize::from(one_of(line, &mut at, PIECE_ORDER.as_bytes(), || "a piece letter".into())?)],
        ));
    }
    line.end(at).map(|()| letters)
}

/// [surv.adversary] `within`, `states` and the state lines (none with a sequence).
fn policy(lines: &mut Lines, limits: &Limits, (width, pieces): (u8, &Pieces)) -> Result<Body, Failure> {
    let within = lines.header("within", 0..=u64::MAX)?;
    let (declared, most) = (lines.header("states", 0..=u64::MAX)?, limits.nodes);
    limit(declared <= most, || format!("header states {declared} is more than {most}"))?;
    let (mut line, mut states) = (lines.next("a state line or \"end\"")?, Vec::new());
    let first_line = line.number;
    let (letters, preview) = match pieces {
        Pieces::Set { letters, preview } => (letters.as_str(), *preview),
        Pieces::Sequence(_) => ("", false), // no state lines: the next line is `end`
    };
    while !letters.is_empty() && !line.text.starts_with(b"e") {
        limit((states.len() as u64) < most, || format!("line {}: more than {most} state lines", line.number))?;
        let mut at = board(&line, line.text, width)?;
        if preview {
            at = line.literal(at, " ")?;
            one_of(&line, &mut at, &[letters.as_bytes(), b"-"].concat(), || format!("a piece of {letters} or \"-\""))?;
        }
        let key = line.text[..line.text.len() - at.len()].to_vec();
        at = line.literal(at, " ")?;
        let piece = letters.as_bytes()
            [usize::from(one_of(&line, &mut at, letters.as_bytes(), || format!("a piece of {letters}"))?)];
        line.end(at)?;
        states.push((key, piece));
        line = lines.next("a state line or \"end\"")?;
    }
    lines.end(line)?;
    Ok(Body::Policy { within, declared, lines: states, first_line })
}

/// [surv.adversary] `board`: `-`, or rows of W cells (`.` `#`) separated by `/`, the last one
/// holding a `#`, at most 24 of them.
fn board<'a>(line: &Line<'a>, mut at: In<'a>, width: u8) -> Result<In<'a>, Failure> {
    if let Some(rest) = at.strip_prefix(b"-") {
        return Ok(rest);
    }
    for _ in 0..24 {
        let mut filled = false;
        for _ in 0..width {
            filled |= one_of(line, &mut at, b".#", || format!("{width} cells . or #"))? == 1;
        }
        match at.strip_prefix(b"/") {
            Some(rest) => at = rest,
            None if filled => return Ok(at),
            None => return Err(line.error(at, "\"/\" and a row above: the last row holds a \"#\"")),
        }
    }
    Err(line.error(at, "at most 24 rows"))
}

impl Survival {
    /// [surv.game] The well cells of row y: the columns whose floor is at or below it.
    fn well_row(&self, y: usize) -> u16 {
        (0..self.width).filter(|&c| usize::from(self.floor[usize::from(c)]) <= y).fold(0, |m, c| m | 1 << c)
    }

    /// [surv.game] A turn: the piece dropped onto the stack and the floor, the rows full after the
    /// drop cleared at once (from the top, so that each clear moves only the rows above it, in the
    /// columns whose floor is at or below it), the board after them; or the rule the move breaks.
    fn turn(&self, rows: &Rows, orientation: usize, column: u8) -> Result<Rows, Rule> {
        let cells = orientation_cells(orientation).ok_or(Rule::IllegalPlacement)?;
        let width = orientation_size(orientation).map_or(16, |size| size.0);
        ensure_fits(usize::from(column) + usize::from(width) <= usize::from(self.width))?;
        let height =
            |c: u8| (0..24).rev().find(|&y| rows[y] >> c & 1 == 1).map_or(self.floor[usize::from(c)], |y| y as u8 + 1);
        let y0 = cells.iter().map(|&(x, y)| height(column + x).saturating_sub(y)).max().unwrap_or(0);
        let mut next = *rows;
        cells.iter().for_each(|&(x, y)| next[usize::from(y0 + y)] |= 1 << (column + x));
        let full: Vec<usize> =
            (0..24).filter(|&y| self.well_row(y) != 0 && next[y] & self.well_row(y) == self.well_row(y)).collect();
        for &y in full.iter().rev() {
            let well = self.well_row(y);
            (y..23).for_each(|r| next[r] = next[r] & !well | next[r + 1] & well);
            next[23] &= !well;
        }
        if next[usize::from(self.height)..].iter().any(|&row| row != 0) {
            Err(Rule::TopsOut)
        } else {
            Ok(next)
        }
    }

    /// A position as a state line writes it: the board's rows, and with preview the piece to place.
    fn text(&self, (rows, x): &Pos) -> Vec<u8> {
        let top = rows.iter().rposition(|&row| row != 0);
        let row = |r: &u16| (0..self.width).map(|c| if r >> c & 1 == 1 { '#' } else { '.' }).collect::<String>();
        let board = top.map_or("-".into(), |top| rows[..=top].iter().map(row).collect::<Vec<_>>().join("/"));
        let preview = matches!(self.pieces, Pieces::Set { preview: true, .. });
        let piece = if preview { format!(" {}", x.map_or('-', char::from)) } else { String::new() };
        (board + &piece).into_bytes()
    }

    /// What a move at `x` places, and the next position's `x`: for move `j` without preview the
    /// j-th piece of P; with preview the piece to place, and the j-th piece next; with a
    /// sequence S[i], and i + 1.
    fn placed(&self, x: Option<u8>, j: usize) -> (u8, Option<u8>) {
        match &self.pieces {
            Pieces::Set { letters, preview: false } => (letters.as_bytes()[j], None),
            Pieces::Set { letters, preview: true } => (x.unwrap_or(b'?'), Some(letters.as_bytes()[j])),
            Pieces::Sequence(s) => {
                let i = usize::from(x.unwrap_or(0));
                (s.as_bytes()[i], Some(((i + 1) % s.len()) as u8))
            }
        }
    }
}

/// `illegal-placement` unless the piece fits between the walls.
fn ensure_fits(fits: bool) -> Result<(), Rule> {
    fits.then_some(()).ok_or(Rule::IllegalPlacement)
}

/// [surv.player] [surv.adversary] The rules of a survival certificate, in order; the verdict.
pub(crate) fn check(s: Survival, claim: &Claim, limits: &Limits, bytes: &[u8]) -> Result<Verdict, Failure> {
    let proves = match &s.body {
        Body::Strategy { declared, nodes } => strategy(&s, *declared, nodes, limits)?,
        Body::Policy { within, declared, lines, first_line } => {
            ends(&s, (*within, *declared), lines, *first_line, limits)?
        }
    };
    let (game, width, bound) = (Game::Survival, s.width, s.height);
    let adversary = match &s.pieces {
        Pieces::Set { letters, .. } | Pieces::Sequence(letters) => letters.clone(),
    };
    let verdict = Verdict { sha256: identity(bytes), game, width, bound, adversary, proves };
    crate::claim_too_weak(&verdict, claim).map(|()| verdict)
}

/// [surv.player] The structure rules, the walk of the nodes in id order (each node's position
/// given by the first move that reaches it, the roots' by the start), `repeated-position`.
fn strategy(s: &Survival, declared: u64, nodes: &Nodes, limits: &Limits) -> Result<Proves, Failure> {
    let roots = match &s.pieces {
        Pieces::Set { letters, preview: true } => letters.as_bytes().to_vec().into_iter().map(Some).collect(),
        Pieces::Sequence(_) => vec![Some(0)],
        Pieces::Set { .. } => vec![None],
    };
    node_count(declared, nodes.lines)?;
    dangling_child(declared, nodes)?;
    canonical_numbering(nodes, roots.len() as u64)?;
    limit(nodes.lines as usize <= limits.positions, || format!("more than {} distinct positions", limits.positions))?;
    let mut at: Vec<Option<Pos>> = vec![None; nodes.lines as usize];
    roots.into_iter().enumerate().for_each(|(r, x)| at[r] = Some(([0; 24], x)));
    for (id, moves) in (0u64..).zip(nodes.steps.chunks(nodes.k)) {
        let Some((rows, x)) = at[id as usize] else { continue }; // every node is reached: numbered
        for (j, step) in moves.iter().enumerate() {
            let (piece, next_x) = s.placed(x, j);
            let name = ORIENTATION_NAMES.get(usize::from(step.orientation)).copied().unwrap_or("?");
            let fail = |rule, why: &str| {
                let board = String::from_utf8_lossy(&s.text(&(rows, x))).into_owned();
                reject(
                    rule,
                    Some(id),
                    format!("{} move {name}@{} {why} (position {board})", node_at(nodes, id), step.column),
                )
            };
            if orientation_piece(usize::from(step.orientation)) != Some(char::from(piece)) {
                return Err(fail(Rule::WrongPiece, &format!("places another piece than {}", char::from(piece))));
            }
            let column = u8::try_from(step.column).unwrap_or(u8::MAX);
            let after = s
                .turn(&rows, usize::from(step.orientation), column)
                .map_err(|rule| fail(rule, "does not stay in the well"))?;
            let child = step.next.map_or(0, |n| n as usize);
            match at[child] {
                None => at[child] = Some((after, next_x)),
                Some(known) if known == (after, next_x) => {}
                Some(_) => {
                    return Err(fail(Rule::PositionMismatch, &format!("leads node {child} to another position")))
                }
            }
        }
    }
    let mut seen = HashSet::new();
    let repeated = at.iter().position(|pos| !seen.insert(*pos));
    let message =
        || format!("{} stands for the position of an earlier node", node_at(nodes, repeated.unwrap_or(0) as u64));
    ensure(repeated.is_none(), Rule::RepeatedPosition, repeated.map(|r| r as u64), message)?;
    Ok(Proves::Survives { pieces: s.pieces.clone(), floor: floor_text(s), nodes: declared })
}

/// The floor as its header line writes it.
fn floor_text(s: &Survival) -> String {
    s.floor[..usize::from(s.width)].iter().map(|&f| char::from(DIGITS[usize::from(f)])).collect()
}

/// A position on the adversary walk's path: its children left to walk, whether it places a
/// piece (1) or not (0, the start with preview), and the longest game found so far.
struct Frame {
    pos: Pos,
    children: Vec<Pos>,
    step: u64,
    best: u64,
}

/// [surv.adversary] The counts and the order, the walk (the longest game from the start, depth
/// first), `unreachable-state`, `within-mismatch`.
fn ends(
    s: &Survival,
    (within, declared): (u64, u64),
    lines: &[(Vec<u8>, u8)],
    first: usize,
    limits: &Limits,
) -> Result<Proves, Failure> {
    let found = lines.len() as u64;
    ensure(declared == found, Rule::StateCount, None, || {
        format!("the header says {declared} state lines, the file has {found}")
    })?;
    let unordered = lines.windows(2).position(|pair| pair[0].0 >= pair[1].0);
    let message = || {
        format!(
            "line {} is not after line {} in byte order",
            first + unordered.unwrap_or(0) + 1,
            first + unordered.unwrap_or(0)
        )
    };
    ensure(unordered.is_none(), Rule::StateOrder, None, message)?;
    let (mut reached, mut lengths) = (vec![false; lines.len()], HashMap::<Pos, Option<u64>>::new());
    let start = (
        [0; 24],
        match &s.pieces {
            Pieces::Sequence(_) => Some(0),
            _ => None,
        },
    );
    let mut stack = vec![enter(s, start, lines, &mut reached, (&mut lengths, limits))?];
    let mut longest = 0;
    while let Some(frame) = stack.last_mut() {
        if let Some(child) = frame.children.pop() {
            match lengths.get(&child) {
                Some(Some(length)) => frame.best = frame.best.max(frame.step + length),
                Some(None) => {
                    let text = String::from_utf8_lossy(&s.text(&child)).into_owned();
                    return Err(reject(Rule::EndlessGame, None, format!("the player can come back to {text} forever")));
                }
                None => stack.push(enter(s, child, lines, &mut reached, (&mut lengths, limits))?),
            }
        } else if let Some(done) = stack.pop() {
            lengths.insert(done.pos, Some(done.best));
            match stack.last_mut() {
                Some(parent) => parent.best = parent.best.max(parent.step + done.best),
                None => longest = done.best,
            }
        }
    }
    let unreached = reached.iter().position(|&r| !r);
    let message = || format!("line {}: the walk never reaches it", first + unreached.unwrap_or(0));
    ensure(unreached.is_none(), Rule::UnreachableState, None, message)?;
    let message = || format!("header within {within}, but the longest game has {longest} pieces");
    ensure(longest == within, Rule::WithinMismatch, None, message)?;
    Ok(Proves::Ends { pieces: s.pieces.clone(), floor: floor_text(s), within, states: declared })
}

/// [surv.adversary] A position entered by the walk: numbered ([surv.limits]), its state line looked
/// up, the piece given placed every way that fits; a top-out ends the game there.
fn enter(
    s: &Survival,
    pos: Pos,
    lines: &[(Vec<u8>, u8)],
    reached: &mut [bool],
    (lengths, limits): (&mut HashMap<Pos, Option<u64>>, &Limits),
) -> Result<Frame, Failure> {
    limit(lengths.len() < limits.positions, || format!("more than {} distinct positions", limits.positions))?;
    lengths.insert(pos, None);
    let (rows, x) = pos;
    let given = match &s.pieces {
        Pieces::Sequence(_) => None,
        Pieces::Set { .. } => {
            let text = s.text(&pos);
            let missing =
                || reject(Rule::MissingState, None, format!("no state line for {}", String::from_utf8_lossy(&text)));
            let i = lines.binary_search_by(|(key, _)| key.cmp(&text)).map_err(|_| missing())?;
            reached[i] = true;
            Some(lines[i].1)
        }
    };
    if let (Pieces::Set { preview: true, .. }, None, Some(first)) = (&s.pieces, x, given) {
        return Ok(Frame { pos, children: vec![(rows, Some(first))], step: 0, best: 0 });
    }
    let (piece, next_x) = match (&s.pieces, given) {
        (Pieces::Set { preview: true, .. }, Some(next)) => (x.unwrap_or(b'?'), Some(next)),
        (Pieces::Set { .. }, Some(piece)) => (piece, None),
        _ => s.placed(x, 0),
    };
    let (mut children, mut best) = (Vec::new(), 1);
    let orientations = (0..ORIENTATION_NAMES.len()).filter(|&o| orientation_piece(o) == Some(char::from(piece)));
    for (o, c) in orientations.flat_map(|o| (0..s.width).map(move |c| (o, c))) {
        match s.turn(&rows, o, c) {
            Ok(after) => children.push((after, next_x)),
            Err(rule) => best = best.max(u64::from(rule == Rule::TopsOut)),
        }
    }
    children.reverse(); // walked in canonical placement order
    Ok(Frame { pos, children, step: 1, best })
}

/// [surv.claim] rule claim-too-weak: the claim asked is the verdict's or a weaker one
/// ([surv.order]).
pub(crate) fn claim_too_weak(v: &Verdict, claim: &Claim) -> Result<(), Failure> {
    let (player, pieces, floor) = match &v.proves {
        Proves::Survives { pieces, floor, .. } => (true, pieces, floor),
        Proves::Ends { pieces, floor, .. } => (false, pieces, floor),
        Proves::Win { .. } | Proves::Prevention { .. } => return Ok(()), // crate::claim_too_weak
    };
    let subset = |a: &str, b: &str| a.chars().all(|c| b.contains(c));
    let (set, preview) = match pieces {
        Pieces::Set { letters, preview } => (Some(letters.as_str()), Some(*preview)),
        Pieces::Sequence(_) => (None, None),
    };
    let within = match v.proves {
        Proves::Ends { within, .. } => Some(Within::Pieces(within)),
        _ => Some(Within::Forever).filter(|_| player),
    };
    let checks = [
        (claim.width.is_none_or(|w| w == v.width), "width"),
        (claim.game.is_none_or(|g| g == v.game), "game"),
        (claim.rows.is_none() && claim.max_pieces.is_none() && claim.moves.is_none(), "claim of another game"),
        (claim.height.is_none_or(|h| if player { h >= v.bound } else { h <= v.bound }), "height"),
        (claim.floor.as_deref().is_none_or(|f| f == floor), "floor"),
        (claim.sequence.as_deref().is_none_or(|q| set.is_none() && q == v.adversary), "sequence"),
        (
            claim
                .adversary
                .as_deref()
                .is_none_or(|p| set.is_some_and(|s| if player { subset(p, s) } else { subset(s, p) })),
            "adversary",
        ),
        (claim.preview.is_none_or(|p| preview.is_some_and(|x| p == x || if player { !x } else { x })), "preview"),
        (
            claim.within.is_none_or(|d| within.is_some_and(|w| if player { d == Within::Forever } else { d >= w })),
            "within",
        ),
    ];
    let weak = checks.iter().find(|(holds, _)| !holds).map_or("", |(_, what)| what);
    let proved = || v.to_string().splitn(4, ' ').last().unwrap_or_default().to_string();
    ensure(weak.is_empty(), Rule::ClaimTooWeak, None, || {
        format!("the certificate does not prove the {weak} asked: {}", proved())
    })
}
