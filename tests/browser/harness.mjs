// harness.mjs — what the real-browser tests of `kharbaga serve` share: the server on a free port,
// Debian's Chromium through puppeteer-core, the API from Node, the page's board and settings
// driven by clicks, and named checks with a summary. run.sh starts a test with KHARBAGA_BINARY
// (the program), KHARBAGA_BROWSER_OUT (where the screenshots go) and KHARBAGA_CHROMIUM.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import puppeteer from 'puppeteer-core';

import { binary, freePort, serve, source } from './server.mjs';

export { freePort, source };
export const out = process.env.KHARBAGA_BROWSER_OUT || path.join(source, 'build/browser');
const chromium = process.env.KHARBAGA_CHROMIUM || '/usr/bin/chromium';
export const AI_MS = 100;

// The running test: the server's base URL, the server process and the browser.
export const session = { base: process.env.KHARBAGA_PAGE_URL || '', server: null, browser: null };
const results = { passed: 0, failed: 0 };

export function log(text) {
  process.stdout.write(`${text}\n`);
}

// ---- the server and the API ----

// Starts `kharbaga serve` on a free port with extra options (e.g. ['--workshop']), as the
// session's server.
export async function startServer(extra = []) {
  const started = await serve(extra);
  session.server = started.process;
  session.base = started.base;
}

// GET /api/<verb> with params ({key: value}, an array value repeated): the answer's JSON. A test
// without a server (the static site) sets session.api, e.g. to programApi.
export async function api(verb, params = {}) {
  if (session.api) return session.api(verb, params);
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const x of v) q.append(k, x);
    else if (v !== undefined && v !== '') q.append(k, v);
  }
  const r = await fetch(`${session.base}api/${verb}?${q}`);
  const body = await r.json();
  if (!r.ok) throw new Error(`${verb}: ${body.error}`);
  return body;
}

// The program's own answer, `kharbaga VERB --json --KEY VALUE ...`, which the API's equals byte
// for byte (test_api, test_web_api): params as api's, or [key, value] pairs; a value of true is
// the flag alone.
export function programApi(verb, params = {}) {
  const args = [verb, '--json'];
  for (const [k, v] of Array.isArray(params) ? params : Object.entries(params)) {
    for (const x of Array.isArray(v) ? v : [v]) {
      if (x === true) args.push(`--${k}`);
      else if (x !== undefined && x !== '') args.push(`--${k}`, String(x));
    }
  }
  const r = spawnSync(binary, args, { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, KHARBAGA_PATH: process.env.KHARBAGA_PATH || path.join(source, 'variants') } });
  if (r.status !== 0) throw new Error(`kharbaga ${args.join(' ')}: ${r.stderr.trim()}`);
  return JSON.parse(r.stdout);
}

// ---- the page ----

// page.waitForFunction polling on a timer: a page in the background gets no animation frames.
export function waitFor(page, fn, options = {}, ...args) {
  return page.waitForFunction(fn, { polling: 50, ...options }, ...args);
}

export async function openPage(viewport = { width: 1200, height: 900 }) {
  const page = await session.browser.newPage();
  await page.setViewport(viewport);
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // a refused request (400) is an answer the page expects (the tests make some on purpose);
  // any other failure is a problem, named by its URL
  page.on('response', (r) => {
    // 404 for a search: one that ended and was read just as the page polled or stopped it
    const raced = r.status() === 404 && /\/api\/search\/[^/]+(\/stop)?$/.test(new URL(r.url()).pathname);
    if (r.status() >= 400 && r.status() !== 400 && !raced) problems.push(`${r.status()} for ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !/^Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.problems = problems;
  // a new tab opens on a new game: the game another tab kept goes (a reload of this tab keeps its own)
  await page.evaluateOnNewDocument(() => {
    if (sessionStorage.getItem('kharbaga.test.tab')) return;
    localStorage.removeItem('kharbaga.play.game');
    sessionStorage.setItem('kharbaga.test.tab', '1');
  });
  await page.goto(session.base, { waitUntil: 'load' });
  await page.waitForSelector('body[data-menus="ready"]', { timeout: 10000 });
  return page;
}

// The moves of the game on the page, as its move list shows them.
export async function pageMoves(page) {
  return page.$$eval('#move-list .move', (spans) => spans.map((s) => s.textContent));
}

// Waits until the page has drawn a new answer and it is a person's turn or the game is over.
export async function settle(page, timeout = 20000) {
  await waitFor(page, () => document.body.dataset.turn === 'human' || document.body.dataset.turn === 'over', { timeout });
}

export async function clickPoint(page, point) {
  const hit = await page.$(`circle.hit[data-point="${point}"]`);
  assert.ok(hit, `the board has a point ${point}`);
  await hit.click();
}

export async function marked(page, cls) {
  return page.$$eval(`.overlay .${cls}`, (els) => els.map((e) => e.getAttribute('data-point')));
}

// Plays a legal move object by clicks: its piece, its end, then the landing (or captured) points
// the page asks for; a huff first by clicking the huffed piece.
export async function playByClicks(page, move) {
  const before = (await pageMoves(page)).length;
  const generation = await page.$eval('body', (b) => b.dataset.generation);
  let pathChoice = false;
  if (move.huffed) await clickPoint(page, move.huffed);
  await clickPoint(page, move.from);
  assert.ok((await marked(page, 'selected')).includes(move.from), `${move.from} is shown chosen`);
  assert.ok((await marked(page, 'target')).includes(move.to), `${move.to} is shown as a target of ${move.from}`);
  await clickPoint(page, move.to);
  for (let i = 0; i < 8; i++) {
    const now = await page.$eval('body', (b) => b.dataset.generation);
    if (now !== generation || (await pageMoves(page)).length > before) break;
    const landings = await marked(page, 'landing');
    const captures = await marked(page, 'capture-choice');
    const next = landings.find((p) => move.path.includes(p)) || captures.find((p) => move.captured.includes(p));
    if (!next) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    pathChoice = true;
    await clickPoint(page, next);
  }
  await waitFor(page, (n) => document.querySelectorAll('#move-list .move').length > n, { timeout: 5000 }, before);
  const moves = await pageMoves(page);
  assert.equal(moves[before], move.move, 'the move list shows the move played');
  return pathChoice;
}

export async function setSelect(page, id, value) {
  await page.select(`#${id}`, value);
}

// Starts a game through the settings; waits for a person's turn unless `wait` is false.
export async function newGame(page, { variant = 'kharbaga', mode = 'both', south = 'master', north = 'master', time = AI_MS, rules = {}, position = '', wait = true } = {}) {
  await page.bringToFront();
  await setSelect(page, 'variant', variant);
  await waitFor(page, (v) => document.getElementById('ruleset').options.length > 0 && document.getElementById('variant').value === v, {}, variant);
  // the house-rule menus of the game come with its rules
  await waitFor(page, () => document.getElementById('rule-options').childElementCount > 0 || document.getElementById('rule-options').textContent !== '', { timeout: 10000 });
  for (const [key, value] of Object.entries(rules)) await setSelect(page, `rule-${key}`, value);
  await setSelect(page, 'mode', mode);
  await setSelect(page, 'ai-south', south);
  await setSelect(page, 'ai-north', north);
  await page.$eval('#ai-time', (e, t) => {
    e.value = String(t);
  }, time);
  await page.$eval('#position-text', (e, p) => {
    e.value = p;
  }, position);
  const generation = await page.$eval('body', (b) => b.dataset.generation);
  await page.click('#new-game');
  await waitFor(page, (g) => document.body.dataset.generation !== g, { timeout: 10000 }, generation);
  if (wait) await settle(page);
}

export function gameParams(variant, moves, rules = {}, position = '') {
  return { variant, rule: Object.entries(rules).map(([k, v]) => `${k}=${v}`), position, play: moves.join(' ') };
}

// ---- a game by clicks ----

// The time from the human's move to the AI's reply drawn, and the AI's search time within it.
export async function replyTime(page) {
  const [total, search] = await page.$eval('body', (b) => [Number(b.dataset.lastReplyMs), Number(b.dataset.lastReplySearchMs)]);
  return Number.isFinite(total) && Number.isFinite(search) ? { total, search, over: total - search } : null;
}

// The human's choice among the legal moves: a capture with a path choice, else a crowning, else
// the capture taking most, else a step of the most advanced man, so that the game moves on.
export function humanMove(legal) {
  const twin = legal.find((m) => legal.some((o) => o !== m && o.from === m.from && o.to === m.to && (m.huffed || null) === (o.huffed || null)));
  if (twin) return twin;
  const crown = legal.find((m) => m.crown);
  if (crown) return crown;
  const most = Math.max(...legal.map((m) => m.captured.length));
  if (most > 0) return legal.find((m) => m.captured.length === most);
  const rank = (p) => Number.parseInt(p.replace(/^[a-z]+/, ''), 10);
  return [...legal].sort((a, b) => rank(b.to) - rank(a.to) || a.move.localeCompare(b.move))[0];
}

// Kharbaga against the Glutton to its end, the human's moves by clicks (humanMove); the end's
// screenshot as OUT/shot.
export async function fullGame(page, shot = 'full-game.png') {
  await newGame(page, { mode: 'south', north: 'greedy', time: AI_MS });
  let pathChoices = 0;
  let crownings = 0;
  let aiReplies = 0;
  const replies = [];
  for (let turn = 0; turn < 400; turn++) {
    await settle(page, 30000);
    if ((await page.$eval('body', (b) => b.dataset.turn)) === 'over') break;
    const moves = await pageMoves(page);
    const legal = await api('moves', gameParams('kharbaga', moves));
    assert.ok(legal.length > 0, 'a person to move has a legal move');
    const move = humanMove(legal);
    if (await playByClicks(page, move)) pathChoices++;
    if (move.crown) crownings++;
    await settle(page, 30000);
    const after = await pageMoves(page);
    if (after.length === moves.length + 2) {
      aiReplies++;
      const reply = await replyTime(page);
      if (reply) replies.push(reply);
      // the reply is a legal move of the position after ours, drawn as the last move
      const legalReplies = await api('moves', gameParams('kharbaga', after.slice(0, -1)));
      assert.ok(legalReplies.some((m) => m.move === after[after.length - 1]), `the Glutton's ${after[after.length - 1]} is legal`);
      assert.equal((await page.$$('.overlay .arrow.last')).length, 1, "the AI's move is drawn as an arrow");
    }
  }
  assert.equal(await page.$eval('body', (b) => b.dataset.turn), 'over', 'the game ends');
  const resultText = await page.$eval('#result', (e) => e.textContent);
  const moves = await pageMoves(page);
  const end = await api('moves', gameParams('kharbaga', moves));
  log(`  full game: ${moves.length} plies, ${aiReplies} replies of the Glutton, ${pathChoices} path choices, ${crownings} crownings; result: ${resultText}`);
  assert.ok(resultText.length > 10, 'the end of the game is said in words');
  assert.match(resultText, /wins|draw|repetition|limit/i);
  if (end.length === 0) assert.match(resultText, /no legal move|no pieces/i);
  await page.screenshot({ path: path.join(out, shot) });
  return { pathChoices, crownings, replies };
}

// ---- the checks ----

// KHARBAGA_BROWSER_ONLY=REGEX runs the checks whose names match (when working on the page).
export async function check(name, fn) {
  const only = process.env.KHARBAGA_BROWSER_ONLY;
  if (only && !new RegExp(only).test(name)) return;
  const started = Date.now();
  try {
    await fn();
    results.passed++;
    log(`ok - ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.failed++;
    log(`not ok - ${name}: ${error.stack || error.message}`);
  }
}

// Runs a test: the server (with serveOptions) and the browser (with browserArgs besides the
// harness's) started, body(context) run with a context of { downloads } (a folder the page's
// downloads go to), then everything stopped and the summary printed; exits 1 if a check failed
// or the body threw.
export async function runTests(body, serveOptions = [], browserArgs = []) {
  fs.mkdirSync(out, { recursive: true });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-chromium-'));
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-downloads-'));
  try {
    if (!session.base) await startServer(serveOptions);
    session.browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, ...browserArgs],
    });
    await body({ downloads });
  } catch (error) {
    results.failed++;
    log(`not ok - ${error.stack || error.message}`);
  } finally {
    if (session.browser) await session.browser.close();
    if (session.server) session.server.kill('SIGTERM');
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(downloads, { recursive: true, force: true });
  }
  log(`${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed ? 1 : 0);
}

export function median(list) {
  return list.length ? list[Math.floor(list.length / 2)] : NaN;
}

// Saves a screenshot of the page as OUT/name; with KHARBAGA_UPDATE_SCREENSHOT=1 also as
// docs/images/name, where the documentation shows it.
export async function screenshot(page, name, options = {}) {
  const file = path.join(out, name);
  await page.screenshot({ path: file, ...options });
  if (process.env.KHARBAGA_UPDATE_SCREENSHOT === '1') {
    fs.mkdirSync(path.join(source, 'docs/images'), { recursive: true });
    fs.copyFileSync(file, path.join(source, 'docs/images', name));
    log(`  docs/images/${name} written`);
  }
  return file;
}
