-- table.insert on a table whose __len says math.maxinteger: the first empty slot wraps around to
-- math.mininteger and the count of elements to shift came out negative, an undefined conversion
-- in the charge (found by fuzz_loader, UndefinedBehaviorSanitizer). Nothing is shifted, as in Lua.
local t = setmetatable({}, { __len = function() return math.maxinteger end })
table.insert(t, 1, "x")
return variant { id = "x", name = "x", summary = "x", board = boards.alquerque(5) }
