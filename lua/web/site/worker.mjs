// worker.mjs — the static site's Web Worker (lua/web/README.md): the WebAssembly module, asked by
// the page's api_worker.js. A message {id, kind, verb, query, script} is answered with
// {id, status, body}: kind 'api' as GET /api/<verb>?<query>, 'workshop' as POST
// /api/workshop/<verb>?<query> with the script as its body, 'search' as POST /api/search run to
// its end, each completed iteration posted first as {id, report} (the text of a poll's answer).
//
// The module answers one request at a time, where the server runs several at once; so among the
// requests waiting, those that draw a position (the board) are answered first, before the lists
// the menus are filled from (all the games, which loads every script), as a page of the server
// gets its board without waiting for the menus. Otherwise first come, first answered.
import createKharbaga from './kharbaga.mjs';

const ready = createKharbaga();
const waiting = [];
let draining = false;

const BOARD_VERBS = new Set(['render', 'moves', 'show']);

function next() {
  const board = waiting.findIndex((m) => m.kind === 'api' && BOARD_VERBS.has(m.verb));
  return waiting.splice(board >= 0 ? board : 0, 1)[0];
}

function answer(kharbaga, { id, kind, verb, query, script }) {
  if (kind === 'api') return kharbaga.api(verb, query);
  if (kind === 'workshop') return kharbaga.workshop(verb, query, script);
  return kharbaga.search(query, script ?? null, (report) => self.postMessage({ id, report }));
}

// One request, then back to the event loop, so that requests sent meanwhile join the line
// before the next is chosen. A module that fails (it could not load, or aborted) fails the worker
// as an uncaught error, which the page sees (api_worker.js ends the worker and starts another).
async function drain() {
  try {
    const kharbaga = await ready;
    const message = next();
    const { status, body } = answer(kharbaga, message);
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
