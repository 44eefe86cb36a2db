-- expect-sandbox: table_bomb.lua: memory limit of
local t = {}
for i = 1, 1 << 40 do
  t[i] = { i, i, i, i }
end
