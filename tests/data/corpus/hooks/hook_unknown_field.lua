-- A moves hook that adds a capture with a misspelt field (`captures` for `captured`): refused by
-- name, never taken as a step.
return variant {
  id = "hook_unknown_field", name = "Misspelt", summary = "An added move with an unknown field.",
  extends = "alquerque",
  hooks = {
    moves = function(game, moves)
      local result = { table.unpack(moves) }
      result[#result + 1] = { from = "c2", to = "c4", captures = { "c3" } }
      return result
    end,
  },
}
