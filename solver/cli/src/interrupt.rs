//! Ctrl-C and termination (SIGINT, SIGTERM, SIGHUP): the process ends at once, as a shell
//! expects (exit code 128 + the signal: 130 for Ctrl-C), but cleanly: its lock files and
//! unfinished temporaries are removed, and one line says which files it kept. Everything kept
//! was complete and verified before it was written (`sureline_certify::files`).

use std::path::PathBuf;
use std::process::{Child, Command};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{PoisonError, RwLock};
use std::time::{Duration, Instant};

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use sureline_certify::files;

use crate::stdout::error_line;

/// Starts the thread that ends the process on a signal. `resume` is what to say when files were
/// kept (`solve`: the same command goes on from them).
pub fn install(resume: Option<&'static str>) {
    // Without the handler the signal's default action still ends the process; only the
    // clean-up and the line would be missing.
    let Ok(mut signals) = Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            // Closed for good: no child starts from now on, and one starting now is waited for.
            let closed = GATE.write().unwrap_or_else(PoisonError::into_inner);
            stop_child(CHILD.load(Ordering::SeqCst));
            std::mem::forget(closed);
            let kept = files::abandon();
            error_line(&interrupted_line(&kept, resume));
            std::process::exit(128 + signal);
        }
    });
}

/// The child process the command is waiting for (`frontier`'s solve of a cell), 0 for none: a
/// signal stops it first, and waits for it, so that nothing writes after the clean-up.
static CHILD: AtomicU32 = AtomicU32::new(0);

/// Open while no signal came: a child is started (its directory made, the process spawned and
/// registered) under it, so that a signal never misses a child or the files it writes.
static GATE: RwLock<()> = RwLock::new(());

/// Starts the child the command waits for (until [`child_ended`]), with what it needs on disk:
/// never once a signal came (the call then waits for the exit).
pub fn start_child(start: impl FnOnce() -> std::io::Result<Child>) -> std::io::Result<Child> {
    let _open = GATE.read().unwrap_or_else(PoisonError::into_inner);
    let child = start()?;
    CHILD.store(child.id(), Ordering::SeqCst);
    Ok(child)
}

pub fn child_ended() {
    CHILD.store(0, Ordering::SeqCst);
}

/// Ends the child, if any, as a signal would (SIGTERM: it removes its own locks and
/// temporaries), and waits up to 5 s for it to be gone.
fn stop_child(pid: u32) {
    if pid == 0 {
        return;
    }
    let _ = Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status();
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline && running(pid) {
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Whether process `pid` runs (a zombie, ended and not yet reaped, does not).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| !stat.contains(") Z "))
}

/// `sureline: interrupted; kept 8x6-optimal.cert (with 8x6-optimal.cert.json): ...`.
fn interrupted_line(kept: &[Vec<PathBuf>], resume: Option<&str>) -> String {
    if kept.is_empty() {
        return "sureline: interrupted; nothing was written".into();
    }
    let files: Vec<String> = kept
        .iter()
        .map(|group| match &group[..] {
            [one] => one.display().to_string(),
            [first, rest @ ..] => {
                let rest: Vec<String> = rest.iter().map(|p| p.display().to_string()).collect();
                format!("{} (with {})", first.display(), rest.join(", "))
            }
            [] => String::new(),
        })
        .collect();
    let mut line = format!("sureline: interrupted; kept {}", files.join(", "));
    if let Some(resume) = resume {
        line += "; ";
        line += resume;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_names_what_was_kept() {
        assert_eq!(
            interrupted_line(&[], Some("again")),
            "sureline: interrupted; nothing was written"
        );
        let pair = vec![PathBuf::from("a.cert"), PathBuf::from("a.cert.json")];
        assert_eq!(
            interrupted_line(&[pair], Some("the same command finishes the rest")),
            "sureline: interrupted; kept a.cert (with a.cert.json); the same command finishes \
             the rest"
        );
        let one = vec![PathBuf::from("x.svg")];
        assert_eq!(
            interrupted_line(&[one], None),
            "sureline: interrupted; kept x.svg"
        );
    }
}
