-- Bell's no-return rule with a mistake: the after hook changes the piece's table in place, so
-- unmaking a move cannot restore it. `kharbaga check` must notice.
return variant {
  id = "hook_mutates", name = "Mutating hook", summary = "An after hook that edits shared data.",
  board = boards.alquerque(5), sides = { "White", "Black" },
  start = "W:Wc3:Ba5",
  rules = { men_move = "any", majority = "none", king = "none" },
  hooks = {
    moves = function(game, moves)
      local legal = {}
      for _, m in ipairs(moves) do
        local seen = game:data(m.from) or {}
        if not seen[m.to] then legal[#legal + 1] = m end
      end
      return legal
    end,
    after = function(game, move)
      local seen = game:data(move.to) or {}
      seen[move.from] = true
      seen[move.to] = true -- wrong: edits in place the table the piece had before this move
      game:set(move.to, seen)
    end,
  },
}
