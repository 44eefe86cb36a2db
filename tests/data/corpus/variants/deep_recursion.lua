-- expect-sandbox: deep_recursion.lua:2: stack overflow
local function down(n) return 1 + down(n + 1) end
down(1)
return variant { id = "deep_recursion", name = "x", summary = "x", board = boards.alquerque(5) }
