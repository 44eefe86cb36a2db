local huge = setmetatable({}, { __len = function() return math.maxinteger end })
return variant { id = "x", name = "x", summary = "x", board = boards.alquerque(5), crown = { south = huge, north = {} } }
