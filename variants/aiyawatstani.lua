-- Aiyawatstani ("throwing the grains"): the Keres game of New Mexico on Kharbaga's board.
-- Rules and sources: RULES.md §3.

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
