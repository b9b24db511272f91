"use strict";
// The rules of the game (spec/rules.md) and the two certificate kinds (spec/certificate.md,
// spec/adversary-certificate.md) for the page: pieces, the hard drop, sliding pieces and srs
// pieces that also turn ([rules.moves]), the replay of a player certificate, an adversary policy
// looked up in the certificate's bytes. No DOM here: the board and the controls are in board.js
// and app.js. The browser tests hold this file to `sureline play`; when it disagrees with spec/,
// spec/ is right.

const PIECE_ORDER = "IOTSZJL";

// [rules.pieces] The 19 orientations in canonical index order: name and cells (x, y).
const ORIENTATIONS = [
  ["I0", [[0, 0], [1, 0], [2, 0], [3, 0]]],
  ["I1", [[0, 0], [0, 1], [0, 2], [0, 3]]],
  ["O0", [[0, 0], [1, 0], [0, 1], [1, 1]]],
  ["T0", [[0, 0], [1, 0], [2, 0], [1, 1]]],
  ["T1", [[0, 0], [0, 1], [1, 1], [0, 2]]],
  ["T2", [[1, 0], [0, 1], [1, 1], [2, 1]]],
  ["T3", [[1, 0], [0, 1], [1, 1], [1, 2]]],
  ["S0", [[0, 0], [1, 0], [1, 1], [2, 1]]],
  ["S1", [[1, 0], [0, 1], [1, 1], [0, 2]]],
  ["Z0", [[1, 0], [2, 0], [0, 1], [1, 1]]],
  ["Z1", [[0, 0], [0, 1], [1, 1], [1, 2]]],
  ["J0", [[0, 0], [1, 0], [2, 0], [0, 1]]],
  ["J1", [[0, 0], [0, 1], [0, 2], [1, 2]]],
  ["J2", [[2, 0], [0, 1], [1, 1], [2, 1]]],
  ["J3", [[0, 0], [1, 0], [1, 1], [1, 2]]],
  ["L0", [[0, 0], [1, 0], [2, 0], [2, 1]]],
  ["L1", [[0, 0], [1, 0], [0, 1], [0, 2]]],
  ["L2", [[0, 0], [0, 1], [1, 1], [2, 1]]],
  ["L3", [[1, 0], [1, 1], [0, 2], [1, 2]]],
].map(([name, cells], index) => ({
  index,
  name,
  piece: name[0],
  cells,
  width: 1 + Math.max(...cells.map((c) => c[0])),
  height: 1 + Math.max(...cells.map((c) => c[1])),
}));

// [rules.moves.srs] Per piece: its box size n and its rotation states 0 R 2 L, each the
// orientation whose cells it has and that orientation's offset (dx, dy) in the box.
const SRS_STATES = {
  I: [4, [["I0", 0, 2], ["I1", 2, 0], ["I0", 0, 1], ["I1", 1, 0]]],
  O: [2, [["O0", 0, 0], ["O0", 0, 0], ["O0", 0, 0], ["O0", 0, 0]]],
  T: [3, [["T0", 0, 1], ["T1", 1, 0], ["T2", 0, 0], ["T3", 0, 0]]],
  S: [3, [["S0", 0, 1], ["S1", 1, 0], ["S0", 0, 0], ["S1", 0, 0]]],
  Z: [3, [["Z0", 0, 1], ["Z1", 1, 0], ["Z0", 0, 0], ["Z1", 0, 0]]],
  J: [3, [["J0", 0, 1], ["J1", 1, 0], ["J2", 0, 0], ["J3", 0, 0]]],
  L: [3, [["L0", 0, 1], ["L1", 1, 0], ["L2", 0, 0], ["L3", 0, 0]]],
};

// [rules.moves.srs] The kick tests (kx, ky), y up, of the clockwise turns 0 -> R, R -> 2, 2 -> L,
// L -> 0: of I, and of J L S T Z (and O). A counter-clockwise turn (s + 1 -> s) tries the tests
// of the clockwise s -> s + 1 negated, in the same order.
const SRS_KICKS = {
  I: [
    [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
    [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
    [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
    [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  ],
  other: [
    [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
    [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
    [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
    [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  ],
};

// [rules.moves.slide] [rules.moves.srs] The states a piece moves in, each { orientation, dx, dy }:
// with slides its orientations (never turning, so each apart, offset (0, 0)), with srs its four
// rotation states 0 R 2 L.
function moveStates(piece, srs) {
  if (!srs) return orientationsOf(piece).map((orientation) => ({ orientation, dx: 0, dy: 0 }));
  return SRS_STATES[piece][1].map(([name, dx, dy]) => ({ orientation: orientationByName(name), dx, dy }));
}

// [rules.moves.srs] The five tests of the turn from state `from` to `to` (one quarter either
// way): the clockwise table's row, negated for a counter-clockwise turn.
function kickTests(piece, from, to) {
  const table = piece === "I" ? SRS_KICKS.I : SRS_KICKS.other;
  if (to === (from + 1) % 4) return table[from];
  return table[to].map(([x, y]) => [-x, -y]);
}

// [adv.moves] With `moves grid-2022` an orientation's column is at least this offset.
const GRID_2022_OFFSET = [0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 2, 1, 0, 0, 2];

function orientationByName(name) {
  return ORIENTATIONS.find((o) => o.name === name);
}

function orientationsOf(piece) {
  return ORIENTATIONS.filter((o) => o.piece === piece);
}

// `T0@3`, or `T0@3:1` with the row a sliding piece locks at.
function placementName(orientation, column, row) {
  return row === undefined ? `${orientation.name}@${column}` : `${orientation.name}@${column}:${row}`;
}

// [rules.board] A concrete board: `rows` rows of `width` cells, each "" (empty) or the letter
// of the piece that filled it (the rules need only filled/empty; the letter is for drawing).
class Board {
  constructor(width, rows, cells) {
    this.width = width;
    this.rows = rows;
    this.cells = cells || new Array(width * rows).fill("");
  }

  at(column, row) {
    return this.cells[row * this.width + column];
  }

  // [rules.board] 1 + the highest filled row of the column, 0 when it is empty.
  height(column) {
    for (let row = this.rows - 1; row >= 0; row--) {
      if (this.at(column, row) !== "") return row + 1;
    }
    return 0;
  }

  // [rules.drop] [rules.legal] The board after the hard drop and the cells filled, or null when
  // the placement is not legal (outside the board after the drop).
  drop(orientation, column) {
    if (column < 0 || column + orientation.width > this.width) return null;
    const y0 = Math.max(...orientation.cells.map(([x, y]) => Math.max(0, this.height(column + x) - y)));
    if (y0 + orientation.height > this.rows) return null;
    const next = new Board(this.width, this.rows, this.cells.slice());
    const filled = orientation.cells.map(([x, y]) => [column + x, y0 + y]);
    for (const [c, r] of filled) next.cells[r * this.width + c] = orientation.piece;
    return { board: next, filled };
  }

  // [rules.moves.slide] The board with `orientation` put at (column, row), and the cells filled.
  put(orientation, column, row) {
    const next = new Board(this.width, this.rows, this.cells.slice());
    const filled = orientation.cells.map(([x, y]) => [column + x, row + y]);
    for (const [c, r] of filled) next.cells[r * this.width + c] = orientation.piece;
    return { board: next, filled };
  }

  // [rules.moves.slide] [rules.moves.srs] The board after `orientation` moved to (column, row)
  // and locked there, or null when it is not locked there or no move from above (row `top`; with
  // `srs` from the spawn, turns included) reaches it.
  slide(orientation, column, row, top, srs = false) {
    if (column + orientation.width > this.width || row + orientation.height > this.rows) return null;
    if (!this.locked(orientation, column, row, top)) return null;
    if (!((this.slides(orientation, top, srs)[column] >> row) & 1)) return null;
    return this.put(orientation, column, row);
  }

  // [rules.moves.slide] [rules.moves.srs] Free at (column, row): inside the walls, at or above the
  // floor, below row top + 4 (the space above the board), every cell below the top `top` empty.
  free(orientation, column, row, top) {
    return orientation.cells.every(([x, y]) => {
      const [c, r] = [column + x, row + y];
      const empty = r >= top || r >= this.rows || this.at(c, r) === "";
      return c >= 0 && c < this.width && r >= 0 && r < top + 4 && empty;
    });
  }

  // [rules.moves.slide] Free, and on the floor or on a filled cell.
  locked(orientation, column, row, top) {
    return this.free(orientation, column, row, top) && !this.free(orientation, column, row - 1, top);
  }

  // [rules.moves.slide] [rules.moves.srs] The positions of `orientation` reached from above:
  // bit r of reach[c].
  slides(orientation, top, srs = false) {
    // Without turns a piece never leaves its orientation: that orientation's flood alone.
    const states = srs ? moveStates(orientation.piece, true) : [{ orientation, dx: 0, dy: 0 }];
    return this.flood(orientation.piece, states, top, srs).get(orientation.name);
  }

  // [rules.moves.slide] [rules.moves.srs] The positions a piece reaches, by orientation name: bit r
  // of reach[c].
  reach(piece, top, srs) {
    return this.flood(piece, moveStates(piece, srs), top, srs);
  }

  // [rules.moves.slide] [rules.moves.srs] One flood over `states` (state, column, row) from the
  // starts, by moves: the positions reached, by orientation name (bit r of reach[c]).
  flood(piece, states, top, srs) {
    const seen = states.map(() => new Array(this.width).fill(0));
    const queue = this.starts(states, top, srs);
    for (const [s, c, r] of queue) seen[s][c] |= 1 << r;
    while (queue.length) {
      const [s, c, r] = queue.pop();
      for (const [t, x, y] of this.moves(piece, states, [s, c, r], top, srs)) {
        if ((seen[t][x] >> y) & 1) continue;
        seen[t][x] |= 1 << y;
        queue.push([t, x, y]);
      }
    }
    const out = new Map(orientationsOf(piece).map((o) => [o.name, new Array(this.width).fill(0)]));
    for (const [s, state] of states.entries()) {
      const reach = out.get(state.orientation.name);
      for (let c = 0; c < this.width; c++) reach[c] |= seen[s][c];
    }
    return out;
  }

  // [rules.moves.slide] [rules.moves.srs] Where a piece starts: a slide at the entries (every
  // state and column at row `top`, when free); with srs the spawn, state 0 with its box's lowest
  // row at `top` and its leftmost column at floor((W - n) / 2), or nowhere when it is not free
  // (the block out).
  starts(states, top, srs) {
    const free = ([s, c, r]) => this.free(states[s].orientation, c, r, top);
    if (srs) {
      const box = SRS_STATES[states[0].orientation.piece][0];
      return [[0, Math.floor((this.width - box) / 2) + states[0].dx, top + states[0].dy]].filter(free);
    }
    return states.flatMap((_, s) => [...Array(this.width).keys()].map((c) => [s, c, top])).filter(free);
  }

  // [rules.moves.slide] [rules.moves.srs] The free positions one move from `at` = [state, column,
  // row]: left, right, down; with srs also each quarter turn that some kick test lets through.
  moves(piece, states, at, top, srs) {
    const [s, c, r] = at;
    const steps = [[s, c - 1, r], [s, c + 1, r], [s, c, r - 1]];
    if (srs) for (const to of [(s + 1) % 4, (s + 3) % 4]) steps.push(this.turn(piece, states, at, to, top));
    return steps.filter((p) => p && this.free(states[p[0]].orientation, p[1], p[2], top));
  }

  // [rules.moves.srs] The turn from `at` = [state, column, row] to state `to`: the box turned in
  // place, then moved by the first kick test that leaves the piece free; null when none does.
  turn(piece, states, at, to, top) {
    const [s, c, r] = at;
    const [from, into] = [states[s], states[to]];
    for (const [kx, ky] of kickTests(piece, s, to)) {
      const [x, y] = [c - from.dx + kx + into.dx, r - from.dy + ky + into.dy];
      if (this.free(into.orientation, x, y, top)) return [to, x, y];
    }
    return null;
  }

  // [adv.slide] Whether every goal row (< bound) holds a closed cell: empty, and reached by no
  // path from above the board moving left, right and down through empty cells.
  closed(bound) {
    let open = new Array(this.width).fill(true);
    let dead = true;
    for (let r = this.rows - 1; r >= 0; r--) {
      const reached = open.map((o, c) => o && this.at(c, r) === "");
      for (let spread = true; spread; ) {
        spread = false;
        for (let c = 0; c < this.width; c++) {
          const near = reached[c - 1] || reached[c + 1];
          if (!reached[c] && near && this.at(c, r) === "") [reached[c], spread] = [true, true];
        }
      }
      const closedCell = reached.some((x, c) => !x && this.at(c, r) === "");
      if (r < bound && !closedCell) dead = false;
      open = reached;
    }
    return dead;
  }

  // [adv.slide] Every goal row has a run of empty cells of odd length.
  oddRuns(bound) {
    for (let y = 0; y < bound; y++) {
      let [run, odd] = [0, false];
      for (let c = 0; c <= this.width; c++) {
        if (c < this.width && this.at(c, y) === "") run++;
        else [odd, run] = [odd || run % 2 === 1, 0];
      }
      if (!odd) return false;
    }
    return true;
  }

  // [rules.moves.slide] The rows as a state line writes them: rows 0 .. n - 1, hexadecimal, bit
  // c for column c.
  hexRows(n) {
    const digits = Math.ceil(this.width / 4);
    let text = "";
    for (let r = 0; r < n; r++) {
      let bits = 0;
      for (let c = 0; c < this.width; c++) if (r < this.rows && this.at(c, r) !== "") bits |= 1 << c;
      text += bits.toString(16).padStart(digits, "0");
    }
    return text;
  }

  // [rules.completion] The lowest completed row, or -1.
  lowestCompleted() {
    for (let row = 0; row < this.rows; row++) {
      let full = true;
      for (let c = 0; c < this.width && full; c++) full = this.at(c, row) !== "";
      if (full) return row;
    }
    return -1;
  }
}

// The header lines `key value` of either certificate kind, up to the line for which `stop`
// holds; returns the values and the index of that line.
function readHeader(lines, stop) {
  const header = {};
  let i = 0;
  for (; i < lines.length && !stop(lines[i]); i++) {
    const space = lines[i].indexOf(" ");
    header[lines[i].slice(0, space)] = lines[i].slice(space + 1);
  }
  return { header, next: i };
}

// [cert.grammar] A player certificate: node lines parsed on first use (the page plays a few
// games; a large strategy need not be parsed whole before the first move).
class Strategy {
  constructor(text) {
    this.lines = text.split("\n");
    const { header, next } = readHeader(this.lines, (line) => /^[0-9]/.test(line));
    this.first = next;
    this.width = Number(header.width);
    this.well = header.game === "well";
    this.goalRows = Number(this.well ? header.height : header.rows);
    this.boardRows = this.well ? this.goalRows : 20;
    this.adversary = header.adversary;
    this.maxPieces = Number(header["max-pieces"]);
    // [rules.moves.srs] With `moves srs` the strategy's pieces turn as they fall.
    this.srs = header.moves === "srs";
    this.nodeCount = Number(header.nodes);
    this.parsed = new Map();
  }

  // The moves of node `id`, in slot order: { orientation, column, next } (next: id or "win").
  node(id) {
    let moves = this.parsed.get(id);
    if (moves) return moves;
    const words = this.lines[this.first + id].split(" ");
    if (Number(words[0]) !== id) throw new Error(`node line ${id} is missing`);
    moves = words.slice(1).map((word) => {
      const [, name, column, row, next] = /^([A-Z][0-3])@([0-9]+)(?::([0-9]+))?>([0-9]+|win)$/.exec(word);
      return {
        orientation: orientationByName(name),
        column: Number(column),
        row: row === undefined ? undefined : Number(row),
        next: next === "win" ? "win" : Number(next),
      };
    });
    this.parsed.set(id, moves);
    return moves;
  }
}

// What a game of either side keeps: its steps, each with the board after it (so undo is a pop).
class Played {
  // `rules`: a Strategy or a Policy (its width and board rows).
  constructor(rules) {
    this.rules = rules;
    this.steps = [];
  }

  last() {
    return this.steps[this.steps.length - 1];
  }

  board() {
    const last = this.last();
    return last ? last.board : new Board(this.rules.width, this.rules.boardRows);
  }
}

// [cert.semantics] A game against a player certificate: the reader gives pieces, the strategy
// answers.
class PlayerGame extends Played {
  // The node the strategy is in, or null once a row is completed.
  node() {
    const last = this.last();
    if (!last) return 0;
    return last.next === "win" ? null : last.next;
  }

  over() {
    return this.node() === null;
  }

  // The adversary gives `piece`; returns the step, or a sentence saying why it cannot be played.
  give(piece) {
    const node = this.node();
    if (node === null) return "the game is over: undo or restart to play on";
    const slot = this.rules.adversary.indexOf(piece);
    if (slot < 0) return `${piece} is not in the adversary's set ${this.rules.adversary}`;
    const move = this.rules.node(node)[slot];
    const name = placementName(move.orientation, move.column, move.row);
    const dropped = move.row === undefined
      ? this.board().drop(move.orientation, move.column)
      : this.board().slide(move.orientation, move.column, move.row, this.rules.boardRows, this.rules.srs);
    if (!dropped) throw new Error(`node ${node}: ${name} does not drop`);
    const completed = dropped.board.lowestCompleted();
    if ((completed >= 0) !== (move.next === "win")) {
      throw new Error(`node ${node}: the drop does not end the game as the certificate says`);
    }
    const step = {
      piece,
      name,
      node,
      next: move.next,
      board: dropped.board,
      filled: dropped.filled,
      completed,
    };
    this.steps.push(step);
    return step;
  }
}

// [rules.abstract] A description: capped heights and dead goal rows (bit y).
function emptyDescription(width) {
  return { heights: new Array(width).fill(0), dead: 0 };
}

// An adversary certificate: the header and the state lines, looked up by binary search in the
// certificate's own bytes (every state line of one certificate has the same length, and the
// lines are sorted in byte order: [adv.rules] state-order), so nothing is parsed up front.
class Policy {
  constructor(bytes) {
    this.bytes = bytes;
    let offset = 0;
    const lines = [];
    while (!lines.length || !lines[lines.length - 1].startsWith("states ")) {
      const end = bytes.indexOf(10, offset);
      if (end < 0) throw new Error("the adversary certificate has no states line");
      lines.push(new TextDecoder().decode(bytes.subarray(offset, end)));
      offset = end + 1;
    }
    const { header } = readHeader(lines, () => false);
    this.game = header.game;
    this.width = Number(header.width);
    this.bound = Number(this.game === "well" ? header.height : header.rows);
    this.boardRows = this.game === "well" ? this.bound : 20;
    this.adversary = header.adversary;
    this.moves = header.moves;
    this.within = header.within === "forever" ? Infinity : Number(header.within);
    this.states = Number(header.states);
    this.start = offset;
    // [adv.slide] With slides (and srs: pieces that also turn) a state line names the board: its
    // rows 0 .. T' - 1 in hexadecimal.
    this.srs = this.moves === "srs";
    this.slide = this.moves === "slide" || this.srs;
    this.stateRows = this.game === "well" ? this.bound : this.bound + 3;
    this.lineLength = this.slide
      ? this.stateRows * Math.ceil(this.width / 4) + 3
      : this.width + 1 + this.bound + 3;
  }

  // The position at the start: the empty description, or with slides the empty board.
  empty() {
    return this.slide ? new Board(this.width, this.boardRows) : emptyDescription(this.width);
  }

  // The position of a state line: `HEIGHTS DEAD`, or with slides the board's rows.
  text(d) {
    if (this.slide) return d.hexRows(this.stateRows);
    const digits = "0123456789abcdefghijklmnopqrstuvwxyz";
    const heights = d.heights.map((h) => digits[h]).join("");
    let dead = "";
    for (let y = 0; y < this.bound; y++) dead += (d.dead >> y) & 1 ? "x" : ".";
    return `${heights} ${dead}`;
  }

  // The piece the policy gives at `d`, or null when it has no state line.
  given(d) {
    const key = new TextEncoder().encode(this.text(d));
    let [lo, hi] = [0, this.states];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const at = this.start + mid * this.lineLength;
      let order = 0;
      for (let i = 0; i < key.length && order === 0; i++) order = this.bytes[at + i] - key[i];
      if (order === 0) return String.fromCharCode(this.bytes[at + key.length + 1]);
      if (order < 0) lo = mid + 1;
      else hi = mid;
    }
    return null;
  }

  // [adv.moves] [adv.drop] The drop of a placement on a description: null when not allowed,
  // else { completes: lowest completed goal row or -1, next: the description after it }.
  drop(d, orientation, column) {
    const grid = this.moves === "grid-2022" && column < GRID_2022_OFFSET[orientation.index];
    if (grid || column + orientation.width > this.width) return null;
    const h = (x) => d.heights[column + x];
    const cells = orientation.cells;
    if (this.game === "capped" && cells.some(([x]) => h(x) >= this.bound)) return null;
    const y0 = Math.max(...cells.map(([x, y]) => Math.max(0, h(x) - y)));
    if (this.game === "well" && y0 + orientation.height > this.bound) return null;
    const next = { heights: d.heights.slice(), dead: d.dead };
    for (let x = 0; x < orientation.width; x++) {
      const ys = cells.filter((c) => c[0] === x).map((c) => c[1]);
      const [lo, hi] = [Math.min(...ys), Math.max(...ys)];
      for (let y = h(x); y < y0 + lo; y++) if (y < this.bound) next.dead |= 1 << y;
      next.heights[column + x] = Math.min(this.bound, y0 + hi + 1);
    }
    const lowest = Math.min(this.bound, ...next.heights);
    let completes = -1;
    for (let y = 0; y < lowest && completes < 0; y++) if (!((next.dead >> y) & 1)) completes = y;
    return { completes, next };
  }

  // [adv.terminal] Why nothing is given at `d` after `depth` pieces: "budget", "dead",
  // "parity", or null.
  terminal(d, depth) {
    const goal = [...Array(this.bound).keys()];
    if (this.within === depth) return "budget";
    // [adv.slide] No closed-rows terminal with srs: a kick can fill a closed cell.
    if (this.slide && !this.srs && d.closed(this.bound)) return "dead";
    if (this.slide) return this.adversary.includes("O") && d.oddRuns(this.bound) ? "parity" : null;
    if (goal.every((y) => (d.dead >> y) & 1)) return "dead";
    const oddGap = (y) => {
      let run = 0;
      for (const h of [...d.heights, y + 1]) {
        if (h > y) {
          if (run % 2 === 1) return true;
          run = 0;
        } else run++;
      }
      return false;
    };
    if (this.adversary.includes("O") && goal.every((y) => (d.dead >> y) & 1 || oddGap(y))) return "parity";
    return null;
  }

  // [adv.slide] [rules.moves.srs] The allowed slides (or srs placements) of `piece` on `board`
  // in canonical order (orientation, column, row), each { completes, next, filled }.
  allowedSlides(board, piece) {
    const out = [];
    const top = this.boardRows;
    const reaches = board.reach(piece, top, this.srs);
    for (const orientation of orientationsOf(piece)) {
      const reach = reaches.get(orientation.name);
      for (let column = 0; column + orientation.width <= this.width; column++) {
        const capped = this.game === "capped" && orientation.cells.some(([x]) => board.height(column + x) >= this.bound);
        for (let row = 0; row + orientation.height <= top && !capped; row++) {
          if (!board.locked(orientation, column, row, top) || !((reach[column] >> row) & 1)) continue;
          const { board: next, filled } = board.put(orientation, column, row);
          const low = next.lowestCompleted();
          const drop = { completes: low >= 0 && low < this.bound ? low : -1, next, filled };
          out.push({ orientation, column, row, name: placementName(orientation, column, row), drop });
        }
      }
    }
    return out;
  }

  // The allowed placements of `piece` at `d` in canonical placement order, with their drops.
  allowed(d, piece) {
    if (this.slide) return this.allowedSlides(d, piece);
    const out = [];
    for (const orientation of orientationsOf(piece)) {
      for (let column = 0; column < this.width; column++) {
        const drop = this.drop(d, orientation, column);
        if (drop) out.push({ orientation, column, name: placementName(orientation, column), drop });
      }
    }
    return out;
  }
}

// A game against an adversary certificate: the policy gives, the reader places.
class AdversaryGame extends Played {
  // The position the policy is looked up by: the description, or with slides the board.
  description() {
    const last = this.last();
    return last ? last.description : this.rules.empty();
  }

  // What happens now: { piece, allowed } or { end: "budget" | "dead" | "parity" | "stuck", piece }.
  // Kept for the position (its last step) until the game moves: a key asks it several times, and
  // with srs each time floods every rotation state.
  turn() {
    const last = this.last();
    if (!this.asked || this.asked.last !== last) this.asked = { last, turn: this.decide() };
    return this.asked.turn;
  }

  decide() {
    const d = this.description();
    const end = this.rules.terminal(d, this.steps.length);
    if (end) return { end };
    const piece = this.rules.given(d);
    if (!piece) throw new Error(`no state line for ${this.rules.text(d)}: not a verified certificate`);
    const allowed = this.rules.allowed(d, piece);
    return allowed.length ? { piece, allowed } : { end: "stuck", piece };
  }

  // The reader drops `name` (e.g. "T0@3"); returns the step, or a sentence saying why not.
  place(name) {
    const turn = this.turn();
    if (turn.end) return "the game is over: undo or restart to play on";
    const choice = turn.allowed.find((a) => a.name === name);
    if (!choice) return `${name} is not an allowed placement of ${turn.piece} here`;
    if (choice.drop.completes >= 0) throw new Error(`${name} completes a goal row: not a verified certificate`);
    const dropped = this.rules.slide ? choice.drop : this.board().drop(choice.orientation, choice.column);
    if (!dropped) throw new Error(`${name} does not drop on the board`);
    const step = {
      piece: turn.piece,
      name,
      board: dropped.board || dropped.next,
      filled: dropped.filled,
      description: choice.drop.next,
      completed: -1,
    };
    this.steps.push(step);
    return step;
  }
}

// [adv.terminal] Why the game is over, in one sentence (the words of `sureline play`).
function explainEnd(turn, policy, dropped) {
  switch (turn.end) {
    case "budget":
      return `The adversary's budget is used up: no goal row was completed within ${dropped} piece${dropped === 1 ? "" : "s"}.`;
    case "dead":
      return "Every goal row has a hole, so no row can ever be completed.";
    case "parity":
      return "From here the adversary gives O forever; every goal row has a hole or an odd gap, so no O can finish it.";
    case "stuck":
      return `The adversary gives ${turn.piece} and no placement of it is allowed: the player is stuck.`;
    default:
      return "";
  }
}
