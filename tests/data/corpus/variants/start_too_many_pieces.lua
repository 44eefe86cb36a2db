-- expect: start_too_many_pieces.lua:
-- expect: start: position, Black's pieces: point
-- 200 pieces on Kharbaga's 41 points.
local names = {}
for i = 1, 200 do names[i] = ("abcdefghi"):sub(i % 9 + 1, i % 9 + 1) .. (i % 9 + 1) end
return variant {
  id = "start_too_many_pieces", name = "Crowded", summary = "x",
  board = boards.kharbaga41(),
  start = "B:B" .. table.concat(names, ",") .. ":Wa9",
}
