//! `sureline-check`: the command line of [cert.cli] is `sureline_checker::cli::run`; this file only
//! connects it to the process. [cert.exit] A closed standard output is an error (exit 2): std
//! would write to /dev/null instead and report success.
#![forbid(unsafe_code)]

use std::{io::Write, process::ExitCode};

use sureline_checker::cli;

fn main() -> ExitCode {
    let mut stderr = std::io::stderr();
    if cli::stdout_closed() {
        let _ = writeln!(
            stderr,
            "sureline-check: standard output is closed: no verdict can be written"
        );
        return ExitCode::from(2);
    }
    ExitCode::from(cli::run(
        "sureline-check",
        std::env::args_os().skip(1),
        &mut std::io::stdout(),
        &mut stderr,
    ))
}
