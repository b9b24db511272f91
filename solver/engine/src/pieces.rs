//! Domain vocabulary shared by the whole solver crate: pieces, orientations, placements, the
//! problem being solved and the placement orders that tie-breaks use (spec/rules.md).
//!
//! This module only describes shapes and orders; it knows nothing of boards or search. It is an
//! independent transcription of the spec: the checker has its own and shares no code with it.

use std::fmt;

/// One of the seven tetrominoes, in canonical piece order I O T S Z J L.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    I,
    O,
    T,
    S,
    Z,
    J,
    L,
}

impl Piece {
    pub const ALL: [Piece; 7] = [
        Piece::I,
        Piece::O,
        Piece::T,
        Piece::S,
        Piece::Z,
        Piece::J,
        Piece::L,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        b"IOTSZJL"[self.index()] as char
    }

    pub fn from_letter(letter: char) -> Option<Piece> {
        Piece::ALL
            .into_iter()
            .find(|p| p.letter() == letter.to_ascii_uppercase())
    }

    /// The piece's orientations in canonical order (spec/rules.md [rules.pieces]).
    pub(crate) fn orientations(self) -> impl Iterator<Item = Orientation> {
        Orientation::ALL
            .into_iter()
            .filter(move |o| o.piece() == self)
    }

    /// The left-right mirror image (S<->Z, J<->L).
    pub(crate) fn mirror(self) -> Piece {
        match self {
            Piece::S => Piece::Z,
            Piece::Z => Piece::S,
            Piece::J => Piece::L,
            Piece::L => Piece::J,
            p => p,
        }
    }
}

/// A set of pieces the adversary may give; iterates in canonical piece order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceSet(u8);

impl std::str::FromStr for PieceSet {
    type Err = String;

    /// Letters such as `IOTSZJL` or `os` (any order, case-insensitive, no repeats).
    fn from_str(text: &str) -> Result<PieceSet, String> {
        let mut bits = 0u8;
        for c in text.chars() {
            let piece = Piece::from_letter(c).ok_or_else(|| {
                format!("'{c}' is not a piece letter (expected some of I O T S Z J L)")
            })?;
            if bits & (1 << piece.index()) != 0 {
                return Err(format!(
                    "piece {} is listed twice in '{text}'",
                    piece.letter()
                ));
            }
            bits |= 1 << piece.index();
        }
        if bits == 0 {
            return Err("the piece set is empty".to_string());
        }
        Ok(PieceSet(bits))
    }
}

impl PieceSet {
    pub const ALL: PieceSet = PieceSet(0x7f);

    pub fn from_pieces(pieces: impl IntoIterator<Item = Piece>) -> PieceSet {
        PieceSet(
            pieces
                .into_iter()
                .fold(0, |bits, p| bits | (1 << p.index())),
        )
    }

    pub fn contains(self, piece: Piece) -> bool {
        self.0 & (1 << piece.index()) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Piece> {
        Piece::ALL.into_iter().filter(move |p| self.contains(*p))
    }

    /// Position of `piece` among the set's pieces (its slot in a certificate node line).
    pub fn slot(self, piece: Piece) -> Option<usize> {
        self.iter().position(|p| p == piece)
    }

    /// True when the mirror image of every piece is in the set (mirror symmetry applies).
    pub fn is_mirror_closed(self) -> bool {
        self.iter().all(|p| self.contains(p.mirror()))
    }
}

impl fmt::Display for PieceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.iter().try_for_each(|p| write!(f, "{}", p.letter()))
    }
}

/// Cells `(x, y)` of the 19 orientations, in canonical order (spec/rules.md [rules.pieces]).
const CELLS: [[(u8, u8); 4]; 19] = [
    [(0, 0), (1, 0), (2, 0), (3, 0)], // I0
    [(0, 0), (0, 1), (0, 2), (0, 3)], // I1
    [(0, 0), (1, 0), (0, 1), (1, 1)], // O0
    [(0, 0), (1, 0), (2, 0), (1, 1)], // T0
    [(0, 0), (0, 1), (1, 1), (0, 2)], // T1
    [(1, 0), (0, 1), (1, 1), (2, 1)], // T2
    [(1, 0), (0, 1), (1, 1), (1, 2)], // T3
    [(0, 0), (1, 0), (1, 1), (2, 1)], // S0
    [(1, 0), (0, 1), (1, 1), (0, 2)], // S1
    [(1, 0), (2, 0), (0, 1), (1, 1)], // Z0
    [(0, 0), (0, 1), (1, 1), (1, 2)], // Z1
    [(0, 0), (1, 0), (2, 0), (0, 1)], // J0
    [(0, 0), (0, 1), (0, 2), (1, 2)], // J1
    [(2, 0), (0, 1), (1, 1), (2, 1)], // J2
    [(0, 0), (1, 0), (1, 1), (1, 2)], // J3
    [(0, 0), (1, 0), (2, 0), (2, 1)], // L0
    [(0, 0), (1, 0), (0, 1), (0, 2)], // L1
    [(0, 0), (0, 1), (1, 1), (2, 1)], // L2
    [(1, 0), (1, 1), (0, 2), (1, 2)], // L3
];

const NAMES: [&str; 19] = [
    "I0", "I1", "O0", "T0", "T1", "T2", "T3", "S0", "S1", "Z0", "Z1", "J0", "J1", "J2", "J3", "L0",
    "L1", "L2", "L3",
];

const PIECE_OF: [Piece; 19] = [
    Piece::I,
    Piece::I,
    Piece::O,
    Piece::T,
    Piece::T,
    Piece::T,
    Piece::T,
    Piece::S,
    Piece::S,
    Piece::Z,
    Piece::Z,
    Piece::J,
    Piece::J,
    Piece::J,
    Piece::J,
    Piece::L,
    Piece::L,
    Piece::L,
    Piece::L,
];

/// One of the 19 fixed shapes, by canonical index 0..19.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Orientation(u8);

impl Orientation {
    const COUNT: usize = 19;
    pub(crate) const ALL: [Orientation; 19] = {
        let mut all = [Orientation(0); 19];
        let mut i = 0;
        while i < 19 {
            all[i] = Orientation(i as u8);
            i += 1;
        }
        all
    };

    pub fn from_index(index: usize) -> Option<Orientation> {
        (index < Self::COUNT).then_some(Orientation(index as u8))
    }

    pub fn from_name(name: &str) -> Option<Orientation> {
        NAMES
            .iter()
            .position(|n| *n == name)
            .map(|i| Orientation(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }

    pub fn piece(self) -> Piece {
        PIECE_OF[self.index()]
    }

    /// Cells `(x, y)`, `x` from the leftmost column, `y` from the lowest row.
    pub fn cells(self) -> [(u8, u8); 4] {
        CELLS[self.index()]
    }

    pub fn width(self) -> u8 {
        self.cells().iter().map(|c| c.0).max().unwrap_or(0) + 1
    }

    pub fn height(self) -> u8 {
        self.cells().iter().map(|c| c.1).max().unwrap_or(0) + 1
    }
}

impl fmt::Display for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A placement: an orientation whose leftmost column goes to board column `column`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    pub orientation: Orientation,
    pub column: u8,
}

impl Placement {
    pub fn piece(self) -> Piece {
        self.orientation.piece()
    }

    /// Whether the piece lies inside `width` columns (height is checked by the drop).
    pub(crate) fn fits_width(self, width: u8) -> bool {
        self.column as usize + self.orientation.width() as usize <= width as usize
    }
}

impl fmt::Display for Placement {
    /// The certificate spelling, e.g. `T2@5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.orientation.name(), self.column)
    }
}

impl std::str::FromStr for Placement {
    type Err = String;

    /// The certificate spelling `T2@5`: an orientation name, `@` and a column.
    fn from_str(text: &str) -> Result<Placement, String> {
        let bad = || {
            format!(
                "'{text}' is not a placement (expected an orientation I0 I1 O0 T0-T3 S0 S1 Z0 Z1 \
                 J0-J3 L0-L3, '@' and a column, e.g. T0@3)"
            )
        };
        let (name, column) = text.split_once('@').ok_or_else(bad)?;
        let orientation = Orientation::from_name(name).ok_or_else(bad)?;
        let digits = !column.is_empty() && column.bytes().all(|b| b.is_ascii_digit());
        let column = column
            .parse::<u8>()
            .ok()
            .filter(|_| digits)
            .ok_or_else(bad)?;
        Ok(Placement {
            orientation,
            column,
        })
    }
}

/// [rules.games] The game a problem is played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Game {
    /// [rules.game.capped] A 20-row board, `R` goal rows, no landing on a column already `R`
    /// high; a row `>= R` never counts.
    Capped,
    /// [rules.game.well] A board `H` rows tall: every piece lies inside it, every row counts.
    Well,
}

impl Game {
    pub fn name(self) -> &'static str {
        match self {
            Game::Capped => "capped",
            Game::Well => "well",
        }
    }

    /// The words printed with every outcome: "in the capped game", "in the well".
    pub fn phrase(self) -> &'static str {
        match self {
            Game::Capped => "in the capped game",
            Game::Well => "in the well",
        }
    }
}

/// [adv.moves] The player's move set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Moves {
    /// Every placement the game allows.
    All,
    /// The 2022 program's moves: 4x4 grids at grid columns `>= 0`, i.e. a placement's column is
    /// at least its orientation's [`grid_offset`].
    Grid2022,
}

impl Moves {
    pub fn name(self) -> &'static str {
        match self {
            Moves::All => "all",
            Moves::Grid2022 => "grid-2022",
        }
    }

    /// Whether the move set contains the placement (the game's own rules aside).
    pub fn allows(self, placement: Placement) -> bool {
        match self {
            Moves::All => true,
            Moves::Grid2022 => placement.column >= grid_offset(placement.orientation),
        }
    }
}

impl std::str::FromStr for Moves {
    type Err = String;

    fn from_str(text: &str) -> Result<Moves, String> {
        match text {
            "all" => Ok(Moves::All),
            "grid-2022" => Ok(Moves::Grid2022),
            _ => Err(format!(
                "unknown move set '{text}' (expected all or grid-2022)"
            )),
        }
    }
}

/// [adv.moves] The smallest grid offset `gx` among the legacy rotations that denote the
/// orientation ([rules.legacy-2022]): 1 for T0 J0 L0, 2 for T3 J3 L3, 0 for the others.
pub fn grid_offset(orientation: Orientation) -> u8 {
    LEGACY_ROTATIONS
        .iter()
        .flatten()
        .filter(|(name, _)| *name == orientation.name())
        .map(|&(_, gx)| gx)
        .min()
        .expect("every orientation is a legacy rotation")
}

/// What is being solved: the game, the board width, the goal rows, the adversary's piece set and
/// the player's move set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Problem {
    pub game: Game,
    pub width: u8,
    /// The goal rows `K`: `R` in the capped game, the height `H` of the well (every row of the
    /// well is a goal row).
    pub rows: u8,
    pub pieces: PieceSet,
    pub moves: Moves,
}

impl Problem {
    /// The capped game with every placement: the problem of format v1 player certificates.
    pub fn capped(width: u8, rows: u8, pieces: PieceSet) -> Problem {
        Problem {
            game: Game::Capped,
            width,
            rows,
            pieces,
            moves: Moves::All,
        }
    }

    /// The well `height` rows tall, every placement.
    pub fn well(width: u8, height: u8, pieces: PieceSet) -> Problem {
        Problem {
            game: Game::Well,
            width,
            rows: height,
            pieces,
            moves: Moves::All,
        }
    }

    /// The same problem with another move set.
    pub fn with_moves(self, moves: Moves) -> Problem {
        Problem { moves, ..self }
    }

    /// Reflecting a board left-right maps the game onto itself ([model.mirror]): the piece set is
    /// mirror-closed and every placement is allowed (the 2022 grids are not symmetric).
    pub(crate) fn is_mirror_symmetric(&self) -> bool {
        self.pieces.is_mirror_closed() && self.moves == Moves::All
    }

    /// `10x6` in the capped game, `10x7-well` in the well (file names and messages).
    pub fn size_name(&self) -> String {
        match self.game {
            Game::Capped => format!("{}x{}", self.width, self.rows),
            Game::Well => format!("{}x{}-well", self.width, self.rows),
        }
    }
}

/// Which order breaks ties between equally good placements (spec/solver-model.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// Orientation index ascending, then column ascending ([rules.placement]).
    Canonical,
    /// The order of the 2022 piece table: rotation, then column from -2 ([rules.legacy-2022]).
    Legacy2022,
}

impl TieBreak {
    pub fn name(self) -> &'static str {
        match self {
            TieBreak::Canonical => "canonical",
            TieBreak::Legacy2022 => "legacy-2022",
        }
    }
}

impl std::str::FromStr for TieBreak {
    type Err = String;

    fn from_str(text: &str) -> Result<TieBreak, String> {
        match text {
            "canonical" => Ok(TieBreak::Canonical),
            "legacy-2022" => Ok(TieBreak::Legacy2022),
            _ => Err(format!(
                "unknown tie-break '{text}' (expected canonical or legacy-2022)"
            )),
        }
    }
}

/// The 2022 piece numbering: legacy piece p is `LEGACY_PIECES[p]`.
pub const LEGACY_PIECES: [Piece; 7] = [
    Piece::I,
    Piece::Z,
    Piece::S,
    Piece::T,
    Piece::L,
    Piece::J,
    Piece::O,
];

/// Legacy (piece, rotation) -> (canonical orientation name, grid offset gx) ([rules.legacy-2022]).
const LEGACY_ROTATIONS: [[(&str, u8); 4]; 7] = [
    [("I1", 0), ("I0", 0), ("I1", 3), ("I0", 0)],
    [("Z1", 0), ("Z0", 0), ("Z1", 2), ("Z0", 1)],
    [("S0", 0), ("S1", 0), ("S0", 1), ("S1", 2)],
    [("T2", 0), ("T1", 0), ("T0", 1), ("T3", 2)],
    [("L2", 0), ("L1", 0), ("L0", 1), ("L3", 2)],
    [("J2", 0), ("J1", 0), ("J0", 1), ("J3", 2)],
    [("O0", 0), ("O0", 0), ("O0", 2), ("O0", 2)],
];

/// The lowest legacy column, as in the 2022 file.
pub const LEGACY_MIN_COLUMN: i32 = -2;

/// Maps a legacy move (legacy piece number, rotation, column) to a canonical placement, or `None`
/// when the rotated grid does not lie inside `width` columns (or the numbers are out of range).
pub fn legacy_to_placement(
    legacy_piece: usize,
    rotation: usize,
    column: i32,
    width: u8,
) -> Option<Placement> {
    let (name, gx) = *LEGACY_ROTATIONS.get(legacy_piece)?.get(rotation)?;
    let orientation = Orientation::from_name(name)?;
    let left = column.checked_add(gx as i32)?;
    if column < LEGACY_MIN_COLUMN || left < 0 || left > u8::MAX as i32 {
        return None;
    }
    let placement = Placement {
        orientation,
        column: left as u8,
    };
    placement.fits_width(width).then_some(placement)
}

/// The legacy number (0..7) of a piece.
pub fn legacy_piece_number(piece: Piece) -> usize {
    LEGACY_PIECES
        .iter()
        .position(|p| *p == piece)
        .expect("all pieces are numbered")
}

/// Legacy moves `(rotation, column)` of a piece in the 2022 order, each paired with its canonical
/// placement; only the first legacy move of each canonical placement is kept.
fn legacy_order(piece: Piece, width: u8) -> Vec<(usize, i32, Placement)> {
    let p = legacy_piece_number(piece);
    let mut seen = Vec::new();
    let mut order = Vec::new();
    for rotation in 0..4 {
        for column in LEGACY_MIN_COLUMN..width as i32 {
            if let Some(placement) = legacy_to_placement(p, rotation, column, width) {
                if !seen.contains(&placement) {
                    seen.push(placement);
                    order.push((rotation, column, placement));
                }
            }
        }
    }
    order
}

/// The legacy move `(rotation, column)` that writes `placement` in the 2022 layout.
pub fn placement_to_legacy(placement: Placement, width: u8) -> Option<(usize, i32)> {
    legacy_order(placement.piece(), width)
        .into_iter()
        .find(|(_, _, p)| *p == placement)
        .map(|(r, c, _)| (r, c))
}

/// The placements of `piece` that fit the problem's width and that its move set contains, in
/// the tie-break's order (whether the game allows one on a board is the drop's business).
pub fn allowed_placements(problem: &Problem, piece: Piece, tie_break: TieBreak) -> Vec<Placement> {
    placements(problem.width, piece, tie_break)
        .into_iter()
        .filter(|&p| problem.moves.allows(p))
        .collect()
}

/// All placements of `piece` that fit in the problem's width, in the tie-break's order.
pub fn placements(width: u8, piece: Piece, tie_break: TieBreak) -> Vec<Placement> {
    match tie_break {
        TieBreak::Canonical => piece
            .orientations()
            .flat_map(|orientation| {
                (0..width).map(move |column| Placement {
                    orientation,
                    column,
                })
            })
            .filter(|p| p.fits_width(width))
            .collect(),
        TieBreak::Legacy2022 => legacy_order(piece, width)
            .into_iter()
            .map(|(_, _, p)| p)
            .collect(),
    }
}

#[cfg(test)]
mod tests;
