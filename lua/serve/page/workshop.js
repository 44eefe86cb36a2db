// workshop.js — the variant workshop (#workshop, served with `kharbaga serve --workshop`): a
// script typed or pasted into a text area with line numbers, then checked (each problem listed
// at its line, a click selects the line), its board drawn, perft counted ply by ply, and played
// against a personality. Every request carries the script (POST /api/workshop/<verb>); the server
// keeps nothing, and the script stays in this browser's localStorage.

import { ApiError, get, local, searchPoll, searchStop, workshopPost } from './api.js';
import { Board } from './board.js';
import { choiceMarks, click, emptyChoice, noMarks } from './choice.js';
import { _, fill, P_ } from './i18n.js';
import { sideWord } from './wording.js';

const $ = (id) => document.getElementById(id);
const STORE = 'kharbaga.workshop.script';
const POLL_MS = 30;
const AI_TIME_MS = 300;

const TEMPLATES = {
  house: `-- A house rule: Kharbaga with captured pieces removed at once.
return variant {
  id = "house",
  name = "House Kharbaga",
  summary = "Kharbaga as played at our table: captured pieces go at once.",
  extends = "kharbaga",
  rules = { removal = "immediate" },
}
`,
  game: `-- A new game: Kharbaga's rules on a 7 x 7 Alquerque drawing, 24 men a side.
return variant {
  id = "seven",
  name = "Seven",
  summary = "Kharbaga's rules on the 49 points of a 7 x 7 Alquerque drawing.",
  sources = { "made up in the workshop" },
  board = boards.alquerque(7),
  sides = { "Black", "White" },
  king_name = "Mullah",
  rules = {
    men_move = "forward", men_capture = "any", capture = "compulsory", chain = "must",
    majority = "count", removal = "end", king = "flying", setup = "right",
  },
  rulesets = {
    { id = "standard", kind = "reconstructed", source = "Kharbaga's rules on a smaller board" },
  },
}
`,
};

const ws = {
  started: false,
  limits: { perft_max_depth: 6 },
  problemLines: new Set(),
  game: null, // the game in play: { script, moves, legal, choice, turn, over, ai }
  generation: 0,
};

let board = null;

function setStatus(text) {
  $('ws-status').textContent = text;
}

// ---- the text area and its line numbers ----

function script() {
  return $('ws-script').value;
}

function drawGutter() {
  const lines = script().split('\n').length;
  const numbers = [];
  for (let n = 1; n <= lines; n++) numbers.push(ws.problemLines.has(n) ? `✖ ${n}` : String(n));
  $('ws-gutter').textContent = numbers.join('\n');
  $('ws-gutter').scrollTop = $('ws-script').scrollTop;
}

function onEdit() {
  localStorage.setItem(STORE, script());
  drawGutter();
}

// Selects line n of the text area and scrolls it into view.
function selectLine(n) {
  const area = $('ws-script');
  const lines = area.value.split('\n');
  const line = Math.min(Math.max(n, 1), lines.length);
  let start = 0;
  for (let i = 0; i < line - 1; i++) start += lines[i].length + 1;
  area.focus();
  area.setSelectionRange(start, start + lines[line - 1].length);
  const height = parseFloat(getComputedStyle(area).lineHeight) || 20;
  area.scrollTop = Math.max(0, (line - 3) * height);
  drawGutter();
  document.body.dataset.wsSelectedLine = String(line);
}

// ---- check ----

function problemItem(p) {
  const li = document.createElement('li');
  const where = p.line ? fill(_('Line {line}'), { line: p.line }) : p.file || _('The game');
  const text = `${p.field ? `${p.field}: ` : ''}${p.message}`;
  if (p.line) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'ws-problem';
    button.dataset.line = String(p.line);
    button.textContent = `✖ ${where}: ${text}`;
    button.addEventListener('click', () => selectLine(p.line));
    li.append(button);
  } else {
    li.textContent = `✖ ${where}: ${text}`;
  }
  return li;
}

async function runCheck() {
  setStatus(_('Checking…'));
  /** @type {import('./contract.js').CheckAnswer} */
  const answer = await workshopPost('check', '', script());
  ws.problemLines = new Set(answer.problems.filter((p) => p.line).map((p) => p.line));
  $('ws-problems').replaceChildren(...answer.problems.map(problemItem));
  $('ws-report').textContent = answer.report.join('\n');
  $('ws-check-out').hidden = false;
  drawGutter();
  const n = answer.problems.length;
  document.body.dataset.wsCheck = answer.ok ? 'ok' : 'problems';
  if (answer.ok) await fillRulesets(script()).catch(() => {});
  setStatus(answer.ok ? `✔ ${_('The script checks clean.')}`
    : `✖ ${fill(P_('{count} problem: click it to go to its line.', '{count} problems: click one to go to its line.', n), { count: n })}`);
  return answer.ok;
}

// ---- perft ----

function duration(seconds) {
  if (seconds < 0.001) return `${Math.round(seconds * 1e6)} µs`;
  if (seconds < 1) return `${(seconds * 1000).toFixed(1)} ms`;
  return `${seconds.toFixed(2)} s`;
}

async function runPerft() {
  const plies = Number($('ws-depth').value);
  const text = script();
  $('ws-perft-rows').replaceChildren();
  $('ws-perft-out').hidden = false;
  document.body.dataset.wsPerft = 'running';
  for (let d = 1; d <= plies; d++) {
    setStatus(fill(_('Counting ply {ply}…'), { ply: d }));
    /** @type {import('./contract.js').PerftAnswer} */
    const answer = await workshopPost('perft', `depth=${d}`, text);
    const row = document.createElement('tr');
    for (const cell of [String(d), String(answer.nodes), duration(answer.seconds)]) {
      const td = document.createElement('td');
      td.textContent = cell;
      row.append(td);
    }
    row.dataset.depth = String(d);
    row.dataset.nodes = String(answer.nodes);
    $('ws-perft-rows').append(row);
  }
  document.body.dataset.wsPerft = 'done';
  setStatus(fill(P_('Perft counted to {count} ply.', 'Perft counted to {count} plies.', plies), { count: plies }));
}

// ---- the board and the game ----

function playQuery(game) {
  const q = new URLSearchParams();
  if (game.ruleset) q.append('ruleset', game.ruleset);
  if (game.moves.length) q.append('play', game.moves.join(' '));
  return q.toString();
}

// Draws the game's position and, when the person is to move, marks what may be clicked.
async function drawGame() {
  const game = ws.game;
  const generation = ++ws.generation;
  const query = playQuery(game);
  const [view, legal] = await Promise.all([workshopPost('render', query, game.script), workshopPost('moves', query, game.script)]);
  if (generation !== ws.generation) return;
  game.legal = legal;
  game.turn = view.turn;
  game.choice = emptyChoice();
  $('ws-board-out').hidden = false;
  $('ws-board-title').textContent = fill(_('{game}, ruleset {ruleset}'), { game: view.variant, ruleset: view.ruleset });
  board.draw(view);
  $('ws-position').textContent = view.position;
  $('ws-moves').replaceChildren(...game.moves.map((m) => Object.assign(document.createElement('li'), { textContent: m })));
  game.over = legal.length === 0;
  document.body.dataset.wsPly = String(game.moves.length);
  markChoice();
  if (game.over) {
    document.body.dataset.wsTurn = 'over';
    setStatus(fill(_('{side} has no legal move: the game is over.'), { side: sideWord(view.to_move) }));
  } else if (game.ai && game.turn !== 'south') {
    document.body.dataset.wsTurn = 'ai';
    setStatus(fill(_('{side} (the AI) is thinking…'), { side: sideWord(view.to_move) }));
    await aiMove(generation);
  } else {
    document.body.dataset.wsTurn = game.ai ? 'human' : 'shown';
    setStatus(game.ai ? fill(_('{side} to move: click a piece, then where it goes.'), { side: sideWord(view.to_move) }) : _('The start position.'));
  }
}

function markChoice() {
  const game = ws.game;
  const mine = game.ai && !game.over && game.turn === 'south';
  if (!mine) {
    board.setMarks(noMarks);
    return null;
  }
  const { marks, description } = choiceMarks(game.legal, game.choice);
  board.setMarks(marks);
  return description;
}

function onPoint(point) {
  const game = ws.game;
  if (!game || !game.ai || game.over || game.turn !== 'south' || point === null) return;
  game.choice = click(game.legal, game.choice, point) || emptyChoice();
  const d = markChoice();
  if (d && d.move) {
    game.moves.push(d.move.move);
    drawGame().catch(showError);
  }
}

// The AI's move: a search on the server, polled until it ends.
async function aiMove(generation) {
  const game = ws.game;
  const q = new URLSearchParams(playQuery(game));
  q.append('ai', game.ai);
  q.append('time', String(AI_TIME_MS));
  const started = await workshopPost('search', q.toString(), game.script);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    /** @type {import('./contract.js').SearchReport} */
    const report = await searchPoll(started.id);
    if (generation !== ws.generation) {
      if (report.running) searchStop(started.id).catch(() => {});
      return;
    }
    if (!report.running) {
      if (!report.best) throw new ApiError(_('the AI found no move'));
      game.moves.push(report.best);
      await drawGame();
      return;
    }
  }
}

// The script's rulesets in the ruleset menu (rules --json of the script), the one chosen kept when
// the script still has it; the first, the game's own, otherwise.
async function fillRulesets(text) {
  const menu = $('ws-ruleset');
  const chosen = menu.value;
  const answer = await workshopPost('rules', '', text);
  menu.replaceChildren(...answer.rulesets.map((r) => new Option(`${r.id} (${r.kind})`, r.id)));
  if (answer.rulesets.some((r) => r.id === chosen)) menu.value = chosen;
}

async function showBoard(ai) {
  const text = script();
  await fillRulesets(text);
  ws.game = { script: text, ruleset: $('ws-ruleset').value, moves: [], legal: [], choice: emptyChoice(), turn: 'south', over: false, ai };
  await drawGame();
}

// ---- setting up ----

function showError(error) {
  setStatus(`✖ ${error.message}`);
  document.body.dataset.wsError = error.message;
}

function guarded(fn) {
  return () => {
    delete document.body.dataset.wsError;
    fn().catch(showError);
  };
}

async function start() {
  board = new Board($('ws-board'), onPoint);
  const area = $('ws-script');
  area.value = localStorage.getItem(STORE) ?? TEMPLATES.house;
  area.addEventListener('input', onEdit);
  area.addEventListener('scroll', () => {
    $('ws-gutter').scrollTop = area.scrollTop;
  });
  $('ws-load').addEventListener('click', () => {
    area.value = TEMPLATES[$('ws-template').value];
    ws.problemLines = new Set();
    onEdit();
  });
  $('ws-check').addEventListener('click', guarded(runCheck));
  $('ws-perft').addEventListener('click', guarded(runPerft));
  $('ws-board-button').addEventListener('click', guarded(() => showBoard(null)));
  $('ws-play').addEventListener('click', guarded(() => showBoard($('ws-ai').value)));
  drawGutter();
  /** @type {[import('./contract.js').WorkshopState, import('./contract.js').Personality[]]} */
  const [state, personalities] = await Promise.all([get('workshop'), get('personalities').catch(() => [])]);
  ws.limits = state;
  $('ws-off').hidden = state.workshop;
  for (const button of document.querySelectorAll('#view-workshop button')) button.disabled = !state.workshop;
  const depths = [];
  for (let d = 1; d <= state.perft_max_depth; d++) depths.push(new Option(String(d), String(d), d === 4, d === 4));
  $('ws-depth').replaceChildren(...depths);
  // the opponent is The Master, as in the play view and `kharbaga play`
  $('ws-ai').replaceChildren(...personalities.map((p) => new Option(p.name, p.id, p.id === 'master', p.id === 'master')));
  document.body.dataset.wsReady = '1';
}

export async function show() {
  if (!ws.started) {
    ws.started = true;
    // on the static site no server is there: the script runs in this browser
    if (local) $('ws-note').textContent = _("The script is kept in this browser only and runs in it, in the program's sandbox: nothing is sent anywhere.");
    await start();
  }
}
