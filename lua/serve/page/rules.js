// rules.js — the views #rules/<game>[/<anchor>] and #family[/<anchor>]: a game's rules page
// (`rules --json`) and the family compared (`family --json`), their Markdown drawn by markdown.js
// with the server's SVG diagrams in place of the image links. Links between the pages stay in the
// page (games/zamma.md -> #rules/zamma, #a-capture -> #rules/<game>/a-capture); a rules page has
// a game chooser, "Play this game" and "Its lessons" links, and a table of contents.

import { get } from './api.js';
import { _, fill } from './i18n.js';
import { cleanSvg, parseMarkdown, renderMarkdown, tableOfContents } from './markdown.js';
import { viewHash } from './views.js';

const TOC_MIN_HEADINGS = 4; // a page with fewer sections needs no table of contents
const ID_PREFIX = 'md-'; // the headings' ids in the page, apart from the page's own ids

// Where a link of a page leads on this page: a view's hash, an http(s) address as it is, or null
// for a link to something the page does not show (its text is shown without a link). `here` is
// the page the link is on: { view: 'rules', game } or { view: 'family' }; its Markdown lives in
// docs/games/ (a game) or docs/ (the family), which relative links are read against.
export function pageHref(href, here) {
  if (/^https?:\/\//i.test(href)) return href;
  const [path, anchor = ''] = href.split('#', 2);
  if (!path) return here.view === 'rules' ? viewHash('rules', here.game, anchor) : viewHash('family', anchor);
  const parts = path.replace(/^\.\//, '').split('/');
  const file = parts.pop();
  const dir = parts.join('/');
  const page = /^([A-Za-z0-9_-]+)\.md$/.exec(file);
  if (!page) return null;
  const inGames = here.view === 'rules' ? dir === '' || dir === '../games' : dir === 'games' || dir === 'docs/games';
  if (inGames) return viewHash('rules', page[1], anchor);
  const inDocs = here.view === 'rules' ? dir === '..' : dir === '' || dir === 'docs';
  if (inDocs && page[1] === 'family') return viewHash('family', anchor);
  return null;
}

const cache = new Map(); // 'rules/<game>', 'family' or 'variants' -> Promise of the answer
const shown = new Map(); // section id -> the key of the answer it shows
const wanted = new Map(); // section id -> the key of the answer it was last asked to show

function fetchOnce(key, verb, query) {
  if (!cache.has(key)) {
    const answer = get(verb, query);
    cache.set(key, answer);
    answer.catch(() => cache.delete(key)); // a failed request is asked again next time
  }
  return cache.get(key);
}

function make(tag, attrs = {}, text = null) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}

// A diagram of the answer, parsed and cleaned, labelled with its alt text; null if it has none.
/** @param {import('./contract.js').RulesAnswer|import('./contract.js').FamilyAnswer} answer */
function diagram(answer, src, alt) {
  const text = Object.hasOwn(answer.diagrams, src) ? answer.diagrams[src] : null;
  const svg = text ? cleanSvg(text, new DOMParser(), document) : null;
  if (!svg) return null;
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('class', 'diagram');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', alt);
  return svg;
}

// The page's Markdown with its diagrams, and a table of contents when it is long.
function renderPage(answer, here, host) {
  const blocks = parseMarkdown(answer.markdown);
  const hooks = {
    link: (href) => pageHref(href, here),
    image: (src, alt) => diagram(answer, src, alt),
    id: (id) => `${ID_PREFIX}${id}`,
  };
  const toc = tableOfContents(blocks);
  if (toc.length >= TOC_MIN_HEADINGS) {
    const nav = make('nav', { class: 'toc', 'aria-label': _('contents') });
    const details = make('details');
    details.open = window.matchMedia('(min-width: 60rem)').matches; // beside the text; on a phone, above it
    details.append(make('summary', {}, _('Contents')));
    const list = make('ul');
    for (const entry of toc) {
      const href = here.view === 'rules' ? viewHash('rules', here.game, entry.id) : viewHash('family', entry.id);
      const item = make('li', { class: `toc-${entry.level}` });
      item.append(make('a', { href }, entry.text));
      list.append(item);
    }
    details.append(list);
    nav.append(details);
    host.append(nav);
  }
  const article = make('article', { class: 'markdown' });
  article.append(renderMarkdown(blocks, document, hooks));
  host.append(article);
}

// The bar above a rules page: the game chooser and the links to play and learn it.
async function rulesBar(game) {
  const bar = make('div', { class: 'rules-bar' });
  const label = make('label', { for: 'rules-game' }, _('Game'));
  const select = make('select', { id: 'rules-game' });
  const variants = await fetchOnce('variants', 'variants', '').catch(() => []);
  for (const v of variants.filter((x) => !x.problem)) { // a script that does not load has no rules page
    const option = make('option', { value: v.id }, v.name);
    option.selected = v.id === game;
    select.append(option);
  }
  select.addEventListener('change', () => {
    window.location.hash = viewHash('rules', select.value);
  });
  const links = make('p', { class: 'rules-links' });
  links.append(
    make('a', { href: viewHash('play', game), id: 'rules-play' }, _('Play this game')),
    ' · ',
    make('a', { href: viewHash('learn', game), id: 'rules-learn' }, _('Its lessons')),
    ' · ',
    make('a', { href: viewHash('family') }, _('The family compared')),
  );
  bar.append(label, select, links);
  return bar;
}

// The family's games as cards: each start drawn, named and linked to its rules.
/** @param {import('./contract.js').FamilyAnswer} answer */
function gallery(answer) {
  const list = make('ul', { class: 'gallery', 'aria-label': _('the games') });
  for (const g of answer.games) {
    const item = make('li');
    const link = make('a', { href: viewHash('rules', g.id) });
    const svg = diagram(answer, g.start, fill(_('{game}: the start'), { game: g.name }));
    if (svg) link.append(svg);
    link.append(make('strong', {}, g.name));
    item.append(link, make('span', {}, fill(_('{region}. {points} points, {men} men a side.'), { region: g.region, points: g.points, men: g.men[0] })));
    list.append(item);
  }
  return list;
}

// The section the anchor names, or the top of the page.
function scrollTo(anchor) {
  const target = anchor ? document.getElementById(`${ID_PREFIX}${anchor}`) : null;
  if (target) target.scrollIntoView({ block: 'start' });
  else window.scrollTo(0, 0);
}

// Draws the page of key into section unless it shows it already; then goes to the anchor. Of two
// pages asked for one after the other, the one asked last is shown, whichever answer comes first.
async function showPage(section, key, draw, anchor) {
  wanted.set(section.id, key);
  if (shown.get(section.id) !== key) {
    section.setAttribute('aria-busy', 'true');
    const body = make('div', { class: 'rules-page' });
    let drawn = true;
    try {
      await draw(body);
    } catch (error) {
      drawn = false;
      body.append(make('p', { class: 'error' }, fill(_('This page could not be shown: {error}'), { error: error.message })));
    }
    if (wanted.get(section.id) !== key) return;
    section.replaceChildren(body);
    section.removeAttribute('aria-busy');
    if (drawn) shown.set(section.id, key);
    else shown.delete(section.id); // asked again next time
  }
  scrollTo(anchor);
}

export async function show(args, name) {
  const section = document.getElementById(`view-${name}`);
  if (name === 'family') {
    await showPage(section, 'family', async (body) => {
      const answer = await fetchOnce('family', 'family', '');
      body.append(gallery(answer));
      renderPage(answer, { view: 'family' }, body);
    }, args[0]);
    return;
  }
  const chooser = document.getElementById('variant');
  const game = args[0] || (chooser && chooser.value) || 'kharbaga';
  await showPage(section, `rules/${game}`, async (body) => {
    body.append(await rulesBar(game)); // the chooser, also when the game cannot be shown
    const answer = await fetchOnce(`rules/${game}`, 'rules', new URLSearchParams({ variant: game }).toString());
    renderPage(answer, { view: 'rules', game }, body);
  }, args[1]);
}
