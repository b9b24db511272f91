//! A certificate's identity as the tools print it: lowercase hexadecimal SHA-256 of its bytes.

use std::fmt::Write as _;

use sha2::{Digest, Sha256};

/// Lowercase hexadecimal SHA-256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut hex = String::with_capacity(64);
    for b in digest {
        let _ = write!(hex, "{b:02x}");
    }
    hex
}
