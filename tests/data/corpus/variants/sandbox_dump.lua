-- expect-sandbox: sandbox_dump.lua:2: attempt to call a nil value (field 'dump')
local code = string.dump(function() return 1 end)
return variant { id = "sandbox_dump", name = "Dump", summary = code, board = boards.kharbaga41() }
