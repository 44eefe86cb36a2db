-- Fanorona on 3 x 7 points, for `kharbaga solve` (docs/solving.md, "Results"): Fanorona's rules,
-- ten men a side, the middle row alternating with the centre empty, as on the full board.
return variant {
  extends = "fanorona",
  id = "fanorona3x7",
  name = "Fanorona 3 x 7",
  summary = "Fanorona's captures by approach and withdrawal on a board of 3 x 7 points.",
  board = boards.alquerque(3, 7),
  start = "W:Wa1,b1,c1,a2,b2,c2,a3,b3,c3,a4:Bc4,a5,b5,c5,a6,b6,c6,a7,b7,c7",
  lessons = {},
}
