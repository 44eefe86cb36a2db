// api_post.js — the module's JavaScript face (linked with --post-js, lua/web/CMakeLists.txt):
// Module.api(verb, query) answers as GET /api/<verb>?<query>, Module.workshop(verb, query, script)
// as POST /api/workshop/<verb>?<query> with the script as its body. Each returns
// {status, body} (body: the answer's text); apiBytes and workshopBytes give {status, bytes}, the
// answer's bytes as the server sends them. Module.search(query, script, onReport) runs POST
// /api/search?<query> (with a script: POST /api/workshop/search) to its end, calling onReport(text) with each completed iteration's poll
// answer, and returns the last as {status, body}. Module.tables(query, pieces, onReport) builds the
// endgame tables of at most `pieces` pieces of the game and rules of query where the module's
// analyses look (web_tables.c), calling onReport(done, total) after each slice, and returns
// {status, body}; Module.tablesDir() names that directory.

function kharbagaCall(call) {
  const status = call();
  const length = Module['_kharbaga_api_length']();
  const at = Module['_kharbaga_api_body']();
  return { status, bytes: HEAPU8.slice(at, at + length) };
}

function kharbagaText(answer) {
  return { status: answer.status, body: new TextDecoder().decode(answer.bytes) };
}

function kharbagaApiBytes(verb, query) {
  return kharbagaCall(() => ccall('kharbaga_api', 'number', ['string', 'string'], [verb, query || '']));
}

function kharbagaWorkshopBytes(verb, query, script) {
  const text = new TextEncoder().encode(script);
  const at = _malloc(text.length + 1);
  try {
    HEAPU8.set(text, at);
    HEAPU8[at + text.length] = 0;
    return kharbagaCall(() => ccall('kharbaga_workshop', 'number', ['string', 'string', 'number', 'number'],
                                    [verb, query || '', at, text.length]));
  } finally {
    _free(at);
  }
}

Module['apiBytes'] = kharbagaApiBytes;
Module['workshopBytes'] = kharbagaWorkshopBytes;
Module['api'] = (verb, query) => kharbagaText(kharbagaApiBytes(verb, query));
Module['workshop'] = (verb, query, script) => kharbagaText(kharbagaWorkshopBytes(verb, query, script));
Module['search'] = (query, script, onReport) => {
  Module['onSearchReport'] = onReport;
  const text = script === null || script === undefined ? null : new TextEncoder().encode(script);
  const at = text ? _malloc(text.length + 1) : 0;
  try {
    if (text) {
      HEAPU8.set(text, at);
      HEAPU8[at + text.length] = 0;
    }
    return kharbagaText(kharbagaCall(() => ccall('kharbaga_search', 'number', ['string', 'number', 'number'],
                                                 [query || '', at, text ? text.length : 0])));
  } finally {
    Module['onSearchReport'] = null;
    if (at) _free(at);
  }
};
Module['tables'] = (query, pieces, onReport) => {
  Module['onTablesReport'] = onReport || null;
  try {
    return kharbagaText(kharbagaCall(() => ccall('kharbaga_tables', 'number', ['string', 'string'], [query || '', String(pieces)])));
  } finally {
    Module['onTablesReport'] = null;
  }
};
Module['tablesDir'] = () => ccall('kharbaga_tables_dir', 'string', [], []);
