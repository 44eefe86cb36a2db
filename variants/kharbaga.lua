-- Kharbaga: the North-African game of the Zamma family on the 41-point board.
-- Rules and sources: docs/rules.md#games and docs/games/kharbaga.md.

return variant {
  id = "kharbaga",
  name = "Kharbaga",
  region = "North Africa (Tunisia, Morocco)",
  summary = "Zamma's small cousin: 20 men a side on 41 points, forward steps, compulsory "
    .. "majority captures, flying Mullahs.",
  history = "Played for centuries in North Africa; the idea that men advance until crowned "
    .. "Mullah may come from draughts (17th century), though this is debated. Hopi and Keres "
    .. "games on the same board suggest a link with Alquerque.",
  sources = {
    "Spanish description (Wikipedia, archived kharbaga page of 2014)",
    "Russian description (Wikipedia)",
    "German description (spielregeln collection)",
    "Ludii game database, Kharbaga",
    "Dagaz game collection, Kharbaga",
  },
  notes = "The sources leave the colours and who starts to the players, except the German one "
    .. "(Black starts); we follow it. The German text's '4 pieces' on the middle row is Zamma's "
    .. "count and cannot fit 41 points: each side has 18 + 2 = 20.",
  disputes = {
    { option = "removal", topic = "when captured pieces leave the board",
      text = "Spanish and Russian: in a variant where captured pieces are not removed at once, the "
        .. "Mullah cannot go back to any of them and jump it again; in a variant where they are "
        .. "removed at once, it may jump over them again to take other pieces. Neither says which "
        .. "is usual. German: 'In einer Variante nimmt man die geschlagenen gegnerischen Steine vom "
        .. "Brett, wenn sie übersprungen wurden' (in one variant they come off as they are jumped), "
        .. "and a note that in the variants where they stay on the board until the last is jumped, "
        .. "'können die geschlagenen übersprungen werden' (they may be jumped over), which no value "
        .. "of removal does. The program follows its rule reference: removal=end, captured pieces "
        .. "stay until the move ends, block the way and cannot be jumped twice; removal=immediate "
        .. "takes each off as it is jumped (ruleset immediate)." },
    { option = "king_landing", topic = "where a Mullah lands after a capture",
      text = "Spanish: anywhere behind the captured piece. German: several points behind it, "
        .. "'if it has no further pieces to take', read here as: it must land where it can take "
        .. "again if there is such a point (ruleset german)." },
    { option = "men_move", topic = "whether men step sideways",
      text = "All sources: forward only, straight or diagonally. The German text's variant lets "
        .. "men also step left and right along the horizontal lines." },
    { option = "crown_mid_capture", topic = "a man passing the far row during a capture",
      text = "Spanish and German agree: it is not crowned unless the move ends there. Dagaz's "
        .. "encoding ends the move on the far row instead (ruleset dagaz)." },
  },
  -- `kharbaga learn`: a course from nothing to a legal game (docs/authoring.md, "Lessons").
  lessons = {
    { title = "Points, lines and your first step",
      text = "Kharbaga is played on the 41 points where the lines of the board meet, not on "
        .. "squares. Each point has a name: its column letter (a to i, from the left) and its row "
        .. "number (1 to 9, from the bottom). You play Black: the b pieces at the bottom "
        .. "(South), called men; White, the w pieces, plays from the top. A piece moves along a line to the next "
        .. "point, which must be empty. You write a move as its start point, a dash and its end "
        .. "point.",
      position = "B:Be3:Wa9",
      ask = "Step the man on e3 straight up the line to e5: type e3-e5.",
      task = { play = "e3-e5" },
      hint = "Type e3-e5 and press Enter.",
      explain = "The man stands on e3 (column e, row 3). The point above it on the same line is e5, "
        .. "so the move is written e3-e5.",
      why = "There is no point e4: the straight lines join e1, e3, e5, e7 and e9, and rows 2, 4, "
        .. "6 and 8 hold only the centres of the squares (b2, d4, f6 ...)." },

    { title = "Men step forward, straight or diagonally",
      text = "A man (a piece that is not crowned) steps forward only: for Black that is upwards, "
        .. "straight along a line or diagonally along one. It never steps backwards or sideways. "
        .. "On a point where eight lines meet, like e3, a man has three forward steps.",
      position = "B:Be3:Wa9",
      ask = "Type every step of the man on e3, one at a time.",
      task = { find_all = "moves" },
      hint = "Straight up, up and to the left, up and to the right.",
      explain = "Forward means towards the top of the board. From e3 the lines lead up to e5, "
        .. "diagonally up to d4 and diagonally up to f4; every other direction goes sideways or back." },

    { title = "Centres of squares have only diagonals",
      text = "The points in the middle of each square (b2, d4, f6 and so on) lie on the two "
        .. "diagonals only: no straight line runs through them. A man on d4 can step up-left or "
        .. "up-right, nothing else.",
      position = "B:Bd4:Wa9",
      ask = "Type every step of the man on d4, one at a time.",
      task = { find_all = "moves" },
      hint = "Follow the two diagonals upwards from d4.",
      explain = "d4 is the centre of a square: its lines are the diagonals to c5 and e5 upwards "
        .. "(and c3, e3 downwards, which are backwards)." },

    { title = "Capturing by jumping",
      text = "You capture an enemy piece that stands next to your man on a line, by jumping over "
        .. "it to the empty point just behind it on the same line. The captured piece is taken "
        .. "off the board. A capture is written with an x: start point, x, landing point.",
      position = "B:Be3:We5,a9",
      ask = "Capture the White man on e5.",
      task = { capture_most = true },
      hint = "Jump from e3 over e5 and land on e7: e3xe7.",
      explain = "The White man is on e5, next to your man on the line going up. The point behind it "
        .. "on that line, e7, is empty: jump there." },

    { title = "Men capture in every direction",
      text = "A man only steps forward, but it captures in every direction along the lines: "
        .. "forward, sideways and backwards.",
      position = "B:Be5:We3,a9",
      ask = "Capture the White man behind yours.",
      task = { capture_most = true },
      hint = "Jump backwards, down the line: e5xe1.",
      explain = "The White man on e3 is right behind your man on e5, and e1 behind it is empty. A "
        .. "backward jump is allowed when it captures." },

    { title = "Capturing is compulsory",
      text = "When you can capture, you must: a step is not allowed while any of your pieces "
        .. "can capture. Look at the whole board before you move.",
      position = "B:Bc3,g3:Wf4,a9",
      ask = "Find the move you must play.",
      task = { capture_most = true },
      hint = "The man on g3 has an enemy next to it on a diagonal.",
      explain = "The man on g3 can jump over the White man on f4 to e5, so a capture is possible "
        .. "and every step is forbidden this turn." },

    { title = "Chains: jump again while you can",
      text = "After a jump, if the same man can jump another piece from its landing point, it "
        .. "must go on jumping, in the same move, and may change direction between jumps. Write "
        .. "every landing point (c1xe3xe7), or just the start and the end when only one capture "
        .. "fits (c1xe7).",
      position = "B:Ba1:Wb2,c5,a9",
      ask = "Capture as many pieces as you can in one move.",
      task = { capture_most = true },
      hint = "Jump over b2 to c3, then straight up over c5.",
      explain = "From a1 the man jumps b2 and lands on c3. From c3 it can jump c5 and land on c7, "
        .. "so it must: a move may not stop while the chain can go on." },

    { title = "Take the most pieces",
      text = "When several captures are possible, you must choose one that takes the most "
        .. "pieces (the majority rule). Among captures taking the same number you choose freely.",
      position = "B:Be3:We5,f4,h6,a9",
      task = { capture_most = true },
      hint = "One capture takes a single man; the jumps that start over f4 take two.",
      explain = "e3xe7 takes one man, but the chain that starts by jumping f4 goes on and takes "
        .. "two, so the one-man capture is not allowed." },

    { title = "Crowning a Mullah",
      text = "A man whose move ends on the far row (row 9 for Black) is crowned: it becomes a "
        .. "Mullah, shown by a capital letter. Mullahs are much stronger than men.",
      position = "B:Bd8,e3:Wa5",
      task = { crown = true },
      hint = "The man on d8 is one step from row 9.",
      explain = "Only a move that ends on row 9 crowns. The man on d8 can step to c9 or e9." },

    { title = "Crowned only where the move ends",
      text = "A man is crowned only if its whole move ends on the far row. If a chain of jumps "
        .. "passes the far row and comes back down, the man stays a man.",
      position = "B:Ba7:Wb8,d8,a5",
      task = { capture_most = true },
      hint = "Jump b8 to land on c9, then jump d8.",
      explain = "The man must take both pieces: over b8 to c9, then over d8 to e7.",
      why = "The man touched row 9 on c9 but its move ended on e7, so it is not crowned." },

    { title = "The Mullah flies",
      text = "A Mullah moves along a line over any number of empty points, forwards or "
        .. "backwards, in one move.",
      position = "B:BKa1:Wa9",
      ask = "Move the Mullah from a1 to h8 in one move.",
      task = { play = "a1-h8" },
      hint = "The long diagonal from a1 runs through b2, c3 ... to i9: type a1-h8.",
      explain = "a1 and h8 lie on the same diagonal line and every point between them is empty, "
        .. "so the Mullah can go there in one move: a1-h8." },

    { title = "The Mullah captures from afar",
      text = "A Mullah captures a piece anywhere along a line, if only empty points lie between "
        .. "them and the point behind it is empty. It lands on any empty point beyond, and "
        .. "must then go on capturing if it can, so choose a landing point from which it can "
        .. "jump again. The pieces it captures stay on the board until the move ends, and "
        .. "cannot be jumped twice.",
      position = "B:BKa1:Wd4,g5,a9",
      task = { capture_most = true },
      hint = "Jump over d4 along the long diagonal, and land where g5 is on a line with you.",
      explain = "Every capture must take the most pieces: two here. Landing on e5, f6 or g7 lets "
        .. "the Mullah jump g5 as well; landing on h8 or i9 does not." },

    { title = "How the game ends",
      text = "You win when your opponent has no pieces left or cannot make a legal move when it "
        .. "is their turn. A game is drawn when the same position comes back a third time, or "
        .. "after 40 turns in a row (both players counted) without a capture or a man's step "
        .. "forward.",
      position = "B:Ba5,a7,b8,d6:Wa9",
      ask = "White's last man, on a9, has one way out. Close it and win.",
      task = { win = true },
      hint = "White could jump b8 to land on c7 if c7 stays empty.",
      explain = "After your move it is White's turn. The man on a9 can step to a7 or b8 (both "
        .. "taken) or jump a7 or b8 if a5 or c7 is empty. Fill the empty one without opening "
        .. "another.",
      why = "White's man is walled in: no step and no jump, so White cannot move and loses." },

    { title = "The start of a game",
      text = "A game begins with 20 men each. Black (South) fills the bottom four rows and g5, "
        .. "i5; White the top four rows and a5, c5. Only e5 is empty, so the first move goes "
        .. "there, and a capture follows at once. Black moves first.",
      position = "B:Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,g5,i5:"
        .. "Wa5,c5,b6,d6,f6,h6,a7,c7,e7,g7,i7,b8,d8,f8,h8,a9,c9,e9,g9,i9",
      ask = "Play a first move (any legal one).",
      task = { play = "any" },
      hint = "Three men can step to e5: from e3, d4 or f4.",
      explain = "Only e5 is empty at the start, and only the men below it on a line can step there." },
  },
  board = boards.kharbaga41(),
  sides = { "Black", "White" },   -- South (moves first), North
  king_name = "Mullah",
  rules = {
    men_move = "forward", men_capture = "any", capture = "compulsory", chain = "must",
    majority = "count", removal = "end", king = "flying", king_landing = "any",
    crown_mid_capture = "ignore", blocked = "loss", setup = "right",
  },
  rulesets = {
    { id = "standard", kind = "described",
      source = "the Spanish description: compulsory captures, the one taking the most pieces "
        .. "(so the German; the Russian says neither); men step forward and capture in every "
        .. "direction, Mullahs fly (all three agree); captured pieces stay until the move ends "
        .. "(one of the two variants all three name)" },
    { id = "immediate", kind = "described", removal = "immediate",
      source = "the variant all three descriptions name in which captured pieces leave the board "
        .. "as they are jumped (Zamma's srand ruleset does the same)" },
    { id = "german", kind = "described", king_landing = "continue",
      source = "German description: a Mullah lands where it can capture again; its own variant "
        .. "also lets men step sideways (add --rule men_move=forward_sideways)" },
    { id = "ludii", kind = "reconstructed", setup = "left", capture = "optional",
      chain = "single", majority = "none",
      source = "the Ludii encoding (its own text describes the standard game)" },
    { id = "dagaz", kind = "reconstructed", men_move = "forward_sideways",
      crown_mid_capture = "stop", removal = "immediate",
      source = "the Dagaz encoding" },
  },
  -- Counts `kharbaga check` verifies: Mullahs flying and capturing under each ruleset.
  tests = {
    -- a1's Mullah takes all four men in one move, in 11 ways (their paths and landings differ)
    { position = "W:WKa1:Bb2,f6,g3,c7", moves = 11 },
    -- Ludii's single jumps, any capture: the same Mullah takes one man at a time
    { position = "W:WKa1:Bb2,f6,g3,c7", ruleset = "ludii", perft = { 11, 104, 1540 } },
    -- two Mullahs against three men and a Mullah
    { position = "W:WKa1,i9:Bc3,e5,g3,Kc7", perft = { 2, 23, 296 } },
    { position = "W:WKa1,i9:Bc3,e5,g3,Kc7", rules = { majority = "none" }, perft = { 4, 63, 663 } },
    { position = "W:WKa1,i9:Bc3,e5,g3,Kc7", ruleset = "german", perft = { 2, 23, 296 } },
    { position = "W:WKa1,i9:Bc3,e5,g3,Kc7", ruleset = "dagaz", perft = { 2, 25, 333 } },
  },
}
