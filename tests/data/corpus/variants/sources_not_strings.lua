-- expect: sources_not_strings.lua:5: sources[2]: expected a string, got number
return variant {
  id = "sources_not_strings", name = "Sources not strings", summary = "A source that is a number.",
  board = boards.kharbaga41(),
  sources = { "a book", 1907 },
}
