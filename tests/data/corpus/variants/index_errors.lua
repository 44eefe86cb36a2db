-- expect: index_errors.lua:3: no field for you
-- The table the loader reads raises an error from __index: a message, never an abort.
return setmetatable({}, { __index = function() error("no field for you") end })
