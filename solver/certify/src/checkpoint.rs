//! Checkpoints of a long solve: the transposition table written to a file every few minutes
//! while the search runs (and when a search phase ends), and read back by `--resume`. A killed or
//! interrupted solve loses at most one interval.
//!
//! Why this cannot change a certificate: every bound in the table is an exact fact of the game
//! (spec/solver-model.md [search]), the certificate is a pure function of the problem, and the
//! checker verifies it before it is written. A checkpoint only saves search work. It must never
//! be read into another problem's table: its header names the problem, the search's move set
//! ([model.above]) and the table size, and a mismatch is refused before any work.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use sureline_engine::model::Above;
use sureline_engine::pieces::Problem;
use sureline_engine::search::Search;

use crate::error::{CheckpointProblem, Error, Result};
use crate::files::Tracked;

/// The first word of a checkpoint's header line.
const MAGIC: &str = "sureline-checkpoint v1";
/// Words per read or write (8 MiB).
const CHUNK_WORDS: usize = 1 << 20;

/// Where a solve keeps its checkpoints, how often, and whether it starts from them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckpointPlan {
    /// `PATH`: the player-side search's table goes to `PATH.restricted`, the full move set's to
    /// `PATH.free` (the capped game has one of each; [model.above]).
    pub path: PathBuf,
    pub every: Duration,
    pub resume: bool,
}

impl CheckpointPlan {
    /// The checkpoint file of the search with this [model.above].
    pub fn file(&self, above: Above) -> PathBuf {
        let mut name = self.path.clone().into_os_string();
        name.push(match above {
            Above::Restricted => ".restricted",
            Above::Free => ".free",
        });
        PathBuf::from(name)
    }

    /// Before the work: the directory exists, and `--resume` has a checkpoint to start from.
    pub fn check(&self) -> Result<()> {
        let parent = match self.path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        if !parent.is_dir() {
            return Err(Error::Checkpoint(CheckpointProblem::NoDirectory {
                checkpoint: self.path.clone(),
                dir: parent,
            }));
        }
        let files = [self.file(Above::Restricted), self.file(Above::Free)];
        if self.resume && !files.iter().any(|f| f.is_file()) {
            return Err(Error::Checkpoint(CheckpointProblem::Missing { files }));
        }
        Ok(())
    }
}

/// The header line: what the table's facts are about.
fn header(problem: &Problem, above: Above, table_log2: u32) -> String {
    format!(
        "{MAGIC} game={} width={} rows={} pieces={} moves={} above={} table=2^{table_log2}\n",
        problem.game.name(),
        problem.width,
        problem.rows,
        problem.pieces,
        problem.moves.name(),
        match above {
            Above::Restricted => "restricted",
            Above::Free => "free",
        }
    )
}

/// `--resume`: fills `search`'s table from its checkpoint, if there is one for this search.
/// Refused when the checkpoint is of another problem, move set or table size.
pub fn restore(
    plan: &CheckpointPlan,
    search: &Search,
    problem: &Problem,
    above: Above,
) -> Result<bool> {
    let path = plan.file(above);
    if !plan.resume || !path.is_file() {
        return Ok(false);
    }
    let io = |source| Error::Io {
        path: path.clone(),
        source,
    };
    let mut reader = BufReader::with_capacity(CHUNK_WORDS * 8, File::open(&path).map_err(io)?);
    let mut line = String::new();
    reader.read_line(&mut line).map_err(io)?;
    let want = header(problem, above, search.table_log2());
    if line != want {
        return Err(Error::Checkpoint(CheckpointProblem::OtherProblem {
            path,
            found: line.trim_end().to_string(),
            wanted: want.trim_end().to_string(),
        }));
    }
    let mut bytes = vec![0u8; CHUNK_WORDS * 8];
    search
        .restore_table(CHUNK_WORDS, &mut |words: &mut [u64]| {
            let bytes = &mut bytes[..words.len() * 8];
            reader.read_exact(bytes)?;
            for (w, b) in words.iter_mut().zip(bytes.chunks_exact(8)) {
                *w = u64::from_le_bytes(b.try_into().expect("8 bytes"));
            }
            Ok(())
        })
        .map_err(io)?;
    Ok(true)
}

/// Runs `work` (a search phase of `search`) while a thread writes its table to the checkpoint
/// every `plan.every`, and once more when the phase ends.
pub fn during<T>(
    plan: Option<&CheckpointPlan>,
    search: &Search,
    problem: &Problem,
    above: Above,
    work: impl FnOnce() -> T,
) -> Result<T> {
    let Some(plan) = plan else {
        return Ok(work());
    };
    let path = plan.file(above);
    let header = header(problem, above, search.table_log2());
    let (done, wait) = mpsc::channel::<()>();
    std::thread::scope(|scope| {
        let (path, header) = (&path, &header);
        let saver = scope.spawn(move || -> Result<()> {
            while wait.recv_timeout(plan.every) == Err(mpsc::RecvTimeoutError::Timeout) {
                save(path, header, search)?;
            }
            Ok(())
        });
        let result = work();
        let _ = done.send(());
        saver
            .join()
            .expect("the checkpoint thread does not panic")?;
        save(path, header, search)?;
        Ok(result)
    })
}

/// Writes the table through a temporary file renamed into place: a checkpoint on disk is always
/// a whole one.
fn save(path: &Path, header: &str, search: &Search) -> Result<()> {
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".tmp-{}", std::process::id()));
    let temporary = PathBuf::from(name);
    let _tracked = Tracked::new(temporary.clone());
    let io = |source| Error::Io {
        path: temporary.clone(),
        source,
    };
    let mut out = BufWriter::with_capacity(CHUNK_WORDS * 8, File::create(&temporary).map_err(io)?);
    out.write_all(header.as_bytes()).map_err(io)?;
    let mut bytes = Vec::with_capacity(CHUNK_WORDS * 8);
    search
        .save_table(CHUNK_WORDS, &mut |words: &[u64]| {
            bytes.clear();
            words
                .iter()
                .for_each(|w| bytes.extend_from_slice(&w.to_le_bytes()));
            out.write_all(&bytes)
        })
        .map_err(io)?;
    out.into_inner()
        .map_err(|e| io(e.into_error()))?
        .sync_all()
        .map_err(io)?;
    std::fs::rename(&temporary, path).map_err(|source| Error::Io {
        path: path.to_path_buf(),
        source,
    })
}
