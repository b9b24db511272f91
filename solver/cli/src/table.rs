//! The one runner of `sureline frontier` and `sureline survival`: a table of cells, each decided
//! by child `sureline solve` runs bounded in time, whose verified certificates are moved into the
//! output directory, and four files written at the end (the table, its JSON, CLAIMS and
//! SHA256SUMS). A [`Kind`] says which cells a table has and how each is decided and written; the
//! runner does the rest, the same way for both.
//!
//! A process is the one boundary that bounds a search's time and memory: the engine has no
//! cancellation, so a solve that outgrows its budget is stopped by ending its child, and its cell
//! is reported undecided with the figures it reached. The runner decides nothing about the game
//! and writes only certificates the children verified.

use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

use sureline_certify::error::{Error, Result};
use sureline_certify::files::{self, Existing};
use sureline_certify::limits::CheckLimits;
use sureline_certify::sums;
use sureline_tools::table::{CertRef, Figures};

use crate::child::{install, own_command, run_until, Ended};
use crate::report::SolveJson;
use crate::stdout::{finished, print};

/// The file of the checker options of each certificate, in every table.
const CLAIMS: &str = "CLAIMS";

/// One kind of table: its cells, how one is decided, and its files.
pub trait Kind {
    /// What the table lists a row of cells by (a game and a width, a row and a width).
    type Key;
    type Cell;
    /// The table's own files: its Markdown and its JSON (`FRONTIER.md`, `frontier.json`).
    const FILES: [&'static str; 2];

    /// The cells, in the table's order.
    fn keys(&self) -> Vec<Self::Key>;
    /// Decides one cell with child solves (`runner.solve`).
    fn decide(&self, key: &Self::Key, runner: &Runner) -> Result<Self::Cell>;
    /// The certificates a cell cites that its children wrote (paths in the staging directory).
    fn written(&self, cell: &Self::Cell) -> Vec<String>;
    /// The cell as one line of the summary: "capped W=8: the player wins at R = 6 ...".
    fn summary(cell: &Self::Cell) -> String;
    /// The table's files once every cell is decided: Markdown, JSON, CLAIMS, SHA256SUMS.
    fn files(&self, cells: &[Self::Cell]) -> [String; 4];
}

/// Where a table goes and how its children run.
pub struct Runner {
    /// `frontier` or `survival`: the command, in progress lines and the staging directory's name.
    name: &'static str,
    dir: PathBuf,
    /// Where the children write; certificates the table cites are moved out of it, the rest
    /// removed.
    staging: PathBuf,
    /// Whether the table's files and certificates of other bytes may be replaced (`--force`).
    existing: Existing,
    quiet: bool,
}

/// How one child solve ended.
pub enum Solved {
    /// It decided and verified what its report states; the figures it reached.
    Report(Box<SolveJson>, Figures),
    /// It was stopped at the deadline, with the figures it had reached.
    OutOfTime(Figures),
    /// Exit 4, a resource limit (the memory budget, the solver's tables, the format's limits): a
    /// fact about this size, not a failure of the run. Its message.
    Limit(String),
}

impl Runner {
    /// The runner of the table `name` into `dir` (made if missing).
    pub fn new(name: &'static str, dir: PathBuf, force: bool, quiet: bool) -> Result<Runner> {
        std::fs::create_dir_all(&dir).map_err(|source| Error::Io {
            path: dir.clone(),
            source,
        })?;
        Ok(Runner {
            name,
            staging: dir.join(format!(".{name}-staging")),
            dir,
            existing: if force {
                Existing::Replace
            } else {
                Existing::Keep
            },
            quiet,
        })
    }

    /// A progress line on stderr, unless `--quiet`.
    pub fn note(&self, text: &str) {
        if !self.quiet {
            crate::stdout::error_line(&format!("{}: {text}", self.name));
        }
    }

    /// One child `sureline solve ARGS --json --force` (`what` in messages), in the staging
    /// directory, ended at `deadline`.
    pub fn solve(&self, what: &str, args: &[String], deadline: Instant) -> Result<Solved> {
        self.note(&format!("solving {what}"));
        let mut command: Command = own_command()?;
        command
            .current_dir(&self.staging)
            .arg("solve")
            .args(args)
            .args(["--json", "--force"]);
        match run_until(command, &self.staging, deadline)? {
            Ended::Report(report) => {
                let figures = Figures {
                    states_searched: Some(report.states_searched),
                    wall_seconds: report.wall_seconds,
                    peak_rss_bytes: report.peak_rss_bytes,
                };
                Ok(Solved::Report(report, figures))
            }
            Ended::OutOfTime(figures) => Ok(Solved::OutOfTime(figures)),
            Ended::Failed { code: 4, message } => Ok(Solved::Limit(message)),
            Ended::Failed { code, message } => Err(Error::Child {
                what: what.to_string(),
                code,
                message,
            }),
        }
    }

    /// A certificate a child wrote into the staging directory, as the table cites it.
    pub fn cite(&self, certificate: &str, sha256: &str, lines: usize) -> CertRef {
        CertRef {
            bytes: std::fs::metadata(self.staging.join(certificate)).map_or(0, |m| m.len()),
            sha256: sha256.to_string(),
            lines: lines as u64,
            local: true,
            path: certificate.to_string(),
            limits: CheckLimits::Standard,
        }
    }
}

/// Makes the table of `kind` with `runner`; prints the table's JSON (`json`) or a summary line
/// per cell. The table's files are claimed before any solve: an existing table is refused at
/// once (without `--force`), and a second run into the same directory too.
pub fn run<K: Kind>(kind: &K, runner: &Runner, json: bool) -> Result<u8> {
    let names = [K::FILES[0], K::FILES[1], CLAIMS, sums::SUMS_FILE];
    let paths: Vec<PathBuf> = names.iter().map(|name| runner.dir.join(name)).collect();
    let table = files::reserve(&paths, runner.existing)?;
    // The children's staging directory goes with an interrupted run too.
    let staging = files::Tracked::new(runner.staging.clone());
    let mut cells = Vec::new();
    for key in kind.keys() {
        let cell = kind.decide(&key, runner)?;
        for path in kind.written(&cell) {
            install(&runner.staging, &runner.dir, &path, runner.existing)?;
        }
        runner.note(&K::summary(&cell));
        cells.push(cell);
    }
    let _ = std::fs::remove_dir_all(&runner.staging);
    drop(staging);
    let files = kind.files(&cells);
    table.write_all(&files.each_ref().map(|text| text.as_bytes()))?;
    let shown = if json {
        files[1].clone()
    } else {
        cells.iter().map(|c| K::summary(c) + "\n").collect()
    };
    finished(print(&shown))
}
