-- expect: syntax_error.lua:5: unexpected symbol near ','
return variant {
  id = "syntax_error", name = "Syntax error",
  summary = "A comma too many.",
  board = boards.kharbaga41(),,
}
