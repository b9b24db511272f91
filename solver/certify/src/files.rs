//! Writing the files people keep: a certificate with its manifest, a picture, a legacy file.
//!
//! The rules ([README: outputs]): what can be checked is checked before the long work starts
//! ([`reserve`]); only regular files are ever replaced (never a symlink, a directory or a
//! device); an existing file is replaced only with `force`; a file listed in a `SHA256SUMS`
//! beside it (an archived certificate) is never replaced; a certificate and its manifest are
//! written under one lock, so two processes cannot leave a manifest describing the other's
//! certificate; bytes go to a recognisable temporary file (`.NAME.sureline-tmp-PID`) renamed over
//! the target only once complete and synced, and temporaries a killed process left behind are
//! removed by the next writer of the same file.
//!
//! It decides nothing about what is written: callers hand it verified bytes.

use std::ffi::OsString;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

use crate::error::{Error, Refusal, Result};
use crate::sums::{Sums, SUMS_FILE};

/// Marks sureline's temporary files: `.NAME` + this + the writer's process id.
pub const TEMP_MARK: &str = ".sureline-tmp-";

/// Where a command's main output goes: a file, or standard output for `-o -`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Destination {
    Stdout,
    File(PathBuf),
}

impl std::str::FromStr for Destination {
    type Err = std::convert::Infallible;

    /// `-` is standard output; anything else a file path.
    fn from_str(arg: &str) -> std::result::Result<Destination, Self::Err> {
        Ok(match arg {
            "-" => Destination::Stdout,
            path => Destination::File(PathBuf::from(path)),
        })
    }
}

/// Whether an existing regular file may be replaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Existing {
    Keep,
    Replace,
}

/// Files claimed before the work that produces them: checked, locked, cleaned of stale
/// temporaries. Dropping it releases the lock.
pub struct Reservation {
    paths: Vec<PathBuf>,
    _lock: Lock,
}

/// Checks every path as a target ([`check_target`]), takes the lock of the first one and
/// removes the stale temporaries of all of them. Fails before any work with one clear line.
pub fn reserve(paths: &[PathBuf], existing: Existing) -> Result<Reservation> {
    let first = paths
        .first()
        .expect("a reservation names at least one file");
    for (i, path) in paths.iter().enumerate() {
        if paths[..i].contains(path) {
            return refused(path, Refusal::Twice);
        }
        check_target(path, existing)?;
    }
    let lock = Lock::acquire(first)?;
    for path in paths {
        remove_stale_temporaries(path);
    }
    Ok(Reservation {
        paths: paths.to_vec(),
        _lock: lock,
    })
}

impl Reservation {
    /// The reserved paths, the locked one first.
    pub fn paths(&self) -> &[PathBuf] {
        &self.paths
    }

    /// Writes `contents[i]` to the i-th reserved path: every temporary first, then the renames
    /// in order. On any error the temporaries are removed and no target is touched. An end of
    /// the process that cannot wait ([`abandon`]) waits for a write in progress, so that a
    /// certificate and its manifest are never split.
    pub fn write_all(&self, contents: &[&[u8]]) -> Result<()> {
        assert_eq!(contents.len(), self.paths.len(), "one content per path");
        let mut live = live();
        let before = live.temporaries.len();
        let result = self.write_under(&mut live, contents);
        live.temporaries.truncate(before);
        if result.is_ok() {
            live.written.push(self.paths.clone());
        }
        result
    }

    fn write_under(&self, live: &mut Live, contents: &[&[u8]]) -> Result<()> {
        let mut temps = Vec::new();
        for (path, bytes) in self.paths.iter().zip(contents) {
            match write_temporary(path, bytes) {
                Ok(temp) => {
                    live.temporaries.push(temp.clone());
                    temps.push(temp);
                }
                Err(e) => {
                    temps.iter().for_each(|t| drop(std::fs::remove_file(t)));
                    return Err(e);
                }
            }
        }
        for (temp, path) in temps.iter().zip(&self.paths) {
            if let Err(source) = std::fs::rename(temp, path) {
                temps.iter().for_each(|t| drop(std::fs::remove_file(t)));
                return Err(io_error(path, source));
            }
        }
        Ok(())
    }
}

/// What this process holds and has written, for an end that cannot wait (a signal, a crossed
/// memory budget): its lock files, the temporaries of a write in progress (or of a checkpoint
/// being saved), and the groups of files it wrote completely (a certificate and its manifest).
struct Live {
    locks: Vec<PathBuf>,
    temporaries: Vec<PathBuf>,
    written: Vec<Vec<PathBuf>>,
}

static LIVE: Mutex<Live> = Mutex::new(Live {
    locks: Vec::new(),
    temporaries: Vec::new(),
    written: Vec::new(),
});

fn live() -> MutexGuard<'static, Live> {
    LIVE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Ends this process's writing for good, before it exits at once (a signal, a crossed memory
/// budget): removes its lock files and unfinished temporaries and returns the groups of files it
/// wrote completely, in order. A write in progress finishes first; no write starts afterwards
/// (every later one waits for an exit that comes first).
pub fn abandon() -> Vec<Vec<PathBuf>> {
    let live = live();
    for path in live.temporaries.iter().chain(&live.locks) {
        let _ = match path.is_dir() {
            true => std::fs::remove_dir_all(path),
            false => std::fs::remove_file(path),
        };
    }
    let written = live.written.clone();
    // The guard is never released: the process exits while every other writer waits.
    std::mem::forget(live);
    written
}

/// Files a command wrote complete without a [`Reservation`] (certificates `frontier` moves into
/// its table's directory): [`abandon`] names them among the files kept.
pub fn record_written(paths: Vec<PathBuf>) {
    live().written.push(paths);
}

/// A temporary file or directory that [`abandon`] removes if the process ends while it exists (a
/// checkpoint being written, `frontier`'s staging directory); it is no longer tracked once
/// dropped.
pub struct Tracked(PathBuf);

impl Tracked {
    pub fn new(path: PathBuf) -> Tracked {
        live().temporaries.push(path.clone());
        Tracked(path)
    }
}

impl Drop for Tracked {
    fn drop(&mut self) {
        live().temporaries.retain(|p| *p != self.0);
    }
}

/// A target may be written when it does not exist and its directory does, or when it is a
/// regular file, `existing` allows replacing it and no `SHA256SUMS` beside it lists it.
pub fn check_target(path: &Path, existing: Existing) -> Result<()> {
    let refuse = |refusal| refused(path, refusal);
    if path.file_name().is_none() {
        return refuse(Refusal::NotAFileName);
    }
    match std::fs::symlink_metadata(path) {
        Ok(meta) if !meta.file_type().is_file() => refuse(Refusal::NotRegular),
        Ok(_) if is_archived(path) => refuse(Refusal::Archived),
        Ok(_) if existing == Existing::Keep => refuse(Refusal::Exists),
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => check_directory(path),
        Err(source) => Err(io_error(path, source)),
    }
}

/// The directory a new file goes into must exist.
fn check_directory(path: &Path) -> Result<()> {
    let dir = parent_dir(path);
    match std::fs::metadata(&dir) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => refused(path, Refusal::NotADirectory(dir)),
        Err(source) => refused(path, Refusal::NoDirectory { dir, source }),
    }
}

fn refused<T>(path: &Path, refusal: Refusal) -> Result<T> {
    Err(Error::Refused {
        path: path.to_path_buf(),
        refusal,
    })
}

/// Whether a `SHA256SUMS` in the same directory names this file.
fn is_archived(path: &Path) -> bool {
    let (Some(name), dir) = (path.file_name(), parent_dir(path)) else {
        return false;
    };
    Sums::read(&dir.join(SUMS_FILE))
        .is_ok_and(|sums| sums.hash_of(&name.to_string_lossy()).is_some())
}

/// Writes `bytes` to `.NAME.sureline-tmp-PID` beside `path` and syncs it; removes it on error.
fn write_temporary(path: &Path, bytes: &[u8]) -> Result<PathBuf> {
    let temp = temporary_path(path, std::process::id());
    let result = File::create(&temp).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    result.map(|()| temp.clone()).map_err(|source| {
        let _ = std::fs::remove_file(&temp);
        io_error(path, source)
    })
}

/// `.NAME.sureline-tmp-PID` beside `path`.
pub fn temporary_path(path: &Path, pid: u32) -> PathBuf {
    path.with_file_name(hidden_name(path, &format!("{TEMP_MARK}{pid}")))
}

/// `.NAME` + `suffix`.
fn hidden_name(path: &Path, suffix: &str) -> OsString {
    let mut name = OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(suffix);
    name
}

/// Removes `.NAME.sureline-tmp-*` beside `path`: called under the lock, so no live writer owns
/// them.
fn remove_stale_temporaries(path: &Path) {
    let prefix = hidden_name(path, TEMP_MARK);
    let prefix = prefix.to_string_lossy();
    let Ok(entries) = std::fs::read_dir(parent_dir(path)) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy().starts_with(&*prefix) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

fn io_error(path: &Path, source: std::io::Error) -> Error {
    Error::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// An exclusive advisory lock on `.NAME.lock` beside a target, held until dropped; the lock file
/// is removed on release. Creating it also proves the directory writable.
struct Lock {
    path: PathBuf,
    file: File,
}

impl Lock {
    /// Fails at once when another process holds the lock (no waiting: the other solve may run
    /// for an hour).
    fn acquire(target: &Path) -> Result<Lock> {
        let path = target.with_file_name(hidden_name(target, ".lock"));
        let refuse = |refusal| Error::Refused {
            path: target.to_path_buf(),
            refusal,
        };
        // A holder that released and removed the file between our open and our lock leaves us
        // a lock on a deleted file: then try again on the new one. The file is created and
        // registered under the mutex of [`abandon`], which so never misses a lock file of ours.
        for _ in 0..3 {
            let mut live = live();
            let file = File::options()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)
                .map_err(|source| {
                    refuse(Refusal::CreateLock {
                        lock: path.clone(),
                        source,
                    })
                })?;
            match file.try_lock() {
                Ok(()) => {}
                Err(std::fs::TryLockError::WouldBlock) => return Err(refuse(Refusal::Locked)),
                Err(std::fs::TryLockError::Error(source)) => {
                    return Err(refuse(Refusal::Lock { lock: path, source }))
                }
            }
            if same_file(&file, &path) {
                live.locks.push(path.clone());
                return Ok(Lock { path, file });
            }
        }
        Err(refuse(Refusal::LockChanging))
    }
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> bool {
    path.exists()
}

impl Drop for Lock {
    fn drop(&mut self) {
        live().locks.retain(|p| *p != self.path);
        // Remove first, then unlock (closing the file): see `acquire`.
        let _ = std::fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use sureline_e2e::scratch;

    fn reason(result: Result<impl Sized>) -> String {
        match result {
            Err(Error::Refused { refusal, .. }) => refusal.to_string(),
            Err(other) => panic!("expected an output error, got {other}"),
            Ok(_) => panic!("expected an output error, got Ok"),
        }
    }

    #[test]
    fn an_existing_file_needs_force_and_an_archived_one_is_never_replaced() {
        let dir = scratch("existing");
        let cert = dir.join("a.cert");
        std::fs::write(&cert, "old").unwrap();
        assert!(reason(check_target(&cert, Existing::Keep)).contains("--force"));
        assert!(check_target(&cert, Existing::Replace).is_ok());
        std::fs::write(dir.join(SUMS_FILE), "abcd  a.cert\n").unwrap();
        assert!(reason(check_target(&cert, Existing::Replace)).contains("archived"));
    }

    #[test]
    fn symlinks_directories_and_missing_directories_are_refused() {
        let dir = scratch("special");
        let target = dir.join("real");
        std::fs::write(&target, "x").unwrap();
        let link = dir.join("link.cert");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        assert!(reason(check_target(&link, Existing::Replace)).contains("not a regular file"));
        assert!(reason(check_target(&dir, Existing::Replace)).contains("not a regular file"));
        let missing = dir.join("nope/x.cert");
        assert!(reason(check_target(&missing, Existing::Keep)).contains("cannot write into"));
        let reservation = reserve(std::slice::from_ref(&link), Existing::Replace);
        assert!(reason(reservation).contains("not a regular file"));
        assert_eq!(
            std::fs::read(&target).unwrap(),
            b"x",
            "the link's target is untouched"
        );
    }

    #[test]
    fn a_second_reservation_of_the_same_file_fails_at_once_and_the_lock_is_released() {
        let dir = scratch("lock");
        let pair = vec![dir.join("a.cert"), dir.join("a.cert.json")];
        let first = reserve(&pair, Existing::Keep).unwrap();
        assert!(reason(reserve(&pair, Existing::Keep)).contains("another sureline process"));
        first.write_all(&[b"cert", b"json"]).unwrap();
        drop(first);
        assert_eq!(std::fs::read(&pair[0]).unwrap(), b"cert");
        assert_eq!(std::fs::read(&pair[1]).unwrap(), b"json");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names.len(), 2, "no lock or temporary file left: {names:?}");
        let again = reserve(&pair, Existing::Replace).unwrap();
        drop(again);
    }

    #[test]
    fn stale_temporaries_of_a_killed_writer_are_removed_by_the_next_one() {
        let dir = scratch("stale");
        let cert = dir.join("b.cert");
        let stale = temporary_path(&cert, 999_999);
        std::fs::write(&stale, "partial").unwrap();
        let other = dir.join(".other.cert.sureline-tmp-1");
        std::fs::write(&other, "someone else's").unwrap();
        let reservation = reserve(std::slice::from_ref(&cert), Existing::Keep).unwrap();
        assert!(!stale.exists());
        assert!(
            other.exists(),
            "only the reserved file's temporaries are removed"
        );
        drop(reservation);
    }
}
