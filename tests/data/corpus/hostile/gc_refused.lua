-- expect: gc_refused.lua:3: bad argument #2 to 'setmetatable' (__gc metamethods are not allowed)
-- A finalizer would run script code outside any run, where no budget applies.
setmetatable({}, { __gc = function() while true do end end })
