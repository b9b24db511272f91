//! [surv.player] [surv.adversary] The grammar: the header both kinds share, node lines and state
//! lines. Every grammar error is rule `syntax`.

use crate::game::{Well, LETTERS, ORIENTATIONS};
use crate::Failure;

/// Where the pieces come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pieces {
    Set(Vec<char>),
    Sequence(Vec<char>),
}

/// The header: the claim kind, the game and the count line's value.
#[derive(Clone, Debug)]
pub struct Header {
    pub player: bool,
    pub well: Well,
    pub pieces: Pieces,
    pub preview: bool,
    /// `within D` (adversary certificates).
    pub within: Option<u64>,
    /// `nodes N`.
    pub count: u64,
}

pub fn syntax(line: usize, what: &str) -> Failure {
    Failure::new("syntax", format!("line {line}: {what}"))
}

/// `number` of [cert.grammar]: `0`, or digits without a leading zero, below 2^64.
pub fn number(text: &str) -> Option<u64> {
    let ok = text == "0"
        || (!text.is_empty() && !text.starts_with('0') && text.bytes().all(|b| b.is_ascii_digit()));
    ok.then(|| text.parse().ok()).flatten()
}

/// Reads `KEY VALUE` from line `n`.
fn keyed<'a>(lines: &[&'a str], n: usize, key: &str) -> Result<&'a str, Failure> {
    lines
        .get(n)
        .and_then(|l| l.strip_prefix(key))
        .and_then(|l| l.strip_prefix(' '))
        .ok_or_else(|| syntax(n + 1, &format!("expected `{key} ...`")))
}

fn keyed_number(lines: &[&str], n: usize, key: &str) -> Result<u64, Failure> {
    number(keyed(lines, n, key)?).ok_or_else(|| syntax(n + 1, "expected a number"))
}

/// The header lines, and the index of the first line after them.
pub fn header(lines: &[&str]) -> Result<(Header, usize), Failure> {
    if lines.first() != Some(&"sureline-certificate v1") {
        return Err(syntax(1, "expected the magic line"));
    }
    let player = match lines.get(1) {
        Some(&"claim player-survives") => true,
        Some(&"claim adversary-ends-the-game") => false,
        _ => return Err(syntax(2, "expected a survival claim")),
    };
    if lines.get(2) != Some(&"game survival") {
        return Err(syntax(3, "expected `game survival`"));
    }
    let width = keyed_number(lines, 3, "width")?;
    if !(2..=16).contains(&width) {
        return Err(syntax(4, "width outside 2..16"));
    }
    let height = keyed_number(lines, 4, "height")?;
    if !(1..=20).contains(&height) {
        return Err(syntax(5, "height outside 1..20"));
    }
    let (width, height) = (width as usize, height as usize);
    let floor: Vec<usize> = keyed(lines, 5, "floor")?
        .chars()
        .map(|c| c.to_digit(36).filter(|_| !c.is_ascii_uppercase()))
        .map(|d| d.map(|d| d as usize))
        .collect::<Option<_>>()
        .ok_or_else(|| syntax(6, "a floor digit is not 0-9a-z"))?;
    if floor.len() != width || floor.iter().any(|&f| f >= height) {
        return Err(syntax(6, "the floor needs W digits, each below H"));
    }
    let pieces = pieces(lines.get(6).copied().unwrap_or(""))?;
    let preview = match keyed(lines, 7, "preview")? {
        "0" => false,
        "1" if matches!(pieces, Pieces::Set(_)) => true,
        _ => return Err(syntax(8, "expected preview 0, or 1 with a piece set")),
    };
    let (within, next) = match player {
        true => (None, 8),
        false => (Some(keyed_number(lines, 8, "within")?), 9),
    };
    let count = keyed_number(lines, next, "nodes")?;
    let well = Well {
        width,
        height,
        floor,
    };
    let header = Header {
        player,
        well,
        pieces,
        preview,
        within,
        count,
    };
    Ok((header, next + 1))
}

/// `adversary SET` (distinct letters in canonical order) or `sequence S` (1 to 64 letters).
fn pieces(line: &str) -> Result<Pieces, Failure> {
    let bad = || syntax(7, "expected `adversary SET` or `sequence S`");
    if let Some(set) = line.strip_prefix("adversary ") {
        let letters: Vec<char> = set.chars().collect();
        let positions: Option<Vec<usize>> = letters.iter().map(|&c| LETTERS.find(c)).collect();
        let positions = positions.ok_or_else(bad)?;
        let increasing = positions.windows(2).all(|w| w[0] < w[1]);
        if letters.is_empty() || !increasing {
            return Err(bad());
        }
        return Ok(Pieces::Set(letters));
    }
    let sequence = line.strip_prefix("sequence ").ok_or_else(bad)?;
    let letters: Vec<char> = sequence.chars().collect();
    if letters.is_empty() || letters.len() > 64 || letters.iter().any(|&c| !LETTERS.contains(c)) {
        return Err(bad());
    }
    Ok(Pieces::Sequence(letters))
}

/// A move `ORIENTATION@COLUMN>NEXT`: orientation index, column, next node.
pub fn a_move(text: &str, line: usize) -> Result<(usize, usize, u64), Failure> {
    let bad = || syntax(line, &format!("bad move `{text}`"));
    let (name, rest) = text.split_once('@').ok_or_else(bad)?;
    let (column, next) = rest.split_once('>').ok_or_else(bad)?;
    let orientation = ORIENTATIONS
        .iter()
        .position(|(n, _)| *n == name)
        .ok_or_else(bad)?;
    let column = number(column).ok_or_else(bad)?;
    let next = number(next).ok_or_else(bad)?;
    Ok((orientation, column as usize, next))
}
