// record_test.mjs — the page's game records (lua/serve/page/record.js) against the program's
// (core/record.c), each read by the other. Records the program writes (`kharbaga match --save`:
// Fanorona, whose captures name the approach or withdrawal chosen; Zamma under monod, whose huffs
// go with their moves; a house rule; a start North begins from a position) are read by the page,
// and its game is the program's: walked by `dispute --part` as the page sends it to the API, it
// gives the answers `dispute --record` gives on the file, and written again by the page it is the
// same record. Records the page writes are read by the program: `dispute --record` on the page's
// record answers as on the program's, an unfinished game loads in `play --load` and is saved by
// the program as the page wrote it; and a record written by hand (comments, move numbers glued to
// moves, a backslash in a name) reads to the same game in both. No browser: run by run.sh through
// CTest (test_page_records), with KHARBAGA_BINARY and KHARBAGA_PATH.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { readRecord, writeRecord } from '../../lua/serve/page/record.js';
import { binary } from './server.mjs';

let dir = null;

function kharbaga(args, input = '') {
  return execFileSync(binary, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
}

function json(args) {
  return JSON.parse(kharbaga([...args, '--json']));
}

// The command-line options that give a game as the page sends it to the API: its tags as
// variant, ruleset, rule and position, its moves as play.
function gameArgs(game) {
  const args = ['--variant', game.variant];
  if (game.ruleset) args.push('--ruleset', game.ruleset);
  for (const [k, v] of Object.entries(game.rules)) args.push('--rule', `${k}=${v}`);
  if (game.position) args.push('--position', game.position);
  return [...args, '--play', game.moves.join(' ')];
}

// A record as data: its tags but those the page does not keep (a match's Event, Round and
// Opening; the Date, which is the day it was written), and its movetext as written.
function parts(text) {
  const [head, ...rest] = text.split('\n\n');
  const tags = {};
  for (const line of head.split('\n')) {
    const m = /^\[(\w+) "(.*)"\]$/.exec(line);
    assert.ok(m, `a tag line: ${line}`);
    if (!['Event', 'Round', 'Opening', 'Date'].includes(m[1])) tags[m[1]] = m[2];
  }
  return { tags, movetext: rest.join('\n\n') };
}

// The moves at which each game is compared: the first, one in the middle, the last.
function samples(game) {
  const n = game.moves.length;
  return [...new Set([1, Math.ceil(n / 2), n])];
}

// `dispute --record FILE --at N` as the program answers it, without the file's name.
function disputeRecord(file, at) {
  const answer = json(['dispute', '--record', file, '--at', String(at)]);
  assert.equal(answer.record, file);
  return { ...answer, record: null };
}

const recorded = []; // { name, file, text, game }: the program's records, as the page reads them

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-records-'));
  const alquerque = json(['moves', '--variant', 'alquerque'])[0].move;
  const northBegins = json(['show', '--variant', 'alquerque', '--play', alquerque]).position;
  const matches = [
    ['fanorona', ['--variant', 'fanorona', '--seed', '1']],
    ['zamma-monod', ['--variant', 'zamma', '--ruleset', 'monod', '--seed', '3']],
    ['kharbaga-house', ['--variant', 'kharbaga', '--rule', 'removal=immediate', '--rule', 'chain=may', '--seed', '5']],
    ['alquerque-north', ['--variant', 'alquerque', '--position', northBegins, '--seed', '7']],
  ];
  for (const [name, args] of matches) {
    const save = path.join(dir, name);
    kharbaga(['match', 'random', 'random', ...args, '--games', '2', '--opening', '4', '--jobs', '1', '--save', save]);
    for (const f of fs.readdirSync(save).sort()) {
      const file = path.join(save, f);
      const text = fs.readFileSync(file, 'utf8');
      recorded.push({ name: `${name}/${f}`, file, text, game: readRecord(text) });
    }
  }
});

after(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('the program\'s records have what the comparison needs: approach and withdrawal, huffs, a house rule, North first', () => {
  const all = recorded.map((r) => r.text).join('\n');
  assert.equal(recorded.length, 8);
  assert.match(all, /\d+\. [^ ]*x[^ ]*\/[a-i]\d/, 'a Fanorona capture naming the pieces it takes');
  assert.match(all, / H[a-i]\d+ [a-i]\d+[-x]/, 'a huff with its move');
  assert.match(all, /\[Rules "chain=may removal=immediate"\]/, "house rules, in the order of the table of options");
  assert.match(all, /\n1\.\.\. /, 'a game North begins');
});

test('the page reads a program\'s record to the game the program reads from it', () => {
  for (const { name, file, game } of recorded) {
    assert.equal(game.moves.length, json(['dispute', '--record', file]).moves, `${name}: the moves`);
    for (const at of samples(game)) {
      const fromFile = disputeRecord(file, at);
      const fromPage = json(['dispute', ...gameArgs(game), '--part', '--at', String(at)]);
      // what the API's dispute says of a game sent as its tags and moves (docs/api.md)
      const given = JSON.parse(JSON.stringify(fromFile).replaceAll("the record's rules", 'the rules given'));
      assert.deepEqual(fromPage, given, `${name}, move ${at}`);
    }
  }
});

test('the page writes a program\'s record again as the program wrote it', () => {
  for (const { name, text, game } of recorded) {
    const again = writeRecord(game);
    assert.deepEqual(parts(again), parts(text), name);
  }
});

test('the program reads the page\'s record as its own', () => {
  for (const { name, file, game } of recorded) {
    const written = path.join(dir, `page-${name.replace('/', '-')}`);
    fs.writeFileSync(written, writeRecord(game));
    for (const at of samples(game)) {
      assert.deepEqual(disputeRecord(written, at), disputeRecord(file, at), `${name}, move ${at}`);
    }
  }
});

// A game the page wrote, unfinished, loaded by `play` and saved again at once.
function playedAgain(game, name) {
  const written = path.join(dir, `unfinished-${name}.pdn`);
  const saved = path.join(dir, `saved-${name}.pdn`);
  fs.writeFileSync(written, writeRecord(game));
  kharbaga(['play', '--load', written, '--save', saved], 'quit\n');
  return fs.readFileSync(saved, 'utf8');
}

test('an unfinished game the page wrote loads in play, which saves it as the page wrote it', () => {
  for (const { name, game } of recorded) {
    const half = { ...game, moves: game.moves.slice(0, Math.ceil(game.moves.length / 2)), result: '*', termination: '', south: 'Ana "the first"', north: 'Bo\\Bo' };
    const text = playedAgain(half, name.replace('/', '-'));
    assert.deepEqual(parts(text), parts(writeRecord(half)), name);
    const back = readRecord(text);
    for (const key of ['variant', 'ruleset', 'rules', 'position', 'moves', 'result', 'northFirst', 'south', 'north']) {
      assert.deepEqual(back[key], half[key], `${name}: ${key}`);
    }
  }
});

test('a record written by hand reads to the same game in both', () => {
  const text = [
    '\uFEFF[Variant "zamma"]',
    '[Ruleset "monod"]',
    '[South "C:\\games\\ana"]',
    '[North "Bo \\"B\\" \\\\ c"]',
    '',
    '{a comment before the moves} 1.d4-e5 f6xd4',
    '2. g5-f6 {a comment} d6-e5 3. Hg7 f4xd6 *',
    '',
  ].join('\n');
  const game = readRecord(text);
  assert.deepEqual(game.moves, ['d4-e5', 'f6xd4', 'g5-f6', 'd6-e5', 'Hg7 f4xd6']);
  assert.equal(game.south, 'C:\\games\\ana', 'a backslash before another letter is itself');
  assert.equal(game.north, 'Bo "B" \\ c');
  const file = path.join(dir, 'by-hand.pdn');
  fs.writeFileSync(file, text);
  assert.equal(json(['dispute', '--record', file]).moves, game.moves.length);
  const saved = path.join(dir, 'by-hand-saved.pdn');
  kharbaga(['play', '--load', file, '--save', saved], 'quit\n');
  const again = readRecord(fs.readFileSync(saved, 'utf8'));
  for (const key of ['variant', 'ruleset', 'moves', 'south', 'north']) assert.deepEqual(again[key], game[key], key);
});

// Whether the program refuses args (exit status 1, one line on standard error).
function refuses(args) {
  try {
    kharbaga(args);
    return false;
  } catch (error) {
    assert.equal(error.status, 1, `${args.join(' ')}: ${error.stderr}`);
    return true;
  }
}

test('what the program refuses in a record, the page refuses too, or reads to moves the program refuses', () => {
  const head = '[Variant "zamma"]\n[Ruleset "monod"]\n\n1. d4-e5 f6xd4 2. g5-f6 d6-e5 3.';
  const bad = [
    ['a huff whose move is on the next line', `${head} Hg7\nf4xd6 *\n`],
    ['a move after the result', `${head} Hg7 f4xd6 * 3... g8-g7\n`],
    ['a comment not closed', `${head} Hg7 f4xd6 {a comment *\n`],
  ];
  for (const [what, text] of bad) {
    const file = path.join(dir, 'bad.pdn');
    fs.writeFileSync(file, text);
    assert.ok(refuses(['dispute', '--record', file, '--json']), `${what}: the program refuses the record`);
    let game = null;
    try {
      game = readRecord(text);
    } catch {
      continue; // refused by the page
    }
    assert.ok(refuses(['dispute', ...gameArgs(game), '--part', '--json']), `${what}: the program refuses the moves the page read (${game.moves.join(', ')})`);
  }
});
