-- A ruleset whose moves hook refuses a step and says why (game:refuse): `dispute` against the
-- ruleset without hooks gives that reason.
local refusing = {
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
}

return variant {
  id = "hook_refuses_ruleset", name = "Refuses in one ruleset", summary = "A ruleset whose hook gives a reason.",
  extends = "alquerque",
  rulesets = {
    { id = "plain", source = "Murray's rules" },
    { id = "refusing", hooks = refusing, source = "Murray's rules and a refused step" },
  },
}
