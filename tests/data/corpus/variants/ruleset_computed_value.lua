-- expect: ruleset_computed_value.lua:10: rulesets[2].men_move: 'sideways' is not a value of this option
-- The bad value is computed; kharbaga.lua, the base, writes "forward_sideways" elsewhere.
local function pick() return "sideways" end
return variant {
  extends = "kharbaga",
  id = "ruleset_computed_value", name = "Computed value", summary = "A ruleset option computed wrong.",
  rulesets = {
    { id = "one", source = "s", men_move = "any" },
    { id = "two", source = "s",
      men_move = pick(),
    },
  },
}
