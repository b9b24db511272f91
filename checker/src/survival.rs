//! [surv.game] [surv.player] [surv.adversary] Survival games (spec/survival.md): rows clear and the
//! player must keep every cell below row H. Both certificate kinds are graphs of nodes that stand
//! for positions; one walk gives each node its position (the start, or the first move reaching
//! it) and checks every move against it: the player's moves must stay in the well (cycles are
//! the point), the adversary's graph must answer every placement and end every game (its longest
//! game, depth first, a cycle refused). An adversary's certificate in the compact form names only
//! its choices: compact.rs derives its next nodes with this file's turn. It shares the line
//! reader, the node lines and the structure rules with format v1, nothing else.

use std::collections::HashSet;

use crate::compact;
use crate::game::{placements, Moves, Rules};
use crate::lines::{self, Goal};
use crate::parse::{
    node, node_id, one_of, piece_set, step, Line, Lines, MoveSyntax, Next, NodeLine, Nodes, Step,
    DIGITS,
};
use crate::structure::{canonical_numbering, dangling_child, longest_game, node_at, node_count};
use crate::{
    ensure, limit, orientation_cells, orientation_piece, orientation_size, reject, Failure,
};
use crate::{Board, Game, Limits, Proves, Rule, Verdict, Within, ORIENTATION_NAMES, ROWS, WIDTHS};

/// [surv.game] How the pieces come: the adversary's set, with or without preview, or a sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pieces {
    Set { letters: String, preview: bool },
    Sequence(String),
}

/// The rows of a board, row 0 first (bit c = column c): a piece rests below row H + 4 <= 24.
pub(crate) type Rows = [u16; 24];

/// [surv.game] A position: the board after the clears, and (the player's) the piece to place with
/// preview, or the index in the sequence; None without preview. (An adversary's node with preview
/// names its piece to place on its line.) [lines.game] Then the count of rows cleared (0 in survival).
type Pos = (Rows, Option<u8>, u8);

/// The orientation of a padding move: an adversary's line has fewer placements than k.
const PAD: u8 = u8::MAX;

/// A placement as a turn reads it: the orientation, the column, and [lines.slide] the row of a
/// slide (`None`: a hard drop).
type Slid = (usize, u8, Option<u8>);

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
    /// [lines.slide] [lines.srs] `Slide` or `Srs` from the lines game's moves line, else `All`.
    moves: Moves,
    form: Form,
}

/// [surv.adversary] The node lines: the full form's fields (every certificate kind), or a
/// survival adversary's compact form (its first node line decides).
enum Form {
    Full(Nodes),
    Compact(compact::Choices),
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
    // [lines.slide.grammar] The lines game's optional `moves slide` or `moves srs` line: without
    // it, drops; [lines.srs] srs on 4 columns or more, where every piece spawns.
    let moves = match goal && lines.peek(b"moves") {
        true => lines.next("")?.choice(
            &[("moves slide", Moves::Slide), ("moves srs", Moves::Srs)]
                [..1 + usize::from(width >= 4)],
        )?,
        false => Moves::All,
    };
    let slide = moves >= Moves::Slide;
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
            // [lines.slide] At most floor((H + 2) / 2) locked rows per column.
            * if slide { usize::from(height + 2) / 2 } else { 1 }
    };
    // [lines.slide.grammar] Limit: a slide policy's lines are kept padded to k fields.
    let most = 4 * limits.positions as u64;
    limit(
        player || !slide || declared.saturating_mul(k as u64) <= most,
        || format!("header nodes {declared} times {k} slide fields is more than {most}"),
    )?;
    let syntax = MoveSyntax {
        win: goal.is_some(),
        parts: false,
        rows: slide,
    };
    let node_line: NodeLine = &|line, nodes| node(line, nodes, (&slots, syntax));
    let field_line: NodeLine = &|line, nodes| fields(line, nodes, (width, &letters, slide));
    let form = if !player && goal.is_none() && compact::starts(lines) {
        Form::Compact(compact::read(lines, limits, declared, preview)?)
    } else {
        Form::Full(lines.nodes(
            limits,
            (declared, k),
            if player { node_line } else { field_line },
        )?)
    };
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
        moves,
        form,
    })
}

/// [surv.adversary] `anode`: the id, the piece, a field (a node id or `x`) per placement of the
/// piece that fits the walls; as moves of that placement, padded to k. [lines.slide.grammar] With
/// slides each field names its placement: one at least, at most k.
fn fields(
    line: &Line,
    nodes: &mut Nodes,
    (width, set, slide): (u8, &str, bool),
) -> Result<(), Failure> {
    let mut at = line.literal(node_id(line, nodes.lines)?, " ")?;
    let piece = set.as_bytes()[usize::from(one_of(line, &mut at, set.as_bytes(), || {
        format!("a piece of {set}")
    })?)];
    let first = nodes.steps.len();
    let syntax = MoveSyntax {
        win: false,
        parts: false,
        rows: true,
    };
    let named = (Some(char::from(piece)), syntax, Some("x"));
    while slide
        && (nodes.steps.len() == first || !at.is_empty() && nodes.steps.len() - first < nodes.k)
    {
        at = step(line, at, named, nodes)?;
    }
    for (orientation, column) in placements(char::from(piece), width).filter(|_| !slide) {
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
    /// or the rule the move breaks. [lines.slide] With a `row`, the piece slid there instead.
    fn turn(&self, rows: &Rows, (orientation, column, row): Slid) -> Result<(Rows, u8), Rule> {
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
        let rest = cells
            .iter()
            .map(|&(x, y)| height(column + x).saturating_sub(y));
        let y0 = match row {
            Some(row) => self.slid(rows, orientation, column, row)?,
            None => rest.max().unwrap_or(0),
        };
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

    /// [lines.slide] The board slides read: the filled cells and the solid ones below the floor,
    /// the top T = H (a well's); and its rules.
    fn slide_board(&self, rows: &Rows) -> (Board, Rules) {
        let rules = Rules {
            game: Game::Well,
            width: self.width,
            bound: self.height,
            moves: self.moves,
        };
        let solid = std::array::from_fn(|y| rows[y] | !self.well[y]);
        (Board::from_rows(self.width, solid), rules)
    }

    /// [lines.slide] `row` when `orientation` at (column, row) is locked and reachable on the
    /// board of `rows` (in that order: `not-locked`, `unreachable-placement`).
    fn slid(&self, rows: &Rows, orientation: usize, column: u8, row: u8) -> Result<u8, Rule> {
        let (board, rules) = self.slide_board(rows);
        if !board.rests(&rules, orientation, column, row) {
            return Err(Rule::NotLocked);
        } // locked: row <= H, so the shift below is in range
        let reach = board.slides(&rules, orientation)[usize::from(column)];
        (reach >> row & 1 == 1)
            .then_some(row)
            .ok_or(Rule::UnreachablePlacement)
    }

    /// [lines.slide] The allowed slide placements of `piece` on the board of `rows`, in canonical
    /// slide order (orientation, column, row): one flood per orientation.
    fn allowed(&self, rows: &Rows, piece: u8) -> Vec<Slid> {
        let (board, rules) = self.slide_board(rows);
        let (mut found, mut flood) = (Vec::new(), (PAD, [0; 16]));
        for (o, column) in placements(char::from(piece), self.width) {
            if flood.0 != o {
                flood = (o, board.slides(&rules, o.into()));
            }
            let reach = flood.1[usize::from(column)];
            let locked = |&row: &u8| board.rests(&rules, o.into(), column, row);
            let rows = (0..=self.height)
                .filter(|&r| reach >> r & 1 == 1)
                .filter(locked);
            found.extend(rows.map(|row| (usize::from(o), column, Some(row))));
        }
        found
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
    let nodes = match &s.form {
        Form::Full(nodes) => nodes,
        Form::Compact(choices) => {
            let turn = |rows: &Rows, o: u8, column| {
                s.turn(rows, (o.into(), column, None)).ok().map(|t| t.0)
            };
            let within = s.within.unwrap_or(0); // Some: the compact form is an adversary's
            compact::check(choices, (&s.pieces, s.width, within), turn, limits)?;
            return Ok(verdict(&s, choices.declared));
        }
    };
    let player = s.player;
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
    let positions = walk(&s, nodes, roots)?;
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
    let bound = match s.goal {
        Some((_, Within::Pieces(d))) if player => Some((d, Rule::MaxPiecesMismatch)),
        _ => s.within.map(|w| (w, Rule::WithinMismatch)),
    };
    bound.map_or(Ok(()), |bound| within_mismatch(nodes, bound))?;
    Ok(verdict(&s, nodes.declared))
}

/// [surv.claim] [lines.claim] The verdict of a certificate whose rules hold, with `nodes_count` nodes.
fn verdict(s: &Survival, nodes_count: u64) -> Verdict {
    let floor: String = s.floor[..usize::from(s.width)]
        .iter()
        .map(|&f| char::from(DIGITS[usize::from(f)]))
        .collect();
    let pieces = s.pieces.clone();
    let proves = match (s.within, s.goal) {
        (_, Some((goal, bound))) => {
            Proves::Lines(s.player, goal, bound, pieces, floor, nodes_count, s.moves)
        }
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
    Verdict {
        sha256: String::new(),
        game: [Game::Survival, Game::Lines][usize::from(s.goal.is_some())],
        width,
        bound,
        adversary,
        proves,
        start,
        parts: 0,
    }
}

/// [surv.player] [surv.adversary] The walk: the nodes in id order (breadth first, by the
/// numbering), each node's position given by the `roots` or by the first move that reaches it,
/// every move checked against it; the positions (under preview, an adversary node's piece as its x).
fn walk(s: &Survival, nodes: &Nodes, roots: Vec<Option<u8>>) -> Result<Vec<Option<Pos>>, Failure> {
    let player = s.player;
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
        let slides = letter(id as usize).filter(|_| !player && s.moves >= Moves::Slide);
        // [lines.slide.grammar] An adversary's fields name the allowed slides, in order.
        let allowed = slides.map(|piece| s.allowed(&rows, piece));
        for (j, step) in moves
            .iter()
            .enumerate()
            .filter(|(_, step)| step.orientation != PAD)
        {
            let (piece, next_x) = s.placed(x, j, letter(id as usize).filter(|_| !player));
            let fail = |rule, why: String| {
                let name = ORIENTATION_NAMES[usize::from(step.orientation)]; // parsed: never PAD here
                let row = step.row.map_or(String::new(), |r| format!(":{r}"));
                let at = format!("{} move {name}@{}{row}", node_at(nodes, id), step.column);
                reject(rule, Some(id), format!("{at} {why}"))
            };
            if orientation_piece(step.orientation.into()) != Some(char::from(piece)) {
                return Err(fail(
                    Rule::WrongPiece,
                    format!("places another piece than {}", char::from(piece)),
                ));
            }
            let column = u8::try_from(step.column).unwrap_or(u8::MAX);
            // [lines.game] The count after the turn; `None`: the goal is reached (never in survival).
            let placement = (step.orientation.into(), column, step.row);
            let turn = s.turn(&rows, placement);
            if let Some(allowed) = &allowed {
                answered(&turn, placement, allowed.get(j))
                    .map_err(|(rule, why)| fail(rule, why))?;
            }
            let turn =
                turn.map(|(after, n)| (after, s.goal.map_or(Some(0), |g| g.0.after(count, n))));
            let last = budget.is_some_and(|g| g.1 == Within::Pieces(depth[id as usize] + 1));
            let want = match turn {
                Err(rule) if player => {
                    // A slide may break a rule of its own: the message names it.
                    let slid = step.row.map(|_| format!("breaks {}", rule.name()));
                    return Err(fail(
                        rule,
                        slid.unwrap_or("does not stay in the well".into()),
                    ));
                }
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
        let named = moves.iter().filter(|step| step.orientation != PAD).count();
        if let Some(missing) = allowed.as_ref().and_then(|allowed| allowed.get(named)) {
            let why = format!(
                "{} does not list {}",
                node_at(nodes, id),
                slid_name(missing)
            );
            return Err(reject(Rule::UnansweredPlacement, Some(id), why));
        }
    }
    let shown = |id: usize, (rows, x, n): Pos| (rows, x.or(letter(id).filter(|_| preview)), n); // x: None otherwise
    Ok(at
        .into_iter()
        .enumerate()
        .map(|(id, pos)| pos.map(|pos| shown(id, pos)))
        .collect())
}

/// [lines.slide.grammar] An adversary's field: the placement it names is allowed (else the rule
/// the turn found) and is `expected`, the allowed one at its place (else `unanswered-placement`).
fn answered(
    turn: &Result<(Rows, u8), Rule>,
    placement: Slid,
    expected: Option<&Slid>,
) -> Result<(), (Rule, String)> {
    match turn {
        Err(rule @ (Rule::IllegalPlacement | Rule::NotLocked | Rule::UnreachablePlacement)) => {
            Err((*rule, format!("breaks {}", rule.name())))
        }
        _ if expected == Some(&placement) => Ok(()),
        _ => Err((
            Rule::UnansweredPlacement,
            expected.map_or("is one field too many".into(), |e| {
                format!("stands where {} must", slid_name(e))
            }),
        )),
    }
}

/// [lines.slide] A slide placement as a certificate writes it: `T0@1:0`.
fn slid_name(&(o, column, row): &Slid) -> String {
    let name = ORIENTATION_NAMES.get(o).unwrap_or(&"?");
    format!("{name}@{column}:{}", row.unwrap_or(0))
}

/// [surv.adversary] rule within-mismatch on the full form's fields; [lines.player] the player's
/// `max-pieces` (`rule` its mismatch).
fn within_mismatch(nodes: &Nodes, bound: (u64, Rule)) -> Result<(), Failure> {
    let k = nodes.k;
    let slot = |node: usize, j: usize| (j < k).then(|| nodes.steps[node * k + j].next.id());
    longest_game(nodes.lines as usize, slot, bound)
}

#[cfg(test)]
mod tests;
