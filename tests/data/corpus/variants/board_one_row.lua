-- expect: board_one_row.lua:5: board:
-- expect: the board has one row of points
return variant {
  id = "board_one_row", name = "One row", summary = "Nowhere to advance to.",
  board = boards.graph { points = { { "a1", 0, 0 }, { "b1", 1, 0 }, { "c1", 2, 0 } }, lines = { { "a1", "b1", "c1" } } },
}
