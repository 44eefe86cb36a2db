-- expect: len_lies_sources.lua:4: sources: 9223372036854775807 sources; at most 12
-- A __len that claims any length must not make the loader loop over it.
local huge = setmetatable({}, { __len = function() return math.maxinteger end })
return variant { id = "len_lies_sources", name = "x", summary = "x", sources = huge,
  board = boards.alquerque(5) }
