-- expect: board_200_points.lua:
-- expect: board.points: 200 points; a board has at most 128
local points, lines = {}, {}
for y = 0, 9 do
  local row = {}
  for x = 0, 19 do
    local name = boards.point_name(x, y)
    points[#points + 1] = { name, x, y }
    row[#row + 1] = name
  end
  lines[#lines + 1] = row
end
return variant {
  id = "board_200_points", name = "Two hundred points", summary = "Far more points than the engine holds.",
  board = boards.graph { points = points, lines = lines },
}
