//! The verified checker's line of `sureline reproduce` (issue 26, formal/README.md): each
//! reproduced certificate that has a claim line in the archive's CLAIMS is checked again by
//! `target/formal/sureline-check-coq`, the checker extracted from the Coq development, with that
//! line's options; one line reports the verdicts.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The verified checker, relative to a repository's top.
const CHECKER: &str = "target/formal/sureline-check-coq";

/// Where the verified checker is: `SURELINE_CHECK_COQ` when set, else `target/formal/` here or in
/// the repository this binary was built from; when it is in neither but Coq and OCaml are
/// installed, `scripts/formal.sh` builds it first (about half a minute).
fn find_checker() -> Result<PathBuf, String> {
    if let Some(path) = std::env::var_os("SURELINE_CHECK_COQ") {
        let path = PathBuf::from(path);
        return match path.is_file() {
            true => Ok(path),
            false => Err(format!(
                "not found at {} (SURELINE_CHECK_COQ)",
                path.display()
            )),
        };
    }
    let built_from = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let tops = [PathBuf::from("."), built_from];
    if let Some(top) = tops.iter().find(|top| top.join(CHECKER).is_file()) {
        return Ok(top.join(CHECKER));
    }
    let not_built = format!("not built ({CHECKER}: `bash scripts/formal.sh` builds it)");
    let tools = ["coqc", "ocamlfind", "ocamlopt"];
    let Some(top) = tops
        .iter()
        .find(|top| top.join("scripts/formal.sh").is_file())
    else {
        return Err(not_built);
    };
    if !tools.iter().all(|tool| on_path(tool)) {
        return Err(not_built);
    }
    let built = Command::new("bash")
        .arg("scripts/formal.sh")
        .current_dir(top)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    match built {
        Ok(status) if status.success() && top.join(CHECKER).is_file() => Ok(top.join(CHECKER)),
        _ => Err(format!("{not_built}, and building it here failed")),
    }
}

fn on_path(tool: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).any(|dir| dir.join(tool).is_file())
}

/// The options of each certificate's line in a CLAIMS file (`NAME OPTION ...`, `#` comments).
fn claim_options(claims: &Path) -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(claims).unwrap_or_default();
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let mut words = line.split_whitespace().map(String::from);
            words.next().map(|name| (name, words.collect()))
        })
        .collect()
}

/// One verdict of the verified checker: the first line it printed, or why it printed none.
fn verdict_of(checker: &Path, options: &[String], certificate: &Path) -> String {
    let run = Command::new(checker)
        .args(options)
        .arg("--quiet")
        .arg(certificate)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output();
    match run {
        Ok(out) => match String::from_utf8_lossy(&out.stdout).lines().next() {
            Some(line) => line.to_string(),
            None => format!("no verdict (exit {:?})", out.status.code()),
        },
        Err(e) => format!("cannot run: {e}"),
    }
}

/// The verified checker's line for the reproduced `certificates` (archived name, file written)
/// under the claims of `claims`, and whether no certificate it checked was refused.
pub fn verified_checker_line(certificates: &[(&str, PathBuf)], claims: &Path) -> (String, bool) {
    let checker = match find_checker() {
        Ok(checker) => checker,
        Err(why) => return (format!("verified checker: {why}\n"), true),
    };
    let options = claim_options(claims);
    let (mut verified, mut refused, mut uncovered) = (Vec::new(), Vec::new(), Vec::new());
    for (name, file) in certificates {
        match options.iter().find(|(claimed, _)| claimed == name) {
            None => uncovered.push(name.to_string()),
            Some((_, options)) => {
                let verdict = verdict_of(&checker, options, file);
                match verdict.starts_with("s VERIFIED ") {
                    true => verified.push(name.to_string()),
                    false => refused.push(format!("{name} ({verdict})")),
                }
            }
        }
    }
    let mut parts = Vec::new();
    for (what, names) in [
        ("VERIFIED", &verified),
        ("NOT VERIFIED", &refused),
        ("not checked (no claim line)", &uncovered),
    ] {
        if !names.is_empty() {
            parts.push(format!("{what} {}", names.join(", ")));
        }
    }
    let line = format!(
        "verified checker {} (proved in Coq, formal/README.md), with the options of {}: {}\n",
        checker.display(),
        claims.display(),
        parts.join("; ")
    );
    (line, refused.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The archive's claim lines read as names and options.
    #[test]
    fn claim_lines_are_names_and_options() {
        let dir = std::env::temp_dir().join(format!("sureline-formal-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let claims = dir.join("CLAIMS");
        std::fs::write(
            &claims,
            "# a comment\na.cert --forever\n\nb.cert --width 10 --rows 6\n",
        )
        .unwrap();
        let read = claim_options(&claims);
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            read,
            vec![
                ("a.cert".to_string(), vec!["--forever".to_string()]),
                (
                    "b.cert".to_string(),
                    vec!["--width".into(), "10".into(), "--rows".into(), "6".into()]
                ),
            ]
        );
    }

    /// A small job's certificates: the 10x6 optimum verified, a false win refused with its
    /// rule, a name with no claim line not checked; the refusal makes the line fail.
    #[test]
    #[ignore = "needs the verified checker (bash scripts/formal.sh): SURELINE_CHECK_COQ=... -- --ignored"]
    fn the_line_reports_each_verdict_of_the_verified_checker() {
        let top = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let dir = std::env::temp_dir().join(format!("sureline-formal-line-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let claims = dir.join("CLAIMS");
        let optimum = "--game capped --width 10 --rows 6 --adversary IOTSZJL --max-pieces 12";
        std::fs::write(
            &claims,
            format!("optimal.cert {optimum}\nfalse-win.cert --width 4\n"),
        )
        .unwrap();
        let certificates = [
            ("optimal.cert", top.join("certificates/10x6-optimal.cert")),
            (
                "false-win.cert",
                top.join("certificates/known-bad/false-win.cert"),
            ),
            ("unlisted.cert", top.join("certificates/10x6-optimal.cert")),
        ];
        let (line, ok) = verified_checker_line(&certificates, &claims);
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(!ok, "{line}");
        assert!(line.contains(": VERIFIED optimal.cert; NOT VERIFIED false-win.cert (s NOT VERIFIED rule=false-win node=1"), "{line}");
        assert!(
            line.ends_with("; not checked (no claim line) unlisted.cert\n"),
            "{line}"
        );
    }
}
