-- expect-sandbox: pattern_measuring.lua:7: 
-- expect-sandbox: (string.find: a pattern that may take
-- An anchored pattern of 50 repeats has one way to match, but bounding each repeat reads the
-- whole million-byte subject: each call is 50 million byte tests, charged as such.
local s = ("ab"):rep(500000)
local p = "^" .. ("x*"):rep(50)
for i = 1, 1000000 do s:find(p) end
return variant { id = "pattern_measuring", name = "Measure", summary = "x", board = boards.alquerque(5) }
