-- expect: point_name_digit_first.lua:8: board.points[3]:
-- expect: expected lower-case letters then digits
return variant {
  id = "point_name_digit_first", name = "Digit-first point", summary = "A point named backwards.",
  board = boards.graph {
    points = {
      { "a1", 0, 0 }, { "b1", 1, 0 },
      { "1a", 0, 1 }, { "b2", 1, 1 },
    },
    lines = { { "a1", "b1" }, { "b1", "b2" } },
  },
}
