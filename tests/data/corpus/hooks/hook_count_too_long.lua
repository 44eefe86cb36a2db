-- An api 2 moves hook that says its reused list has more entries than it filled.
return variant { id = "hook_count_too_long", extends = "kharbaga", name = "Count too long", summary = "Claims three entries.",
  hooks = { api = 2, moves = function(game, moves)
    local kept = moves.kept
    for i = 1, #kept do kept[i] = nil end
    kept[1] = 1
    return kept, 3
  end } }
