//! Every manifest of the archive (certificates/ and its tables) reads as a typed manifest: the
//! tools (frontier, reproduce) read them back, and a manifest written by an older release must
//! still read, not stop a table with a parse error.

use std::path::{Path, PathBuf};

use sureline_certify::manifest;
use sureline_certify::pipeline::AnyManifest;

fn manifests(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            manifests(&path, found);
        } else if path.to_string_lossy().ends_with(".cert.json") {
            found.push(path);
        }
    }
}

/// The one field that tells a slide manifest from the others.
#[derive(serde::Deserialize)]
struct MovesField {
    moves: Option<String>,
}

#[test]
fn every_archived_manifest_reads_as_a_typed_manifest() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../certificates");
    let mut found = Vec::new();
    manifests(&root, &mut found);
    assert!(
        found.len() > 100,
        "{} manifests under {}",
        found.len(),
        root.display()
    );
    for path in &found {
        // [rules.moves] The solves of pieces that slide (and turn) write a manifest of their
        // own type, named by its `moves` field, wherever it is archived.
        let probe: MovesField =
            manifest::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if matches!(probe.moves.as_deref(), Some("slide" | "srs")) {
            let read: manifest::SlideManifest =
                manifest::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(path.ends_with(format!("{}.json", read.certificate)));
            continue;
        }
        let read: AnyManifest =
            manifest::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .replace(".json", "");
        let certificate = match &read {
            AnyManifest::Player(m) => &m.certificate,
            AnyManifest::Adversary(m) => &m.certificate,
            AnyManifest::Survival(m) => &m.certificate,
        };
        assert_eq!(certificate, &name, "{}", path.display());
    }
}
