return { sources = setmetatable({}, { __len = function() return "many" end }) }
