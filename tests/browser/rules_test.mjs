// rules_test.mjs — the real-browser test of "Why not?" and of the rules and family views: an
// illegal click in Kharbaga (a step while a capture is compulsory) explained as GET /api/explain
// explains it, with its suggestions marked on the board and one played from the panel; a why-not
// by keyboard alone; every game's rules page opened from the game choosers with its diagrams drawn
// (counted against the JSON); the family page with its tables and board gallery; links between
// the pages; SVG from the server cleaned; no horizontal scroll on a phone. Screenshots whynot.png,
// rules.png, family.png (1280x720) and rules-phone.png (390x844); KHARBAGA_UPDATE_SCREENSHOT=1
// writes them to docs/images/. build/browser/whynot-phone.png shows the panel on a phone.
import assert from 'node:assert/strict';
import path from 'node:path';

import { api, check, clickPoint, marked, newGame, openPage, out, playByClicks, runTests, screenshot, settle, waitFor } from './harness.mjs';
import { parseMarkdown } from '../../lua/serve/page/markdown.js';

const PROJECTOR = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// The panel's verdict and reasons as the page shows them.
async function panelText(page) {
  return page.$eval('#whynot', (p) => ({
    hidden: p.hidden,
    title: p.querySelector('h2') ? p.querySelector('h2').textContent : '',
    verdict: p.querySelector('.whynot-verdict') ? p.querySelector('.whynot-verdict').textContent : '',
    reasons: [...p.querySelectorAll('.whynot-reasons li')].map((li) => li.textContent),
    moves: [...p.querySelectorAll('.whynot-moves button')].map((b) => b.dataset.move),
  }));
}

async function waitForAnswer(page) {
  await waitFor(page, () => {
    const p = document.getElementById('whynot');
    return p && !p.hidden && !p.hasAttribute('aria-busy') && p.querySelector('.whynot-verdict');
  }, { timeout: 10000 });
}

// The panel says what explain says, and the board marks its suggestions' pieces and ends.
async function expectExplained(page, move, play) {
  const answer = await api('explain', { variant: 'kharbaga', move, play: play.join(' ') });
  assert.equal(answer.legal, false);
  const shown = await panelText(page);
  assert.equal(shown.title, `Why not ${move}?`);
  assert.equal(shown.verdict, answer.verdict);
  assert.deepEqual(shown.reasons, answer.reasons.map((r) => r.text));
  assert.deepEqual(shown.moves, answer.suggestions);
  const legal = await api('moves', { variant: 'kharbaga', play: play.join(' ') });
  const suggested = legal.filter((m) => answer.suggestions.includes(m.move));
  assert.equal(suggested.length, answer.suggestions.length);
  assert.deepEqual((await marked(page, 'suggest-from')).sort(), [...new Set(suggested.map((m) => m.from))].sort());
  assert.deepEqual((await marked(page, 'suggest-to')).sort(), [...new Set(suggested.map((m) => m.to))].sort());
  return answer;
}

async function noHorizontalScroll(page, what) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= width, `${what}: the page scrolls sideways (${scroll} > ${width})`);
}

async function whyNotByClicks() {
  const page = await openPage(PROJECTOR);
  await newGame(page, { mode: 'both' });
  const play = [];
  for (const text of ['e3-e5', 'c5xe3']) {
    const legal = await api('moves', { variant: 'kharbaga', play: play.join(' ') });
    await playByClicks(page, legal.find((m) => m.move === text));
    play.push(text);
    await settle(page);
  }
  // Black must capture (f2xd4); b4 has no legal move: held, then asked about a step to c5
  await clickPoint(page, 'b4');
  assert.deepEqual(await marked(page, 'selected'), ['b4'], 'b4 is shown held');
  await waitFor(page, () => !document.getElementById('whynot').hidden && document.querySelector('#whynot .whynot-prompt'));
  await clickPoint(page, 'b4'); // let go: the question is closed
  await waitFor(page, () => document.getElementById('whynot').hidden);
  assert.deepEqual(await marked(page, 'selected'), []);
  await clickPoint(page, 'b4');
  await clickPoint(page, 'c5');
  await waitForAnswer(page);
  const answer = await expectExplained(page, 'b4-c5', play);
  assert.match(answer.reasons.map((r) => r.text).join(' '), /capture=compulsory/);
  assert.ok(answer.reasons.some((r) => r.code === 'legal_under'), 'a rule change is named by its code');
  await screenshot(page, 'whynot.png');
  // a suggestion's button plays it, and the next move closes the panel
  await page.click('#whynot .whynot-moves button[data-move="f2xd4"]');
  await waitFor(page, () => document.querySelectorAll('#move-list .move').length === 3, { timeout: 10000 });
  await waitFor(page, () => document.getElementById('whynot').hidden, { timeout: 5000 });
  assert.deepEqual(await marked(page, 'suggest-to'), []);
  // a chosen piece and a point that is none of its targets (an occupied point)
  await settle(page);
  const now = await api('moves', { variant: 'kharbaga', play: [...play, 'f2xd4'].join(' ') });
  const mover = now[0];
  const view = await api('render', { variant: 'kharbaga', play: [...play, 'f2xd4'].join(' ') });
  const blocked = view.pieces.find((p) => p.side !== view.turn && !now.some((m) => m.from === mover.from && (m.path.includes(p.point) || m.captured.includes(p.point))));
  await clickPoint(page, mover.from);
  await clickPoint(page, blocked.point);
  await waitForAnswer(page);
  await expectExplained(page, `${mover.from}-${blocked.point}`, [...play, 'f2xd4']);
  assert.deepEqual(page.problems, []);
  await page.close();
}

// Moves the keyboard cursor to a point, by arrow keys only.
async function cursorTo(page, target) {
  for (let i = 0; i < 30; i++) {
    const where = await page.evaluate((t) => {
      const cursor = document.querySelector('.overlay .cursor');
      const at = (name) => document.querySelector(`circle.hit[data-point="${name}"]`);
      if (!cursor) return null;
      const name = cursor.getAttribute('data-point');
      const [a, b] = [at(name), at(t)];
      return { name, dx: Number(b.getAttribute('cx')) - Number(a.getAttribute('cx')), dy: Number(b.getAttribute('cy')) - Number(a.getAttribute('cy')) };
    }, target);
    if (where && where.name === target) return;
    let key = 'ArrowRight';
    if (where) key = Math.abs(where.dx) >= Math.abs(where.dy) && where.dx !== 0 ? (where.dx > 0 ? 'ArrowRight' : 'ArrowLeft') : where.dy > 0 ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(key);
  }
  throw new Error(`the keyboard cursor did not reach ${target}`);
}

async function whyNotByKeyboard() {
  const page = await openPage(PROJECTOR);
  await newGame(page, { mode: 'both' });
  // Tab to the board: the cursor shows only under keyboard focus
  for (let i = 0; i < 20 && (await page.evaluate(() => document.activeElement.id)) !== 'board'; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
  await cursorTo(page, 'e3');
  await page.keyboard.press('Enter');
  assert.deepEqual(await marked(page, 'selected'), ['e3']);
  await cursorTo(page, 'e7');
  await page.keyboard.press('Enter');
  await waitForAnswer(page);
  await expectExplained(page, 'e3-e7', []);
  // the panel's buttons are reached by Tab too: Close
  await page.focus('#whynot .whynot-close');
  await page.keyboard.press('Enter');
  await waitFor(page, () => document.getElementById('whynot').hidden);
  assert.deepEqual(await marked(page, 'suggest-from'), []);
  assert.deepEqual(page.problems, []);
  await page.close();
}

// Waits for the rules view to show game's page; returns its diagrams counted and the JSON's.
async function rulesShown(page, game) {
  await waitFor(page, (id) => {
    const section = document.getElementById('view-rules');
    const play = document.getElementById('rules-play');
    return !section.hidden && !section.hasAttribute('aria-busy') && play && play.getAttribute('href') === `#play/${id}` && section.querySelector('article h1');
  }, { timeout: 15000 }, game.id);
  const answer = await api('rules', { variant: game.id });
  const page_ = await page.$eval('#view-rules', (s) => ({
    title: s.querySelector('article h1').textContent,
    diagrams: s.querySelectorAll('svg.diagram').length,
    pieces: s.querySelectorAll('svg.diagram .piece').length,
    toc: s.querySelectorAll('nav.toc a').length,
    learn: document.getElementById('rules-learn').getAttribute('href'),
  }));
  assert.equal(page_.title, answer.name);
  assert.equal(page_.diagrams, Object.keys(answer.diagrams).length, `${game.id}: every diagram drawn`);
  assert.ok(page_.diagrams >= 1 && page_.pieces > 0, `${game.id}: the diagrams show pieces`);
  assert.ok(page_.toc >= 4, `${game.id}: a table of contents`);
  assert.equal(page_.learn, `#learn/${game.id}`);
}

async function everyRulesPage() {
  const page = await openPage(PROJECTOR);
  const games = await api('variants');
  // the play view's chooser: its "Its rules" link follows the game chosen
  await page.select('#variant', 'zamma');
  await waitFor(page, () => document.getElementById('rules-link').getAttribute('href') === '#rules/zamma');
  await page.click('#rules-link');
  await rulesShown(page, games.find((g) => g.id === 'zamma'));
  // the rules view's own chooser, for every game
  for (const game of games) {
    await page.select('#rules-game', game.id);
    await rulesShown(page, game);
  }
  await page.select('#rules-game', 'kharbaga');
  await rulesShown(page, games.find((g) => g.id === 'kharbaga'));
  await screenshot(page, 'rules.png');
  // the table of contents leads to its section
  await page.click('nav.toc a[href="#rules/kharbaga/a-capture"]');
  await waitFor(page, () => {
    const h = document.getElementById('md-a-capture');
    const top = h && h.getBoundingClientRect().top;
    return window.location.hash === '#rules/kharbaga/a-capture' && top >= -1 && top < window.innerHeight / 2;
  });
  // a game that is not on the search path: one line that says so, and the chooser to go on
  await page.evaluate(() => {
    window.location.hash = '#rules/nosuch';
  });
  await waitFor(page, () => /nosuch/.test((document.querySelector('#view-rules .error') || {}).textContent || ''));
  assert.ok(await page.$('#view-rules #rules-game'), 'the chooser stays');
  // "Play this game" starts it on the board
  await page.select('#rules-game', 'felli');
  await rulesShown(page, games.find((g) => g.id === 'felli'));
  await page.click('#rules-play');
  await waitFor(page, () => !document.getElementById('view-play').hidden && document.getElementById('variant').value === 'felli' && /Felli/.test(document.getElementById('game-title').textContent), { timeout: 10000 });
  assert.deepEqual(page.problems, []);
  await page.close();
}

async function familyPage() {
  const page = await openPage(PROJECTOR);
  const answer = await api('family');
  await page.click('#views a[data-view="family"]');
  await waitFor(page, () => {
    const s = document.getElementById('view-family');
    return !s.hidden && !s.hasAttribute('aria-busy') && s.querySelector('article h1');
  }, { timeout: 15000 });
  const tables = parseMarkdown(answer.markdown).filter((b) => b.type === 'table');
  const shown = await page.$eval('#view-family', (s) => ({
    tables: [...s.querySelectorAll('article table')].map((t) => t.querySelectorAll('tbody tr').length),
    gallery: s.querySelectorAll('.gallery svg.diagram').length,
    links: [...s.querySelectorAll('article a')].map((a) => a.getAttribute('href')),
  }));
  assert.deepEqual(shown.tables, tables.map((t) => t.rows.length), 'every table with its rows');
  assert.equal(shown.gallery, answer.games.length);
  assert.equal(Object.keys(answer.diagrams).length, answer.games.length);
  assert.ok(shown.links.includes('#rules/zamma'), 'the games link to their rules pages');
  assert.ok(shown.links.every((h) => h.startsWith('#') || /^https?:/.test(h)), `only in-page links: ${shown.links}`);
  await screenshot(page, 'family.png');
  // a link in a table leads to the game's rules
  await page.click('#view-family article table a[href="#rules/tuknanavuhpi"]');
  await rulesShown(page, answer.games.find((g) => g.id === 'tuknanavuhpi'));
  await page.goBack();
  await waitFor(page, () => !document.getElementById('view-family').hidden);
  assert.deepEqual(page.problems, []);
  await page.close();
}

async function phone() {
  const page = await openPage(PHONE);
  await page.evaluate(() => {
    window.location.hash = '#rules/kharbaga';
  });
  await rulesShown(page, { id: 'kharbaga' });
  await noHorizontalScroll(page, 'rules on a phone');
  await screenshot(page, 'rules-phone.png');
  await page.evaluate(() => {
    window.location.hash = '#family';
  });
  await waitFor(page, () => !document.getElementById('view-family').hidden && document.querySelector('#view-family article table'), { timeout: 15000 });
  await noHorizontalScroll(page, 'family on a phone');
  // the wide tables scroll in their own boxes
  const boxes = await page.$$eval('#view-family .table-box', (bs) => bs.map((b) => [b.scrollWidth, b.clientWidth, getComputedStyle(b).overflowX]));
  assert.ok(boxes.some(([scroll, width]) => scroll > width), 'a wide table is wider than the phone');
  assert.ok(boxes.every(([, , overflow]) => overflow === 'auto'));
  // the why-not panel on a phone
  await page.evaluate(() => {
    window.location.hash = '#play';
  });
  await newGame(page, { mode: 'both' });
  await clickPoint(page, 'd4');
  await clickPoint(page, 'd6');
  await waitForAnswer(page);
  await noHorizontalScroll(page, 'why not on a phone');
  await page.$eval('#whynot', (p) => p.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(out, 'whynot-phone.png') });
  assert.deepEqual(page.problems, []);
  await page.close();
}

// SVG goes into the page only parsed as SVG, without anything that runs.
async function svgCleaned() {
  const page = await openPage(PROJECTOR);
  const result = await page.evaluate(async () => {
    const { cleanSvg } = await import('./markdown.js');
    const bad = '<svg xmlns="http://www.w3.org/2000/svg" onload="window.ran=1"><script>window.ran=2</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject><a href="javascript:window.ran=3"><rect class="kept" onclick="window.ran=4" width="5" height="5"/></a><circle class="kept" r="2"/></svg>';
    const svg = cleanSvg(bad, new DOMParser(), document);
    document.body.append(svg);
    const html = cleanSvg('<p>not svg</p>', new DOMParser(), document);
    const broken = cleanSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', new DOMParser(), document);
    const markup = svg.outerHTML;
    svg.remove();
    return { markup, html, broken, ran: window.ran || 0 };
  });
  assert.equal(result.ran, 0);
  assert.doesNotMatch(result.markup, /script|foreignObject|onload|onclick|javascript/i);
  assert.match(result.markup, /<circle class="kept"/);
  assert.equal(result.html, null);
  assert.equal(result.broken, null);
  await page.close();
}

runTests(async () => {
  await check('why not: an illegal click explained as explain says, its suggestions marked and playable', whyNotByClicks);
  await check('why not by keyboard alone', whyNotByKeyboard);
  await check('every rules page from the choosers, with its diagrams, contents and links', everyRulesPage);
  await check('the family page: its tables, its boards, links to the rules', familyPage);
  await check('a phone: rules, family and why not without sideways scrolling', phone);
  await check('SVG from the server is cleaned before it enters the page', svgCleaned);
});
