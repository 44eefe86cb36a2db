// join.js — the Join view (#join): the address phones, tablets and laptops on the same network
// open, as a QR code a class scans from the projector and as text, with the server's other
// addresses. GET /api/qr gives the URLs and the code's modules (lua/serve/share.h); the code is
// drawn here as SVG, a square per dark module inside a light quiet zone, black on white whatever
// the page's colours, so that it scans.
import { get } from './api.js';
import { _, fill } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const QUIET = 4; // the light modules a reader needs around the code

function svgNode(name, attrs) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

// The QR code { size, rows } of GET /api/qr as an SVG element labelled with the URL it holds.
export function qrSvg(qr, url) {
  const side = qr.size + 2 * QUIET;
  const svg = svgNode('svg', { class: 'qr', viewBox: `0 0 ${side} ${side}`, role: 'img', 'aria-label': fill(_('QR code of {address}'), { address: url }), 'shape-rendering': 'crispEdges' });
  svg.append(svgNode('rect', { class: 'qr-light', x: 0, y: 0, width: side, height: side, fill: '#fff' }));
  qr.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === '1') svg.append(svgNode('rect', { class: 'qr-dark', x: x + QUIET, y: y + QUIET, width: 1, height: 1, fill: '#000' }));
    }
  });
  return svg;
}

function paragraph(className, text) {
  const p = document.createElement('p');
  if (className) p.className = className;
  p.textContent = text;
  return p;
}

// The view's contents for the answer of GET /api/qr.
/** @param {import('./contract.js').QrAnswer} answer */
function contents(answer) {
  const heading = document.createElement('h2');
  heading.textContent = _('Join from a phone');
  if (!answer.url || !answer.qr) {
    return [heading, paragraph('join-none', _('This server is reached from this computer only, so there is no address for other devices. '
      + 'Start it with kharbaga serve --host 0.0.0.0 to let phones and laptops on the same network in (docs/teaching.md).'))];
  }
  const here = answer.urls[0];
  const others = answer.urls.filter((u) => u !== answer.url && u !== here);
  const parts = [heading,
    paragraph('join-intro', _('On a phone, tablet or laptop on the same network as this computer: scan the code with the camera, or type the address.')),
    qrSvg(answer.qr, answer.url),
    paragraph('join-url', answer.url),
    paragraph('join-note', fill(_('On this computer: {address}'), { address: here }))];
  if (others.length) parts.push(paragraph('join-note', fill(_('Its other addresses, if that one does not answer: {addresses}'), { addresses: others.join(', ') })));
  return parts;
}

export async function show(args, name) {
  const section = document.getElementById(`view-${name}`);
  document.body.dataset.join = 'asking';
  try {
    section.replaceChildren(...contents(await get('qr')));
    document.body.dataset.join = 'shown';
  } catch (error) {
    section.replaceChildren(paragraph('error', fill(_('The addresses could not be read: {error}'), { error: error.message })));
    document.body.dataset.join = 'error';
  }
}
