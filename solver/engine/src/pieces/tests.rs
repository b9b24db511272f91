//! Unit tests of `pieces` (kept beside it, in their own file).

use super::*;

#[test]
fn nineteen_orientations_with_the_spec_counts_per_piece() {
    let counts: Vec<usize> = Piece::ALL
        .iter()
        .map(|p| p.orientations().count())
        .collect();
    assert_eq!(counts, vec![2, 1, 4, 2, 2, 4, 4]);
}

#[test]
fn every_orientation_is_normalised_and_distinct() {
    for o in Orientation::ALL {
        assert!(o.cells().iter().any(|c| c.0 == 0), "{o}");
        assert!(o.cells().iter().any(|c| c.1 == 0), "{o}");
        for other in Orientation::ALL {
            if other != o {
                let (mut a, mut b) = (o.cells().to_vec(), other.cells().to_vec());
                a.sort_unstable();
                b.sort_unstable();
                assert_ne!(a, b, "{o} and {other} are the same shape");
            }
        }
    }
}

/// The orientation whose shape is `o`'s left-right mirror image.
fn mirror(o: Orientation) -> Orientation {
    let w = o.width() - 1;
    let mut cells: Vec<(u8, u8)> = o.cells().iter().map(|&(x, y)| (w - x, y)).collect();
    cells.sort_unstable();
    Orientation::ALL
        .into_iter()
        .find(|o| {
            let mut own = o.cells().to_vec();
            own.sort_unstable();
            own == cells
        })
        .expect("every orientation's mirror image is an orientation")
}

#[test]
fn mirrors_pair_s_with_z_and_j_with_l() {
    let name = |n: &str| mirror(Orientation::from_name(n).unwrap()).name();
    assert_eq!(name("S0"), "Z0");
    assert_eq!(name("S1"), "Z1");
    assert_eq!(name("J0"), "L0");
    assert_eq!(name("J1"), "L3");
    assert_eq!(name("T1"), "T3");
    assert_eq!(name("I1"), "I1");
    for o in Orientation::ALL {
        assert_eq!(mirror(mirror(o)), o);
        assert_eq!(mirror(o).piece(), o.piece().mirror());
    }
}

#[test]
fn the_legacy_table_matches_the_2022_grids() {
    // Parse the verbatim 2022 table and compare each rotated grid with the mapping.
    let text = include_str!("../../../../spec/data/pieces-2022.txt");
    let mut lines = text.lines();
    while let Some(header) = lines.next() {
        let numbers: Vec<usize> = header
            .split(|c: char| !c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        let (p, r) = (numbers[0], numbers[1]);
        let grid: Vec<&str> = (0..4).map(|_| lines.next().unwrap()).collect();
        let mut cells = Vec::new();
        for (row_from_top, line) in grid.iter().enumerate() {
            for (x, ch) in line.chars().enumerate() {
                if ch == '#' {
                    cells.push((x as i32, 3 - row_from_top as i32));
                }
            }
        }
        // Column 5 on a wide board: every rotation fits.
        let placement = legacy_to_placement(p, r, 5, 16).unwrap();
        assert_eq!(placement.piece(), LEGACY_PIECES[p]);
        let min_y = cells.iter().map(|c| c.1).min().unwrap();
        let mut expected: Vec<(i32, i32)> =
            cells.iter().map(|&(x, y)| (5 + x, y - min_y)).collect();
        let mut got: Vec<(i32, i32)> = placement
            .orientation
            .cells()
            .iter()
            .map(|&(x, y)| (placement.column as i32 + x as i32, y as i32))
            .collect();
        expected.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, expected, "piece {p} rotation {r}");
    }
}

#[test]
fn the_legacy_order_reaches_every_canonical_placement() {
    for width in 2..=12u8 {
        for piece in Piece::ALL {
            let mut canonical = placements(width, piece, TieBreak::Canonical);
            let mut legacy = placements(width, piece, TieBreak::Legacy2022);
            canonical.sort_unstable();
            legacy.sort_unstable();
            assert_eq!(canonical, legacy, "width {width} piece {piece:?}");
        }
    }
    assert_eq!(
        placement_to_legacy(
            Placement {
                orientation: Orientation::from_name("I1").unwrap(),
                column: 0
            },
            10
        ),
        Some((0, 0))
    );
    assert_eq!(placements(10, Piece::T, TieBreak::Canonical).len(), 34);
    assert_eq!(placements(10, Piece::O, TieBreak::Canonical).len(), 9);
}

#[test]
fn grid_offsets_are_those_of_the_spec() {
    let offsets: Vec<(&str, u8)> = Orientation::ALL
        .into_iter()
        .filter(|&o| grid_offset(o) != 0)
        .map(|o| (o.name(), grid_offset(o)))
        .collect();
    assert_eq!(
        offsets,
        [
            ("T0", 1),
            ("T3", 2),
            ("J0", 1),
            ("J3", 2),
            ("L0", 1),
            ("L3", 2)
        ]
    );
}

#[test]
fn grid_2022_placement_lists() {
    let grid = Problem::capped(10, 6, PieceSet::ALL).with_moves(Moves::Grid2022);
    let names = |piece| -> Vec<String> {
        allowed_placements(&grid, piece, TieBreak::Canonical)
            .iter()
            .map(|p| p.to_string())
            .collect()
    };
    // T: T0 from column 1 (7 of 8), T1 and T2 everywhere (9 and 8), T3 from column 2 (7 of 9).
    let t = names(Piece::T);
    assert_eq!(t.len(), 7 + 9 + 8 + 7);
    assert_eq!(t[0], "T0@1");
    assert!(t.contains(&"T3@2".to_string()) && !t.contains(&"T3@1".to_string()));
    assert_eq!(names(Piece::J).len(), 31);
    assert_eq!(names(Piece::L).len(), 31);
    for piece in [Piece::I, Piece::O, Piece::S, Piece::Z] {
        assert_eq!(
            names(piece).len(),
            placements(10, piece, TieBreak::Canonical).len()
        );
    }
    // Every grid-2022 placement is a legacy move with a grid column >= 0, and back.
    for piece in Piece::ALL {
        let p = legacy_piece_number(piece);
        let mut from_grids: Vec<Placement> = (0..4)
            .flat_map(|r| (0..10).filter_map(move |c| legacy_to_placement(p, r, c, 10)))
            .collect();
        from_grids.sort_unstable();
        from_grids.dedup();
        let mut allowed = allowed_placements(&grid, piece, TieBreak::Canonical);
        allowed.sort_unstable();
        assert_eq!(allowed, from_grids, "{piece:?}");
    }
}
