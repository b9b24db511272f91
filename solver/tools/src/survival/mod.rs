//! The tools on survival certificates (spec/survival.md): `stats`, `play`, `render` (its figure
//! is `render::survival`) and `web` read both kinds, the player's strategy (the person gives
//! pieces and watches the rows clear, round the strategy's cycles) and the adversary's policy
//! (the person places pieces until the top-out, within the certificate's `D`). Boards come from
//! the engine's well, never from the file ([`game`]).

pub mod game;
pub mod play;
pub mod stats;
pub mod terminal;
