-- expect: string_equal.lua:6: time limit of
-- Two equal 12 MB strings that are different objects: each == compares 12 MB for one
-- instruction, so the budget would allow hours; the clock does not.
local a = ('x'):rep(12000000)
local b = a:sub(1)
while true do local same = a == b end
