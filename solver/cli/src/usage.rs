//! clap's usage errors as one line: the option, the value and what was expected, or what is
//! missing or unknown, then where the command's help is (`sureline solve --help`). clap's own
//! rendering spreads over several lines with a usage block; a person reads one.

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// `--width 13: expected 2..=12 (sureline solve --help)`.
pub fn one_line(error: &clap::Error) -> String {
    let what = match error.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => invalid_value(error),
        ErrorKind::UnknownArgument => {
            let mut line = format!("unknown option {}", context(error, ContextKind::InvalidArg));
            if let Some(suggested) = error.get(ContextKind::SuggestedArg) {
                line += &format!(" (did you mean {}?)", text(suggested));
            }
            line
        }
        ErrorKind::InvalidSubcommand => {
            let mut line = format!(
                "unknown command {}",
                context(error, ContextKind::InvalidSubcommand)
            );
            if let Some(suggested) = error.get(ContextKind::SuggestedSubcommand) {
                line += &format!(" (did you mean {}?)", text(suggested));
            }
            line
        }
        ErrorKind::MissingRequiredArgument => {
            format!(
                "missing {}",
                option_names(&context(error, ContextKind::InvalidArg))
            )
        }
        ErrorKind::ArgumentConflict => format!(
            "{} cannot be used with {}",
            option_name(&context(error, ContextKind::InvalidArg)),
            option_names(&context(error, ContextKind::PriorArg))
        ),
        _ => first_line(error),
    };
    match command(error) {
        Some(command) => format!("{what} ({command} --help)"),
        None => what,
    }
}

/// `--memory 1M: a solve needs at least 64 MiB`, `--color blue: expected auto, always or never`.
fn invalid_value(error: &clap::Error) -> String {
    let option = option_name(&context(error, ContextKind::InvalidArg));
    let value = context(error, ContextKind::InvalidValue);
    if value.is_empty() {
        return format!("{option} needs a value");
    }
    let why = match error.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(valid)) => format!("expected {}", or_list(valid)),
        _ => std::error::Error::source(error).map_or_else(
            || "not a value this option takes".to_string(),
            |source| source.to_string(),
        ),
    };
    format!("{option} {value}: {why}")
}

fn context(error: &clap::Error, kind: ContextKind) -> String {
    error.get(kind).map(text).unwrap_or_default()
}

fn text(value: &ContextValue) -> String {
    match value {
        ContextValue::String(s) => s.clone(),
        ContextValue::Strings(list) => list.join(", "),
        other => other.to_string(),
    }
}

/// `--memory <SIZE>` -> `--memory`; `<CERT>` stays.
fn option_name(arg: &str) -> String {
    match arg.split_once(' ') {
        Some((name, _)) if name.starts_with('-') => name.to_string(),
        _ => arg.to_string(),
    }
}

/// A list of clap's argument names, each as [`option_name`] says it; a group
/// (`<--rows <ROWS>|--height <HEIGHT>>`) as its choices (`--rows or --height`).
fn option_names(list: &str) -> String {
    let names: Vec<String> = list
        .split(", ")
        .map(
            |arg| match arg.strip_prefix('<').and_then(|a| a.strip_suffix('>')) {
                Some(group) if group.contains('|') => {
                    let choices: Vec<String> = group.split('|').map(option_name).collect();
                    or_list(&choices)
                }
                _ => option_name(arg),
            },
        )
        .collect();
    names.join(", ")
}

/// `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// clap's first line, without its `error: ` prefix.
fn first_line(error: &clap::Error) -> String {
    let rendered = error.render().to_string();
    let line = rendered.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}

/// The command the error is about: from clap's usage line (`Usage: sureline solve [OPTIONS]
/// ...` -> `sureline solve`), else the subcommand named on the command line.
fn command(error: &clap::Error) -> Option<String> {
    let Some(usage) = error.get(ContextKind::Usage) else {
        let cli = <crate::Cli as clap::CommandFactory>::command();
        let name = std::env::args().nth(1)?;
        return cli
            .find_subcommand(&name)
            .map(|_| format!("sureline {name}"));
    };
    let usage = text(usage);
    let usage = usage.trim_start().strip_prefix("Usage:")?;
    let words: Vec<&str> = usage
        .split_whitespace()
        .take_while(|w| !w.starts_with(['[', '-', '<']))
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}
