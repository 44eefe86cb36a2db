-- expect: ruleset_duplicate.lua:8: rulesets:
-- expect: is declared twice
return variant {
  id = "ruleset_duplicate", name = "Duplicate ruleset", summary = "Two rulesets share a name.",
  board = boards.kharbaga41(),
  rulesets = {
    { id = "standard", source = "one" },
    { id = "standard", source = "two", removal = "immediate" },
  },
}
