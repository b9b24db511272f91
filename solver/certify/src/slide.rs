//! The texts of slide certificates ([cert.grammar] with `moves slide`, [adv.slide]) from the
//! engine's slide strategy and policy; the caller verifies them with the checker before writing.

use sureline_engine::slide::{Next, Policy, SlideGame, SlideKind, SlideMoves, Strategy};

/// `rows R` in the capped game, `height H` (after `game well`) in the well.
fn bound_line(game: &SlideGame) -> String {
    match game.kind {
        SlideKind::Capped => format!("rows {}", game.bound),
        SlideKind::Well => format!("height {}", game.bound),
    }
}

fn pieces(game: &SlideGame) -> String {
    game.pieces.iter().map(|p| p.letter()).collect()
}

/// [rules.moves.slide] [rules.moves.srs] The word of the `moves` line: `slide` or `srs`.
pub fn moves_word(game: &SlideGame) -> &'static str {
    match game.moves {
        SlideMoves::Slide => "slide",
        SlideMoves::Srs => "srs",
    }
}

/// [cert.grammar] A player certificate of the slide game: a goal-row certificate (checked with
/// `--game capped` for the capped game) or one of the well.
pub fn player_text(game: &SlideGame, strategy: &Strategy) -> String {
    let well = if game.kind == SlideKind::Well {
        "game well\n"
    } else {
        ""
    };
    let mut text = format!(
        "sureline-certificate v1\nclaim player-completes-a-line\n{well}width {}\n{}\nadversary {}\nmoves {}\nmax-pieces {}\nnodes {}\nsequences {}\n",
        game.width,
        bound_line(game),
        pieces(game),
        moves_word(game),
        strategy.max_pieces,
        strategy.nodes.len(),
        strategy.sequences
    );
    for (id, node) in strategy.nodes.iter().enumerate() {
        text += &id.to_string();
        for &(orientation, column, row, next) in node {
            let next = match next {
                Next::Win => "win".to_string(),
                Next::Node(child) => child.to_string(),
            };
            text += &format!(" {}@{column}:{row}>{next}", orientation.name());
        }
        text.push('\n');
    }
    text + "end\n"
}

/// [adv.slide] An adversary certificate: the policy's boards, `within` forever or a budget.
pub fn adversary_text(game: &SlideGame, policy: &Policy, within: Option<u8>) -> String {
    let kind = if game.kind == SlideKind::Well {
        "well"
    } else {
        "capped"
    };
    let within = within.map_or("forever".to_string(), |d| d.to_string());
    let mut text = format!(
        "sureline-certificate v1\nclaim adversary-prevents-a-line\ngame {kind}\nwidth {}\n{}\nadversary {}\nmoves {}\nwithin {within}\nstates {}\n",
        game.width,
        bound_line(game),
        pieces(game),
        moves_word(game),
        policy.states.len()
    );
    for &(board, piece) in &policy.states {
        text += &format!("{} {}\n", game.text(board), piece.letter());
    }
    text + "end\n"
}
