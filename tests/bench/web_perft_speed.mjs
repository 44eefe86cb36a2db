// web_perft_speed.mjs — the WebAssembly module's perft under Node against the native program's,
// side by side in one run: every golden perft position of tests/data/perft/ with a depth-6 count
// of a million moves or more (depth 6 is the API's cap), counted by `kharbaga perft --json` and
// by the module's api('perft', ...), in turns, three rounds; each side's best time per position
// (the `seconds` of the answer: the count alone, without loading the game), and the ratio of the
// totals. Fails only on a count that differs from the file's. docs/BENCHMARKS.md.
//
//   taskset -c 1 node tests/bench/web_perft_speed.mjs build/kharbaga build-web/kharbaga.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../..');
const binary = process.argv[2] || path.join(source, 'build/kharbaga');
const modulePath = process.argv[3] || path.join(source, 'build-web/kharbaga.mjs');
const rounds = Number(process.env.KHARBAGA_BENCH_ROUNDS || 3);
const env = { ...process.env, KHARBAGA_PATH: '' };

const { default: createKharbaga } = await import(pathToFileURL(modulePath).href);
const kharbaga = await createKharbaga();

// "<position> ; rules <key=value ...> | standard ; D1 n ; ... D6 n": the cases with D6 >= 1e6.
const cases = [];
const dir = path.join(source, 'tests/data/perft');
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.perft')).sort()) {
  const variant = file.replace(/(-start|-naive|-bell-huff|-bell)?\.perft$/, '');
  for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const fields = line.split(';').map((f) => f.trim());
    const d6 = fields.find((f) => f.startsWith('D6 '));
    if (!d6 || Number(d6.slice(3)) < 1e6) continue;
    const params = [['variant', variant], ['position', fields[0]], ['depth', '6']];
    for (const rule of (fields.find((f) => f.startsWith('rules ')) || 'rules standard').slice(6).split(/\s+/)) {
      if (rule === 'standard') continue;
      if (rule.startsWith('ruleset=')) params.push(['ruleset', rule.slice(8)]);
      else params.push(['rule', rule]);
    }
    const key = params.map((p) => p.join('=')).join('&');
    if (!cases.some((c) => c.key === key)) cases.push({ name: `${file}: ${fields[0].slice(0, 30)}`, key, params, nodes: Number(d6.slice(3)) });
  }
}

function native(params) {
  const args = ['perft', '--json'];
  for (const [k, v] of params) args.push(`--${k}`, v);
  const r = spawnSync(binary, args, { env });
  if (r.status !== 0) throw new Error(`kharbaga ${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

function wasm(params) {
  const a = kharbaga.api('perft', params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
  if (a.status !== 200) throw new Error(`module perft ${JSON.stringify(params)}: ${a.body}`);
  return JSON.parse(a.body);
}

let failed = 0;
const totals = { nodes: 0, native: 0, wasm: 0 };
console.log('| position | moves | native: best s, M moves/s | module under Node: best s, M moves/s | ratio |');
console.log('|---|---|---|---|---|');
for (const c of cases) {
  const best = { native: Infinity, wasm: Infinity };
  for (let r = 0; r < rounds; r++) {
    for (const [side, run] of r % 2 ? [['wasm', wasm], ['native', native]] : [['native', native], ['wasm', wasm]]) {
      const a = run(c.params);
      if (a.nodes !== c.nodes) {
        console.log(`FAIL ${c.name}: ${side} counts ${a.nodes}, the file ${c.nodes}`);
        failed++;
      }
      best[side] = Math.min(best[side], a.seconds);
    }
  }
  totals.nodes += c.nodes;
  totals.native += best.native;
  totals.wasm += best.wasm;
  const rate = (s) => (c.nodes / s / 1e6).toFixed(1);
  console.log(`| ${c.name} | ${c.nodes} | ${best.native.toFixed(3)}, ${rate(best.native)} | ${best.wasm.toFixed(3)}, ${rate(best.wasm)} | ${(best.native / best.wasm).toFixed(2)} |`);
}
const rate = (s) => (totals.nodes / s / 1e6).toFixed(1);
console.log(`| all ${cases.length} | ${totals.nodes} | ${totals.native.toFixed(3)}, ${rate(totals.native)} | ${totals.wasm.toFixed(3)}, ${rate(totals.wasm)} | **${(totals.native / totals.wasm).toFixed(2)}** |`);
console.log(`${cases.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
