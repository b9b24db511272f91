//! [surv.game] [surv.player] [surv.adversary] Survival certificates against an independent reading
//! of spec/survival.md: a naive board (a grid of cells, pieces falling one row at a time, the full
//! rows found after the drop and removed column by column under the floor rule), a brute-force
//! solver of the safety game, and certificates written from it. Every certificate it writes
//! verifies with its claim; every kind of wrong certificate is rejected with the exact rule;
//! mutants of the written certificates are rejected.

mod common;

use std::collections::{BTreeMap, HashMap, VecDeque};

use common::compact;

use sureline_checker::{verify, Claim, Game, Rule, ORIENTATION_NAMES};

/// The orientations' cells (x, y), read from the table of spec/rules.md by hand.
const CELLS: [[(usize, usize); 4]; 19] = [
    [(0, 0), (1, 0), (2, 0), (3, 0)],
    [(0, 0), (0, 1), (0, 2), (0, 3)],
    [(0, 0), (1, 0), (0, 1), (1, 1)],
    [(0, 0), (1, 0), (2, 0), (1, 1)],
    [(0, 0), (0, 1), (1, 1), (0, 2)],
    [(1, 0), (0, 1), (1, 1), (2, 1)],
    [(1, 0), (0, 1), (1, 1), (1, 2)],
    [(0, 0), (1, 0), (1, 1), (2, 1)],
    [(1, 0), (0, 1), (1, 1), (0, 2)],
    [(1, 0), (2, 0), (0, 1), (1, 1)],
    [(0, 0), (0, 1), (1, 1), (1, 2)],
    [(0, 0), (1, 0), (2, 0), (0, 1)],
    [(0, 0), (0, 1), (0, 2), (1, 2)],
    [(2, 0), (0, 1), (1, 1), (2, 1)],
    [(0, 0), (1, 0), (1, 1), (1, 2)],
    [(0, 0), (1, 0), (2, 0), (2, 1)],
    [(0, 0), (1, 0), (0, 1), (0, 2)],
    [(0, 0), (0, 1), (1, 1), (2, 1)],
    [(1, 0), (1, 1), (0, 2), (1, 2)],
];

/// A well: width, height, floor per column.
#[derive(Clone)]
struct Well {
    width: usize,
    height: usize,
    floor: Vec<usize>,
}

/// A board: `cells[y][x]`, 30 rows (room above the well).
type Grid = Vec<Vec<bool>>;

impl Well {
    fn empty(&self) -> Grid {
        vec![vec![false; self.width]; 30]
    }

    /// [surv.game] A placement: None when it does not fit the walls; Some(None) when it tops out;
    /// else the board after the drop and the clears.
    fn turn(&self, grid: &Grid, o: usize, column: usize) -> Option<Option<Grid>> {
        let width = CELLS[o].iter().map(|c| c.0).max().unwrap() + 1;
        if column + width > self.width {
            return None;
        }
        let free = |y: isize| {
            CELLS[o].iter().all(|&(x, dy)| {
                let (c, r) = (column + x, y + dy as isize);
                r >= self.floor[c] as isize && !grid[r as usize][c]
            })
        };
        let mut y = 25isize;
        while free(y - 1) {
            y -= 1;
        }
        let mut grid = grid.clone();
        CELLS[o]
            .iter()
            .for_each(|&(x, dy)| grid[(y + dy as isize) as usize][column + x] = true);
        let well_cell = |c: usize, r: usize| r >= self.floor[c];
        let full: Vec<usize> = (0..30)
            .filter(|&r| (0..self.width).any(|c| well_cell(c, r)))
            .filter(|&r| {
                (0..self.width)
                    .filter(|&c| well_cell(c, r))
                    .all(|c| grid[r][c])
            })
            .collect();
        for (c, &floor) in self.floor.iter().enumerate() {
            let kept: Vec<bool> = (floor..30)
                .filter(|r| !full.contains(r))
                .map(|r| grid[r][c])
                .collect();
            for (i, r) in (floor..30).enumerate() {
                grid[r][c] = kept.get(i).copied().unwrap_or(false);
            }
        }
        Some(
            (grid[self.height..]
                .iter()
                .all(|row| row.iter().all(|&c| !c)))
            .then_some(grid),
        )
    }

    /// The orientations of `piece` with their columns that fit the walls, in canonical order.
    fn placements(&self, piece: char) -> Vec<(usize, usize)> {
        let orientations = (0..19).filter(|&o| ORIENTATION_NAMES[o].starts_with(piece));
        orientations
            .flat_map(|o| (0..self.width).map(move |c| (o, c)))
            .filter(|&(o, c)| self.turn(&self.empty(), o, c).is_some())
            .collect()
    }

    fn header(&self, claim: &str, pieces: &str, preview: bool) -> String {
        let floor: String = self.floor.iter().map(|f| f.to_string()).collect();
        let pieces = pieces
            .strip_prefix('=')
            .map_or(format!("adversary {pieces}"), |s| format!("sequence {s}"));
        format!(
            "sureline-certificate v1\nclaim {claim}\ngame survival\nwidth {}\nheight {}\nfloor {floor}\n{pieces}\npreview {}\n",
            self.width,
            self.height,
            u8::from(preview)
        )
    }
}

/// A position: the board, and (preview) the piece to place or (sequence) the index.
type Pos = (Grid, Option<usize>);

/// How the pieces come in a test game: a set (`IO`), or a sequence (`=SZ`).
struct Game_ {
    well: Well,
    pieces: String,
    preview: bool,
}

impl Game_ {
    fn sequence(&self) -> Option<Vec<char>> {
        self.pieces.strip_prefix('=').map(|s| s.chars().collect())
    }

    fn set(&self) -> Vec<char> {
        self.pieces.chars().collect()
    }

    /// The adversary's choices at a position, and for each the piece placed and the next `x`.
    fn choices(&self, (_, x): &Pos) -> Vec<(char, Option<usize>)> {
        match (self.sequence(), self.preview) {
            (Some(s), _) => vec![(s[x.unwrap()], Some((x.unwrap() + 1) % s.len()))],
            (None, true) => self
                .set()
                .iter()
                .enumerate()
                .map(|(j, _)| (self.set()[x.unwrap()], Some(j)))
                .collect(),
            (None, false) => self.set().into_iter().map(|p| (p, None)).collect(),
        }
    }

    fn roots(&self) -> Vec<Pos> {
        let empty = self.well.empty();
        match (self.sequence(), self.preview) {
            (Some(_), _) => vec![(empty, Some(0))],
            (None, true) => (0..self.set().len())
                .map(|j| (empty.clone(), Some(j)))
                .collect(),
            (None, false) => vec![(empty, None)],
        }
    }

    /// The winning region of the safety game over the positions reachable from the roots, and
    /// the player's first surviving placement at each (position, choice).
    fn solve(&self) -> (Vec<Pos>, HashMap<Pos, bool>) {
        let (mut order, mut seen, mut queue) =
            (Vec::new(), HashMap::new(), VecDeque::from(self.roots()));
        while let Some(pos) = queue.pop_front() {
            if seen.insert(pos.clone(), true).is_some() {
                continue;
            }
            order.push(pos.clone());
            for (piece, next_x) in self.choices(&pos) {
                for (o, c) in self.well.placements(piece) {
                    if let Some(Some(after)) = self.well.turn(&pos.0, o, c) {
                        queue.push_back((after, next_x));
                    }
                }
            }
        }
        let mut changed = true;
        while changed {
            changed = false;
            for pos in &order {
                if seen[pos]
                    && !self
                        .choices(pos)
                        .iter()
                        .all(|&(piece, nx)| self.answer(pos, piece, nx, &seen).is_some())
                {
                    seen.insert(pos.clone(), false);
                    changed = true;
                }
            }
        }
        (order, seen)
    }

    /// The first placement of `piece` at `pos` that stays in the well and reaches a winning position.
    fn answer(
        &self,
        pos: &Pos,
        piece: char,
        nx: Option<usize>,
        winning: &HashMap<Pos, bool>,
    ) -> Option<(usize, usize, Pos)> {
        self.well.placements(piece).into_iter().find_map(|(o, c)| {
            match self.well.turn(&pos.0, o, c) {
                Some(Some(after)) if winning.get(&(after.clone(), nx)) == Some(&true) => {
                    Some((o, c, (after, nx)))
                }
                _ => None,
            }
        })
    }

    /// The player's certificate, breadth first from the roots, one node per position.
    fn player_certificate(&self) -> Option<String> {
        let (_, winning) = self.solve();
        if !self.roots().iter().all(|r| winning[r]) {
            return None;
        }
        let (mut ids, mut order): (HashMap<Pos, usize>, Vec<Pos>) = (HashMap::new(), Vec::new());
        for root in self.roots() {
            ids.insert(root.clone(), order.len());
            order.push(root);
        }
        let mut lines = Vec::new();
        let mut i = 0;
        while i < order.len() {
            let pos = order[i].clone();
            let mut line = i.to_string();
            for (piece, nx) in self.choices(&pos) {
                let (o, c, next) = self.answer(&pos, piece, nx, &winning).unwrap();
                let id = *ids.entry(next.clone()).or_insert_with(|| {
                    order.push(next);
                    order.len() - 1
                });
                line += &format!(" {}@{c}>{id}", ORIENTATION_NAMES[o]);
            }
            lines.push(line);
            i += 1;
        }
        let header = self
            .well
            .header("player-survives", &self.pieces, self.preview);
        Some(format!(
            "{header}nodes {}\n{}\nend\n",
            lines.len(),
            lines.join("\n")
        ))
    }

    /// The adversary's certificate: the rank of each losing position (the most pieces until a
    /// top-out under the adversary's best choice), the choice of least rank (ties in the order of
    /// the set), every placement answered; None when the player survives. With preview the choice
    /// is the next piece, the same whatever the placement, and the adversary picks the first
    /// piece: the root of least rank.
    fn adversary_certificate(&self) -> Option<String> {
        let (order, _) = self.solve();
        let mut rank: HashMap<Pos, (usize, char, Option<usize>)> = HashMap::new();
        let mut grown = true;
        while grown {
            grown = false;
            for pos in order
                .iter()
                .filter(|p| !rank.contains_key(*p))
                .collect::<Vec<_>>()
            {
                let best = self
                    .choices(pos)
                    .into_iter()
                    .filter_map(|(piece, nx)| {
                        let lengths: Option<Vec<usize>> = self
                            .well
                            .placements(piece)
                            .into_iter()
                            .map(|(o, c)| match self.well.turn(&pos.0, o, c) {
                                Some(Some(after)) => rank.get(&(after, nx)).map(|r| r.0 + 1),
                                _ => Some(1),
                            })
                            .collect();
                        lengths.map(|l| (l.into_iter().max().unwrap_or(1), piece, nx))
                    })
                    .min_by_key(|&(len, piece, nx)| (len, self.pieces.find(piece), nx));
                if let Some(best) = best {
                    (grown, _) = (true, rank.insert(pos.clone(), best));
                }
            }
        }
        let roots = self.roots();
        let root = roots
            .iter()
            .filter(|r| rank.contains_key(*r))
            .min_by_key(|r| (rank[*r].0, r.1))?
            .clone();
        let within = rank[&root].0;
        let (mut ids, mut order, mut lines) =
            (HashMap::from([(root.clone(), 0)]), vec![root], Vec::new());
        let mut i = 0;
        while i < order.len() {
            let pos = order[i].clone();
            let (_, piece, nx) = rank[&pos];
            let mut line = format!("{i} {piece}");
            for (o, c) in self.well.placements(piece) {
                match self.well.turn(&pos.0, o, c) {
                    Some(Some(after)) => {
                        let next = (after, nx);
                        let id = *ids.entry(next.clone()).or_insert_with(|| {
                            order.push(next);
                            order.len() - 1
                        });
                        line += &format!(" {id}");
                    }
                    _ => line += " x",
                }
            }
            lines.push(line);
            i += 1;
        }
        let header = self
            .well
            .header("adversary-ends-the-game", &self.pieces, self.preview);
        Some(format!(
            "{header}within {within}\nnodes {}\n{}\nend\n",
            lines.len(),
            lines.join("\n")
        ))
    }
}

fn game(width: usize, height: usize, pieces: &str, preview: bool) -> Game_ {
    Game_ {
        well: Well {
            width,
            height,
            floor: vec![0; width],
        },
        pieces: pieces.into(),
        preview,
    }
}

/// The `within` header of an adversary's certificate.
fn within(cert: &str) -> usize {
    cert.lines()
        .find_map(|l| l.strip_prefix("within "))
        .unwrap()
        .parse()
        .unwrap()
}

fn verdict(text: &str) -> String {
    match verify(text.as_bytes(), &Claim::default()) {
        Ok(v) => v.to_string(),
        Err(f) => format!("{} {:?}", f.rule.name(), f.node),
    }
}

#[test]
fn brute_force_certificates_verify_both_ways() {
    let (mut players, mut adversaries) = (0, 0);
    for (width, height, pieces, preview) in [
        (2, 1, "O", false),
        (2, 2, "O", false),
        (3, 3, "O", false),
        (4, 1, "I", false),
        (4, 2, "O", false),
        (4, 2, "IO", false),
        (4, 3, "IO", true),
        (4, 2, "T", false),
        (2, 3, "S", false),
        (4, 3, "SZ", false),
        (4, 4, "=SZ", false),
        (4, 2, "=SZ", false),
        (3, 2, "L", false),
        (4, 3, "L", false),
        (3, 3, "=SZ", false),
        (5, 2, "O", false),
        (4, 1, "T", false),
        (3, 2, "T", false),
        (3, 2, "OT", true),
        (4, 2, "TL", true),
        (4, 2, "SZ", true),
        (4, 2, "IT", true),
    ] {
        let g = game(width, height, pieces, preview);
        // The game is determined: exactly one side has a strategy.
        assert_ne!(
            g.player_certificate().is_some(),
            g.adversary_certificate().is_some(),
            "{width} {height} {pieces}"
        );
        if let Some(cert) = g.player_certificate() {
            let line = verdict(&cert);
            assert!(
                line.starts_with("s VERIFIED") && line.contains("claim=player-survives"),
                "{line}\n{cert}"
            );
            players += 1;
        }
        if let Some(cert) = g.adversary_certificate() {
            let line = verdict(&cert);
            assert!(
                line.starts_with("s VERIFIED") && line.contains("claim=adversary-ends-the-game"),
                "{line}\n{cert}"
            );
            adversaries += 1;
        }
    }
    assert!(
        players >= 8 && adversaries >= 5,
        "{players} player and {adversaries} adversary certificates"
    );
}

#[test]
fn shaped_floors_clear_as_the_well_lets_them() {
    // W = 4 with a step in the floor: a vertical I in the deep column fills its rows only with the
    // columns whose floor is low enough; the well is survived where the rectangle of the same
    // height is not, and both verdicts are certified.
    let mut survived = 0;
    for floor in [
        vec![0, 0, 0, 0],
        vec![1, 0, 0, 0],
        vec![0, 1, 1, 0],
        vec![2, 0, 0, 0],
    ] {
        for pieces in ["I", "O", "L", "T"] {
            let g = Game_ {
                well: Well {
                    width: 4,
                    height: 3,
                    floor: floor.clone(),
                },
                pieces: pieces.into(),
                preview: false,
            };
            match (g.player_certificate(), g.adversary_certificate()) {
                (Some(cert), None) => {
                    assert!(
                        verdict(&cert).starts_with("s VERIFIED"),
                        "{floor:?} {pieces}\n{cert}"
                    );
                    survived += 1;
                }
                (None, Some(cert)) => assert!(
                    verdict(&cert).starts_with("s VERIFIED"),
                    "{floor:?} {pieces}\n{cert}"
                ),
                other => panic!("{floor:?} {pieces}: {other:?}"),
            }
        }
    }
    assert!(survived >= 3, "{survived}");
}

/// The written certificates with one move or field changed: rejected, or (rarely) still a valid
/// certificate of the same claim; never accepted with a claim they do not prove.
#[test]
fn mutants_of_brute_force_certificates_are_rejected() {
    let (mut rejected, mut total) = (BTreeMap::new(), 0);
    for (width, height, pieces, preview) in [
        (4, 2, "IO", false),
        (4, 3, "IO", true),
        (4, 4, "=SZ", false),
        (4, 3, "SZ", false),
        (4, 2, "IT", true),
        (3, 2, "OT", true),
        (4, 2, "TL", true),
    ] {
        let g = game(width, height, pieces, preview);
        // The brute force's answer: the adversary's shortest sure end, None when the player survives.
        let truth = g.adversary_certificate().map(|cert| within(&cert));
        for cert in [g.player_certificate(), g.adversary_certificate()]
            .into_iter()
            .flatten()
        {
            let lines: Vec<&str> = cert.lines().collect();
            let first = lines.iter().position(|l| l.starts_with("0 ")).unwrap();
            for (i, line) in lines
                .iter()
                .enumerate()
                .skip(first)
                .take(lines.len() - 1 - first)
            {
                let words: Vec<&str> = line.split(' ').collect();
                for (w, shift) in (1..words.len()).flat_map(|w| [(w, false), (w, true)]) {
                    let mut changed = words.clone();
                    let replaced = match words[w].split_once('>') {
                        // A move's next node, or its column one to the right (mod W).
                        Some((placement, next)) if shift => {
                            let (o, c) = placement.split_once('@').unwrap();
                            format!("{o}@{}>{next}", (c.parse::<usize>().unwrap() + 1) % width)
                        }
                        Some((placement, _)) => format!(
                            "{placement}>{}",
                            (i - first + 1) % (lines.len() - 1 - first)
                        ),
                        None if words[w] == "x" => "0".into(),
                        // A node's piece: another of the set (or Z, outside a set of one).
                        None if w == 1 => pieces
                            .chars()
                            .find(|&p| p.to_string() != words[1])
                            .unwrap_or('Z')
                            .into(),
                        None => "x".into(),
                    };
                    changed[w] = &replaced;
                    let mut mutant = lines.clone();
                    let joined = changed.join(" ");
                    mutant[i] = &joined;
                    let text = mutant.join("\n") + "\n";
                    if text == cert {
                        continue;
                    }
                    total += 1;
                    let outcome = verdict(&text);
                    if !outcome.starts_with("s VERIFIED") {
                        *rejected
                            .entry(outcome.split(' ').next().unwrap().to_string())
                            .or_insert(0) += 1;
                    } else if outcome.contains("claim=player-survives") {
                        assert_eq!(truth, None, "a false survival verified:\n{text}");
                    } else {
                        let d: usize = outcome
                            .split(" within=")
                            .nth(1)
                            .unwrap()
                            .split(' ')
                            .next()
                            .unwrap()
                            .parse()
                            .unwrap();
                        assert!(
                            truth.is_some_and(|t| t <= d),
                            "a false end within {d} verified:\n{text}"
                        );
                    }
                }
            }
        }
    }
    let count: usize = rejected.values().sum();
    assert!(
        count * 10 >= total * 9,
        "{count} of {total} rejected: {rejected:?}"
    );
    for rule in [
        "position-mismatch",
        "tops-out",
        "top-out-mismatch",
        "next-piece-mismatch",
    ] {
        assert!(rejected.contains_key(rule), "{rule}: {rejected:?}");
    }
}

/// One wrong certificate per rule of [surv.player] and [surv.adversary].
#[test]
fn every_survival_rule_rejects() {
    let o2 = game(2, 1, "O", false).player_certificate().unwrap();
    assert_eq!(o2, "sureline-certificate v1\nclaim player-survives\ngame survival\nwidth 2\nheight 1\nfloor 00\nadversary O\npreview 0\nnodes 1\n0 O0@0>0\nend\n");
    let rule = |text: &str| verdict(text).split(' ').next().unwrap().to_string();
    assert_eq!(
        rule(&o2.replace("O0@0>0", "I1@0>0")),
        Rule::WrongPiece.name()
    );
    assert_eq!(
        rule(&o2.replace("O0@0>0", "O0@1>0")),
        Rule::IllegalPlacement.name()
    );
    assert_eq!(
        rule(
            &o2.replace("0 O0@0>0", "0 O0@0>1\n1 O0@0>1")
                .replace("nodes 1", "nodes 2")
        ),
        Rule::RepeatedPosition.name()
    );
    assert_eq!(
        rule(&o2.replace("nodes 1", "nodes 2")),
        Rule::NodeCount.name()
    );
    assert_eq!(
        rule(&o2.replace("O0@0>0", "O0@0>1")),
        Rule::DanglingChild.name()
    );
    assert_eq!(rule(&o2.replace("O0@0>0", "O0@0>win")), "syntax");
    // W = 3: O cannot clear a row; it tops out at once in a well of height 1.
    let o3 = o2
        .replace("width 2", "width 3")
        .replace("floor 00", "floor 000");
    assert_eq!(rule(&o3), Rule::TopsOut.name());
    // W = 4, H = 2, O: after O0@0 at the root, O0@0 again is not the position of the root.
    let o4 = "sureline-certificate v1\nclaim player-survives\ngame survival\nwidth 4\nheight 2\nfloor 0000\nadversary O\npreview 0\nnodes 1\n0 O0@0>0\nend\n";
    assert_eq!(rule(o4), Rule::PositionMismatch.name());
    assert!(verdict(
        &o4.replace("0 O0@0>0", "0 O0@0>1\n1 O0@2>0")
            .replace("nodes 1", "nodes 2")
    )
    .starts_with("s VERIFIED"));
    // The adversary: W = 3, H = 2, O only; the longest game has 2 pieces.
    let a3 = game(3, 2, "O", false).adversary_certificate().unwrap();
    assert_eq!(
        a3.lines().filter(|l| l.ends_with(" x x")).count(),
        2,
        "{a3}"
    );
    assert!(
        verdict(&a3).ends_with("within=2 nodes=3"),
        "{}",
        verdict(&a3)
    );
    assert_eq!(
        rule(&a3.replace("within 2", "within 3")),
        Rule::WithinMismatch.name()
    );
    assert_eq!(
        rule(&a3.replace("1 O x x", "1 O x 2")),
        Rule::TopOutMismatch.name()
    );
    assert_eq!(
        rule(&a3.replace("0 O 1 2", "0 O x 2")),
        Rule::CanonicalNumbering.name()
    ); // node 1 first
    assert_eq!(
        rule(&a3.replace("0 O 1 2", "0 O 1 1")),
        Rule::UnreachableNode.name()
    );
    assert_eq!(rule(&a3.replace("0 O 1 2", "0 O 1")), "syntax");
    // A cycle: in W = 4, H = 2, O0@0 then O0@2 clears both rows: the adversary's graph goes round.
    let cycle =
        "sureline-certificate v1\nclaim adversary-ends-the-game\ngame survival\nwidth 4\nheight 2\nfloor 0000\n\
                 adversary O\npreview 0\nwithin 9\nnodes 4\n0 O 1 2 3\n1 O x x 0\n2 O x x x\n3 O 0 x x\nend\n";
    assert_eq!(rule(cycle), Rule::EndlessGame.name());
    // With preview, the adversary commits the next piece before it sees the placement: node 0's
    // next nodes all hold L; one that holds T instead is refused.
    let tl = game(4, 2, "TL", true).adversary_certificate().unwrap();
    assert!(
        tl.contains("\n0 T 1 2 x x x 3 4 x x x\n1 L ")
            && verdict(&tl).contains("preview=1 within=3"),
        "{tl}"
    );
    assert_eq!(
        rule(&tl.replace("\n1 L ", "\n1 T ")),
        Rule::NextPieceMismatch.name()
    );
    // Where the player survives there is no adversary's certificate to write.
    let io = game(4, 2, "IO", false).adversary_certificate();
    assert!(io.is_none(), "the player survives I and O in a 4 x 2 well");
}

#[test]
fn claims_ask_for_the_certificate_or_something_weaker() {
    let cert = game(4, 2, "IO", false).player_certificate().unwrap();
    let ok = |claim: Claim| verify(cert.as_bytes(), &claim).is_ok();
    let base = || Claim {
        game: Some(Game::Survival),
        ..Claim::default()
    };
    assert!(ok(Claim {
        height: Some(5),
        adversary: Some("O".into()),
        preview: Some(true),
        ..base()
    }));
    assert!(!ok(Claim {
        height: Some(1),
        ..base()
    }));
    assert!(!ok(Claim {
        adversary: Some("IOT".into()),
        ..base()
    }));
    assert!(!ok(Claim {
        floor: Some("0001".into()),
        ..base()
    }));
    assert!(!ok(Claim {
        sequence: Some("IO".into()),
        ..base()
    }));
    assert!(!ok(Claim {
        game: Some(Game::Well),
        ..Claim::default()
    }));
    assert!(!ok(Claim {
        max_pieces: Some(9),
        ..base()
    }));
    let adversary = game(3, 2, "O", false).adversary_certificate().unwrap();
    let holds = |claim: Claim| verify(adversary.as_bytes(), &claim).is_ok();
    use sureline_checker::Within;
    assert!(holds(Claim {
        height: Some(1),
        adversary: Some("IO".into()),
        within: Some(Within::Pieces(5)),
        ..base()
    }));
    assert!(!holds(Claim {
        within: Some(Within::Pieces(1)),
        ..base()
    }));
    assert_eq!(
        verify(
            adversary.as_bytes(),
            &Claim {
                within: Some(Within::Forever),
                ..base()
            }
        )
        .map(|_| ())
        .map_err(|f| f.to_string().lines().next().map(str::to_owned)),
        Err(Some("s NOT VERIFIED rule=claim-too-weak".into()))
    ); // [surv.claim] `--forever` asks that the player survives: never an adversary's claim
    assert!(!ok(Claim {
        within: Some(Within::Pieces(9)),
        ..base()
    })); // a player claim has no budget
    assert!(!holds(Claim {
        height: Some(3),
        ..base()
    }));
    assert!(
        holds(Claim {
            preview: Some(false),
            ..base()
        }) && !holds(Claim {
            preview: Some(true),
            ..base()
        })
    );
}

/// The reading of fields and moves gives the same messages as before the walk was made faster
/// (the node id's message made only on failure, the placements of a piece not collected per
/// line, a column past the walls saturated): the exact rule, node and first `c` line.
#[test]
fn misread_fields_and_columns_keep_their_messages() {
    let failure = |text: &str| {
        let f = verify(text.as_bytes(), &Claim::default()).unwrap_err();
        (f.rule.name().to_string(), f.node, f.message, f.at)
    };
    let a3 = game(3, 2, "O", false).adversary_certificate().unwrap();
    let expected = |message: &str, column| {
        let at = Some((11, column));
        ("syntax".to_string(), None, message.to_string(), at)
    };
    assert_eq!(
        failure(&a3.replace("0 O 1 2", "0 O 1 y")),
        expected("expected a node id or \"x\", found \"y\"", 7)
    );
    assert_eq!(
        failure(&a3.replace("0 O 1 2", "0 O 1 02")),
        expected(
            "expected a node id or \"x\" without leading zero, found \"02\"",
            7
        )
    );
    assert_eq!(
        failure(&a3.replace("0 O 1 2", "0 O 1 2 x")),
        expected("expected end of line, found \" \"", 8)
    );
    let o2 = game(2, 1, "O", false).player_certificate().unwrap();
    // A column past 2^32 - 1 is read as 2^32 - 1.
    for (column, shown) in [
        (1u64, 1u64),
        (255, 255),
        (300, 300),
        (99999999999, 4294967295),
    ] {
        let (rule, node, message, _) = failure(&o2.replace("O0@0>0", &format!("O0@{column}>0")));
        assert_eq!((rule.as_str(), node), ("illegal-placement", Some(0)));
        let expected = format!("node 0 (line 10) move O0@{shown} does not stay in the well");
        assert_eq!(message, expected);
    }
}

/// [surv.adversary] The compact form of every brute-force adversary certificate verifies with the
/// full form's verdict line; every compact certificate with one letter changed (to each of the
/// seven) is refused, or verifies a claim the brute force confirms (never a shorter end).
#[test]
fn compact_certificates_and_their_mutants() {
    let (mut rejected, mut total, mut games) = (BTreeMap::new(), 0, 0);
    let strip = |line: String| line.split_once(" claim=").map(|(_, r)| r.to_owned());
    for (width, height, pieces, preview) in [
        (3, 2, "O", false),
        (4, 2, "T", false),
        (4, 3, "SZ", false),
        (4, 2, "=SZ", false),
        (5, 2, "O", false),
        (3, 2, "T", false),
        (3, 3, "=SZ", false),
        (4, 1, "T", false),
        (3, 2, "OT", true),
        (4, 2, "TL", true),
        (4, 2, "SZ", true),
        (4, 2, "IT", true),
    ] {
        let g = game(width, height, pieces, preview);
        let Some(full) = g.adversary_certificate() else {
            continue; // the player survives
        };
        games += 1;
        let short = compact(&full);
        assert_eq!(strip(verdict(&short)), strip(verdict(&full)), "{short}");
        let truth = within(&full);
        let lines: Vec<&str> = short.lines().collect();
        let first = lines.iter().position(|l| l.starts_with("nodes ")).unwrap() + 1;
        for i in first..lines.len() - 1 {
            for at in (0..lines[i].len()).step_by(2) {
                for letter in "IOTSZJL".chars() {
                    let mut line = lines[i].to_string();
                    line.replace_range(at..at + 1, &letter.to_string());
                    if line == lines[i] {
                        continue;
                    }
                    let mut mutant = lines.clone();
                    mutant[i] = &line;
                    let outcome = verdict(&(mutant.join("\n") + "\n"));
                    total += 1;
                    if let Some(d) = outcome.split(" within=").nth(1) {
                        let d: usize = d.split(' ').next().unwrap().parse().unwrap();
                        assert!(truth <= d, "a false end within {d} verified:\n{mutant:?}");
                    } else {
                        let rule = outcome.split(' ').next().unwrap().to_string();
                        *rejected.entry(rule).or_insert(0) += 1;
                    }
                }
            }
        }
    }
    let count: usize = rejected.values().sum();
    assert!(games >= 7, "{games} adversary certificates");
    assert!(count * 10 >= total * 9, "{count} of {total}: {rejected:?}");
    for rule in ["wrong-piece", "missing-node", "unreachable-node"] {
        assert!(rejected.contains_key(rule), "{rule}: {rejected:?}");
    }
}
