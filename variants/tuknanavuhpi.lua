-- Tuknanavuhpi: the Hopi game on Kharbaga's board whose rows of points die as they empty.
-- Rules and sources: docs/rules.md#games and docs/games/tuknanavuhpi.md.

return variant {
  id = "tuknanavuhpi",
  name = "Tuknanavuhpi",
  region = "Hopi, Arizona (also played in Mexico)",
  summary = "A Hopi game on the 41-point board: 20 pieces a side moving in any direction, "
    .. "compulsory captures, no kings, and a board that shrinks as its end rows empty.",
  history = "Recorded among the Hopi of Arizona by Stewart Culin (Games of the North American "
    .. "Indians, 1907), and said to be played throughout Mexico. Board and piece count are "
    .. "those of Kharbaga, and its setup nearly (the middle-row pair on each side's left), which suggests a link with the Alquerque games brought by the Spanish. "
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
    .. "land on or pass over a dead point.",
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
    { option = "majority", topic = "whether the largest capture must be taken",
      text = "The Spanish description gives this game no capture rule of its own, only its "
        .. "shrinking rows of points; of its sister game Tukvnanawopi it says that the only "
        .. "differences from Kharbaga are the moves in any direction and the shrinking board, "
        .. "which leaves Kharbaga's rule: 'debe capturarse la línea con mayor número de "
        .. "capturas' (the capture taking the most pieces must be chosen). The program follows "
        .. "its rule reference, which sets majority=none: any capture may be chosen; --rule "
        .. "majority=count plays Kharbaga's rule." },
  },
  -- `kharbaga learn tuknanavuhpi`: what differs from Kharbaga (docs/authoring.md, "Lessons").
  lessons = {
    { title = "Any direction, no kings",
      text = "Tuknanavuhpi uses Kharbaga's board of 41 points. You play White, from the bottom, "
        .. "and move first. Pieces step along the lines in any direction, back too, and are "
        .. "never crowned. The centre of a square (d4) lies on the diagonals only.",
      position = "W:Wd4:Ba9",
      ask = "Type every step of the piece on d4, one at a time.",
      task = { find_all = "moves" },
      hint = "The two diagonals through d4, up and down.",
      explain = "d4 lies on the two diagonals only, and pieces may follow them both ways: c5, e5, "
        .. "c3 and e3." },

    { title = "The board shrinks",
      text = "After every move, if the lowest or the highest row of points holds no piece, that "
        .. "row dies: it is off the board for the rest of the game, drawn blank. Then the next "
        .. "row is looked at, and so on.",
      position = "W:We1,g5:Ba9,c9",
      ask = "Make the bottom row (row 1) die.",
      task = { any_of = { "e1-e3", "e1-d2", "e1-f2" } },
      hint = "Your man on e1 is the only piece on row 1: move it off the row.",
      explain = "Row 1 dies only when no piece stands on it. Only e1 is there; moving it along row 1 "
        .. "(to c1 or g1) keeps the row alive.",
      why = "Row 1 is empty after the move, so it dies (and row 2 with it, if it is empty too)." },

    { title = "Dead points are off the board",
      text = "Nothing may move to, land on or jump over a dead point. Rows 1 and 2 are dead here. "
        .. "Captures are compulsory and go on in chains, but any capture may be chosen.",
      position = "W:Wc5:Bc3,b4,i9:Da1,c1,e1,g1,i1,b2,d2,f2,h2",
      task = { capture_most = true },
      hint = "c1 is dead, so the jump over c3 cannot land there. Start with b4.",
      explain = "Jumping c3 straight down would land on c1, which is dead. Jump b4 to a3 first; "
        .. "from there c3 can be jumped sideways to e3." },
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
