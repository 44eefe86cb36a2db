-- expect: missing_id.lua:
-- expect: id: expected a string, got nothing
return variant {
  name = "No identifier", summary = "The identifier is missing.",
  board = boards.kharbaga41(),
}
