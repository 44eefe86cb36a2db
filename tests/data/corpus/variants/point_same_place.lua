-- expect: point_same_place.lua:
-- expect: have the same coordinates (1, 0)
return variant {
  id = "point_same_place", name = "Points in one place", summary = "Two points drawn on top of each other.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "b1", 1, 0 }, { "c1", 1, 0 }, { "a2", 0, 1 } },
    lines = { { "a1", "a2" } },
  },
}
