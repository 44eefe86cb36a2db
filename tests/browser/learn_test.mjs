// learn_test.mjs — the lessons view of the page (lua/serve/page/learn.js) in Debian's Chromium.
//
// Kharbaga's first lessons completed by clicks: a wrong legal move and an illegal one clicked
// first, their feedback read and compared with GET /api/learn for the same move, then the right
// one and the board after it; a find_all lesson by clicks and one by the move box; the hint and
// the answer buttons; the progress marks in the list, kept over a reload, and cleared by "Start
// again"; the first lesson of every game with lessons; a game without lessons; the screenshots
// learn.png (1280x720) and learn-phone.png (390x844, no horizontal scroll).
import assert from 'node:assert/strict';
import path from 'node:path';

import { api, check, log, openPage, runTests, screenshot, session, source, waitFor } from './harness.mjs';

const GAME = 'kharbaga';
const NO_LESSONS = 'bell_hooks'; // tests/data/variants/bell_hooks.lua, put on the server's search path

process.env.KHARBAGA_PATH = [process.env.KHARBAGA_PATH || path.join(source, 'variants'), path.join(source, 'tests/data/variants')].join(':');

async function go(page, hash, ready) {
  // the view's state marker is cleared first, so that the wait is for the new hash's answer
  await page.evaluate((h) => {
    delete document.body.dataset.learn;
    window.location.hash = h;
  }, hash);
  await waitFor(page, (r) => document.body.dataset.learn === r, { timeout: 10000 }, ready);
}

function openLesson(page, n, game = GAME) {
  return go(page, `#learn/${game}/${n}`, `${game}/${n}`);
}

async function clickLearnPoint(page, point) {
  const hit = await page.$(`#learn-board circle.hit[data-point="${point}"]`);
  assert.ok(hit, `the lesson's board has a point ${point}`);
  await hit.click();
}

async function answers(page) {
  return page.$eval('body', (b) => Number(b.dataset.learnAnswers || 0));
}

// The feedback shown: its verdict and its lines (after the heading).
async function feedback(page) {
  return page.$eval('#learn-feedback', (box) => ({
    verdict: box.dataset.verdict,
    lines: [...box.querySelectorAll('p')].map((p) => p.textContent),
  }));
}

// Clicks the points in turn and waits for the server's verdict on the move they make.
async function answerByClicks(page, points) {
  const before = await answers(page);
  for (const p of points) await clickLearnPoint(page, p);
  await waitFor(page, (n) => Number(document.body.dataset.learnAnswers || 0) > n, { timeout: 10000 }, before);
  return feedback(page);
}

async function answerByTyping(page, text) {
  const before = await answers(page);
  await page.$eval('#learn-move', (e) => {
    e.value = '';
  });
  await page.type('#learn-move', text);
  await page.click('#learn-entry button[type="submit"]');
  await waitFor(page, (n) => Number(document.body.dataset.learnAnswers || 0) > n, { timeout: 10000 }, before);
  return feedback(page);
}

async function marked(page, cls) {
  return page.$$eval(`#learn-board .overlay .${cls}`, (els) => els.map((e) => e.getAttribute('data-point')));
}

// Lesson 1: a legal move that is not the task, then the right one; the board after it.
async function wrongThenRight(page) {
  await openLesson(page, 1);
  const lesson = await api('learn', { variant: GAME, lesson: 1 });
  assert.equal(await page.$eval('#learn-ask', (e) => e.textContent), lesson.ask);
  await clickLearnPoint(page, 'e3');
  assert.deepEqual(await marked(page, 'selected'), ['e3'], 'the piece is shown chosen');
  assert.deepEqual((await marked(page, 'target')).sort(), ['d4', 'e5', 'f4'], 'its steps are shown');
  const wrong = await answerByClicks(page, ['d4']);
  const expected = await api('learn', { variant: GAME, lesson: 1, answer: 'e3-d4' });
  assert.equal(wrong.verdict, 'wrong-legal');
  assert.deepEqual(wrong.lines, expected.feedback, 'the page says what the API says for e3-d4');
  assert.ok(wrong.lines.some((l) => l.startsWith('Hint: ')), 'the first wrong try gets the hint');
  const right = await answerByClicks(page, ['e3', 'e5']);
  assert.equal(right.verdict, 'right');
  const expectedRight = await api('learn', { variant: GAME, lesson: 1, answer: 'e3-e5', tries: 1 });
  assert.deepEqual(right.lines, expectedRight.feedback);
  const pieces = await page.$$eval('#learn-board .arrow.last', (a) => a.length);
  assert.equal(pieces, 1, 'the board after the move shows it');
  assert.equal(await page.$eval('#learn-next', (a) => a.getAttribute('href')), `#learn/${GAME}/2`);
}

// Lesson 2 (every step of the man on e3) by clicks, one found after the other.
async function findAllByClicks(page) {
  await page.click('#learn-next');
  await waitFor(page, (r) => document.body.dataset.learn === r, { timeout: 10000 }, `${GAME}/2`);
  const lesson = await api('learn', { variant: GAME, lesson: 2 });
  assert.equal(lesson.find_all, true);
  let last = null;
  for (const [i, to] of ['e5', 'd4', 'f4'].entries()) {
    last = await answerByClicks(page, ['e3', to]);
    const found = await page.$$eval('#learn-found li', (li) => li.map((x) => x.textContent));
    assert.equal(found.length, i + 1, 'the moves found are listed');
    assert.ok(found.includes(`e3-${to}`));
  }
  assert.equal(last.verdict, 'right');
  assert.deepEqual(last.lines, (await api('learn', { variant: GAME, lesson: 2, answer: 'e3-f4', found: 'e3-e5 e3-d4' })).feedback);
}

// Lesson 3 by the move box, a found move typed twice on the way.
async function findAllByTyping(page) {
  await openLesson(page, 3);
  assert.equal((await answerByTyping(page, 'd4-c5')).verdict, 'found');
  assert.equal((await answerByTyping(page, 'd4 to c5')).verdict, 'already');
  assert.equal((await answerByTyping(page, 'D4 e5')).verdict, 'right');
}

// Lesson 4: an illegal move clicked (a piece, then a point that is not its target), its feedback
// as the API gives it; the hint; then the right capture.
async function illegalThenRight(page) {
  await openLesson(page, 4);
  const wrong = await answerByClicks(page, ['e3', 'f4']);
  const expected = await api('learn', { variant: GAME, lesson: 4, answer: 'e3-f4' });
  assert.equal(wrong.verdict, 'illegal');
  assert.equal(expected.verdict, 'illegal');
  assert.deepEqual(wrong.lines, expected.feedback, 'the page says what the API says for e3-f4');
  await screenshot(page, 'learn.png');
  await page.click('#learn-hint');
  assert.deepEqual((await feedback(page)).lines, [expected.feedback.find((l) => l.startsWith('Hint: ')).slice(6)]);
  const right = await answerByClicks(page, ['e3', 'e7']);
  assert.equal(right.verdict, 'right');
}

// Lesson 5: two wrong tries show the answer; the lesson ends.
async function shownAfterTwo(page) {
  await openLesson(page, 5);
  const first = await answerByTyping(page, 'e5-e7');
  assert.notEqual(first.verdict, 'right');
  const second = await answerByTyping(page, 'e5-e7');
  assert.equal(second.verdict, 'shown');
  const expected = await api('learn', { variant: GAME, lesson: 5, answer: 'e5-e7', tries: 1 });
  assert.deepEqual(second.lines, expected.feedback);
}

// Lesson 7: Show answer gives the answer, drawn as an arrow, and ends the lesson.
async function showAnswer(page) {
  await openLesson(page, 7);
  const lesson = await api('learn', { variant: GAME, lesson: 7 });
  await page.click('#learn-show');
  const shown = await feedback(page);
  assert.equal(shown.verdict, 'shown');
  assert.deepEqual(shown.lines, [`The answer${lesson.answers.length > 1 ? 's' : ''}: ${lesson.answers.join(', ')}`]);
  assert.equal(await page.$$eval('#learn-board .arrow.hint', (a) => a.length), 1, 'the answer is drawn');
  await clickLearnPoint(page, lesson.answers[0].slice(0, 2));
  assert.deepEqual(await marked(page, 'selected'), [], 'the lesson is over: no more moves');
}

// The list shows how each lesson went; a reload keeps it; Start again clears it.
async function progressKept(page) {
  const want = { 1: 'later', 2: 'first', 3: 'first', 4: 'later', 5: 'shown', 6: 'todo', 7: 'shown' };
  const results = () => page.$$eval('#learn-lessons li', (li) => li.map((x) => x.dataset.result));
  await go(page, `#learn/${GAME}`, GAME);
  const before = await results();
  for (const [n, result] of Object.entries(want)) assert.equal(before[n - 1], result, `lesson ${n} is marked ${result}`);
  await page.reload({ waitUntil: 'load' });
  await waitFor(page, (r) => document.body.dataset.learn === r, { timeout: 10000 }, GAME);
  assert.deepEqual(await results(), before, 'the progress survives a reload');
  assert.match(await page.$eval('#learn-progress', (e) => e.textContent), /^6 of \d+ done\. Go on with lesson 6$/);
  assert.equal(await page.$eval('#learn-go-on', (a) => a.getAttribute('href')), `#learn/${GAME}/6`);
  await page.click('#learn-reset');
  assert.ok((await results()).every((r) => r === 'todo'), 'Start again clears the progress');
  await page.reload({ waitUntil: 'load' });
  await waitFor(page, (r) => document.body.dataset.learn === r, { timeout: 10000 }, GAME);
  assert.ok((await results()).every((r) => r === 'todo'), 'and it stays cleared');
}

// Every game with lessons: the chooser leads to its list and its first lesson opens.
async function everyGame(page) {
  const variants = await api('variants');
  let opened = 0;
  for (const v of variants) {
    const r = await fetch(`${session.base}api/learn?variant=${encodeURIComponent(v.id)}`);
    if (!r.ok) continue;
    const list = await r.json();
    await page.select('#learn-game', v.id);
    await waitFor(page, (id) => document.body.dataset.learn === id, { timeout: 10000 }, v.id);
    await openLesson(page, 1, v.id);
    const title = await page.$eval('#learn-title', (e) => e.textContent);
    assert.ok(title.endsWith(list.lessons[0].title), `${v.id}: lesson 1 is "${list.lessons[0].title}"`);
    assert.ok((await page.$$('#learn-board circle.hit')).length > 0, `${v.id}: the board is drawn`);
    opened++;
  }
  assert.ok(opened >= 8, `the shipped games have lessons (${opened} opened)`);
}

// A lesson number the game does not have: the server's words, and a way on.
async function badLesson(page) {
  await go(page, `#learn/${GAME}/99`, 'none');
  assert.match(await page.$eval('#learn-none', (e) => e.textContent), /lesson 99: Kharbaga has lessons 1 to \d+/);
}

// A game without lessons: the view says so and links to its rules.
async function noLessons(page) {
  if (!(await api('variants')).some((v) => v.id === NO_LESSONS)) {
    log(`  (${NO_LESSONS} is not on the server's search path: not checked)`);
    return;
  }
  await page.select('#learn-game', NO_LESSONS);
  // the view may show 'none' already (the lesson the game did not have): wait for this game's words
  await waitFor(page, (id) => document.body.dataset.learn === 'none' && document.querySelector('#learn-none a')?.getAttribute('href') === `#rules/${id}`, { timeout: 10000 }, NO_LESSONS);
  assert.match(await page.$eval('#learn-none', (e) => e.textContent), /has no lessons/);
  assert.equal(await page.$eval('#learn-none a', (a) => a.getAttribute('href')), `#rules/${NO_LESSONS}`);
}

async function phone() {
  const page = await openPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await openLesson(page, 6);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the lesson fits a phone's width (${width} px)`);
  const box = await page.$eval('#learn-board', (e) => e.getBoundingClientRect().width);
  assert.ok(box >= 340, `the board takes the phone's width (${box} px)`);
  const before = await answers(page);
  await page.tap('#learn-board circle.hit[data-point="c3"]');
  await page.tap('#learn-board circle.hit[data-point="c5"]');
  await waitFor(page, (n) => Number(document.body.dataset.learnAnswers || 0) > n, { timeout: 10000 }, before);
  assert.equal((await feedback(page)).verdict, 'illegal', 'a step while a capture is compulsory is not legal');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'the feedback fits too');
  await screenshot(page, 'learn-phone.png', { fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.close();
}

runTests(async () => {
  const page = await openPage({ width: 1280, height: 720 });
  await check('lesson 1: a wrong move by clicks, its feedback as the API says, then the right one', () => wrongThenRight(page));
  await check('lesson 2: every step found by clicks', () => findAllByClicks(page));
  await check('lesson 3: every step found by the move box', () => findAllByTyping(page));
  await check('lesson 4: an illegal move by clicks, the hint, the capture', () => illegalThenRight(page));
  await check('lesson 5: two wrong tries show the answer', () => shownAfterTwo(page));
  await check('lesson 7: Show answer', () => showAnswer(page));
  await check('progress in the list, kept over a reload, cleared by Start again', () => progressKept(page));
  await check('every game with lessons opens its first lesson', () => everyGame(page));
  await check('a lesson the game does not have', () => badLesson(page));
  await check('a game without lessons links to its rules', () => noLessons(page));
  await check('a phone-sized screen', () => phone());
  await check('no errors in the page', async () => {
    assert.deepEqual(page.problems, []);
  });
});
