-- expect: unknown_field.lua:5: colour: unknown field
return variant {
  id = "unknown_field", name = "Unknown field", summary = "A field the loader does not know.",
  board = boards.kharbaga41(),
  colour = "red",
}
