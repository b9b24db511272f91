//! `sureline check`: the trusted checker's own command line, run in-process. Its arguments go to
//! `sureline_checker::cli::run` untouched, so `sureline check` and `sureline-check` agree on
//! every option, verdict, output and exit code by construction. One convenience on top, outside
//! the kernel: a FILE ending in `.xz` (the archive's large certificates) is decompressed into a
//! private temporary file first, checked there with its parts looked up beside the `.xz` file,
//! and named as given in everything printed. The temporary holds at most one byte more than the
//! largest file the check's limits allow (so an xz bomb cannot fill the disk: the kernel refuses
//! those bytes with `limit` as it would the whole), and Ctrl-C removes it.

use std::ffi::OsString;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use sureline_certify::files;
use sureline_checker::Limits;

#[derive(clap::Args)]
pub struct CheckArgs {
    /// sureline-check's arguments: [--width W] [--rows R] [--max-pieces D] [--adversary SET]
    /// [--quiet] [--json] FILE (FILE.xz is read decompressed)
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_parser = clap::value_parser!(OsString))]
    args: Vec<OsString>,
}

/// The exit code of an `.xz` file that does not decompress: malformed input, as a parse error.
const EXIT_MALFORMED: u8 = 3;
/// The exit code of a file that cannot be read or a temporary that cannot be written.
const EXIT_IO: u8 = 2;

pub fn check(args: CheckArgs) -> u8 {
    // As sureline-check: a closed standard output can take no verdict (std would write to
    // /dev/null and report success).
    if sureline_checker::cli::stdout_closed() {
        crate::stdout::error_line(
            "sureline check: standard output is closed: no verdict can be written",
        );
        return 2;
    }
    let mut args = args.args;
    let Some(at) = args.iter().position(is_xz_file) else {
        return run(
            args,
            &mut std::io::stdout().lock(),
            &mut std::io::stderr().lock(),
        );
    };
    let given = PathBuf::from(&args[at]);
    let scratch = std::env::temp_dir().join(format!("sureline-check-{}", std::process::id()));
    let _removed_on_a_signal = files::Tracked::new(scratch.clone());
    let code = match decompress(&given, &scratch, file_limit(&args) + 1) {
        Ok(plain) => {
            if !args
                .iter()
                .any(|arg| arg.to_string_lossy().starts_with("--parts"))
            {
                let beside = given.parent().filter(|dir| !dir.as_os_str().is_empty());
                args.extend(["--parts".into(), beside.unwrap_or(Path::new(".")).into()]);
            }
            args[at] = plain.clone().into_os_string();
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let code = run(args, &mut out, &mut err);
            let named = |bytes: Vec<u8>| {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                text.replace(&plain.display().to_string(), &given.display().to_string())
            };
            let written = std::io::stdout().lock().write_all(named(out).as_bytes());
            let _ = std::io::stderr().lock().write_all(named(err).as_bytes());
            if written.is_err() {
                EXIT_IO
            } else {
                code
            }
        }
        Err((code, message)) => {
            crate::stdout::error_line(&format!("sureline check: {}: {message}", given.display()));
            code
        }
    };
    let _ = std::fs::remove_dir_all(&scratch);
    code
}

fn run(args: Vec<OsString>, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    sureline_checker::cli::run("sureline check", args, out, err)
}

/// A FILE argument (not an option) naming an existing `.xz` file.
fn is_xz_file(arg: &OsString) -> bool {
    let path = Path::new(arg);
    !arg.to_string_lossy().starts_with('-')
        && path.extension().is_some_and(|e| e == "xz")
        && path.is_file()
}

/// [cert.limits] The largest file the check may read: the large limits' when the arguments ask
/// for them (`--limits large`), the standard ones' otherwise. The test-only variable of the
/// kernel only lowers it, so it needs no reading here.
fn file_limit(args: &[OsString]) -> u64 {
    let large = args
        .windows(2)
        .any(|w| w[0] == "--limits" && w[1] == "large");
    let limits = if large { Limits::LARGE } else { Limits::V1 };
    limits.file_bytes as u64
}

/// `given` decompressed into `scratch/NAME` (NAME: its file name without `.xz`), its first `cap`
/// bytes at most: the decompression stops there.
fn decompress(given: &Path, scratch: &Path, cap: u64) -> Result<PathBuf, (u8, String)> {
    let io = |e: std::io::Error| (EXIT_IO, e.to_string());
    let file = std::fs::File::open(given).map_err(io)?;
    std::fs::create_dir_all(scratch).map_err(io)?;
    let name = given.file_stem().unwrap_or_default();
    let plain = scratch.join(name);
    let mut to = Capped {
        to: BufWriter::new(std::fs::File::create(&plain).map_err(io)?),
        left: cap,
    };
    let decompressed = lzma_rs::xz_decompress(&mut BufReader::new(file), &mut to);
    if to.left > 0 {
        decompressed.map_err(|e| {
            (
                EXIT_MALFORMED,
                format!("not a valid xz file ({e}); `xz -t FILE` tests it"),
            )
        })?;
    }
    to.to.flush().map_err(io)?;
    Ok(plain)
}

/// A writer that takes `left` more bytes and then fails, which ends the decompression.
struct Capped {
    to: BufWriter<std::fs::File>,
    left: u64,
}

impl Write for Capped {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            return Err(std::io::Error::other("the check's file limit is reached"));
        }
        let n = bytes.len().min(self.left.try_into().unwrap_or(usize::MAX));
        let written = self.to.write(&bytes[..n])?;
        self.left -= written as u64;
        Ok(written)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.to.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An xz stream of `n` bytes `a`, written to `dir/name`.
    fn xz_of(dir: &Path, name: &str, n: usize) -> PathBuf {
        let mut packed = Vec::new();
        lzma_rs::xz_compress(&mut &vec![b'a'; n][..], &mut packed).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, packed).unwrap();
        path
    }

    #[test]
    fn the_decompression_stops_one_byte_past_the_cap() {
        let dir = std::env::temp_dir().join(format!("sureline-cap-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let big = xz_of(&dir, "big.cert.xz", 100_000);
        let small = xz_of(&dir, "small.cert.xz", 500);
        let scratch = dir.join("scratch");
        let capped = decompress(&big, &scratch, 1_001).unwrap();
        assert_eq!(std::fs::metadata(&capped).unwrap().len(), 1_001);
        let whole = decompress(&small, &scratch, 1_001).unwrap();
        assert_eq!(std::fs::read(&whole).unwrap(), vec![b'a'; 500]);
        std::fs::write(dir.join("bad.cert.xz"), "sureline-certificate v1\n").unwrap();
        let bad = decompress(&dir.join("bad.cert.xz"), &scratch, 1_001);
        assert_eq!(bad.map_err(|(code, _)| code), Err(EXIT_MALFORMED));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_limit_follows_the_limits_asked() {
        let args = |words: &[&str]| words.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(file_limit(&args(&["a.cert.xz"])), 1 << 27);
        assert_eq!(
            file_limit(&args(&["--limits", "large", "a.cert.xz"])),
            1 << 31
        );
    }
}
