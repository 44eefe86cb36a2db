-- expect: line_bent.lua:9: board.lines[2]:
-- expect: bends: lines must be straight
return variant {
  id = "line_bent", name = "Bent line", summary = "A line that turns a corner.",
  board = boards.graph {
    points = { { "a1", 0, 0 }, { "b1", 1, 0 }, { "a2", 0, 1 }, { "b2", 1, 1 } },
    lines = {
      { "a2", "b2" },
      { "a1", "b1", "b2" },
    },
  },
}
