-- string.find backtracks 2^40 times inside one C call, where the instruction budget cannot stop it
-- (the limit noted in lua/host/sandbox.h); n = 24 already takes about 35 s.
local s = ("a"):rep(40)
s:find(("a?"):rep(40) .. s .. "b")
return variant { id = "p", name = "p", summary = "p", board = boards.alquerque(5) }
