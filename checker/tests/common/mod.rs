//! Test helpers that re-implement the game independently of the checker: orientations read from
//! the pictures of spec/rules.md, a naive falling-piece board, a brute-force strategy search, a
//! canonical certificate writer and a reference verifier (a second, naive reading of
//! spec/certificate.md). None of this calls the checker's game code.
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;

use sureline_checker::{verify, Claim, Failure, Proves, Rule, Verdict};

pub const LETTERS: &str = "IOTSZJL";

/// Cells `(x, y)` of an orientation.
pub type Shape = Vec<(usize, usize)>;
/// The moves of one node: (orientation index, column, next node or None for win).
pub type Moves = Vec<(usize, u64, Option<usize>)>;

pub fn repo_path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(relative)
}

/// One row of the orientation table of spec/rules.md.
#[derive(Clone, Debug)]
pub struct SpecOrientation {
    pub index: usize,
    pub name: String,
    /// Cells read from the picture (top row first in the picture).
    pub picture_cells: Vec<(usize, usize)>,
    /// Cells as listed in the "cells" column, in that order.
    pub listed_cells: Vec<(usize, usize)>,
    pub width: usize,
    pub height: usize,
}

/// Reads the orientation table from spec/rules.md.
pub fn spec_orientations() -> Vec<SpecOrientation> {
    let text = std::fs::read_to_string(repo_path("spec/rules.md")).expect("spec/rules.md");
    let mut out = Vec::new();
    for line in text.lines() {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        if fields.len() != 8 || fields[1].parse::<usize>().is_err() || !fields[3].starts_with('`') {
            continue;
        }
        let rows: Vec<&str> = fields[3].trim_matches('`').split(" / ").collect();
        let mut picture_cells = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                if c == '#' {
                    picture_cells.push((x, rows.len() - 1 - i));
                }
            }
        }
        let listed_cells = fields[4]
            .split_whitespace()
            .map(|cell| {
                let (x, y) = cell
                    .trim_matches(|c| c == '(' || c == ')')
                    .split_once(',')
                    .unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        out.push(SpecOrientation {
            index: fields[1].parse().unwrap(),
            name: fields[2].to_string(),
            picture_cells,
            listed_cells,
            width: fields[5].parse().unwrap(),
            height: fields[6].parse().unwrap(),
        });
    }
    out
}

/// Orientation cells from the pictures (independent of the checker's table).
pub fn shapes() -> Vec<(String, Shape)> {
    static SHAPES: std::sync::OnceLock<Vec<(String, Shape)>> = std::sync::OnceLock::new();
    SHAPES
        .get_or_init(|| {
            spec_orientations()
                .into_iter()
                .map(|o| (o.name, o.picture_cells))
                .collect()
        })
        .clone()
}

/// A naive board: a grid of booleans, pieces fall one row at a time.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Naive {
    pub width: usize,
    pub cells: [[bool; 16]; 20],
}

impl Naive {
    pub fn new(width: usize) -> Naive {
        Naive {
            width,
            cells: [[false; 16]; 20],
        }
    }

    fn free(&self, x: isize, y: isize) -> bool {
        if x < 0 || x >= self.width as isize || y < 0 {
            return false;
        }
        y >= 20 || !self.cells[y as usize][x as usize]
    }

    /// Drops `shape` with its x = 0 cells in `column`: start far above, fall while all cells are
    /// free below. None when illegal.
    pub fn drop(
        &self,
        shape: &[(usize, usize)],
        column: u64,
    ) -> Option<(Naive, Vec<(usize, usize)>)> {
        let column = isize::try_from(column).ok()?;
        if shape
            .iter()
            .any(|&(x, _)| column + x as isize >= self.width as isize)
        {
            return None;
        }
        let mut y = 30isize;
        while shape
            .iter()
            .all(|&(x, dy)| self.free(column + x as isize, y - 1 + dy as isize))
        {
            y -= 1;
        }
        if shape.iter().any(|&(_, dy)| y + dy as isize >= 20) {
            return None;
        }
        let mut next = *self;
        let mut filled = Vec::new();
        for &(x, dy) in shape {
            let (cx, cy) = ((column + x as isize) as usize, (y + dy as isize) as usize);
            next.cells[cy][cx] = true;
            filled.push((cx, cy));
        }
        Some((next, filled))
    }

    pub fn lowest_completed(&self) -> Option<usize> {
        (0..20).find(|&r| (0..self.width).all(|c| self.cells[r][c]))
    }
}

/// A strategy in canonical numbering: per node, per slot: (orientation index, column, next).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    pub width: usize,
    pub rows: usize,
    pub adversary: String,
    pub nodes: Vec<Moves>,
}

impl Strategy {
    pub fn longest(&self) -> u64 {
        fn len(s: &Strategy, n: usize) -> u64 {
            s.nodes[n]
                .iter()
                .map(|&(_, _, next)| 1 + next.map_or(0, |c| len(s, c)))
                .max()
                .unwrap()
        }
        len(self, 0)
    }

    pub fn sequences(&self) -> u64 {
        fn seq(s: &Strategy, n: usize) -> u64 {
            s.nodes[n]
                .iter()
                .map(|&(_, _, next)| next.map_or(1, |c| seq(s, c)))
                .sum()
        }
        seq(self, 0)
    }

    /// The canonical text, with header counts recounted here.
    pub fn text(&self) -> String {
        let names = shapes();
        let mut out = format!(
            "sureline-certificate v1\nclaim player-completes-a-line\nwidth {}\nrows {}\nadversary {}\nmax-pieces {}\nnodes {}\nsequences {}\n",
            self.width,
            self.rows,
            self.adversary,
            self.longest(),
            self.nodes.len(),
            self.sequences()
        );
        for (id, moves) in self.nodes.iter().enumerate() {
            out += &id.to_string();
            for &(o, c, next) in moves {
                let next = next.map_or("win".to_string(), |n| n.to_string());
                out += &format!(" {}@{}>{}", names[o].0, c, next);
            }
            out += "\n";
        }
        out + "end\n"
    }
}

/// Merges identical sub-strategies and numbers nodes breadth first from `root`.
/// `raw[n]` = moves of temporary node n with temporary child ids.
pub fn canonicalize(
    width: usize,
    rows: usize,
    adversary: &str,
    raw: &[Moves],
    root: usize,
) -> Strategy {
    // Hash-consing bottom up by recursion with memo.
    fn class(
        n: usize,
        raw: &[Moves],
        memo: &mut HashMap<usize, usize>,
        table: &mut HashMap<Moves, usize>,
        classes: &mut Vec<Moves>,
    ) -> usize {
        if let Some(&c) = memo.get(&n) {
            return c;
        }
        let key: Vec<_> = raw[n]
            .iter()
            .map(|&(o, c, next)| (o, c, next.map(|x| class(x, raw, memo, table, classes))))
            .collect();
        let id = *table.entry(key.clone()).or_insert_with(|| {
            classes.push(key);
            classes.len() - 1
        });
        memo.insert(n, id);
        id
    }
    let (mut memo, mut table, mut classes) = (HashMap::new(), HashMap::new(), Vec::new());
    let root = class(root, raw, &mut memo, &mut table, &mut classes);
    let mut number = HashMap::from([(root, 0usize)]);
    let mut order = vec![root];
    let mut queue = VecDeque::from([root]);
    while let Some(c) = queue.pop_front() {
        for &(_, _, next) in &classes[c] {
            if let Some(x) = next {
                if let std::collections::hash_map::Entry::Vacant(e) = number.entry(x) {
                    e.insert(order.len());
                    order.push(x);
                    queue.push_back(x);
                }
            }
        }
    }
    let nodes = order
        .iter()
        .map(|&c| {
            classes[c]
                .iter()
                .map(|&(o, col, next)| (o, col, next.map(|x| number[&x])))
                .collect()
        })
        .collect();
    Strategy {
        width,
        rows,
        adversary: adversary.to_string(),
        nodes,
    }
}

/// Brute-force search: the first strategy (placements in canonical order) that wins within the
/// smallest budget `d <= max_d`, on concrete boards.
pub fn search(width: usize, rows: usize, adversary: &str, max_d: u32) -> Option<Strategy> {
    struct Search<'a> {
        width: usize,
        rows: usize,
        pieces: Vec<Vec<(usize, &'a Shape)>>,
        memo: HashMap<(Naive, u32), bool>,
    }
    impl Search<'_> {
        fn choose(
            &mut self,
            b: &Naive,
            d: u32,
            slot: usize,
        ) -> Option<(usize, u64, Option<Naive>)> {
            for (o, shape) in self.pieces[slot].clone() {
                for c in 0..self.width as u64 {
                    let Some((after, _)) = b.drop(shape, c) else {
                        continue;
                    };
                    match after.lowest_completed() {
                        Some(r) if r < self.rows => return Some((o, c, None)),
                        Some(_) => continue,
                        None if d > 1 && self.wins(&after, d - 1) => {
                            return Some((o, c, Some(after)))
                        }
                        None => continue,
                    }
                }
            }
            None
        }
        fn wins(&mut self, b: &Naive, d: u32) -> bool {
            if let Some(&w) = self.memo.get(&(*b, d)) {
                return w;
            }
            let w = (0..self.pieces.len()).all(|slot| self.choose(b, d, slot).is_some());
            self.memo.insert((*b, d), w);
            w
        }
        fn build(&mut self, b: &Naive, d: u32, raw: &mut Vec<Moves>) -> usize {
            let mut moves = Vec::new();
            for slot in 0..self.pieces.len() {
                let (o, c, after) = self.choose(b, d, slot).expect("winning position");
                let next = after.map(|a| self.build(&a, d - 1, raw));
                moves.push((o, c, next));
            }
            raw.push(moves);
            raw.len() - 1
        }
    }
    let shapes = shapes();
    let pieces = adversary
        .chars()
        .map(|p| {
            shapes
                .iter()
                .enumerate()
                .filter(|(_, (n, _))| n.starts_with(p))
                .map(|(i, (_, cells))| (i, cells))
                .collect()
        })
        .collect();
    let mut s = Search {
        width,
        rows,
        pieces,
        memo: HashMap::new(),
    };
    let empty = Naive::new(width);
    let d = (1..=max_d).find(|&d| s.wins(&empty, d))?;
    let mut raw = Vec::new();
    let root = s.build(&empty, d, &mut raw);
    Some(canonicalize(width, rows, adversary, &raw, root))
}

/// The numbers a reference reading of the spec finds in a certificate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    pub width: usize,
    pub rows: usize,
    pub adversary: String,
    pub max_pieces: u64,
    pub nodes: usize,
    pub sequences: u64,
}

/// A second, naive verifier: reads the text loosely, then requires that it is the canonical
/// text of what it read, then checks numbering, duplicates and plays every game on `Naive`
/// boards without memo. Only for small certificates.
pub fn reference_verify(bytes: &[u8]) -> Option<Reference> {
    let text = std::str::from_utf8(bytes).ok()?;
    let lines: Vec<&str> = text.strip_suffix('\n')?.split('\n').collect();
    if lines.len() < 10
        || lines[0] != "sureline-certificate v1"
        || lines[1] != "claim player-completes-a-line"
    {
        return None;
    }
    let header = |i: usize, key: &str| -> Option<u64> {
        lines[i].strip_prefix(key)?.strip_prefix(' ')?.parse().ok()
    };
    let width = header(2, "width")? as usize;
    let rows = header(3, "rows")? as usize;
    let adversary = lines[4].strip_prefix("adversary ")?.to_string();
    let (max_pieces, n, sequences) = (
        header(5, "max-pieces")?,
        header(6, "nodes")?,
        header(7, "sequences")?,
    );
    if !(2..=16).contains(&width) || !(1..=20).contains(&rows) || *lines.last()? != "end" {
        return None;
    }
    let canonical_set: String = LETTERS.chars().filter(|c| adversary.contains(*c)).collect();
    if adversary.is_empty() || canonical_set != adversary {
        return None;
    }
    let shapes = shapes();
    let mut nodes = Vec::new();
    for line in &lines[8..lines.len() - 1] {
        let mut tokens = line.split(' ');
        let id: usize = tokens.next()?.parse().ok()?;
        if id != nodes.len() {
            return None;
        }
        let mut moves = Vec::new();
        for (token, piece) in tokens.by_ref().zip(adversary.chars()) {
            let (o, rest) = token.split_once('@')?;
            let (c, next) = rest.split_once('>')?;
            let o = shapes
                .iter()
                .position(|(name, _)| name == o && name.starts_with(piece))?;
            let next = if next == "win" {
                None
            } else {
                Some(next.parse::<usize>().ok()?)
            };
            moves.push((o, c.parse::<u64>().ok()?, next));
        }
        if moves.len() != adversary.len() {
            return None;
        }
        nodes.push(moves);
    }
    let s = Strategy {
        width,
        rows,
        adversary: adversary.clone(),
        nodes,
    };
    // Structure: BFS from the root must number every node 0, 1, 2, ... in order.
    let mut seen = vec![false; s.nodes.len()];
    let mut order = vec![0usize];
    seen[0] = true;
    let mut i = 0;
    while i < order.len() {
        for &(_, _, next) in &s.nodes[order[i]] {
            let x = match next {
                Some(x) if x >= s.nodes.len() => return None,
                Some(x) => x,
                None => continue,
            };
            if !seen[x] {
                seen[x] = true;
                order.push(x);
            }
        }
        i += 1;
    }
    if order != (0..s.nodes.len()).collect::<Vec<_>>() || n as usize != s.nodes.len() {
        return None;
    }
    for a in 0..s.nodes.len() {
        if (0..a).any(|b| s.nodes[a] == s.nodes[b]) {
            return None;
        }
    }
    // Play every game.
    fn play(
        s: &Strategy,
        shapes: &[(String, Shape)],
        n: usize,
        b: Naive,
        depth: u64,
        max: u64,
    ) -> bool {
        s.nodes[n].iter().all(|&(o, c, next)| {
            if depth >= max {
                return false;
            }
            let Some((after, _)) = b.drop(&shapes[o].1, c) else {
                return false;
            };
            match (after.lowest_completed(), next) {
                (Some(r), None) => r < s.rows,
                (None, Some(x)) => play(s, shapes, x, after, depth + 1, max),
                _ => false,
            }
        })
    }
    if !play(&s, &shapes, 0, Naive::new(width), 0, max_pieces) {
        return None;
    }
    if s.longest() != max_pieces || s.sequences() != sequences || s.text().as_bytes() != bytes {
        return None;
    }
    Some(Reference {
        width,
        rows,
        adversary,
        max_pieces,
        nodes: s.nodes.len(),
        sequences,
    })
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    format!("{:x}", Sha256::digest(bytes))
}

/// The figures of a player verdict: (W, R or H, D, N, S).
pub fn figures(v: &Verdict) -> (u8, u8, u64, u64, u64) {
    match v.proves {
        Proves::Win {
            max_pieces,
            nodes,
            sequences,
            ..
        } => (v.width, v.bound, max_pieces, nodes, sequences),
        _ => panic!("not a player verdict of a line game: {v}"),
    }
}

/// Verifies with no claim.
pub fn check(text: &str) -> Result<Verdict, Failure> {
    verify(text.as_bytes(), &Claim::default())
}

/// The rule a certificate is rejected with (panics when it is not a rejection).
pub fn rejected(text: &str) -> Rule {
    rejected_with(text, &Claim::default())
}

pub fn rejected_with(text: &str, claim: &Claim) -> Rule {
    match verify(text.as_bytes(), claim) {
        Err(failure) if failure.exit_code() == 1 => failure.rule,
        other => panic!("expected a rejection, got {other:?} for\n{text}"),
    }
}

/// The spec's example: W=4, R=1, P=O.
pub const W4_R1_O: &str = "sureline-certificate v1
claim player-completes-a-line
width 4
rows 1
adversary O
max-pieces 2
nodes 2
sequences 1
0 O0@0>1
1 O0@2>win
end
";

/// W=2, R=1, P=I: two vertical I pieces side by side.
pub const W2_R1_I: &str = "sureline-certificate v1
claim player-completes-a-line
width 2
rows 1
adversary I
max-pieces 2
nodes 2
sequences 1
0 I1@0>1
1 I1@1>win
end
";

/// Builds a certificate text from header values and node lines (no recount).
pub fn cert(
    width: u64,
    rows: u64,
    adversary: &str,
    d: u64,
    n: u64,
    s: u64,
    nodes: &[&str],
) -> String {
    let mut out = format!(
        "sureline-certificate v1\nclaim player-completes-a-line\nwidth {width}\nrows {rows}\nadversary {adversary}\nmax-pieces {d}\nnodes {n}\nsequences {s}\n"
    );
    for line in nodes {
        out += line;
        out += "\n";
    }
    out + "end\n"
}

/// [surv.adversary] "Correspondence": the compact form of a full survival adversary certificate,
/// each node line replaced by its letter (with preview, the letter of its next nodes, or P's
/// first piece when every field is `x`; node 0's line prefixed by its own piece).
pub fn compact(full: &str) -> String {
    let lines: Vec<&str> = full.lines().collect();
    let start = lines.iter().position(|l| l.starts_with("nodes ")).unwrap() + 1;
    let preview = lines.contains(&"preview 1");
    let first = lines
        .iter()
        .find_map(|l| l.strip_prefix("adversary "))
        .map_or("", |p| &p[..1]);
    let nodes: Vec<Vec<&str>> = lines[start..lines.len() - 1]
        .iter()
        .map(|l| l.split(' ').collect())
        .collect();
    let mut out: Vec<String> = lines[..start].iter().map(|l| l.to_string()).collect();
    for (i, node) in nodes.iter().enumerate() {
        let next = node[2..].iter().find(|f| **f != "x");
        let letter = match next {
            _ if !preview => node[1],
            Some(id) => nodes[id.parse::<usize>().unwrap()][1],
            None => first,
        };
        out.push(match preview && i == 0 {
            true => format!("{} {letter}", node[1]),
            false => letter.to_string(),
        });
    }
    out.push("end".into());
    out.join("\n") + "\n"
}
