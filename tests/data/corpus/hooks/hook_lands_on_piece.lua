-- A moves hook that adds a step onto a point its own side holds: the move would destroy a piece,
-- so it must be refused.
return variant {
  id = "hook_lands_on_piece", name = "Landing on a piece", summary = "An added move onto an occupied point.",
  extends = "alquerque",
  hooks = {
    moves = function(game, moves)
      local result = { table.unpack(moves) }
      result[#result + 1] = { from = "c2", to = "d2" }
      return result
    end,
  },
}
