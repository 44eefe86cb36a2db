-- A moves hook that refuses a step and says why (game:refuse): `explain` gives that reason.
return variant {
  id = "hook_refuses", name = "Refuses", summary = "A hook that gives a reason.", extends = "alquerque",
  hooks = {
    description = "Some steps are refused.",
    moves = function(game, moves)
      local legal = {}
      for _, m in ipairs(moves) do
        if m.to == "c3" and m.from == "b2" then
          game:refuse(m, "a piece from b2 may not go to the centre")
        else
          legal[#legal + 1] = m
        end
      end
      return legal
    end,
  },
}
