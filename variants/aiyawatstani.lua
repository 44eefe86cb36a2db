-- Aiyawatstani ("throwing the grains"): the Keres game of New Mexico on Kharbaga's board.
-- Rules and sources: docs/rules.md#games and docs/games/aiyawatstani.md.

return variant {
  id = "aiyawatstani",
  name = "Aiyawatstani",
  region = "Keres, New Mexico",
  summary = "The Keres game on the 41-point board: Kharbaga with men stepping in any direction, "
    .. "20 a side (the sources' 22 cannot fit), and the middle row shared out alternately.",
  history = "Played by the Keres of New Mexico; the name is said to mean "
    .. "\"throwing the grains\". The Spanish description of Kharbaga calls it very similar to "
    .. "Kharbaga, the one difference being that pieces may move in any direction at any time "
    .. "of the game, and that each player has 22 pieces.",
  sources = {
    "Spanish description of Kharbaga (Wikipedia), on the Keres game",
    "Ludii game database, Aiyawatstani (reconstructions)",
  },
  notes = "The 22-piece problem: the sources give each player 22 men, but 44 pieces cannot fit "
    .. "on a board of 41 points, and the Spanish description itself says it is unclear how the "
    .. "game could be played that way. Every reconstruction uses 20 a side, as Kharbaga does, "
    .. "and so do we: each side fills its four rows (18 points) and two points of the middle "
    .. "row. Those two are shared out alternately: South takes the inner ones c5 and g5, North "
    .. "the outer ones a5 and i5, and e5 stays empty (in the source, the black player takes the "
    .. "outer points). White (South) moves first. The rest, Kharbaga's standard rules with men "
    .. "moving in any direction, is a reconstruction; so is the variant without Mullahs.",
  disputes = {
    { topic = "how many pieces each side has",
      text = "The sources: 22 each, which cannot fit 41 points (44 pieces). Every reconstruction, "
        .. "Ludii's included, uses 20 each with the centre empty." },
    { option = "setup", topic = "which middle-row points each side takes",
      text = "Kharbaga gives each side the two points to its right. The reconstructions of "
        .. "Aiyawatstani alternate them: one player the inner points c5 and g5, the other (the "
        .. "black player in the source) the outer ones a5 and i5." },
    { option = "king", topic = "whether men are crowned",
      text = "The Spanish description names no other difference from Kharbaga than the moves "
        .. "and the piece count, so men are crowned Mullah on the far row. The Ludii encoding has "
        .. "no promotion and lets any capture be chosen (ruleset no_mullah)." },
  },
  -- `kharbaga learn aiyawatstani`: what differs from Kharbaga (docs/authoring.md, "Lessons").
  lessons = {
    { title = "Men step in every direction",
      text = "Aiyawatstani is Kharbaga with one difference in play: men step along the lines in "
        .. "any direction, backwards too, at any time. You play White, from the bottom, and move "
        .. "first. On e3, where eight lines meet, a man has eight steps.",
      position = "W:We3:Ba9",
      ask = "Type every step of the man on e3, one at a time.",
      task = { find_all = "moves" },
      hint = "Along all eight lines: up, down, sideways and the four diagonals.",
      explain = "In Kharbaga a man on e3 has three steps, all forward; here it may follow every "
        .. "line through e3 one point: e5, e1, c3, g3, d4, f4, d2, f2." },

    { title = "Mullahs all the same",
      text = "A man whose move ends on the far row (row 9 for White) is still crowned Mullah and "
        .. "flies as in Kharbaga; captures are compulsory, in chains, taking the most pieces.",
      position = "W:Wd8,e3:Ba1",
      task = { crown = true },
      hint = "The man on d8 is one step from row 9.",
      explain = "Only a move ending on row 9 crowns: d8 to c9 or e9." },

    { title = "20 men, not 22",
      text = "The sources give each player 22 men, but 44 pieces cannot fit on 41 points, and "
        .. "every reconstruction uses 20 each. The middle row is shared out alternately: White "
        .. "(South) takes c5 and g5, Black a5 and i5; e5 stays empty.",
      position = "W:Wa1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,c5,g5:"
        .. "Ba5,i5,b6,d6,f6,h6,a7,c7,e7,g7,i7,b8,d8,f8,h8,a9,c9,e9,g9,i9",
      ask = "Play a first move (any legal one).",
      task = { play = "any" },
      hint = "e5 is the only empty point; d4, e3 and f4 reach it, and c5 and g5 along the row.",
      explain = "Only e5 is empty at the start, and only the men next to it on a line can step there." },
  },
  board = boards.kharbaga41(),
  sides = { "White", "Black" },   -- South (moves first), North
  king_name = "Mullah",
  rules = {
    men_move = "any", men_capture = "any", capture = "compulsory", chain = "must",
    majority = "count", removal = "end", king = "flying", king_landing = "any",
    crown_mid_capture = "ignore", blocked = "loss", setup = "alternate",
  },
  rulesets = {
    { id = "standard", kind = "reconstructed",
      source = "Kharbaga's standard rules with men moving in any direction, 20 men a side, the "
        .. "middle row shared out alternately" },
    { id = "no_mullah", kind = "reconstructed", king = "none", majority = "none",
      source = "the Ludii encoding: no promotion, any capture may be chosen" },
  },
}
