-- A moves hook that takes a long while at every call but returns: a search under --time must
-- still stop in time, looking at the clock between hook calls.
return variant { id = "hook_slow", extends = "kharbaga", name = "Slow", summary = "A slow hook.",
  hooks = { moves = function(game, moves)
    local n = 0
    for i = 1, 3000000 do n = n + i end
    return moves
  end } }
