// The browser tests of `sureline web` on slide certificates (spec/rules.md [rules.moves.slide],
// spec/adversary-certificate.md [adv.slide]): certificates of small boards solved by the binary,
// their pages opened from disk in headless Chromium and played with clicks, keys and permalinks,
// every board compared cell by cell with `sureline play` (the page's slides against the
// checker's: a move names the row it locks at, `J1@2:1`).
//
// Run by scripts/test-web.sh beside page.test.mjs (env: SURELINE for the binary, CHROMIUM for
// the browser); it writes only into a temporary directory it removes.

import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { history, launch, openPage, randomPieceGame, randomPolicyGame } from "./browser.mjs";
import { differences, pageBoard, playMoves, playSequence, random, sureline } from "./reference.mjs";

const OUT = mkdtempSync(path.join(tmpdir(), "sureline-web-slide-"));
// name: the solve's options (4 columns: the player wins capped(4, 4), the adversary capped(4, 3)
// and well(4, 4)).
const GAMES = {
  "player-4x4": ["--width", "4", "--rows", "4"],
  "adversary-4x3": ["--width", "4", "--rows", "3"],
  "adversary-well-4x4": ["--width", "4", "--height", "4"],
};

let browser;
let context;
const pages = {};
const certs = {};

before(async () => {
  for (const [name, options] of Object.entries(GAMES)) {
    certs[name] = path.join(OUT, `${name}.cert`);
    pages[name] = path.join(OUT, `${name}.html`);
    sureline("solve", ...options, "--moves", "slide", "--quiet", "-o", certs[name]);
    sureline("web", certs[name], "-o", pages[name]);
  }
  ({ browser, context } = await launch());
});

after(async () => {
  await browser?.close();
  rmSync(OUT, { recursive: true, force: true });
});

const open = (name, fragment = "") => openPage(context, pages[name], name, fragment);


test("a slide strategy answers with the rows it locks at, as sureline play --sequence", async () => {
  for (const seed of [1, 2, 3, 4]) {
    const page = await open("player-4x4");
    const { played, boards } = await randomPieceGame(page, seed);
    const reference = playSequence(certs["player-4x4"], played.join(""));
    assert.equal(boards.length, reference.frames.length);
    for (const [i, board] of boards.entries()) {
      assert.deepEqual(differences(board, reference.frames[i], 4), [], `${played.slice(0, i).join("")}`);
    }
    assert.deepEqual(await history(page), reference.frames.slice(1).map((f) => `${f.piece} → ${f.name}`));
    assert.ok(reference.frames.slice(1).every((f) => /:\d+$/.test(f.name)));
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("against a slide policy the longest game and random games agree with sureline play --moves", async () => {
  for (const name of ["adversary-4x3", "adversary-well-4x4"]) {
    for (const seed of [0, 7, 8, 9]) {
      // Seed 0: the longest game (its button); otherwise random allowed slides from the page's
      // own list, played through the permalink.
      let page = await open(name);
      if (seed === 0) await page.click("#worst");
      else {
        const next = random(seed);
        const { moves, offered } = await randomPolicyGame(page, next(1000));
        await page.close();
        // The slides the page offers after each move are those the checker allows.
        for (let i = 1; i < moves.length; i++) {
          const { outcome } = playMoves(certs[name], moves.slice(0, i));
          assert.equal(/allowed: (.*)\)$/.exec(outcome)?.[1], offered[i], `${name} ${moves.slice(0, i)}`);
        }
        page = await open(name, `#${moves.join(",")}`);
      }
      const moves = (await history(page)).map((text) => text.split(" → ")[1]);
      assert.ok(moves.length > 0 && moves.every((m) => /^[A-Z][0-3]@\d+:\d+$/.test(m)), `${moves}`);
      const reference = playMoves(certs[name], moves);
      assert.deepEqual(await history(page), reference.frames.slice(1).map((f) => `${f.piece} → ${f.name}`));
      const last = reference.frames[reference.frames.length - 1];
      assert.deepEqual(differences(await pageBoard(page), last, 4), [], `${name} ${moves}`);
      assert.match(reference.outcome, /^game over after \d+ pieces?: /, reference.outcome);
      assert.match(await page.textContent("#ending"), /The adversary wins\.$/);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

test("keys choose the row a sliding piece locks at; a hard drop is the first offered", async () => {
  const page = await open("adversary-4x3", "#T0@0:0,O0@0:2");
  // The adversary gives J; J1 at column 2 locks at row 1 (under nothing: its hard drop) only.
  const allowed = await page.evaluate(() => window.sureline.page.game.turn().allowed.map((a) => a.name));
  assert.deepEqual(allowed, ["J1@2:1", "J3@2:1"]);
  await page.click('button.rotation[data-orientation="J1"]');
  for (const key of ["ArrowRight", "ArrowRight", "PageDown", "Enter"]) await page.keyboard.press(key);
  const moves = (await history(page)).map((text) => text.split(" → ")[1]);
  assert.deepEqual(moves, ["T0@0:0", "O0@0:2", "J1@2:1"]);
  assert.equal(decodeURIComponent(new URL(page.url()).hash), "#T0@0:0,O0@0:2,J1@2:1");
  assert.deepEqual(page.errors, []);
  await page.close();
});
