-- Fanorona on 5 x 3 points: Fanorona's rules on a smaller Alquerque drawing, a board reduced
-- for solving (docs/solving.md, "Results"), not a traditional game: docs/games/fanorona_5x3.md.
return variant {
  extends = "fanorona",
  id = "fanorona_5x3",
  name = "Fanorona 5 x 3",
  region = "nowhere: Fanorona reduced for solving",
  summary = "Fanorona's rules on 5 x 3 points, 7 men a side, a board reduced for solving: White, "
    .. "who moves first, wins in 11 plies with perfect play.",
  history = "Not a traditional game. Fanorona's rules on a smaller Alquerque drawing, with the "
    .. "start made as on the 9 x 5 board, give a game small enough to solve. The sources describe "
    .. "Fanorona on 9 x 5 points and Fanoron-Dimy on 5 x 5 (the game fanoron_dimy), not this "
    .. "board: it is one of the boards between them on which the game was solved.",
  sources = {
    "the rules: Fanorona's sources (docs/games/fanorona.md)",
    "the board and the start: Fanorona's reduced for solving (docs/solving.md, Results)",
  },
  notes = "Each side fills its first row and its half of the middle row, which alternates as on "
    .. "Fanorona's board, the centre c2 empty (White a2, d2; Black b2, e2). White (South) moves "
    .. "first. Solved: the endgame tables of every position (kharbaga solve --variant fanorona_5x3 "
    .. "--ruleset no_opening_rule --all, 23,568,172 positions) give White a win in 11 plies, and "
    .. "the proof-number search proves White's win from the start under both rulesets. The opening "
    .. "rule changes nothing here: White must capture at once and no first capture can go on, so "
    .. "both rulesets play the same game.",
  board = boards.alquerque(5, 3),
  start = "W:Wa1,b1,c1,d1,e1,a2,d2:Bb2,e2,a3,b3,c3,d3,e3",
  lessons = {},
}
