-- A moves hook whose list has one entry far past the others, at 2^32 - 1: the message names that
-- index whole (it once read "at -1").
return variant { id = "hook_list_far_key", extends = "kharbaga", name = "Far", summary = "A far key.",
  hooks = { moves = function(game, moves)
    local list = { moves[1] }
    list[4294967295] = moves[2]
    return list
  end } }
