// static_site.mjs — what the tests of the static site (lua/web/README.md: `cmake --build build-web
// --target site`) share: where the built folder is, and a plain static host for it on a free port
// of 127.0.0.1 — the files as they are, GET only, a content type and nothing else (no
// cross-origin isolation, no API), as GitHub Pages or `python3 -m http.server` would serve them.
//
// KHARBAGA_SITE=DIR (default build-web/site); a test without it exits 77 (skipped) unless
// KHARBAGA_REQUIRE_WEB=1, which makes that a failure.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { freePort, source } from './harness.mjs';

export const site = path.resolve(process.env.KHARBAGA_SITE || path.join(source, 'build-web/site'));

// Exits 77 (or 1 under KHARBAGA_REQUIRE_WEB=1) when the site was not built.
export function requireSite(name) {
  if (fs.existsSync(path.join(site, 'kharbaga.wasm')) && fs.existsSync(path.join(site, 'sw.js'))) return;
  const why = `no static site in ${site} (cmake --build build-web --target site)`;
  if (process.env.KHARBAGA_REQUIRE_WEB === '1') {
    console.error(`${name}: ${why}, and KHARBAGA_REQUIRE_WEB=1 requires it`);
    process.exit(1);
  }
  console.error(`${name} skipped: ${why}`);
  process.exit(77);
}

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm', '.webmanifest': 'application/manifest+json',
};

// Serves the site's folder; returns { url, requested, close() }: requested lists the paths asked,
// in order, so that a test can see what came from the network. With isolated, the files come
// with the headers of cross-origin isolation, which the site does not need but the browser's
// measure of a page's memory does (performance.measureUserAgentSpecificMemory).
export async function serveSite(dir = site, { isolated = false } = {}) {
  const requested = [];
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x/').pathname).replace(/\/$/, '/index.html');
    requested.push(name);
    const file = path.join(dir, path.normalize(name));
    if (req.method !== 'GET' || !file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(req.method === 'GET' ? 404 : 405, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    const isolation = isolated ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } : {};
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream', ...isolation });
    res.end(fs.readFileSync(file));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    requested,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
