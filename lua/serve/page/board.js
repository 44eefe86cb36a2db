// board.js — the board on the page: the server's SVG (`render --json`, the look of `kharbaga
// render`) with a layer of our own on top for what the player does: the points to click, the
// piece chosen and where it may go, the last move's arrow, the analysis arrow, the moves a
// "why not?" suggests (whynot.js), a keyboard cursor.
// Flipping turns the whole drawing half a turn and turns its texts back upright.

import { _ } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

// The board's points as { name, x, y }: `render --json` gives them in the SVG's own units.
/** @param {import('./contract.js').RenderAnswer} render */
function pointsOf(render) {
  return render.points.map(({ name, x, y }) => ({ name, x, y }));
}

export class Board {
  // host: the element the SVG goes in; onPoint(name): a point was clicked or chosen by keyboard.
  constructor(host, onPoint) {
    this.host = host;
    this.onPoint = onPoint;
    this.flipped = false;
    this.points = [];
    this.byName = new Map();
    this.cursor = null;
    this.marks = { selected: null, targets: [], landings: [], captures: [], huffable: [], huff: null, held: null, suggestions: [] };
    this.lastMove = null;
    this.hint = null;
    host.addEventListener('keydown', (e) => this.key(e));
    host.addEventListener('focus', () => this.paint());
    host.addEventListener('blur', () => this.paint());
  }

  // Draws a new position: render is the answer of `render --json`.
  /** @param {import('./contract.js').RenderAnswer} render */
  draw(render) {
    const parsed = new DOMParser().parseFromString(render.svg, 'image/svg+xml');
    const source = parsed.documentElement;
    if (source.nodeName !== 'svg') throw new Error(_('the server sent a board drawing that is not SVG'));
    const view = (source.getAttribute('viewBox') || '0 0 400 400').split(/\s+/).map(Number);
    const svg = el('svg', { viewBox: view.join(' '), class: 'board-svg', role: 'img' });
    const title = source.querySelector('title');
    svg.setAttribute('aria-label', title ? title.textContent : _('the board'));
    el('defs', {}, svg).innerHTML =
      '<marker id="arrow-last" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrow-head last"/></marker>' +
      '<marker id="arrow-hint" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrow-head hint"/></marker>' +
      '<marker id="arrow-suggest" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrow-head suggest"/></marker>';
    this.turn = el('g', { class: 'turn' }, svg);
    const base = el('g', { class: 'base' }, this.turn);
    for (const child of [...source.childNodes]) {
      if (child.nodeType === 1 && child.nodeName !== 'title' && child.nodeName !== 'desc') {
        base.appendChild(document.importNode(child, true));
      }
    }
    this.center = [view[0] + view[2] / 2, view[1] + view[3] / 2];
    this.points = pointsOf(render);
    this.byName = new Map(this.points.map((p) => [p.name, p]));
    this.radius = this.spacing() * 0.42;
    this.layer = el('g', { class: 'overlay' }, this.turn);
    this.hits = el('g', { class: 'hits' }, this.turn);
    for (const p of this.points) {
      const hit = el('circle', { cx: p.x, cy: p.y, r: this.radius, class: 'hit', 'data-point': p.name }, this.hits);
      hit.addEventListener('click', () => {
        this.cursor = p.name;
        this.onPoint(p.name);
      });
    }
    this.host.replaceChildren(svg);
    this.svg = svg;
    if (!this.byName.has(this.cursor)) this.cursor = null;
    this.applyFlip();
    this.paint();
  }

  // The distance between the two closest points: the size of a click target.
  spacing() {
    let best = Infinity;
    for (let i = 0; i < this.points.length; i++) {
      for (let j = i + 1; j < this.points.length; j++) {
        const d = Math.hypot(this.points[i].x - this.points[j].x, this.points[i].y - this.points[j].y);
        if (d > 0 && d < best) best = d;
      }
    }
    return Number.isFinite(best) ? best : 40;
  }

  setFlipped(flipped) {
    this.flipped = flipped;
    if (this.svg) this.applyFlip();
  }

  applyFlip() {
    const [cx, cy] = this.center;
    if (this.flipped) this.turn.setAttribute('transform', `rotate(180 ${cx} ${cy})`);
    else this.turn.removeAttribute('transform');
    // texts (coordinates) stay readable: each turned back about its own anchor
    for (const text of this.turn.querySelectorAll('text')) {
      if (!text.dataset.anchor) {
        text.dataset.anchor = `${text.getAttribute('x') || 0} ${text.getAttribute('y') || 0}`;
        text.dataset.transform = text.getAttribute('transform') || '';
      }
      const own = text.dataset.transform;
      if (this.flipped) text.setAttribute('transform', `${own} rotate(180 ${text.dataset.anchor})`.trim());
      else if (own) text.setAttribute('transform', own);
      else text.removeAttribute('transform');
    }
  }

  // marks: { selected, targets, landings, captures, huffable, huff }, points by name; held, a
  // piece with no legal move chosen to ask why not; suggestions, the move objects to play instead.
  setMarks(marks) {
    this.marks = { ...this.marks, ...marks };
    this.paint();
  }

  setLastMove(move) {
    this.lastMove = move;
    this.paint();
  }

  setHint(move) {
    this.hint = move;
    this.paint();
  }

  arrow(move, kind) {
    const at = [move.from, ...move.path].map((n) => this.byName.get(n)).filter(Boolean);
    if (at.length < 2) return;
    const points = at.map((p) => `${p.x},${p.y}`).join(' ');
    el('polyline', { points, class: `arrow ${kind}`, 'marker-end': `url(#arrow-${kind})` }, this.layer);
  }

  paint() {
    if (!this.layer) return;
    this.layer.replaceChildren();
    const r = this.radius;
    const at = (name) => this.byName.get(name);
    if (this.lastMove) this.arrow(this.lastMove, 'last');
    if (this.hint) this.arrow(this.hint, 'hint');
    for (const name of this.marks.huffable) {
      const p = at(name);
      if (!p) continue;
      const cls = name === this.marks.huff ? 'huff chosen' : 'huff';
      el('rect', { x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r, class: cls, 'data-point': name, transform: `rotate(45 ${p.x} ${p.y})` }, this.layer);
    }
    for (const name of [this.marks.selected, this.marks.held]) {
      const p = name && at(name);
      if (!p) continue;
      // a dark ring round a light one: plain on pieces of either colour
      el('circle', { cx: p.x, cy: p.y, r: r * 0.98, class: name === this.marks.selected ? 'selected' : 'selected held', 'data-point': name }, this.layer);
      el('circle', { cx: p.x, cy: p.y, r: r * 0.98 - 9, class: 'selected-inner' }, this.layer);
    }
    this.paintSuggestions(r);
    for (const name of this.marks.targets) {
      const p = at(name);
      if (!p) continue;
      el('circle', { cx: p.x, cy: p.y, r: r * 0.7, class: 'target', 'data-point': name }, this.layer);
      el('circle', { cx: p.x, cy: p.y, r: r * 0.18, class: 'target-dot' }, this.layer);
    }
    for (const name of this.marks.landings) {
      const p = at(name);
      if (p) el('rect', { x: p.x - r * 0.6, y: p.y - r * 0.6, width: r * 1.2, height: r * 1.2, class: 'landing', 'data-point': name }, this.layer);
    }
    for (const name of this.marks.captures) {
      const p = at(name);
      if (!p) continue;
      const d = r * 0.6;
      el('path', { d: `M${p.x - d},${p.y - d}L${p.x + d},${p.y + d}M${p.x - d},${p.y + d}L${p.x + d},${p.y - d}`, class: 'capture-choice', 'data-point': name }, this.layer);
    }
    if (this.cursor && at(this.cursor) && this.host.matches(':focus-visible')) {
      const p = at(this.cursor);
      el('rect', { x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r, class: 'cursor', 'data-point': this.cursor }, this.layer);
    }
  }

  // The moves a why-not suggests: an arrow along each, a triangle on each piece that may move and a
  // star on each point where such a move ends (shapes no other mark has).
  paintSuggestions(r) {
    const from = new Set();
    const to = new Set();
    for (const move of this.marks.suggestions) {
      this.arrow(move, 'suggest');
      from.add(move.from);
      to.add(move.to);
    }
    for (const name of from) {
      const p = this.byName.get(name);
      if (!p) continue;
      const d = r * 0.8;
      el('path', { d: `M${p.x},${p.y - d}L${p.x + d * 0.87},${p.y + d / 2}L${p.x - d * 0.87},${p.y + d / 2}Z`, class: 'suggest-from', 'data-point': name }, this.layer);
    }
    for (const name of to) {
      const p = this.byName.get(name);
      if (!p) continue;
      const corners = [];
      for (let k = 0; k < 10; k++) {
        const a = (Math.PI * k) / 5 - Math.PI / 2;
        const len = k % 2 ? r * 0.3 : r * 0.75;
        corners.push(`${(p.x + len * Math.cos(a)).toFixed(1)},${(p.y + len * Math.sin(a)).toFixed(1)}`);
      }
      el('polygon', { points: corners.join(' '), class: 'suggest-to', 'data-point': name }, this.layer);
    }
  }

  // Keyboard: the arrows move a cursor to the nearest point that way (as seen), Enter or Space
  // clicks it, Escape drops the choice.
  key(e) {
    const ways = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (e.key in ways) {
      e.preventDefault();
      this.moveCursor(...ways[e.key]);
    } else if ((e.key === 'Enter' || e.key === ' ') && this.cursor) {
      e.preventDefault();
      this.onPoint(this.cursor);
    } else if (e.key === 'Escape') {
      this.onPoint(null);
    }
  }

  moveCursor(dx, dy) {
    if (!this.points.length) return;
    const sign = this.flipped ? -1 : 1;
    const here = this.byName.get(this.cursor);
    if (!here) {
      this.cursor = this.points[0].name;
      this.paint();
      return;
    }
    let best = null;
    let bestScore = Infinity;
    for (const p of this.points) {
      const vx = (p.x - here.x) * sign;
      const vy = (p.y - here.y) * sign;
      const along = vx * dx + vy * dy;
      if (along <= 0) continue;
      const across = Math.abs(vx * dy - vy * dx);
      const score = along + 2 * across;
      if (score < bestScore) {
        bestScore = score;
        best = p;
      }
    }
    if (best) this.cursor = best.name;
    this.paint();
  }

  // The cursor's point, for tests and for the status line.
  cursorPoint() {
    return this.cursor;
  }
}
