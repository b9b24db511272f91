//! [surv.game] [surv.player] [surv.adversary] Survival games (spec/survival.md): rows clear and the
//! player must keep every cell below row H. Both certificate kinds are graphs of nodes that stand
//! for positions; one walk gives each node its position (the start, or the first move reaching
//! it) and checks every move against it: the player's moves must stay in the well (cycles are
//! the point), the adversary's graph must answer every placement and end every game (its longest
//! game, depth first, a cycle refused). It shares the line reader, the node lines and the
//! structure rules with format v1, nothing else.

use std::collections::HashSet;

use crate::game::placements;
use crate::lines::{self, Goal};
use crate::parse::{
    node, node_id, one_of, piece_set, Line, Lines, MoveSyntax, Next, NodeLine, Nodes, Step, DIGITS,
};
use crate::structure::{canonical_numbering, dangling_child, node_at, node_count};
use crate::{
    ensure, limit, orientation_cells, orientation_piece, orientation_size, reject, Failure,
};
use crate::{Game, Limits, Proves, Rule, Verdict, Within, ORIENTATION_NAMES, ROWS, WIDTHS};

/// [surv.game] How the pieces come: the adversary's set, with or without preview, or a sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pieces {
    Set { letters: String, preview: bool },
    Sequence(String),
}

/// The rows of a board, row 0 first (bit c = column c): a piece rests below row H + 4 <= 24.
type Rows = [u16; 24];

/// [surv.game] A position: the board after the clears, and (the player's) the piece to place with
/// preview, or the index in the sequence; None without preview. (An adversary's node with preview
/// names its piece to place on its line.) [lines.game] Then the count of rows cleared (0 in survival).
type Pos = (Rows, Option<u8>, u8);

/// The orientation of a padding move: an adversary's line has fewer placements than k.
const PAD: u8 = u8::MAX;

/// A parsed survival certificate: the well, how the pieces come, `within` for a survival
/// adversary's; [lines.grammar] the goal and bound of a lines certificate.
pub(crate) struct Survival {
    player: bool,
    goal: Option<(Goal, Within)>,
    width: u8,
    height: u8,
    floor: [u8; 16],
    /// [surv.game] The well cells of each row: the columns whose floor is at or below it.
    well: Rows,
    pieces: Pieces,
    within: Option<u64>,
    nodes: Nodes,
}

/// [surv.player] [surv.adversary] [lines.grammar] The header after the claim line and the node
/// lines (`player`: the player's claim; `goal`: the lines game's).
pub(crate) fn read(
    lines: &mut Lines,
    limits: &Limits,
    (player, goal): (bool, bool),
) -> Result<Survival, Failure> {
    let game = if goal { "game lines" } else { "game survival" };
    lines.next("\"game \"")?.choice(&[(game, ())])?;
    let width = lines.header("width", WIDTHS)?;
    let height = lines.header("height", ROWS)?;
    let (line, mut floor) = (lines.next("\"floor \"")?, [0; 16]);
    let mut at = line.literal(line.text, "floor ")?;
    for f in &mut floor[..usize::from(width)] {
        *f = one_of(&line, &mut at, &DIGITS[..usize::from(height)], || {
            format!("{width} floors below {height}")
        })?;
    }
    line.end(at)?;
    let line = lines.next("\"adversary \" or \"sequence \"")?;
    let sequence = line.text.starts_with(b"s");
    let letters = piece_set(&line, sequence)?;
    let choices = &[("preview 0", false), ("preview 1", true)][..2 - usize::from(sequence || goal)];
    let preview = lines.next("\"preview \"")?.choice(choices)?;
    let goal = goal.then(|| lines::header(lines, player)).transpose()?;
    let within = if player || goal.is_some() {
        None
    } else {
        Some(lines.header("within", 0..=u64::MAX)?)
    };
    let declared = lines.header("nodes", 0..=u64::MAX)?;
    limit(declared <= limits.nodes, || {
        format!("header nodes {declared} is more than {}", limits.nodes)
    })?;
    let slots = vec![None; if sequence { 1 } else { letters.len() }];
    let k = if player {
        slots.len()
    } else {
        letters
            .chars()
            .map(|p| placements(p, width).count())
            .max()
            .unwrap_or(0)
    };
    let syntax = MoveSyntax {
        win: goal.is_some(),
        parts: false,
        rows: false,
    };
    let node_line: NodeLine = &|line, nodes| node(line, nodes, (&slots, syntax));
    let field_line: NodeLine = &|line, nodes| fields(line, nodes, (width, &letters));
    let nodes = lines.nodes(
        limits,
        (declared, k),
        if player { node_line } else { field_line },
    )?;
    let pieces = if sequence {
        Pieces::Sequence(letters)
    } else {
        Pieces::Set { letters, preview }
    };
    let well = std::array::from_fn(|y| {
        (0..width)
            .filter(|&c| usize::from(floor[usize::from(c)]) <= y)
            .fold(0, |m, c| m | 1 << c)
    });
    Ok(Survival {
        player,
        goal,
        width,
        height,
        floor,
        well,
        pieces,
        within,
        nodes,
    })
}

/// [surv.adversary] `anode`: the id, the piece, a field (a node id or `x`) per placement of the
/// piece that fits the walls; as moves of that placement, padded to k.
fn fields(line: &Line, nodes: &mut Nodes, (width, set): (u8, &str)) -> Result<(), Failure> {
    let mut at = line.literal(node_id(line, nodes.lines)?, " ")?;
    let piece = set.as_bytes()[usize::from(one_of(line, &mut at, set.as_bytes(), || {
        format!("a piece of {set}")
    })?)];
    let first = nodes.steps.len();
    for (orientation, column) in placements(char::from(piece), width) {
        let (rest, next) = line.next_node(line.literal(at, " ")?, Some("x"), None)?;
        (at, _) = (
            rest,
            nodes.steps.push(Step {
                column: column.into(),
                next,
                orientation,
                row: None,
            }),
        );
    }
    nodes
        .steps
        .extend((nodes.steps.len() - first..nodes.k).map(|_| Step {
            column: 0,
            next: Next::Win,
            orientation: PAD,
            row: None,
        }));
    line.end(at)
}

impl Survival {
    /// [surv.game] A turn: the piece dropped onto the stack and the floor, the rows full after the
    /// drop cleared (bit y: row y; from the top, so that each clear moves only the rows above it,
    /// in the columns whose floor is at or below it), the board after them and the rows cleared;
    /// or the rule the move breaks.
    fn turn(&self, rows: &Rows, orientation: usize, column: u8) -> Result<(Rows, u8), Rule> {
        let cells = orientation_cells(orientation);
        let size = orientation_size(orientation);
        let fits = |(w, _): (u8, u8)| column.saturating_add(w) <= self.width; // saturated: still past the wall
        let cells = cells
            .filter(|_| size.is_some_and(fits))
            .ok_or(Rule::IllegalPlacement)?;
        // A column's height: the rows from H up are empty in every position (a turn that fills
        // one tops out), so its highest filled cell is below H.
        let height = |c: u8| {
            (0..self.height)
                .rev()
                .find(|&y| rows[usize::from(y)] >> c & 1 == 1)
                .map_or(self.floor[usize::from(c)], |y| y + 1)
        };
        let y0 = cells
            .iter()
            .map(|&(x, y)| height(column + x).saturating_sub(y))
            .max()
            .unwrap_or(0);
        let mut next = *rows;
        cells
            .iter()
            .for_each(|&(x, y)| next[usize::from(y0 + y)] |= 1 << (column + x));
        let full = |y: usize| self.well[y] != 0 && next[y] & self.well[y] == self.well[y];
        // A piece rests at most at row H: the rows from H + 4 up are empty, never full.
        let cleared = (0..usize::from(self.height) + 4).filter(|&y| full(y));
        let cleared = cleared.fold(0u32, |m, y| m | 1 << y);
        let top = 32 - cleared.leading_zeros() as usize; // 1 + the highest full row, or 0
        for y in (0..top).rev().filter(|&y| cleared >> y & 1 == 1) {
            let well = self.well[y];
            (y..23).for_each(|r| next[r] = next[r] & !well | next[r + 1] & well);
            next[23] &= !well;
        }
        let topped = next[usize::from(self.height)..].iter().any(|&row| row != 0);
        let cleared = cleared.count_ones() as u8;
        (!topped).then_some((next, cleared)).ok_or(Rule::TopsOut)
    }

    /// What move `j` of a node at `x` places, and the next position's `x`. The player's: without
    /// preview the j-th piece of P; with preview the piece to place, the j-th next; with a sequence
    /// S[i], then i + 1. The adversary's (`letter`, its line's piece): that piece; i + 1 likewise.
    fn placed(&self, x: Option<u8>, j: usize, letter: Option<u8>) -> (u8, Option<u8>) {
        let x = x.unwrap_or(0); // Some with preview or a sequence
        match (&self.pieces, letter) {
            (Pieces::Set { letters, preview }, None) if *preview => {
                (x, Some(letters.as_bytes()[j]))
            }
            (Pieces::Set { letters, .. }, None) => (letters.as_bytes()[j], None),
            (Pieces::Set { .. }, Some(letter)) => (letter, None),
            (Pieces::Sequence(s), _) => {
                (s.as_bytes()[usize::from(x)], Some((x + 1) % s.len() as u8))
            }
        }
    }
}

/// [surv.player] [surv.adversary] The rules of a survival certificate, in order; the verdict.
pub(crate) fn check(s: Survival, limits: &Limits) -> Result<Verdict, Failure> {
    let (nodes, player) = (&s.nodes, s.player);
    let roots: Vec<Option<u8>> = match &s.pieces {
        Pieces::Set {
            letters,
            preview: true,
        } if player => letters.bytes().map(Some).collect(),
        Pieces::Sequence(_) => vec![Some(0)],
        Pieces::Set { .. } => vec![None],
    };
    node_count(nodes)?;
    dangling_child(nodes)?;
    // [surv.player] The roots are ids too: a file with fewer node lines than roots dangles.
    let message = || format!("{} roots, but {} node lines", roots.len(), nodes.declared);
    ensure(
        nodes.declared >= roots.len() as u64,
        Rule::DanglingChild,
        None,
        message,
    )?;
    canonical_numbering(nodes, roots.len() as u64)?;
    limit(nodes.lines as usize <= limits.positions, || {
        format!("more than {} distinct positions", limits.positions)
    })?;
    let positions = walk(&s, roots)?;
    let mut seen = HashSet::with_capacity(positions.len());
    let repeated = positions.iter().position(|position| !seen.insert(position));
    let message = || {
        format!(
            "{} stands for an earlier node's position",
            node_at(nodes, repeated.unwrap_or(0) as u64)
        )
    };
    ensure(
        repeated.is_none(),
        Rule::RepeatedPosition,
        repeated.map(|r| r as u64),
        message,
    )?;
    let floor: String = s.floor[..usize::from(s.width)]
        .iter()
        .map(|&f| char::from(DIGITS[usize::from(f)]))
        .collect();
    let bound = match s.goal {
        Some((_, Within::Pieces(d))) if player => Some((d, Rule::MaxPiecesMismatch)),
        _ => s.within.map(|w| (w, Rule::WithinMismatch)),
    };
    bound.map_or(Ok(()), |bound| within_mismatch(nodes, bound))?;
    let (pieces, nodes_count) = (s.pieces.clone(), nodes.declared);
    let proves = match (s.within, s.goal) {
        (_, Some((goal, bound))) => Proves::Lines(player, goal, bound, pieces, floor, nodes_count),
        (None, None) => Proves::Survives {
            pieces,
            floor,
            nodes: nodes_count,
        },
        (Some(within), None) => Proves::Ends {
            pieces,
            floor,
            within,
            nodes: nodes_count,
        },
    };
    let (Pieces::Set {
        letters: adversary, ..
    }
    | Pieces::Sequence(adversary)) = s.pieces.clone();
    let (width, bound, start) = (s.width, s.height, String::new());
    Ok(Verdict {
        sha256: String::new(),
        game: [Game::Survival, Game::Lines][usize::from(s.goal.is_some())],
        width,
        bound,
        adversary,
        proves,
        start,
        parts: 0,
    })
}

/// [surv.player] [surv.adversary] The walk: the nodes in id order (breadth first, by the
/// numbering), each node's position given by the `roots` or by the first move that reaches it,
/// every move checked against it; the positions (under preview, an adversary node's piece as its x).
fn walk(s: &Survival, roots: Vec<Option<u8>>) -> Result<Vec<Option<Pos>>, Failure> {
    let (nodes, player) = (&s.nodes, s.player);
    // [lines.adversary] The depth of each node, and the budget whose last placements are `x`.
    let (mut depth, budget) = (vec![0u64; nodes.lines as usize], s.goal.filter(|_| !player));
    let preview = matches!(s.pieces, Pieces::Set { preview: true, .. }) && !player;
    let letter = |id: usize| {
        orientation_piece(nodes.steps[id * nodes.k].orientation.into()).map(|p| p as u8)
    };
    let mut at: Vec<Option<Pos>> = vec![None; nodes.lines as usize];
    roots
        .into_iter()
        .enumerate()
        .for_each(|(r, x)| at[r] = Some(([0; 24], x, 0)));
    for (id, moves) in (0u64..).zip(nodes.steps.chunks(nodes.k)) {
        let (Some((rows, x, count)), mut next_letter) = (at[id as usize], None) else {
            continue;
        }; // numbered: reached
        for (j, step) in moves
            .iter()
            .enumerate()
            .filter(|(_, step)| step.orientation != PAD)
        {
            let (piece, next_x) = s.placed(x, j, letter(id as usize).filter(|_| !player));
            let fail = |rule, why: String| {
                let name = ORIENTATION_NAMES[usize::from(step.orientation)]; // parsed: never PAD here
                reject(
                    rule,
                    Some(id),
                    format!("{} move {name}@{} {why}", node_at(nodes, id), step.column),
                )
            };
            if orientation_piece(step.orientation.into()) != Some(char::from(piece)) {
                return Err(fail(
                    Rule::WrongPiece,
                    format!("places another piece than {}", char::from(piece)),
                ));
            }
            let column = u8::try_from(step.column).unwrap_or(u8::MAX);
            // [lines.game] The count after the turn; `None`: the goal is reached (never in survival).
            let turn = s.turn(&rows, step.orientation.into(), column);
            let turn =
                turn.map(|(after, n)| (after, s.goal.map_or(Some(0), |g| g.0.after(count, n))));
            let last = budget.is_some_and(|g| g.1 == Within::Pieces(depth[id as usize] + 1));
            let want = match turn {
                Err(rule) if player => return Err(fail(rule, "does not stay in the well".into())),
                Ok((_, None)) if !player => return Err(fail(Rule::GoalReached, "wins".into())),
                Ok((after, Some(n))) if !last => Some((after, next_x, n)),
                _ => None, // `x`: it tops out or is the budget's last; `win`: it reaches the goal
            };
            let child = match (want, step.next.id()) {
                (None, None) => continue,
                (Some(position), Some(child)) => (position, child as usize),
                _ => {
                    let rule = [Rule::TopOutMismatch, Rule::GoalMismatch][usize::from(player)];
                    return Err(fail(rule, "is marked x (win) unless it must be".into()));
                }
            };
            if preview
                && next_letter
                    .replace(letter(child.1))
                    .is_some_and(|l| l != letter(child.1))
            {
                return Err(fail(
                    Rule::NextPieceMismatch,
                    "leads to another next piece than the move before".into(),
                ));
            }
            match at[child.1] {
                None => (at[child.1], depth[child.1]) = (Some(child.0), depth[id as usize] + 1),
                Some(known) if known == child.0 => {}
                Some(_) => {
                    return Err(fail(
                        Rule::PositionMismatch,
                        format!("leads node {} elsewhere", child.1),
                    ))
                }
            }
        }
    }
    let shown = |id: usize, (rows, x, n): Pos| (rows, x.or(letter(id).filter(|_| preview)), n); // x: None otherwise
    Ok(at
        .into_iter()
        .enumerate()
        .map(|(id, pos)| pos.map(|pos| shown(id, pos)))
        .collect())
}

/// [surv.adversary] rule within-mismatch: the header's `within` is the length of node 0, the
/// longest game: depth first, a node's length 1 + the largest of its next nodes'; a next node on
/// the path (a cycle) is `endless-game`. [lines.player] The player's `max-pieces`: `rule` its mismatch.
fn within_mismatch(nodes: &Nodes, (within, rule): (u64, Rule)) -> Result<(), Failure> {
    const ON_PATH: u64 = u64::MAX; // a length no game has: 0 is "not walked yet"
    let k = nodes.k;
    let mut length = vec![0u64; nodes.lines as usize];
    let mut stack = vec![(0usize, 0usize)];
    length[0] = ON_PATH;
    while let Some((node, slot)) = stack.pop() {
        let steps = &nodes.steps[node * k..(node + 1) * k];
        let Some(step) = steps.get(slot) else {
            length[node] = 1 + steps
                .iter()
                .filter_map(|s| s.next.id())
                .map(|c| length[c as usize])
                .max()
                .unwrap_or(0);
            continue;
        };
        stack.push((node, slot + 1));
        match step.next.id().map(|c| (c as usize, length[c as usize])) {
            Some((child, 0)) => (length[child], _) = (ON_PATH, stack.push((child, 0))),
            Some((child, ON_PATH)) => {
                return Err(reject(
                    Rule::EndlessGame,
                    None,
                    format!("node {child} is on a cycle"),
                ))
            }
            _ => {}
        }
    }
    let message = || format!("header {within}, the longest game {}", length[0]);
    ensure(length[0] == within, rule, None, message)
}

#[cfg(test)]
mod tests;
