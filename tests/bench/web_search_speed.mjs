// web_search_speed.mjs — the WebAssembly module's search under Node against the native program's,
// side by side in one run, as web_perft_speed.mjs does for perft: from the start of every shipped
// game, the Master's alpha-beta search to a fixed depth (the deepest the native program finishes
// within about a quarter of a second, found first), by `kharbaga analyze --json --depth D` and by
// the module's api('analyze', ...), in turns, three rounds; each side's best time (the answer's
// `seconds`: the search alone, without loading the game), and the ratio of the totals in nodes per
// second. Fails only when the two search different numbers of nodes (the same search must visit
// the same tree). docs/BENCHMARKS.md.
//
//   taskset -c 1 node tests/bench/web_search_speed.mjs build/kharbaga build-web/kharbaga.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../..');
const binary = process.argv[2] || path.join(source, 'build/kharbaga');
const modulePath = process.argv[3] || path.join(source, 'build-web/kharbaga.mjs');
const rounds = Number(process.env.KHARBAGA_BENCH_ROUNDS || 3);
const target = Number(process.env.KHARBAGA_BENCH_SECONDS || 0.25);
const env = { ...process.env, KHARBAGA_PATH: '' };

const { default: createKharbaga } = await import(pathToFileURL(modulePath).href);
const kharbaga = await createKharbaga();

function native(variant, depth) {
  const args = ['analyze', '--json', '--variant', variant, '--depth', String(depth)];
  const r = spawnSync(binary, args, { env });
  if (r.status !== 0) throw new Error(`kharbaga ${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

function wasm(variant, depth) {
  const a = kharbaga.api('analyze', `variant=${encodeURIComponent(variant)}&depth=${depth}`);
  if (a.status !== 200) throw new Error(`module analyze ${variant} ${depth}: ${a.body}`);
  return JSON.parse(a.body);
}

const games = fs.readdirSync(path.join(source, 'variants')).filter((f) => f.endsWith('.lua')).map((f) => f.slice(0, -4)).sort();

let failed = 0;
const totals = { nodes: 0, native: 0, wasm: 0 };
console.log('| game | depth | nodes | native: best s, k nodes/s | module under Node: best s, k nodes/s | ratio |');
console.log('|---|---|---|---|---|---|');
for (const game of games) {
  let depth = 4;
  while (depth < 30 && native(game, depth).seconds < target) depth++;
  const best = { native: Infinity, wasm: Infinity };
  let nodes = null;
  for (let r = 0; r < rounds; r++) {
    for (const [side, run] of r % 2 ? [['wasm', wasm], ['native', native]] : [['native', native], ['wasm', wasm]]) {
      const a = run(game, depth);
      if (nodes === null) nodes = a.nodes;
      if (a.nodes !== nodes) {
        console.log(`FAIL ${game} depth ${depth}: ${side} searched ${a.nodes} nodes, the other ${nodes}`);
        failed++;
      }
      best[side] = Math.min(best[side], a.seconds);
    }
  }
  totals.nodes += nodes;
  totals.native += best.native;
  totals.wasm += best.wasm;
  const rate = (s) => (nodes / s / 1e3).toFixed(0);
  console.log(`| ${game} | ${depth} | ${nodes} | ${best.native.toFixed(3)}, ${rate(best.native)} | ${best.wasm.toFixed(3)}, ${rate(best.wasm)} | ${(best.native / best.wasm).toFixed(2)} |`);
}
const rate = (s) => (totals.nodes / s / 1e3).toFixed(0);
console.log(`| **all ${games.length}** | | ${totals.nodes} | ${totals.native.toFixed(3)}, ${rate(totals.native)} | ${totals.wasm.toFixed(3)}, ${rate(totals.wasm)} | **${(totals.native / totals.wasm).toFixed(2)}** |`);
process.exit(failed ? 1 : 0);
