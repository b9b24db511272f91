//! Mutants of archived certificates: a move changed (orientation, column or next), two nodes
//! merged, a state line's piece changed or a state line dropped. Both walks of [cert.semantics]
//! (descriptions and boards) give every player mutant one outcome (rule and node), and the
//! mutants are rejected (a changed move may, rarely, still be a winning strategy: then both walks
//! verify it, and it is counted).

mod common;

use common::*;
use sureline_checker::{verify_with, Claim, Game, Limits, Walk, ORIENTATION_NAMES};

/// xorshift64: a fixed sequence, so a failure is reproducible.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The outcome of a check: the verdict line, or the rule and the node at fault.
fn outcome(text: &str, claim: &Claim, walk: Walk) -> String {
    match verify_with(text.as_bytes(), claim, &Limits::V1, walk) {
        Ok(verdict) => verdict.to_string(),
        Err(f) => format!("{} {:?}", f.rule.name(), f.node),
    }
}

/// The header lines and the node lines (each as its moves `o@c>next`) of a player certificate.
fn split(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let lines: Vec<&str> = text.lines().collect();
    let first = lines.iter().position(|l| l.starts_with("0 ")).unwrap();
    let header = lines[..first].iter().map(|l| l.to_string()).collect();
    let nodes = lines[first..lines.len() - 1]
        .iter()
        .map(|l| l.split(' ').skip(1).map(str::to_string).collect());
    (header, nodes.collect())
}

fn join(header: &[String], nodes: &[Vec<String>]) -> String {
    let mut text: String = header.iter().map(|l| format!("{l}\n")).collect();
    for (id, moves) in nodes.iter().enumerate() {
        text += &format!("{id} {}\n", moves.join(" "));
    }
    text + "end\n"
}

/// One move changed: its orientation (another of the same piece), its column, or its next.
fn changed_move(text: &str, r: &mut Random) -> String {
    let (header, mut nodes) = split(text);
    let (id, slot) = (r.below(nodes.len()), r.below(nodes[0].len()));
    let (orientation, rest) = nodes[id][slot].split_once('@').unwrap();
    let (column, next) = rest.split_once('>').unwrap();
    let (column, n) = (column.parse::<i64>().unwrap(), nodes.len());
    let changed = match r.below(3) {
        0 => {
            let same: Vec<&str> = ORIENTATION_NAMES
                .iter()
                .copied()
                .filter(|o| o[..1] == orientation[..1])
                .collect();
            format!("{}@{column}>{next}", same[r.below(same.len())])
        }
        1 => format!(
            "{orientation}@{}>{next}",
            (column + [1, -1, 2, -2][r.below(4)]).max(0)
        ),
        _ => {
            let other = if next == "win" {
                (1 + r.below(n - 1)).to_string()
            } else {
                "win".into()
            };
            format!("{orientation}@{column}>{other}")
        }
    };
    nodes[id][slot] = changed;
    join(&header, &nodes)
}

/// Node `j` merged into node `i`: every reference to `j` goes to `i`, and the nodes are numbered
/// again breadth first from the root (the `nodes` header follows), so that only the game can
/// tell the difference.
fn merged(text: &str, i: usize, j: usize) -> String {
    let (mut header, nodes) = split(text);
    let next = |m: &str| {
        m.rsplit_once('>')
            .unwrap()
            .1
            .parse::<usize>()
            .ok()
            .map(|c| if c == j { i } else { c })
    };
    let (mut order, mut new_id) = (vec![0], vec![None; nodes.len()]);
    new_id[0] = Some(0);
    let mut k = 0;
    while k < order.len() {
        for child in nodes[order[k]].iter().filter_map(|m| next(m)) {
            if new_id[child].is_none() {
                new_id[child] = Some(order.len());
                order.push(child);
            }
        }
        k += 1;
    }
    let renumber = |m: &String| match next(m) {
        Some(c) => format!("{}>{}", m.rsplit_once('>').unwrap().0, new_id[c].unwrap()),
        None => m.clone(),
    };
    let nodes: Vec<Vec<String>> = order
        .iter()
        .map(|&old| nodes[old].iter().map(renumber).collect())
        .collect();
    let at = header.iter().position(|l| l.starts_with("nodes ")).unwrap();
    header[at] = format!("nodes {}", nodes.len());
    join(&header, &nodes)
}

/// The archived player certificates these tests mutate, with the claims CLAIMS states for them.
fn archived() -> Vec<(String, String, Claim)> {
    let capped = Claim {
        game: Some(Game::Capped),
        ..Claim::default()
    };
    [
        ("certificates/10x6-optimal.cert", capped.clone()),
        ("certificates/frontier/8x6-optimal.cert", capped.clone()),
        ("certificates/frontier/6x5-optimal.cert", capped),
        (
            "certificates/frontier/8x7-well-optimal.cert",
            Claim::default(),
        ),
        ("certificates/examples/w4-r3-IOTSZJL.cert", Claim::default()),
    ]
    .into_iter()
    .map(|(path, claim)| {
        (
            path.to_string(),
            std::fs::read_to_string(repo_path(path)).unwrap(),
            claim,
        )
    })
    .collect()
}

#[test]
fn changed_moves_get_one_outcome_from_both_walks_and_are_rejected() {
    let mut r = Random(0x853C_49E6_748F_EA9B);
    let (mut rejected, mut verified) = (0, 0);
    for (path, text, claim) in archived() {
        assert!(
            outcome(&text, &claim, Walk::Descriptions).starts_with("s VERIFIED"),
            "{path}"
        );
        for _ in 0..60 {
            let mutant = std::iter::repeat_with(|| changed_move(&text, &mut r))
                .find(|m| *m != text)
                .unwrap();
            let descriptions = outcome(&mutant, &claim, Walk::Descriptions);
            assert_eq!(
                descriptions,
                outcome(&mutant, &claim, Walk::Boards),
                "{path}"
            );
            if descriptions.starts_with("s VERIFIED") {
                verified += 1;
            } else {
                rejected += 1;
            }
        }
    }
    assert!(
        rejected >= 240 && verified <= 60,
        "{rejected} rejected, {verified} verified"
    );
}

#[test]
fn merged_nodes_get_one_outcome_from_both_walks_and_are_rejected() {
    let mut r = Random(0x2545_F491_4F6C_DD1D);
    let mut rejected = 0;
    for (path, text, claim) in archived() {
        let n = split(&text).1.len();
        for _ in 0..30 {
            let (i, j) = (r.below(n), r.below(n));
            if i == j {
                continue;
            }
            let mutant = merged(&text, i.min(j), i.max(j));
            let descriptions = outcome(&mutant, &claim, Walk::Descriptions);
            assert_eq!(
                descriptions,
                outcome(&mutant, &claim, Walk::Boards),
                "{path} {i} {j}"
            );
            assert!(
                !descriptions.starts_with("s VERIFIED"),
                "{path}: merging {i} and {j} verifies"
            );
            rejected += 1;
        }
    }
    assert!(rejected >= 100, "{rejected}");
}

/// Adversary certificates: a state line's piece changed (another piece may refute the position
/// as well and reach the same descriptions: then the policy verifies, and it is counted); a line
/// dropped (with the count); a line's description changed as a wrong lemma would merge it (a dead
/// row forgotten or added, a capped height one lower): always rejected.
#[test]
fn changed_and_dropped_state_lines_are_rejected() {
    let (mut r, mut still_policies, mut rejected) = (Random(0x9E37_79B9_7F4A_7C15), 0, 0);
    for path in [
        "certificates/frontier/8x5-adversary.cert",
        "certificates/frontier/6x5-well-adversary.cert",
    ] {
        let text = std::fs::read_to_string(repo_path(path)).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let first = lines.iter().position(|l| l.starts_with("states ")).unwrap() + 1;
        let states = lines.len() - 1 - first;
        for _ in 0..40 {
            let k = first + r.below(states);
            let mut mutant: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            let kind = r.below(3);
            let dropped = kind != 0;
            if kind == 1 {
                mutant.remove(k);
                mutant[first - 1] = format!("states {}", states - 1);
            } else if kind == 2 {
                // A wrong lemma's merge: flip one dead-row mark, or lower one capped height.
                let (heights, rest) = lines[k].split_once(' ').unwrap();
                let (dead, piece) = rest.split_once(' ').unwrap();
                let (mut heights, mut dead) =
                    (heights.as_bytes().to_vec(), dead.as_bytes().to_vec());
                if r.below(2) == 0 {
                    let y = r.below(dead.len());
                    dead[y] = if dead[y] == b'x' { b'.' } else { b'x' };
                } else if let Some(c) = heights.iter().position(|&h| h > b'0') {
                    heights[c] -= 1;
                } else {
                    continue;
                }
                mutant[k] = format!(
                    "{} {} {piece}",
                    String::from_utf8(heights).unwrap(),
                    String::from_utf8(dead).unwrap()
                );
            } else {
                let (state, piece) = lines[k].rsplit_once(' ').unwrap();
                let other = ["I", "O", "T", "S", "Z", "J", "L"]
                    .into_iter()
                    .filter(|p| p != &piece)
                    .nth(r.below(6))
                    .unwrap();
                mutant[k] = format!("{state} {other}");
            }
            let rule = outcome(
                &(mutant.join("\n") + "\n"),
                &Claim::default(),
                Walk::Descriptions,
            );
            if rule.starts_with("s VERIFIED") && !dropped {
                still_policies += 1;
                continue;
            }
            let rules = [
                "adversary-fails",
                "missing-state",
                "unreachable-state",
                "state-order",
            ];
            assert!(
                rules.iter().any(|r| rule.starts_with(r)),
                "{path} line {}: {rule}",
                k + 1
            );
            rejected += 1;
        }
    }
    assert!(
        rejected >= 60 && still_policies <= 20,
        "{rejected} rejected, {still_policies} still policies"
    );
}
