-- expect: list_entry.lua:
-- expect: unexpected list entry
return variant {
  "kharbaga",
  id = "list_entry", name = "List entry", summary = "A value without a field name.",
  board = boards.kharbaga41(),
}
