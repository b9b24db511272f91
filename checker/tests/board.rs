//! [rules.pieces] [rules.drop] [rules.legal] [rules.completion]: the checker's orientation table
//! against the pictures and cell lists of spec/rules.md, and its board against a naive board where
//! pieces fall one row at a time.

mod common;

use common::*;
use quickcheck::{QuickCheck, TestResult};
use sureline_checker::{
    orientation_cells, orientation_piece, orientation_size, Board, HEIGHT, ORIENTATION_NAMES,
    PIECE_ORDER, ROWS, WIDTHS,
};

#[test]
fn orientation_table_matches_the_spec() {
    let spec = spec_orientations();
    assert_eq!(spec.len(), 19);
    for (i, o) in spec.iter().enumerate() {
        assert_eq!(o.index, i);
        assert_eq!(ORIENTATION_NAMES[i], o.name);
        let cells: Vec<(usize, usize)> = orientation_cells(i)
            .unwrap()
            .iter()
            .map(|&(x, y)| (x as usize, y as usize))
            .collect();
        assert_eq!(cells, o.listed_cells, "{} as listed", o.name);
        let (mut a, mut b) = (cells.clone(), o.picture_cells.clone());
        a.sort();
        b.sort();
        assert_eq!(a, b, "{} against its picture", o.name);
        assert_eq!(
            orientation_size(i),
            Some((o.width as u8, o.height as u8)),
            "{}",
            o.name
        );
        assert_eq!(orientation_piece(i), o.name.chars().next());
        assert!(cells.iter().any(|c| c.0 == 0) && cells.iter().any(|c| c.1 == 0));
    }
    // 19 distinct shapes, in canonical piece order.
    let mut all: Vec<_> = (0..19)
        .map(|i| orientation_cells(i).unwrap().to_vec())
        .collect();
    all.iter_mut().for_each(|s| s.sort());
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 19);
    let letters: String = (0..19).map(|i| orientation_piece(i).unwrap()).collect();
    assert_eq!(letters, "IIOTTTTSSZZJJJJLLLL");
    assert_eq!(PIECE_ORDER, LETTERS);
    assert_eq!(
        (
            orientation_cells(19),
            orientation_piece(19),
            orientation_size(usize::MAX)
        ),
        (None, None, None)
    );
}

fn same(board: &Board, naive: &Naive) -> bool {
    (0..board.width())
        .all(|c| (0..20u8).all(|r| board.filled(c, r) == naive.cells[r as usize][c as usize]))
}

/// Plays `moves` (orientation, column) from the empty board on both boards, comparing as it goes.
fn agree(width: u8, moves: &[(u8, u8)]) -> bool {
    let shapes = shapes();
    let (mut board, mut naive) = (Board::empty(width), Naive::new(width as usize));
    for &(o, c) in moves {
        let (o, c) = (o as usize % 19, u64::from(c % 18));
        match (board.drop_piece(o, c), naive.drop(&shapes[o].1, c)) {
            (None, None) => {}
            (Some((b, cells)), Some((n, mut filled))) => {
                let mut cells: Vec<(usize, usize)> = cells
                    .iter()
                    .map(|&(x, y)| (x as usize, y as usize))
                    .collect();
                cells.sort();
                filled.sort();
                if cells != filled || !same(&b, &n) {
                    return false;
                }
                let lowest =
                    (b.completed_rows() != 0).then(|| b.completed_rows().trailing_zeros() as usize);
                if lowest != n.lowest_completed() {
                    return false;
                }
                (board, naive) = (b, n);
            }
            _ => return false,
        }
    }
    true
}

#[test]
fn drops_agree_with_a_naive_board() {
    fn prop(width: u8, moves: Vec<(u8, u8)>) -> TestResult {
        let width = 2 + width % 15;
        TestResult::from_bool(agree(width, &moves))
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(u8, Vec<(u8, u8)>) -> TestResult);
    // Long games on every width fill the board to the top.
    for width in 2..=16u8 {
        let moves: Vec<(u8, u8)> = (0..400u32)
            .map(|i| ((i * 7 % 19) as u8, (i * 5 % 17) as u8))
            .collect();
        assert!(agree(width, &moves), "width {width}");
    }
}

#[test]
fn board_basics() {
    let b = Board::empty(4);
    assert_eq!(b.width(), 4);
    assert_eq!(b.completed_rows(), 0);
    assert!(!b.filled(0, 0) && !b.filled(99, 0) && !b.filled(0, 99));
    // I1 in column 3: height 4, and the rows above stay empty.
    let (b, cells) = b.drop_piece(1, 3).unwrap();
    assert_eq!(cells, [(3, 0), (3, 1), (3, 2), (3, 3)]);
    assert_eq!(
        (b.column_height(3), b.column_height(0), b.column_height(200)),
        (4, 0, 0)
    );
    // O0 over columns 2-3 rests on the I: y0 = max(h(2) - 0, h(3) - 0) = 4.
    let (b2, cells) = b.drop_piece(2, 2).unwrap();
    assert_eq!(cells, [(2, 4), (3, 4), (2, 5), (3, 5)]);
    // An overhang: T2 at column 1 on heights (0, 0, 0, 4): y0 = max(0 - 0, 0 - 1, 0 - 1, 4 - 1) = 3.
    let (_, cells) = b.drop_piece(5, 1).unwrap();
    assert_eq!(cells, [(2, 3), (1, 4), (2, 4), (3, 4)]);
    // Legality: columns, and the 20 rows.
    assert!(
        b.drop_piece(0, 1).is_none()
            && b.drop_piece(0, u64::MAX).is_none()
            && b.drop_piece(19, 0).is_none()
    );
    let mut tall = b2;
    for _ in 0..3 {
        tall = tall.drop_piece(1, 3).unwrap().0; // column 3: 6 + 3 * 4 = 18 cells high
    }
    assert_eq!(tall.column_height(3), 18);
    assert!(tall.drop_piece(1, 3).is_none(), "rows 18..21 do not fit");
    assert!(
        tall.drop_piece(3, 1).is_some(),
        "T0 over columns 1-3 rests on row 18, its top is row 19"
    );
    assert!(
        tall.drop_piece(18, 2).is_none(),
        "L3 over columns 2-3 would reach row 20"
    );
    assert!(
        tall.drop_piece(2, 2).is_some(),
        "O0 rows 18-19 fits exactly"
    );
    // Completed rows: a full row 0 on width 2.
    let (full, _) = Board::empty(2).drop_piece(2, 0).unwrap();
    assert_eq!(full.completed_rows(), 0b11);
    assert_eq!(HEIGHT, 20);
}

#[test]
fn drawing() {
    let (b, _) = Board::empty(4).drop_piece(2, 0).unwrap();
    assert_eq!(b.draw(&[]), [" 2 ....", " 1 ##..", " 0 ##.."]);
    let (_, piece) = b.drop_piece(3, 1).unwrap();
    assert_eq!(
        b.draw(&piece),
        [" 4 ....", " 3 ..@.", " 2 .@@@", " 1 ##..", " 0 ##.."]
    );
    assert_eq!(Board::empty(3).draw(&[]), [" 0 ..."]);
}

#[test]
fn widths_are_never_clamped() {
    // [rules.board] [rules.game] The ranges, named once, and the widest board.
    assert_eq!((WIDTHS, ROWS, HEIGHT), (2..=16, 1..=20, 20));
    for width in WIDTHS {
        let full = (0..width).fold(Board::empty(width), |b, c| {
            b.drop_piece(1, u64::from(c)).unwrap().0
        }); // I1s
        assert_eq!(
            (full.width(), full.completed_rows()),
            (width, 0b1111),
            "width {width}"
        );
        assert!(full.drop_piece(1, u64::from(width)).is_none());
    }
    // A width outside 2..=16 is refused, not made 2 or 16.
    for width in [0, 1, 17, 200, u8::MAX] {
        assert!(
            std::panic::catch_unwind(|| Board::empty(width)).is_err(),
            "width {width}"
        );
    }
}
