-- expect-sandbox: index_loops.lua:4: 
-- expect-sandbox:  exceeded
-- The table the loader reads loops in __index: the budget covers the loader's reading too.
return setmetatable({}, { __index = function() while true do end end })
