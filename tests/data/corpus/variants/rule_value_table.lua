-- expect: rule_value_table.lua:6: rules.removal: expected end or immediate, got table
return variant {
  id = "rule_value_table", name = "Rule value table", summary = "A value that is a table.",
  board = boards.kharbaga41(),
  rules = {
    removal = { "end" },
  },
}
