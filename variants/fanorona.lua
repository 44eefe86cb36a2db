-- Fanorona (Madagascar): capture by approach and withdrawal on a 9 x 5 Alquerque drawing.
-- Rules and sources: docs/rules.md#games and docs/games/fanorona.md.

return variant {
  id = "fanorona",
  name = "Fanorona",
  region = "Madagascar",
  summary = "22 pieces a side on the 45 points of a 9 x 5 Alquerque drawing; a piece captures by "
    .. "approaching an enemy line or withdrawing from one, and may chain captures.",
  history = "The national game of Madagascar, played there since at least the 17th century and "
    .. "probably descended from Alquerque through Arab traders. Its board is two Alquerque "
    .. "boards side by side with one row fewer, and its capture, by approach or withdrawal "
    .. "along a line instead of a jump, is found in no other game of the family. Smaller "
    .. "boards give Fanoron-Telo (3 x 3) and Fanoron-Dimy (5 x 5, the game fanoron_dimy).",
  sources = {
    "Wikipedia, Fanorona",
    "Montgomery, Fanorona (the classic description in English)",
    "Chauvicourt, Le Fanorona, jeu national malgache (1980)",
    "OMerkel's Fanorona rules (no first-move restriction)",
  },
  notes = "White (South) begins, as in every description. The middle row alternates, the centre "
    .. "e3 empty. A capture is a step to a neighbouring empty point that takes the enemy line "
    .. "it approaches, or the line it withdraws from; where one step can do both, the player "
    .. "chooses, and the two are written with the captured points after a slash (f3xe3/d3, "
    .. "f3xe3/g3). The captures of one move may go on with the same piece, never twice onto a "
    .. "point it has stood on in this move and never twice in a row in the same direction; the "
    .. "player may stop at any step. Pieces are never crowned. The vela handicap game, in which "
    .. "the winner of the last game gives up captures for a while, is not played: it is a rule "
    .. "across games, which no option of a single game can express.",
  disputes = {
    { option = "first_capture", topic = "whether the game's first capture is one step only",
      text = "Wikipedia, Montgomery and Chauvicourt: the first move of the game captures with one "
        .. "step only. OMerkel's rule statement has no such restriction (ruleset no_opening_rule)." },
  },
  -- `kharbaga learn fanorona`: the moves of Fanorona (docs/authoring.md, "Lessons").
  lessons = {
    { title = "Paika, the quiet step",
      text = "Fanorona's board is 9 points by 5, drawn as Alquerque's. You play White, from the "
        .. "bottom, and move first. A piece steps to a neighbouring empty point along a line; "
        .. "this quiet step, paika, is allowed only when no capture is possible.",
      position = "W:Wa1:Bi5",
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
      position = "W:Wc3:Bb3,e3,f3",
      task = { capture_most = true },
      hint = "Stepping c3-d3 approaches e3 and withdraws from b3: which line is longer?",
      explain = "c3xd3/e3,f3 approaches and takes two; c3xd3/b3 withdraws and takes one." },
    { title = "Chains",
      text = "After a capture the same piece may capture again, as often as it can, but never "
        .. "onto a point it has already stood on in this move, and never twice in a row in the "
        .. "same direction. It may stop whenever it likes.",
      position = "W:Wa1:Bc1,d1,b3",
      task = { capture_most = true },
      hint = "Approach c1 first, then turn up the b line.",
      explain = "a1xb1 takes c1 and d1 by approach; b1xb2 then turns and approaches b3." },
  },
  board = boards.alquerque(9, 5),
  sides = { "White", "Black" },   -- South (moves first), North
  -- The middle row alternates, the centre empty; the same under a half turn with colours swapped.
  start = "W:Wa1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2,d2,e2,f2,g2,h2,i2,a3,c3,f3,h3"
    .. ":Bb3,d3,g3,i3,a4,b4,c4,d4,e4,f4,g4,h4,i4,a5,b5,c5,d5,e5,f5,g5,h5,i5",
  rules = {
    men_move = "any", men_capture = "any", capture = "compulsory", chain = "may",
    majority = "none", removal = "immediate", king = "none", blocked = "loss",
    capture_by = "approach_withdrawal", chain_revisit = "forbidden", chain_direction = "change",
    first_capture = "single",
  },
  rulesets = {
    { id = "standard", kind = "described",
      source = "Wikipedia, Fanorona: capture by approach or withdrawal, compulsory; a chain may "
        .. "stop at any step, never lands twice on a point and never keeps its direction; the "
        .. "game's first capture is a single step" },
    { id = "no_opening_rule", kind = "described", first_capture = "chain",
      source = "OMerkel's Fanorona rules: as standard, without the first-move restriction" },
  },
}
