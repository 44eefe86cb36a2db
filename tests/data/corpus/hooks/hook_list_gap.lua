-- A moves hook whose list has a hole: a nil in the middle of { ... }.
return variant { id = "hook_list_gap", extends = "kharbaga", name = "Gap", summary = "A list with a gap.",
  hooks = { moves = function(game, moves)
    return { moves[1], nil, moves[2] }
  end } }
