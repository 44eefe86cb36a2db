-- Tuknanavuhpi: the Hopi game on Kharbaga's board whose rows of points die as they empty.
-- Rules and sources: RULES.md §3.

return variant {
  id = "tuknanavuhpi",
  name = "Tuknanavuhpi",
  region = "Hopi, Arizona (also played in Mexico)",
  summary = "A Hopi game on the 41-point board: 20 pieces a side moving in any direction, "
    .. "compulsory captures, no kings, and a board that shrinks as its end rows empty.",
  history = "Recorded among the Hopi of Arizona by Stewart Culin (Games of the North American "
    .. "Indians, 1907), and said to be played throughout Mexico. Board, piece count and setup are "
    .. "those of Kharbaga, which suggests a link with the Alquerque games brought by the Spanish. "
    .. "Its own twist: when a row of points at one end of the board is empty it can no longer be "
    .. "played, so the field of play keeps shrinking.",
  sources = {
    "S. Culin, Games of the North American Indians (1907)",
    "Spanish description of Kharbaga (Wikipedia), on the Hopi games",
    "Ludii game database, Tuknanavuhpi",
  },
  notes = "White (South) moves first. The setup is Kharbaga's with the middle-row pair to the "
    .. "left: South a5 and c5, North g5 and i5; e5 is empty. Pieces have no promotion and step "
    .. "in any direction. Our reading of the shrinking board: after every move, while the lowest "
    .. "or the highest live row of points holds no piece, that row dies; nothing may move to, "
    .. "land on or pass over a dead point. The sources do not say whether the largest capture "
    .. "must be taken; we allow any.",
  disputes = {
    { option = "shrink", topic = "the shrinking board",
      text = "Culin and the Spanish description: a row of points at an end of the board that is "
        .. "empty can no longer be played. The Ludii encoding leaves the board whole (ruleset "
        .. "ludii). The sister game Tukvnanawopi lets rows of squares die instead." },
    { option = "capture", topic = "whether capturing is compulsory",
      text = "The descriptions: captures are made as in Kharbaga, compulsorily and in chains. The "
        .. "Ludii encoding makes them optional and one jump long (ruleset ludii)." },
    { option = "chain", topic = "whether a chain of jumps must go on",
      text = "The descriptions: multiple captures as in Kharbaga. Ludii: one jump per move "
        .. "(ruleset ludii)." },
  },
  board = boards.kharbaga41(),
  sides = { "White", "Black" },   -- South (moves first), North
  rules = {
    men_move = "any", men_capture = "any", capture = "compulsory", chain = "must",
    majority = "none", removal = "end", king = "none", blocked = "loss",
    shrink = "point_rows", setup = "left",
  },
  rulesets = {
    { id = "standard", kind = "described",
      source = "Culin 1907 (via Wikipedia and the Ludii text): any direction, no kings, "
        .. "compulsory chains of captures, empty end rows of points die" },
    { id = "ludii", kind = "reconstructed", capture = "optional", chain = "single",
      shrink = "none",
      source = "the Ludii encoding: optional single captures, the board does not shrink" },
  },
}
