//! Tools for people: figures of a certificate, replaying and playing games against it,
//! pictures of games, and a web page that plays against it. They read certificates only through
//! the checker (`sureline_certify::load`) and own no command-line types.

pub mod adversary;
pub mod frontier;
pub mod play;
mod prompt;
pub mod render;
pub mod stats;
pub mod web;
pub mod words;
