//! `sureline render`: the format comes from the output's extension; the SVG is well-formed XML
//! with the expected cells and deterministic; boards wrap onto rows; the legend names what the
//! boards show; existing pictures are kept without `--force`. (Text and pixels:
//! `render_text.rs`.)

#[path = "../../testdata/adversary.rs"]
mod adversary;
#[path = "../../testdata/render.rs"]
mod render_support;
#[path = "../../testdata/support.rs"]
mod support;

use std::path::{Path, PathBuf};

use render_support::*;
use support::*;
use sureline_certify::files::Existing;
use sureline_tools::palette::piece_color;
use sureline_tools::render::{
    grid, run_render, Drawn, Format, Picture, Prim, RenderOptions, RenderRequest, Scale, Scene,
    DEFAULT_COLUMNS,
};

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
