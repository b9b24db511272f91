"use strict";
// The survival game (spec/survival.md) for the page: the well with its floor, the hard drop and
// Tsuruda's clears, the player's strategy graph and the adversary's policy graph read from the
// certificate's text, and a game against either. No DOM here. Every board is recomputed from
// the drops; the certificate only says which placement the strategy makes or which piece the
// policy gives. When it disagrees with spec/, spec/ is right.

const FLOOR_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

// [surv.game] The well: W columns, H rows, a floor per column; boards have H + 4 rows (a piece
// rests at most at row H, so its top is below row H + 4).
class SurvivalWell {
  constructor(width, height, floor) {
    this.width = width;
    this.height = height;
    this.floor = floor;
    this.rows = height + 4;
  }

  empty() {
    return new Board(this.width, this.rows);
  }

  // [surv.game] 1 + the highest filled cell of the column, or its floor.
  columnHeight(board, column) {
    return Math.max(board.height(column), this.floor[column]);
  }

  // The columns whose well has a cell in row y (their floor is at or below it).
  wellColumns(y) {
    return [...Array(this.width).keys()].filter((c) => this.floor[c] <= y);
  }

  // [surv.game] A full row: it has a well cell and all its well cells are filled.
  full(board, y) {
    const columns = this.wellColumns(y);
    return columns.length > 0 && columns.every((c) => board.at(c, y) !== "");
  }

  // [surv.game] Where a piece rests after the hard drop onto the stack and the floor: its cells;
  // [lines.slide] with a `row`, where a slide locked it.
  landing(board, orientation, column, row) {
    if (row !== undefined) return orientation.cells.map(([x, y]) => [column + x, row + y]);
    const heights = orientation.cells.map(([x, y]) => Math.max(0, this.columnHeight(board, column + x) - y));
    const y0 = Math.max(...heights);
    return orientation.cells.map(([x, y]) => [column + x, y0 + y]);
  }

  // [surv.game] A turn: the drop, the rows full after it cleared (the highest first, each
  // moving down only the columns whose floor is at or below it), the newest piece's cells after
  // the clears; `toppedOut` when a cell is left at or above row H. Null when the placement does
  // not fit between the walls.
  turn(board, orientation, column, row) {
    if (column < 0 || column + orientation.width > this.width) return null;
    const next = new Board(this.width, this.rows, board.cells.slice());
    let newest = this.landing(board, orientation, column, row);
    for (const [c, r] of newest) next.cells[r * this.width + c] = orientation.piece;
    const cleared = [...Array(this.rows).keys()].filter((y) => this.full(next, y));
    for (const y of [...cleared].reverse()) {
      for (const c of this.wellColumns(y)) {
        for (let r = y; r < this.rows - 1; r++) next.cells[r * this.width + c] = next.at(c, r + 1);
        next.cells[(this.rows - 1) * this.width + c] = "";
      }
    }
    newest = newest
      .filter(([, r]) => !cleared.includes(r))
      .map(([c, r]) => [c, r - cleared.filter((y) => y < r && this.floor[c] <= y).length]);
    const toppedOut = [...Array(this.width).keys()].some((c) => next.height(c) > this.height);
    return { board: next, filled: newest, cleared, toppedOut };
  }

  // [lines.slide] [lines.srs] Whether `orientation` at (column, row) is locked and reached from
  // above the well (its top T = H; with `srs` from the spawn, turning), on the board with the
  // floor's solid cells filled: the rules.js slides of the capped game.
  slides(board, orientation, column, row, srs) {
    const solid = new Board(this.width, this.rows, board.cells.map((p, i) =>
      p || (Math.floor(i / this.width) < this.floor[i % this.width] ? "#" : "")));
    return solid.slide(orientation, column, row, this.height, srs) !== null;
  }

  // The board as a key: the same board, the same text.
  key(board) {
    return board.cells.map((p) => (p ? "#" : ".")).join("");
  }
}

// [surv.player] [surv.adversary] A survival certificate of either kind: its header, and its
// node lines parsed on first use.
class SurvivalCertificate {
  constructor(text) {
    this.lines = text.split("\n");
    // [surv.adversary] The header ends at the first node line: an id, or with the compact form
    // a line of piece letters after `nodes N`.
    let afterNodes = false;
    const { header, next } = readHeader(this.lines, (line) => {
      const stop = /^[0-9]/.test(line) || (afterNodes && /^[IOTSZJL]( [IOTSZJL])?$/.test(line));
      afterNodes = line.startsWith("nodes ");
      return stop;
    });
    this.first = next;
    this.compact = /^[A-Z]/.test(this.lines[next] || "");
    // [lines.grammar] A lines certificate reads the same, with its goal and `win` moves.
    this.player = this.lines[1] === "claim player-survives" || this.lines[1] === "claim player-reaches-the-goal";
    const [kind, k] = (header.goal || " ").split(" ");
    this.goal = header.goal ? { atOnce: kind === "at-once", k: Number(k) } : null;
    this.width = Number(header.width);
    this.height = Number(header.height);
    this.floorText = header.floor;
    this.well = new SurvivalWell(this.width, this.height, [...header.floor].map((d) => FLOOR_DIGITS.indexOf(d)));
    this.sequence = header.sequence || null;
    this.pieces = header.adversary || [...new Set(this.sequence)].sort((a, b) => PIECE_ORDER.indexOf(a) - PIECE_ORDER.indexOf(b)).join("");
    this.preview = header.preview === "1";
    this.within = header.within === "forever" ? Infinity : Number(header.within);
    this.nodeCount = Number(header.nodes);
    // [lines.slide.grammar] A lines game of sliding pieces (`moves slide` or `moves srs`): moves
    // name the row they lock at, and an adversary's fields name their placements.
    this.moves = header.moves || "all";
    this.srs = this.moves === "srs";
    this.slide = this.moves === "slide" || this.srs;
    // What BoardView and GamePage read: the width, the rows of the well, the rows drawn.
    this.goalRows = this.height;
    this.boardRows = this.well.rows;
    this.parsed = new Map();
  }

  words(id) {
    const words = this.lines[this.first + id].split(" ");
    if (Number(words[0]) !== id) throw new Error(`node line ${id} is missing`);
    return words.slice(1);
  }

  // A player's node: its moves in slot order, { orientation, column, row, next } (row: with
  // slides, else undefined).
  nodeMoves(id) {
    if (!this.parsed.has(id)) {
      this.parsed.set(id, this.words(id).map((word) => {
        const [, name, column, row, next] = /^([A-Z][0-3])@([0-9]+)(?::([0-9]+))?>([0-9]+|win)$/.exec(word);
        const at = row === undefined ? undefined : Number(row);
        return { orientation: orientationByName(name), column: Number(column), row: at, next: next === "win" ? "win" : Number(next) };
      }));
    }
    return this.parsed.get(id);
  }

  // An adversary's node: its piece and, per placement that fits the walls in canonical order,
  // { name, orientation, column, next } (next: a node id, or "x" when it tops out); with the
  // compact form also `commit`, the piece it commits (with preview).
  node(id) {
    if (this.compact) {
      this.walkTo(id);
      return this.parsed.get(id);
    }
    if (!this.parsed.has(id) && this.slide) {
      // [lines.slide.grammar] Each field names its placement: `T0@1:0>3` (or `>x`).
      const [piece, ...fields] = this.words(id);
      const allowed = fields.map((field) => {
        const [, name, column, row, next] = /^([A-Z][0-3])@([0-9]+):([0-9]+)>([0-9]+|x)$/.exec(field);
        const orientation = orientationByName(name);
        return {
          orientation, column: Number(column), row: Number(row),
          name: placementName(orientation, Number(column), Number(row)), next: next === "x" ? "x" : Number(next),
        };
      });
      this.parsed.set(id, { piece, allowed });
    }
    if (!this.parsed.has(id)) {
      const [piece, ...fields] = this.words(id);
      const placements = orientationsOf(piece).flatMap((o) =>
        [...Array(Math.max(0, this.width - o.width + 1)).keys()].map((column) => ({ orientation: o, column })));
      const allowed = placements.map((p, i) => ({
        ...p, name: placementName(p.orientation, p.column), next: fields[i] === "x" ? "x" : Number(fields[i]),
      }));
      this.parsed.set(id, { piece, allowed });
    }
    return this.parsed.get(id);
  }

  // [surv.adversary] The compact form: one letter a node (node 0 with preview: its piece, then its
  // commitment); the next nodes are derived by the spec's walk, node by node in id order, each
  // placement in canonical order, a position met for the first time taking the next id.
  walkTo(id) {
    if (this.walk === undefined) {
      const [first] = this.lines[this.first].split(" ");
      const ahead = this.sequence ? 0 : this.preview ? first : "";
      const root = { board: this.well.empty(), ahead };
      this.walk = { done: 0, positions: [root], ids: new Map([[this.well.key(root.board) + "|" + ahead, 0]]) };
    }
    const walk = this.walk;
    while (walk.done <= id && walk.done < this.nodeCount) {
      const i = walk.done;
      const { board, ahead } = walk.positions[i];
      const letters = this.lines[this.first + i].split(" ");
      const choice = letters[letters.length - 1];
      const piece = this.sequence ? this.sequence[ahead] : this.preview ? ahead : choice;
      const nextAhead = this.sequence ? (ahead + 1) % this.sequence.length : this.preview ? choice : "";
      const placements = orientationsOf(piece).flatMap((o) =>
        [...Array(Math.max(0, this.width - o.width + 1)).keys()].map((column) => ({ orientation: o, column })));
      const allowed = placements.map((p) => {
        const turn = this.well.turn(board, p.orientation, p.column);
        let next = "x";
        if (!turn.toppedOut) {
          const key = this.well.key(turn.board) + "|" + nextAhead;
          if (!walk.ids.has(key)) {
            walk.ids.set(key, walk.positions.length);
            walk.positions.push({ board: turn.board, ahead: nextAhead });
          }
          next = walk.ids.get(key);
        }
        return { ...p, name: placementName(p.orientation, p.column), next };
      });
      this.parsed.set(i, { piece, allowed, commit: choice });
      walk.positions[i] = null; // its board is not needed again: only the keys are
      walk.done += 1;
    }
    if (!this.parsed.has(id)) throw new Error(`node line ${id} is missing`);
  }
}

// [surv.player] A game against the player's strategy: the reader hands pieces (with preview the
// first only commits the first piece to place; with a sequence it must be the sequence's).
class SurvivalPlayerGame extends Played {
  constructor(certificate) {
    super(certificate);
    this.start = null; // with preview: the first piece committed
  }

  board() {
    const last = this.last();
    return last ? last.board : this.rules.well.empty();
  }

  // The node now, or null with preview before the first piece.
  node() {
    const last = this.last();
    if (last) return last.next;
    if (!this.rules.preview) return 0;
    return this.start === null ? null : this.rules.pieces.indexOf(this.start);
  }

  // The piece to place now (with preview, the committed one; with a sequence, the sequence's).
  toPlace() {
    const sequence = this.rules.sequence;
    if (sequence) return sequence[this.steps.length % sequence.length];
    if (!this.rules.preview) return null;
    return this.last()?.given ?? this.start;
  }

  over() {
    return false;
  }

  give(piece) {
    const rules = this.rules;
    const slot = rules.sequence ? 0 : rules.pieces.indexOf(piece);
    if (slot < 0) return `${piece} is not in the adversary's set ${rules.pieces}`;
    if (rules.sequence && piece !== this.toPlace()) return `the sequence ${rules.sequence} gives ${this.toPlace()} now`;
    const node = this.node();
    if (node === null) {
      this.start = piece;
      return { piece, committed: true };
    }
    const move = rules.nodeMoves(node)[slot];
    const placed = rules.preview ? this.toPlace() : piece;
    const turn = rules.well.turn(this.board(), move.orientation, move.column);
    if (!turn || turn.toppedOut) throw new Error(`node ${node}: the strategy's move tops out: not a verified certificate`);
    const step = {
      piece: placed, given: piece, name: placementName(move.orientation, move.column), node, next: move.next,
      board: turn.board, filled: turn.filled, cleared: turn.cleared.length, completed: -1,
    };
    this.steps.push(step);
    return step;
  }

  undo() {
    if (this.steps.length) this.steps.pop();
    else this.start = null;
  }

  // [surv.player] The first return to a position: { first, period } (positions counted in
  // pieces placed; the position after `first` pieces comes back after `first + period`).
  cycle() {
    const seen = new Map();
    const nodes = [this.node() === null ? null : (this.steps[0]?.node ?? this.node()), ...this.steps.map((s) => s.next)];
    for (const [k, node] of nodes.entries()) {
      if (node === null) return null;
      if (seen.has(node)) return { first: seen.get(node), period: k - seen.get(node) };
      seen.set(node, k);
    }
    return null;
  }

  // The letters that replay this game (the permalink).
  letters() {
    return (this.start ?? "") + this.steps.map((s) => s.given).join("");
  }
}

// [surv.adversary] A game against the adversary's policy: the reader places the pieces it gives
// until the top-out.
class SurvivalAdversaryGame extends Played {
  board() {
    const last = this.last();
    return last ? last.board : this.rules.well.empty();
  }

  node() {
    const last = this.last();
    return last ? last.next : 0;
  }

  // { piece, allowed, next } (next: the piece committed for the turn after, with preview) or
  // { end: "topout" }.
  turn() {
    const node = this.node();
    if (node === "x") return { end: "topout" };
    const { piece, allowed } = this.rules.node(node);
    const follow = allowed.find((a) => a.next !== "x");
    const committed = () => this.rules.node(node).commit ?? this.rules.node(follow.next).piece;
    const next = this.rules.preview && follow ? committed() : null;
    return { piece, allowed, next };
  }

  // The most pieces the game can still last from node `id`: its length.
  length(id) {
    if (id === "x") return 0;
    this.lengths ??= new Map();
    if (!this.lengths.has(id)) {
      const nexts = this.rules.node(id).allowed.map((a) => a.next);
      this.lengths.set(id, 1 + Math.max(0, ...nexts.map((n) => this.length(n))));
    }
    return this.lengths.get(id);
  }

  place(name) {
    const turn = this.turn();
    if (turn.end) return "the game is over: undo or restart to play on";
    const choice = turn.allowed.find((a) => a.name === name);
    if (!choice) return `${name} does not fit between the walls`;
    const dropped = this.rules.well.turn(this.board(), choice.orientation, choice.column);
    if (dropped.toppedOut !== (choice.next === "x")) throw new Error(`${name}: the certificate's field disagrees with the drop`);
    const step = {
      piece: turn.piece, name, next: choice.next, board: dropped.board, filled: dropped.filled,
      cleared: dropped.cleared.length, completed: -1,
    };
    this.steps.push(step);
    return step;
  }
}
