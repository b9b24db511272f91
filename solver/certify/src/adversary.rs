//! The adversary certificate of a policy (spec/adversary-certificate.md [adv.grammar],
//! [adv.canonical]): the header the problem determines, then one state line `HEIGHTS DEAD PIECE`
//! per state the walk expands, sorted by their `HEIGHTS DEAD` text.
//!
//! It decides nothing about the game (the engine chose the pieces) and judges nothing (the
//! checker does, before any byte reaches a file).

use sureline_engine::model::State;
use sureline_engine::pieces::{Game, Problem};
use sureline_engine::search::{Policy, Within};
use sureline_engine::start::Start;

use crate::canonical::{start_line, MAGIC};

/// [adv.grammar] The claim line of the adversary kind.
pub const CLAIM_LINE: &str = "claim adversary-prevents-a-line";

/// [adv.grammar] The digits of a height: 0-9 then a-z.
const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// The canonical certificate of a policy, with the number of state lines it lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdversaryText {
    pub text: String,
    pub states: usize,
}

/// `forever` or the budget, as the `within` line writes it.
pub fn within_text(within: Within) -> String {
    match within {
        Within::Forever => "forever".into(),
        Within::Pieces(d) => d.to_string(),
    }
}

/// [adv.grammar] The header: magic, claim, start ([comp.start], with one), game, width, rows or
/// height, adversary, moves, within and states.
pub(crate) fn header(problem: &Problem, start: &Start, within: Within, states: usize) -> String {
    let bound = match problem.game {
        Game::Capped => "rows",
        Game::Well => "height",
    };
    format!(
        "{MAGIC}\n{CLAIM_LINE}\n{}game {}\nwidth {}\n{bound} {}\nadversary {}\nmoves {}\nwithin {}\nstates {states}\n",
        start_line(start),
        problem.game.name(),
        problem.width,
        problem.rows,
        problem.pieces,
        problem.moves.name(),
        within_text(within),
    )
}

/// [adv.grammar] `HEIGHTS DEAD`: the capped heights as digits from column 0, then one `.` or
/// `x` per goal row from row 0 (`x`: a dead row).
pub fn description_text(problem: &Problem, state: State) -> String {
    let heights = state
        .heights(problem)
        .into_iter()
        .map(|h| char::from(DIGITS[usize::from(h)]));
    let dead = (0..problem.rows).map(|y| {
        if state.spoiled() >> y & 1 == 1 {
            'x'
        } else {
            '.'
        }
    });
    let mut text: String = heights.collect();
    text.push(' ');
    text.extend(dead);
    text
}

/// [adv.canonical] The one certificate of `policy`: its state lines sorted in byte order (their
/// `HEIGHTS DEAD` fields have one length and are distinct, so whole lines sort the same way).
pub fn write(policy: &Policy) -> AdversaryText {
    let problem = &policy.problem;
    let mut lines: Vec<String> = policy
        .states
        .iter()
        .map(|s| {
            let mut line = description_text(problem, s.state);
            line.push(' ');
            line.push(s.piece.letter());
            line.push('\n');
            line
        })
        .collect();
    lines.sort_unstable();
    let mut text = header(problem, &policy.start, policy.within, lines.len());
    text.reserve(lines.iter().map(String::len).sum::<usize>() + 4);
    lines.iter().for_each(|line| text.push_str(line));
    text.push_str("end\n");
    AdversaryText {
        text,
        states: lines.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sureline_engine::pieces::{Moves, Piece, PieceSet};
    use sureline_engine::search::PolicyState;

    #[test]
    fn the_spec_example_is_written_byte_for_byte() {
        let policy = Policy {
            problem: Problem::capped(3, 1, "O".parse::<PieceSet>().unwrap()),
            start: Start::empty(),
            within: Within::Forever,
            states: Vec::new(),
        };
        assert_eq!(
            write(&policy).text,
            "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\nwidth 3\nrows 1\n\
             adversary O\nmoves all\nwithin forever\nstates 0\nend\n"
        );
    }

    #[test]
    fn state_lines_are_sorted_and_spelled_as_the_grammar_says() {
        let problem = Problem::well(4, 12, PieceSet::ALL).with_moves(Moves::Grid2022);
        let state = |heights: &[u8], dead: u32, piece| PolicyState {
            state: State::from_parts(heights, dead),
            piece,
            depth: 0,
        };
        let mut policy = Policy {
            problem,
            start: Start::empty(),
            within: Within::Pieces(3),
            states: vec![
                state(&[0, 0, 0, 0], 0, Piece::S),
                state(&[11, 12, 0, 9], 0b1000_0000_0001, Piece::O),
                state(&[1, 0, 0, 0], 0, Piece::Z),
            ],
        };
        let written = write(&policy);
        assert_eq!(written.states, 3);
        assert_eq!(
            written.text,
            "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame well\nwidth 4\nheight 12\n\
             adversary IOTSZJL\nmoves grid-2022\nwithin 3\nstates 3\n\
             0000 ............ S\n1000 ............ Z\nbc09 x..........x O\nend\n"
        );
        policy.start = "T0@1,I1@0".parse().unwrap();
        let from = write(&policy).text;
        assert!(
            from.starts_with(
                "sureline-certificate v1\nclaim adversary-prevents-a-line\nstart T0@1 I1@0\ngame well\n"
            ),
            "{from}"
        );
    }
}
