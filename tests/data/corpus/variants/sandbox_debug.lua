-- expect-sandbox: sandbox_debug.lua:2: attempt to index a nil value (global 'debug')
debug.sethook()
