-- expect: load_comment.lua:
-- expect:  exceeded
-- A 30 MB comment: each load parses it all, for one instruction. (Under the sanitizers the
-- deadline may come while the comment is being made.)
local s = '--' .. ('x'):rep(30000000)
while true do load(s) end
