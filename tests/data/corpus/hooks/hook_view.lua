-- Hooks that print what the game view shows: the board's lines (neighbours, rays), the pieces,
-- the ply, the history and a per-game value the after hook keeps.
return variant {
  id = "hook_view", name = "View", summary = "Prints the game view.", extends = "alquerque",
  hooks = {
    moves = function(game, moves)
      local around = {}
      for _, n in ipairs(game:neighbours("c3")) do around[#around + 1] = n.point .. "/" .. n.dir end
      local first = game:neighbours("a1")[1]
      print("ply " .. game.ply, "state " .. tostring(game:state()), "pieces " .. #game:pieces("south"),
            "all " .. #game:pieces("all"), "points " .. #game:points(), "history " .. table.concat(game:history("text"), " "))
      print("c3: " .. table.concat(around, " "), "ray a1/" .. first.dir .. ": " .. table.concat(game:ray("a1", first.dir), " "),
            "back " .. game:opposite(first.dir))
      return moves
    end,
    after = function(game, move)
      game:set_state((game:state() or 0) + #move.path)
    end,
  },
}
