//! A figure as a list of primitives (axis-aligned rectangles, axis-aligned line segments,
//! text) and the box each can paint: what the layout makes and the SVG and PNG back ends draw.

use crate::palette::Rgb;

use super::font;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// One drawing primitive; coordinates in SVG user units (pixels at scale 1).
#[derive(Clone, Debug, PartialEq)]
pub enum Prim {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f64)>,
        class: Option<String>,
    },
    /// A horizontal or vertical segment with square caps.
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        color: Rgb,
        width: f64,
    },
    /// Text whose baseline is at `y`.
    Text {
        x: f64,
        y: f64,
        size: f64,
        anchor: Anchor,
        color: Rgb,
        bold: bool,
        text: String,
    },
}

/// An axis-aligned box: `left <= right`, `top <= bottom` (y grows downwards).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

impl Bounds {
    /// Whether the interiors meet (boxes that only touch do not overlap).
    pub fn overlaps(&self, other: &Bounds) -> bool {
        self.left < other.right
            && other.left < self.right
            && self.top < other.bottom
            && other.top < self.bottom
    }

    /// Whether `other` lies inside this box (edges included).
    pub fn contains(&self, other: &Bounds) -> bool {
        self.left <= other.left
            && other.right <= self.right
            && self.top <= other.top
            && other.bottom <= self.bottom
    }
}

impl Prim {
    /// The box a primitive can paint: a rectangle with half its stroke outside, a segment with
    /// its square caps, a text's advance width by the font's line box (ascent above the
    /// baseline, descent below) together with the ink of its glyphs (see
    /// [`font::text_extent`]).
    pub fn bounds(&self) -> Bounds {
        match self {
            Prim::Rect {
                x, y, w, h, stroke, ..
            } => {
                let half = stroke.map_or(0.0, |(_, width)| width / 2.0);
                Bounds {
                    left: x - half,
                    top: y - half,
                    right: x + w + half,
                    bottom: y + h + half,
                }
            }
            Prim::Line {
                x1,
                y1,
                x2,
                y2,
                width,
                ..
            } => {
                let half = width / 2.0;
                Bounds {
                    left: x1.min(*x2) - half,
                    top: y1.min(*y2) - half,
                    right: x1.max(*x2) + half,
                    bottom: y1.max(*y2) + half,
                }
            }
            Prim::Text {
                x,
                y,
                size,
                anchor,
                bold,
                text,
                ..
            } => {
                let start = match anchor {
                    Anchor::Start => *x,
                    Anchor::Middle => x - font::text_width(text, *size, *bold) / 2.0,
                    Anchor::End => x - font::text_width(text, *size, *bold),
                };
                let [left, top, right, bottom] = font::text_extent(text, *size, *bold);
                Bounds {
                    left: start + left,
                    top: y + top,
                    right: start + right,
                    bottom: y + bottom,
                }
            }
        }
    }
}

/// A figure: its size and primitives in painting order.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub width: f64,
    pub height: f64,
    pub prims: Vec<Prim>,
}
