-- expect: line_entry_line.lua:12: board.lines[7]: a line lists 2 to 128 point names, this one 1
-- expect: line_entry_line.lua:12: board.lines[10]: expected a list of point names, got string
-- Problems with entries of board.lines are reported on the line where each entry is written,
-- not on the line of `lines =`.
return variant {
  id = "line_entry_line", name = "Line entry line", summary = "Two broken lines at the end of the list.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "b1", 1, 0 }, { "c1", 2, 0 },
      { "a2", 0, 1 }, { "b2", 1, 1 }, { "c2", 2, 1 } },
    lines = { { "a1", "b1", "c1" }, { "a2", "b2", "c2" }, { "a1", "a2" }, { "b1", "b2" },
      { "c1", "c2" }, { "a1", "b2" },
      { "a1" }, { "b1", "a2" }, { "b2", "c1" }, "a1-b1" },
  },
}
