-- Fanorona on 3 x 5 points: Fanorona's rules on a smaller Alquerque drawing, a board reduced
-- for solving (docs/solving.md, "Results"), not a traditional game: docs/games/fanorona_3x5.md.
return variant {
  extends = "fanorona",
  id = "fanorona_3x5",
  name = "Fanorona 3 x 5",
  region = "nowhere: Fanorona reduced for solving",
  summary = "Fanorona's rules on 3 x 5 points, 7 men a side, a board reduced for solving: White, "
    .. "who moves first, wins in 13 plies with perfect play.",
  history = "Not a traditional game. Fanorona's rules on a smaller Alquerque drawing, with the "
    .. "start made as on the 9 x 5 board, give a game small enough to solve. The sources describe "
    .. "Fanorona on 9 x 5 points and Fanoron-Dimy on 5 x 5 (the game fanoron_dimy), not this "
    .. "board: it is one of the boards between them on which the game was solved.",
  sources = {
    "the rules: Fanorona's sources (docs/games/fanorona.md)",
    "the board and the start: Fanorona's reduced for solving (docs/solving.md, Results)",
  },
  notes = "Each side fills its first two rows and its half of the middle row, which alternates "
    .. "as on Fanorona's board, the centre b3 empty (White a3; Black c3). White (South) moves "
    .. "first. Solved: the endgame tables of every position (kharbaga solve --variant fanorona_3x5 "
    .. "--ruleset no_opening_rule --all, 23,568,172 positions) give White a win in 13 plies, and "
    .. "the proof-number search proves White's win from the start under both rulesets. The opening "
    .. "rule changes nothing here: White must capture at once and no first capture can go on, so "
    .. "both rulesets play the same game.",
  board = boards.alquerque(3, 5),
  start = "W:Wa1,b1,c1,a2,b2,c2,a3:Bc3,a4,b4,c4,a5,b5,c5",
  lessons = {},
}
