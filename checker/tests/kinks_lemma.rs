//! spec/lines.md [lines.kinks], confirmed by brute force on every board of 4 and 5 columns and 4
//! rows with no full row: a dropped S or Z lying flat completes at most one row, one standing at
//! most two, its two lowest; and two are reached (the bound is tight).

use sureline_checker::{Board, HEIGHT, ORIENTATION_NAMES};

/// The rows (bit r: row r) a drop of `orientation` at `column` completes, and its lowest row.
fn completes(board: &Board, orientation: usize, column: u64) -> Option<(u32, u8)> {
    let (after, cells) = board.drop_piece(orientation, column)?;
    let lowest = cells.iter().map(|&(_, r)| r).min()?;
    Some((after.completed_rows(), lowest))
}

#[test]
fn one_s_or_z_completes_at_most_one_row_flat_and_two_standing() {
    let kinks = ["S0", "S1", "Z0", "Z1"].map(|name| {
        let index = ORIENTATION_NAMES.iter().position(|&n| n == name).unwrap();
        (index, name.ends_with('1'))
    });
    let mut doubles = 0;
    for width in 4u8..=5 {
        let full = (1u16 << width) - 1;
        for bits in 0u32..1 << (4 * u32::from(width)) {
            let mut rows = [0u16; HEIGHT];
            for (r, row) in rows.iter_mut().take(4).enumerate() {
                *row = (bits >> (r as u32 * u32::from(width))) as u16 & full;
            }
            if rows.contains(&full) {
                continue;
            }
            let board = Board::from_rows(width, rows);
            for &(orientation, standing) in &kinks {
                for column in 0..u64::from(width) {
                    let Some((done, lowest)) = completes(&board, orientation, column) else {
                        continue;
                    };
                    let allowed = if standing { 0b11 } else { 0b1 } << lowest;
                    assert_eq!(
                        done & !allowed,
                        0,
                        "{} at {column} on {rows:?}",
                        ORIENTATION_NAMES[orientation]
                    );
                    doubles += usize::from(done.count_ones() == 2);
                }
            }
        }
    }
    assert!(
        doubles > 0,
        "a standing S or Z completes two rows somewhere"
    );
}
