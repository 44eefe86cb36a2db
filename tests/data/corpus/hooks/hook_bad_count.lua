-- An api 2 moves hook whose second result, the number of entries of its list to read, is not one.
return variant { id = "hook_bad_count", extends = "kharbaga", name = "Bad count", summary = "Returns a list and a string.",
  hooks = { api = 2, moves = function(game, moves)
    moves.kept[1] = 1
    return moves.kept, "one"
  end } }
