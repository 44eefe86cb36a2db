// server.mjs — `kharbaga serve` for the tests under Node, with or without a browser: the program
// run on a free port until it answers, its first line checked to be its URL. run.sh gives the
// program as KHARBAGA_BINARY.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const source = path.resolve(here, '../..');
export const binary = process.env.KHARBAGA_BINARY || path.join(source, 'build/kharbaga');

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// Starts `kharbaga serve` on a free port with extra options (e.g. ['--workshop']); on 127.0.0.1
// unless they give a --host (it is asked at 127.0.0.1 either way). `env` adds to the
// environment. Returns { base: 'http://127.0.0.1:PORT/', process }.
export async function serve(extra = [], env = {}) {
  const port = await freePort();
  const host = extra.includes('--host') ? [] : ['--host', '127.0.0.1'];
  const child = spawn(binary, ['serve', '--port', String(port), ...host, ...extra], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let said = '';
  child.stderr.on('data', (d) => {
    said += d;
  });
  child.stdout.on('data', (d) => {
    said += d;
  });
  const deadline = Date.now() + 15000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`kharbaga serve exited ${child.exitCode}: ${said.trim()}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/variants`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`kharbaga serve did not answer on port ${port}: ${said.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.match(said, new RegExp(`http://127\\.0\\.0\\.1:${port}`), 'serve prints its URL');
  return { base: `http://127.0.0.1:${port}/`, process: child };
}
