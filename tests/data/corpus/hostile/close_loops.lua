-- expect: close_loops.lua:
-- expect:  exceeded
-- A to-be-closed variable whose __close loops, run while the error unwinds.
local x <close> = setmetatable({}, { __close = function() while true do end end })
while true do end
