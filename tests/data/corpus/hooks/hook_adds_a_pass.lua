-- A moves hook that adds a "move" from a point to itself that takes nothing: it would let a
-- player pass, which no game of the family allows, so it must be refused.
return variant {
  id = "hook_adds_a_pass", name = "Passing", summary = "An added move that stays where it is.",
  extends = "alquerque",
  hooks = {
    moves = function(game, moves)
      local result = { table.unpack(moves) }
      result[#result + 1] = { from = "c2", to = "c2" }
      return result
    end,
  },
}
