-- expect: returns_nothing.lua:
-- expect: the script must return a table
local game = { id = "returns_nothing" }
