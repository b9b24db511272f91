//! Reading a survival certificate back (spec/survival.md) once the checker has verified it: the
//! header into the engine's [`SurvivalProblem`], the node lines into the engine's strategy or
//! policy. The positions and the lengths are recomputed with the engine's well (its drops and
//! Tsuruda's clears), never taken from the file; a text the checker accepted that this reader
//! refuses is a bug, reported as such.

use std::collections::HashMap;

use sureline_engine::pieces::{placements, Orientation, Piece, PieceSet, Placement, TieBreak};
use sureline_engine::survival::{
    parse_floor, Ahead, Board, Field, PolicyNode, Position, Preview, Sequence, StrategyMove,
    Supply, SurvivalPolicy, SurvivalProblem, SurvivalStrategy, Well,
};

use crate::canonical::MAGIC;
use crate::survival::{ADVERSARY_CLAIM_LINE, PLAYER_CLAIM_LINE};

/// A verified survival certificate, typed: the player's strategy (its nodes' positions
/// recomputed) or the adversary's policy (its nodes' lengths recomputed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SurvivalCertificate {
    Player(SurvivalStrategy),
    Adversary(SurvivalPolicy),
}

impl SurvivalCertificate {
    pub fn problem(&self) -> &SurvivalProblem {
        match self {
            SurvivalCertificate::Player(strategy) => &strategy.problem,
            SurvivalCertificate::Adversary(policy) => &policy.problem,
        }
    }
}

/// The lines of a certificate, each read once.
struct Lines<'a>(std::str::Lines<'a>);

impl<'a> Lines<'a> {
    fn next(&mut self, what: &str) -> Result<&'a str, String> {
        self.0
            .next()
            .ok_or_else(|| format!("the file ends before {what}"))
    }

    /// The value of a `key value` header line.
    fn value(&mut self, key: &str) -> Result<&'a str, String> {
        let line = self.next(key)?;
        line.strip_prefix(key)
            .and_then(|rest| rest.strip_prefix(' '))
            .ok_or_else(|| format!("expected \"{key} \", found {line:?}"))
    }

    fn number<T: std::str::FromStr>(&mut self, key: &str) -> Result<T, String> {
        let text = self.value(key)?;
        text.parse()
            .map_err(|_| format!("{key} {text:?} is not a number"))
    }
}

/// Parses a survival certificate the checker has verified.
pub fn read(bytes: &[u8]) -> Result<SurvivalCertificate, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "the certificate is not UTF-8")?;
    let mut lines = Lines(text.lines());
    expect(lines.next("the magic line")?, MAGIC)?;
    let claim = lines.next("the claim")?;
    let player = claim == PLAYER_CLAIM_LINE;
    if !player {
        expect(claim, ADVERSARY_CLAIM_LINE)?;
    }
    expect(lines.next("the game")?, "game survival")?;
    let problem = problem(&mut lines)?;
    let within = match player {
        true => None,
        false => Some(lines.number::<u32>("within")?),
    };
    let nodes = lines.number::<usize>("nodes")?;
    let body: Vec<&str> = (0..nodes)
        .map(|_| lines.next("a node line"))
        .collect::<Result<_, _>>()?;
    expect(lines.next("end")?, "end")?;
    match within {
        None => strategy(problem, &body).map(SurvivalCertificate::Player),
        Some(within) => {
            // [surv.adversary] The first node line decides the form: an id (full) or a letter.
            let full = body
                .first()
                .is_some_and(|l| l.starts_with(|c: char| c.is_ascii_digit()));
            let policy = match full {
                true => policy(problem, within, &body),
                false => compact_policy(problem, within, &body),
            };
            policy.map(SurvivalCertificate::Adversary)
        }
    }
}

fn expect(line: &str, wanted: &str) -> Result<(), String> {
    match line == wanted {
        true => Ok(()),
        false => Err(format!("expected {wanted:?}, found {line:?}")),
    }
}

/// The header's game: the well, its floor, where the pieces come from.
fn problem(lines: &mut Lines) -> Result<SurvivalProblem, String> {
    let width = lines.number("width")?;
    let height = lines.number("height")?;
    let floor = parse_floor(lines.value("floor")?).map_err(|e| e.to_string())?;
    let well = Well::new(width, height, &floor).map_err(|e| e.to_string())?;
    let pieces = lines.next("the pieces")?;
    let preview = match lines.value("preview")? {
        "1" => Preview::Next,
        _ => Preview::Without,
    };
    let supply = match pieces.split_once(' ') {
        Some(("adversary", set)) => Supply::Set {
            pieces: set.parse::<PieceSet>()?,
            preview,
        },
        Some(("sequence", letters)) => Supply::Sequence(letters.parse::<Sequence>()?),
        _ => {
            return Err(format!(
                "expected the adversary or a sequence, found {pieces:?}"
            ))
        }
    };
    Ok(SurvivalProblem { well, supply })
}

/// `O@0`: an orientation's name and a column.
fn placement(text: &str) -> Result<Placement, String> {
    let bad = || format!("{text:?} is not a placement");
    let (name, column) = text.split_once('@').ok_or_else(bad)?;
    Ok(Placement {
        orientation: Orientation::from_name(name).ok_or_else(bad)?,
        column: column.parse().map_err(|_| bad())?,
    })
}

/// The fields of a node line after its id (checked to be the line's number).
fn fields(line: &str, id: usize) -> Result<impl Iterator<Item = &str>, String> {
    let mut fields = line.split(' ');
    match fields.next() == Some(id.to_string().as_str()) {
        true => Ok(fields),
        false => Err(format!("node line {id} is {line:?}")),
    }
}

/// [surv.player] The strategy, each node's position given by the walk of the spec: the roots,
/// then every node from the first move that reaches it, in id order.
fn strategy(problem: SurvivalProblem, body: &[&str]) -> Result<SurvivalStrategy, String> {
    let mut moves = Vec::new();
    for (id, line) in body.iter().enumerate() {
        for field in fields(line, id)? {
            let (at, next) = field
                .split_once('>')
                .ok_or_else(|| format!("{field:?} is not a move"))?;
            let next = next
                .parse()
                .map_err(|_| format!("{field:?} is not a move"))?;
            moves.push(StrategyMove {
                placement: placement(at)?,
                next,
            });
        }
    }
    let positions = walk(&problem, &moves, body.len())?;
    Ok(SurvivalStrategy {
        problem,
        positions,
        moves,
    })
}

/// [surv.player] The walk: every node's position, recomputed with the engine's well.
fn walk(
    problem: &SurvivalProblem,
    moves: &[StrategyMove],
    nodes: usize,
) -> Result<Vec<Position>, String> {
    let k = problem.choices();
    if moves.len() != nodes * k {
        return Err(format!("{} moves for {nodes} nodes of {k}", moves.len()));
    }
    let mut positions: Vec<Option<Position>> = vec![None; nodes];
    for (slot, root) in positions.iter_mut().zip(problem.roots()) {
        *slot = Some(root);
    }
    for node in 0..nodes {
        let position = positions[node].ok_or_else(|| format!("node {node} is not reached"))?;
        for (slot, m) in moves[node * k..(node + 1) * k].iter().enumerate() {
            let (_, ahead) = problem.turn(position.ahead, slot);
            let board = problem
                .well
                .turn(&position.board, m.placement)
                .and_then(|turn| turn.after)
                .ok_or_else(|| format!("node {node}: {} tops out", m.placement))?;
            let next = positions
                .get_mut(m.next as usize)
                .ok_or_else(|| format!("node {node}: no node {}", m.next))?;
            next.get_or_insert(Position { board, ahead });
        }
    }
    Ok(positions.into_iter().flatten().collect())
}

/// [surv.adversary] The policy: each node's piece and fields; the lengths recomputed, the
/// longest game checked against `within`.
fn policy(problem: SurvivalProblem, within: u32, body: &[&str]) -> Result<SurvivalPolicy, String> {
    let (mut nodes, mut all) = (Vec::new(), Vec::new());
    for (id, line) in body.iter().enumerate() {
        let mut fields = fields(line, id)?;
        let letter = fields.next().and_then(|f| f.chars().next());
        let piece = letter
            .and_then(Piece::from_letter)
            .ok_or_else(|| format!("node line {id} names no piece"))?;
        nodes.push(PolicyNode {
            piece,
            length: 0,
            fields_start: all.len() as u32,
        });
        for field in fields {
            all.push(match field {
                "x" => Field::TopsOut,
                n => Field::Node(n.parse().map_err(|_| format!("{n:?} is not a node"))?),
            });
        }
    }
    with_lengths(SurvivalPolicy {
        problem,
        within,
        nodes,
        fields: all,
    })
}

/// [surv.adversary] "The compact form": the policy from one letter a node, its fields derived by
/// the walk of the spec with the engine's turn: node by node in id order, each placement of the
/// node's piece in canonical order, a position met for the first time becoming the next node.
fn compact_policy(
    problem: SurvivalProblem,
    within: u32,
    body: &[&str],
) -> Result<SurvivalPolicy, String> {
    let n = body.len();
    let letters = |id: usize| -> Result<Vec<Piece>, String> {
        let letters: Option<Vec<Piece>> = body[id]
            .split(' ')
            .map(|l| match l.len() == 1 {
                true => l.chars().next().and_then(Piece::from_letter),
                false => None,
            })
            .collect();
        letters.ok_or_else(|| format!("node line {id} is {:?}", body[id]))
    };
    let placements: Vec<Vec<Placement>> = Piece::ALL
        .iter()
        .map(|&piece| placements(problem.well.width(), piece, TieBreak::Canonical))
        .collect();
    let first = *letters(0)?.first().ok_or("no node line")?;
    let root = match problem.supply {
        Supply::Set {
            preview: Preview::Without,
            ..
        } => Ahead::Nothing,
        Supply::Set {
            preview: Preview::Next,
            ..
        } => Ahead::Piece(first),
        Supply::Sequence(_) => Ahead::Index(0),
    };
    let mut positions = vec![Position {
        board: Board::EMPTY,
        ahead: root,
    }];
    let mut ids = HashMap::from([(positions[0], 0u32)]);
    let (mut nodes, mut fields) = (Vec::with_capacity(n), Vec::new());
    for id in 0..n {
        let position = *positions
            .get(id)
            .ok_or_else(|| format!("node {id} is not reached"))?;
        let choice = *letters(id)?.last().expect("split gives a piece");
        let (piece, ahead) = match (problem.supply, position.ahead) {
            (Supply::Set { .. }, Ahead::Nothing) => (choice, Ahead::Nothing),
            (Supply::Set { .. }, Ahead::Piece(place)) => (place, Ahead::Piece(choice)),
            (Supply::Sequence(s), Ahead::Index(i)) => {
                let next = ((usize::from(i) + 1) % s.len()) as u8;
                (s.at(usize::from(i)), Ahead::Index(next))
            }
            (supply, ahead) => unreachable!("{ahead:?} is not a position of {supply:?}"),
        };
        let allowed = match problem.supply {
            Supply::Set { pieces, .. } => pieces.contains(choice) && pieces.contains(piece),
            Supply::Sequence(_) => choice == piece,
        };
        if !allowed {
            return Err(format!(
                "node {id}: {} is not the adversary's",
                choice.letter()
            ));
        }
        nodes.push(PolicyNode {
            piece,
            length: 0,
            fields_start: u32::try_from(fields.len()).map_err(|_| "more than 2^32 fields")?,
        });
        for &placement in &placements[piece.index()] {
            let after = problem
                .well
                .turn(&position.board, placement)
                .ok_or_else(|| format!("node {id}: {placement} does not fit"))?
                .after;
            let Some(board) = after else {
                fields.push(Field::TopsOut);
                continue;
            };
            let next = Position { board, ahead };
            let next = *ids.entry(next).or_insert_with(|| {
                positions.push(next);
                (positions.len() - 1) as u32
            });
            if next as usize >= n {
                return Err(format!(
                    "node {id}: the walk reaches more than {n} positions"
                ));
            }
            fields.push(Field::Node(next));
        }
    }
    with_lengths(SurvivalPolicy {
        problem,
        within,
        nodes,
        fields,
    })
}

/// The policy with its nodes' lengths recomputed, the longest game checked against `within`.
fn with_lengths(mut policy: SurvivalPolicy) -> Result<SurvivalPolicy, String> {
    let within = policy.within;
    let lengths = lengths(&policy)?;
    for (node, length) in policy.nodes.iter_mut().zip(lengths) {
        node.length = length;
    }
    match policy.nodes.first().map(|n| n.length) == Some(within) {
        true => Ok(policy),
        false => Err(format!("the longest game is not within {within}")),
    }
}

/// [surv.adversary] The length of every node: 1 + the largest of its next nodes', depth first
/// (the graph is acyclic: the checker refused every cycle).
fn lengths(policy: &SurvivalPolicy) -> Result<Vec<u32>, String> {
    let n = policy.nodes.len();
    let mut length = vec![0u32; n];
    let next = |node: usize| {
        policy.fields_of(node).iter().filter_map(|f| match f {
            Field::Node(next) => Some(*next as usize),
            Field::TopsOut => None,
        })
    };
    let mut stack = vec![(0usize, false)];
    while let Some((node, expanded)) = stack.pop() {
        if length[node] != 0 {
            continue;
        }
        if expanded {
            length[node] = 1 + next(node).map(|c| length[c]).max().unwrap_or(0);
            continue;
        }
        stack.push((node, true));
        for child in next(node) {
            if child >= n {
                return Err(format!("node {node}: no node {child}"));
            }
            if length[child] == 0 {
                stack.push((child, false));
            }
        }
    }
    Ok(length)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::survival::{adversary_text, full_adversary_text, player_text};
    use sureline_engine::survival::{solve, Budget, Outcome};

    fn problem(height: u8, floor: &[u8], supply: Supply) -> SurvivalProblem {
        let well = Well::new(4, height, floor).unwrap();
        SurvivalProblem { well, supply }
    }

    /// [surv.adversary] "Correspondence": the full form's lines each replaced by a letter, from
    /// the text alone: the line's piece, or with preview the piece of its next nodes (the first
    /// of the set when it has none), node 0's line prefixed by its own piece.
    fn compacted(full: &str) -> String {
        let (header, rest) = full.split_at(full.find("\n0 ").unwrap() + 1);
        let preview = header.contains("\npreview 1\n");
        let first = header
            .lines()
            .find_map(|l| l.strip_prefix("adversary "))
            .map(|set| &set[..1]);
        let lines: Vec<Vec<&str>> = rest
            .lines()
            .take_while(|l| *l != "end")
            .map(|l| l.split(' ').collect())
            .collect();
        let mut text = header.to_string();
        for (id, line) in lines.iter().enumerate() {
            if !preview {
                text.push_str(line[1]);
            } else {
                if id == 0 {
                    text.push_str(line[1]);
                    text.push(' ');
                }
                let next = line[2..].iter().find(|f| **f != "x");
                let next = next.map(|n| lines[n.parse::<usize>().unwrap()][1]);
                text.push_str(next.or(first).unwrap());
            }
            text.push('\n');
        }
        text + "end\n"
    }

    /// The engine's certificate read back is the engine's strategy or policy: the positions
    /// the walk recomputes and the lengths are those the solver had; an adversary's in both
    /// forms, the compact one the full one converted.
    #[test]
    fn read_gives_back_what_the_engine_wrote() {
        let set = |letters: &str, preview| Supply::Set {
            pieces: letters.parse().unwrap(),
            preview,
        };
        let problems = [
            problem(2, &[0; 4], set("O", Preview::Without)),
            problem(3, &[0; 4], set("IO", Preview::Next)),
            problem(4, &[0; 4], Supply::Sequence("SZ".parse().unwrap())),
            problem(3, &[0, 1, 0, 0], set("O", Preview::Without)),
            problem(2, &[0; 4], set("SZ", Preview::Without)),
            problem(3, &[0; 4], set("SZ", Preview::Next)),
        ];
        for problem in problems {
            let budget = Budget { bytes: 1 << 28 };
            let solution = solve(&problem, &budget, &mut |_| {}).unwrap();
            match solution.outcome {
                Outcome::Survives(strategy) => {
                    let read = read(player_text(&strategy).as_bytes()).unwrap();
                    assert_eq!(read, SurvivalCertificate::Player(strategy));
                }
                Outcome::Falls(policy) => {
                    let (compact, full) = (adversary_text(&policy), full_adversary_text(&policy));
                    assert_eq!(compact, compacted(&full), "{full}");
                    for text in [compact, full] {
                        let read = read(text.as_bytes()).unwrap();
                        assert_eq!(read, SurvivalCertificate::Adversary(policy.clone()));
                    }
                }
            }
        }
    }
}
