#!/usr/bin/env python3
"""second_checker.py -- an independent checker for sureline certificate format v1.

Written from spec/rules.md and spec/certificate.md ONLY (no code of the project was read).
Every function names the section of the spec it implements; the places where the spec still
had to be interpreted are marked "ASSUMPTION" and listed in README.md next to this file.

Usage ([cert.cli]):
    python3 second_checker.py [--width W] [--rows R] [--max-pieces D] [--adversary SET] [--quiet] [--json] FILE

For tests only, SURELINE_TEST_LIMITS=BYTES,NODES,POSITIONS lowers the limits of [cert.limits].

Output ([cert.claim]): on success exactly one line
    s VERIFIED sha256:<hex> width=<W> rows=<R> pieces<=<D> nodes=<N> sequences=<S> adversary=<P>
and exit code 0; on a rejection a first line `s NOT VERIFIED rule=<rule>[ node=<id>]`, then
comment lines starting `c ` (left out with --quiet), and the exit code of [cert.exit]; on a usage
or I/O error nothing on standard output, a message on standard error, exit code 2. With --json,
one JSON object on standard output for every outcome. An outcome that cannot be written exits 2.

Standard library only (Python 3.11).
"""

import hashlib
import json
import mmap
import os
import stat
import sys

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
    "syntax": EXIT_SYNTAX,
    "limit": EXIT_LIMIT,
    "node-count": EXIT_NOT_VERIFIED,
    "dangling-child": EXIT_NOT_VERIFIED,
    "canonical-numbering": EXIT_NOT_VERIFIED,
    "unreachable-node": EXIT_NOT_VERIFIED,
    "duplicate-node": EXIT_NOT_VERIFIED,
    "illegal-placement": EXIT_NOT_VERIFIED,
    "false-win": EXIT_NOT_VERIFIED,
    "unmarked-completion": EXIT_NOT_VERIFIED,
    "completion-outside-goal": EXIT_NOT_VERIFIED,
    "too-many-pieces": EXIT_NOT_VERIFIED,
    "max-pieces-mismatch": EXIT_NOT_VERIFIED,
    "sequences-mismatch": EXIT_NOT_VERIFIED,
    "claim-too-weak": EXIT_NOT_VERIFIED,
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
    __slots__ = ("index", "name", "piece", "cells", "width", "height")

    def __init__(self, index, name, cells):
        self.index = index
        self.name = name
        self.piece = name[0]
        self.cells = cells
        self.width = 1 + max(x for x, _ in cells)
        self.height = 1 + max(y for _, y in cells)


ORIENTATION_LIST = [Orientation(i, n, c) for i, (n, c) in enumerate(ORIENTATIONS)]
ORIENTATION_BY_NAME = {o.name: o for o in ORIENTATION_LIST}
assert [(o.width, o.height) for o in ORIENTATION_LIST] == TABLE_SIZES
assert all(min(x for x, _ in o.cells) == 0 and min(y for _, y in o.cells) == 0
           for o in ORIENTATION_LIST)


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
USAGE = ("usage: second_checker.py [--width W] [--rows R] [--max-pieces D] [--adversary SET] "
         "[--quiet] [--json] FILE")
VERSION = "second_checker.py (sureline certificate format v1)"
VALUE_OPTIONS = {"--width": "width", "--rows": "rows", "--max-pieces": "max_pieces",
                 "--adversary": "adversary"}
FLAGS = ("--help", "--version", "--quiet", "--json")


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


def parse_command_line(argv):
    """[cert.cli]: an argument that begins with `-` and is not `-` is an option, any other is
    FILE; options and FILE in any order; a value is the next argument or follows the first `=`
    (`--width=4`); an option given twice keeps its last value; --help, --version and every other
    usage error exit 2. Returns (options, quiet, path)."""
    options = {"width": None, "rows": None, "max_pieces": None, "adversary": None}
    quiet = False
    files = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if not arg.startswith("-") or arg == "-":
            files.append(arg)
            continue
        # (an argument that is not UTF-8 arrives with surrogate escapes: an unknown option)
        name, eq, inline = arg.partition("=")
        if name in FLAGS and eq:
            raise UsageError(f"option {name} takes no value")
        if arg == "--help":
            raise UsageError(USAGE)
        if arg == "--version":
            raise UsageError(VERSION)
        if arg == "--quiet":
            quiet = True
        elif arg == "--json":
            pass                        # (looked for by main before anything else)
        elif name in VALUE_OPTIONS:
            if not eq:
                if i >= len(argv):
                    raise UsageError(f"option {name} needs a value")
                inline = argv[i]
                i += 1
            key = VALUE_OPTIONS[name]
            if key == "adversary":
                options[key] = parse_cli_set(name, inline)
            else:
                low, high = {"width": WIDTHS, "rows": ROWS, "max_pieces": (0, U64_LIMIT - 1)}[key]
                options[key] = parse_cli_number(name, inline, low, high)
        else:
            # ASSUMPTION: `-` alone is a FILE name like any other (the spec names no stdin).
            raise UsageError(f"unknown option {arg}")
    if not files:
        raise UsageError("missing FILE")
    if len(files) > 1:
        raise UsageError(f"a second FILE: {files[1]}")
    return options, quiet, files[0]


def test_limits():
    """[cert.cli] "Testing the limits": SURELINE_TEST_LIMITS=BYTES,NODES,POSITIONS lowers each
    limit of [cert.limits] to the number given where it is lower."""
    global MAX_FILE_BYTES, MAX_NODES, MAX_POSITIONS
    value = os.environ.get(TEST_LIMITS)
    if value is None:
        return
    parts = value.split(",")
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts):
        raise UsageError(f"{TEST_LIMITS}={value}: expected BYTES,NODES,POSITIONS")
    MAX_FILE_BYTES = min(MAX_FILE_BYTES, int(parts[0]))
    MAX_NODES = min(MAX_NODES, int(parts[1]))
    MAX_POSITIONS = min(MAX_POSITIONS, int(parts[2]))


# --------------------------------------------------------------------------------------------
# Reading the file ([cert.limits] file size, [cert.exit] I/O error)
# --------------------------------------------------------------------------------------------
def read_certificate_bytes(path, shown):
    """[cert.limits]: a file larger than the limit (2^27 bytes) is refused by its size before it
    is read; one whose size is not known (a pipe) when its byte 2^27 + 1 is read. A regular file
    is memory-mapped, so only the bytes the parser looks at are read. `shown` names the file in
    messages."""
    try:
        with open(path, "rb") as f:
            st = os.fstat(f.fileno())
            if stat.S_ISREG(st.st_mode):
                if st.st_size > MAX_FILE_BYTES:
                    raise Reject("limit", f"{shown}: {st.st_size} bytes, more than "
                                          f"{MAX_FILE_BYTES} bytes [cert.limits]")
                if st.st_size == 0:
                    return b""
                return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            data = f.read(MAX_FILE_BYTES + 1)   # a pipe or device: no size to look at first
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
    def __init__(self):
        self.width = None         # W
        self.rows = None          # R
        self.adversary = None     # P, a string in canonical order
        self.max_pieces = None    # D (header)
        self.nodes_header = None  # N (header)
        self.sequences = None     # S (header)
        self.nodes = []           # node i -> tuple of moves (orientation, column, next or None=win)
        self.node_texts = []      # node i -> the bytes of its line after the id (duplicate-node)


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


def parse_node_line(p, index, adversary):
    """node = number 1*(SP move) LF: id = the line's position among node lines, one move per
    piece of P, slot k answering the k-th letter of P ([cert.grammar]).
    Returns (moves, the bytes of the line after the id)."""
    node_id, col = p.number("a node id")
    if node_id != index:
        raise p.syntax_error(col, f"node id {index} (the line's position among node lines)",
                             str(node_id))
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
        p.literal(">")
        b = p.peek()
        if b is not None and 0x30 <= b <= 0x39:
            nxt, _ = p.number("a node id")
        elif b == ord("w"):
            p.literal("win")
            nxt = None
        else:
            p.fail("a next node id or 'win'")
        moves.append((orient, column, nxt))
    text = bytes(p.data[moves_start:p.pos])
    p.end_of_line(f"LF (one move per piece of {adversary}, {len(adversary)} in all)")
    return tuple(moves), text


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
    """[cert.encoding], [cert.grammar], [cert.limits]: reads line by line from the top; the first
    line that breaks the grammar or a limit decides the outcome ("Reading order")."""
    cert = Certificate()
    p = Cursor(path, data)
    # [cert.encoding] "a v1 checker rejects anything whose first line is not exactly
    # `sureline-certificate v1`"
    p.literal("sureline-certificate v1")
    p.end_of_line()
    p.literal("claim player-completes-a-line")
    p.end_of_line()
    cert.width = parse_header_number(p, "width", 2, 16)
    cert.rows = parse_header_number(p, "rows", 1, 20)
    cert.adversary = parse_piece_set(p)
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
        moves, text = parse_node_line(p, index, cert.adversary)
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
            if nxt is not None and nxt >= n:
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
            if nxt is None or nxt < next_unused:
                continue                # win, or a node referenced before
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
# The walk ([cert.semantics] "The walk", [cert.rules] illegal-placement .. too-many-pieces,
# [cert.limits] positions and S)
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


class WalkContext:
    def __init__(self, cert):
        self.cert = cert
        self.width = cert.width
        self.full_row = (1 << cert.width) - 1
        # (node, board bits) -> (len, seq) once walked; None while its games are being walked
        self.results = {}
        self.path = []          # pieces given so far (the sequence from the root)

    def fail(self, rule, node, slot, bits, orient, column, y0, why):
        """A failure found in the walk: the node at fault, the piece sequence from the root and
        the board before the drop, with the piece's cells as '@' when it fits inside the board."""
        piece = self.cert.adversary[slot]
        move = self.cert.node_texts[node].split(b" ")[slot + 1].decode("ascii")
        fits = y0 is not None
        cells = [(column + x, y0 + y) for x, y in orient.cells] if fits else []
        details = [f"piece {piece}, move {move}: {why}",
                   "sequence from the root: " + "".join(self.path) + piece,
                   "board before the drop" + (", the piece as @:" if fits else ":")]
        details += ["  " + row for row in draw_board(self.width, bits, cells)]
        raise Reject(rule, *details, node=node)


def check_illegal_placement(ctx, node, slot, bits, heights, orient, column):
    """[rules.legal]: 0 <= column, column + width <= W, y0 + height <= 20. Returns y0."""
    if column + orient.width > ctx.width:
        ctx.fail("illegal-placement", node, slot, bits, orient, column, None,
                 f"columns {column}..{column + orient.width - 1} are not inside "
                 f"0..{ctx.width - 1}")
    y0 = drop_offset(heights, orient, column)
    if y0 + orient.height > BOARD_HEIGHT:
        ctx.fail("illegal-placement", node, slot, bits, orient, column, None,
                 f"the piece would rest at rows {y0}..{y0 + orient.height - 1}, above row "
                 f"{BOARD_HEIGHT - 1}")
    return y0


def completed_rows(ctx, new_bits, orient, y0):
    """[rules.completion]: the rows whose W cells are filled after the drop. No row is full
    before it (the walk stops at the first completion), so only the rows the piece touches
    can be complete."""
    w, full = ctx.width, ctx.full_row
    return [r for r in range(y0, y0 + orient.height) if (new_bits >> (r * w)) & full == full]


def check_false_win(ctx, at, is_win, completed):
    """[rules.completion]: a move marked `win` completes a row."""
    if is_win and not completed:
        ctx.fail("false-win", *at, "the move is marked win but completes no row")


def check_unmarked_completion(ctx, at, is_win, completed):
    """[rules.completion]: a move not marked `win` completes no row."""
    if not is_win and completed:
        ctx.fail("unmarked-completion", *at,
                 f"the move completes row {min(completed)} but is not marked win")


def check_completion_outside_goal(ctx, at, is_win, completed):
    """[rules.game], [rules.completion]: the completed row (the lowest completed) is < R."""
    if is_win and min(completed) >= ctx.cert.rows:
        ctx.fail("completion-outside-goal", *at,
                 f"the completed row is {min(completed)} (the lowest of {completed}), not < "
                 f"R={ctx.cert.rows}")


def check_too_many_pieces(ctx, at, depth):
    """[cert.header]: no game from the root lasts more than D pieces. This move is piece
    depth + 1 of every game through it, so checking every move checks every game."""
    if depth + 1 > ctx.cert.max_pieces:
        ctx.fail("too-many-pieces", *at,
                 f"this is piece {depth + 1} of the game, more than max-pieces D="
                 f"{ctx.cert.max_pieces}")


def check_position_limit(ctx):
    """[cert.limits]: positions are numbered when first reached, the root being number 1, each
    after the rules of the move that leads to it; the walk stops when a number would be
    MAX_POSITIONS + 1."""
    if len(ctx.results) >= MAX_POSITIONS:
        raise Reject("limit", f"more than {MAX_POSITIONS} distinct positions (node, board) in "
                              f"the walk [cert.limits]")


def check_sequence_limit(ctx, node, total):
    """[cert.limits], [cert.header]: the recounted S must fit in 64 bits; reported by the walk
    at the position where the sum first overflows.

    ASSUMPTION: the sum of a position is accumulated move by move (so it is checked right after
    each move's games are walked, before the next move); and a `limit` names no node."""
    if total >= U64_LIMIT:
        raise Reject("limit", f"the number of sequences from node {node} (piece sequence from "
                              f"the root: {''.join(ctx.path) or '(none)'}) does not fit in 64 "
                              f"bits [cert.limits]")


def walk_position(ctx, node, bits, heights, depth):
    """[cert.semantics] "The walk": depth first in pre-order. Each move of position
    (node, board) is checked, then the whole game below it is walked, before the next move.
    A position met a second time is not walked again: its (len, seq) are reused.
    Returns (len, seq) of [cert.header] for this position."""
    cert = ctx.cert
    w = ctx.width
    longest, total = 0, 0
    for slot, (orient, column, nxt) in enumerate(cert.nodes[node]):
        y0 = check_illegal_placement(ctx, node, slot, bits, heights, orient, column)
        new_bits, new_heights = bits, list(heights)
        for x, y in orient.cells:
            new_bits |= 1 << ((y0 + y) * w + column + x)
            new_heights[column + x] = max(new_heights[column + x], y0 + y + 1)
        is_win = nxt is None
        completed = completed_rows(ctx, new_bits, orient, y0)
        at = (node, slot, bits, orient, column, y0)
        check_false_win(ctx, at, is_win, completed)
        check_unmarked_completion(ctx, at, is_win, completed)
        check_completion_outside_goal(ctx, at, is_win, completed)
        check_too_many_pieces(ctx, at, depth)
        if is_win:
            child_len, child_seq = 0, 1
        else:
            key = (nxt, new_bits)
            if key not in ctx.results:
                check_position_limit(ctx)
                ctx.results[key] = None             # recorded
                ctx.path.append(cert.adversary[slot])
                ctx.results[key] = walk_position(ctx, nxt, new_bits, new_heights, depth + 1)
                ctx.path.pop()
            child_len, child_seq = ctx.results[key]
        longest = max(longest, 1 + child_len)
        total += child_seq
        check_sequence_limit(ctx, node, total)
    return longest, total


def walk(cert):
    """Walks from the root (node 0, the empty board); returns the recounted (D, S)."""
    ctx = WalkContext(cert)
    check_position_limit(ctx)                       # (only a lowered limit of 0 stops here)
    ctx.results[(0, 0)] = None                      # "The root counts as a position."
    return walk_position(ctx, 0, 0, (0,) * cert.width, 0)


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
    if problems:
        raise Reject("claim-too-weak", *[p + " [cert.claim]" for p in problems])


# --------------------------------------------------------------------------------------------
# Main: [cert.rules] in the documented order
# --------------------------------------------------------------------------------------------
def verify(path, data, options):
    cert = parse_certificate(path, data)          # syntax, limit (reading order)
    check_node_count(cert)                        # node-count
    check_dangling_child(cert)                    # dangling-child
    visited = check_canonical_numbering(cert)     # canonical-numbering
    check_unreachable_node(cert, visited)         # unreachable-node
    check_duplicate_node(cert)                    # duplicate-node
    d, s = walk(cert)                             # illegal-placement .. too-many-pieces, limit
    check_max_pieces_mismatch(cert, d)            # max-pieces-mismatch
    check_sequences_mismatch(cert, s)             # sequences-mismatch
    check_claim_too_weak(cert, options)           # claim-too-weak
    identity = "sha256:" + hashlib.sha256(data).hexdigest()       # [cert.identity]
    return {"sha256": identity, "width": cert.width, "rows": cert.rows,
            "adversary": cert.adversary, "max_pieces": d, "nodes": len(cert.nodes),
            "sequences": s}


def render(outcome, quiet, as_json):
    """[cert.claim], [cert.cli]: (exit code, standard output, standard error) of an outcome: a
    verdict (dict), a Reject or a UsageError. With --json: one object, nothing on stderr."""
    if isinstance(outcome, dict):
        if as_json:
            return EXIT_VERIFIED, to_json({"verified": True, **outcome}), ""
        v = outcome
        return EXIT_VERIFIED, (f"s VERIFIED {v['sha256']} width={v['width']} rows={v['rows']} "
                               f"pieces<={v['max_pieces']} nodes={v['nodes']} "
                               f"sequences={v['sequences']} adversary={v['adversary']}\n"), ""
    if isinstance(outcome, UsageError):
        if as_json:
            return EXIT_USAGE, to_json({"verified": False, "rule": outcome.rule,
                                        "message": str(outcome), "exit_code": EXIT_USAGE}), ""
        return EXIT_USAGE, "", f"second_checker.py: {outcome}\n"
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
        test_limits()
        # Messages name the file with U+FFFD for bytes that are not UTF-8 ([cert.cli]).
        shown = path.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        data = read_certificate_bytes(path, shown)
        outcome = verify(shown, data, options)
    except (UsageError, Reject) as e:
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
