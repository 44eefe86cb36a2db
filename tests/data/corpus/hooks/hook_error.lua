-- A moves hook that raises an error on every call.
return variant { id = "he", extends = "kharbaga", name = "x", summary = "y",
  hooks = { moves = function(game, moves) return moves[1].nothing.x end } }
