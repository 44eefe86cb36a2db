-- expect: book_not_boolean.lua:7: book: expected true or false
return personality {
  id = "book_not_boolean", name = "Well read",
  description = "Says it plays by the book with a file name.",
  search = "alphabeta",
  limits = { time_ms = 100 },
  book = "kharbaga.book",
}
