-- Alquerque with R. C. Bell's rules written as hooks of the first calling convention (api 1:
-- moves as tables of point names), as variants/alquerque.lua's ruleset bell had them: a piece
-- never returns to a point it has occupied (in earlier moves or earlier in the same capture), and
-- a piece on the far row moves only to capture. It stays a hooks game whatever the built-in
-- rules learn, for tests (tests/games.cmake: the counts of tests/data/perft/alquerque-bell.perft)
-- and for measuring what hooks cost (docs/BENCHMARKS.md, "Hooks").
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
  id = "bell_hooks",
  name = "Alquerque (Bell's rules in hooks)",
  extends = "alquerque",
  summary = "Alquerque with R. C. Bell's no-return and far-row rules written as Lua hooks.",
  rulesets = {
    { id = "bell", kind = "reconstructed", men_move = "forward_sideways", hooks = bell_hooks,
      source = "R. C. Bell: men move forward and sideways only, never back to a point the piece has "
        .. "occupied, and a piece on the far row moves only to capture (rules written as Lua hooks)" },
  },
}
