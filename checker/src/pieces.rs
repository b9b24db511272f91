//! [rules.pieces] The 19 orientations, copied by hand from the table of spec/rules.md.
//! Pure data: this module must not know about boards, drops or certificates.

/// [rules.pieces] The canonical piece order.
pub const PIECE_ORDER: &str = "IOTSZJL";

/// [rules.pieces] Canonical orientation names, in canonical index order.
pub const ORIENTATION_NAMES: [&str; 19] = [
    "I0", "I1", "O0", "T0", "T1", "T2", "T3", "S0", "S1", "Z0", "Z1", "J0", "J1", "J2", "J3", "L0",
    "L1", "L2", "L3",
];

/// [rules.pieces] The cells `(x, y)` of each orientation, row by row of the spec's table.
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

/// The cells `(x, y)` of orientation `index`, or None when `index > 18`.
pub fn orientation_cells(index: usize) -> Option<[(u8, u8); 4]> {
    CELLS.get(index).copied()
}

/// The piece letter of orientation `index` (the first letter of its name).
pub fn orientation_piece(index: usize) -> Option<char> {
    ORIENTATION_NAMES.get(index)?.chars().next()
}

/// `(width, height)` of orientation `index`: 1 + the largest `x`, 1 + the largest `y`.
pub fn orientation_size(index: usize) -> Option<(u8, u8)> {
    orientation_cells(index).map(|cells| {
        cells
            .iter()
            .fold((0, 0), |(w, h), &(x, y)| (w.max(x + 1), h.max(y + 1)))
    })
}
