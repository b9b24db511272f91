// The browser the page tests share: Debian's Chromium, headless, loading only file:// pages
// (this machine has no network, and a page must need none), and a page opened until it says it
// started.

import assert from "node:assert/strict";

import { chromium as playwright } from "playwright-core";
import { chromium, pageBoard, random } from "./reference.mjs";

// A headless Chromium and a desktop-sized context that aborts every request but file://.
export async function launch() {
  const browser = await playwright.launch({ executablePath: chromium(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route("**/*", (route) => (route.request().url().startsWith("file://") ? route.continue() : route.abort()));
  return { browser, context };
}

// The page `file` (written by `sureline web`) at `fragment`, once it is ready; a page that
// reports an error fails the test, naming `name`. Its script errors are kept in `page.errors`.
export async function openPage(context, file, name, fragment = "") {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.errors = errors;
  await page.goto(`file://${file}${fragment}`);
  await page.waitForFunction(() => window.sureline?.ready || window.sureline?.error, null, { timeout: 15000 });
  assert.equal(await page.evaluate(() => window.sureline.error), null, `${name}: the page did not start`);
  return page;
}

// The history list's entries, as the page shows them.
export const history = (page) => page.$$eval("#history li", (items) => items.map((li) => li.textContent));

// A game against a policy played in the page by its own rules: each turn one of the placements
// the page allows, picked by a linear congruential sequence from `seed`, until the game ends.
// The moves, and before each the placements offered (names, space-separated).
export function randomPolicyGame(page, seed) {
  return page.evaluate((seed) => {
    const game = window.sureline.page.game;
    const [moves, offered] = [[], []];
    let state = seed >>> 0;
    for (let turn = game.turn(); turn.allowed; turn = game.turn()) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      offered.push(turn.allowed.map((a) => a.name).join(" "));
      const choice = turn.allowed[state % turn.allowed.length].name;
      game.place(choice);
      moves.push(choice);
    }
    return { moves, offered };
  }, seed);
}

// A game against a player certificate: random pieces from `seed` (reference.mjs's `random`)
// given by the page's buttons until the game ends. The pieces given, and the page's board
// before the first and after each.
export async function randomPieceGame(page, seed) {
  const next = random(seed);
  const played = [];
  const boards = [await pageBoard(page)];
  while (!(await page.locator("button.give").first().isDisabled())) {
    const piece = "IOTSZJL"[next(7)];
    await page.click(`button.give[data-piece="${piece}"]`);
    played.push(piece);
    boards.push(await pageBoard(page));
  }
  return { played, boards };
}
