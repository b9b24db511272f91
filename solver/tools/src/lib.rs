//! Tools for people, one module per command: `stats`, `play`, `worst`, `render`, `web` and the
//! table of `frontier`; what they share below them: the replay of a game on a verified
//! certificate ([`game`]), the terminal's boards ([`terminal`]) and transcripts
//! ([`transcript`]). They read certificates only through the checker
//! (`sureline_certify::load`) and own no command-line types.

pub mod frontier;
pub mod lines;
pub mod play;
pub mod render;
pub mod stats;
pub mod survival;
pub mod survival_table;
pub mod table;
pub mod web;
pub mod worst;

pub mod game;
pub mod identity;
pub mod palette;
mod prompt;
pub mod terminal;
pub mod transcript;
pub mod words;
