-- expect: rules_several_problems.lua:7: rules.removal:
-- expect: rules_several_problems.lua:10: rulesets[1].kind:
return variant {
  id = "several", name = "Several problems", summary = "Three mistakes at once.",
  board = boards.kharbaga41(),
  rules = {
    removal = "immedate",
    chain = "always",
  },
  rulesets = { { id = "x", kind = "describd" } },
}
