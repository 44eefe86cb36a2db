-- expect: shared_metatable_tamper.lua:3: attempt to index a boolean value
-- The string metatable, shared by every string of the state, is hidden: getmetatable gives false.
getmetatable("").__index = function() return "pwned" end
return variant { id = "shared_metatable_tamper", name = "x", summary = "x", board = boards.alquerque(5) }
