-- Fanorona on the smallest board, 3 x 3 points, for the endgame tables' tests (tests/solve.cmake):
-- Fanorona's rules, four men a side, the middle row alternating with the centre empty.
return variant {
  extends = "fanorona",
  id = "fanorona3x3",
  name = "Fanorona 3 x 3",
  summary = "Fanorona's captures by approach and withdrawal on a board of 3 x 3 points.",
  board = boards.alquerque(3, 3),
  start = "W:Wa1,b1,c1,a2:Bc2,a3,b3,c3",
  lessons = {},
}
