//! The slide placements of the engine against the kernel's (checker/src/slide.rs, no shared code)
//! on random boards: the same positions allowed, the same completions.

use quickcheck::{QuickCheck, TestResult};
use sureline_checker::description::{Drop, Position, Rules};
use sureline_checker::{Board as KernelBoard, Game, Moves, HEIGHT};

use super::{Board, SlideGame, SlideKind, SlideMoves};
use crate::pieces::{Piece, PieceSet};

/// A random board of a game: columns of random heights with random holes, as the slide games
/// make them (no complete goal row).
fn random_board(game: &SlideGame, seed: u64) -> Board {
    let mut x = seed | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let (w, t) = (u32::from(game.width), u32::from(game.state_rows()));
    let cap = if game.kind == SlideKind::Capped {
        game.bound + 2
    } else {
        game.bound
    };
    let mut bits = 0u128;
    for c in 0..w {
        let height = (next() % (u64::from(cap) + 1)) as u32;
        for r in 0..height.min(t) {
            if next() % 4 != 0 {
                bits |= 1 << (r * w + c);
            }
        }
    }
    // Break every complete goal row, as no game position has one.
    for y in 0..u32::from(game.bound).min(t) {
        let full = (1u128 << w) - 1;
        if bits >> (y * w) & full == full {
            bits &= !(1 << (y * w + (next() as u32 % w)));
        }
    }
    Board(bits)
}

fn kernel_board(game: &SlideGame, board: Board) -> KernelBoard {
    let mut rows = [0u16; HEIGHT];
    (0..game.state_rows()).for_each(|r| rows[usize::from(r)] = game.row(board, r));
    KernelBoard::from_rows(game.width, rows)
}

/// Every (orientation, column, row) the kernel allows on the board, with its completion.
fn kernel_slides(game: &SlideGame, board: Board, piece: Piece) -> Vec<(usize, u8, u8, bool)> {
    let kind = if game.kind == SlideKind::Capped {
        Game::Capped
    } else {
        Game::Well
    };
    let rules = Rules {
        game: kind,
        width: game.width,
        bound: game.bound,
        moves: match game.moves {
            SlideMoves::Slide => Moves::Slide,
            SlideMoves::Srs => Moves::Srs,
        },
    };
    let b = kernel_board(game, board);
    let mut found = Vec::new();
    for o in (0..19).filter(|&o| sureline_checker::orientation_piece(o) == Some(piece.letter())) {
        let reach = b.reach(&rules, o);
        for c in 0..game.width {
            for r in 0..HEIGHT as u8 {
                match b.place(&rules, o, c, Some((r, reach))) {
                    Drop::Continues(_) => found.push((o, c, r, false)),
                    Drop::Completes(_) => found.push((o, c, r, true)),
                    _ => {}
                }
            }
        }
    }
    found
}

/// The engine's placements of `moves` against the kernel's on a random game and board.
fn property(moves: SlideMoves, seed: u64, width: u8, bound: u8, well: bool) -> TestResult {
    let width = 2 + width % 7;
    let bound = 1 + bound % 6;
    let kind = if well {
        SlideKind::Well
    } else {
        SlideKind::Capped
    };
    let Ok(game) = SlideGame::new(kind, width, bound, PieceSet::ALL) else {
        return TestResult::discard();
    };
    let game = game.with_moves(moves);
    let board = random_board(&game, seed);
    for piece in Piece::ALL {
        let ours: Vec<_> = game
            .placements(board, piece)
            .iter()
            .map(|m| (m.orientation.index(), m.column, m.row, m.completes))
            .collect();
        if ours != kernel_slides(&game, board, piece) {
            return TestResult::failed();
        }
    }
    TestResult::passed()
}

#[test]
fn slides_agree_with_the_kernel_on_random_boards() {
    let slide = |seed, width, bound, well| property(SlideMoves::Slide, seed, width, bound, well);
    QuickCheck::new()
        .tests(2000)
        .quickcheck(slide as fn(u64, u8, u8, bool) -> TestResult);
}

/// [rules.moves.srs] The srs reach (slide/srs.rs) against the kernel's flood, as slides are.
#[test]
fn srs_agrees_with_the_kernel_on_random_boards() {
    let srs = |seed, width, bound, well| property(SlideMoves::Srs, seed, width, bound, well);
    QuickCheck::new()
        .tests(2000)
        .quickcheck(srs as fn(u64, u8, u8, bool) -> TestResult);
}
