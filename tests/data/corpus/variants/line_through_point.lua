-- expect: line_through_point.lua:12: board.lines[1]: the line a1-c1 passes through b1, which it does not list
-- b1 lies on the segment from a1 to c1: a piece would step from a1 to c1 straight through it,
-- and the board would be drawn with b1 on that line.
return variant {
  id = "line_through_point", name = "Line through a point", summary = "A line that skips a point it crosses.",
  board = boards.graph {
    points = {
      { "a1", 0, 0 }, { "b1", 1, 0 }, { "c1", 2, 0 },
      { "a2", 0, 1 }, { "b2", 1, 1 }, { "c2", 2, 1 },
      { "a3", 0, 2 }, { "b3", 1, 2 }, { "c3", 2, 2 },
    },
    lines = { { "a1", "c1" }, { "a2", "b2", "c2" }, { "a3", "b3", "c3" },
      { "a1", "a2", "a3" }, { "b1", "b2", "b3" }, { "c1", "c2", "c3" } },
  },
  start = "B:Ba1:Wc3",
}
