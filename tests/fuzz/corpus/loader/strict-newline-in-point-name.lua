-- A line break in a point name splits the error into two stderr lines, the second looking like its own problem.
return variant { id = "x", name = "x", summary = "x",
  board = { points = { { "a\nkharbaga: fake 1", 0, 0 }, { "b1", 1, 0 } }, lines = { { "a1", "b1" } } } }
