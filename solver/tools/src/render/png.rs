//! The PNG back end: the scene's own SVG, rasterised by `resvg` with the embedded fonts (real
//! text, the same drawing as the SVG) and encoded by `tiny-skia` (the `png` crate).

use std::sync::Arc;

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;
use sureline_certify::error::{Error, Limit, Result};

use super::font;
use super::scene::Scene;

/// The largest PNG drawn, in pixels (width times height): 64 Mpx, 256 MiB of RGBA.
pub const MAX_PIXELS: u64 = 64 << 20;

/// Parses an SVG document the way the PNG back end does: with the embedded fonts only.
pub fn parse_svg(svg: &str) -> std::result::Result<usvg::Tree, usvg::Error> {
    let options = usvg::Options {
        font_family: font::FAMILY.to_string(),
        fontdb: Arc::new(font::database()),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options)
}

impl Scene {
    /// The size of the PNG at `scale` pixels per SVG unit.
    pub fn png_size(&self, scale: u32) -> (u32, u32) {
        let px = |v: f64| (v * f64::from(scale)).ceil() as u32;
        (px(self.width), px(self.height))
    }

    /// Rasterises the scene's SVG at `scale` pixels per unit and encodes it as PNG (8-bit RGBA,
    /// opaque). Fails with a resource-limit error above [`MAX_PIXELS`].
    pub fn to_png(&self, scale: u32) -> Result<Vec<u8>> {
        let (w, h) = self.png_size(scale);
        if u64::from(w) * u64::from(h) > MAX_PIXELS {
            return Err(Error::Limit(Limit::Picture {
                width: w,
                height: h,
                most: MAX_PIXELS,
            }));
        }
        let internal = |what: &str, e: &dyn std::fmt::Display| {
            Error::Bug(format!("drawing the PNG failed: {what}: {e}"))
        };
        let tree = parse_svg(&self.to_svg()).map_err(|e| internal("SVG", &e))?;
        let mut pixmap = Pixmap::new(w, h).ok_or(Error::Limit(Limit::PictureMemory {
            width: w,
            height: h,
        }))?;
        let s = scale as f32;
        resvg::render(&tree, Transform::from_scale(s, s), &mut pixmap.as_mut());
        pixmap.encode_png().map_err(|e| internal("PNG", &e))
    }
}
