//! Records the build's provenance for manifests: the git commit of the work tree and the
//! compiler's version. Neither can change a certificate's bytes.

use std::process::Command;

fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .filter(|s| !s.is_empty())
}

fn main() {
    let commit = output("git", &["rev-parse", "HEAD"]).map(|commit| {
        // --no-optional-locks: a plain `git status` may rewrite .git/index, which would make
        // the next cargo command build this crate again (it is watched below).
        let dirty = output(
            "git",
            &[
                "--no-optional-locks",
                "status",
                "--porcelain",
                "--untracked-files=no",
            ],
        )
        .is_some();
        if dirty {
            commit + "-dirty"
        } else {
            commit
        }
    });
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = output(&rustc, &["--version"]);
    println!(
        "cargo:rustc-env=SURELINE_GIT_COMMIT={}",
        commit.as_deref().unwrap_or("unknown")
    );
    println!(
        "cargo:rustc-env=SURELINE_RUSTC_VERSION={}",
        version.as_deref().unwrap_or("unknown")
    );
    for path in ["../../.git/HEAD", "../../.git/index", "../../.git/refs"] {
        println!("cargo:rerun-if-changed={path}");
    }
}
