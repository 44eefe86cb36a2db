-- A moves hook that returns something other than a list of moves.
return variant { id = "hook_bad_return", extends = "kharbaga", name = "Bad", summary = "Returns a number.",
  hooks = { moves = function(game, moves) return 42 end } }
