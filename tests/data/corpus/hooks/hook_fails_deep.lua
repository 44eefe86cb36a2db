-- A moves hook that fails only in positions with more than five moves, which the start does
-- not have: `kharbaga check` finds it while counting, and must report the hook's error itself.
return variant {
  id = "hook_fails_deep", name = "Failing deeper", summary = "A moves hook that fails a few plies in.",
  board = boards.alquerque(5), sides = { "White", "Black" },
  start = "W:Wc1,c2,d2:Ba5,c5",
  rules = { men_move = "any", majority = "none", king = "none" },
  hooks = {
    moves = function(game, moves)
      if #moves > 12 then
        local missing = nil
        return missing.field
      end
      return moves
    end,
  },
}
