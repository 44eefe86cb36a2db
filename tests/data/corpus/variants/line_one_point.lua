-- expect: line_one_point.lua:
-- expect: board.lines[1]: a line lists 2 to 128 point names, this one 1
return variant {
  id = "line_one_point", name = "One-point line", summary = "A line of a single point.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "a2", 0, 1 } },
    lines = { { "a1" } },
  },
}
