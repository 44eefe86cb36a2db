-- expect: format_precision.lua:4: 
-- expect:  exceeded
local s = ('x'):rep(20000000)
while true do string.format('%.1s', s) end
