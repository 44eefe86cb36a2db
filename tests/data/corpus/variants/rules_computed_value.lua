-- expect: rules_computed_value.lua:8: rules.men_move: 'sideways' is not a value of this option
-- The bad value is computed; kharbaga.lua, the base, writes "forward_sideways" elsewhere.
local function pick() return "sideways" end
return variant {
  extends = "kharbaga",
  id = "rules_computed_value", name = "Computed value", summary = "A rule option computed wrong.",
  rules = {
    men_move = pick(),
  },
}
