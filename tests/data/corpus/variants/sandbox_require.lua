-- expect-sandbox: sandbox_require.lua:2: attempt to call a nil value (global 'require')
local os = require("os")
os.exit(0)
