-- Fanorona on 3 x 7 points: Fanorona's rules on a smaller Alquerque drawing, a board reduced
-- for solving (docs/solving.md, "Results"), not a traditional game: docs/games/fanorona_3x7.md.
return variant {
  extends = "fanorona",
  id = "fanorona_3x7",
  name = "Fanorona 3 x 7",
  region = "nowhere: Fanorona reduced for solving",
  summary = "Fanorona's rules on 3 x 7 points, 10 men a side, a board reduced for solving: "
    .. "White, who moves first, wins with perfect play.",
  history = "Not a traditional game. Fanorona's rules on a smaller Alquerque drawing, with the "
    .. "start made as on the 9 x 5 board, give a game small enough to solve. The sources describe "
    .. "Fanorona on 9 x 5 points and Fanoron-Dimy on 5 x 5 (the game fanoron_dimy), not this "
    .. "board: it is one of the boards between them on which the game was solved.",
  sources = {
    "the rules: Fanorona's sources (docs/games/fanorona.md)",
    "the board and the start: Fanorona's reduced for solving (docs/solving.md, Results)",
  },
  notes = "Each side fills its first three rows and its half of the middle row, which alternates "
    .. "as on Fanorona's board, the centre b4 empty (White a4; Black c4). White (South) moves "
    .. "first. Proved from the start: the proof-number search, with the endgame tables of at most "
    .. "6 pieces at its leaves (kharbaga solve --variant fanorona_3x7 --pieces 6, then --prove), "
    .. "proves that White wins. The opening rule changes nothing here: White must capture at once "
    .. "and no first capture can go on, so both rulesets play the same game.",
  board = boards.alquerque(3, 7),
  start = "W:Wa1,b1,c1,a2,b2,c2,a3,b3,c3,a4:Bc4,a5,b5,c5,a6,b6,c6,a7,b7,c7",
  lessons = {},
}
