// language_test.mjs — the page in the reader's language, in Debian's Chromium (docs/translating.md,
// "The page"): in the pseudo-language every label of the play, learn, rules and dispute views is
// a marked message (wrapped in ⟦…⟧: no label is left out of the catalogs); in Spanish and Arabic
// the same views keep no English label, Arabic lays out right to left with the board's drawing as
// it is, and the server's sentences come in the page's language (lang=CODE on every request)
// while move text stays the notation's (screenshots language-es-*.png, language-ar-*.png); the
// gallery of disputes shows its titles and stories in the page's language; the
// language follows the browser's, and one chosen in the menu is kept in this browser.
import assert from 'node:assert/strict';

import { check, newGame, openPage, runTests, screenshot, session, waitFor } from './harness.mjs';

// The views, each with the hash that opens it and how to know it is drawn.
const VIEWS = [
  { name: 'play', hash: '#play', ready: () => document.body.dataset.menus === 'ready' && !!document.body.dataset.turn },
  { name: 'learn', hash: '#learn/kharbaga', ready: () => document.body.dataset.learn === 'kharbaga' },
  {
    name: 'rules',
    hash: '#rules/kharbaga',
    ready: () => !!document.getElementById('rules-play') && !document.getElementById('view-rules').hasAttribute('aria-busy'),
  },
  { name: 'dispute', hash: '#dispute', ready: () => !!document.querySelector('#view-dispute .dispute-gallery') },
];

// Opens the page in a language (?lang=CODE; none: as the browser chooses) at a view, always as a
// new document (a visit number in the query: a change of hash alone would not load the page again).
let visits = 0;
async function openIn(code, view, page = null) {
  const tab = page || (await openPage());
  visits += 1;
  const query = code ? `?lang=${code}&visit=${visits}` : `?visit=${visits}`;
  await tab.goto(`${session.base}${query}${view.hash}`, { waitUntil: 'load' });
  await waitFor(tab, view.ready, { timeout: 20000 });
  return tab;
}

// The labels the reader sees in the header and the shown view: the texts of its controls and
// headings, and every aria-label — not what the server draws as data (the board, the games' own
// texts and names in menus, the rules' pages written from the scripts, code, move text).
function visibleLabels() {
  const view = document.querySelector('.view:not([hidden])');
  // rule keys (men_move, removal) are the notation's, as in a command
  const skip = (e) => e.closest('svg, code, pre, .rules-page, .board, .move-list, #learn-lessons, .gallery-group .game, .dispute-result, .rule-option > label, .gallery-group h3');
  const seen = (e) => e.getClientRects().length > 0;
  const controls = 'button, label, h2, h3, h4, summary, legend, th, a, p.status, p.intro, .learn-legend, select#mode option';
  const labels = [];
  for (const root of [document.querySelector('header'), view]) {
    for (const e of root.querySelectorAll(controls)) {
      if (skip(e) || (e.tagName !== 'OPTION' && !seen(e))) continue;
      const text = e.textContent.replace(/\s+/g, ' ').trim();
      if (/\p{L}/u.test(text)) labels.push({ where: `${e.tagName.toLowerCase()}#${e.id || e.className}`, text });
    }
    for (const e of root.querySelectorAll('[aria-label]')) {
      if (e.tagName.toLowerCase() === 'svg' || skip(e)) continue;
      labels.push({ where: `${e.tagName.toLowerCase()}[aria-label]`, text: e.getAttribute('aria-label') });
    }
  }
  return labels;
}

// The page's own words that are data in every language: the program's and the games' names.
const NOT_WORDS = /^(kharbaga|Kharbaga|Perft)$/;

async function pseudoWrapsEveryLabel() {
  const page = await openPage();
  for (const view of VIEWS) {
    await openIn('pseudo', view, page);
    const labels = await page.evaluate(visibleLabels);
    assert.ok(labels.length >= 5, `the ${view.name} view shows ${labels.length} labels`);
    const bare = labels.filter((l) => !l.text.includes('⟦') && !NOT_WORDS.test(l.text));
    assert.deepEqual(bare, [], `labels of the ${view.name} view not marked for translation`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
}

// The page's English messages that a language translates differently, from its catalog.
async function englishLabels(page, code) {
  return page.evaluate(async (c) => {
    const catalog = await (await fetch(`i18n/${c}.json`)).json();
    const english = [];
    for (const [msgid, text] of Object.entries(catalog.messages)) if (typeof text === 'string' && text !== msgid) english.push(msgid);
    return english;
  }, code);
}

async function noEnglishLabelIn(code) {
  const page = await openPage();
  for (const view of VIEWS) {
    await openIn(code, view, page);
    const english = new Set(await englishLabels(page, code));
    assert.ok(english.size > 200, `the ${code} catalog translates the page (${english.size} messages)`);
    const state = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
    assert.deepEqual(state, { lang: code, dir: code === 'ar' ? 'rtl' : 'ltr' });
    const left = (await page.evaluate(visibleLabels)).filter((l) => english.has(l.text));
    assert.deepEqual(left, [], `English labels left in the ${code} ${view.name} view`);
    await screenshot(page, `language-${code}-${view.name}.png`);
  }
  // right to left: the header's views start on the right; the board keeps its drawing
  if (code === 'ar') {
    await openIn(code, VIEWS[0], page);
    const sides = await page.evaluate(() => ({
      nav: document.querySelector('#views').getBoundingClientRect().left,
      title: document.querySelector('header h1').getBoundingClientRect().left,
      moveBox: getComputedStyle(document.getElementById('move-text')).direction,
    }));
    assert.ok(sides.title > sides.nav, 'the page\'s title is on the right, its views on the left');
    assert.equal(sides.moveBox, 'ltr', 'move text is written left to right');
  }
  assert.deepEqual(page.problems, []);
  await page.close();
}

// The gallery of disputes in the page's language (i18n/disputes-CODE.json, translated beside the
// entries): every link's title and an opened entry's title and story are the language's, not
// English.
async function galleryIn(code) {
  const page = await openIn(code, VIEWS[3]);
  const titles = await page.$$eval('.dispute-gallery li a', (as) => as.map((a) => a.textContent));
  const [english, translated] = await page.evaluate(async (c) => [
    await (await fetch('disputes.json')).json(),
    await (await fetch(`i18n/disputes-${c}.json`)).json(),
  ], code);
  assert.equal(titles.length, english.length);
  assert.deepEqual([...titles].sort(), translated.map((e) => e.title).sort());
  for (const e of english) assert.ok(!titles.includes(e.title), `${code}: the title of ${e.name} is in English`);
  await page.click('.dispute-gallery a[data-entry="09-removal"]');
  await waitFor(page, () => !document.querySelector('.dispute-entry').hidden && !!document.querySelector('.dispute-entry .story p'), { timeout: 20000 });
  const shown = await page.evaluate(() => ({ title: document.querySelector('.dispute-entry h2').textContent, story: document.querySelector('.dispute-entry .story').textContent }));
  const entry = translated.find((e) => e.name === '09-removal');
  assert.equal(shown.title, entry.title);
  assert.ok(shown.story.startsWith(entry.story.slice(0, 40)), shown.story);
  await screenshot(page, `language-${code}-dispute-entry.png`);
  assert.deepEqual(page.problems, []);
  await page.close();
}

// The server's sentences in the page's language, move text in the notation.
async function serverSaysItInSpanish() {
  const page = await openIn('es', VIEWS[0]);
  await newGame(page, { mode: 'both' });
  await page.$eval('#move-text', (e) => {
    e.value = 'a9-a1';
  });
  await page.click('#entry button[type="submit"]');
  await waitFor(page, () => document.getElementById('entry-error').textContent !== '', { timeout: 10000 });
  const said = await page.$eval('#entry-error', (e) => e.textContent);
  assert.match(said, /^Jugada 1 \(a9-a1\)/, said);
  assert.doesNotMatch(said, /not legal|--play/, said);
  assert.match(said, /e3-e5/, 'the legal moves listed in the notation');
  assert.deepEqual(page.problems, []);
  await page.close();
}

// No choice kept: the browser's language; a choice in the menu: kept for the next visit.
async function followsBrowserAndRemembers() {
  const page = await openPage();
  await page.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['fr-CA', 'fr', 'en'] });
  });
  await page.evaluate(() => localStorage.removeItem('kharbaga.lang'));
  await openIn('', VIEWS[0], page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  const menu = await page.$$eval('#language option', (os) => os.map((o) => [o.value, o.textContent, o.selected]));
  assert.deepEqual(menu.map(([v]) => v), ['en', 'ar', 'de', 'es', 'fr', 'ru']);
  assert.deepEqual(menu.find(([, , s]) => s).slice(0, 2), ['fr', 'Français']);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.select('#language', 'de')]);
  await waitFor(page, VIEWS[0].ready, { timeout: 20000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  await openIn('', VIEWS[1], page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de', 'the choice is kept');
  await page.evaluate(() => localStorage.removeItem('kharbaga.lang'));
  assert.deepEqual(page.problems, []);
  await page.close();
}

await runTests(async () => {
  await check('the pseudo-language wraps every label of play, learn, rules and dispute', pseudoWrapsEveryLabel);
  await check('Spanish: no English label in play, learn, rules and dispute', () => noEnglishLabelIn('es'));
  await check('Arabic: right to left, no English label', () => noEnglishLabelIn('ar'));
  await check('the gallery of disputes in Spanish and in Arabic', async () => {
    await galleryIn('es');
    await galleryIn('ar');
  });
  await check("the server's sentences in the page's language", serverSaysItInSpanish);
  await check("the browser's language, and the menu's choice kept", followsBrowserAndRemembers);
});
