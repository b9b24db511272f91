//! Standard streams without panics: `println!` panics when the reader has gone (`| head -0`).
//! A closed pipe ends the output quietly; any other write failure is an I/O error (exit 2).

use std::io::Write;

use sureline_certify::error::{Error, Result};

/// Writes `text` to standard output and flushes it.
pub fn print(text: &str) -> Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(stdout_error)
}

/// [`print`] with a newline.
pub fn line(text: &str) -> Result<()> {
    print(&format!("{text}\n"))
}

/// An error on standard output.
pub fn stdout_error(source: std::io::Error) -> Error {
    Error::stdout(source)
}

/// The exit code of a command whose output went to standard output: a reader that stopped
/// reading (`sureline worst X | head`) is not an error.
pub fn finished(result: Result<()>) -> Result<u8> {
    match result {
        Err(Error::Io { source, .. }) if source.kind() == std::io::ErrorKind::BrokenPipe => Ok(0),
        other => other.map(|()| 0),
    }
}

/// One line on stderr; a closed stderr is ignored (there is nowhere left to report it).
pub fn error_line(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}
