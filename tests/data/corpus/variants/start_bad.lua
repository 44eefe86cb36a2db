-- expect: start_bad.lua:5: start:
-- expect: is not a point of this board
return variant {
  id = "start_bad", name = "Bad start", summary = "A start position off the board.",
  start = "B:Bz1:Wa9",
  board = boards.kharbaga41(),
}
