-- A moves hook with a mistake of its own, and no after hook: it keeps a count of its calls and
-- drops every seventh position's moves, so the same position has different moves each time.
-- `kharbaga check` must notice, without blaming an after hook the script does not have.
local calls = 0
return variant {
  id = "hook_counts_calls", name = "Counting hook", summary = "A moves hook that answers by call count.",
  board = boards.alquerque(5), sides = { "White", "Black" },
  start = "W:Wc3:Ba5",
  rules = { men_move = "any", majority = "none", king = "none" },
  hooks = {
    moves = function(game, moves)
      calls = calls + 1
      if calls % 7 == 0 then return {} end
      return moves
    end,
  },
}
