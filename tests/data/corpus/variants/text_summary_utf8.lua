-- expect: text_summary_utf8.lua:4: summary: invalid UTF-8 \xFF at byte 11; expected UTF-8 text
return variant {
  id = "text_summary_utf8", name = "Stray bytes",
  summary = "A summary \255\254 that is not UTF-8.",
  board = boards.kharbaga41(),
}
