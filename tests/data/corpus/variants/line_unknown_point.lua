-- expect: line_unknown_point.lua:8: board.lines[2]:
-- expect: is not a declared point
return variant {
  id = "line_unknown_point", name = "Line to nowhere", summary = "A line through a point that was never declared.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "b1", 1, 0 }, { "a2", 0, 1 }, { "b2", 1, 1 } },
    lines = { { "a1", "b1" },
      { "a2", "z9" } },
  },
}
