-- Bell's Alquerque rules written as hooks: a piece never returns to a point it has already
-- occupied, and a piece on the far row may only move to capture.
return variant {
  id = "bell", name = "Alquerque with Bell's rules", summary = "Hooks test.",
  sources = { "R. C. Bell, Board and Table Games from Many Civilizations (reconstruction)" },
  board = boards.alquerque(5),
  sides = { "White", "Black" },
  start = "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5",
  rules = { men_move = "forward_sideways", majority = "none", king = "none" },
  hooks = {
    moves = function(game, moves)
      local legal = {}
      for _, m in ipairs(moves) do
        local seen = game:data(m.from) or {}
        local ok = not (game:far(m.from) and #m.captured == 0)
        local here = { [m.from] = true } -- points this move has occupied so far
        for _, p in ipairs(m.path) do
          if seen[p] or here[p] then ok = false end
          here[p] = true
        end
        if ok then legal[#legal + 1] = m end
      end
      return legal
    end,
    after = function(game, move)
      local seen = {}
      for p in pairs(game:data(move.to) or {}) do seen[p] = true end
      seen[move.from] = true
      for _, p in ipairs(move.path) do seen[p] = true end
      game:set(move.to, seen)
    end,
  },
}
