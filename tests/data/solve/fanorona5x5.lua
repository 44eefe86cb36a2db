-- Fanoron-Dimy, Fanorona on 5 x 5 points, for `kharbaga solve` (docs/solving.md, "Results"):
-- Fanorona's rules, twelve men a side, the middle row alternating with the centre empty.
return variant {
  extends = "fanorona",
  id = "fanorona5x5",
  name = "Fanoron-Dimy",
  summary = "Fanorona's captures by approach and withdrawal on a board of 5 x 5 points.",
  board = boards.alquerque(5, 5),
  start = "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3,d3:Bb3,e3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5",
  lessons = {},
}
