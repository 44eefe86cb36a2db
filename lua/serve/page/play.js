// play.js — the play view (#play, #play/<game>): the game as its start (variant, ruleset, house
// rules, position) and its list of moves, sent with every request to the stateless server; the
// board, the players (people and AI personalities), the move list, records, the analysis.
// Everything about the rules comes from the server; what its answers hold is contract.js's.

/** @typedef {import('./contract.js').RenderAnswer} RenderAnswer */
/** @typedef {import('./contract.js').Move} Move */
/** @typedef {import('./contract.js').SearchReport} SearchReport */

import { ApiError, gameQuery, get, searchPoll, searchStart, searchStop } from './api.js';
import { Board } from './board.js';
import { choiceMarks, click, emptyChoice, matchText, noMarks, typedText } from './choice.js';
import { readRecord, writeRecord } from './record.js';
import { setupTables } from './tables.js';
import { viewHash } from './views.js';
import { WhyNot } from './whynot.js';
import { _, fill } from './i18n.js';
import { pageMessage, sideWord, terminationWords } from './wording.js';

const $ = (id) => document.getElementById(id);
const POLL_MS = 20;

const state = {
  variants: /** @type {import('./contract.js').VariantEntry[]} */ ([]),
  personalities: /** @type {import('./contract.js').Personality[]} */ ([]),
  gameRules: /** @type {import('./contract.js').RuleOption[]} */ ([]), // the rule options of the game played
  game: { variant: '', ruleset: '', rules: {}, position: '', moves: [] },
  played: /** @type {(Move|null)[]} */ ([]), // the move objects of game.moves, where known (for the arrows)
  players: { south: 'human', north: 'ai' },
  ai: { south: '', north: '', time: 1000 },
  legal: /** @type {Move[]} */ ([]),
  view: /** @type {RenderAnswer|null} */ (null), // the last answer of render
  startTurn: 'south',
  choice: emptyChoice(),
  over: null,
  generation: 0, // bumped by every change of game: older answers are dropped
  search: null, // { id, kind: 'ai' | 'hint', generation }
  early: null, // { ply, started }: an AI search started with the move before it
  flipped: false,
  timings: { ready: null, lastReply: null },
};

const board = new Board($('board'), (point) => onPoint(point));
// "why not?" for a click that is no move: the answer in a panel beside the board, its suggestions on it
const whyNot = new WhyNot(board, document.querySelector('#view-play .side'), () => ({ game: state.game, legal: state.legal, view: state.view, generation: state.generation }), (move) => {
  if (!state.over && state.players[sideToMove()] === 'human') play(move);
});

function setStatus(text) {
  $('status').textContent = text;
}

function showError(where, error) {
  const text = error ? error.message || String(error) : '';
  $(where).textContent = text;
}

// ---- the game's state on the server: the position drawn, its legal moves, its end ----

// The side to move: the board's, once drawn.
function sideToMove() {
  if (state.view) return state.view.turn;
  return state.game.moves.length % 2 === 0 ? state.startTurn : other(state.startTurn);
}

function other(side) {
  return side === 'south' ? 'north' : 'south';
}

function sideName(side) {
  if (state.view) return sideWord(state.view.side_names[side === 'south' ? 0 : 1]);
  return side === 'south' ? _('South') : _('North');
}

// The words of a search report for the hint: its best move, score, depth and line.
function searchWords(report) {
  return { move: report.best || '—', score: report.score_text, depth: report.depth, line: report.pv };
}

// What the endgame tables say of the position, when they hold it (a finished search's `table`):
// its value for the side to move and each move's, as the server words them; '' otherwise.
function tableWords(table) {
  if (!table) return '';
  const moves = table.moves ? table.moves.map((m) => `${m.move} ${m.text}`).join(', ') : '—';
  return ' ' + fill(_('Endgame tables, with perfect play: {value} for the side to move; each move: {moves}.'), { value: table.text, moves });
}

// The end of the game in words: the server's `result` ("1-0", "0-1", "1/2-1/2") and
// `termination` when render --json gives them; else what the legal moves show: a side to move
// with no piece left loses, one with pieces but no legal move loses or draws (rule `blocked`).
function gameEnd(view, legal) {
  if (view.result && view.result !== '*') {
    const winner = { '1-0': 'south', '0-1': 'north' }[view.result] || null;
    const text = winner
      ? fill(_('{why}: {side} wins.'), { why: terminationWords(view.termination), side: sideName(winner) })
      : fill(_('{why}: a draw.'), { why: terminationWords(view.termination) });
    return { text, result: view.result, termination: view.termination || '' };
  }
  if (legal.length) return null;
  const mover = sideToMove();
  const winner = other(mover);
  const none = !view.pieces.some((p) => p.side === mover);
  if (!none && blockedRule() === 'draw') {
    return { text: fill(_('{side} has no legal move: a draw.'), { side: sideName(mover) }), result: '1/2-1/2', termination: 'no legal move' };
  }
  const text = none ? _('{side} has no pieces left: {winner} wins.') : _('{side} has no legal move: {winner} wins.');
  return {
    text: fill(text, { side: sideName(mover), winner: sideName(winner) }),
    result: winner === 'south' ? '1-0' : '0-1',
    termination: none ? 'no pieces left' : 'no legal move',
  };
}

// The value of rule `blocked` in the game played: its house rule, else the ruleset's.
function blockedRule() {
  if (state.game.rules.blocked) return state.game.rules.blocked;
  const option = state.gameRules.find((o) => o.key === 'blocked');
  return option ? option.value : 'loss';
}

// Asks for the game's board and legal moves and shows them; `start`, a promise of `show` of the
// game's start when moves were played, says who began.
async function refresh(start = null) {
  const generation = ++state.generation;
  const query = gameQuery(state.game);
  const [view, legal, first] = await Promise.all([get('render', query), get('moves', query), start]);
  if (generation !== state.generation) return false;
  state.view = view;
  state.legal = legal;
  if (state.startTurn === null) {
    /** @type {import('./contract.js').ShowAnswer|null} */
    const begun = first;
    state.startTurn = begun ? (begun.to_move === view.side_names[0] ? 'south' : 'north') : view.turn;
  }
  state.choice = emptyChoice();
  board.draw(view);
  whyNot.close();
  board.setLastMove(state.played[state.played.length - 1] || null);
  board.setHint(null);
  if (state.timings.ready === null) {
    state.timings.ready = Math.round(performance.now());
    document.body.dataset.readyMs = String(state.timings.ready);
  }
  state.over = gameEnd(view, legal);
  saveGame();
  showMoves();
  markChoice();
  document.body.dataset.generation = String(generation);
  next();
  return true;
}

// What happens next: the game is over, an AI moves, or a person does.
function next() {
  if (state.over) {
    stopSearch();
    $('result').textContent = state.over.text;
    setStatus(fill(_('Game over. {result}'), { result: state.over.text }));
    document.body.dataset.turn = 'over';
    return;
  }
  $('result').textContent = '';
  const side = sideToMove();
  document.body.dataset.turn = state.players[side] === 'ai' ? 'ai' : 'human';
  if (state.players[side] === 'ai') {
    startAi(side);
  } else {
    setStatus(fill(_('{side} to move: click a piece, then where it goes.'), { side: sideName(side) }));
    if ($('analysis').checked) startHint();
  }
}

// ---- moves by clicks ----

function markChoice() {
  const human = !state.over && state.players[sideToMove()] === 'human';
  if (!human) {
    board.setMarks(noMarks);
    return null;
  }
  const { marks, description: d } = choiceMarks(state.legal, state.choice);
  board.setMarks(marks);
  if (state.choice.from && (d.landings.length || d.captures.length)) {
    setStatus(d.landings.length
      ? _('Several captures end there: click a landing point of the one you mean.')
      : _('Several captures end there: click a captured piece of the one you mean.'));
  }
  return d;
}

function onPoint(point) {
  if (state.over || state.players[sideToMove()] !== 'human') return;
  if (point === null) {
    state.choice = { ...emptyChoice(), huff: null };
    whyNot.dropHeld();
    markChoice();
    return;
  }
  const nextChoice = click(state.legal, state.choice, point);
  if (nextChoice) whyNot.dropHeld();
  else whyNot.refused(state.choice, point);
  state.choice = nextChoice || emptyChoice();
  const d = markChoice();
  if (d && d.move) play(d.move);
}

// A legal move (an object of moves --json) or, for typed text the server accepts, its text.
async function play(move, text = null) {
  stopSearch();
  state.game.moves.push(text || move.move);
  state.played.push(move);
  state.choice = emptyChoice();
  const side = sideToMove();
  const aiNext = state.players[other(side)] === 'ai';
  state.timings.moveStart = performance.now();
  state.timings.aiNext = aiNext;
  // the AI's search starts at once, beside the requests that draw the move just played
  state.early = aiNext ? { ply: state.game.moves.length, started: searchStart(gameQuery(state.game, { ai: state.ai[other(side)], time: state.ai.time })) } : null;
  state.early?.started.catch(() => {});
  try {
    await refresh();
  } catch (error) {
    stopSearch();
    setStatus(pageMessage(error, state.game.moves));
    state.game.moves.pop();
    state.played.pop();
    await refresh().catch(() => {});
  }
}

// ---- the AI and the analysis ----

function stopSearch() {
  const search = state.search;
  state.search = null;
  if (state.early) {
    state.early.started.then((s) => searchStop(s.id)).catch(() => {});
    state.early = null;
  }
  $('stop').disabled = true;
  $('thinking').hidden = true;
  if (search && search.running) searchStop(search.id).catch(() => {});
}

// A search of the position on the page: the one `play` started early for this ply when there is
// one, else a new one. Returns its last report, or null when the game changed meanwhile.
async function runSearch(kind, ai, onProgress) {
  const generation = state.generation;
  const early = kind === 'ai' && state.early && state.early.ply === state.game.moves.length ? state.early.started : null;
  state.early = null;
  const started = await (early || searchStart(gameQuery(state.game, { ai, time: state.ai.time })));
  const search = { id: started.id, kind, generation, running: true };
  if (generation !== state.generation) {
    searchStop(search.id).catch(() => {});
    return null;
  }
  state.search = search;
  $('stop').disabled = false;
  for (;;) {
    // Stop answers with the search's last report, and the server forgets a search once its last
    // report is read: after Stop, that answer is the one to use.
    let report = null;
    try {
      report = await searchPoll(search.id);
    } catch (error) {
      if (!search.stopping) throw error;
    }
    if (state.search !== search) return null;
    if (search.stopping && (!report || report.running)) report = await search.stopping.catch(() => null);
    if (state.search !== search) return null;
    if (!report) throw new ApiError(_('the search ended without a move'));
    onProgress(report);
    if (!report.running) {
      search.running = false;
      state.search = null;
      $('stop').disabled = true;
      return report;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function showThinking(who, report) {
  $('thinking').hidden = false;
  $('think-who').textContent = who;
  $('think-depth').textContent = String(report.depth);
  $('think-score').textContent = report.score_text;
  $('think-pv').textContent = report.pv;
}

function personalityName(id) {
  const p = state.personalities.find((x) => x.id === id);
  return p ? p.name : id;
}

async function startAi(side) {
  const ai = state.ai[side];
  const who = fill(_('{player} ({side})'), { player: personalityName(ai), side: sideName(side) });
  const thinking = fill(_('{player} is thinking…'), { player: who });
  setStatus(thinking);
  try {
    const report = await runSearch('ai', ai, (r) => {
      // a busy server keeps searches in line: say where this one is, then that it thinks
      setStatus(r.waiting ? fill(_('{player} is waiting for the server: number {place} in line…'), { player: who, place: r.waiting }) : thinking);
      showThinking(who, r);
    });
    if (!report) return;
    $('thinking').hidden = true;
    const move = state.legal.find((m) => m.move === report.best);
    if (!report.best) {
      setStatus(fill(_('{player} found no move.'), { player: who }));
      return;
    }
    if (state.timings.aiNext && state.timings.moveStart !== undefined) {
      const started = state.timings.moveStart;
      state.timings.aiNext = false;
      await play(move || null, move ? null : report.best);
      const total = performance.now() - started;
      state.timings.lastReply = Math.round(total);
      document.body.dataset.lastReplyMs = String(state.timings.lastReply);
      document.body.dataset.lastReplySearchMs = String(Math.round((report.seconds || 0) * 1000));
      return;
    }
    await play(move || null, move ? null : report.best);
  } catch (error) {
    if (error.name === 'AbortError') return;
    setStatus(fill(_('{player}: {error}'), { player: who, error: error.message }));
  }
}

async function startHint() {
  $('hint').hidden = false;
  $('hint').textContent = _('Analysing…');
  try {
    const report = await runSearch('hint', '', (r) => {
      const move = state.legal.find((m) => m.move === r.best);
      board.setHint(move || null);
      $('hint').textContent = fill(_('Best so far: {move} (score {score}, depth {depth}); line: {line}'), searchWords(r));
    });
    if (report) $('hint').textContent = fill(_('Best: {move} (score {score}, depth {depth}); line: {line}'), searchWords(report)) + tableWords(report.table);
  } catch (error) {
    $('hint').textContent = fill(_('Analysis: {error}'), { error: error.message });
  }
}

// ---- the move list, take back, flip, keyboard entry ----

function showMoves() {
  const list = $('move-list');
  list.replaceChildren();
  const moves = state.game.moves;
  const northFirst = state.startTurn === 'north';
  let item = null;
  moves.forEach((move, i) => {
    const ply = i + (northFirst ? 1 : 0);
    if (ply % 2 === 0 || item === null) {
      item = document.createElement('li');
      item.value = Math.floor(ply / 2) + 1;
      if (ply % 2 === 1) item.append('… ');
      list.appendChild(item);
    }
    const span = document.createElement('span');
    span.className = 'move';
    span.textContent = move;
    item.append(span, ' ');
  });
  list.scrollTop = list.scrollHeight;
}

async function takeBack() {
  stopSearch();
  if (!state.game.moves.length) return;
  const humanAt = (ply) => state.players[ply % 2 === 0 ? state.startTurn : other(state.startTurn)] === 'human';
  do {
    state.game.moves.pop();
    state.played.pop();
  } while (state.game.moves.length && !humanAt(state.game.moves.length) && Object.values(state.players).includes('human'));
  await refresh().catch((e) => setStatus(e.message));
}

async function enterMove(event) {
  event.preventDefault();
  showError('entry-error', null);
  const text = typedText($('move-text').value);
  if (!text) return;
  if (state.over || state.players[sideToMove()] !== 'human') {
    showError('entry-error', new Error(_('it is not your move')));
    return;
  }
  const fits = matchText(state.legal, text);
  if (fits.length === 1) {
    $('move-text').value = '';
    await play(fits[0]);
    return;
  }
  // the server's parser has the last word and the words: ambiguity, or why it is not legal
  try {
    await get('show', gameQuery({ ...state.game, moves: [...state.game.moves, text] }));
    $('move-text').value = '';
    await play(null, text);
  } catch (error) {
    showError('entry-error', new Error(pageMessage(error, [...state.game.moves, text])));
  }
}

// ---- new game, house rules, players ----

function fillSelect(select, items, chosen) {
  select.replaceChildren(
    ...items.map(({ value, label, disabled }) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = label;
      o.disabled = Boolean(disabled);
      o.selected = value === chosen;
      return o;
    }),
  );
}

function variantInfo(id) {
  return state.variants.find((v) => v.id === id) || null;
}

async function chooseVariant(id) {
  const info = variantInfo(id);
  $('rules-link').href = viewHash('rules', id);
  $('learn-link').href = viewHash('learn', id);
  $('variant-summary').textContent = info ? info.summary : '';
  const kinds = { described: _('described'), reconstructed: _('reconstructed') };
  const kindWords = (kind) => (Object.hasOwn(kinds, kind) ? kinds[kind] : kind);
  fillSelect($('ruleset'), (info ? info.rulesets : []).map((r) => ({ value: r.id, label: fill(_('{ruleset} ({kind})'), { ruleset: r.id, kind: kindWords(r.kind) }) })), '');
  await loadRuleOptions();
}

// The house-rule menus, from `rules --json` of the game and ruleset chosen.
async function loadRuleOptions() {
  const host = $('rule-options');
  host.replaceChildren();
  /** @type {import('./contract.js').RulesAnswer} */
  let answer;
  try {
    answer = await get('rules', gameQuery({ variant: $('variant').value, ruleset: $('ruleset').value }));
  } catch (error) {
    host.textContent = fill(_('House rules are not available: {error}'), { error: error.message });
    return;
  }
  for (const option of answer.options) {
    const { key, values, value: current } = option;
    const id = `rule-${key}`;
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = key;
    label.title = option.description;
    let input;
    if (values) {
      input = document.createElement('select');
      const items = [{ value: '', label: fill(_("{value} (the ruleset's)"), { value: current }) }];
      for (const v of values) if (String(v) !== String(current)) items.push({ value: String(v), label: String(v) });
      fillSelect(input, items, '');
    } else {
      // a number: empty keeps the ruleset's
      input = document.createElement('input');
      input.type = 'number';
      if (option.min !== null) input.min = String(option.min);
      if (option.max !== null) input.max = String(option.max);
      input.placeholder = fill(_("{value} (the ruleset's)"), { value: current });
    }
    input.id = id;
    input.dataset.rule = key;
    const row = document.createElement('div');
    row.className = 'rule-option';
    row.append(label, input);
    if (option.description) {
      const note = document.createElement('p');
      note.className = 'summary';
      note.textContent = option.description;
      row.append(note);
    }
    host.append(row);
  }
}

function chosenRules() {
  const rules = {};
  for (const input of $('rule-options').querySelectorAll('[data-rule]')) {
    if (input.value.trim()) rules[input.dataset.rule] = input.value.trim();
  }
  return rules;
}

function readPlayers() {
  const mode = $('mode').value;
  state.players = {
    south: mode === 'south' || mode === 'both' ? 'human' : 'ai',
    north: mode === 'north' || mode === 'both' ? 'human' : 'ai',
  };
  state.ai = { south: $('ai-south').value, north: $('ai-north').value, time: Number($('ai-time').value) || 1000 };
  document.body.dataset.mode = mode;
}

async function startGame(game, played = []) {
  stopSearch();
  showError('setup-error', null);
  showError('record-error', null);
  const previous = { game: state.game, played: state.played, startTurn: state.startTurn };
  state.game = { ...game, moves: [...game.moves] };
  state.played = played;
  state.view = null;
  try {
    // the start position fixes who begins: the board's answer says when no move is played, else
    // one more request
    while (state.played.length < state.game.moves.length) state.played.push(null);
    const start = state.game.moves.length ? get('show', gameQuery({ ...state.game, moves: [] })) : null;
    get('rules', gameQuery({ variant: state.game.variant, ruleset: state.game.ruleset }))
      .then((r) => {
        state.gameRules = r.options;
      })
      .catch(() => {
        state.gameRules = [];
      });
    state.startTurn = null;
    await refresh(start);
  } catch (error) {
    Object.assign(state, previous);
    throw error;
  }
  const info = variantInfo(state.game.variant);
  $('game-title').textContent = `${info ? info.name : state.game.variant}${state.game.ruleset ? ` — ${state.game.ruleset}` : ''}`;
}

// The board as the person sees it from their side: North's player has it turned.
function faceThePlayer() {
  state.flipped = $('mode').value === 'north';
  $('flip').setAttribute('aria-pressed', String(state.flipped));
  board.setFlipped(state.flipped);
}

async function newGame(event) {
  if (event) event.preventDefault();
  readPlayers();
  faceThePlayer();
  const game = {
    variant: $('variant').value,
    ruleset: $('ruleset').value,
    rules: chosenRules(),
    position: $('position-text').value.trim(),
    moves: [],
  };
  try {
    await startGame(game);
  } catch (error) {
    showError('setup-error', error instanceof ApiError && error.parameter ? new Error(`${error.parameter}: ${error.message}`) : error);
  }
}

// ---- the game kept in the browser ----

const SAVED_GAME = 'kharbaga.play.game';

// The game on the board and its players, kept after every move (as `play` saves after every
// move), so that a reload goes on with it.
function saveGame() {
  try {
    localStorage.setItem(SAVED_GAME, JSON.stringify({ game: state.game, mode: $('mode').value, ai: state.ai }));
  } catch {
    // a private window or a full store: the game is not kept, and plays on
  }
}

// The game kept by saveGame, or null.
function savedGame() {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_GAME) || 'null');
    return saved && saved.game && typeof saved.game.variant === 'string' && Array.isArray(saved.game.moves) ? saved : null;
  } catch {
    return null;
  }
}

// The players' menus as a kept game or a record had them.
function setPlayers(mode, ai) {
  if ([...$('mode').options].some((o) => o.value === mode)) $('mode').value = mode;
  for (const side of ['south', 'north']) if (ai[side] && [...$(`ai-${side}`).options].some((o) => o.value === ai[side])) $(`ai-${side}`).value = ai[side];
  if (ai.time) $('ai-time').value = String(ai.time);
  readPlayers();
}

// ---- records ----

// A record's player: a personality by its id (as `play` writes it, and reads it back as an AI),
// a person as "human".
function recordPlayer(side) {
  return state.players[side] === 'ai' ? state.ai[side] : 'human';
}

// The players a record names: a personality's id (or the random mover) plays as that AI, any
// other name is a person; the menus follow.
function playersOfRecord(record) {
  const isAi = (name) => name === 'random' || state.personalities.some((p) => p.id === name);
  const south = isAi(record.south), north = isAi(record.north);
  const mode = south && north ? 'none' : south ? 'north' : north ? 'south' : 'both';
  setPlayers(mode, { south: south ? record.south : '', north: north ? record.north : '' });
}

function downloadRecord() {
  const result = state.over ? state.over.result || '*' : '*';
  const name = recordPlayer;
  const text = writeRecord({
    ...state.game,
    south: name('south'),
    north: name('north'),
    result,
    termination: state.over ? state.over.termination : '',
    northFirst: state.startTurn === 'north',
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${state.game.variant || 'game'}.pdn`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function loadRecord() {
  const file = $('load').files[0];
  if (!file) return;
  showError('record-error', null);
  let record = null;
  try {
    record = readRecord(await file.text());
    playersOfRecord(record);
    faceThePlayer();
    await startGame(record);
    $('variant').value = record.variant;
  } catch (error) {
    showError('record-error', new Error(`${file.name}: ${pageMessage(error, record ? record.moves : [])}`));
  } finally {
    $('load').value = '';
  }
}

// ---- start-up: the board first, the menus beside it ----

async function start() {
  const saved = savedGame(); // before the first board is drawn, which keeps itself
  $('entry').addEventListener('submit', enterMove);
  $('setup').addEventListener('submit', newGame);
  $('takeback').addEventListener('click', takeBack);
  $('flip').addEventListener('click', () => {
    state.flipped = !state.flipped;
    $('flip').setAttribute('aria-pressed', String(state.flipped));
    board.setFlipped(state.flipped);
  });
  $('stop').addEventListener('click', () => {
    const search = state.search;
    if (search && !search.stopping) search.stopping = searchStop(search.id);
  });
  $('analysis').addEventListener('change', () => {
    if ($('analysis').checked) {
      if (!state.over && state.players[sideToMove()] === 'human' && !state.search) startHint();
    } else {
      if (state.search && state.search.kind === 'hint') stopSearch();
      $('hint').hidden = true;
      board.setHint(null);
    }
  });
  $('variant').addEventListener('change', () => chooseVariant($('variant').value));
  $('ruleset').addEventListener('change', loadRuleOptions);
  $('download').addEventListener('click', downloadRecord);
  $('load').addEventListener('change', loadRecord);
  setupTables(() => state.game);

  const menus = Promise.all([get('variants', 'long=1'), get('personalities').catch(() => [])]);
  readPlayers();
  state.game = { variant: 'kharbaga', ruleset: '', rules: {}, position: '', moves: [] };
  const first = startGame(state.game).catch((e) => setStatus(e.message));
  const [variants, personalities] = await menus;
  state.variants = variants;
  state.personalities = personalities;
  // a script on the search path that does not load is listed, marked, and cannot be chosen
  fillSelect(
    $('variant'),
    variants.map((v) => ({ value: v.id, label: v.problem ? `${v.name} (cannot be loaded)` : v.name, disabled: v.problem })),
    'kharbaga',
  );
  const ais = state.personalities.map((p) => ({ value: p.id, label: p.name }));
  fillSelect($('ai-south'), ais, 'master');
  fillSelect($('ai-north'), ais, 'master');
  readPlayers();
  await chooseVariant('kharbaga');
  await first;
  await resumeSaved(saved);
  document.body.dataset.menus = 'ready';
}

// The game kept before a reload, on the board again with its players (unless its game is no
// longer on the server's search path).
async function resumeSaved(saved) {
  if (!saved || !variantInfo(saved.game.variant)) return;
  setPlayers(saved.mode, saved.ai || {});
  faceThePlayer();
  $('variant').value = saved.game.variant;
  await chooseVariant(saved.game.variant);
  await startGame(saved.game).catch(() => startGame({ variant: 'kharbaga', ruleset: '', rules: {}, position: '', moves: [] }));
}

// "#play/<game>" (a rules page's "Play this game"): a new game of that game, with the settings
// of the form, unless it is the game on the board.
async function playFromHash(args) {
  const id = args[0];
  if (!id || !variantInfo(id) || id === state.game.variant) return;
  $('variant').value = id;
  await chooseVariant(id);
  await newGame();
}

let started = null; // Promise of start(), made the first time the view is shown

// #play[/<game>]: the view shown (views.js calls it each time). The first time, the game starts
// (the one kept in the browser, else Kharbaga); a game named is then a new game of it.
export async function show(args) {
  if (!started) started = start().catch((error) => setStatus(fill(_('The page could not start: {error}'), { error: error.message })));
  await started;
  await playFromHash(args);
}
