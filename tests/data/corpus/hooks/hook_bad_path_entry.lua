-- A moves hook that adds a move whose path lists a number among its points.
return variant { id = "hook_bad_path_entry", extends = "kharbaga", name = "Path", summary = "A bad path entry.",
  hooks = { moves = function(game, moves)
    local m = moves[1]
    return { { from = m.from, to = m.to, path = { m.to, 7 } } }
  end } }
