// site_test.mjs — the static site (lua/web/README.md: `cmake --build build-web --target site`) in
// Chromium: served as plain files by a server of this test's own on a free port, with no header
// but the content type (no cross-origin isolation, no server API), the page finds no server and
// asks the WebAssembly module in Web Workers. A game against the AI is played by clicks (the
// AI's search runs in a worker, reported as it deepens), a long search is stopped and its move
// played, the other views (learn, rules, dispute gallery) answer from the module, and the workshop
// checks, counts and plays a script without any server.
//
// KHARBAGA_SITE=DIR (default build-web/site); skipped (77) without it unless KHARBAGA_REQUIRE_WEB=1.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { check, freePort, log, newGame, openPage, pageMoves, playByClicks, runTests, screenshot, session, settle, source, waitFor } from './harness.mjs';

const site = process.env.KHARBAGA_SITE || path.join(source, 'build-web/site');
if (!fs.existsSync(path.join(site, 'kharbaga.wasm'))) {
  const why = `no static site in ${site} (cmake --build build-web --target site)`;
  if (process.env.KHARBAGA_REQUIRE_WEB === '1') {
    console.error(`site test: ${why}, and KHARBAGA_REQUIRE_WEB=1 requires it`);
    process.exit(1);
  }
  console.error(`site test skipped: ${why}`);
  process.exit(77);
}

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };
const requested = [];

// A static host: the site's files as they are, GET only, and nothing else.
function serveSite(port) {
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x/').pathname).replace(/^\/$/, '/index.html');
    requested.push(name);
    const file = path.join(site, path.normalize(name));
    if (!file.startsWith(site) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const port = await freePort();
const host = await serveSite(port);
session.base = `http://127.0.0.1:${port}/`;

await runTests(async () => {
  const page = await openPage();

  await check('the page finds no server and draws the board from the module', async () => {
    await settle(page);
    assert.equal(await page.evaluate(() => window.crossOriginIsolated), false, 'not cross-origin isolated');
    assert.equal(await page.$$eval('circle.hit', (c) => c.length), 41, "Kharbaga's 41 points");
    assert.ok(!requested.some((r) => r.startsWith('/api/')), `no request to a server's API: ${requested.filter((r) => r.startsWith('/api/'))}`);
    assert.deepEqual(page.problems, []);
  });

  await check('a game against the AI: a move by clicks, the reply searched in a worker', async () => {
    await newGame(page, { variant: 'zamma', mode: 'south', north: 'master', time: 200 });
    const moves = await page.evaluate(async () => (await import('./api.js')).get('moves', 'variant=zamma'));
    await playByClicks(page, moves[0]);
    await waitFor(page, () => document.querySelectorAll('#move-list .move').length >= 2, { timeout: 20000 });
    await settle(page);
    const list = await pageMoves(page);
    assert.equal(list[0], moves[0].move);
    log(`  the Master answered ${list[1]}`);
    assert.deepEqual(page.problems, []);
    await screenshot(page, 'site-game.png');
  });

  await check('Stop thinking: a long search stopped, its best move so far played', async () => {
    await newGame(page, { variant: 'kharbaga', mode: 'none', south: 'master', north: 'master', time: 10000, wait: false });
    await waitFor(page, () => !document.getElementById('thinking').hidden && Number(document.getElementById('think-depth').textContent) >= 3,
      { timeout: 20000 });
    const started = Date.now();
    await page.click('#stop');
    await waitFor(page, () => document.querySelectorAll('#move-list .move').length >= 1, { timeout: 5000 });
    assert.ok(Date.now() - started < 3000, `the move came ${Date.now() - started} ms after Stop`);
    await page.select('#mode', 'both');
    assert.deepEqual(page.problems, []);
  });

  await check('the other views answer from the module', async () => {
    await page.goto(`${session.base}#rules/fanorona`, { waitUntil: 'load' });
    await waitFor(page, () => /Fanorona/.test(document.querySelector('#view-rules')?.textContent || ''), { timeout: 20000 });
    await page.goto(`${session.base}#learn/kharbaga/4`, { waitUntil: 'load' });
    await waitFor(page, () => document.querySelectorAll('#view-learn circle.hit').length === 41, { timeout: 20000 });
    await page.goto(`${session.base}#dispute/09-removal`, { waitUntil: 'load' });
    await waitFor(page, () => document.querySelectorAll('#view-dispute svg').length >= 2, { timeout: 20000 });
    await page.goto(`${session.base}#workshop`, { waitUntil: 'load' });
    await waitFor(page, () => !document.querySelector('#views a[data-view="workshop"]').hidden, { timeout: 20000 });
    assert.deepEqual(page.problems, []);
  });

  await check('the workshop: a script checked, counted and played against the AI, all in the browser', async () => {
    await page.select('#ws-template', 'house');
    await page.click('#ws-load');
    await page.click('#ws-check');
    await waitFor(page, () => document.body.dataset.wsCheck || document.body.dataset.wsError, { timeout: 20000 });
    assert.equal(await page.$eval('body', (b) => b.dataset.wsCheck), 'ok');
    await page.select('#ws-depth', '3');
    await page.click('#ws-perft');
    await waitFor(page, () => document.body.dataset.wsPerft === 'done', { timeout: 30000 });
    assert.equal(await page.$$eval('#ws-perft-rows tr', (trs) => trs.length), 3);
    await page.select('#ws-ai', 'greedy');
    await page.click('#ws-play');
    await waitFor(page, () => document.body.dataset.wsTurn === 'human' && document.body.dataset.wsPly === '0', { timeout: 20000 });
    const script = await page.$eval('#ws-script', (t) => t.value);
    const legal = await page.evaluate(async (text) => (await import('./api.js')).workshopPost('moves', '', text), script);
    const move = legal.find((m) => !legal.some((o) => o !== m && o.from === m.from && o.to === m.to)) || legal[0];
    await page.click(`#ws-board circle.hit[data-point="${move.from}"]`);
    await page.click(`#ws-board circle.hit[data-point="${move.to}"]`);
    await waitFor(page, () => Number(document.body.dataset.wsPly) >= 2 && ['human', 'over'].includes(document.body.dataset.wsTurn), { timeout: 20000 });
    assert.ok(!requested.some((r) => r.startsWith('/api/')), 'no request to a server');
    assert.deepEqual(page.problems, []);
    await screenshot(page, 'site-workshop.png');
  });

});
host.close();
