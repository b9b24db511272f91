//! `sureline render`'s text and pixels: no text overlaps anything (measured with the embedded
//! font and checked against resvg's own text layout); the PNG has the scene's size, colours and
//! real text.

#[path = "../../testdata/adversary.rs"]
mod adversary;
#[path = "../../testdata/render.rs"]
mod render_support;
#[path = "../../testdata/support.rs"]
mod support;

use render_support::*;
use resvg::tiny_skia::Pixmap;
use resvg::usvg;
use support::*;
use sureline_tools::palette::piece_color;
use sureline_tools::render::{font, png, run_render, Anchor, Bounds, Prim, RenderOptions};

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
