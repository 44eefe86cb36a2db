// views.js — the page's views: play (the board), learn (the lessons), rules and family (the rules
// pages), dispute (rule choices side by side), workshop (writing a variant) and join (the address
// other devices open, as a QR code). The URL's hash names the view and its arguments
// ("#learn/kharbaga/3", "#rules/zamma", "#dispute/removal"); the view named is shown and the
// others hidden. Each view lives in a module of its own (play.js, learn.js, ...), with its style
// sheet (learn.css, ...), both loaded the first time the view is shown; the module exports
// show(args, name), called each time the view is shown.

import { fetchApi } from './api.js';
import { _, fill } from './i18n.js';

// view name -> the module that draws it and its style sheet (play's is the page's own, style.css:
// it is the view a visitor sees first)
const modules = {
  play: { code: 'play', style: null },
  learn: { code: 'learn', style: 'learn' },
  rules: { code: 'rules', style: 'rules' },
  family: { code: 'rules', style: 'rules' },
  dispute: { code: 'dispute', style: 'dispute' },
  workshop: { code: 'workshop', style: 'workshop' },
  join: { code: 'join', style: 'join' },
};

const loaded = new Map(); // module name -> Promise of the module

function loadModule({ code, style }) {
  if (!loaded.has(code)) {
    if (style) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = `${style}.css`;
      document.head.append(link);
    }
    loaded.set(code, import(`./${code}.js`));
  }
  return loaded.get(code);
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

// Shows the view the hash names.
async function showCurrent() {
  const { name, args } = parseHash(window.location.hash);
  for (const section of document.querySelectorAll('.view')) section.hidden = section.id !== `view-${name}`;
  for (const link of document.querySelectorAll('#views a')) {
    if (link.dataset.view === name) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.body.dataset.view = name;
  const view = document.getElementById(`view-${name}`);
  try {
    const code = await loadModule(modules[name]);
    await code.show(args, name);
  } catch (error) {
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = fill(_('This view could not be shown: {error}'), { error: error.message });
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

// Shows the view the hash names, and follows the hash from now on.
export function startViews() {
  window.addEventListener('hashchange', () => showCurrent());
  revealWorkshop();
  revealJoin();
  return showCurrent();
}
