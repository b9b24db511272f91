use super::*;
use sureline_certify::limits::CheckLimits;

fn cert(path: &str) -> CertRef {
    CertRef {
        path: path.into(),
        sha256: format!("sha256:{}", "ab".repeat(32)),
        lines: 1,
        local: true,
        bytes: 10,
        limits: CheckLimits::Standard,
    }
}

/// A fake solver: the adversary wins below `frontier`, the player at and above it.
fn solver(frontier: u8, asked: &mut Vec<Ask>) -> impl FnMut(Ask) -> Result<Attempt> + '_ {
    move |ask| {
        asked.push(ask);
        Ok(match ask {
            Ask::Decide(s) if s < frontier => Attempt::AdversaryWins(cert(&format!("{s}-adv"))),
            Ask::Decide(_) => Attempt::PlayerWins {
                pieces: Pieces::AtMost(9),
                player: cert("existence"),
                lower_bound: None,
            },
            Ask::Optimal(_) => Attempt::PlayerWins {
                pieces: Pieces::Optimum(7),
                player: cert("optimal"),
                lower_bound: Some(cert("lower")),
            },
        })
    }
}

#[test]
fn the_climb_stops_at_the_first_player_win_and_asks_its_optimum() {
    let mut asked = Vec::new();
    let finding = climb(Game::Capped, 6, &mut solver(5, &mut asked)).unwrap();
    assert_eq!(
        asked,
        [1, 2, 3, 4, 5]
            .map(Ask::Decide)
            .into_iter()
            .chain([Ask::Optimal(5)])
            .collect::<Vec<_>>()
    );
    let Finding::PlayerWins {
        size,
        pieces,
        adversary_below,
        ..
    } = &finding
    else {
        panic!("{finding:?}")
    };
    assert_eq!((*size, *pieces), (5, Pieces::Optimum(7)));
    assert_eq!(adversary_below.as_ref().unwrap().path, "4-adv");
}

#[test]
fn odd_widths_ask_the_largest_size_once() {
    let mut asked = Vec::new();
    let finding = climb(Game::Well, 5, &mut solver(99, &mut asked)).unwrap();
    assert_eq!(asked, [Ask::Decide(MAX_WELL_HEIGHT)]);
    assert!(matches!(
        finding,
        Finding::Parity {
            size: MAX_WELL_HEIGHT,
            ..
        }
    ));
}

#[test]
fn a_budget_overrun_is_an_undecided_cell_with_the_sizes_below() {
    let mut calls = 0;
    let mut solve = |ask| {
        calls += 1;
        Ok(match ask {
            Ask::Decide(1) => Attempt::AdversaryWins(cert("1-adv")),
            _ => Attempt::Undecided {
                reason: "budget".into(),
            },
        })
    };
    let finding = climb(Game::Capped, 12, &mut solve).unwrap();
    assert_eq!(calls, 2);
    let Finding::Undecided {
        size: 2,
        adversary_below: Some(below),
        ..
    } = finding
    else {
        panic!("{finding:?}")
    };
    assert_eq!(below.path, "1-adv");
}

#[test]
fn claims_state_every_certificate_with_its_size() {
    let cell = Cell {
        game: Game::Capped,
        width: 8,
        finding: Finding::PlayerWins {
            size: 6,
            pieces: Pieces::Optimum(14),
            player: cert("8x6-optimal.cert"),
            lower_bound: Some(cert("8x6-no-win-within-13.cert")),
            adversary_below: Some(cert("8x5-adversary.cert")),
        },
        solves: Vec::new(),
    };
    let text = claims_file(std::slice::from_ref(&cell));
    let base = "--game capped --width 8";
    assert!(text.contains(&format!(
        "8x6-optimal.cert {base} --rows 6 --adversary IOTSZJL --max-pieces 14\n"
    )));
    assert!(text.contains(&format!(
        "8x6-no-win-within-13.cert {base} --rows 6 --adversary IOTSZJL --within 13\n"
    )));
    assert!(text.contains(&format!(
        "8x5-adversary.cert {base} --rows 5 --adversary IOTSZJL --forever\n"
    )));
    assert_eq!(sums_file(&[cell]).lines().count(), 3);
}
