-- expect: bad_rule_value.lua:6: rules.removal:
-- expect: is not a value of this option; expected end or immediate
return variant {
  id = "bad_rule_value", name = "Bad rule value", summary = "A value the option does not have.",
  board = boards.kharbaga41(),
  rules = { removal = "later" },
}
