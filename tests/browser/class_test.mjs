// class_test.mjs — the page for a class, in Debian's Chromium: a move the server refuses is said
// in the page's words ("Move 2 (a9-a1) is not legal here; …"), never the command line's
// ("--play, move 2: …"), whether it was typed in the move box or is in a record loaded.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { check, newGame, openPage, pageMoves, runTests, waitFor } from './harness.mjs';

// Types text into the move box and submits it; waits until it is played or refused.
async function typeMove(page, text) {
  const before = (await pageMoves(page)).length;
  await page.$eval('#entry-error', (e) => {
    e.textContent = '';
  });
  await page.$eval('#move-text', (e, t) => {
    e.value = t;
  }, text);
  await page.click('#entry button[type="submit"]');
  await waitFor(page, (n) => document.querySelectorAll('#move-list .move').length > n || document.getElementById('entry-error').textContent !== '', { timeout: 10000 }, before);
  return page.$eval('#entry-error', (e) => e.textContent);
}

async function refusedInPageWords() {
  const page = await openPage();
  await newGame(page, { mode: 'both' });
  assert.equal(await typeMove(page, 'e3-e5'), '');
  const said = await typeMove(page, 'a9-a1');
  assert.match(said, /^Move 2 \(a9-a1\) is not legal here; legal moves: /);
  assert.doesNotMatch(said, /--play/);
  // a record with a move that is no move: named by its number and its text
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-class-'));
  const file = path.join(dir, 'bad.pdn');
  fs.writeFileSync(file, '[Variant "kharbaga"]\n\n1. e3-e5 e7xe3 2. zz9-e5 *\n');
  const load = await page.$('#load');
  await load.uploadFile(file);
  await waitFor(page, () => document.getElementById('record-error').textContent !== '', { timeout: 10000 });
  const recordSaid = await page.$eval('#record-error', (e) => e.textContent);
  fs.rmSync(dir, { recursive: true, force: true });
  assert.equal(recordSaid, "bad.pdn: Move 3 (zz9-e5): 'zz9' is not a point of this board");
  assert.deepEqual(page.problems, []);
  await page.close();
}

runTests(async () => {
  await check('a refused move in the page\'s words, typed or in a record', refusedInPageWords);
});
