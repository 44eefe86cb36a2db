-- expect: unknown_rule.lua:6: rules.flying_men: unknown field (not a rule option either)
return variant {
  id = "unknown_rule", name = "Unknown rule", summary = "A rule option that does not exist.",
  board = boards.kharbaga41(),
  rules = {
    flying_men = true,
  },
}
