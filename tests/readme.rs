//! README.md's commands run as written: every command of its `sh` blocks, from a scratch
//! directory beside the repository's files (each top-level entry linked in), with `sureline` and
//! `sureline-check` the binaries of this build, as `scripts/build.sh` links them. No example
//! builds (`cargo ...`): after the two set-up commands nothing is compiled again. A `# ` line
//! under a command is the start of what it prints (`…` for any text); `(exit N)` in its comment
//! is the exit code it must end with. Not run, as README.md says: commands marked `(long)` and
//! `xdg-open` (it opens a browser). The commands skipped are printed. Every file the examples
//! make is one `.gitignore` names, and the work tree's `git status` is the same afterwards.

use std::path::Path;
use std::process::Command;

use sureline_e2e::{bin, root, scratch};

/// One command of a `sh` block.
#[derive(Debug)]
struct Example {
    /// The README line, 1-based.
    line: usize,
    command: String,
    comment: String,
    /// The `# ` line under it, if any.
    prints: Option<String>,
}

impl Example {
    /// Why it is not run, if it is not.
    fn skipped(&self) -> Option<&'static str> {
        if self.comment.contains("(long") {
            Some("marked (long)")
        } else if self.command.starts_with("xdg-open ") {
            Some("opens a browser")
        } else {
            None
        }
    }

    /// The exit code it must end with: `(exit N)` in its comment, else 0.
    fn exit_code(&self) -> i32 {
        self.comment
            .split_once("(exit ")
            .and_then(|(_, rest)| rest.split_once(')'))
            .map_or(0, |(code, _)| code.parse().expect("(exit N) with a number"))
    }
}

/// The commands of README.md's `sh` blocks, in order.
fn examples(readme: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_block = false;
    for (index, text) in readme.lines().enumerate() {
        match (in_block, text.trim_end()) {
            (false, "```sh") => in_block = true,
            (true, "```") => in_block = false,
            (true, "") | (false, _) => {}
            (true, output) if output.starts_with("# ") => {
                let last = examples.last_mut().expect("a # line follows a command");
                last.prints = Some(output[2..].to_string());
            }
            (true, line) => {
                let (command, comment) = match line.find(" # ") {
                    Some(at) => (line[..at].trim_end(), &line[at + 3..]),
                    None => (line, ""),
                };
                examples.push(Example {
                    line: index + 1,
                    command: command.to_string(),
                    comment: comment.to_string(),
                    prints: None,
                });
            }
        }
    }
    examples
}

/// Whether `line` reads as `pattern`, where `…` stands for any text.
fn reads_as(line: &str, pattern: &str) -> bool {
    let mut parts = pattern.split('…');
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = line.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        if i + 1 == parts.len() {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

/// A directory with the repository's top-level entries linked in, and `sureline` and
/// `sureline-check` on a path of their own.
fn workplace(dir: &Path) -> std::path::PathBuf {
    for entry in std::fs::read_dir(root()).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        std::os::unix::fs::symlink(entry.path(), dir.join(&name)).unwrap();
    }
    let bins = dir.join(".bin");
    std::fs::create_dir(&bins).unwrap();
    for name in ["sureline", "sureline-check"] {
        std::os::unix::fs::symlink(bin(name), bins.join(name)).unwrap();
    }
    bins
}

#[test]
fn the_patterns_read_as_documented() {
    assert!(reads_as(
        "s VERIFIED sha256:ab x=1",
        "s VERIFIED sha256:ab …"
    ));
    assert!(reads_as("wrote a (12 bytes; b)", "wrote a (… bytes; b)"));
    assert!(!reads_as("wrote a (12 bytes; c)", "wrote a (… bytes; b)"));
    assert!(reads_as("exact", "exact"));
    assert!(!reads_as("exactly", "exact"));
}

#[test]
fn every_command_of_the_readme_runs_as_written() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let examples = examples(&readme);
    assert!(examples.len() > 10, "{examples:?}");
    let status_before = git_status();
    let dir = scratch("readme");
    let bins = workplace(&dir);
    let path = format!(
        "{}:{}",
        bins.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut failures = Vec::new();
    for example in &examples {
        if let Some(why) = example.skipped() {
            println!(
                "README.md:{}: not run ({why}): {}",
                example.line, example.command
            );
            continue;
        }
        if example.command.starts_with("cargo ") {
            failures.push(format!(
                "README.md:{}: `{}` builds again: an example runs the binaries of the set-up commands",
                example.line, example.command
            ));
            continue;
        }
        let out = Command::new("bash")
            .args(["-c", &format!("set -o pipefail; {}", example.command)])
            .current_dir(&*dir)
            .env("PATH", &path)
            .output()
            .expect("bash starts");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let first = stdout.lines().next().unwrap_or_default();
        let code = out.status.code().unwrap_or(-1);
        let printed = example.prints.as_deref().is_none_or(|p| reads_as(first, p));
        if code != example.exit_code() || !printed {
            failures.push(format!(
                "README.md:{}: `{}` exited {code} (expected {}), printed {first:?}{}; stderr: {}",
                example.line,
                example.command,
                example.exit_code(),
                example
                    .prints
                    .as_ref()
                    .map_or(String::new(), |p| format!(" (expected {p:?})")),
                String::from_utf8_lossy(&out.stderr).trim_end()
            ));
        }
    }
    failures.extend(not_ignored(&dir));
    let status_after = git_status();
    if status_after != status_before {
        failures.push(format!(
            "the work tree changed: git status was {status_before:?}, is {status_after:?}"
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `git status --porcelain` of the repository (None outside a git clone).
fn git_status() -> Option<String> {
    let out = Command::new("git")
        .args([
            "--no-optional-locks",
            "status",
            "--porcelain",
            "--untracked-files=all",
        ])
        .current_dir(root())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The files the examples made in `dir` (all but the linked entries and `.bin`) that git would
/// list in the clone's root (not named by `.gitignore`), one failure each.
fn not_ignored(dir: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        if name == ".bin" || entry.file_type().unwrap().is_symlink() {
            continue;
        }
        let suffix = if entry.path().is_dir() { "/" } else { "" };
        let ignored = Command::new("git")
            .args([
                "check-ignore",
                "-q",
                "--no-index",
                &format!("{name}{suffix}"),
            ])
            .current_dir(root())
            .status()
            .map_or(true, |status| status.success());
        if !ignored {
            failures.push(format!(
                "an example made {name}{suffix}, which .gitignore does not name (git status would list it)"
            ));
        }
    }
    failures
}

/// The subcommands `HELP` lists under `Commands:` (all but `help`).
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|line| *line != "Commands:")
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

fn help(args: &[&str]) -> String {
    let out = Command::new(bin("sureline")).args(args).output().unwrap();
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// README's command table has a row for every subcommand of `sureline --help`, and the summary
/// of `sureline split --help` names every split subcommand.
#[test]
fn the_command_table_and_the_split_summary_name_every_subcommand() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let commands = subcommands(&help(&["--help"]));
    assert!(commands.len() > 10, "{commands:?}");
    let rows: Vec<&str> = readme
        .lines()
        .filter(|line| line.starts_with("| `sureline "))
        .collect();
    let listed = |name: &str| {
        let (long, short) = (format!("`sureline {name} "), format!("/ `{name} "));
        rows.iter()
            .any(|row| row.contains(&long) || row.contains(&short))
    };
    let missing: Vec<&String> = commands.iter().filter(|name| !listed(name)).collect();
    assert!(
        missing.is_empty(),
        "README.md's command table misses {missing:?}"
    );
    let split = help(&["split", "--help"]);
    let summary = split.lines().next().unwrap();
    let parts = subcommands(&split);
    let unnamed: Vec<&String> = parts
        .iter()
        .filter(|name| {
            !summary.contains(&format!(" {name},")) && !summary.ends_with(&format!(" {name}"))
        })
        .collect();
    assert!(
        unnamed.is_empty(),
        "split --help's summary misses {unnamed:?}: {summary}"
    );
}

/// README's results table is the one `scripts/readme-results.py` makes from the manifests.
#[test]
fn the_results_table_is_made_from_the_manifests() {
    let out = Command::new("python3")
        .args(["scripts/readme-results.py", "--check"])
        .current_dir(root())
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
