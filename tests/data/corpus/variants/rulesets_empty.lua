-- expect: rulesets_empty.lua:5: rulesets: expected a list of 1 to 16 rulesets
return variant {
  id = "rulesets_empty", name = "No rulesets", summary = "An empty list of rulesets.",
  board = boards.kharbaga41(),
  rulesets = {},
}
