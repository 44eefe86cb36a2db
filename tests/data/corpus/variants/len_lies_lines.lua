-- expect: len_lies_lines.lua:5: board.lines: 9223372036854775807 lines; a board has at most 1024
-- A __len that claims any length must not make the loader loop over it.
local huge = setmetatable({}, { __len = function() return math.maxinteger end })
return variant { id = "len_lies_lines", name = "x", summary = "x",
  board = { points = { { "a1", 0, 0 }, { "a2", 0, 1 } }, lines = huge } }
