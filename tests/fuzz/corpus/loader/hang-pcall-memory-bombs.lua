-- A memory bomb caught by pcall, a thousand times: a few instructions each, but gigabytes copied
-- in C (found by fuzz_loader as a timeout). Allocation is charged against the budget now.
for i = 1, 1000 do
  pcall(function() local s = "x" while true do s = s .. s end end)
end
return variant { id = "x", name = "x", summary = "x", board = boards.alquerque(5) }
