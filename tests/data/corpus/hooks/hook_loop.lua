-- A moves hook that never returns: the instruction budget must end it.
return variant { id = "hook_loop", extends = "kharbaga", name = "Loop", summary = "A hook that loops.",
  hooks = { moves = function(game, moves) while true do end end } }
