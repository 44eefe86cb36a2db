-- Fanorona on 3 x 3 points: Fanorona's rules on a smaller Alquerque drawing, a board reduced
-- for solving (docs/solving.md, "Results"), not a traditional game: docs/games/fanorona_3x3.md.
return variant {
  extends = "fanorona",
  id = "fanorona_3x3",
  name = "Fanorona 3 x 3",
  region = "nowhere: Fanorona reduced for solving",
  summary = "Fanorona's rules on 3 x 3 points, 4 men a side, a board reduced for solving: White, "
    .. "who moves first, wins in 11 plies with perfect play.",
  history = "Not a traditional game. Fanorona's rules on the smallest Alquerque drawing, with "
    .. "the start made as on the 9 x 5 board, give a game small enough to solve whole: the endgame "
    .. "tables hold every one of its positions. The sources describe Fanorona on 9 x 5 points and "
    .. "Fanoron-Dimy on 5 x 5 (the game fanoron_dimy), not this board. The 3 x 3 game of "
    .. "Madagascar, Fanoron-Telo, is another game: the pieces are placed, then moved, to make a "
    .. "row of three, and nothing is captured.",
  sources = {
    "the rules: Fanorona's sources (docs/games/fanorona.md)",
    "the board and the start: Fanorona's reduced for solving (docs/solving.md, Results)",
  },
  notes = "Each side fills its first row and its half of the middle row, which alternates as on "
    .. "Fanorona's board, the centre b2 empty (White a2; Black c2). White (South) moves first. "
    .. "Solved: the endgame tables of every position (kharbaga solve --variant fanorona_3x3 "
    .. "--ruleset no_opening_rule --all, 26,940 positions) give White a win in 11 plies, and the "
    .. "proof-number search proves White's win from the start under both rulesets. The opening "
    .. "rule changes nothing here: White must capture at once and no first capture can go on, so "
    .. "both rulesets play the same game.",
  board = boards.alquerque(3, 3),
  start = "W:Wa1,b1,c1,a2:Bc2,a3,b3,c3",
  lessons = {},
}
