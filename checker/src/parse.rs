//! [cert.encoding] [cert.grammar] The strict parser of format v1. It splits the bytes into LF
//! lines itself and reads the tokens of a line with nom. Every error names its 1-based line and
//! column. It refuses sizes beyond [cert.limits] before allocating for them and keeps the node
//! lines compact for verify.rs. It must not check any rule of [cert.rules] beyond the grammar:
//! counts and the game belong to verify.rs.

use std::ops::RangeInclusive;

use nom::bytes::complete::{tag, take_while1};
use nom::character::complete::digit1;

use crate::adversary::{self, Policy};
use crate::pieces::{ORIENTATION_NAMES, PIECE_ORDER};
use crate::{Certificate, Failure, Limits, Move, Next, Node, Rule, SyntaxError, ROWS, WIDTHS};

/// [cert.encoding] The first line of format v1, without its LF.
pub const MAGIC: &str = "sureline-certificate v1";
/// `Step::next` of a move marked `win`.
pub(crate) const WIN: u32 = u32::MAX;

/// A move as verify.rs keeps it, in 16 bytes: `next` saturated at `WIN - 1` (ids are below 2^24,
/// so such a next is >= N: dangling-child rejects it before any rule reads it), `WIN` for `win`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Step {
    pub column: u64,
    pub next: u32,
    pub orientation: u8,
}

/// The node lines as verify.rs keeps them: node i's moves are `steps[i * k .. (i + 1) * k]`.
/// Only the first N (header `nodes`) lines are kept, since more fail node-count.
pub(crate) struct Nodes {
    /// The line number of node line 0.
    pub first_line: u64,
    pub lines: u64,
    pub k: usize,
    pub steps: Vec<Step>,
}

type In<'a> = &'a [u8];
type Res<'a, T> = Result<(In<'a>, T), Failure>;

/// One line without its LF; `terminated` is false for a last line that lacks its LF.
pub(crate) struct Line<'a> {
    pub number: usize,
    pub text: In<'a>,
    terminated: bool,
}

/// [cert.encoding] The lines of a file, read from the top; a line that is missing is a syntax
/// error at the line after the last one.
pub(crate) struct Lines<'a> {
    iter: std::iter::Zip<SplitLf<'a>, std::ops::RangeFrom<usize>>,
    end_of_file: usize,
}

/// The raw lines of a file, each with its LF.
type SplitLf<'a> = std::slice::SplitInclusive<'a, u8, fn(&u8) -> bool>;

impl<'a> Lines<'a> {
    fn of(bytes: &'a [u8]) -> Lines<'a> {
        let lf: fn(&u8) -> bool = |&b| b == b'\n';
        // Every line but an unterminated last one is followed by LF: a missing line is after them all.
        Lines {
            iter: bytes.split_inclusive(lf).zip(1..),
            end_of_file: bytes.iter().filter(|&&b| b == b'\n').count() + 1,
        }
    }

    /// The next line, or a syntax error naming what was `expected` there.
    pub fn next(&mut self, expected: &str) -> Result<Line<'a>, Failure> {
        let Some((raw, number)) = self.iter.next() else {
            let found = "end of file".into();
            return Err(Failure::Syntax(SyntaxError {
                line: self.end_of_file,
                column: 1,
                expected: expected.into(),
                found,
            }));
        };
        let text = raw.strip_suffix(b"\n");
        Ok(Line { number, text: text.unwrap_or(raw), terminated: text.is_some() })
    }

    /// [cert.grammar] Nothing may follow the `end` line.
    pub fn finished(&mut self) -> Result<(), Failure> {
        self.next("").map_or(Ok(()), |line| Err(line.error(line.text, "end of file after \"end\"")))
    }
}

impl<'a> Line<'a> {
    /// A syntax error at `at` (a suffix of this line's text): "expected X, found Y".
    pub fn error(&self, at: In<'a>, expected: impl Into<String>) -> Failure {
        let word = at.iter().position(|b| !b.is_ascii_alphanumeric()).unwrap_or(at.len());
        let found = match (at.is_empty(), self.terminated) {
            (false, _) => format!("\"{}\"", at.get(..word.clamp(1, 24)).unwrap_or_default().escape_ascii()),
            (true, true) => "end of line".into(),
            (true, false) => "end of file".into(),
        };
        let column = self.text.len().saturating_sub(at.len()) + 1;
        Failure::Syntax(SyntaxError { line: self.number, column, expected: expected.into(), found })
    }

    /// The exact text `literal`; an error points at the first byte that differs.
    pub fn literal(&self, at: In<'a>, literal: &str) -> Result<In<'a>, Failure> {
        let same = at.iter().zip(literal.bytes()).take_while(|(a, b)| **a == *b).count();
        let differs = at.get(same..).unwrap_or_default();
        tag::<_, _, ()>(literal)(at).map(|(rest, _)| rest).map_err(|_| self.error(differs, format!("\"{literal}\"")))
    }

    /// [cert.grammar] `number`: decimal, no leading zero, below 2^64.
    fn number(&self, at: In<'a>, what: &str) -> Res<'a, u64> {
        let (rest, digits) = digit1::<_, ()>(at).map_err(|_| self.error(at, what))?;
        if digits.len() > 1 && digits.starts_with(b"0") {
            return Err(self.error(at, format!("{what} without leading zero")));
        }
        let value = digits.iter().try_fold(0u64, |n, d| n.checked_mul(10)?.checked_add(u64::from(d - b'0')));
        Ok((rest, value.ok_or_else(|| self.error(at, format!("{what} below 2^64")))?))
    }

    /// [cert.grammar] `orientation`, restricted to the orientations of `piece`: its canonical index.
    fn orientation(&self, at: In<'a>, piece: char) -> Res<'a, usize> {
        let mut names = ORIENTATION_NAMES.iter().enumerate().filter(|(_, name)| name.starts_with(piece));
        let found = names.find_map(|(index, name)| tag::<_, _, ()>(*name)(at).ok().map(|(rest, _)| (rest, index)));
        found.ok_or_else(|| self.error(at, format!("an orientation of piece {piece}")))
    }

    /// The end of the line, which must have its LF.
    pub fn end(&self, at: In<'a>) -> Result<(), Failure> {
        match (at.is_empty(), self.terminated) {
            (true, true) => Ok(()),
            (true, false) => Err(self.error(at, "LF")),
            _ => Err(self.error(at, "end of line")),
        }
    }

    /// A header line `key SP number LF` with the number in `range`.
    pub fn header(&self, key: &str, range: RangeInclusive<u64>) -> Result<u64, Failure> {
        let at = self.literal(self.text, &format!("{key} "))?;
        let (rest, value) = self.number(at, key)?;
        if !range.contains(&value) {
            return Err(self.error(at, format!("{key} from {} to {}", range.start(), range.end())));
        }
        self.end(rest).map(|()| value)
    }

    /// The whole line is one of `choices` (text, value).
    /// The whole line is one of `choices` (text, value); an error points at the first byte that
    /// differs from every choice.
    pub fn choice<T: Copy>(&self, choices: &[(&str, T)]) -> Result<T, Failure> {
        let found = choices.iter().find(|(text, _)| self.text == text.as_bytes()).map(|&(_, value)| value);
        let same = |text: &str| self.text.iter().zip(text.bytes()).take_while(|(a, b)| **a == *b).count();
        let at = choices.iter().map(|(text, _)| same(text)).max().unwrap_or(0);
        let names: Vec<String> = choices.iter().map(|(text, _)| format!("\"{text}\"")).collect();
        found.ok_or_else(|| self.error(self.text.get(at..).unwrap_or_default(), names.join(" or ")))
    }
}

/// [cert.grammar] `piece-set`: distinct letters in canonical piece order.
pub(crate) fn piece_set(line: &Line) -> Result<String, Failure> {
    let at = line.literal(line.text, "adversary ")?;
    let letters = take_while1::<_, _, ()>(|b: u8| b.is_ascii_alphabetic())(at);
    let (rest, letters) = letters.map_err(|_| line.error(at, "piece letters"))?;
    let mut order = PIECE_ORDER.bytes();
    if let Some(i) = letters.iter().position(|letter| !order.any(|p| p == *letter)) {
        return Err(line.error(at.get(i..).unwrap_or_default(), "distinct piece letters in the order IOTSZJL"));
    }
    line.end(rest)?;
    Ok(letters.iter().map(|&b| char::from(b)).collect())
}

/// [cert.grammar] `node`: the id `index`, then one move per letter of the piece set `adversary`,
/// into `moves`.
fn node(line: &Line, index: u64, adversary: &str, moves: &mut Vec<Move>) -> Result<(), Failure> {
    let (mut at, id) = line.number(line.text, "a node id or \"end\"")?;
    if id != index {
        return Err(line.error(line.text, format!("node id {index}")));
    }
    moves.clear();
    for piece in adversary.chars() {
        let space = tag::<_, _, ()>(" ")(at).map_err(|_| line.error(at, format!("\" \" and a move for piece {piece}")));
        let (rest, _) = space?;
        let (rest, orientation) = line.orientation(rest, piece)?;
        let rest = line.literal(rest, "@")?;
        let (rest, column) = line.number(rest, "a column")?;
        let rest = line.literal(rest, ">")?;
        let (rest, next) = match tag::<_, _, ()>("win")(rest) {
            Ok((rest, _)) => (rest, Next::Win),
            Err(_) => line.number(rest, "a node id or \"win\"").map(|(rest, id)| (rest, Next::Node(id)))?,
        };
        moves.push(Move { orientation, column, next });
        at = rest;
    }
    line.end(at)
}

/// A parsed file of either claim kind ([cert.grammar], [adv.grammar]).
pub(crate) enum Parsed {
    Player(Certificate, Nodes),
    Adversary(Policy),
}

/// Parses a whole player certificate ([cert.grammar]) for the tools; fails like `verify`.
pub fn parse(bytes: &[u8]) -> Result<Certificate, Failure> {
    match read(bytes, &Limits::V1, true)? {
        Parsed::Player(cert, _) => Ok(cert),
        Parsed::Adversary(_) => {
            Err(crate::reject(Rule::ClaimTooWeak, "an adversary certificate: no player strategy".into()))
        }
    }
}

/// Parses a whole certificate within `limits` ([cert.grammar], [adv.grammar], [cert.limits]);
/// fails with `Failure::Syntax` or `Failure::Limit`. `Certificate::nodes` is filled only when `keep`.
pub(crate) fn read(bytes: &[u8], limits: &Limits, keep: bool) -> Result<Parsed, Failure> {
    if bytes.len() > limits.file_bytes {
        return Err(Failure::Limit(format!("the file has {} bytes, more than {}", bytes.len(), limits.file_bytes)));
    }
    let mut lines = Lines::of(bytes);
    let line = lines.next(&format!("\"{MAGIC}\""))?;
    line.end(line.literal(line.text, MAGIC)?)?;
    let line = lines.next("a claim line")?;
    let player = ("claim player-completes-a-line", true);
    if !line.choice(&[player, ("claim adversary-prevents-a-line", false)])? {
        return adversary::read(&mut lines, limits).map(Parsed::Adversary);
    }
    let mut line = lines.next("\"width \" or \"game well\"")?;
    let well = line.text == b"game well";
    if well {
        line = lines.next("\"width \"")?;
    }
    let small = |range: RangeInclusive<u8>| u64::from(*range.start())..=u64::from(*range.end());
    let width = line.header("width", small(WIDTHS))? as u8; // in range: fits
    let key = if well { "height" } else { "rows" };
    let rows = lines.next(&format!("\"{key} \""))?.header(key, small(ROWS))? as u8;
    let mut next = |expected: &str| lines.next(expected);
    let adversary = piece_set(&next("\"adversary \"")?)?;
    let max_pieces = next("\"max-pieces \"")?.header("max-pieces", 0..=u64::MAX)?;
    let nodes_declared = next("\"nodes \"")?.header("nodes", 0..=u64::MAX)?;
    if nodes_declared > limits.nodes {
        return Err(Failure::Limit(format!("header nodes {nodes_declared} is more than {}", limits.nodes)));
    }
    let sequences = next("\"sequences \"")?.header("sequences", 0..=u64::MAX)?;
    // [cert.limits] A node line has at least 7k + 2 bytes: room for every kept move, no regrowth.
    let k = adversary.len();
    let room = nodes_declared.min((bytes.len() / (7 * k + 2)) as u64) as usize * k;
    let mut nodes = Nodes { first_line: 0, lines: 0, k, steps: Vec::with_capacity(room) };
    let mut cert =
        Certificate { width, rows, well, adversary, max_pieces, nodes_declared, sequences, nodes: Vec::new() };
    let (mut moves, mut line) = (Vec::with_capacity(k), next("a node line or \"end\"")?);
    nodes.first_line = line.number as u64;
    // [cert.grammar] [cert.limits] A line beginning with `e` is the end line, any other a node line.
    while !line.text.starts_with(b"e") {
        if nodes.lines >= limits.nodes {
            return Err(Failure::Limit(format!("line {}: more than {} node lines", line.number, limits.nodes)));
        }
        node(&line, nodes.lines, &cert.adversary, &mut moves)?;
        let hop =
            |m: &Move| if let Next::Node(id) = m.next { u32::try_from(id).unwrap_or(WIN).min(WIN - 1) } else { WIN };
        if nodes.lines < nodes_declared {
            nodes.steps.extend(moves.iter().map(|m| Step {
                column: m.column,
                next: hop(m),
                orientation: m.orientation as u8,
            }));
        }
        if keep {
            cert.nodes.push(Node { line: line.number, moves: moves.clone() });
        }
        nodes.lines += 1;
        line = next("a node line or \"end\"")?;
    }
    if nodes.lines == 0 {
        return Err(line.error(line.text, "node line 0"));
    }
    line.end(line.literal(line.text, "end")?)?;
    lines.finished().map(|()| Parsed::Player(cert, nodes))
}
