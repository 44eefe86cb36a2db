// contract_test.mjs — the page's contract with the API (lua/serve/page/contract.js) against what
// the API is said to send and what it sends: every field of every typedef is named in its verb's
// row or section of docs/api.md; answers of a real `kharbaga serve` to the requests the page makes
// have every field the contract gives them, of its type; every field of the contract is in at
// least one of those answers (a field the program never sends is a guess); and every type a
// module names is the contract's. No browser: run by run.sh through CTest (test_page_contract),
// with KHARBAGA_BINARY and KHARBAGA_PATH.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { execFileSync } from 'node:child_process';

import { binary, serve, source } from './server.mjs';

const pageDir = path.join(source, 'lua/serve/page');

// ---- the contract, read from its JSDoc ----

// contract.js's typedefs: name -> { api, props: [{ name, type, optional }] }.
export function readContract(text) {
  const types = new Map();
  for (const [, block] of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = block.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim());
    const typedef = lines.map((l) => /^@typedef \{object\} (\w+)$/.exec(l)).find(Boolean);
    if (!typedef) continue;
    const api = lines.map((l) => /^@api (\S+)$/.exec(l)).find(Boolean);
    assert.ok(api, `${typedef[1]}: an @api tag names the verb whose answer it is part of`);
    const props = [];
    for (const l of lines) {
      if (!l.startsWith('@property')) continue;
      const m = /^@property \{([^}]+)\} (\[?)(\w+)\]?/.exec(l);
      assert.ok(m, `${typedef[1]}: a property written as "@property {type} name": ${l}`);
      props.push({ type: m[1], optional: m[2] === '[', name: m[3] });
    }
    types.set(typedef[1], { api: api[1], props });
  }
  return types;
}

const contract = readContract(fs.readFileSync(path.join(pageDir, 'contract.js'), 'utf8'));

// ---- docs/api.md ----

// The passage of docs/api.md that documents a verb's answer: its row of the table of verbs, or
// else the section whose heading names `/api/<verb>` (or is the word itself: "Errors").
function docPassage(doc, verb) {
  const table = doc.slice(doc.indexOf('| verb | answers'));
  const row = table.split('\n').find((l) => l.startsWith(`| \`${verb}\` |`));
  if (row) return row;
  const sections = doc.split(/\n(?=## )/);
  const section = sections.find((s) => {
    const heading = s.split('\n')[0].toLowerCase();
    return heading.includes(`/api/${verb}`) || heading === `## ${verb}`;
  });
  assert.ok(section, `docs/api.md documents the answer of ${verb} (a row of the table of verbs, or a section)`);
  return section;
}

function mentions(passage, word) {
  return new RegExp(`(^|[^A-Za-z0-9_])${word}([^A-Za-z0-9_]|$)`).test(passage);
}

test('every field of the contract is named where docs/api.md documents its answer', () => {
  const doc = fs.readFileSync(path.join(source, 'docs/api.md'), 'utf8');
  const missing = [];
  for (const [name, type] of contract) {
    const passage = docPassage(doc, type.api);
    for (const p of type.props) if (!mentions(passage, p.name)) missing.push(`${name}.${p.name} (docs/api.md, ${type.api})`);
  }
  assert.deepEqual(missing, [], 'fields the contract has and docs/api.md does not name');
});

// ---- the page's modules ----

function pageModules() {
  return fs.readdirSync(pageDir).filter((f) => f.endsWith('.js')).map((f) => ({ name: f, text: fs.readFileSync(path.join(pageDir, f), 'utf8') }));
}

test('every type a module takes from the contract is one of its typedefs', () => {
  const unknown = [];
  for (const { name, text } of pageModules()) {
    for (const [, type] of text.matchAll(/import\('\.\/contract\.js'\)\.(\w+)/g)) if (!contract.has(type)) unknown.push(`${name}: ${type}`);
  }
  assert.deepEqual(unknown, []);
});

// ---- answers of the program ----

const seen = new Map([...contract.keys()].map((name) => [name, new Set()]));

// Splits a type at its top-level '|'.
function alternatives(type) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    if ('(<'.includes(type[i])) depth++;
    else if (')>'.includes(type[i])) depth--;
    else if (type[i] === '|' && depth === 0) {
      parts.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(type.slice(start).trim());
  return parts;
}

// Why value is not of type (a JSDoc type of the contract), or null; the fields present are noted
// in `seen`.
function mismatch(value, type, where) {
  const alts = alternatives(type);
  if (alts.length > 1) {
    const whys = alts.map((a) => mismatch(value, a, where));
    return whys.includes(null) ? null : whys.filter(Boolean).join('; or ');
  }
  const t = type.replace(/^\((.*)\)$/, '$1');
  if (t === 'null') return value === null ? null : `${where}: expected null`;
  if (['string', 'number', 'boolean'].includes(t)) return typeof value === t ? null : `${where}: expected a ${t}, got ${JSON.stringify(value)}`;
  if (/^'.*'$/.test(t)) return value === t.slice(1, -1) ? null : `${where}: expected ${t}, got ${JSON.stringify(value)}`;
  if (t.endsWith('[]')) {
    if (!Array.isArray(value)) return `${where}: expected a list`;
    for (let i = 0; i < value.length; i++) {
      const why = mismatch(value[i], t.slice(0, -2), `${where}[${i}]`);
      if (why) return why;
    }
    return null;
  }
  const map = /^Object<string, (.+)>$/.exec(t);
  if (map) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return `${where}: expected an object`;
    for (const [k, v] of Object.entries(value)) {
      const why = mismatch(v, map[1], `${where}.${k}`);
      if (why) return why;
    }
    return null;
  }
  const typedef = contract.get(t);
  assert.ok(typedef, `${where}: the contract's type ${t} is one of its typedefs or a JSON type`);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `${where}: expected an object (${t})`;
  for (const p of typedef.props) {
    if (!Object.hasOwn(value, p.name)) {
      if (p.optional) continue;
      return `${where}: no field ${p.name} (${t})`;
    }
    seen.get(t).add(p.name);
    const why = mismatch(value[p.name], p.type, `${where}.${p.name}`);
    if (why) return why;
  }
  return null;
}

function conforms(value, type, request) {
  const why = mismatch(value, type, type);
  assert.equal(why, null, `${request}: ${why}`);
}

let server = null;
let games = null;
let tables = null;

before(async () => {
  // the shipped games and a script that does not load, which `variants` lists with its problem
  games = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-contract-'));
  fs.writeFileSync(path.join(games, 'broken.lua'), 'return variant { id = "broken", name =\n');
  const shipped = process.env.KHARBAGA_PATH || path.join(source, 'variants');
  // Felli's endgame tables of 3 pieces, in the server's tables' directory: a search of one of
  // their positions gives their value
  tables = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-tables-'));
  execFileSync(binary, ['solve', '--variant', 'felli', '--pieces', '3'], { env: { ...process.env, KHARBAGA_PATH: shipped, XDG_DATA_HOME: tables }, stdio: 'ignore' });
  // one worker, so that a second search waits in line and its poll says where
  server = await serve(['--workshop', '--max-searches', '1'], { KHARBAGA_PATH: `${games}:${shipped}`, XDG_DATA_HOME: tables });
});

after(() => {
  if (server) server.process.kill('SIGTERM');
  if (games) fs.rmSync(games, { recursive: true, force: true });
  if (tables) fs.rmSync(tables, { recursive: true, force: true });
});

async function ask(pathAndQuery, init = {}, ok = true) {
  const r = await fetch(`${server.base}${pathAndQuery}`, { cache: 'no-store', ...init });
  const body = await r.json();
  assert.equal(r.ok, ok, `${pathAndQuery}: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

const POST = { method: 'POST', headers: { 'X-Kharbaga': '1' } };
const script = (text) => ({ ...POST, headers: { ...POST.headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: text });
const HOUSE = 'return variant { id = "house", name = "House", summary = "s", extends = "kharbaga" }';

// Each root type of the contract and the requests of the page whose answers it describes.
const requests = [
  ['VariantEntry[]', ['api/variants?long=1', 'api/variants']],
  ['Personality[]', ['api/personalities']],
  ['RulesAnswer', ['api/rules?variant=kharbaga', 'api/rules?variant=zamma&ruleset=monod', 'api/rules?variant=fanorona&rule=removal=immediate']],
  ['FamilyAnswer', ['api/family']],
  ['Move[]', ['api/moves?variant=kharbaga', 'api/moves?variant=fanorona', 'api/moves?variant=zamma&ruleset=monod&play=d4-e5+f6xd4+g5-f6+d6-e5']],
  ['ShowAnswer', ['api/show?variant=fanorona', 'api/show?variant=kharbaga&play=e3-e5']],
  ['RenderAnswer', ['api/render?variant=kharbaga', 'api/render?variant=fanorona&play=d2-e3', 'api/render?variant=kharbaga&position=W:Ba1:W', 'api/render?variant=kharbaga&position=B:Be1:Wa9']],
  ['ExplainAnswer', ['api/explain?move=e3-e5', 'api/explain?move=e3-f4', 'api/explain?move=d4-e5&play=e3-e5+e7xe3']],
  ['LearnCourse', ['api/learn?variant=kharbaga']],
  ['LearnLesson', ['api/learn?variant=kharbaga&lesson=2', 'api/learn?variant=kharbaga&lesson=4']],
  ['LearnVerdict', ['api/learn?variant=kharbaga&lesson=4&answer=e3-f4', 'api/learn?variant=kharbaga&lesson=4&answer=e3xe7']],
  ['QrAnswer', ['api/qr']],
  ['WorkshopState', ['api/workshop']],
  ['PerftAnswer', ['api/perft?variant=felli&depth=2']],
  ['StudyAnswer', ['api/study?variant=kharbaga&ruleset=standard&choice=ruleset%3Dstandard&choice=removal%3Dimmediate']],
];

test('the answers to the page\'s requests have the contract\'s fields, of its types', async () => {
  for (const [type, list] of requests) for (const request of list) conforms(await ask(request), type, request);
  conforms(await ask('api/moves?position=zz', {}, false), 'ErrorBody', 'a refused position');
  conforms(await ask('api/moves?play=e3-e5+a9-a1&lang=es', {}, false), 'ErrorBody', 'a refused move of play, in Spanish');
  conforms(await ask('api/nothing', {}, false), 'ErrorBody', 'an unknown verb');
  conforms(await ask('api/workshop/check', script(HOUSE.replace('extends', 'rules = { removal = "whenever" }, extends'))), 'CheckAnswer', 'check of a broken house rule');
  conforms(await ask('api/workshop/check', script(HOUSE)), 'CheckAnswer', 'check of a house rule');
  conforms(await ask('api/workshop/perft?depth=2', script(HOUSE)), 'PerftAnswer', 'perft of a house rule');
});

test('the answers of dispute, plain and walked, for every entry of the gallery', async () => {
  const gallery = await (await fetch(`${server.base}disputes.json`)).json();
  assert.ok(gallery.length > 0);
  for (const entry of gallery) {
    const answer = await ask(`api/dispute?${new URLSearchParams(entry.params)}`);
    conforms(answer, Object.hasOwn(answer, 'first_disagreement') ? 'DisputeWalk' : 'DisputeAnswer', `gallery entry ${entry.name}`);
  }
  conforms(await ask('api/dispute?a=ruleset=standard&b=removal=immediate&play=e3-e5+e7xe3'), 'DisputeAnswer', 'a dispute of a position');
  conforms(await ask('api/dispute?part=true&at=2&a=removal=immediate&play=d4-e5+f6xd4+c3xe5+a5xc3'), 'DisputeWalk', 'a walk to move 2');
});

test('a search\'s start and polls: waiting in line, running, its result', async () => {
  const first = await ask('api/search?variant=kharbaga&ai=master&time=3000', POST);
  conforms(first, 'SearchStarted', 'a search started');
  const second = await ask('api/search?variant=kharbaga&ai=master&time=3000', POST);
  let waited = null;
  for (let i = 0; i < 100 && !waited; i++) {
    const report = await ask(`api/search/${second.id}`);
    conforms(report, 'SearchReport', 'a poll of a search in line');
    if (report.waiting) waited = report;
    await new Promise((r) => setTimeout(r, 10));
  }
  assert.ok(waited, 'the second search waits while the one worker searches');
  conforms(await ask(`api/search/${first.id}`), 'SearchReport', 'a poll of a running search');
  conforms(await ask(`api/search/${first.id}/stop`, POST), 'SearchReport', 'a search stopped');
  conforms(await ask(`api/search/${second.id}/stop`, POST), 'SearchReport', 'a search stopped in line');
  const started = await ask('api/workshop/search?ai=random', script(HOUSE));
  conforms(started, 'SearchStarted', 'a search of a script');
  let report;
  do {
    report = await ask(`api/search/${started.id}`);
    conforms(report, 'SearchReport', 'a poll of a search of a script');
  } while (report.running);
  const ending = await ask('api/search?variant=felli&position=B:Bb2,c2:Wd4&time=200', POST);
  do {
    report = await ask(`api/search/${ending.id}`);
    conforms(report, 'SearchReport', 'a poll of a search of a position the endgame tables hold');
  } while (report.running);
  assert.equal(report.table && report.table.result, 'win', 'the tables\' value of a won position');
});

// The one part of the contract the answers above cannot show, and why.
const UNSEEN = {
  QrCode: 'a server of this machine only (the default --host) has no address for other devices, so its `qr` is null; test_share (tests/api/test_share.c) checks the code of one that has',
};

test('every field of the contract is in some answer of the program', () => {
  const never = [];
  for (const [name, type] of contract) {
    if (UNSEEN[name]) continue;
    for (const p of type.props) if (!seen.get(name).has(p.name)) never.push(`${name}.${p.name}`);
  }
  assert.deepEqual(never, [], 'fields of the contract no answer had: a guess, or a request missing above');
});
