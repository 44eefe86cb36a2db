-- Zamma (Damma, Srand, Dhamet): the Saharan game on four Alquerque boards joined, 9 x 9 points.
-- Rules and sources: docs/rules.md#games and docs/games/zamma.md.

return variant {
  id = "zamma",
  name = "Zamma",
  region = "Sahara and North Africa (Mauritania: Srand, Dhamet)",
  summary = "The big game of the family: 40 men a side on the 81 points of four Alquerque boards, "
    .. "forward steps, compulsory majority captures, flying Mullahs.",
  history = "Played across the Sahara and North Africa under many names (Zamma, Damma); in "
    .. "Mauritania it is the national game Srand or Dhamet, where captured pieces leave the board "
    .. "at once. The board is four Alquerque boards side by side with no extra diagonals, and the "
    .. "setup is Alquerque's: every point filled but the centre. Men advance until crowned Mullah "
    .. "(or Sultan), as in draughts. In Mauritania the black pieces are called men and the white "
    .. "ones women; in the Sahara short sticks and camel dung serve as pieces.",
  sources = {
    "mindsports.nl, Zamma",
    "Wikipedia, Zamma (Damma, Srand, Dhamet)",
    "Monod 1951, as encoded in the Ludii game database (the huff rule)",
    "Dagaz game collection, Zamma",
  },
  notes = "Black (South) moves first, as the Zamma sources say. Each side fills its four rows (36 "
    .. "points) and the four middle-row points to its right (South f5 to i5, North a5 to d5); e5 "
    .. "is empty. The Mauritanian game (ruleset srand) removes each captured piece at once; the "
    .. "others keep them on the board until the move ends, so a Mullah cannot jump one twice. "
    .. "Under monod a player may decline a capture, but the opponent may then huff (remove) a "
    .. "piece that could have captured before moving; our reading is that every piece that could "
    .. "have captured is huffable, the one that moved on its new point, and that the huff right "
    .. "lasts for the opponent's next turn only.",
  disputes = {
    { option = "removal", topic = "when captured pieces leave the board",
      text = "mindsports and the Zamma sources: captured pieces stay until the move ends (they "
        .. "block, and a Mullah cannot jump them twice). Mauritanian Srand/Dhamet: each leaves the "
        .. "board as soon as it is jumped (ruleset srand)." },
    { option = "capture", topic = "whether capturing is compulsory",
      text = "mindsports and the Zamma sources: compulsory, taking the most pieces. Monod (1951, "
        .. "via Ludii): not forced, but a player who lets a capture pass may have the piece that "
        .. "could have made it huffed by the opponent, and any capture may be chosen (ruleset "
        .. "monod)." },
    { option = "majority", topic = "whether the largest capture must be taken",
      text = "mindsports: the capture taking the most pieces is compulsory. Monod via Ludii: any "
        .. "capture may be chosen (ruleset monod)." },
    { option = "men_move", topic = "whether men step sideways",
      text = "The descriptions: forward only, straight or diagonally. The Dagaz encoding also "
        .. "lets men step left and right along the horizontal lines (ruleset dagaz)." },
    { option = "crown_mid_capture", topic = "a man passing the far row during a capture",
      text = "The descriptions: it is crowned only if the move ends there. The Dagaz encoding "
        .. "ends the move on the far row and crowns the man (ruleset dagaz)." },
  },
  -- `kharbaga learn zamma`: what differs from Kharbaga (docs/authoring.md, "Lessons").
  lessons = {
    { title = "81 points, and diagonals on every other one",
      text = "Zamma's board is four Alquerque boards side by side: 9 rows of 9 points, every "
        .. "crossing a point, and neighbouring rows one apart (d4, then d5). Straight lines join "
        .. "every point to its neighbours, but diagonals run only through every other point: a1, "
        .. "c1, b2, d4 ... (column and row both odd or both even, counting a as 1). You play "
        .. "Black, from the bottom; men step forward, straight or diagonally, as in Kharbaga.",
      position = "B:Bd4,e4:Wa9",
      ask = "Type every legal step, one at a time (two men can move).",
      task = { find_all = "moves" },
      hint = "d4 has diagonals, e4 does not.",
      explain = "d4 lies on two diagonals, so its man steps to c5, d5 or e5; e4 lies on straight "
        .. "lines only, so its man steps to e5 alone." },

    { title = "Compulsory chains, the most pieces",
      text = "Captures are Kharbaga's: a man jumps an enemy next to it on a line in any direction, "
        .. "must capture when it can, must go on jumping while it can, and must choose a capture "
        .. "that takes the most pieces. Captured pieces leave the board when the move ends.",
      position = "B:Bc3:Wc4,d6,b3,a9",
      task = { capture_most = true },
      hint = "Jump c4 straight up, then look along the diagonal from c5.",
      explain = "c3xa3 takes one man, but jumping c4 to c5 and then d6 to e7 takes two, and the "
        .. "most must be taken." },

    { title = "Srand: captured pieces leave at once",
      text = "In Mauritania (Srand, Dhamet; ruleset srand) each captured piece leaves the board as "
        .. "soon as it is jumped, so its point is empty for the rest of the move: a Mullah may "
        .. "cross it again. Under the standard rules the captured piece stays until the move "
        .. "ends and blocks the way back.",
      position = "B:BKe5:Wf6,c3,a9",
      ruleset = "srand",
      task = { capture_most = true },
      hint = "Jump f6, land on g7, then fly back along the same diagonal past f6 and e5 over c3.",
      explain = "Under srand f6 is gone once jumped, so from g7 the Mullah can fly back down the "
        .. "diagonal over c3 as well: two pieces, and the most must be taken." },
  },
  board = boards.alquerque(9),
  sides = { "Black", "White" },   -- South (moves first), North
  king_name = "Mullah",
  rules = {
    men_move = "forward", men_capture = "any", capture = "compulsory", chain = "must",
    majority = "count", removal = "end", king = "flying", king_landing = "any",
    crown_mid_capture = "ignore", blocked = "loss", setup = "right",
  },
  rulesets = {
    { id = "standard", kind = "described",
      source = "mindsports.nl and the Zamma descriptions: as Kharbaga's standard rules" },
    { id = "srand", kind = "described", removal = "immediate",
      source = "Mauritanian Srand/Dhamet: captured pieces leave the board at once" },
    { id = "monod", kind = "described", capture = "huff", majority = "none",
      source = "Monod 1951 via Ludii: capturing is not forced, a piece that could have captured "
        .. "may be huffed, any capture may be chosen" },
    { id = "dagaz", kind = "reconstructed", men_move = "forward_sideways",
      crown_mid_capture = "stop",
      source = "the Dagaz encoding: men also step sideways, a man reaching the far row in a "
        .. "capture stops there and is crowned" },
  },
  -- Counts `kharbaga check` verifies: two Mullahs meet, under each ruleset.
  tests = {
    { position = "W:WKe5,c3:Bc7,g7,Kg3", perft = { 6, 19, 252 } },
    { position = "W:WKe5,c3:Bc7,g7,Kg3", ruleset = "srand", perft = { 4, 12, 227 } },
    { position = "W:WKe5,c3:Bc7,g7,Kg3", ruleset = "monod", moves = 29, perft = { 29, 1371 } },
    { position = "W:WKe5,c3:Bc7,g7,Kg3", ruleset = "dagaz", perft = { 6, 27, 390 } },
  },
}
