// The browser tests of `sureline web` on srs certificates (spec/rules.md [rules.moves.srs]: pieces
// spawn above the board, slide and turn with the guideline's kicks): certificates of small boards
// solved by the binary, their pages opened from disk in headless Chromium and played, every board
// and every list of placements the page offers compared with `sureline play` (the page's own
// flood with turns, rules.js, against the checker's).
//
// Run by scripts/test-web.sh beside slide.test.mjs (env: SURELINE for the binary, CHROMIUM for
// the browser); it writes only into a temporary directory it removes.

import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { history, launch, openPage, randomPieceGame, randomPolicyGame } from "./browser.mjs";
import {
  ROOT, differences, pageBoard, parseTranscript, playMoves, playSequence, random, sureline, surelineAsync,
} from "./reference.mjs";

const OUT = mkdtempSync(path.join(tmpdir(), "sureline-web-srs-"));
// name: the solve's options (4 columns: the player wins capped(4, 4) and well(4, 5), the
// adversary capped(4, 3) and well(4, 4)), or an archived certificate.
const GAMES = {
  "player-4x4": ["--width", "4", "--rows", "4"],
  "player-well-4x5": ["--width", "4", "--height", "5"],
  "adversary-4x3": ["--width", "4", "--rows", "3"],
  "adversary-well-4x4": ["--width", "4", "--height", "4"],
};
const ARCHIVED = {
  // 2 columns: only O spawns (the others' boxes stick out of a wall: the block out), so the
  // adversary wins at once.
  "adversary-2x8": "certificates/srs/2x8-srs.cert",
  // 6 columns, within 5 pieces: a larger policy, with positions where only a turn reaches.
  "adversary-6x5-within-5": "certificates/srs/6x5-srs-no-win-within-5.cert",
  // 6 columns: the optimal strategy, 793 nodes.
  "player-6x5": "certificates/srs/6x5-srs.cert",
};

let browser;
let context;
const pages = {};
const certs = {};

before(async () => {
  for (const [name, options] of Object.entries(GAMES)) {
    certs[name] = path.join(OUT, `${name}.cert`);
    sureline("solve", ...options, "--moves", "srs", "--quiet", "-o", certs[name]);
  }
  for (const [name, file] of Object.entries(ARCHIVED)) certs[name] = path.join(ROOT, file);
  for (const name of Object.keys(certs)) {
    pages[name] = path.join(OUT, `${name}.html`);
    sureline("web", certs[name], "-o", pages[name]);
  }
  ({ browser, context } = await launch());
});

after(async () => {
  await browser?.close();
  rmSync(OUT, { recursive: true, force: true });
});

const open = (name, fragment = "") => openPage(context, pages[name], name, fragment);


// The checker's allowed placements after `moves` (`sureline play --moves`), or its outcome line
// when the game is over there.
function checkerAllowed(name, moves) {
  const { outcome } = playMoves(certs[name], moves);
  return /allowed: (.*)\)$/.exec(outcome)?.[1] ?? outcome;
}

test("the spec's examples: a T-spin, an I kicked down, a J kicked into a closed cell", async () => {
  const page = await open("adversary-well-4x4");
  // [rules.moves.srs.lemmas] On well(4, 4): each placement is reached with srs, not with slides.
  const found = await page.evaluate(() => {
    const reached = (filled, name, column, row) => [true, false].map((srs) => {
      const board = new Board(4, 4);
      for (const [c, r] of filled) board.cells[r * 4 + c] = "X";
      return board.slide(orientationByName(name), column, row, 4, srs) !== null;
    });
    return [
      reached([[1, 1]], "T0", 1, 0),
      reached([[0, 1]], "I0", 0, 0),
      reached([[1, 1], [0, 2]], "J0", 0, 0),
    ];
  });
  assert.deepEqual(found, [[true, false], [true, false], [true, false]]);
  // Slides within srs when the spawn fits; on 3 columns the I has no position (the block out),
  // on 2 no piece but O.
  const spawns = await page.evaluate(() => [4, 3, 2].map((width) => [...PIECE_ORDER].filter((piece) => {
    const reach = new Board(width, 4).reach(piece, 4, true);
    return [...reach.values()].some((columns) => columns.some((rows) => rows !== 0));
  }).join("")));
  assert.deepEqual(spawns, ["IOTSZJL", "OTSZJL", "O"]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the page's rotation states are the box turned a quarter, O's four alike", async () => {
  const page = await open("adversary-4x3");
  // [rules.moves.srs] Cell (x, y) of the box in state s is at (y, n - 1 - x) in the next state
  // clockwise: each state's cells (its orientation's, shifted by (dx, dy)) turned are the next's.
  const wrong = await page.evaluate(() => [...PIECE_ORDER].flatMap((piece) => {
    const n = SRS_STATES[piece][0];
    const states = moveStates(piece, true);
    const cells = (st) => st.orientation.cells.map(([x, y]) => [x + st.dx, y + st.dy]);
    const key = (list) => list.map(([x, y]) => `${x},${y}`).sort().join(" ");
    return states.filter((st, s) => {
      const turned = cells(st).map(([x, y]) => [y, n - 1 - x]);
      return key(turned) !== key(cells(states[(s + 1) % 4]));
    }).map((st) => `${piece} ${st.orientation.name}`);
  }));
  assert.deepEqual(wrong, []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an srs strategy answers with the rows it locks at, as sureline play --sequence", async () => {
  for (const name of ["player-4x4", "player-well-4x5"]) {
    const width = Number(/(\d+)x/.exec(name)[1]);
    for (const seed of [1, 2, 3]) {
      const page = await open(name);
      const { played, boards } = await randomPieceGame(page, seed);
      const reference = playSequence(certs[name], played.join(""));
      assert.equal(boards.length, reference.frames.length);
      for (const [i, board] of boards.entries()) {
        assert.deepEqual(differences(board, reference.frames[i], width), [], `${name} ${played.slice(0, i).join("")}`);
      }
      assert.deepEqual(await history(page), reference.frames.slice(1).map((f) => `${f.piece} → ${f.name}`));
      assert.ok(reference.frames.slice(1).every((f) => /:\d+$/.test(f.name)));
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

test("every move of an srs strategy is one the page's flood reaches, some only by turning", async (t) => {
  for (const [name, least, turns] of [["player-4x4", 50, 1], ["player-well-4x5", 50, 1], ["player-6x5", 5000, 100]]) {
    const page = await open(name);
    // Every (node, board) the strategy reaches, each answer played in the page: a move the page's
    // rules do not allow throws. Counted: the moves played and those no slide without turns
    // reaches.
    const { played, turned } = await page.evaluate(() => {
      const game = window.sureline.page.game;
      const seen = new Set();
      let [played, turned] = [0, 0];
      const walk = () => {
        const key = `${game.node()} ${game.board().hexRows(game.rules.boardRows)}`;
        if (game.over() || seen.has(key)) return;
        seen.add(key);
        for (const [slot, piece] of [...game.rules.adversary].entries()) {
          const [before, move] = [game.board(), game.rules.node(game.node())[slot]];
          game.give(piece);
          played++;
          if (!before.slide(move.orientation, move.column, move.row, game.rules.boardRows, false)) turned++;
          walk();
          game.steps.pop();
        }
      };
      walk();
      return { played, turned };
    });
    t.diagnostic(`${name}: ${played} moves played, ${turned} only a turn reaches`);
    assert.ok(played >= least, `${name}: ${played} moves`);
    assert.ok(turned >= turns, `${name}: ${turned} moves only turns reach`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("against an srs policy the longest game and random games agree with sureline play --moves", async () => {
  for (const name of ["adversary-4x3", "adversary-well-4x4", "adversary-6x5-within-5"]) {
    for (const seed of [0, 7, 8]) {
      // Seed 0: the longest game (its button); otherwise random allowed placements from the
      // page's own list, played through the permalink.
      let page = await open(name);
      if (seed === 0) await page.click("#worst");
      else {
        const { moves, offered } = await randomPolicyGame(page, random(seed)(1000));
        await page.close();
        // The placements the page offers after each move are those the checker allows.
        for (let i = 0; i < moves.length; i++) {
          assert.equal(checkerAllowed(name, moves.slice(0, i)), offered[i], `${name} ${moves.slice(0, i)}`);
        }
        page = await open(name, `#${moves.join(",")}`);
      }
      const moves = (await history(page)).map((text) => text.split(" → ")[1]);
      assert.ok(moves.length > 0 && moves.every((m) => /^[A-Z][0-3]@\d+:\d+$/.test(m)), `${moves}`);
      const reference = playMoves(certs[name], moves);
      assert.deepEqual(await history(page), reference.frames.slice(1).map((f) => `${f.piece} → ${f.name}`));
      const width = Number(/(\d+)x/.exec(name)[1]);
      const last = reference.frames[reference.frames.length - 1];
      assert.deepEqual(differences(await pageBoard(page), last, width), [], `${name} ${moves}`);
      assert.match(reference.outcome, /^game over after \d+ pieces?: /, reference.outcome);
      assert.match(await page.textContent("#ending"), /The adversary wins\.$/);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

test("at the positions of a policy's games the page offers what the checker allows, turns included", async (t) => {
  // name, every how many positions the checker is asked (all on 4 columns; always where the page
  // offers a placement its slides without turns do not reach), whether there are such positions.
  const policies = [["adversary-4x3", 1, false], ["adversary-well-4x4", 1, false], ["adversary-6x5-within-5", 60, true]];
  for (const [name, every, kicks] of policies) {
    const page = await open(name);
    // Every position of the policy's games in the page, each allowed placement played (one the
    // checker does not allow would reach a board without a state line, and throw): the moves to
    // it, the placements offered there and those among them no slide without turns reaches, or
    // why the game ends there (no closed-rows ending with srs: a kick can fill a closed cell).
    const positions = await page.evaluate(() => {
      const game = window.sureline.page.game;
      const [seen, out] = [new Set(), []];
      const walk = (moves) => {
        const turn = game.turn();
        const key = game.rules.text(game.description());
        if (seen.has(key)) return;
        seen.add(key);
        if (turn.end) return out.push({ moves, end: explainEnd(turn, game.rules, moves.length), only: [] });
        const slides = game.board().reach(turn.piece, game.rules.boardRows, false);
        const only = turn.allowed.filter((a) => !((slides.get(a.orientation.name)[a.column] >> a.row) & 1));
        out.push({ moves, offered: turn.allowed.map((a) => a.name).join(" "), only: only.map((a) => a.name) });
        for (const a of turn.allowed) {
          game.place(a.name);
          walk([...moves, a.name]);
          game.steps.pop();
        }
      };
      walk([]);
      return out;
    });
    const kicked = positions.filter((p) => p.only.length);
    const ends = positions.filter((p) => p.end);
    const asked = positions.filter((p, i) => i % every === 0 || p.only.length);
    t.diagnostic(`${name}: ${positions.length} positions (${ends.length} ends), ${kicked.length} with placements only a turn reaches, the checker asked at ${asked.length}`);
    if (kicks) assert.ok(kicked.length > 0, `${name}: no position where only a turn reaches a placement`);
    for (let i = 0; i < asked.length; i += 2) {
      const pair = asked.slice(i, i + 2);
      const answers = await Promise.all(pair.map((p) => surelineAsync("play", certs[name], "--moves", p.moves.join(","), "--color", "never")));
      for (const [j, p] of pair.entries()) {
        const outcome = parseTranscript(answers[j]).outcome;
        if (p.end) {
          const said = p.end[0].toLowerCase() + p.end.slice(1, -1);
          assert.equal(/^game over after \d+ pieces?: (.*); the adversary wins$/.exec(outcome)?.[1], said, `${name} ${p.moves}`);
        } else assert.equal(/allowed: (.*)\)$/.exec(outcome)?.[1], p.offered, `${name} ${p.moves}`);
      }
    }
    // Played, a placement only a turn reaches leaves the board the checker leaves.
    if (!kicks) {
      assert.deepEqual(page.errors, []);
      await page.close();
      continue;
    }
    const { moves, only } = kicked[0];
    const played = await open(name, `#${[...moves, only[0]].join(",")}`);
    const reference = playMoves(certs[name], [...moves, only[0]]);
    assert.deepEqual(await history(played), reference.frames.slice(1).map((f) => `${f.piece} → ${f.name}`));
    const last = reference.frames[reference.frames.length - 1];
    const width = Number(/(\d+)x/.exec(name)[1]);
    assert.deepEqual(differences(await pageBoard(played), last, width), [], `${moves} ${only[0]}`);
    assert.deepEqual([...page.errors, ...played.errors], []);
    await played.close();
    await page.close();
  }
});

test("a piece that cannot spawn has no placement: the player is stuck at once on 2 columns", async () => {
  const page = await open("adversary-2x8");
  const turn = await page.evaluate(() => window.sureline.page.game.turn());
  assert.equal(turn.end, "stuck");
  assert.match(await page.textContent("#ending"), /no placement of it is allowed: the player is stuck/);
  const reference = playMoves(certs["adversary-2x8"], []);
  assert.match(reference.outcome, new RegExp(`^game over after 0 pieces: .*${turn.piece}`), reference.outcome);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("keys choose a placement only a turn reaches, and the piece locks there", async () => {
  // On 6 columns after I0@0:0, S0@1:1, I1@0:1 the S reaches S0@3:1 only by turning (found by the
  // walk above): chosen with keys (↑ twice: S1, then S0 again; the columns; the lowest row
  // allowed there), then dropped.
  const moves = ["I0@0:0", "S0@1:1", "I1@0:1"];
  const page = await open("adversary-6x5-within-5", `#${moves.join(",")}`);
  const only = await page.evaluate(() => {
    const game = window.sureline.page.game;
    const turn = game.turn();
    const slides = game.board().reach(turn.piece, game.rules.boardRows, false);
    return turn.allowed.filter((a) => !((slides.get(a.orientation.name)[a.column] >> a.row) & 1)).map((a) => a.name);
  });
  assert.ok(only.includes("S0@3:1"), `${only}`);
  for (const key of ["ArrowUp", "ArrowUp", "ArrowRight", "ArrowRight", "ArrowRight"]) await page.keyboard.press(key);
  for (let i = 0; i < 6; i++) await page.keyboard.press("PageDown");
  await page.keyboard.press("Enter");
  const played = (await history(page)).map((text) => text.split(" → ")[1]);
  assert.deepEqual(played, [...moves, "S0@3:1"]);
  const reference = playMoves(certs["adversary-6x5-within-5"], played);
  assert.deepEqual(differences(await pageBoard(page), reference.frames[reference.frames.length - 1], 6), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});
