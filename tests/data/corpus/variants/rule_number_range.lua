-- expect: rule_number_range.lua:6: rules.repetition:
-- expect: expected a whole number from 0 to 100
return variant {
  id = "rule_number_range", name = "Rule number range", summary = "A count out of its range.",
  board = boards.kharbaga41(),
  rules = { repetition = 1000 },
}
