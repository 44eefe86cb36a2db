-- Fanoron-Dimy (Madagascar): Fanorona on the 5 x 5 Alquerque drawing, 12 men a side.
-- Rules and sources: docs/games/fanoron_dimy.md; its value: docs/solving.md, "Results".
return variant {
  extends = "fanorona",
  id = "fanoron_dimy",
  name = "Fanoron-Dimy",
  region = "Madagascar",
  summary = "Fanorona on 5 x 5 points, 12 men a side, capturing by approach and withdrawal: a "
    .. "draw with perfect play.",
  history = "Madagascar plays Fanorona on three boards: Fanoron-Telo on 3 x 3 points, a game of "
    .. "three in a row without captures; Fanoron-Dimy on 5 x 5; and Fanoron-Tsivy, the full game, "
    .. "on 9 x 5 (telo, dimy and sivy are three, five and nine in Malagasy). Fanoron-Dimy's board "
    .. "is Alquerque's, with the same number of men, and its rules are Fanorona's. It is, like "
    .. "the full game (Schadd and others, 2008), a draw with perfect play.",
  sources = {
    "Wikipedia, Fanorona (its three boards: Fanoron-Telo, Fanoron-Dimy and Fanoron-Tsivy)",
    "the rules: Fanorona's sources (docs/games/fanorona.md)",
    "the value of the start: docs/solving.md, Results",
  },
  notes = "The sources name the board and give Fanorona's rules; the start here is the full "
    .. "board's, reduced: each side fills its first two rows and its half of the middle row, "
    .. "which alternates, the centre c3 empty (White a3, d3; Black b3, e3). White (South) moves "
    .. "first. Proved a draw from the start under both rulesets: the proof-number search, with "
    .. "the endgame tables of at most 6 pieces at its leaves (kharbaga solve --variant "
    .. "fanoron_dimy --pieces 6, then --prove), shows that neither side can force a win. The "
    .. "opening rule changes nothing here: White must capture at once and no first capture can go "
    .. "on, so both rulesets play the same game.",
  -- `kharbaga learn fanoron_dimy`: the moves of Fanorona, on the 5 x 5 board (docs/authoring.md).
  lessons = {
    { title = "Paika, the quiet step",
      text = "Fanoron-Dimy's board is Alquerque's, 5 points by 5. You play White, from the "
        .. "bottom, and move first. A piece steps to a neighbouring empty point along a line; "
        .. "this quiet step, paika, is allowed only when no capture is possible.",
      position = "W:Wa1:Be5",
      task = { find_all = "moves" },
      hint = "a1 has three lines: up, right and the diagonal.",
      explain = "From a1 the piece may step to a2, b1 or b2: there is nothing to capture." },
    { title = "Capture by approach",
      text = "A piece that steps towards an enemy piece, landing next to it on the same line, "
        .. "captures it, and every enemy piece behind it on that line without a gap.",
      position = "W:Wc1:Bc3,c4",
      task = { capture_most = true },
      hint = "Step towards c3 along the c line.",
      explain = "c1-c2 lands next to c3 and takes c3 and c4, the line behind it." },
    { title = "Capture by withdrawal",
      text = "A piece that steps away from an enemy piece next to it, straight along their line, "
        .. "captures it and the enemy pieces that follow it without a gap.",
      position = "W:Wc2:Bc3,c4",
      task = { capture_most = true },
      hint = "Step away from c3, down the c line.",
      explain = "c2-c1 withdraws from c3 and takes c3 and c4." },
    { title = "Choosing",
      text = "One step can approach one line and withdraw from another. Then you choose which "
        .. "to take: the two moves are written with the captured points after a slash.",
      position = "W:Wc2:Bc1,c4,c5",
      task = { capture_most = true },
      hint = "Stepping c2-c3 approaches c4 and withdraws from c1: which line is longer?",
      explain = "c2xc3/c4,c5 approaches and takes two; c2xc3/c1 withdraws and takes one." },
    { title = "Chains",
      text = "After a capture the same piece may capture again, as often as it can, but never "
        .. "onto a point it has already stood on in this move, and never twice in a row in the "
        .. "same direction. It may stop whenever it likes.",
      position = "W:Wa1:Bc1,d1,b3",
      task = { capture_most = true },
      hint = "Approach c1 first, then turn up the b line.",
      explain = "a1xb1 takes c1 and d1 by approach; b1xb2 then turns and approaches b3." },
  },
  board = boards.alquerque(5, 5),
  start = "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3,d3:Bb3,e3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5",
}
