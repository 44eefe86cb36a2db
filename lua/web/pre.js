// pre.js — the module's first lines (--pre-js, lua/web/CMakeLists.txt). Under Node, whose fetch
// does not read file: URLs, the WebAssembly binary is read from the file beside the module.
if (kharbagaNode && !Module['wasmBinary']) {
  const path = require('node:path').join(__dirname, 'kharbaga.wasm');
  Module['wasmBinary'] = require('node:fs').readFileSync(Module['locateFile'] ? Module['locateFile']('kharbaga.wasm', __dirname + '/') : path);
}
