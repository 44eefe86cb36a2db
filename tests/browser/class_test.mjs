// class_test.mjs — the page when the server is busy (docs/teaching.md, "How many pupils a machine
// serves"): `kharbaga serve --max-searches 1` with its one worker taken by another client's long
// search, a pupil's move against The Master waits in line, and the page says so ("waiting for the
// server, 1st in line") instead of failing; once the worker is free the reply comes. And a script
// on the search path that does not load costs only itself: the game menu marks it and every other
// game plays.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { api, check, newGame, openPage, pageMoves, playByClicks, runTests, session, settle, waitFor } from './harness.mjs';

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
      await waitFor(page, () => /waiting for the server, 1st in line/.test(document.getElementById('status').textContent), { timeout: 10000 });
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
  await page.close();
  fs.rmSync(games, { recursive: true, force: true });
}, ['--max-searches', '1']);
