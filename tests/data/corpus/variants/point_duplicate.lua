-- expect: point_duplicate.lua:7: board.points[3]:
-- expect: is declared twice
return variant {
  id = "point_duplicate", name = "Duplicate point", summary = "Two points share a name.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "b1", 1, 0 },
      { "b1", 2, 0 }, { "a2", 0, 1 } },
    lines = { { "a1", "a2" } },
  },
}
