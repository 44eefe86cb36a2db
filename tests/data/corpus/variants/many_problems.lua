-- expect: many_problems.lua:1: f
-- expect: many_problems.lua: more than 30 problems; the first 30 are listed
-- expect: : unknown field
-- 20000 unknown fields: the first 30 problems are listed, then one line says there are more
-- (locating each of them in the scripts' texts took minutes).
local t = { id = "many_problems", extends = "felli" }
for i = 1, 20000 do t["f" .. i] = i end
return t
