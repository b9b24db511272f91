//! A `SHA256SUMS` list (`<hex>  <name>` lines, as `sha256sum` writes them), read in one place:
//! the archive a solve never writes over, and the hashes `reproduce` compares with.

use std::path::Path;

use crate::error::{Error, Result};

/// The archive's checksum list's file name: a file it names is never replaced.
pub const SUMS_FILE: &str = "SHA256SUMS";

/// The entries of a `SHA256SUMS` list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sums {
    /// (file name as listed, lowercase hex digest).
    entries: Vec<(String, String)>,
}

impl Sums {
    /// The entries of `text`; a line that is not `<hex> <name>` (or `<hex> *<name>`) names
    /// nothing.
    pub fn parse(text: &str) -> Sums {
        let entries = text
            .lines()
            .filter_map(|line| {
                let (hex, file) = line.split_once(char::is_whitespace)?;
                let file = file.trim_start().trim_start_matches('*');
                Some((file.to_string(), hex.to_string()))
            })
            .collect();
        Sums { entries }
    }

    /// The list at `path`.
    pub fn read(path: &Path) -> Result<Sums> {
        let text = std::fs::read_to_string(path).map_err(Error::io(path))?;
        Ok(Sums::parse(&text))
    }

    /// The `sha256:` identity listed for `name`: an entry of that name, or whose last path
    /// component is that name.
    pub fn hash_of(&self, name: &str) -> Option<String> {
        self.entries
            .iter()
            .find(|(file, _)| file == name || file.rsplit('/').next() == Some(name))
            .map(|(_, hex)| format!("sha256:{hex}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_found_by_file_name() {
        let sums = Sums::parse("aa11  examples/x.cert\nbb22 *10x6-optimal.cert\nnonsense\n");
        assert_eq!(
            sums.hash_of("10x6-optimal.cert").as_deref(),
            Some("sha256:bb22")
        );
        assert_eq!(sums.hash_of("x.cert").as_deref(), Some("sha256:aa11"));
        assert_eq!(sums.hash_of("nope.cert"), None);
        assert_eq!(sums.hash_of("nonsense"), None);
    }
}
