//! [cert.cli] [cert.exit] The command line, as one function that `sureline-check` and the solver's
//! `sureline check` both call: it reads the arguments and the file, calls `verify` and renders
//! its typed outcome once, as text or as one JSON object. It must not judge a certificate
//! itself, and it returns 0 only when `verify` returned a verdict and the verdict was written
//! (or `--help` or `--version` printed their text).

use std::ffi::{OsStr, OsString};
use std::{io::Read, io::Write, path::Path};

use crate::{
    parse::Value, reject, verify_parts, Claim, Failure, Game, Goal, Limits, Moves, Rule, Start,
    Verdict, Walk,
};
use crate::{Within, ORIENTATION_NAMES, PIECE_ORDER, ROWS, WIDTHS};

/// [cert.cli] The variable that lowers the limits, for tests: `BYTES,NODES,POSITIONS`.
pub const TEST_LIMITS: &str = "SURELINE_TEST_LIMITS";

/// Every outcome of a run but a verdict. Exit 2: an error of rule `usage` (a bad command line)
/// or `io` (a file that cannot be read), one line each. `Asked`: the text of `--help` or
/// `--version` (exit 0, nothing is checked).
enum Refusal {
    Failed(Failure),
    Error(&'static str, String),
    Asked(String),
}

/// A usage error of the command line: its message.
type Usage = String;

impl From<Usage> for Refusal {
    fn from(message: Usage) -> Refusal {
        Refusal::Error("usage", message)
    }
}

/// [cert.cli] What the command line asks: the claim, the limits, the walk, `--quiet`, FILE.
struct Asked {
    claim: Claim,
    limits: Limits,
    walk: Walk,
    quiet: bool,
    file: OsString,
    /// [comp.match] The parts directory.
    parts: Option<OsString>,
}

/// [cert.cli] Runs the command line `args` (those after the program name) of `program` (the name
/// in messages) and returns the exit code of [cert.exit]. The outcome goes to `out` (one JSON
/// object with `--json`), messages to `err`. When `out` fails, the code is 2.
pub fn run(
    program: &str,
    args: impl IntoIterator<Item = OsString>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let args: Vec<OsString> = args.into_iter().collect();
    let json = args.iter().any(|arg| arg == "--json");
    let (outcome, quiet, file) = match options(program, args) {
        Ok(asked) => (
            check(&asked),
            asked.quiet,
            asked.file.to_string_lossy().into_owned(),
        ),
        Err(refusal) => (Err(refusal), false, String::new()),
    };
    let mut code = match &outcome {
        Ok(_) | Err(Refusal::Asked(_)) => 0,
        Err(Refusal::Failed(failure)) => failure.exit_code() as u8, // 1, 3 or 4
        Err(Refusal::Error(..)) => 2,
    };
    // A usage error is one line, which says where the usage is.
    let hint = |rule: &str| match rule {
        "usage" => format!(" (`{program} --help` shows the usage)"),
        _ => String::new(),
    };
    let (text, mut message) = match (&outcome, json) {
        (Err(Refusal::Asked(text)), _) => (format!("{text}\n"), String::new()),
        (_, true) => (json_line(&outcome, &file, code), String::new()),
        (Ok(verdict), _) => (format!("{verdict}\n"), String::new()),
        (Err(Refusal::Failed(failure)), _) => {
            let report = failure.report(Some(&file));
            (
                format!(
                    "{}\n",
                    if quiet {
                        report.lines().next().unwrap_or_default()
                    } else {
                        &report
                    }
                ),
                String::new(),
            )
        }
        (Err(Refusal::Error(rule, why)), _) => {
            (String::new(), format!("{program}: {why}{}\n", hint(rule)))
        }
    };
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        (code, message) = (
            2,
            format!("{message}{program}: cannot write to standard output: {e}\n"),
        );
    }
    let _ = err.write_all(message.as_bytes()); // nothing more can be done: the code tells
    code
}

/// [cert.exit] Whether descriptor 1 was closed when the process started: std then opens
/// /dev/null on it for reading and writing, which no redirection does (`>/dev/null` opens it
/// write-only). Then no verdict can be written. Linux only; false elsewhere.
pub fn stdout_closed() -> bool {
    let info = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
    let flags = info
        .lines()
        .find_map(|line| u32::from_str_radix(line.strip_prefix("flags:")?.trim(), 8).ok());
    let read_write = flags.is_some_and(|flags| flags & 3 == 2); // O_ACCMODE, O_RDWR
    read_write
        && std::fs::read_link("/proc/self/fd/1").is_ok_and(|path| path.as_os_str() == "/dev/null")
}

/// The words of `--game`.
const GAMES: &[(&str, Game)] = &[
    ("capped", Game::Capped),
    ("well", Game::Well),
    ("survival", Game::Survival),
    ("lines", Game::Lines),
];

/// The usage, after a usage error and for `--help`; PROGRAM is the program's name.
const USAGE: &str = "usage: PROGRAM [--width W] [--rows R | --height H] [--game capped|well|survival|lines] [--max-pieces D]
       [--within D | --forever] [--adversary SET] [--moves all|drop|grid-2022|slide|srs] [--floor F] [--sequence S] [--preview 0|1]
       [--lines K | --at-once K] [--start PLACEMENTS] [--parts DIR] [--limits standard|large] [--concrete] [--quiet] [--json] FILE
Verifies a sureline certificate (FILE, or standard input for -) and that it proves the claim the
options ask, or a stronger one. --concrete walks a player strategy on boards, not descriptions.
--start T0@3,I1@0 asks a claim from that start; --parts DIR holds a composite's parts (default:
FILE's directory).
Exit codes: 0 VERIFIED, 1 NOT VERIFIED, 2 usage or I/O error, 3 syntax error, 4 limit exceeded.";

/// [cert.cli] Hand-parsed arguments, options (`--name value` or `--name=value`; an argument that
/// begins with `-` and is not `-` is one) and FILE in any order.
fn options(program: &str, args: Vec<OsString>) -> Result<Asked, Refusal> {
    let (mut claim, mut file, mut args) = (Claim::default(), None, args.into_iter());
    let (mut limits, mut walk, mut quiet, mut parts) =
        (Limits::V1, Walk::Descriptions, false, None);
    let version = format!("{program} {}", env!("CARGO_PKG_VERSION"));
    while let Some(arg) = args.next() {
        if !arg.as_encoded_bytes().starts_with(b"-") || arg == "-" {
            file.replace(arg)
                .map_or(Ok(()), |_| Err("more than one FILE".to_string()))?;
            continue;
        }
        let option = arg
            .to_str()
            .ok_or_else(|| format!("unknown option {}", arg.to_string_lossy()))?;
        let (name, inline) = option
            .split_once('=')
            .map_or((option, None), |(name, value)| (name, Some(value)));
        let mut next = || {
            inline
                .map(str::to_string)
                .or_else(|| args.next().map(|v| v.to_string_lossy().into_owned()))
        };
        let mut value = || {
            next()
                .map(|value| (name, value))
                .ok_or(format!("{name} needs a value"))
        };
        // A flag takes no value: `flag()` is true, or the usage error.
        let flag = || inline.map_or(Ok(true), |_| Err(format!("{name} takes no value")));
        match name {
            "--help" | "-h" => {
                return Err(flag().map(|_| Refusal::Asked(USAGE.replacen("PROGRAM", program, 1)))?)
            }
            "--version" | "-V" => return Err(flag().map(|_| Refusal::Asked(version))?),
            "--quiet" => quiet = flag()?,
            "--concrete" => {
                walk = if flag()? {
                    Walk::Boards
                } else {
                    Walk::Descriptions
                }
            }
            "--limits" => {
                limits = word(
                    value()?,
                    &[("standard", Limits::V1), ("large", Limits::LARGE)],
                )?
            }
            "--json" => _ = flag()?,
            "--width" => claim.width = Some(number(value()?, WIDTHS)?),
            "--rows" => claim.rows = Some(number(value()?, ROWS)?),
            "--max-pieces" => claim.max_pieces = Some(number(value()?, 0..=u64::MAX)?),
            "--height" => claim.height = Some(number(value()?, ROWS)?),
            "--within" => claim.within = Some(Within::Pieces(number(value()?, 0..=u64::MAX)?)),
            "--forever" => claim.within = flag()?.then_some(Within::Forever),
            "--game" => claim.game = Some(word(value()?, GAMES)?),
            "--lines" | "--at-once" => {
                let (at_once, k) = (name == "--at-once", number(value()?, 1..=255)?);
                claim.goal = Some(Goal { at_once, k });
            }
            "--floor" => claim.floor = Some(value()?.1),
            "--sequence" => claim.sequence = Some(value()?.1),
            "--preview" => claim.preview = Some(word(value()?, &[("0", false), ("1", true)])?),
            "--moves" => {
                claim.moves = Some(word(
                    value()?,
                    &[
                        ("all", Moves::All),
                        ("drop", Moves::All),
                        ("grid-2022", Moves::Grid2022),
                        ("slide", Moves::Slide),
                        ("srs", Moves::Srs),
                    ],
                )?)
            }
            "--adversary" => claim.adversary = Some(letters(value()?)?),
            "--start" => claim.start = Start::Moves(placements(value()?)?),
            "--parts" => {
                parts = Some(
                    Some(value()?.1)
                        .filter(|d| !d.is_empty())
                        .ok_or("--parts needs a DIR".to_string())?
                        .into(),
                )
            }
            _ => return Err(format!("unknown option {option}").into()),
        }
    }
    let large =
        "--concrete walks boards within the standard limits, not --limits large".to_string();
    (walk == Walk::Descriptions || limits == Limits::V1)
        .then_some(())
        .ok_or(large)?;
    Ok(Asked {
        claim,
        limits,
        walk,
        quiet,
        file: file.ok_or("missing FILE".to_string())?,
        parts,
    })
}

/// [cert.cli] One of the words of `choices`.
fn word<T: Copy>((name, value): (&str, String), choices: &[(&str, T)]) -> Result<T, Usage> {
    let found = choices
        .iter()
        .find(|(word, _)| *word == value)
        .map(|&(_, v)| v);
    let words: Vec<&str> = choices.iter().map(|(word, _)| *word).collect();
    found.ok_or(format!("{name} {value}: expected {}", words.join(" or ")))
}

/// [cert.cli] W, R or D: an optional `+` and decimal digits (leading zeros allowed) within `range`.
fn number<T: Value>(
    (name, value): (&str, String),
    range: std::ops::RangeInclusive<T>,
) -> Result<T, Usage> {
    let (low, high) = ((*range.start()).into(), (*range.end()).into());
    let n = value
        .parse::<u64>()
        .ok()
        .filter(|n| (low..=high).contains(n))
        .and_then(|n| T::try_from(n).ok());
    n.ok_or(format!(
        "{name} {value}: expected a number from {low} to {high}"
    ))
}

/// [comp.start] PLACEMENTS: one or more placements (`T0@3`) joined by commas, as a verdict writes them.
fn placements((name, text): (&str, String)) -> Result<String, Usage> {
    let column = |c: &str| c.parse::<u64>().is_ok_and(|n| n.to_string() == c);
    let place = |p: &str| {
        p.split_once('@')
            .is_some_and(|(o, c)| ORIENTATION_NAMES.contains(&o) && column(c))
    };
    let message = format!("{name} {text}: expected placements like T0@3,I1@0");
    Some(text)
        .filter(|text| text.split(',').all(place))
        .ok_or(message)
}

/// [cert.cli] SET: one or more letters of `IOTSZJL`, in any order (a set: repeats change nothing).
fn letters((name, set): (&str, String)) -> Result<String, Usage> {
    let message = format!("{name} {set}: expected letters of {PIECE_ORDER}");
    Some(set)
        .filter(|set| !set.is_empty() && set.chars().all(|c| PIECE_ORDER.contains(c)))
        .ok_or(message)
}

/// Reads FILE (`-`: standard input) and verifies it within the limits asked, lowered by the
/// test-only variable TEST_LIMITS when it is set. [comp.match] Part sha256:H is DIR/H.cert, DIR
/// FILE's directory unless --parts names one.
fn check(
    Asked {
        claim,
        limits,
        walk,
        file,
        parts,
        ..
    }: &Asked,
) -> Result<Verdict, Refusal> {
    let limits = std::env::var_os(TEST_LIMITS)
        .map_or(Ok(*limits), |lowered| test_limits(limits, &lowered))?;
    let (name, max) = (file.to_string_lossy(), limits.file_bytes as u64);
    let too_big = || {
        Refusal::Failed(reject(
            Rule::Limit,
            None,
            format!("{name} has more than {max} bytes"),
        ))
    };
    let io =
        |what: &str, e: std::io::Error| Refusal::Error("io", format!("cannot {what} {name}: {e}"));
    let opened = (file != "-")
        .then(|| std::fs::File::open(file))
        .transpose()
        .map_err(|e| io("open", e))?;
    let size = opened
        .as_ref()
        .and_then(|f| f.metadata().ok())
        .filter(|m| m.is_file())
        .map(|m| m.len());
    (size.unwrap_or(0) <= max)
        .then_some(())
        .ok_or_else(too_big)?;
    let bytes = match opened {
        Some(f) => read_at_most(f, size, max),
        None => read_at_most(std::io::stdin(), None, max),
    }
    .map_err(|e| io("read", e))?;
    (bytes.len() as u64 <= max)
        .then_some(())
        .ok_or_else(too_big)?;
    let dir = parts
        .as_ref()
        .map_or(Path::new(file).parent().unwrap_or("".as_ref()), Path::new);
    let source = |name: &str| {
        let path = dir.join(format!("{}.cert", name.trim_start_matches("sha256:")));
        part_file(&path, max).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let failed = |failure: Failure| match compressed(&bytes, &name) {
        Some(message) => Failure { message, ..failure },
        None => failure,
    };
    verify_parts(&bytes, claim, &limits, *walk, &source).map_err(|f| Refusal::Failed(failed(f)))
}

/// [cert.cli] The first bytes of an xz file (the archive's `.cert.xz`).
const XZ_MAGIC: &[u8] = b"\xfd7zXZ\x00";

/// [cert.cli] A file compressed with xz is a syntax error like any other bytes, whose message says
/// what the file is and how to check it.
fn compressed(bytes: &[u8], name: &str) -> Option<String> {
    bytes.starts_with(XZ_MAGIC).then(|| {
        format!("the file is compressed with xz, not a certificate: check `xz -dc {name} | sureline-check -` or decompress it first (`xz -dk {name}`)")
    })
}

/// [cert.limits] At most `max` + 1 bytes of `input`: one byte more than the limit tells a file over
/// it, whatever its `size` said. The buffer is allocated once when the size is known, and grows
/// with what is read otherwise.
fn read_at_most(input: impl Read, size: Option<u64>, max: u64) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::with_capacity(size.map_or(0, |size| size.min(max) as usize + 1));
    input.take(max + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// [comp.match] A part's bytes, read only from a regular file: a FIFO or a device (a symlink to
/// /dev/zero) is refused before it is opened, so it can neither block the check nor feed it
/// without end.
fn part_file(path: &Path, max: u64) -> std::io::Result<Vec<u8>> {
    let not_regular =
        || std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a regular file");
    let metadata = std::fs::metadata(path)?;
    metadata.is_file().then_some(()).ok_or_else(not_regular)?;
    read_at_most(std::fs::File::open(path)?, Some(metadata.len()), max)
}

/// The limits lowered by TEST_LIMITS, `lowered`: `BYTES,NODES,POSITIONS`.
fn test_limits(limits: &Limits, lowered: &OsStr) -> Result<Limits, Refusal> {
    let n: Option<Vec<usize>> = lowered
        .to_str()
        .and_then(|v| v.split(',').map(|n| n.parse().ok()).collect());
    let Some(&[bytes, nodes, positions]) = n.as_deref() else {
        let message = format!(
            "{TEST_LIMITS}={}: expected BYTES,NODES,POSITIONS",
            lowered.to_string_lossy()
        );
        return Err(Refusal::Error("usage", message));
    };
    let (file_bytes, nodes) = (bytes.min(limits.file_bytes), limits.nodes.min(nodes as u64));
    Ok(Limits {
        file_bytes,
        nodes,
        positions: positions.min(limits.positions),
    })
}

/// [cert.cli] `--json`: one object on one line, for every outcome.
fn json_line(outcome: &Result<Verdict, Refusal>, file: &str, code: u8) -> String {
    // A `key=value` field of a verdict line, as JSON: numbers as numbers, words as strings.
    let number = |v: &str| v.parse::<u64>().is_ok_and(|n| n.to_string() == v); // `floor=00` is a word
    let field = |(k, v): (&str, &str)| {
        format!(
            ",{}:{}",
            string(k),
            if number(v) { v.into() } else { string(v) }
        )
    };
    let (rule, node, message, at) = match outcome {
        Ok(verdict) => {
            // The verdict line's fields after `s VERIFIED sha256:...`; `pieces<=D` is `max_pieces`.
            let line = verdict.to_string().replace("pieces<=", "max_pieces=");
            let fields: String = line
                .split(' ')
                .skip(3)
                .filter_map(|f| f.split_once('='))
                .map(field)
                .collect();
            return format!(
                "{{\"verified\":true,\"sha256\":{}{fields}}}\n",
                string(&verdict.sha256)
            );
        }
        Err(Refusal::Failed(f)) => (
            string(f.rule.name()),
            f.node,
            string(&f.message(Some(file))),
            f.at,
        ),
        Err(Refusal::Error(rule, message)) => (string(rule), None, string(message), None),
        Err(Refusal::Asked(text)) => return format!("{text}\n"), // printed as it is
    };
    let at = at.map_or(String::new(), |(line, column)| {
        format!(",\"line\":{line},\"column\":{column}")
    });
    let node = node.map_or(String::new(), |node| format!(",\"node\":{node}"));
    format!("{{\"verified\":false,\"rule\":{rule}{node},\"message\":{message}{at},\"exit_code\":{code}}}\n")
}

/// A JSON string: `"`, `\` and the control characters escaped, everything else as is.
fn string(text: &str) -> String {
    let escape = |c: char| {
        if c < ' ' {
            format!("\\u{:04x}", u32::from(c))
        } else {
            c.to_string()
        }
    };
    format!(
        "\"{}\"",
        text.replace('\\', "\\\\")
            .replace('"', "\\\"")
            .chars()
            .map(escape)
            .collect::<String>()
    )
}
