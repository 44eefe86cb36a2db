-- expect: rule_fraction.lua:6: rules.quiet_limit: expected a string or a whole number, got number
return variant {
  id = "rule_fraction", name = "Rule fraction", summary = "A count that is not whole.",
  board = boards.kharbaga41(),
  rules = {
    quiet_limit = 40.5,
  },
}
