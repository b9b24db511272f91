//! End-to-end tests across the crates.
