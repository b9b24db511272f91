// The browser tests of `sureline web` on survival certificates (spec/survival.md): certificates
// of small wells solved by the binary, their pages opened from disk in headless Chromium, played
// with keys, and compared board by board with `sureline play --sequence` / `--moves` (the page's
// JavaScript against the engine's well: drops, clears, the floor, the top-out), the cycle the
// page names with the one the transcript names.
//
// Run by scripts/test-web.sh beside page.test.mjs (env: SURELINE for the binary, CHROMIUM for
// the browser); it writes only into a temporary directory it removes.

import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launch, openPage } from "./browser.mjs";
import { sureline } from "./reference.mjs";

const OUT = mkdtempSync(path.join(tmpdir(), "sureline-web-survival-"));
// name: the solve's options, the letters of a game (player certificates).
const GAMES = {
  "o-4x2": [["--width", "4", "--height", "2", "--pieces", "O"], "OOOOO"],
  "io-4x3-preview": [["--width", "4", "--height", "3", "--pieces", "IO", "--preview", "1"], "IOOIIOOI"],
  "sz-sequence-4x4": [["--width", "4", "--height", "4", "--sequence", "SZ"], "SZSZSZS"],
  "o-4x3-floor": [["--width", "4", "--height", "3", "--pieces", "O", "--floor", "0100"], "OOOOO"],
  "sz-4x2-adversary": [["--width", "4", "--height", "2", "--pieces", "SZ"], null],
  "sz-4x2-preview-adversary": [["--width", "4", "--height", "2", "--pieces", "SZ", "--preview", "1"], null],
};

let browser;
let context;
const pages = {};
const certs = {};

before(async () => {
  for (const [name, [options]] of Object.entries(GAMES)) {
    certs[name] = path.join(OUT, `${name}.cert`);
    pages[name] = path.join(OUT, `${name}.html`);
    sureline("solve", "--game", "survival", ...options, "-o", certs[name]);
    sureline("web", certs[name], "-o", pages[name]);
  }
  ({ browser, context } = await launch());
});

after(async () => {
  await browser?.close();
  rmSync(OUT, { recursive: true, force: true });
});

// A survival transcript of `sureline play`: its boards (start, then one per piece), each a set of
// the filled cells "column,row" (the newest piece's letter or #; = is the floor), and its lines.
function survivalTranscript(text) {
  const frames = [];
  const lines = text.split("\n");
  for (const line of lines) {
    if (line.startsWith("start: ") || /^piece \d+: /.test(line)) frames.push(new Set());
    const m = /^(.) +(\d+) \|([^|]*)\|$/.exec(line);
    if (m && frames.length) {
      [...m[3]].forEach((c, column) => { if (c !== "." && c !== "=") frames[frames.length - 1].add(`${column},${m[2]}`); });
    }
  }
  return { frames, lines };
}

async function open(name, fragment = "") {
  const page = await openPage(context, pages[name], name, fragment);
  return { page, errors: page.errors };
}

// The filled cells of the page's board, and the solid floor cells.
async function pageCells(page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll("#board .cell")];
    const key = (c) => `${c.dataset.column},${c.dataset.row}`;
    return { filled: cells.filter((c) => c.dataset.piece).map(key).sort(), solid: cells.filter((c) => c.classList.contains("solid")).map(key).sort() };
  });
}

for (const name of ["o-4x2", "io-4x3-preview", "sz-sequence-4x4", "o-4x3-floor"]) {
  test(`${name}: the page hands pieces and agrees with sureline play board by board`, async () => {
    const letters = GAMES[name][1];
    const { frames, lines } = survivalTranscript(sureline("play", certs[name], "--sequence", letters, "--color", "never"));
    const { page, errors } = await open(name);
    const preview = name.includes("preview");
    const boards = [];
    // With preview the first letter only commits the first piece: its board is the start.
    if (!preview) boards.push(await pageCells(page));
    for (const letter of letters) {
      await page.keyboard.press(letter);
      boards.push(await pageCells(page));
    }
    assert.equal(boards.length, frames.length);
    for (const [i, frame] of frames.entries()) assert.deepEqual(boards[i].filled, [...frame].sort(), `${name} board ${i}`);
    const cycle = lines.find((line) => line.startsWith("back to position "));
    const ending = await page.textContent("#ending");
    assert.ok(cycle, "the transcript names a cycle");
    assert.ok(ending.startsWith(cycle.split(":")[0].replace("back", "Back")), `${ending} / ${cycle}`);
    assert.equal(await page.textContent("#permalink"), `#${letters}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("o-4x3-floor: the floor is drawn solid and the cells fall only where the well lets them", async () => {
  const { page } = await open("o-4x3-floor", "#OO");
  const { filled, solid } = await pageCells(page);
  assert.deepEqual(solid, ["1,0"]);
  // O0@0 rests on the floor's step (rows 1 and 2); O0@2 fills rows 0 and 1 of columns 2 and 3:
  // row 1 is full and clears, the cells above it fall into it; row 0 stays (column 0 is empty).
  assert.deepEqual(filled, ["0,1", "1,1", "2,0", "3,0"]);
  await page.close();
});

// Both compact adversaries, without and with preview ([surv.adversary]: with preview a node's
// letter is the piece it commits next, the first piece of P at node 0 before it).
for (const name of ["sz-4x2-adversary", "sz-4x2-preview-adversary"]) {
  test(`${name}: the longest game ends in a top-out within D, as sureline play says`, async () => {
    const { page, errors } = await open(name);
    await page.keyboard.press("w");
    const moves = (await page.textContent("#permalink")).slice(1);
    const { frames, lines } = survivalTranscript(sureline("play", certs[name], "--moves", moves, "--color", "never"));
    assert.equal(moves.split(",").length, 3);
    assert.ok(lines.includes("the player topped out at piece 3 (the policy ends every game within 3)"), lines.join("\n"));
    assert.match(await page.textContent("#ending"), /^Topped out after 3 pieces: the adversary ends every game within 3\.$/);
    assert.deepEqual((await pageCells(page)).filled, [...frames[frames.length - 1]].sort());
    // Undo, then the other answers: each placement is recomputed and the game still ends.
    await page.keyboard.press("u");
    assert.match(await page.textContent("#status"), /^The adversary gives [SZ]/);
    await page.keyboard.press("Enter");
    assert.match(await page.textContent("#ending"), /^Topped out after 3 pieces/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
