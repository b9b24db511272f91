// What the browser tests compare the page with: the `sureline` binary's own transcripts
// (`sureline play --sequence` and `--moves`, `--color never`), parsed board by board, and the
// page's board read cell by cell from the DOM. No browser here, no rules: only reading.

import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// The `sureline` binary of the test profile (scripts/test.sh builds it), or $SURELINE.
export function binary() {
  const target = process.env.CARGO_TARGET_DIR || path.join(ROOT, "target");
  const bin = process.env.SURELINE || path.join(target, "tests", "sureline");
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build it (cargo build --profile tests -p sureline) or set SURELINE`);
  return bin;
}

// Debian's Chromium, or $CHROMIUM; one clear line when it is not installed.
export function chromium() {
  const bin = process.env.CHROMIUM || "/usr/bin/chromium";
  if (!existsSync(bin)) {
    throw new Error(`${bin} is missing: install it with 'apt-get install -y chromium chromium-driver' (or set CHROMIUM)`);
  }
  return bin;
}

export function sureline(...args) {
  return execFileSync(binary(), args, { encoding: "utf8", maxBuffer: 256 << 20, stdio: ["ignore", "pipe", "pipe"] });
}

export function surelineAsync(...args) {
  return new Promise((resolve, reject) =>
    execFile(binary(), args, { encoding: "utf8", maxBuffer: 256 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`sureline ${args.join(" ")}: ${stderr || error.message}`)) : resolve(stdout)));
}

// A transcript of `sureline play ... --color never`: one frame a board (the start, then one per
// piece), each { piece, name, rows: {row: "OOtt"} upper-cased, dead: Set, completed }, and the
// last line (the outcome).
export function parseTranscript(text) {
  const frames = [];
  let frame = null;
  const lines = text.split("\n").filter((line) => line !== "");
  for (const line of lines) {
    let m;
    if (line.startsWith("start: ")) {
      frames.push((frame = { piece: null, name: null, rows: {}, dead: new Set(), completed: -1 }));
    } else if ((m = /^piece (\d+): ([A-Z]) -> ([A-Z][0-3]@\d+(?::\d+)?)$/.exec(line))) {
      frames.push((frame = { piece: m[2], name: m[3], rows: {}, dead: new Set(), completed: -1 }));
    } else if (frame && (m = /^(.) +(\d+) \|([^|]*)\|( <- row (\d+) completed)?$/.exec(line))) {
      const row = Number(m[2]);
      frame.rows[row] = m[3].toUpperCase();
      if (m[1] === "x") frame.dead.add(row);
      if (m[5] !== undefined) frame.completed = row;
    }
  }
  return { frames, outcome: lines[lines.length - 1] };
}

export function playSequence(cert, sequence) {
  return parseTranscript(sureline("play", cert, "--sequence", sequence, "--color", "never"));
}

export function playMoves(cert, moves) {
  return parseTranscript(sureline("play", cert, "--moves", moves.join(","), "--color", "never"));
}

// The page's board as the DOM shows it: rows of piece letters ("." empty; a preview of the next
// placement is not a piece), the rows marked dead, the completed row.
export async function pageBoard(page) {
  return page.evaluate(() => {
    const rows = {};
    for (const cell of document.querySelectorAll("#board .cell")) {
      const [row, column] = [Number(cell.dataset.row), Number(cell.dataset.column)];
      (rows[row] ??= [])[column] = cell.dataset.piece || ".";
    }
    const completed = [...document.querySelectorAll("#board .cell.completed")].map((c) => Number(c.dataset.row));
    const dead = [...document.querySelectorAll("#board .margin.dead")].map((m) => Number(m.dataset.row));
    return {
      rows: Object.fromEntries(Object.entries(rows).map(([r, cells]) => [r, cells.join("")])),
      dead,
      completed: completed.length ? completed[0] : -1,
    };
  });
}

// The differences between a page board and a transcript frame, cell by cell ([] when equal).
export function differences(board, frame, width) {
  const empty = ".".repeat(width);
  const rows = new Set([...Object.keys(board.rows), ...Object.keys(frame.rows)].map(Number));
  const out = [];
  for (const row of [...rows].sort((a, b) => b - a)) {
    const [seen, expected] = [board.rows[row] ?? empty, frame.rows[row] ?? empty];
    if (seen !== expected) out.push(`row ${row}: page ${seen}, sureline play ${expected}`);
  }
  if (board.completed !== frame.completed) out.push(`completed row: page ${board.completed}, sureline play ${frame.completed}`);
  const dead = [...frame.dead].sort().join(",");
  if ([...board.dead].sort().join(",") !== dead) out.push(`dead rows: page ${board.dead}, sureline play ${dead}`);
  return out;
}

// A small deterministic generator, so a failing random game can be replayed.
export function random(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}
