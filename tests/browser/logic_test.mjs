// logic_test.mjs — the page's pure modules without a browser: clicks to moves (choice.js), game
// records (record.js), Markdown read into data (markdown.js), the rules pages' links (rules.js),
// what a refused click asks (whynot.js), the dispute view's reading of answers
// (dispute_answer.js), the server's errors in the page's words (wording.js), the page's language
// (i18n.js: plural rules, the browser's languages matched, values filled) and the static site's
// answers kept in the browser (answer_cache.js, on a stand-in for localStorage). Run by run.sh through CTest (test_page_logic), or `node --test`.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { AnswerCache } from '../../lua/serve/page/answer_cache.js';
import { candidates, choiceMarks, click, describe, emptyChoice, huffablePoints, matchText, movablePoints, typedText } from '../../lua/serve/page/choice.js';
import { parseInline, parseMarkdown, plainText, slug, tableOfContents } from '../../lua/serve/page/markdown.js';
import { baseOf, choiceRules, movePoints, onlyMoves } from '../../lua/serve/page/dispute_answer.js';
import { chooseLanguage, fill, P_, pluralRule, _ } from '../../lua/serve/page/i18n.js';
import { readRecord, writeRecord } from '../../lua/serve/page/record.js';
import { pageHref } from '../../lua/serve/page/rules.js';
import { moverPieces, refusedClick, suggestedMoves } from '../../lua/serve/page/whynot.js';
import { pageMessage } from '../../lua/serve/page/wording.js';

const move = (text, from, to, path, captured = [], huffed = null) => ({ move: text, from, to, path, captured, huffed, crown: false });

// Two captures from e1 to e5, round either side of a diamond, and a step from a1.
const diamond = [
  move('e1xc3xe5', 'e1', 'e5', ['c3', 'e5'], ['d2', 'd4']),
  move('e1xg3xe5', 'e1', 'e5', ['g3', 'e5'], ['f2', 'f4']),
  move('a1-a3', 'a1', 'a3', ['a3']),
];

function clicks(moves, points) {
  let choice = emptyChoice();
  for (const p of points) {
    choice = click(moves, choice, p);
    if (choice === null) return null;
  }
  return choice;
}

test('a piece, then its end point: one move', () => {
  const d = describe(diamond, clicks(diamond, ['a1', 'a3']));
  assert.equal(d.move.move, 'a1-a3');
});

test('the marks of a choice: the movable pieces, then a piece\'s end points, then its landings', () => {
  assert.deepEqual(choiceMarks(diamond, emptyChoice()).marks.targets.sort(), ['a1', 'e1']);
  const chosen = choiceMarks(diamond, clicks(diamond, ['e1'])).marks;
  assert.equal(chosen.selected, 'e1');
  assert.deepEqual(chosen.targets, ['e5']);
  const landing = choiceMarks(diamond, clicks(diamond, ['e1', 'e5']));
  assert.deepEqual(landing.marks.landings.sort(), ['c3', 'g3']);
  assert.equal(landing.description.move, null);
});

test('the end point of two captures asks for a landing point, which decides', () => {
  const choice = clicks(diamond, ['e1', 'e5']);
  const d = describe(diamond, choice);
  assert.equal(d.move, null);
  assert.deepEqual(d.landings.sort(), ['c3', 'g3']);
  assert.equal(describe(diamond, click(diamond, choice, 'g3')).move.move, 'e1xg3xe5');
});

test('the end point is chosen even where longer captures pass through it', () => {
  const loop = [...diamond, move('e1xc3xe5xg3', 'e1', 'g3', ['c3', 'e5', 'g3'], ['d2', 'd4', 'f4']), move('e1xg3xe5xc3', 'e1', 'c3', ['g3', 'e5', 'c3'], ['f2', 'f4', 'd4'])];
  const choice = clicks(loop, ['e1', 'e5']);
  assert.equal(choice.to, 'e5');
  assert.deepEqual(describe(loop, choice).landings.sort(), ['c3', 'g3']);
  assert.equal(describe(loop, click(loop, choice, 'c3')).move.move, 'e1xc3xe5');
  assert.deepEqual(describe(loop, clicks(loop, ['e1'])).targets.sort(), ['c3', 'e5', 'g3']);
});

test('a landing point first decides too', () => {
  assert.equal(describe(diamond, clicks(diamond, ['e1', 'c3'])).move.move, 'e1xc3xe5');
});

test('a chosen piece shows its end points; a click elsewhere starts over', () => {
  assert.deepEqual(describe(diamond, clicks(diamond, ['e1'])).targets, ['e5']);
  assert.equal(click(diamond, clicks(diamond, ['e1']), 'i9'), null);
  assert.equal(clicks(diamond, ['a1', 'e1']).from, 'e1');
  assert.equal(clicks(diamond, ['i9']), null);
});

test('twins with the same landings are told apart by a captured point', () => {
  const twins = [move('f3xe3/d3', 'f3', 'e3', ['e3'], ['d3']), move('f3xe3/g3', 'f3', 'e3', ['e3'], ['g3'])];
  const d = describe(twins, clicks(twins, ['f3', 'e3']));
  assert.deepEqual(d.landings, []);
  assert.deepEqual(d.captures.sort(), ['d3', 'g3']);
  assert.equal(describe(twins, clicks(twins, ['f3', 'e3', 'g3'])).move.move, 'f3xe3/g3');
});

test('a huff is chosen by clicking the huffable piece first', () => {
  const moves = [move('a1-a3', 'a1', 'a3', ['a3']), move('Ha9 a1-a3', 'a1', 'a3', ['a3'], [], 'a9')];
  assert.deepEqual(huffablePoints(moves), ['a9']);
  assert.deepEqual(movablePoints(moves, null), ['a1']);
  assert.equal(describe(moves, clicks(moves, ['a9', 'a1', 'a3'])).move.move, 'Ha9 a1-a3');
  assert.equal(describe(moves, clicks(moves, ['a1', 'a3'])).move.move, 'a1-a3');
  assert.equal(candidates(moves, clicks(moves, ['a9', 'a9', 'a1'])).length, 1);
});

test('typed moves: full form, shortened, ambiguous, unknown', () => {
  assert.equal(matchText(diamond, 'e1xg3xe5')[0].move, 'e1xg3xe5');
  assert.equal(matchText(diamond, 'e1-c3-e5').length, 1);
  assert.equal(matchText(diamond, 'e1xe5').length, 2);
  assert.equal(matchText(diamond, 'a1a3').length, 0);
  assert.equal(matchText(diamond, 'b2-b3').length, 0);
  const huffs = [move('Ha9 a1-a3', 'a1', 'a3', ['a3'], [], 'a9')];
  assert.equal(matchText(huffs, 'Ha9 a1-a3').length, 1);
  assert.equal(matchText(huffs, 'a1-a3').length, 0);
});

test('typed moves in any case, without a separator or with "to", as the notation writes them', () => {
  const pairs = [
    ['E3-E5', 'e3-e5'], ['e3e5', 'e3-e5'], ['E3E5', 'e3-e5'], ['  e3 e5 ', 'e3-e5'], ['e3 to e5', 'e3-e5'],
    ['E3 TO E5', 'e3-e5'], ['e3 - e5', 'e3-e5'], ['A1XC3xE5', 'a1xc3xe5'], ['a1c3e5', 'a1-c3-e5'], ['a1 x c3', 'a1xc3'],
    ['Ha9 a1-a3', 'Ha9 a1-a3'], ['HA9: A1A3', 'Ha9 a1-a3'], ['ha9, a1a3', 'Ha9 a1-a3'], ['F3xE3/D3,E4', 'f3xe3/d3,e4'],
    ['e3-e5 now', 'e3-e5 now'], ['zz', 'zz'], ['', ''],
  ];
  for (const [typed, read] of pairs) assert.equal(typedText(typed), read, typed);
  assert.equal(matchText(diamond, typedText('A1A3'))[0].move, 'a1-a3');
  assert.equal(matchText(diamond, typedText('e1 to g3 to e5'))[0].move, 'e1xg3xe5');
});

test('a record written reads back to the same game', () => {
  const moves = Array.from({ length: 23 }, (_, i) => (i % 2 ? 'e7xe3' : 'e3-e5'));
  moves.push('Ha9 a1-a3');
  const game = { variant: 'zamma', ruleset: 'standard', rules: { capture: 'huff', chain: 'may' }, position: 'B:Be3:Wa9', moves, south: 'human', north: 'The "Glutton"', result: '0-1', termination: 'no legal move' };
  const text = writeRecord(game);
  assert.match(text, /^\[Variant "zamma"\]\n\[Ruleset "standard"\]\n\[Rules "capture=huff chain=may"\]/);
  assert.match(text, /\[North "The \\"Glutton\\""\]/);
  assert.match(text, /\n11\. /);
  const back = readRecord(text);
  assert.deepEqual(back.moves, moves);
  assert.deepEqual(back.rules, game.rules);
  assert.equal(back.position, game.position);
  assert.equal(back.north, game.north);
  assert.equal(back.result, '0-1');
});

test('a game North begins is written from 1...', () => {
  const text = writeRecord({ variant: 'kharbaga', moves: ['e7-e5', 'e3xe7'], northFirst: true });
  assert.match(text, /\n1\.\.\. e7-e5 2\. e3xe7 \*\n$/);
  assert.deepEqual(readRecord(text).moves, ['e7-e5', 'e3xe7']);
  assert.equal(readRecord(text).northFirst, true);
});

test('text that is not a record is refused with a reason', () => {
  assert.throws(() => readRecord('hello'), /no \[Variant/);
  assert.throws(() => readRecord('[Variant "kharbaga"]\n[Rules "chain"]\n\n*'), /Rules tag has 'chain'/);
  assert.deepEqual(readRecord('[Variant "kharbaga"]\n\n1. e3-e5 {a comment} e7xe3 1-0 {after}').moves, ['e3-e5', 'e7xe3']);
});

// ---- markdown.js ----

test('inline Markdown: code, strong, emphasis, links, images, escapes and entities as data', () => {
  assert.deepEqual(parseInline('a `x<y` **b *c* e** [d](games/d.md) ![e](img/e.svg) \\*f\\* &lt;g&gt; &amp;'), [
    { type: 'text', text: 'a ' },
    { type: 'code', text: 'x<y' },
    { type: 'text', text: ' ' },
    { type: 'strong', children: [{ type: 'text', text: 'b ' }, { type: 'em', children: [{ type: 'text', text: 'c' }] }, { type: 'text', text: ' e' }] },
    { type: 'text', text: ' ' },
    { type: 'link', href: 'games/d.md', children: [{ type: 'text', text: 'd' }] },
    { type: 'text', text: ' ' },
    { type: 'image', src: 'img/e.svg', alt: 'e' },
    { type: 'text', text: ' *f* <g> &' },
  ]);
});

test('HTML in Markdown stays text', () => {
  const tokens = parseInline('<script>alert(1)</script> &lt;b&gt;');
  assert.equal(tokens.length, 1);
  assert.equal(tokens[0].type, 'text');
  assert.equal(plainText(tokens), '<script>alert(1)</script> <b>');
});

test('blocks: headings with unique ids, paragraphs, lists, tables, code, rules', () => {
  const text = [
    '# The game',
    '',
    'One line',
    'and the next.',
    '',
    '## A capture',
    '',
    '- **one** `a|b`',
    '- two',
    '  goes on',
    '',
    '1. first',
    '2. second',
    '',
    '| game | men |',
    '|---|---:|',
    '| [Zamma](games/zamma.md) | `a|b` |',
    '| Felli | 6 |',
    '',
    '```',
    ' 9 w---w',
    '   | * |',
    '```',
    '',
    '## A capture',
    '',
    '---',
    'Written.',
  ].join('\n');
  const blocks = parseMarkdown(text);
  assert.deepEqual(blocks.map((b) => b.type), ['heading', 'paragraph', 'heading', 'list', 'list', 'table', 'code', 'heading', 'rule', 'paragraph']);
  assert.equal(plainText(blocks[1].inline), 'One line and the next.');
  assert.deepEqual([blocks[0].id, blocks[2].id, blocks[7].id], ['the-game', 'a-capture', 'a-capture-1']);
  assert.equal(blocks[3].ordered, false);
  assert.deepEqual(blocks[3].items.map(plainText), ['one a|b', 'two goes on']);
  assert.equal(blocks[4].ordered, true);
  assert.deepEqual(blocks[5].head.map(plainText), ['game', 'men']);
  assert.deepEqual(blocks[5].align, ['', 'right']);
  assert.deepEqual(blocks[5].rows.map((r) => r.map(plainText)), [['Zamma', 'a|b'], ['Felli', '6']]);
  assert.equal(blocks[5].rows[0][0][0].href, 'games/zamma.md');
  assert.equal(blocks[6].text, ' 9 w---w\n   | * |');
  assert.deepEqual(tableOfContents(blocks), [
    { level: 2, text: 'A capture', id: 'a-capture' },
    { level: 2, text: 'A capture', id: 'a-capture-1' },
  ]);
});

test('anchors as GitHub writes them', () => {
  assert.equal(slug('The 22-piece puzzle of Aiyawatstani'), 'the-22-piece-puzzle-of-aiyawatstani');
  assert.equal(slug('Rules (standard)'), 'rules-standard');
  assert.equal(slug('Moves, captures, kings and endings'), 'moves-captures-kings-and-endings');
});

// ---- rules.js ----

test('links between the rules pages stay in the page', () => {
  const kharbaga = { view: 'rules', game: 'kharbaga' };
  const family = { view: 'family' };
  assert.equal(pageHref('games/zamma.md', family), '#rules/zamma');
  assert.equal(pageHref('games/zamma.md#a-capture', family), '#rules/zamma/a-capture');
  assert.equal(pageHref('zamma.md', kharbaga), '#rules/zamma');
  assert.equal(pageHref('#a-capture', kharbaga), '#rules/kharbaga/a-capture');
  assert.equal(pageHref('#rulesets', family), '#family/rulesets');
  assert.equal(pageHref('../family.md#rulesets', kharbaga), '#family/rulesets');
  assert.equal(pageHref('family.md', family), '#family');
  assert.equal(pageHref('https://example.org/x', kharbaga), 'https://example.org/x');
  assert.equal(pageHref('javascript:alert(1)', kharbaga), null);
  assert.equal(pageHref('rules.md', family), null);
  assert.equal(pageHref('img/kharbaga-start.svg', kharbaga), null);
});

// ---- whynot.js ----

test('a refused click asks why, holds a piece without moves, or does nothing', () => {
  const own = ['c3', 'd4'];
  assert.deepEqual(refusedClick({ from: 'd4', to: null }, null, 'd6', own), { explain: 'd4-d6' });
  assert.deepEqual(refusedClick({ from: null, to: null }, 'c3', 'c5', own), { explain: 'c3-c5' });
  assert.deepEqual(refusedClick({ from: null, to: null }, null, 'c3', own), { hold: 'c3' });
  assert.deepEqual(refusedClick({ from: 'd4', to: null }, null, 'c3', own), { hold: 'c3' });
  assert.deepEqual(refusedClick({ from: null, to: null }, 'c3', 'c3', own), { drop: true });
  assert.equal(refusedClick({ from: null, to: null }, null, 'e5', own), null);
  assert.equal(refusedClick({ from: 'd4', to: 'f6' }, null, 'e9', own), null);
});

test('the mover\'s pieces and the suggested moves, from the server\'s answers', () => {
  const view = { turn: 'north', pieces: [{ point: 'a1', side: 'south' }, { point: 'a9', side: 'north' }] };
  assert.deepEqual(moverPieces(view), ['a9']);
  assert.deepEqual(moverPieces(null), []);
  const legal = diamond;
  assert.deepEqual(suggestedMoves({ suggestions: ['a1-a3', 'zz-zz', 'e1xc3xe5'] }, legal).map((m) => m.move), ['a1-a3', 'e1xc3xe5']);
  assert.deepEqual(suggestedMoves({ legal: true, suggestions: [] }, legal), []);
});

// ---- dispute_answer.js ----

test('dispute: the points of a move, without a huff prefix or a captured-points suffix', () => {
  assert.deepEqual(movePoints('g1xg5xd2'), ['g1', 'g5', 'd2']);
  assert.deepEqual(movePoints('e3-e5'), ['e3', 'e5']);
  assert.deepEqual(movePoints('Ha9 a1-a3'), ['a1', 'a3']);
  assert.deepEqual(movePoints('f3xe3/d3,e4'), ['f3', 'e3']);
});

test('dispute: a choice\'s rules on top of the base, its own words winning', () => {
  const base = { variant: 'kharbaga', ruleset: 'standard', rules: { removal: 'end', chain: 'must' } };
  assert.deepEqual(choiceRules('removal=immediate', base), { ruleset: 'standard', rules: { removal: 'immediate', chain: 'must' } });
  assert.deepEqual(choiceRules('ruleset=german men_move=forward_sideways', base), { ruleset: 'german', rules: { removal: 'end', chain: 'must', men_move: 'forward_sideways' } });
  assert.deepEqual(choiceRules("the record's rules: ruleset=immediate chain=may", base), { ruleset: 'immediate', rules: { removal: 'end', chain: 'may' } });
  assert.deepEqual(baseOf([['variant', 'zamma'], ['rule', 'capture=huff'], ['play', 'e3-e5'], ['part', 'true']]), { variant: 'zamma', ruleset: '', rules: { capture: 'huff' } });
});

test('dispute: a board marks the moves legal under its choice but not under every one', () => {
  const dispute = {
    choices: [{ label: 'A' }, { label: 'B' }, { label: 'C' }],
    moves: [
      { move: 'a1-a2', legal: ['A', 'B', 'C'] },
      { move: 'a1-b2', legal: ['A', 'B'] },
      { move: 'a1xc3', legal: ['C'] },
    ],
  };
  assert.deepEqual(onlyMoves(dispute, 'A').map((m) => m.move), ['a1-b2']);
  assert.deepEqual(onlyMoves(dispute, 'B').map((m) => m.move), ['a1-b2']);
  assert.deepEqual(onlyMoves(dispute, 'C').map((m) => m.move), ['a1xc3']);
});

// ---- wording.js ----

test('a refused move of the play parameter is said in the page\'s words, never the command line\'s', () => {
  const error = (message, parameter) => Object.assign(new Error(message), { parameter });
  const moves = ['e3-e5', 'E7-E9', 'zz'];
  assert.equal(pageMessage(error("--play, move 2: move 'E7-E9' is not legal here; legal moves: c5xe3, e7xe3", 'play'), moves),
    'Move 2 (E7-E9) is not legal here; legal moves: c5xe3, e7xe3');
  assert.equal(pageMessage(error("--play, move 3: move 'zz': 'zz' is not a point of this board", 'play'), moves),
    "Move 3 (zz): 'zz' is not a point of this board");
  assert.equal(pageMessage(error("--play, move 2: move 'c3-g7' is ambiguous: it fits c3xc7xg7, c3xg3xg7; write more landing points", 'play')),
    'Move 2 (c3-g7) is ambiguous: it fits c3xc7xg7, c3xg3xg7; write more landing points');
  assert.equal(pageMessage(error('--play, move 1: the list of moves is full', 'play'), ['a1-a3']), 'Move 1 (a1-a3): the list of moves is full');
  assert.equal(pageMessage(error("position 'zz': expected the side to move", 'position'), moves), "position 'zz': expected the side to move");
  assert.equal(pageMessage(new Error('the server answered 500')), 'the server answered 500');
  for (const text of ['--play, move 2: move \'a\' x', '--play: bad']) assert.doesNotMatch(pageMessage(error(text, 'play'), moves), /--play/);
});

test('a refused move said in the words of the answer\'s language', () => {
  const error = (message) => Object.assign(new Error(message), { parameter: 'play' });
  const moves = ['e3-e5', 'a9-a1'];
  // the page's own words stay English here (no catalog read): the server's are Spanish, Arabic
  assert.equal(pageMessage(error("--play, jugada 2: la jugada 'a9-a1' no es legal aquí; jugadas legales: e3-e5"), moves),
    'Move 2 (a9-a1) no es legal aquí; jugadas legales: e3-e5');
  assert.equal(pageMessage(error("--play، النقلة 2: النقلة 'a9-a1' غير قانونية هنا"), moves), 'Move 2 (a9-a1) غير قانونية هنا');
});

// ---- i18n.js ----

test('gettext\'s plural rules read without evaluating code', () => {
  const forms = (rule, ns) => ns.map(pluralRule(rule));
  assert.deepEqual(forms('(n != 1)', [0, 1, 2]), [1, 0, 1]);
  assert.deepEqual(forms('(n > 1)', [0, 1, 2]), [0, 0, 1]);
  const russian = '(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)';
  assert.deepEqual(forms(russian, [1, 2, 5, 11, 21, 22, 25, 111, 112]), [0, 1, 2, 2, 0, 1, 2, 2, 2]);
  const arabic = '(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)';
  assert.deepEqual(forms(arabic, [0, 1, 2, 3, 10, 11, 99, 100, 102, 103]), [0, 1, 2, 3, 3, 4, 4, 5, 5, 3]);
  for (const bad of ['n +', 'alert(1)', '(n != 1', 'n ? 1', 'n; 1']) assert.throws(() => pluralRule(bad), /plural rule/);
});

test('the first of the browser\'s languages the page has, else English', () => {
  const have = ['en', 'ar', 'de', 'es', 'fr', 'ru', 'pt_BR'];
  assert.equal(chooseLanguage(['es-ES', 'en'], have), 'es');
  assert.equal(chooseLanguage(['pt-BR'], have), 'pt_BR');
  assert.equal(chooseLanguage(['pt-PT', 'FR'], have), 'fr');
  assert.equal(chooseLanguage(['ja', 'zh-CN'], have), 'en');
  assert.equal(chooseLanguage([], have), 'en');
});

test('messages without a catalog are their English, values filled by name', () => {
  assert.equal(_('Take back'), 'Take back');
  assert.equal(fill(P_('{count} legal move', '{count} legal moves', 1), { count: 1 }), '1 legal move');
  assert.equal(fill(P_('{count} legal move', '{count} legal moves', 3), { count: 3 }), '3 legal moves');
  assert.equal(fill('{side} to move; {unknown} stays', { side: 'White' }), 'White to move; {unknown} stays');
});

// A stand-in for localStorage: a Map with its interface, refusing to store past `quota` characters.
class Store {
  constructor(quota = Infinity) {
    this.items = new Map();
    this.quota = quota;
  }
  get length() {
    return this.items.size;
  }
  key(i) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k) {
    return this.items.has(k) ? this.items.get(k) : null;
  }
  setItem(k, v) {
    const used = [...this.items].reduce((n, [key, value]) => n + (key === k ? 0 : key.length + value.length), 0);
    if (used + k.length + String(v).length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(k, String(v));
  }
  removeItem(k) {
    this.items.delete(k);
  }
}

function withStore(store, body) {
  const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: store, configurable: true });
  try {
    body();
  } finally {
    if (before) Object.defineProperty(globalThis, 'localStorage', before);
    else delete globalThis.localStorage;
  }
}

test('the site keeps the answers of pure verbs for its build, and reads them back', () => {
  withStore(new Store(), () => {
    const cache = new AnswerCache('build-1');
    assert.equal(cache.find('render', 'variant=zamma'), null);
    cache.keep('render', 'variant=zamma', '{"board":1}\n');
    cache.keep('moves', 'variant=zamma', '[]\n');
    assert.equal(cache.find('render', 'variant=zamma'), '{"board":1}\n');
    assert.equal(cache.find('render', 'variant=felli'), null, 'another query is another answer');
    assert.equal(new AnswerCache('build-1').find('moves', 'variant=zamma'), '[]\n', 'a new page of the same build reads it');
  });
});

test('answers that depend on more than the request are never kept', () => {
  withStore(new Store(), () => {
    const cache = new AnswerCache('build-1');
    for (const verb of ['analyze', 'study', 'search', 'workshop', 'explain', 'qr']) {
      cache.keep(verb, 'variant=zamma', '{}\n');
      assert.equal(cache.find(verb, 'variant=zamma'), null, verb);
    }
  });
});

test('a new build reads none of an older build\'s answers, and removes them when it keeps one', () => {
  const store = new Store();
  withStore(store, () => {
    new AnswerCache('old').keep('render', 'q', 'old answer');
    const cache = new AnswerCache('new');
    assert.equal(cache.find('render', 'q'), null);
    cache.keep('moves', 'q', 'new answer');
    assert.deepEqual([...store.items.keys()].filter((k) => k.startsWith('kharbaga-answer:')), ['kharbaga-answer:moves?q']);
    assert.equal(new AnswerCache(null).find('moves', 'q'), null, 'a page without a build keeps nothing');
  });
});

test('the least recently used answers are given up first, by count and by size', () => {
  withStore(new Store(), () => {
    const cache = new AnswerCache('b');
    for (let i = 0; i < 210; i++) cache.keep('render', `n=${i}`, `${i}`);
    assert.equal(cache.find('render', 'n=0'), null);
    assert.equal(cache.find('render', 'n=10'), '10');
    assert.equal(cache.find('render', 'n=209'), '209');
    cache.find('render', 'n=11'); // used again: given up last
    for (let i = 210; i < 400; i++) cache.keep('render', `n=${i}`, `${i}`);
    assert.equal(cache.find('render', 'n=11'), '11');
    assert.equal(cache.find('render', 'n=12'), null);
    const big = 'x'.repeat(300000);
    for (let i = 0; i < 6; i++) cache.keep('rules', `big=${i}`, big);
    assert.equal(cache.find('rules', 'big=0'), null, 'past 1.5 million characters the oldest go');
    assert.equal(cache.find('rules', 'big=5'), big);
    assert.equal(cache.find('render', 'n=399'), null);
  });
});

test('a browser that refuses to store only keeps nothing', () => {
  withStore(new Store(1000), () => {
    const cache = new AnswerCache('b');
    cache.keep('render', 'q', 'y'.repeat(2000));
    assert.equal(cache.find('render', 'q'), null);
  });
  withStore(undefined, () => {
    const cache = new AnswerCache('b');
    cache.keep('render', 'q', 'answer');
    assert.equal(cache.find('render', 'q'), null);
  });
});
