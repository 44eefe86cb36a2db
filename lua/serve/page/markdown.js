// markdown.js — the Markdown of `rules --json` and `family --json` (the docs' pages) on the page,
// safely: the text is parsed into plain data (parseMarkdown; pure, tested under Node), then built
// into DOM nodes with createElement and textContent only (renderMarkdown), so no text of a page —
// and a page carries text from variant scripts — is ever read as HTML. SVG diagrams from the
// server go in only through cleanSvg, which parses them as SVG and drops anything that could run.
//
// The Markdown is the small part the program writes: headings, paragraphs, lists, tables, fenced
// code blocks, rules (---), inline code, **strong**, *emphasis*, links, images, backslash escapes
// and the entities &lt; &gt; &amp; &quot; &#39; (markdown.h escapes a script's text with them).

const ENTITIES = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

function decodeEntities(text) {
  return text.replace(/&(lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e]);
}

// ---- inline text ----

// The inline tokens of text: { type: 'text', text }, { type: 'code', text },
// { type: 'strong' | 'em', children }, { type: 'link', href, children }, { type: 'image', src, alt }.
export function parseInline(text) {
  const tokens = [];
  const push = (t) => {
    const last = tokens[tokens.length - 1];
    if (t.type === 'text' && last && last.type === 'text') last.text += t.text;
    else tokens.push(t);
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const rest = text.slice(i);
    if (c === '\\' && i + 1 < text.length && /[!-/:-@[-`{-~]/.test(text[i + 1])) {
      push({ type: 'text', text: text[i + 1] });
      i += 2;
      continue;
    }
    if (c === '`') {
      const ticks = /^`+/.exec(rest)[0];
      const end = text.indexOf(ticks, i + ticks.length);
      if (end >= 0) {
        push({ type: 'code', text: decodeEntities(text.slice(i + ticks.length, end).replace(/^ (.*) $/, '$1')) });
        i = end + ticks.length;
        continue;
      }
      push({ type: 'text', text: ticks });
      i += ticks.length;
      continue;
    }
    const link = /^(!?)\[((?:\\.|`[^`]*`|[^\]\\`])*)\]\(([^()\s]*)\)/.exec(rest);
    if (link) {
      const [whole, bang, label, href] = link;
      if (bang) push({ type: 'image', src: decodeEntities(href), alt: plainText(parseInline(label)) });
      else push({ type: 'link', href: decodeEntities(href), children: parseInline(label) });
      i += whole.length;
      continue;
    }
    const strong = /^\*\*(?=\S)((?:\\.|`[^`]*`|[^\\`])+?)\*\*/.exec(rest);
    if (strong) {
      push({ type: 'strong', children: parseInline(strong[1]) });
      i += strong[0].length;
      continue;
    }
    const em = /^\*(?=[^\s*])((?:\\.|`[^`]*`|[^\\`*])+?)\*/.exec(rest);
    if (em) {
      push({ type: 'em', children: parseInline(em[1]) });
      i += em[0].length;
      continue;
    }
    const plain = /^[^\\`![*&]+/.exec(rest);
    if (plain) {
      push({ type: 'text', text: plain[0] });
      i += plain[0].length;
      continue;
    }
    const entity = /^&(lt|gt|amp|quot|#39);/.exec(rest);
    push({ type: 'text', text: entity ? ENTITIES[entity[0]] : c });
    i += entity ? entity[0].length : 1;
  }
  return tokens;
}

// The text a reader sees of inline tokens (an image counts as its alt text).
export function plainText(tokens) {
  return tokens
    .map((t) => {
      if (t.type === 'text' || t.type === 'code') return t.text;
      if (t.type === 'image') return t.alt;
      return plainText(t.children);
    })
    .join('');
}

// The anchor of a heading as GitHub writes it: lower case, punctuation dropped, blanks as '-'.
export function slug(text) {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

// ---- blocks ----

// The cells of a table row: split at each '|' outside inline code and not escaped.
function tableCells(line) {
  const cells = [];
  let cell = '';
  let code = false;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '`') {
      code = !code;
      cell += c;
    } else if (c === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
}

const isTableRule = (line) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line);
const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;

// The blocks of a page: { type: 'heading', level, inline, id }, { type: 'paragraph', inline },
// { type: 'list', ordered, items: [inline] }, { type: 'table', head: [inline], align, rows:
// [[inline]] }, { type: 'code', text }, { type: 'rule' }. Headings get unique ids (their slug,
// then slug-1, slug-2 ... as GitHub numbers repeats).
export function parseMarkdown(text) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks = [];
  const ids = new Map();
  let paragraph = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', inline: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      endParagraph();
      const body = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(fence[1]); i++) body.push(lines[i]);
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      endParagraph();
      const inline = parseInline(heading[2]);
      const base = slug(plainText(inline));
      const n = ids.get(base) || 0;
      ids.set(base, n + 1);
      blocks.push({ type: 'heading', level: heading[1].length, inline, id: n ? `${base}-${n}` : base });
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line) && !paragraph.length) {
      blocks.push({ type: 'rule' });
      continue;
    }
    if (line.trim().startsWith('|') && i + 1 < lines.length && isTableRule(lines[i + 1])) {
      endParagraph();
      const align = tableCells(lines[i + 1]).map((c) => (c.endsWith(':') ? (c.startsWith(':') ? 'center' : 'right') : c.startsWith(':') ? 'left' : ''));
      const head = tableCells(line).map(parseInline);
      const rows = [];
      for (i += 2; i < lines.length && lines[i].trim().startsWith('|'); i++) rows.push(tableCells(lines[i]).map(parseInline));
      i--;
      blocks.push({ type: 'table', head, align, rows });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item && (!paragraph.length || item[1] === '')) {
      endParagraph();
      const ordered = /\d/.test(item[2]);
      const items = [item[3]];
      for (i++; i < lines.length; i++) {
        const next = LIST_ITEM.exec(lines[i]);
        if (next && /\d/.test(next[2]) === ordered) items.push(next[3]);
        else if (lines[i].trim() && /^\s+/.test(lines[i]) && !next) items[items.length - 1] += ` ${lines[i].trim()}`;
        else break;
      }
      i--;
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    if (!line.trim()) endParagraph();
    else paragraph.push(line.trim());
  }
  endParagraph();
  return blocks;
}

// The headings of levels 2 and 3, for a table of contents: { level, text, id }.
export function tableOfContents(blocks) {
  return blocks.filter((b) => b.type === 'heading' && (b.level === 2 || b.level === 3)).map((b) => ({ level: b.level, text: plainText(b.inline), id: b.id }));
}

// ---- the DOM ----

// The nodes of blocks, made with doc (a Document). hooks.link(href) gives the href a link gets on
// the page, or null to show its text without a link; hooks.image(src, alt) gives the node that
// draws an image, or null for its alt text; hooks.id(id) the id a heading gets in the page.
export function renderMarkdown(blocks, doc, hooks) {
  const fragment = doc.createDocumentFragment();
  const inline = (tokens, parent) => {
    for (const t of tokens) {
      if (t.type === 'text') parent.append(doc.createTextNode(t.text));
      else if (t.type === 'code') {
        const code = doc.createElement('code');
        code.textContent = t.text;
        parent.append(code);
      } else if (t.type === 'strong' || t.type === 'em') {
        const node = doc.createElement(t.type);
        inline(t.children, node);
        parent.append(node);
      } else if (t.type === 'link') {
        const href = hooks.link(t.href);
        const node = doc.createElement(href === null ? 'span' : 'a');
        if (href !== null) node.setAttribute('href', href);
        if (href !== null && /^https?:/.test(href)) node.setAttribute('rel', 'noopener noreferrer');
        inline(t.children, node);
        parent.append(node);
      } else if (t.type === 'image') {
        const node = hooks.image(t.src, t.alt);
        parent.append(node || doc.createTextNode(t.alt));
      }
    }
    return parent;
  };
  for (const b of blocks) {
    if (b.type === 'heading') {
      const h = inline(b.inline, doc.createElement(`h${b.level}`));
      h.id = hooks.id(b.id);
      fragment.append(h);
    } else if (b.type === 'paragraph') {
      const alone = b.inline.length === 1 && b.inline[0].type === 'image';
      fragment.append(inline(b.inline, doc.createElement(alone ? 'figure' : 'p')));
    } else if (b.type === 'list') {
      const list = doc.createElement(b.ordered ? 'ol' : 'ul');
      for (const item of b.items) list.append(inline(item, doc.createElement('li')));
      fragment.append(list);
    } else if (b.type === 'code') {
      const pre = doc.createElement('pre');
      const code = doc.createElement('code');
      code.textContent = b.text;
      pre.append(code);
      fragment.append(pre);
    } else if (b.type === 'rule') {
      fragment.append(doc.createElement('hr'));
    } else if (b.type === 'table') {
      // the table scrolls inside its own box, never the page
      const box = doc.createElement('div');
      box.className = 'table-box';
      box.tabIndex = 0;
      const table = doc.createElement('table');
      const row = (cells, tag) => {
        const tr = doc.createElement('tr');
        cells.forEach((cell, k) => {
          const td = inline(cell, doc.createElement(tag));
          if (b.align[k]) td.style.textAlign = b.align[k];
          tr.append(td);
        });
        return tr;
      };
      const thead = doc.createElement('thead');
      thead.append(row(b.head, 'th'));
      const tbody = doc.createElement('tbody');
      for (const cells of b.rows) tbody.append(row(cells, 'td'));
      table.append(thead, tbody);
      box.append(table);
      fragment.append(box);
    }
  }
  return fragment;
}

// ---- SVG from the server ----

// An SVG document as a node of doc, or null if it is not SVG: parsed with parser (a DOMParser) as
// image/svg+xml, never as HTML, and stripped of scripts, foreign objects, event attributes (on*)
// and links that leave the drawing.
export function cleanSvg(text, parser, doc) {
  const parsed = parser.parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg' || parsed.getElementsByTagName('parsererror').length) return null;
  for (const bad of [...root.querySelectorAll('script, foreignObject, iframe, embed, object, use, animate, set, a')]) bad.remove();
  for (const node of [root, ...root.querySelectorAll('*')]) {
    for (const attr of [...node.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name.endsWith(':href')) && !attr.value.startsWith('#'))) node.removeAttribute(attr.name);
    }
  }
  return doc.importNode(root, true);
}
