-- expect-sandbox: memory_bomb.lua: memory limit of
local s = "kharbaga"
while true do
  s = s .. s
end
