//! [rules.abstract] [rules.parity] The lemmas the description walk rests on, confirmed by brute
//! force on concrete boards: in each of the three games (goal(W, R) with K = 20, capped(W, R) with
//! K = R, well(W, H) with K = H) and both move sets, the drop on a description says exactly what
//! the drop says on every board it describes, holes and overhangs included; the checker's own
//! board drops like a naive falling board; and `O` never completes a goal row from a board where
//! every goal row is dead or has an odd gap.

use sureline_checker::description::{Description, Drop, Game, Moves, Position, Rules};
use sureline_checker::{orientation_cells, orientation_size, Board, HEIGHT, ORIENTATION_NAMES};

/// xorshift64: a fixed sequence, so a failure is reproducible.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The description of a concrete board ([rules.abstract]), computed cell by cell.
fn describe(board: &Board, rules: &Rules) -> Description {
    let mut d = Description::EMPTY;
    for c in 0..rules.width {
        let h = board.column_height(c);
        d.heights[usize::from(c)] = h.min(rules.bound);
        for y in 0..rules.bound.min(h) {
            if !board.filled(c, y) {
                d.dead |= 1 << y;
            }
        }
    }
    d
}

/// [rules.games] What a placement does on a concrete board, written from spec/rules.md alone:
/// the piece falls one row at a time from above the board until a cell below it is filled or it
/// reaches the floor; then the game's conditions, in the order of [rules.games]; then the rows
/// `< K` that are complete.
fn naive_drop(board: &Board, rules: &Rules, orientation: usize, column: u8) -> Drop<Board> {
    let offsets = [0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 2, 1, 0, 0, 2];
    let (width, height) = orientation_size(orientation).unwrap();
    let cells = orientation_cells(orientation).unwrap();
    if usize::from(column) + usize::from(width) > usize::from(rules.width) {
        return Drop::Outside;
    }
    let occupied_high = cells
        .iter()
        .any(|&(x, _)| board.column_height(column + x) >= rules.bound);
    if rules.game == Game::Capped && occupied_high {
        return Drop::OnCap;
    }
    let free = |y0: i32| {
        cells.iter().all(|&(x, y)| {
            y0 + i32::from(y) >= HEIGHT as i32
                || !board.filled(column + x, (y0 + i32::from(y)) as u8)
        })
    };
    let mut y0 = HEIGHT as i32;
    while y0 > 0 && free(y0 - 1) {
        y0 -= 1;
    }
    let rows = if rules.game == Game::Well {
        rules.bound
    } else {
        HEIGHT as u8
    };
    if y0 + i32::from(height) > i32::from(rows) {
        return Drop::Above((y0 + i32::from(height) - 1) as u8);
    }
    if rules.moves == Moves::Grid2022 && column < offsets[orientation] {
        return Drop::OutsideSet;
    }
    let mut rows = [0u16; HEIGHT];
    for (r, row) in rows.iter_mut().enumerate() {
        *row = (0..rules.width)
            .filter(|&c| board.filled(c, r as u8))
            .fold(0, |row, c| row | 1 << c);
    }
    cells
        .iter()
        .for_each(|&(x, y)| rows[(y0 + i32::from(y)) as usize] |= 1 << (column + x));
    let after = Board::from_rows(rules.width, rows);
    let full = |r: u8| (0..rules.width).all(|c| after.filled(c, r));
    match (0..rules.bound).find(|&r| full(r)) {
        Some(row) => Drop::Completes(row),
        None => Drop::Continues(after),
    }
}

/// [rules.games] The drop's verdict without the position it leads to.
fn kind<P>(drop: &Drop<P>) -> String {
    match drop {
        Drop::Continues(_) => "continues".into(),
        Drop::Completes(row) => format!("completes {row}"),
        Drop::Above(top) => format!("above {top}"),
        Drop::Outside => "outside".into(),
        Drop::OnCap => "on the cap".into(),
        Drop::OutsideSet => "outside the set".into(),
        Drop::NotLocked | Drop::Unreachable => "not a slide".into(),
    }
}

/// A random board: random columns of random heights with random holes below them.
fn random_board(r: &mut Random, width: u8, top: u8) -> Board {
    let mut rows = [0u16; HEIGHT];
    for c in 0..width {
        let h = r.below(u64::from(top) + 1) as usize;
        for (y, row) in rows.iter_mut().enumerate().take(h) {
            if y + 1 == h || r.below(4) != 0 {
                *row |= 1 << c;
            }
        }
    }
    Board::from_rows(width, rows)
}

/// Random rules of one of the three games: K = 20 for goal(W, R), R for capped(W, R), H for well(W, H).
fn random_rules(r: &mut Random) -> Rules {
    let width = 2 + r.below(7) as u8;
    let game = [Game::Goal, Game::Capped, Game::Well][r.below(3) as usize];
    let bound = if game == Game::Goal {
        HEIGHT as u8
    } else {
        1 + r.below(6) as u8
    };
    let moves = if r.below(2) == 0 {
        Moves::All
    } else {
        Moves::Grid2022
    };
    Rules {
        game,
        width,
        bound,
        moves,
    }
}

/// [rules.abstract] The lemma, in all three games: a description drops exactly like every board it
/// describes (the same outcome, and the description of the board after), and the checker's board
/// drops like a naive falling board. The goal-row game's boards reach up to row 19.
#[test]
fn descriptions_drop_exactly_like_the_boards_they_describe() {
    let mut r = Random(0x9E37_79B9_7F4A_7C15);
    let (mut continued, mut completed, mut games) = (0, 0, [0; 3]);
    for _ in 0..6000 {
        let rules = random_rules(&mut r);
        let top = match rules.game {
            Game::Well | Game::Survival | Game::Lines => rules.bound,
            Game::Capped => rules.bound + 3,
            Game::Goal => [6, 12, 19][r.below(3) as usize],
        };
        let board = random_board(&mut r, rules.width, top);
        if board.completed_rows() & (u32::MAX >> (32 - u32::from(rules.bound))) != 0 {
            continue; // the game has ended before this board
        }
        games[rules.game as usize] += 1;
        let d = describe(&board, &rules);
        for orientation in 0..ORIENTATION_NAMES.len() {
            for column in 0..16 {
                let (on_board, naive) = (
                    board.drop(&rules, orientation, column),
                    naive_drop(&board, &rules, orientation, column),
                );
                let on_description = d.drop(&rules, orientation, column);
                assert_eq!(
                    kind(&on_board),
                    kind(&naive),
                    "{rules:?} {orientation}@{column}\n{board:?}"
                );
                assert_eq!(
                    kind(&on_board),
                    kind(&on_description),
                    "{rules:?} {orientation}@{column}\n{board:?}"
                );
                match (on_board, naive, on_description) {
                    (Drop::Continues(after), Drop::Continues(plain), Drop::Continues(next)) => {
                        assert_eq!(after, plain, "{rules:?} {orientation}@{column}");
                        assert_eq!(
                            next,
                            describe(&after, &rules),
                            "{rules:?} {orientation}@{column}\n{board:?}"
                        );
                        continued += 1;
                    }
                    (Drop::Completes(_), _, _) => completed += 1,
                    _ => {}
                }
            }
        }
    }
    assert!(
        continued > 50_000 && completed > 2_000 && games.iter().all(|&g| g > 1000),
        "{continued} {completed} {games:?}"
    );
}

/// [rules.abstract] Two different boards with one description, in each game, have the same future:
/// every sequence of two drops says the same on both (the induction of the lemma, two steps deep).
#[test]
fn boards_with_one_description_have_the_same_future() {
    let mut r = Random(0x5851_F42D_4C95_7F2D);
    let mut pairs = 0;
    for _ in 0..60_000 {
        let rules = random_rules(&mut r);
        // A well's boards stay within its H rows; the others may stick out above K.
        let top = match rules.game {
            Game::Goal => 8,
            Game::Capped => rules.bound + 2,
            Game::Well | Game::Survival | Game::Lines => rules.bound,
        };
        let a = random_board(&mut r, rules.width, top);
        // Another board of the same description: cells below a column's top flipped at random,
        // kept when the description stays (holes move within dead rows, cells change above K).
        let mut rows = [0u16; HEIGHT];
        for (y, row) in rows.iter_mut().enumerate() {
            *row = (0..rules.width)
                .filter(|&c| a.filled(c, y as u8))
                .fold(0, |row, c| row | 1 << c);
            for c in (0..rules.width).filter(|&c| (y as u8) + 1 < a.column_height(c)) {
                *row ^= u16::from(r.below(3) == 0) << c;
            }
        }
        let b = Board::from_rows(rules.width, rows);
        let mask = u32::MAX >> (32 - u32::from(rules.bound));
        if a == b || describe(&a, &rules) != describe(&b, &rules) || a.completed_rows() & mask != 0
        {
            continue;
        }
        pairs += 1;
        let placements = || (0..19).flat_map(|o| (0..rules.width).map(move |c| (o, c)));
        for (o, c) in placements() {
            match (a.drop(&rules, o, c), b.drop(&rules, o, c)) {
                (Drop::Continues(a2), Drop::Continues(b2)) => {
                    assert_eq!(describe(&a2, &rules), describe(&b2, &rules));
                    for (o2, c2) in placements() {
                        assert_eq!(
                            kind(&a2.drop(&rules, o2, c2)),
                            kind(&b2.drop(&rules, o2, c2)),
                            "{rules:?}"
                        );
                    }
                }
                (x, y) => assert_eq!(kind(&x), kind(&y), "{rules:?} {o}@{c}\n{a:?}\n{b:?}"),
            }
        }
    }
    assert!(pairs > 300, "{pairs}");
}

/// Every sequence of O placements from `board` (the game ends when no O is allowed): true when
/// one of them completes a goal row.
fn o_can_finish(board: &Board, rules: &Rules, budget: u8) -> bool {
    let o = ORIENTATION_NAMES.iter().position(|&n| n == "O0").unwrap();
    budget > 0
        && (0..rules.width).any(|column| match naive_drop(board, rules, o, column) {
            Drop::Completes(_) => true,
            Drop::Continues(after) => o_can_finish(&after, rules, budget - 1),
            _ => false,
        })
}

#[test]
fn o_never_finishes_a_goal_row_with_an_odd_gap() {
    let mut r = Random(0x2545_F491_4F6C_DD1D);
    let (mut odd, mut even) = (0, 0);
    for _ in 0..3000 {
        let width = 2 + r.below(5) as u8;
        let game = if r.below(2) == 0 {
            Game::Capped
        } else {
            Game::Well
        };
        let bound = 1 + r.below(4) as u8;
        let rules = Rules {
            game,
            width,
            bound,
            moves: Moves::All,
        };
        let board = random_board(&mut r, width, bound);
        if board.completed_rows() & ((1 << bound) - 1) != 0 {
            continue;
        }
        let d = describe(&board, &rules);
        let finishes = o_can_finish(&board, &rules, (HEIGHT as u8).min(2 * bound + 2));
        if d.o_cannot_finish(&rules) {
            assert!(!finishes, "{rules:?}\n{board:?}");
            odd += 1;
        } else {
            even += finishes as usize;
        }
    }
    assert!(
        odd > 300 && even > 100,
        "odd {odd}, even boards that O finishes {even}"
    );
}

// ---------------------------------------------------------------------------------------------
// Adversary certificates: a tiny independent producer (exhaustive minimax on descriptions), then
// the exact rejection of every kind of wrong certificate.

use std::collections::HashMap;

use sureline_checker::{verify, Claim, Failure, Verdict, Within};

const PIECES: &str = "IOTSZJL";

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
            let orientations = (0..19).filter(|&o| ORIENTATION_NAMES[o].starts_with(piece));
            orientations
                .flat_map(|o| (0..rules.width).map(move |c| (o, c)))
                .any(|(o, c)| match d.drop(rules, o, c) {
                    Drop::Completes(_) => true,
                    Drop::Continues(child) => player_wins(&child, rules, set, memo),
                    _ => false,
                })
        });
    memo.insert(*d, wins);
    wins
}

/// The line text `HEIGHTS DEAD` of a description.
fn text(d: &Description, rules: &Rules) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let heights: String = (0..usize::from(rules.width))
        .map(|c| char::from(digits[usize::from(d.heights[c])]))
        .collect();
    let dead: String = (0..rules.bound)
        .map(|y| if d.dead >> y & 1 == 1 { 'x' } else { '.' })
        .collect();
    format!("{heights} {dead}")
}

/// The adversary certificate (forever) of a capped game the adversary wins: at each reached
/// non-terminal description, the first piece of `set` all of whose placements keep the player
/// from winning. None when the player wins.
fn adversary_certificate(width: u8, rows: u8, set: &str) -> Option<String> {
    let rules = Rules {
        game: Game::Capped,
        width,
        bound: rows,
        moves: Moves::All,
    };
    let mut memo = HashMap::new();
    if player_wins(&Description::EMPTY, &rules, set, &mut memo) {
        return None;
    }
    let terminal =
        |d: &Description| d.all_dead(&rules) || (set.contains('O') && d.o_cannot_finish(&rules));
    let (mut lines, mut seen, mut queue) = (
        Vec::new(),
        std::collections::HashSet::new(),
        vec![Description::EMPTY],
    );
    while let Some(d) = queue.pop() {
        if terminal(&d) || !seen.insert(d) {
            continue;
        }
        let refutes = |piece: char| {
            (0..19)
                .filter(|&o| ORIENTATION_NAMES[o].starts_with(piece))
                .all(|o| {
                    (0..width).all(|c| match d.drop(&rules, o, c) {
                        Drop::Completes(_) => false,
                        Drop::Continues(child) => {
                            !player_wins(&child, &rules, set, &mut memo.clone())
                        }
                        _ => true,
                    })
                })
        };
        let piece = set
            .chars()
            .find(|&p| refutes(p))
            .expect("the adversary wins here");
        lines.push(format!("{} {piece}", text(&d, &rules)));
        for o in (0..19).filter(|&o| ORIENTATION_NAMES[o].starts_with(piece)) {
            for c in 0..width {
                if let Drop::Continues(child) = d.drop(&rules, o, c) {
                    queue.push(child);
                }
            }
        }
    }
    lines.sort();
    let header = format!(
        "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\nwidth {width}\nrows {rows}\n\
         adversary {set}\nmoves all\nwithin forever\nstates {}\n",
        lines.len()
    );
    Some(header + &lines.iter().map(|l| format!("{l}\n")).collect::<String>() + "end\n")
}

fn verdict(text: &str) -> Result<Verdict, Failure> {
    verify(text.as_bytes(), &Claim::default())
}

fn rule(text: &str) -> String {
    match verdict(text) {
        Ok(v) => panic!("verified a wrong certificate: {v}\n{text}"),
        Err(failure) => failure.rule.name().to_string(),
    }
}

/// A verified adversary certificate with a few state lines: all seven pieces against 4 columns
/// and 3 goal rows of the capped game (the player wins with 2 goal rows, and on 4x3 only by
/// landing on a column already 3 high, which the cap forbids).
fn sample() -> String {
    let cert = adversary_certificate(4, 3, PIECES).expect("the adversary wins capped 4x3");
    assert!(cert.lines().count() > 20, "{cert}");
    cert
}

#[test]
fn a_produced_adversary_certificate_verifies_with_its_claim_line() {
    let cert = sample();
    let states = cert
        .lines()
        .nth(8)
        .unwrap()
        .strip_prefix("states ")
        .unwrap()
        .to_string();
    let line = verdict(&cert).unwrap().to_string();
    assert!(line.starts_with("s VERIFIED sha256:"), "{line}");
    let tail = format!(" claim=adversary-prevents-a-line game=capped width=4 rows=3 moves=all within=forever adversary=IOTSZJL states={states}");
    assert!(line.ends_with(&tail), "{line}");
    // Two O side by side fill row 0 of 4 columns: nothing to certify for the adversary.
    assert!(adversary_certificate(4, 1, "O").is_none());
}

#[test]
fn odd_widths_against_o_need_no_state_line() {
    for width in [3u8, 5, 7, 9, 11] {
        let cert = adversary_certificate(width, 2, "O").unwrap();
        assert!(cert.contains("\nstates 0\nend\n"), "{cert}");
        assert!(verdict(&cert).is_ok());
    }
}

#[test]
fn wrong_adversary_certificates_are_rejected_by_the_exact_rule() {
    let cert = sample();
    let lines: Vec<&str> = cert.lines().collect();
    let states: Vec<&str> = lines[9..lines.len() - 1].to_vec();
    let with = |states: &[String], declared: usize| {
        let header = lines[..8].join("\n");
        format!(
            "{header}\nstates {declared}\n{}end\n",
            states.iter().map(|s| format!("{s}\n")).collect::<String>()
        )
    };
    let owned: Vec<String> = states.iter().map(|s| s.to_string()).collect();
    // A missing state line (the header recounted, and not).
    let mut fewer = owned.clone();
    fewer.remove(fewer.len() / 2);
    assert_eq!(rule(&with(&fewer, fewer.len())), "missing-state");
    assert_eq!(rule(&with(&fewer, owned.len())), "state-count");
    // Lines out of order, or twice.
    let mut swapped = owned.clone();
    swapped.swap(0, 1);
    assert_eq!(rule(&with(&swapped, owned.len())), "state-order");
    let mut twice = owned.clone();
    twice.insert(1, owned[0].clone());
    assert_eq!(rule(&with(&twice, twice.len())), "state-order");
    // A line for a description the walk never reaches, and one for a terminal description.
    for extra in ["3333 ... I", "0000 xxx I"] {
        let mut more = owned.clone();
        more.push(extra.to_string());
        more.sort();
        assert_eq!(
            rule(&with(&more, more.len())),
            "unreachable-state",
            "{extra}"
        );
    }
    // Another piece at some line lets the player complete a row (or leaves a state unlisted).
    let mut failed = 0;
    for i in 0..owned.len() {
        let mut changed = owned.clone();
        let (state, piece) = changed[i].rsplit_once(' ').unwrap();
        let other = PIECES
            .chars()
            .cycle()
            .skip_while(|&p| p.to_string() != piece)
            .nth(1)
            .unwrap();
        changed[i] = format!("{state} {other}");
        match verdict(&with(&changed, changed.len())) {
            Ok(_) => {}
            Err(f) => {
                assert!(
                    ["adversary-fails", "missing-state", "unreachable-state"]
                        .contains(&f.rule.name()),
                    "{f}"
                );
                failed += usize::from(f.rule.name() == "adversary-fails");
            }
        }
    }
    assert!(failed > 0, "some other piece lets the player finish a row");
    // A lying header: fewer goal rows, another width, another game, a budget of 0.
    assert_eq!(rule(&cert.replace("rows 3\n", "rows 2\n")), "syntax"); // the dead fields are 3 wide
    assert_eq!(rule(&cert.replace("width 4\n", "width 5\n")), "syntax"); // the heights are 4
    let well = rule(&cert.replace(
        "game capped\nwidth 4\nrows 3",
        "game well\nwidth 4\nheight 3",
    ));
    assert!(
        ["missing-state", "adversary-fails", "unreachable-state"].contains(&well.as_str()),
        "{well}"
    );
    assert_eq!(
        rule(&cert.replace("within forever", "within 0")),
        "unreachable-state"
    );
}

/// [adv.walk] A depth is expanded in file order: of two faulty lines of depth 1, the one first in
/// the file is the one rejected, although the walk reached the other one first.
#[test]
fn a_depth_is_expanded_in_file_order() {
    // W=4, R=1, pieces IO: the empty board's O reaches 1100 (O0@0) before 0011 (O0@2; O0@1 is
    // terminal, two odd gaps), and an O on either completes row 0.
    let base = "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\nwidth 4\nrows 1\nadversary IO\nmoves all\nwithin forever\nstates 3\n0000 . O\n";
    let both = format!("{base}0011 . O\n1100 . O\nend\n");
    let failure = verdict(&both).expect_err("an O completes row 0 at depth 1");
    assert_eq!(failure.rule.name(), "adversary-fails");
    let message = failure.to_string();
    assert!(
        message.contains("O0@0 on 0011 . completes row 0"),
        "{message}"
    );
    // Either line alone is the one rejected; an I there completes nothing (the wells are odd).
    for (lines, on) in [
        ("0011 . I\n1100 . O", "1100"),
        ("0011 . O\n1100 . I", "0011"),
    ] {
        let failure = verdict(&format!("{base}{lines}\nend\n")).expect_err("an O at depth 1");
        assert!(
            failure.to_string().contains(&format!(" on {on} . ")),
            "{failure}"
        );
    }
    assert!(verdict(&format!("{base}0011 . I\n1100 . I\nend\n")).is_ok());
}

#[test]
fn a_budget_is_used_up_after_d_pieces() {
    // W=4, R=1, only I: the first I completes row 0, so no budget >= 1 can be certified, and
    // budget 0 needs no state line.
    let base = "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\nwidth 4\nrows 1\nadversary I\nmoves all\n";
    let zero = format!("{base}within 0\nstates 0\nend\n");
    assert!(verdict(&zero).unwrap().to_string().contains(" within=0 "));
    let one = format!("{base}within 1\nstates 1\n0000 . I\nend\n");
    assert_eq!(rule(&one), "adversary-fails");
    let missing = format!("{base}within 1\nstates 0\nend\n");
    assert_eq!(rule(&missing), "missing-state");
}

#[test]
fn claims_ask_for_the_certificate_or_something_weaker() {
    let cert = sample();
    let ok = |claim: Claim| verify(cert.as_bytes(), &claim).is_ok();
    let base = Claim::default;
    assert!(
        ok(Claim {
            rows: Some(1),
            ..base()
        }) && ok(Claim {
            rows: Some(3),
            ..base()
        })
    );
    assert!(!ok(Claim {
        rows: Some(4),
        ..base()
    }));
    assert!(
        ok(Claim {
            within: Some(Within::Pieces(40)),
            ..base()
        }) && ok(Claim {
            within: Some(Within::Forever),
            ..base()
        })
    );
    assert!(
        ok(Claim {
            adversary: Some(PIECES.into()),
            ..base()
        }) && !ok(Claim {
            adversary: Some("SZ".into()),
            ..base()
        })
    );
    assert!(
        ok(Claim {
            moves: Some(Moves::Grid2022),
            ..base()
        }) && ok(Claim {
            moves: Some(Moves::All),
            ..base()
        })
    );
    assert!(
        !ok(Claim {
            max_pieces: Some(100),
            ..base()
        }) && !ok(Claim {
            height: Some(2),
            ..base()
        })
    );
    assert!(
        !ok(Claim {
            game: Some(Game::Well),
            ..base()
        }) && !ok(Claim {
            width: Some(5),
            ..base()
        })
    );
    let f = verify(
        cert.as_bytes(),
        &Claim {
            rows: Some(4),
            ..base()
        },
    )
    .unwrap_err();
    assert_eq!(f.rule.name(), "claim-too-weak");
}

#[test]
fn truncated_or_random_adversary_certificates_never_verify() {
    let cert = sample();
    for cut in 0..cert.len() {
        let f = verdict(&cert[..cut]).unwrap_err();
        assert_eq!(f.rule.name(), "syntax", "cut at {cut}");
    }
    let mut r = Random(7);
    for _ in 0..2000 {
        let mut bytes = cert.clone().into_bytes();
        let at = r.below(bytes.len() as u64) as usize;
        bytes[at] = r.below(256) as u8;
        if bytes != cert.as_bytes() {
            if let Ok(v) = verify(&bytes, &Claim::default()) {
                // A changed piece letter may still refute; it must then be another valid policy.
                assert!(
                    v.to_string().contains("claim=adversary-prevents-a-line"),
                    "{v}"
                );
            }
        }
    }
}

#[test]
fn player_certificates_in_the_well_and_the_capped_game() {
    let well = "sureline-certificate v1\nclaim player-completes-a-line\ngame well\nwidth 4\nheight 1\nadversary I\n\
                max-pieces 1\nnodes 1\nsequences 1\n0 I0@0>win\nend\n";
    let line = verify(well.as_bytes(), &Claim::default())
        .unwrap()
        .to_string();
    assert!(
        line.ends_with(" width=4 height=1 pieces<=1 nodes=1 sequences=1 adversary=I game=well"),
        "{line}"
    );
    assert_eq!(
        rule(&well.replace("height 1", "height 3").replace("I0@0", "I1@0")),
        "illegal-placement"
    );
    let claim = |game, height| Claim {
        game,
        height,
        ..Claim::default()
    };
    assert!(verify(well.as_bytes(), &claim(Some(Game::Well), Some(2))).is_ok());
    assert!(verify(well.as_bytes(), &claim(Some(Game::Capped), None)).is_err());
    // The 2022 grids never put T0 at column 0.
    let t =
        "sureline-certificate v1\nclaim player-completes-a-line\nwidth 3\nrows 1\nadversary T\nmax-pieces 1\nnodes 1\n\
             sequences 1\n0 T0@0>win\nend\n";
    assert!(verify(t.as_bytes(), &Claim::default()).is_ok());
    let grid = Claim {
        moves: Some(Moves::Grid2022),
        ..Claim::default()
    };
    assert_eq!(
        verify(t.as_bytes(), &grid).unwrap_err().rule.name(),
        "move-outside-set"
    );
    // The W=4, R=3 example lands a Z on a column already 3 high: a win of the goal-row game, not
    // of the capped game.
    let example = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../certificates/examples/w4-r3-IOTSZJL.cert"
    ))
    .unwrap();
    assert!(verify(&example, &Claim::default()).is_ok());
    let capped = Claim {
        game: Some(Game::Capped),
        ..Claim::default()
    };
    assert_eq!(
        verify(&example, &capped).unwrap_err().rule.name(),
        "cap-exceeded"
    );
}

#[test]
fn a_state_line_may_begin_with_the_height_14() {
    // `e` is the digit of height 14: with K >= 14 a state line can begin with it, and only a line
    // beginning with `en` is the end line (found by the second checker, ambiguity B12).
    let base = "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame capped\nwidth 2\nrows 14\nadversary O\n\
                moves all\nwithin forever\n";
    let cert = format!("{base}states 1\ne0 .............. O\nend\n");
    // Not reachable from the empty board (2 columns against O: the root is not terminal and
    // has no line), so the walk rejects it: but as a rule, not as a syntax error.
    let f = verdict(&cert).unwrap_err();
    assert_ne!(f.rule.name(), "syntax", "{f}");
}
