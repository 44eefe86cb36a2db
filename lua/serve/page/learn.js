// learn.js — the lessons view. `#learn/<game>` lists a game's lessons with the learner's progress;
// `#learn/<game>/<n>` teaches lesson n: its text and task, its board with the play view's clicks
// (board.js, choice.js), a move box, the hint, the answer, and the feedback in words. Every answer
// is judged by the server (GET /api/learn, the terminal course's own code): the page only keeps
// what the learner did in this lesson (moves found, wrong tries) and, in localStorage per game,
// which lessons are done and how.

import { ApiError, get } from './api.js';
import { Board } from './board.js';
import { choiceMarks, click, emptyChoice, noMarks } from './choice.js';
import { _, fill, P_ } from './i18n.js';
import { viewHash } from './views.js';
import { sideWord } from './wording.js';

const $ = (id) => document.getElementById(id);

const DEFAULT_GAME = 'kharbaga';
const STORE_PREFIX = 'kharbaga.learn.';

// How a lesson was done, best first; each with a mark that differs in shape, and its words.
const RESULTS = {
  first: { mark: '★', words: () => _('right at the first try'), rank: 3 },
  later: { mark: '✓', words: () => _('right after a wrong try'), rank: 2 },
  shown: { mark: '○', words: () => _('answer shown'), rank: 1 },
};

// A heading for each verdict of `learn --json`.
function verdictHeading(verdict) {
  const headings = {
    right: _('Right'),
    found: _('Yes, one of them'),
    already: _('Found already'),
    'wrong-legal': _('Legal, but not the task'),
    illegal: _('Against the rules'),
    unreadable: _('Not a move'),
    shown: _('The answer'),
  };
  return Object.hasOwn(headings, verdict) ? headings[verdict] : verdict;
}

const state = {
  game: null, // the game's id
  list: /** @type {import('./contract.js').LearnCourse|null} */ (null), // learn --json for the game
  lesson: /** @type {import('./contract.js').LearnLesson|null} */ (null), // learn --json --lesson N
  legal: [], // moves --json of the lesson's position
  pieces: [], // render --json pieces
  turn: 'south',
  choice: emptyChoice(),
  found: [],
  tries: 0,
  done: false,
  generation: 0, // a newer lesson shown makes older answers void
  variants: null,
};

let board = null;

// ---- progress, in the browser ----

function storeKey(game) {
  return `${STORE_PREFIX}${game}`;
}

function progress(game) {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storeKey(game)) || '{}');
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

// Notes lesson n of game done with result (first, later or shown), keeping a better one.
function record(game, n, result) {
  const all = progress(game);
  const before = all[n] && RESULTS[all[n]];
  if (!before || before.rank < RESULTS[result].rank) all[n] = result;
  try {
    window.localStorage.setItem(storeKey(game), JSON.stringify(all));
  } catch {
    // storage full or refused: the course goes on without keeping it
  }
}

function forget(game) {
  try {
    window.localStorage.removeItem(storeKey(game));
  } catch {
    // nothing kept
  }
}

// ---- the queries ----

function learnQuery(extra = {}) {
  const q = new URLSearchParams({ variant: state.game });
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== null && value !== '') q.append(key, String(value));
  }
  return q.toString();
}

// The query that draws the lesson's position: its game, ruleset, rule changes and position.
function boardQuery(lesson, play = null) {
  const q = new URLSearchParams({ variant: lesson.variant, ruleset: lesson.ruleset });
  for (const rule of lesson.rules) q.append('rule', rule);
  q.append('position', lesson.position);
  if (play) q.append('play', play);
  return q.toString();
}

// ---- the parts of the view ----

function showPart(part) {
  for (const id of ['learn-list', 'learn-lesson', 'learn-none']) $(id).hidden = id !== part;
}

async function fillChooser() {
  if (!state.variants) {
    state.variants = (await get('variants')).filter((v) => !v.problem); // a broken script has no lessons
    $('learn-game').replaceChildren(
      ...state.variants.map((v) => {
        const option = document.createElement('option');
        option.value = v.id;
        option.textContent = v.name;
        return option;
      }),
    );
  }
  $('learn-game').value = state.game;
}

// A game without lessons, or one that cannot be read: the server's words and its rules.
function showNone(message) {
  const none = $('learn-none');
  const rules = document.createElement('a');
  rules.href = viewHash('rules', state.game);
  rules.textContent = _('Read its rules instead');
  none.replaceChildren(document.createTextNode(`${message}. `), rules, document.createTextNode('.'));
  showPart('learn-none');
  document.body.dataset.learn = 'none';
}

function showList() {
  const done = progress(state.game);
  const items = state.list.lessons.map((l) => {
    const li = document.createElement('li');
    const result = RESULTS[done[l.lesson]];
    const mark = document.createElement('span');
    mark.className = `learn-mark ${done[l.lesson] || 'todo'}`;
    mark.textContent = result ? result.mark : '·';
    mark.setAttribute('aria-hidden', 'true');
    const link = document.createElement('a');
    link.href = viewHash('learn', state.game, l.lesson);
    link.textContent = l.title;
    li.append(mark, link);
    if (result) {
      const words = document.createElement('span');
      words.className = 'learn-result';
      words.textContent = ` (${result.words()})`;
      li.append(words);
    }
    li.dataset.result = done[l.lesson] || 'todo';
    return li;
  });
  $('learn-lessons').replaceChildren(...items);
  $('learn-list-title').textContent = fill(_('Lessons of {game}'), { game: state.list.name });
  const count = state.list.lessons.filter((l) => done[l.lesson]).length;
  const progressLine = $('learn-progress');
  progressLine.textContent = fill(_('{done} of {count} done.'), { done: count, count: state.list.lessons.length });
  const todo = state.list.lessons.find((l) => !done[l.lesson]);
  if (todo) {
    const link = document.createElement('a');
    link.id = 'learn-go-on';
    link.href = viewHash('learn', state.game, todo.lesson);
    link.textContent = count ? fill(_('Go on with lesson {number}'), { number: todo.lesson }) : _('Begin with lesson 1');
    progressLine.append(' ', link);
  }
  $('learn-reset').disabled = count === 0;
  showPart('learn-list');
  document.body.dataset.learn = `${state.game}`;
}

// ---- a lesson ----

async function showLesson(n) {
  const generation = ++state.generation;
  /** @type {import('./contract.js').LearnLesson} */
  let lesson;
  try {
    lesson = await get('learn', learnQuery({ lesson: n }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    showNone(error.message);
    return;
  }
  const query = boardQuery(lesson);
  const [view, legal] = await Promise.all([get('render', query), get('moves', query)]);
  if (generation !== state.generation) return;
  Object.assign(state, { lesson, legal, pieces: view.pieces, turn: view.turn, choice: emptyChoice() });
  Object.assign(state, { found: [], tries: 0, done: false });
  $('learn-title').textContent = fill(_('Lesson {number} of {count}: {title}'), { number: lesson.lesson, count: lesson.lessons, title: lesson.title });
  $('learn-text').textContent = lesson.text;
  $('learn-ask').textContent = lesson.ask;
  const side = lesson.side_to_move === 'south'
    ? _('{side} to move (South, from the bottom): click a piece, then where it goes, or type the move.')
    : _('{side} to move (North, from the top): click a piece, then where it goes, or type the move.');
  $('learn-side').textContent = fill(side, { side: sideWord(lesson.side) });
  const next = $('learn-next');
  next.href = lesson.next ? viewHash('learn', state.game, lesson.next) : viewHash('learn', state.game);
  next.textContent = lesson.next ? _('Next lesson') : _('Back to the lessons');
  $('learn-move').value = '';
  $('learn-feedback').hidden = true;
  $('learn-feedback').replaceChildren();
  showFound();
  board.draw(view);
  board.setLastMove(null);
  board.setHint(null);
  markChoice();
  showPart('learn-lesson');
  document.body.dataset.learn = `${state.game}/${lesson.lesson}`;
}

function showFound() {
  const findAll = state.lesson && state.lesson.find_all;
  $('learn-found-box').hidden = !findAll;
  if (!findAll) return;
  const items = state.found.map((move) => {
    const li = document.createElement('li');
    li.textContent = move;
    return li;
  });
  $('learn-found').replaceChildren(...items);
  $('learn-found-box').querySelector('h3').textContent = fill(_('Found: {found} of {count}'), { found: state.found.length, count: state.lesson.to_find });
}

// Feedback: a heading and the server's lines, each a paragraph.
function say(kind, heading, lines) {
  const box = $('learn-feedback');
  const h = document.createElement('h3');
  h.textContent = heading;
  box.className = `learn-feedback ${kind}`;
  box.dataset.verdict = kind;
  box.replaceChildren(
    h,
    ...lines.map((line) => {
      const p = document.createElement('p');
      p.textContent = line;
      return p;
    }),
  );
  box.hidden = false;
  box.scrollIntoView({ block: 'nearest' }); // on a phone the board was tapped above it
}

// ---- answers by clicks ----

// Whether a piece of the side to move stands on point p.
function ownPiece(p) {
  return state.pieces.some((piece) => piece.point === p && piece.side === state.turn);
}

function markChoice() {
  if (state.done) {
    board.setMarks(noMarks);
    return null;
  }
  const { marks, description: d } = choiceMarks(state.legal, state.choice);
  board.setMarks(marks);
  return d;
}

// A click on a point (null: Escape). A piece shows its targets and a path is chosen by landing
// points, as in the play view; a piece with no legal move may be chosen too, and a click on a
// point that is not one of the chosen piece's targets answers with that move, so that the
// learner hears why it is not legal.
function onPoint(p) {
  if (state.done || !state.lesson) return;
  const { choice } = state;
  if (p === null || p === choice.from) {
    state.choice = { ...emptyChoice(), huff: p === null ? null : choice.huff };
    markChoice();
    return;
  }
  const next = click(state.legal, choice, p);
  if (next && (next.from !== null || choice.from === null)) {
    state.choice = next;
    const d = markChoice();
    if (d && d.move) answer(d.move.move);
    return;
  }
  if (ownPiece(p)) {
    state.choice = { ...emptyChoice(), from: p };
  } else if (choice.from && !choice.to) {
    answer(`${choice.from}-${p}`);
    return;
  } else {
    state.choice = emptyChoice();
  }
  markChoice();
}

// ---- the verdict ----

async function answer(text) {
  const generation = state.generation;
  const lesson = state.lesson;
  state.choice = emptyChoice();
  markChoice();
  document.body.dataset.learnJudging = 'yes';
  /** @type {import('./contract.js').LearnVerdict} */
  let verdict;
  try {
    verdict = await get(
      'learn',
      learnQuery({
        lesson: lesson.lesson,
        answer: text,
        found: lesson.find_all ? state.found.join(' ') : '',
        tries: state.tries || '',
      }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    say('error', _('That could not be checked'), [error.message]);
    delete document.body.dataset.learnJudging;
    return;
  }
  if (generation !== state.generation) return;
  state.tries = verdict.tries;
  state.found = verdict.found;
  state.done = verdict.done;
  say(verdict.verdict, verdictHeading(verdict.verdict), verdict.feedback);
  showFound();
  if (verdict.done) {
    record(state.game, lesson.lesson, verdict.verdict === 'right' ? (verdict.tries === 0 ? 'first' : 'later') : 'shown');
  }
  if (verdict.verdict === 'right' && !lesson.find_all && verdict.move) {
    const after = await get('render', boardQuery(lesson, verdict.move.move));
    if (generation !== state.generation) return;
    board.draw(after);
    board.setLastMove(verdict.move);
  }
  markChoice();
  delete document.body.dataset.learnJudging;
  document.body.dataset.learnAnswers = String(Number(document.body.dataset.learnAnswers || 0) + 1);
}

function showHint() {
  if (!state.lesson) return;
  say('hint', _('Hint'), [state.lesson.hint]);
}

// The answer, as the terminal's `skip` gives it: the moves still to find, their arrows drawn.
function showAnswer() {
  const lesson = state.lesson;
  if (!lesson) return;
  const left = lesson.answers.filter((m) => !state.found.includes(m));
  const label = state.found.length ? _('Still to find: {moves}') : P_('The answer: {moves}', 'The answers: {moves}', left.length);
  say('shown', _('The answer'), [fill(label, { moves: left.join(', ') })]);
  const first = state.legal.find((m) => m.move === left[0]);
  board.setHint(first || null);
  if (!state.done) record(state.game, lesson.lesson, 'shown');
  state.done = true;
  markChoice();
}

// ---- wiring ----

function wire() {
  board = new Board($('learn-board'), (p) => onPoint(p));
  $('learn-entry').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('learn-move').value.trim();
    if (text && state.lesson) answer(text);
  });
  $('learn-hint').addEventListener('click', showHint);
  $('learn-show').addEventListener('click', showAnswer);
  $('learn-reset').addEventListener('click', () => {
    forget(state.game);
    showList();
  });
  $('learn-game').addEventListener('change', () => {
    window.location.hash = viewHash('learn', $('learn-game').value);
  });
}

// #learn/<game>[/<n>]
export async function show(args) {
  if (!board) wire();
  const game = args[0] || DEFAULT_GAME;
  if (game !== state.game) {
    state.game = game;
    state.list = null;
    state.lesson = null;
  }
  $('learn-to-list').href = viewHash('learn', game);
  await fillChooser();
  if (!state.list) {
    try {
      state.list = await get('learn', learnQuery());
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showNone(error.message);
      return;
    }
  }
  if (args[1] === undefined) {
    state.generation++;
    showList();
  } else {
    await showLesson(args[1]);
  }
}
