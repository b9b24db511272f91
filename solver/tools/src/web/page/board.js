// The board on the page: a fixed grid of cells built once (its size never changes while playing,
// so nothing on the page moves), redrawn in place after every move. Each cell shows its piece's
// letter as well as its colour (a palette safe for colour-blind readers: Okabe and Ito), and
// carries `data-piece`, which the browser tests read cell by cell. It knows no rules.

class BoardView {
  // `shownRows`: rows drawn, bottom first; `goalRows`: rows marked as goal rows.
  constructor(element, width, shownRows, goalRows, onColumn) {
    this.element = element;
    this.width = width;
    this.shownRows = shownRows;
    this.goalRows = goalRows;
    element.style.setProperty("--columns", String(width));
    element.replaceChildren();
    this.cells = [];
    this.margins = [];
    this.ends = [];
    for (let row = shownRows - 1; row >= 0; row--) {
      const margin = cellElement("div", "margin", row < goalRows ? `${row} ›` : String(row));
      margin.dataset.row = String(row);
      element.append(margin);
      this.margins[row] = margin;
      this.cells[row] = [];
      for (let column = 0; column < width; column++) {
        const cell = cellElement("div", row < goalRows ? "cell goal" : "cell", "");
        cell.dataset.column = String(column);
        cell.dataset.row = String(row);
        if (onColumn) cell.addEventListener("click", () => onColumn(column, true));
        if (onColumn) cell.addEventListener("pointerenter", () => onColumn(column, false));
        element.append(cell);
        this.cells[row][column] = cell;
      }
      const end = cellElement("div", "end", "");
      element.append(end);
      this.ends[row] = end;
    }
    element.append(cellElement("div", "margin", ""));
    for (let column = 0; column < width; column++) {
      const label = cellElement("div", "label", String(column));
      if (onColumn) label.addEventListener("click", () => onColumn(column, true));
      element.append(label);
    }
    element.append(cellElement("div", "end", ""));
  }

  // `view`: { board, filled: the newest piece's cells, completed: row or -1, dead: bit mask of
  // dead goal rows, ghost: { cells, piece, allowed } or null, solid: (column, row) => whether
  // the cell is a survival well's floor, or absent }.
  draw(view) {
    const newest = new Set((view.filled || []).map(([c, r]) => `${c},${r}`));
    const ghost = new Set(view.ghost ? view.ghost.cells.map(([c, r]) => `${c},${r}`) : []);
    for (let row = 0; row < this.shownRows; row++) {
      const dead = (view.dead >> row) & 1;
      const margin = this.margins[row];
      margin.textContent = row < this.goalRows ? `${row} ${dead ? "✗" : "›"}` : String(row);
      margin.classList.toggle("dead", Boolean(dead));
      margin.title = dead ? `goal row ${row} has a hole: it can never be completed` : "";
      for (let column = 0; column < this.width; column++) {
        const piece = row < view.board.rows ? view.board.at(column, row) : "";
        const key = `${column},${row}`;
        const cell = this.cells[row][column];
        let name = row < this.goalRows ? "cell goal" : "cell";
        if (view.solid?.(column, row)) name += " solid";
        else if (piece) name += ` piece p-${piece}${newest.has(key) ? " newest" : ""}`;
        else if (ghost.has(key)) name += ` ghost p-${view.ghost.piece}${view.ghost.allowed ? "" : " refused"}`;
        if (row === view.completed) name += " completed";
        cell.className = name;
        cell.textContent = piece || (ghost.has(key) ? view.ghost.piece.toLowerCase() : "");
        if (piece) cell.dataset.piece = piece;
        else delete cell.dataset.piece;
      }
      this.ends[row].textContent = row === view.completed ? "◀" : "";
    }
    this.element.setAttribute("aria-label", describeBoard(view.board, this.shownRows, view.completed));
  }
}

function cellElement(tag, className, text) {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = text;
  return element;
}

// The board as text for screen readers: one line a row, top first, `.` for an empty cell.
function describeBoard(board, shownRows, completed) {
  const lines = [];
  for (let row = Math.min(shownRows, board.rows) - 1; row >= 0; row--) {
    let line = "";
    for (let column = 0; column < board.width; column++) line += board.at(column, row) || ".";
    if (line.replace(/\./g, "") === "" && lines.length === 0) continue;
    lines.push(`row ${row}: ${line}${row === completed ? " completed" : ""}`);
  }
  return lines.length ? `The board, top first. ${lines.join("; ")}` : "The board is empty.";
}

// A small drawing of one orientation (for the rotation buttons), as a grid of spans.
function shapeElement(orientation) {
  const shape = document.createElement("span");
  shape.className = "shape";
  shape.style.setProperty("--w", String(orientation.width));
  shape.style.setProperty("--h", String(orientation.height));
  for (const [x, y] of orientation.cells) {
    const block = document.createElement("span");
    block.className = `block p-${orientation.piece}`;
    block.style.gridColumn = String(x + 1);
    block.style.gridRow = String(orientation.height - y);
    shape.append(block);
  }
  return shape;
}
