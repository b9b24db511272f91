#!/usr/bin/env python3
"""second_checker.py -- an independent checker for sureline certificate format v1.

Written from spec/rules.md, spec/certificate.md, spec/adversary-certificate.md and
spec/survival.md ONLY (no code of the project was read). Every function names the section of the
spec it implements; the places where the spec still had to be interpreted are marked
"ASSUMPTION" and listed in README.md next to this file (A1-A18 for the player side, B1-B21 for
the adversary side and the new games, B22-B26 for the walk on descriptions and the command line
of version 6, C1-C11 for the survival games of version 7).

Four claim kinds: player certificates (spec/certificate.md, in the goal-row game or, with
`game well`, in the well: [adv.player]), adversary certificates (spec/adversary-certificate.md, a
policy on descriptions walked breadth-first), and the survival games' two (spec/survival.md:
`claim player-survives`, a strategy graph with cycles, and `claim adversary-ends-the-game`, an
acyclic policy graph; both walked on concrete boards, rows clearing).

Usage ([cert.cli], [adv.claim]):
    python3 second_checker.py [--width W] [--rows R] [--height H] [--max-pieces D] [--within D]
        [--forever] [--game capped|well|survival] [--moves all|grid-2022] [--adversary SET]
        [--floor F] [--sequence S] [--preview 0|1] [--start A,B] [--parts DIR] [--quiet]
        [--limits standard|large] [--concrete] [--json] [--help] [--version] FILE

FILE `-` is standard input. `--limits` chooses the standard or the large limits of
[cert.limits]; for tests only, SURELINE_TEST_LIMITS=BYTES,NODES,POSITIONS lowers the limits
chosen. A player certificate is walked on positions (node, description of the board)
([cert.semantics], [rules.abstract]), with `--concrete` on (node, concrete board).

Output ([cert.claim], [adv.player], [adv.claim]): on success exactly one line
    s VERIFIED sha256:<hex> width=<W> rows=<R> pieces<=<D> nodes=<N> sequences=<S> adversary=<P>
        (followed by ` game=capped` with --game capped)
    s VERIFIED sha256:<hex> width=<W> height=<H> pieces<=<D> nodes=<N> sequences=<S> adversary=<P> game=well
    s VERIFIED sha256:<hex> claim=adversary-prevents-a-line game=<G> width=<W> rows|height=<K>
        moves=<M> within=<D|forever> adversary=<P> states=<N>          (one line)
    s VERIFIED sha256:<hex> claim=player-survives game=survival width=<W> height=<H> floor=<F>
        adversary=<P> preview=<X> nodes=<N>                            (one line)
    s VERIFIED sha256:<hex> claim=adversary-ends-the-game game=survival width=<W> height=<H>
        floor=<F> adversary=<P> preview=<X> within=<D> nodes=<N>       (one line)
        (`sequence=<S>` for `adversary=<P>` with a sequence)
(each followed by ` start=<placements>` for a certificate with a start and ` parts=<N>` for a
composite, spec/composite.md) and exit code 0; on a rejection a first line `s NOT VERIFIED rule=<rule>[ node=<id>]`, then
comment lines starting `c ` (left out with --quiet), and the exit code of [cert.exit]; on a usage
or I/O error nothing on standard output, a message on standard error, exit code 2. With --json,
one JSON object on standard output for every outcome. An outcome that cannot be written exits 2.
`--help` and `--version` print their text on standard output and exit 0.

Standard library only (Python 3.11).
"""

import hashlib
import json
import mmap
import io
import os
import stat
import sys
from array import array
from bisect import bisect_left

# --------------------------------------------------------------------------------------------
# [cert.exit] exit codes
# --------------------------------------------------------------------------------------------
EXIT_VERIFIED = 0
EXIT_NOT_VERIFIED = 1
EXIT_USAGE = 2
EXIT_SYNTAX = 3
EXIT_LIMIT = 4

# [cert.rules]: rule name -> exit code
RULE_EXIT = {
    "not-locked": EXIT_NOT_VERIFIED,
    "unreachable-placement": EXIT_NOT_VERIFIED,
    "syntax": EXIT_SYNTAX,
    "limit": EXIT_LIMIT,
    "node-count": EXIT_NOT_VERIFIED,
    "dangling-child": EXIT_NOT_VERIFIED,
    "canonical-numbering": EXIT_NOT_VERIFIED,
    "unreachable-node": EXIT_NOT_VERIFIED,
    "duplicate-node": EXIT_NOT_VERIFIED,
    "illegal-placement": EXIT_NOT_VERIFIED,
    "false-win": EXIT_NOT_VERIFIED,
    "goal-mismatch": EXIT_NOT_VERIFIED,     # [lines.player]
    "goal-reached": EXIT_NOT_VERIFIED,      # [lines.adversary]
    "unanswered-placement": EXIT_NOT_VERIFIED,  # [lines.slide.grammar]
    "unmarked-completion": EXIT_NOT_VERIFIED,
    "completion-outside-goal": EXIT_NOT_VERIFIED,
    "too-many-pieces": EXIT_NOT_VERIFIED,
    "max-pieces-mismatch": EXIT_NOT_VERIFIED,
    "sequences-mismatch": EXIT_NOT_VERIFIED,
    "claim-too-weak": EXIT_NOT_VERIFIED,
    # [adv.player]: a player certificate checked in the capped game / the 2022 move set
    "cap-exceeded": EXIT_NOT_VERIFIED,
    "move-outside-set": EXIT_NOT_VERIFIED,
    # [adv.rules]
    "state-count": EXIT_NOT_VERIFIED,
    "state-order": EXIT_NOT_VERIFIED,
    "missing-state": EXIT_NOT_VERIFIED,
    "adversary-fails": EXIT_NOT_VERIFIED,
    "unreachable-state": EXIT_NOT_VERIFIED,
    # [surv.player], [surv.adversary]
    "wrong-piece": EXIT_NOT_VERIFIED,
    "tops-out": EXIT_NOT_VERIFIED,
    "top-out-mismatch": EXIT_NOT_VERIFIED,
    "next-piece-mismatch": EXIT_NOT_VERIFIED,
    "position-mismatch": EXIT_NOT_VERIFIED,
    "repeated-position": EXIT_NOT_VERIFIED,
    "endless-game": EXIT_NOT_VERIFIED,
    "within-mismatch": EXIT_NOT_VERIFIED,
    "missing-node": EXIT_NOT_VERIFIED,      # [surv.adversary] the compact form
    # [comp.start], [comp.match]
    "illegal-start": EXIT_NOT_VERIFIED,
    "missing-part": EXIT_NOT_VERIFIED,
    "part-fails": EXIT_NOT_VERIFIED,
    "part-mismatch": EXIT_NOT_VERIFIED,
}

# --------------------------------------------------------------------------------------------
# [cert.limits]
# --------------------------------------------------------------------------------------------
MAX_FILE_BYTES = 1 << 27            # "File size: 2^27 bytes (128 MiB)"
MAX_NODES = 1 << 24                 # header `nodes` > this; more node lines than this
MAX_POSITIONS = 14_000_000          # "When that number would be 14,000,001"
U64_LIMIT = 1 << 64                 # `number` < 2^64 (grammar); S must fit in 64 bits
TEST_LIMITS = "SURELINE_TEST_LIMITS"  # [cert.cli] "Testing the limits"
WIDTHS = (2, 16)                    # [rules.board] 2 <= W <= 16
ROWS = (1, 20)                      # [cert.grammar] 1 <= R <= 20
CAPPED_ROWS = (1, 16)               # [adv.grammar] game capped: 1 <= R <= 16
WELL_HEIGHTS = (1, 20)              # [adv.grammar], [adv.player] game well: 1 <= H <= 20
MAX_STATES = 1 << 24                # [adv.limits] at most 16,777,216 state lines
# [cert.limits] the two sets of limits, `--limits standard|large`: (bytes, nodes and state
# lines, positions)
LIMIT_SETS = {"standard": (1 << 27, 1 << 24, 14_000_000),
              "large": (1 << 31, 1 << 27, 234_881_024)}
# (The 128-cell rule of the large limits is gone from [cert.limits]: no board is refused.)
LIMITS_CHOSEN = "standard"

# --------------------------------------------------------------------------------------------
# [rules.board], [rules.pieces]
# --------------------------------------------------------------------------------------------
BOARD_HEIGHT = 20
PIECE_ORDER = "IOTSZJL"             # canonical piece order

# index -> (name, cells); width/height are derived and cross-checked against the table below.
ORIENTATIONS = [
    ("I0", ((0, 0), (1, 0), (2, 0), (3, 0))),
    ("I1", ((0, 0), (0, 1), (0, 2), (0, 3))),
    ("O0", ((0, 0), (1, 0), (0, 1), (1, 1))),
    ("T0", ((0, 0), (1, 0), (2, 0), (1, 1))),
    ("T1", ((0, 0), (0, 1), (1, 1), (0, 2))),
    ("T2", ((1, 0), (0, 1), (1, 1), (2, 1))),
    ("T3", ((1, 0), (0, 1), (1, 1), (1, 2))),
    ("S0", ((0, 0), (1, 0), (1, 1), (2, 1))),
    ("S1", ((1, 0), (0, 1), (1, 1), (0, 2))),
    ("Z0", ((1, 0), (2, 0), (0, 1), (1, 1))),
    ("Z1", ((0, 0), (0, 1), (1, 1), (1, 2))),
    ("J0", ((0, 0), (1, 0), (2, 0), (0, 1))),
    ("J1", ((0, 0), (0, 1), (0, 2), (1, 2))),
    ("J2", ((2, 0), (0, 1), (1, 1), (2, 1))),
    ("J3", ((0, 0), (1, 0), (1, 1), (1, 2))),
    ("L0", ((0, 0), (1, 0), (2, 0), (2, 1))),
    ("L1", ((0, 0), (1, 0), (0, 1), (0, 2))),
    ("L2", ((0, 0), (0, 1), (1, 1), (2, 1))),
    ("L3", ((1, 0), (1, 1), (0, 2), (1, 2))),
]
# The width/height columns of the [rules.pieces] table, used as a self-check of the cell lists.
TABLE_SIZES = [(4, 1), (1, 4), (2, 2), (3, 2), (2, 3), (3, 2), (2, 3), (3, 2), (2, 3), (3, 2),
               (2, 3), (3, 2), (2, 3), (3, 2), (2, 3), (3, 2), (2, 3), (3, 2), (2, 3)]


class Orientation:
    __slots__ = ("index", "name", "piece", "cells", "width", "height", "columns")

    def __init__(self, index, name, cells):
        self.index = index
        self.name = name
        self.piece = name[0]
        self.cells = cells
        self.width = 1 + max(x for x, _ in cells)
        self.height = 1 + max(y for _, y in cells)
        # per column x of the piece: (x, lo, hi), its lowest and highest cell ([adv.drop] 2; a
        # tetromino's cells in one column are contiguous, [rules.abstract] (4))
        self.columns = tuple((x, min(y for cx, y in cells if cx == x),
                              max(y for cx, y in cells if cx == x)) for x in range(self.width))
        assert all(sum(1 for cx, _ in cells if cx == x) == hi - lo + 1
                   for x, lo, hi in self.columns)


ORIENTATION_LIST = [Orientation(i, n, c) for i, (n, c) in enumerate(ORIENTATIONS)]
ORIENTATION_BY_NAME = {o.name: o for o in ORIENTATION_LIST}
assert [(o.width, o.height) for o in ORIENTATION_LIST] == TABLE_SIZES
assert all(min(x for x, _ in o.cells) == 0 and min(y for _, y in o.cells) == 0
           for o in ORIENTATION_LIST)

# [rules.legacy-2022]: legacy (piece, rotation) -> (canonical orientation, gx), rows p = 0..6
LEGACY_2022 = {
    "I": [("I1", 0), ("I0", 0), ("I1", 3), ("I0", 0)],
    "Z": [("Z1", 0), ("Z0", 0), ("Z1", 2), ("Z0", 1)],
    "S": [("S0", 0), ("S1", 0), ("S0", 1), ("S1", 2)],
    "T": [("T2", 0), ("T1", 0), ("T0", 1), ("T3", 2)],
    "L": [("L2", 0), ("L1", 0), ("L0", 1), ("L3", 2)],
    "J": [("J2", 0), ("J1", 0), ("J0", 1), ("J3", 2)],
    "O": [("O0", 0), ("O0", 0), ("O0", 2), ("O0", 2)],
}
# [adv.moves] the grid offset of an orientation: the smallest gx among the legacy rotations that
# denote it (grids at grid columns c >= 0 reach canonical columns >= gx).
GRID_OFFSET = {}
for _rotations in LEGACY_2022.values():
    for _name, _gx in _rotations:
        GRID_OFFSET[_name] = min(_gx, GRID_OFFSET.get(_name, _gx))
# ... which [adv.moves] also states: 1 for T0 J0 L0, 2 for T3 J3 L3, 0 for every other one.
assert GRID_OFFSET == {o.name: {"T0": 1, "J0": 1, "L0": 1, "T3": 2, "J3": 2, "L3": 2}.get(o.name, 0)
                       for o in ORIENTATION_LIST}


# --------------------------------------------------------------------------------------------
# Outcomes other than VERIFIED
# --------------------------------------------------------------------------------------------
class Reject(Exception):
    """A rejection ([cert.claim]): a rule of [cert.rules], the node at fault if there is one
    (printed as ` node=<id>` on the first line), and informative `c ` detail lines."""

    def __init__(self, rule, *details, node=None, at=None):
        super().__init__(rule)
        self.rule = rule
        self.node = node
        self.details = list(details)
        self.at = at                    # (line, column) of a syntax error


class UsageError(Exception):
    """[cert.cli], [cert.exit] code 2: a usage error (rule `usage` with --json). Nothing goes to
    standard output (but the JSON object)."""
    rule = "usage"


class InputError(UsageError):
    """[cert.cli], [cert.exit] code 2: FILE cannot be opened or read (rule `io` with --json)."""
    rule = "io"


# --------------------------------------------------------------------------------------------
# [cert.cli] the command line
# --------------------------------------------------------------------------------------------
USAGE = ("usage: second_checker.py [--width W] [--rows R] [--height H] [--max-pieces D] "
         "[--within D] [--forever] [--game capped|well|survival|lines] [--moves all|grid-2022] "
         "[--lines K | --at-once K] [--adversary SET] [--floor F] [--sequence S] [--preview 0|1] [--start A,B] "
         "[--parts DIR] [--limits standard|large] [--concrete] [--quiet] [--json] [--help] "
         "[--version] FILE\n"
         "Checks a sureline certificate (format v1: player and adversary claims, survival "
         "games, the lines game) written to spec/certificate.md, "
         "spec/adversary-certificate.md, spec/survival.md and spec/lines.md; FILE - is "
         "standard input.")
VERSION = ("second_checker.py 7 (sureline certificate format v1, player and adversary claims, "
           "survival games)")
VALUE_OPTIONS = {"--width": "width", "--rows": "rows", "--max-pieces": "max_pieces",
                 "--adversary": "adversary", "--height": "height", "--within": "within",
                 "--game": "game", "--moves": "moves", "--limits": "limits",
                 "--floor": "floor", "--sequence": "sequence", "--preview": "preview",
                 "--start": "start", "--parts": "parts", "--lines": "goal_lines",
                 "--at-once": "goal_at_once"}
FLAGS = ("--help", "-h", "--version", "-V", "--quiet", "--json", "--forever", "--concrete")
# ASSUMPTION (B1): [cert.cli] does not list the options of [adv.claim]; their values are read
# like those of [cert.cli]: --height H like R (1..20), --within D like --max-pieces D (below
# 2^64), --game one of the two words, --moves one of the two words, --forever a flag.
# [surv.claim]: --game survival; --preview 0|1 (exactly one of the two words, C1).
WORD_VALUES = {"game": ("capped", "well", "survival", "lines"), "moves": ("all", "grid-2022", "slide", "srs", "drop"),
               "limits": ("standard", "large"), "preview": ("0", "1")}


class Information(Exception):
    """[cert.cli], [cert.exit] code 0: the text of --help or --version, on standard output."""


def parse_cli_number(option, text, low, high):
    """[cert.cli]: W, R, D are an optional `+` and one or more decimal digits (leading zeros
    allowed): W from 2 to 16, R from 1 to 20, D below 2^64."""
    digits = text[1:] if text.startswith("+") else text
    if not digits or not digits.isascii() or not digits.isdigit():
        raise UsageError(f"{option} expects a decimal number, got {text!r}")
    value = int(digits.lstrip("0") or "0") if len(digits.lstrip("0")) <= 20 else high + 1
    if not low <= value <= high:        # (int() never sees a huge string)
        raise UsageError(f"{option} expects a number from {low} to {high}, got {text}")
    return value


def parse_cli_set(option, text):
    """[cert.cli]: SET is one or more letters of IOTSZJL in any order (repeats change nothing)."""
    if not text or any(ch not in PIECE_ORDER for ch in text):
        raise UsageError(f"{option} expects letters of IOTSZJL, got {text!r}")
    return frozenset(text)


def parse_cli_sequence(option, text):
    """[surv.claim] --sequence S. ASSUMPTION (C1): S is read like a certificate's sequence, one
    or more letters of IOTSZJL in their order (repeats allowed); anything else is a bad value,
    a usage error."""
    if not text or any(ch not in PIECE_ORDER for ch in text):
        raise UsageError(f"{option} expects letters of IOTSZJL, got {text!r}")
    return text


def parse_cli_floor(option, text):
    """[surv.claim] --floor F. ASSUMPTION (C1): F is read like a certificate's floor, one or
    more height digits (0-9 then a-z); anything else is a bad value, a usage error."""
    if not text or any(ch not in HEIGHT_DIGITS for ch in text):
        raise UsageError(f"{option} expects height digits (0-9, a-z), got {text!r}")
    return text


def parse_cli_start(option, text):
    """[comp.start] --start A,B: the placements of a start, joined by commas, each spelled as
    a `place` of the start line (orientation "@" number). ASSUMPTION (D1): spelled exactly as
    in the certificate (no `+`, no leading zero, no space); anything else is a bad value, a
    usage error. Returns a tuple of (orientation name, column)."""
    places = []
    for place in text.split(","):
        name, at, column = place.partition("@")
        if (name not in ORIENTATION_BY_NAME or not at or not column.isascii()
                or not column.isdigit() or (column != "0" and column.startswith("0"))
                or int(column) >= U64_LIMIT):
            raise UsageError(f"{option} expects placements such as T0@3,I1@0 (orientation@"
                             f"column, joined by commas), got {text!r}")
        places.append((name, int(column)))
    return tuple(places)


def parse_command_line(argv):
    """[cert.cli]: an argument that begins with `-` and is not `-` is an option, any other is
    FILE (`-`: standard input); options and FILE in any order; a value is the next argument or
    follows the first `=` (`--width=4`); an option given twice keeps its last value.

    The arguments are read in order; `--help` and `--version`, when reached, end the reading
    (Information: exit 0) and nothing else is checked, not even what comes after them.

    ASSUMPTION (B22): what "reached" means for the errors that are not about one argument: an
    argument is checked when it is read (a bad or missing value, an unknown option, a flag with
    `=`, a second FILE), so such an error before `--help` wins; what is about the whole command
    line (no FILE, `--concrete` with `--limits large`, a bad SURELINE_TEST_LIMITS) is checked
    after the last argument, so `--help` anywhere wins over it. Returns (options, quiet, path)."""
    options = {"width": None, "rows": None, "max_pieces": None, "adversary": None,
               "height": None, "within": None, "game": None, "moves": None, "forever": False,
               "limits": "standard", "concrete": False, "floor": None, "sequence": None,
               "preview": None, "start": None, "parts": None, "goal": None}
    quiet = False
    files = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if not arg.startswith("-") or arg == "-":
            if files:
                raise UsageError(f"a second FILE: {arg}")
            files.append(arg)
            continue
        # (an argument that is not UTF-8 arrives with surrogate escapes: an unknown option)
        name, eq, inline = arg.partition("=")
        if name in FLAGS and eq:
            raise UsageError(f"option {name} takes no value")
        if arg in ("--help", "-h"):
            raise Information(USAGE)
        if arg in ("--version", "-V"):
            raise Information(VERSION)
        if arg == "--quiet":
            quiet = True
        elif arg == "--json":
            pass                        # (looked for by main before anything else)
        elif arg == "--concrete":
            # ASSUMPTION (B26): accepted on any certificate; an adversary certificate is
            # walked on descriptions all the same.
            options["concrete"] = True
        elif arg == "--forever":
            # [adv.claim] (B16, settled): --within and --forever are one option, the claim's
            # budget; the last one given counts.
            options["forever"], options["within"] = True, None
        elif name in VALUE_OPTIONS:
            if not eq:
                if i >= len(argv):
                    raise UsageError(f"option {name} needs a value")
                inline = argv[i]
                i += 1
            key = VALUE_OPTIONS[name]
            if key == "adversary":
                options[key] = parse_cli_set(name, inline)
            elif key == "sequence":
                options[key] = parse_cli_sequence(name, inline)
            elif key == "floor":
                options[key] = parse_cli_floor(name, inline)
            elif key == "start":
                options[key] = parse_cli_start(name, inline)
            elif key == "parts":
                # [comp.match] --parts DIR: where part sha256:H is DIR/H.cert (ASSUMPTION
                # (D2): an empty DIR is a bad value)
                if not inline:
                    raise UsageError(f"{name} expects a directory")
                options[key] = inline
            elif key in ("goal_lines", "goal_at_once"):
                # [lines.claim] --lines K or --at-once K: one option, the goal asked (the last
                # given counts); K from 1 to 255 like the certificate's k.
                kind = "lines" if key == "goal_lines" else "at-once"
                options["goal"] = (kind, parse_cli_number(name, inline, 1, 255))
            elif key in WORD_VALUES:
                if inline not in WORD_VALUES[key]:
                    raise UsageError(f"{name} expects {' or '.join(WORD_VALUES[key])}, "
                                     f"got {inline!r}")
                options[key] = "all" if inline == "drop" else inline
            else:
                low, high = {"width": WIDTHS, "rows": ROWS, "height": WELL_HEIGHTS,
                             "max_pieces": (0, U64_LIMIT - 1),
                             "within": (0, U64_LIMIT - 1)}[key]
                options[key] = parse_cli_number(name, inline, low, high)
                if key == "within":
                    options["forever"] = False      # (B16: one option with --forever)
        else:
            raise UsageError(f"unknown option {arg}")
    if not files:
        raise UsageError("missing FILE")
    # [cert.cli]: "--concrete ... is a usage error with --limits large (the walk on boards runs
    # within the standard limits only)"; the last --limits given counts.
    if options["concrete"] and options["limits"] == "large":
        raise UsageError("--concrete runs within the standard limits only, not with "
                         "--limits large")
    return options, quiet, files[0]


def test_limits(chosen="standard"):
    """[cert.limits] the limits `--limits` chose; then [cert.cli] "Testing the limits":
    SURELINE_TEST_LIMITS=BYTES,NODES,POSITIONS lowers each of them to the number given where it
    is lower."""
    global MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS, MAX_STATES, LIMITS_CHOSEN
    MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS = LIMIT_SETS[chosen]
    LIMITS_CHOSEN = chosen
    MAX_STATES = MAX_NODES              # [adv.limits] as many state lines as node lines
    value = os.environ.get(TEST_LIMITS)
    if value is None:
        return
    parts = value.split(",")
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts):
        raise UsageError(f"{TEST_LIMITS}={value}: expected BYTES,NODES,POSITIONS")
    MAX_FILE_BYTES = min(MAX_FILE_BYTES, int(parts[0]))
    MAX_NODES = min(MAX_NODES, int(parts[1]))
    # ASSUMPTION (B14): NODES also lowers the state-line limit of [adv.limits] (the counterpart
    # of the node lines: the number of lines of the file's body).
    MAX_STATES = min(MAX_STATES, int(parts[1]))
    MAX_POSITIONS = min(MAX_POSITIONS, int(parts[2]))


# --------------------------------------------------------------------------------------------
# Reading the file ([cert.limits] file size, [cert.exit] I/O error)
# --------------------------------------------------------------------------------------------
def read_certificate_bytes(path, shown):
    """[cert.limits]: a file larger than the limit (2^27 bytes) is refused by its size before it
    is read; one whose size is not known (a pipe, standard input) when its byte 2^27 + 1 is
    read. A regular file is memory-mapped, so only the bytes the parser looks at are read.
    [cert.cli]: FILE `-` is standard input, read to its end within the limit. `shown` names
    the file in messages."""
    try:
        if path == "-":
            # [cert.cli] (B25, settled): a closed standard input reads as an empty file.
            stdin = sys.stdin.buffer if sys.stdin is not None else io.BytesIO(b"")
            chunks, total = [], 0
            while total <= MAX_FILE_BYTES:
                chunk = stdin.read(min(1 << 20, MAX_FILE_BYTES + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
            data = b"".join(chunks)
        else:
            with open(path, "rb") as f:
                st = os.fstat(f.fileno())
                if stat.S_ISREG(st.st_mode):
                    if st.st_size > MAX_FILE_BYTES:
                        raise Reject("limit", f"{shown}: {st.st_size} bytes, more than "
                                              f"{MAX_FILE_BYTES} bytes [cert.limits]")
                    if st.st_size == 0:
                        return b""
                    return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
                data = f.read(MAX_FILE_BYTES + 1)   # a pipe or device: no size to look at
    except Reject:
        raise
    except (OSError, ValueError) as e:
        raise InputError(f"cannot read {shown}: {e}")
    if len(data) > MAX_FILE_BYTES:
        raise Reject("limit", f"{shown}: more than {MAX_FILE_BYTES} bytes [cert.limits]")
    return data


# --------------------------------------------------------------------------------------------
# [cert.encoding] + [cert.grammar]: the parser, line by line in the reading order
# --------------------------------------------------------------------------------------------
class Certificate:
    """A player certificate: format v1, in the goal-row game or (`game well`) in the well."""
    kind = "player"

    def __init__(self):
        self.game = "goal"        # "goal" (no game line) or "well" ([adv.player])
        self.board_height = BOARD_HEIGHT   # 20, or H in the well
        self.width = None         # W
        self.rows = None          # R (in the well: H, every row a goal row)
        self.adversary = None     # P, a string in canonical order
        self.max_pieces = None    # D (header)
        self.nodes_header = None  # N (header)
        self.sequences = None     # S (header)
        self.nodes = []           # node i -> tuple of moves (orientation, column, next or None=win)
        self.node_texts = []      # node i -> the bytes of its line after the id (duplicate-node)
        self.start = ()           # [comp.start] the start's placements: (orientation, column)
        self.part_refs = set()    # [comp.part] the parts it names (`sha256:<hex>`)
        self.moves = "drop"       # [rules.moves]: "slide" with the line `moves slide`
        self.slide_rows = []      # [rules.moves.slide] node i -> the row of each of its moves


def describe_byte(b):
    if b is None:
        return "end of file"
    if b == 0x0A:
        return "LF"
    if b == 0x0D:
        return "CR (0x0D)"
    if b == 0x09:
        return "TAB (0x09)"
    if b == 0x20:
        return "SP"
    if 0x21 <= b <= 0x7E:
        return repr(chr(b))
    return f"byte 0x{b:02X}"


class Cursor:
    """Reads the file byte by byte from the top, one line after the other, never looking past
    the byte it fails on. A grammar error becomes `c FILE:LINE:COLUMN: expected X, found Y`
    ([cert.claim]; 1-based lines and byte columns)."""

    def __init__(self, path, data):
        self.path = path
        self.data = data
        self.size = len(data)
        self.pos = 0
        self.line_no = 1
        self.line_start = 0

    def column(self):
        return self.pos - self.line_start + 1

    def peek(self):
        return self.data[self.pos] if self.pos < self.size else None

    def syntax_error(self, column, expected, found):
        return Reject("syntax", f"{self.path}:{self.line_no}:{column}: expected {expected}, "
                                f"found {found}", at=(self.line_no, column))

    def fail(self, expected):
        raise self.syntax_error(self.column(), expected, describe_byte(self.peek()))

    def literal(self, text):
        for i, b in enumerate(text.encode("ascii")):
            if self.peek() != b:
                self.fail(repr(text) if i == 0 else f"{text!r} (spelled exactly)")
            self.pos += 1

    def space(self, what="SP"):
        if self.peek() != 0x20:
            self.fail(what)
        self.pos += 1

    def number(self, what="a number"):
        """number = "0" / (%x31-39 *DIGIT); decimal, no sign, no leading zero, < 2^64."""
        col = self.column()
        b = self.peek()
        if b is None or not (0x30 <= b <= 0x39):
            self.fail(what)
        if b == 0x30:
            self.pos += 1
            return 0, col
        begin = self.pos
        # 21 digits are already >= 2^64: no need to read further (the file may be 1 GiB)
        while (self.pos - begin < 21 and self.pos < self.size
               and 0x30 <= self.data[self.pos] <= 0x39):
            self.pos += 1
        value = int(self.data[begin:self.pos])
        if value >= U64_LIMIT:
            raise self.syntax_error(col, f"{what} < 2^64", self.data[begin:self.pos].decode()
                                    + ("..." if self.pos - begin == 21 else ""))
        return value, col

    def end_of_line(self, what="LF"):
        """[cert.encoding]: every line, the last one included, ends with LF."""
        if self.peek() != 0x0A:
            self.fail(what if self.peek() is not None else
                      f"{what} (every line, the last one included, ends with LF)")
        self.pos += 1
        self.line_no += 1
        self.line_start = self.pos

    def at_end_of_file(self):
        return self.pos >= self.size

    def one_of(self, words):
        """One of several words, read byte by byte: the error is at the first byte that no word
        continues with. Returns the word read (none is a prefix of another)."""
        start, left = self.pos, list(words)
        while True:
            i = self.pos - start
            done = [w for w in left if len(w) == i]
            if done:
                return done[0]
            b = self.peek()
            left = [w for w in left if b is not None and ord(w[i]) == b]
            if not left:
                self.fail(" or ".join(repr(w) for w in words) if i == 0
                          else " or ".join(repr(w) for w in words if w[:i] == bytes(
                              self.data[start:self.pos]).decode("ascii")) + " (spelled exactly)")
            self.pos += 1


# The claim words of the certificate family ([cert.grammar], [adv.grammar], [surv.player],
# [surv.adversary]).
CLAIM_WORDS = ("player-completes-a-line", "adversary-prevents-a-line", "player-survives",
               "adversary-ends-the-game", "player-reaches-the-goal", "adversary-stops-the-goal")


def parse_header_number(p, keyword, lo=None, hi=None):
    p.literal(keyword)
    p.space()
    value, col = p.number(f"the {keyword} value")
    if lo is not None and not (lo <= value <= hi):
        # [cert.grammar] "The comments of the grammar are part of it"
        raise p.syntax_error(col, f"{keyword} in {lo}..{hi}", str(value))
    p.end_of_line()
    return value


def parse_piece_set(p):
    """piece-set = 1*7piece-letter; distinct letters, in the order I O T S Z J L."""
    p.literal("adversary")
    p.space()
    letters = []
    last = -1
    while True:
        b = p.peek()
        if b is None or chr(b) not in PIECE_ORDER:
            if not letters:
                p.fail("a piece letter (I O T S Z J L)")
            break
        idx = PIECE_ORDER.index(chr(b))
        if idx <= last:
            p.fail("distinct piece letters in the order I O T S Z J L")
        letters.append(chr(b))
        last = idx
        p.pos += 1
    p.end_of_line("LF after the piece set (distinct letters in the order I O T S Z J L)")
    return "".join(letters)


def parse_node_id(p, index):
    """A node line's id, which must be the line's position among node lines."""
    node_id, col = p.number("a node id")
    if node_id != index:
        raise p.syntax_error(col, f"node id {index} (the line's position among node lines)",
                             str(node_id))


def parse_node_line(p, index, adversary, rows=None):
    """node = number 1*(SP move) LF: id = the line's position among node lines, one move per
    piece of P, slot k answering the k-th letter of P ([cert.grammar]); with `moves slide`
    ([rules.moves.slide]) each move has `:row` after its column, appended to `rows`.
    Returns (moves, the bytes of the line after the id)."""
    parse_node_id(p, index)
    moves_start = p.pos
    moves = []
    for piece in adversary:
        p.space(f"SP and a move for piece {piece} (one move per piece of {adversary})")
        name = bytes(p.data[p.pos:p.pos + 2]).decode("latin-1")
        orient = ORIENTATION_BY_NAME.get(name)
        if orient is None:
            p.fail(f"an orientation of piece {piece}")
        if orient.piece != piece:
            p.fail(f"an orientation of piece {piece} (slot {len(moves)} answers letter "
                   f"{len(moves) + 1} of {adversary})")
        p.pos += 2
        p.literal("@")
        column, _ = p.number("a column number")
        if rows is not None:
            p.literal(":")
            row, _ = p.number("a row number")
            rows.append(min(row, 255))      # ([cert.grammar]: 2^8 or more is kept as 255)
        p.literal(">")
        b = p.peek()
        if b is not None and 0x30 <= b <= 0x39:
            nxt, _ = p.number("a node id")
        elif b == ord("w"):
            p.literal("win")
            nxt = None
        elif b == ord("s"):
            nxt = parse_part_ref(p)     # [comp.part] next =/ part-ref (a str)
        else:
            p.fail("a next node id, 'win' or a part reference 'sha256:<64 hex>'")
        moves.append((orient, column, nxt))
    text = bytes(p.data[moves_start:p.pos])
    p.end_of_line(f"LF (one move per piece of {adversary}, {len(adversary)} in all)")
    return tuple(moves), text


def parse_start_line(p):
    """[comp.start] start = "start" SP place *(SP place) LF; place = orientation "@" number.
    Returns a tuple of (orientation, column)."""
    p.literal("start")
    p.space("SP and a placement (orientation@column)")
    places = []
    while True:
        orient = ORIENTATION_BY_NAME.get(bytes(p.data[p.pos:p.pos + 2]).decode("latin-1"))
        if orient is None:
            p.fail("an orientation (I0 I1 O0 T0 .. L3)")
        p.pos += 2
        p.literal("@")
        column, _ = p.number("a column number")
        places.append((orient, column))
        if p.peek() != 0x20:
            break
        p.pos += 1
    p.end_of_line("SP and a placement, or LF")
    return tuple(places)


def parse_part_ref(p):
    """[comp.part] part-ref = "sha256:" 64(DIGIT / %x61-66): lowercase hexadecimal. Returns
    the reference as written (a str)."""
    p.literal("sha256:")
    begin = p.pos
    for i in range(64):
        b = p.peek()
        if b is None or not (0x30 <= b <= 0x39 or 0x61 <= b <= 0x66):
            p.fail(f"a lowercase hexadecimal digit ({i + 1} of the 64 of a part reference)")
        p.pos += 1
    return "sha256:" + bytes(p.data[begin:p.pos]).decode("ascii")


def start_text(places):
    """[comp.start] the verdict's `start=` value: the placements joined by commas."""
    return ",".join(f"{orient.name}@{column}" for orient, column in places)


def check_header_nodes_limit(p, value):
    """[cert.limits]: a header `nodes` value greater than 16,777,216 is refused when its line is
    read ([cert.grammar] "Reading order"), before any later line is looked at.

    ASSUMPTION: a grammar error on the same line wins (the line is parsed in full first, and
    [cert.rules] lists `syntax` before `limit`)."""
    if value > MAX_NODES:
        raise Reject("limit", f"{p.path}:{p.line_no - 1}: header nodes {value} > {MAX_NODES} "
                              f"[cert.limits]")


def check_node_line_limit(p, index):
    """[cert.limits]: once 2^24 node lines have been read, whatever the header says, the next
    line is refused with `limit` before it is parsed unless it begins with `e`."""
    if index >= MAX_NODES:
        raise Reject("limit", f"{p.path}:{p.line_no}: node line {index}: more than "
                              f"{MAX_NODES} node lines [cert.limits]")


def parse_certificate(path, data):
    """[cert.encoding], [cert.grammar], [cert.limits], [adv.grammar]: reads line by line from the
    top; the first line that breaks the grammar or a limit decides the outcome ("Reading
    order"). The claim line tells the two claim kinds apart."""
    p = Cursor(path, data)
    # [cert.cli]: an xz file is a syntax error whose message says what it is.
    if data[:6] == b"\xfd7zXZ\x00":
        p.fail("a certificate, not a file compressed with xz: check `xz -dc FILE | "
               "second_checker.py -` or decompress it first (`xz -dk FILE`)")
    # [cert.encoding] "a v1 checker rejects anything whose first line is not exactly
    # `sureline-certificate v1`"
    p.literal("sureline-certificate v1")
    p.end_of_line()
    p.literal("claim ")
    # ASSUMPTION (B2): the claim word is read byte by byte against the four claims; a claim
    # line that is none of them is a grammar error at the first byte that no claim continues
    # with (column 7 for an unknown word; `claim player-x...` at the `x`).
    claim = p.one_of(CLAIM_WORDS)
    p.end_of_line()
    if claim == "adversary-prevents-a-line":
        return parse_adversary_certificate(p)
    if claim == "player-survives":
        return parse_survival_certificate(p, "player")
    if claim == "adversary-ends-the-game":
        return parse_survival_certificate(p, "adversary")
    if claim == "player-reaches-the-goal":
        return parse_lines_certificate(p, "player")
    if claim == "adversary-stops-the-goal":
        return parse_lines_certificate(p, "adversary")
    return parse_player_certificate(p)


def parse_player_certificate(p):
    """[cert.grammar], and [adv.player]: an optional `game well` line after the claim line, then
    `height H` (1 <= H <= 20) in place of `rows R`."""
    cert = Certificate()
    if p.peek() == ord("s"):            # [comp.start] right after the claim line
        cert.start = parse_start_line(p)
    # ASSUMPTION (B3): only `game well` may follow the claim line of a player certificate;
    # `game capped` (or any other word) is a grammar error at the word.
    if p.peek() == ord("g"):
        p.literal("game")
        p.space()
        p.literal("well")
        p.end_of_line()
        cert.game = "well"
    cert.width = parse_header_number(p, "width", 2, 16)
    if cert.game == "well":
        cert.rows = parse_header_number(p, "height", *WELL_HEIGHTS)
        cert.board_height = cert.rows
    else:
        cert.rows = parse_header_number(p, "rows", 1, 20)
    cert.adversary = parse_piece_set(p)
    if p.data[p.pos:p.pos + 5] == b"moves":     # [cert.grammar] moves = "moves" SP ("slide" / "srs") LF
        cert.moves = "srs" if p.data[p.pos:p.pos + 9] == b"moves srs" else "slide"
        p.literal("moves " + cert.moves)
        p.end_of_line()
    cert.max_pieces = parse_header_number(p, "max-pieces")
    cert.nodes_header = parse_header_number(p, "nodes")
    check_header_nodes_limit(p, cert.nodes_header)
    cert.sequences = parse_header_number(p, "sequences")

    # 1*node end. [cert.grammar] Reading order: after the header, a line that begins with `e` is
    # the end line, any other line a node line; the first line is always node line 0.
    index = 0
    while True:
        b = p.peek()
        if b == ord("e") and index > 0:
            p.literal("end")
            p.end_of_line()
            break
        if b != ord("e"):
            check_node_line_limit(p, index)     # (a line beginning with `e` never is `limit`)
        rows = [] if cert.moves in SLIDES else None
        moves, text = parse_node_line(p, index, cert.adversary, rows)
        if rows is not None:
            cert.slide_rows.append(tuple(rows))
        cert.part_refs.update(nxt for _, _, nxt in moves if type(nxt) is str)
        cert.nodes.append(moves)
        cert.node_texts.append(text)
        index += 1

    # [cert.grammar] "Nothing may follow the `end` line."
    if not p.at_end_of_file():
        p.fail("end of file after the 'end' line")
    return cert


# --------------------------------------------------------------------------------------------
# Structural rules: [cert.header] node-count, [cert.canonical] 2 and 3
# --------------------------------------------------------------------------------------------
def check_node_count(cert):
    """[cert.header] `nodes` N: the number of node lines."""
    if cert.nodes_header != len(cert.nodes):
        raise Reject("node-count", f"header nodes {cert.nodes_header}, the file has "
                                   f"{len(cert.nodes)} node lines [cert.header]")


def check_dangling_child(cert):
    """[cert.canonical] 2: every child id, on every node line (reachable or not), is < N;
    checked on all lines before the numbering. The node at fault: the first such line."""
    n = len(cert.nodes)
    for node, moves in enumerate(cert.nodes):
        for slot, (_, _, nxt) in enumerate(moves):
            if type(nxt) is int and nxt >= n:     # (win and part references: no node)
                raise Reject("dangling-child", f"piece {cert.adversary[slot]}: next {nxt} is not "
                                               f"< N={n} [cert.canonical]", node=node)


def check_canonical_numbering(cert):
    """[cert.canonical] 2: visiting nodes in increasing id order, and within a node its moves in
    slot order, each id not referenced before must be the smallest id not yet used. The node at
    fault: the node being visited. Returns the number of nodes the visit reached (it stops at
    the first node id not referenced by an earlier node)."""
    next_unused = 1                     # node 0 is the root
    node = 0
    while node < len(cert.nodes) and node < next_unused:
        for slot, (_, _, nxt) in enumerate(cert.nodes[node]):
            if type(nxt) is not int or nxt < next_unused:
                continue                # win, a part reference, or a node referenced before
            if nxt != next_unused:
                raise Reject("canonical-numbering",
                             f"piece {cert.adversary[slot]}: first reference to node {nxt}, "
                             f"expected {next_unused} (the smallest id not yet used) "
                             f"[cert.canonical]", node=node)
            next_unused += 1
        node += 1
    return next_unused


def check_unreachable_node(cert, visited):
    """[cert.canonical] 2: every node is referenced from the root; the node at fault is the
    first node id not referenced by an earlier node."""
    if visited < len(cert.nodes):
        raise Reject("unreachable-node", f"node {visited} is not referenced by any earlier node "
                                         f"[cert.canonical]", node=visited)


def check_duplicate_node(cert):
    """[cert.canonical] 3: no two node lines are identical after their node id.

    ASSUMPTION: the node at fault is the later line of the first pair met in id order (the
    first line with the same moves as an earlier one)."""
    first = {}
    for node, text in enumerate(cert.node_texts):
        other = first.setdefault(text, node)
        if other != node:
            raise Reject("duplicate-node", f"node {node} has the same moves as node {other} "
                                           f"[cert.canonical]", node=node)


# --------------------------------------------------------------------------------------------
# The walk ([cert.semantics] "The game checked", "Positions", "The walk", "A move's outcome";
# [cert.rules] illegal-placement .. too-many-pieces; [cert.limits] positions and S)
# --------------------------------------------------------------------------------------------
def draw_board(width, bits, piece_cells=()):
    """[cert.claim] detail: top row first, '#' filled, '.' empty, the piece's cells as '@'."""
    piece = set(piece_cells)
    top = max([r + 1 for r in range(BOARD_HEIGHT) if (bits >> (r * width)) & ((1 << width) - 1)]
              + [r + 1 for _, r in piece] + [1])
    out = []
    for r in range(top - 1, -1, -1):
        out.append("".join("@" if (c, r) in piece else "#" if (bits >> (r * width + c)) & 1
                           else "." for c in range(width)))
    return out


def drop_offset(heights, orient, column):
    """[rules.drop]: y0 = max over cells (x, y) of max(0, height(column + x) - y)."""
    return max(max(0, heights[column + x] - y) for x, y in orient.cells)


def replay_moves(width, moves):
    """(bits, heights) of the board that placements (orientation, column) build from the empty
    board, dropped in order ([rules.drop])."""
    bits, heights = 0, [0] * width
    for orient, column in moves:
        y0 = drop_offset(heights, orient, column)
        for x, y in orient.cells:
            bits |= 1 << ((y0 + y) * width + column + x)
            heights[column + x] = max(heights[column + x], y0 + y + 1)
    return bits, heights


# --------------------------------------------------------------------------------------------
# [rules.moves.slide] Sliding pieces, on concrete boards (bit r * W + c is cell (c, r))
# --------------------------------------------------------------------------------------------
def slide_free(width, top, bits, orient, column, row):
    """Free: every cell inside the walls, at or above the floor, and empty or at a row >= T."""
    for x, y in orient.cells:
        c, r = column + x, row + y
        if not 0 <= c < width or r < 0:
            return False
        if r < top and (bits >> (r * width + c)) & 1:
            return False
    return True


def slide_reachable(width, top, bits, orient):
    """The least set of (column, row) holding the entries (c, T) and closed under moves left,
    right and down to free positions."""
    seen = {(c, top) for c in range(width - orient.width + 1)}
    todo = list(seen)
    while todo:
        c, r = todo.pop()
        for step in ((c - 1, r), (c + 1, r), (c, r - 1)):
            if step not in seen and slide_free(width, top, bits, orient, *step):
                seen.add(step)
                todo.append(step)
    return seen


def slide_fill(width, bits, orient, column, row):
    for x, y in orient.cells:
        bits |= 1 << ((row + y) * width + column + x)
    return bits


# --------------------------------------------------------------------------------------------
# [rules.moves.srs] Sliding and rotating pieces: the Super Rotation System's states and kicks
# --------------------------------------------------------------------------------------------
# [rules.moves.slide] [rules.moves.srs] The move sets whose moves name their final row
SLIDES = ("slide", "srs")
# [rules.moves.srs] per piece: the box size n, and per state 0 R 2 L (orientation, dx, dy)
SRS_STATES = {
    "I": (4, (("I0", 0, 2), ("I1", 2, 0), ("I0", 0, 1), ("I1", 1, 0))),
    "O": (2, (("O0", 0, 0),) * 4),
    "T": (3, (("T0", 0, 1), ("T1", 1, 0), ("T2", 0, 0), ("T3", 0, 0))),
    "S": (3, (("S0", 0, 1), ("S1", 1, 0), ("S0", 0, 0), ("S1", 0, 0))),
    "Z": (3, (("Z0", 0, 1), ("Z1", 1, 0), ("Z0", 0, 0), ("Z1", 0, 0))),
    "J": (3, (("J0", 0, 1), ("J1", 1, 0), ("J2", 0, 0), ("J3", 0, 0))),
    "L": (3, (("L0", 0, 1), ("L1", 1, 0), ("L2", 0, 0), ("L3", 0, 0))),
}
# [rules.moves.srs] the clockwise kick tests from state s (0 -> R, R -> 2, 2 -> L, L -> 0), y up
SRS_KICKS_JLSTZ = (
    ((0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)),
    ((0, 0), (1, 0), (1, -1), (0, 2), (1, 2)),
    ((0, 0), (1, 0), (1, 1), (0, -2), (1, -2)),
    ((0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)),
)
SRS_KICKS_I = (
    ((0, 0), (-2, 0), (1, 0), (-2, -1), (1, 2)),
    ((0, 0), (-1, 0), (2, 0), (-1, 2), (2, -1)),
    ((0, 0), (2, 0), (-1, 0), (2, 1), (-1, -2)),
    ((0, 0), (1, 0), (-2, 0), (1, -2), (-2, 1)),
)


def srs_free(width, top, bits, orient, column, row):
    """[rules.moves.srs] Free as a slide position, and every cell below row T + 4."""
    return (slide_free(width, top, bits, orient, column, row)
            and all(row + y < top + 4 for _, y in orient.cells))


def srs_reachable(width, top, bits, letter):
    """[rules.moves.srs] The reachable final positions (orientation name, column, row): the least
    set of srs positions (state, column, row) holding the spawn (when free) and closed under
    left, right, down and the two turns with their kick tests, read as orientation positions."""
    n, states = SRS_STATES[letter]
    kicks = SRS_KICKS_I if letter == "I" else SRS_KICKS_JLSTZ

    def free(s, c, r):
        return srs_free(width, top, bits, ORIENTATION_BY_NAME[states[s][0]], c, r)

    spawn = (0, (width - n) // 2 + states[0][1], top + states[0][2])
    seen = {spawn} if free(*spawn) else set()
    todo = list(seen)
    while todo:
        s, c, r = todo.pop()
        steps = [(s, c - 1, r), (s, c + 1, r), (s, c, r - 1)]
        for turn in (1, -1):
            t = (s + turn) % 4
            tests = kicks[s] if turn == 1 else [(-kx, -ky) for kx, ky in kicks[t]]
            for kx, ky in tests:
                step = (t, c - states[s][1] + kx + states[t][1], r - states[s][2] + ky + states[t][2])
                if free(*step):
                    steps.append(step)
                    break
        for step in steps:
            if step not in seen and free(*step):
                seen.add(step)
                todo.append(step)
    return {(states[s][0], c, r) for s, c, r in seen}


def board_height_of(width, bits, column):
    """[rules.board] 1 + the highest filled row of the column, 0 when empty."""
    return max([r + 1 for r in range(BOARD_HEIGHT) if (bits >> (r * width + column)) & 1],
               default=0)


class WalkContext:
    """[cert.semantics] "The game checked": a certificate with `game well` is checked in
    well(W, H), K = H; any other in goal(W, R), K = 20, or with `--game capped` in capped(W, R),
    K = R. "Positions": (node, description) by default ([rules.abstract]), (node, concrete
    board) with `--concrete`."""

    def __init__(self, cert, options=None):
        self.cert = cert
        options = options or {}
        self.width = cert.width
        if cert.game == "well":
            self.game, self.k, self.top = "well", cert.rows, cert.rows
        elif options.get("game") == "capped":
            # ASSUMPTION (B11): with R > 16 (no capped game has it) the capped game is walked
            # all the same, K = R.
            self.game, self.k, self.top = "capped", cert.rows, BOARD_HEIGHT
        else:
            self.game, self.k, self.top = "goal", BOARD_HEIGHT, BOARD_HEIGHT
        self.cap = cert.rows if self.game == "capped" else None
        # [adv.player]: `--moves grid-2022` checks the grid offsets of [adv.moves]
        self.grid = options.get("moves") == "grid-2022"
        # [cert.grammar] "Slides": a slide certificate is walked on (node, board) whatever the
        # command line says
        self.slide = cert.moves in SLIDES
        self.concrete = bool(options.get("concrete")) or self.slide
        self.full_row = (1 << cert.width) - 1
        self.node_count = len(cert.nodes)
        # the memo: position key -> seq << 9 | len ([cert.header]; len <= W * 20 < 512), one
        # int for one int; the number of positions numbered is its size (the root included)
        self.results = {}
        self.path = []          # (node, slot) of each move from the root to the position
        self.parts = options.get("part_store")   # [comp.match] the run's parts

    def position_key(self, node, state):
        """One int for a position: the description (the capped heights in radix K + 1, then
        the K dead-row bits) or the board's bits, times N, plus the node. (For the archive's
        boards the description's key fits in 63 bits, which keeps the memo small.)"""
        heights, extra = state
        if self.concrete:
            return extra * self.node_count + node
        code, base = 0, self.k + 1
        for h in heights:
            code = code * base + h
        return (code << self.k | extra) * self.node_count + node

    def replay(self):
        """The board the piece sequence of the path builds from the empty board ([cert.claim]:
        on a walk of descriptions, one board of the position's description), after the start's
        placements ([comp.start])."""
        if self.slide:                  # each move of the sequence slid to its row
            bits, heights = 0, [0] * self.width
            for node, slot in self.path:
                orient, column, _ = self.cert.nodes[node][slot]
                bits = slide_fill(self.width, bits, orient, column,
                                  self.cert.slide_rows[node][slot])
            return bits, [board_height_of(self.width, bits, c) for c in range(self.width)]
        return replay_moves(self.width, list(self.cert.start)
                            + [self.cert.nodes[node][slot][:2] for node, slot in self.path])


    def fail(self, rule, node, slot, why):
        """A failure found in the walk: the node at fault, the piece sequence from the root and
        the board before the drop, with the piece's cells as '@' when it fits inside the board."""
        piece = self.cert.adversary[slot]
        orient, column, _ = self.cert.nodes[node][slot]
        move = self.cert.node_texts[node].split(b" ")[slot + 1].decode("ascii")
        bits, heights = self.replay()
        cells = []
        if column + orient.width <= self.width:
            y0 = (self.cert.slide_rows[node][slot] if self.slide
                  else drop_offset(heights, orient, column))
            if y0 + orient.height <= self.top:
                cells = [(column + x, y0 + y) for x, y in orient.cells]
        pieces = "".join(self.cert.adversary[s] for _, s in self.path) + piece
        details = [f"piece {piece}, move {move}: {why}",
                   "sequence from the root: " + pieces,
                   "board before the drop" + (", the piece as @:" if cells else ":")]
        details += ["  " + row for row in draw_board(self.width, bits, cells)]
        raise Reject(rule, *details, node=node)


def check_illegal_placement_walls(ctx, node, slot, orient, column):
    """[rules.legal], [cert.semantics] "A move's outcome" (first): the piece fits between the
    walls: 0 <= column (a `number`), column + width <= W."""
    if column + orient.width > ctx.width:
        ctx.fail("illegal-placement", node, slot,
                 f"columns {column}..{column + orient.width - 1} are not inside "
                 f"0..{ctx.width - 1}")


def check_cap_exceeded(ctx, node, slot, heights, orient, column):
    """[adv.player], [rules.game.capped], [cert.semantics] "A move's outcome" (second): in the
    capped game no column the piece occupies is already R high (capped heights say it exactly:
    capped height >= R iff height >= R)."""
    if ctx.cap is None:
        return
    for c in sorted({column + x for x, _ in orient.cells}):
        if heights[c] >= ctx.cap:
            ctx.fail("cap-exceeded", node, slot,
                     f"column {c} is already {'at least ' if not ctx.concrete else ''}"
                     f"{heights[c]} high, not < R={ctx.cap} (--game capped) [rules.game.capped]")


def check_illegal_placement_top(ctx, node, slot, heights, orient, column):
    """[rules.legal], [rules.game.well], [cert.semantics] "A move's outcome" (third): the top row
    after the drop is below row 20, in a well below row H. Returns y0 (the heights of the
    occupied columns are exact on a description, [rules.abstract] (2))."""
    y0 = drop_offset(heights, orient, column)
    if y0 + orient.height > ctx.top:
        ctx.fail("illegal-placement", node, slot,
                 f"the piece would rest at rows {y0}..{y0 + orient.height - 1}, above row "
                 f"{ctx.top - 1}" + (f" (the well has H={ctx.top} rows)" if ctx.game == "well"
                                     else ""))
    return y0


def check_move_outside_set(ctx, node, slot, orient, column):
    """[adv.player], [adv.moves], [cert.semantics] "A move's outcome" (fourth): with --moves
    grid-2022 the column is at least the orientation's grid offset."""
    if ctx.grid and column < GRID_OFFSET[orient.name]:
        ctx.fail("move-outside-set", node, slot,
                 f"{orient.name} at column {column}: the 2022 move set needs a column >= "
                 f"{GRID_OFFSET[orient.name]} (--moves grid-2022) [adv.moves]")


def drop(ctx, state, orient, column, y0):
    """The drop ([rules.drop]; on a description [adv.drop] with the game's K). Returns the next
    state and the completed rows that count ([cert.semantics]: the rows < K complete after the
    drop; in the capped game the goal rows only), lowest first."""
    heights, extra = state
    k = ctx.k
    new_h = list(heights)
    if ctx.concrete:
        w, bits = ctx.width, extra
        for x, y in orient.cells:
            bits |= 1 << ((y0 + y) * w + column + x)
            new_h[column + x] = max(new_h[column + x], y0 + y + 1)
        # No row < K is complete before the drop (the game would have ended), so only the
        # rows the piece touches can be.
        full = ctx.full_row
        completed = [r for r in range(y0, min(y0 + orient.height, k))
                     if (bits >> (r * w)) & full == full]
        return (tuple(new_h), bits), completed
    dead = extra
    for x, lo, hi in orient.columns:
        c = column + x
        below = min(k, y0 + lo)         # rows h[c] .. y0 + lo - 1 below K become dead
        if heights[c] < below:
            dead |= ((1 << (below - heights[c])) - 1) << heights[c]
        new_h[c] = min(k, y0 + hi + 1)
    # [adv.drop] 3: row y < K completes when it is not dead and every column has y < h[c]
    completed = [y for y in range(min(new_h)) if not (dead >> y) & 1]
    return (tuple(new_h), dead), completed


def check_false_win(ctx, node, slot, is_win, completed):
    """[rules.completion], [cert.semantics]: a move marked `win` completes a row that counts."""
    if is_win and not completed:
        ctx.fail("false-win", node, slot, "the move is marked win but completes no row"
                 + (" that counts (a goal row, --game capped)" if ctx.game == "capped" else ""))


def check_completion_outside_goal(ctx, node, slot, is_win, completed):
    """[rules.game], [rules.completion]: the completed row (the lowest completed) is < R."""
    if is_win and completed[0] >= ctx.cert.rows:
        ctx.fail("completion-outside-goal", node, slot,
                 f"the completed row is {completed[0]} (the lowest of {completed}), not < "
                 f"R={ctx.cert.rows}")


def check_unmarked_completion(ctx, node, slot, is_win, completed):
    """[rules.completion], [cert.semantics]: a move not marked `win` completes no row that
    counts."""
    if not is_win and completed:
        ctx.fail("unmarked-completion", node, slot,
                 f"the move completes row {completed[0]} but is not marked win")


def check_too_many_pieces(ctx, node, slot, depth):
    """[cert.header]: no game from the root lasts more than D pieces. This move plays piece
    depth + 1 of every game through it."""
    if depth + 1 > ctx.cert.max_pieces:
        ctx.fail("too-many-pieces", node, slot,
                 f"this is piece {depth + 1} of the game, more than max-pieces D="
                 f"{ctx.cert.max_pieces}")


def check_position_met_again(ctx, node, slot, depth, child_len):
    """[cert.semantics] "The walk": a position met a second time reuses its len and seq, and the
    move that reached it, playing piece p = depth + 1, is checked p + len <= D (a description
    does not fix the number of pieces played: the same position may come at another depth).

    ASSUMPTION (B24): the node at fault is the one of that move, as the text says, though the
    walk on boards (--concrete), where the position is a new board, fails further down: the
    same rule, another node."""
    if depth + 1 + child_len > ctx.cert.max_pieces:
        ctx.fail("too-many-pieces", node, slot,
                 f"this is piece {depth + 1} of the game and leads to a position met before, "
                 f"whose games last {child_len} more pieces: {depth + 1 + child_len} > "
                 f"max-pieces D={ctx.cert.max_pieces}")


def check_position_limit(ctx):
    """[cert.limits]: positions are numbered when first reached, the root being number 1, each
    after the rules of the move that leads to it; the walk stops when a number would be
    MAX_POSITIONS + 1."""
    if len(ctx.results) >= MAX_POSITIONS:
        kind = "board" if ctx.concrete else "description"
        raise Reject("limit", f"more than {MAX_POSITIONS} distinct positions (node, {kind}) in "
                              f"the walk [cert.limits]")


def check_sequence_limit(ctx, node, total):
    """[cert.limits], [cert.header]: the recounted S must fit in 64 bits; reported by the walk
    at the position where the sum first overflows (the sum of a position is accumulated move by
    move, in slot order, as each move's walk ends); a `limit` names no node."""
    if total >= U64_LIMIT:
        pieces = "".join(ctx.cert.adversary[s] for _, s in ctx.path)
        raise Reject("limit", f"the number of sequences from node {node} (piece sequence from "
                              f"the root: {pieces or '(none)'}) does not fit in 64 bits "
                              f"[cert.limits]")


def walk_position(ctx, node, state, depth):
    """[cert.semantics] "The walk": depth first in pre-order. Each move of the position
    (node, state) is checked in the order of "A move's outcome", then too-many-pieces, then the
    whole game below it is walked, before the next move. A position met a second time is not
    walked again: its (len, seq) are reused. Returns (len, seq) of [cert.header]."""
    cert = ctx.cert
    results = ctx.results
    longest, total = 0, 0
    heights = state[0]
    for slot, (orient, column, nxt) in enumerate(cert.nodes[node]):
        check_illegal_placement_walls(ctx, node, slot, orient, column)
        check_cap_exceeded(ctx, node, slot, heights, orient, column)
        if ctx.slide:                   # [cert.grammar] "Slides": the row is the move's
            y0 = check_slide_top(ctx, node, slot, orient)
            if cert.moves == "slide":   # [cert.grammar] "Srs": its walk is srs whatever is asked
                check_move_outside_set(ctx, node, slot, orient, column)
            check_slide_locked_and_reachable(ctx, node, slot, state[1], orient, column, y0)
        else:
            y0 = check_illegal_placement_top(ctx, node, slot, heights, orient, column)
            check_move_outside_set(ctx, node, slot, orient, column)
        new_state, completed = drop(ctx, state, orient, column, y0)
        is_win = nxt is None
        check_false_win(ctx, node, slot, is_win, completed)
        check_completion_outside_goal(ctx, node, slot, is_win, completed)
        check_unmarked_completion(ctx, node, slot, is_win, completed)
        check_too_many_pieces(ctx, node, slot, depth)
        if is_win:
            child_len, child_seq = 0, 1
        elif type(nxt) is str:
            child_len, child_seq = walk_part(ctx, node, slot, depth, nxt, new_state)
        else:
            key = ctx.position_key(nxt, new_state)
            packed = results.get(key)
            if packed is not None:
                child_len, child_seq = packed & 511, packed >> 9
                check_position_met_again(ctx, node, slot, depth, child_len)
            else:
                check_position_limit(ctx)
                results[key] = 0                # numbered (never met again while walked:
                ctx.path.append((node, slot))   # every drop raises the sum of the heights)
                child_len, child_seq = walk_position(ctx, nxt, new_state, depth + 1)
                ctx.path.pop()
                results[key] = child_seq << 9 | child_len
        longest = max(longest, 1 + child_len)
        total += child_seq
        check_sequence_limit(ctx, node, total)
    return longest, total


def check_slide_top(ctx, node, slot, orient):
    """[cert.grammar] "Slides" (third): the top `row + height - 1` is below T (20, or H)."""
    row = ctx.cert.slide_rows[node][slot]
    if row + orient.height > ctx.top:
        ctx.fail("illegal-placement", node, slot,
                 f"rows {row}..{row + orient.height - 1} are not below T={ctx.top}")
    return row


def check_slide_locked_and_reachable(ctx, node, slot, bits, orient, column, row):
    """[rules.moves.slide]: the position is locked (free, and not free one row lower), then
    reachable from the entries above the board (the search is the checker's own)."""
    w, top = ctx.width, ctx.top
    if not (slide_free(w, top, bits, orient, column, row)
            and not slide_free(w, top, bits, orient, column, row - 1)):
        ctx.fail("not-locked", node, slot, f"{orient.name} at column {column}, row {row} is "
                                           f"not free or could move down [rules.moves.slide]")
    if ctx.cert.moves == "srs":         # [rules.moves.srs]: from the spawn, with turns
        reachable = (orient.name, column, row) in srs_reachable(w, top, bits, orient.piece)
    else:
        reachable = (column, row) in slide_reachable(w, top, bits, orient)
    if not reachable:
        ctx.fail("unreachable-placement", node, slot,
                 f"{orient.name} at column {column}, row {row} is not reachable from above "
                 f"the board [rules.moves.slide]")


def walk(cert, options=None):
    """Walks from the root (node 0, the empty board or [comp.start] the start position, depth
    0); returns the recounted (D, S)."""
    if cert.moves in SLIDES and (cert.start or cert.part_refs):
        # [cert.grammar] "Slides": no start line, no part; before the walk, naming no node
        raise Reject("move-outside-set", "a `moves slide` certificate has no start line and "
                                         "names no part [rules.moves.slide]")
    ctx = WalkContext(cert, options)
    root = start_position(ctx)
    cert.start_position = root                      # ([comp.match]: compared with q)
    check_position_limit(ctx)                       # (only a lowered limit of 0 stops here)
    ctx.results[ctx.position_key(0, root)] = 0      # "The root counts as a position."
    return walk_position(ctx, 0, root, 0)


def illegal_start(ctx, number, orient, column, why):
    """[comp.start] rule illegal-start: no node is at fault; the placement and the board the
    placements before it build (top row first) in the `c` lines."""
    cells = []
    bits, heights = replay_moves(ctx.width, ctx.cert.start[:number - 1])
    if column + orient.width <= ctx.width:
        y0 = drop_offset(heights, orient, column)
        if y0 + orient.height <= ctx.top:
            cells = [(column + x, y0 + y) for x, y in orient.cells]
    details = [f"start placement {number}, {orient.name}@{column}: {why} [comp.start]",
               "board before the drop" + (", the piece as @:" if cells else ":")]
    raise Reject("illegal-start", *details,
                 *["  " + row for row in draw_board(ctx.width, bits, cells)])


def start_position(ctx):
    """[comp.start]: the start position, the empty board after the start's placements, dropped
    in order by the rules of the game checked ([cert.semantics] "A move's outcome", on the
    description or with --concrete on the board). Rule illegal-start: a piece not in P, a
    placement the game does not allow (walls, cap, top row, move set), or one that completes a
    row.

    ASSUMPTION (D3): "completes a row" is read as [cert.semantics] does for moves: a row that
    counts in the game checked (in the capped game the goal rows only: a row >= R that fills
    is not seen on a description). ASSUMPTION (D4): --moves grid-2022, part of "the game as
    asked" ([comp.match]), applies to the start's placements too. ASSUMPTION (D5): the rule is
    checked where the walk starts (after duplicate-node), the walk being what needs the start
    position."""
    state = ((0,) * ctx.width, 0)
    for number, (orient, column) in enumerate(ctx.cert.start, 1):
        if orient.piece not in ctx.cert.adversary:
            illegal_start(ctx, number, orient, column,
                          f"piece {orient.piece} is not in P={ctx.cert.adversary}")
        heights = state[0]
        if column + orient.width > ctx.width:
            illegal_start(ctx, number, orient, column,
                          f"columns {column}..{column + orient.width - 1} are not inside "
                          f"0..{ctx.width - 1}")
        if ctx.cap is not None and any(heights[column + x] >= ctx.cap for x, _ in orient.cells):
            illegal_start(ctx, number, orient, column,
                          f"a column it occupies is already R={ctx.cap} high (--game capped)")
        y0 = drop_offset(heights, orient, column)
        if y0 + orient.height > ctx.top:
            illegal_start(ctx, number, orient, column,
                          f"the piece would rest at rows {y0}..{y0 + orient.height - 1}, above "
                          f"row {ctx.top - 1}")
        if ctx.grid and column < GRID_OFFSET[orient.name]:
            illegal_start(ctx, number, orient, column,
                          f"the 2022 move set needs a column >= {GRID_OFFSET[orient.name]} "
                          f"(--moves grid-2022)")
        new_state, completed = drop(ctx, state, orient, column, y0)
        if completed:
            illegal_start(ctx, number, orient, column, f"it completes row {completed[0]}")
        state = new_state
    return state


# --------------------------------------------------------------------------------------------
# Header recounts ([cert.header]), after the walk
# --------------------------------------------------------------------------------------------
def check_max_pieces_mismatch(cert, recounted_d):
    """[cert.header]: D equals the longest game (in pieces) the strategy allows."""
    if cert.max_pieces != recounted_d:
        raise Reject("max-pieces-mismatch", f"header max-pieces {cert.max_pieces}, the longest "
                                            f"game lasts {recounted_d} pieces [cert.header]")


def check_sequences_mismatch(cert, recounted_s):
    """[cert.header]: S equals the recounted number of sequences."""
    if cert.sequences != recounted_s:
        raise Reject("sequences-mismatch", f"header sequences {cert.sequences}, recounted "
                                           f"{recounted_s} [cert.header]")


# --------------------------------------------------------------------------------------------
# [cert.claim]
# --------------------------------------------------------------------------------------------
def check_claim_too_weak(cert, options):
    """[cert.claim]: --width W' requires W = W'; --rows R' requires R <= R'; --max-pieces D'
    requires D <= D'; --adversary P' requires P' to be a subset of P."""
    problems = []
    if options["width"] is not None and cert.width != options["width"]:
        problems.append(f"--width {options['width']} requires W = {options['width']}, "
                        f"the certificate has W = {cert.width}")
    if options["rows"] is not None and not cert.rows <= options["rows"]:
        problems.append(f"--rows {options['rows']} requires R <= {options['rows']}, "
                        f"the certificate has R = {cert.rows}")
    if options["max_pieces"] is not None and not cert.max_pieces <= options["max_pieces"]:
        problems.append(f"--max-pieces {options['max_pieces']} requires D <= "
                        f"{options['max_pieces']}, the certificate has D = {cert.max_pieces}")
    if options["adversary"] is not None and not options["adversary"] <= set(cert.adversary):
        asked = "".join(p for p in PIECE_ORDER if p in options["adversary"])
        problems.append(f"--adversary {asked} requires a subset of P = {cert.adversary}")
    # [adv.claim]: --within and --forever ask an adversary claim.
    if options["within"] is not None:
        problems.append(f"--within {options['within']} asks an adversary claim; this is a "
                        f"player certificate [adv.claim]")
    if options["forever"]:
        problems.append("--forever asks an adversary claim; this is a player certificate "
                        "[adv.claim]")
    # [adv.player], [cert.semantics]. ASSUMPTION (B6): a goal-row certificate answers
    # --game capped (it was then walked in the capped game: cap-exceeded, the goal rows only)
    # but not --game well, and not --height; a well certificate is walked in the well whatever
    # the command line says and answers --game well and --height H' when H <= H' (a win in a
    # lower well is a win in a higher one: the same placements are allowed and complete the
    # same rows), but not --game capped and not --rows.
    if options["game"] is not None:
        if cert.game == "well" and options["game"] != "well":
            problems.append(f"--game {options['game']}: this certificate is about the well")
        if cert.game == "goal" and options["game"] in ("well", "survival"):
            problems.append(f"--game {options['game']}: this certificate is about the goal-row "
                            f"game")
    survival_options(options, problems)
    start_claim(cert, options, problems)
    if options["rows"] is not None and cert.game == "well":
        problems.append(f"--rows {options['rows']}: this certificate is about the well (height "
                        f"H = {cert.rows}), not goal rows")
    if options["height"] is not None:
        if cert.game != "well":
            problems.append(f"--height {options['height']}: this certificate is not about "
                            f"the well")
        elif not cert.rows <= options["height"]:
            problems.append(f"--height {options['height']} requires H <= {options['height']}, "
                            f"the certificate has H = {cert.rows}")
    # [cert.claim] --moves: a slide certificate proves --moves slide only, an srs one --moves srs
    # only, and only an srs one proves --moves srs
    if cert.moves in SLIDES and options["moves"] not in (None, cert.moves):
        problems.append(f"--moves {options['moves']}: the certificate's moves {cert.moves}")
    if options["moves"] == "srs" and cert.moves != "srs":
        problems.append(f"--moves srs: the certificate's moves are {cert.moves}")
    if problems:
        raise Reject("claim-too-weak", *[p + " [cert.claim]" for p in problems])


def survival_options(options, problems):
    """[surv.claim]: --floor, --sequence and --preview ask a claim of the survival game.

    (C7, closed in spec/survival.md [surv.claim]: on a certificate of another game, format
    v1's player and adversary claims, they are claim-too-weak, as --game survival is.)"""
    for key in ("floor", "sequence", "preview"):
        if options[key] is not None:
            problems.append(f"--{key} {options[key]} asks a claim of the survival game "
                            f"[surv.claim]")
    if options.get("goal") is not None:
        problems.append(f"--{options['goal'][0]} {options['goal'][1]} asks a claim of the "
                        f"lines game [lines.claim]")


# ============================================================================================
# Adversary certificates (spec/adversary-certificate.md)
# ============================================================================================
HEIGHT_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"   # [adv.grammar] height: 0-9 then a-z
HEIGHT_VALUE = {ord(ch): v for v, ch in enumerate(HEIGHT_DIGITS)}


class DescriptionKeys:
    """The descriptions of the state lines, one packed integer each, in file order, in arrays
    (no Python object per line): the key of `HEIGHTS DEAD` is the W heights in radix K + 1
    (column 0 first) followed by the K dead-row bits (row 0 first, most significant), so the
    byte order of `HEIGHTS DEAD` ([adv.rules] 3: digits before letters, `.` before `x`, all
    lines of one length) is the order of the keys. Up to 63 bits one array('q'); above (wide
    boards with a large K) two arrays of 64-bit halves."""

    def __init__(self, width, k):
        self.k = k
        self.small = ((k + 1) ** width << k) <= 1 << 63
        if self.small:
            self.values = array("q")
            self.append = self.values.append
        else:
            self.hi, self.lo = array("Q"), array("Q")

    def __len__(self):
        return len(self.values) if self.small else len(self.hi)

    def append(self, key):              # (replaced by array.append when small)
        self.hi.append(key >> 64)
        self.lo.append(key & ((1 << 64) - 1))

    def get(self, i):
        return self.values[i] if self.small else self.hi[i] << 64 | self.lo[i]

    def finder(self):
        """A function key -> the index of its line, or -1 (binary search: the keys are sorted
        once state-order holds)."""
        if self.small:
            values, n = self.values, len(self.values)

            def find(key):
                i = bisect_left(values, key)
                return i if i < n and values[i] == key else -1
            return find
        hi, lo, n = self.hi, self.lo, len(self.hi)

        def find_big(key):
            kh, kl = key >> 64, key & ((1 << 64) - 1)
            a, b = 0, n
            while a < b:
                mid = (a + b) >> 1
                if (hi[mid], lo[mid]) < (kh, kl):
                    a = mid + 1
                else:
                    b = mid
            return a if a < n and hi[a] == kh and lo[a] == kl else -1
        return find_big


class AdversaryCertificate:
    kind = "adversary"

    def __init__(self):
        self.game = None          # "capped" or "well"
        self.width = None         # W
        self.bound = None         # K: R (capped) or H (well)
        self.adversary = None     # P
        self.moves = None         # "all" or "grid-2022"
        self.within = None        # D, or None for `forever`
        self.states_header = None # N (header)
        self.keys = None          # DescriptionKeys: line i -> its description, packed
        self.pieces = bytearray() # line i -> its piece letter (a byte)
        self.order_fault = None   # the first line i whose key is not above line i - 1's
        self.start = ()           # [comp.start] the start's placements: (orientation, column)
        self.part_lines = {}      # [comp.part] line i -> its part reference (its piece byte 0)
        self.first_line = 10      # the file's line of state line 0 (11 after a start line)

    @property
    def count(self):
        return len(self.pieces)

    def line_number(self, i):
        """State line i (from 0) is line 10 of the file plus i (nine header lines; ten with a
        start line)."""
        return self.first_line + i

    def key_text(self, key):
        """The spelling `HEIGHTS DEAD` of a packed description."""
        if self.moves in SLIDES:
            return slide_key_text(self, key)
        k = self.bound
        dead, hk = key & ((1 << k) - 1), key >> k
        heights = []
        for _ in range(self.width):
            hk, h = divmod(hk, k + 1)
            heights.append(h)
        return describe(self.width, heights[::-1],
                        [(dead >> (k - 1 - y)) & 1 for y in range(k)])


def check_header_states_limit(p, value):
    """[adv.grammar], [adv.limits]: a `states` value above 16,777,216 is refused (`limit`) as
    soon as its line is read (a grammar error on that line or an earlier one wins: the line is
    parsed in full first, as for v1's `nodes`)."""
    if value > MAX_STATES:
        raise Reject("limit", f"{p.path}:{p.line_no - 1}: header states {value} > {MAX_STATES} "
                              f"[adv.limits]")


def check_state_line_limit(p, index):
    """[adv.limits] "At most 16,777,216 state lines".

    ASSUMPTION (B13): like v1's node lines ([cert.limits]), whatever the header says: once that
    many state lines have been read, the next line is `limit` before it is parsed unless it is
    read as the `end` line (see parse_adversary_certificate)."""
    if index >= MAX_STATES:
        raise Reject("limit", f"{p.path}:{p.line_no}: state line {index + 1}: more than "
                              f"{MAX_STATES} state lines [adv.limits]")


def parse_word(p, keyword, words):
    """`keyword SP (word1 / word2 / ...) LF`; the words start with distinct letters."""
    p.literal(keyword)
    p.space()
    for word in words:
        if p.peek() == ord(word[0]):
            p.literal(word)
            p.end_of_line()
            return word
    p.fail(" or ".join(repr(w) for w in words))


def parse_state_line(p, cert):
    """[adv.grammar] state = heights SP dead SP piece-letter LF: exactly W heights (0-9, a-z,
    each at most K), exactly K dead-row marks (`.` or `x`), a piece letter of P. The byte by
    byte reading, for the exact place of a grammar error (the lines that are well formed are
    read by parse_adversary_certificate in one go).

    ASSUMPTION (B17): an error is at the first byte that cannot continue the line: the byte
    where a height or mark is still expected, the byte after the W heights or K marks, a height
    character above K."""
    w, k = cert.width, cert.bound
    start = p.pos
    for c in range(w):
        b = p.peek()
        value = HEIGHT_VALUE.get(b)
        if value is None:
            p.fail(f"the height of column {c} (0-9, a-z; exactly W={w} heights)")
        if value > k:
            # "The comments are part of the grammar": a value above K is a grammar error.
            raise p.syntax_error(p.column(), f"a height at most K={k}",
                                 f"{chr(b)!r} (= {value})")
        p.pos += 1
    p.space(f"SP after the W={w} heights")
    for y in range(k):
        if p.peek() not in (0x2E, 0x78):
            p.fail(f"'.' or 'x' for row {y} (exactly K={k} dead-row marks)")
        p.pos += 1
    text = bytes(p.data[start:p.pos])
    p.space(f"SP after the K={k} dead-row marks")
    b = p.peek()
    if b == ord("s"):                   # [comp.part] state =/ heights SP dead SP part-ref LF
        ref = parse_part_ref(p)
        p.end_of_line()
        return text, ref
    if b is None or chr(b) not in cert.adversary:
        p.fail(f"a piece letter of P={cert.adversary} or a part reference 'sha256:<64 hex>'")
    p.pos += 1
    p.end_of_line()
    return text, b


DEAD_BITS = bytes.maketrans(b".x", b"01")


def parse_adversary_certificate(p):
    """[adv.grammar]: magic claim game width bound adversary moves within states *state end,
    read line by line from the top (the reading order of [cert.grammar]). Each state line is
    kept as its packed description and its piece ([adv.limits]: the description in a few bytes,
    the piece, and later whether it was reached); [adv.rules] 3 is noted on the way (the first
    line not above the previous one) and reported after state-count."""
    cert = AdversaryCertificate()
    if p.peek() == ord("s"):            # [comp.start] right after the claim line
        cert.start = parse_start_line(p)
        cert.first_line = 11
    cert.game = parse_word(p, "game", ("capped", "well"))
    cert.width = parse_header_number(p, "width", *WIDTHS)
    if cert.game == "capped":           # "rows R" iff game capped (1 <= R <= 16)
        cert.bound = parse_header_number(p, "rows", *CAPPED_ROWS)
    else:                               # "height H" iff game well (1 <= H <= 20)
        cert.bound = parse_header_number(p, "height", *WELL_HEIGHTS)
    cert.adversary = parse_piece_set(p)
    if p.data[p.pos:p.pos + 11] == b"moves slide" or p.data[p.pos:p.pos + 9] == b"moves srs":
        # [adv.slide]: a board of W * T' <= 128 cells (else an error at the end of the line)
        cert.moves = "srs" if p.data[p.pos:p.pos + 9] == b"moves srs" else "slide"
        p.literal("moves " + cert.moves)
        if cert.width * slide_state_rows(cert) > 128:
            p.fail("moves slide on at most 128 cells (W x T')")
        p.end_of_line()
    else:
        cert.moves = parse_word(p, "moves", ("all", "grid-2022"))
    p.literal("within")
    p.space()
    if p.peek() == ord("f"):
        p.literal("forever")
        p.end_of_line()
    else:
        cert.within, _ = p.number("a piece budget or 'forever'")
        p.end_of_line()
    cert.states_header = parse_header_number(p, "states")
    check_header_states_limit(p, cert.states_header)
    if cert.moves in SLIDES:
        return parse_slide_states(p, cert)
    # *state end. ASSUMPTION (B12, settled): a line is read as the `end` line when it begins
    # with `en` (a state line cannot: `n` would be a height of 23 > 20), otherwise as a state
    # line. No room is taken for the header's `states` ([cert.limits] "No count sizes memory"):
    # the arrays grow with the lines read.
    w, k = cert.width, cert.bound
    cert.keys = keys = DescriptionKeys(w, k)
    append_key, pieces = keys.append, cert.pieces
    length = w + k + 4                  # HEIGHTS SP DEAD SP PIECE LF
    heights_ok = HEIGHT_DIGITS[:k + 1].encode("ascii")
    pieces_ok = cert.adversary.encode("ascii")
    data, pos, line_no = p.data, p.pos, p.line_no
    index, last = 0, -1
    limit = MAX_STATES
    while True:
        line = data[pos:pos + length]
        if line[:2] == b"en":
            p.pos, p.line_no, p.line_start = pos, line_no, pos
            p.literal("end")
            p.end_of_line()
            break
        if index >= limit:
            p.pos, p.line_no, p.line_start = pos, line_no, pos
            check_state_line_limit(p, index)
        if (len(line) == length and line[length - 1] == 0x0A and line[w] == 0x20
                and line[w + k + 1] == 0x20 and not line[:w].translate(None, heights_ok)
                and not line[w + 1:w + k + 1].translate(None, b".x")
                and line[w + k + 2] in pieces_ok):
            heights, dead, piece = line[:w], line[w + 1:w + k + 1], line[w + k + 2]
            pos += length
            line_no += 1
        else:                           # a grammar error: found byte by byte, where it is
            p.pos, p.line_no, p.line_start = pos, line_no, pos
            text, piece = parse_state_line(p, cert)
            heights, dead = text[:w], text[w + 1:]
            pos, line_no = p.pos, p.line_no
        if type(piece) is str:          # a part reference: no piece, the line noted apart
            cert.part_lines[index] = piece
            piece = 0
        key = int(heights, k + 1) << k | int(dead.translate(DEAD_BITS), 2)
        if key <= last and cert.order_fault is None:
            cert.order_fault = index
        last = key
        append_key(key)
        pieces.append(piece)
        index += 1
    if not p.at_end_of_file():          # "Nothing may follow `end`."
        p.fail("end of file after the 'end' line")
    return cert


def slide_state_rows(cert):
    """[adv.slide] T': H in the well, R + 3 in the capped game."""
    return cert.bound if cert.game == "well" else cert.bound + 3


class SlideKeys(DescriptionKeys):
    """[adv.slide] The boards of the state lines, packed W bits a row, row 0 most significant."""

    def __init__(self, bits):
        self.small = bits <= 63
        if self.small:
            self.values = array("q")
            self.append = self.values.append
        else:
            self.hi, self.lo = array("Q"), array("Q")


def parse_slide_states(p, cert):
    """[adv.slide] state = board SP piece-letter LF, board = T' rows of ceil(W/4) lowercase
    hexadecimal digits (row 0 first), each row below 2^W; then `end`."""
    w, rows = cert.width, slide_state_rows(cert)
    digits = (w + 3) // 4
    cert.keys = SlideKeys(w * rows)
    index, last = 0, -1
    while True:
        if p.data[p.pos:p.pos + 2] == b"en":
            p.literal("end")
            p.end_of_line()
            break
        check_state_line_limit(p, index)
        key = 0
        for _ in range(rows):
            col = p.column()
            value = 0
            for _ in range(digits):
                b = p.peek()
                if b is None or chr(b) not in "0123456789abcdef":
                    p.fail("a lowercase hexadecimal digit")
                value = value << 4 | int(chr(b), 16)
                p.pos += 1
            if value >> w:
                raise p.syntax_error(col, f"a row below 2^{w}", hex(value))
            key = key << w | value
        p.space("SP after the board")
        b = p.peek()
        if b is None or chr(b) not in cert.adversary:
            p.fail(f"a piece letter of P={cert.adversary}")
        p.pos += 1
        p.end_of_line()
        if key <= last and cert.order_fault is None:
            cert.order_fault = index
        last = key
        cert.keys.append(key)
        cert.pieces.append(b)
        index += 1
    if not p.at_end_of_file():
        p.fail("end of file after the 'end' line")
    return cert


def slide_board_of(cert, key):
    """The board (bit r * W + c) of a packed state key."""
    w, rows = cert.width, slide_state_rows(cert)
    bits = 0
    for r in range(rows):
        bits |= ((key >> (w * (rows - 1 - r))) & ((1 << w) - 1)) << (r * w)
    return bits


def slide_key_of(cert, bits):
    w, rows = cert.width, slide_state_rows(cert)
    key = 0
    for r in range(rows):
        key = key << w | ((bits >> (r * w)) & ((1 << w) - 1))
    return key


def slide_key_text(cert, key):
    w, rows = cert.width, slide_state_rows(cert)
    return "".join(format((key >> (w * (rows - 1 - r))) & ((1 << w) - 1), f"0{(w + 3) // 4}x")
                   for r in range(rows))


def walk_adversary_slide(cert):
    """[adv.slide], [adv.walk] on boards: breadth first from the empty board at depth 0; a board
    is looked up when first reached unless terminal (budget; every goal row with a closed cell;
    parity on boards: O in P and every goal row with an odd maximal run of empty cells); each expansion tries every allowed slide
    placement of the line's piece ([rules.moves.slide]) in canonical slide order."""
    if cert.start or cert.part_lines:
        raise Reject("move-outside-set", "a `moves slide` certificate has no start line and "
                                         "names no part [adv.slide]")
    w, k = cert.width, cert.bound
    top = k if cert.game == "well" else BOARD_HEIGHT
    full = (1 << w) - 1
    find = cert.keys.finder()
    reached = bytearray(cert.count)
    has_o = "O" in cert.adversary

    def closed(bits):
        """[adv.slide]: every goal row holds an empty cell that no path from above the board,
        moving left, right and down through empty cells, reaches."""
        rows = BOARD_HEIGHT
        open_cells = {(c, rows) for c in range(w)}          # the row above the board
        for r in range(rows - 1, -1, -1):
            empty = {c for c in range(w) if not (bits >> (r * w + c)) & 1}
            reached = {c for c in empty if (c, r + 1) in open_cells}
            todo = list(reached)
            while todo:
                c = todo.pop()
                for d in (c - 1, c + 1):
                    if d in empty and d not in reached:
                        reached.add(d)
                        todo.append(d)
            open_cells |= {(c, r) for c in reached}
        return all(any((c, y) not in open_cells and not (bits >> (y * w + c)) & 1
                       for c in range(w)) for y in range(k))

    def terminal(bits, depth):
        if cert.within is not None and depth == cert.within:
            return True
        if cert.moves == "slide" and closed(bits):     # [adv.slide] "Srs": no closed rows
            return True
        if not has_o:
            return False
        for y in range(k):
            row, run, odd = (bits >> (y * w)) & full, 0, False
            for c in range(w + 1):
                if c < w and not (row >> c) & 1:
                    run += 1
                else:
                    odd, run = odd or run % 2 == 1, 0
            if not odd:
                return False
        return True

    def reach(bits, depth):
        if terminal(bits, depth):
            return None
        key = slide_key_of(cert, bits)
        j = find(key)
        if j < 0:
            raise Reject("missing-state", f"no state line for the board "
                                          f"{slide_key_text(cert, key)!r}, reached at depth "
                                          f"{depth} [adv.slide]")
        if reached[j]:
            return None
        reached[j] = 1
        return j

    first = reach(0, 0)
    queue = [] if first is None else [first]
    depth = 0
    while queue:
        following = []
        for i in queue:
            bits = slide_board_of(cert, cert.keys.get(i))
            heights = [board_height_of(w, bits, c) for c in range(w)]
            for orient in ORIENTATION_LIST:
                if orient.piece != chr(cert.pieces[i]):
                    continue
                if cert.moves == "srs":                 # [rules.moves.srs]
                    reachable = {(c, r) for name, c, r in srs_reachable(w, top, bits, orient.piece)
                                 if name == orient.name}
                else:
                    reachable = slide_reachable(w, top, bits, orient)
                for column in range(w - orient.width + 1):
                    if cert.game == "capped" and any(heights[column + x] >= k
                                                     for x, _ in orient.cells):
                        continue
                    for row in range(top - orient.height + 1):
                        if not (slide_free(w, top, bits, orient, column, row)
                                and not slide_free(w, top, bits, orient, column, row - 1)
                                and (column, row) in reachable):
                            continue
                        after = slide_fill(w, bits, orient, column, row)
                        done = [y for y in range(k) if (after >> (y * w)) & full == full]
                        if done:
                            raise Reject("adversary-fails",
                                         f"at {slide_key_text(cert, cert.keys.get(i))!r} (state "
                                         f"line {i + 1}) the adversary gives "
                                         f"{chr(cert.pieces[i])} and {orient.name}@{column}:"
                                         f"{row} completes goal row {done[0]} [adv.slide]")
                        j = reach(after, depth + 1)
                        if j is not None:
                            following.append(j)
        queue = sorted(following)                        # [adv.walk]: a depth in file order
        depth += 1
    return reached


def check_state_count(cert):
    """[adv.rules] 2: the number of state lines equals `states`."""
    if cert.states_header != cert.count:
        raise Reject("state-count", f"header states {cert.states_header}, the file has "
                                    f"{cert.count} state lines [adv.rules]")


def check_state_order(cert):
    """[adv.rules] 3: every state line's `HEIGHTS DEAD` is strictly greater, in byte order,
    than the previous line's (the order of the packed keys, DescriptionKeys).

    ASSUMPTION (B9): no adversary rule names a node (there are none): the first line is
    `s NOT VERIFIED rule=<rule>` alone; the line or description is in the `c` lines."""
    i = cert.order_fault
    if i is not None:
        now, before = cert.keys.get(i), cert.keys.get(i - 1)
        same = "the same description as" if now == before else "not after"
        raise Reject("state-order", f"state line {i + 1} (line {cert.line_number(i)}) "
                                    f"{cert.key_text(now)!r} is {same} the previous one "
                                    f"{cert.key_text(before)!r} [adv.rules]")


def describe(width, heights, dead):
    """A description in the spelling of a state line: `HEIGHTS DEAD`."""
    return ("".join(HEIGHT_DIGITS[h] for h in heights) + " "
            + "".join("x" if d else "." for d in dead))


def is_terminal(cert, heights, dead, depth):
    """[adv.terminal]: budget (`within D` and k = D), dead (every goal row dead), parity (O in P
    and every goal row dead or with a maximal run of columns with h[c] <= y of odd length).
    (On tuples, for adversary_solver.py and the fuzzer; walk_adversary has its own copy on
    packed descriptions.)"""
    if cert.within is not None and depth == cert.within:
        return "budget"
    if all(dead):
        return "dead"
    if "O" in cert.adversary:
        # ASSUMPTION (B20): one maximal run of odd length is enough ([rules.parity]).
        for y in range(cert.bound):
            if dead[y]:
                continue
            odd, run = False, 0
            for h in heights:
                if h <= y:
                    run += 1
                else:
                    odd, run = odd or run % 2 == 1, 0
            if not (odd or run % 2 == 1):
                break
        else:
            return "parity"
    return None


def allowed_placements(cert, heights, piece):
    """[adv.moves]: in canonical placement order, the placements of `piece` that fit the width
    and that the game allows: well: top after the drop at most row H - 1; capped: every occupied
    column has capped height < R; `moves grid-2022`: column >= the grid offset. Yields
    (orientation, column, y0)."""
    w, k = cert.width, cert.bound
    for orient in ORIENTATION_LIST:
        if orient.piece != piece:
            continue
        for column in range(w - orient.width + 1):
            if cert.moves == "grid-2022" and column < GRID_OFFSET[orient.name]:
                continue
            if cert.game == "capped" and any(heights[column + x] >= k for x, _ in orient.cells):
                continue
            y0 = drop_offset(heights, orient, column)
            if cert.game == "well" and y0 + orient.height > k:
                continue
            yield orient, column, y0


def drop_description(cert, heights, dead, orient, column, y0):
    """[adv.drop]: the new capped heights and dead rows, and the completed goal rows."""
    k = cert.bound
    new_h, new_dead = list(heights), list(dead)
    for x in {x for x, _ in orient.cells}:
        ys = [y for cx, y in orient.cells if cx == x]
        lo, hi = min(ys), max(ys)
        c = column + x
        for y in range(heights[c], min(k, y0 + lo)):    # rows h[c] .. y0 + lo - 1 below K
            new_dead[y] = True
        new_h[c] = min(k, y0 + hi + 1)
    completed = [y for y in range(k) if not new_dead[y] and all(y < h for h in new_h)]
    return tuple(new_h), tuple(new_dead), completed


def odd_run_table(width):
    """For every set of columns (a bit mask of W bits): whether it has a maximal run of
    consecutive columns of odd length ([adv.terminal.parity], B20: one is enough)."""
    table = bytearray(1 << width)
    for mask in range(1 << width):
        run, odd = 0, False
        for c in range(width + 1):
            if c < width and (mask >> c) & 1:
                run += 1
            else:
                odd = odd or run % 2 == 1
                run = 0
        table[mask] = odd
    return table


def walk_adversary(cert, options=None):
    """[adv.walk]: breadth-first from the empty description at depth 0; a description is looked
    up when it is first reached (B10, settled: on reaching, not on expanding), and each
    non-terminal one is expanded once, at the smallest depth at which it is reached. Returns
    the reached flags of the lines (a line reached is expanded, unless the walk fails first).

    Kept per line: its packed description (DescriptionKeys), its piece, whether it was reached
    (a bytearray) and the line that first reached it (for the piece sequence of a message); the
    queue holds the line indices of one depth ([adv.limits]). Descriptions are packed integers
    (DescriptionKeys) and a drop is done on the packed key: each occupied column's digit moves
    by its new height minus the old, and the new dead rows are bits added below. A description
    reached again is found by its line's reached flag; one without a line, or terminal, is not
    remembered, so it is tested again when met again (terminal again: a terminal description
    needs no line, and only the budget depends on the depth, which only grows).

    ASSUMPTION (B21): no limit on the descriptions reached ([adv.limits] gives none; the
    position limit of [cert.limits] is the player walk's)."""
    w, k = cert.width, cert.bound
    n = cert.count
    base = k + 1
    capped, well = cert.game == "capped", cert.game == "well"
    within = cert.within
    has_o = "O" in cert.adversary
    every = (1 << k) - 1                                 # every row dead
    find = cert.keys.finder()
    get_key = cert.keys.get
    pieces = cert.pieces
    reached = bytearray(n)
    parent = array("i", bytes(4 * n))                    # the line that first reached line i
    odd = odd_run_table(w) if has_o else None
    origin = "start" if cert.start else "empty board"
    # the key's units: column c's digit, and the dead bit of row y (row 0 most significant)
    unit = [base ** (w - 1 - c) << k for c in range(w)]
    # the dead bits of rows a .. b - 1 ([adv.drop] 2), and of rows 0 .. m - 1 ([adv.drop] 3)
    rows = [[((1 << (b - a)) - 1) << (k - b) if a < b else 0 for b in range(k + 1)]
            for a in range(k + 1)]
    low = [((1 << m) - 1) << (k - m) for m in range(k + 1)]
    # [adv.moves]: the placements of each piece that fit the width (and the move set), in
    # canonical placement order, with the columns they occupy: (c, lo, hi)
    placements = {}
    for letter in cert.adversary:
        found = []
        for orient in ORIENTATION_LIST:
            if orient.piece != letter:
                continue
            for column in range(w - orient.width + 1):
                if cert.moves == "grid-2022" and column < GRID_OFFSET[orient.name]:
                    continue
                cols = tuple((column + x, lo, hi) for x, lo, hi in orient.columns)
                found.append((cols, orient.width, orient.height, column, orient))
        placements[ord(letter)] = found

    def pieces_to(i):
        """The pieces given from the empty description to line i's, and line i's own."""
        seq = []
        while i >= 0:
            seq.append(chr(pieces[i]))
            i = parent[i]
        return "".join(reversed(seq))

    def parity(heights, dead):
        """[adv.terminal.parity] on a packed description's heights and dead bits."""
        for y in range(k):
            if (dead >> (k - 1 - y)) & 1:
                continue
            mask = 0
            for c in range(w):
                if heights[c] <= y:
                    mask |= 1 << c
            if not odd[mask]:
                return False
        return True

    # The empty description, or [comp.start] the start's, at depth 0.
    start_h, start_dead = adversary_start(cert)
    root = 0
    for c in range(w):
        root += start_h[c] * unit[c]
    root += sum(1 << (k - 1 - y) for y in range(k) if start_dead[y])
    cert.start_key = root                                # ([comp.match]: compared with d)
    queue = array("i")
    if not ((within is not None and within == 0) or root & every == every
            or (has_o and parity(list(start_h), root & every))):
        i = find(root)
        if i < 0:
            raise Reject("missing-state", f"no state line for the description "
                                          f"{cert.key_text(root)!r}, reached at depth 0 (pieces "
                                          f"(none) from the {origin}) and not terminal "
                                          f"[adv.walk]")
        reached[i] = 1
        parent[i] = -1
        if pieces[i]:
            queue.append(i)
        else:                                            # [comp.part]: proved by the part
            check_adversary_part(cert, i, root, 0, options, "(none)")
    depth = 0
    while queue:
        following = array("i")
        budget = within is not None and depth + 1 == within   # [adv.terminal.budget]
        for i in queue:
            key = get_key(i)
            dead = key & every
            hk = key >> k
            h = [0] * w
            for c in range(w - 1, -1, -1):
                hk, h[c] = divmod(hk, base)
            before = [k] * (w + 1)          # before[c]: the least height of columns < c
            after = [k] * (w + 1)           # after[c]: the least height of columns >= c
            least = k
            for c in range(w):
                before[c] = least
                if h[c] < least:
                    least = h[c]
            least = k
            for c in range(w - 1, -1, -1):
                if h[c] < least:
                    least = h[c]
                after[c] = least
            for cols, pw, ph, column, orient in placements[pieces[i]]:
                if capped:                      # the cap: every occupied column below R
                    blocked = False
                    for c, lo, hi in cols:
                        if h[c] >= k:
                            blocked = True
                            break
                    if blocked:
                        continue
                y0 = 0                          # [adv.drop] 1
                for c, lo, hi in cols:
                    if h[c] - lo > y0:
                        y0 = h[c] - lo
                if well and y0 + ph > k:        # the well: the top at most row H - 1
                    continue
                new_key, new_dead = key, dead   # [adv.drop] 2
                least = before[column] if before[column] < after[column + pw] else \
                    after[column + pw]
                for c, lo, hi in cols:
                    hc = h[c]
                    bottom = y0 + lo if y0 + lo < k else k
                    if hc < bottom:
                        new_dead |= rows[hc][bottom]
                    top = y0 + hi + 1 if y0 + hi + 1 < k else k
                    new_key += (top - hc) * unit[c]
                    if top < least:
                        least = top
                # [adv.drop] 3: a goal row below every column's height that is not dead
                if least and new_dead & low[least] != low[least]:
                    y = 0
                    while (new_dead >> (k - 1 - y)) & 1:
                        y += 1
                    raise Reject("adversary-fails",
                                 f"at {cert.key_text(key)!r} (state line {i + 1}, line "
                                 f"{cert.line_number(i)}, depth {depth}) the adversary gives "
                                 f"{chr(pieces[i])} and {orient.name}@{column} completes goal "
                                 f"row {y} [adv.walk]",
                                 f"pieces from the {origin}: {pieces_to(i)}")
                new_key += new_dead - dead
                j = find(new_key)
                if j >= 0 and reached[j]:
                    continue                    # reached before: not looked up again
                # [adv.walk] 1: reached for the first time at depth + 1 (or one without a line,
                # or a terminal one, met again): terminal, or its line is needed now
                if budget or new_dead == every:
                    continue
                if has_o:
                    new_h = h[:]
                    for c, lo, hi in cols:
                        new_h[c] = y0 + hi + 1 if y0 + hi + 1 < k else k
                    if parity(new_h, new_dead):
                        continue
                if j < 0:
                    raise Reject("missing-state",
                                 f"no state line for the description "
                                 f"{cert.key_text(new_key)!r}, reached at depth {depth + 1} "
                                 f"(pieces {pieces_to(i)} from the {origin}) and not "
                                 f"terminal [adv.walk]")
                reached[j] = 1
                parent[j] = i
                if pieces[j]:
                    following.append(j)
                else:                                    # [comp.part]: d is not expanded
                    check_adversary_part(cert, j, new_key, depth + 1, options, pieces_to(i))
        queue = array("i", sorted(following))            # [adv.walk]: a depth in file order
        depth += 1
    return reached


def check_unreachable_state(cert, reached):
    """[adv.walk] 2, [adv.rules] 5: every state line was expanded; the first one (in file order)
    that was not is rejected."""
    i = reached.find(0)
    if i >= 0:
        raise Reject("unreachable-state", f"state line {i + 1} (line {cert.line_number(i)}) "
                                          f"{cert.key_text(cert.keys.get(i))!r} is never "
                                          f"expanded by the walk [adv.walk]")


def check_adversary_claim(cert, options):
    """[adv.claim]: --width (equal), --game (equal), --rows R (capped: R <= the certificate's),
    --height H (well: H <= the certificate's), --within D (D <= the budget, any D for forever),
    --forever (within forever), --adversary SET (P a subset of SET), --moves (grid-2022 accepts
    both, all only all); --max-pieces asks a player claim."""
    problems = []
    if options["width"] is not None and options["width"] != cert.width:
        problems.append(f"--width {options['width']}: the certificate has W = {cert.width}")
    if options["game"] is not None and options["game"] != cert.game:
        problems.append(f"--game {options['game']}: the certificate is about game {cert.game}")
    if options["rows"] is not None and not (cert.game == "capped"
                                            and options["rows"] <= cert.bound):
        problems.append(f"--rows {options['rows']}: the certificate has game {cert.game}, "
                        f"{'rows' if cert.game == 'capped' else 'height'} {cert.bound}")
    if options["height"] is not None and not (cert.game == "well"
                                              and options["height"] <= cert.bound):
        problems.append(f"--height {options['height']}: the certificate has game {cert.game}, "
                        f"{'rows' if cert.game == 'capped' else 'height'} {cert.bound}")
    if (options["within"] is not None and cert.within is not None
            and not options["within"] <= cert.within):
        problems.append(f"--within {options['within']}: the certificate covers {cert.within} "
                        f"pieces")
    # (B16, settled: --within D and --forever are one option; the parser keeps the last.)
    if options["forever"] and cert.within is not None:
        problems.append(f"--forever: the certificate covers {cert.within} pieces")
    if options["adversary"] is not None and not set(cert.adversary) <= options["adversary"]:
        asked = "".join(p for p in PIECE_ORDER if p in options["adversary"])
        problems.append(f"--adversary {asked}: the certificate's P = {cert.adversary} is not a "
                        f"subset")
    # [adv.claim], [adv.slide]: the certificate's move set contains the one asked
    # (grid-2022 within all within slide)
    if options["moves"] == "all" and cert.moves not in ("all", "slide"):
        problems.append(f"--moves all: the certificate has moves {cert.moves}")
    if options["moves"] == "slide" and cert.moves != "slide":
        problems.append(f"--moves slide: the certificate has moves {cert.moves}")
    # [adv.slide] "Srs": an srs certificate answers --moves srs only, and only it does
    if (options["moves"] == "srs") != (cert.moves == "srs") and options["moves"] is not None:
        problems.append(f"--moves {options['moves']}: the certificate has moves {cert.moves}")
    if options["max_pieces"] is not None:
        problems.append(f"--max-pieces {options['max_pieces']} asks a player claim; this is an "
                        f"adversary certificate")
    survival_options(options, problems)
    start_claim(cert, options, problems)
    if problems:
        raise Reject("claim-too-weak", *[p + " [adv.claim]" for p in problems])


def verify_adversary(cert, data, options):
    """[adv.rules] in their order: (grammar and limits, done), state-count, state-order, the walk
    (missing-state, adversary-fails), unreachable-state, claim-too-weak."""
    check_state_count(cert)
    check_state_order(cert)
    reached = (walk_adversary_slide(cert) if cert.moves in SLIDES
               else walk_adversary(cert, options))
    check_unreachable_state(cert, reached)
    check_adversary_claim(cert, options)
    identity = "sha256:" + hashlib.sha256(data).hexdigest()       # [cert.identity]
    bound = "rows" if cert.game == "capped" else "height"
    # ASSUMPTION (B8): with --json, the keys of the verdict line in its order, `within` a
    # number or the string "forever", `states` the number of state lines.
    verdict = {"sha256": identity, "claim": "adversary-prevents-a-line", "game": cert.game,
               "width": cert.width, bound: cert.bound, "moves": cert.moves,
               "within": "forever" if cert.within is None else cert.within,
               "adversary": cert.adversary, "states": cert.count}
    return composite_verdict(verdict, cert, cert.part_lines.values())


# ============================================================================================
# Survival games (spec/survival.md): `claim player-survives` and `claim adversary-ends-the-game`
# ============================================================================================
SURVIVAL_HEIGHTS = (1, 20)          # [surv.game] 1 <= H <= 20
MAX_SEQUENCE = 64                   # [surv.player] sequence = 1*64piece-letter
BOARD_ROWS = 24                     # [surv.limits] the boards of the walk have at most 24 rows

# [surv.adversary], [rules.placement]: the placements of each piece that fit between the walls
# of a well of width W, in canonical placement order (orientation index, then column).
def placements_between_walls(piece, width):
    return [(o, column) for o in ORIENTATION_LIST if o.piece == piece
            for column in range(width - o.width + 1)]


class SurvivalCertificate:
    """A survival certificate ([surv.player] or [surv.adversary]): the header, and per node line
    its moves (player: (orientation, column, next)) or its letter and fields (adversary: the
    letter, then one next id or None for `x` per placement between the walls)."""

    def __init__(self, side):
        self.kind = "survival-" + side    # "survival-player" or "survival-adversary"
        self.side = side
        self.width = None         # W
        self.height = None        # H
        self.floor = None         # f(c) per column
        self.floor_text = None    # the floor line's digits, as in the verdict line
        self.pieces = None        # P, a string in canonical order (None with a sequence)
        self.sequence = None      # S (None with a piece set)
        self.preview = None       # 0 or 1
        self.within = None        # D (adversary)
        self.nodes_header = None  # N (header)
        self.nodes = []           # player: tuples of moves; adversary: (letter, fields);
                                  # compact form: a bytearray, the line's (last) letter
        self.compact = False      # (survival adversary) the compact form of the node lines
        self.first_piece = None   # (compact, preview 1) node 0's first letter: the root's piece
        self.offsets = None       # (compact) node i's next ids are targets[offsets[i]:
        self.targets = None       # offsets[i + 1]], derived by the walk, x left out

    def roots(self):
        """[surv.player] Meaning: the roots are nodes 0 .. r - 1: |P| of them with preview,
        one otherwise; [surv.adversary]: node 0 alone."""
        return len(self.pieces) if self.side == "player" and self.preview == 1 else 1

    def next_ids(self, node):
        """The next node ids of a node line, in slot (field) order (None: `x`)."""
        if self.side == "player":
            return [nxt for _, _, nxt in self.nodes[node]]
        return list(self.nodes[node][1])

    def slot_name(self, node, slot):
        if self.side == "adversary":
            return f"field {slot + 2}"
        if self.sequence is not None:
            return "the move"
        return f"move {slot + 1} (piece {self.pieces[slot]})"


def parse_survival_certificate(p, side):
    """[surv.player], [surv.adversary]: the grammar, read line by line from the top in the
    reading order of [cert.grammar] (the header `nodes` value and the node lines within the
    limits of [cert.limits], [surv.limits])."""
    cert = SurvivalCertificate(side)
    p.literal("game")                   # game = %s"game survival" LF
    p.space()
    p.literal("survival")
    p.end_of_line()
    cert.width = parse_header_number(p, "width", *WIDTHS)
    cert.height = parse_header_number(p, "height", *SURVIVAL_HEIGHTS)
    parse_floor(p, cert)
    parse_pieces(p, cert)
    p.literal("preview")                # preview = "preview" SP ("0" / "1") LF
    p.space()
    b = p.peek()
    if b == ord("1") and cert.sequence is not None:
        p.fail("'0' (preview 1 only with a piece set)")      # "1" only with a piece set
    if b not in (ord("0"), ord("1")):
        p.fail("'0' or '1'")
    cert.preview = b - ord("0")
    p.pos += 1
    p.end_of_line()
    if side == "adversary":
        cert.within = parse_header_number(p, "within")     # within = "within" SP number LF
    parse_survival_nodes(p, cert, side)
    return cert


def parse_survival_nodes(p, cert, side, win=False):
    """nodes 1*node end ([surv.player], [surv.adversary], [lines.grammar] with `win`)."""
    cert.nodes_header = parse_header_number(p, "nodes")
    check_header_nodes_limit(p, cert.nodes_header)
    if side != "player" and getattr(cert, "moves", "drop") in SLIDES:
        # [lines.slide.grammar] Limit: nodes times the most fields of a line, m, at most 4 times
        # the positions limit, checked when the nodes line is read
        letters = cert.sequence if cert.sequence is not None else cert.pieces
        m = (cert.height + 2) // 2 * max(len(placements_between_walls(x, cert.width))
                                          for x in letters)
        if cert.nodes_header * m > 4 * MAX_POSITIONS:
            raise Reject("limit", f"header nodes {cert.nodes_header} times {m} slide fields > "
                                  f"{4 * MAX_POSITIONS} [lines.slide.grammar]")
    # 1*node end: after the `nodes` line a line that begins with `e` is the end line, any other
    # line a node line; the first line is always node line 0 ([cert.grammar] Reading order).
    if cert.kind == "survival-adversary" and p.peek() in COMPACT_LETTERS:
        parse_compact_nodes(p, cert)
        return
    placements = {letter: placements_between_walls(letter, cert.width) for letter in PIECE_ORDER}
    moves = len(cert.pieces) if cert.sequence is None else 1
    index = 0
    while True:
        b = p.peek()
        if b == ord("e") and index > 0:
            p.literal("end")
            p.end_of_line()
            break
        if b != ord("e"):
            check_node_line_limit(p, index)     # (a line beginning with `e` never is `limit`)
        slide = getattr(cert, "moves", "drop") in SLIDES
        if side == "player":
            cert.nodes.append(parse_survival_player_line(p, index, moves, win,
                                                         cert.slide_rows if slide else None))
        elif slide:
            cert.nodes.append(parse_lines_slide_adversary_line(p, index, placements, cert))
        else:
            cert.nodes.append(parse_survival_adversary_line(p, index, placements))
        index += 1
    if not p.at_end_of_file():          # "Nothing may follow the `end` line."
        p.fail("end of file after the 'end' line")


def parse_floor(p, cert):
    """floor = "floor" SP 2*16height-digit LF: exactly W digits f(c), each < H ([surv.player]
    grammar, its comments being part of it)."""
    p.literal("floor")
    p.space()
    floor = []
    start = p.pos
    for c in range(cert.width):
        b = p.peek()
        value = HEIGHT_VALUE.get(b)
        if value is None:
            p.fail(f"the floor of column {c} (0-9, a-z; exactly W={cert.width} digits)")
        if value >= cert.height:
            raise p.syntax_error(p.column(), f"a floor below H={cert.height}",
                                 f"{chr(b)!r} (= {value})")
        floor.append(value)
        p.pos += 1
    cert.floor_text = bytes(p.data[start:p.pos]).decode("ascii")
    p.end_of_line(f"LF after the W={cert.width} floor digits")
    cert.floor = tuple(floor)


def parse_pieces(p, cert):
    """pieces = ("adversary" SP piece-set / "sequence" SP 1*64piece-letter) LF."""
    if p.peek() != ord("s"):
        cert.pieces = parse_piece_set(p)    # (its errors name 'adversary' when neither)
        return
    p.literal("sequence")
    p.space()
    letters = []
    while True:
        b = p.peek()
        if b is None or chr(b) not in PIECE_ORDER:
            if not letters:
                p.fail("a piece letter (I O T S Z J L)")
            break
        if len(letters) == MAX_SEQUENCE:
            p.fail(f"LF (a sequence has at most {MAX_SEQUENCE} letters)")
        letters.append(chr(b))
        p.pos += 1
    p.end_of_line("LF after the sequence (letters of I O T S Z J L)")
    cert.sequence = "".join(letters)


def parse_survival_player_line(p, index, count, win=False, slide_rows=None):
    """node = number 1*(SP move) LF, move = orientation "@" number ">" number: the id is the
    line's position among node lines; k = |P| moves with a piece set, 1 with a sequence; any
    of the 19 orientations (a move of another piece is rule wrong-piece, in the walk).
    [lines.grammar] With `win` (the lines game) a move's next may also be `win` (None).
    [lines.slide.grammar] With `slide_rows` (a list) every move has `:row`, appended there."""
    parse_node_id(p, index)
    moves, rows = [], []
    for slot in range(count):
        p.space(f"SP and move {slot + 1} ({count} moves a line)")
        orient = ORIENTATION_BY_NAME.get(bytes(p.data[p.pos:p.pos + 2]).decode("latin-1"))
        if orient is None:
            p.fail("an orientation (I0 I1 O0 T0 .. L3)")
        p.pos += 2
        p.literal("@")
        column, _ = p.number("a column number")
        if slide_rows is not None:
            p.literal(":")
            rows.append(p.number("a row")[0])
        p.literal(">")
        if win and p.peek() == ord("w"):
            p.literal("win")
            nxt = None
        else:
            nxt, _ = p.number("a next node id or 'win'" if win else "a next node id")
        moves.append((orient, column, nxt))
    p.end_of_line(f"LF ({count} move{'s' if count > 1 else ''} a line)")
    if slide_rows is not None:
        slide_rows.append(tuple(rows))
    return tuple(moves)


def parse_adversary_line_start(p, index):
    """The start of an adversary node line, `number SP piece-letter`: the id must be the line's
    position among node lines; returns the letter."""
    parse_node_id(p, index)
    p.space()
    b = p.peek()
    if b is None or chr(b) not in PIECE_ORDER:
        p.fail("a piece letter (I O T S Z J L)")
    p.pos += 1
    return chr(b)


def parse_survival_adversary_line(p, index, placements):
    """anode = number SP piece-letter 1*(SP (number / "x")) LF: the id is the line's position
    among node lines; one field per placement of the letter's piece that fits between the walls
    (m of them): a line with another number of fields than m + 2 is a grammar error."""
    letter = parse_adversary_line_start(p, index)
    m = len(placements[letter])
    fields = []
    for k in range(m):
        p.space(f"SP and field {k + 3} (one per placement of {letter} between the walls, "
                f"{m} in all)")
        if p.peek() == ord("x"):
            p.pos += 1
            fields.append(None)
        else:
            nxt, _ = p.number("a next node id or 'x'")
            fields.append(nxt)
    p.end_of_line(f"LF ({m} placements of {letter} between the walls: {m + 2} fields)")
    return letter, tuple(fields)


def parse_lines_slide_adversary_line(p, index, placements, cert):
    """[lines.slide.grammar] anode = number SP piece-letter 1*(SP slide-field) LF, slide-field =
    orientation "@" number ":" number ">" (number / "x"): the orientation one of the letter's
    piece, at most floor((H + 2) / 2) fields per placement (o, c) between the walls."""
    letter = parse_adversary_line_start(p, index)
    most = (cert.height + 2) // 2 * len(placements[letter])
    fields, named = [], []
    while not fields or p.peek() == ord(" "):
        if len(fields) == most:
            p.fail(f"LF (at most {most} slide fields of {letter})")
        p.space("SP and a slide field")
        orient = ORIENTATION_BY_NAME.get(bytes(p.data[p.pos:p.pos + 2]).decode("latin-1"))
        if orient is None or orient.piece != letter:
            p.fail(f"an orientation of {letter}")
        p.pos += 2
        p.literal("@")
        column, _ = p.number("a column number")
        p.literal(":")
        row, _ = p.number("a row")
        p.literal(">")
        if p.peek() == ord("x"):
            p.pos += 1
            fields.append(None)
        else:
            fields.append(p.number("a next node id or 'x'")[0])
        named.append((orient, column, row))
    p.end_of_line("LF or SP and a slide field")
    cert.slide_rows.append(tuple(named))
    return letter, tuple(fields)


# ---- [surv.player] Canonical form: dangling-child, canonical-numbering, unreachable-node ------
def check_survival_dangling_child(cert):
    """[cert.canonical] 2 as [surv.player] Canonical form says: every next id, on every node
    line (reachable or not), is < N; checked on all lines before the numbering.

    ASSUMPTION (C2): the roots are ids too ("referenced from the start"): with preview, a
    certificate with fewer node lines than |P| has roots >= N, rule dangling-child naming no
    node (no node line makes the reference)."""
    n = len(cert.nodes)
    for node in range(n):
        for slot, nxt in enumerate(cert.next_ids(node)):
            if nxt is not None and nxt >= n:
                raise Reject("dangling-child", f"{cert.slot_name(node, slot)}: next {nxt} is not "
                                               f"< N={n} [cert.canonical]", node=node)
    if cert.roots() > n:
        raise Reject("dangling-child", f"the {cert.roots()} roots (preview 1, P = "
                                       f"{cert.pieces}) are nodes 0..{cert.roots() - 1}, not "
                                       f"< N={n} [surv.player]")


def check_survival_numbering(cert):
    """[cert.canonical] 2, [surv.player] Canonical form: the ids < r (the roots) are referenced
    from the start; visiting nodes in increasing id order, and within a node its moves (fields)
    in order, each id not referenced before must be the smallest id not yet used
    (canonical-numbering); the visit stops at the first node id not referenced by an earlier
    node (unreachable-node)."""
    next_unused = cert.roots()
    node = 0
    n = len(cert.nodes)
    while node < n and node < next_unused:
        for slot, nxt in enumerate(cert.next_ids(node)):
            if nxt is None or nxt < next_unused:
                continue
            if nxt != next_unused:
                raise Reject("canonical-numbering",
                             f"{cert.slot_name(node, slot)}: first reference to node {nxt}, "
                             f"expected {next_unused} (the smallest id not yet used) "
                             f"[cert.canonical]", node=node)
            next_unused += 1
        node += 1
    if next_unused < n:
        raise Reject("unreachable-node", f"node {next_unused} is not referenced by any earlier "
                                         f"node [cert.canonical]", node=next_unused)


# ---- [surv.game] The game -------------------------------------------------------------------
class SurvivalGame:
    """survival(W, H, P, preview, floor) on concrete boards: a board is a tuple of W column
    masks (bit y of column c: the cell (c, y) is filled); the cells below the floor f(c) are
    solid and never filled."""

    def __init__(self, width, height, floor):
        self.width, self.height, self.floor = width, height, floor
        self.solid = tuple((1 << f) - 1 for f in floor)     # rows y < f(c) of column c
        self.lowest_well_row = min(floor)   # a row has a well cell when y >= min f(c)
        self.empty = (0,) * width

    def drop(self, board, orient, column, row=None):
        """A turn ([surv.game]) for a placement that fits between the walls: the hard drop onto
        the stack and the floor, then the rows full after the drop clear at once (and no
        others). Returns (the board after the clears, whether a filled cell is in a row >= H:
        the player has topped out). [lines.slide] With a `row`, the piece is put there."""
        cols = list(board)
        floor = self.floor
        # the height of a column: 1 + its highest filled cell, or f(c) when it has none
        y0 = 0
        for x, y in orient.cells:
            c = column + x
            h = cols[c].bit_length() or floor[c]
            if h - y > y0:
                y0 = h - y
        if row is not None:
            y0 = row
        for x, y in orient.cells:
            cols[column + x] |= 1 << (y0 + y)
        # a row is full when it has at least one well cell (y >= min f) and all its well cells
        # are filled (any row, above H too)
        full = ~((1 << self.lowest_well_row) - 1)
        for c in range(self.width):
            full &= cols[c] | self.solid[c]
        if full:
            for c in range(self.width):
                # the cells of the full rows y >= f(c) are removed and the cells above move
                # down one row for each; a full row below the floor f(c) does not move column c
                rows = full & ~self.solid[c]
                v = cols[c]
                while rows:
                    y = rows.bit_length() - 1
                    v = (v & ((1 << y) - 1)) | (v >> (y + 1) << y)
                    rows ^= 1 << y
                cols[c] = v
        height = self.height
        topped = any(v >> height for v in cols)
        return tuple(cols), topped

    def draw(self, board, piece_cells=()):
        """[cert.claim] detail: top row first, '#' filled, '.' empty, '=' below the floor, the
        piece's cells as '@'."""
        piece = set(piece_cells)
        top = max([v.bit_length() for v in board] + [r + 1 for _, r in piece]
                  + [self.height, 1])
        return ["".join("@" if (c, r) in piece else "#" if (board[c] >> r) & 1
                        else "=" if r < self.floor[c] else "." for c in range(self.width))
                for r in range(top - 1, -1, -1)]

    def cells_of(self, board, orient, column):
        """The cells the piece fills when dropped on the board (for a message's picture)."""
        y0 = max(max(0, (board[column + x].bit_length() or self.floor[column + x]) - y)
                 for x, y in orient.cells)
        return [(column + x, y0 + y) for x, y in orient.cells]


def describe_position(cert, position):
    board, extra = position[:2]
    if extra is None:
        return "the board"
    if cert.sequence is not None:
        return f"the board, index {extra} (next piece {cert.sequence[extra]})"
    return f"the board, piece to place {extra}"


def check_survival_position_limit(count):
    """[surv.limits], [cert.limits]: positions are the nodes, numbered when the walk gives them
    their position (the roots first, then each node when a move first reaches it, after that
    move's own rules); the walk stops with `limit` when a number would be MAX_POSITIONS + 1.

    ASSUMPTION (C3): as [cert.limits] counts the positions of the walk (spec/survival.md only
    says that positions are the nodes)."""
    if count > MAX_POSITIONS:
        raise Reject("limit", f"more than {MAX_POSITIONS} positions (nodes given a position by "
                              f"the walk) [surv.limits]")


class SurvivalWalk:
    """The walk of [surv.player] and [surv.adversary]: each node's position, given when the
    walk first reaches it; the path that first reached it (for messages)."""

    def __init__(self, cert):
        self.cert = cert
        self.game = SurvivalGame(cert.width, cert.height, cert.floor)
        n = len(cert.nodes)
        self.positions = [None] * n      # node -> (board, extra): extra the piece to place
        self.parent = [None] * n         # (preview), the index (sequence) or None
        self.numbered = 0

    def give(self, node, position, parent):
        self.numbered += 1
        check_survival_position_limit(self.numbered)
        self.positions[node] = position
        self.parent[node] = parent

    def pieces_to(self, node):
        """The pieces placed from a root to the node (its first visit)."""
        seq = []
        while self.parent[node] is not None:
            node, piece = self.parent[node]
            seq.append(piece)
        return "".join(reversed(seq)) or "(none)"

    def fail(self, rule, node, why, orient=None, column=None, board=None):
        """A failure at a node: the message, the pieces placed from a root to it and its
        board, the piece's cells as '@' (when a placement is at fault and fits the walls)."""
        details = [why, f"pieces placed from the root: {self.pieces_to(node)}"]
        if board is not None:
            cells = []
            if orient is not None and column + orient.width <= self.cert.width:
                cells = self.game.cells_of(board, orient, column)
            details.append("board before the drop" + (", the piece as @:" if cells else ":"))
            details += ["  " + row for row in self.game.draw(board, cells)]
        raise Reject(rule, *details, node=node)


def walk_survival_player(cert):
    """[surv.player] The walk: the nodes in increasing id order, in each the moves in slot
    order: wrong-piece, illegal-placement, tops-out, then the next node's position (given on
    the first visit, position-mismatch on a later one). Returns the positions of the nodes."""
    walk = SurvivalWalk(cert)
    game = walk.game
    positions = walk.positions
    empty = game.empty
    # The roots: without preview node 0 is the empty board; with preview nodes 0 .. |P| - 1 the
    # empty board with the j-th piece of P to place; with a sequence node 0 with index 0.
    if cert.sequence is not None:
        walk.give(0, (empty, 0), None)
    elif cert.preview == 1:
        for j, piece in enumerate(cert.pieces):
            walk.give(j, (empty, piece), None)
    else:
        walk.give(0, (empty, None), None)
    w = cert.width
    for node, moves in enumerate(cert.nodes):
        board, extra = positions[node]
        for slot, (orient, column, nxt) in enumerate(moves):
            # which piece the move places: the slot's piece of P (no preview), the node's piece
            # to place (preview), S[i] (sequence); and the next node's piece or index
            if cert.sequence is not None:
                piece, following = cert.sequence[extra], (extra + 1) % len(cert.sequence)
            elif cert.preview == 1:
                piece, following = extra, cert.pieces[slot]
            else:
                piece, following = cert.pieces[slot], None
            name = f"{orient.name}@{column}"
            if orient.piece != piece:                                   # 1. wrong-piece
                walk.fail("wrong-piece", node, f"{cert.slot_name(node, slot)} places {piece}, "
                          f"but {name} is an orientation of {orient.piece} [surv.player]",
                          board=board)
            if column + orient.width > w:                               # 2. illegal-placement
                walk.fail("illegal-placement", node, f"{cert.slot_name(node, slot)}: {name}: "
                          f"columns {column}..{column + orient.width - 1} are not inside "
                          f"0..{w - 1} [rules.placement]", board=board)
            new_board, topped = game.drop(board, orient, column)
            if topped:                                                  # 3. tops-out
                walk.fail("tops-out", node, f"{cert.slot_name(node, slot)}: {name}: after the "
                          f"drop and the clears a filled cell is in a row >= H={cert.height} "
                          f"[surv.game]", orient, column, board)
            position = (new_board, following)                           # 4. the next node
            if positions[nxt] is None:
                walk.give(nxt, position, (node, piece))
            elif positions[nxt] != position:
                walk.fail("position-mismatch", node, f"{cert.slot_name(node, slot)}: {name} "
                          f"leads to node {nxt}, whose position ({describe_position(cert, positions[nxt])}) "
                          f"differs from the one this move leads to [surv.player]",
                          orient, column, board)
    return positions


def check_repeated_position(cert, positions):
    """[surv.player], [surv.adversary]: no two nodes have the same position; checked after the
    walk, naming the later node.

    (C4, closed in spec/survival.md: when several pairs share a position, the node named is the
    first node, in id order, whose position an earlier node has.)"""
    first = {}
    for node, position in enumerate(positions):
        other = first.setdefault(position, node)
        if other != node:
            raise Reject("repeated-position", f"node {node} has the same position as node "
                                              f"{other} ({describe_position(cert, position)}) "
                                              f"[surv.player]", node=node)


def walk_survival_adversary(cert):
    """[surv.adversary] Positions: node 0 is the empty board (with preview and its letter to
    place; with a sequence index 0); the nodes in id order, and in each node (after its letter:
    wrong-piece) its fields in order: top-out-mismatch, next-piece-mismatch (preview),
    position-mismatch. Returns the positions of the nodes."""
    walk = SurvivalWalk(cert)
    game = walk.game
    positions = walk.positions
    nodes = cert.nodes
    seq = cert.sequence
    if seq is not None:
        root = (game.empty, 0)
    elif cert.preview == 1:
        root = (game.empty, nodes[0][0])
    else:
        root = (game.empty, None)
    walk.give(0, root, None)
    placements = {letter: placements_between_walls(letter, cert.width) for letter in PIECE_ORDER}
    for node, (letter, fields) in enumerate(nodes):
        board, extra = positions[node]
        # wrong-piece: the letter is the adversary's choice: a piece of P (with or without
        # preview), S[i] with a sequence. (C8: the grammar's piece-letter is any of the seven,
        # so a letter not in P is this rule, in the walk, not a grammar error.)
        if seq is not None and letter != seq[extra]:
            walk.fail("wrong-piece", node, f"the node's letter is {letter}, but piece {extra} "
                      f"of the sequence is {seq[extra]} [surv.adversary]", board=board)
        if seq is None and letter not in cert.pieces:
            walk.fail("wrong-piece", node, f"the node's letter {letter} is not in P = "
                      f"{cert.pieces} [surv.adversary]", board=board)
        committed = None                # (preview) the letter of the node's first next node
        for k, nxt in enumerate(fields):
            orient, column = placements[letter][k]
            name = f"{orient.name}@{column}"
            new_board, topped = game.drop(board, orient, column)
            if (nxt is None) != topped:                                 # 1. top-out-mismatch
                why = ("tops out, but the field is not x" if topped
                       else "does not top out, but the field is x")
                walk.fail("top-out-mismatch", node, f"field {k + 3} (placement {k + 1} of "
                          f"{letter}, {name}) {why} [surv.adversary]", orient, column, board)
            if nxt is None:
                continue
            if cert.preview == 1:                                       # 2. next-piece-mismatch
                if committed is None:
                    committed = nodes[nxt][0]
                elif nodes[nxt][0] != committed:
                    walk.fail("next-piece-mismatch", node, f"field {k + 3} ({name}) leads to "
                              f"node {nxt}, whose letter is {nodes[nxt][0]}, but an earlier "
                              f"next node of this node has {committed} [surv.adversary]",
                              orient, column, board)
                following = nodes[nxt][0]
            elif seq is not None:
                following = (extra + 1) % len(seq)
            else:
                following = None
            position = (new_board, following)                           # 3. position-mismatch
            if positions[nxt] is None:
                walk.give(nxt, position, (node, letter))
            elif positions[nxt] != position:
                walk.fail("position-mismatch", node, f"field {k + 3} ({name}) leads to node "
                          f"{nxt}, whose position ({describe_position(cert, positions[nxt])}) "
                          f"differs from the one this placement leads to [surv.adversary]",
                          orient, column, board)
    return positions


# ---- [surv.adversary] The compact form: one letter a node, the next nodes derived ---------------
# anode-compact = piece-letter [SP piece-letter] LF: the adversary's choice at the node's
# position (the piece it gives; with preview the piece it commits, node 0's line first naming
# the root's piece to place). The ids are the canonical breadth-first numbering, so the walk
# derives every next node itself; a certificate's first node line decides its form.
COMPACT_LETTERS = frozenset(PIECE_ORDER.encode("ascii"))


def parse_compact_nodes(p, cert):
    """The node lines of the compact form up to `end`: one letter a line (two on node 0's with
    preview 1); a line of the full form (it begins with a digit) is `syntax` at its column 1.
    Lines of one letter take the fast path (millions of them); anything else is read byte by
    byte, which names the column at fault."""
    cert.compact = True
    letters = bytearray()
    data, size = p.data, p.size
    two = cert.preview == 1
    index = 0
    while True:
        pos = p.pos
        b = data[pos] if pos < size else None
        if b == 0x65 and index > 0:         # `e`: the end line (never a piece letter)
            p.literal("end")
            p.end_of_line()
            break
        check_node_line_limit(p, index)
        if (b in COMPACT_LETTERS and pos + 1 < size and data[pos + 1] == 0x0A
                and not (two and index == 0)):
            letters.append(b)
            p.pos = pos + 2
            p.line_no += 1
            p.line_start = p.pos
        else:
            letters.append(parse_compact_line(p, two and index == 0, cert))
        index += 1
    if not p.at_end_of_file():
        p.fail("end of file after the 'end' line")
    cert.nodes = letters


def parse_compact_line(p, two, cert):
    """anode-compact, read byte by byte: the letter (with `two`, node 0 under preview 1: the
    root's piece to place, SP, then the letter); returns the line's last letter."""
    what = "a piece letter (I O T S Z J L: the first node line has the compact form)"
    b = p.peek()
    if b not in COMPACT_LETTERS:
        p.fail(what)
    p.pos += 1
    if two:
        cert.first_piece = chr(b)
        p.space("SP and the piece node 0 commits (preview 1: two letters on node 0's line)")
        b = p.peek()
        if b not in COMPACT_LETTERS:
            p.fail(what)
        p.pos += 1
    p.end_of_line("LF (one letter a node line; two on node 0's with preview 1)")
    return b


def compact_fail(rule, node, why, game, board):
    raise Reject(rule, why, "board of the node's position:",
                 *["  " + row for row in game.draw(board)], node=node)


def compact_choice(cert, i, letter, extra, game, board):
    """[surv.adversary] Node i's letters (wrong-piece), at a position whose extra is the index
    in S or the piece to place (its index in PIECE_ORDER): returns the piece to place and the
    next positions' extra (the index after, the piece committed, or 0)."""
    seq, pieces = cert.sequence, cert.pieces
    if seq is not None:
        if letter != seq[extra]:
            compact_fail("wrong-piece", i, f"the node's letter is {letter}, but piece {extra} "
                         f"of the sequence is {seq[extra]} [surv.adversary]", game, board)
        return letter, (extra + 1) % len(seq)
    if cert.preview == 1:
        if i == 0 and cert.first_piece not in pieces:
            compact_fail("wrong-piece", 0, f"node 0's first letter {cert.first_piece} (the "
                         f"piece to place) is not in P = {pieces} [surv.adversary]", game, board)
        if letter not in pieces:
            compact_fail("wrong-piece", i, f"the node commits {letter}, not in P = {pieces} "
                         f"[surv.adversary]", game, board)
        return PIECE_ORDER[extra], PIECE_ORDER.index(letter)
    if letter not in pieces:
        compact_fail("wrong-piece", i, f"the node's letter {letter} is not in P = {pieces} "
                     f"[surv.adversary]", game, board)
    return letter, 0


def walk_survival_compact(cert):
    """[surv.adversary] The walk of the compact form: the node lines in id order, d the number
    of positions given a node (node 0, the root, at the start). At node i: unreachable-node
    (i >= d), wrong-piece (its letters), then each placement of its piece to place between the
    walls in canonical order: one that tops out has no next node; otherwise the next position
    is that of a node already, or node d's (missing-node when d = N); with preview a node
    without next node commits the first piece of P (wrong-piece). Sets cert.offsets and
    cert.targets: each node's next ids in placement order.

    A position is one integer: the board's column masks (each < 2^H once it did not top out)
    side by side, H bits each, times M plus the piece to place (its index in PIECE_ORDER) or
    the index in S; a dict from it to the id keeps the walk at a few words a node."""
    game = SurvivalGame(cert.width, cert.height, cert.floor)
    letters = cert.nodes
    n = len(letters)
    width, height = cert.width, cert.height
    mask = (1 << height) - 1
    pieces = cert.pieces
    preview = cert.preview == 1
    m = len(cert.sequence) if cert.sequence is not None else len(PIECE_ORDER)
    placements = {letter: placements_between_walls(letter, width) for letter in PIECE_ORDER}
    shifts = [height * c for c in range(width)]
    root = PIECE_ORDER.index(cert.first_piece) if preview else 0  # (sequence: index 0)
    keys = [root]                       # id -> position (the empty board packs to 0)
    ids = {root: 0}                     # (d <= N <= the positions limit, checked before)
    offsets = array("q", [0])
    targets = array("i")
    d = 1
    for i in range(n):
        if i >= d:                                                      # 1. unreachable-node
            raise Reject("unreachable-node", f"node line {i}: the walk gave {d} positions a "
                         f"node; no placement of an earlier node leads to a new one, so this "
                         f"line stands for no position [surv.adversary]", node=i)
        packed, extra = divmod(keys[i], m)
        board = tuple((packed >> s) & mask for s in shifts)
        letter = chr(letters[i])
        piece, following = compact_choice(cert, i, letter, extra, game, board)  # 2. wrong-piece
        for orient, column in placements[piece]:                        # 3. the next nodes
            new_board, topped = game.drop(board, orient, column)
            if topped:
                continue
            key = 0
            for c in range(width):
                key |= new_board[c] << shifts[c]
            key = key * m + following
            nxt = ids.get(key)
            if nxt is None:
                if d == n:
                    compact_fail("missing-node", i, f"{orient.name}@{column} leads to a "
                                 f"position no node has, and all N={n} nodes have one "
                                 f"[surv.adversary]", game, board)
                nxt = d
                ids[key] = d
                keys.append(key)
                d += 1
            targets.append(nxt)
        if preview and len(targets) == offsets[-1] and letter != pieces[0]:   # 4. wrong-piece
            compact_fail("wrong-piece", i, f"every placement of {piece} tops out: the node has "
                         f"no next node, so it commits the first piece of P = {pieces}, not "
                         f"{letter} [surv.adversary]", game, board)
        offsets.append(len(targets))
    cert.offsets, cert.targets = offsets, targets


def survival_longest_game(cert):
    """[surv.adversary]: the length of a node is 1 + the largest length of its next nodes (1 when
    every field is x); a next node that is an ancestor of its node (a cycle) is rule
    endless-game. Returns the length of node 0, the longest game.

    ASSUMPTION (C5): the graph is walked depth first from node 0, each node's fields in order
    (every node is reachable from it); the first field met that leads to a node on the current
    path (an ancestor, or the node itself) is the one at fault, and its node is named."""
    nodes = cert.nodes
    n = len(nodes)
    length = array("q", bytes(8 * n))
    state = bytearray(n)                # 0 not met, 1 on the path, 2 done
    stack = [(0, 0)]
    state[0] = 1
    while stack:
        node, k = stack[-1]
        fields = cert.next_ids(node)    # (a lines player's moves: `win` is None, like `x`)
        while k < len(fields):
            nxt = fields[k]
            k += 1
            if nxt is None or state[nxt] == 2:
                continue
            if state[nxt] == 1:
                raise Reject("endless-game", f"{cert.slot_name(node, k - 1)} leads to node "
                                             f"{nxt}, an ancestor of node {node}: a game could "
                                             f"go round this cycle forever [surv.adversary] "
                                             f"[lines.player]", node=node)
            stack[-1] = (node, k)
            state[nxt] = 1
            stack.append((nxt, 0))
            break
        else:
            stack.pop()
            longest = 0
            for nxt in fields:
                if nxt is not None and length[nxt] > longest:
                    longest = length[nxt]
            length[node] = 1 + longest
            state[node] = 2
    return length[0]


def compact_longest_game(cert):
    """survival_longest_game on the next ids the compact walk derived (the same depth-first
    walk from node 0, each node's next nodes in placement order, the same node named by
    endless-game), read from cert.offsets and cert.targets without copying a node's ids."""
    offsets, targets = cert.offsets, cert.targets
    n = len(cert.nodes)
    length = array("q", bytes(8 * n))
    state = bytearray(n)                # 0 not met, 1 on the path, 2 done
    stack = [(0, offsets[0])]
    state[0] = 1
    while stack:
        node, k = stack[-1]
        end = offsets[node + 1]
        while k < end:
            nxt = targets[k]
            k += 1
            if state[nxt] == 2:
                continue
            if state[nxt] == 1:
                raise Reject("endless-game", f"next node {k - offsets[node]} of node {node} (of "
                                             f"its placements that do not top out) is node "
                                             f"{nxt}, an ancestor of node {node}: a game could "
                                             f"go round this cycle forever [surv.adversary]",
                             node=node)
            stack[-1] = (node, k)
            state[nxt] = 1
            stack.append((nxt, offsets[nxt]))
            break
        else:
            stack.pop()
            longest = 0
            for j in range(offsets[node], end):
                if length[targets[j]] > longest:
                    longest = length[targets[j]]
            length[node] = 1 + longest
            state[node] = 2
    return length[0]


def check_within_mismatch(cert, longest):
    """[surv.adversary]: the length of node 0, the longest game, equals D."""
    if cert.within != longest:
        raise Reject("within-mismatch", f"header within {cert.within}, the longest game lasts "
                                        f"{longest} pieces [surv.adversary]")


def check_survival_claim(cert, options):
    """[surv.claim], [surv.order]: --game survival, --width W (equal), --height H (player: the
    certificate's <= H; adversary: >= H), --floor F (equal), --adversary SET (player: SET a
    subset of P; adversary: P a subset of SET), --sequence S (equal), --preview 0|1 (player: a
    preview 0 certificate proves both; adversary: a preview 1 certificate proves both),
    --within D (adversary: the certificate's <= D), --forever (player certificates only).
    Anything else asked is claim-too-weak.

    ASSUMPTION (C6): with a sequence, --preview is read as the rule says (the certificate's
    `preview 0`: a player certificate answers --preview 0 and 1, an adversary one only 0);
    --adversary on a sequence certificate and --sequence on a piece-set one ask another claim;
    --rows, --max-pieces and --moves (either value) are something else asked."""
    problems = []
    player = cert.side == "player"
    if options["game"] is not None and options["game"] != "survival":
        problems.append(f"--game {options['game']}: the certificate is about game survival")
    if options["width"] is not None and options["width"] != cert.width:
        problems.append(f"--width {options['width']}: the certificate has W = {cert.width}")
    if options["height"] is not None:
        if player and not cert.height <= options["height"]:
            problems.append(f"--height {options['height']}: the player's certificate is for "
                            f"H = {cert.height} (it proves H' >= {cert.height})")
        if not player and not cert.height >= options["height"]:
            problems.append(f"--height {options['height']}: the adversary's certificate is for "
                            f"H = {cert.height} (it proves H' <= {cert.height})")
    if options["floor"] is not None and options["floor"] != cert.floor_text:
        problems.append(f"--floor {options['floor']}: the certificate has floor "
                        f"{cert.floor_text}")
    if options["adversary"] is not None:
        asked = "".join(p for p in PIECE_ORDER if p in options["adversary"])
        if cert.sequence is not None:
            problems.append(f"--adversary {asked}: the certificate is about the sequence "
                            f"{cert.sequence}")
        elif player and not options["adversary"] <= set(cert.pieces):
            problems.append(f"--adversary {asked}: not a subset of the certificate's P = "
                            f"{cert.pieces}")
        elif not player and not set(cert.pieces) <= options["adversary"]:
            problems.append(f"--adversary {asked}: the certificate's P = {cert.pieces} is not a "
                            f"subset")
    if options["sequence"] is not None and options["sequence"] != cert.sequence:
        problems.append(f"--sequence {options['sequence']}: the certificate has "
                        + (f"the sequence {cert.sequence}" if cert.sequence is not None
                           else f"the piece set {cert.pieces}"))
    if options["preview"] is not None:
        asked = int(options["preview"])
        if player and cert.preview == 1 and asked == 0:
            problems.append("--preview 0: the player's certificate uses the preview")
        if not player and cert.preview == 0 and asked == 1:
            problems.append("--preview 1: the adversary's certificate does not commit its "
                            "pieces one turn early")
    if options["within"] is not None:
        if player:
            problems.append(f"--within {options['within']}: asks an adversary claim; this "
                            f"certificate proves that the player survives")
        elif not cert.within <= options["within"]:
            problems.append(f"--within {options['within']}: the certificate's longest game is "
                            f"{cert.within} pieces")
    if options["forever"] and not player:
        problems.append("--forever: asks a player claim; this certificate proves that the "
                        "adversary ends the game")
    if options.get("start") not in (None, OWN_START):
        problems.append("--start: a survival certificate has no start [comp.start]")
    if options.get("goal") is not None:
        problems.append(f"--{options['goal'][0]} {options['goal'][1]}: a claim of the lines "
                        f"game [lines.claim]")
    for key, option in (("rows", "--rows"), ("max_pieces", "--max-pieces"),
                        ("moves", "--moves")):
        if options[key] is not None:
            problems.append(f"{option} {options[key]}: not a claim of the survival game")
    if problems:
        raise Reject("claim-too-weak", *[p + " [surv.claim]" for p in problems])


def verify_survival(cert, data, options):
    """[surv.player] / [surv.adversary] "What the checker verifies, in order": (syntax, limit:
    done) node-count; dangling-child; canonical-numbering and unreachable-node; the walk;
    repeated-position; (adversary: endless-game, within-mismatch); claim-too-weak."""
    if cert.compact:
        # [surv.adversary] the compact form: (syntax, limit: the file read) the positions are
        # the nodes, so more node lines than the positions limit is `limit`, before
        # node-count; then the walk (unreachable-node, wrong-piece, missing-node),
        # endless-game, within-mismatch, claim-too-weak
        check_survival_position_limit(len(cert.nodes))
        check_node_count(cert)
        walk_survival_compact(cert)
        check_within_mismatch(cert, compact_longest_game(cert))
        check_survival_claim(cert, options)
        return survival_verdict(cert, data)
    check_node_count(cert)
    check_survival_dangling_child(cert)
    check_survival_numbering(cert)
    if cert.side == "player":
        positions = walk_survival_player(cert)
        check_repeated_position(cert, positions)
    else:
        positions = walk_survival_adversary(cert)
        check_repeated_position(cert, positions)
        check_within_mismatch(cert, survival_longest_game(cert))
    check_survival_claim(cert, options)
    return survival_verdict(cert, data)


def survival_verdict(cert, data):
    identity = "sha256:" + hashlib.sha256(data).hexdigest()       # [cert.identity]
    # [surv.claim] the verdict line's fields in their order; `sequence=S` for `adversary=P`
    # (C11: and `preview=0` stays, as the certificate's preview line; the floor is a word, a
    # JSON string, C10)
    verdict = {"sha256": identity,
               "claim": "player-survives" if cert.side == "player" else "adversary-ends-the-game",
               "game": "survival", "width": cert.width, "height": cert.height,
               "floor": cert.floor_text}
    if cert.sequence is not None:
        verdict["sequence"] = cert.sequence
    else:
        verdict["adversary"] = cert.pieces
    verdict["preview"] = cert.preview
    if cert.side == "adversary":
        verdict["within"] = cert.within
    verdict["nodes"] = len(cert.nodes)
    return verdict


# ============================================================================================
# The lines game (spec/lines.md): `claim player-reaches-the-goal` and
# `claim adversary-stops-the-goal`, in the well of [surv.game] with a goal
# ============================================================================================
class LinesCertificate(SurvivalCertificate):
    """[lines.grammar]: a survival header (preview 0 only), then the goal (kind, k) and the
    bound: the player's max-pieces D, or the adversary's within D (None: forever). The player's
    moves are (orientation, column, next) with next None for `win`."""

    def __init__(self, side):
        super().__init__(side)
        self.kind = "lines-" + side
        self.goal = None          # ("lines" or "at-once", k)
        self.bound = None         # player: D; adversary: D or None (forever)
        self.moves = "drop"       # [lines.slide]: "slide" or "srs" from the moves line
        self.slide_rows = []      # player: node -> the row of each move; adversary: node ->
                                  # the (orientation, column, row) each field names


def parse_lines_certificate(p, side):
    """[lines.grammar], read from the top like [surv.player] / [surv.adversary]."""
    cert = LinesCertificate(side)
    p.literal("game")
    p.space()
    p.literal("lines")
    p.end_of_line()
    cert.width = parse_header_number(p, "width", *WIDTHS)
    cert.height = parse_header_number(p, "height", *SURVIVAL_HEIGHTS)
    parse_floor(p, cert)
    parse_pieces(p, cert)
    p.literal("preview")                # preview = %s"preview 0" LF: only 0
    p.space()
    if p.peek() != ord("0"):
        p.fail("'0' (the lines game has no preview)")
    p.pos += 1
    cert.preview = 0
    p.end_of_line()
    if p.data[p.pos:p.pos + 5] == b"moves":     # [lines.slide.grammar] an optional `moves slide`
        p.literal("moves")              # or, [lines.srs] on 4 columns or more, `moves srs`
        p.space()
        cert.moves = p.one_of(("slide", "srs") if cert.width >= 4 else ("slide",))
        p.end_of_line()
    p.literal("goal")                   # goal = "goal " ("lines" / "at-once") SP number LF
    p.space()
    kind = p.one_of(("lines", "at-once"))
    p.space()
    cert.goal = (kind, parse_header_number_rest(p, "goal k", 1, 255))
    if side == "player":
        cert.bound = parse_header_number(p, "max-pieces")
    else:
        p.literal("within")
        p.space()
        if p.peek() == ord("f"):
            p.literal("forever")
            p.end_of_line()
            cert.bound = None
        else:
            cert.bound = parse_header_number_rest(p, "within", 1, U64_LIMIT - 1)
    parse_survival_nodes(p, cert, side, win=True)
    return cert


def parse_header_number_rest(p, what, low, high):
    """SP was read: a number from low to high, then LF."""
    col = p.column()
    value, _ = p.number(what)
    if not low <= value <= high:
        raise p.syntax_error(col, f"{what} from {low} to {high}", str(value))
    p.end_of_line()
    return value


def rows_cleared(game, board, orient, column, row=None):
    """[surv.game] The number of rows full after the drop (they clear at once): counted here
    on the board with the piece dropped (or [lines.slide] put at `row`), before the clears."""
    cols = list(board)
    y0 = 0
    for x, y in orient.cells:
        c = column + x
        y0 = max(y0, (cols[c].bit_length() or game.floor[c]) - y)
    if row is not None:
        y0 = row
    for x, y in orient.cells:
        cols[column + x] |= 1 << (y0 + y)
    full = ~((1 << game.lowest_well_row) - 1)
    for c in range(game.width):
        full &= cols[c] | game.solid[c]
    return bin(full & ((1 << BOARD_ROWS) - 1)).count("1")


def lines_outcome(cert, game, board, count, orient, column, row=None):
    """[lines.game] A move's outcome in order: ("tops-out", None), ("goal", None) or
    ("continues", (board, new count)); [lines.slide] `row`: the piece slid there."""
    new_board, topped = game.drop(board, orient, column, row)
    if topped:
        return "tops-out", None
    cleared = rows_cleared(game, board, orient, column, row)
    kind, k = cert.goal
    if kind == "at-once":
        return ("goal", None) if cleared >= k else ("continues", (new_board, 0))
    total = count + cleared
    return ("goal", None) if total >= k else ("continues", (new_board, total))


# ---- [lines.slide] Slides in the well with clears ---------------------------------------------
def lines_slide_bits(game, board):
    """The board as the slide search of [rules.moves.slide] reads it (bit r * W + c): the filled
    cells and the solid ones below the floor; every cell at row H or above is empty."""
    bits = 0
    for c in range(game.width):
        column = board[c] | game.solid[c]
        for r in range(game.height):
            if (column >> r) & 1:
                bits |= 1 << (r * game.width + c)
    return bits


def lines_reach(game, bits, orient, moves):
    """[lines.slide] The reachable (column, row) of an orientation from the entries at row H;
    [lines.srs] with srs, from the spawn at row T = H, turns and kicks included."""
    if moves == "srs":
        return {(c, r) for name, c, r in srs_reachable(game.width, game.height, bits, orient.piece)
                if name == orient.name}
    return slide_reachable(game.width, game.height, bits, orient)


def lines_slide_rule(game, board, orient, column, row, moves):
    """[lines.slide] Allowed, tested in order: the walls (illegal-placement), locked (free and
    not free one row lower: not-locked), reachable (unreachable-placement). None when
    allowed."""
    w, top = game.width, game.height
    if column + orient.width > w:
        return "illegal-placement"
    bits = lines_slide_bits(game, board)
    if not (slide_free(w, top, bits, orient, column, row)
            and not slide_free(w, top, bits, orient, column, row - 1)):
        return "not-locked"
    if (column, row) not in lines_reach(game, bits, orient, moves):
        return "unreachable-placement"
    return None


def lines_slides(game, board, letter, moves):
    """[lines.slide] The allowed slide (or srs) placements of a piece, in canonical slide order
    (orientation index, column, row)."""
    w, top = game.width, game.height
    bits = lines_slide_bits(game, board)
    found = []
    for orient in ORIENTATION_LIST:
        if orient.piece != letter:
            continue
        reach = lines_reach(game, bits, orient, moves)
        for column in range(w - orient.width + 1):
            for row in range(top + 1):
                if (column, row) in reach and not slide_free(w, top, bits, orient, column,
                                                             row - 1):
                    found.append((orient, column, row))
    return found


def walk_lines_player(cert):
    """[lines.player] The walk of [surv.player] with positions (board, count, index) and the
    rules wrong-piece, illegal-placement, tops-out, goal-mismatch, position-mismatch."""
    walk = SurvivalWalk(cert)
    game = walk.game
    positions = walk.positions
    seq = cert.sequence
    walk.give(0, (game.empty, 0 if seq is not None else None, 0), None)
    for node, moves in enumerate(cert.nodes):
        board, extra, count = positions[node]
        for slot, (orient, column, nxt) in enumerate(moves):
            if seq is not None:
                piece, following = seq[extra], (extra + 1) % len(seq)
            else:
                piece, following = cert.pieces[slot], None
            name = f"{orient.name}@{column}"
            if orient.piece != piece:
                walk.fail("wrong-piece", node, f"{cert.slot_name(node, slot)} places {piece}, "
                          f"but {name} is an orientation of {orient.piece} [lines.player]",
                          board=board)
            if column + orient.width > cert.width:
                walk.fail("illegal-placement", node, f"{cert.slot_name(node, slot)}: {name} "
                          f"does not fit between the walls [rules.placement]", board=board)
            row = cert.slide_rows[node][slot] if cert.moves in SLIDES else None
            if row is not None:
                name = f"{name}:{row}"
                rule = lines_slide_rule(game, board, orient, column, row, cert.moves)
                if rule is not None:
                    walk.fail(rule, node, f"{cert.slot_name(node, slot)}: {name} is not an "
                              f"allowed slide [lines.slide]", board=board)
            outcome, after = lines_outcome(cert, game, board, count, orient, column, row)
            if outcome == "tops-out":
                walk.fail("tops-out", node, f"{cert.slot_name(node, slot)}: {name} tops out "
                          f"[lines.game]", orient, column, board)
            if (outcome == "goal") != (nxt is None):
                why = "reaches the goal, not marked win" if outcome == "goal" else \
                      "is marked win but does not reach the goal"
                walk.fail("goal-mismatch", node, f"{cert.slot_name(node, slot)}: {name} {why} "
                          f"[lines.player]", orient, column, board)
            if nxt is None:
                continue
            position = (after[0], following, after[1])
            if positions[nxt] is None:
                walk.give(nxt, position, (node, piece))
            elif positions[nxt] != position:
                walk.fail("position-mismatch", node, f"{cert.slot_name(node, slot)}: {name} "
                          f"leads to node {nxt}, whose position differs [lines.player]",
                          orient, column, board)
    return positions


def walk_lines_adversary(cert):
    """[lines.adversary] The walk of [surv.adversary] with positions (board, count, index), the
    depth of each node (its first reach), and per field: top-out-mismatch (x for a placement
    that tops out), goal-reached, top-out-mismatch (x exactly for a last placement),
    position-mismatch."""
    walk = SurvivalWalk(cert)
    game = walk.game
    positions = walk.positions
    seq = cert.sequence
    depth = [0] * len(cert.nodes)
    walk.give(0, (game.empty, 0 if seq is not None else None, 0), None)
    placements = {letter: placements_between_walls(letter, cert.width) for letter in PIECE_ORDER}
    for node, (letter, fields) in enumerate(cert.nodes):
        board, extra, count = positions[node]
        if seq is not None and letter != seq[extra]:
            walk.fail("wrong-piece", node, f"the node's letter is {letter}, but piece {extra} "
                      f"of the sequence is {seq[extra]} [lines.adversary]", board=board)
        if seq is None and letter not in cert.pieces:
            walk.fail("wrong-piece", node, f"the node's letter {letter} is not in P = "
                      f"{cert.pieces} [lines.adversary]", board=board)
        last = cert.bound is not None and depth[node] + 1 == cert.bound
        following = (extra + 1) % len(seq) if seq is not None else None
        slides = lines_slides(game, board, letter, cert.moves) if cert.moves in SLIDES else None
        for k, nxt in enumerate(fields):
            row = None
            if slides is None:
                orient, column = placements[letter][k]
                name = f"field {k + 3} ({orient.name}@{column})"
            else:                       # [lines.slide.grammar] the field names its placement
                orient, column, row = cert.slide_rows[node][k]
                name = f"field {k + 3} ({orient.name}@{column}:{row})"
                rule = lines_slide_rule(game, board, orient, column, row, cert.moves)
                if rule is not None:
                    walk.fail(rule, node, f"{name} is not an allowed slide [lines.slide]",
                              board=board)
                if k >= len(slides) or slides[k] != (orient, column, row):
                    must = "no field" if k >= len(slides) else \
                        f"{slides[k][0].name}@{slides[k][1]}:{slides[k][2]}"
                    walk.fail("unanswered-placement", node, f"{name} stands where {must} "
                              f"must [lines.slide.grammar]", board=board)
            outcome, after = lines_outcome(cert, game, board, count, orient, column, row)
            if outcome == "tops-out":
                if nxt is not None:
                    walk.fail("top-out-mismatch", node, f"{name} tops out, but the field is "
                              f"not x [lines.adversary]", orient, column, board)
                continue
            if outcome == "goal":
                walk.fail("goal-reached", node, f"{name} reaches the goal [lines.adversary]",
                          orient, column, board)
            if last != (nxt is None):
                why = "is a last placement, but the field is not x" if last else \
                      "neither tops out nor is a last placement, but the field is x"
                walk.fail("top-out-mismatch", node, f"{name} {why} [lines.adversary]",
                          orient, column, board)
            if nxt is None:
                continue
            position = (after[0], following, after[1])
            if positions[nxt] is None:
                walk.give(nxt, position, (node, letter))
                depth[nxt] = depth[node] + 1
            elif positions[nxt] != position:
                walk.fail("position-mismatch", node, f"{name} leads to node {nxt}, whose "
                          f"position differs [lines.adversary]", orient, column, board)
        if slides is not None and len(fields) < len(slides):
            o, c, r = slides[len(fields)]
            walk.fail("unanswered-placement", node, f"the line does not list {o.name}@{c}:{r} "
                      f"[lines.slide.grammar]", board=board)
    return positions


def check_lines_claim(cert, options):
    """[lines.claim], [lines.order]: what the options ask, or a weaker claim."""
    problems = []
    player = cert.side == "player"
    if options["game"] is not None and options["game"] != "lines":
        problems.append(f"--game {options['game']}: the certificate is about game lines")
    if options["width"] is not None and options["width"] != cert.width:
        problems.append(f"--width {options['width']}: the certificate has W = {cert.width}")
    if options["height"] is not None:
        if (player and cert.height > options["height"]) or \
                (not player and cert.height < options["height"]):
            problems.append(f"--height {options['height']}: the certificate has H = "
                            f"{cert.height}")
    if options.get("goal") is not None:
        kind, k = options["goal"]
        if kind != cert.goal[0] or (player and cert.goal[1] < k) or \
                (not player and cert.goal[1] > k):
            problems.append(f"--{kind} {k}: the certificate's goal is {cert.goal[0]} "
                            f"{cert.goal[1]}")
    if options["max_pieces"] is not None and (not player or cert.bound > options["max_pieces"]):
        problems.append(f"--max-pieces {options['max_pieces']}: not proved")
    if options["within"] is not None and (player or (
            cert.bound is not None and cert.bound < options["within"])):
        problems.append(f"--within {options['within']}: not proved")
    if options["forever"] and (player or cert.bound is not None):
        problems.append("--forever: not proved")
    if options["floor"] is not None and options["floor"] != cert.floor_text:
        problems.append(f"--floor {options['floor']}: the certificate has {cert.floor_text}")
    if options["adversary"] is not None:
        if cert.sequence is not None:
            problems.append("--adversary: the certificate is about a sequence")
        elif player and not options["adversary"] <= set(cert.pieces):
            problems.append("--adversary: not a subset of the certificate's P")
        elif not player and not set(cert.pieces) <= options["adversary"]:
            problems.append("--adversary: the certificate's P is not a subset")
    if options["sequence"] is not None and options["sequence"] != cert.sequence:
        problems.append(f"--sequence {options['sequence']}: not the certificate's")
    if options["preview"] is not None and not player and options["preview"] == "1":
        problems.append("--preview 1: the adversary's certificate does not commit early")
    if options.get("start") not in (None, OWN_START):
        problems.append("--start: a lines certificate has no start")
    if options["rows"] is not None:
        problems.append(f"--rows {options['rows']}: not a claim of the lines game")
    # [lines.slide.grammar] Claims: drop within slide; srs never. A player's moves must be in
    # the set asked, an adversary's set must hold it (grid-2022 within drop within slide).
    asked = {"drop": "all"}.get(options["moves"], options["moves"])
    own = {"drop": "all"}.get(cert.moves, cert.moves)
    wider = {("all", "all"), ("slide", "slide"), ("slide", "all"), ("all", "grid-2022"),
             ("slide", "grid-2022"), ("srs", "srs")}    # [lines.srs] srs answers only srs
    if asked is not None and ((asked, own) not in wider if player else (own, asked) not in wider):
        problems.append(f"--moves {options['moves']}: the certificate's moves are {cert.moves}")
    if problems:
        raise Reject("claim-too-weak", *[p + " [lines.claim]" for p in problems])


def verify_lines(cert, data, options):
    """[lines.player] / [lines.adversary] "What the checker verifies, in order" (the full form
    only: the compact form is read for survival adversaries alone, [lines.grammar])."""
    check_node_count(cert)
    check_survival_dangling_child(cert)
    check_survival_numbering(cert)
    if cert.side == "player":
        positions = walk_lines_player(cert)
        check_repeated_position(cert, positions)
        longest = survival_longest_game(cert)     # [lines.player]: the same length
        if longest != cert.bound:
            raise Reject("max-pieces-mismatch", f"header max-pieces {cert.bound}, the longest "
                                                f"game lasts {longest} pieces [lines.player]")
    else:
        positions = walk_lines_adversary(cert)
        check_repeated_position(cert, positions)
    check_lines_claim(cert, options)
    verdict = {"sha256": "sha256:" + hashlib.sha256(data).hexdigest(),
               "claim": "player-reaches-the-goal" if cert.side == "player"
               else "adversary-stops-the-goal",
               "game": "lines", "width": cert.width, "height": cert.height,
               "floor": cert.floor_text, cert.goal[0]: cert.goal[1]}
    if cert.sequence is not None:
        verdict["sequence"] = cert.sequence
    else:
        verdict["adversary"] = cert.pieces
    verdict["preview"] = 0
    if cert.side == "player":
        verdict["max_pieces"] = cert.bound
    else:
        verdict["within"] = "forever" if cert.bound is None else cert.bound
    verdict["nodes"] = len(cert.nodes)
    if cert.moves in SLIDES:            # [lines.slide.grammar] Claims: ` moves=slide|srs` last
        verdict["moves"] = cert.moves
    return verdict


# ============================================================================================
# Parts and composite certificates (spec/composite.md)
# ============================================================================================
OWN_START = "own"       # options["start"] of a part: checked with its own start ([comp.match])
PART_DEPTH = 64         # [comp.match] parts nest at most this deep; a deeper part is `limit`


def start_claim(cert, options, problems):
    """[comp.start]: a certificate with a start verifies only when the command line asks that
    start (--start, the same placements in the same order); one without only when no --start
    is asked (claim-too-weak). A part is checked with its own start ([comp.match])."""
    asked = options.get("start")
    if asked == OWN_START:
        return
    have = tuple((orient.name, column) for orient, column in getattr(cert, "start", ()))
    if asked is None and have:
        problems.append(f"the certificate proves its claim from the start "
                        f"{start_text(cert.start)}, not from the empty board: it verifies only "
                        f"with --start {start_text(cert.start)} [comp.start]")
    elif asked is not None and asked != have:
        text = ",".join(f"{name}@{column}" for name, column in asked)
        problems.append(f"--start {text}: the certificate's start is "
                        + (start_text(cert.start) if have else "none (the empty board)")
                        + " [comp.start]")


def adversary_start(cert):
    """[comp.start] on an adversary certificate: the description after the start's placements,
    dropped in order from the empty description by [adv.moves] and [adv.drop] (the certificate's
    game and move set). Rule illegal-start: a piece not in P, a placement that is not allowed,
    or one that completes a goal row. Returns (heights, dead) as tuples.

    ASSUMPTION (D5): checked where the walk starts (after state-order)."""
    heights, dead = (0,) * cert.width, (False,) * cert.bound
    for number, (orient, column) in enumerate(cert.start, 1):
        where = f"start placement {number}, {orient.name}@{column}"
        if orient.piece not in cert.adversary:
            raise Reject("illegal-start", f"{where}: piece {orient.piece} is not in "
                                          f"P={cert.adversary} [comp.start]")
        allowed = {(o.name, c): y0 for o, c, y0 in allowed_placements(cert, heights,
                                                                      orient.piece)}
        if (orient.name, column) not in allowed:
            raise Reject("illegal-start", f"{where}: not an allowed placement of game "
                                          f"{cert.game}, moves {cert.moves}, at "
                                          f"{describe(cert.width, heights, dead)!r} "
                                          f"[comp.start] [adv.moves]")
        heights, dead, completed = drop_description(cert, heights, dead, orient, column,
                                                    allowed[(orient.name, column)])
        if completed:
            raise Reject("illegal-start", f"{where}: it completes goal row {completed[0]} "
                                          f"[comp.start]")
    return heights, dead


class Part:
    """The outcome of one part's own check ([comp.match]), kept for the run: its certificate and
    verdict, or the rule it breaks (missing-part, part-fails) and why."""
    __slots__ = ("ref", "cert", "verdict", "rule", "why", "checking")

    def __init__(self, ref):
        self.ref = ref
        self.cert = self.verdict = self.rule = self.why = None
        self.checking = True


class PartStore:
    """[comp.match]: part sha256:H is the file H.cert of the parts directory (--parts DIR; by
    default the directory of the composite, the current directory for standard input). Each
    part is checked once per run, by every rule of its kind and by spec/composite.md (a part may
    be a composite: its parts come from the same directory), with its own walk, as a certificate
    of the game the top is checked in (--game, --moves and --concrete as asked for the top; no
    other claim option), with its own start."""

    def __init__(self, directory, options):
        self.directory = directory
        self.options = dict(options, width=None, rows=None, max_pieces=None, adversary=None,
                            height=None, within=None, forever=False, floor=None,
                            sequence=None, preview=None, start=OWN_START, part_store=self)
        self.parts = {}
        self.depth = 0          # the checks of parts under way, one inside the other

    def check(self, ref):
        """The Part of reference `ref`, checked on its first use."""
        part = self.parts.get(ref)
        if part is None:
            if self.depth >= PART_DEPTH:
                raise Reject("limit", f"part {ref} is nested {self.depth + 1} deep, more than "
                                      f"{PART_DEPTH} [comp.match]")
            part = self.parts[ref] = Part(ref)
            self.depth += 1
            try:
                self.check_part(part)
            finally:
                self.depth -= 1
            part.checking = False
        elif part.checking:             # (it would need a SHA-256 cycle)
            part.rule, part.why = "part-fails", f"part {ref} names itself [comp.match]"
        return part

    def check_part(self, part):
        """missing-part: the file H.cert exists, can be read, and its SHA-256 is H; part-fails:
        the part verifies (its own failure line in the message).

        ASSUMPTION (D6): a part refused with `limit` (its size, its walk) makes the top's
        outcome `limit` (exit 4), not part-fails: lowering a limit may only turn an outcome into
        `limit` ([cert.cli] "Testing the limits")."""
        ref = part.ref
        path = os.path.join(self.directory, ref[len("sha256:"):] + ".cert")
        shown = path.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        try:
            # [comp.match] A part is read only from a regular file: a FIFO would block the
            # check, a device (a link to /dev/zero) feed it without end.
            if not stat.S_ISREG(os.stat(path).st_mode):
                raise InputError(f"cannot read {shown}: not a regular file")
            data = read_certificate_bytes(path, shown)
        except OSError as e:
            part.rule, part.why = "missing-part", f"part {ref}: cannot read {shown}: {e} [comp.match]"
            return
        except InputError as e:
            part.rule, part.why = "missing-part", f"part {ref}: {e} [comp.match]"
            return
        except Reject as e:
            raise Reject("limit", f"part {ref}: {e.details[0]} [comp.match]")
        digest = "sha256:" + hashlib.sha256(data).hexdigest()
        if digest != ref:
            part.rule, part.why = "missing-part", (f"part {ref}: the bytes of {shown} have "
                                                   f"SHA-256 {digest} [comp.match]")
            return
        try:
            part.cert, part.verdict = check_certificate(shown, data, self.options)
        except Reject as e:
            line = f"s NOT VERIFIED rule={e.rule}" + (f" node={e.node}" if e.node is not None
                                                       else "")
            if e.rule == "limit":
                raise Reject("limit", f"part {ref}: {line}", *e.details)
            part.rule = "part-fails"
            part.why = (f"part {ref} does not verify: {line}"
                        + (f" ({e.details[0]})" if e.details else "") + " [comp.match]")


def part_mismatch_player(top, part, position):
    """[comp.match] part-mismatch for a player top: the part has a start, its start position
    equals q (equal descriptions; with --concrete equal boards), and it has the top's claim
    kind, game, W, R or H and P. Returns the problems."""
    problems = []
    if part.kind != "player":
        return [f"its claim is not player-completes-a-line"]
    bound = "height" if top.game == "well" else "rows"
    for what, mine, its in (("game", top.game, part.game), ("width", top.width, part.width),
                            (bound, top.rows, part.rows),
                            ("adversary", top.adversary, part.adversary)):
        if mine != its:
            problems.append(f"its {what} is {its}, the top's {mine}")
    if not part.start:
        problems.append("it has no start")
    elif not problems and part.start_position != position:
        problems.append(f"its start {start_text(part.start)} reaches another position than "
                        f"the top's move")
    return problems


def walk_part(ctx, node, slot, depth, ref, position):
    """[comp.part] Player: a move whose next is a part reference, checked as a move to a node
    (illegal-placement .. too-many-pieces: done), then the position q after it against the part
    ([comp.match]: missing-part, part-fails, part-mismatch); the part's max-pieces and sequences
    are the len and seq of q: the move plays piece p = depth + 1, and p + max-pieces > D is
    too-many-pieces. Returns (len, seq).

    ASSUMPTION (D7): in that order, the part's rules before too-many-pieces (its max-pieces is
    known once it verifies); q is not a position of the top's walk (it has no node: it is not
    numbered for the position limit). ASSUMPTION (D8): each rule names the node of the move
    (` node=<id>`), as the walk's rules do."""
    part = ctx.parts.check(ref)
    if part.rule is not None:
        ctx.fail(part.rule, node, slot, part.why)
    problems = part_mismatch_player(ctx.cert, part.cert, position)
    if problems:
        ctx.fail("part-mismatch", node, slot,
                 f"part {ref}: " + "; ".join(problems) + " [comp.match]")
    longest, total = part.verdict["max_pieces"], part.verdict["sequences"]
    if depth + 1 + longest > ctx.cert.max_pieces:
        ctx.fail("too-many-pieces", node, slot,
                 f"this is piece {depth + 1} of the game and leads to part {ref}, whose games "
                 f"last {longest} more pieces: {depth + 1 + longest} > max-pieces "
                 f"D={ctx.cert.max_pieces} [comp.part]")
    return longest, total


def check_adversary_part(cert, line, key, depth, options, pieces):
    """[comp.part] Adversary: a description d reached at depth k whose state line has a part
    reference is not expanded; the part must prove, from d, that the adversary prevents every
    completion within the rest of the budget ([comp.match]: missing-part, part-fails,
    part-mismatch: a start whose description is d, the top's claim kind, game, W, R or H, P,
    move set, and `within` at least the top's minus k, `forever` when the top's is).

    ASSUMPTION (D9): the part is checked when d is reached (looked up), as [adv.walk] looks up
    a state line, not when d would have been expanded."""
    ref = cert.part_lines[line]
    where = (f"reached at depth {depth} (pieces {pieces} from the "
             f"{'start' if cert.start else 'empty board'}), state line {line + 1} (line "
             f"{cert.line_number(line)}) {cert.key_text(key)!r}")
    part = options["part_store"].check(ref)
    if part.rule is not None:
        raise Reject(part.rule, part.why, where)
    its = part.cert
    problems = []
    if its.kind != "adversary":
        problems.append("its claim is not adversary-prevents-a-line")
    else:
        for what, mine, theirs in (("game", cert.game, its.game), ("width", cert.width, its.width),
                                   ("rows" if cert.game == "capped" else "height", cert.bound,
                                    its.bound), ("adversary", cert.adversary, its.adversary),
                                   ("moves", cert.moves, its.moves)):
            if mine != theirs:
                problems.append(f"its {what} is {theirs}, the top's {mine}")
        if cert.within is None and its.within is not None:
            problems.append(f"its within is {its.within}, the top's forever")
        elif (cert.within is not None and its.within is not None
              and its.within < cert.within - depth):
            problems.append(f"its within is {its.within}, less than the top's {cert.within} "
                            f"minus the depth {depth}")
        if not its.start:
            problems.append("it has no start")
        elif not problems and its.start_key != key:
            problems.append(f"its start {start_text(its.start)} reaches "
                            f"{its.key_text(its.start_key)!r}")
    if problems:
        raise Reject("part-mismatch", f"part {ref}: " + "; ".join(problems) + " [comp.match]",
                     where)


def composite_verdict(verdict, cert, refs):
    """[comp.start], [comp.verdict]: the verdict line ends with ` start=<placements>` (the
    start's placements joined by commas), then, for a composite, ` parts=N`, the number of
    distinct parts the top names."""
    if cert.start:
        verdict["start"] = start_text(cert.start)
    if refs:
        verdict["parts"] = len(set(refs))
    return verdict


# --------------------------------------------------------------------------------------------
# Main: [cert.rules] in the documented order
# --------------------------------------------------------------------------------------------
def verify(path, data, options):
    return check_certificate(path, data, options)[1]


def check_certificate(path, data, options):
    """Checks a certificate; returns (certificate, verdict). [comp.match]: the parts a
    composite names are checked once per run (one PartStore for the run)."""
    if "part_store" not in options:
        directory = options.get("parts") or "."
        options = dict(options)
        options["part_store"] = PartStore(directory, options)
    cert = parse_certificate(path, data)          # syntax, limit (reading order)
    if cert.kind == "adversary":
        return cert, verify_adversary(cert, data, options)
    if cert.kind.startswith("survival"):
        return cert, verify_survival(cert, data, options)
    if cert.kind.startswith("lines"):
        return cert, verify_lines(cert, data, options)
    check_node_count(cert)                        # node-count
    check_dangling_child(cert)                    # dangling-child
    visited = check_canonical_numbering(cert)     # canonical-numbering
    check_unreachable_node(cert, visited)         # unreachable-node
    check_duplicate_node(cert)                    # duplicate-node
    d, s = walk(cert, options)                    # illegal-placement .. too-many-pieces, limit
    check_max_pieces_mismatch(cert, d)            # max-pieces-mismatch
    check_sequences_mismatch(cert, s)             # sequences-mismatch
    check_claim_too_weak(cert, options)           # claim-too-weak
    identity = "sha256:" + hashlib.sha256(data).hexdigest()       # [cert.identity]
    # [cert.claim], [adv.player]: `width=W rows=R pieces<=D nodes=N sequences=S adversary=P`,
    # `height=H` for `rows=R` and ` game=well` last in the well, ` game=capped` last when the
    # claim is the capped game's (--game capped on a goal-row certificate).
    verdict = {"sha256": identity, "width": cert.width}
    verdict["height" if cert.game == "well" else "rows"] = cert.rows
    verdict.update({"max_pieces": d, "nodes": len(cert.nodes), "sequences": s,
                    "adversary": cert.adversary})
    if cert.game == "well":
        verdict["game"] = "well"
    elif options.get("game") == "capped":
        verdict["game"] = "capped"
    if cert.moves in SLIDES:            # [cert.grammar] "Slides", "Srs": ` moves=...` last
        verdict["moves"] = cert.moves
    return cert, composite_verdict(verdict, cert, cert.part_refs)


def render(outcome, quiet, as_json):
    """[cert.claim], [cert.cli]: (exit code, standard output, standard error) of an outcome: a
    verdict (dict), a Reject, a UsageError or the text of --help/--version (Information). With
    --json: one object, nothing on stderr.

    A verdict is the dict of the verdict line's fields in their order (sha256 first); the line
    is `s VERIFIED <sha256>` and ` key=value` for each other field (`pieces<=D` for max_pieces),
    the JSON object `verified`, then the same fields in the same order ([cert.cli])."""
    if isinstance(outcome, Information):
        # ASSUMPTION (B23): the text of --help or --version is plain text on standard output,
        # with --json too ("nothing else is read or checked (with --json too)").
        return EXIT_VERIFIED, str(outcome) + "\n", ""
    if isinstance(outcome, dict):
        if as_json:
            return EXIT_VERIFIED, to_json({"verified": True, **outcome}), ""
        fields = [outcome["sha256"]]
        for key, value in outcome.items():
            if key == "max_pieces":
                fields.append(f"pieces<={value}")
            elif key != "sha256":
                fields.append(f"{key}={value}")
        return EXIT_VERIFIED, "s VERIFIED " + " ".join(fields) + "\n", ""
    if isinstance(outcome, UsageError):
        if as_json:
            return EXIT_USAGE, to_json({"verified": False, "rule": outcome.rule,
                                        "message": str(outcome), "exit_code": EXIT_USAGE}), ""
        hint = " (`second_checker.py --help` shows the usage)" if outcome.rule == "usage" else ""
        return EXIT_USAGE, "", f"second_checker.py: {outcome}{hint}\n"
    rej, code = outcome, RULE_EXIT[outcome.rule]
    if as_json:
        obj = {"verified": False, "rule": rej.rule}
        if rej.node is not None:
            obj["node"] = rej.node
        obj["message"] = rej.details[0] if rej.details else ""
        if rej.at is not None:
            obj["line"], obj["column"] = rej.at
        obj["exit_code"] = code
        return code, to_json(obj), ""
    # `s NOT VERIFIED rule=<rule>`, ` node=<id>` when one node is at fault, then the `c ` lines
    # (only the first line with --quiet).
    lines = [f"s NOT VERIFIED rule={rej.rule}" + (f" node={rej.node}" if rej.node is not None
                                                   else "")]
    if not quiet:
        lines += ["c " + d for d in rej.details]
    return code, "\n".join(lines) + "\n", ""


def to_json(obj):
    """[cert.cli]: one JSON object on one line, keys in the given order, no spaces."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n"


def write_outcome(code, out, err):
    """[cert.claim]: exit 0 means the verdict line was written. A closed standard output, a full
    disk or a broken pipe turns any outcome into exit 2, with a message on standard error."""
    try:
        if out:
            if sys.stdout is None:      # (descriptor 1 was closed when Python started)
                raise OSError("standard output is closed")
            sys.stdout.write(out)
            sys.stdout.flush()
    except (OSError, ValueError) as e:
        try:                            # (so that Python does not fail again when it exits)
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
        except OSError:
            pass
        code, err = EXIT_USAGE, err + f"second_checker.py: cannot write to standard output: {e}\n"
    if err and sys.stderr is not None:
        try:
            sys.stderr.write(err)
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
    return code


def main(argv):
    as_json = "--json" in argv           # [cert.cli]: "when any argument is exactly --json"
    quiet = False
    try:
        options, quiet, path = parse_command_line(argv)
        test_limits(options["limits"])
        # Messages name the file with U+FFFD for bytes that are not UTF-8 ([cert.cli]).
        shown = path.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        data = read_certificate_bytes(path, shown)
        if options["parts"] is None:    # [comp.match] the directory of the composite; the
            options["parts"] = "." if path == "-" else os.path.dirname(path) or "."   # (stdin: .)
        outcome = verify(shown, data, options)
    except (UsageError, Reject, Information) as e:
        outcome = e
    except MemoryError:
        # ASSUMPTION: this implementation running out of memory below the limits of
        # [cert.limits] is reported as `limit` (exit 4, "a resource limit exceeded").
        outcome = Reject("limit", "out of memory")
    except Exception as e:             # never a traceback, never exit 0
        # ASSUMPTION: an internal error exits 2 with a message on standard error (never 0 or 1).
        outcome = UsageError(f"internal error: {type(e).__name__}: {e}")
    return write_outcome(*render(outcome, quiet, as_json))


if __name__ == "__main__":
    try:
        code = main(sys.argv[1:])
    except KeyboardInterrupt:
        code = EXIT_USAGE
    sys.exit(code)
