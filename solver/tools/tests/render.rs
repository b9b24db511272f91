//! `sureline render`: the format comes from the output's extension; the SVG is well-formed XML
//! with the expected cells and deterministic; boards wrap onto rows; no text overlaps anything
//! (measured with the embedded font and checked against resvg's own text layout); the PNG has
//! the scene's size, colours and real text.

#[path = "../../testdata/adversary.rs"]
mod adversary;
#[path = "../../testdata/support.rs"]
mod support;

use std::collections::HashMap;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use resvg::tiny_skia::Pixmap;
use resvg::usvg;
use support::*;
use sureline_certify::files::Existing;
use sureline_checker::description::Game;
use sureline_tools::palette::piece_color;
use sureline_tools::render::{
    font, grid, png, render_game, run_render, Anchor, Bounds, Drawn, Format, Picture, Prim,
    RenderOptions, RenderRequest, Scale, Scene, DEFAULT_COLUMNS,
};

/// A minimal XML well-formedness check; returns every element as (name, attributes).
fn parse_xml(text: &str) -> Vec<(String, HashMap<String, String>)> {
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

fn request(dir: &Path, sequence: Option<&str>, outputs: &[&str], start: bool) -> RenderRequest {
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

fn pictures(dir: &Path, names: &[&str]) -> Vec<Picture> {
    names
        .iter()
        .map(|name| Picture::at(dir.join(name)).unwrap())
        .collect()
}

fn columns(n: usize) -> NonZeroUsize {
    NonZeroUsize::new(n).unwrap()
}

/// The archived 10x6 certificate: its worst game has 12 pieces.
fn ten_by_six() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../certificates/10x6-optimal.cert")
}

fn scene(cert: &Path, sequence: &str, options: RenderOptions) -> Scene {
    let bytes = std::fs::read(cert).unwrap();
    let cert = sureline_checker::parse(&bytes).unwrap();
    let game = sureline_tools::game::strategy::replay(&cert, sequence).unwrap();
    render_game(&game, options)
}

fn count_class(elements: &[(String, HashMap<String, String>)], class: &str) -> usize {
    elements
        .iter()
        .filter(|(_, a)| a.get("class").map(String::as_str) == Some(class))
        .count()
}

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
const SVG_START: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ";

/// Width and height from the PNG's IHDR chunk (the first chunk, right after the signature).
fn png_header_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], PNG_SIGNATURE);
    assert_eq!(&png[12..16], b"IHDR");
    let be = |i: usize| u32::from_be_bytes(png[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

fn empty(dir: &Path) -> bool {
    std::fs::read_dir(dir).unwrap().next().is_none()
}

#[test]
fn the_svg_is_well_formed_with_one_cell_per_filled_square() {
    let dir = temp_dir("render-svg");
    let rendered = run_render(&request(&dir, Some("JOI"), &["game.svg"], false)).unwrap();
    assert_eq!(rendered.sequence, "JOI");
    assert_eq!(rendered.written.len(), 1);
    let path = dir.join("game.svg");
    assert_eq!(rendered.written[0].path, path);
    assert_eq!(rendered.written[0].format, Format::Svg);
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with(SVG_START), "{svg}");
    let elements = parse_xml(&svg);
    assert_eq!(elements[0].0, "svg");
    assert_eq!(
        (
            elements[0].1["width"].clone(),
            elements[0].1["height"].clone()
        ),
        (
            rendered.written[0].width.to_string(),
            rendered.written[0].height.to_string()
        )
    );
    // Boards after 1, 2 and 3 pieces: 4 + 8 + 12 cells; J is on all three, O on two, I on one.
    assert_eq!(count_class(&elements, "cell J"), 12);
    assert_eq!(count_class(&elements, "cell O"), 8);
    assert_eq!(count_class(&elements, "cell I"), 4);
    let cells = elements
        .iter()
        .filter(|(_, a)| a.get("class").is_some_and(|c| c.starts_with("cell ")))
        .count();
    assert_eq!(cells, 24);
    assert_eq!(count_class(&elements, "board"), 3);
    assert_eq!(count_class(&elements, "goal"), 3);
    assert_eq!(count_class(&elements, "completed"), 1);
    // The 7 pieces, newest piece, completed row, goal rows.
    assert_eq!(count_class(&elements, "legend"), 10);
    for (name, attrs) in &elements {
        if attrs.get("class").is_some_and(|c| c.starts_with("cell J")) {
            assert_eq!(name, "rect");
            // The palette of the terminal and the web page too.
            assert_eq!(
                attrs["fill"],
                piece_color(sureline_engine::pieces::Piece::J).hex()
            );
            assert_eq!(attrs["fill"], "#0072b2");
            assert_eq!(attrs["width"], "20");
        }
    }
    let texts: Vec<&str> = svg.lines().filter(|l| l.starts_with("<text")).collect();
    assert!(texts.iter().any(|t| t.ends_with(">I1@3</text>")), "{svg}");
    assert!(
        texts.iter().any(|t| t.ends_with(">row 0 complete</text>")),
        "{svg}"
    );
    assert!(
        texts.iter().any(|t| t.ends_with(">goal rows 0-3</text>")),
        "{svg}"
    );

    // Deterministic bytes; --start adds the empty board (one more goal band, no cell).
    let mut again = request(&dir, Some("JOI"), &["game.svg"], false);
    again.existing = Existing::Replace;
    run_render(&again).unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), svg);
    again.start = true;
    run_render(&again).unwrap();
    let with_start = parse_xml(&std::fs::read_to_string(&path).unwrap());
    assert_eq!(count_class(&with_start, "goal"), 4);
    assert_eq!(count_class(&with_start, "cell J"), 12);
}

#[test]
fn the_legend_names_a_completed_row_only_when_a_board_shows_one() {
    let dir = temp_dir("render-legend");
    run_render(&request(&dir, Some("JO"), &["partial.svg"], false)).unwrap();
    let svg = std::fs::read_to_string(dir.join("partial.svg")).unwrap();
    let elements = parse_xml(&svg);
    assert_eq!(count_class(&elements, "completed"), 0);
    // The 7 pieces, newest piece, goal rows.
    assert_eq!(count_class(&elements, "legend"), 9);
    assert!(!svg.contains("completed row"), "{svg}");
    run_render(&request(&dir, Some("JOI"), &["won.svg"], false)).unwrap();
    let svg = std::fs::read_to_string(dir.join("won.svg")).unwrap();
    assert_eq!(count_class(&parse_xml(&svg), "legend"), 10);
    assert!(svg.contains(">completed row</text>"), "{svg}");
}

#[test]
fn without_a_sequence_the_worst_game_is_drawn_and_bad_sequences_write_nothing() {
    let dir = temp_dir("render-worst");
    let rendered = run_render(&request(&dir, None, &["game.svg"], false)).unwrap();
    assert_eq!(rendered.sequence, "JOI");
    std::fs::remove_file(dir.join("game.svg")).unwrap();
    let err = run_render(&request(&dir, Some("JOIL"), &["a.svg", "a.png"], false)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "sequence position 4: piece L comes after the end of the game (piece 3 completed row 0)"
    );
    assert!(empty(&dir));
    let err = run_render(&request(&dir, Some(""), &["a.png"], false)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the sequence is empty: nothing to draw (--start draws the empty board)"
    );
    assert!(empty(&dir));
}

#[test]
fn the_format_comes_from_the_extension() {
    let dir = temp_dir("render-format");
    // A .png name gets a PNG, not an SVG in a .png file.
    let rendered = run_render(&request(&dir, Some("SZ"), &["game.png"], false)).unwrap();
    let bytes = std::fs::read(dir.join("game.png")).unwrap();
    assert!(bytes.starts_with(PNG_SIGNATURE));
    let written = &rendered.written[0];
    assert_eq!(written.format, Format::Png);
    assert_eq!(png_header_size(&bytes), (written.width, written.height));
    let svg_scene = scene(&full_cert(), "SZ", RenderOptions::default());
    assert_eq!(
        (written.width, written.height),
        (svg_scene.width as u32 * 2, svg_scene.height as u32 * 2)
    );

    // Both formats at once, any case; the same figure (the PNG is the SVG at scale 2).
    let rendered = run_render(&request(&dir, Some("SZ"), &["b.SVG", "b.Png"], false)).unwrap();
    let formats: Vec<Format> = rendered.written.iter().map(|w| w.format).collect();
    assert_eq!(formats, [Format::Svg, Format::Png]);
    let svg = std::fs::read_to_string(dir.join("b.SVG")).unwrap();
    assert!(svg.starts_with(SVG_START));
    assert_eq!(svg, svg_scene.to_svg());
    let png = std::fs::read(dir.join("b.Png")).unwrap();
    assert_eq!(png, bytes);
    assert_eq!(
        (
            rendered.written[0].width * 2,
            rendered.written[0].height * 2
        ),
        png_header_size(&png)
    );

    // --scale sets the pixels per SVG unit.
    let mut one = request(&dir, Some("SZ"), &["c.png"], false);
    one.scale = "1".parse().unwrap();
    run_render(&one).unwrap();
    assert_eq!(
        png_header_size(&std::fs::read(dir.join("c.png")).unwrap()),
        (svg_scene.width as u32, svg_scene.height as u32)
    );
}

#[test]
fn other_extensions_and_bad_options_are_refused_as_they_are_read() {
    for name in ["game.pdf", "game", "game.svgz", "game.png.txt"] {
        let err = Picture::at(PathBuf::from(name)).unwrap_err();
        assert_eq!(err.exit_code(), 2);
        assert_eq!(
            err.to_string(),
            format!("-o {name}: the picture format comes from the extension: .svg or .png")
        );
        assert!(name.parse::<Picture>().is_err());
    }
    for scale in ["0", "9", "x"] {
        assert_eq!(scale.parse::<Scale>(), Err("expected 1..8".to_string()));
    }
    assert_eq!("8".parse::<Scale>().map(Scale::get), Ok(8));
}

#[test]
fn an_existing_picture_is_kept_without_force_and_the_same_file_twice_is_refused() {
    let dir = temp_dir("render-existing");
    std::fs::write(dir.join("old.svg"), "mine").unwrap();
    let err = run_render(&request(&dir, Some("SZ"), &["new.png", "old.svg"], false)).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert_eq!(
        err.to_string(),
        format!(
            "{}: already exists (pass --force to replace it)",
            dir.join("old.svg").display()
        )
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("old.svg")).unwrap(),
        "mine"
    );
    assert!(!dir.join("new.png").exists(), "nothing is written");
    let mut forced = request(&dir, Some("SZ"), &["new.png", "old.svg"], false);
    forced.existing = Existing::Replace;
    run_render(&forced).unwrap();
    assert!(std::fs::read_to_string(dir.join("old.svg"))
        .unwrap()
        .starts_with(SVG_START));
    let err = run_render(&request(&dir, Some("SZ"), &["x.svg", "x.svg"], false)).unwrap_err();
    assert!(
        err.to_string()
            .ends_with("x.svg: the same file is named twice"),
        "{err}"
    );
}

#[test]
fn rows_of_boards_are_as_even_as_possible() {
    assert_eq!(grid(12, 6), (2, 6));
    assert_eq!(grid(13, 6), (3, 5));
    assert_eq!(grid(7, 6), (2, 4));
    assert_eq!(grid(3, 6), (1, 3));
    assert_eq!(grid(12, 12), (1, 12));
    assert_eq!(grid(12, 100), (1, 12));
    assert_eq!(grid(5, 1), (5, 1));
}

/// The left and top edges of every board, in drawing order.
fn board_corners(scene: &Scene) -> Vec<(f64, f64)> {
    scene
        .prims
        .iter()
        .filter_map(|p| match p {
            Prim::Rect {
                x,
                y,
                class: Some(class),
                ..
            } if class == "board" => Some((*x, *y)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_12_piece_game_wraps_onto_two_rows_of_six() {
    let dir = temp_dir("render-wrap");
    let mut req = request(&dir, None, &["wrapped.png"], false);
    req.cert = ten_by_six();
    let wrapped = run_render(&req).unwrap();
    assert_eq!(wrapped.sequence.len(), 12);
    req.pictures = pictures(&dir, &["line.png"]);
    req.columns = columns(12);
    run_render(&req).unwrap();
    let size = |name: &str| png_header_size(&std::fs::read(dir.join(name)).unwrap());
    // Two rows of six boards, or one row of twelve (what `render` drew before --columns).
    assert_eq!(size("wrapped.png"), (2880, 1082));
    assert_eq!(size("line.png"), (5616, 586));

    let sequence = &wrapped.sequence;
    let at = |columns| {
        scene(
            &ten_by_six(),
            sequence,
            RenderOptions {
                with_start: false,
                columns,
            },
        )
    };
    let two_rows = board_corners(&at(DEFAULT_COLUMNS));
    assert_eq!(two_rows.len(), 12);
    // Aligned: the second row has the first row's columns, every row the same top.
    for i in 0..6 {
        assert_eq!(two_rows[i + 6].0, two_rows[i].0);
        assert_eq!(two_rows[i].1, two_rows[0].1);
        assert_eq!(two_rows[i + 6].1, two_rows[6].1);
    }
    assert!(two_rows[6].1 > two_rows[0].1);
    assert!(two_rows.windows(2).take(5).all(|w| w[1].0 > w[0].0));
    let one_row = board_corners(&at(12));
    assert!(one_row.iter().all(|c| c.1 == one_row[0].1));
    // Seven boards at most six to a row: four and three.
    let seven = scene(
        &ten_by_six(),
        &sequence[..7],
        RenderOptions {
            with_start: false,
            columns: DEFAULT_COLUMNS,
        },
    );
    let rows: Vec<f64> = board_corners(&seven).iter().map(|c| c.1).collect();
    assert_eq!(rows.iter().filter(|&&y| y == rows[0]).count(), 4);
    assert_eq!(rows.iter().filter(|&&y| y == rows[6]).count(), 3);
}

/// Scenes of different shapes: narrow and wide boards, one and several rows, with and
/// without the empty board, one goal row and six.
fn sample_scenes() -> Vec<(String, Scene)> {
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

fn adversary_scene(cert: &str, moves: Option<&str>, options: RenderOptions) -> Scene {
    let policy = sureline_checker::parse_policy(cert.as_bytes()).unwrap();
    let game = match moves {
        Some(moves) => sureline_tools::game::policy::replay_moves(&policy, moves).unwrap(),
        None => sureline_tools::game::policy::worst_game(&policy).unwrap(),
    };
    render_game(&game, options)
}

#[test]
fn adversary_games_are_drawn_with_their_end_and_no_completed_row() {
    let dir = temp_dir("render-adversary");
    let cert = write(&dir, "adv.cert", &adversary::capped_4x3());
    let adversary_request = |moves: Option<&str>, sequence: Option<&str>, start: bool| {
        let mut request = request(&dir, sequence, &["adv.svg"], start);
        request.cert = cert.clone();
        if let Some(moves) = moves {
            request.game = Drawn::Moves(moves.to_string());
        }
        request.existing = Existing::Replace;
        request
    };
    let rendered = run_render(&adversary_request(Some("T0@0,O0@1"), None, false)).unwrap();
    assert!(rendered.adversary);
    assert_eq!(rendered.sequence, "T0@0,O0@1");
    let svg = std::fs::read_to_string(dir.join("adv.svg")).unwrap();
    let elements = parse_xml(&svg);
    // Boards after 1 and 2 pieces: T on both, O on the second.
    assert_eq!(count_class(&elements, "cell T"), 8);
    assert_eq!(count_class(&elements, "cell O"), 4);
    assert_eq!(count_class(&elements, "board"), 2);
    assert_eq!(count_class(&elements, "completed"), 0);
    // The 7 pieces, newest piece, goal rows and dead goal rows: no completed row in the legend.
    assert_eq!(count_class(&elements, "legend"), 10);
    let texts: Vec<&str> = svg.lines().filter(|l| l.starts_with("<text")).collect();
    // The dead goal rows are marked: a band on the board, an x by the row number.
    assert!(count_class(&elements, "dead") > 0, "{svg}");
    assert!(
        texts
            .iter()
            .any(|t| t.ends_with(">dead goal row (x): it holds a hole</text>")),
        "{svg}"
    );
    assert!(texts.iter().any(|t| t.ends_with(">x</text>")), "{svg}");
    assert!(texts.iter().any(|t| t.ends_with(">O0@1</text>")), "{svg}");
    assert!(
        texts
            .iter()
            .any(|t| t.ends_with(">odd gaps: O forever</text>")),
        "{svg}"
    );
    assert!(!svg.contains("complete"), "{svg}");
    // Without --moves: the longest game (sureline worst).
    let rendered = run_render(&adversary_request(None, None, false)).unwrap();
    let policy = sureline_checker::parse_policy(adversary::capped_4x3().as_bytes()).unwrap();
    let worst = sureline_tools::game::policy::worst_game(&policy).unwrap();
    assert_eq!(
        rendered.sequence,
        sureline_tools::game::policy::moves_text(&worst)
    );

    // Wrong options write nothing: --sequence on an adversary certificate, --moves on a player
    // one, a move not allowed, nothing to draw.
    std::fs::remove_file(dir.join("adv.svg")).unwrap();
    let fails = |request: RenderRequest| -> (i32, String) {
        let err = run_render(&request).unwrap_err();
        assert!(!dir.join("adv.svg").exists());
        (err.exit_code(), err.to_string())
    };
    let mut with_sequence = request(&dir, Some("T"), &["adv.svg"], false);
    with_sequence.cert = cert.clone();
    let (code, message) = fails(with_sequence);
    assert_eq!(code, 2);
    assert!(
        message.ends_with(
            "is an adversary certificate: you play the player, give your placements with --moves"
        ),
        "{message}"
    );
    let mut on_player = request(&dir, None, &["adv.svg"], false);
    on_player.game = Drawn::Moves("T0@0".into());
    assert_eq!(fails(on_player).0, 2);
    let mut not_allowed = request(&dir, None, &["adv.svg"], false);
    (not_allowed.cert, not_allowed.game) = (cert.clone(), Drawn::Moves("T0@2".into()));
    let (code, message) = fails(not_allowed);
    assert_eq!(code, 1);
    assert!(
        message.starts_with("moves position 1: T0@2 is not an allowed placement of T here"),
        "{message}"
    );
    let mut nothing = request(&dir, None, &["adv.svg"], false);
    (nothing.cert, nothing.game) = (cert.clone(), Drawn::Moves(String::new()));
    assert_eq!(fails(nothing).0, 2);
}

fn text_of(prim: &Prim) -> Option<&str> {
    match prim {
        Prim::Text { text, .. } => Some(text),
        _ => None,
    }
}

#[test]
fn no_text_overlaps_anything_and_the_legend_reads_left_to_right() {
    for (name, scene) in sample_scenes() {
        let page = Bounds {
            left: 0.0,
            top: 0.0,
            right: scene.width,
            bottom: scene.height,
        };
        let texts: Vec<(&str, Bounds)> = scene
            .prims
            .iter()
            .filter_map(|p| text_of(p).map(|t| (t, p.bounds())))
            .collect();
        let shapes: Vec<Bounds> = scene
            .prims
            .iter()
            .filter(|p| text_of(p).is_none())
            .map(Prim::bounds)
            .collect();
        for prim in &scene.prims {
            assert!(
                page.contains(&prim.bounds()),
                "{name}: {prim:?} off the page"
            );
        }
        for (i, (a, ab)) in texts.iter().enumerate() {
            for (b, bb) in &texts[i + 1..] {
                assert!(
                    !ab.overlaps(bb),
                    "{name}: {a:?} {ab:?} overlaps {b:?} {bb:?}"
                );
            }
            for shape in &shapes {
                assert!(
                    !ab.overlaps(shape),
                    "{name}: {a:?} {ab:?} overlaps {shape:?}"
                );
            }
        }
        // The legend: swatch, then its label to its right, then the next swatch; no two
        // swatches meet.
        let legend: Vec<(Bounds, Bounds)> = scene
            .prims
            .iter()
            .enumerate()
            .filter(|(_, p)| matches!(p, Prim::Rect { class: Some(c), .. } if c == "legend"))
            .map(|(i, p)| (p.bounds(), scene.prims[i + 1].bounds()))
            .collect();
        assert!(legend.len() >= 3, "{name}");
        for (i, (swatch, label)) in legend.iter().enumerate() {
            assert!(
                label.left >= swatch.right + 3.0,
                "{name}: label {i} on its swatch"
            );
            assert!(
                label.top < swatch.bottom && swatch.top < label.bottom,
                "{name}"
            );
            for (other, _) in &legend[i + 1..] {
                assert!(!swatch.overlaps(other), "{name}: swatches {i} meet");
                if other.top == swatch.top {
                    assert!(other.left >= label.right + 10.0, "{name}: after label {i}");
                }
            }
        }
    }
}

/// A usvg rectangle as bounds.
fn bounds_of(rect: usvg::Rect) -> Bounds {
    Bounds {
        left: f64::from(rect.left()),
        top: f64::from(rect.top()),
        right: f64::from(rect.right()),
        bottom: f64::from(rect.bottom()),
    }
}

/// Every text element of an SVG as resvg lays it out: its string, its layout box (advance
/// widths by the font's line metrics) and its ink (the glyph outlines), on the canvas.
fn laid_out_texts(svg: &str) -> Vec<(String, Bounds, Bounds)> {
    let tree = png::parse_svg(svg).unwrap();
    tree.root()
        .children()
        .iter()
        .filter_map(|node| match node {
            usvg::Node::Text(text) => {
                let string = text.chunks().iter().map(|c| c.text()).collect();
                Some((
                    string,
                    bounds_of(text.abs_bounding_box()),
                    bounds_of(text.flattened().abs_bounding_box()),
                ))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn the_layout_measures_text_as_resvg_draws_it() {
    for (name, scene) in sample_scenes() {
        let laid_out = laid_out_texts(&scene.to_svg());
        let texts: Vec<&Prim> = scene
            .prims
            .iter()
            .filter(|p| text_of(p).is_some())
            .collect();
        assert_eq!(laid_out.len(), texts.len(), "{name}");
        for ((text, layout, ink), prim) in laid_out.iter().zip(texts) {
            let Prim::Text {
                x,
                size,
                anchor,
                bold,
                text: want,
                ..
            } = prim
            else {
                unreachable!()
            };
            assert_eq!(text, want, "{name}");
            // resvg lays the text out on the advance widths the layout measured.
            let width = font::text_width(text, *size, *bold);
            let start = match anchor {
                Anchor::Start => *x,
                Anchor::Middle => x - width / 2.0,
                Anchor::End => x - width,
            };
            assert!(
                (layout.left - start).abs() < 0.01,
                "{name}: {text:?} {layout:?}"
            );
            assert!(
                (layout.right - layout.left - width).abs() < 0.01,
                "{name}: {text:?} {layout:?} is not {width} wide"
            );
            // Everything drawn is inside the box the overlap checks use.
            let bounds = prim.bounds();
            let slack = Bounds {
                left: bounds.left - 0.01,
                top: bounds.top - 0.01,
                right: bounds.right + 0.01,
                bottom: bounds.bottom + 0.01,
            };
            for drawn in [layout, ink] {
                assert!(
                    slack.contains(drawn),
                    "{name}: {text:?} drawn {drawn:?} outside {bounds:?}"
                );
            }
            // Real glyphs of the embedded font, at the text's size.
            assert!(
                ink.bottom - ink.top > 0.5 * size && ink.right > ink.left,
                "{name}: {text:?} inked {ink:?} at size {size}"
            );
            if text.len() >= 3 {
                assert!(
                    ink.right - ink.left > 0.6 * width,
                    "{name}: {text:?} inked {ink:?}, {width} wide"
                );
            }
        }
    }
}

#[test]
fn the_png_has_the_scene_colours_and_real_text() {
    let dir = temp_dir("render-png");
    run_render(&request(&dir, Some("SZ"), &["game.png"], false)).unwrap();
    let bytes = std::fs::read(dir.join("game.png")).unwrap();
    let pixmap = Pixmap::decode_png(&bytes).unwrap();
    let scene = scene(&full_cert(), "SZ", RenderOptions::default());
    assert_eq!(
        (pixmap.width(), pixmap.height()),
        (scene.width as u32 * 2, scene.height as u32 * 2)
    );
    let pixel = |x: f64, y: f64| {
        let p = pixmap
            .pixel((x * 2.0) as u32, (y * 2.0) as u32)
            .unwrap()
            .demultiply();
        (p.red(), p.green(), p.blue(), p.alpha())
    };
    assert_eq!(pixel(1.0, 1.0), (255, 255, 255, 255));
    let mut cells = 0;
    let mut inked = Vec::new();
    for (i, prim) in scene.prims.iter().enumerate() {
        match prim {
            Prim::Rect {
                x,
                y,
                w,
                h,
                class: Some(class),
                ..
            } => {
                if let Some(letter) = class.strip_prefix("cell ") {
                    let piece =
                        sureline_engine::pieces::Piece::from_letter(letter.chars().next().unwrap())
                            .unwrap();
                    let c = piece_color(piece);
                    // The centre of the cell (clear of strokes) has the piece's colour.
                    assert_eq!(
                        pixel(x + w / 2.0, y + h / 2.0),
                        (c.0, c.1, c.2, 255),
                        "{class}"
                    );
                    cells += 1;
                }
                if class == "legend" {
                    // Between a swatch and its label, nothing is drawn.
                    let b = prim.bounds();
                    let label = scene.prims[i + 1].bounds();
                    assert!(label.left - b.right >= 3.0);
                    let mut x = b.right + 0.5;
                    while x < label.left - 0.5 {
                        let mut y = b.top;
                        while y < b.bottom {
                            assert_eq!(pixel(x, y), (255, 255, 255, 255), "at {x},{y}");
                            y += 0.5;
                        }
                        x += 0.5;
                    }
                }
            }
            Prim::Text { text, .. } => {
                // Real text: dark pixels inside the text's box, none in a white margin.
                let b = prim.bounds();
                let mut dark = 0;
                let mut y = b.top;
                while y < b.bottom {
                    let mut x = b.left;
                    while x < b.right {
                        let (r, g, b, _) = pixel(x, y);
                        if u32::from(r) + u32::from(g) + u32::from(b) < 3 * 160 {
                            dark += 1;
                        }
                        x += 0.5;
                    }
                    y += 0.5;
                }
                inked.push((text.clone(), dark));
            }
            _ => {}
        }
    }
    assert_eq!(cells, 4 + 8);
    assert!(inked.len() > 20);
    for (text, dark) in inked {
        assert!(dark >= 4, "{text:?}: {dark} dark pixels");
    }
}
