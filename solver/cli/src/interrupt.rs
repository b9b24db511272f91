//! Ctrl-C and termination (SIGINT, SIGTERM, SIGHUP): the process ends at once, as a shell
//! expects (exit code 128 + the signal: 130 for Ctrl-C), but cleanly: its lock files and
//! unfinished temporaries are removed, and one line says which files it kept. Everything kept
//! was complete and verified before it was written (`sureline_certify::files`).

use std::path::PathBuf;

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
            let kept = files::abandon();
            error_line(&interrupted_line(&kept, resume));
            std::process::exit(128 + signal);
        }
    });
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
