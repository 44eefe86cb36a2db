-- expect: rule_not_whole.lua:6: rules.repetition: 2.5 is not a whole number; expected a whole number from 0 to 100
-- repetition takes a number: the message says what is wrong with this one.
return variant {
  id = "rule_not_whole", name = "Rule not whole", summary = "A repetition count with a fraction.",
  board = boards.kharbaga41(),
  rules = { repetition = 2.5 },
}
