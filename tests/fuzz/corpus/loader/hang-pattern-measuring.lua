-- Found by fuzz_loader: calls of string.find whose pattern is cheap to match but whose cost
-- estimate read the subject once per repeat, uncharged; a loop of them ran for hours within
-- the instruction budget. The reading is charged now: the first call ends the script.
local s = ("ab"):rep(100000)
local p = "^" .. ("x*"):rep(50)
for i = 1, 1000000 do s:find(p) end
return variant { id = "p", name = "p", summary = "p", board = boards.alquerque(5) }
