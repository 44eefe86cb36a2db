-- Felli (Fich): the small Moroccan game on two triangles joined at the apex, 13 points.
-- Rules and sources: docs/rules.md#games and docs/games/felli.md, Ludii's three rulesets.

return variant {
  id = "felli",
  name = "Felli",
  region = "Morocco",
  summary = "The smallest game of the family: 6 men a side on an hourglass of 13 points, steps in "
    .. "any direction, captures by jumping, and Mullahs crowned on the opponent's base corners.",
  history = "Documented in Morocco since the 1980s, from Moroccan players in France (Bouhajbane "
    .. "1989), and probably older given its likeness to Alquerque and to the other games of the "
    .. "region. Its nearest relatives on hourglass boards are Lau kata kati from India and "
    .. "Butterfly from Mozambique, whose boards have two cross-lines per triangle where Felli's "
    .. "has one. Also called Fich.",
  sources = {
    "Bouhajbane 1989, rules described by Moroccan players (as given by Ludii)",
    "Wikipedia, Felli",
    "Board Game Geek, Felli, the \"Mullah\" version (as given by Ludii)",
    "Ludii game database, Felli",
  },
  notes = "The sources leave colours and the first move to the players; we let Black (South) "
    .. "begin, as in Kharbaga. Each side starts on the six points of its triangle (South a1 c1 e1 "
    .. "b2 c2 d2); the apex c3 is empty. The two sides of a triangle continue those of the other "
    .. "through the apex, so a piece may jump across c3 from one triangle to the other, as "
    .. "along the median c1-c5. A man is crowned Mullah only on the two corners of the "
    .. "opponent's base (South on a5 and e5, North on a1 and e1), not on its middle point. The "
    .. "default ruleset is our reading of the Mullah version: men step and capture in any "
    .. "direction, captures are compulsory and go on in chains, any capture may be chosen (no "
    .. "source asks for the largest), captured pieces leave when the move ends, a man is crowned "
    .. "only if its move ends on a crowning corner, and the Mullah flies as in Kharbaga."
    .. " With perfect play, repetition left aside (docs/solving.md), Black wins the start of "
    .. "the default ruleset in 25 plies, and the starts of rulesets bouhajbane and simplified "
    .. "are draws.",
  disputes = {
    { option = "capture", topic = "whether capturing is compulsory",
      text = "Board Game Geek's Mullah version: compulsory. The Moroccan players (Bouhajbane) and "
        .. "Wikipedia's simple rules: optional (rulesets bouhajbane, simplified)." },
    { option = "chain", topic = "whether a capture may take several pieces",
      text = "The Mullah version: multiple captures are allowed and, being compulsory, go on. "
        .. "Bouhajbane and the simple rules as Ludii encodes them: one jump per move." },
    { option = "king", topic = "whether there are Mullahs, and how they move",
      text = "Wikipedia's simple rules: no promotion (ruleset simplified). The Mullah version: a "
        .. "man reaching a corner of the opponent's base becomes a Mullah that moves and captures "
        .. "at any distance. Bouhajbane: the promoted piece moves any distance; Ludii has it "
        .. "capture by a short jump only, which this program cannot express: we let it fly." },
    { option = "crown_row", topic = "where a man is crowned",
      text = "Wikipedia mentions promotion on reaching the other player's first rank; the Mullah "
        .. "version and Bouhajbane name the two corners of the opponent's base only, and so do we." },
  },
  -- `kharbaga learn felli`: what differs from Kharbaga (docs/authoring.md, "Lessons").
  lessons = {
    { title = "Across the apex",
      text = "Felli's board is two triangles meeting at the apex c3, 13 points in all. You play "
        .. "Black, from the bottom, and move first. Men step and capture in any direction. The "
        .. "sides of one triangle continue through c3 into the other, so a piece may jump across "
        .. "the apex.",
      position = "B:Bb2:Wc3,a5",
      task = { capture_most = true },
      hint = "b2, c3 and d4 are on one line through the apex.",
      explain = "The line a1-b2-c3-d4-e5 runs straight through the apex: jump c3 from b2 and land "
        .. "on d4." },

    { title = "Crowned on the corners only",
      text = "A man is crowned Mullah only on the two corners of the opponent's base: a5 and e5 "
        .. "for Black (a1 and e1 for White). Reaching c5, the middle of the base, crowns nobody.",
      position = "B:Bb4:Wc1",
      task = { crown = true },
      hint = "Which of b4's steps ends on a corner?",
      explain = "Only a5 and e5 crown Black's men, and b4 can reach a5." },
  },
  board = boards.felli(),
  sides = { "Black", "White" },   -- South (moves first), North
  king_name = "Mullah",
  crown = { south = { "a5", "e5" }, north = { "a1", "e1" } },
  rules = {
    men_move = "any", men_capture = "any", capture = "compulsory", chain = "must",
    majority = "none", removal = "end", king = "flying", king_landing = "any",
    crown_mid_capture = "ignore", blocked = "loss",
  },
  rulesets = {
    { id = "standard", kind = "reconstructed",
      source = "our reading of the Board Game Geek \"Mullah\" version: compulsory chains of "
        .. "captures, flying Mullahs crowned on the opponent's base corners" },
    { id = "bouhajbane", kind = "described", capture = "optional", chain = "single",
      source = "Bouhajbane 1989 (Moroccan players) via Ludii: optional single captures, "
        .. "promotion on the opponent's corners to a piece moving any distance" },
    { id = "simplified", kind = "reconstructed", capture = "optional", chain = "single",
      king = "none",
      source = "Wikipedia's simple rules as Ludii encodes them: optional single captures, no "
        .. "promotion" },
  },
}
