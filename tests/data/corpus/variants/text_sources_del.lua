-- expect: text_sources_del.lua:5: sources[2]: control character \x7F at byte 7; expected printable text
return variant {
  id = "text_sources_del", name = "DEL in a source", summary = "A source holding DEL.",
  board = boards.kharbaga41(),
  sources = { "a book", "a book\127" },
}
