//! A player certificate as the tools walk it: the header and the node lines of a file the checker
//! has verified ([`crate::load`] verifies first). The checker keeps its own compact form and
//! exposes no parse tree; this reading is for people (replays, pictures, legacy export), never a
//! judgement: a file that does not read here as the grammar says is refused with one line.

use sureline_checker::{Moves, ORIENTATION_NAMES};

/// A player certificate's header (spec/certificate.md [cert.grammar]) and its node lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    pub width: u8,
    /// R, or the height H of a well.
    pub rows: u8,
    /// A `game well` certificate.
    pub well: bool,
    /// The piece set P, letters in canonical piece order.
    pub adversary: String,
    /// The move set of the header's `moves` line; hard drops (`all`) without one.
    pub moves: Moves,
    pub max_pieces: u64,
    pub sequences: u64,
    /// Node lines; `nodes[i]` has id `i`.
    pub nodes: Vec<Node>,
}

/// One node line: its 1-based line number and one move per piece of P, in slot order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub line: usize,
    pub moves: Vec<Move>,
}

impl Node {
    /// The next ids of the moves that are not `win`, in slot order.
    pub fn children(&self) -> impl Iterator<Item = u64> + '_ {
        self.moves.iter().filter_map(|m| match m.next {
            Next::Node(id) => Some(id),
            Next::Win => None,
        })
    }
}

/// `orientation@column>next`, or `orientation@column:row>next` where the move set names rows;
/// `orientation` is a canonical index 0..=18.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub orientation: usize,
    pub column: u64,
    pub row: Option<u8>,
    pub next: Next,
}

/// Where a move continues: a node, or the drop wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Next {
    Node(u64),
    Win,
}

/// Reads a verified player certificate; the error names the line that does not read.
pub fn read(bytes: &[u8]) -> Result<Certificate, String> {
    let text =
        std::str::from_utf8(bytes).map_err(|_| "the certificate is not ASCII text".to_string())?;
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line))
        .skip(2)
        .peekable();
    if let Some((number, start)) = lines.next_if(|(_, line)| line.starts_with("start ")) {
        return Err(format!(
            "line {number}: \"{start}\": a certificate from a start; this reading is of the empty board's"
        ));
    }
    let well = lines.next_if(|(_, line)| *line == "game well").is_some();
    // A header line `key value`; an optional one (`moves`) may be absent.
    let mut header = |key: &str, optional: bool| -> Result<Option<String>, String> {
        let prefix = format!("{key} ");
        if optional
            && !lines
                .peek()
                .is_some_and(|(_, line)| line.starts_with(&prefix))
        {
            return Ok(None);
        }
        let (number, line) = lines
            .next()
            .ok_or(format!("missing header line \"{key}\""))?;
        let value = line.strip_prefix(&prefix).map(str::to_string);
        value
            .map(Some)
            .ok_or(format!("line {number}: expected \"{prefix}\""))
    };
    let mut required = |key: &str| header(key, false).map(Option::unwrap_or_default);
    let number = |value: String| value.parse::<u64>().map_err(|e| format!("{value}: {e}"));
    let width = number(required("width")?)? as u8;
    let rows = number(required(if well { "height" } else { "rows" })?)? as u8;
    let adversary = required("adversary")?;
    let moves = match header("moves", true)? {
        None => Moves::All,
        Some(name) => move_set(&name).ok_or(format!("\"moves {name}\" names no move set"))?,
    };
    let mut required = |key: &str| header(key, false).map(Option::unwrap_or_default);
    let max_pieces = number(required("max-pieces")?)?;
    let _nodes = number(required("nodes")?)?;
    let sequences = number(required("sequences")?)?;
    let mut nodes = Vec::new();
    for (number, line) in lines.take_while(|(_, line)| *line != "end") {
        let moves = line
            .split(' ')
            .skip(1)
            .zip(adversary.chars())
            .map(|(text, piece)| read_move(text, piece));
        let moves: Result<Vec<Move>, String> = moves.collect();
        nodes.push(Node {
            line: number,
            moves: moves.map_err(|e| format!("line {number}: {e}"))?,
        });
    }
    Ok(Certificate {
        width,
        rows,
        well,
        adversary,
        moves,
        max_pieces,
        sequences,
        nodes,
    })
}

/// [cert.grammar] The move set a `moves` line names.
fn move_set(name: &str) -> Option<Moves> {
    match name {
        "all" => Some(Moves::All),
        "grid-2022" => Some(Moves::Grid2022),
        "slide" => Some(Moves::Slide),
        "srs" => Some(Moves::Srs),
        _ => None,
    }
}

/// `orientation@column>next` for a slot of `piece`.
fn read_move(text: &str, piece: char) -> Result<Move, String> {
    let bad = || format!("expected a move for piece {piece}, found \"{text}\"");
    let (name, rest) = text.split_once('@').ok_or_else(bad)?;
    let (at, next) = rest.split_once('>').ok_or_else(bad)?;
    let (column, row) = match at.split_once(':') {
        Some((column, row)) => (column, Some(row.parse().map_err(|_| bad())?)),
        None => (at, None),
    };
    let orientation = ORIENTATION_NAMES
        .iter()
        .position(|n| *n == name && name.starts_with(piece))
        .ok_or_else(bad)?;
    let column = column.parse().map_err(|_| bad())?;
    let next = if next == "win" {
        Next::Win
    } else {
        Next::Node(next.parse().map_err(|_| bad())?)
    };
    Ok(Move {
        orientation,
        column,
        row,
        next,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const W4_R1_O: &str =
        "sureline-certificate v1\nclaim player-completes-a-line\nwidth 4\nrows 1\nadversary O\n\
        max-pieces 2\nnodes 2\nsequences 1\n0 O0@0>1\n1 O0@2>win\nend\n";

    #[test]
    fn a_verified_certificate_reads_as_written() {
        let cert = read(W4_R1_O.as_bytes()).unwrap();
        assert_eq!(
            (cert.width, cert.rows, cert.well, cert.adversary.as_str()),
            (4, 1, false, "O")
        );
        assert_eq!(
            (cert.max_pieces, cert.sequences, cert.nodes.len()),
            (2, 1, 2)
        );
        assert_eq!(
            cert.nodes[0].moves,
            vec![Move {
                orientation: 2,
                column: 0,
                row: None,
                next: Next::Node(1)
            }]
        );
        assert_eq!(
            cert.nodes[1].moves,
            vec![Move {
                orientation: 2,
                column: 2,
                row: None,
                next: Next::Win
            }]
        );
        assert_eq!(cert.nodes[1].line, 10);
    }

    #[test]
    fn a_well_certificate_and_a_bad_move() {
        let well = W4_R1_O.replace("width 4\nrows 1", "game well\nwidth 4\nheight 1");
        assert!(read(well.as_bytes()).unwrap().well);
        let bad = read(W4_R1_O.replace("O0@2", "O9@2").as_bytes()).unwrap_err();
        let start = W4_R1_O.replace("width 4", "start O0@0\nwidth 4");
        assert_eq!(
            read(start.as_bytes()).unwrap_err(),
            "line 3: \"start O0@0\": a certificate from a start; this reading is of the empty board's"
        );
        assert_eq!(
            bad,
            "line 10: expected a move for piece O, found \"O9@2>win\""
        );
    }
}
