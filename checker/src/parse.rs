//! [cert.encoding] [cert.grammar] The strict parser of format v1. It splits the bytes into LF
//! lines itself and reads the tokens of a line with nom. Every error names its 1-based line and
//! column. It refuses sizes beyond [cert.limits] before allocating for them and keeps the node
//! lines compact for verify.rs. It must not check any rule of [cert.rules] beyond the grammar:
//! counts and the game belong to verify.rs.

use nom::{bytes::complete::tag, bytes::complete::take_while1, character::complete::digit1};

use crate::game::Moves;
use crate::{limit, reject, Failure, Limits, Rule};
use crate::{ORIENTATION_NAMES, PIECE_ORDER, ROWS, WIDTHS};

/// [cert.encoding] The first line of format v1, without its LF.
pub const MAGIC: &str = "sureline-certificate v1";

/// [cert.grammar] The header of a player certificate, numbers as written, not yet checked.
pub(crate) struct Header {
    pub width: u8,
    /// R, or the height H of a `game well` certificate ([adv.player]).
    pub rows: u8,
    pub well: bool,
    /// [rules.moves.slide] [rules.moves.srs] The line `moves slide` or `moves srs` (every move
    /// names its row), or `All` without it.
    pub moves: Moves,
    /// The piece set P, letters in canonical piece order.
    pub adversary: String,
    pub max_pieces: u64,
    pub sequences: u64,
}

/// A move as verify.rs keeps it, in 16 bytes: `orientation@column>next`. Numbers of 2^32 or
/// more are kept as 2^32 - 1: such a column is illegal, as every column >= W is, and such a next
/// is >= N (ids are below 2^27), which dangling-child rejects before any rule reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Step {
    pub column: u32,
    pub next: Next,
    /// The canonical index 0..=18.
    pub orientation: u8,
    /// [rules.moves.slide] The row of a slide (2^8 - 1 for any number above); None: a hard drop.
    pub row: Option<u8>,
}

/// [cert.grammar] [comp.part] A move's next: `win` (or a survival adversary's `x`), a node id, or
/// a part (its index in the certificate's [`Names`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Next {
    Win,
    Node(u32),
    Part(u32),
}

/// [comp.part] The parts a certificate names, each once, in the order of first reference, and the
/// index of each.
pub(crate) type Names = (Vec<String>, std::collections::HashMap<String, u32>);

impl Next {
    /// The node id of a `Node`.
    pub fn id(self) -> Option<u32> {
        let Next::Node(id) = self else { return None };
        Some(id)
    }
}

/// The node lines as verify.rs keeps them: node i's moves are `steps[i * k .. (i + 1) * k]`.
/// Only the first N (header `nodes`) lines are kept, since more fail node-count.
pub(crate) struct Nodes {
    /// The line number of node line 0.
    pub first_line: u64,
    /// N, the header's `nodes`, and the number of node lines.
    pub declared: u64,
    pub lines: u64,
    pub k: usize,
    pub steps: Vec<Step>,
    pub names: Names,
}

pub(crate) type In<'a> = &'a [u8];

/// A token read from a line: the rest of the line and its value.
pub(crate) type Token<'a, T> = Result<(In<'a>, T), Failure>;

/// A number read as u64 and kept as u8 (W, R, H) or u64: header values and command-line values.
pub(crate) trait Value: Copy + Into<u64> + TryFrom<u64> {}
impl<T: Copy + Into<u64> + TryFrom<u64>> Value for T {}

/// [cert.encoding] The lines of a file, read from the top: the bytes not read yet and the number
/// of LFs read. A line that is missing is a syntax error at the line after the last LF.
pub(crate) struct Lines<'a>(In<'a>, usize);

/// [adv.grammar] The digits of a height: 0-9 then a-z.
pub(crate) const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// One character of the `set` at the start of `at`: its index in `set`; `at` moves past it.
pub(crate) fn one_of(
    line: &Line,
    at: &mut In,
    set: &[u8],
    expected: impl FnOnce() -> String,
) -> Result<u8, Failure> {
    let index = at
        .first()
        .and_then(|b| set.iter().position(|a| a == b))
        .ok_or_else(|| line.error(at, expected()))?;
    *at = &at[1..];
    Ok(index as u8)
}

/// One line without its LF; `terminated` is false for a last line that lacks its LF.
pub(crate) struct Line<'a> {
    pub number: usize,
    pub text: In<'a>,
    terminated: bool,
}

/// `Ok` when `holds`, else the (syntax) failure.
fn check(holds: bool, failure: impl FnOnce() -> Failure) -> Result<(), Failure> {
    holds.then_some(()).ok_or_else(failure)
}

impl<'a> Lines<'a> {
    /// The next line, or a syntax error naming what was `expected` there.
    pub fn next(&mut self, expected: &str) -> Result<Line<'a>, Failure> {
        let (number, lf) = (self.1 + 1, self.0.iter().position(|&b| b == b'\n'));
        // A missing line: an empty last line, so the error is at column 1 and finds "end of file".
        check(!self.0.is_empty(), || {
            Line {
                number,
                text: b"",
                terminated: false,
            }
            .error(b"", expected)
        })?;
        let (text, rest) = self.0.split_at(lf.unwrap_or(self.0.len()));
        (self.0, self.1) = (
            rest.get(1..).unwrap_or_default(),
            self.1 + usize::from(lf.is_some()),
        );
        Ok(Line {
            number,
            text,
            terminated: lf.is_some(),
        })
    }

    /// The next line, a header line `key SP number LF` with the number in `range`.
    pub fn header<T: Value>(
        &mut self,
        key: &str,
        range: std::ops::RangeInclusive<T>,
    ) -> Result<T, Failure> {
        self.next(&format!("\"{key} \""))?.header(key, range)
    }

    /// [cert.grammar] [surv.player] [surv.adversary] The node lines up to `end`, each read by `read`
    /// into k moves. Only the moves of the first `declared` lines are kept, since more fail node-count;
    /// room is taken for what the rest of the file can hold, and a line more.
    pub fn nodes(
        &mut self,
        limits: &Limits,
        (declared, k): (u64, usize),
        read: NodeLine,
    ) -> Result<Nodes, Failure> {
        // [cert.limits] A node line has at least 7k + 2 bytes: room for every kept move, no regrowth.
        let room = declared.min((self.rest() / (7 * k + 2)) as u64) as usize * k;
        let (most, mut line) = (limits.nodes, self.next("a node line or \"end\"")?);
        let (first_line, steps) = (line.number as u64, Vec::with_capacity(room + k));
        let mut nodes = Nodes {
            first_line,
            declared,
            lines: 0,
            k,
            steps,
            names: Names::default(),
        };
        // [cert.grammar] [cert.limits] A line beginning with `e` is the end line, any other a node line.
        while !line.text.starts_with(b"e") {
            limit(nodes.lines < most, || {
                format!("line {}: more than {most} node lines", line.number)
            })?;
            read(&line, &mut nodes)?;
            nodes.steps.truncate(declared as usize * k);
            (line, nodes.lines) = (self.next("a node line or \"end\"")?, nodes.lines + 1);
        }
        check(nodes.lines > 0, || line.error(line.text, "node line 0"))?;
        self.end(line).map(|()| nodes)
    }

    /// Whether the next line begins with `prefix` (an optional header line).
    pub fn peek(&self, prefix: &[u8]) -> bool {
        self.0.starts_with(prefix)
    }

    /// The number of bytes not read yet: what the rest of the file can hold.
    pub fn rest(&self) -> usize {
        self.0.len()
    }

    /// [cert.grammar] The `end` line, `line`; nothing may follow it.
    pub fn end(&mut self, line: Line) -> Result<(), Failure> {
        line.end(line.literal(line.text, "end")?)?;
        self.next("").map_or(Ok(()), |line| {
            Err(line.error(line.text, "end of file after \"end\""))
        })
    }
}

impl<'a> Line<'a> {
    /// A syntax error at `at` (a suffix of this line's text): "expected X, found Y".
    pub fn error(&self, at: In<'a>, expected: impl std::fmt::Display) -> Failure {
        let word = at
            .iter()
            .position(|b| !b.is_ascii_alphanumeric())
            .unwrap_or(at.len());
        let end = if self.terminated {
            "end of line"
        } else {
            "end of file"
        };
        let found = at
            .get(..word.clamp(1, 24))
            .map_or(end.into(), |word| format!("\"{}\"", word.escape_ascii()));
        let at = Some((self.number, self.text.len().saturating_sub(at.len()) + 1));
        Failure {
            at,
            ..reject(
                Rule::Syntax,
                None,
                format!("expected {expected}, found {found}"),
            )
        }
    }

    /// The exact text `literal`; an error points at the first byte that differs.
    pub fn literal(&self, at: In<'a>, literal: &str) -> Result<In<'a>, Failure> {
        let differs = &at[at
            .iter()
            .zip(literal.bytes())
            .take_while(|(a, b)| **a == *b)
            .count()..];
        tag::<_, _, ()>(literal)(at)
            .map(|(rest, _)| rest)
            .map_err(|_| self.error(differs, format!("\"{literal}\"")))
    }

    /// [cert.grammar] `number`: decimal, no leading zero, below 2^64.
    pub fn number(&self, at: In<'a>, what: &str) -> Token<'a, u64> {
        let (rest, digits) = digit1::<_, ()>(at).map_err(|_| self.error(at, what))?;
        check(digits.len() == 1 || digits[0] != b'0', || {
            self.error(at, format!("{what} without leading zero"))
        })?;
        let value = digits.iter().try_fold(0u64, |n, d| {
            n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        });
        Ok((
            rest,
            value.ok_or_else(|| self.error(at, format!("{what} below 2^64")))?,
        ))
    }

    /// [cert.grammar] `orientation`, restricted to the orientations of `piece` when it is given:
    /// its canonical index.
    fn orientation(&self, at: In<'a>, piece: Option<char>) -> Token<'a, u8> {
        let mut names = (0u8..)
            .zip(ORIENTATION_NAMES)
            .filter(|(_, name)| piece.is_none_or(|p| name.starts_with(p)));
        let found = names.find_map(|(index, name)| {
            tag::<_, _, ()>(name)(at)
                .ok()
                .map(|(rest, _)| (rest, index))
        });
        let what = || {
            piece.map_or("an orientation".into(), |p| {
                format!("an orientation of piece {p}")
            })
        };
        found.ok_or_else(|| self.error(at, what()))
    }

    /// A move's next: a node id (kept saturated at 2^32 - 1), `marker` (`win`, `x`), or a part
    /// reference when `names` takes them.
    pub fn next_node(
        &self,
        at: In<'a>,
        marker: Option<&str>,
        to: Option<&mut Names>,
    ) -> Token<'a, Next> {
        if let Some(rest) = marker.and_then(|m| at.strip_prefix(m.as_bytes())) {
            return Ok((rest, Next::Win));
        }
        if let Some(names) = to.filter(|_| at.starts_with(b"sha256:")) {
            let ((rest, name), new) = (self.part_ref(at)?, names.0.len() as u32);
            let index = *names
                .1
                .entry(name.clone())
                .or_insert_with(|| (new, names.0.push(name)).0);
            return Ok((rest, Next::Part(index)));
        }
        let what = || marker.map_or("a node id".into(), |m| format!("a node id or \"{m}\""));
        // The message is made only on failure: a node id is read the same with either message.
        let id = self
            .number(at, "a node id")
            .or_else(|_| self.number(at, &what()));
        id.map(|(rest, id)| (rest, Next::Node(u32::try_from(id).unwrap_or(u32::MAX))))
    }

    /// [comp.part] `part-ref`: `sha256:` and 64 lowercase hexadecimal digits.
    pub fn part_ref(&self, at: In<'a>) -> Token<'a, String> {
        let hex = self.literal(at, "sha256:")?;
        let digits = hex
            .iter()
            .take(64)
            .take_while(|b| b"0123456789abcdef".contains(b))
            .count();
        check(digits == 64, || {
            self.error(&hex[digits..], "64 lowercase hexadecimal digits")
        })?;
        Ok((
            &hex[64..],
            format!("sha256:{}", String::from_utf8_lossy(&hex[..64])),
        ))
    }

    /// [comp.start] `start SP place *(SP place)`: the placements, as moves without a next.
    fn start(&self) -> Result<Vec<Step>, Failure> {
        let (mut at, mut moves) = (self.literal(self.text, "start")?, vec![]);
        while !at.is_empty() || moves.is_empty() {
            let (rest, orientation) = self.orientation(self.literal(at, " ")?, None)?;
            let (rest, column) = self.number(self.literal(rest, "@")?, "a column")?;
            let column = u32::try_from(column).unwrap_or(u32::MAX);
            (at, _) = (
                rest,
                moves.push(Step {
                    column,
                    next: Next::Win,
                    orientation,
                    row: None,
                }),
            );
        }
        self.end(at).map(|()| moves)
    }

    /// The end of the line, which must have its LF.
    pub fn end(&self, at: In<'a>) -> Result<(), Failure> {
        check(at.is_empty() && self.terminated, || {
            self.error(at, if at.is_empty() { "LF" } else { "end of line" })
        })
    }

    /// A header line `key SP number LF` with the number in `range`.
    pub fn header<T: Value>(
        &self,
        key: &str,
        range: std::ops::RangeInclusive<T>,
    ) -> Result<T, Failure> {
        let at = self.literal(self.text, &format!("{key} "))?;
        let (rest, value) = self.number(at, key)?;
        let low = (*range.start()).into();
        let high = (*range.end()).into();
        let value = T::try_from(value)
            .ok()
            .filter(|_| (low..=high).contains(&value));
        let value = value.ok_or_else(|| self.error(at, format!("{key} from {low} to {high}")))?;
        self.end(rest).map(|()| value)
    }

    /// The whole line is one of `choices` (text, value); an error points at the first byte that
    /// differs from every choice.
    pub fn choice<T: Copy>(&self, choices: &[(&str, T)]) -> Result<T, Failure> {
        let found = choices
            .iter()
            .find(|(text, _)| self.text == text.as_bytes())
            .map(|&(_, value)| value);
        let same = |text: &str| {
            self.text
                .iter()
                .zip(text.bytes())
                .take_while(|(a, b)| **a == *b)
                .count()
        };
        let at = choices
            .iter()
            .map(|(text, _)| same(text))
            .max()
            .unwrap_or(0);
        let names: Vec<String> = choices
            .iter()
            .map(|(text, _)| format!("\"{text}\""))
            .collect();
        found.ok_or_else(|| self.error(self.text.get(at..).unwrap_or_default(), names.join(" or ")))
    }
}

/// [cert.grammar] `piece-set` after `adversary `: distinct letters in canonical piece order; or
/// [surv.player] the letters after `sequence `.
pub(crate) fn piece_set(line: &Line, sequence: bool) -> Result<String, Failure> {
    let at = line.literal(line.text, if sequence { "sequence " } else { "adversary " })?;
    let letters = take_while1::<_, _, ()>(|b: u8| b.is_ascii_alphabetic())(at);
    let (rest, letters) = letters.map_err(|_| line.error(at, "piece letters"))?;
    let mut order = PIECE_ORDER.bytes();
    let mut set = || {
        letters
            .iter()
            .position(|letter| !order.any(|p| p == *letter))
    };
    let in_order = "distinct piece letters in the order IOTSZJL";
    // [surv.player] A sequence: 1 to 64 letters of IOTSZJL, repeats allowed.
    let listed = || {
        letters
            .iter()
            .position(|b| !PIECE_ORDER.as_bytes().contains(b))
            .or((letters.len() > 64).then_some(64))
    };
    let (wrong, expected) = if sequence {
        (listed(), "up to 64 letters of IOTSZJL")
    } else {
        (set(), in_order)
    };
    wrong.map_or(Ok(()), |i| Err(line.error(&at[i..], expected)))?;
    line.end(rest)
        .map(|()| letters.iter().map(|&b| char::from(b)).collect())
}

/// A node line's reader: the line, the node lines read so far (its id is their number), where its
/// k moves go.
pub(crate) type NodeLine<'f> = &'f dyn Fn(&Line, &mut Nodes) -> Result<(), Failure>;

/// [cert.grammar] The node id `index` at the start of `line`.
pub(crate) fn node_id<'a>(line: &Line<'a>, index: u64) -> Result<In<'a>, Failure> {
    let (rest, id) = line.number(line.text, "a node id or \"end\"")?;
    check(id == index, || {
        line.error(line.text, format!("node id {index}"))
    })?;
    Ok(rest)
}

/// What a node line's moves may hold besides `orientation@column>next` ([cert.grammar]
/// [surv.player] [lines.grammar]).
#[derive(Clone, Copy)]
pub(crate) struct MoveSyntax {
    /// `win` for the next node (a player's strategy in a game with a goal).
    pub(crate) win: bool,
    /// Part references for the next node ([comp.part]).
    pub(crate) parts: bool,
    /// `:row` after the column ([rules.moves.slide]: the final position of a slide).
    pub(crate) rows: bool,
}

/// [cert.grammar] [surv.player] [lines.grammar] `node`: the id, then one move per slot (`Some(p)`:
/// an orientation of piece p; `None`: any), with what `syntax` allows.
pub(crate) fn node(
    line: &Line,
    nodes: &mut Nodes,
    (slots, syntax): (&[Option<char>], MoveSyntax),
) -> Result<(), Failure> {
    let mut rest = node_id(line, nodes.lines)?;
    for &p in slots {
        let marker = syntax.win.then_some("win");
        rest = step(line, rest, (p, syntax, marker), nodes)?;
    }
    line.end(rest)
}

/// [cert.grammar] [lines.slide.grammar] One move after a space: `orientation@column[:row]>next`,
/// the orientation one of piece `p` (any when `None`), the next a node id, `marker` (`win`, or an
/// adversary's `x`) or a part when `syntax` takes them; pushed onto the node's steps.
pub(crate) fn step<'a>(
    line: &Line<'a>,
    rest: In<'a>,
    (p, syntax, marker): (Option<char>, MoveSyntax, Option<&str>),
    nodes: &mut Nodes,
) -> Result<In<'a>, Failure> {
    let move_of = p.map_or(String::new(), |p| format!(" for piece {p}"));
    let at = rest
        .strip_prefix(b" ")
        .ok_or_else(|| line.error(rest, format!("\" \" and a move{move_of}")))?;
    let (at, orientation) = line.orientation(at, p)?;
    let (mut at, column) = line.number(line.literal(at, "@")?, "a column")?;
    let row = if syntax.rows {
        let (after, row) = line.number(line.literal(at, ":")?, "a row")?;
        at = after;
        Some(u8::try_from(row).unwrap_or(u8::MAX))
    } else {
        None
    };
    let names = Some(&mut nodes.names).filter(|_| syntax.parts);
    let (at, next) = line.next_node(line.literal(at, ">")?, marker, names)?;
    nodes.steps.push(Step {
        column: u32::try_from(column).unwrap_or(u32::MAX),
        next,
        orientation,
        row,
    });
    Ok(at)
}

/// [cert.grammar] [adv.grammar] [surv.player] The claim kinds, by their claim line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Player,
    Adversary,
    /// The survival game's: `true` for player-survives; then `true` for the lines game's claims
    /// ([lines.grammar]), which read the survival header with a goal.
    Survival(bool, bool),
}

/// Reads a certificate's magic, claim and start lines within `limits` ([cert.grammar],
/// [adv.grammar], [comp.start]): the lines after them, the claim kind and the start; fails with
/// rule `syntax` or `limit`.
pub(crate) fn head<'a>(
    bytes: &'a [u8],
    limits: &Limits,
) -> Result<(Lines<'a>, Kind, Vec<Step>), Failure> {
    let (size, most, mut lines) = (bytes.len(), limits.file_bytes, Lines(bytes, 0));
    limit(size <= most, || {
        format!("the file has {size} bytes, more than {most}")
    })?;
    let line = lines.next(&format!("\"{MAGIC}\""))?;
    line.end(line.literal(line.text, MAGIC)?)?;
    use Kind::{Adversary, Player, Survival};
    let claims = [
        ("claim player-completes-a-line", Player),
        ("claim adversary-prevents-a-line", Adversary),
    ];
    let survival = [
        ("claim player-survives", Survival(true, false)),
        ("claim adversary-ends-the-game", Survival(false, false)),
        ("claim player-reaches-the-goal", Survival(true, true)),
        ("claim adversary-stops-the-goal", Survival(false, true)),
    ];
    let kind = lines
        .next("a claim line")?
        .choice(&[&claims[..], &survival].concat())?;
    let lines_start = matches!(kind, Player | Adversary) && lines.0.starts_with(b"start");
    let start = if lines_start {
        lines.next("")?.start()?
    } else {
        vec![]
    };
    Ok((lines, kind, start))
}

/// [cert.grammar] A player certificate's header after the claim (and start) line, and its node lines.
pub(crate) fn player(lines: &mut Lines, limits: &Limits) -> Result<(Header, Nodes), Failure> {
    let line = lines.next("\"width \" or \"game well\"")?;
    let well = line.text == b"game well";
    let width = if well {
        lines.next("\"width \"")?
    } else {
        line
    }
    .header("width", WIDTHS)?;
    let rows = lines.header(if well { "height" } else { "rows" }, ROWS)?;
    let adversary = piece_set(&lines.next("\"adversary \"")?, false)?;
    // [rules.moves] An optional `moves slide` or `moves srs` line: without it, hard drops.
    let slides = [("moves slide", Moves::Slide), ("moves srs", Moves::Srs)];
    let moves = match lines.0.starts_with(b"moves") {
        true => lines.next("")?.choice(&slides)?,
        false => Moves::All,
    };
    let max_pieces = lines.header("max-pieces", 0..=u64::MAX)?;
    let declared = lines.header("nodes", 0..=u64::MAX)?;
    limit(declared <= limits.nodes, || {
        format!("header nodes {declared} is more than {}", limits.nodes)
    })?;
    let sequences = lines.header("sequences", 0..=u64::MAX)?;
    let slots: Vec<Option<char>> = adversary.chars().map(Some).collect();
    let nodes = lines.nodes(limits, (declared, slots.len()), &|line, nodes| {
        let syntax = MoveSyntax {
            win: true,
            parts: true,
            rows: moves >= Moves::Slide,
        };
        node(line, nodes, (&slots, syntax))
    })?;
    Ok((
        Header {
            width,
            rows,
            well,
            moves,
            adversary,
            max_pieces,
            sequences,
        },
        nodes,
    ))
}
