-- expect-sandbox: len_lies_insert.lua:4: instruction budget of
-- expect-sandbox: (table.insert: 
local t = setmetatable({}, { __len = function() return math.maxinteger // 2 end })
table.insert(t, 1, "x") -- would shift 2^62 elements in one C call
return variant { id = "len_lies_insert", name = "Insert", summary = "x", board = boards.alquerque(5) }
