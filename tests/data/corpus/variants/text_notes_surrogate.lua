-- expect: text_notes_surrogate.lua:6: notes: invalid UTF-8 \xED\xA0\x80 at byte 15; expected UTF-8 text
-- Line breaks are allowed in notes, a UTF-16 surrogate written as UTF-8 is not.
return variant {
  id = "text_notes_surrogate", name = "Surrogate", summary = "Notes with an encoded surrogate.",
  board = boards.kharbaga41(),
  notes = "First line.\nA \u{D800} here.",
}
