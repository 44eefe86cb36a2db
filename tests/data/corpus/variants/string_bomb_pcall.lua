-- expect-sandbox: string_bomb_pcall.lua
-- expect-sandbox:  exceeded
-- A memory bomb caught by pcall, again and again: the cap holds and the load still fails, at the
-- memory cap (a few hundred milliseconds of copying) or, on a busy machine, at the deadline.
local keep = {}
for i = 1, 1000 do
  pcall(function() local s = "x" while true do s = s .. s end end)
  keep[i] = ("y"):rep(4 * 1024 * 1024)
end
return variant { id = "string_bomb_pcall", name = "x", summary = "x", board = boards.alquerque(5) }
