-- expect: memory_bomb_caught.lua:
-- expect:  exceeded
-- A memory bomb caught by pcall, again and again: each one copies megabytes in C.
while true do pcall(function() local s = 'x' while true do s = s .. s end end) end
