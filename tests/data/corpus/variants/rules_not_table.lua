-- expect: rules_not_table.lua:5: rules: expected a table of rule options, got string
return variant {
  id = "rules_not_table", name = "Rules not a table", summary = "Options given as text.",
  board = boards.kharbaga41(),
  rules = "men_move=forward",
}
