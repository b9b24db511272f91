//! `sureline check`: the trusted checker's own command line, run in-process. Its arguments go to
//! `sureline_checker::cli::run` untouched, so `sureline check` and `sureline-check` agree on
//! every option, verdict, output and exit code by construction.

use std::ffi::OsString;

#[derive(clap::Args)]
pub struct CheckArgs {
    /// sureline-check's arguments: [--width W] [--rows R] [--max-pieces D] [--adversary SET]
    /// [--quiet] [--json] FILE
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_parser = clap::value_parser!(OsString))]
    args: Vec<OsString>,
}

pub fn check(args: CheckArgs) -> u8 {
    // As sureline-check: a closed standard output can take no verdict (std would write to
    // /dev/null and report success).
    if sureline_checker::cli::stdout_closed() {
        crate::stdout::error_line(
            "sureline check: standard output is closed: no verdict can be written",
        );
        return 2;
    }
    sureline_checker::cli::run(
        "sureline check",
        args.args,
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    )
}
