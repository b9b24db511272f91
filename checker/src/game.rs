//! [rules.games] [rules.abstract] The three games and what one placement does in them, for any
//! kind of position a walk keeps: a concrete board (board.rs) or its description
//! (description.rs). Which placements a game allows is decided here once, from the column
//! heights a position knows; the position only says what the drop fills. It must not know about
//! certificates, lines or claims.

use std::hash::Hash;

use crate::pieces::{orientation_cells, orientation_piece, orientation_size, ORIENTATION_NAMES};

/// [rules.board] The number of rows of the board.
pub const HEIGHT: usize = 20;

/// [rules.games] The games (ordered: the well and survival have a height, the others goal rows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Game {
    /// [rules.game.goal] 20 rows, any completed row ends the game.
    Goal,
    Capped,
    Well,
    /// [surv.game] Rows clear; the player must keep every cell below H (spec/survival.md).
    Survival,
    /// [lines.game] Survival's well, the player wins by clearing rows (spec/lines.md).
    Lines,
}

/// [adv.moves] The player's move sets; from `Slide` on, a move names its final row and walks
/// are on boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Moves {
    All,
    Grid2022,
    /// [rules.moves.slide] Left, right and down from above the board, then lock.
    Slide,
    /// [rules.moves.srs] Slides and the Super Rotation System's turns, from the spawn.
    Srs,
}

/// [adv.grammar] `within`: a piece budget, or none. Ordered by strength: any budget is below
/// `Forever`, and a budget below a larger one ([adv.claim]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Within {
    Pieces(u64),
    Forever,
}

impl std::fmt::Display for Within {
    /// [adv.claim] [lines.claim] A verdict's `within`: the budget or `forever`.
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Within::Pieces(d) => write!(f, "{d}"),
            Within::Forever => f.write_str("forever"),
        }
    }
}

/// [adv.moves] The smallest column of each orientation that `moves grid-2022` allows, by canonical
/// index: 1 for T0 J0 L0, 2 for T3 J3 L3.
const GRID_2022_OFFSET: [u8; 19] = [0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 2, 1, 0, 0, 2];

/// [rules.placement] The placements `(orientation, column)` of `piece` that fit between the walls
/// of `width` columns, in canonical order.
pub fn placements(piece: char, width: u8) -> impl Iterator<Item = (u8, u8)> {
    let fits = move |o: usize| orientation_size(o).map_or(0, |s| (width + 1).saturating_sub(s.0));
    let orientations =
        (0..ORIENTATION_NAMES.len()).filter(move |&o| orientation_piece(o) == Some(piece));
    orientations.flat_map(move |o| (0..fits(o)).map(move |c| (o as u8, c)))
}

/// The rules of one game: which placements are allowed, which rows a description tracks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub game: Game,
    pub width: u8,
    /// K of [rules.abstract]: 20 in the goal-row game, R in the capped game, H in the well.
    pub bound: u8,
    pub moves: Moves,
}

/// [rules.moves.slide] The top T: a piece starts at row T, wholly above the board's T rows.
pub fn top(rules: &Rules) -> u8 {
    [HEIGHT as u8, rules.bound][usize::from(rules.game == Game::Well)]
}

/// [adv.slide] The rows T' a state line writes: H in the well, R + 3 in the capped game.
pub fn state_rows(rules: &Rules) -> u8 {
    rules.bound + [3, 0][usize::from(rules.game == Game::Well)]
}

/// What a placement does on a position: the reason it is not allowed, or its outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drop<P> {
    /// [rules.legal] It does not fit between the walls.
    Outside,
    /// [rules.game.capped] It would occupy a column already K high.
    OnCap,
    /// [rules.legal] [rules.game.well] Its top would be this row, above the board or the well.
    Above(u8),
    /// [adv.moves] `moves grid-2022` does not have it.
    OutsideSet,
    /// [rules.moves.slide] Its cells overlap filled ones, or it could still move down.
    NotLocked,
    /// [rules.moves.slide] No slide from above the board reaches it.
    Unreachable,
    /// The lowest completed row among the rows `< K`.
    Completes(u8),
    Continues(P),
}

/// A position of a game as a walk keeps it ([cert.semantics], [adv.walk]).
pub trait Position: Copy + Sized {
    /// What the walk's memo keeps of a position.
    type Key: Copy + Eq + Hash;
    fn memo_key(&self, rules: &Rules) -> Self::Key;
    /// The height of `column`; for a description its capped height (exact below K).
    fn height(&self, column: u8) -> u8;
    /// The position after the piece fills `cells` (column, row), and the lowest completed row `< K`.
    fn fill(&self, rules: &Rules, cells: [(u8, u8); 4]) -> Drop<Self>;
    /// [rules.moves.slide] Whether `orientation` at (column, row) is free and cannot move down;
    /// never on a description, where slides are not exact.
    fn locked(&self, _: &Rules, _: usize, _: u8, _: u8) -> bool {
        false
    }
    /// [adv.grammar] The packed key of a state line's position; the order of keys is the byte order
    /// of the lines.
    fn state_key(&self, rules: &Rules) -> u128;
    /// [adv.grammar] The position as a state line writes it.
    fn text(&self, rules: &Rules) -> String;
    /// [adv.terminal] Dead or parity (`o`: O is in P); the budget is the walk's.
    fn terminal(&self, rules: &Rules, o: bool) -> bool;
    /// [rules.moves.slide] The positions `orientation` reaches, bit r of word c; none on a description.
    fn reach(&self, _: &Rules, _: usize) -> [u32; 16] {
        [0; 16]
    }

    /// [rules.games] What `(orientation, column)` does when hard-dropped.
    fn drop(&self, rules: &Rules, orientation: usize, column: u8) -> Drop<Self> {
        self.place(rules, orientation, column, None)
    }

    /// [rules.games] [rules.moves.slide] What `(orientation, column)` does, hard-dropped or (`slide`:
    /// its row and the orientation's reachable positions, bit r of word c) slid there, the reasons
    /// tested in this order. The resting row ([rules.drop]) reads only the heights of the occupied
    /// columns, which are exact once the cap holds ([rules.abstract] (2)).
    fn place(
        &self,
        rules: &Rules,
        o: usize,
        column: u8,
        slide: Option<(u8, [u32; 16])>,
    ) -> Drop<Self> {
        let orientation = o;
        let (Some((width, height)), Some(cells)) = (
            orientation_size(orientation),
            orientation_cells(orientation),
        ) else {
            return Drop::Outside;
        };
        let h = |x: u8| self.height(column + x);
        if usize::from(column) + usize::from(width) > usize::from(rules.width) {
            Drop::Outside
        } else if rules.game == Game::Capped && cells.iter().any(|&(x, _)| h(x) >= rules.bound) {
            Drop::OnCap
        } else {
            // [rules.legal] [rules.game.well] The rows a piece must stay within: H in a well, else 20.
            let rest = cells.iter().map(|&(x, y)| h(x).saturating_sub(y)).max();
            let y0 = slide.map_or(rest.unwrap_or(0), |(row, _)| row);
            let rows = HEIGHT as u8;
            if y0.saturating_add(height)
                > if rules.game == Game::Well {
                    rules.bound
                } else {
                    rows
                }
            {
                Drop::Above(y0.saturating_add(height - 1))
            } else if rules.moves == Moves::Grid2022 && column < GRID_2022_OFFSET[orientation] {
                Drop::OutsideSet
            } else if slide.is_some() && !self.locked(rules, o, column, y0) {
                Drop::NotLocked
            } else if slide.is_some_and(|(_, reach)| reach[usize::from(column)] >> y0 & 1 == 0) {
                Drop::Unreachable
            } else {
                self.fill(rules, cells.map(|(x, y)| (column + x, y0 + y)))
            }
        }
    }
}
