-- expect: sort_c_compare.lua:
-- expect:  exceeded
-- A C function as the order of table.sort: the comparisons run in C, the loop around them is
-- cheap in instructions.
local mt = { __lt = rawget } -- a[b] is nil: false, as for equal elements
local t = {}
for i = 1, 5000 do t[i] = setmetatable({}, mt) end
while true do table.sort(t) end
