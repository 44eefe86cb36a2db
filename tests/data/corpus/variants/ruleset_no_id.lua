-- expect: ruleset_no_id.lua:5:
-- expect: rulesets[1]
-- expect: expected id = "name"
return variant {
  rulesets = { { kind = "described", source = "nobody" } },
  id = "ruleset_no_id", name = "Ruleset without id", summary = "A ruleset lacks its identifier.",
  board = boards.kharbaga41(),
}
