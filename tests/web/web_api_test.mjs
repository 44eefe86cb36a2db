// web_api_test.mjs — the WebAssembly module (lua/web) answers as the program: the cases of
// tests/api/test_api.c (every verb on the start and two later positions of every shipped game,
// lessons, disputes along a game's moves, house rules and set-up positions, the study of a
// dispute) give, through the module's api(verb, query), the bytes of `kharbaga VERB --json` with
// the same options; a study of minutes stops at the server's --max-time in the module too, with
// the games it played to their end; and the bad parameters give the status and the body that
// `kharbaga serve` gives for the same query, byte for byte, naming the same parameter as test_api
// expects. Endgame tables built in the module (the page's, web_tables.c) give solve's report, and
// the analysis after them the program's on its own tables.
//
// node web_api_test.mjs KHARBAGA MODULE — KHARBAGA: the native program, MODULE: kharbaga.mjs.
// Exits 77 (CTest's "skipped") when the module was not built, unless KHARBAGA_REQUIRE_WEB=1, which
// makes that a failure. KHARBAGA_WEB_ONLY=REGEX runs the cases whose names match.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../..');
const binary = process.argv[2] || path.join(source, 'build/kharbaga');
const modulePath = process.argv[3] || path.join(source, 'build-web/kharbaga.mjs');
const only = process.env.KHARBAGA_WEB_ONLY ? new RegExp(process.env.KHARBAGA_WEB_ONLY) : null;

if (!fs.existsSync(modulePath) || !fs.existsSync(modulePath.replace(/\.mjs$/, '.wasm'))) {
  const why = `no WebAssembly module at ${modulePath} (lua/web/README.md builds it)`;
  if (process.env.KHARBAGA_REQUIRE_WEB === '1') {
    console.error(`web test: ${why}, and KHARBAGA_REQUIRE_WEB=1 requires it`);
    process.exit(1);
  }
  console.error(`web test skipped: ${why}`);
  process.exit(77);
}

const { default: createKharbaga } = await import(pathToFileURL(modulePath).href);
const kharbaga = await createKharbaga();
const env = { ...process.env, KHARBAGA_PATH: '' }; // the built-in search path, as the module's

const results = { passed: 0, failed: 0 };
const failures = [];

function fail(name, text) {
  results.failed++;
  failures.push(name);
  console.log(`FAIL ${name}\n${text}`);
}

// A query as a browser writes one: key=value pairs, percent-encoded (a flag: key=true).
function query(params) {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v === null ? 'true' : v)}`).join('&');
}

// Timing figures (seconds and speeds) differ between two runs: zeroed in both texts.
function zeroTimings(text) {
  return text.replace(/"(seconds|nodes_per_second|moves_per_second)":[0-9.]+/g, '"$1":0');
}

function cli(args) {
  const r = spawnSync(binary, args, { env, maxBuffer: 64 << 20 });
  return { status: r.status, out: r.stdout, err: r.stderr.toString() };
}

// The module's answer to verb with the parameters equals `kharbaga verb --json` with the same
// options (positional: the parameter that is the verb's argument; a null value: a flag).
function expectSame(verb, params, positional = null) {
  const q = query(params);
  const name = `${verb}?${q}`;
  if (only && !only.test(name)) return;
  const args = [verb, '--json'];
  for (const [k, v] of params) {
    if (k === positional) args.push(v);
    else if (v === null) args.push(`--${k}`);
    else args.push(`--${k}`, v);
  }
  const want = cli(args);
  const got = kharbaga.apiBytes(verb, q);
  if (want.status !== 0 || got.status !== 200)
    return fail(name, `CLI status ${want.status} (${want.err.trim()}), module status ${got.status} (${Buffer.from(got.bytes)})`);
  const a = zeroTimings(Buffer.from(got.bytes).toString('latin1'));
  const b = zeroTimings(want.out.toString('latin1'));
  if (a !== b) {
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    return fail(name, `differs at byte ${at}:\nmodule ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 120))}\n` +
                      `CLI    ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 120))}`);
  }
  results.passed++;
}

function json(args) {
  const r = cli(args);
  if (r.status !== 0) throw new Error(`kharbaga ${args.join(' ')}: ${r.err}`);
  return JSON.parse(r.out.toString());
}

// ---- the cases of test_api.c ----

const games = json(['variants', '--json']).map((g) => ({ id: g.id, rulesets: g.rulesets.slice(0, 4).map((r) => r.id) }));
if (games.length < 9) throw new Error(`only ${games.length} games on the search path`);

// Fanorona's boards reduced for solving (fanorona_<w>x<h>) play Fanorona's rules on other boards:
// their start is enough, as in test_api.
const reducedBoard = (g) => g.id.startsWith('fanorona_');

function firstMove(game, play) {
  const moves = json(play ? ['moves', '--json', '--variant', game, '--play', play] : ['moves', '--json', '--variant', game]);
  return moves.length ? moves[0].move : null;
}

// Every verb on one position of a game (play: the moves from its start).
function checkPosition(g, play) {
  const setup = play ? [['variant', g.id], ['play', play]] : [['variant', g.id]];
  expectSame('moves', setup);
  expectSame('show', setup);
  expectSame('render', setup);
  const move = firstMove(g.id, play);
  if (move) {
    expectSame('render', [...setup, ['move', move]]);
    expectSame('explain', [...setup, ['move', move]], 'move');
    expectSame('analyze', [...setup, ['ai', 'greedy'], ['depth', '2']]);
  }
  expectSame('perft', [...setup, ['depth', '2']]);
  if (g.rulesets.length > 1)
    expectSame('dispute', [...setup, ['a', `ruleset=${g.rulesets[0]}`], ['b', `ruleset=${g.rulesets[1]}`]]);
}

// A game without lessons (Fanorona's boards reduced for solving): `learn` refuses it, and the
// module as well.
function withoutLessons(g) {
  const list = cli(['learn', '--json', '--variant', g.id]);
  if (list.status === 0 || !/has no lessons/.test(list.err)) return false;
  const got = kharbaga.apiBytes('learn', query([['variant', g.id]]));
  if (got.status !== 400) fail(`learn?variant=${g.id}`, `the CLI refuses a game without lessons, the module answered ${got.status}`);
  else results.passed++;
  return true;
}

function checkLessons(g) {
  if (withoutLessons(g)) return;
  const lesson = json(['learn', '--json', '--variant', g.id, '--lesson', '1']);
  const move = lesson.answers[0];
  expectSame('learn', [['variant', g.id]]);
  expectSame('learn', [['variant', g.id], ['lesson', '1']]);
  expectSame('learn', [['variant', g.id], ['lesson', '1'], ['answer', move]]);
  expectSame('learn', [['variant', g.id], ['lesson', '1'], ['answer', 'zz']]);
  expectSame('learn', [['variant', g.id], ['lesson', '1'], ['answer', 'a1-a2'], ['tries', '1']]);
}

// test_verbs_answer_as_the_cli
expectSame('variants', []);
expectSame('personalities', []);
expectSame('family', []);
for (const g of games) {
  expectSame('rules', [['variant', g.id]]);
  checkLessons(g);
  if (g.rulesets.length > 1) expectSame('rules', [['variant', g.id], ['ruleset', g.rulesets[1]]]);
  let play = '';
  checkPosition(g, play);
  for (let k = 0; k < 2 && !reducedBoard(g); k++) {
    const move = firstMove(g.id, play);
    if (!move) break;
    play = play ? `${play} ${move}` : move;
    checkPosition(g, play);
  }
}

// test_dispute_part_answers_as_the_cli
for (const g of games) {
  if (reducedBoard(g)) continue;
  let play = '';
  for (let k = 0; k < 4; k++) {
    const move = firstMove(g.id, play);
    if (!move) break;
    play = play ? `${play} ${move}` : move;
  }
  if (!play) continue;
  if (g.rulesets.length > 1) expectSame('dispute', [['variant', g.id], ['play', play], ['part', null]]);
  const base = [['variant', g.id], ['play', play], ['part', null], ['a', 'capture=optional']];
  expectSame('dispute', base);
  expectSame('dispute', [...base, ['at', '2']]);
  expectSame('dispute', [...base, ['from', '2']]);
}

// test_house_rules_and_positions
expectSame('moves', [['variant', 'kharbaga'], ['rule', 'removal=immediate'], ['rule', 'chain=may']]);
expectSame('moves', [['variant', 'zamma'], ['position', 'B:Be5:We6,Ke8']]);
expectSame('rules', [['variant', 'kharbaga'], ['rule', 'men_move=any']]);
expectSame('show', [['variant', 'felli'], ['ruleset', 'standard']]);
expectSame('learn', [['variant', 'kharbaga'], ['lesson', '2'], ['answer', 'e3-d4'], ['found', 'e3-e5'], ['tries', '1']]);
// test_what_the_page_reads: the end of a game in words
expectSame('render', [['position', 'B:BKa1,Ka3:WKi9,Ki7'], ['play', 'a3-b4 i7-h6 b4-a3 h6-i7 a3-b4 i7-h6 b4-a3 h6-i7']]);
expectSame('render', [['position', 'B:BKa1,Ka3:WKi9,Ki7'], ['play', 'a3-b4 i7-h6 b4-a3 h6-i7'], ['rule', 'quiet_limit=4']]);
expectSame('render', [['position', 'B:Ba1:Wb2,i9'], ['play', 'a1xc3']]);
expectSame('explain', [['move', 'e3-e7']], 'move');

// test_study_answers_as_the_cli: the study the page offers under a dispute, which the module plays
// as the server does (`kharbaga study --depth 3 --until clear --jobs 1`), on the calling thread,
// within the server's default --max-time (10 s).
function studyArgs(params) {
  return ['study', '--json', '--depth', '3', '--until', 'clear', '--jobs', '1', ...params.flatMap(([k, v]) => [`--${k}`, v])];
}

function expectStudy(params) {
  const q = query(params);
  const name = `study?${q}`;
  if (only && !only.test(name)) return;
  const want = cli(studyArgs(params));
  const started = Date.now();
  const got = kharbaga.apiBytes('study', q);
  const took = (Date.now() - started) / 1000;
  const body = Buffer.from(got.bytes).toString('latin1');
  if (want.status !== 0 || got.status !== 200)
    return fail(name, `CLI status ${want.status} (${want.err.trim()}), module status ${got.status} (${body})`);
  if (body !== want.out.toString('latin1'))
    return fail(name, `the module answered\n${body.slice(0, 600)}\nthe CLI wrote\n${want.out.toString().slice(0, 600)}`);
  const study = JSON.parse(body);
  if (!study.complete) return fail(name, `not complete: ${study.answer}`);
  console.log(`study ${params.map(([, v]) => v).join(' ')}: ${study.games_per_choice} games per choice in the module, ${took.toFixed(1)} s`);
  results.passed++;
}

// A study of minutes (Zamma's rulesets) in the module: stopped at 10 s, as the server stops it,
// with the games it played to their end, those of `kharbaga study --games N`.
function expectStudyStopped(params) {
  const q = query(params);
  const name = `study?${q} (stopped)`;
  if (only && !only.test(name)) return;
  const started = Date.now();
  const got = kharbaga.apiBytes('study', q);
  const took = (Date.now() - started) / 1000;
  const study = JSON.parse(Buffer.from(got.bytes).toString());
  if (got.status !== 200 || study.complete !== false || took > 10 + 5)
    return fail(name, `status ${got.status}, complete ${study.complete}, ${took.toFixed(1)} s: ${study.answer || study.error}`);
  const stopped = 'The study stopped there, at the 10 s a request may take here; in a terminal, kharbaga study with these choices plays on until the answer is clear.';
  if (!study.answer.endsWith(stopped)) return fail(name, `the answer does not say it stopped: ${study.answer}`);
  const same = json([...studyArgs(params), '--games', String(study.games_per_choice)]);
  const part = (doc) => JSON.stringify([doc.choices, doc.comparisons, doc.score_variance]);
  if (part(same) !== part(study)) return fail(name, `its games are not those of --games ${study.games_per_choice}`);
  console.log(`study ${params.map(([, v]) => v).join(' ')}: stopped after ${study.games_per_choice} games per choice in the module, ${took.toFixed(1)} s`);
  results.passed++;
}

expectStudy([['choice', 'removal=end'], ['choice', 'removal=immediate']]);
expectStudy([['variant', 'kharbaga'], ['ruleset', 'standard'], ['choice', 'ruleset=standard'], ['choice', 'removal=immediate']]);
expectStudyStopped([['variant', 'zamma'], ['choice', 'ruleset=standard'], ['choice', 'ruleset=monod']]);

// ---- bad parameters: the module answers as the server ----

// test_bad_parameters' targets (but /api/search/ID, the server's searches, which the module does
// not have), test_answers_are_utf8's, and a few of the query's own reading.
const badCases = [
  ['/api/moves?variant=nosuchgame', 400, 'variant'],
  ['/api/moves?variant=..%2Fvariants%2Fkharbaga', 400, 'variant'],
  ['/api/moves?variant=%2Fetc%2Fpasswd', 400, 'variant'],
  ['/api/moves?variant=kharbaga.lua', 400, 'variant'],
  ['/api/moves?ruleset=nosuch', 400, 'ruleset'],
  ['/api/moves?rule=frob%3D1', 400, 'rule'],
  ['/api/moves?rule=removal%3Dsometimes', 400, 'rule'],
  ['/api/moves?position=zz', 400, 'position'],
  ['/api/moves?position=B%3ABa1%3AWa1', 400, 'position'],
  ['/api/moves?play=e3-e9', 400, 'play'],
  ['/api/moves?play=', 400, 'play'],
  ['/api/moves?depth=3', 400, 'depth'],
  ['/api/moves?output=%2Ftmp%2Fx', 400, 'output'],
  ['/api/dispute?record=%2Fetc%2Fpasswd', 400, 'record'],
  ['/api/perft?depth=7', 400, 'depth'],
  ['/api/perft?depth=x', 400, 'depth'],
  ['/api/perft', 400, 'depth'],
  ['/api/analyze?ai=..%2Fpersonalities%2Fmaster', 400, 'ai'],
  ['/api/analyze?ai=nosuch', 400, 'ai'],
  ['/api/analyze?time=0', 400, 'time'],
  ['/api/analyze?time=99999999', 400, 'time'],
  ['/api/render?size=3', 400, 'size'],
  ['/api/render?move=a1-a9', 400, 'move'],
  ['/api/render?no-coordinates=maybe', 400, 'no-coordinates'],
  ['/api/explain', 400, 'move'],
  ['/api/family?variant=kharbaga', 400, 'variant'],
  ['/api/family?json=0', 400, 'json'],
  ['/api/explain?move=e3', 400, 'move'],
  ['/api/explain?move=--variant%3D%2Fetc%2Fshadow&move=e3-e5', 400, 'move'],
  ['/api/explain?move=e3-e5&move=--variant%3D%2Fetc%2Fpasswd', 400, 'move'],
  ['/api/explain?move=--variant&move=%2Fetc%2Fpasswd', 400, 'move'],
  ['/api/explain?move=-h', 400, 'move'],
  ['/api/explain?move=', 400, 'move'],
  ['/api/explain?position=--variant%3D%2Fetc%2Fpasswd&move=e3-e5', 400, 'position'],
  ['/api/dispute?a=removal%3Dimmediate', 400, 'b'],
  ['/api/study', 400, 'choice'],
  ['/api/study?choice=removal%3Dend', 400, 'choice'],
  ['/api/study?choice=removal%3Dsometimes&choice=removal%3Dend', 400, 'choice'],
  ['/api/study?choice=%2Fetc%2Fpasswd&choice=removal%3Dend', 400, 'choice'],
  ['/api/study?choice=ruleset%3D..%2F..%2Fetc%2Fpasswd&choice=removal%3Dend', 400, 'choice'],
  ['/api/study?choice=--variant%3D%2Fetc%2Fpasswd&choice=removal%3Dend', 400, 'choice'],
  ['/api/study?choice=--variant&choice=%2Fetc%2Fpasswd', 400, 'choice'],
  ['/api/study?depth=9&choice=removal%3Dend&choice=removal%3Dimmediate', 400, 'depth'],
  ['/api/study?jobs=64&choice=removal%3Dend&choice=removal%3Dimmediate', 400, 'jobs'],
  ['/api/study?out=%2Ftmp%2Fx&choice=removal%3Dend&choice=removal%3Dimmediate', 400, 'out'],
  ['/api/study?variant=%2Fetc%2Fpasswd&choice=removal%3Dend&choice=removal%3Dimmediate', 400, 'variant'],
  ['/api/dispute?part=maybe&play=d4-e5&a=removal%3Dimmediate', 400, 'part'],
  ['/api/dispute?part=true&a=removal%3Dimmediate', 400, 'part'],
  ['/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&at=0', 400, 'at'],
  ['/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&at=x', 400, 'at'],
  ['/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&at=3', 400, 'at'],
  ['/api/dispute?a=removal%3Dend&b=removal%3Dimmediate&at=2', 400, 'at'],
  ['/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&from=3', 400, 'from'],
  ['/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&from=2&at=2', 400, 'from'],
  ['/api/dispute?part=true&play=d4-e5+e5-e6&a=removal%3Dimmediate', 400, 'play'],
  ['/api/moves?variant=kharbaga&variant=zamma', 400, 'variant'],
  ['/api/learn?lesson=99', 400, 'lesson'],
  ['/api/learn?lesson=x', 400, 'lesson'],
  ['/api/learn?answer=e3-e5', 400, 'answer'],
  ['/api/learn?lesson=4&answer=e3xe7&found=e3xe7', 400, 'found'],
  ['/api/learn?lesson=2&answer=e3-d4&found=e3-e7', 400, 'found'],
  ['/api/learn?lesson=2&answer=e3-d4&tries=2', 400, 'tries'],
  ['/api/learn?variant=nosuchgame', 400, 'variant'],
  ['/api/learn?variant=..%2Fvariants%2Fkharbaga', 400, 'variant'],
  ['/api/learn?position=B%3ABe3%3AWa9', 400, 'position'],
  ['/api/nosuchverb', 404, null],
  ['/api/explain?move=%FF%FEe3-e5%C0%80', 400, 'move'],
  // the query's reading: an empty piece, a key without '=', '+' and %HH in keys, a trailing '&'
  ['/api/moves?variant=kharbaga&&play=e3-e5', 400, ''],
  ['/api/moves?variant&play=e3-e5', 400, 'variant'],
  ['/api/moves?pl%61y=e3-e5+e7xe3&', 200, undefined],
  ['/api/moves?variant=zamma&no+such=1', 400, 'no such'],
];

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const server = spawn(binary, ['serve', '--port', String(port), '--host', '127.0.0.1', '--workshop'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  server.stderr.on('data', (d) => {
    said += d;
  });
  const deadline = Date.now() + 15000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`kharbaga serve exited ${server.exitCode}: ${said.trim()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/show`)).ok) return { server, base: `http://127.0.0.1:${port}` };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`kharbaga serve did not answer on port ${port}: ${said.trim()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// The module's answer to target equals the server's, status and bytes (parameter: what the
// body's parameter must be; undefined: not looked at). script: a workshop request's body.
async function expectAsServer(base, target, status, parameter, script = null) {
  const name = `${script === null ? 'GET' : 'POST'} ${target}`;
  if (only && !only.test(name)) return;
  const [, verb, q = ''] = target.match(/^\/api\/(?:workshop\/)?([^?]*)(?:\?(.*))?$/);
  const init = script === null ? { cache: 'no-store' }
    : { method: 'POST', body: script, headers: { 'X-Kharbaga': '1', 'Content-Type': 'text/plain; charset=utf-8' } };
  const response = await fetch(base + target, init);
  const want = Buffer.from(await response.arrayBuffer());
  const got = script === null ? kharbaga.apiBytes(verb, q) : kharbaga.workshopBytes(verb, q, script);
  const body = Buffer.from(got.bytes);
  if (response.status !== status)
    return fail(name, `the server answered ${response.status}, expected ${status}: ${want}`);
  if (got.status !== response.status || !body.equals(want)) {
    return fail(name, `module ${got.status} ${JSON.stringify(zeroTimings(body.toString('latin1')).slice(0, 600))}\n` +
                      `server ${response.status} ${JSON.stringify(zeroTimings(want.toString('latin1')).slice(0, 600))}`);
  }
  if (parameter !== undefined && JSON.parse(body.toString()).parameter !== parameter)
    return fail(name, `parameter is not ${JSON.stringify(parameter)} in ${body}`);
  results.passed++;
}

// ---- endgame tables built in the module (web_tables.c), as the page without a server asks ----

// solve's report without its timings and with its directory named DIR.
function reportLines(text, dir) {
  return text.split(dir).join('DIR').split('\n').filter((l) => !/^built [0-9,]+ positions in /.test(l))
    .map((l) => l.replace(/; built in .*/, '; built')).join('\n');
}

// A build's report is `kharbaga solve`'s for the same tables; the analysis then finds them as the
// program finds its own; the page's bound and parameters no request may give are refused.
function expectTables() {
  if (only && !only.test('tables')) return;
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'kharbaga-web-tables-'));
  try {
    const dir = path.join(data, 'kharbaga/tables');
    const solve = cli(['solve', '--variant', 'felli', '--pieces', '3', '--dir', dir]);
    const built = kharbaga.tables('variant=felli', '3');
    const answer = JSON.parse(built.body);
    const slices = solve.out.toString().split('\n').filter((l) => /positions: .* wins/.test(l)).length;
    if (solve.status !== 0 || built.status !== 200 || answer.slices !== slices || answer.positions < 1 ||
        reportLines(answer.report, kharbaga.tablesDir()) !== reportLines(solve.out.toString(), dir))
      fail('tables', `solve ${solve.status} ${solve.err}${solve.out}\nmodule ${built.status} ${built.body}`);
    else results.passed++;
    const position = 'position=B%3ABb2%2Cc2%3AWd4&depth=2';
    const want = spawnSync(binary, ['analyze', '--json', '--variant', 'felli', '--position', 'B:Bb2,c2:Wd4', '--depth', '2'],
      { env: { ...env, XDG_DATA_HOME: data } });
    const got = kharbaga.api('analyze', `variant=felli&${position}`);
    const table = got.status === 200 ? JSON.parse(got.body).table : null;
    if (want.status !== 0 || !table || zeroTimings(got.body) !== zeroTimings(want.stdout.toString()))
      fail('tables: analyze', `module ${got.status} ${got.body}\nCLI ${want.status} ${want.stdout}${want.stderr}`);
    else results.passed++;
  } finally {
    fs.rmSync(data, { recursive: true, force: true });
  }
  for (const [q, pieces, parameter] of [['variant=kharbaga', '5', 'pieces'], ['variant=felli', 'x', 'pieces'],
    ['variant=felli&dir=%2Ftmp', '3', 'dir'], ['variant=nosuchgame', '3', 'variant'], ['variant=felli&lang=xx', '3', 'lang']]) {
    const refused = kharbaga.tables(q, pieces);
    const body = JSON.parse(refused.body);
    if (refused.status !== 400 || body.parameter !== parameter || !body.error)
      fail(`tables: ${q} pieces=${pieces}`, `expected 400 naming ${parameter}: ${refused.status} ${refused.body}`);
    else results.passed++;
  }
}
expectTables();

const { server, base } = await startServer();
try {
  for (const [target, status, parameter] of badCases) await expectAsServer(base, target, status, parameter);
  // the workshop (serve --workshop): a script sent as the body is the game
  const script = fs.readFileSync(path.join(source, 'variants/felli.lua'), 'utf8');
  const broken = script.replace(/name\s*=/, 'name = 1, nosuchfield =');
  for (const [target, status, parameter] of [
    ['/api/workshop/check', 200], ['/api/workshop/moves?play=b2-c3', 200], ['/api/workshop/show', 200],
    ['/api/workshop/render', 200], ['/api/workshop/rules', 200], [`/api/workshop/explain?move=${firstMove('felli', '')}`, 200],
    ['/api/workshop/moves?variant=felli', 400, 'variant'], ['/api/workshop/nosuchverb', 404, null],
  ]) await expectAsServer(base, target, status, parameter, script);
  await expectAsServer(base, '/api/workshop/check', 200, undefined, broken);
  await expectAsServer(base, '/api/workshop/moves', 400, 'script', broken);
} finally {
  server.kill('SIGTERM');
}

console.log(`web: the module against kharbaga ${games.length} games`);
if (failures.length) console.log(`failed: ${failures.slice(0, 20).join('\n        ')}`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
