-- expect: missing_name.lua:
-- expect: name: expected a string, got nothing
return variant {
  id = "missing_name", summary = "The display title is missing.",
  board = boards.kharbaga41(),
}
