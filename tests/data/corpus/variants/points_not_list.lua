-- expect: points_not_list.lua:
-- expect: board.points: expected a list, got string
return variant {
  id = "points_not_list", name = "Points not a list", summary = "Points given as text.",
  board = { points = "a1 b1 c1", lines = {} },
}
