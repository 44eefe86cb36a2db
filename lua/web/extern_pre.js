// extern_pre.js — put before the module's code (--extern-pre-js, lua/web/CMakeLists.txt). The
// ES module this Emscripten (3.1.6) writes reads Node's files with require and __dirname, which
// an ES module does not have: under Node they are made here from the module's own URL. In a
// browser or a worker nothing runs.
const kharbagaNode = typeof process == 'object' && typeof process.versions == 'object' &&
  typeof process.versions.node == 'string';
const require = kharbagaNode ? (await import('node:module')).createRequire(import.meta.url) : undefined;
const __dirname = kharbagaNode ? require('node:path').dirname(require('node:url').fileURLToPath(import.meta.url)) : '';
