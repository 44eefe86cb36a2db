-- expect: point_bad_coordinates.lua:
-- expect: board.points[2]: expected { name, x, y } with a string name and whole-number coordinates
return variant {
  id = "point_bad_coordinates", name = "Bad coordinates", summary = "A point between grid lines.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "b1", 0.5, 0 }, { "a2", 0, 1 } },
    lines = { { "a1", "a2" } },
  },
}
