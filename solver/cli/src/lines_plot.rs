//! The plot of `sureline lines --question lines`: the lines guaranteed against the height, a
//! polyline per width, as a plain SVG (no times, so the same bytes on every run).

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The lines guaranteed against the height, a line per width: a plain SVG.
pub fn plot(series: &BTreeMap<u8, Vec<(u8, u8)>>) -> String {
    let points = series.values().flatten();
    let max_h = points.clone().map(|p| p.0).max().unwrap_or(1).max(1);
    let max_k = series
        .values()
        .flatten()
        .map(|p| p.1)
        .max()
        .unwrap_or(1)
        .max(1);
    let (w, h, left, bottom) = (480.0, 320.0, 48.0, 40.0);
    let x = |v: u8| left + f64::from(v) / f64::from(max_h) * (w - left - 16.0);
    let y = |v: u8| h - bottom - f64::from(v) / f64::from(max_k) * (h - bottom - 16.0);
    let colours = [
        "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
    ];
    let mut svg = format!("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n");
    writeln!(svg, "<rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>").expect("text");
    writeln!(
        svg,
        "<line x1=\"{left}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>",
        y(0),
        w - 16.0,
        y(0)
    )
    .expect("text");
    writeln!(
        svg,
        "<line x1=\"{left}\" y1=\"{}\" x2=\"{left}\" y2=\"16\" stroke=\"black\"/>",
        y(0)
    )
    .expect("text");
    for v in 0..=max_h {
        writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{v}</text>",
            x(v),
            y(0) + 16.0
        )
        .expect("text");
    }
    for v in 0..=max_k {
        writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{v}</text>",
            left - 6.0,
            y(v) + 4.0
        )
        .expect("text");
    }
    writeln!(
        svg,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">height H</text>",
        (w + left) / 2.0,
        h - 6.0
    )
    .expect("text");
    writeln!(svg, "<text x=\"14\" y=\"{}\" transform=\"rotate(-90 14 {})\" text-anchor=\"middle\">lines guaranteed</text>", h / 2.0, h / 2.0).expect("text");
    for (i, (width, points)) in series.iter().enumerate() {
        let colour = colours[i % colours.len()];
        let path: Vec<String> = points
            .iter()
            .map(|&(a, b)| format!("{:.1},{:.1}", x(a), y(b)))
            .collect();
        writeln!(
            svg,
            "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{}\"/>",
            path.join(" ")
        )
        .expect("text");
        for &(a, b) in points {
            writeln!(
                svg,
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{colour}\"/>",
                x(a),
                y(b)
            )
            .expect("text");
        }
        writeln!(
            svg,
            "<text x=\"{}\" y=\"{}\" fill=\"{colour}\">W = {width}</text>",
            left + 10.0,
            30.0 + 16.0 * i as f64
        )
        .expect("text");
    }
    svg.push_str("</svg>\n");
    svg
}
