-- expect: escape_pairs_float.lua:7: bad argument #1 to 'iterate' (table expected, got number)
-- A float whose bits are an address (from %p) made the old proxy iterator walk a fake table
-- built inside a string, and from there reach the os library.
local address = tonumber(string.format('%p', pairs):sub(3), 16)
local fake = string.unpack('d', string.pack('j', address))
local iterate = pairs(table)
iterate(fake)
return variant { id = "x", name = "x", summary = "x", board = boards.alquerque(5) }
