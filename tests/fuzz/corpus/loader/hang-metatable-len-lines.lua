local huge = setmetatable({}, { __len = function() return math.maxinteger end })
return variant { id = "x", name = "x", summary = "x", board = { points = { { "a1", 0, 0 }, { "a2", 0, 1 } }, lines = huge } }
