-- expect: load_comment.lua:5: 
-- expect:  exceeded
-- A 30 MB comment: each load parses it all, for one instruction.
local s = '--' .. ('x'):rep(30000000)
while true do load(s) end
