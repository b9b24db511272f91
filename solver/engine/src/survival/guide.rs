//! [survival.guided] The order the guided search tries things in. The exact search answers
//! with the first placement in canonical order that survives, and proves the adversary's ranks
//! exactly; where that is out of reach (the open cells of the tables), the guided search tries
//! the placements a Tetris player would try first: fewest holes after the drop and the clears,
//! then the lowest stack, then canonical order (a total order, so the answer is still a pure
//! function of the game).

use super::well::{Board, Well};

/// Where a placement's board stands in the guided order: smaller first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rough {
    /// Empty well cells below the top filled cell of their column.
    holes: u32,
    /// Rows up to the highest filled cell (0: the board is empty).
    stack: u8,
}

/// How rough `board` is: its holes, then its stack's height.
pub fn rough(well: &Well, board: &Board) -> Rough {
    let mut holes = 0;
    for c in 0..usize::from(well.width()) {
        let column = board.column(c);
        if column == 0 {
            continue;
        }
        let top = 32 - column.leading_zeros();
        let below_top = (1u32 << top) - 1;
        let solid = (1u32 << well.floor(c)) - 1;
        holes += (below_top & !solid & !column).count_ones();
    }
    Rough {
        holes,
        stack: board.top_row().map_or(0, |t| t + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_count_empty_well_cells_under_a_columns_top() {
        let well = Well::new(4, 6, &[0, 1, 0, 0]).unwrap();
        // Column 0: rows 0 and 2 filled (a hole at row 1); column 1: floor 1, row 3 filled
        // (holes at rows 1 and 2; row 0 is solid, not a hole); column 3 empty.
        let board = Board::from_rows(&[0b0001, 0b0000, 0b0001, 0b0010]);
        let r = rough(&well, &board);
        assert_eq!(r, Rough { holes: 3, stack: 4 });
        assert!(rough(&well, &Board::EMPTY) < r);
    }
}
