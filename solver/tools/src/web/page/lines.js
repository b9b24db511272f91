// The lines game (spec/lines.md) for the page: survival's well and turns (survival.js), and a
// goal: k rows cleared in all, or k by one piece; topping out is judged first. The reader hands
// pieces to the player's strategy until it reaches the goal, or places the pieces the
// adversary's policy gives until a top-out or the end of its budget (a policy for ever may have
// cycles: such a game goes on). Every board and count is recomputed from the drops; [lines.slide]
// [lines.srs] with slides a move names the row it locks at, which rules.js's slides must reach.

// [lines.game] (2) The count after a turn clearing `cleared` rows from `count`, or null when the
// turn reaches the goal.
function linesAfter(goal, count, cleared) {
  if (goal.atOnce) return cleared >= goal.k ? null : 0;
  return count + cleared >= goal.k ? null : count + cleared;
}

// `2 rows in all` or `2 rows at once`.
function goalText(goal) {
  return `${plural(goal.k, "row")} ${goal.atOnce ? "at once" : "in all"}`;
}

// `rows cleared: 1, goal 2`, as `sureline play` captions a board.
function countText(goal, step) {
  return `${goal.atOnce ? "cleared at once" : "rows cleared"}: ${step ? step.count : 0}, goal ${goal.k}`;
}

// The rows so far a next turn starts from (0 with `at-once`).
function carried(game) {
  const last = game.last();
  return last && !game.rules.goal.atOnce ? last.count : 0;
}

// [lines.player] A game against the player's strategy, until the goal.
class LinesPlayerGame extends SurvivalPlayerGame {
  over() {
    return this.last()?.next === "win";
  }

  give(piece) {
    const rules = this.rules;
    if (this.over()) return "the game is over: undo or restart to play on";
    const slot = rules.pieces.indexOf(piece);
    if (slot < 0) return `${piece} is not in the adversary's set ${rules.pieces}`;
    const node = this.node();
    const move = rules.nodeMoves(node)[slot];
    const name = placementName(move.orientation, move.column, move.row);
    if (move.row !== undefined && !rules.well.slides(this.board(), move.orientation, move.column, move.row, rules.srs)) {
      throw new Error(`node ${node}: no slide reaches ${name}: not a verified certificate`);
    }
    const turn = rules.well.turn(this.board(), move.orientation, move.column, move.row);
    if (!turn || turn.toppedOut) throw new Error(`node ${node}: the strategy's move tops out: not a verified certificate`);
    const count = linesAfter(rules.goal, carried(this), turn.cleared.length);
    if ((count === null) !== (move.next === "win")) throw new Error(`node ${node}: the goal disagrees with the certificate`);
    const step = {
      piece, given: piece, name, node, next: move.next,
      board: turn.board, filled: turn.filled, cleared: turn.cleared.length, completed: -1,
      count: rules.goal.atOnce ? turn.cleared.length : carried(this) + turn.cleared.length,
    };
    this.steps.push(step);
    return step;
  }
}

// [lines.adversary] A game against the adversary's policy: a field `x` is a top-out or the last
// placement of the budget.
class LinesAdversaryGame extends SurvivalAdversaryGame {
  turn() {
    const last = this.last();
    if (last?.end) return { end: last.end };
    const { piece, allowed } = this.rules.node(this.node());
    return { piece, allowed, next: null };
  }

  place(name) {
    const turn = this.turn();
    if (turn.end) return "the game is over: undo or restart to play on";
    const choice = turn.allowed.find((a) => a.name === name);
    if (!choice) return `${name} ${this.rules.slide ? "is not a slide the game allows here" : "does not fit between the walls"}`;
    if (choice.row !== undefined && !this.rules.well.slides(this.board(), choice.orientation, choice.column, choice.row, this.rules.srs)) {
      throw new Error(`no slide reaches ${name}: not a verified certificate`);
    }
    const dropped = this.rules.well.turn(this.board(), choice.orientation, choice.column, choice.row);
    const count = dropped.toppedOut ? carried(this) : linesAfter(this.rules.goal, carried(this), dropped.cleared.length);
    if (count === null) throw new Error(`${name} reaches the goal: not a verified certificate`);
    if (dropped.toppedOut && choice.next !== "x") throw new Error(`${name}: the certificate's field disagrees with the drop`);
    const end = dropped.toppedOut ? "topout" : choice.next === "x" ? "budget" : null;
    const step = {
      piece: turn.piece, name, next: choice.next, board: dropped.board, filled: dropped.filled,
      cleared: dropped.cleared.length, completed: -1, end,
      count: this.rules.goal.atOnce ? dropped.cleared.length : count,
    };
    this.steps.push(step);
    return step;
  }
}

// `lines(4, 4, lines 2, IO)`, as `sureline` names the game.
function linesName(s) {
  const floor = /^0+$/.test(s.floor) ? "" : `, floor ${s.floor}`;
  const moves = s.moves ? `, ${s.moves}` : "";
  return `lines(${s.width}, ${s.height}, ${s.goal} ${s.k}, ${s.adversary}${floor}${moves})`;
}

// The stats panel: what `sureline stats` prints for a lines certificate.
function showLinesFacts(facts) {
  const s = facts.stats;
  const goal = goalText({ atOnce: s.goal === "at-once", k: s.k });
  $("title-side").textContent = facts.kind === "player"
    ? `— you are the adversary against ${facts.name}`
    : `— you are the player against ${facts.name}`;
  $("claim").textContent = facts.kind === "player"
    ? `In ${linesName(s)}, rows clear and the player clears ${goal} within ${s.max_pieces} pieces without topping out, whatever pieces of ${s.adversary} the adversary hands.`
    : `In ${linesName(s)}, rows clear and the adversary keeps the player from clearing ${goal} ${s.within === "forever" ? "forever" : `during the first ${s.within} pieces`}, whatever the player does.`;
  $("set").textContent = s.adversary.split("").join(" ");
  const how = {
    slide: "the player slides the piece down from above the well, left, right and down, and locks it where it rests (under an overhang too)",
    srs: "the player moves the piece from its spawn above the well left, right, down and turns it with the guideline's kicks, and locks it where it rests",
  }[s.moves] ?? "the player chooses a rotation and a column and hard-drops the piece";
  $("rules-note").textContent = `The rules: ${how}; the rows full after it clear; `
    + "a cell left at or above the well's height loses, even on the move that reaches the goal.";
  const rows = [["file", facts.name], ["identity", facts.sha256], ["verdict", facts.verdict], ["game", linesName(s)], ["nodes", s.nodes]];
  if (facts.kind === "player") {
    rows.push(["longest game", s.longest_game]);
    $("tables").replaceChildren(barTable("Games by length", "pieces", s.games_by_length.map((n, k) => [k, n]).slice(1), "sequences"));
  } else {
    rows.push(["within", s.within], ["depth", s.depth]);
    $("tables").replaceChildren();
  }
  $("facts").replaceChildren(...rows.flatMap(([k, v]) => [cellElement("dt", "", k), cellElement("dd", "", String(v))]));
}

// A player certificate: the reader hands pieces until the strategy reaches the goal.
class LinesPlayerPage extends SurvivalPlayerPage {
  constructor(facts, text) {
    super(facts, text);
    this.game = new LinesPlayerGame(this.rules);
    $("worst").replaceChildren("The longest game ", cellElement("kbd", "", "W"));
    $("keys").textContent = $("keys").textContent.replace("W a cycle", "W the longest game");
  }

  worst() {
    this.playAll(this.tokens(this.facts.worst));
    this.notice = `The longest game: ${plural(this.game.steps.length, "piece")}.`;
  }

  render() {
    const steps = this.game.steps;
    const last = steps[steps.length - 1];
    const goal = this.rules.goal;
    this.view.draw({ board: this.game.board(), filled: last?.filled, completed: -1, dead: 0, solid: solidCells(this.rules) });
    const cleared = last?.cleared ? `, clearing ${plural(last.cleared, "row")}` : "";
    const status = last ? `The strategy placed ${last.piece} at ${last.name}${cleared}; ${countText(goal, last)}.` : `You are the adversary: hand a piece; the goal is ${goalText(goal)}.`;
    $("status").textContent = this.notice ? `${this.notice} ${status}` : status;
    $("ending").textContent = this.game.over()
      ? `After ${plural(steps.length, "piece")} the player reaches the goal (${goalText(goal)}): the player wins.`
      : `${countText(goal, last)}; the strategy reaches the goal within ${this.facts.stats.max_pieces} pieces.`;
    for (const button of document.querySelectorAll("button.give")) button.disabled = this.game.over();
    this.renderCommon();
  }
}

// An adversary certificate: the policy hands pieces, the reader places them.
class LinesAdversaryPage extends SurvivalAdversaryPage {
  constructor(facts, text) {
    super(facts, text);
    this.game = new LinesAdversaryGame(this.rules);
  }

  render() {
    const turn = this.game.turn();
    const orientation = this.selected(turn);
    const board = this.game.board();
    const last = this.game.steps[this.game.steps.length - 1];
    const rules = this.rules;
    let ghost = null;
    let status;
    if (orientation) {
      // [lines.slide] With slides the chosen row (PageUp, PageDown) among those allowed.
      const row = this.chosenRow(turn, orientation);
      const name = placementName(orientation, this.column, row);
      const cells = rules.well.landing(board, orientation, this.column, row).filter(([, r]) => r < this.view.shownRows);
      const allowed = !rules.slide || turn.allowed.some((a) => a.name === name);
      ghost = { cells, piece: turn.piece, allowed };
      const verb = rules.slide ? (allowed ? "lock it at" : "no slide locks it at") : "drop it at";
      status = `The adversary gives ${turn.piece}: ${verb} ${name}; ${countText(rules.goal, last)}.`;
    } else {
      status = `Game over after ${plural(this.game.steps.length, "piece")}; ${countText(rules.goal, last)}.`;
    }
    this.view.draw({ board, filled: last?.filled, completed: -1, dead: 0, ghost, solid: solidCells(rules) });
    $("status").textContent = this.notice ? `${this.notice} ${status}` : status;
    const endings = {
      topout: `The player topped out after ${plural(this.game.steps.length, "piece")}: the adversary wins.`,
      budget: `The adversary kept the player from the goal for the ${plural(rules.within, "piece")} of its budget.`,
    };
    $("ending").textContent = endings[turn.end]
      ?? `No game against this policy reaches the goal (${goalText(rules.goal)}): the checker walked every placement.`;
    this.renderHand(turn, orientation);
    this.renderCommon();
  }
}

// The page of a lines certificate.
function linesPage(facts, text) {
  return facts.kind === "player" ? new LinesPlayerPage(facts, text) : new LinesAdversaryPage(facts, text);
}
