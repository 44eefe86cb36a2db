-- Fanorona on 7 x 3 points: Fanorona's rules on a smaller Alquerque drawing, a board reduced
-- for solving (docs/solving.md, "Results"), not a traditional game: docs/games/fanorona_7x3.md.
return variant {
  extends = "fanorona",
  id = "fanorona_7x3",
  name = "Fanorona 7 x 3",
  region = "nowhere: Fanorona reduced for solving",
  summary = "Fanorona's rules on 7 x 3 points, 10 men a side, a board reduced for solving: "
    .. "White, who moves first, wins in 17 plies with perfect play.",
  history = "Not a traditional game. Fanorona's rules on a smaller Alquerque drawing, with the "
    .. "start made as on the 9 x 5 board, give a game small enough to solve. The sources describe "
    .. "Fanorona on 9 x 5 points and Fanoron-Dimy on 5 x 5 (the game fanoron_dimy), not this "
    .. "board: it is one of the boards between them on which the game was solved.",
  sources = {
    "the rules: Fanorona's sources (docs/games/fanorona.md)",
    "the board and the start: Fanorona's reduced for solving (docs/solving.md, Results)",
  },
  notes = "Each side fills its first row and its half of the middle row, which alternates as on "
    .. "Fanorona's board, the centre d2 empty (White a2, c2, f2; Black b2, e2, g2). White (South) "
    .. "moves first. Solved: the endgame tables of every position (kharbaga solve --variant "
    .. "fanorona_7x3 --ruleset no_opening_rule --all, 18,584,984,220 positions) give White a win in "
    .. "17 plies, and the proof-number search, with the tables of at most 6 pieces at its leaves, "
    .. "proves White's win from the start. The opening rule changes nothing here: White must "
    .. "capture at once and no first capture can go on, so both rulesets play the same game.",
  board = boards.alquerque(7, 3),
  start = "W:Wa1,b1,c1,d1,e1,f1,g1,a2,c2,f2:Bb2,e2,g2,a3,b3,c3,d3,e3,f3,g3",
  lessons = {},
}
