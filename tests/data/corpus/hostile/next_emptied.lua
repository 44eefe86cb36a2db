-- expect: next_emptied.lua:7: 
-- expect:  exceeded
-- next on a table of a million emptied slots scans them all in each call.
local t = {}
for i = 1, 1000000 do t[i] = i end
for i = 1, 1000000 do t[i] = nil end
while true do next(t) end
