-- expect: point_name_upper.lua:6: board.points[1]:
-- expect: expected lower-case letters then digits
return variant {
  id = "point_name_upper", name = "Upper-case point", summary = "A point named in capitals.",
  board = boards.graph {
    points = { { "A1", 0, 0 },
      { "b1", 1, 0 }, { "a2", 0, 1 }, { "b2", 1, 1 } },
    lines = { { "b1", "b2" }, { "a2", "b2" } },
  },
}
