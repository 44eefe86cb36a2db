// api.js — the page's only way to the server: GET /api/<verb> with the game's parameters, the
// search endpoints, and the server's error bodies turned into exceptions that name the parameter.

import { fetchApi as fetchFromModule, local, tablesProgress } from './api_worker.js';
import { _, fill, pageLanguage } from './i18n.js';

// On the static site no server is there: the WebAssembly module answers instead (api_worker.js),
// in this browser (`local`).
const fetch = local ? fetchFromModule : (...args) => globalThis.fetch(...args);
export { fetch as fetchApi, local, tablesProgress };

// A refusal: the server's message (in the page's language), the parameter it is about, its code
// (the same in every language: docs/api.md, "Errors") and, for a move of `play`, its number.
export class ApiError extends Error {
  constructor(message, parameter, code = null, move = null) {
    super(message);
    this.parameter = parameter || null;
    this.code = code;
    this.move = move;
  }
}

// The query of a game: variant, ruleset, rule=k=v (repeated), position, play (space-separated).
export function gameQuery(game, extra = {}) {
  const q = new URLSearchParams();
  if (game.variant) q.append('variant', game.variant);
  if (game.ruleset) q.append('ruleset', game.ruleset);
  for (const [key, value] of Object.entries(game.rules || {})) q.append('rule', `${key}=${value}`);
  if (game.position) q.append('position', game.position);
  if (game.moves && game.moves.length) q.append('play', game.moves.join(' '));
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== null && value !== '') q.append(key, String(value));
  }
  return q.toString();
}

// query with the page's language added (lang=CODE), so that the sentences of the answer (its
// errors, reasons and rules) are in it; English needs none.
function inLanguage(query) {
  const code = pageLanguage();
  if (code === 'en') return query;
  const lang = `lang=${encodeURIComponent(code)}`;
  return query ? `${query}&${lang}` : lang;
}

async function answer(response) {
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(fill(_('the server answered {status} with text that is not JSON'), { status: response.status }));
  }
  if (!response.ok) {
    const message = body && body.error ? body.error : fill(_('the server answered {status}'), { status: response.status });
    throw new ApiError(message, body && body.parameter, body && body.code, body && body.move);
  }
  return body;
}

// GET /api/<verb>?<query>; `signal` lets a newer request cancel an older one.
export async function get(verb, query = '', signal = undefined) {
  const full = inLanguage(query);
  const url = `/api/${verb}${full ? `?${full}` : ''}`;
  return answer(await fetch(url, { signal, cache: 'no-store' }));
}

// Every POST carries this header: the server refuses a POST without it, which a page of another
// origin could send without asking (docs/api.md, "Who may call the server").
const POST_HEADERS = { 'X-Kharbaga': '1' };

// A search on the server: start it, poll it as it deepens, stop it.
export async function searchStart(query) {
  return answer(await fetch(`/api/search?${inLanguage(query)}`, { method: 'POST', headers: POST_HEADERS, cache: 'no-store' }));
}

export async function searchPoll(id, signal = undefined) {
  return answer(await fetch(`/api/search/${encodeURIComponent(id)}`, { signal, cache: 'no-store' }));
}

export async function searchStop(id) {
  return answer(await fetch(`/api/search/${encodeURIComponent(id)}/stop`, { method: 'POST', headers: POST_HEADERS, cache: 'no-store' }));
}

// The endgame tables of a game and its rules, at most `pieces` pieces, built in this browser: only
// the page without a server has them (api_worker.js); the server's tables are its own. While the
// build runs, tablesProgress() gives its slices done.
export async function tablesBuild(query, pieces) {
  const full = inLanguage(query ? `${query}&pieces=${encodeURIComponent(pieces)}` : `pieces=${encodeURIComponent(pieces)}`);
  return answer(await fetch(`/api/tables?${full}`, { method: 'POST', headers: POST_HEADERS, cache: 'no-store' }));
}

// The workshop (serve --workshop): POST /api/workshop/<verb>?<query> with a variant script as the
// body; `search` starts a search on it, read and stopped as any other.
export async function workshopPost(verb, query, script, signal = undefined) {
  const full = inLanguage(query);
  const url = `/api/workshop/${verb}${full ? `?${full}` : ''}`;
  const headers = { ...POST_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' };
  return answer(await fetch(url, { method: 'POST', body: script, headers, signal, cache: 'no-store' }));
}
