// views.js — the page's views: play (the board), learn (the lessons), rules and family (the rules
// pages), dispute (rule choices side by side), workshop (writing a variant) and join (the address
// other devices open, as a QR code). The URL's hash names the view and its arguments
// ("#learn/kharbaga/3", "#rules/zamma", "#dispute/removal"); the view named is shown and the
// others hidden. A view other than play lives in a module of its
// own (learn.js, ...) with its style sheet (learn.css, ...), both loaded the first time the view is
// shown; the module exports show(args, name), called each time the view is shown.

import { fetchApi } from './api.js';

// view name -> the module and style sheet that draw it (null: the play view, in app.js)
const modules = {
  play: null,
  learn: 'learn',
  rules: 'rules',
  family: 'rules',
  dispute: 'dispute',
  workshop: 'workshop',
  join: 'join',
};

const loaded = new Map(); // module name -> Promise of the module

function loadModule(name) {
  if (!loaded.has(name)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${name}.css`;
    document.head.append(link);
    loaded.set(name, import(`./${name}.js`));
  }
  return loaded.get(name);
}

// The view and its arguments of a hash: "#learn/kharbaga/3" -> { name: 'learn', args: ['kharbaga', '3'] }.
export function parseHash(hash) {
  const words = hash.replace(/^#/, '').split('/').filter((w) => w !== '').map((w) => decodeURIComponent(w));
  const name = words.length && Object.hasOwn(modules, words[0]) ? words[0] : 'play';
  return { name, args: name === words[0] ? words.slice(1) : [] };
}

// The hash of a view and its arguments.
export function viewHash(name, ...args) {
  return `#${[name, ...args.filter((a) => a !== undefined && a !== null && a !== '')].map((w) => encodeURIComponent(String(w))).join('/')}`;
}

// Shows the view the hash names; the play view's own code (app.js) is told through onPlay(args).
async function showCurrent(onPlay) {
  const { name, args } = parseHash(window.location.hash);
  for (const section of document.querySelectorAll('.view')) section.hidden = section.id !== `view-${name}`;
  for (const link of document.querySelectorAll('#views a')) {
    if (link.dataset.view === name) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.body.dataset.view = name;
  const module = modules[name];
  if (!module) {
    if (onPlay) await onPlay(args);
    return;
  }
  const view = document.getElementById(`view-${name}`);
  try {
    const code = await loadModule(module);
    await code.show(args, name);
  } catch (error) {
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = `This view could not be shown: ${error.message}`;
    view.append(p);
  }
}

// The workshop's link is shown only when the server takes scripts (serve --workshop), as
// GET /api/workshop says.
async function revealWorkshop() {
  try {
    const response = await fetchApi('/api/workshop', { cache: 'no-store' });
    const state = response.ok ? await response.json() : null;
    const link = document.querySelector('#views a[data-view="workshop"]');
    if (link && state && state.workshop) link.hidden = false;
  } catch {
    // no answer: the link stays hidden
  }
}

// The Join link is shown only when other devices can reach the server (serve --host 0.0.0.0),
// as GET /api/qr says by naming an address for them.
async function revealJoin() {
  try {
    const response = await fetchApi('/api/qr', { cache: 'no-store' });
    const answer = response.ok ? await response.json() : null;
    const link = document.querySelector('#views a[data-view="join"]');
    if (link && answer && answer.url) link.hidden = false;
  } catch {
    // no answer: the link stays hidden
  }
}

// Follows the hash from now on; onPlay(args) is called when the play view is shown again.
export function startViews(onPlay = null) {
  window.addEventListener('hashchange', () => showCurrent(onPlay));
  revealWorkshop();
  revealJoin();
  return showCurrent(null);
}
