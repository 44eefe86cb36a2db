-- expect: unclosed_table.lua:5: unexpected symbol near <eof>
-- The table below is never closed.
return variant {
  id = "unclosed_table", name = "Unclosed table", summary = "The table never ends.",
