-- expect: text_dispute_nul.lua:6: disputes[1].topic: control character \x00 at byte 5; expected printable text
return variant {
  id = "text_dispute_nul", name = "NUL in a dispute", summary = "A topic cut short by a NUL byte.",
  board = boards.kharbaga41(),
  disputes = {
    { topic = "Half\0hidden", text = "Two\nlines are fine here." },
  },
}
