// workshop_test.mjs — the variant workshop (#workshop) in Chromium, against `kharbaga serve
// --workshop`: a house-rule script typed in, a broken line reported at its number, the problem
// clicked to its line and the line fixed, the script checked clean, its board drawn, its perft
// counts equal to `kharbaga perft` on the same file, then three moves played against a
// personality by clicks. A server without --workshop shows no workshop link and refuses the
// endpoints. Screenshots workshop.png (1280x720) and workshop-phone.png (390x844).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { check, freePort, openPage, runTests, screenshot, session, waitFor } from './harness.mjs';

const binary = process.env.KHARBAGA_BINARY;

const LINES = [
  '-- our table: captured pieces go at once',
  'return variant {',
  '  id = "house", name = "House Kharbaga", summary = "Captures go at once.",',
  '  extends = "kharbaga",',
  '  rules = { removal = "immediate" },',
  '}',
];
const BROKEN_LINE = 5; // the rules line, with a value the option does not have
const BROKEN = LINES.map((l, i) => (i + 1 === BROKEN_LINE ? '  rules = { removal = "whenever" },' : l)).join('\n');
const FIXED = LINES.join('\n');

// The workshop's board, not the play view's (hidden, but in the page too).
async function clickPoint(page, point) {
  const hit = await page.$(`#ws-board circle.hit[data-point="${point}"]`);
  assert.ok(hit, `the board has a point ${point}`);
  await hit.click();
}

async function marked(page, cls) {
  return page.$$eval(`#ws-board .overlay .${cls}`, (els) => els.map((e) => e.getAttribute('data-point')));
}

async function workshopPost(base, verb, query, script) {
  const r = await fetch(`${base}api/workshop/${verb}${query ? `?${query}` : ''}`, { method: 'POST', body: script, headers: { 'X-Kharbaga': '1' } });
  return { status: r.status, body: await r.json() };
}

async function openWorkshop(viewport) {
  const page = await openPage(viewport);
  await waitFor(page, () => !document.querySelector('#views a[data-view="workshop"]').hidden, { timeout: 5000 });
  await page.click('#views a[data-view="workshop"]');
  await waitFor(page, () => document.body.dataset.wsReady === '1', { timeout: 10000 });
  return page;
}

// Replaces the script in the text area by typing it.
async function typeScript(page, text) {
  await page.click('#ws-script');
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function runCheck(page) {
  await page.$eval('body', (b) => delete b.dataset.wsCheck);
  await page.click('#ws-check');
  await waitFor(page, () => document.body.dataset.wsCheck || document.body.dataset.wsError, { timeout: 15000 });
  return page.$eval('body', (b) => b.dataset.wsCheck);
}

// One move of the person (South) by clicks: a legal move whose end tells it apart.
async function playOneMove(page, script) {
  const ply = Number(await page.$eval('body', (b) => b.dataset.wsPly));
  const moves = await page.$$eval('#ws-moves li', (items) => items.map((i) => i.textContent));
  const q = new URLSearchParams();
  if (moves.length) q.append('play', moves.join(' '));
  const legal = (await workshopPost(session.base, 'moves', q.toString(), script)).body;
  const move = legal.find((m) => !legal.some((o) => o !== m && o.from === m.from && o.to === m.to)) || legal[0];
  await clickPoint(page, move.from);
  assert.ok((await marked(page, 'selected')).includes(move.from), `${move.from} is shown chosen`);
  await clickPoint(page, move.to);
  for (const p of move.path.slice(0, -1)) {
    if ((await page.$eval('body', (b) => Number(b.dataset.wsPly))) > ply) break;
    if ((await marked(page, 'landing')).includes(p)) await clickPoint(page, p);
  }
  // the move, then the AI's reply, drawn: the person's turn again (or the end)
  await waitFor(page, (n) => Number(document.body.dataset.wsPly) >= n + 2 && ['human', 'over'].includes(document.body.dataset.wsTurn), { timeout: 20000 }, ply);
  const after = await page.$$eval('#ws-moves li', (items) => items.map((i) => i.textContent));
  assert.equal(after[ply], move.move, 'the move list shows the move played');
  return move.move;
}

async function noHorizontalScroll(page) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `no horizontal scroll (${scroll} > ${client})`);
}

async function withoutWorkshop() {
  const port = await freePort();
  const server = spawn(binary, ['serve', '--port', String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}/`;
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}api/workshop`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const state = await (await fetch(`${base}api/workshop`)).json();
    assert.equal(state.workshop, false);
    const refused = await workshopPost(base, 'check', '', FIXED);
    assert.equal(refused.status, 403);
    assert.match(refused.body.error, /started without --workshop/);
    const saved = session.base;
    session.base = base;
    try {
      const page = await openPage({ width: 1280, height: 720 });
      await new Promise((r) => setTimeout(r, 500)); // the page has asked the server by now
      const hidden = await page.$eval('#views a[data-view="workshop"]', (a) => a.hidden);
      assert.ok(hidden, 'the workshop link stays hidden');
      assert.deepEqual(page.problems, []);
      await page.close();
    } finally {
      session.base = saved;
    }
  } finally {
    server.kill('SIGTERM');
  }
}

await runTests(async () => {
  const page = await openWorkshop({ width: 1280, height: 720 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-workshop-'));

  await check('a broken line is reported at its number, then fixed and checked clean', async () => {
    await typeScript(page, BROKEN);
    assert.equal(await runCheck(page), 'problems');
    const line = await page.$eval('.ws-problem', (b) => Number(b.dataset.line));
    assert.equal(line, BROKEN_LINE, 'the problem is at the broken line');
    assert.match(await page.$eval('.ws-problem', (b) => b.textContent), /rules\.removal/);
    assert.match(await page.$eval('#ws-gutter', (g) => g.textContent), new RegExp(`✖ ${BROKEN_LINE}`));
    // clicking the problem selects its line; typing replaces it
    await page.click('.ws-problem');
    await waitFor(page, (n) => document.body.dataset.wsSelectedLine === String(n), {}, BROKEN_LINE);
    const selected = await page.$eval('#ws-script', (a) => a.value.slice(a.selectionStart, a.selectionEnd));
    assert.equal(selected, '  rules = { removal = "whenever" },');
    await page.keyboard.type(LINES[BROKEN_LINE - 1]);
    assert.equal(await page.$eval('#ws-script', (a) => a.value), FIXED);
    assert.equal(await runCheck(page), 'ok');
    assert.equal(await page.$$eval('.ws-problems li', (l) => l.length), 0);
    const stored = await page.evaluate(() => localStorage.getItem('kharbaga.workshop.script'));
    assert.equal(stored, FIXED, 'the script is kept in this browser');
  });

  await check('the board is drawn', async () => {
    await page.click('#ws-board-button');
    await waitFor(page, () => document.body.dataset.wsTurn === 'shown', { timeout: 10000 });
    assert.ok((await page.$$('#ws-board circle.hit')).length >= 41, 'the board has its points');
    assert.match(await page.$eval('#ws-board-title', (t) => t.textContent), /^house, ruleset standard/);
  });

  await check('perft counts equal kharbaga perft on the same file', async () => {
    const file = path.join(dir, 'house.lua');
    fs.writeFileSync(file, FIXED);
    await page.select('#ws-depth', '4');
    await page.click('#ws-perft');
    await waitFor(page, () => document.body.dataset.wsPerft === 'done', { timeout: 30000 });
    const rows = await page.$$eval('#ws-perft-rows tr', (trs) => trs.map((tr) => Number(tr.dataset.nodes)));
    assert.equal(rows.length, 4);
    for (let d = 1; d <= 4; d++) {
      const cli = JSON.parse(execFileSync(binary, ['perft', '--variant', file, '--depth', String(d), '--json'], { encoding: 'utf8' }));
      assert.equal(rows[d - 1], cli.nodes, `perft ${d}`);
    }
  });

  await check('three moves played against a personality by clicks', async () => {
    await page.select('#ws-ai', 'greedy');
    await page.click('#ws-play');
    await waitFor(page, () => document.body.dataset.wsTurn === 'human' && document.body.dataset.wsPly === '0', { timeout: 10000 });
    const played = [];
    for (let i = 0; i < 3; i++) played.push(await playOneMove(page, FIXED));
    assert.equal(played.length, 3);
    assert.ok(Number(await page.$eval('body', (b) => b.dataset.wsPly)) >= 6, 'the AI replied to each');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'workshop.png');
    assert.deepEqual(page.problems, []);
  });

  await check('the opponent is The Master unless chosen, and the ruleset menu lists the script\'s rulesets', async () => {
    const fresh = await openWorkshop();
    assert.equal(await fresh.$eval('#ws-ai', (s) => s.value), 'master', 'the same default as the play view');
    await fresh.close();
    assert.equal(await runCheck(page), 'ok');
    await waitFor(page, () => document.getElementById('ws-ruleset').options.length > 1, { timeout: 10000 });
    const file = path.join(dir, 'house.lua');
    fs.writeFileSync(file, FIXED);
    const cli = JSON.parse(execFileSync(binary, ['rules', '--variant', file, '--json'], { encoding: 'utf8' }));
    const ids = await page.$$eval('#ws-ruleset option', (os) => os.map((o) => o.value));
    assert.deepEqual(ids, cli.rulesets.map((r) => r.id), 'the menu lists the rulesets of rules --json');
    const other = ids[ids.length - 1];
    await page.select('#ws-ruleset', other);
    await page.click('#ws-board-button');
    await waitFor(page, (id) => document.getElementById('ws-board-title').textContent.endsWith(`ruleset ${id}`), { timeout: 10000 }, other);
  });

  await check('legible on a phone, without horizontal scroll', async () => {
    const phone = await openWorkshop({ width: 390, height: 844, isMobile: true, hasTouch: true });
    assert.equal(await phone.$eval('#ws-script', (a) => a.value), FIXED, 'the script came back from localStorage');
    assert.equal(await runCheck(phone), 'ok');
    await noHorizontalScroll(phone);
    await screenshot(phone, 'workshop-phone.png');
    await phone.close();
  });

  await check('without --workshop the view is absent and the endpoints refuse', withoutWorkshop);
  fs.rmSync(dir, { recursive: true, force: true });
}, ['--workshop']);
