// dispute.js — the dispute view: one position under two to four rule choices, side by side.
// `#dispute` shows the gallery of docs/disputes.md (disputes.json, made at build time from
// tests/data/disputes by dispute_gallery.c; in another language i18n/disputes-CODE.json, its titles
// and stories translated beside the entries) and a form for a dispute of one's own; `#dispute/<entry>`
// opens an entry. Each answer is `kharbaga dispute --json` through the API: one board per choice,
// drawn by `render --json` under that choice, with the moves legal under it but not under every
// choice marked as dashed arrows ending in a diamond, and listed with the reason the program gives.
// A record (loaded from a file, or an entry's) is sent as its moves with part=true: the program
// walks them to the first move at which the choices part; `at` steps from move to move, and
// `from` to the next move at which they part. Under the answer, the study that says whether the
// choices change the game as a whole: run here (`study` through the API, which plays it for as long
// as one request may take, and answers with its plain-words answer), or as a command to copy for a
// terminal, where it plays on for the minutes some choices need.
import { ApiError, gameQuery, get, local } from './api.js';
import { Board } from './board.js';
import { baseOf, choiceRules, movePoints, onlyMoves } from './dispute_answer.js';
import { readRecord } from './record.js';
import { viewHash } from './views.js';
import { _, fill, P_, pageLanguage } from './i18n.js';
import { pageMessage } from './wording.js';

const SVG = 'http://www.w3.org/2000/svg';
const LABELS = ['a', 'b', 'c', 'd'];
// How long the offered study takes, as docs/studies.md measured it.
const studyTime = () => _("How long: it prints its estimate before it starts. On a two-core machine such studies took from seconds to minutes: 2 s for Kharbaga's removal, 2 min for Zamma's huff, 6 min for Tuknanavuhpi's setup, whose games all differ (docs/studies.md).");
const section = document.getElementById('view-dispute');
const parts = {}; // the view's parts, made once (build)
let gallery = null; // Promise of the gallery's entries
let variants = null; // Promise of `variants --json`
let record = null; // the record loaded into the form: { name, variant, ruleset, rules, position, moves }
let markers = 0; // for unique marker ids
let showings = 0; // the view's showings so far: only the latest decides what it shows

function make(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'text') node.textContent = value;
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? '' : String(value));
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

function svgEl(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  parent.appendChild(node);
  return node;
}

// An error under host: a move of the walked record said as the page says it (wording.js), any
// other parameter named.
function showError(host, error) {
  const where = error instanceof ApiError && error.parameter && error.parameter !== 'play' ? fill(_(' (parameter {parameter})'), { parameter: error.parameter }) : '';
  host.replaceChildren(make('p', { class: 'error', role: 'alert', text: `${pageMessage(error)}${where}` }));
}

// ---- a dispute's answer drawn ----

// Marks moves on a drawn board: a dashed arrow along each, a diamond where it ends.
function markMoves(board, moves, label) {
  const svg = board.svg;
  const id = `dispute-head-${label}-${markers++}`;
  const defs = svg.querySelector('defs');
  const marker = svgEl('marker', { id, viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse' }, defs);
  svgEl('path', { d: 'M0,0 L10,5 L0,10 z', class: 'only-head' }, marker);
  const group = svgEl('g', { class: 'dispute-marks' }, board.turn);
  const r = board.radius;
  const ends = new Set();
  for (const move of moves) {
    const at = movePoints(move.move).map((n) => board.byName.get(n)).filter(Boolean);
    if (at.length < 2) continue;
    const line = svgEl('polyline', { points: at.map((p) => `${p.x},${p.y}`).join(' '), class: 'only-move', 'marker-end': `url(#${id})`, 'data-move': move.move }, group);
    line.appendChild(document.createElementNS(SVG, 'title')).textContent = move.move;
    const end = at[at.length - 1];
    if (ends.has(end)) continue;
    ends.add(end);
    svgEl('rect', { x: end.x - r * 0.45, y: end.y - r * 0.45, width: r * 0.9, height: r * 0.9, class: 'only-end', transform: `rotate(45 ${end.x} ${end.y})` }, group);
  }
}

function moveText(m) {
  if (!(m.captured && m.captured.length)) return m.move;
  return fill(_('{move} (takes {count}: {pieces})'), { move: m.move, count: m.captured.length, pieces: m.captured.join(',') });
}

// The list of one choice's own moves, each with why the other choices refuse it.
function ownList(dispute, label) {
  const moves = onlyMoves(dispute, label);
  const list = make('ul', { class: 'only-list' });
  for (const m of moves) {
    const item = make('li', {}, make('span', { class: 'move', text: moveText(m) }));
    if (m.legal.length > 1) item.append(make('span', { class: 'also', text: ` ${fill(_('also under {choices}'), { choices: m.legal.join(', ') })}` }));
    const why = make('ul', { class: 'reasons' });
    const seen = new Map(); // a sentence said for several choices once, with their labels
    for (const r of m.reasons || []) {
      if (!seen.has(r.text)) seen.set(r.text, []);
      seen.get(r.text).push(r.not_under);
    }
    for (const [text, labels] of seen) why.append(make('li', { text: fill(_('not under {choices}: {reason}'), { choices: labels.join(', '), reason: text }) }));
    for (const then of m.then || []) why.append(make('li', { class: 'then', text: fill(_('then, under {choices}: {reason}'), { choices: then.under.join(', '), reason: then.text }) }));
    item.append(why);
    list.append(item);
  }
  return { list, count: moves.length };
}

// One column: a choice's heading, its board and its own moves.
async function choiceColumn(dispute, choice, base) {
  const column = make('article', { class: 'dispute-choice', 'data-label': choice.label });
  const boardHost = make('div', { class: 'dispute-board', 'aria-label': fill(_('the position under {choice}'), { choice: choice.label }) });
  column.append(make('h3', {}, make('span', { class: 'label', text: choice.label }), ` ${choice.spec}`),
    make('p', { class: 'count', text: fill(P_('{count} legal move', '{count} legal moves', choice.legal_moves), { count: choice.legal_moves }) }), boardHost);
  const own = ownList(dispute, choice.label);
  if (choice.ending) column.append(make('p', { class: 'ending', text: fill(_('No legal move: {ending}.'), { ending: choice.ending }) }));
  const two = dispute.choices.length === 2;
  const words = { choice: choice.label, count: own.count };
  let heading = fill(_('Every move of {choice} is legal under every choice'), words);
  if (own.count) heading = fill(two ? _('Only under {choice}: {count}') : _('Under {choice}, not under every choice: {count}'), words);
  column.append(make('h4', { text: heading }), own.list);
  const rules = choiceRules(choice.spec, base);
  // choices whose setups differ: each board is its choice's own start (choice.start)
  const query = gameQuery({ variant: base.variant, ruleset: rules.ruleset, rules: rules.rules, position: choice.start || dispute.position });
  let drawing;
  try {
    drawing = await get('render', query);
  } catch {
    // a position its rules cannot read (e.g. a huff field without capture=huff): the base's
    drawing = await get('render', gameQuery({ variant: base.variant, ruleset: base.ruleset, rules: base.rules, position: dispute.position }));
  }
  const board = new Board(boardHost, () => {});
  board.draw(drawing);
  markMoves(board, onlyMoves(dispute, choice.label), choice.label);
  return column;
}

// The moves legal under every choice: those with the same result in one line, the others each
// with every choice's result and why they differ.
function commonPart(dispute) {
  const all = dispute.moves.filter((m) => m.legal.length === dispute.choices.length);
  const same = all.filter((m) => !m.outcomes);
  const differing = all.filter((m) => m.outcomes);
  const part = make('div', { class: 'dispute-common' });
  if (differing.length) {
    part.append(make('h3', { text: fill(_('Legal under every choice, with different results: {count}'), { count: differing.length }) }));
    const list = make('ul', { class: 'only-list' });
    for (const m of differing) {
      const why = make('ul', { class: 'reasons' });
      for (const [label, text] of Object.entries(m.outcomes)) why.append(make('li', { text: fill(_('under {choice}: {result}'), { choice: label, result: text }) }));
      for (const r of m.outcome_reasons || []) why.append(make('li', { text: fill(_('{choice} differs from {other} by {reason}'), { choice: dispute.choices[0].label, other: r.against, reason: r.text }) }));
      list.append(make('li', {}, make('span', { class: 'move', text: moveText(m) }), why));
    }
    part.append(list);
  }
  part.append(make('h3', { text: fill(_('Legal under every choice, with the same result: {count}'), { count: same.length }) }));
  if (same.length) part.append(make('p', { class: 'common-moves', text: same.map(moveText).join(', ') }));
  if (!dispute.disagree) part.append(make('p', { text: _('The moves are the same, with the same results, under every choice.') }));
  return part;
}

// What a walk along a record found: where the choices part (or the move asked for), the move
// played, the results; and buttons to step a move back or on, or to the previous or next move at
// which the choices part. partings: the parting moves found so far in this walk.
function walkPart(answer, partings, onStep) {
  const part = make('div', { class: 'dispute-walk' });
  const moves = fill(P_('{count} move', '{count} moves', answer.moves), { count: answer.moves });
  const n = answer.at || answer.first_disagreement || answer.from || 0;
  if (!answer.dispute) {
    const text = answer.from
      ? fill(_('From move {number} on, the choices agree at every position of the game ({moves}): the same moves, with the same results.'), { number: answer.from, moves })
      : fill(_('The choices agree at every position of the game ({moves}): the same moves, with the same results.'), { moves });
    part.append(make('p', { class: 'parting', 'data-move': answer.from ? n : '', text }));
  } else {
    const played = answer.played || _('the end of the game');
    const words = { number: n, played, before: n - 1, moves };
    let text = fill(P_('The choices part at move {number} ({played}): they agree on the {before} move before it.',
      'The choices part at move {number} ({played}): they agree on the {before} moves before it.', n - 1), words);
    if (answer.at) {
      text = fill(answer.dispute.disagree ? _('The position before move {number} ({played}) of {moves}; the choices disagree here.')
        : _('The position before move {number} ({played}) of {moves}; the choices agree here.'), words);
    } else if (answer.from) text = fill(_('The choices part again at move {number} ({played}).'), words);
    part.append(make('p', { class: 'parting', 'data-move': n, text }));
    if (answer.played) part.append(make('p', { text: fill(_('The move played is legal under: {choices}.'), { choices: answer.played_legal.length ? answer.played_legal.join(', ') : _('none') }) }));
    const results = Object.entries(answer.results || {});
    if (results.some(([, r]) => r !== results[0][1])) {
      for (const [label, r] of results) part.append(make('p', { text: fill(_('Under {choice} the game {result}.'), { choice: label, result: r }) }));
    }
  }
  if (!answer.dispute && !answer.from) return part;
  const before = [...partings].filter((m) => m < n);
  const buttons = [
    ['step-parting-back', `← ${_('Previous parting')}`, !before.length, { at: Math.max(...before) }],
    ['step-back', `← ${fill(_('Move {number}'), { number: n - 1 })}`, !answer.dispute || n <= 1, { at: n - 1 }],
    ['step-on', `${fill(_('Move {number}'), { number: n + 1 })} →`, !answer.dispute || n > answer.moves, { at: n + 1 }],
    ['step-parting-on', `${_('Next parting')} →`, !answer.dispute || n > answer.moves, { from: n + 1 }],
    ['step-first', _('First parting'), !answer.at && !answer.from, {}],
  ];
  const step = make('div', { class: 'buttons' });
  for (const [cls, text, disabled, to] of buttons) {
    const button = make('button', { type: 'button', class: cls, disabled, text });
    button.addEventListener('click', () => onStep(to));
    step.append(button);
  }
  part.append(step);
  return part;
}

// The study that answers what one position cannot — whether the choices change the game as a
// whole — as `kharbaga dispute` prints it under its moves (lua/cmd/dispute/cmd_dispute.c): the game
// and shared rules of base, each choice's rules (a record's choice named without its "the record's
// rules: "), at depth 3, stopping as soon as its answer is clear.
function studyChoices(dispute) {
  return dispute.choices.map((c) => c.spec.slice(c.spec.includes(': ') ? c.spec.lastIndexOf(': ') + 2 : 0));
}

function studyCommand(dispute, base) {
  const words = ['kharbaga study', `--variant ${base.variant}`];
  if (base.ruleset) words.push(`--ruleset ${base.ruleset}`);
  for (const [key, value] of Object.entries(base.rules)) words.push(`--rule ${key}=${value}`);
  for (const choice of studyChoices(dispute)) words.push(`--choice "${choice}"`);
  words.push('--depth 3 --until clear');
  return words.join(' ');
}

// The same study as the API's `study` asks it (the API adds --depth 3 --until clear itself).
function studyQuery(dispute, base) {
  const q = new URLSearchParams(gameQuery({ variant: base.variant, ruleset: base.ruleset, rules: base.rules }));
  for (const choice of studyChoices(dispute)) q.append('choice', choice);
  return q.toString();
}

// Runs the study through the API and says its answer in host: "Playing…" while it plays, then the
// answer in plain words and the games played (and, when the time of a request ran out first, that
// it stopped there: the command goes further). button is disabled meanwhile, gone once answered.
async function runStudy(dispute, base, host, button) {
  button.disabled = true;
  host.dataset.state = 'busy';
  host.replaceChildren(make('p', { class: 'status', role: 'status', text: _('Playing…') }));
  try {
    /** @type {import('./contract.js').StudyAnswer} */
    const study = await get('study', studyQuery(dispute, base));
    const games = fill(local ? P_('{count} game per choice, played in this browser', '{count} games per choice, played in this browser', study.games_per_choice)
      : P_('{count} game per choice, played by the server', '{count} games per choice, played by the server', study.games_per_choice), { count: study.games_per_choice });
    host.replaceChildren(make('p', { class: 'study-answer', text: study.answer }),
      make('p', { class: 'study-games', text: study.complete
        ? fill(_('{games}: the answer is complete.'), { games })
        : fill(_('{games} until the time one request may take here ran out; the command below goes further in a terminal.'), { games }) }));
    host.dataset.complete = String(study.complete);
    host.dataset.state = 'shown';
    button.closest('p').remove();
  } catch (error) {
    showError(host, error);
    host.dataset.state = 'error';
    button.disabled = false;
  }
}

// Copies text: the clipboard where the page may write it (a secure context: this machine), else
// the text selected and copied the old way; else selected, for the user's Ctrl+C. Says which.
async function copyText(text, code, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = _('Copied.');
    return;
  } catch {
    const range = document.createRange();
    range.selectNodeContents(code);
    window.getSelection().removeAllRanges();
    window.getSelection().addRange(range);
    // execCommand is old, but the one way left where the clipboard API is missing (plain HTTP)
    status.textContent = document.execCommand('copy') ? _('Copied.') : _('Selected: press Ctrl+C to copy.');
  }
}

// The offer of that study: what it answers; a button that runs it here and says its answer; the
// command with a button to copy it, and how long it takes in a terminal.
function studyPart(dispute, base) {
  const command = studyCommand(dispute, base);
  const code = make('code', { class: 'study-command', text: command });
  const status = make('span', { class: 'copied', role: 'status' });
  const copy = make('button', { type: 'button', class: 'copy-study', text: _('Copy the command') });
  copy.addEventListener('click', () => copyText(command, code, status));
  const result = make('div', { class: 'study-result', 'aria-live': 'polite', 'data-state': 'idle' });
  const run = make('button', { type: 'button', class: 'run-study', text: _('Run the study here') });
  run.addEventListener('click', () => runStudy(dispute, base, result, run));
  return make('section', { class: 'dispute-study', 'aria-label': _('the study of these choices') },
    make('h3', { text: _('Does it change the game?') }),
    make('p', { text: _('One position cannot say whether the choices change the game as a whole: who wins, how often it is drawn, how long it lasts. Self-play can. This study plays the Master against itself under each choice, at depth 3, and stops as soon as its answer is clear, which it says in plain words.') }),
    make('p', { class: 'buttons' }, run),
    result,
    make('p', { text: _('Here it plays for as long as one request may take (seconds), enough where a rule seldom matters. In a terminal it plays on for as long as its answer needs:') }),
    code,
    make('p', { class: 'buttons' }, copy, ' ', status),
    make('p', { class: 'study-time', text: studyTime() }));
}

// Asks for a dispute and draws it in host. params: [key, value] pairs of the API's dispute;
// base: { variant, ruleset, rules } every choice starts from; stepping: a step along the same
// walk (the parting moves found so far are kept).
async function runDispute(host, params, base, stepping = false) {
  if (!stepping) host.partings = new Set();
  const asked = (host.asked || 0) + 1; // a newer request in the same place wins
  host.asked = asked;
  host.replaceChildren(make('p', { class: 'status', role: 'status', text: _('Comparing…') }));
  host.dataset.state = 'busy';
  try {
    /** @type {import('./contract.js').DisputeWalk|import('./contract.js').DisputeAnswer} */
    const answer = await get('dispute', new URLSearchParams(params).toString());
    const walked = Object.hasOwn(answer, 'first_disagreement');
    const dispute = walked ? answer.dispute : answer;
    const pieces = [];
    if (walked) {
      if (answer.first_disagreement) host.partings.add(answer.first_disagreement);
      pieces.push(walkPart(answer, host.partings, (to) => {
        const rest = params.filter(([k]) => k !== 'at' && k !== 'from');
        runDispute(host, [...rest, ...Object.entries(to).map(([k, v]) => [k, String(v)])], base, true);
      }));
    }
    if (dispute) {
      pieces.push(make('p', { class: 'position' }, `${_('Position:')} `, make('code', { text: dispute.position })));
      if (dispute.starts_differ) {
        pieces.push(make('p', { class: 'starts-differ', text: _("The choices start from different positions (the setup rule): each board shows the start of its choice. The moves listed are those of the start under the game's own rules.") }));
      }
      const columns = make('div', { class: 'dispute-boards', 'data-choices': dispute.choices.length });
      columns.append(...(await Promise.all(dispute.choices.map((c) => choiceColumn(dispute, c, base)))));
      pieces.push(columns, commonPart(dispute), studyPart(dispute, base));
    }
    if (host.asked !== asked) return;
    host.replaceChildren(...pieces);
    host.dataset.state = 'shown';
  } catch (error) {
    if (host.asked !== asked) return;
    showError(host, error);
    host.dataset.state = 'error';
  }
}

// ---- the gallery and its entries ----

function loadGallery() {
  if (!gallery) {
    const lang = pageLanguage();
    gallery = fetch(lang === 'en' ? 'disputes.json' : `i18n/disputes-${lang}.json`, { cache: 'no-store' }).then((r) => {
      if (!r.ok) throw new Error(fill(_('the gallery of disputes could not be read ({status})'), { status: r.status }));
      return r.json();
    });
  }
  return gallery;
}

function galleryList(entries) {
  const nav = make('nav', { class: 'dispute-gallery', 'aria-label': _('the gallery of disputes') });
  const groups = new Map();
  for (const e of entries) {
    const key = e.option || _('several rules');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(e);
  }
  for (const [option, list] of groups) {
    const group = make('div', { class: 'gallery-group' }, make('h3', {}, make('code', { text: option })));
    const ul = make('ul');
    for (const e of list) {
      ul.append(make('li', {}, make('a', { href: viewHash('dispute', e.name), 'data-entry': e.name, text: e.title }), e.game ? make('span', { class: 'game', text: ` — ${e.game}` }) : null));
    }
    group.append(ul);
    nav.append(group);
  }
  return nav;
}

function paragraphs(text) {
  return text.split(/\n\n+/).map((p) => make('p', { text: p }));
}

async function openEntry(name) {
  const entries = await loadGallery();
  const entry = entries.find((e) => e.name === name);
  const host = parts.entry;
  if (!entry) {
    host.replaceChildren(make('p', { class: 'error', role: 'alert', text: fill(_("No dispute '{name}' in the gallery: expected one of {names}."), { name, names: entries.map((e) => e.name).join(', ') }) }),
      make('p', {}, make('a', { href: viewHash('dispute'), text: _('All the disputes') })));
    return;
  }
  const result = make('div', { class: 'dispute-result', 'aria-live': 'polite' });
  const meta = [entry.option ? make('span', {}, `${_('Rule option')} `, make('code', { text: entry.option })) : null,
    entry.option && entry.game ? ' · ' : null, entry.game || null];
  // the boards first, so that they fit a projector's screen; the story, its sources and the
  // command below them
  host.replaceChildren(
    make('p', { class: 'back' }, make('a', { href: viewHash('dispute'), text: `← ${_('All the disputes')}` })),
    make('h2', { text: entry.title }),
    make('p', { class: 'meta' }, ...meta),
    result,
    make('h3', { text: _('What the sources say') }),
    make('div', { class: 'story' }, ...paragraphs(entry.story)),
    entry.sources ? make('p', { class: 'sources', text: fill(_('Sources: {sources}'), { sources: entry.sources }) }) : null,
    make('details', { class: 'command' }, make('summary', { text: _('The command') }), make('code', { text: entry.command }),
      entry.record ? make('p', { text: fill(_('The record {record} is sent as its moves (part=true): the same walk.'), { record: entry.record }) }) : null),
  );
  await runDispute(result, entry.params, baseOf(entry.params));
}

// ---- the form: a dispute of one's own ----

function choiceFields(index) {
  const letter = LABELS[index].toUpperCase();
  const fields = make('fieldset', { class: 'choice-fields', 'data-choice': LABELS[index] });
  const select = make('select', { id: `dispute-ruleset-${LABELS[index]}`, name: `ruleset-${LABELS[index]}` });
  const rules = make('input', { id: `dispute-rules-${LABELS[index]}`, name: `rules-${LABELS[index]}`, type: 'text', spellcheck: 'false', list: 'dispute-rule-values', placeholder: fill(_('e.g. {example}'), { example: 'removal=immediate' }) });
  fields.append(make('legend', { text: fill(index >= 2 ? _('Choice {letter} (if wanted)') : _('Choice {letter}'), { letter }) }),
    make('label', { for: select.id, text: _('Ruleset') }), select,
    make('label', { for: rules.id, text: _('Rule changes') }), rules);
  return fields;
}

// Fills the ruleset menus and the rule values of the game chosen (rules --json).
async function loadRules(variant) {
  /** @type {import('./contract.js').RulesAnswer} */
  const answer = await get('rules', gameQuery({ variant }));
  parts.form.querySelectorAll('.choice-fields').forEach((fields, index) => {
    const select = fields.querySelector('select');
    const options = index >= 2 ? [make('option', { value: '-', text: _('(not used)') })] : [];
    for (const r of answer.rulesets) options.push(make('option', { value: r.id, text: r.default ? fill(_('{ruleset} (the game’s)'), { ruleset: r.id }) : r.id }));
    select.replaceChildren(...options);
    // every choice starts from the game's own ruleset: a choice is then the rule changes typed
    // beside it, and A and B differ only by what the user changed
    const own = answer.rulesets.find((r) => r.default) || answer.rulesets[0];
    select.value = index >= 2 ? '-' : own.id;
  });
  const values = [];
  for (const o of answer.options) for (const v of o.values || []) values.push(make('option', { value: `${o.key}=${v}` }));
  parts.datalist.replaceChildren(...values);
}

// What is wrong with the form before the server is asked, or ''.
function formProblem() {
  for (const fields of parts.form.querySelectorAll('.choice-fields')) {
    if (fields.querySelector('select').value === '-' && fields.querySelector('input').value.trim()) {
      return `Choice ${fields.dataset.choice.toUpperCase()}: rule changes without a ruleset; expected a ruleset chosen, or the changes removed`;
    }
  }
  return '';
}

// The form as the API's parameters.
function formParams() {
  const form = parts.form;
  const game = record || { variant: form.elements.variant.value, ruleset: '', rules: {}, position: form.elements.position.value.trim(), moves: [] };
  const params = [['variant', game.variant]];
  if (game.ruleset) params.push(['ruleset', game.ruleset]);
  for (const [k, v] of Object.entries(game.rules)) params.push(['rule', `${k}=${v}`]);
  if (game.position) params.push(['position', game.position]);
  form.querySelectorAll('.choice-fields').forEach((fields, index) => {
    const ruleset = fields.querySelector('select').value;
    if (ruleset === '-') return;
    const words = [ruleset ? `ruleset=${ruleset}` : '', ...fields.querySelector('input').value.trim().split(/[\s,]+/)].filter(Boolean);
    params.push([LABELS[index], words.join(' ')]);
  });
  if (record) params.push(['play', record.moves.join(' ')], ['part', 'true']);
  return params;
}

async function loadRecordFile(file) {
  const status = parts.recordStatus;
  try {
    const game = readRecord(await file.text());
    if (!game.moves.length) throw new Error(_('the record has no moves to walk'));
    record = { name: file.name, ...game };
    parts.form.elements.variant.value = game.variant;
    parts.form.elements.position.value = game.position;
    parts.form.elements.position.disabled = true;
    parts.form.elements.variant.disabled = true;
    await loadRules(game.variant);
    const words = { file: file.name, game: game.variant, count: game.moves.length };
    status.replaceChildren(`${fill(P_('Record {file}: {game}, {count} move; Compare walks it to the first move where the choices part.',
      'Record {file}: {game}, {count} moves; Compare walks it to the first move where the choices part.', game.moves.length), words)} `,
      parts.forget);
    parts.forget.hidden = false;
  } catch (error) {
    record = null;
    showError(status, error);
  }
}

function forgetRecord() {
  record = null;
  parts.form.elements.position.disabled = false;
  parts.form.elements.variant.disabled = false;
  parts.form.elements.record.value = '';
  parts.recordStatus.replaceChildren();
  parts.forget.hidden = true;
}

async function buildForm() {
  const form = make('form', { class: 'dispute-form', autocomplete: 'off' });
  const variant = make('select', { id: 'dispute-variant', name: 'variant' });
  const position = make('input', { id: 'dispute-position', name: 'position', type: 'text', spellcheck: 'false', placeholder: fill(_('empty: the start, e.g. {example}'), { example: 'B:BKa1,i1:Wc3,e3,b4,a9' }) });
  const file = make('input', { id: 'dispute-record', name: 'record', type: 'file', accept: '.pdn,.txt,text/plain' });
  parts.datalist = make('datalist', { id: 'dispute-rule-values' });
  parts.recordStatus = make('p', { class: 'record-status', 'aria-live': 'polite' });
  parts.forget = make('button', { type: 'button', class: 'forget', hidden: true, text: _('Forget the record') });
  parts.forget.addEventListener('click', forgetRecord);
  const choices = make('div', { class: 'choices' }, ...LABELS.map((_, i) => choiceFields(i)));
  form.append(make('h2', { text: _('A dispute of your own') }),
    make('div', { class: 'game-fields' },
      make('label', { for: variant.id, text: _('Game') }), variant,
      make('label', { for: position.id, text: _('Position') }), position,
      make('label', { for: file.id, text: _('Or a game record: find where the choices part') }), file),
    parts.recordStatus, choices, parts.datalist,
    make('button', { type: 'submit', text: _('Compare') }));
  parts.form = form;
  const all = await (variants ||= get('variants'));
  variant.replaceChildren(...all.filter((v) => !v.problem).map((v) => make('option', { value: v.id, text: v.name })));
  variant.value = 'kharbaga';
  variant.addEventListener('change', () => loadRules(variant.value).catch((e) => showError(parts.formResult, e)));
  file.addEventListener('change', () => file.files[0] && loadRecordFile(file.files[0]));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const problem = formProblem();
    if (problem) {
      parts.formResult.replaceChildren(make('p', { class: 'error', role: 'alert', text: problem }));
      parts.formResult.dataset.state = 'error';
      return;
    }
    const params = formParams();
    runDispute(parts.formResult, params, baseOf(params));
  });
  await loadRules('kharbaga');
  return form;
}

async function build() {
  if (parts.home) return;
  parts.home = make('div', { class: 'dispute-home' });
  parts.entry = make('div', { class: 'dispute-entry' });
  parts.formResult = make('div', { class: 'dispute-result', 'aria-live': 'polite' });
  section.replaceChildren(parts.home, parts.entry);
  const intro = make('p', { class: 'intro', text: _('Where the sources disagree about a rule, the program compares the choices on one position: each board shows, as dashed arrows ending in a diamond, the moves legal under its choice but not under every one, and the list under it says which rule makes the difference.') });
  try {
    const entries = await loadGallery();
    parts.home.append(make('h2', { text: _('Rule disputes') }), intro, galleryList(entries));
  } catch (error) {
    parts.home.append(make('h2', { text: _('Rule disputes') }), intro, make('p', { class: 'error', text: error.message }));
  }
  parts.home.append(await buildForm(), parts.formResult);
}

export async function show(args) {
  const mine = ++showings;
  await build();
  if (mine !== showings) return; // a later showing (a click while the form loaded) has the view
  const name = args[0];
  parts.home.hidden = Boolean(name);
  parts.entry.hidden = !name;
  if (name) await openEntry(name);
  window.scrollTo(0, 0);
}
