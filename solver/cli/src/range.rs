//! `A..B` (both included), `A..=B` or `A`: the ranges of widths and heights the tables read
//! (`frontier --widths`, `survival --widths` and `--heights`).

use std::ops::RangeInclusive;

/// The ends of the range `text` names within `bounds`; otherwise why not, naming a bad end
/// "not a {noun}" and ending with the example when there is one.
pub fn inclusive(
    text: &str,
    bounds: RangeInclusive<u8>,
    noun: &str,
    example: Option<&str>,
) -> Result<(u8, u8), String> {
    let (low, high) = (*bounds.start(), *bounds.end());
    let example = example.map_or(String::new(), |e| format!(", e.g. {e}"));
    let usage = |why: &str| format!("{why} (expected A..B within {low}..{high}{example})");
    let (a, b) = match text.split_once("..") {
        Some((a, b)) => (a, b.strip_prefix('=').unwrap_or(b)),
        None => (text, text),
    };
    let number = |s: &str| {
        s.trim()
            .parse::<u8>()
            .map_err(|_| usage(&format!("not a {noun}")))
    };
    let (a, b) = (number(a)?, number(b)?);
    if a > b {
        return Err(usage("the range is reversed"));
    }
    if a < low || b > high {
        return Err(usage("out of range"));
    }
    Ok((a, b))
}
