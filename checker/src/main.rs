//! `sureline-check`: the command line of the checker ([cert.exit]). It reads the arguments and the
//! file, calls `verify` and renders its typed outcome once. It must not judge a certificate itself,
//! and it never exits 0 unless `verify` returned a verdict.
#![forbid(unsafe_code)]

use std::ffi::OsString;
use std::io::Read;
use std::process::ExitCode;

use sureline_checker::{verify, Claim, Failure, MAX_FILE_BYTES, PIECE_ORDER};

const USAGE: &str = "usage: sureline-check [--width W] [--rows R] [--max-pieces D] [--adversary SET] [--quiet] FILE
Verifies a sureline certificate (format v1). Exit codes: 0 VERIFIED, 1 NOT VERIFIED,
2 usage or I/O error (also after --help and --version), 3 syntax error, 4 limit exceeded.";

/// What the command line asks for.
struct Options {
    claim: Claim,
    quiet: bool,
    file: OsString,
}

/// Hand-parsed arguments.
fn options(mut args: impl Iterator<Item = OsString>) -> Result<Options, String> {
    let (mut claim, mut quiet, mut file) = (Claim::default(), false, None);
    let usage = |message: String| format!("{message}\n{USAGE}");
    while let Some(arg) = args.next() {
        let mut value = |name: &str| -> Result<String, String> {
            args.next().and_then(|v| v.into_string().ok()).ok_or(usage(format!("{name} needs a value")))
        };
        match arg.to_str() {
            Some("--help") => return Err(USAGE.into()),
            Some("--version") => return Err(format!("sureline-check {}", env!("CARGO_PKG_VERSION"))),
            Some("--quiet") => quiet = true,
            Some(name @ "--width") => claim.width = Some(number(name, value(name)?).map_err(usage)?),
            Some(name @ "--rows") => claim.rows = Some(number(name, value(name)?).map_err(usage)?),
            Some(name @ "--max-pieces") => claim.max_pieces = Some(number(name, value(name)?).map_err(usage)?),
            Some("--adversary") => {
                let set = value("--adversary")?;
                if set.is_empty() || !set.chars().all(|c| PIECE_ORDER.contains(c)) {
                    return Err(usage(format!("--adversary {set}: expected letters of {PIECE_ORDER}")));
                }
                claim.adversary = Some(set);
            }
            Some(option) if option.starts_with('-') && option.len() > 1 => {
                return Err(usage(format!("unknown option {option}")))
            }
            _ if file.is_some() => return Err(usage("more than one FILE".into())),
            _ => file = Some(arg),
        }
    }
    let file = file.ok_or(usage("missing FILE".into()))?;
    Ok(Options { claim, quiet, file })
}

fn number<T: std::str::FromStr<Err: std::fmt::Display>>(name: &str, v: String) -> Result<T, String> {
    v.parse().map_err(|e| format!("{name} {v}: {e}"))
}

/// Reads the file; one larger than MAX_FILE_BYTES is refused by its size or after reading
/// MAX_FILE_BYTES + 1 bytes, never read whole.
fn read(file: &OsString) -> Result<Result<Vec<u8>, Failure>, String> {
    let name = file.to_string_lossy();
    let too_big = || Ok(Err(Failure::Limit(format!("{name} has more than {MAX_FILE_BYTES} bytes"))));
    let handle = std::fs::File::open(file).map_err(|e| format!("cannot open {name}: {e}"))?;
    if handle.metadata().is_ok_and(|m| m.len() > MAX_FILE_BYTES as u64) {
        return too_big();
    }
    let mut bytes = Vec::new();
    let read = handle.take(MAX_FILE_BYTES as u64 + 1).read_to_end(&mut bytes);
    read.map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() > MAX_FILE_BYTES {
        return too_big();
    }
    Ok(Ok(bytes))
}

/// Checks the file; prints exactly one `s` line on stdout.
fn run(options: Options) -> Result<ExitCode, String> {
    let name = options.file.to_string_lossy();
    let failure = match read(&options.file)?.and_then(|bytes| verify(&bytes, &options.claim)) {
        Ok(verdict) => {
            println!("{verdict}");
            return Ok(ExitCode::SUCCESS);
        }
        Err(failure) => failure,
    };
    let report = failure.report(Some(&name));
    println!("{}", if options.quiet { report.lines().next().unwrap_or_default() } else { &report });
    if let (Failure::Syntax(e), false) = (&failure, options.quiet) {
        eprintln!("{name}:{e}");
    }
    Ok(ExitCode::from(u8::try_from(failure.exit_code()).unwrap_or(1)))
}

fn main() -> ExitCode {
    match options(std::env::args_os().skip(1)).and_then(run) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("sureline-check: {message}");
            ExitCode::from(2)
        }
    }
}
