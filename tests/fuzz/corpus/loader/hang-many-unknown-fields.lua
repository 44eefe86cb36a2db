-- 20000 unknown fields in a game that extends another: each problem was located by scanning
-- both scripts' texts, 20000 times (found by fuzz_loader as a timeout). Only the first problems
-- are listed now.
local t = { id = "x", extends = "felli" }
for i = 1, 20000 do t["f" .. i] = i end
return t
