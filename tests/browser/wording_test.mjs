// class_test.mjs — the page for a class, in Debian's Chromium, the server listening on every
// network (--host 0.0.0.0, asked at 127.0.0.1): a move typed in any case without a separator is
// played (E3E5: e3-e5); a move the server refuses is said in the page's
// words ("Move 2 (a9-a1) is not legal here; …"), never the command line's ("--play, move 2: …"),
// whether it was typed in the move box or is in a record loaded; the Join view shows the QR code
// of the address other devices open, a square for each dark module of GET /api/qr's code
// (join.png at 1280x720, a projector; no sideways scrolling on a phone).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { api, check, newGame, openPage, pageMoves, runTests, screenshot, waitFor } from './harness.mjs';

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
  assert.equal(await typeMove(page, 'E3E5'), ''); // any case, no separator: as the terminal reads it
  assert.deepEqual(await pageMoves(page), ['e3-e5']);
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

const PROJECTOR = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };

async function showJoin(page) {
  await page.evaluate(() => {
    delete document.body.dataset.join;
    window.location.hash = '#join';
  });
  await waitFor(page, () => document.body.dataset.join === 'shown', { timeout: 10000 });
}

async function joinShowsTheCode() {
  const answer = await api('qr');
  const page = await openPage(PROJECTOR);
  if (!answer.url) {
    // a machine without an address but the loopback's: the view says there is none
    await showJoin(page);
    assert.match(await page.$eval('#view-join', (e) => e.textContent), /this computer only/);
    await page.close();
    return;
  }
  await waitFor(page, () => !document.querySelector('#views a[data-view="join"]').hidden, { timeout: 5000 });
  await page.click('#views a[data-view="join"]');
  await waitFor(page, () => document.body.dataset.join === 'shown', { timeout: 10000 });
  const drawn = await page.$eval('#view-join', (view) => {
    const svg = view.querySelector('svg.qr');
    return {
      viewBox: svg.getAttribute('viewBox'),
      dark: [...svg.querySelectorAll('rect.qr-dark')].map((r) => `${r.getAttribute('x')},${r.getAttribute('y')}`),
      url: view.querySelector('.join-url').textContent,
      width: svg.getBoundingClientRect().width,
    };
  });
  const side = answer.qr.size + 8;
  assert.equal(drawn.viewBox, `0 0 ${side} ${side}`);
  const want = [];
  answer.qr.rows.forEach((row, y) => [...row].forEach((m, x) => m === '1' && want.push(`${x + 4},${y + 4}`)));
  assert.equal(drawn.dark.length, answer.qr.rows.join('').split('1').length - 1, 'a square for each dark module');
  assert.deepEqual(drawn.dark, want);
  assert.equal(drawn.url, answer.url);
  assert.ok(drawn.width >= 300, `the code is large enough to scan from afar (${drawn.width} px)`);
  await screenshot(page, 'join.png');
  await page.close();
  const phone = await openPage(PHONE);
  await showJoin(phone);
  assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling on a phone');
  assert.deepEqual(phone.problems, []);
  await phone.close();
}

runTests(async () => {
  await check('a refused move in the page\'s words, typed or in a record', refusedInPageWords);
  await check('the Join view shows the QR code of the address other devices open', joinShowsTheCode);
}, ['--host', '0.0.0.0']);
