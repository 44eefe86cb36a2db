-- expect-sandbox: pattern_backtracking.lua:5: instruction budget of
-- expect-sandbox: (string.find: a pattern that may take
-- 2^40 ways for the a? to share the subject, inside one C call the count hook cannot stop.
local s = ("a"):rep(40)
s:find(("a?"):rep(40) .. s .. "b")
return variant { id = "pattern_backtracking", name = "Backtrack", summary = "x", board = boards.alquerque(5) }
