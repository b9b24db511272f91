//! Shared helpers for the end-to-end tests: where the built binaries are, scratch directories,
//! running a command and capturing what it printed.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A built binary of the workspace (`sureline` or `sureline-check`), next to this test's `deps/`.
/// `cargo test --workspace` builds every binary, since both crates have integration tests.
pub fn bin(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test knows its own path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("tests run from target/<profile>/deps");
    let path = dir.join(name);
    assert!(
        path.exists(),
        "{} is not built: run the tests with `cargo test --workspace`",
        path.display()
    );
    path
}

/// The repository root (for the archived certificates).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ is inside the workspace")
        .to_path_buf()
}

/// A fresh, empty scratch directory for one test.
pub fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sureline-e2e-{}-{}", std::process::id(), test));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// What a command did.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn run(program: &Path, args: &[&str], cwd: &Path) -> Run {
    let Output {
        status,
        stdout,
        stderr,
    } = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("the binary starts");
    Run {
        code: status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
    }
}
