//! A child `sureline solve` run to its end or to a deadline: a process is the one boundary that
//! bounds a search's time and memory (the engine has no cancellation). `frontier` and
//! `survival` run their solves so, and read back the child's `--json` report.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use sureline_certify::error::{Error, Result};
use sureline_certify::files::{self, Existing};
use sureline_certify::manifest;
use sureline_tools::table::Figures;

use crate::progress::states_of_line;
use crate::report::SolveJson;

/// A command that runs this very binary. On Linux it execs `/proc/self/exe`, the image this
/// process runs even after a rebuild replaced the file at its path (a table that runs for an
/// hour must not start its next solve from a newer build, or fail to find one mid-build), with
/// the path it was started from as `argv[0]` (what manifests record); elsewhere that path.
pub fn own_command() -> Result<Command> {
    let exe = std::env::current_exe().map_err(|source| Error::Io {
        path: PathBuf::from("<sureline>"),
        source,
    })?;
    let proc_exe = Path::new("/proc/self/exe");
    if !proc_exe.exists() {
        return Ok(Command::new(exe));
    }
    let mut command = Command::new(proc_exe);
    #[cfg(unix)]
    std::os::unix::process::CommandExt::arg0(&mut command, &exe);
    Ok(command)
}

/// What a child solve ended with.
pub enum Ended {
    /// Exit 0: the solve's `--json` report.
    Report(Box<SolveJson>),
    /// Stopped at the cell's deadline, with what was seen of it.
    OutOfTime(Figures),
    /// A non-zero exit: its code and the last line it wrote on stderr.
    Failed { code: i32, message: String },
}

/// Runs a child to its end or to `deadline`, whichever comes first. Its stdout (the report)
/// and stderr (progress, the error line) are read on threads so that neither pipe fills up.
/// The child runs in `staging`, made now if an earlier child's clean-up removed it.
pub fn run_until(mut command: Command, staging: &Path, deadline: Instant) -> Result<Ended> {
    let started = Instant::now();
    let mut child = crate::interrupt::start_child(|| {
        std::fs::create_dir_all(staging)?;
        command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
    })
    .map_err(|source| Error::Io {
        path: PathBuf::from("<sureline solve>"),
        source,
    })?;
    let stdout = read_all(child.stdout.take());
    let stderr = last_lines(child.stderr.take());
    let status = loop {
        if let Some(status) = child.try_wait().map_err(child_error)? {
            break Some(status);
        }
        if Instant::now() >= deadline {
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let Some(status) = status else {
        let figures = stop(&mut child, started);
        crate::interrupt::child_ended();
        let figures = figures?;
        let (progress, _) = stderr.join().unwrap_or_default();
        return Ok(Ended::OutOfTime(Figures {
            states_searched: progress.as_deref().and_then(states_of_line),
            ..figures
        }));
    };
    crate::interrupt::child_ended();
    let out = stdout.join().unwrap_or_default();
    let (_, last) = stderr.join().unwrap_or_default();
    if status.success() {
        let report = serde_json::from_str(&out).map_err(|source| Error::Json {
            path: PathBuf::from("<sureline solve --json>"),
            source,
        })?;
        return Ok(Ended::Report(Box::new(report)));
    }
    Ok(Ended::Failed {
        code: status.code().unwrap_or(-1),
        message: last.unwrap_or_default(),
    })
}

/// Ends a child at its deadline: its peak memory first (gone once it is reaped), then the kill.
fn stop(child: &mut Child, started: Instant) -> Result<Figures> {
    let peak_rss_bytes = manifest::peak_rss_bytes_of(child.id());
    child.kill().map_err(child_error)?;
    child.wait().map_err(child_error)?;
    Ok(Figures {
        states_searched: None,
        wall_seconds: (started.elapsed().as_secs_f64() * 1000.0).round() / 1000.0,
        peak_rss_bytes,
    })
}

fn child_error(source: std::io::Error) -> Error {
    Error::Io {
        path: PathBuf::from("<sureline solve>"),
        source,
    }
}

fn read_all(pipe: Option<impl Read + Send + 'static>) -> JoinHandle<String> {
    std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_string(&mut text);
        }
        text
    })
}

/// The last progress line and the last line of a child's stderr.
fn last_lines(
    pipe: Option<impl Read + Send + 'static>,
) -> JoinHandle<(Option<String>, Option<String>)> {
    std::thread::spawn(move || {
        let (mut progress, mut last) = (None, None);
        if let Some(pipe) = pipe {
            for line in BufReader::new(pipe).lines().map_while(|l| l.ok()) {
                if states_of_line(&line).is_some() {
                    progress = Some(line.clone());
                }
                last = Some(line);
            }
        }
        (progress, last)
    })
}

/// Moves a certificate a child wrote in `staging` (and its manifest) into `dir`. One already
/// there with the same bytes is kept as it is (with its manifest: an archived pair is never
/// rewritten); a different one is replaced only when `existing` allows it and no SHA256SUMS
/// lists it ([`files::check_target`]).
pub fn install(staging: &Path, dir: &Path, name: &str, existing: Existing) -> Result<()> {
    let staged = staging.join(name);
    let target = dir.join(name);
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| Error::Io { path, source }
    };
    let bytes = std::fs::read(&staged).map_err(io(&staged))?;
    if std::fs::read(&target).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    for (from, to) in [
        (staged.clone(), target.clone()),
        (manifest::path_for(&staged), manifest::path_for(&target)),
    ] {
        files::check_target(&to, existing)?;
        std::fs::rename(&from, &to).map_err(io(&to))?;
    }
    files::record_written(vec![target.clone(), manifest::path_for(&target)]);
    Ok(())
}
