-- expect: name_not_string.lua:4: name: expected a string, got number
return variant {
  id = "name_not_string", summary = "The title is a number.",
  name = 42,
  board = boards.kharbaga41(),
}
