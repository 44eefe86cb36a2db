-- A moves hook that returns { index = 2^32 + 1 }: no move of the list has that index (it was
-- once cut to an int and picked move 1), so the entry is read as a new move, which has no points.
return variant { id = "hook_index_wraps", extends = "kharbaga", name = "Wraps", summary = "A wrapping index.",
  hooks = { moves = function(game, moves)
    return { { index = 4294967297 } }
  end } }
