-- expect: point_on_no_line.lua:5: board:
-- expect: 'c3' is on no line
return variant {
  id = "point_on_no_line", name = "Lonely point", summary = "A point that no line reaches.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "b1", 1, 0 }, { "a2", 0, 1 }, { "b2", 1, 1 }, { "c3", 2, 2 } },
    lines = { { "a1", "b1" }, { "a2", "b2" }, { "a1", "a2" }, { "b1", "b2" } },
  },
}
