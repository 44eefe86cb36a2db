// choice.js — from clicks to one legal move. Pure functions over the list `moves --json` gives
// (move, from, to, captured, huffed, path, crown); nothing here knows the DOM.
//
// A choice is { huff, from, to, clicked }: the huffed piece chosen first (capture=huff), the piece
// that moves, the end point clicked, and the other points clicked, each a landing point of the
// move wanted (or, for two moves with the same landing points, a point only one of them captures).
// The first click on a point where some of the piece's moves end chooses that end.

export function emptyChoice() {
  return { huff: null, from: null, to: null, clicked: [] };
}

// The pieces the side to move may huff before its move.
export function huffablePoints(moves) {
  return [...new Set(moves.filter((m) => m.huffed).map((m) => m.huffed))];
}

// The points from which a move starts, under the huff chosen (or none).
export function movablePoints(moves, huff) {
  return [...new Set(moves.filter((m) => (m.huffed || null) === huff).map((m) => m.from))];
}

// The moves that still fit the choice.
export function candidates(moves, choice) {
  if (!choice.from) return [];
  return moves.filter(
    (m) =>
      m.from === choice.from &&
      (m.huffed || null) === choice.huff &&
      (!choice.to || m.to === choice.to) &&
      choice.clicked.every((p) => m.path.includes(p) || m.captured.includes(p)),
  );
}

// What to show for a choice: the end points still open (`targets`), the landing points that tell
// the remaining moves apart (`landings`), and, for moves with the same landings, the captured
// points that do (`captures`). `move` is set when exactly one move fits and the last click
// reached its end or left no other move.
export function describe(moves, choice) {
  const cands = candidates(moves, choice);
  const result = { candidates: cands, move: null, targets: [], landings: [], captures: [] };
  if (cands.length === 1 && (choice.to || choice.clicked.length)) {
    result.move = cands[0];
    return result;
  }
  const clicked = new Set(choice.clicked);
  if (!choice.to) {
    result.targets = [...new Set(cands.map((m) => m.to))].filter((p) => !clicked.has(p));
  } else if (cands.length > 1) {
    clicked.add(choice.to);
    result.landings = distinguishing(cands.map((m) => m.path), clicked);
    if (!result.landings.length) result.captures = distinguishing(cands.map((m) => m.captured), clicked);
  }
  return result;
}

// The points in some but not all of the lists, and not yet clicked.
function distinguishing(lists, clicked) {
  const counts = new Map();
  for (const list of lists) for (const p of new Set(list)) counts.set(p, (counts.get(p) || 0) + 1);
  return [...counts].filter(([p, n]) => n < lists.length && !clicked.has(p)).map(([p]) => p);
}

// A click on point `p`: the next choice, or null when the click leaves the move (start over).
export function click(moves, choice, p) {
  if (choice.from === null || p === choice.from) {
    if (p === choice.from) return { ...emptyChoice(), huff: choice.huff };
    if (huffablePoints(moves).includes(p)) return { ...emptyChoice(), huff: choice.huff === p ? null : p };
    if (movablePoints(moves, choice.huff).includes(p)) return { ...choice, from: p, to: null, clicked: [] };
    return null;
  }
  if (!choice.to && candidates(moves, choice).some((m) => m.to === p)) return { ...choice, to: p };
  const next = { ...choice, clicked: [...choice.clicked, p] };
  if (candidates(moves, next).length) return next;
  if (movablePoints(moves, choice.huff).includes(p)) return { ...choice, from: p, to: null, clicked: [] };
  return null;
}

// A move as a person types it, written as the notation writes it, as the terminal's prompt reads
// it (core/notation_typed.h, docs/notation.md): point names in lower case, joined by "-" where no
// "-" or "x" stands between them ("E3E5", "e3 e5", "e3 to e5": "e3-e5"), a huff's first word in
// either case ("ha9 a1a3": "Ha9 a1-a3"). Text that is no move comes back in lower case, for the
// server to say what is wrong with it.
export function typedText(text) {
  let rest = text.trim();
  let huff = '';
  const h = /^[Hh]([A-Za-z]+[0-9]+)[\s:,]+(?=\S)/.exec(rest);
  if (h) {
    huff = `H${h[1].toLowerCase()} `;
    rest = rest.slice(h[0].length);
  }
  const slash = rest.indexOf('/');
  const suffix = slash >= 0 ? rest.slice(slash).toLowerCase() : '';
  const move = (slash >= 0 ? rest.slice(0, slash) : rest)
    .toLowerCase()
    .replace(/([0-9])\s+to\s+(?=[a-z]+[0-9])/g, '$1 ') // "e3 to e5"
    .replace(/([0-9])\s*([-x])\s*(?=[a-z])/g, '$1$2') // "e3 - e5", "a1 x c3"
    .replace(/([0-9])\s+(?=[a-z]+[0-9])/g, '$1-') // "e3 e5"
    .replace(/([0-9])(?=[a-wyz])/g, '$1-'); // "e3e5": after a point, an "x" is a capture's
  return `${huff}${move}${suffix}`;
}

// Typed move text against the legal moves, as the notation reads it (docs/notation.md): the start,
// the end and, in order, any landing points between, with "-" or "x"; an optional "H<point> "
// huff and "/<points>" captured suffix. Returns the moves that fit; the server has the last word.
export function matchText(moves, text) {
  let rest = text.trim();
  let huff = null;
  const huffMatch = /^H([a-z]+[0-9]+)[ :,]+/.exec(rest);
  if (huffMatch) {
    huff = huffMatch[1];
    rest = rest.slice(huffMatch[0].length);
  }
  let suffix = [];
  const slash = rest.indexOf('/');
  if (slash >= 0) {
    suffix = rest.slice(slash + 1).split(',').filter(Boolean);
    rest = rest.slice(0, slash);
  }
  const points = rest.split(/[-x]/);
  if (points.length < 2 || points.some((p) => !/^[a-z]+[0-9]+$/.test(p))) return [];
  const exact = moves.filter((m) => m.move === text.trim());
  if (exact.length === 1) return exact;
  const [from, ...landings] = points;
  const to = landings[landings.length - 1];
  return moves.filter(
    (m) =>
      m.from === from &&
      m.to === to &&
      (m.huffed || null) === huff &&
      suffix.every((p) => m.captured.includes(p)) &&
      inOrder(landings.slice(0, -1), m.path.slice(0, -1)),
  );
}

function inOrder(wanted, path) {
  let i = 0;
  for (const p of path) if (i < wanted.length && p === wanted[i]) i++;
  return i === wanted.length;
}

// No marks on the board (a game over, or not a person's turn).
export const noMarks = Object.freeze({ selected: null, targets: [], landings: [], captures: [], huffable: [], huff: null });

// The board's marks for a choice in progress, and its description (describe): the chosen piece
// and its end points, or the pieces that may move; landing points, capture choices, huffs.
export function choiceMarks(legal, choice) {
  const d = describe(legal, choice);
  const movable = choice.from ? [] : movablePoints(legal, choice.huff);
  const marks = {
    selected: choice.from,
    targets: choice.from ? d.targets : movable,
    landings: d.landings,
    captures: d.captures,
    huffable: huffablePoints(legal),
    huff: choice.huff,
  };
  return { marks, description: d };
}
