// class_test.mjs — the page when the server is busy (docs/teaching.md, "How many pupils a machine
// serves"): `kharbaga serve --max-searches 1` with its one worker taken by another client's long
// search, a pupil's move against The Master waits in line, and the page says so ("waiting for the
// server: number 1 in line") instead of failing; once the worker is free the reply comes. And a script
// on the search path that does not load costs only itself: the game menu marks it and every other
// game plays.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { api, check, newGame, openPage, out, pageMoves, playByClicks, runTests, session, settle, waitFor } from './harness.mjs';

// Whether each element of the selectors lies inside the window: { selector: [top, bottom] } of those that do not.
async function outside(page, selectors) {
  return page.evaluate((list) => {
    const bad = {};
    for (const sel of list) {
      const e = document.querySelector(sel);
      const b = e ? e.getBoundingClientRect() : null;
      if (!b || b.top < 0 || b.left < 0 || b.bottom > window.innerHeight + 1 || b.right > window.innerWidth + 1) bad[sel] = b ? [b.top, b.bottom, b.left, b.right] : 'missing';
    }
    return bad;
  }, selectors);
}

const SCREENS = [
  { name: 'projector', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
];

// A POST of the API from Node, as another client: its JSON answer.
async function post(pathAndQuery) {
  const r = await fetch(new URL(pathAndQuery, session.base), { method: 'POST', headers: { 'X-Kharbaga': '1' } });
  return r.json();
}

// A broken script on the search path: the harness's KHARBAGA_PATH is the source tree's variants/,
// so the server of this test gets a folder of its own with the shipped games and a broken one.
const games = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-class-'));
for (const f of fs.readdirSync(path.join(process.env.KHARBAGA_PATH || 'variants'))) {
  if (f.endsWith('.lua')) fs.copyFileSync(path.join(process.env.KHARBAGA_PATH, f), path.join(games, f));
}
fs.writeFileSync(path.join(games, 'broken.lua'), 'return variant { id = "broken", name =\n');
process.env.KHARBAGA_PATH = games;

runTests(async () => {
  const page = await openPage();

  await check('a move against the AI waits in line while the server is busy, and the page says so', async () => {
    await newGame(page, { mode: 'south', north: 'master', time: 300 });
    const busy = await post('/api/search?variant=zamma&ai=master&time=10000');
    assert.match(busy.id, /^[0-9a-f]{16}$/);
    const keep = setInterval(() => fetch(new URL(`/api/search/${busy.id}`, session.base)).catch(() => {}), 1000);
    try {
      const legal = await api('moves', { variant: 'kharbaga' });
      await playByClicks(page, legal[0]);
      await waitFor(page, () => /waiting for the server: number 1 in line/.test(document.getElementById('status').textContent), { timeout: 10000 });
    } finally {
      clearInterval(keep);
      await post(`/api/search/${busy.id}/stop`);
    }
    await waitFor(page, () => document.querySelectorAll('#move-list .move').length === 2, { timeout: 20000 });
    await settle(page);
    assert.equal((await pageMoves(page)).length, 2, 'the reply came once the worker was free');
  });

  await check('a broken script on the search path is marked in the game menu, and the others play', async () => {
    const option = await page.$eval('#variant option[value="broken"]', (o) => ({ text: o.textContent, disabled: o.disabled }));
    assert.equal(option.disabled, true);
    assert.match(option.text, /cannot be loaded/);
    await newGame(page, { variant: 'zamma', mode: 'both' });
    const legal = await api('moves', { variant: 'zamma' });
    await playByClicks(page, legal[0]);
    await settle(page);
    assert.equal((await pageMoves(page)).length, 1);
  });
  await check('a projector (1280x720) and a phone (390x844): the board, the move box and the buttons in view', async () => {
    for (const screen of SCREENS) {
      const shown = await openPage(screen);
      try {
        await settle(shown);
        assert.deepEqual(await outside(shown, ['#board', '#move-text', '#stop', '#status']), {}, `play on a ${screen.name}`);
        await shown.screenshot({ path: path.join(out, `class-play-${screen.name}.png`) });
        await shown.goto(`${session.base}#dispute/09-removal`);
        await waitFor(shown, () => document.querySelectorAll('.dispute-entry .dispute-choice svg').length === 2, { timeout: 20000 });
        assert.deepEqual(await outside(shown, ['.dispute-entry .dispute-choice svg', '.dispute-walk .step-on']), {}, `the first dispute board on a ${screen.name}`);
        if (screen.name === 'projector') {
          const boards = await shown.$$eval('.dispute-entry .dispute-choice svg', (l) => l.map((e) => e.getBoundingClientRect().bottom));
          assert.ok(boards.every((b) => b <= 721), `both boards whole on a projector: ${boards}`);
        }
        await shown.screenshot({ path: path.join(out, `class-dispute-${screen.name}.png`) });
      } finally {
        await shown.close();
      }
    }
  });

  await check('the header names the play view\'s game only there; playing North turns the board', async () => {
    await page.goto(`${session.base}#rules/zamma`);
    await waitFor(page, () => document.body.dataset.view === 'rules');
    assert.equal(await page.$eval('#game-title', (e) => getComputedStyle(e).visibility), 'hidden', 'no other game named over the rules');
    await page.goto(`${session.base}#play`);
    await waitFor(page, () => document.body.dataset.view === 'play');
    await newGame(page, { mode: 'north', south: 'greedy' });
    assert.equal(await page.$eval('#flip', (e) => e.getAttribute('aria-pressed')), 'true', 'North\'s player sees the board turned');
    const [a1, i9] = await page.evaluate(() => ['a1', 'i9'].map((p) => document.querySelector(`circle.hit[data-point="${p}"]`).getBoundingClientRect().y));
    assert.ok(a1 < i9, 'a1 is at the top for North');
    await newGame(page, { mode: 'both' });
    assert.equal(await page.$eval('#flip', (e) => e.getAttribute('aria-pressed')), 'false');
  });

  await page.close();
  fs.rmSync(games, { recursive: true, force: true });
}, ['--max-searches', '1']);
