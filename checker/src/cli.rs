//! [cert.cli] [cert.exit] The command line, as one function that `sureline-check` and the solver's
//! `sureline check` both call: it reads the arguments and the file, calls `verify` and renders
//! its typed outcome once, as text or as one JSON object. It must not judge a certificate
//! itself, and it returns 0 only when `verify` returned a verdict and the verdict was written.

use std::{ffi::OsString, io::Read, io::Write};

use crate::{parse::Value, verify_any_with_limits, AnyVerdict, Claim, Failure, Game, Limits, Moves, Verdict, Within};
use crate::{PIECE_ORDER, ROWS, WIDTHS};

/// [cert.cli] The variable that lowers the limits, for tests: `BYTES,NODES,POSITIONS`.
pub const TEST_LIMITS: &str = "SURELINE_TEST_LIMITS";

/// Every outcome of a run but a verdict. Exit 2: an error of rule `usage` (a bad command line;
/// true: show the usage after the message) or `io` (a file that cannot be read).
enum Refusal {
    Failed(Failure),
    Error(&'static str, String, bool),
}

/// [cert.cli] Runs the command line `args` (those after the program name) of `program` (the name
/// in messages) and returns the exit code of [cert.exit]. The outcome goes to `out` (one JSON
/// object with `--json`), messages to `err`. When `out` fails, the code is 2.
pub fn run(program: &str, args: impl IntoIterator<Item = OsString>, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let args: Vec<OsString> = args.into_iter().collect();
    let json = args.iter().any(|arg| arg == "--json");
    let (outcome, quiet, file) = match options(program, args) {
        Ok((claim, Switches { quiet, limits }, file)) => {
            (check(&claim, limits, &file), quiet, file.to_string_lossy().into_owned())
        }
        Err((message, show_usage)) => (Err(Refusal::Error("usage", message, show_usage)), false, String::new()),
    };
    let mut code = match &outcome {
        Ok(_) => 0,
        Err(Refusal::Failed(failure)) => failure.exit_code() as u8, // 1, 3 or 4
        Err(Refusal::Error(..)) => 2,
    };
    let usage = |show: bool| if show { USAGE.replacen("PROGRAM", program, 1) + "\n" } else { String::new() };
    let (text, mut message) = match (&outcome, json) {
        (_, true) => (json_line(&outcome, &file, code), String::new()),
        (Ok(verdict), _) => (format!("{verdict}\n"), String::new()),
        (Err(Refusal::Failed(failure)), _) => {
            let (report, syntax) = (failure.report(Some(&file)), matches!(failure, Failure::Syntax(_)));
            let located = if syntax && !quiet { format!("{}\n", failure.message(Some(&file))) } else { String::new() };
            (format!("{}\n", if quiet { report.lines().next().unwrap_or_default() } else { &report }), located)
        }
        (Err(Refusal::Error(_, why, show)), _) => (String::new(), format!("{program}: {why}\n{}", usage(*show))),
    };
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        (code, message) = (2, format!("{message}{program}: cannot write to standard output: {e}\n"));
    }
    let _ = err.write_all(message.as_bytes()); // nothing more can be done: the code tells
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

/// The usage, after a usage error and for `--help`; PROGRAM is the program's name.
const USAGE: &str = "usage: PROGRAM [--width W] [--rows R | --height H] [--game capped|well] [--max-pieces D]
       [--within D | --forever] [--adversary SET] [--moves all|grid-2022]
       [--limits standard|large] [--quiet] [--json] FILE
Verifies a sureline certificate (a player or an adversary claim) and, with options, that it
proves the claim asked or a stronger one. Exit codes: 0 VERIFIED, 1 NOT VERIFIED,
2 usage or I/O error (also after --help and --version), 3 syntax error, 4 limit exceeded.";

/// The options that are not part of the claim.
struct Switches {
    quiet: bool,
    /// [cert.limits] `--limits standard|large`.
    limits: Limits,
}

/// [cert.cli] Hand-parsed arguments, options (`--name value` or `--name=value`; an argument that
/// begins with `-` and is not `-` is one) and FILE in any order: the claim, the switches, FILE.
fn options(program: &str, args: Vec<OsString>) -> Result<(Claim, Switches, OsString), (String, bool)> {
    let (mut claim, mut file, mut args) = (Claim::default(), None, args.into_iter());
    let mut switches = Switches { quiet: false, limits: Limits::V1 };
    while let Some(arg) = args.next() {
        if !arg.as_encoded_bytes().starts_with(b"-") || arg == "-" {
            file.replace(arg).map_or(Ok(()), |_| Err(("more than one FILE".to_string(), true)))?;
            continue;
        }
        let option = arg.to_str().ok_or_else(|| (format!("unknown option {}", arg.to_string_lossy()), true))?;
        let (name, inline) = option.split_once('=').map_or((option, None), |(name, value)| (name, Some(value)));
        let mut next = || inline.map(str::to_string).or_else(|| args.next().map(|v| v.to_string_lossy().into_owned()));
        let mut value = || next().map(|value| (name, value)).ok_or((format!("{name} needs a value"), true));
        // A flag takes no value: `flag()` is true, or the usage error.
        let flag = || inline.map_or(Ok(true), |_| Err((format!("{name} takes no value"), true)));
        match name {
            "--help" => return flag().and(Err((USAGE.replacen("PROGRAM", program, 1), false))),
            "--version" => return flag().and(Err((format!("{program} {}", env!("CARGO_PKG_VERSION")), false))),
            "--quiet" => switches.quiet = flag()?,
            "--limits" => switches.limits = word(value()?, &[("standard", Limits::V1), ("large", Limits::LARGE)])?,
            "--json" => _ = flag()?,
            "--width" => claim.width = Some(number(value()?, WIDTHS)?),
            "--rows" => claim.rows = Some(number(value()?, ROWS)?),
            "--max-pieces" => claim.max_pieces = Some(number(value()?, 0..=u64::MAX)?),
            "--height" => claim.height = Some(number(value()?, ROWS)?),
            "--within" => claim.within = Some(Within::Pieces(number(value()?, 0..=u64::MAX)?)),
            "--forever" => claim.within = flag()?.then_some(Within::Forever),
            "--game" => claim.game = Some(word(value()?, &[("capped", Game::Capped), ("well", Game::Well)])?),
            "--moves" => claim.moves = Some(word(value()?, &[("all", Moves::All), ("grid-2022", Moves::Grid2022)])?),
            "--adversary" => claim.adversary = Some(letters(value()?)?),
            _ => return Err((format!("unknown option {option}"), true)),
        }
    }
    Ok((claim, switches, file.ok_or(("missing FILE".to_string(), true))?))
}

/// [cert.cli] One of the words of `choices`.
fn word<T: Copy>((name, value): (&str, String), choices: &[(&str, T)]) -> Result<T, (String, bool)> {
    let found = choices.iter().find(|(word, _)| *word == value).map(|&(_, v)| v);
    let words: Vec<&str> = choices.iter().map(|(word, _)| *word).collect();
    found.ok_or((format!("{name} {value}: expected {}", words.join(" or ")), true))
}

/// [cert.cli] W, R or D: an optional `+` and decimal digits (leading zeros allowed) within `range`.
fn number<T: Value>((name, value): (&str, String), range: std::ops::RangeInclusive<T>) -> Result<T, (String, bool)> {
    let (low, high) = ((*range.start()).into(), (*range.end()).into());
    let n = value.parse::<u64>().ok().filter(|n| (low..=high).contains(n)).and_then(|n| T::try_from(n).ok());
    n.ok_or((format!("{name} {value}: expected a number from {low} to {high}"), true))
}

/// [cert.cli] SET: one or more letters of `IOTSZJL`, in any order (a set: repeats change nothing).
fn letters((name, set): (&str, String)) -> Result<String, (String, bool)> {
    let message = format!("{name} {set}: expected letters of {PIECE_ORDER}");
    Some(set).filter(|set| !set.is_empty() && set.chars().all(|c| PIECE_ORDER.contains(c))).ok_or((message, true))
}

/// The limits asked for, lowered by the test-only variable TEST_LIMITS when it is set ([cert.cli]).
fn limits(asked: Limits) -> Result<Limits, String> {
    let Some(value) = std::env::var_os(TEST_LIMITS) else { return Ok(asked) };
    match value.to_str().and_then(|v| v.split(',').map(|n| n.parse().ok()).collect::<Option<Vec<u64>>>()).as_deref() {
        Some(&[bytes, nodes, positions]) => Ok(asked.lower(bytes as usize, nodes, positions as usize)),
        _ => Err(format!("{TEST_LIMITS}={}: expected BYTES,NODES,POSITIONS", value.to_string_lossy())),
    }
}

/// Reads `file` and verifies it. [cert.limits] A file over the limit is refused by its size, or
/// when its size is unknown after reading one byte more; the buffer is allocated once.
fn check(claim: &Claim, asked: Limits, file: &OsString) -> Result<AnyVerdict, Refusal> {
    let limits = limits(asked).map_err(|message| Refusal::Error("usage", message, false))?;
    let (name, max, mut bytes) = (file.to_string_lossy(), limits.file_bytes as u64, Vec::new());
    let io = |what: &str, e: std::io::Error| Refusal::Error("io", format!("cannot {what} {name}: {e}"), false);
    let too_big = || Refusal::Failed(Failure::Limit(format!("{name} has more than {max} bytes")));
    let handle = std::fs::File::open(file).map_err(|e| io("open", e))?;
    let size = handle.metadata().ok().filter(|m| m.is_file()).map_or(max, |m| m.len());
    (size <= max).then_some(()).ok_or_else(too_big)?;
    bytes.reserve_exact(size as usize + 1);
    let read = handle.take(max + 1).read_to_end(&mut bytes).map_err(|e| io("read", e))?;
    (read as u64 <= max).then_some(()).ok_or_else(too_big)?;
    verify_any_with_limits(&bytes, claim, &limits).map_err(Refusal::Failed)
}

/// [cert.cli] `--json`: one object on one line, for every outcome.
fn json_line(outcome: &Result<AnyVerdict, Refusal>, file: &str, code: u8) -> String {
    // A `key=value` field of a verdict line, as JSON: numbers as numbers, words as strings.
    let field = |(k, v): (&str, &str)| format!(",{}:{}", string(k), v.parse::<u64>().map_or(string(v), |_| v.into()));
    let (rule, node, message) = match outcome {
        Ok(AnyVerdict::Player(verdict)) => {
            let Verdict { sha256, width, rows, well, adversary, max_pieces, nodes, sequences } = verdict;
            let (game, bound) = if *well { (",\"game\":\"well\"", "height") } else { ("", "rows") };
            return format!("{{\"verified\":true{game},\"sha256\":{},\"width\":{width},\"{bound}\":{rows},\"adversary\":{},\"max_pieces\":{max_pieces},\"nodes\":{nodes},\"sequences\":{sequences}}}\n", string(sha256), string(adversary));
        }
        Ok(AnyVerdict::Adversary(verdict)) => {
            // The verdict line's `key=value` fields, after `s VERIFIED sha256:...`.
            let line = verdict.to_string();
            let fields: String = line.split(' ').skip(3).filter_map(|f| f.split_once('=')).map(field).collect();
            return format!("{{\"verified\":true,\"sha256\":{}{fields}}}\n", string(&verdict.sha256));
        }
        Err(Refusal::Failed(f)) => (string(f.rule_name()), f.node(), string(&f.message(Some(file)))),
        Err(Refusal::Error(rule, message, _)) => (string(rule), None, string(message)),
    };
    let syntax = if let Err(Refusal::Failed(Failure::Syntax(e))) = outcome { Some(e) } else { None };
    let at = syntax.map_or(String::new(), |e| format!(",\"line\":{},\"column\":{}", e.line, e.column));
    let node = node.map_or(String::new(), |node| format!(",\"node\":{node}"));
    format!("{{\"verified\":false,\"rule\":{rule}{node},\"message\":{message}{at},\"exit_code\":{code}}}\n")
}

/// A JSON string: `"`, `\` and the control characters escaped, everything else as is.
fn string(text: &str) -> String {
    let escape = |c: char| if c < ' ' { format!("\\u{:04x}", u32::from(c)) } else { c.to_string() };
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\"").chars().map(escape).collect::<String>())
}
