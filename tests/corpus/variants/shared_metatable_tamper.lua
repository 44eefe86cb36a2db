-- expect: shared_metatable_tamper.lua:3: attempt to set field '__index' of a read-only table
-- The string metatable (shared by every string of the state) is read-only too.
getmetatable("").__index = function() return "pwned" end
return variant { id = "shared_metatable_tamper", name = "x", summary = "x", board = boards.alquerque(5) }
