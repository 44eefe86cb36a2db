// worker.mjs — the static site's Web Worker (lua/web/README.md): the WebAssembly module, asked by
// the page's api_worker.js. A message {id, kind, verb, query, script} is answered with
// {id, status, body}: kind 'api' as GET /api/<verb>?<query>, 'workshop' as POST
// /api/workshop/<verb>?<query> with the script as its body, 'search' as POST /api/search run to
// its end, each completed iteration posted first as {id, report} (the text of a poll's answer).
import createKharbaga from './kharbaga.mjs';

const ready = createKharbaga();

self.onmessage = async (event) => {
  const { id, kind, verb, query, script } = event.data;
  const kharbaga = await ready;
  let answer;
  if (kind === 'api') answer = kharbaga.api(verb, query);
  else if (kind === 'workshop') answer = kharbaga.workshop(verb, query, script);
  else answer = kharbaga.search(query, script ?? null, (report) => self.postMessage({ id, report }));
  self.postMessage({ id, status: answer.status, body: answer.body });
};
