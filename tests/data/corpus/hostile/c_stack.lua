-- expect: c_stack.lua:3: 
-- expect: stack overflow
local t = setmetatable({}, { __index = function(t, k) return t[k] end })
return t.x
