//! The rows every `stats` table starts with and how they are written: leaf functions, shared by
//! the tables of each kind of certificate.

use std::io::Write;
use std::path::Path;

/// The first rows of either table: the file and its identity.
pub fn identity_rows(path: Option<&Path>, sha256: &str) -> Vec<(&'static str, String)> {
    let file = path.map(|path| ("certificate", path.display().to_string()));
    file.into_iter()
        .chain([("sha256", sha256.to_string())])
        .collect()
}

/// Writes `key value` rows, the keys in a column 16 wide.
pub fn write_rows(out: &mut dyn Write, rows: &[(&str, String)]) -> std::io::Result<()> {
    rows.iter()
        .try_for_each(|(key, value)| writeln!(out, "{key:<16} {value}"))
}
