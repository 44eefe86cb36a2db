-- expect: memory_bomb.lua: memory limit of 64 MiB exceeded
local t = {}
while true do t[#t + 1] = ('x'):rep(1000000) .. #t end
