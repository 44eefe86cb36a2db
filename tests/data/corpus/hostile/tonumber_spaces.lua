-- expect: tonumber_spaces.lua:4: 
-- expect:  exceeded
local s = (' '):rep(20000000)
while true do tonumber(s) end
