-- Fanorona on 5 x 3 points, for `kharbaga solve` (docs/solving.md, "Results"): Fanorona's rules,
-- seven men a side, the middle row alternating with the centre empty, as on the full board.
return variant {
  extends = "fanorona",
  id = "fanorona5x3",
  name = "Fanorona 5 x 3",
  summary = "Fanorona's captures by approach and withdrawal on a board of 5 x 3 points.",
  board = boards.alquerque(5, 3),
  start = "W:Wa1,b1,c1,d1,e1,a2,d2:Bb2,e2,a3,b3,c3,d3,e3",
  lessons = {},
}
