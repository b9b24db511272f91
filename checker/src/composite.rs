//! [comp.start] [comp.match] What parts and starts add to a check (spec/composite.md): the start
//! position, and the parts of one run, each found by its hash, checked once with its own walk and
//! kept as its verdict and start. The walks (verify.rs, adversary.rs) compare a part with the
//! position they reach; this file must not walk a game itself.

use std::{cell::Cell, cell::RefCell, collections::HashMap};

use crate::description::{Drop, Position, Rules};
use crate::parse::Step;
use crate::{
    ensure, identity, reject, Claim, Failure, Game, Limits, Moves, Rule, Start, Verdict, Walk,
};
use crate::{orientation_piece, ORIENTATION_NAMES};

/// [comp.match] Where a run finds part `sha256:H`: its bytes, or why they cannot be read. A source
/// need not read more than the run's file limit plus one byte: a longer part is `limit` anyway.
pub type Source<'a> = &'a dyn Fn(&str) -> Result<Vec<u8>, String>;

/// [comp.start] [comp.match] The run a certificate is checked in: its start placements, and the parts.
pub(crate) type Run<'a> = (&'a [Step], &'a Parts<'a>);

/// How a run checks one certificate (verify.rs): the verdict, and its start.
pub(crate) type Check = fn(&[u8], &Claim, &Parts) -> Result<(Verdict, Vec<Step>), Failure>;

/// [comp.match] How deep parts may nest: a part of a part of ... of the top, at most this many
/// levels. Each level is a check on the call stack; a deeper chain is `limit`, so a crafted chain
/// can never exhaust the stack.
pub const PART_DEPTH: usize = 64;

/// [comp.match] One run's parts: where they are, the limits, walk, `--game` and `--moves` of the
/// run, each part checked so far (its verdict and its start placements), and how many checks of
/// parts are on the stack now.
pub(crate) struct Parts<'a> {
    pub source: Source<'a>,
    pub limits: Limits,
    pub walk: Walk,
    pub game: Option<Game>,
    pub moves: Option<Moves>,
    pub check: Check,
    pub done: RefCell<HashMap<String, (Verdict, Vec<Step>)>>,
    pub depth: Cell<usize>,
}

impl Parts<'_> {
    /// [comp.match] Part `name` checked (once) with the run's `--game` and `--moves` and its own
    /// start: rules missing-part and part-fails, each naming the part.
    pub fn part(&self, name: &str) -> Result<(Verdict, Vec<Step>), Failure> {
        if let Some(known) = self.done.borrow().get(name) {
            return Ok(known.clone());
        }
        let missing = |why: String| reject(Rule::MissingPart, None, format!("part {name}: {why}"));
        let bytes = (self.source)(name).map_err(missing)?;
        let (max, depth) = (self.limits.file_bytes, self.depth.get());
        ensure(bytes.len() <= max, Rule::Limit, None, || {
            format!("part {name} has more than {max} bytes")
        })?;
        let deep = || {
            format!(
                "part {name} is nested {} deep, more than {PART_DEPTH}",
                depth + 1
            )
        };
        ensure(depth < PART_DEPTH, Rule::Limit, None, deep)?;
        let found = identity(&bytes);
        ensure(found == name, Rule::MissingPart, None, || {
            format!("part {name}: the file's sha256 is {found}")
        })?;
        let claim = Claim {
            start: Start::Any,
            game: self.game,
            moves: self.moves,
            ..Claim::default()
        };
        // A part over a limit is `limit`: lowering a limit changes no other outcome ([cert.limits]).
        // A limit deeper down is named once, by the top's part, so its message stays short.
        let fails = |f: Failure| match f.rule {
            Rule::Limit if depth > 0 => f,
            Rule::Limit => reject(
                Rule::Limit,
                None,
                format!("part {name}: rule=limit: {}", f.message(None)),
            ),
            _ => reject(
                Rule::PartFails,
                None,
                format!("part {name}: rule={}: {}", f.rule.name(), f.message(None)),
            ),
        };
        self.depth.set(depth + 1);
        let checked = (self.check)(&bytes, &claim, self).map_err(fails);
        self.depth.set(depth);
        let checked = checked?;
        self.done.borrow_mut().insert(name.into(), checked.clone());
        Ok(checked)
    }
}

/// [comp.start] The position after the `start` placements from `empty`: each of a piece of `set`,
/// allowed by `rules` and completing no row (rule illegal-start).
pub(crate) fn start_position<P: Position>(
    empty: P,
    start: &[Step],
    rules: &Rules,
    set: &str,
) -> Result<P, Failure> {
    start.iter().enumerate().try_fold(empty, |at, (i, s)| {
        let piece = orientation_piece(usize::from(s.orientation)).filter(|&p| set.contains(p));
        let drop = at.drop(
            rules,
            usize::from(s.orientation),
            u8::try_from(s.column).unwrap_or(u8::MAX),
        );
        let what = format!("start placement {} ({})", i + 1, start_text(&[*s]));
        let why =
            format!("{what} is not an allowed placement of a piece of {set} that completes no row");
        let (Drop::Continues(next), Some(_)) = (drop, piece) else {
            return Err(reject(Rule::IllegalStart, None, why));
        };
        Ok(next)
    })
}

/// [comp.start] The start as the verdict writes it: placements joined by commas.
pub(crate) fn start_text(start: &[Step]) -> String {
    let place = |s: &Step| {
        format!(
            "{}@{}",
            ORIENTATION_NAMES[usize::from(s.orientation)],
            s.column
        )
    };
    start.iter().map(place).collect::<Vec<_>>().join(",")
}
