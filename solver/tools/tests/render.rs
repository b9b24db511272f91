//! `sureline render`: the SVG is well-formed XML with the expected cells, deterministic; the PNG
//! decodes (with a small independent inflater) to the colours of the scene.

#[path = "../../testdata/support.rs"]
mod support;

use std::collections::HashMap;

use support::*;
use sureline_tools::render::{
    piece_color, png_path, render_game, run_render, Prim, RenderOptions, RenderRequest,
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

fn args(dir: &std::path::Path, sequence: Option<&str>, start: bool, png: bool) -> RenderRequest {
    RenderRequest {
        cert: full_cert(),
        sequence: sequence.map(str::to_string),
        output: dir.join("game.svg"),
        start,
        png,
        scale: 2,
    }
}

fn count_class(elements: &[(String, HashMap<String, String>)], class: &str) -> usize {
    elements
        .iter()
        .filter(|(_, a)| a.get("class").map(String::as_str) == Some(class))
        .count()
}

#[test]
fn the_svg_is_well_formed_with_one_cell_per_filled_square() {
    let dir = temp_dir("render-svg");
    let rendered = run_render(&args(&dir, Some("JOI"), false, false)).unwrap();
    assert_eq!(rendered.sequence, "JOI");
    assert!(rendered.png.is_none());
    let svg = std::fs::read_to_string(&rendered.svg).unwrap();
    let elements = parse_xml(&svg);
    assert_eq!(elements[0].0, "svg");
    // Boards after 1, 2 and 3 pieces: 4 + 8 + 12 cells; J is on all three, O on two, I on one.
    assert_eq!(count_class(&elements, "cell J"), 12);
    assert_eq!(count_class(&elements, "cell O"), 8);
    assert_eq!(count_class(&elements, "cell I"), 4);
    let cells = elements
        .iter()
        .filter(|(_, a)| a.get("class").is_some_and(|c| c.starts_with("cell ")))
        .count();
    assert_eq!(cells, 24);
    assert_eq!(count_class(&elements, "goal"), 3);
    assert_eq!(count_class(&elements, "completed"), 1);
    for (name, attrs) in &elements {
        if attrs.get("class").is_some_and(|c| c.starts_with("cell J")) {
            assert_eq!(name, "rect");
            assert_eq!(attrs["fill"], format!("#{:02x}{:02x}{:02x}", 90, 101, 173));
            assert_eq!(attrs["width"], "20");
        }
    }
    let texts: Vec<&str> = svg.lines().filter(|l| l.starts_with("<text")).collect();
    assert!(texts.iter().any(|t| t.ends_with(">I1@3</text>")), "{svg}");
    assert!(
        texts.iter().any(|t| t.ends_with(">row 0 complete</text>")),
        "{svg}"
    );

    // Deterministic bytes; --start adds the empty board (one more goal band, no cell).
    run_render(&args(&dir, Some("JOI"), false, false)).unwrap();
    assert_eq!(std::fs::read_to_string(&rendered.svg).unwrap(), svg);
    run_render(&args(&dir, Some("JOI"), true, false)).unwrap();
    let with_start = parse_xml(&std::fs::read_to_string(&rendered.svg).unwrap());
    assert_eq!(count_class(&with_start, "goal"), 4);
    assert_eq!(count_class(&with_start, "cell J"), 12);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_a_sequence_the_worst_game_is_drawn_and_bad_sequences_write_nothing() {
    let dir = temp_dir("render-worst");
    assert_eq!(
        run_render(&args(&dir, None, false, false))
            .unwrap()
            .sequence,
        "JOI"
    );
    std::fs::remove_file(dir.join("game.svg")).unwrap();
    let err = run_render(&args(&dir, Some("JOIL"), false, true)).unwrap_err();
    assert!(err.to_string().contains("sequence position 4"), "{err}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    std::fs::remove_dir_all(&dir).unwrap();
}

// ---- An independent PNG reader: chunks, CRC, fixed-Huffman inflate, Sub/Up filters.

fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb88320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

struct Bits<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Bits<'_> {
    fn bit(&mut self) -> u32 {
        let b = (self.data[self.pos / 8] >> (self.pos % 8)) & 1;
        self.pos += 1;
        b as u32
    }
    fn bits(&mut self, n: u32) -> u32 {
        (0..n).fold(0, |v, i| v | (self.bit() << i))
    }
}

fn inflate_fixed(zlib: &[u8]) -> Vec<u8> {
    assert_eq!(zlib[0] & 0x0f, 8, "deflate");
    assert_eq!(
        (u16::from(zlib[0]) << 8 | u16::from(zlib[1])) % 31,
        0,
        "zlib header check"
    );
    let mut bits = Bits {
        data: &zlib[2..],
        pos: 0,
    };
    let mut out: Vec<u8> = Vec::new();
    loop {
        let last = bits.bit();
        assert_eq!(bits.bits(2), 1, "fixed Huffman block");
        loop {
            let mut code = 0u32;
            let mut len = 0;
            let symbol = loop {
                code = (code << 1) | bits.bit();
                len += 1;
                match len {
                    7 if code <= 23 => break 256 + code,
                    8 if (0x30..=0xbf).contains(&code) => break code - 0x30,
                    8 if (0xc0..=0xc7).contains(&code) => break 280 + code - 0xc0,
                    9 => break 144 + code - 0x190,
                    _ => {}
                }
            };
            match symbol {
                0..=255 => out.push(symbol as u8),
                256 => break,
                _ => {
                    const BASE: [u32; 29] = [
                        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                        67, 83, 99, 115, 131, 163, 195, 227, 258,
                    ];
                    const EXTRA: [u32; 29] = [
                        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5,
                        5, 5, 5, 0,
                    ];
                    let i = (symbol - 257) as usize;
                    let length = BASE[i] + bits.bits(EXTRA[i]);
                    let dcode = (0..5).fold(0, |v, _| (v << 1) | bits.bit());
                    assert!(dcode < 4, "only short distances in this test reader");
                    let distance = dcode as usize + 1;
                    for _ in 0..length {
                        out.push(out[out.len() - distance]);
                    }
                }
            }
        }
        if last == 1 {
            break;
        }
    }
    let end = 2 + bits.pos.div_ceil(8);
    let adler = u32::from_be_bytes(zlib[end..end + 4].try_into().unwrap());
    let (mut a, mut b) = (1u32, 0u32);
    for &x in &out {
        a = (a + x as u32) % 65521;
        b = (b + a) % 65521;
    }
    assert_eq!(adler, (b << 16) | a, "adler32");
    out
}

fn decode_png(png: &[u8]) -> (usize, usize, Vec<u8>) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let mut i = 8;
    let (mut w, mut h) = (0, 0);
    let mut idat = Vec::new();
    while i < png.len() {
        let n = u32::from_be_bytes(png[i..i + 4].try_into().unwrap()) as usize;
        let kind = &png[i + 4..i + 8];
        let data = &png[i + 8..i + 8 + n];
        let crc = u32::from_be_bytes(png[i + 8 + n..i + 12 + n].try_into().unwrap());
        assert_eq!(
            crc,
            crc32(&png[i + 4..i + 8 + n]),
            "CRC of {}",
            String::from_utf8_lossy(kind)
        );
        match kind {
            b"IHDR" => {
                w = u32::from_be_bytes(data[0..4].try_into().unwrap()) as usize;
                h = u32::from_be_bytes(data[4..8].try_into().unwrap()) as usize;
                assert_eq!(&data[8..], &[8, 2, 0, 0, 0]);
            }
            b"IDAT" => idat.extend_from_slice(data),
            b"IEND" => assert_eq!(i + 12 + n, png.len()),
            _ => panic!("unexpected chunk"),
        }
        i += 12 + n;
    }
    let raw = inflate_fixed(&idat);
    let stride = w * 3;
    assert_eq!(raw.len(), h * (stride + 1));
    let mut pixels = vec![0u8; h * stride];
    for y in 0..h {
        let filter = raw[y * (stride + 1)];
        for x in 0..stride {
            let v = raw[y * (stride + 1) + 1 + x];
            let left = if x >= 3 {
                pixels[y * stride + x - 3]
            } else {
                0
            };
            let up = if y > 0 {
                pixels[(y - 1) * stride + x]
            } else {
                0
            };
            pixels[y * stride + x] = match filter {
                0 => v,
                1 => v.wrapping_add(left),
                2 => v.wrapping_add(up),
                f => panic!("filter {f}"),
            };
        }
    }
    (w, h, pixels)
}

#[test]
fn the_png_decodes_to_the_scene_colours() {
    let dir = temp_dir("render-png");
    let rendered = run_render(&args(&dir, Some("SZ"), false, true)).unwrap();
    let png_file = rendered.png.clone().unwrap();
    assert_eq!(png_file, png_path(&rendered.svg));
    let (w, h, pixels) = decode_png(&std::fs::read(&png_file).unwrap());

    let bytes = std::fs::read(full_cert()).unwrap();
    let cert = sureline_checker::parse(&bytes).unwrap();
    let game = sureline_tools::play::replay(&cert, "SZ").unwrap();
    let scene = render_game(&game, RenderOptions::default());
    assert_eq!(
        (w, h),
        ((scene.width * 2.0) as usize, (scene.height * 2.0) as usize)
    );
    let pixel = |x: f64, y: f64| {
        let i = ((y * 2.0) as usize * w + (x * 2.0) as usize) * 3;
        (pixels[i], pixels[i + 1], pixels[i + 2])
    };
    assert_eq!(pixel(1.0, 1.0), (255, 255, 255));
    let mut checked = 0;
    for prim in &scene.prims {
        if let Prim::Rect {
            x,
            y,
            w,
            h,
            class: Some(class),
            ..
        } = prim
        {
            if let Some(letter) = class.strip_prefix("cell ") {
                let piece =
                    sureline_engine::pieces::Piece::from_letter(letter.chars().next().unwrap())
                        .unwrap();
                let c = piece_color(piece);
                // The centre of the cell (clear of strokes) has the piece's colour.
                assert_eq!(pixel(x + w / 2.0, y + h / 2.0), (c.0, c.1, c.2), "{class}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 4 + 8);
    std::fs::remove_dir_all(&dir).unwrap();
}
