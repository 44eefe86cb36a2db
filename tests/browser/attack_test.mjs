// attack_test.mjs — pages that are not the server's own try to use `kharbaga serve --workshop`
// in Chromium (docs/api.md, "Who may call the server"), and get nothing:
//   - a page of another origin (a static server of this test on another loopback port),
//   - a page opened from a file (file://, Origin null),
//   - a page under a foreign name that resolves to 127.0.0.1, as DNS rebinding gives
//     (--host-resolver-rules maps evil.test; the page itself comes from the test, as it would
//     from the attacker's server before the name was rebound, and its requests go to ours).
// Chromium's own Local Network Access checks, which refuse a page not known to be on the loopback
// the requests to it, are switched off: other browsers have none, so the server alone must refuse.
// Each sends simple POSTs (no-cors fetch, a form) and POSTs with the page's header to start a
// search and to run workshop scripts (a search on a script's game; scripts that loop until their
// budget stops them), and reads an API answer. The server is then asked from Node: its one search
// place is free (no search started) and its CPU time grew by less than one looping script's (no
// script ran); no answer but a refusal was readable by the page. The server's own page, under
// its address and under localhost, still starts and stops a search with its own code.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { check, log, openPage, runTests, session, waitFor } from './harness.mjs';

const EVIL = 'evil.test';
const LOOPS = 4; // looping scripts per page: some 0.6 s of the server's CPU each, if run
const MAX_CPU_S = 0.5; // what the server may spend meanwhile on everything else

// The attack, as a page: every attempt's outcome in window.results, window.done at the end.
function attackPage(target) {
  return `<!doctype html><meta charset="utf-8"><title>not the server's page</title>
<script>
const target = ${JSON.stringify(target)};
const GAME = 'return variant { id = "w", name = "W", summary = "s", extends = "zamma" }';
const LOOP = 'while true do end';
const SEARCH = target + '/api/search?variant=zamma&ai=master&time=10000';
const WORKSHOP_SEARCH = target + '/api/workshop/search?ai=master&time=10000';
window.results = [];
async function attempt(what, url, init) {
  try {
    const r = await fetch(url, { cache: 'no-store', ...init });
    let body = '';
    try { body = await r.text(); } catch (e) { body = ''; }
    results.push({ what, type: r.type, status: r.status, body });
  } catch (e) {
    results.push({ what, error: String(e) });
  }
}
// A form POST (enctype text/plain, no fields: an empty body) into a frame; done at its load.
function formPost(action) {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.name = 'sink';
    document.body.append(frame);
    const form = document.createElement('form');
    Object.assign(form, { method: 'post', enctype: 'text/plain', target: 'sink', action });
    document.body.append(form);
    frame.addEventListener('load', () => resolve(), { once: true });
    form.submit();
    setTimeout(resolve, 5000);
  });
}
async function attack() {
  for (let i = 0; i < ${LOOPS}; i++)
    await attempt('no-cors POST of a looping script', target + '/api/workshop/check', { method: 'POST', mode: 'no-cors', body: LOOP });
  await attempt('GET of an API answer', target + '/api/variants', {});
  await attempt('POST with the header, a looping script', target + '/api/workshop/check', { method: 'POST', headers: { 'X-Kharbaga': '1' }, body: LOOP });
  await formPost(SEARCH);
  results.push({ what: 'form POST of a search', done: true });
  await attempt('no-cors POST of a search', SEARCH, { method: 'POST', mode: 'no-cors' });
  await attempt('no-cors POST of a script\\'s search', WORKSHOP_SEARCH, { method: 'POST', mode: 'no-cors', body: GAME });
  await attempt('POST of a search with the header', SEARCH, { method: 'POST', headers: { 'X-Kharbaga': '1' } });
  await attempt('POST of a script\\'s search with the header', WORKSHOP_SEARCH, { method: 'POST', headers: { 'X-Kharbaga': '1' }, body: GAME });
  window.done = true;
}
attack();
</script>`;
}

// An attempt's outcome in words: the error it threw, or the answer as the page saw it.
function outcome(r) {
  if (r.error) return r.error;
  if (r.done) return 'sent';
  return `${r.type} ${r.status} ${r.body.slice(0, 100)}`;
}

// The server's CPU time so far, in seconds (utime + stime of /proc/PID/stat, at 100 ticks a s).
function serverCpu() {
  const fields = fs.readFileSync(`/proc/${session.server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// The one search place (--max-searches 1) is free: a search starts, and is stopped.
async function expectSearchPlaceFree(after) {
  const post = { method: 'POST', headers: { 'X-Kharbaga': '1' } };
  const r = await fetch(`${session.base}api/search?variant=zamma&time=10000`, post);
  const body = await r.json();
  assert.equal(r.status, 202, `after ${after} the search place is taken: ${JSON.stringify(body)}`);
  const stop = await fetch(`${session.base}api/search/${body.id}/stop`, post);
  assert.equal(stop.status, 200);
  await stop.json();
}

// Opens a page (goto: how), waits for its attack to end; the outcomes, checked: nothing but a
// refusal or an unreadable answer reached the page, no search started, no script ran.
async function attackFrom(name, goto) {
  const cpu = serverCpu();
  const page = await session.browser.newPage();
  try {
    await goto(page);
    await waitFor(page, () => window.done === true, { timeout: 60000 });
    const results = await page.evaluate(() => window.results);
    for (const r of results) log(`  ${name}: ${r.what}: ${outcome(r)}`);
    const read = results.filter((r) => r.body && !/^\{"error":/.test(r.body));
    assert.deepEqual(read.map((r) => `${r.what}: ${r.body.slice(0, 80)}`), [], 'the page read no answer but a refusal');
    assert.ok(results.filter((r) => r.status === 403).every((r) => JSON.parse(r.body).parameter === null));
  } finally {
    await page.close();
  }
  await expectSearchPlaceFree(`the page ${name}`);
  const spent = serverCpu() - cpu;
  assert.ok(spent < MAX_CPU_S, `the server spent ${spent.toFixed(2)} s of CPU: a script ran`);
}

// A static server of the attacking page, on another loopback port.
function startAttackerServer(html) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

await runTests(
  async () => {
    const base = session.base.replace(/\/$/, '');
    const port = new URL(session.base).port;

    await check('a page of another origin starts no search, runs no script, reads nothing', async () => {
      const attacker = await startAttackerServer(attackPage(base));
      try {
        const url = `http://127.0.0.1:${attacker.address().port}/`;
        await attackFrom('of another origin', (page) => page.goto(url, { waitUntil: 'load' }));
      } finally {
        attacker.close();
      }
    });

    await check('a page opened from a file starts no search, runs no script, reads nothing', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-attack-'));
      const file = path.join(dir, 'attack.html');
      fs.writeFileSync(file, attackPage(base));
      try {
        await attackFrom('from a file', (page) => page.goto(`file://${file}`, { waitUntil: 'load' }));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    await check('a page under a name rebound to 127.0.0.1 starts no search, runs no script, reads nothing', async () => {
      const origin = `http://${EVIL}:${port}`;
      await attackFrom('under evil.test', async (page) => {
        await page.setRequestInterception(true);
        page.on('request', (r) => {
          if (r.url() === `${origin}/attack.html`) r.respond({ status: 200, contentType: 'text/html', body: attackPage(origin) });
          else r.continue();
        });
        await page.goto(`${origin}/attack.html`, { waitUntil: 'load' });
      });
      // the server's own page under that name is refused too
      const refused = await openBare(`${origin}/`);
      assert.equal(refused.status, 403);
      assert.match(refused.text, /is not a name of this server/);
    });

    await check("the server's own page starts and stops a search with its own code", async () => {
      for (const base of [session.base, `http://localhost:${port}/`]) {
        const saved = session.base;
        session.base = base;
        try {
          const page = await openPage({ width: 1000, height: 800 });
          const outcome = await page.evaluate(async () => {
            const api = await import('/api.js');
            const { id } = await api.searchStart('variant=zamma&ai=master&time=10000');
            const stopped = await api.searchStop(id);
            return { id, running: stopped.running, best: stopped.best };
          });
          assert.match(outcome.id, /^[0-9a-f]{16}$/);
          assert.equal(outcome.running, false);
          assert.ok(outcome.best.length >= 4);
          assert.deepEqual(page.problems, []);
          await page.close();
        } finally {
          session.base = saved;
        }
      }
    });
  },
  ['--workshop', '--max-searches', '1'],
  [`--host-resolver-rules=MAP ${EVIL} 127.0.0.1`, '--disable-features=LocalNetworkAccessChecks'],
);

// A page's document as Chromium gets it, without running it: its status and text.
async function openBare(url) {
  const page = await session.browser.newPage();
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    return { status: response.status(), text: await response.text() };
  } finally {
    await page.close();
  }
}
