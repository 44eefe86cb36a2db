-- expect: inherited_syntax_error_base.lua:5: unexpected symbol near <eof>
return variant {
  id = "inherited_syntax_error_base", name = "Unclosed", summary = "Never closed.",
  board = boards.kharbaga41(),
