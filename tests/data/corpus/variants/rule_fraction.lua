-- expect: rule_fraction.lua:6: rules.quiet_limit: 40.5 is not a whole number; expected a whole number from 0 to 10000
return variant {
  id = "rule_fraction", name = "Rule fraction", summary = "A count that is not whole.",
  board = boards.kharbaga41(),
  rules = {
    quiet_limit = 40.5,
  },
}
