-- expect: rep_empty.lua:3: instruction budget of 200000000 exceeded (string.rep: 1.13e+15 copies of an empty string to make)
-- One call, no allocation, 2^50 turns of a C loop.
local s = string.rep('', 1 << 50)
return variant { id = "x", name = "x", summary = "x", board = boards.alquerque(5) }
