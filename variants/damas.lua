-- Damas: Spanish draughts, the family's relative on the 32 playing squares of a draughts board.
-- Rules and sources: docs/rules.md#games and docs/games/damas.md.

return variant {
  id = "damas",
  name = "Damas",
  region = "Spain, Portugal, Latin America and North Africa",
  summary = "Spanish draughts: 12 men a side on the 32 playing squares of an 8 x 8 board, men "
    .. "moving and capturing forward diagonally, flying kings, the largest capture compulsory.",
  history = "Probably the oldest form of draughts still played: it is thought to have grown "
    .. "out of Alquerque's jumping captures moved onto the chessboard in late medieval Spain, and "
    .. "is played in "
    .. "Spain, Portugal, Latin America and North Africa (Algeria, Morocco, Tunisia). Kharbaga's "
    .. "Mullahs, promoted men that fly along the lines, are thought to come from it, and the "
    .. "Spanish description of Kharbaga names it among the game's relatives.",
  sources = {
    "mindsports.nl, Dama (Spanish draughts)",
    "Spanish draughts rules (torofun.com; section64 port)",
    "Juego clásico español de damas (realidad-simulada.es)",
    "Spanish description of Kharbaga (Wikipedia), on its relatives",
  },
  notes = "White (South) moves first, as every source says. The playing squares are b1, d1, f1, "
    .. "h1, a2 ... g8: the 32 squares whose file and rank add up to an odd number, so that "
    .. "South's right-hand corner, h1, is one of them and the long diagonal runs from h1 to a8, "
    .. "as the Spanish sources have it. On a chessboard set up as usual (a1 dark) these are the "
    .. "light squares. The project's rule reference lists the board as the 32 dark squares of an "
    .. "8 x 8 board; with a1 dark those are a1, c1 ... h8, the mirror image of these: the same "
    .. "game in other coordinates. Each side starts on its first three rows: South b1 to h3, "
    .. "North a6 to g8. Men step and capture forward "
    .. "only, diagonally. Kings fly. The capture that takes the most pieces is compulsory, and "
    .. "among those, one that takes the most kings (the rules of quantity and quality). A man "
    .. "that reaches the far row in a capture ends its move there and is crowned; since men "
    .. "capture forward only, it could not go on anyway. Captured pieces leave when the move ends, "
    .. "so they cannot be jumped twice. A player who cannot move loses.",
  disputes = {
    { option = "majority", topic = "which capture must be chosen",
      text = "All sources: the one taking the most pieces (quantity). Among equal ones, torofun "
        .. "and section64: the one taking the most kings (quality), the rule used here. "
        .. "mindsports asks for the greatest value instead, a king counting more than a man but "
        .. "less than two men, which could prefer two kings to three men." },
    { option = "capture", topic = "whether a missed capture is punished",
      text = "Official rules: capturing is compulsory and there is no huffing ('no se sopla'). "
        .. "Casual play often lets the opponent huff the piece that failed to capture instead "
        .. "(--rule capture=huff)." },
    { topic = "the orientation of the board",
      text = "Spanish sources put the long diagonal from each player's right, and section64 says "
        .. "it is 'played on the white squares of a 8x8 checkerboard'; the program does the same (h1 to "
        .. "a8). mindsports notes that in Portugal the diagonal may differ, and the project's rule "
        .. "reference lists the board as the 32 dark squares, which on a board with a1 dark are "
        .. "the mirror image of these. The rules are the same, and so are all move counts, the "
        .. "board seen in a mirror." },
  },
  -- `kharbaga learn damas`: what differs from Kharbaga (docs/authoring.md, "Lessons").
  lessons = {
    { title = "Forward diagonals only",
      text = "Damas is played on 32 squares of a draughts board, all of one colour, along the "
        .. "diagonals only. You play White, from the bottom, and move first. Men step and capture only "
        .. "forward, diagonally: unlike Kharbaga, a man never captures backwards.",
      position = "W:Wd3:Be4,c2,a8",
      task = { capture_most = true },
      hint = "Jump forward over e4.",
      explain = "The Black man on c2 is behind yours: men do not capture backwards in Damas. The "
        .. "one on e4 is ahead, with f5 empty behind it." },

    { title = "The most pieces, then the most Damas",
      text = "You must take the most pieces; among captures taking as many, you must take the "
        .. "most Damas (kings, shown in capitals).",
      position = "W:Wd3,h3:Be4,Kg4,a8",
      task = { capture_most = true },
      hint = "Both captures take one piece; one of them takes a Dama.",
      explain = "d3xf5 takes a man and h3xf5 a Dama: both take one piece, so the Dama must be taken." },

    { title = "Crowning a Dama",
      text = "A man whose move ends on the far row (row 8 for White) becomes a Dama, which flies "
        .. "along the diagonals like Kharbaga's Mullah.",
      position = "W:Wd7,d3:Ba6",
      task = { crown = true },
      hint = "The man on d7 is one step from row 8.",
      explain = "Only a move ending on row 8 crowns: d7 to c8 or e8." },
  },
  board = boards.draughts(8, "right"),
  sides = { "White", "Black" },   -- South (moves first), North
  king_name = "Dama",
  start = "W:Wb1,d1,f1,h1,a2,c2,e2,g2,b3,d3,f3,h3:Ba6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8",
  rules = {
    men_move = "forward", men_capture = "forward", capture = "compulsory", chain = "must",
    majority = "count_then_kings", removal = "end", king = "flying", king_landing = "any",
    crown_mid_capture = "stop", blocked = "loss",
  },
  rulesets = {
    { id = "standard", kind = "described",
      source = "the Spanish rules: forward men, flying kings, the capture of most pieces, then "
        .. "of most kings, compulsory" },
  },
}
