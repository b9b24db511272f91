//! `sureline check`: the trusted checker's own command line, run in-process. Its arguments go to
//! `sureline_checker::cli::run` untouched, so `sureline check` and `sureline-check` agree on
//! every option, verdict, output and exit code by construction. One convenience on top, outside
//! the kernel: a FILE ending in `.xz` (the archive's large certificates) is decompressed into a
//! private temporary file first, checked there with its parts looked up beside the `.xz` file,
//! and named as given in everything printed.

use std::ffi::OsString;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

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
    let code = match decompress(&given, &scratch) {
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

/// `given` decompressed into `scratch/NAME` (NAME: its file name without `.xz`).
fn decompress(given: &Path, scratch: &Path) -> Result<PathBuf, (u8, String)> {
    let io = |e: std::io::Error| (EXIT_IO, e.to_string());
    let file = std::fs::File::open(given).map_err(io)?;
    std::fs::create_dir_all(scratch).map_err(io)?;
    let name = given.file_stem().unwrap_or_default();
    let plain = scratch.join(name);
    let mut to = BufWriter::new(std::fs::File::create(&plain).map_err(io)?);
    lzma_rs::xz_decompress(&mut BufReader::new(file), &mut to).map_err(|e| {
        (
            EXIT_MALFORMED,
            format!("not a valid xz file ({e}); `xz -t FILE` tests it"),
        )
    })?;
    to.flush().map_err(io)?;
    Ok(plain)
}
