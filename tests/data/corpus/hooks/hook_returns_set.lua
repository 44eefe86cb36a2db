-- A moves hook that returns a set of moves ({ [move] = true }) instead of a list: refused, never
-- read as no moves at all.
return variant { id = "hook_returns_set", extends = "kharbaga", name = "Set", summary = "Returns a set.",
  hooks = { moves = function(game, moves)
    local keep = {}
    for _, m in ipairs(moves) do keep[m] = true end
    return keep
  end } }
