//! One palette for every picture of a game: the terminal (`play`, `worst`), the pictures
//! (`render`) and the web page (`web`) colour a piece the same. The piece colours are the
//! Okabe-Ito palette, told apart with the common colour-vision deficiencies; every cell also
//! shows its piece's letter (terminal, page) or sits in a legend (pictures).

use sureline_engine::pieces::Piece;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// The nearest colour of the 256-colour terminal's 6x6x6 cube, as its index (16..=231).
    pub fn ansi_256(self) -> u8 {
        const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
        let level = |v: u8| {
            (0..6)
                .min_by_key(|&i| LEVELS[i].abs_diff(v))
                .expect("six levels") as u8
        };
        16 + 36 * level(self.0) + 6 * level(self.1) + level(self.2)
    }
}

/// I sky blue, O yellow, T reddish purple, S bluish green, Z vermilion, J blue, L orange.
pub fn piece_color(piece: Piece) -> Rgb {
    match piece {
        Piece::I => Rgb(0x56, 0xb4, 0xe9),
        Piece::O => Rgb(0xf0, 0xe4, 0x42),
        Piece::T => Rgb(0xcc, 0x79, 0xa7),
        Piece::S => Rgb(0x00, 0x9e, 0x73),
        Piece::Z => Rgb(0xd5, 0x5e, 0x00),
        Piece::J => Rgb(0x00, 0x72, 0xb2),
        Piece::L => Rgb(0xe6, 0x9f, 0x00),
    }
}

/// The colour of a piece's letter on its cell: white on the dark J, black on the others.
pub fn letter_color(piece: Piece) -> Rgb {
    match piece {
        Piece::J => WHITE,
        _ => BLACK,
    }
}

pub const WHITE: Rgb = Rgb(255, 255, 255);
pub const BLACK: Rgb = Rgb(0, 0, 0);
/// Text, cell borders and frames.
pub const INK: Rgb = Rgb(0x1d, 0x1d, 0x1f);
/// Grid lines.
pub const GRID: Rgb = Rgb(0xd9, 0xd9, 0xd9);
/// The band behind the goal rows.
pub const GOAL_BAND: Rgb = Rgb(0xee, 0xf3, 0xfb);
/// A dead goal row (a hole in it: it can never be completed), behind its cells.
pub const DEAD: Rgb = Rgb(0xf3, 0xd9, 0xcc);
/// The marks of a dead goal row.
pub const DEAD_MARK: Rgb = Rgb(0xa2, 0x3b, 0x00);
/// Row and column numbers.
pub const LABEL: Rgb = Rgb(0x5b, 0x5b, 0x66);
/// The completed row's frame.
pub const COMPLETED: Rgb = Rgb(0xe6, 0x00, 0x7e);

/// The page's CSS of the piece colours (`.p-I` ...), from this palette.
pub fn piece_css() -> String {
    Piece::ALL
        .iter()
        .map(|&piece| {
            format!(
                ".p-{} {{ background: {}; color: {}; }}\n",
                piece.letter(),
                piece_color(piece).hex(),
                letter_color(piece).hex()
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_colours_are_the_nearest_of_the_cube() {
        assert_eq!(Rgb(0, 0, 0).ansi_256(), 16);
        assert_eq!(Rgb(255, 255, 255).ansi_256(), 231);
        // J (#0072b2): 0, 95, 175.
        assert_eq!(piece_color(Piece::J).ansi_256(), 16 + 6 + 3);
    }

    #[test]
    fn the_page_gets_a_rule_per_piece() {
        let css = piece_css();
        assert_eq!(css.lines().count(), 7);
        assert!(css.contains(".p-J { background: #0072b2; color: #ffffff; }"));
    }
}
