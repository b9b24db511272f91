//! Reading a lines certificate back (spec/lines.md) once the checker has verified it: the header
//! into the engine's [`LinesProblem`], the node lines into the engine's strategy or policy, the
//! types `crate::lines` writes from. No position is read from the file: the tools replay every
//! turn with the engine's well. A text the checker accepted that this reader refuses is a bug,
//! reported as such; a lines game of a piece sequence, which the solver never writes, is refused
//! in one line.

use sureline_engine::lines::{
    Goal, LinesMove, LinesMoves, LinesPolicy, LinesProblem, LinesStrategy, Next, PolicyNode,
};
use sureline_engine::pieces::{Piece, PieceSet, Placement, TieBreak};
use sureline_engine::survival::{parse_floor, Well};

use crate::canonical::MAGIC;
use crate::lines::{ADVERSARY_CLAIM_LINE, PLAYER_CLAIM_LINE};

/// A verified lines certificate, typed: the player's strategy or the adversary's policy.
pub enum LinesCertificate {
    Player(LinesStrategy),
    Adversary(LinesPolicy),
}

impl LinesCertificate {
    pub fn problem(&self) -> &LinesProblem {
        match self {
            LinesCertificate::Player(strategy) => &strategy.problem,
            LinesCertificate::Adversary(policy) => &policy.problem,
        }
    }
}

/// The value of the next line, which must be `key value`.
fn value<'a>(lines: &mut std::str::Lines<'a>, key: &str) -> Result<&'a str, String> {
    let line = lines
        .next()
        .ok_or_else(|| format!("the file ends before {key:?}"))?;
    line.strip_prefix(key)
        .and_then(|rest| rest.strip_prefix(' '))
        .ok_or_else(|| format!("expected \"{key} \", found {line:?}"))
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{text:?} is not a number"))
}

/// [lines.grammar] Parses a lines certificate the checker has verified.
pub fn read(bytes: &[u8]) -> Result<LinesCertificate, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "the certificate is not UTF-8")?;
    let mut lines = text.lines();
    let expect = |line: Option<&str>, wanted: &str| match line == Some(wanted) {
        true => Ok(()),
        false => Err(format!("expected {wanted:?}, found {line:?}")),
    };
    expect(lines.next(), MAGIC)?;
    let claim = lines.next();
    let player = claim == Some(PLAYER_CLAIM_LINE);
    if !player {
        expect(claim, ADVERSARY_CLAIM_LINE)?;
    }
    expect(lines.next(), "game lines")?;
    let width = number(value(&mut lines, "width")?)?;
    let height = number(value(&mut lines, "height")?)?;
    let floor = parse_floor(value(&mut lines, "floor")?).map_err(|e| e.to_string())?;
    let well = Well::new(width, height, &floor).map_err(|e| e.to_string())?;
    let pieces = value(&mut lines, "adversary")
        .map_err(|_| "a lines game of a piece sequence: the tools replay piece sets only")?;
    let pieces = pieces.parse::<PieceSet>()?;
    expect(lines.next(), "preview 0")?;
    let moves = moves_line(&mut lines)?;
    let goal = match value(&mut lines, "goal")?.split_once(' ') {
        Some(("lines", k)) => Goal::Lines(number(k)?),
        Some(("at-once", k)) => Goal::AtOnce(number(k)?),
        other => return Err(format!("{other:?} is not a goal")),
    };
    let problem = LinesProblem {
        well,
        pieces,
        goal,
        moves,
    };
    let bound = value(&mut lines, ["within", "max-pieces"][usize::from(player)])?;
    let nodes: usize = number(value(&mut lines, "nodes")?)?;
    let body: Vec<&str> = lines.by_ref().take(nodes).collect();
    expect(lines.next(), "end")?;
    let fields = |id: usize| -> Result<Vec<&str>, String> {
        let mut fields = body
            .get(id)
            .ok_or("fewer node lines than nodes")?
            .split(' ');
        match fields.next() == Some(id.to_string().as_str()) {
            true => Ok(fields.collect()),
            false => Err(format!("node line {id} does not start with its id")),
        }
    };
    if player {
        let mut nodes = Vec::with_capacity(body.len());
        for id in 0..body.len() {
            nodes.push(
                fields(id)?
                    .into_iter()
                    .map(player_move)
                    .collect::<Result<_, _>>()?,
            );
        }
        let max_pieces = number(bound)?;
        let strategy = LinesStrategy {
            problem,
            max_pieces,
            nodes,
        };
        return Ok(LinesCertificate::Player(strategy));
    }
    let within = match bound {
        "forever" => None,
        d => Some(number(d)?),
    };
    let mut nodes = Vec::with_capacity(body.len());
    for id in 0..body.len() {
        nodes.push(policy_node(id, &fields(id)?, moves, width)?);
    }
    Ok(LinesCertificate::Adversary(LinesPolicy {
        problem,
        within,
        nodes,
    }))
}

/// [lines.slide.grammar] The optional moves line before the goal: `moves slide` or `moves srs`;
/// without it, hard drops (and the line is left unread).
fn moves_line(lines: &mut std::str::Lines) -> Result<LinesMoves, String> {
    let mut ahead = lines.clone();
    let Ok(word) = value(&mut ahead, "moves") else {
        return Ok(LinesMoves::Drop);
    };
    *lines = ahead;
    match word {
        "slide" => Ok(LinesMoves::Slide),
        "srs" => Ok(LinesMoves::Srs),
        other => Err(format!("{other:?} is not a lines move set")),
    }
}

/// An adversary's node line `id` (its words after the id): the piece, then a field per allowed
/// placement: with drops every placement that fits the walls in canonical order, each field a
/// node id or `x`; [lines.slide.grammar] with slides each field names its placement, `T0@1:0>3`.
fn policy_node(
    id: usize,
    words: &[&str],
    moves: LinesMoves,
    width: u8,
) -> Result<PolicyNode, String> {
    let (letter, rest) = words.split_first().ok_or("a node line without a piece")?;
    let piece = letter
        .chars()
        .next()
        .and_then(Piece::from_letter)
        .ok_or_else(|| format!("node {id}: {letter:?} is not a piece"))?;
    let field = |f: &str| match f {
        "x" => Ok(None),
        n => number(n).map(Some),
    };
    if moves == LinesMoves::Drop {
        let fields = rest.iter().map(|f| field(f)).collect::<Result<_, _>>()?;
        let placements = sureline_engine::pieces::placements(width, piece, TieBreak::Canonical);
        let placements = placements.into_iter().map(|placement| LinesMove {
            placement,
            row: None,
        });
        let placements = placements.collect();
        return Ok(PolicyNode {
            piece,
            fields,
            placements,
        });
    }
    let mut fields = Vec::with_capacity(rest.len());
    let mut placements = Vec::with_capacity(rest.len());
    for text in rest {
        let (placement, next) = text
            .split_once('>')
            .ok_or_else(|| format!("node {id}: {text:?} is not a slide field"))?;
        placements.push(lines_move(placement)?);
        fields.push(field(next)?);
    }
    Ok(PolicyNode {
        piece,
        fields,
        placements,
    })
}

/// `O0@0>1` or `O0@0>win`.
fn player_move(text: &str) -> Result<(LinesMove, Next), String> {
    let (placement, next) = text
        .split_once('>')
        .ok_or_else(|| format!("{text:?} is not a move"))?;
    let next = match next {
        "win" => Next::Win,
        n => Next::Node(number(n)?),
    };
    Ok((lines_move(placement)?, next))
}

/// `O0@0`, or [lines.slide.grammar] with its row `O0@0:1`.
fn lines_move(text: &str) -> Result<LinesMove, String> {
    let (placement, row) = match text.split_once(':') {
        Some((placement, row)) => (placement, Some(number(row)?)),
        None => (text, None),
    };
    Ok(LinesMove {
        placement: placement.parse::<Placement>()?,
        row,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lines::{adversary_text, player_text};
    use sureline_engine::lines::{solve, Bounds};

    /// The engine's certificates read back write the same bytes: both kinds, both goals, the
    /// three move sets.
    #[test]
    fn read_gives_back_what_the_engine_wrote() {
        let problem = |width, height, pieces: &str, goal| LinesProblem {
            well: Well::new(width, height, &vec![0; usize::from(width)]).unwrap(),
            pieces: pieces.parse().unwrap(),
            goal,
            moves: LinesMoves::Drop,
        };
        let bounds = Bounds {
            max_positions: 1 << 20,
            deadline: None,
        };
        let problems = [
            problem(4, 3, "O", Goal::AtOnce(2)),
            problem(4, 4, "IO", Goal::Lines(3)),
            problem(4, 2, "SZ", Goal::Lines(1)),
            LinesProblem {
                moves: LinesMoves::Slide,
                ..problem(4, 3, "O", Goal::AtOnce(2))
            },
            LinesProblem {
                moves: LinesMoves::Srs,
                ..problem(4, 4, "IOTSZJL", Goal::AtOnce(2))
            },
        ];
        let (mut players, mut adversaries) = (0, 0);
        for problem in problems {
            let solution = solve(&problem, &bounds).unwrap();
            if let Some(strategy) = solution.strategy() {
                let text = player_text(&strategy);
                let LinesCertificate::Player(read) = read(text.as_bytes()).unwrap() else {
                    panic!("a player certificate reads as one")
                };
                assert_eq!(player_text(&read), text);
                players += 1;
            }
            for within in [None, Some(1)] {
                let Some(policy) = solution.policy(within) else {
                    continue;
                };
                let text = adversary_text(&policy);
                let LinesCertificate::Adversary(read) = read(text.as_bytes()).unwrap() else {
                    panic!("an adversary certificate reads as one")
                };
                assert_eq!(adversary_text(&read), text);
                adversaries += 1;
            }
        }
        assert!(players > 0 && adversaries > 0);
    }
}
