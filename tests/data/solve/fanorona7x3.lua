-- Fanorona on 7 x 3 points, for `kharbaga solve` (docs/solving.md, "Results"): Fanorona's rules,
-- ten men a side, the middle row alternating with the centre empty, as on the full board.
return variant {
  extends = "fanorona",
  id = "fanorona7x3",
  name = "Fanorona 7 x 3",
  summary = "Fanorona's captures by approach and withdrawal on a board of 7 x 3 points.",
  board = boards.alquerque(7, 3),
  start = "W:Wa1,b1,c1,d1,e1,f1,g1,a2,c2,f2:Bb2,e2,g2,a3,b3,c3,d3,e3,f3,g3",
  lessons = {},
}
