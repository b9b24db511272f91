//! Adversary certificates for the tools' tests (included with `#[path]`): a tiny independent
//! producer, by exhaustive minimax on the checker's descriptions (the approach of
//! checker/tests/adversary.rs), and hand-written certificates from the spec's rules.
#![allow(dead_code)]

use std::collections::{HashMap, HashSet};

use sureline_checker::description::{self as checker, Description, Game, Moves, Position, Rules};
use sureline_checker::ORIENTATION_NAMES;

/// What an allowed drop does on a description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drop {
    Completes(u8),
    Continues(Description),
}

/// The checker's drop of `(o, c)` on `d`; None when the game does not allow it.
pub fn allowed_drop(rules: &Rules, d: &Description, o: usize, c: u8) -> Option<Drop> {
    match d.drop(rules, o, c) {
        checker::Drop::Completes(row) => Some(Drop::Completes(row)),
        checker::Drop::Continues(next) => Some(Drop::Continues(next)),
        _ => None,
    }
}

/// The spec's example: W=3, capped, R=1, only O: the root is terminal by parity (`states 0`).
pub const W3_R1_O: &str = "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\n\
width 3\nrows 1\nadversary O\nmoves all\nwithin forever\nstates 0\nend\n";

/// W=4, capped, R=1, only S: every S on the empty floor leaves a hole in row 0 (5 placements,
/// 5 dead descriptions).
pub const W4_R1_S: &str = "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\n\
width 4\nrows 1\nadversary S\nmoves all\nwithin forever\nstates 1\n0000 . S\nend\n";

/// A well 3 wide and 2 high against I: no I fits (I0 is 4 wide, I1 4 high), so the player is
/// stuck at once.
pub const WELL_W3_H2_I: &str = "sureline-certificate v1\nclaim adversary-prevents-a-line\n\
game well\nwidth 3\nheight 2\nadversary I\nmoves all\nwithin forever\nstates 1\n000 .. I\nend\n";

/// W=4, capped, R=1, only I, within 0: nothing to give (the budget is used up at the root).
pub const W4_R1_I_WITHIN_0: &str = "sureline-certificate v1\nclaim adversary-prevents-a-line\n\
game capped\nwidth 4\nrows 1\nadversary I\nmoves all\nwithin 0\nstates 0\nend\n";

fn placements(piece: char, width: u8) -> impl Iterator<Item = (usize, u8)> {
    (0..19)
        .filter(move |&o| ORIENTATION_NAMES[o].starts_with(piece))
        .flat_map(move |o| (0..width).map(move |c| (o, c)))
}

/// Whether the player forces a goal-row completion from `d` (no budget), by exhaustive minimax.
fn player_wins(
    d: &Description,
    rules: &Rules,
    set: &str,
    memo: &mut HashMap<Description, bool>,
) -> bool {
    if let Some(&known) = memo.get(d) {
        return known;
    }
    let wins = !d.all_dead(rules)
        && set.chars().all(|piece| {
            placements(piece, rules.width).any(|(o, c)| match allowed_drop(rules, d, o, c) {
                None => false,
                Some(Drop::Completes(_)) => true,
                Some(Drop::Continues(child)) => player_wins(&child, rules, set, memo),
            })
        });
    memo.insert(*d, wins);
    wins
}

/// The line text `HEIGHTS DEAD` of a description.
pub fn line_text(d: &Description, rules: &Rules) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let heights: String = (0..usize::from(rules.width))
        .map(|c| char::from(digits[usize::from(d.heights[c])]))
        .collect();
    let dead: String = (0..rules.bound)
        .map(|y| if d.dead >> y & 1 == 1 { 'x' } else { '.' })
        .collect();
    format!("{heights} {dead}")
}

/// The canonical adversary certificate of a game the adversary wins forever, for `within`
/// (None: forever): at each description the first piece of `set` all of whose allowed
/// placements keep the player from winning; the state lines are the descriptions the
/// breadth-first walk of [adv.walk] expands. None when the player wins.
pub fn adversary_certificate(
    game: Game,
    width: u8,
    bound: u8,
    set: &str,
    within: Option<u64>,
) -> Option<String> {
    let rules = Rules {
        game,
        width,
        bound,
        moves: Moves::All,
    };
    let mut memo = HashMap::new();
    if player_wins(&Description::EMPTY, &rules, set, &mut memo) {
        return None;
    }
    let mut choice = |d: &Description| {
        set.chars()
            .find(|&piece| {
                placements(piece, width).all(|(o, c)| match allowed_drop(&rules, d, o, c) {
                    None => true,
                    Some(Drop::Completes(_)) => false,
                    Some(Drop::Continues(child)) => !player_wins(&child, &rules, set, &mut memo),
                })
            })
            .expect("the adversary wins here")
    };
    let terminal = |d: &Description, depth: u64| {
        within == Some(depth)
            || d.all_dead(&rules)
            || (set.contains('O') && d.o_cannot_finish(&rules))
    };
    let mut lines = Vec::new();
    let mut seen = HashSet::from([Description::EMPTY]);
    let (mut level, mut depth) = (vec![Description::EMPTY], 0);
    while !level.is_empty() {
        let mut next = Vec::new();
        for d in level {
            if terminal(&d, depth) {
                continue;
            }
            let piece = choice(&d);
            lines.push(format!("{} {piece}", line_text(&d, &rules)));
            for (o, c) in placements(piece, width) {
                if let Some(Drop::Continues(child)) = allowed_drop(&rules, &d, o, c) {
                    if seen.insert(child) {
                        next.push(child);
                    }
                }
            }
        }
        (level, depth) = (next, depth + 1);
    }
    lines.sort();
    let (game, bound) = match game {
        Game::Capped | Game::Goal => ("capped", format!("rows {bound}")),
        Game::Well => ("well", format!("height {bound}")),
        Game::Survival | Game::Lines => unreachable!("the line games' certificates only"),
    };
    let within = within.map_or("forever".to_string(), |d| d.to_string());
    let header = format!(
        "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame {game}\nwidth {width}\n\
         {bound}\nadversary {set}\nmoves all\nwithin {within}\nstates {}\n",
        lines.len()
    );
    Some(header + &lines.iter().map(|l| format!("{l}\n")).collect::<String>() + "end\n")
}

/// All seven pieces against the capped game 4 wide with 3 goal rows (the adversary wins).
pub fn capped_4x3() -> String {
    adversary_certificate(Game::Capped, 4, 3, "IOTSZJL", None).expect("the adversary wins")
}
