//! The transcripts of `play` and `worst`: every board of one game, as text, for a player
//! certificate ([`strategy`]) or an adversary certificate ([`policy`]).

pub mod policy;
pub mod strategy;
