-- Fanorona on 3 x 5 points, for `kharbaga solve` (docs/solving.md, "Results"): Fanorona's rules,
-- seven men a side, the middle row alternating with the centre empty, as on the full board.
return variant {
  extends = "fanorona",
  id = "fanorona3x5",
  name = "Fanorona 3 x 5",
  summary = "Fanorona's captures by approach and withdrawal on a board of 3 x 5 points.",
  board = boards.alquerque(3, 5),
  start = "W:Wa1,b1,c1,a2,b2,c2,a3:Bc3,a4,b4,c4,a5,b5,c5",
  lessons = {},
}
