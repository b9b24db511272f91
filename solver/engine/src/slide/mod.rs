//! [rules.moves.slide] The slide games on concrete boards: the capped game and the well when the
//! player slides pieces left, right and down from above the board before they lock. Descriptions
//! are not exact here (a hole can be filled from the side, spec/rules.md [rules.moves.lemmas]),
//! so the search keeps whole boards, packed in a u128 (cell (c, r) at bit `r * W + c`); the
//! adversary certificate's boards take W * T' <= 128 bits ([adv.slide]), and so do these.

mod board;
mod memo;
mod search;
mod srs;
#[cfg(test)]
mod tests;

pub use board::{Board, Slid, SlideGame, SlideKind, SlideMoves};
pub use search::{Next, Policy, SlideSearch, Strategy};
