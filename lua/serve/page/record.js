// record.js — game records in the project's PDN-style format (docs/notation.md, "Game records"):
// written from the page's game, and read back into one. The server checks every move when the
// game is next asked for, so reading only splits the text; it does not judge the moves. The
// program's own reader and writer (core/record.c) are the reference: each reads what the other
// writes, to the same game (tests/browser/record_test.mjs).

import { _, fill } from './i18n.js';

function escapeTag(value) {
  return String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

function today() {
  const d = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}

// game: { variant, ruleset, rules, position, moves, south, north, result, termination,
// northFirst }. Ten full moves to a line, as the program writes them.
export function writeRecord(game) {
  const tags = [['Variant', game.variant]];
  if (game.ruleset) tags.push(['Ruleset', game.ruleset]);
  const rules = Object.entries(game.rules || {}).map(([k, v]) => `${k}=${v}`);
  if (rules.length) tags.push(['Rules', rules.join(' ')]);
  if (game.position) tags.push(['Position', game.position]);
  tags.push(['South', game.south || '?'], ['North', game.north || '?'], ['Date', today()]);
  tags.push(['Result', game.result || '*']);
  if (game.termination) tags.push(['Termination', game.termination]);
  const lines = tags.map(([name, value]) => `[${name} "${escapeTag(value)}"]`);
  lines.push('');
  const words = [];
  let ply = game.northFirst ? 1 : 0;
  if (game.northFirst && game.moves.length) words.push('1...');
  for (const move of game.moves) {
    if (ply % 2 === 0) words.push(`${ply / 2 + 1}.`);
    words.push(move);
    ply++;
  }
  words.push(game.result || '*');
  let line = [];
  for (const word of words) {
    if (/^\d+\.$/.test(word) && line.length && Number.parseInt(word, 10) % 10 === 1) {
      lines.push(line.join(' '));
      line = [];
    }
    line.push(word);
  }
  lines.push(line.join(' '));
  return `${lines.join('\n')}\n`;
}

const RESULT = /^(1-0|0-1|1\/2-1\/2|\*)$/;
const BLANK = /[ \t\n\v\f\r]/;

// The words of a record's movetext as the program reads them (core/record.c, next_word): blanks,
// {comments} and move numbers ("12.", "12...", also glued to the move after them) between them,
// a huff ("Ha9") and the word after it on its line one word ("Ha9 a1-a3"), which must be there.
// northFirst: the first number is "1...".
function movetextWords(text) {
  const words = [];
  let northFirst = false;
  let i = 0;
  for (;;) {
    for (;;) {
      while (i < text.length && BLANK.test(text[i])) i++;
      if (text[i] === '{') {
        const close = text.indexOf('}', i);
        if (close < 0) throw new Error(_("a comment '{' of the record is not closed"));
        i = close + 1;
        continue;
      }
      const number = /^\d+(\.+)/.exec(text.slice(i, i + 32));
      if (!number) break;
      if (!words.length && number[1].length === 3) northFirst = true;
      i += number[0].length;
    }
    if (i >= text.length) return { words, northFirst };
    let end = i;
    while (end < text.length && !BLANK.test(text[end]) && text[end] !== '{') end++;
    let word = text.slice(i, end);
    i = end;
    if (word[0] === 'H' && !/[-x]/.test(word)) {
      while (text[i] === ' ' || text[i] === '\t') i++;
      end = i;
      while (end < text.length && !BLANK.test(text[end])) end++;
      if (end === i) throw new Error(fill(_('the huff {huff} of the record has no move after it on its line: expected it written with its move, as Ha9 a1-a3'), { huff: word }));
      word = `${word} ${text.slice(i, end)}`;
      i = end;
    }
    words.push(word);
  }
}

// Reads a record's tags and moves. Throws an Error naming the line for text that is not a record.
// In a tag's value `\"` and `\\` are a quote and a backslash; any other backslash is itself, as
// the program reads it.
export function readRecord(text) {
  const tags = {};
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) {
      if (Object.keys(tags).length) break;
      continue;
    }
    const tag = /^\[([A-Za-z]+) "((?:[^"\\]|\\.)*)"\]$/.exec(line);
    if (!tag) break;
    tags[tag[1]] = tag[2].replace(/\\(["\\])/g, '$1');
  }
  if (!tags.Variant) throw new Error(_('the record has no [Variant "..."] tag: expected a game record (.pdn)'));
  const { words, northFirst } = movetextWords(lines.slice(i).join('\n'));
  const moves = [];
  let result = '*';
  for (const [n, word] of words.entries()) {
    if (!RESULT.test(word)) {
      moves.push(word);
      continue;
    }
    result = word;
    if (n + 1 < words.length) throw new Error(fill(_("'{word}' after the result {result}: a record holds one game, and its moves end with the result"), { word: words[n + 1], result }));
    break;
  }
  const rules = {};
  for (const change of (tags.Rules || '').split(/\s+/).filter(Boolean)) {
    const eq = change.indexOf('=');
    if (eq <= 0) throw new Error(fill(_("the record's Rules tag has '{change}': expected KEY=VALUE"), { change }));
    rules[change.slice(0, eq)] = change.slice(eq + 1);
  }
  return {
    variant: tags.Variant,
    ruleset: tags.Ruleset || '',
    rules,
    position: tags.Position || '',
    moves,
    result,
    termination: tags.Termination || '',
    northFirst,
    south: tags.South || '',
    north: tags.North || '',
  };
}
