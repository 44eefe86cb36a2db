-- expect: missing_summary.lua:
-- expect: summary: expected a string, got nothing
return variant {
  id = "missing_summary", name = "Missing summary",
  board = boards.kharbaga41(),
}
