-- Tukvnanawopi: Tuknanavuhpi's sister game, whose strips of squares die instead of rows of points.
-- Everything not written here comes from tuknanavuhpi.lua. Rules and sources: docs/rules.md#games and docs/games/tukvnanawopi.md.

return variant {
  extends = "tuknanavuhpi",
  id = "tukvnanawopi",
  name = "Tukvnanawopi",
  region = "Hopi, Arizona",
  summary = "The other Hopi game on the 41-point board: as Tuknanavuhpi, but the board shrinks "
    .. "by whole strips of squares, at the ends and at the sides.",
  history = "One of the two Hopi games on Kharbaga's board named by the Spanish description, "
    .. "which gives it Kharbaga's board, number of pieces and setup ('El patrón del tablero, el "
    .. "número de piezas y la configuración inicial son los mismos que en Kharbaga') and names "
    .. "its only differences: pieces move in any direction at any time, with no promotion, and "
    .. "when a row of squares at one end of the board is empty, pieces can no longer be placed on "
    .. "it, so the board keeps shrinking.",
  sources = {
    "S. Culin, Games of the North American Indians (1907)",
    "Spanish description of Kharbaga (Wikipedia), on the Hopi games",
    "Ludii game database, Tukvnanawopi",
  },
  notes = "White (South) moves first; the setup, moves and captures are Tuknanavuhpi's. Our "
    .. "reading of the shrinking: a strip is one row (or column) of squares at an edge of the "
    .. "board, that is its two outer lines of points (the edge line and the square centres "
    .. "beside it). After every move, while such a strip at any of the four edges holds no "
    .. "piece, it dies; its inner line stays as the new edge. Columns die as well as rows, as one "
    .. "Hopi description has it. Nothing may move to, land on or pass over a dead point.",
  disputes = {
    { option = "setup", topic = "which middle-row points each side takes",
      text = "The Spanish description: the setup is Kharbaga's, each side's middle-row pair to "
        .. "its right (South g5 and i5). The program follows its rule reference, which gives "
        .. "Tukvnanawopi Tuknanavuhpi's setup, the pair to each side's left (South a5 and c5); "
        .. "--rule setup=right plays the Spanish description's." },
    { option = "shrink", topic = "what part of the board dies",
      text = "The Spanish description: a row of squares at one end of the board that is empty "
        .. "becomes unplayable. One Hopi description extends this to columns of squares at the "
        .. "sides; we follow it. The Ludii encoding leaves the board whole (ruleset ludii)." },
    { option = "capture", topic = "whether capturing is compulsory",
      text = "The descriptions: as in Kharbaga, compulsory and in chains. The Ludii encoding "
        .. "makes captures optional and one jump long (ruleset ludii)." },
    { option = "majority", topic = "whether the largest capture must be taken",
      text = "The Spanish description: the only differences from Kharbaga are the moves in any "
        .. "direction and the shrinking board, which leaves Kharbaga's rule: 'debe capturarse la "
        .. "línea con mayor número de capturas' (the capture taking the most pieces must be "
        .. "chosen). The program follows its rule reference, which sets majority=none: any "
        .. "capture may be chosen; --rule majority=count plays the description's rule." },
  },
  -- `kharbaga learn tukvnanawopi`: its own lessons replace Tuknanavuhpi's (the board shrinks
  -- differently).
  lessons = {
    { title = "Any direction, no kings",
      text = "Tukvnanawopi uses Kharbaga's board of 41 points. You play White, from the bottom, "
        .. "and move first. Pieces step along the lines in any direction and are never crowned; "
        .. "captures are compulsory and go on in chains, and any capture may be chosen.",
      position = "W:Wd4:Ba9",
      ask = "Type every step of the piece on d4, one at a time.",
      task = { find_all = "moves" },
      hint = "The two diagonals through d4, up and down.",
      explain = "d4 lies on the two diagonals only, and pieces may follow them both ways: c5, e5, "
        .. "c3 and e3." },

    { title = "Strips of squares die",
      text = "After every move, a strip one square wide along any edge of the board (its two "
        .. "outer lines of points: rows 1 and 2 at the bottom, columns a and b at the left, and "
        .. "so on) dies if no piece stands in it. Dead points are off the board: nothing moves "
        .. "to, lands on or jumps over them.",
      position = "W:We1,c5,e5,g5:Ba7,e7,i7,e9",
      ask = "Leave the bottom strip (rows 1 and 2) empty, so that it dies.",
      task = { play = "e1-e3" },
      hint = "Your man on e1 is the only piece in rows 1 and 2.",
      explain = "The strip is rows 1 and 2 together: the man must leave both, and only a step "
        .. "straight up to e3 does that.",
      why = "Rows 1 and 2 are empty after the move: the strip dies and row 3 is the new edge." },
  },
  rules = { shrink = "square_strips" },
  rulesets = {
    { id = "standard", kind = "described",
      source = "the Spanish description and Culin: any direction, no kings, compulsory chains "
        .. "of captures, empty strips of squares die" },
    { id = "ludii", kind = "reconstructed", capture = "optional", chain = "single",
      shrink = "none",
      source = "the Ludii encoding: optional single captures, the board does not shrink" },
  },
}
