//! The renderer against the archive: every table of certificates/survival/, read back from its
//! survival.json, renders its SURVIVAL.md and survival.json byte for byte (the staged tables with
//! their Methods section and `method` fields, the others without).

use std::path::{Path, PathBuf};

use super::json::{AttemptJson, CellJson, OutcomeJson, TableJson};
use super::*;

fn archive() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../certificates/survival")
}

/// A certificate's size: the file's; for one the archive keeps compressed (`NAME.xz`), the size
/// its table states; 0 for one the table does not cite, which is not archived (the renderer
/// writes only the sizes of cited certificates over the archive's limit).
fn size_of(dir: &Path, name: &str, markdown: &str) -> u64 {
    if let Ok(meta) = std::fs::metadata(dir.join(name)) {
        return meta.len();
    }
    if !dir.join(format!("{name}.xz")).exists() {
        return 0;
    }
    let line = format!("- `{name}` (");
    let at = markdown
        .find(&line)
        .expect("a compressed certificate is listed")
        + line.len();
    let digits = markdown[at..].split(' ').next().unwrap();
    digits.parse().expect("a size in bytes")
}

fn attempt_of(dir: &Path, markdown: &str, attempt: &AttemptJson) -> (u8, Attempt, Figures) {
    let cert = attempt.certificate.as_ref().map(|c| CertRef {
        path: c.certificate.clone(),
        sha256: c.sha256.clone(),
        lines: c.nodes,
        local: true,
        bytes: size_of(dir, &c.certificate, markdown),
        limits: c.limits,
    });
    // The exact tables name no method: any renders the same bytes there.
    let method = attempt.method.unwrap_or(SurvivalMethod::Local);
    let made = match (attempt.outcome, cert) {
        (OutcomeJson::PlayerSurvives, Some(player)) => Attempt::Survives { player, method },
        (OutcomeJson::AdversaryEndsTheGame, Some(adversary)) => Attempt::Falls {
            within: attempt.within.expect("an adversary's within"),
            adversary,
            method,
        },
        (OutcomeJson::Undecided, None) => Attempt::Undecided {
            reason: attempt.reason.clone().expect("a reason"),
        },
        other => panic!("an attempt of another shape: {other:?}"),
    };
    let figures = Figures {
        states_searched: attempt.figures.positions,
        wall_seconds: attempt.figures.wall_seconds,
        peak_rss_bytes: attempt.figures.peak_rss_bytes,
    };
    (attempt.height, made, figures)
}

fn cell_of(dir: &Path, markdown: &str, cell: &CellJson) -> Cell {
    let pieces = match (&cell.pieces, cell.preview, &cell.sequence) {
        (Some(letters), Some(preview), None) => RowPieces::Set {
            letters: letters.clone(),
            preview,
        },
        (None, None, Some(s)) => RowPieces::Sequence(s.clone()),
        other => panic!("a row of another shape: {other:?}"),
    };
    Cell {
        row: Row {
            pieces,
            floor: cell.floor.clone(),
        },
        width: cell.width,
        attempts: cell
            .attempts
            .iter()
            .map(|a| attempt_of(dir, markdown, a))
            .collect(),
    }
}

#[test]
fn every_archived_survival_table_renders_byte_for_byte() {
    let mut staged = 0;
    let mut tables = 0;
    for entry in std::fs::read_dir(archive()).expect("certificates/survival") {
        let dir = entry.expect("an entry").path();
        let Ok(json) = std::fs::read_to_string(dir.join("survival.json")) else {
            continue;
        };
        let text = std::fs::read_to_string(dir.join("SURVIVAL.md")).expect("SURVIVAL.md");
        let read: TableJson = serde_json::from_str(&json).expect("a survival.json");
        let cells: Vec<Cell> = read.cells.iter().map(|c| cell_of(&dir, &text, c)).collect();
        let search = match read.command.contains(" --stage-positions ") {
            true => Search::Staged,
            false => Search::Exact,
        };
        let table = Table {
            command: &read.command,
            every_height: read.command.contains(" --every-height"),
            search,
        };
        assert_eq!(super::json(&cells, table), json, "{dir:?}");
        assert_eq!(markdown(&cells, table), text, "{dir:?}");
        staged += usize::from(search == Search::Staged);
        tables += 1;
    }
    // table-3.2 and pairs-4 by the staged search; all-seven, floors, kinks and single by the
    // exact one.
    assert_eq!((tables, staged), (6, 2));
}

/// A staged table names `graph` in its legend only where it cites such a certificate (a game of
/// one choice); the exact tables have no Methods section.
#[test]
fn the_methods_legend_names_graph_where_it_is_cited() {
    let cert = |path: &str| CertRef {
        path: path.into(),
        sha256: format!("sha256:{}", "0".repeat(64)),
        lines: 1,
        local: true,
        bytes: 10,
        limits: CheckLimits::Standard,
    };
    let cell = |letters: &str, method| Cell {
        row: Row {
            pieces: RowPieces::Set {
                letters: letters.into(),
                preview: false,
            },
            floor: None,
        },
        width: 4,
        attempts: vec![(
            1,
            Attempt::Survives {
                player: cert(&format!("survival-4x1-{letters}-player.cert")),
                method,
            },
            Figures::default(),
        )],
    };
    let table = |search| Table {
        command: "sureline survival",
        every_height: false,
        search,
    };
    let one = [cell("I", SurvivalMethod::Graph)];
    let staged = markdown(&one, table(Search::Staged));
    assert!(staged.contains(&format!(
        "{LEGEND}{GRAPH_LEGEND}\n\n- `survival-4x1-I-player.cert`: graph\n"
    )));
    let two = [cell("IO", SurvivalMethod::Local)];
    let staged = markdown(&two, table(Search::Staged));
    assert!(staged.contains(&format!(
        "{LEGEND}\n\n- `survival-4x1-IO-player.cert`: local\n"
    )));
    assert!(!markdown(&one, table(Search::Exact)).contains("## Methods"));
}

/// A certificate verified within the large limits says so on its CLAIMS line and in
/// survival.json ("limits": "large"), which reads back; one within the standard limits says
/// neither (the tables made before the option keep their bytes).
#[test]
fn a_certificate_past_the_standard_limits_is_claimed_with_the_large_ones() {
    let cert = |name: &str, limits| CertRef {
        path: name.into(),
        sha256: format!("sha256:{}", "0".repeat(64)),
        lines: 15_046_280,
        local: true,
        bytes: 30_000_000,
        limits,
    };
    let cell = Cell {
        row: Row {
            pieces: RowPieces::Set {
                letters: "JL".into(),
                preview: false,
            },
            floor: None,
        },
        width: 6,
        attempts: vec![
            (
                4,
                Attempt::Falls {
                    within: 20,
                    adversary: cert("survival-6x4-JL-adversary.cert", CheckLimits::Standard),
                    method: SurvivalMethod::Local,
                },
                Figures::default(),
            ),
            (
                5,
                Attempt::Falls {
                    within: 68,
                    adversary: cert("survival-6x5-JL-adversary.cert", CheckLimits::Large),
                    method: SurvivalMethod::Guided,
                },
                Figures::default(),
            ),
        ],
    };
    let claims = claims_file(std::slice::from_ref(&cell), false);
    let options = "--game survival --width 6 --height 5 --floor 000000 --adversary JL --preview 0";
    assert!(claims.ends_with(&format!(
        "survival-6x5-JL-adversary.cert {options} --within 68 --limits large\n"
    )));
    let table = Table {
        command: "sureline survival --limits large",
        every_height: true,
        search: Search::Staged,
    };
    let claims = claims_file(std::slice::from_ref(&cell), true);
    assert!(claims.contains("--floor 000000 --adversary JL --preview 0 --within 20\n"));
    let json = super::json(std::slice::from_ref(&cell), table);
    assert_eq!(json.matches(r#""limits": "large""#).count(), 1, "{json}");
    let read: TableJson = serde_json::from_str(&json).expect("survival.json reads back");
    let limits = read.cells[0].attempts.iter().map(|a| {
        let cert = a.certificate.as_ref().expect("a certificate");
        cert.limits
    });
    let limits: Vec<_> = limits.collect();
    assert_eq!(limits, [CheckLimits::Standard, CheckLimits::Large]);
}
