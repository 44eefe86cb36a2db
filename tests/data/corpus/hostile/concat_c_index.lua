-- expect: concat_c_index.lua:5: instruction budget of 200000000 exceeded (table.concat: 1.13e+15 elements to shift or copy)
-- table.concat as the __index of the table it joins: every element is an empty string made in
-- C, so the stock function would loop 2^50 times without one instruction or allocation.
local t = setmetatable({}, { __index = table.concat })
local s = table.concat(t, '', 1, 1 << 50)
return variant { id = "x", name = "x", summary = "x", board = boards.alquerque(5) }
