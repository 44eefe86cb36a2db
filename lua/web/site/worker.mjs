// worker.mjs — the static site's Web Worker (lua/web/README.md): the WebAssembly module, asked by
// the page's api_worker.js. A message {id, kind, verb, query, script} is answered with
// {id, status, body}: kind 'api' as GET /api/<verb>?<query>, 'workshop' as POST
// /api/workshop/<verb>?<query> with the script as its body, 'search' as POST /api/search run to
// its end, each completed iteration posted first as {id, report} (the text of a poll's answer),
// 'tables' as the page's build of endgame tables (web_tables.c: the query's game and rules, at most
// `pieces` pieces), each slice taken posted first as {id, report: {done, total}}.
//
// The endgame tables live in the browser: the module's tables directory is IndexedDB's (Emscripten's
// IDBFS), read in before the first request that may look a position up in them (a search, an
// analysis, an explanation, a dispute, a build, which reads the slices already there), so that a
// page's first answers (the board, the menus) never wait for tables. A worker that has built
// tables writes them out and tells the page's other workers on a BroadcastChannel; each reads them
// in again before its next such request.
//
// The module answers one request at a time, where the server runs several at once; so among the
// requests waiting, those that draw a position (the board) are answered first, before the lists
// the menus are filled from (all the games, which loads every script), as a page of the server
// gets its board without waiting for the menus. Otherwise first come, first answered.
import createKharbaga from './kharbaga.mjs';

const TABLES_CHANNEL = 'kharbaga-tables';

// IDBFS's syncfs as a promise: populate true reads IndexedDB into the directory, false writes it out.
function sync(kharbaga, populate) {
  return new Promise((resolve, reject) => kharbaga.FS.syncfs(populate, (error) => (error ? reject(error) : resolve())));
}

// The tables' directory kept in IndexedDB (not read in yet). Where the browser gives no IndexedDB
// (a private window may not), the tables stay in this worker's memory.
function keepTables(kharbaga) {
  const dir = kharbaga.tablesDir();
  if (!dir || typeof indexedDB === 'undefined') return false;
  try {
    kharbaga.FS.mount(kharbaga.FS.filesystems.IDBFS, {}, dir);
    return true;
  } catch {
    return false;
  }
}

const ready = createKharbaga().then((kharbaga) => {
  kharbaga.keepsTables = keepTables(kharbaga);
  return kharbaga;
});
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TABLES_CHANNEL) : null;
let tablesStale = true; // IndexedDB holds tables this worker has not read in (at first: all)
if (channel) channel.onmessage = () => { tablesStale = true; };

// The verbs of the API that look positions up in the tables.
const TABLE_VERBS = new Set(['analyze', 'explain', 'dispute']);

function usesTables({ kind, verb }) {
  return kind === 'search' || kind === 'tables' || (kind === 'api' && TABLE_VERBS.has(verb));
}
const waiting = [];
let draining = false;

const BOARD_VERBS = new Set(['render', 'moves', 'show']);

function next() {
  const board = waiting.findIndex((m) => m.kind === 'api' && BOARD_VERBS.has(m.verb));
  return waiting.splice(board >= 0 ? board : 0, 1)[0];
}

// The tables built, then written out and announced (an answer of 200 only). Storage the browser
// refuses (its quota) is the answer's error: the other workers could not read the tables.
async function buildTables(kharbaga, id, query, pieces) {
  const built = kharbaga.tables(query, pieces, (done, total) => self.postMessage({ id, report: { done, total } }));
  if (built.status !== 200 || !kharbaga.keepsTables) return built;
  try {
    await sync(kharbaga, false);
  } catch (error) {
    const refused = { error: `the browser would not keep the tables: ${error.message || error}`, code: 'no_storage', parameter: null };
    return { status: 507, body: `${JSON.stringify(refused)}\n` };
  }
  if (channel) channel.postMessage('built');
  return built;
}

async function answer(kharbaga, message) {
  const { id, kind, verb, query, script, pieces } = message;
  if (tablesStale && kharbaga.keepsTables && usesTables(message)) {
    tablesStale = false;
    await sync(kharbaga, true).catch(() => {}); // unreadable storage: the analyses go without tables
  }
  if (kind === 'api') return kharbaga.api(verb, query);
  if (kind === 'workshop') return kharbaga.workshop(verb, query, script);
  if (kind === 'tables') return buildTables(kharbaga, id, query, pieces);
  return kharbaga.search(query, script ?? null, (report) => self.postMessage({ id, report }));
}

// One request, then back to the event loop, so that requests sent meanwhile join the line
// before the next is chosen. A module that fails (it could not load, or aborted) fails the worker
// as an uncaught error, which the page sees (api_worker.js ends the worker and starts another).
async function drain() {
  try {
    const kharbaga = await ready;
    const message = next();
    const { status, body } = await answer(kharbaga, message);
    self.postMessage({ id: message.id, status, body });
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
    return;
  }
  if (waiting.length) setTimeout(drain, 0);
  else draining = false;
}

self.onmessage = (event) => {
  waiting.push(event.data);
  if (draining) return;
  draining = true;
  drain();
};
