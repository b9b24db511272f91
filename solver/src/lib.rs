//! sureline's untrusted producer: the abstract game model, the search, the strategy it finds, and
//! the tools that turn strategies into canonical certificates and let people look inside them.
//!
//! Nothing here is trusted: every certificate this crate writes is verified by the independent
//! `sureline-checker` crate before it is kept on disk.

pub mod certificate;
pub mod error;
pub mod legacy;
pub mod manifest;
pub mod model;
pub mod naive;
pub mod pieces;
pub mod pipeline;
pub mod play;
pub mod render;
pub mod search;
pub mod stats;
pub mod strategy;
