//! README.md's commands run as written: every command of its `sh` blocks, from a scratch
//! directory beside the repository's files (each top-level entry linked in), with `sureline` and
//! `sureline-check` the binaries of this build (a `cargo run ... --bin NAME --` prefix means the
//! same binary). A `# ` line under a command is the start of what it prints (`…` for any text);
//! `(exit N)` in its comment is the exit code it must end with. Not run, as README.md says:
//! commands marked `(long)` and `xdg-open` (it opens a browser). The commands skipped are printed.

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

    /// The command as run: `cargo run ... --bin NAME -- ARGS` is `NAME ARGS`.
    fn runnable(&self) -> String {
        let words: Vec<&str> = self.command.split(' ').collect();
        if words.first() != Some(&"cargo") || words.get(1) != Some(&"run") {
            return self.command.clone();
        }
        let at = |word: &str| words.iter().position(|w| *w == word);
        let (name, dashes) = (
            at("--bin").expect("cargo run --bin NAME") + 1,
            at("--").unwrap(),
        );
        format!("{} {}", words[name], words[dashes + 1..].join(" "))
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
        let out = Command::new("bash")
            .args(["-c", &format!("set -o pipefail; {}", example.runnable())])
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
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
