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
/// Each line is sorted as one packed key ([`line_order`]) and written once into the text: no
/// string per line (a policy has millions).
pub fn write(policy: &Policy) -> AdversaryText {
    let problem = &policy.problem;
    let mut keyed: Vec<(u64, usize)> = policy
        .states
        .iter()
        .enumerate()
        .map(|(i, s)| (line_order(problem, s.state), i))
        .collect();
    keyed.sort_unstable();
    let mut text = header(problem, &policy.start, policy.within, keyed.len());
    let line_len = usize::from(problem.width) + usize::from(problem.rows) + 4;
    let mut body = Vec::with_capacity(keyed.len() * line_len + 4);
    for &(_, i) in &keyed {
        let s = &policy.states[i];
        push_description(&mut body, problem, s.state);
        body.extend_from_slice(&[b' ', s.piece.letter() as u8, b'\n']);
    }
    body.extend_from_slice(b"end\n");
    text.push_str(std::str::from_utf8(&body).expect("the grammar's characters are ASCII"));
    AdversaryText {
        text,
        states: keyed.len(),
    }
}

/// The byte order of a state's `HEIGHTS DEAD` text as one number: the heights from column 0 as
/// the most significant nibbles (the digits `0-9a-z` sort as their values), then one bit per goal
/// row from row 0 (`.` before `x`). At most 12 nibbles and 15 bits: it fits a `u64`.
fn line_order(problem: &Problem, state: State) -> u64 {
    let mut key = 0u64;
    for c in 0..usize::from(problem.width) {
        key = key << 4 | u64::from(state.height(c));
    }
    for y in 0..problem.rows {
        key = key << 1 | u64::from(state.spoiled() >> y & 1);
    }
    key
}

/// Appends [`description_text`] of `state` to `out`.
fn push_description(out: &mut Vec<u8>, problem: &Problem, state: State) {
    for c in 0..usize::from(problem.width) {
        out.push(DIGITS[usize::from(state.height(c))]);
    }
    out.push(b' ');
    for y in 0..problem.rows {
        out.push(if state.spoiled() >> y & 1 == 1 {
            b'x'
        } else {
            b'.'
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sureline_engine::pieces::{Moves, Piece, PieceSet};
    use sureline_engine::search::PolicyState;

    /// The packed sort key orders lines as their text does, on random states of every width
    /// and height, both games' largest boards included.
    #[test]
    fn packed_keys_sort_as_the_lines_do() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for (width, rows) in [(2, 1), (4, 3), (10, 5), (12, 8), (12, 15), (7, 15)] {
            let problem = Problem::well(width, rows, PieceSet::ALL);
            let states: Vec<State> = (0..400)
                .map(|_| {
                    let r = next();
                    let heights: Vec<u8> = (0..width)
                        .map(|c| (r >> (4 * c)) as u8 % (rows + 1))
                        .collect();
                    State::from_parts(&heights, (next() as u32) & ((1 << rows) - 1))
                })
                .collect();
            let mut by_text = states.clone();
            by_text.sort_by_key(|&s| description_text(&problem, s));
            let mut by_key = states.clone();
            by_key.sort_by_key(|&s| line_order(&problem, s));
            assert_eq!(by_text, by_key, "{width}x{rows}");
            for &s in &states {
                let mut out = Vec::new();
                push_description(&mut out, &problem, s);
                assert_eq!(out, description_text(&problem, s).into_bytes());
            }
        }
    }

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
