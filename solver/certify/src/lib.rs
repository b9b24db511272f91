//! Certificate writing: the canonical form of a strategy, the adversary certificate of a policy,
//! verified atomic writes of certificates and manifests, reading certificates back through the checker, the 2022 legacy format, and the
//! solve pipeline that ties the engine to the checker.
//!
//! It decides nothing about the game (the engine does) and judges no certificate (the checker
//! does); it owns no terminal output and no command-line types.

pub mod adversary;
pub mod canonical;
pub mod checkpoint;
pub mod error;
pub mod files;
pub mod legacy;
pub mod limits;
pub mod lines;
pub mod lines_read;
pub mod load;
pub mod manifest;
pub mod pipeline;
pub mod slide;
pub mod split;
pub mod strategy;
pub mod sums;
pub mod survival;
pub mod survival_read;
