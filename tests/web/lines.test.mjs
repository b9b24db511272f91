// The browser tests of `sureline web` on lines certificates (spec/lines.md): certificates of
// small wells solved by the binary, their pages opened from disk in headless Chromium, played
// with keys and permalinks, and compared board by board with `sureline play --sequence` /
// `--moves` (the page's well, clears and goal count against the engine's), the ending with the
// transcript's.
//
// Run by scripts/test-web.sh beside page.test.mjs (env: SURELINE for the binary, CHROMIUM for
// the browser); it writes only into a temporary directory it removes.

import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launch, openPage } from "./browser.mjs";
import { random, sureline } from "./reference.mjs";

const OUT = mkdtempSync(path.join(tmpdir(), "sureline-web-lines-"));
// The player wins lines(4, 4, lines 2, IO) within 3 pieces (`io`), the adversary keeps it from
// the goal for 2 (`io-within-2`, written beside it); a double with squares (`o-double`); the
// adversary stops every double on 4 columns in a well 3 high, for ever (`double-3`); with
// sliding pieces ([lines.slide], [lines.srs]) the squares' double (`o-slide`) and the policies of
// a well 4 high (`double-4-slide`, `double-4-srs`), whose moves name their rows.
const SOLVES = {
  io: ["--height", "4", "--lines", "2", "--pieces", "IO"],
  "o-double": ["--height", "3", "--at-once", "2", "--pieces", "O"],
  "double-3": ["--height", "3", "--at-once", "2", "--pieces", "IOTSZJL"],
  "o-slide": ["--height", "3", "--at-once", "2", "--pieces", "O", "--moves", "slide"],
  "double-4-slide": ["--height", "4", "--at-once", "2", "--pieces", "IOTSZJL", "--moves", "slide"],
  "double-4-srs": ["--height", "4", "--at-once", "2", "--pieces", "IOTSZJL", "--moves", "srs"],
};
const certs = {};
const pages = {};
let browser;
let context;

before(async () => {
  for (const [name, options] of Object.entries(SOLVES)) {
    certs[name] = path.join(OUT, `${name}.cert`);
    sureline("solve", "--game", "lines", "--width", "4", ...options, "--quiet", "-o", certs[name]);
  }
  certs["io-within-2"] = path.join(OUT, "lines-4x4-IO-lines-2-no-win-within-2.cert");
  for (const [name, cert] of Object.entries(certs)) {
    pages[name] = path.join(OUT, `${name}.html`);
    sureline("web", cert, "-o", pages[name]);
  }
  ({ browser, context } = await launch());
});

after(async () => {
  await browser?.close();
  rmSync(OUT, { recursive: true, force: true });
});

// A lines transcript of `sureline play`: its boards (start, then one per piece), each the set of
// filled cells "column,row"; the captions; the last line.
function transcript(text) {
  const [frames, captions] = [[], []];
  const lines = text.split("\n").filter(Boolean);
  for (const line of lines) {
    if (line.startsWith("start: ") || /^piece \d+: /.test(line)) frames.push(new Set());
    if (/^piece \d+: /.test(line)) captions.push(line);
    const m = /^(.) +(\d+) \|([^|]*)\|$/.exec(line);
    if (m && frames.length) {
      [...m[3]].forEach((c, column) => { if (c !== "." && c !== "=") frames[frames.length - 1].add(`${column},${m[2]}`); });
    }
  }
  return { frames, captions, outcome: lines[lines.length - 1] };
}

const open = (name, fragment = "") => openPage(context, pages[name], name, fragment);

async function filled(page) {
  return page.$$eval("#board .cell", (cells) =>
    cells.filter((c) => c.dataset.piece).map((c) => `${c.dataset.column},${c.dataset.row}`).sort());
}

test("the strategy's games agree with sureline play --sequence, board by board, to the goal", async () => {
  for (const [name, seeds] of [["io", [1, 2, 3]], ["o-double", [1]], ["o-slide", [1]]]) {
    for (const seed of seeds) {
      const page = await open(name);
      const next = random(seed);
      const pieces = name === "io" ? "IO" : "O";
      if (name === "o-slide") assert.match(await page.textContent("#rules-note"), /slides the piece down/);
      const [letters, boards] = [[], [await filled(page)]];
      while (!(await page.locator("button.give").first().isDisabled())) {
        const piece = pieces[next(pieces.length)];
        await page.keyboard.press(piece);
        letters.push(piece);
        boards.push(await filled(page));
      }
      const reference = transcript(sureline("play", certs[name], "--sequence", letters.join(""), "--color", "never"));
      assert.equal(boards.length, reference.frames.length);
      for (const [i, frame] of reference.frames.entries()) assert.deepEqual(boards[i], [...frame].sort(), `${name} ${letters} board ${i}`);
      const won = /^after (\d+) pieces: the player reaches the goal \((.*)\): the player wins$/.exec(reference.outcome);
      assert.ok(won, reference.outcome);
      assert.equal(await page.textContent("#ending"), `After ${won[1]} pieces the player reaches the goal (${won[2]}): the player wins.`);
      const count = /; ((?:rows cleared|cleared at once): \d+, goal \d+)$/.exec(reference.captions.at(-1))[1];
      assert.ok((await page.textContent("#status")).endsWith(`; ${count}.`), count);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

test("against a policy the game ends as sureline play --moves says: budget, top-out, or goes on", async () => {
  const policies = [["io-within-2", [0, 5, 6, 7]], ["double-3", [0, 5, 6]], ["double-4-slide", [0, 5, 6]], ["double-4-srs", [0, 7]]];
  for (const [name, seeds] of policies) {
    for (const seed of seeds) {
      let page = await open(name);
      if (seed === 0) await page.keyboard.press("w");
      else {
        const moves = await page.evaluate((seed) => {
          const game = window.sureline.page.game;
          const moves = [];
          let state = seed >>> 0;
          for (let turn = game.turn(); turn.allowed && moves.length < 6; turn = game.turn()) {
            state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
            const choice = turn.allowed[state % turn.allowed.length].name;
            game.place(choice);
            moves.push(choice);
          }
          return moves;
        }, seed);
        await page.close();
        page = await open(name, `#${moves.join(",")}`);
      }
      const moves = (await page.textContent("#permalink")).slice(1);
      const reference = transcript(sureline("play", certs[name], "--moves", moves, "--color", "never"));
      assert.deepEqual(await filled(page), [...reference.frames.at(-1)].sort(), `${name} ${moves}`);
      const ending = await page.textContent("#ending");
      if (/topped out/.test(reference.outcome)) assert.match(ending, /^The player topped out after \d+ pieces?: the adversary wins\.$/);
      else if (/budget/.test(reference.outcome)) assert.equal(ending, "The adversary kept the player from the goal for the 2 pieces of its budget.");
      else {
        assert.match(reference.outcome, /^game not over after \d+ pieces \(the adversary gives [A-Z]\)$/);
        assert.match(ending, /^No game against this policy reaches the goal/);
      }
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});
