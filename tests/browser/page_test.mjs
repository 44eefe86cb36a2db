// page_test.mjs — the end-to-end test of the page of `kharbaga serve` in Debian's Chromium,
// driven by puppeteer-core (no browser download). run.sh starts it with KHARBAGA_BINARY (the
// program), KHARBAGA_BROWSER_OUT (where the screenshots go) and KHARBAGA_CHROMIUM.
//
// It starts `kharbaga serve` on a free port, then: plays Kharbaga against the Glutton to the end by
// clicking points (the human's moves chosen from the legal moves the API gives, a capture with a
// path choice and a crowning among them), one move by clicks in every game, keyboard-only moves,
// take back, flip, a record downloaded and loaded back, a huff under capture=huff, a phone-sized
// screenshot; and it measures the page's ready time and the time from a human move to the AI's
// reply drawn. Set KHARBAGA_UPDATE_SCREENSHOT=1 to write docs/images/serve.png from it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { AI_MS, api, check, clickPoint, fullGame, gameParams, humanMove, log, marked, median, newGame, openPage, out, pageMoves, playByClicks, replyTime, runTests, screenshot, session, settle, source, waitFor } from './harness.mjs';

// Moves against the Master at 100 ms a move, which uses its time: the reply times.
async function replyTimes(page) {
  await newGame(page, { mode: 'south', north: 'master', time: AI_MS });
  const replies = [];
  for (let i = 0; i < 10; i++) {
    const moves = await pageMoves(page);
    if ((await page.$eval('body', (b) => b.dataset.turn)) === 'over') break;
    await page.$eval('body', (b) => {
      delete b.dataset.lastReplyMs;
    });
    await playByClicks(page, humanMove(await api('moves', gameParams('kharbaga', moves))));
    await settle(page, 30000);
    const reply = await replyTime(page);
    if (reply) replies.push(reply);
  }
  assert.ok(replies.length >= 5, 'the Master replied');
  return replies;
}

// A game from a set-up position with house rules (chain=may, majority=none) under which two
// captures run from e1 to e5 round either side of a diamond, and a man one step from crowning:
// played by clicks against the Glutton until the man is crowned.
async function pathAndCrown(page) {
  const position = 'B:Be1,a7:Wd2,d4,f2,f4,i9,g9';
  const rules = { chain: 'may', majority: 'none' };
  await newGame(page, { mode: 'south', north: 'greedy', time: AI_MS, position, rules });
  let legal = await api('moves', gameParams('kharbaga', [], rules, position));
  const twins = legal.filter((m) => m.from === 'e1' && m.to === 'e5');
  assert.equal(twins.length, 2, 'the position has two captures from e1 to e5');
  assert.ok(await playByClicks(page, twins[1]), 'the page asked for a landing point');
  await settle(page);
  let moves = await pageMoves(page);
  for (let i = 0; i < 6; i++) {
    legal = await api('moves', gameParams('kharbaga', moves, rules, position));
    const crown = legal.find((m) => m.crown);
    if (crown) {
      await playByClicks(page, crown);
      await settle(page);
      const view = await api('show', gameParams('kharbaga', [...moves, crown.move], rules, position));
      assert.match(view.position, new RegExp(`K${crown.to}`), 'the man is crowned');
      return;
    }
    if ((await page.$eval('body', (b) => b.dataset.turn)) === 'over') break;
    await playByClicks(page, humanMove(legal));
    await settle(page);
    moves = await pageMoves(page);
  }
  throw new Error('no crowning came within six moves');
}

async function everyGame(page) {
  const variants = await api('variants');
  for (const v of variants) {
    await newGame(page, { variant: v.id, mode: 'both' });
    const view = await api('render', { variant: v.id });
    const points = (view.geometry && view.geometry.points) || view.points;
    const hits = await page.$$('circle.hit');
    assert.equal(hits.length, points.length, `${v.id}: one click target per point`);
    assert.ok((await page.$$('.base .piece, .base [class^="piece"]')).length > 0, `${v.id}: pieces drawn`);
    const legal = await api('moves', { variant: v.id });
    const move = legal[legal.length - 1];
    await playByClicks(page, move);
    await page.screenshot({ path: path.join(out, `game-${v.id}.png`) });
    log(`  ${v.id}: ${points.length} points, ${move.move} by clicks`);
  }
}

async function keyboard() {
  const page = await openPage();
  try {
    await keyboardOn(page);
  } finally {
    await page.close();
  }
}

async function keyboardOn(page) {
  await settle(page);
  const legal = await api('moves', { variant: 'kharbaga' });
  // a fresh page, you against the Master: Tab past the links to the views and the language menu
  // to the board, the arrows to a piece and its target, Enter on each
  const links = await page.$$eval('#views a', (as) => as.filter((a) => !a.hidden).length);
  for (let i = 0; i <= links + 1; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board', 'Tab reaches the board after the views and the language menu');
  const move = legal[0];
  for (const goal of [move.from, move.to]) {
    for (let i = 0; i < 40; i++) {
      const cursor = (await marked(page, 'cursor'))[0];
      if (cursor === goal) break;
      const [at, want] = await page.evaluate(
        (c, g) => {
          const find = (n) => document.querySelector(`circle.hit[data-point="${n}"]`);
          const box = (n) => (find(n) ? find(n).getBoundingClientRect() : null);
          return [box(c), box(g)].map((b) => (b ? { x: b.x + b.width / 2, y: b.y + b.height / 2 } : null));
        },
        cursor || '',
        goal,
      );
      let key = 'ArrowRight';
      if (at) {
        const dx = want.x - at.x;
        const dy = want.y - at.y;
        key = Math.abs(dy) > Math.abs(dx) ? (dy < 0 ? 'ArrowUp' : 'ArrowDown') : dx < 0 ? 'ArrowLeft' : 'ArrowRight';
      }
      await page.keyboard.press(key);
    }
    assert.equal((await marked(page, 'cursor'))[0], goal, `the cursor reaches ${goal}`);
    await page.keyboard.press('Enter');
  }
  await waitFor(page, () => document.querySelectorAll('#move-list .move').length >= 1);
  assert.equal((await pageMoves(page))[0], move.move);
  // the move box: Tab to it, type a shortened form, Enter
  await settle(page);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'move-text', 'Tab goes on to the move box');
  const before = await pageMoves(page);
  const replies = await api('moves', gameParams('kharbaga', before));
  const reply = replies.find((m) => m.path.length === 1) || replies[0];
  await page.keyboard.type(`${reply.from}${reply.captured.length ? 'x' : '-'}${reply.to}`);
  await page.keyboard.press('Enter');
  await waitFor(page, (n) => document.querySelectorAll('#move-list .move').length > n, {}, before.length);
  assert.equal((await pageMoves(page))[before.length], reply.move);
  // an illegal move is refused with the program's words
  await settle(page);
  await page.keyboard.type('a1-i9');
  await page.keyboard.press('Enter');
  await waitFor(page, () => document.getElementById('entry-error').textContent.length > 0);
  const error = await page.$eval('#entry-error', (e) => e.textContent);
  assert.match(error, /a1-i9/, 'the error names the move');
  log(`  keyboard: ${move.move} by arrows and Enter, ${reply.move} typed; refused: ${error}`);
  assert.deepEqual(page.problems, []);
}

async function takeBackAndFlip(page) {
  await newGame(page, { mode: 'south', north: 'greedy', time: AI_MS });
  const legal = await api('moves', { variant: 'kharbaga' });
  await playByClicks(page, legal[0]);
  await waitFor(page, () => document.querySelectorAll('#move-list .move').length === 2, { timeout: 10000 });
  await settle(page);
  await page.click('#takeback');
  await waitFor(page, () => document.querySelectorAll('#move-list .move').length === 0);
  await settle(page);
  assert.equal(await page.$eval('body', (b) => b.dataset.turn), 'human', 'after taking back it is the person to move again');
  const where = (p) => page.$eval(`circle.hit[data-point="${p}"]`, (e) => {
    const b = e.getBoundingClientRect();
    return { x: b.x, y: b.y };
  });
  const a1 = await where('a1');
  const i9 = await where('i9');
  assert.ok(a1.y > i9.y && a1.x < i9.x, 'a1 is at the bottom left, i9 at the top right');
  await page.click('#flip');
  const a1f = await where('a1');
  const i9f = await where('i9');
  assert.ok(a1f.y < i9f.y && a1f.x > i9f.x, 'flipped, a1 is at the top right, i9 at the bottom left');
  assert.equal(await page.$eval('#flip', (e) => e.getAttribute('aria-pressed')), 'true');
  await page.screenshot({ path: path.join(out, 'flipped.png') });
  await playByClicks(page, legal[1]);
  await page.click('#flip');
}

async function records(page, downloads) {
  await newGame(page, { mode: 'both' });
  let moves = [];
  for (let i = 0; i < 4; i++) {
    const legal = await api('moves', gameParams('kharbaga', moves));
    await playByClicks(page, humanMove(legal));
    await settle(page);
    moves = await pageMoves(page);
  }
  for (const f of fs.readdirSync(downloads)) fs.unlinkSync(path.join(downloads, f));
  await page.click('#download');
  let file = null;
  for (let i = 0; i < 100 && !file; i++) {
    await new Promise((r) => setTimeout(r, 50));
    file = fs.readdirSync(downloads).find((f) => f.endsWith('.pdn'));
  }
  assert.ok(file, 'a record was downloaded');
  const text = fs.readFileSync(path.join(downloads, file), 'utf8');
  assert.match(text, /^\[Variant "kharbaga"\]/);
  for (const m of moves) assert.ok(text.includes(m), `the record holds ${m}`);
  // load it back into a fresh game of another variant
  await newGame(page, { variant: 'zamma', mode: 'both' });
  const input = await page.$('#load');
  const generation = await page.$eval('body', (b) => b.dataset.generation);
  await input.uploadFile(path.join(downloads, file));
  await waitFor(page, (g) => document.body.dataset.generation !== g, { timeout: 10000 }, generation);
  await settle(page);
  assert.deepEqual(await pageMoves(page), moves, 'the loaded record gives the same moves');
  // a record with an illegal move is refused, naming it
  const bad = path.join(downloads, 'bad.pdn');
  fs.writeFileSync(bad, '[Variant "kharbaga"]\n\n1. e3-e5 e7-e6 *\n');
  await input.uploadFile(bad);
  await waitFor(page, () => document.getElementById('record-error').textContent.length > 0, { timeout: 10000 });
  const error = await page.$eval('#record-error', (e) => e.textContent);
  assert.match(error, /e7-e6/);
  assert.deepEqual(await pageMoves(page), moves, 'a bad record leaves the game as it was');
  log(`  record: ${file}, ${moves.length} moves read back; refused: ${error}`);
}

const binary = process.env.KHARBAGA_BINARY || path.join(source, 'build/kharbaga');

// The game in progress survives a reload, players included; a record the page writes names its
// AI by the personality's id, so that `play --load` plays it as that AI, and a record `play`
// writes gives the page the same players.
async function keptAndRecordsBothWays(page, downloads) {
  await newGame(page, { mode: 'both' });
  let moves = [];
  for (let i = 0; i < 2; i++) {
    const legal = await api('moves', gameParams('kharbaga', moves));
    await playByClicks(page, humanMove(legal));
    await settle(page);
    moves = await pageMoves(page);
  }
  await page.reload({ waitUntil: 'load' });
  await waitFor(page, () => document.body.dataset.menus === 'ready', { timeout: 20000 });
  await settle(page);
  assert.deepEqual(await pageMoves(page), moves, 'the reloaded page goes on with the game');
  assert.equal(await page.$eval('#mode', (s) => s.value), 'both', 'and with its players');

  await newGame(page, { mode: 'south', north: 'greedy' });
  await settle(page);
  for (const f of fs.readdirSync(downloads)) fs.unlinkSync(path.join(downloads, f));
  await page.click('#download');
  let file = null;
  for (let i = 0; i < 100 && !file; i++) {
    await new Promise((r) => setTimeout(r, 50));
    file = fs.readdirSync(downloads).find((f) => f.endsWith('.pdn'));
  }
  assert.ok(file, 'a record was downloaded');
  const record = path.join(downloads, file);
  const text = fs.readFileSync(record, 'utf8');
  assert.match(text, /\[South "human"\]/);
  assert.match(text, /\[North "greedy"\]/, 'the AI is named by its id');
  const played = spawnSync(binary, ['play', '--load', record], { input: 'quit\n', encoding: 'utf8', timeout: 60000 });
  assert.match(played.stdout, /Black \(south\) human, White \(north\) The Glutton/, played.stdout + played.stderr);

  const written = path.join(downloads, 'written.pdn');
  const cliGame = spawnSync(binary, ['play', '--as', 'north', '--ai', 'teacher', '--time', '50', '--save', written],
    { input: 'quit\n', encoding: 'utf8', timeout: 60000 });
  assert.ok(fs.existsSync(written), cliGame.stderr);
  const input = await page.$('#load');
  const generation = await page.$eval('body', (b) => b.dataset.generation);
  await input.uploadFile(written);
  await waitFor(page, (g) => document.body.dataset.generation !== g, { timeout: 10000 }, generation);
  assert.equal(await page.$eval('#mode', (s) => s.value), 'north', 'the person plays North, as in the CLI');
  assert.equal(await page.$eval('#ai-south', (s) => s.value), 'teacher', 'and the Teacher South');
  await settle(page);
  await newGame(page, { mode: 'both' });
}

async function huff(page) {
  await newGame(page, { mode: 'both', rules: { capture: 'huff' } });
  let moves = [];
  const rules = { capture: 'huff' };
  // play until a side may huff: each side avoids its captures when it has a step
  for (let i = 0; i < 30; i++) {
    const legal = await api('moves', gameParams('kharbaga', moves, rules));
    const huffs = legal.filter((m) => m.huffed);
    if (huffs.length) {
      const h = huffs[0];
      await playByClicks(page, h);
      await settle(page);
      moves = await pageMoves(page);
      assert.match(moves[moves.length - 1], /^H[a-z]+[0-9]+ /, 'the huff is in the move list');
      const view = await api('show', gameParams('kharbaga', moves, rules));
      assert.ok(!new RegExp(`[,:K]${h.huffed}(,|:|$)`).test(view.position), `${h.huffed} is huffed off the board`);
      log(`  huff: ${h.move} by clicks after ${moves.length - 1} moves`);
      return;
    }
    const quiet = legal.filter((m) => m.captured.length === 0);
    await playByClicks(page, quiet.length ? quiet[i % quiet.length] : legal[0]);
    await settle(page);
    moves = await pageMoves(page);
  }
  throw new Error('no huff came within 30 moves');
}

// Two AIs play on their own; the analysis shows a best move on a person's turn; Stop makes a
// long-thinking AI move at once.
async function aisAnalysisStop(page) {
  await newGame(page, { mode: 'none', south: 'random', north: 'greedy', time: 20, wait: false });
  await waitFor(page, () => document.querySelectorAll('#move-list .move').length >= 6, { timeout: 20000 });
  await page.click('#new-game'); // ends the watched game: the settings are unchanged, so it starts again
  await newGame(page, { mode: 'both', time: 3000 });
  await page.click('#analysis');
  await page.waitForSelector('.overlay .arrow.hint', { timeout: 10000 });
  const hint = await page.$eval('#hint', (e) => e.textContent);
  assert.match(hint, /Best/);
  await page.click('#analysis');
  await waitFor(page, () => !document.querySelector('.overlay .arrow.hint'));
  await newGame(page, { mode: 'north', south: 'master', time: 10000, wait: false });
  await waitFor(page, () => !document.getElementById('stop').disabled, { timeout: 10000 });
  await waitFor(page, () => Number(document.getElementById('think-depth').textContent) > 0, { timeout: 10000 });
  const clicked = Date.now();
  await page.click('#stop');
  await waitFor(page, () => document.querySelectorAll('#move-list .move').length === 1, { timeout: 5000 });
  const waited = Date.now() - clicked;
  assert.ok(waited < 3000, `the AI moved ${waited} ms after Stop, not after its 10 s`);
  log(`  watched random against greedy; analysis: ${hint}; Stop: the Master moved ${waited} ms after it`);
}

async function phone() {
  const page = await openPage({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await phoneOn(page);
  } finally {
    await page.close();
  }
}

async function phoneOn(page) {
  await settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page fits a phone's width (${width} px)`);
  const box = await page.$eval('#board', (e) => e.getBoundingClientRect().width);
  assert.ok(box >= 340, `the board takes the phone's width (${box} px)`);
  const legal = await api('moves', { variant: 'kharbaga' });
  await page.tap(`circle.hit[data-point="${legal[0].from}"]`);
  await page.tap(`circle.hit[data-point="${legal[0].to}"]`);
  await waitFor(page, () => document.querySelectorAll('#move-list .move').length >= 1, { timeout: 10000 });
  await page.screenshot({ path: path.join(out, 'phone.png') });
}

async function readyTimes() {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const page = await session.browser.newPage();
    await page.setViewport({ width: 1200, height: 900 });
    await page.goto(session.base, { waitUntil: 'load' });
    await page.waitForSelector('body[data-ready-ms]', { timeout: 10000 });
    times.push(Number(await page.$eval('body', (b) => b.dataset.readyMs)));
    await page.close();
  }
  return times.sort((a, b) => a - b);
}

async function screenshotForReadme(page) {
  await newGame(page, { mode: 'south', north: 'greedy', time: AI_MS });
  let moves = [];
  for (let i = 0; i < 3; i++) {
    const legal = await api('moves', gameParams('kharbaga', moves));
    await playByClicks(page, humanMove(legal));
    await settle(page);
    moves = await pageMoves(page);
  }
  const legal = await api('moves', gameParams('kharbaga', moves));
  await clickPoint(page, legal[0].from);
  await screenshot(page, 'serve.png');
}

runTests(async ({ downloads }) => {
  const page = await openPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  let game = { replies: [] };
  let master = [];
  await check('a full game of Kharbaga against the Glutton, by clicks', async () => {
    game = await fullGame(page);
  });
  await check('a capture with a path choice and a crowning, by clicks', () => pathAndCrown(page));
  await check('every game: the board drawn and a move by clicks', () => everyGame(page));
  await check('moves by keyboard alone', () => keyboard());
  await check('take back and flip', () => takeBackAndFlip(page));
  await check('a record downloaded and loaded back', () => records(page, downloads));
  await check('a game kept across a reload; records read both ways with the same players', () => keptAndRecordsBothWays(page, downloads));
  await check('a huff under capture=huff, by clicks', () => huff(page));
  await check('two AIs, the analysis and Stop', () => aisAnalysisStop(page));
  await check('the Master at 100 ms replies', async () => {
    master = await replyTimes(page);
  });
  await check('a phone-sized screen', () => phone());
  await check('the README screenshot', () => screenshotForReadme(page));
  await check('no errors in the page', async () => {
    assert.deepEqual(page.problems, []);
  });
  const ready = await readyTimes();
  // the baseline in the same run: one position's render and moves asked from Node, no browser
  const apiTimes = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await Promise.all([api('render', { play: 'd4-e5 f6xd4' }), api('moves', { play: 'd4-e5 f6xd4' })]);
    apiTimes.push(Math.round(performance.now() - started));
  }
  apiTimes.sort((a, b) => a - b);
  log(`page ready (ms, 5 loads): ${ready.join(' ')}; median ${median(ready)} (target < 300)`);
  for (const [who, replies] of [['the Glutton', game.replies], ['the Master', master]]) {
    if (!replies.length) continue;
    const sorted = (key) => replies.map((r) => r[key]).sort((a, b) => a - b);
    const over = sorted('over');
    log(`human move to ${who}'s reply drawn, AI at ${AI_MS} ms (${replies.length} moves): median ${median(sorted('total'))} ms, ` + `its search ${median(sorted('search'))} ms; beyond the search: median ${median(over)} ms, max ${over[over.length - 1]} ms (target < 100)`);
  }
  log(`baseline: render and moves of one position together, from Node without the browser (20 times): median ${median(apiTimes)} ms, max ${apiTimes[apiTimes.length - 1]} ms`);
  log(`machine load: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min), ${os.cpus().length} cores`);
});
