// answer_cache.js — on the static site, the module's answers that depend on nothing but the
// request and the build, kept in localStorage, so that a page opened again draws its board and
// fills its menus at once instead of waiting for the module's worker to start (which takes the
// longest part of a load: fetching the module's script, compiling the module, loading a game's
// script). Under `kharbaga serve` nothing here runs.
//
// Kept: the answers (status 200) of the verbs below, for the build named in the page's
// <meta name="kharbaga-worker" data-build> (a hash of the module and its worker, written by
// lua/web/site.cmake), so that a new build never reads an older build's answers; those are removed
// when the new build first keeps one. At most MAX_ENTRIES answers and MAX_CHARS characters, the
// least recently used given up first; a browser that refuses to store (private mode, a full
// quota) only makes the page slower.

// Verbs whose answer is a function of their query and the build alone: no clock, no search, no
// randomness, no script sent by the person.
const PURE_VERBS = new Set(['render', 'moves', 'show', 'rules', 'variants', 'personalities', 'learn', 'family']);

const PREFIX = 'kharbaga-answer:';
const INDEX = 'kharbaga-answers';
const MAX_ENTRIES = 200;
const MAX_CHARS = 1500000;

function storage() {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null; // a browser that forbids storage for this page
  }
}

// The answers kept, oldest use first: {build, entries: [[key, chars], ...]}.
function readIndex(store, build) {
  try {
    const index = JSON.parse(store.getItem(INDEX) || 'null');
    if (index && index.build === build && Array.isArray(index.entries)) return index;
  } catch {
    // an index that does not read is started again
  }
  return null;
}

// Every answer of another build (or of none), and the index, removed.
function startIndex(store, build) {
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key && key.startsWith(PREFIX)) store.removeItem(key);
  }
  return { build, entries: [] };
}

export class AnswerCache {
  constructor(build) {
    this.build = build || null;
    this.store = this.build ? storage() : null;
  }

  static keeps(verb) {
    return PURE_VERBS.has(verb);
  }

  key(verb, query) {
    return `${PREFIX}${verb}?${query}`;
  }

  // The body kept for GET /api/<verb>?<query>, or null.
  find(verb, query) {
    if (!this.store || !AnswerCache.keeps(verb)) return null;
    try {
      const index = readIndex(this.store, this.build);
      if (!index) return null;
      const key = this.key(verb, query);
      const at = index.entries.findIndex(([k]) => k === key);
      if (at < 0) return null;
      const body = this.store.getItem(key);
      if (body === null) return null;
      index.entries.push(index.entries.splice(at, 1)[0]); // the most recently used now
      this.store.setItem(INDEX, JSON.stringify(index));
      return body;
    } catch {
      return null;
    }
  }

  // Keeps the body of a 200 answer to GET /api/<verb>?<query>.
  keep(verb, query, body) {
    if (!this.store || !AnswerCache.keeps(verb) || body.length > MAX_CHARS / 4) return;
    try {
      const index = readIndex(this.store, this.build) || startIndex(this.store, this.build);
      const key = this.key(verb, query);
      index.entries = index.entries.filter(([k]) => k !== key);
      let chars = index.entries.reduce((sum, [, n]) => sum + n, 0) + body.length;
      while (index.entries.length && (index.entries.length >= MAX_ENTRIES || chars > MAX_CHARS)) {
        const [old, n] = index.entries.shift();
        this.store.removeItem(old);
        chars -= n;
      }
      this.store.setItem(key, body);
      index.entries.push([key, body.length]);
      this.store.setItem(INDEX, JSON.stringify(index));
    } catch {
      // a full quota: the answer is not kept
    }
  }
}
