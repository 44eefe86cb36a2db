-- Tukvnanawopi: Tuknanavuhpi's sister game, whose strips of squares die instead of rows of points.
-- Everything not written here comes from tuknanavuhpi.lua. Rules and sources: RULES.md §3.

return variant {
  extends = "tuknanavuhpi",
  id = "tukvnanawopi",
  name = "Tukvnanawopi",
  region = "Hopi, Arizona",
  summary = "The other Hopi game on the 41-point board: as Tuknanavuhpi, but the board shrinks "
    .. "by whole strips of squares, at the ends and at the sides.",
  history = "The second of the two Hopi games on Kharbaga's board named by the Spanish "
    .. "description: the same board, pieces and setup, men moving in any direction with no "
    .. "promotion; when a row of squares at one end of the board is empty, it can no longer be "
    .. "played, and the board keeps shrinking.",
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
    { option = "shrink", topic = "what part of the board dies",
      text = "The Spanish description: a row of squares at one end of the board that is empty "
        .. "becomes unplayable. One Hopi description extends this to columns of squares at the "
        .. "sides; we follow it. The Ludii encoding leaves the board whole (ruleset ludii)." },
    { option = "capture", topic = "whether capturing is compulsory",
      text = "The descriptions: as in Kharbaga, compulsory and in chains. The Ludii encoding "
        .. "makes captures optional and one jump long (ruleset ludii)." },
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
