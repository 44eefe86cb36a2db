-- expect-sandbox: sandbox_io.lua:2: attempt to index a nil value (global 'io')
local f = io.open("/etc/passwd")
return variant { id = "sandbox_io", name = "Reads files", summary = f:read("a"), board = boards.kharbaga41() }
