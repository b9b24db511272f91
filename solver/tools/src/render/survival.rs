//! `sureline render` on a survival certificate (spec/survival.md): the boards of one game, position after
//! position (position 0 the empty board), each after its piece's clears, the newest piece in its
//! colour; a game that returns to a position is drawn as a cycle: the position it returns to is
//! outlined and the board that closes the cycle says "back to position k after n pieces".

use sureline_certify::error::{Conflict, Result};
use sureline_certify::load::LoadedSurvival;
use sureline_certify::survival_read::SurvivalCertificate;
use sureline_engine::pieces::Piece;
use sureline_engine::survival::{Board, SurvivalProblem};

use super::font;
use super::grid;
use super::scene::{Anchor, Prim, Scene};
use crate::palette::{piece_color, Rgb, COMPLETED, GRID, INK, LABEL, WHITE};
use crate::survival::game::{first_cycle, longest_game, replay_moves, replay_pieces, Cycle, Ply};
use crate::survival::play::moves_text;
use crate::survival::terminal::{cycle_line, game_line, newest_cells};
use crate::words::count;

/// The most boards a figure draws: a surviving game may be as long as one likes.
pub const MAX_FRAMES: usize = 64;

const CELL: f64 = 20.0;
const PAD: f64 = 16.0;
const GAP: f64 = 28.0;
const TITLE: f64 = 40.0;
/// Below a board: its caption lines.
const CAPTION: f64 = 58.0;
const TEXT: f64 = 12.0;
/// A cell of an earlier piece, and a solid floor cell.
const OLD: Rgb = Rgb(0x9a, 0x9a, 0xa6);
const SOLID: Rgb = Rgb(0x4a, 0x4a, 0x52);

/// One board of the figure: the position after `index` pieces.
#[derive(Clone, Debug)]
pub struct Frame {
    pub board: Board,
    pub newest: Option<(Piece, Vec<(u8, u8)>)>,
    /// The caption lines under the board.
    pub lines: Vec<String>,
    /// Outlined: the position the game returns to.
    pub marked: bool,
}

/// The frames of a game: the start, then one per ply (at most [`MAX_FRAMES`] in all).
pub fn frames(problem: &SurvivalProblem, plies: &[Ply], cycle: Option<Cycle>) -> Vec<Frame> {
    let mut frames = vec![Frame {
        board: Board::EMPTY,
        newest: None,
        lines: vec!["position 0".into(), "empty board".into()],
        marked: false,
    }];
    for (i, ply) in plies.iter().enumerate().take(MAX_FRAMES - 1) {
        let result = match (ply.turn.after, ply.rows_cleared()) {
            (None, _) => "tops out".to_string(),
            (Some(_), 0) => String::new(),
            (Some(_), n) => format!("clears {}", count(u64::from(n), "row", "rows")),
        };
        let mut lines = vec![
            format!("position {}", i + 1),
            format!("{} {} {result}", ply.piece.letter(), ply.placement)
                .trim_end()
                .to_string(),
        ];
        if let Some(c) = cycle.filter(|c| c.first + c.period == i + 1) {
            lines.push(
                cycle_line(c)
                    .split(':')
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            );
        }
        let cells = newest_cells(&problem.well, ply);
        frames.push(Frame {
            board: ply.shown(),
            newest: Some((ply.piece, cells)),
            lines,
            marked: false,
        });
    }
    let closed = cycle.filter(|c| c.first + c.period < frames.len());
    if let Some(frame) = closed.and_then(|c| frames.get_mut(c.first)) {
        frame.marked = true;
        frame.lines.push("the cycle starts here".into());
    }
    frames
}

/// The figure: a title line, then the boards in rows of at most `columns`.
pub fn scene(problem: &SurvivalProblem, frames: &[Frame], columns: usize, heading: &str) -> Scene {
    let well = &problem.well;
    let rows_shown = frames
        .iter()
        .filter_map(|f| f.board.top_row())
        .map(|t| t + 1)
        .max()
        .unwrap_or(0)
        .max(well.height());
    let board_w = f64::from(well.width()) * CELL;
    let board_h = f64::from(rows_shown) * CELL;
    let widest = frames
        .iter()
        .flat_map(|f| &f.lines)
        .map(|l| font::text_width(l, TEXT, false))
        .fold(board_w, f64::max);
    let pitch = (widest + GAP).ceil();
    let (grid_rows, per_row) = grid(frames.len(), columns);
    let row_pitch = board_h + CAPTION;
    let heading = heading.to_string();
    let width = (PAD * 2.0 + pitch * per_row as f64 - GAP)
        .max(PAD * 2.0 + font::text_width(&heading, 14.0, true))
        .ceil();
    let height = PAD + TITLE + row_pitch * grid_rows as f64;
    let mut prims = vec![Prim::Rect {
        x: 0.0,
        y: 0.0,
        w: width,
        h: height,
        fill: Some(WHITE),
        stroke: None,
        class: None,
    }];
    prims.push(text(PAD, PAD + 14.0, 14.0, true, INK, heading));
    for (i, frame) in frames.iter().enumerate() {
        let x = PAD + pitch * (i % per_row) as f64;
        let y = PAD + TITLE + row_pitch * (i / per_row) as f64;
        board(&mut prims, problem, frame, (x, y), rows_shown);
        for (l, line) in frame.lines.iter().enumerate() {
            let color = if l == 2 { COMPLETED } else { LABEL };
            let at = y + board_h + 16.0 + 14.0 * l as f64;
            prims.push(text(x, at, TEXT, l == 0, color, line.clone()));
        }
    }
    Scene {
        width,
        height,
        prims,
    }
}

fn text(x: f64, y: f64, size: f64, bold: bool, color: Rgb, text: String) -> Prim {
    Prim::Text {
        x,
        y,
        size,
        anchor: Anchor::Start,
        color,
        bold,
        text,
    }
}

fn cell(x: f64, y: f64, fill: Rgb) -> Prim {
    Prim::Rect {
        x,
        y,
        w: CELL,
        h: CELL,
        fill: Some(fill),
        stroke: Some((GRID, 1.0)),
        class: None,
    }
}

/// One board: its cells (floor, earlier pieces, the newest), the line at height `H`, its frame.
fn board(
    prims: &mut Vec<Prim>,
    problem: &SurvivalProblem,
    frame: &Frame,
    at: (f64, f64),
    rows: u8,
) {
    let well = &problem.well;
    let (x0, y0) = at;
    let top = |y: u8| y0 + f64::from(rows - 1 - y) * CELL;
    for y in 0..rows {
        for c in 0..usize::from(well.width()) {
            let x = x0 + c as f64 * CELL;
            let newest = frame
                .newest
                .as_ref()
                .filter(|(_, cells)| cells.contains(&(c as u8, y)));
            let fill = match newest {
                Some((piece, _)) => piece_color(*piece),
                None if frame.board.is_filled(c, y) => OLD,
                None if y < well.floor(c) => SOLID,
                None => WHITE,
            };
            prims.push(cell(x, top(y), fill));
        }
    }
    let (w, h) = (f64::from(well.width()) * CELL, f64::from(rows) * CELL);
    let limit = top(well.height() - 1);
    let line = |y1: f64, y2: f64, x1: f64, x2: f64, color: Rgb| Prim::Line {
        x1,
        y1,
        x2,
        y2,
        color,
        width: 1.0,
    };
    if rows > well.height() {
        prims.push(line(limit, limit, x0, x0 + w, COMPLETED));
    }
    let outline = if frame.marked {
        (COMPLETED, 3.0)
    } else {
        (INK, 1.0)
    };
    prims.push(Prim::Rect {
        x: x0,
        y: y0,
        w,
        h,
        fill: None,
        stroke: Some(outline),
        class: None,
    });
}

/// `sureline render` on a survival certificate: the game of `--sequence` (player certificate;
/// default: the first cycle against the first piece) or of `--moves` (adversary certificate;
/// default: the longest game); the game's text (letters or placements), whether it is the
/// adversary's certificate, and the figure.
pub fn draw_game(
    loaded: &LoadedSurvival,
    sequence: Option<&str>,
    moves: Option<&str>,
    columns: usize,
) -> Result<(String, bool, Scene)> {
    let path = loaded.path.clone();
    match (&loaded.certificate, sequence, moves) {
        (SurvivalCertificate::Player(_), _, Some(_)) => Err(Conflict::MovesOnPlayer(path).into()),
        (SurvivalCertificate::Adversary(_), Some(_), _) => {
            Err(Conflict::SequenceOnAdversary(path).into())
        }
        (SurvivalCertificate::Player(strategy), sequence, None) => {
            let game = match sequence {
                Some(letters) => replay_pieces(strategy, letters)?,
                None => first_cycle(strategy)?,
            };
            let problem = game.problem();
            let frames = frames(problem, game.plies(), game.cycle());
            let heading = format!("{}: the player's strategy", game_line(problem));
            let scene = scene(problem, &frames, columns, &heading);
            Ok((game.given(), false, scene))
        }
        (SurvivalCertificate::Adversary(policy), None, moves) => {
            let game = match moves {
                Some(moves) => replay_moves(policy, moves)?,
                None => longest_game(policy)?,
            };
            let problem = game.problem();
            let frames = frames(problem, game.plies(), None);
            let heading = format!(
                "{}: the adversary's policy, every game ends within {}",
                game_line(problem),
                policy.within
            );
            let scene = scene(problem, &frames, columns, &heading);
            Ok((moves_text(&game), true, scene))
        }
    }
}
