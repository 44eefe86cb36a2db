-- expect: personality_index_loops.lua:
-- expect:  exceeded
-- The table a personality returns is read by the program; its __index loops.
return setmetatable({}, { __index = function() while true do end end })
