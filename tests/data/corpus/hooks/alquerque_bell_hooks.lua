-- Alquerque with R. C. Bell's rules written as Lua hooks, as variants/alquerque.lua wrote them
-- before they became the rule options piece_revisit, chain_revisit and far_row_steps: the
-- example of hooks that the CLI tests of explain, rules and dispute use (a ruleset with hooks).

-- R. C. Bell's two rules the core does not have, as hooks (docs/authoring.md): a piece never
-- returns to a point it has occupied (in earlier moves or earlier in the same capture), and a
-- piece on the far row moves only to capture.
local bell_hooks = {
  description = "A piece never returns to a point it has occupied, in earlier moves or earlier in "
    .. "the same capture, and a piece on the far row moves only to capture.",
  moves = function(game, moves)
    local legal = {}
    for _, m in ipairs(moves) do
      local seen = game:data(m.from) or {}      -- the points this piece has occupied
      local ok = #m.captured > 0 or not game:far(m.from)
      local here = { [m.from] = true }          -- the points of this move so far
      for _, p in ipairs(m.path) do
        if seen[p] or here[p] then ok = false end
        here[p] = true
      end
      if ok then legal[#legal + 1] = m end
    end
    return legal
  end,
  after = function(game, move)
    local seen = {}                             -- a new table: the old one belongs to the undo record
    for p in pairs(game:data(move.to) or {}) do seen[p] = true end
    seen[move.from] = true
    for _, p in ipairs(move.path) do seen[p] = true end
    game:set(move.to, seen)
  end,
}

return variant {
  id = "alquerque_bell_hooks",
  name = "Alquerque",
  region = "Spain and the Arab world (Qirkat)",
  summary = "The ancestor: 12 pieces a side on the 25 points of the Alquerque drawing, steps in "
    .. "any direction along the lines, captures by jumping, no kings.",
  history = "Known in the Arab world as Qirkat and described in Alfonso X's Libro de los juegos "
    .. "(1283); later Spanish writers (Covarrubias, 1611) add the huff. Its board and setup "
    .. "reappear, enlarged, in Zamma, Kharbaga and the Hopi and Keres games. The rules as most "
    .. "people play them are Murray's reconstruction (1951).",
  sources = {
    "Alfonso X, Libro de los juegos (1283)",
    "H. J. R. Murray, A History of Board-Games other than Chess (1951)",
    "S. de Covarrubias, Tesoro de la lengua castellana (1611, 1674 edition)",
    "R. C. Bell, Board and Table Games from Many Civilizations",
    "Ludii game database, Alquerque",
  },
  notes = "White (South) moves first. Each side fills its two rows and the two middle-row points "
    .. "to its right (South d3 and e3, North a3 and b3); c3 is empty. There are no kings, so "
    .. "under Murray's rules a piece on the far row can still step sideways and back. Murray's rules (the default) are a "
    .. "reconstruction. Under covarrubias our reading of the huff is the family's: every piece "
    .. "that could have captured but did not may be removed by the opponent at the start of the "
    .. "next turn, the piece that moved on its new point. R. C. Bell's ruleset (men move forward "
    .. "and sideways only, a piece may not return to a point it has already occupied, a piece on "
    .. "the far row may only move to capture) is written with Lua hooks; our reading counts the "
    .. "points of the capture being made as occupied, so a chain may not land twice on one point, "
    .. "and a chain that must go on (Murray's rule) but could only go on by returning is refused "
    .. "as a whole rather than stopped one jump short; if that leaves no capture, the player steps. "
    .. "The other reading (the chain stops before the returning jump) changes perft from depth 6.",
  disputes = {
    { option = "capture", topic = "whether capturing is compulsory",
      text = "Murray: compulsory. Alfonso's text: a player may capture or not, and may stop a "
        .. "chain of jumps at will (ruleset alfonso). Covarrubias: not forced, but a piece that "
        .. "could have captured is huffed (removed) by the opponent (ruleset covarrubias)." },
    { option = "chain", topic = "whether a chain of jumps must go on",
      text = "Murray: a piece that can jump again must. Alfonso: it may stop after any jump "
        .. "(ruleset alfonso); the Ludii encoding of Alfonso's rules allows one jump only "
        .. "(alfonso with --rule chain=single)." },
    { option = "men_move", topic = "in which directions pieces step",
      text = "Murray, Alfonso and Covarrubias: in any direction along the lines. Bell: forward "
        .. "and sideways only, never back to a point the piece has occupied before (ruleset bell)." },
  },
  -- `kharbaga learn alquerque`: what differs from Kharbaga (docs/authoring.md, "Lessons").
  lessons = {
    { title = "Steps in every direction",
      text = "Alquerque is played on 25 points. You play White, from the bottom, and move first. "
        .. "Pieces step one point along a line in any direction: forward, sideways or back. "
        .. "Diagonals run only through every other point (a1, c1, b2, c3 ...), so a piece on c3 "
        .. "has eight steps and a piece on b3 four.",
      position = "W:Wc3:Ba5",
      ask = "Type every step of the piece on c3, one at a time.",
      task = { find_all = "moves" },
      hint = "Up, down, left, right, and the four diagonals.",
      explain = "c3 is the centre of the board: eight lines meet there, and a piece may follow "
        .. "any of them one point." },

    { title = "No kings",
      text = "There is no crowning in Alquerque: a piece that reaches the far row stays as it "
        .. "was, and since pieces move in every direction it can simply come back.",
      position = "W:Wb5:Be1",
      ask = "Step the piece on b5, on the far row, back down to b4.",
      task = { play = "b5-b4" },
      hint = "Type b5-b4.",
      explain = "Pieces move in any direction along the lines; b4 is the next point down from b5." },

    { title = "Compulsory captures, any of them",
      text = "Captures are by jumping, in any direction, and compulsory; a piece that can jump "
        .. "again must. But you may choose any capture, even one that takes fewer pieces: "
        .. "Alquerque has no majority rule. Taking more is usually wiser.",
      position = "W:Wa1,e3:Bb2,d4,e4",
      ask = "Choose a capture that takes two pieces.",
      task = { capture_most = true },
      hint = "From a1 jump b2, then d4; or from e3 jump e4, then d4.",
      explain = "e3xc5 is legal here, since any capture may be chosen, but it takes one piece "
        .. "where a1xc3xe5 and e3xe5xc3 take two." },
  },
  board = boards.alquerque(5),
  sides = { "White", "Black" },   -- South (moves first), North
  rules = {
    men_move = "any", men_capture = "any", capture = "compulsory", chain = "must",
    majority = "none", removal = "end", king = "none", blocked = "loss", setup = "right",
  },
  rulesets = {
    { id = "murray", kind = "reconstructed",
      source = "Murray 1951: steps in any direction, compulsory capture, chains must go on, any "
        .. "capture may be chosen" },
    { id = "alfonso", kind = "described", capture = "optional", chain = "may",
      source = "Libro de los juegos (1283): capturing is optional and a chain may stop after any "
        .. "jump (with --rule chain=single it is the Ludii encoding)" },
    { id = "covarrubias", kind = "described", capture = "huff",
      source = "Covarrubias 1611/1674: a piece that fails to capture is huffed" },
    { id = "bell", kind = "reconstructed", men_move = "forward_sideways", hooks = bell_hooks,
      source = "R. C. Bell: men move forward and sideways only, never back to a point the piece has "
        .. "occupied, and a piece on the far row moves only to capture (rules written as Lua hooks)" },
  },
}
