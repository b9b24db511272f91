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

/// Hand-parsed arguments: what the command line asks for (the claim, `--quiet`, the FILE).
fn options(mut args: impl Iterator<Item = OsString>) -> Result<(Claim, bool, OsString), String> {
    let (mut claim, mut quiet, mut file) = (Claim::default(), false, None);
    let usage = |message: String| format!("{message}\n{USAGE}");
    while let Some(arg) = args.next() {
        match arg.to_str() {
            Some("--help") => return Err(USAGE.into()),
            Some("--version") => return Err(format!("sureline-check {}", env!("CARGO_PKG_VERSION"))),
            Some("--quiet") => quiet = true,
            Some(name @ "--width") => claim.width = Some(value(args.next(), name).map_err(usage)?),
            Some(name @ "--rows") => claim.rows = Some(value(args.next(), name).map_err(usage)?),
            Some(name @ "--max-pieces") => claim.max_pieces = Some(value(args.next(), name).map_err(usage)?),
            Some(name @ "--adversary") => {
                let set: String = value(args.next(), name).map_err(usage)?;
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
    Ok((claim, quiet, file.ok_or(usage("missing FILE".into()))?))
}

/// The value `v` given after option `name`, as a `T`.
fn value<T: std::str::FromStr<Err: std::fmt::Display>>(v: Option<OsString>, name: &str) -> Result<T, String> {
    let v = v.and_then(|v| v.into_string().ok()).ok_or(format!("{name} needs a value"))?;
    v.parse().map_err(|e| format!("{name} {v}: {e}"))
}

/// Reads and checks the file; prints exactly one `s` line on stdout. A file larger than
/// MAX_FILE_BYTES is refused by its size or after reading MAX_FILE_BYTES + 1 bytes, never read
/// whole.
fn run((claim, quiet, file): (Claim, bool, OsString)) -> Result<ExitCode, String> {
    let (name, mut bytes) = (file.to_string_lossy(), Vec::new());
    let handle = std::fs::File::open(&file).map_err(|e| format!("cannot open {name}: {e}"))?;
    let too_big = handle.metadata().is_ok_and(|m| m.len() > MAX_FILE_BYTES as u64);
    if !too_big {
        let read = handle.take(MAX_FILE_BYTES as u64 + 1).read_to_end(&mut bytes);
        read.map_err(|e| format!("cannot read {name}: {e}"))?;
    }
    let outcome = if too_big || bytes.len() > MAX_FILE_BYTES {
        Err(Failure::Limit(format!("{name} has more than {MAX_FILE_BYTES} bytes")))
    } else {
        verify(&bytes, &claim)
    };
    let failure = match outcome {
        Ok(verdict) => {
            println!("{verdict}");
            return Ok(ExitCode::SUCCESS);
        }
        Err(failure) => failure,
    };
    let report = failure.report(Some(&name));
    println!("{}", if quiet { report.lines().next().unwrap_or_default() } else { &report });
    if let (Failure::Syntax(e), false) = (&failure, quiet) {
        eprintln!("{name}:{e}");
    }
    Ok(ExitCode::from(u8::try_from(failure.exit_code()).unwrap_or(1)))
}

fn main() -> ExitCode {
    options(std::env::args_os().skip(1)).and_then(run).unwrap_or_else(|message| {
        eprintln!("sureline-check: {message}");
        ExitCode::from(2)
    })
}
