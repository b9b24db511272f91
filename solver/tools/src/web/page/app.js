// The page's controller: decodes the embedded certificate, shows its figures, and runs one game
// (the reader plays the adversary against a player certificate, or the player against an
// adversary certificate) with buttons, keys and a permalink (#IZSTO, #T0@3,S1@0). It asks for
// nothing over the network. `window.sureline` exposes timings and the game for the tests.

const $ = (id) => document.getElementById(id);
const sureline = (window.sureline = { ready: false, readyMs: null, moveMs: [], error: null });

// The embedded certificate: base64 of its gzip, undone by the browser itself.
async function decodeCertificate(base64) {
  const binary = atob(base64.trim());
  const gzip = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) gzip[i] = binary.charCodeAt(i);
  const stream = new Blob([gzip]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// What both sides of the game share: the board, undo, restart, the longest game, the list of
// moves, the permalink and the timing of every action.
class GamePage {
  constructor(facts, rules, shownRows, onColumn) {
    this.facts = facts;
    this.rules = rules;
    this.view = new BoardView($("board"), rules.width, shownRows, rules.goalRows ?? rules.bound, onColumn);
    $("undo").addEventListener("click", () => this.timed(() => this.undo()));
    $("restart").addEventListener("click", () => this.timed(() => this.restart()));
    $("worst").addEventListener("click", () => this.timed(() => this.worst()));
    this.notice = "";
  }

  // Runs a reader's action and records how long it took, drawing included.
  timed(action) {
    const start = performance.now();
    action();
    this.render();
    sureline.moveMs.push(performance.now() - start);
  }

  undo() {
    this.game.steps.pop();
    this.notice = "";
  }

  restart() {
    this.game.steps.length = 0;
    this.notice = "";
  }

  // Plays a list of tokens (piece letters or placement names) from the empty board; stops at
  // the first that cannot be played and says why.
  playAll(tokens) {
    this.restart();
    for (const [i, token] of tokens.entries()) {
      const result = this.play(token);
      if (typeof result === "string") {
        this.notice = `Move ${i + 1} of the link (${token}) was not played: ${result}.`;
        return;
      }
    }
  }

  worst() {
    this.playAll(this.tokens(this.facts.worst));
    this.notice = `The longest game: ${this.game.steps.length} pieces.`;
  }

  fromHash() {
    this.playAll(this.tokens(decodeURIComponent(location.hash.slice(1))));
    this.render();
  }

  // The history list, the permalink and the buttons after every action.
  renderCommon() {
    const steps = this.game.steps;
    const list = $("history");
    while (list.children.length > steps.length) list.lastElementChild.remove();
    for (const [i, step] of steps.entries()) {
      const text = `${step.piece} → ${step.name}`;
      let item = list.children[i];
      if (!item) list.append((item = document.createElement("li")));
      if (item.textContent !== text) {
        item.replaceChildren(cellElement("span", `chip p-${step.piece}`, step.piece), ` → ${step.name}`);
      }
    }
    list.scrollTop = list.scrollHeight;
    const link = this.link();
    const here = link ? `#${link}` : location.pathname + location.search;
    if (location.hash.slice(1) !== link) replaceAddress(here);
    $("permalink").href = `#${link}`;
    $("permalink").replaceChildren(...slashedZeros(`#${link}`));
    $("undo").disabled = steps.length === 0;
    $("restart").disabled = steps.length === 0;
  }
}

// The text of a permalink with every digit 0 in a span the style slashes, so that it never reads
// as the piece O whatever font the reader's system has (no common monospace font on Linux tells
// them apart).
function slashedZeros(text) {
  return text.split(/(0)/).filter(Boolean).map((part) => part === "0" ? cellElement("span", "zero", "0") : document.createTextNode(part));
}

function replaceAddress(url) {
  try {
    history.replaceState(null, "", url);
  } catch (_) {
    // Some browsers refuse to change the address of a page opened from disk; the link still shows it.
  }
}

// A page where the reader is the adversary and hands pieces (a player certificate of a line
// game or of survival): the piece buttons, their keys, and a piece as the move.
class HandPage extends GamePage {
  // `pieces`: the letters the reader may hand; `worst`: what W shows.
  constructor(facts, rules, shown, pieces, worst) {
    super(facts, rules, shown, null);
    this.pieces = pieces;
    const hand = $("hand");
    hand.replaceChildren(cellElement("p", "hand-title", "Hand the next piece:"));
    const buttons = document.createElement("div");
    buttons.className = "pieces";
    for (const piece of pieces) {
      const button = cellElement("button", `give p-${piece}`, piece);
      button.type = "button";
      button.dataset.piece = piece;
      button.setAttribute("aria-label", `Give ${piece}`);
      button.setAttribute("aria-keyshortcuts", piece);
      button.addEventListener("click", () => this.timed(() => this.give(piece)));
      buttons.append(button);
    }
    hand.append(buttons);
    $("keys").textContent = `Keys: ${pieces.split("").join(" ")} hand a piece; U or Backspace undo; R restart; W ${worst}.`;
  }

  tokens(text) {
    return text.toUpperCase().replace(/[^A-Z]/g, "").split("").filter(Boolean);
  }

  play(piece) {
    return this.game.give(piece);
  }

  give(piece) {
    const result = this.game.give(piece);
    this.notice = typeof result === "string" ? `Not played: ${result}.` : "";
  }

  key(event) {
    const piece = event.key.toUpperCase();
    if (piece.length === 1 && this.pieces.includes(piece)) {
      this.timed(() => this.give(piece));
      return true;
    }
    return false;
  }
}

// A player certificate: the reader hands pieces, the strategy answers.
class PlayerPage extends HandPage {
  constructor(facts, text) {
    const strategy = new Strategy(text);
    const highest = facts.stats.highest_row + 1;
    const shown = Math.min(strategy.boardRows, Math.max(strategy.goalRows, highest) + 1);
    super(facts, strategy, shown, strategy.adversary, "the longest game");
    this.game = new PlayerGame(strategy);
  }

  link() {
    return this.game.steps.map((s) => s.piece).join("");
  }

  render() {
    const steps = this.game.steps;
    const last = steps[steps.length - 1];
    this.view.draw({ board: this.game.board(), filled: last?.filled, completed: last ? last.completed : -1, dead: 0 });
    let status;
    if (!last) status = `You are the adversary: hand a piece (${this.rules.adversary.split("").join(" ")}).`;
    else if (this.game.over()) status = `You gave ${last.piece}; the strategy answered ${last.name}.`;
    else status = `You gave ${last.piece}; the strategy answered ${last.name}. Hand the next piece.`;
    $("status").textContent = this.notice ? `${this.notice} ${status}` : status;
    $("ending").textContent = last && this.game.over()
      ? `Row ${last.completed} completed after ${steps.length} piece${steps.length === 1 ? "" : "s"}: the player wins.`
      : `${steps.length} of at most ${this.rules.maxPieces} pieces.`;
    for (const button of document.querySelectorAll("button.give")) button.disabled = this.game.over();
    this.renderCommon();
  }
}

// An adversary certificate: the policy hands pieces, the reader chooses rotation and column.
class AdversaryPage extends GamePage {
  // `game`: the game against `policy`; `shown`: the rows the board draws.
  constructor(facts, policy, game, shown) {
    super(facts, policy, shown, (column, drop) => this.timed(() => this.pointAt(column, drop)));
    this.game = game;
    this.rotation = 0;
    this.column = 0;
    const rows = policy.slide ? " PageUp and PageDown choose the row a sliding piece locks at (first: its hard drop);" : "";
    $("keys").textContent = `Keys: ← → choose the column; ↑ or X rotate, ↓ or Z rotate back;${rows} Enter or Space drop; U or Backspace undo; R restart; W the longest game.`;
  }

  tokens(text) {
    return text.split(/[\s,]+/).filter(Boolean).map((t) => t.toUpperCase());
  }

  play(name) {
    return this.game.place(name);
  }

  link() {
    return this.game.steps.map((s) => s.name).join(",");
  }

  // The selected orientation of the piece given now, or null when the game is over.
  selected(turn) {
    if (turn.end) return null;
    const orientations = orientationsOf(turn.piece);
    this.rotation = ((this.rotation % orientations.length) + orientations.length) % orientations.length;
    const orientation = orientations[this.rotation];
    this.column = Math.max(0, Math.min(this.column, this.rules.width - orientation.width));
    return orientation;
  }

  pointAt(column, drop) {
    this.column = column;
    if (drop) this.drop();
  }

  // [rules.moves.slide] The chosen row of a sliding piece: the one chosen before when it is still
  // allowed at this orientation and column, else the hard drop's, else the highest allowed
  // (undefined without slides).
  chosenRow(turn, orientation) {
    if (!this.rules.slide) return undefined;
    const rows = this.rowsAllowed(turn, orientation);
    const hard = this.game.board().drop(orientation, this.column);
    const straight = hard ? Math.min(...hard.filled.map(([, r]) => r)) : undefined;
    if (rows.includes(this.row)) return this.row;
    return rows.includes(straight) || !rows.length ? straight : rows[rows.length - 1];
  }

  rowsAllowed(turn, orientation) {
    return turn.allowed.filter((a) => a.orientation === orientation && a.column === this.column).map((a) => a.row);
  }

  // PageUp and PageDown: the next allowed row above or below the chosen one.
  moveRow(step) {
    const turn = this.game.turn();
    const orientation = this.selected(turn);
    if (!orientation || !this.rules.slide) return;
    const rows = this.rowsAllowed(turn, orientation);
    const at = rows.indexOf(this.chosenRow(turn, orientation));
    this.row = rows[Math.max(0, Math.min(rows.length - 1, at + step))];
  }

  drop() {
    const turn = this.game.turn();
    const orientation = this.selected(turn);
    if (!orientation) return;
    const result = this.game.place(placementName(orientation, this.column, this.chosenRow(turn, orientation)));
    this.notice = typeof result === "string" ? `Not played: ${result}.` : "";
  }

  key(event) {
    const actions = {
      ArrowLeft: () => (this.column -= 1),
      ArrowRight: () => (this.column += 1),
      ArrowUp: () => (this.rotation += 1),
      x: () => (this.rotation += 1),
      ArrowDown: () => (this.rotation -= 1),
      z: () => (this.rotation -= 1),
      Enter: () => this.drop(),
      " ": () => this.drop(),
      PageUp: () => this.moveRow(1),
      PageDown: () => this.moveRow(-1),
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return false;
    this.timed(() => {
      action();
      this.column = Math.max(0, this.column);
    });
    return true;
  }

  // The rotation buttons of the piece given now.
  renderHand(turn, orientation) {
    const hand = $("hand");
    const key = turn.end ? "over" : `${turn.piece}:${orientation.name}`;
    if (hand.dataset.key === key) return;
    hand.dataset.key = key;
    if (turn.end) {
      hand.replaceChildren(cellElement("p", "hand-title", "The game is over."));
      return;
    }
    const title = cellElement("p", "hand-title", "The adversary gives ");
    title.append(cellElement("span", `chip p-${turn.piece}`, turn.piece), ". Rotate it, then click a column:");
    const buttons = document.createElement("div");
    buttons.className = "rotations";
    orientationsOf(turn.piece).forEach((o, i) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = o === orientation ? "rotation chosen" : "rotation";
      button.dataset.orientation = o.name;
      button.setAttribute("aria-pressed", String(o === orientation));
      button.append(shapeElement(o), cellElement("span", "rotation-name", o.name));
      button.addEventListener("click", () => this.timed(() => (this.rotation = i)));
      buttons.append(button);
    });
    const drop = cellElement("button", "drop", "Drop ⏎");
    drop.type = "button";
    drop.id = "drop";
    drop.addEventListener("click", () => this.timed(() => this.drop()));
    hand.replaceChildren(title, buttons, drop);
  }

  render() {
    const turn = this.game.turn();
    const orientation = this.selected(turn);
    const board = this.game.board();
    const last = this.game.steps[this.game.steps.length - 1];
    let ghost = null;
    let status;
    if (orientation) {
      const row = this.chosenRow(turn, orientation);
      const name = placementName(orientation, this.column, row);
      const allowed = turn.allowed.some((a) => a.name === name);
      const dropped = row === undefined ? board.drop(orientation, this.column) : board.put(orientation, this.column, row);
      if (dropped) ghost = { cells: dropped.filled, piece: turn.piece, allowed };
      status = `The adversary gives ${turn.piece}: ${turn.allowed.length} allowed placements. ${name} ${allowed ? "is allowed" : "is not allowed (a column it covers is full)"}.`;
    } else {
      status = `Game over after ${this.game.steps.length} pieces.`;
    }
    this.view.draw({ board, filled: last?.filled, completed: -1, dead: this.game.description().dead || 0, ghost });
    $("status").textContent = this.notice ? `${this.notice} ${status}` : status;
    $("ending").textContent = turn.end
      ? `${explainEnd(turn, this.rules, this.game.steps.length)} The adversary wins.`
      : "No drop can complete a goal row: the checker tried every allowed placement at every position this policy reaches.";
    this.renderHand(turn, orientation);
    this.renderCommon();
  }
}

// The claim of the certificate in one sentence.
function claimSentence(facts) {
  const s = facts.stats;
  if (facts.kind === "player") {
    // The game the verdict holds in (spec/rules.md [rules.games]): a v1 certificate without a
    // `game` line is of the goal-row game.
    const where = / game=well/.test(facts.verdict)
      ? `In well(${s.width}, ${s.rows}), a well ${s.width} wide and ${s.rows} high, the player completes a line`
      : `In capped(${s.width}, ${s.rows}), the player completes one of the bottom ${s.rows} rows of a board ${s.width} wide`;
    const moves = s.moves ? ` (moves: ${s.moves})` : "";
    return `${where} in at most ${s.max_pieces} pieces, whatever pieces of ${s.adversary} the adversary hands${moves}.`;
  }
  const game = s.game === "well" ? `well(${s.width}, ${s.height})` : `capped(${s.width}, ${s.rows})`;
  const when = s.within === "forever" ? "forever" : `during the first ${s.within} pieces`;
  return `In ${game}, handing pieces of ${s.adversary}, the adversary stops every goal row ${when}, whatever the player does (moves: ${s.moves}).`;
}

// The stats panel: what `sureline stats` prints.
function showFacts(facts) {
  if (facts.lines) return showLinesFacts(facts);
  if (facts.survival) return showSurvivalFacts(facts);
  const s = facts.stats;
  $("title-side").textContent = facts.kind === "player"
    ? `— you are the adversary against ${facts.name}`
    : `— you are the player against ${facts.name}`;
  $("claim").textContent = claimSentence(facts);
  $("set").textContent = s.adversary.split("").join(" ");
  const rows = [["file", facts.name], ["identity", facts.sha256], ["verdict", facts.verdict]];
  if (facts.kind === "player") {
    rows.push(["width", s.width], ["goal rows", s.rows], ["adversary", s.adversary], ["max pieces", s.max_pieces],
      ["nodes", s.nodes], ["sequences", s.sequences], ["highest row", s.highest_row], ["distinct boards", s.distinct_boards]);
  } else {
    const given = Object.entries(s.pieces_given).map(([p, n]) => `${p} ${n}`).join(", ");
    const t = s.terminal;
    rows.push(["game", s.game], ["width", s.width], [s.game === "well" ? "height" : "rows", s.height ?? s.rows],
      ["moves", s.moves], ["within", s.within], ["adversary", s.adversary], ["states", s.states],
      ["pieces given", given], ["reached", s.reached], ["depth", s.depth], ["longest game", s.longest_game],
      ["terminal", `budget ${t.budget}, dead ${t.dead}, parity ${t.parity}, no placement ${t.no_placement}`]);
  }
  $("facts").replaceChildren(...rows.flatMap(([k, v]) => [cellElement("dt", "", k), cellElement("dd", "", String(v))]));
  if (facts.kind === "player") {
    $("tables").replaceChildren(
      barTable("Sequences by completed row", "row", s.sequences_by_completed_row.map((n, r) => [r, n])),
      barTable("Sequences by length", "pieces", s.sequences_by_length.map((n, k) => [k, n]).slice(1)),
    );
  }
}

// `unit`: what the counts count.
function barTable(title, label, rows, unit = "sequences") {
  const table = document.createElement("table");
  table.className = "bars";
  table.append(cellElement("caption", "", title));
  const head = table.createTHead().insertRow();
  head.append(cellElement("th", "", label), cellElement("th", "", unit), cellElement("th", "", ""));
  const max = Math.max(1, ...rows.map((r) => r[1]));
  const body = table.createTBody();
  for (const [key, count] of rows) {
    const row = body.insertRow();
    const bar = cellElement("span", "bar", "");
    bar.style.width = `${(100 * count) / max}%`;
    row.append(cellElement("td", "", String(key)), cellElement("td", "num", String(count)));
    row.insertCell().append(bar);
  }
  return table;
}

// Recomputes the identity of the embedded bytes (where the browser offers SHA-256).
async function checkIdentity(bytes, expected) {
  if (!globalThis.crypto?.subtle) return;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  $("integrity").textContent = `sha256:${hex}` === expected
    ? "✓ The embedded certificate hashes to this identity in your browser: it is the file the checker verified."
    : "✗ The embedded certificate does not hash to its identity: this page was altered.";
}

function onKey(page, event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.closest && event.target.closest("a, input, textarea") && event.key !== "Escape") return;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const common = { u: () => page.undo(), Backspace: () => page.undo(), r: () => page.restart(), w: () => page.worst() };
  let handled = false;
  if (page instanceof PlayerPage || !["Enter", " "].includes(key) || event.target === document.body) {
    handled = page.key(event);
  }
  if (!handled && common[key]) {
    page.timed(common[key]);
    handled = true;
  }
  if (handled) event.preventDefault();
}

// The page of a line game's certificate.
function linePage(facts, bytes) {
  if (facts.kind === "player") return new PlayerPage(facts, new TextDecoder().decode(bytes));
  const policy = new Policy(bytes);
  const shown = policy.game === "well" ? policy.bound : policy.bound + 3;
  return new AdversaryPage(facts, policy, new AdversaryGame(policy), shown);
}

async function main() {
  const facts = JSON.parse($("facts-data").textContent);
  const bytes = await decodeCertificate($("certificate-data").textContent);
  showFacts(facts);
  const text = () => new TextDecoder().decode(bytes);
  const page = facts.lines ? linesPage(facts, text()) : facts.survival ? survivalPage(facts, text()) : linePage(facts, bytes);
  sureline.page = page;
  page.fromHash();
  window.addEventListener("hashchange", () => page.fromHash());
  document.addEventListener("keydown", (event) => onKey(page, event));
  $("app").setAttribute("aria-busy", "false");
  sureline.readyMs = performance.now();
  sureline.ready = true;
  checkIdentity(bytes, facts.sha256).catch(() => {});
}

