-- Fills the sandbox up to its memory cap (whatever it is), frees a little, then returns a table
-- with many fields that extends a shipped game: merging the two tables must fail with a message.
local t = { id = "x", extends = "felli" }
for i = 1, 20000 do t["f" .. i] = i end
local hog, n = {}, 0
for _, size in ipairs({ 65536, 4096, 100 }) do -- big pieces first: the cap is reached quickly
  while pcall(function() n = n + 1; hog[n] = ("x"):rep(size) .. n end) do end
end
for i = n, n - 200, -1 do hog[i] = nil end
t.hog = hog
return t
