//! Helpers of the render tests (included with `#[path]` beside `support` and `adversary`): the
//! SVG read back as elements, the scenes of sample games, the PNG's header.
#![allow(dead_code)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::adversary;
use super::support::*;
use std::num::NonZeroUsize;

use sureline_certify::files::Existing;
use sureline_checker::description::Game;
use sureline_tools::render::{
    render_game, Drawn, Picture, RenderOptions, RenderRequest, Scale, Scene, DEFAULT_COLUMNS,
};

/// A minimal XML well-formedness check; returns every element as (name, attributes).
pub fn parse_xml(text: &str) -> Vec<(String, HashMap<String, String>)> {
    fn check_text(s: &str) {
        let mut rest = s;
        while let Some(i) = rest.find('&') {
            let end = rest[i..].find(';').expect("entity ends with ;") + i;
            assert!(
                ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(&&rest[i..=end]),
                "bad entity {}",
                &rest[i..=end]
            );
            rest = &rest[end + 1..];
        }
        assert!(
            !s.contains('<') && !s.contains('>'),
            "raw angle bracket in {s:?}"
        );
    }
    let mut s = text;
    if let Some(rest) = s.strip_prefix("<?xml") {
        s = &rest[rest.find("?>").expect("declaration ends") + 2..];
    }
    let mut stack: Vec<String> = Vec::new();
    let mut elements = Vec::new();
    let mut roots = 0;
    loop {
        let lt = match s.find('<') {
            Some(i) => i,
            None => {
                assert!(s.trim().is_empty(), "text after the root: {s:?}");
                break;
            }
        };
        let (text_part, rest) = s.split_at(lt);
        if stack.is_empty() {
            assert!(
                text_part.trim().is_empty(),
                "text outside the root: {text_part:?}"
            );
        } else {
            check_text(text_part);
        }
        let gt = rest.find('>').expect("tag ends");
        let tag = &rest[1..gt];
        s = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(stack.pop().as_deref(), Some(name), "mismatched end tag");
            continue;
        }
        let self_closing = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
        let name = &tag[..name_end];
        assert!(
            !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == ':' || c == '-')
        );
        let mut attrs = HashMap::new();
        let mut a = tag[name_end..].trim_start();
        while !a.is_empty() {
            let eq = a.find("=\"").expect("attribute = \"value\"");
            let key = &a[..eq];
            assert!(
                key.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':'),
                "{key}"
            );
            let close = a[eq + 2..].find('"').expect("value ends") + eq + 2;
            let value = &a[eq + 2..close];
            check_text(value);
            assert!(
                attrs.insert(key.to_string(), value.to_string()).is_none(),
                "duplicate {key}"
            );
            a = a[close + 1..].trim_start();
        }
        if stack.is_empty() {
            roots += 1;
        }
        elements.push((name.to_string(), attrs));
        if !self_closing {
            stack.push(name.to_string());
        }
    }
    assert!(stack.is_empty(), "unclosed {stack:?}");
    assert_eq!(roots, 1);
    elements
}

/// The archived 10x6 certificate: its worst game has 12 pieces.
pub fn ten_by_six() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../certificates/10x6-optimal.cert")
}

pub fn scene(cert: &Path, sequence: &str, options: RenderOptions) -> Scene {
    let bytes = std::fs::read(cert).unwrap();
    let cert = sureline_certify::strategy::read(&bytes).unwrap();
    let game = sureline_tools::game::strategy::replay(&cert, sequence).unwrap();
    render_game(&game, options)
}

pub fn count_class(elements: &[(String, HashMap<String, String>)], class: &str) -> usize {
    elements
        .iter()
        .filter(|(_, a)| a.get("class").map(String::as_str) == Some(class))
        .count()
}

pub const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

pub const SVG_START: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ";

/// Width and height from the PNG's IHDR chunk (the first chunk, right after the signature).
pub fn png_header_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], PNG_SIGNATURE);
    assert_eq!(&png[12..16], b"IHDR");
    let be = |i: usize| u32::from_be_bytes(png[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

/// Scenes of different shapes: narrow and wide boards, one and several rows, with and
/// without the empty board, one goal row and six.
pub fn sample_scenes() -> Vec<(String, Scene)> {
    let dir = temp_dir("render-samples");
    let o_cert = write(&dir, "o.cert", O_CERT);
    let worst = "IOOTJOOOOOOI";
    let mut scenes = Vec::new();
    for (name, cert, sequence, with_start, columns) in [
        ("w4 JOI", full_cert(), "JOI", false, 6),
        ("w4 JOI start", full_cert(), "JOI", true, 6),
        ("w4 JOI one column", full_cert(), "JOI", true, 1),
        ("w4 I", full_cert(), "I", false, 6),
        ("O cert", o_cert.clone(), "OO", true, 6),
        ("10x6 two rows", ten_by_six(), worst, false, 6),
        ("10x6 one row", ten_by_six(), worst, true, 13),
        ("10x6 three rows", ten_by_six(), worst, true, 5),
    ] {
        let options = RenderOptions {
            with_start,
            columns,
        };
        scenes.push((name.to_string(), scene(&cert, sequence, options)));
    }
    // Adversary certificates: their longest games, or given placements, and games that end at
    // once (a note under the only board).
    let well = adversary::adversary_certificate(Game::Well, 4, 4, "IOTSZJL", None).unwrap();
    for (name, cert, moves, with_start, columns) in [
        ("capped 4x3 worst", adversary::capped_4x3(), None, false, 6),
        ("well 4x4 worst", well.clone(), None, true, 6),
        ("well 4x4 one column", well, None, true, 1),
        ("W3 R1 O", adversary::W3_R1_O.to_string(), None, true, 6),
        (
            "well W3 H2 I",
            adversary::WELL_W3_H2_I.to_string(),
            None,
            true,
            6,
        ),
        (
            "W4 R1 S",
            adversary::W4_R1_S.to_string(),
            Some("S1@2"),
            false,
            6,
        ),
    ] {
        let options = RenderOptions {
            with_start,
            columns,
        };
        scenes.push((name.to_string(), adversary_scene(&cert, moves, options)));
    }
    scenes
}

pub fn adversary_scene(cert: &str, moves: Option<&str>, options: RenderOptions) -> Scene {
    let policy = sureline_checker::parse_policy(cert.as_bytes()).unwrap();
    let game = match moves {
        Some(moves) => sureline_tools::game::policy::replay_moves(&policy, moves).unwrap(),
        None => sureline_tools::game::policy::worst_game(&policy).unwrap(),
    };
    render_game(&game, options)
}

pub fn request(dir: &Path, sequence: Option<&str>, outputs: &[&str], start: bool) -> RenderRequest {
    RenderRequest {
        cert: full_cert(),
        game: sequence.map_or(Drawn::Worst, |s| Drawn::Sequence(s.to_string())),
        pictures: pictures(dir, outputs),
        start,
        columns: NonZeroUsize::new(DEFAULT_COLUMNS).unwrap(),
        scale: Scale::DEFAULT,
        existing: Existing::Keep,
    }
}

pub fn pictures(dir: &Path, names: &[&str]) -> Vec<Picture> {
    names
        .iter()
        .map(|name| Picture::at(dir.join(name)).unwrap())
        .collect()
}

pub fn columns(n: usize) -> NonZeroUsize {
    NonZeroUsize::new(n).unwrap()
}
