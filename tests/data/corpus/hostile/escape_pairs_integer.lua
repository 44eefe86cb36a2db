-- expect: escape_pairs_integer.lua:5: bad argument #1 to 'iterate' (table expected, got number)
-- The iterator of pairs() on a library read any first argument as a table: an integer crashed
-- the program. Every library is now a plain table of the script's own, and pairs gives next.
local iterate = pairs(string)
iterate(12345)
return variant { id = "x", name = "x", summary = "x", board = boards.alquerque(5) }
