//! The pictures' two fonts, DejaVu Sans and DejaVu Sans Bold (printable-ASCII subsets, see
//! `solver/tools/fonts/README.md` for their origin and licence). They are compiled in: the layout
//! measures text with them and the PNG is drawn with them alone, never with a system font, so
//! the same figure gives the same pixels on every machine.

use std::sync::OnceLock;

use resvg::usvg::fontdb;
use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, GlyphId, MetadataProvider};

/// The family name of both faces, first in the SVG's `font-family` list.
pub const FAMILY: &str = "DejaVu Sans";

const REGULAR: &[u8] = include_bytes!("../../fonts/DejaVuSans-ascii.ttf");
const BOLD: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold-ascii.ttf");

/// One character of a face, in ems: its advance and the extent of its ink (outline bounding
/// box) from the pen position, y upwards; `None` for a blank glyph.
#[derive(Clone, Copy)]
struct Glyph {
    advance: f64,
    ink: Option<[f64; 4]>,
}

/// What the layout needs of a face, in ems.
struct Face {
    /// The characters U+0020..=U+007E.
    ascii: Vec<Glyph>,
    /// The missing-glyph box (what is drawn for any other character).
    missing: Glyph,
    /// Above the baseline, from the font's own line metrics.
    ascent: f64,
    /// Below the baseline, positive.
    descent: f64,
}

impl Face {
    fn read(bytes: &[u8]) -> Face {
        // The files are part of the build; a failure here is a broken checkout, not bad input.
        let font = FontRef::new(bytes).expect("the embedded font parses");
        let metrics = font.metrics(Size::unscaled(), LocationRef::default());
        let em = f64::from(metrics.units_per_em);
        let glyphs = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        let glyph = |id: GlyphId| Glyph {
            advance: f64::from(glyphs.advance_width(id).unwrap_or(0.0)) / em,
            ink: glyphs
                .bounds(id)
                .filter(|b| b.x_min < b.x_max && b.y_min < b.y_max)
                .map(|b| [b.x_min, b.y_min, b.x_max, b.y_max].map(|v| f64::from(v) / em)),
        };
        let missing = glyph(GlyphId::NOTDEF);
        let charmap = font.charmap();
        let ascii = (0x20u32..=0x7e)
            .map(|c| charmap.map(c).map_or(missing, glyph))
            .collect();
        Face {
            ascii,
            missing,
            ascent: f64::from(metrics.ascent) / em,
            descent: -f64::from(metrics.descent) / em,
        }
    }

    fn get(bold: bool) -> &'static Face {
        static FACES: OnceLock<[Face; 2]> = OnceLock::new();
        let faces = FACES.get_or_init(|| [Face::read(REGULAR), Face::read(BOLD)]);
        &faces[usize::from(bold)]
    }

    fn glyphs<'a>(&'a self, text: &'a str) -> impl Iterator<Item = Glyph> + 'a {
        text.chars().map(|c| match c {
            ' '..='~' => self.ascii[c as usize - 0x20],
            _ => self.missing,
        })
    }
}

/// The advance width of `text` at `size` user units: where the next character would start.
/// The fonts have no kerning, so this is exactly the width `resvg` lays the text out on.
pub fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    Face::get(bold).glyphs(text).map(|g| g.advance).sum::<f64>() * size
}

/// The box that `text` can paint, relative to its start on the baseline (y downwards, as in
/// SVG): `[left, top, right, bottom]`. It holds the advance width between the font's ascent
/// and descent, and the ink of every glyph, which may reach past them (the hook of `J` starts
/// left of its advance).
pub fn text_extent(text: &str, size: f64, bold: bool) -> [f64; 4] {
    let face = Face::get(bold);
    let mut extent = [0.0, -face.ascent, 0.0, face.descent];
    let mut pen = 0.0;
    for glyph in face.glyphs(text) {
        if let Some([x_min, y_min, x_max, y_max]) = glyph.ink {
            extent[0] = f64::min(extent[0], pen + x_min);
            extent[1] = f64::min(extent[1], -y_max);
            extent[2] = f64::max(extent[2], pen + x_max);
            extent[3] = f64::max(extent[3], -y_min);
        }
        pen += glyph.advance;
    }
    extent[2] = f64::max(extent[2], pen);
    extent.map(|v| v * size)
}

/// A font database holding the two embedded faces and nothing else, every generic family
/// mapped to DejaVu Sans.
pub fn database() -> fontdb::Database {
    let mut db = fontdb::Database::new();
    db.load_font_data(REGULAR.to_vec());
    db.load_font_data(BOLD.to_vec());
    db.set_sans_serif_family(FAMILY);
    db.set_serif_family(FAMILY);
    db.set_monospace_family(FAMILY);
    db.set_cursive_family(FAMILY);
    db.set_fantasy_family(FAMILY);
    db
}
