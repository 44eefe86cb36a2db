-- expect: runtime_error.lua:3: attempt to index a nil value (local 'shapes')
local shapes = nil
local board = shapes.kharbaga41()
return variant { id = "runtime_error", name = "Runtime error", summary = "Indexes nil.", board = board }
