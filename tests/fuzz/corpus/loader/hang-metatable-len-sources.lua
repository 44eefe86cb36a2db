return { sources = setmetatable({}, { __len = function() return math.maxinteger end }) }
