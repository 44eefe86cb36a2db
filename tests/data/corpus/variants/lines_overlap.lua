-- expect: lines_overlap.lua:
-- expect: overlap: two lines leave a point in the same direction
return variant {
  id = "lines_overlap", name = "Overlapping lines", summary = "The same segment drawn twice, differently.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "b1", 1, 0 }, { "c1", 2, 0 }, { "a2", 0, 1 }, { "b2", 1, 1 }, { "c2", 2, 1 } },
    lines = { { "a1", "c1" }, { "a1", "b1", "c1" }, { "a2", "b2", "c2" }, { "a1", "a2" } },
  },
}
