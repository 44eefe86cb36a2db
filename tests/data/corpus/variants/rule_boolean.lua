-- expect: rule_boolean.lua:6: rules.men_move: expected forward, forward_sideways or any, got boolean
-- men_move takes one of its values, never a number: the message lists them.
return variant {
  id = "rule_boolean", name = "Rule boolean", summary = "A rule switched on as if it were a flag.",
  board = boards.kharbaga41(),
  rules = { men_move = true },
}
