// The page on a survival certificate (spec/survival.md): the reader hands pieces to the
// player's strategy and watches the rows clear, round the strategy's cycles, forever; or places
// the pieces the adversary's policy gives until the top-out, within the certificate's D.

// The well's floor cells, drawn solid.
function solidCells(certificate) {
  return (column, row) => row < certificate.well.floor[column];
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// `survival(4, 3, IO, preview 1)`, with the floor or the sequence.
function survivalName(s) {
  const pieces = s.sequence ? `sequence ${s.sequence}` : `${s.adversary}, preview ${s.preview}`;
  const floor = /^0+$/.test(s.floor) ? "" : `, floor ${s.floor}`;
  return `survival(${s.width}, ${s.height}, ${pieces}${floor})`;
}

function survivalClaim(facts) {
  const s = facts.stats;
  if (facts.kind === "player") {
    const hands = s.sequence ? `the pieces come as ${s.sequence}, over and over` : `whatever pieces of ${s.adversary} the adversary hands`;
    return `In ${survivalName(s)}, rows clear and the player keeps every cell below row ${s.height} forever: ${hands}.`;
  }
  return `In ${survivalName(s)}, rows clear and the adversary makes the player top out within ${s.within} pieces, whatever the player does.`;
}

// The stats panel: what `sureline stats` prints for a survival certificate.
function showSurvivalFacts(facts) {
  const s = facts.stats;
  $("title-side").textContent = facts.kind === "player"
    ? `— you are the adversary against ${facts.name}`
    : `— you are the player against ${facts.name}`;
  $("claim").textContent = survivalClaim(facts);
  $("set").textContent = (s.adversary ?? s.sequence).split("").join(" ");
  $("rules-note").textContent = "The rules: the player chooses a rotation and a column and hard-drops the piece onto the stack and the floor; "
    + "the rows full after the drop clear; the player loses when a cell stays at or above the well's height.";
  const rows = [["file", facts.name], ["identity", facts.sha256], ["verdict", facts.verdict], ["game", survivalName(s)], ["nodes", s.nodes]];
  if (facts.kind === "player") {
    const cycle = s.first_cycle;
    rows.push(["strategy height", s.strategy_height], ["first cycle", `lead ${cycle.lead}, period ${cycle.period}`]);
    $("tables").replaceChildren(barTable("Positions by stack height", "height", s.positions_by_height.map((n, h) => [h, n]), "positions"));
  } else {
    rows.push(["longest game", s.within]);
    $("tables").replaceChildren(barTable("Games by length", "pieces", s.games_by_length.map((g) => [g.length, g.games]), "games"));
  }
  $("facts").replaceChildren(...rows.flatMap(([k, v]) => [cellElement("dt", "", k), cellElement("dd", "", String(v))]));
}

// A player certificate: the reader hands pieces, the strategy answers, the rows clear.
class SurvivalPlayerPage extends HandPage {
  constructor(facts, text) {
    const certificate = new SurvivalCertificate(text);
    super(facts, certificate, certificate.height + 2, certificate.pieces, "a cycle");
    this.game = new SurvivalPlayerGame(certificate);
    $("worst").replaceChildren("Show me a cycle ", cellElement("kbd", "", "W"));
  }

  undo() {
    this.game.undo();
    this.notice = "";
  }

  restart() {
    this.game.steps.length = 0;
    this.game.start = null;
    this.notice = "";
  }

  worst() {
    this.playAll(this.tokens(this.facts.worst));
    this.notice = "The adversary always hands its first piece, until the game comes back to a position.";
  }

  link() {
    return this.game.letters();
  }

  status(last) {
    const game = this.game;
    const next = this.rules.preview && game.toPlace() ? ` The strategy places ${game.toPlace()} next; hand the piece after it.` : " Hand the next piece.";
    if (this.rules.preview && game.node() === null) return "You are the adversary: hand the first piece (with preview you commit each piece one turn early).";
    if (!last) return `You are the adversary: hand a piece.${next}`;
    const cleared = last.cleared ? `, clearing ${plural(last.cleared, "row")}` : "";
    return `The strategy placed ${last.piece} at ${last.name}${cleared}.${next}`;
  }

  render() {
    const steps = this.game.steps;
    const last = steps[steps.length - 1];
    this.view.draw({ board: this.game.board(), filled: last?.filled, completed: -1, dead: 0, solid: solidCells(this.rules) });
    const status = this.status(last);
    $("status").textContent = this.notice ? `${this.notice} ${status}` : status;
    const cleared = steps.reduce((n, s) => n + s.cleared, 0);
    const figures = `${plural(steps.length, "piece")}, ${plural(cleared, "row")} cleared; every cell stays below row ${this.rules.height}.`;
    const cycle = this.game.cycle();
    $("ending").textContent = cycle
      ? `Back to position ${cycle.first} after ${plural(cycle.period, "piece")}: the strategy goes round a cycle.`
      : figures;
    this.renderCommon();
    $("undo").disabled = this.game.letters() === "";
    $("restart").disabled = this.game.letters() === "";
  }
}

// An adversary certificate: the policy hands pieces, the reader places them until the top-out.
class SurvivalAdversaryPage extends AdversaryPage {
  constructor(facts, text) {
    const certificate = new SurvivalCertificate(text);
    // [lines.slide] A slide may lock a piece at row H, its top at row H + 3: all H + 4 rows shown.
    const shown = certificate.height + (certificate.slide ? 4 : 3);
    super(facts, certificate, new SurvivalAdversaryGame(certificate), shown);
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
      const name = placementName(orientation, this.column);
      const cells = rules.well.landing(board, orientation, this.column).filter(([, r]) => r < this.view.shownRows);
      ghost = { cells, piece: turn.piece, allowed: true };
      const next = turn.next ? ` (next: ${turn.next})` : "";
      const left = this.game.length(this.game.node());
      status = `The adversary gives ${turn.piece}${next}: drop it at ${name}. The game lasts at most ${plural(left, "more piece")}.`;
    } else {
      status = `The player topped out at piece ${this.game.steps.length}.`;
    }
    this.view.draw({ board, filled: last?.filled, completed: -1, dead: 0, ghost, solid: solidCells(rules) });
    $("status").textContent = this.notice ? `${this.notice} ${status}` : status;
    $("ending").textContent = turn.end
      ? `Topped out after ${plural(this.game.steps.length, "piece")}: the adversary ends every game within ${rules.within}.`
      : `Every game against this policy ends within ${rules.within} pieces: the checker walked every placement.`;
    this.renderHand(turn, orientation);
    this.renderCommon();
  }
}

// The page of a survival certificate.
function survivalPage(facts, text) {
  return facts.kind === "player" ? new SurvivalPlayerPage(facts, text) : new SurvivalAdversaryPage(facts, text);
}
