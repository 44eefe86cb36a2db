// i18n.js — the page in the reader's language. Its messages are the program's: marked here with
// _() and P_() (and in index.html with data-i18n), extracted with the C messages into
// po/kharbaga.pot, translated in po/LANG.po, and turned at build time into i18n/LANG.json
// (po/page_catalog.cmake): { "language", "dir", "plural", "messages": { msgid: msgstr or
// [forms] } }. The language is the one chosen in the page's menu (kept in this browser), else the
// first of the browser's languages the page has, else English, the messages' own.
//
// A message with values names them in braces, "Lesson {n} of {count}", filled by fill().

const STORE_KEY = 'kharbaga.lang';

let current = { language: 'en', dir: 'ltr', plural: 'n != 1', messages: {} };
let pluralIndex = (n) => (n !== 1 ? 1 : 0);

// msgid in the page's language.
export function _(msgid) {
  const text = current.messages[msgid];
  return typeof text === 'string' && text ? text : msgid;
}

// The form of a message for the number n (gettext's ngettext): the catalog's by its plural rule,
// else English's.
export function P_(one, many, n) {
  const forms = current.messages[one];
  if (Array.isArray(forms)) {
    const form = forms[pluralIndex(n)];
    if (form) return form;
  }
  return n === 1 ? one : many;
}

// text with each {name} replaced by values[name] (a name it does not know is left as written).
export function fill(text, values) {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

// The name of the page's language, in it.
export function languageName() {
  // TRANSLATORS: the name of the language you translate into, in that language (Español, Français,
  // العربية): the page's menu of languages shows it.
  return _('English');
}

// The page's language code ("en", "es", ...).
export function pageLanguage() {
  return current.language;
}

// ---- gettext's Plural-Forms rule, read once per catalog ----
// The rule is C's expression syntax over n (?:, ||, &&, comparisons, + - * / %, !, parentheses,
// integers); it is parsed here, never evaluated as code.
export function pluralRule(expression) {
  const tokens = expression.match(/\d+|n|\|\||&&|[=!<>]=|[-+*/%?:()<>!]/g) || [];
  if (tokens.join('') !== expression.replace(/\s+/g, '')) throw new Error(`plural rule '${expression}': not C's syntax over n`);
  let at = 0;
  const peek = () => tokens[at];
  const take = (t) => {
    if (tokens[at] !== t) throw new Error(`plural rule '${expression}': expected '${t}'`);
    at += 1;
  };
  const binary = (next, ops) => () => {
    let node = next();
    while (ops[peek()]) {
      const op = ops[tokens[at++]];
      const left = node;
      const right = next();
      node = (n) => op(left(n), right(n));
    }
    return node;
  };
  let ternary;
  const primary = () => {
    const t = tokens[at++];
    if (t === 'n') return (n) => n;
    if (t === '(') {
      const inner = ternary();
      take(')');
      return inner;
    }
    if (t === '!') {
      const inner = primary();
      return (n) => (inner(n) ? 0 : 1);
    }
    if (/^\d+$/.test(t || '')) return () => Number(t);
    throw new Error(`plural rule '${expression}': unexpected '${t}'`);
  };
  const product = binary(primary, {
    '*': (a, b) => a * b,
    '/': (a, b) => (b ? Math.trunc(a / b) : 0),
    '%': (a, b) => (b ? a % b : 0),
  });
  const sum = binary(product, { '+': (a, b) => a + b, '-': (a, b) => a - b });
  const order = binary(sum, { '<': (a, b) => +(a < b), '>': (a, b) => +(a > b), '<=': (a, b) => +(a <= b), '>=': (a, b) => +(a >= b) });
  const equality = binary(order, { '==': (a, b) => +(a === b), '!=': (a, b) => +(a !== b) });
  const and = binary(equality, { '&&': (a, b) => +(a && b) });
  const or = binary(and, { '||': (a, b) => +(a || b) });
  ternary = () => {
    const test = or();
    if (peek() !== '?') return test;
    take('?');
    const yes = ternary();
    take(':');
    const no = ternary();
    return (n) => (test(n) ? yes(n) : no(n));
  };
  const rule = ternary();
  if (at !== tokens.length) throw new Error(`plural rule '${expression}': unexpected '${tokens[at]}'`);
  return (n) => Number(rule(n));
}

// ---- choosing the language ----

function stored() {
  try {
    return globalThis.localStorage ? localStorage.getItem(STORE_KEY) : null;
  } catch {
    return null; // storage refused: the browser's language
  }
}

function remember(code) {
  try {
    if (globalThis.localStorage) localStorage.setItem(STORE_KEY, code);
  } catch {
    // storage refused: the choice lasts as long as the page
  }
}

// The code of the first of `wanted` (the browser's languages, "es-ES", "fr") that `available`
// has ("es"), else "en".
export function chooseLanguage(wanted, available) {
  for (const tag of wanted) {
    const code = String(tag).toLowerCase().replace('-', '_');
    const exact = available.find((a) => a.toLowerCase() === code);
    if (exact) return exact;
    const base = available.find((a) => a.toLowerCase() === code.split('_')[0]);
    if (base) return base;
  }
  return 'en';
}

async function fetchJson(url) {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

// The languages the page has: [{ code, name, partial }], English first.
let languages = [{ code: 'en', name: 'English', partial: false }];

// Reads the catalog of code (English needs none) and makes it the page's language.
async function useLanguage(code) {
  if (code === 'en') {
    current = { language: 'en', dir: 'ltr', plural: 'n != 1', messages: {} };
  } else {
    current = await fetchJson(`i18n/${code}.json`);
  }
  pluralIndex = pluralRule(current.plural || 'n != 1');
}

// The page's text in its language: every element marked data-i18n takes the translation of its
// text, every aria-label and title attribute that of its value; the page's lang and dir follow.
export function translateDocument(root = document) {
  for (const element of root.querySelectorAll('[data-i18n]')) {
    if (!element.dataset.i18nSource) element.dataset.i18nSource = element.textContent;
    element.textContent = _(element.dataset.i18nSource);
  }
  for (const attribute of ['aria-label', 'title']) {
    const key = `i18n${attribute === 'title' ? 'Title' : 'Label'}`;
    for (const element of root.querySelectorAll(`[${attribute}]`)) {
      if (element.tagName === 'HTML') continue;
      if (!element.dataset[key]) element.dataset[key] = element.getAttribute(attribute);
      element.setAttribute(attribute, _(element.dataset[key]));
    }
  }
  if (root === document) {
    document.documentElement.lang = current.language;
    document.documentElement.dir = current.dir || 'ltr';
  }
}

// The menu of languages in the header: choosing one keeps it in this browser and reloads the page
// in it (every view draws its text again).
function fillMenu() {
  const menu = document.getElementById('language');
  if (!menu) return;
  menu.replaceChildren();
  for (const { code, name, partial } of languages) {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    const own = code === current.language ? languageName() : name;
    option.textContent = partial ? fill(_('{language} (partial)'), { language: own }) : own;
    option.selected = code === current.language;
    menu.append(option);
  }
  menu.addEventListener('change', () => {
    remember(menu.value);
    window.location.reload();
  });
}

// Chooses the page's language (?lang=CODE in the address, the one kept in this browser, the
// browser's), reads its catalog and translates the page. A catalog that cannot be read leaves the
// page in English.
export async function startLanguage() {
  try {
    languages = await fetchJson('i18n/languages.json');
  } catch {
    // no list: English only
  }
  const codes = languages.map((l) => l.code);
  const asked = new URLSearchParams(window.location.search).get('lang');
  const wanted = [asked, stored(), ...(navigator.languages || [navigator.language])].filter(Boolean);
  const code = asked === 'pseudo' ? 'pseudo' : chooseLanguage(wanted, codes);
  try {
    await useLanguage(code);
  } catch {
    await useLanguage('en');
  }
  translateDocument();
  fillMenu();
}
