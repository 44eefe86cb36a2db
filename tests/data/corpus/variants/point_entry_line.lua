-- expect: point_entry_line.lua:11: board.points[13]: expected { name, x, y } with a string name and whole-number coordinates
-- A problem with an entry of board.points is reported on the line where the entry is written,
-- not on the line of `points =`.
return variant {
  id = "point_entry_line", name = "Point entry line", summary = "A coordinate that is not whole, far down the list.",
  board = boards.graph {
    points = {
      { "a1", 0, 0 }, { "b1", 1, 0 }, { "c1", 2, 0 }, { "d1", 3, 0 }, { "e1", 4, 0 },
      { "a2", 0, 1 }, { "b2", 1, 1 }, { "c2", 2, 1 }, { "d2", 3, 1 }, { "e2", 4, 1 },
      { "a3", 0, 2 }, { "b3", 1, 2 },
      { "e5", 1.5, 3 },
    },
    lines = { { "a1", "b1", "c1", "d1", "e1" } },
  },
}
