//! The engine: the pieces and placements, the abstract game model, the proof search and the
//! strategies it finds. Pure computation: no files, no terminal, no command-line or JSON types
//! (those belong to `sureline-certify`, `sureline-tools` and the `sureline` command).
//!
//! Nothing here is trusted: every strategy becomes a certificate that the independent
//! `sureline-checker` verifies before it is kept.

#![deny(unsafe_code)]

pub mod dag;
pub mod lines;
pub mod model;
pub mod naive;
pub mod pieces;
pub mod search;
pub mod slide;
pub mod start;
pub mod strategy;
pub mod survival;
