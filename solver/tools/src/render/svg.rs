//! The SVG back end: the scene's primitives as SVG elements, in painting order, with
//! deterministic bytes (same scene, same text).

use std::fmt::Write as _;

use super::font::FAMILY;
use super::scene::{Anchor, Prim, Scene};
use crate::palette::Rgb;

fn num(v: f64) -> String {
    // Values are multiples of 0.5 (or simple decimals): Display is exact and deterministic.
    let s = format!("{v}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

impl Scene {
    /// The SVG document (deterministic bytes).
    pub fn to_svg(&self) -> String {
        let mut s = String::new();
        let (w, h) = (num(self.width), num(self.height));
        s.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{FAMILY}, Helvetica, Arial, sans-serif\">"
        );
        let _ = writeln!(
            s,
            "<rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>"
        );
        for prim in &self.prims {
            match prim {
                Prim::Rect {
                    x,
                    y,
                    w,
                    h,
                    fill,
                    stroke,
                    class,
                } => write_rect(&mut s, [*x, *y, *w, *h], *fill, *stroke, class.as_deref()),
                Prim::Line {
                    x1,
                    y1,
                    x2,
                    y2,
                    color,
                    width,
                } => write_line(&mut s, [*x1, *y1, *x2, *y2], *color, *width),
                Prim::Text {
                    x,
                    y,
                    size,
                    anchor,
                    color,
                    bold,
                    text,
                } => write_text(&mut s, (*x, *y, *size), *anchor, *color, *bold, text),
            }
        }
        s.push_str("</svg>\n");
        s
    }
}

/// `<rect>` at `[x, y, w, h]`: filled or not, stroked or not, with a class for readers.
fn write_rect(
    s: &mut String,
    [x, y, w, h]: [f64; 4],
    fill: Option<Rgb>,
    stroke: Option<(Rgb, f64)>,
    class: Option<&str>,
) {
    s.push_str("<rect");
    if let Some(class) = class {
        let _ = write!(s, " class=\"{}\"", escape(class));
    }
    let _ = write!(
        s,
        " x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"",
        num(x),
        num(y),
        num(w),
        num(h),
        fill.map_or("none".to_string(), Rgb::hex)
    );
    if let Some((color, width)) = stroke {
        let _ = write!(
            s,
            " stroke=\"{}\" stroke-width=\"{}\"",
            color.hex(),
            num(width)
        );
    }
    s.push_str(" shape-rendering=\"crispEdges\"/>\n");
}

/// `<line>` from `(x1, y1)` to `(x2, y2)` with square caps.
fn write_line(s: &mut String, [x1, y1, x2, y2]: [f64; 4], color: Rgb, width: f64) {
    let _ = writeln!(
        s,
        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" \
         stroke-width=\"{}\" stroke-linecap=\"square\" \
         shape-rendering=\"crispEdges\"/>",
        num(x1),
        num(y1),
        num(x2),
        num(y2),
        color.hex(),
        num(width)
    );
}

/// `<text>` whose baseline is at `(x, y)`.
fn write_text(
    s: &mut String,
    (x, y, size): (f64, f64, f64),
    anchor: Anchor,
    color: Rgb,
    bold: bool,
    text: &str,
) {
    let anchor = match anchor {
        Anchor::Start => "start",
        Anchor::Middle => "middle",
        Anchor::End => "end",
    };
    let weight = if bold { " font-weight=\"bold\"" } else { "" };
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"{anchor}\" \
         fill=\"{}\"{weight}>{}</text>",
        num(x),
        num(y),
        num(size),
        color.hex(),
        escape(text)
    );
}
