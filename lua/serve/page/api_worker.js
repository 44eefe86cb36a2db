// api_worker.js — the page without a server: on the static site (lua/web/README.md), whose copy of
// index.html names the WebAssembly module's worker in <meta name="kharbaga-worker">, the API's
// requests are answered by the module in Web Workers instead of HTTP, with the server's statuses
// and bodies; api.js sends them here then (`fetchApi`). Under `kharbaga serve` nothing here runs.
//
// One worker answers the verbs in turn. A search runs in a worker of its own, which reports each
// completed iteration; its polls read the last report, and Stop ends the worker and answers with
// that report, as the server's stop answers with the last completed iteration. A study, which
// plays for seconds (the module stops it at the server's --max-time, as the server does), runs in
// a worker of its own too, ended once it has answered, so that the views' requests do not wait
// for it and its games' memory goes with it.
//
// The answers that depend on the request and the build alone (the board, the moves, the menus'
// lists) are kept in the browser (answer_cache.js): a page opened again answers them at once, and
// starts the module's worker meanwhile for what comes next.

import { AnswerCache } from './answer_cache.js';
import { _, fill } from './i18n.js';

const meta = typeof document === 'object' ? document.querySelector('meta[name="kharbaga-worker"]') : null;

// Whether this page has no server: the module answers.
export const local = meta !== null;

function json(status, value) {
  return new Response(`${JSON.stringify(value)}\n`, { status, headers: { 'Content-Type': 'application/json' } });
}

function error(status, message, parameter = null) {
  return json(status, { error: message, parameter });
}

// A worker and the requests it has not answered yet (id → {resolve, reject, onReport}).
class Lane {
  constructor() {
    this.worker = null;
    this.next = 1;
    this.waiting = new Map();
  }

  // The worker made, if it is not there: it loads the module at once.
  start() {
    if (this.worker) return;
    this.worker = new Worker(meta.content, { type: 'module' });
    this.worker.onmessage = (event) => this.answer(event.data);
    this.worker.onerror = (event) => this.end(new Error(fill(_('the module failed: {reason}'), { reason: event.message || _('no reason given') })));
  }

  call(message, onReport = null) {
    this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, onReport });
      this.worker.postMessage({ id, ...message });
    });
  }

  answer(m) {
    const w = this.waiting.get(m.id);
    if (!w) return;
    if (m.report !== undefined) {
      if (w.onReport) w.onReport(m.report);
      return;
    }
    this.waiting.delete(m.id);
    w.resolve(m);
  }

  // Ends the worker (a new one starts at the next call); what it had not answered fails.
  end(reason) {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    for (const w of this.waiting.values()) w.reject(reason);
    this.waiting.clear();
  }

  get busy() {
    return this.waiting.size > 0;
  }
}

const verbs = new Lane();
const kept = new AnswerCache(meta ? meta.dataset.build : null);
const idle = []; // search workers with nothing to do
const searches = new Map(); // id → {lane, report, final, error}
let searchCount = 0;

function emptyReport(id) {
  return { id, running: true, best: null, score: 0, score_text: '', depth: 0, nodes: 0, pv: '' };
}

function startSearch(query, script) {
  const id = `worker-${++searchCount}`;
  const lane = idle.pop() || new Lane();
  const search = { lane, report: null, final: null, error: null };
  searches.set(id, search);
  lane.call({ kind: 'search', query, script }, (text) => {
    search.report = JSON.parse(text);
  }).then((m) => {
    const body = JSON.parse(m.body);
    if (m.status === 200) search.final = body;
    else search.error = { status: m.status, body };
    if (idle.length < 2) idle.push(lane);
    else lane.end(new Error('not needed'));
  }, () => {});
  return id;
}

function withId(id, report) {
  return { ...(report || emptyReport(id)), id };
}

function pollSearch(id, stop) {
  const search = searches.get(id);
  if (!search) return error(404, `no search '${id.slice(0, 40)}' (finished searches are forgotten once read)`, 'id');
  if (search.error) {
    searches.delete(id);
    return json(search.error.status, search.error.body);
  }
  if (search.final) {
    searches.delete(id);
    return json(200, withId(id, search.final));
  }
  if (!stop) return json(200, withId(id, search.report));
  searches.delete(id);
  search.lane.end(new Error('stopped'));
  return json(200, { ...withId(id, search.report), running: false });
}

async function answered(promise, keep = null) {
  const m = await promise;
  if (keep && m.status === 200) keep(m.body);
  return new Response(m.body, { status: m.status, headers: { 'Content-Type': 'application/json' } });
}

// GET /api/study in a worker of its own, ended once it has answered.
async function study(query) {
  const lane = new Lane();
  try {
    return await answered(lane.call({ kind: 'api', verb: 'study', query }));
  } finally {
    lane.end(new Error('the study has answered'));
  }
}

// POST /api/tables?<query>&pieces=N, which only the page without a server has: the endgame tables
// of the query's game and rules built in a worker of their own (web_tables.c), ended once it has
// answered; the module's workers read them from the browser's storage (site/worker.mjs).
let building = null; // the build's progress: {done, total} slices, or null when none is running

async function buildTables(query) {
  const words = query.split('&');
  const piecesWord = words.find((w) => w.startsWith('pieces='));
  const pieces = piecesWord ? decodeURIComponent(piecesWord.slice(7)) : '';
  const lane = new Lane();
  building = { done: 0, total: 0 };
  try {
    const message = { kind: 'tables', query: words.filter((w) => w !== piecesWord).join('&'), pieces };
    return await answered(lane.call(message, (report) => { building = report; }));
  } finally {
    building = null;
    lane.end(new Error('the tables are built'));
  }
}

// The running build's progress ({done, total} slices; total 0 until the first is taken), or null.
export function tablesProgress() {
  return building;
}

// GET /api/<verb>?<query>: the answer kept in the browser, or the module's (kept if it may be).
function verbAnswer(verb, query) {
  const body = kept.find(verb, query);
  if (body === null) return answered(verbs.call({ kind: 'api', verb, query }), (text) => kept.keep(verb, query, text));
  setTimeout(() => verbs.start(), 0); // the module made ready for the requests no answer is kept for
  return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

// fetch for the API's paths, answered by the module: GET /api/<verb>, GET /api/workshop and
// /api/qr (the page has no server's address for other devices: the Join view stays hidden), POST
// /api/workshop/<verb> and /api/search, GET /api/search/ID, POST /api/search/ID/stop, and POST
// /api/tables (this page's own: buildTables).
export async function fetchApi(url, init = {}) {
  const { pathname, search } = new URL(url, 'http://page/');
  const query = search.slice(1);
  const post = (init.method || 'GET') === 'POST';
  if (init.signal && init.signal.aborted) throw new DOMException('The request was aborted', 'AbortError');
  const path = pathname.replace(/^\/api\/?/, '');
  if (path === 'workshop')
    return json(200, { workshop: true, script_name: 'workshop.lua', max_script: 262144, perft_max_depth: 6 });
  if (path === 'qr') return json(200, { urls: [], url: null, qr: null }); // no server's address to share

  if (path === 'search' || path === 'workshop/search') {
    if (!post) return error(405, 'a search is started with POST /api/search');
    return json(202, { id: startSearch(query, path === 'search' ? null : String(init.body ?? '')) });
  }
  if (path === 'tables') {
    if (!post) return error(405, 'tables are built with POST /api/tables');
    return buildTables(query);
  }
  const found = path.match(/^search\/([^/]*)(\/stop)?$/);
  if (found) return pollSearch(decodeURIComponent(found[1]), Boolean(found[2]));
  if (path.startsWith('workshop/')) {
    if (!post) return error(405, 'a script is sent with POST /api/workshop/VERB, the script as the body');
    return answered(verbs.call({ kind: 'workshop', verb: path.slice(9), query, script: String(init.body ?? '') }));
  }
  if (post) return error(405, "the API's verbs answer GET");
  const answer = path === 'study' ? study(query) : verbAnswer(path, query);
  if (!init.signal) return answer;
  return Promise.race([answer, new Promise((resolve, reject) => {
    init.signal.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
  })]);
}
