-- expect: ruleset_bad_value.lua:6: rulesets[1].chain:
-- expect: is not a value of this option; expected must, may or single
return variant {
  id = "ruleset_bad_value", name = "Bad ruleset value", summary = "A ruleset sets a value that does not exist.",
  board = boards.kharbaga41(),
  rulesets = { { id = "standard", chain = "sometimes" } },
}
