//! [cert.cli] [cert.exit] The command line, as one function that `sureline-check` and the solver's
//! `sureline check` both call: it reads the arguments and the file, calls `verify` and renders
//! its typed outcome once, as text or as one JSON object. It must not judge a certificate
//! itself, and it returns 0 only when `verify` returned a verdict and the verdict was written.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::ops::RangeInclusive;

use crate::{
    verify_any_with_limits, AnyVerdict, Claim, Failure, Game, Limits, Moves, Verdict, Within, PIECE_ORDER, ROWS, WIDTHS,
};

/// [cert.cli] The variable that lowers the limits, for tests: `BYTES,NODES,POSITIONS`.
pub const TEST_LIMITS: &str = "SURELINE_TEST_LIMITS";

/// Every outcome of a run. Exit 2: a bad command line (rule `usage`; true: show the usage after
/// the message) or a file that cannot be read (rule `io`).
enum Outcome {
    Verified(AnyVerdict),
    Failed(Failure),
    Usage(String, bool),
    Io(String),
}

/// [cert.cli] Runs the command line `args` (those after the program name) of `program` (the name
/// in messages) and returns the exit code of [cert.exit]. The outcome goes to `stdout` (one JSON
/// object with `--json`), messages to `stderr`. When `stdout` fails, the code is 2.
pub fn run(
    program: &str,
    args: impl IntoIterator<Item = OsString>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let args: Vec<OsString> = args.into_iter().collect();
    let json = args.iter().any(|arg| arg == "--json");
    let (outcome, quiet, file) = match options(program, args) {
        Ok((claim, quiet, file)) => (check(&claim, &file), quiet, file.to_string_lossy().into_owned()),
        Err((message, bad)) => (Outcome::Usage(message, bad), false, String::new()),
    };
    let mut code = match &outcome {
        Outcome::Verified(_) => 0,
        Outcome::Failed(failure) => failure.exit_code() as u8, // 1, 3 or 4
        Outcome::Usage(..) | Outcome::Io(_) => 2,
    };
    let (out, mut err) = match (&outcome, json) {
        (_, true) => (json_line(&outcome, &file, code), String::new()),
        (Outcome::Verified(verdict), _) => (format!("{verdict}\n"), String::new()),
        (Outcome::Failed(failure), _) => {
            let (report, syntax) = (failure.report(Some(&file)), matches!(failure, Failure::Syntax(_)));
            let located = if syntax && !quiet { format!("{}\n", failure.message(Some(&file))) } else { String::new() };
            (format!("{}\n", if quiet { report.lines().next().unwrap_or_default() } else { &report }), located)
        }
        (Outcome::Usage(message, bad), _) => (
            String::new(),
            format!("{program}: {message}\n{}", if *bad { usage(program) + "\n" } else { String::new() }),
        ),
        (Outcome::Io(message), _) => (String::new(), format!("{program}: {message}\n")),
    };
    if let Err(e) = stdout.write_all(out.as_bytes()).and_then(|()| stdout.flush()) {
        (code, err) = (2, format!("{err}{program}: cannot write to standard output: {e}\n"));
    }
    let _ = stderr.write_all(err.as_bytes()); // nothing more can be done: the code tells
    code
}

/// [cert.exit] Whether descriptor 1 was closed when the process started: std then opens
/// /dev/null on it for reading and writing, which no redirection does (`>/dev/null` opens it
/// write-only). Then no verdict can be written. Linux only; false elsewhere.
pub fn stdout_closed() -> bool {
    let info = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
    let flags = info.lines().find_map(|line| u32::from_str_radix(line.strip_prefix("flags:")?.trim(), 8).ok());
    let read_write = flags.is_some_and(|flags| flags & 3 == 2); // O_ACCMODE, O_RDWR
    read_write && std::fs::read_link("/proc/self/fd/1").is_ok_and(|path| path.as_os_str() == "/dev/null")
}

fn usage(program: &str) -> String {
    format!(
        "usage: {program} [--width W] [--rows R | --height H] [--game capped|well] [--max-pieces D]
       [--within D | --forever] [--adversary SET] [--moves all|grid-2022] [--quiet] [--json] FILE
Verifies a sureline certificate (a player or an adversary claim) and, with options, that it
proves the claim asked or a stronger one. Exit codes: 0 VERIFIED, 1 NOT VERIFIED,
2 usage or I/O error (also after --help and --version), 3 syntax error, 4 limit exceeded."
    )
}

/// [cert.cli] Hand-parsed arguments, options (`--name value` or `--name=value`; an argument that
/// begins with `-` and is not `-` is one) and FILE in any order: the claim, `--quiet`, FILE.
fn options(program: &str, args: Vec<OsString>) -> Result<(Claim, bool, OsString), (String, bool)> {
    let (mut claim, mut quiet, mut file, mut args) = (Claim::default(), false, None, args.into_iter());
    while let Some(arg) = args.next() {
        if !arg.as_encoded_bytes().starts_with(b"-") || arg == "-" {
            if file.replace(arg).is_some() {
                return Err(("more than one FILE".into(), true));
            }
            continue;
        }
        let option = arg.to_str().ok_or_else(|| (format!("unknown option {}", arg.to_string_lossy()), true))?;
        let (name, inline) = option.split_once('=').map_or((option, None), |(name, value)| (name, Some(value)));
        let mut value = || match inline {
            Some(value) => Ok(value.to_string()),
            None => {
                args.next().map(|v| v.to_string_lossy().into_owned()).ok_or((format!("{name} needs a value"), true))
            }
        };
        match name {
            "--help" | "--version" | "--quiet" | "--json" if inline.is_some() => {
                return Err((format!("{name} takes no value"), true))
            }
            "--help" => return Err((usage(program), false)),
            "--version" => return Err((format!("{program} {}", env!("CARGO_PKG_VERSION")), false)),
            "--quiet" => quiet = true,
            "--json" => {}
            "--width" => claim.width = Some(number(name, &value()?, WIDTHS)?),
            "--rows" => claim.rows = Some(number(name, &value()?, ROWS)?),
            "--max-pieces" => claim.max_pieces = Some(number(name, &value()?, 0..=u64::MAX)?),
            "--height" => claim.height = Some(number(name, &value()?, ROWS)?),
            "--within" => claim.within = Some(Within::Pieces(number(name, &value()?, 0..=u64::MAX)?)),
            "--forever" if inline.is_some() => return Err((format!("{name} takes no value"), true)),
            "--forever" => claim.within = Some(Within::Forever),
            "--game" => claim.game = Some(word(name, &value()?, &[("capped", Game::Capped), ("well", Game::Well)])?),
            "--moves" => {
                claim.moves = Some(word(name, &value()?, &[("all", Moves::All), ("grid-2022", Moves::Grid2022)])?)
            }
            "--adversary" => {
                let set = value()?;
                if set.is_empty() || !set.chars().all(|c| PIECE_ORDER.contains(c)) {
                    return Err((format!("{name} {set}: expected letters of {PIECE_ORDER}"), true));
                }
                claim.adversary = Some(set);
            }
            _ => return Err((format!("unknown option {option}"), true)),
        }
    }
    Ok((claim, quiet, file.ok_or(("missing FILE".to_string(), true))?))
}

/// [cert.cli] One of the words of `choices`.
fn word<T: Copy>(name: &str, value: &str, choices: &[(&str, T)]) -> Result<T, (String, bool)> {
    let found = choices.iter().find(|(word, _)| *word == value).map(|&(_, v)| v);
    let words: Vec<&str> = choices.iter().map(|(word, _)| *word).collect();
    found.ok_or((format!("{name} {value}: expected {}", words.join(" or ")), true))
}

/// [cert.cli] W, R or D: an optional `+` and decimal digits (leading zeros allowed) within `range`.
fn number<T: Copy + Into<u64> + TryFrom<u64>>(
    name: &str,
    value: &str,
    range: RangeInclusive<T>,
) -> Result<T, (String, bool)> {
    let (low, high) = ((*range.start()).into(), (*range.end()).into());
    let n = value.parse::<u64>().ok().filter(|n| (low..=high).contains(n)).and_then(|n| T::try_from(n).ok());
    n.ok_or((format!("{name} {value}: expected a number from {low} to {high}"), true))
}

/// The limits, lowered by the test-only variable TEST_LIMITS when it is set ([cert.cli]).
fn limits() -> Result<Limits, String> {
    let Some(value) = std::env::var_os(TEST_LIMITS) else { return Ok(Limits::V1) };
    let numbers = value.to_str().and_then(|v| v.split(',').map(|n| n.parse().ok()).collect::<Option<Vec<u64>>>());
    match numbers.as_deref() {
        Some(&[bytes, nodes, positions]) => Ok(Limits::lowered(bytes as usize, nodes, positions as usize)),
        _ => Err(format!("{TEST_LIMITS}={}: expected BYTES,NODES,POSITIONS", value.to_string_lossy())),
    }
}

/// Reads `file` and verifies it. [cert.limits] A file over the limit is refused by its size, or
/// when its size is unknown after reading one byte more; the buffer is allocated once.
fn check(claim: &Claim, file: &OsString) -> Outcome {
    let limits = match limits() {
        Ok(limits) => limits,
        Err(message) => return Outcome::Usage(message, false),
    };
    let (name, max, mut bytes) = (file.to_string_lossy(), limits.file_bytes as u64, Vec::new());
    let read = std::fs::File::open(file).map_err(|e| format!("cannot open {name}: {e}")).and_then(|handle| {
        let size = handle.metadata().ok().filter(|m| m.is_file()).map_or(max, |m| m.len());
        if size > max {
            return Ok(false);
        }
        bytes.reserve_exact(size as usize + 1);
        let read = handle.take(max + 1).read_to_end(&mut bytes);
        read.map(|n| n as u64 <= max).map_err(|e| format!("cannot read {name}: {e}"))
    });
    match read {
        Err(message) => Outcome::Io(message),
        Ok(false) => Outcome::Failed(Failure::Limit(format!("{name} has more than {max} bytes"))),
        Ok(true) => verify_any_with_limits(&bytes, claim, &limits).map_or_else(Outcome::Failed, Outcome::Verified),
    }
}

/// [cert.cli] `--json`: one object on one line, for every outcome.
fn json_line(outcome: &Outcome, file: &str, code: u8) -> String {
    let (rule, node, message, at) = match outcome {
        Outcome::Verified(AnyVerdict::Player(Verdict {
            sha256,
            width,
            rows,
            well,
            adversary,
            max_pieces,
            nodes,
            sequences,
        })) => {
            let (sha256, adversary, bound) = (string(sha256), string(adversary), if *well { "height" } else { "rows" });
            let game = if *well { ",\"game\":\"well\"" } else { "" };
            return format!("{{\"verified\":true,\"claim\":\"player-completes-a-line\"{game},\"sha256\":{sha256},\"width\":{width},\"{bound}\":{rows},\"adversary\":{adversary},\"max_pieces\":{max_pieces},\"nodes\":{nodes},\"sequences\":{sequences}}}\n");
        }
        Outcome::Verified(AnyVerdict::Adversary(verdict)) => {
            // The verdict line's `key=value` fields, as JSON: numbers as numbers, words as strings.
            let line = verdict.to_string();
            let fields = line.split(' ').skip(3).map(|field| {
                let (key, value) = field.split_once('=').unwrap_or((field, ""));
                let value = if value.parse::<u64>().is_ok() { value.to_string() } else { string(value) };
                format!(",{}:{value}", string(key))
            });
            let sha256 = string(&verdict.sha256);
            return format!("{{\"verified\":true,\"sha256\":{sha256}{}}}\n", fields.collect::<String>());
        }
        Outcome::Failed(f) => {
            let at = if let Failure::Syntax(e) = f {
                format!(",\"line\":{},\"column\":{}", e.line, e.column)
            } else {
                String::new()
            };
            (f.rule_name(), f.node(), f.message(Some(file)), at)
        }
        Outcome::Usage(message, _) => ("usage", None, message.clone(), String::new()),
        Outcome::Io(message) => ("io", None, message.clone(), String::new()),
    };
    let node = node.map_or(String::new(), |node| format!(",\"node\":{node}"));
    let (rule, message) = (string(rule), string(&message));
    format!("{{\"verified\":false,\"rule\":{rule}{node},\"message\":{message}{at},\"exit_code\":{code}}}\n")
}

/// A JSON string: `"`, `\` and the control characters escaped, everything else as is.
fn string(text: &str) -> String {
    let escape = |c: char| match c {
        '"' | '\\' => format!("\\{c}"),
        c if c < ' ' => format!("\\u{:04x}", u32::from(c)),
        c => c.to_string(),
    };
    format!("\"{}\"", text.chars().map(escape).collect::<String>())
}
