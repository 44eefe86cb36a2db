-- expect: utf8_len.lua:4: 
-- expect:  exceeded
local s = ('a'):rep(20000000)
while true do utf8.len(s) end
