-- expect: ruleset_unknown_option.lua:7: rulesets[2].flying_men: unknown field (not a rule option either)
return variant {
  id = "ruleset_unknown_option", name = "Unknown ruleset option", summary = "A ruleset sets an option that does not exist.",
  board = boards.kharbaga41(),
  rulesets = {
    { id = "standard" },
    { id = "other", flying_men = "yes" },
  },
}
